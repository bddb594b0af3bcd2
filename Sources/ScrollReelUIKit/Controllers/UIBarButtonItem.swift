/// UIKit's `UIBarItem`: what a bar shows, a title or an image.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item can be used.
    open var isEnabled = true
    /// An integer the app can identify the item by.
    open var tag = 0

    /// An item without title or image.
    public override init() { super.init() }
}

/// UIKit's `UIBarButtonItem`, with its target–action and `UIAction` forms.
///
/// ScrollReel draws no navigation bar or toolbar: items are kept for the code that
/// makes and configures them (a screen's `navigationItem`), and never tapped by a
/// script. The target–action form takes a `#selector`, which compiles in files built
/// through the `UIKitSources` plugin.
open class UIBarButtonItem: UIBarItem {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain item.
        case plain = 0
        /// A bordered item (deprecated in iOS 8; drawn as plain).
        case bordered = 1
        /// A bold item, for the action that ends a task.
        case done = 2
    }

    /// UIKit's `UIBarButtonItem.SystemItem`, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// A plus sign.
        case add
        /// Flexible space between items.
        case flexibleSpace
        /// Fixed space between items.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Action (share).
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Page curl (deprecated).
        case pageCurl
        /// Close.
        case close
    }

    /// The item's style.
    open var style: Style = .plain
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// The object `action` is sent to; not retained, as UIKit's.
    open weak var target: AnyObject?
    /// The selector sent to `target` when the item is used.
    open var action: Selector?
    /// The action run when the item is used (iOS 14).
    open var primaryAction: UIAction?
    /// A view shown instead of the title or image.
    open var customView: UIView?
    /// The item's width; 0 sizes it to its content.
    open var width: CGFloat = 0
    /// The colour of the item's title or image.
    open var tintColor: UIColor?

    /// An empty plain item.
    public override init() { super.init() }

    /// UIKit's `UIBarButtonItem(title:style:target:action:)`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title; self.style = style; self.target = target.map { $0 as AnyObject }; self.action = action
    }

    /// UIKit's `UIBarButtonItem(image:style:target:action:)`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image; self.style = style; self.target = target.map { $0 as AnyObject }; self.action = action
    }

    /// UIKit's `UIBarButtonItem(barButtonSystemItem:target:action:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem; self.target = target.map { $0 as AnyObject }; self.action = action
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// UIKit's `UIBarButtonItem(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// UIKit's `UIBarButtonItem(title:image:primaryAction:menu:)` (iOS 14), without the menu
    /// (ScrollReel has no menus: a call that passes one does not compile).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title; self.image = image ?? primaryAction?.image; self.primaryAction = primaryAction
    }

    /// UIKit's `UIBarButtonItem(systemItem:primaryAction:menu:)` (iOS 14), without the menu.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem; self.primaryAction = primaryAction
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// UIKit's `UIBarButtonItem(primaryAction:)` (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// Uses the item as a tap would: its primary action, else its action sent to its target
    /// with the item as sender. Not UIKit API: for tests of a screen's bar items.
    package func sendAction() {
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        } else if let action, let target {
            MethodDispatch.call(action, on: target, [self])
        }
    }
}

/// UIKit's `UINavigationItem`: what a view controller shows in a navigation bar. Kept
/// for the code that sets it; ScrollReel draws no navigation bar.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar (the view controller's `title` when nil).
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// A line of text above the title.
    open var prompt: String?
    /// The item on the left.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The items on the left, from the leading edge.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The item on the right.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The items on the right, from the trailing edge.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The item that goes back to this view controller from the next one.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }
    /// Whether the title is shown large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// An item without a title.
    public override init() { super.init() }
    /// UIKit's `UINavigationItem(title:)`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// UIKit's `setLeftBarButton(_:animated:)`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// UIKit's `setRightBarButton(_:animated:)`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// UIKit's `setLeftBarButtonItems(_:animated:)`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// UIKit's `setRightBarButtonItems(_:animated:)`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
