/// UIKit's `UISlider`: a value between a minimum and a maximum, set by dragging a
/// round thumb along a track.
///
/// As UIKit's: a finger that comes down on the thumb (or within a few points of
/// it) drags it, and the value follows the finger's movement along the track, not
/// its position, so the thumb keeps its place under the finger; a touch elsewhere
/// on the track does nothing. `.valueChanged` is sent at each change of the value
/// while dragging (`isContinuous`, the default) or once when the finger lifts.
/// Drawn as iOS draws it: a 4 pt track, the part left of the thumb in the tint
/// colour, a white 28 pt thumb with a soft shadow.
open class UISlider: UIControl {
    /// The value, within `minimumValue...maximumValue`; 0 by default, as UIKit's. Setting it clamps
    /// it and sends no action.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    /// The value at the left end of the track; 0 by default. Raising it past `maximumValue` raises
    /// that too.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamp(storedValue)
        }
    }
    /// The value at the right end of the track; 1 by default. Lowering it below `minimumValue`
    /// lowers that too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamp(storedValue)
        }
    }
    /// Whether `.valueChanged` is sent while the thumb moves (true, the default) or only when the
    /// finger lifts.
    open var isContinuous = true
    /// The colour of the track left of the thumb; nil (the default) uses the tint colour.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track right of the thumb; nil (the default) uses iOS's light gray fill.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb; nil (the default) draws it white.
    open var thumbTintColor: UIColor?
    /// A picture left of the track; nil by default.
    open var minimumValueImage: UIImage?
    /// A picture right of the track; nil by default.
    open var maximumValueImage: UIImage?

    /// The thumb's diameter, as iOS draws it.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    static let trackHeight: CGFloat = 4
    /// Where the finger took the thumb: the value and the finger's x then.
    private var grip: (value: Float, x: CGFloat)?
    private var changedWhileTracking = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    override var primaryEvent: Event { .valueChanged }

    /// Sets the value (clamped to the range); no action is sent. ScrollReel does not animate the
    /// thumb: it moves at once.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = clamp(value)
    }

    private func clamp(_ v: Float) -> Float {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), maximumValue)
    }

    /// iOS's slider is 31 pt tall; it takes the width it is given.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width > 0 ? size.width : 118, height: 31) }

    // MARK: Geometry, as UIKit's overridable methods

    /// The rectangle of the picture left of the track: its size at the left end, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }
    /// The rectangle of the picture right of the track.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - image.size.width, y: bounds.midY - image.size.height / 2,
                      width: image.size.width, height: image.size.height)
    }
    /// The track: 4 pt tall, centred vertically, between the value pictures (with 10 pt beside each).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minImage = minimumValueImageRect(forBounds: bounds), maxImage = maximumValueImageRect(forBounds: bounds)
        let left = minimumValueImage == nil ? bounds.minX : minImage.maxX + 10
        let right = maximumValueImage == nil ? bounds.maxX : maxImage.minX - 10
        return CGRect(x: left, y: bounds.midY - Self.trackHeight / 2, width: max(right - left, 0), height: Self.trackHeight)
    }
    /// The thumb for `value`: its centre travels the track's length less the thumb's diameter.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = Self.thumbDiameter
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((clamp(value) - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - d) * fraction
        return CGRect(x: x, y: rect.midY - d / 2, width: d, height: d)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    // MARK: Tracking

    /// A finger on the thumb (or within 10 pt of it) takes it; elsewhere it is not tracked.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        guard currentThumbRect.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        grip = (storedValue, p.x)
        changedWhileTracking = false
        return true
    }

    /// The value moves with the finger along the track, from where the thumb was taken.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grip else { return false }
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return true }
        let dx = touch.location(in: self).x - grip.x
        let new = clamp(grip.value + Float(dx / travel) * (maximumValue - minimumValue))
        if new != storedValue {
            storedValue = new
            changedWhileTracking = true
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    /// A slider that is not continuous sends `.valueChanged` once, when the finger lifts.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
        grip = nil
    }

    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
        grip = nil
    }

    // MARK: Drawing

    open override func draw(in context: GraphicsContext) {
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let radius = Self.trackHeight / 2
        let maxColour = maximumTrackTintColor ?? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
        context.fill(Path(roundedRect: track, cornerRadius: radius), with: isEnabled ? maxColour : maxColour.withAlphaComponent(0.5))
        let filled = CGRect(x: track.minX, y: track.minY, width: max(thumb.midX - track.minX, 0), height: track.height)
        let minColour = tintAdjusted(minimumTrackTintColor ?? tintColor)
        context.fill(Path(roundedRect: filled, cornerRadius: radius), with: isEnabled ? minColour : minColour.withAlphaComponent(0.5))
        if let image = minimumValueImage { context.draw(image, in: minimumValueImageRect(forBounds: bounds), alpha: 1) }
        if let image = maximumValueImage { context.draw(image, in: maximumValueImageRect(forBounds: bounds), alpha: 1) }
        context.fill(Path(ovalIn: thumb.offsetBy(dx: 0, dy: 3)), with: UIColor(white: 0, alpha: 0.12))
        context.fill(Path(ovalIn: thumb.insetBy(dx: -0.5, dy: -0.5)), with: UIColor(white: 0, alpha: 0.06))
        context.fill(Path(ovalIn: thumb), with: thumbTintColor ?? .white)
    }
}
