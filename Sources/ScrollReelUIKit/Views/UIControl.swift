/// UIKit's `UIAction` (iOS 14): a handler for a control's events.
@preconcurrency @MainActor
open class UIAction {
    /// The action's title. Kept for UIKit's API: ScrollReel has no menus that would show it.
    open private(set) var title: String
    /// The action's image. Kept for UIKit's API: ScrollReel has no menus that would show it.
    open private(set) var image: UIImage?
    /// The identifier `removeAction(identifiedBy:for:)` finds the action by; one unique to this action
    /// when none was given.
    open private(set) var identifier = Identifier("")
    let handler: (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    open internal(set) weak var sender: AnyObject?

    /// UIKit's `UIAction.Identifier`: a string that names an action.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Creates an action whose `handler` runs when a control sends it, with the action as its argument.
    /// Without an `identifier` it gets one unique to it.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title; self.image = image; self.handler = handler
        self.identifier = identifier ?? Identifier("\(ObjectIdentifier(self))")
    }
}

/// UIKit's `UIControl`: a view that tracks a finger and sends actions for its
/// events: `UIAction`s (`addAction(_:for:)`) and target–action pairs
/// (`addTarget(_:action:for:)`, whose `#selector` compiles in files built through
/// the `UIKitSources` plugin).
open class UIControl: UIView {
    // A control is an element; a disabled one says so (UIKit's defaults).
    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { isEnabled ? .none : .notEnabled }
    /// UIKit's `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits, with UIKit's values.
        public let rawValue: UInt
        /// Creates the event set from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger came down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (the second tap of a double tap). ScrollReel never sends it: it does not count
        /// taps.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved within the control's touch area (its bounds and 70 pt around them).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved outside the control's touch area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger moved back into the control's touch area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger moved out of the control's touch area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted within the control's touch area: a tap, a button's primary event.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the control's touch area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled, as when a scroll view under the finger takes it over to scroll.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (a switch flipped, a page control turned a page).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: an action registered for it runs on the control's main event
        /// (touch-up-inside for a button, value-changed for a switch or a page control).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// UIKit's `menuActionTriggered` (iOS 14): the control's menu was shown; ScrollReel shows no menus.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing: it became the first responder.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field being edited changed by typing (not by setting `text`).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing: it resigned the first responder.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key was typed in a text field; a field with a target for this event then
        /// ends editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All the touch events.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// All the editing events of a text field.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The range of events reserved for the app's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The range of events reserved for UIKit's internal use.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// All events.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state bits, with UIKit's values.
        public let rawValue: UInt
        /// Creates the state from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: enabled, neither highlighted nor selected (the empty set).
        public static let normal = State([])
        /// A finger is down on the control (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (`isEnabled` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the control responds to touches: a disabled one ignores fingers, and its state contains
    /// `.disabled`.
    open var isEnabled = true
    /// Whether the control is selected; its state then contains `.selected`.
    open var isSelected = false
    /// Whether the control is highlighted: set while the tracked finger is down within its touch area.
    open var isHighlighted = false

