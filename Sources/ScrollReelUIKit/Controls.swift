/// UIKit's `CAGradientLayer` as a view: a linear gradient across its bounds.
/// As a `mask`, its alpha fades what it masks (the pager's title view).
open class GradientView: UIView {
    public var colors: [UIColor] = []
    /// Stop locations (0...1); evenly spaced when nil.
    public var locations: [Double]?
    /// In unit coordinates of the bounds, as CAGradientLayer's.
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { return nil }

    open override func draw(in context: GraphicsContext) {
        guard colors.count >= 2 else { return }
        let stops = colors.enumerated().map { i, c in
            LinearGradient.Stop(locations?[i] ?? Double(i) / Double(colors.count - 1), c)
        }
        let b = bounds
        let g = LinearGradient(start: CGPoint(x: b.minX + startPoint.x * b.width, y: b.minY + startPoint.y * b.height),
                               end: CGPoint(x: b.minX + endPoint.x * b.width, y: b.minY + endPoint.y * b.height),
                               stops: stops)
        context.fill(Path(rect: b), with: g)
    }
}

/// UIKit's `UIAction` (iOS 14): a handler for a control's events.
@MainActor
open class UIAction {
    public let title: String
    public let image: UIImage?
    public private(set) var identifier = Identifier("")
    let handler: (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    public internal(set) weak var sender: AnyObject?

    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title; self.image = image; self.handler = handler
        self.identifier = identifier ?? Identifier("\(ObjectIdentifier(self))")
    }
}

/// UIKit's `UIControl`: a view that tracks a finger and sends actions for its
/// events. Actions are `UIAction`s (`addAction(_:for:)`): the target/selector
/// form needs the Objective-C runtime, which Swift on Linux does not have.
open class UIControl: UIView {
    /// UIKit's `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    private var actions: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// UIKit's `UIControl(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && ($0.events.isSubset(of: events)) }
    }
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions.removeAll { $0.action.identifier == identifier && $0.events.isSubset(of: events) }
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for (action, registered) in actions where !registered.intersection(events).isEmpty
            || (registered.contains(.primaryActionTriggered) && events.contains(primaryEvent)) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }

    /// The event that triggers a `primaryAction`: touch-up-inside for buttons,
    /// value-changed for controls with a value.
    var primaryEvent: Event { .touchUpInside }

    /// How far outside its bounds a finger still counts as inside (UIKit's
    /// touch-up-inside reaches 70 pt past the control).
    static let touchSlop: CGFloat = 70

    private func inside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    // UIKit's tracking methods, for subclasses.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = inside(touch)
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        isTracking = continueTracking(touch, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = inside(touch)
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }
}

/// UIKit's `UIButton` of the system type: a title in the tint colour that dims
/// while the finger is on it.
open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The label the title is drawn with (its font is the button's).
    public let titleLabel: UILabel? = UILabel()

    /// A custom button, as UIKit's `UIButton(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: 17)
        titleLabel?.textAlignment = .center
    }
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    public required init?(coder: NSCoder) { return nil }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    open var currentTitle: String? { title(for: state) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let title = currentTitle, let label = titleLabel else { return CGSize(width: 30, height: 34) }
        label.text = title
        let s = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
        return CGSize(width: s.width + 2 * 8, height: max(34, s.height + 12))
    }

    open override func draw(in context: GraphicsContext) {
        guard let title = currentTitle, let font = titleLabel?.font else { return }
        let base = titleColor(for: .normal) ?? (buttonType == .system ? tintColor! : .white)
        // UIKit's system button fades its title to 20 % while highlighted.
        let color = isHighlighted && buttonType == .system ? base.withAlphaComponent(base.alpha * 0.2) : base
        context.draw(title, style: TextStyle(font: font, color: color, alignment: .center), in: bounds)
    }
}

