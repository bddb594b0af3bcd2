/// UIKit's `UISegmentedControl`: a row of segments, each a title, an image or a
/// `UIAction`, of which one is selected.
///
/// As iOS 13 and later draw it: a 32 pt tall capsule of the tertiary system fill,
/// the selected segment on a white rounded "thumb" with a soft shadow (or the
/// `selectedSegmentTintColor`), titles in 13 pt type (semibold on the thumb),
/// and hairline dividers between unselected segments. A tap on a segment
/// selects it, slides the thumb there in 0.25 s of the window's virtual clock,
/// performs the segment's action and sends `.valueChanged`; a tap on the
/// selected segment does nothing, unless the control `isMomentary`.
open class UISegmentedControl: UIControl {
    /// UIKit's `UISegmentedControl.noSegment` (`UISegmentedControlNoSegment` in Objective-C): the
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        /// 0: sized by the control.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var isEnabled = true
    }
    private var segments: [Segment] = []
    private var selected = UISegmentedControl.noSegment
    /// Where the thumb is drawn while it slides: from one segment to another, `progress` 0 to 1.
    private var slide: (from: Int, to: Int, progress: CGFloat)?
    private var slideAnimation: PropertyAnimation?
    /// The segment under the finger while a momentary control tracks it.
    private var pressed: Int?
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// iOS 13's control height.
    static let height: CGFloat = 32
    /// The space left and right of a segment's content when the control sizes itself (fitted to
    /// Interface Builder's default 121 pt control with the segments "First" and "Second").
    static let contentPadding: CGFloat = 8
    /// The corner radius of the capsule and, 2 pt inside it, of the thumb.
    static let cornerRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2

    /// A control with a segment for each item, a `String` (a title) or a `UIImage`, and no segment
    /// selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage { segments.append(Segment(image: image)) }
            else { segments.append(Segment(title: item as? String ?? "\(item)")) }
        }
        frame.size = intrinsicContentSize
    }

    /// A control without segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit's `init(frame:actions:)` (iOS 14): a segment for each action, titled with the action's
    /// title (or showing its image); selecting a segment performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.title.isEmpty ? $0.image : nil, action: $0) }
    }

    public required init?(coder: NSCoder) { return nil }

    override var primaryEvent: Event { .valueChanged }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `UISegmentedControl.noSegment` (the default). Setting it moves the
    /// thumb at once and sends no action; an index outside the segments selects none.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            selected = segments.indices.contains(newValue) ? newValue : Self.noSegment
            slideAnimation?.cancel()
            slide = nil
        }
    }

    /// Whether a tap only flashes its segment instead of keeping it selected (false by default). A
    /// momentary control still sets `selectedSegmentIndex` to the segment tapped and sends
    /// `.valueChanged` for every tap, as UIKit's does, but draws no segment as selected.
    open var isMomentary = false

    /// Whether segments are as wide as their content (true) rather than all of one width (false, the
    /// default). A width set with `setWidth(_:forSegmentAt:)` is kept either way.
    open var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The colour of the selected segment's thumb; nil (the default) draws it white, as iOS 13 does.
    open var selectedSegmentTintColor: UIColor?

    private func valid(_ segment: Int) -> Bool { segments.indices.contains(segment) }

    private func insert(_ segment: Segment, at index: Int) {
        let i = min(max(index, 0), segments.count)
        segments.insert(segment, at: i)
        if selected >= i { selected += 1 }
        slide = nil
        invalidateIntrinsicContentSize()
    }

    /// Inserts a segment with a title at `segment` (clamped to the segments). ScrollReel does not
    /// animate it in.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image at `segment` (clamped to the segments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// UIKit's `insertSegment(action:at:animated:)` (iOS 14): a segment for `action`, titled with its
    /// title (or showing its image), performing it when selected.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.title.isEmpty ? action.image : nil, action: action), at: segment)
    }

    /// Removes a segment; the selection follows the segment it was on, or becomes `noSegment` when
    /// that segment goes.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard valid(segment) else { return }
        segments.remove(at: segment)
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        slide = nil
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        selected = Self.noSegment
        slide = nil
        invalidateIntrinsicContentSize()
    }

    /// Sets a segment's title (it replaces an image, as UIKit's).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard valid(segment) else { return }
        segments[segment].title = title
        if title != nil { segments[segment].image = nil }
        invalidateIntrinsicContentSize()
    }

    /// A segment's title, or nil.
    open func titleForSegment(at segment: Int) -> String? { valid(segment) ? segments[segment].title : nil }

    /// Sets a segment's image (it replaces a title, as UIKit's).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard valid(segment) else { return }
        segments[segment].image = image
        if image != nil { segments[segment].title = nil }
        invalidateIntrinsicContentSize()
    }

    /// A segment's image, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? { valid(segment) ? segments[segment].image : nil }

    /// UIKit's `setAction(_:forSegmentAt:)` (iOS 14): the segment shows the action's title (or image)
    /// and performs it when selected.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard valid(segment) else { return }
        segments[segment] = Segment(title: action.title, image: action.title.isEmpty ? action.image : nil, action: action,
                                    width: segments[segment].width, contentOffset: segments[segment].contentOffset,
                                    isEnabled: segments[segment].isEnabled)
        invalidateIntrinsicContentSize()
    }

    /// The action of a segment, or nil.
    open func actionForSegment(at segment: Int) -> UIAction? { valid(segment) ? segments[segment].action : nil }

    /// The segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Fixes a segment's width (0, the default, lets the control size it).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard valid(segment), width.isFinite else { return }
        segments[segment].width = max(width, 0)
        invalidateIntrinsicContentSize()
    }

    /// The width set for a segment (0 when the control sizes it).
    open func widthForSegment(at segment: Int) -> CGFloat { valid(segment) ? segments[segment].width : 0 }

    /// Moves a segment's title or image by `offset` from the segment's centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard valid(segment) else { return }
        segments[segment].contentOffset = offset
    }

    /// How far a segment's content is moved from its centre.
    open func contentOffsetForSegment(at segment: Int) -> CGSize { valid(segment) ? segments[segment].contentOffset : .zero }

    /// Enables or disables one segment: a disabled segment is drawn faded and cannot be selected by a tap.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard valid(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled (true by default).
    open func isEnabledForSegment(at segment: Int) -> Bool { valid(segment) ? segments[segment].isEnabled : false }

    /// Sets the attributes titles are drawn with in a state (`.normal`, `.selected`, …): `.font` and
    /// `.foregroundColor` are used; a state without attributes uses `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
    }

    /// The attributes set for a state, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    // MARK: Geometry

    private func font(selected: Bool) -> UIFont {
        let attributes = selected ? textAttributes[UIControl.State.selected.rawValue] ?? textAttributes[0] : textAttributes[0]
        return attributes?[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    }

    private func color(selected: Bool) -> UIColor {
        let attributes = selected ? textAttributes[UIControl.State.selected.rawValue] ?? textAttributes[0] : textAttributes[0]
        return attributes?[.foregroundColor] as? UIColor ?? .label
    }

    /// The width of a segment's content: its image, or its title in the selected font (so that
    /// selecting it does not need more room).
    private func contentWidth(_ s: Segment) -> CGFloat {
        if let image = s.image { return image.size.width }
        guard let title = s.title, !title.isEmpty else { return 0 }
        let measured = SceneEnvironment.currentTextMeasurer.size(of: title, style: TextStyle(font: font(selected: true)), width: .infinity)
        return measured.width.rounded(.up)
    }

    /// The control's own size: every segment as wide as the widest content (or each as wide as its
    /// own, when apportioned by content), plus the fixed widths, and iOS 13's 32 pt height.
    open override var intrinsicContentSize: CGSize {
        let auto = segments.filter { $0.width == 0 }.map { contentWidth($0) + 2 * Self.contentPadding }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let width = apportionsSegmentWidthsByContent ? auto.reduce(0, +) : CGFloat(auto.count) * (auto.max() ?? 0)
        return CGSize(width: width + fixed, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' widths across the bounds: fixed widths as set; the rest share what is left,
    /// equally or, apportioned by content, in proportion to their content.
    private var segmentWidths: [CGFloat] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let autoIndices = segments.indices.filter { segments[$0].width == 0 }
        let free = max(bounds.width - fixed, 0)
        var widths = segments.map(\.width)
        if apportionsSegmentWidthsByContent {
            let wants = autoIndices.map { contentWidth(segments[$0]) + 2 * Self.contentPadding }
            let total = wants.reduce(0, +)
            for (k, i) in autoIndices.enumerated() {
                widths[i] = total > 0 ? free * wants[k] / total : free / CGFloat(autoIndices.count)
            }
        } else {
            for i in autoIndices { widths[i] = free / CGFloat(autoIndices.count) }
        }
        return widths
    }

    private func segmentRects() -> [CGRect] {
        var x = bounds.minX
        return segmentWidths.map { w in
            defer { x += w }
            return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// The segment under a point of the control's, or nil.
    private func segment(at point: CGPoint) -> Int? {
        segmentRects().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
            ?? (point.x >= bounds.maxX && !segments.isEmpty ? segments.count - 1 : nil)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let i = segment(at: touch.location(in: self)), segments[i].isEnabled else { return false }
        if isMomentary { pressed = i }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        pressed = nil
        guard let touch, bounds.contains(touch.location(in: self)),
              let i = segment(at: touch.location(in: self)), segments[i].isEnabled else { return }
        guard i != selected || isMomentary else { return }
        let from = selected
        selected = i
        slideThumb(from: from, to: i)
        if let action = segments[i].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) { pressed = nil }

    /// The thumb slides from the segment it was on in 0.25 s on the window's virtual clock (it
    /// appears at once when there was none, or outside a window).
    private func slideThumb(from: Int, to: Int) {
        slideAnimation?.cancel()
        slide = nil
        guard !isMomentary, valid(from), let window else { return }
        slide = (from, to, 0)
        slideAnimation = window.animate(duration: 0.25) { [weak self] p in
            guard let self else { return }
            self.slide = p >= 1 ? nil : (from, to, CGFloat(p))
        }
    }

    // MARK: Drawing

    open override func draw(in context: any GraphicsContext) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let rects = segmentRects()
        context.fill(Path(roundedRect: bounds, cornerRadius: Self.cornerRadius), with: UIColor.tertiarySystemFill)

        // The thumb: on the selected segment, or sliding towards it; on the pressed segment of a
        // momentary control while the finger is down.
        let thumbSegment = isMomentary ? pressed : (valid(selected) ? selected : nil)
        var thumb: CGRect?
        if let s = slide, valid(s.from), valid(s.to) {
            let a = rects[s.from], b = rects[s.to], p = s.progress
            thumb = CGRect(x: a.minX + (b.minX - a.minX) * p, y: a.minY, width: a.width + (b.width - a.width) * p, height: a.height)
        } else if let i = thumbSegment {
            thumb = rects[i]
        }
        if let thumb {
            let r = thumb.insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
            let radius = Self.cornerRadius - Self.thumbInset
            context.fill(Path(roundedRect: r.offsetBy(dx: 0, dy: 1.5), cornerRadius: radius), with: UIColor(white: 0, alpha: 0.08))
            context.fill(Path(roundedRect: r.insetBy(dx: -0.5, dy: -0.5), cornerRadius: radius + 0.5), with: UIColor(white: 0, alpha: 0.04))
            context.fill(Path(roundedRect: r, cornerRadius: radius), with: tintAdjusted(selectedSegmentTintColor ?? .white))
        }

        // Dividers between two segments neither of which is under the thumb.
        let divider = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
        for i in rects.indices.dropLast() where thumbSegment != i && thumbSegment != i + 1 && slide == nil {
            let x = rects[i].maxX
            context.fill(CGRect(x: x - 0.5, y: bounds.minY + 8, width: 1, height: max(bounds.height - 16, 0)), with: divider)
        }

        for (i, segment) in segments.enumerated() {
            let onThumb = i == thumbSegment
            let faded = !isEnabled || !segment.isEnabled
            let box = rects[i].offsetBy(dx: segment.contentOffset.width, dy: segment.contentOffset.height)
            if let image = segment.image {
                let size = image.size
                let r = CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
                context.draw(image, in: r, alpha: faded ? 0.3 : 1)
            } else if let title = segment.title {
                var colour = color(selected: onThumb)
                if faded { colour = colour.withAlphaComponent(colour.alpha * 0.3) }
                let style = TextStyle(font: font(selected: onThumb), color: colour, alignment: .center)
                context.draw(title, style: style, in: box.insetBy(dx: 4, dy: 0))
            }
        }
    }
}
