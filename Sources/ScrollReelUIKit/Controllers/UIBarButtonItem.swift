/// UIKit's `UIBarItem`: what a navigation bar, toolbar or tab bar shows for one
/// button — a title, an image, whether it is enabled.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item takes taps; a disabled item is drawn dimmed.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// The item's title.
    open var title: String? { didSet { itemDidChange() } }
    /// The item's image, drawn in the item's tint.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image in landscape on iPhone: accepted; ScrollReel's screens are portrait.
    open var landscapeImagePhone: UIImage?
    /// The image for the large content viewer: accepted and not shown.
    open var largeContentSizeImage: UIImage?
    /// How far the image is moved in from each side.
    open var imageInsets = UIEdgeInsets.zero
    /// An integer that identifies the item.
    open var tag = 0
    /// A name for tests, as UI tests find the item (UIKit's `accessibilityIdentifier`).
    open var accessibilityIdentifier: String?
    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// An item without title or image.
    public override init() { super.init() }
    /// Items are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the attributes (`.font`, `.foregroundColor`) of the title in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes of the title in `state`, if set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The bar that shows the item, told when it changes (so that a title set on a shown
    /// `rightBarButtonItem` is drawn).
    weak var displayingBar: UIView?
    /// Tells the bar showing the item that it changed.
    func itemDidChange() { displayingBar?.setNeedsLayout() }
}

/// UIKit's `UIBarButtonItem`: a button in a navigation bar or toolbar — a title, an
/// image, one of the system's items, or a view of your own.
///
/// A tap runs its `primaryAction` (a `UIAction`, whose `sender` is the item).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain button: its title in the regular weight.
        case plain = 0
        /// Deprecated in iOS 8; drawn as `.plain`.
        case bordered = 1
        /// The button that completes a task: its title in the semibold weight.
        case done = 2
    }

    /// UIKit's `UIBarButtonItem.SystemItem`, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// "Done", in the semibold weight.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save", in the semibold weight.
        case save = 3
        /// A plus sign.
        case add = 4
        /// Room that grows to fill a toolbar.
        case flexibleSpace = 5
        /// Room of the item's `width`.
        case fixedSpace = 6
        /// A square with a pencil.
        case compose = 7
        /// A curved arrow to the left.
        case reply = 8
        /// A square with an arrow out of it (share).
        case action = 9
        /// A folder.
        case organize = 10
        /// An open book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A bin.
        case trash = 16
        /// A triangle pointing right.
        case play = 17
        /// Two bars.
        case pause = 18
        /// Two triangles pointing left.
        case rewind = 19
        /// Two triangles pointing right.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// Deprecated in iOS 11; drawn as a turned page corner.
        case pageCurl = 23
        /// A cross in a grey circle (iOS 13).
        case close = 24
    }

    /// How the title is weighted: `.done` is semibold.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The width of a `.fixedSpace` item, or the button's width when above 0 (0: its content's).
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// Titles the item may take, so that the bar leaves room for the longest: accepted.
    open var possibleTitles: Set<String>?
    /// A view of your own shown instead of a title or image; it gets its own touches.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The action a tap runs; its `sender` is the item. It comes before `target` and `action`.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The object a tap sends `action` to (held weakly); nil sends it up the responder chain, from
    /// the view controller whose navigation item shows the button, to the first that implements it.
    open weak var target: AnyObject?
    /// The method a tap calls on `target`, with the item as its sender. A selector names a
    /// method of a file built through the `UIKitSources` plugin (see `Selector`).
    open var action: Selector?
    /// The colour of the title and image; nil: the bar's tint (system blue).
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// Whether the item is drawn selected (iOS 15): accepted.
    open var isSelected = false
    /// Whether the bar leaves the item out (iOS 16).
    open var isHidden = false { didSet { itemDidChange() } }
    /// The system item the button was made as, if any.
    public private(set) var systemItem: SystemItem?

    /// An empty item.
    public override init() { super.init() }
    /// Items are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// A button showing `image`; a tap runs `primaryAction` (iOS 14's
    /// `UIBarButtonItem(title:image:primaryAction:menu:)` without a menu).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// One of the system's buttons; a tap runs `primaryAction` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        title = systemItem.title
    }

    /// A button titled `title` that sends `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A button showing `image` that sends `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A button showing `image` (`landscapeImagePhone` is accepted; screens here are portrait) that
    /// sends `action` to `target` when tapped.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// One of the system's buttons that sends `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A button whose title and image are `primaryAction`'s (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// A button showing `customView`, which gets its own touches.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Room of `width` points between items (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Room that grows to fill a toolbar (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// Whether the title is drawn semibold.
    var isDone: Bool { style == .done || systemItem == .done || systemItem == .save }

    /// What a tap does: the primary action, or `action` sent to `target`, with the item as the
    /// sender. A nil target: up the responder chain from `first`, what stands for UIKit's first
    /// responder (the view controller whose navigation item shows the button; ScrollReel has no
    /// first responder of its own).
    func perform(from first: UIResponder?) {
        guard isEnabled else { return }
        if let primary = primaryAction {
            primary.sender = self
            primary.handler(primary)
            primary.sender = nil
            return
        }
        guard let action else { return }
        var receiver: AnyObject? = target
        if receiver == nil {
            var responder: UIResponder? = first
            while let r = responder, !MethodDispatch.responds(r, to: action) { responder = r.next }
            receiver = responder
        }
        guard let receiver else { return }
        MethodDispatch.call(action, on: receiver, [self, UIEvent()])
    }
}

extension UIBarButtonItem.SystemItem {
    /// The word the system shows for a text item; nil for a glyph or a space.
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }
}
