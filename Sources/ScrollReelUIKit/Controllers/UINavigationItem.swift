/// UIKit's `UINavigationItem`: what a navigation bar shows for one view controller —
/// its title, the buttons at either side, the back button, a large title, a search bar,
/// and the bar's appearances while it is on top.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item before it in the stack (the root item: the bar's `prefersLargeTitles`).
        case automatic = 0
        /// A large title whenever the bar prefers large titles.
        case always = 1
        /// An inline title.
        case never = 2
        /// An inline title, also on a bar that prefers large ones (iOS 17).
        case inline = 3
    }

    /// UIKit's `UINavigationItem.BackButtonDisplayMode` (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title or title, shortened to "Back", then to the chevron alone, when
        /// there is no room.
        case `default` = 0
        /// "Back" (or the chevron alone when there is no room).
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// The title shown in the bar; nil shows the view controller's `title`.
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown instead of the title, centred in the bar at its own size.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text above the title: accepted and not shown (iOS 17 apps rarely use one).
    open var prompt: String?
    /// The back button the next item shows to return here; its title replaces this item's title in it.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title the next item's back button shows to return here (nil: this item's title).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How the next item's back button shows its title.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// Whether the bar leaves out the back button while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the left items go beside the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// The buttons at the leading side, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The buttons at the trailing side, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// Whether and when the title is shown large, below the bar.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// A search controller whose search bar the navigation bar shows below the title.
    open var searchController: UISearchController? { didSet { itemDidChange() } }
    /// Whether the search bar folds away as the content scrolls up (true by default), and
    /// comes back when it is pulled down to the top.
    open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }
    /// The bar's appearance while content is under it and this item is on top (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// The bar's appearance at the scroll edge while this item is on top (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// The appearance of a compact bar (landscape phones): accepted; ScrollReel's screens are portrait.
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance of a compact bar at the scroll edge: accepted, as `compactAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The view controller whose item this is (the bar falls back to its `title`).
    weak var owner: UIViewController?
    /// The bar that shows the item, told when it changes.
    weak var displayingBar: UIView?

    /// An item without a title.
    public override init() { super.init() }
    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
    /// Items are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// The first of `leftBarButtonItems`, or nil; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems`, or nil; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets `leftBarButtonItem`; the change is not animated here.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets `rightBarButtonItem`; the change is not animated here.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets `leftBarButtonItems`; the change is not animated here.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets `rightBarButtonItems`; the change is not animated here.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets `hidesBackButton`; the change is not animated here.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title the bar shows: the item's, else its view controller's.
    var shownTitle: String? { title ?? owner?.title }

    /// The title a back button to this item shows.
    var backTitle: String? { backBarButtonItem?.title ?? backButtonTitle ?? shownTitle }

    private func itemDidChange() { displayingBar?.setNeedsLayout() }
}
