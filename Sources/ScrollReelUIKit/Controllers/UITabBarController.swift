/// UIKit's `UITabBarItem`: a tab's title, image and badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's `UITabBarItem.SystemItem`, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// "More".
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The image of the selected tab (nil: `image`).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the badge at the image's top right (nil: none; "" a dot).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's colour (nil: system red).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// How far the title is moved.
    open var titlePositionAdjustment = UIOffset.zero
    /// The appearance of the tab bar while this item's tab is shown (nil: the bar's).
    open var standardAppearance: UITabBarAppearance?
    /// The appearance at the scroll edge while this item's tab is shown (nil: the bar's).
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// An empty item.
    public override init() { super.init() }
    /// Items are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title; self.image = image; self.tag = tag
    }

    /// An item with a title and an image for each state.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title; self.image = image; self.selectedImage = selectedImage
    }

    /// One of the system's items: its title ("Favorites", "Search", …) and a tag.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
        title = switch systemItem {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}

/// UIKit's `UITabBarAppearance`: a tab bar's background, as `UIBarAppearance`'s.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {}

/// UIKit's `UITabBarDelegate`: told when a tab is tapped. Its method has a default.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// `item` was selected.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// UIKit's `UITabBar`: the bar of tabs at the bottom of the screen — each item's image
/// over its 10 pt title, the selected one in the tint, badges at the images' top right,
/// the bar's material (or its scroll-edge appearance) above the home indicator.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Told when a tab is tapped.
    open weak var delegate: (any UITabBarDelegate)?
    /// The tabs, left to right.
    open var items: [UITabBarItem]? { didSet { setNeedsLayout() } }
    /// The selected tab.
    open weak var selectedItem: UITabBarItem? { didSet { setNeedsLayout() } }
    /// The bar's appearance while content is under it.
    open var standardAppearance = UITabBarAppearance() { didSet { setNeedsLayout() } }
    /// The bar's appearance when the content's bottom edge meets it; nil: transparent.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { setNeedsLayout() } }
    /// The colour of the tabs that are not selected (nil: system grey).
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The legacy background colour (nil: the material).
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent (true by default).
    open var isTranslucent = true
    /// The legacy style.
    open var barStyle: UIBarStyle = .default

    /// 0: the scroll-edge appearance; 1: the standard one (set by the tab bar controller from the
    /// content under the bar).
    var scrollEdgeProgress: CGFloat = 1 { didSet { if scrollEdgeProgress != oldValue { setNeedsLayout() } } }
    private let backgrounds = BarBackgrounds(hairlineAlong: .top)
    private var buttons: [TabBarButton] = []

    /// A bar of zero size; a tab bar controller sizes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgrounds.install(in: self)
    }
    /// Bars are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the tabs; not animated here.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// UIKit's fitting size: 49 pt above the home indicator on iPhone.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics(device: (window?.screen ?? UIScreen.main).device).tabBarHeight + safeAreaInsets.bottom)
    }

    /// The tab of `item` was tapped.
    func tapped(_ item: UITabBarItem) {
        if let controller = delegate as? UITabBarController, controller.tabBar === self {
            controller.tabTapped(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    /// The selected tab is drawn in the bar's tint: dimmed, the tabs are shown again.
    override func effectiveTintDidChange() { setNeedsLayout() }

    open override func layoutSubviews() {
        let selected = selectedItem
        let standard: UIBarAppearance = selected?.standardAppearance ?? {
            guard let barTintColor else { return standardAppearance }
            let a = UITabBarAppearance(barAppearance: standardAppearance)
            a.backgroundColor = barTintColor
            a.backgroundEffect = nil
            return a
        }()
        backgrounds.layout(standard: standard, scrollEdge: selected?.scrollEdgeAppearance ?? scrollEdgeAppearance,
                           progress: scrollEdgeProgress, in: bounds)
        let items = self.items ?? []
        while buttons.count < items.count {
            let b = TabBarButton()
            addSubview(b)
            buttons.append(b)
        }
        while buttons.count > items.count { buttons.removeLast().removeFromSuperview() }
        let barHeight = BarMetrics(device: (window?.screen ?? UIScreen.main).device).tabBarHeight
        let width = items.isEmpty ? 0 : bounds.width / CGFloat(items.count)
        let tint = tintColor ?? .systemBlue
        let gray = unselectedItemTintColor ?? UIColor(hex: 0x999999)
        for (i, item) in items.enumerated() {
            let b = buttons[i]
            b.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: barHeight)
            b.configure(item, selected: item === selected, color: item === selected ? tint : gray, bar: self)
            item.displayingBar = self
        }
    }
}

/// One tab: its image, title and badge.
@MainActor
final class TabBarButton: BarItemButton {
    private let badge = UILabel()
    private weak var item: UITabBarItem?
    private weak var bar: UITabBar?

    init() {
        super.init(pressedAlpha: 0.6, extras: [badge])
        label.font = .systemFont(ofSize: 10, weight: .medium)
        badge.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.clipsToBounds = true
    }
    required init?(coder: NSCoder) { return nil }

    override func tapped() {
        guard let item, item.isEnabled else { return }
        bar?.tapped(item)
    }

    func configure(_ item: UITabBarItem, selected: Bool, color: UIColor, bar: UITabBar) {
        self.item = item
        self.bar = bar
        show(item)
        imageView.image = selected ? (item.selectedImage ?? item.image) : item.image
        label.text = item.title
        label.textColor = item.isEnabled ? color : .tertiaryLabel
        // A template image (a symbol) takes the title's colour: the tint when selected, grey when not.
        imageView.tintColor = label.textColor
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        setNeedsLayout()
    }

    override func layoutSubviews() {
        // The image in a 30 pt box 4 pt from the top, the title's baseline near the bottom (iOS 17
        // phone tab bars, matched by eye; UIKit publishes none of these).
        let box = CGRect(x: bounds.midX - 15, y: 4, width: 30, height: 30)
        if let image = imageView.image {
            let k = min(1, 28 / max(image.size.width, image.size.height, 1))
            let s = CGSize(width: image.size.width * k, height: image.size.height * k)
            imageView.frame = CGRect(x: box.midX - s.width / 2, y: box.midY - s.height / 2, width: s.width, height: s.height)
        }
        label.frame = CGRect(x: 0, y: 34, width: bounds.width, height: 12)
        if let text = badge.text {
            // A red capsule 18 pt tall at the image's top right, wide enough for its text.
            let w = text.isEmpty ? 10 : max(18, ceil(text.size(withAttributes: [.font: badge.font!]).width) + 10)
            let h: CGFloat = text.isEmpty ? 10 : 18
            badge.frame = CGRect(x: box.midX + 6, y: box.minY - 1, width: w, height: h)
            badge.layer.cornerRadius = h / 2
        }
        super.layoutSubviews()
    }
}

/// UIKit's `UITabBarControllerDelegate`: asked and told as tabs are selected. Every method has
/// a default.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap may select `viewController`'s tab (true unless overridden).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// `viewController`'s tab was selected by a tap (also when it was selected already).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// True: any tab may be selected.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// UIKit's `UITabBarController`: view controllers behind a tab bar. The selected one's
/// view fills the screen and its safe area keeps clear of the bar; the bar's background
/// is its scroll-edge appearance (transparent) while the content's bottom edge meets it
/// and its standard material once content scrolls under it; a tap on the selected tab
/// pops its navigation controller to the root or, at the root, scrolls its list to the top.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar; the tab bar controller lays it out and keeps its items.
    public let tabBar = UITabBar(frame: .zero)
    /// Asked and told as tabs are selected.
    open weak var delegate: (any UITabBarControllerDelegate)?
    private var tabs: [UIViewController] = []
    private var selected: Int = 0
    private weak var watchedScrollView: UIScrollView?

    /// A tab bar controller without tabs yet.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nil, bundle: nil)
        tabBar.delegate = self
    }
    /// A tab bar controller without tabs yet.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// Controllers are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// The tabs' view controllers, left to right.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the first is selected when the selected one is gone.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        let new = viewControllers ?? []
        for vc in tabs where !new.contains(where: { $0 === vc }) {
            if vc === old { vc.beginAppearanceTransition(false, animated: false) }
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
            if vc === old { vc.endAppearanceTransition() }
        }
        for vc in new where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        tabs = new
        tabBar.items = new.map { $0.tabBarItem }
        let index = old.flatMap { o in new.firstIndex { $0 === o } } ?? 0
        selected = min(index, max(new.count - 1, 0))
        tabBar.selectedItem = selectedViewController?.tabBarItem
        if let vc = selectedViewController, vc !== old, isVisible {
            install(vc)
            vc.beginAppearanceTransition(true, animated: false)
            vc.endAppearanceTransition()
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The selected tab's view controller.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let i = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = i
        }
    }

    /// The selected tab's index.
    open var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }

    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The tab bar controller sends its children's appearance calls itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selected else { return }
        let old = selectedViewController
        let new = tabs[index]
        if isVisible {
            // UIKit's order for a tab switch: the old tab's `viewWillDisappear`, the new one's
            // `viewWillAppear`, then both `did` calls.
            old?.beginAppearanceTransition(false, animated: false)
            new.beginAppearanceTransition(true, animated: false)
            selected = index
            install(new)
            old?.viewIfLoaded?.removeFromSuperview()
            viewIfLoaded?.layoutIfNeeded()
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        } else {
            selected = index
            old?.viewIfLoaded?.removeFromSuperview()
            if isViewLoaded { install(new) }
        }
        tabBar.selectedItem = new.tabBarItem
        viewIfLoaded?.setNeedsLayout()
    }

    /// A tab was tapped: it is selected, or, selected already, its navigation controller pops to
    /// its root, or its root's list scrolls to the top (UIKit's re-tap).
    func tabTapped(_ item: UITabBarItem) {
        guard let i = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let vc = tabs[i]
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        if i == selected {
            if let nav = vc as? UINavigationController, nav.viewControllers.count > 1 {
                nav.popToRootViewController(animated: true)
            } else if let root = (vc as? UINavigationController)?.topViewController ?? vc as UIViewController?,
                      let sv = root.contentScrollView(for: .top), let window = sv.window {
                sv.scrollToTop(at: window.now)
            }
        } else {
            select(i)
        }
        delegate?.tabBarController(self, didSelect: vc)
    }

    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        container.addSubview(tabBar)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let vc = selectedViewController else { return }
        install(vc)
        forwardAppearance(.willAppear, to: vc, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forwardAppearance(.didAppear, to: selectedViewController, animated: animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forwardAppearance(.willDisappear, to: selectedViewController, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forwardAppearance(.didDisappear, to: selectedViewController, animated: animated)
    }

    private func install(_ vc: UIViewController) { installChildView(vc, under: tabBar) }

    /// The scroll view whose content the bar's appearance follows: the selected tab's (its
    /// navigation controller's top view controller's).
    private var contentScrollView: UIScrollView? {
        guard let vc = selectedViewController else { return nil }
        let shown = (vc as? UINavigationController)?.topViewController ?? vc
        return shown.contentScrollView(for: .bottom)
    }

    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        if let vc = selectedViewController, vc.viewIfLoaded?.superview !== container, isVisible || container.window == nil { install(vc) }
        let b = container.bounds
        let metrics = BarMetrics(device: (container.window?.screen ?? UIScreen.main).device)
        let safeBottom = container.safeAreaInsets.bottom
        let hidesBar = ((selectedViewController as? UINavigationController)?.topViewController?.hidesBottomBarWhenPushed ?? false)
            && ((selectedViewController as? UINavigationController)?.viewControllers.count ?? 0) > 1
        let barHeight = metrics.tabBarHeight + safeBottom
        tabBar.frame = CGRect(x: 0, y: b.height - barHeight, width: b.width, height: barHeight)
        tabBar.isHidden = hidesBar
        if let vc = selectedViewController {
            vc.viewIfLoaded?.frame = b
            vc.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: hidesBar ? 0 : barHeight, right: 0)
        }
        container.bringSubviewToFront(tabBar)
        // The appearance: the scroll edge while the content's end is at the bar, the standard
        // material once content is under it (over 10 pt of scrolling, as the navigation bar).
        if let sv = contentScrollView {
            if watchedScrollView !== sv { watchedScrollView?.observers.remove(self); watchedScrollView = sv; sv.observers.add(self) }
            let bottomEdge = sv.contentSize.height + sv.adjustedContentInset.bottom - sv.bounds.height
            let under = bottomEdge - sv.presentation.bounds.origin.y
            tabBar.scrollEdgeProgress = min(max(under / BarMetrics.scrollUnderExtent, 0), 1)
        } else {
            tabBar.scrollEdgeProgress = 0
        }
    }
}

extension UITabBarController: UIScrollViewObserver {
    package func scrollViewDidMove(_ scrollView: UIScrollView) { viewIfLoaded?.setNeedsLayout() }
    package func scrollViewScrollingStateDidChange(_ scrollView: UIScrollView) {}
}

/// The tab bar controller's view: lays out the bar and the selected tab.
@MainActor
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?
    override func layoutSubviews() { controller?.layoutContainer() }
}