/// UIKit's `UIPageControl`: a row of dots, the current one highlighted. A tap
/// right of the current dot goes one page on, left of it one back, and sends
/// `.valueChanged`, as UIKit's does.
open class UIPageControl: UIControl {
    open var numberOfPages = 0 { didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) } }
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor? = UIColor(white: 0, alpha: 0.25)
    open var currentPageIndicatorTintColor: UIColor? = UIColor.black
    /// UIKit's `UIPageControl.BackgroundStyle`: `.prominent` puts the dots on a
    /// translucent dark capsule, so that they read on any picture.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    open var backgroundStyle = BackgroundStyle.automatic
    /// iOS draws 7 pt dots 9 pt apart (16 pt from centre to centre).
    public static let dotDiameter: CGFloat = 7
    public static let dotSpacing: CGFloat = 9

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    override var primaryEvent: Event { .valueChanged }

    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(pageCount, 1))
        return CGSize(width: n * Self.dotDiameter + (n - 1) * Self.dotSpacing + 16, height: 26)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        let d = Self.dotDiameter, gap = Self.dotSpacing
        let total = CGFloat(numberOfPages) * d + CGFloat(max(numberOfPages - 1, 0)) * gap
        let currentX = bounds.midX - total / 2 + CGFloat(currentPage) * (d + gap) + d / 2
        let page = touch.location(in: self).x > currentX ? currentPage + 1 : currentPage - 1
        guard page >= 0, page < numberOfPages, page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }

    open override func draw(in context: GraphicsContext) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let d = Self.dotDiameter, gap = Self.dotSpacing
        let total = CGFloat(numberOfPages) * d + CGFloat(numberOfPages - 1) * gap
        if backgroundStyle == .prominent {
            let platter = CGRect(x: bounds.midX - total / 2 - 10, y: bounds.midY - 13, width: total + 20, height: 26)
            context.fill(Path(roundedRect: platter, cornerRadius: 13), with: UIColor(white: 0, alpha: 0.32))
        }
        var x = bounds.midX - total / 2
        for i in 0..<numberOfPages {
            let dot = CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
            let color = i == currentPage ? currentPageIndicatorTintColor ?? .black : pageIndicatorTintColor ?? UIColor(white: 0, alpha: 0.25)
            context.fill(Path(ovalIn: dot), with: color)
            x += d + gap
        }
    }
}

/// UIKit's `UISwitch`: a 51 x 31 track, green when on, and a white thumb that
/// slides across in 0.25 s when it changes with animation. A tap flips it and
/// sends `.valueChanged`.
open class UISwitch: UIControl {
    public private(set) var isOnValue = false
    open var isOn: Bool {
        get { isOnValue }
        set { setOn(newValue, animated: false) }
    }
    open var onTintColor: UIColor? = .systemGreen
    /// Where the thumb is, from 0 (off) to 1 (on).
    public private(set) var thumbPosition: CGFloat = 0
    private var slide: PropertyAnimation?
    public static let size = CGSize(width: 51, height: 31)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }
    public required init?(coder: NSCoder) { return nil }

    override var primaryEvent: Event { .valueChanged }

    open func setOn(_ on: Bool, animated: Bool) {
        isOnValue = on
        slide?.cancel()
        let from = thumbPosition, to: CGFloat = on ? 1 : 0
        guard animated, let window else { thumbPosition = to; return }
        slide = window.animate(duration: 0.25) { [weak self] p in self?.thumbPosition = from + (to - from) * p }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let touch = touches.first,
              bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self)) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func draw(in context: GraphicsContext) {
        let track = CGRect(origin: .zero, size: Self.size)
        let off = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
        context.fill(Path(roundedRect: track, cornerRadius: track.height / 2),
                     with: off.mixed(with: onTintColor ?? .systemGreen, thumbPosition))
        let d = track.height - 4
        let thumb = CGRect(x: 2 + (track.width - 4 - d) * thumbPosition, y: 2, width: d, height: d)
        context.fill(Path(ovalIn: thumb.offsetBy(dx: 0, dy: 1.5)), with: UIColor(white: 0, alpha: 0.12))
        context.fill(Path(ovalIn: thumb), with: .white)
    }
}