    /// UIKit's `UIControl.ContentHorizontalAlignment`, with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred across the control (the default).
        case center = 0
        /// From the left edge.
        case left = 1
        /// From the right edge.
        case right = 2
        /// Across the whole width.
        case fill = 3
        /// From the leading edge (the left: ScrollReel lays out left to right).
        case leading = 4
        /// From the trailing edge (the right).
        case trailing = 5
    }
    /// UIKit's `UIControl.ContentVerticalAlignment`, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred across the control's height (the default).
        case center = 0
        /// From the top.
        case top = 1
        /// From the bottom.
        case bottom = 2
        /// Across the whole height.
        case fill = 3
    }
    /// How the control's content sits across its width (`.center` by default): a subclass that places
    /// its own content reads it, as on iOS. ScrollReel's own controls centre their content.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How the control's content sits across its height (`.center` by default), for subclasses.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// `contentHorizontalAlignment` with leading and trailing resolved to left and right.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case let other: other
        }
    }
    /// Whether the control is tracking a finger: from the touch-down (when ``beginTracking(_:with:)``
    /// agrees) to the lift or the cancellation.
    open private(set) var isTracking = false
    /// Whether the tracked finger is within the control's touch area (its bounds and 70 pt around them).
    open private(set) var isTouchInside = false
    /// The control's state, made from `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// What the control sends, in the order it was added: `UIAction`s and target–action pairs.
    private enum Registration {
        case action(UIAction)
        case target(WeakTarget, Selector)
    }
    private final class WeakTarget { weak var object: AnyObject?; init(_ o: AnyObject?) { object = o } }
    private var registrations: [(registration: Registration, events: Event)] = []
    /// The touch event being handled, passed to actions that take one.
    private var currentEvent: UIEvent?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// UIKit's `UIControl(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Registers `action` to run for `events`; `.primaryActionTriggered` stands for the control's main
    /// event. Actions run in the order they were added.
    open func addAction(_ action: UIAction, for events: Event) { registrations.append((.action(action), events)) }
    /// Removes `action` where it was registered for `events`, or for some of them.
    open func removeAction(_ action: UIAction, for events: Event) {
        registrations.removeAll {
            if case .action(let a) = $0.registration { return a === action && $0.events.isSubset(of: events) }
            return false
        }
    }
    /// Removes the actions with `identifier` that were registered for `events`, or for some of them.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        registrations.removeAll {
            if case .action(let a) = $0.registration { return a.identifier == identifier && $0.events.isSubset(of: events) }
            return false
        }
    }

    /// UIKit's `addTarget(_:action:for:)`: sends `action` to `target` for `events`, in the order
    /// registrations were added. The target is not retained; a nil target sends the action up the
    /// responder chain from the control to the first responder that implements it. The method gets
    /// the control as its sender and the touch event, as far as it takes arguments.
    ///
    /// A selector names a method of a file built through the `UIKitSources` plugin: there, `#selector`
    /// and the `@objc` methods it names compile on Linux.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        let already = registrations.contains {
            if case .target(let t, let s) = $0.registration { return t.object === object && s == action && $0.events == controlEvents }
            return false
        }
        if !already { registrations.append((.target(WeakTarget(object), action), controlEvents)) }
    }

    /// UIKit's `removeTarget(_:action:for:)`: stops sending `action` (nil: every action) to
    /// `target` (nil: every target) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        var kept: [(registration: Registration, events: Event)] = []
        for r in registrations {
            guard case .target(let t, let s) = r.registration, object == nil || t.object === object,
                  action == nil || s == action else { kept.append(r); continue }
            let left = r.events.subtracting(controlEvents)
            if !left.isEmpty { kept.append((r.registration, left)) }
        }
        registrations = kept
    }

    /// UIKit's `allTargets`: the distinct targets of the control's target–action pairs (`NSNull` for
    /// a nil target, as UIKit).
    open var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for r in registrations {
            if case .target(let t, _) = r.registration {
                let object = t.object
                targets.insert((object as? NSObject).map { AnyHashable($0) } ?? object.map { AnyHashable(ObjectIdentifier($0)) } ?? AnyHashable(NSNull()))
            }
        }
        return targets
    }

    /// UIKit's `allControlEvents`: the events for which the control sends something.
    open var allControlEvents: Event { registrations.reduce([]) { $0.union($1.events) } }

    /// UIKit's `actions(forTarget:forControlEvent:)`: the names of the selectors sent to `target` for
    /// `controlEvent`, or nil.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = registrations.compactMap { r -> String? in
            guard case .target(let t, let s) = r.registration, t.object === object,
                  !r.events.intersection(controlEvent).isEmpty else { return nil }
            return s.description
        }
        return names.isEmpty ? nil : names
    }

    /// UIKit's `sendAction(_:to:for:)`: calls `action` on `target` (nil: the first responder up the
    /// chain from the control that implements it) with the control and the event as far as the method
    /// takes arguments. `sendActions(for:)` calls it for each target–action pair.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        var receiver: AnyObject? = target.map { $0 as AnyObject }
        if receiver == nil {
            var responder: UIResponder? = self
            while let r = responder, !MethodDispatch.responds(r, to: action) { responder = r.next }
            receiver = responder
        }
        guard let receiver else { return }
        MethodDispatch.call(action, on: receiver, [self, event ?? UIEvent()])
    }

    /// UIKit's `sendAction(_:)`: runs `action`'s handler with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// Sends what is registered for any of `events` (`UIAction`s and target–action pairs), in the order
    /// it was added.
    open func sendActions(for events: Event) {
        for (registration, registered) in registrations where !registered.intersection(events).isEmpty
            || (registered.contains(.primaryActionTriggered) && events.contains(primaryEvent)) {
            switch registration {
            case .action(let action): sendAction(action)
            case .target(let target, let selector):
                // A target that is gone gets nothing (UIKit's targets are weak, as is the pair here).
                guard let object = target.object else { continue }
                sendAction(selector, to: object, for: currentEvent)
            }
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
    /// Called when a finger comes down on the enabled control, before `.touchDown` is sent; return false
    /// not to track it (no drag or touch-up events follow). The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called as the tracked finger moves, after the drag events are sent; return false to stop tracking
    /// it. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked finger lifts, before the touch-up event is sent.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when the tracked touch is cancelled, before `.touchCancel` is sent.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard isTracking, let touch = touches.first else { return }
        let inside = inside(touch)
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        isTracking = continueTracking(touch, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        // The highlight ends with the finger, whether or not the control kept tracking it.
        isHighlighted = false
        guard isTracking, let touch = touches.first else { return }
        let inside = inside(touch)
        isTracking = false
        endTracking(touch, with: event)
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        guard isTracking else { return }
        isTracking = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }
}

/// UIKit's `UIButton` of the system type: a title in the tint colour that dims
/// while the finger is on it.
open class UIButton: UIControl {
    // A button is read as a button with its title, selected and not enabled as its state is.
    override var accessibilityLabelByDefault: String? { currentTitle }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits {
        var traits = super.accessibilityTraitsByDefault.union(.button)
        if isSelected { traits.insert(.selected) }
        return traits
    }
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// A button without a system look: its title is white unless given a colour, and does not fade.
        case custom
        /// The system button: its title in the tint colour, fading while a finger is on it.
        case system
        /// A detail-disclosure button; drawn as a custom button here, without the glyph.
        case detailDisclosure
        /// A light info button; drawn as a custom button here, without the glyph.
        case infoLight
        /// A dark info button; drawn as a custom button here, without the glyph.
        case infoDark
        /// A contact-add (plus) button; drawn as a custom button here, without the glyph.
        case contactAdd
        /// A close button; drawn as a custom button here, without the glyph.
        case close
    }
    /// The button's type, set when it is made: `.custom` for a button made with `init(frame:)`.
    open private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The label the title is drawn with (its font is the button's).
    open private(set) var titleLabel: UILabel? = UILabel()
    /// What `configuration` holds.
    var buttonConfiguration: Configuration?
    /// Whether `updateConfiguration()` is due before the next layout, and whether it runs now.
    private var needsConfigurationUpdate = false, updatingConfiguration = false

    /// UIKit's `configurationUpdateHandler`: called after `updateConfiguration()` when the button's
    /// state changes (highlighted, selected, enabled), before its next layout; it may set a new
    /// `configuration`.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }

    /// UIKit's `setNeedsUpdateConfiguration()`: the configuration is updated before the next layout.
    open func setNeedsUpdateConfiguration() {
        invalidateIntrinsicContentSize()
        guard !updatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// UIKit's `updateConfiguration()`: a subclass updates `configuration` for the button's state here.
    open func updateConfiguration() {}

    /// The update a state change asked for, if it is due.
    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updatingConfiguration = true
        defer { updatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateChangedForConfiguration() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateChangedForConfiguration() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateChangedForConfiguration() } } }
    private func stateChangedForConfiguration() {
        if buttonConfiguration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    /// A custom button, as UIKit's `UIButton(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: 17)
        titleLabel?.textAlignment = .center
    }
    /// Creates a button of the given type with a zero frame, as UIKit's `UIButton(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }
    /// Creates a button of the given type (system by default) whose `primaryAction` runs when it is
    /// tapped, as UIKit's `UIButton(type:primaryAction:)`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    public required init?(coder: NSCoder) { return nil }

    /// Sets the title for a state; a state without a title of its own shows the `.normal` one.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }
    /// The title set for a state, or the `.normal` title when the state has none.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// Sets the title colour for a state. ScrollReel draws the title in the `.normal` state's colour in
    /// every state (faded while a system button is highlighted).
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// The title colour set for a state, or the `.normal` colour when the state has none.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    /// The title for the button's current state.
    open var currentTitle: String? { title(for: state) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let c = buttonConfiguration { return configurationSize(c) }
        guard let title = currentTitle, let label = titleLabel else { return CGSize(width: 30, height: 34) }
        label.text = title
        let s = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
        return CGSize(width: s.width + 2 * 8, height: max(34, s.height + 12))
    }

    /// The size of the title with the button's padding (what `sizeThatFits` answers).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func draw(in context: any GraphicsContext) {
        if let c = buttonConfiguration { return drawConfiguration(c, in: context) }
        guard let title = currentTitle, let font = titleLabel?.font else { return }
        let base = titleColor(for: .normal)?.resolved(in: self) ?? (buttonType == .system ? tintColor! : .white)
        // UIKit's system button fades its title to 20 % while highlighted.
        let color = isHighlighted && buttonType == .system ? base.withAlphaComponent(base.alpha * 0.2) : base
        context.draw(title, style: TextStyle(font: font, color: color, alignment: .center), in: bounds)
    }
}

