/// UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on a light background (iOS 13 and later: automatic, here dark).
    case `default`
    /// Light content, for dark backgrounds: the status bar is drawn white.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}

/// UIKit's `UIViewController`: owns a view (made by `loadView` the first time it
/// is asked for), hears its life cycle, and contains child view controllers.
///
/// Appearance calls come as UIKit sends them: a window's root view controller gets
/// `viewWillAppear`/`viewDidAppear` when the window is shown, and a view
/// controller whose view joins or leaves a visible window (a child added with
/// `addChild` and `addSubview`) gets them as its view moves; `viewDidAppear` comes
/// after the window's next layout pass. Layout calls (`viewSafeAreaInsetsDidChange`
/// when the safe area changed, then `viewWillLayoutSubviews`/`viewDidLayoutSubviews`)
/// bracket its view's `layoutSubviews`. A root view controller hears, in UIKit's
/// order: `loadView`, `viewDidLoad`, `viewWillAppear`, `viewSafeAreaInsetsDidChange`,
/// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewDidAppear`.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// A title for the view controller: a navigation bar shows it unless the navigation item has a
    /// title of its own, and setting it sets the tab bar item's title, as in UIKit.
    open var title: String? {
        didSet {
            ownTabBarItem?.title = title
            ownNavigationItem?.displayingBar?.setNeedsLayout()
        }
    }
    /// The child view controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The view controller this one is a child of, or nil.
    open private(set) weak var parent: UIViewController?
    /// Whether the view is on screen (between `viewWillAppear` and `viewWillDisappear`).
    public private(set) var isVisible = false
    private var appearing: Bool?
    /// Whether the transition under way is animated (the `did` call is told so too).
    private var appearingAnimated = false
    /// UIKit's `additionalSafeAreaInsets`: added to the safe area of this view
    /// controller's view and everything in it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            UIView.geometryGeneration &+= 1
            view.setNeedsLayout()
        }
    }

    public override init() { super.init() }
    /// UIKit's designated initializer. There are no nibs here: with a nib name, loading the view stops
    /// with one line naming it; without one, the view is made in code, as with `init()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }
    /// The name of the nib the view would be loaded from (nil: the view is made in code).
    public private(set) var nibName: String?
    /// View controllers are made in code here: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The view

    /// The view, loaded (`loadView`, then `viewDidLoad`) the first time it is asked for.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view has been loaded; asking does not load it.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The view if it has been loaded, else nil; asking does not load it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view: a plain view the size of the screen, as UIKit's default. A view controller made
    /// with a nib name stops here with one line naming the nib.
    open func loadView() {
        if let nibName { interfaceBuilderFileUnsupported("the nib '\(nibName)' of \(type(of: self))") }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view if it is not loaded yet: `loadView()` (a plain view the size of the screen if
    /// that sets none), then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called once, after the view is loaded: set it up here. Does nothing by default.
    open func viewDidLoad() {}
    /// Called before the view appears: as the root view controller's when its window is shown, as
    /// its view is added to a visible window, or when a container begins the transition
    /// (`beginAppearanceTransition(_:animated:)`).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared, once it is in the window or the container ended the
    /// transition; `animated` as the transition was (a window showing its root: false).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears: as it is removed from a visible window, or when a
    /// container begins the transition (`beginAppearanceTransition(_:animated:)`).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared, once it left the window or the container ended the
    /// transition; `animated` as the transition was.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called in a layout pass just before the view's `layoutSubviews()`. Does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called in a layout pass just after the view's `layoutSubviews()`. Does nothing by default.
    open func viewDidLayoutSubviews() {}
    /// Called when the safe area of the view changes (its `safeAreaInsets` differ from
    /// the last ones it was told of, zero before it is in a window), in the layout pass
    /// before `viewWillLayoutSubviews`; the view is then laid out. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Auto Layout

    /// Called in the constraint update pass when the view asked for it
    /// (`view.setNeedsUpdateConstraints()`): add or change the view's constraints here and call
    /// `super` last. The default calls the view's `updateConstraints()`.
    open func updateViewConstraints() { view.updateConstraints() }

    /// The least margins UIKit gives the root view: 16 pt at the sides on a phone narrower than
    /// 414 pt (20 pt from 414 pt and on an iPad), none above and below.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Called when the root view's layout margins change. Does nothing by default.
    open func viewLayoutMarginsDidChange() {}
    /// The safe area `viewSafeAreaInsetsDidChange` last told of.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The view's Auto Layout fitting size at the end of its last layout pass, and the container
    /// it was noted under (see `layoutPassDidEnd()`).
    var reportedFittingSize: (container: ObjectIdentifier, size: CGSize)?

    // MARK: In containers (see UINavigationController, UITabBarController, presentation)

    /// What the bars of the container around this view controller cover of its view, from
    /// each edge of the view: its safe area keeps clear of them, as UIKit's does.
    var containerSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard containerSafeAreaInsets != oldValue else { return }
            UIView.geometryGeneration &+= 1  // (cached safe areas are stale)
            loadedView?.setNeedsLayout()
        }
    }
    var ownNavigationItem: UINavigationItem?
    var ownTabBarItem: UITabBarItem?
    /// The scroll views `setContentScrollView(_:for:)` named, by edge.
    var contentScrollViews: [NSDirectionalRectEdge.RawValue: WeakScrollView] = [:]
    /// The view controller this one presents, and how (see `present(_:animated:completion:)`).
    var presentation: ModalPresentation?
    /// The view controller that presented this one.
    weak var presenter: UIViewController?
    /// Whether a navigation controller hides its bottom bars while this view controller is on top.
    open var hidesBottomBarWhenPushed = false
    /// The items the navigation controller's toolbar shows while this view controller is on top
    /// (nil: an empty toolbar). The toolbar shows only when the navigation controller's
    /// `isToolbarHidden` is false.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { if navigationController?.topViewController === self { navigationController?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// Sets `toolbarItems`; not animated here (UIKit cross-fades the items).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// The edges along which the view extends under a container's bars (all of them by default).
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    /// Whether the view extends under opaque bars too (false by default).
    open var extendedLayoutIncludesOpaqueBars = false { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    /// How the view controller is presented by `present(_:animated:completion:)`; `.automatic`
    /// is a page sheet, as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How a full-screen presentation comes in: accepted; it slides up from the bottom.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a sheet keeps itself from being dismissed by a drag (false by default).
    open var isModalInPresentation = false

    /// What a navigation bar shows for this view controller: its title, buttons, large title and
    /// search bar. Made the first time it is asked for.
    open var navigationItem: UINavigationItem {
        if let item = ownNavigationItem { return item }
        let item = UINavigationItem()
        item.owner = self
        ownNavigationItem = item
        return item
    }

    /// What a tab bar shows for this view controller: by default its title, no image.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = ownTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }


    /// The responder after a view controller: its view's superview.
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: Size transitions

    /// Called before the view controller's view changes size in a transition — here, when the
    /// scene's screen turns to landscape before its first frame (`--size` of the device's
    /// screen on its side): `size` is the new size; blocks given to `coordinator` run with the
    /// change and after it. The default passes the call on to the children, as UIKit's does, so
    /// an override calls `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The traits of the view controller's screen are about to change (the size classes, when
    /// the screen turns); blocks given to `coordinator` run with the change and after it. The
    /// default passes the call on to the children, as UIKit's does, so an override calls `super`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Content size

    /// The size the view controller's content would like, in points (zero: none). A popover or a
    /// custom presentation that sizes itself to its content reads it; setting a new value tells
    /// the parent, or else the presentation controller, through
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { preferredContentSizeChanged() } }
    }

    /// A child's `preferredContentSize` changed. Does nothing by default; a container that sizes
    /// itself to its children overrides it.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's view, laid out by Auto Layout, fits another size: called after a layout pass of
    /// the child's view (one with constraints installed on it) whose
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` differs from the last pass's,
    /// as UIKit's bridge for a container that does not use Auto Layout. Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets inside a parent `parentSize` large: `parentSize` by default, as in
    /// UIKit.
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    // MARK: Children

    /// Adds `child` as a child view controller, first taking it from any other parent, and calls
    /// its `willMove(toParent:)`. Add its view yourself and then call
    /// `child.didMove(toParent: self)`, as in UIKit.
    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the view controller from its parent and calls its `didMove(toParent: nil)`. As in
    /// UIKit, call `willMove(toParent: nil)` first and remove its view yourself.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called before the view controller is added to or removed from a parent: by `addChild(_:)`
    /// with the new parent, and by you with nil before `removeFromParent()`. Does nothing by
    /// default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller was added to or removed from a parent: by you with the
    /// parent once its view is in place, and by `removeFromParent()` with nil. Does nothing by
    /// default.
    open func didMove(toParent parent: UIViewController?) {}

    /// UIKit forwards appearance calls to children (and a container that wants to
    /// send them itself, with `beginAppearanceTransition`, turns this off).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Appearance

    /// UIKit's `beginAppearanceTransition(_:animated:)`: `viewWillAppear` or
    /// `viewWillDisappear` now; `endAppearanceTransition` sends the matching
    /// `did` call. A transition begun in the other direction before it ended
    /// turns it around, as UIKit does for an abandoned swipe.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard appearing != isAppearing else { return }
        if appearing == nil, isVisible == isAppearing { return }
        appearing = isAppearing
        appearingAnimated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        isVisible = isAppearing
    }

    /// Ends the transition that `beginAppearanceTransition(_:animated:)` began, with the matching
    /// `viewDidAppear` or `viewDidDisappear` (told whether the transition was animated); does
    /// nothing when none is under way.
    open func endAppearanceTransition() {
        guard let a = appearing else { return }
        appearing = nil
        if a { viewDidAppear(appearingAnimated) } else { viewDidDisappear(appearingAnimated) }
    }

    /// Whether an appearance transition is under way, and which way.
    var appearanceTransition: Bool? { appearing }

    func beginAppearanceTransition(_ isAppearing: Bool) { beginAppearanceTransition(isAppearing, animated: false) }

    /// Whether the view's joining or leaving a window sends the appearance calls: not when a
    /// container (`shouldAutomaticallyForwardAppearanceMethods` false) or a presentation sends
    /// them at the moments of its transition.
    var receivesAppearanceFromWindow: Bool {
        presenter == nil && (parent?.shouldAutomaticallyForwardAppearanceMethods ?? true)
    }

    /// The view joins (or leaves) a visible window: the appearance calls, for this
    /// view controller and the children whose views are inside its view.
    func viewWillMove(toWindow window: UIWindow?) {
        beginAppearanceTransition(window != nil)
    }

    /// A view that left its window has disappeared at once; one that joined a window
    /// has appeared once the window has laid it out (UIKit sends `viewDidAppear` after
    /// the layout pass, so that it sees the frames `viewDidLayoutSubviews` set).
    func viewDidMoveToWindow() {
        if appearing == true, let window = loadedView?.window {
            window.appearancesToFinish.append(self)
        } else {
            endAppearanceTransition()
        }
    }

    // MARK: Editing

    /// Whether the view controller is editing its content; `setEditing(_:animated:)` changes it.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    private var ownEditButtonItem: UIBarButtonItem?

    /// Starts or ends editing; the edit button's title follows ("Edit", "Done").
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        if let item = ownEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button that toggles editing: "Edit", then "Done" while editing.
    open var editButtonItem: UIBarButtonItem {
        if let item = ownEditButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.style = isEditing ? .done : .plain
        ownEditButtonItem = item
        return item
    }

    // MARK: Presentation (see ModalPresentation.swift)

    /// Presents `viewControllerToPresent` over this view controller's screen: as a page sheet
    /// (`.automatic`, `.pageSheet`, `.formSheet`: see `UISheetPresentationController`), over the
    /// whole screen (`.fullScreen`, `.overFullScreen`), or as an alert (`UIAlertController`);
    /// animated, it rises from the bottom. As UIKit, the root of this view controller's tree
    /// presents, and one that presents already, or is not on screen, presents nothing.
    /// `completion` runs once the presentation is in place.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentViewController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the view controller this one presents or, when it presents none, the
    /// presentation this one is shown in; `completion` runs once it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissPresentation(animated: flag, completion: completion)
    }

    /// The view controller this one (or the root of its tree) presents.
    open var presentedViewController: UIViewController? { activePresentation?.presented }

    /// The view controller that presented this one (or the presented root of its tree).
    open var presentingViewController: UIViewController? { presentedAncestor?.presenter }

    /// How this view controller is, or will be, presented: a sheet's controller for the sheet
    /// styles, a plain one otherwise; made the first time it is asked for, so that
    /// `sheetPresentationController?.detents` can be set before `present`.
    open var presentationController: UIPresentationController? {
        if let own = ownPresentationController { return own }
        let c: UIPresentationController = resolvedPresentationKind == .sheet
            ? UISheetPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        ownPresentationController = c
        return c
    }
    var ownPresentationController: UIPresentationController?

    /// What makes the presentation controller of a `.custom` presentation of this view
    /// controller; asked at `present`, unless `presentationController` was read before (then the
    /// plain controller made for that read stays, as in UIKit).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The sheet this view controller is, or will be, presented in; nil for the other styles.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// Whether the view controller is being presented (between `present` and the end of its
    /// animation).
    open var isBeingPresented: Bool { presenter != nil && appearanceTransition == true }
    /// Whether the view controller is being dismissed.
    open var isBeingDismissed: Bool { presenter != nil && appearanceTransition == false }

    /// Shows `vc`: pushed on the navigation controller this view controller is in, else
    /// presented, as UIKit's `show(_:sender:)`.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: The status bar

    /// The status bar style the view controller wants: `.lightContent` draws the bar white, any
    /// other style dark. The window asks the root view controller (or the child that
    /// `childForStatusBarStyle` names) at every frame.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the view controller wants the status bar hidden; false by default. Asked as
    /// `preferredStatusBarStyle` is; a hidden bar takes no scroll-to-top taps.
    open var prefersStatusBarHidden: Bool { false }
    /// The child that decides the status bar instead of this view controller.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child that decides whether the status bar is hidden, in UIKit. ScrollReel does not ask
    /// it: the view controller that `childForStatusBarStyle` leads to decides both the style and
    /// the hiding.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Accepted and does nothing: the window asks for the status bar's style and visibility anew at
    /// every frame.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The view controller that decides the status bar: following
    /// `childForStatusBarStyle` down.
    var childForStatusBar: UIViewController {
        var vc = self
        while true {
            if let p = vc.presentation, p.kind == .fullScreen, !p.isDismissing { vc = p.presented; continue }
            guard let c = vc.childForStatusBarStyle, c !== vc else { break }
            vc = c
        }
        return vc
    }
}