/// UIKit's `UIPageControl`: a row of dots, the current one highlighted. A tap
/// right of the current dot goes one page on, left of it one back, and sends
/// `.valueChanged`, as UIKit's does.
open class UIPageControl: UIControl {
    /// The number of pages, one dot each; setting it brings `currentPage` back into range.
    open var numberOfPages = 0 {
        didSet {
            currentPage = clampedPage(currentPage)
            if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The index of the current page, whose dot is highlighted, kept within `0..<numberOfPages` as
    /// UIKit's. A tap beside its dot changes it and sends `.valueChanged`.
    open var currentPage = 0 { didSet { currentPage = clampedPage(currentPage) } }
    private func clampedPage(_ page: Int) -> Int { min(max(page, 0), max(numberOfPages - 1, 0)) }
    /// Whether the control draws nothing when there is only one page.
    open var hidesForSinglePage = false
    /// The colour of the other pages' dots (black at 25 % by default).
    open var pageIndicatorTintColor: UIColor? = UIColor(white: 0, alpha: 0.25)
    /// The colour of the current page's dot (black by default).
    open var currentPageIndicatorTintColor: UIColor? = UIColor.black
    /// UIKit's `UIPageControl.BackgroundStyle`: `.prominent` puts the dots on a
    /// translucent dark capsule, so that they read on any picture.
    public enum BackgroundStyle: Int, Sendable {
        /// UIKit's default, which adapts to interaction; drawn here as `.minimal`, the dots alone.
        case automatic
        /// The dots on a translucent dark capsule, always.
        case prominent
        /// The dots alone, without a background.
        case minimal
    }
    /// The style of the background behind the dots (`.automatic` by default).
    open var backgroundStyle = BackgroundStyle.automatic
    /// iOS draws 7 pt dots 9 pt apart (16 pt from centre to centre).
    public static let dotDiameter: CGFloat = 7
    /// The gap between two dots, in points.
    public static let dotSpacing: CGFloat = 9

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    override var primaryEvent: Event { .valueChanged }

    /// The size the control needs for `pageCount` dots: the row of dots with 8 pt on either side, 26 pt
    /// high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(pageCount, 1))
        return CGSize(width: n * Self.dotDiameter + (n - 1) * Self.dotSpacing + 16, height: 26)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The size of the row of dots for the number of pages.
    open override var intrinsicContentSize: CGSize { self.size(forNumberOfPages: numberOfPages) }

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

    open override func draw(in context: any GraphicsContext) {
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
            let color = tintAdjusted(i == currentPage ? currentPageIndicatorTintColor ?? .black : pageIndicatorTintColor ?? UIColor(white: 0, alpha: 0.25))
            context.fill(Path(ovalIn: dot), with: color)
            x += d + gap
        }
    }
}

/// UIKit's `UISwitch`: a 51 x 31 track, green when on, and a white thumb that
/// slides across in 0.25 s when it changes with animation. A tap flips it and
/// sends `.valueChanged`.
open class UISwitch: UIControl {
    /// The switch's stored state, what ``isOn`` answers; only ``setOn(_:animated:)`` changes it.
    public private(set) var isOnValue = false
    /// Whether the switch is on. Setting it moves the thumb at once, without animation, and sends no
    /// action.
    open var isOn: Bool {
        get { isOnValue }
        set { setOn(newValue, animated: false) }
    }
    /// The colour of the track when the switch is on (system green by default); the track blends
    /// towards it as the thumb slides.
    open var onTintColor: UIColor? = .systemGreen
    /// Where the thumb is, from 0 (off) to 1 (on).
    public private(set) var thumbPosition: CGFloat = 0
    private var slide: PropertyAnimation?
    /// The switch's fixed size, 51 x 31 pt as UIKit's; the size of a frame it is given is ignored.
    public static let size = CGSize(width: 51, height: 31)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }
    public required init?(coder: NSCoder) { return nil }

    override var primaryEvent: Event { .valueChanged }

    /// Turns the switch on or off. Animated, the thumb slides across in 0.25 s on the window's virtual
    /// clock (outside a window it jumps); no action is sent.
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

    /// The switch's fixed size.
    open override var intrinsicContentSize: CGSize { Self.size }

    open override func draw(in context: any GraphicsContext) {
        let track = CGRect(origin: .zero, size: Self.size)
        let off = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
        context.fill(Path(roundedRect: track, cornerRadius: track.height / 2),
                     with: off.mixed(with: tintAdjusted(onTintColor ?? .systemGreen), thumbPosition))
        let d = track.height - 4
        let thumb = CGRect(x: 2 + (track.width - 4 - d) * thumbPosition, y: 2, width: d, height: d)
        context.fill(Path(ovalIn: thumb.offsetBy(dx: 0, dy: 1.5)), with: UIColor(white: 0, alpha: 0.12))
        context.fill(Path(ovalIn: thumb), with: .white)
    }
}
