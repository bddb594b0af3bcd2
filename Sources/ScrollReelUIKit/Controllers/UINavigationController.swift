import ScrollPhysics

/// UIKit's `UINavigationControllerDelegate`: told as view controllers are shown. Every method
/// has a default that does nothing.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown (a push, a pop, or the first appearance).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// `viewController` was shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
}

/// How long `setNavigationBarHidden(_:animated:)` takes, as UIKit's constant of the same name.
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2

/// UIKit's `UINavigationController`: a stack of view controllers under a navigation
/// bar. A push slides the new screen in from the right over the old one, which moves a
/// third of the way left and dims; a pop runs it back; a finger from the left edge pops
/// interactively. Appearance calls come in UIKit's order (a push: the old screen's
/// `viewWillDisappear`, the new one's `viewWillAppear`, the animation, `viewDidDisappear`,
/// `viewDidAppear`, then the new one's `didMove(toParent:)`).
///
/// The bar follows the top screen's main scroll view (`contentScrollView(for: .top)`):
/// the view controllers' views extend under it and their safe area keeps clear of it, so
/// a scroll view's `adjustedContentInset` holds the content below the bar; its background
/// turns from the scroll-edge appearance to the standard one as content passes under it;
/// a large title collapses into the inline title as the content scrolls up, stretches when
/// it is pulled down, and snaps open or shut when a scroll ends part-way
/// (`NavigationBarExtent`).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top; the navigation controller lays it out.
    public let navigationBar: UINavigationBar
    /// Told as view controllers are shown.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// Whether the bar is hidden (false by default).
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var barHidden = false
    /// How far the bar is shown: 1 shown, 0 hidden (animated by `setNavigationBarHidden`).
    private var barShown: CGFloat = 1
    /// The toolbar along the bottom, showing the top view controller's `toolbarItems` while
    /// `isToolbarHidden` is false: the bar's own height (49 pt on a phone with a home indicator)
    /// above the bottom of the safe area, its background reaching down to the screen's edge. The
    /// top view controller's safe area (so its scroll view's `adjustedContentInset`) keeps clear of
    /// it. A view controller with `hidesBottomBarWhenPushed` hides it while on top of others.
    open var toolbar: UIToolbar! { ownToolbar }
    private let ownToolbar = UIToolbar(frame: .zero)
    /// Whether the toolbar is hidden (true by default, as UIKit's).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true
    /// How far the toolbar is shown: 1 shown, 0 hidden (animated by `setToolbarHidden`).
    private var toolbarShown: CGFloat = 0
    private var stack: [UIViewController] = []
    private var transition: NavigationTransition?
    private let dimming = UIView()
    private let edgeShadow = EdgeShadowView()
    /// The pan from the left edge of the screen that pops the top view controller, following the
    /// finger (UIKit's is a screen-edge pan too). It begins only when a pop can — more than one
    /// view controller, no transition under way, nothing presented — and for a finger that came
    /// down within 20 pt of the left edge and moved right; set `isEnabled` to false to turn it
    /// off, or give it a delegate to decide when it begins.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }
    private lazy var popRecognizer: UIScreenEdgePanGestureRecognizer = {
        let r = UIScreenEdgePanGestureRecognizer()
        r.edges = .left
        r.addAction(target: nil, action: "interactivePop") { [weak self] r in
            self?.interactivePopChanged(r as! UIScreenEdgePanGestureRecognizer)
        }
        return r
    }()
    /// The scroll views the bar follows, watched for their moves.
    private var watched: [WeakScrollView] = []
    private var snapPending: ScheduledEvent?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        navigationBar.owner = self
        ownToolbar.owner = self
        setViewControllers([rootViewController], animated: false)
    }
    /// A navigation controller with no view controllers yet. The bars are always a
    /// `UINavigationBar` and a `UIToolbar` here (subclasses of yours are not made).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        navigationBar.owner = self
        ownToolbar.owner = self
    }
    /// A navigation controller with no view controllers yet; both arguments are ignored, as there
    /// are no nibs here.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        navigationBar.owner = self
        ownToolbar.owner = self
    }
    /// A navigation controller with no view controllers yet.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// Controllers are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The stack

    /// The view controllers, root first; setting them replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The view controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The view controller shown: the one the top view controller presents, else the top one.
    open var visibleViewController: UIViewController? {
        var vc = topViewController
        while let p = vc?.presentedViewController { vc = p }
        return vc
    }

    /// The status bar follows the top view controller.
    open override var childForStatusBarStyle: UIViewController? { topViewController }
    /// The navigation controller sends its children's appearance calls itself, at the
    /// moments of its transitions.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Replaces the stack. The new top view controller is shown (animated as a push when it was
    /// not in the stack, as a pop when it was); the others are kept without views on screen.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishTransition()
        var seen = Set<ObjectIdentifier>()
        let new = viewControllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let oldTop = topViewController
        guard let newTop = new.last else { return }
        let wasInStack = stack.contains { $0 === newTop }
        // Leaving ones are told they are removed; new ones are added as children.
        for vc in stack where !new.contains(where: { $0 === vc }) && vc !== oldTop {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        let added = new.filter { $0.parent !== self }
        for vc in added { addChild(vc) }
        for vc in added where vc !== newTop { vc.didMove(toParent: self) }
        let leaving = oldTop.flatMap { top in new.contains { $0 === top } ? nil : top }
        stack = new
        guard oldTop !== newTop else { return }
        show(newTop, replacing: oldTop, removing: leaving, kind: wasInStack ? .pop : .push, animated: animated)
    }

    /// Pushes `viewController` on the stack and shows it, sliding it in from the right when
    /// `animated` and the navigation controller is on screen.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        finishTransition()
        let oldTop = topViewController
        addChild(viewController)
        stack.append(viewController)
        show(viewController, replacing: oldTop, removing: nil, kind: .push, animated: animated)
    }

    /// Pops the top view controller and returns it; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops everything above the root and returns what was popped (nil when nothing was).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops everything above `viewController` and returns what was popped, bottom first (nil when
    /// `viewController` is not in the stack or is on top).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        finishTransition()
        guard let i = stack.firstIndex(where: { $0 === viewController }), i < stack.count - 1 else { return nil }
        let popped = Array(stack[(i + 1)...])
        let oldTop = stack.last!
        stack.removeSubrange((i + 1)...)
        // Those under the old top leave at once; the old top leaves with the animation.
        for vc in popped.dropLast() {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        oldTop.willMove(toParent: nil)
        show(viewController, replacing: oldTop, removing: oldTop, kind: .pop, animated: animated)
        return popped
    }

    /// Hides or shows the bar; animated, it slides up or down over
    /// `UINavigationControllerHideShowBarDuration`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        slide(\.barShown, to: hidden ? 0 : 1, animated: animated)
    }

    /// Hides or shows the toolbar; animated, it slides down or up over
    /// `UINavigationControllerHideShowBarDuration`, and the safe area follows it.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        slide(\.toolbarShown, to: hidden ? 0 : 1, animated: animated)
    }

    /// Moves how much of a bar is shown (`barShown`, `toolbarShown`) to `target`: at once, or, animated
    /// in a window, eased in and out over `UINavigationControllerHideShowBarDuration`, the view laid
    /// out again at each step.
    private func slide(_ shown: ReferenceWritableKeyPath<UINavigationController, CGFloat>, to target: CGFloat, animated: Bool) {
        if animated, let window = viewIfLoaded?.window {
            let from = self[keyPath: shown]
            window.animate(duration: Double(UINavigationControllerHideShowBarDuration), curve: .easeInEaseOut, update: { [weak self] f in
                self?[keyPath: shown] = from + (target - from) * CGFloat(f)
                self?.viewIfLoaded?.setNeedsLayout()
            })
        } else {
            self[keyPath: shown] = target
            viewIfLoaded?.setNeedsLayout()
        }
    }

    // MARK: The view

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.clipsToBounds = true
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        dimming.alpha = 0
        edgeShadow.isUserInteractionEnabled = false
        edgeShadow.alpha = 0
        view = container
        container.addSubview(navigationBar)
        ownToolbar.isHidden = true
        container.addSubview(ownToolbar)
        container.addGestureRecognizer(popRecognizer)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard transition == nil, let top = topViewController else { return }
        install(top)
        delegate?.navigationController(self, willShow: top, animated: animated)
        forwardAppearance(.willAppear, to: top, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard transition == nil, let top = topViewController else { return }
        forwardAppearance(.didAppear, to: top, animated: animated)
        delegate?.navigationController(self, didShow: top, animated: animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        finishTransition()
        forwardAppearance(.willDisappear, to: topViewController, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forwardAppearance(.didDisappear, to: topViewController, animated: animated)
    }

    /// Puts `vc`'s view in the container, under the bar, and follows its scroll view.
    private func install(_ vc: UIViewController) {
        guard isViewLoaded else { return }
        installChildView(vc, under: navigationBar)
        watch(contentScrollView(of: vc))
    }

    // MARK: Transitions

    private func show(_ newTop: UIViewController, replacing oldTop: UIViewController?, removing leaving: UIViewController?,
                      kind: NavigationTransition.Kind, animated: Bool) {
        let onScreen = viewIfLoaded?.window != nil && isVisible
        guard onScreen, let container = viewIfLoaded else {
            // Off screen: the new top's view replaces the old one's at once, without calls.
            if let oldTop, oldTop !== newTop { oldTop.viewIfLoaded?.removeFromSuperview() }
                if let leaving { leaving.removeFromParent() }
            if isViewLoaded { install(newTop) }
            if kind == .push { newTop.didMove(toParent: self) }
            return
        }
        let animated = animated && oldTop != nil
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        oldTop?.beginAppearanceTransition(false, animated: animated)
        newTop.beginAppearanceTransition(true, animated: animated)
        let v = newTop.view!
        if kind == .push || oldTop == nil {
            container.insertSubview(v, belowSubview: navigationBar)
        } else if let oldView = oldTop?.viewIfLoaded {
            container.insertSubview(v, belowSubview: oldView)
        }
        watch(contentScrollView(of: newTop))
        let t = NavigationTransition(kind: kind, from: oldTop, to: newTop, leaving: leaving, animated: animated)
        transition = t
        container.setNeedsLayout()
        container.layoutIfNeeded()
        guard animated, let window = container.window else {
            completeTransition(finished: true)
            return
        }
        t.animation = window.animate(duration: NavigationTransition.duration, curve: NavigationTransition.curve, update: { [weak self] f in
            guard let self, let t = self.transition else { return }
            t.progress = CGFloat(f)
            self.viewIfLoaded?.setNeedsLayout()
        }, completion: { [weak self] in self?.completeTransition(finished: true) })
    }

    /// Ends the transition under way: the new top view controller stays (`finished`), or, for
    /// an interactive pop let go early, the old one comes back.
    private func completeTransition(finished: Bool) {
        guard let t = transition else { return }
        transition = nil
        t.animation?.cancel()
        let (shown, hidden) = finished ? (t.to, t.from) : (t.from ?? t.to, t.to)
        if let hidden, hidden !== shown { hidden.viewIfLoaded?.removeFromSuperview() }
        dimming.removeFromSuperview()
        edgeShadow.removeFromSuperview()
        if finished {
            hidden?.endAppearanceTransition()
            shown.endAppearanceTransition()
        } else {
            // The pop is abandoned: the stack gets the old top back, and the calls turn around
            // (UIKit: the screen under it disappears again, then the top one reappears).
            if let from = t.from, !stack.contains(where: { $0 === from }) { stack.append(from) }
            t.to.beginAppearanceTransition(false, animated: true)
            t.to.endAppearanceTransition()
            shown.beginAppearanceTransition(true, animated: true)
            shown.endAppearanceTransition()
        }
        if finished {
            if t.kind == .push { t.to.didMove(toParent: self) }
            if let leaving = t.leaving { leaving.removeFromParent() }
        }
        watched.removeAll { w in w.view == nil || !stack.contains { contentScrollView(of: $0) === w.view } }
        viewIfLoaded?.setNeedsLayout()
        delegate?.navigationController(self, didShow: shown, animated: t.animated)
    }

    /// Runs a transition under way to its end at once (a new push or pop replaces it).
    private func finishTransition() {
        guard let t = transition else { return }
        t.progress = t.interaction == nil || t.interaction!.finishes ? 1 : 0
        completeTransition(finished: t.interaction?.finishes ?? true)
    }

    // MARK: The interactive pop

    /// Whether a finger at `location` (window points) on the left edge can start a pop.
    func canBeginInteractivePop(at location: CGPoint) -> Bool {
        guard transition == nil, stack.count > 1, let container = viewIfLoaded,
              container.window != nil, presentedViewController == nil else { return false }
        let local = container.convert(location, from: nil)
        return local.x >= 0 && local.x < NavigationTransition.edgeWidth && container.bounds.contains(local)
    }

    /// A finger from the left edge started moving right: the pop begins, following it.
    func beginInteractivePop() {
        guard stack.count > 1 else { return }
        popViewController(animated: true)
        guard let t = transition else { return }
        t.animation?.cancel()
        t.animation = nil
        t.interaction = NavigationTransition.Interaction()
        t.progress = 0
    }

    /// The finger is `translation` points right of where the pop began.
    func updateInteractivePop(translation: CGFloat) {
        guard let t = transition, t.interaction != nil, let width = viewIfLoaded?.bounds.width, width > 0 else { return }
        t.progress = min(max(translation / width, 0), 1)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The finger lifted moving at `velocity` points per second (rightwards positive): the pop
    /// finishes or is abandoned, as UIKit decides (`NavigationTransition.finishes`); a cancelled
    /// pan abandons it.
    func endInteractivePop(velocity: CGFloat, cancelled: Bool = false) {
        guard let t = transition, t.interaction != nil, let window = viewIfLoaded?.window,
              let width = viewIfLoaded?.bounds.width, width > 0 else { return }
        let finishes = !cancelled && NavigationTransition.finishes(progress: t.progress, velocity: velocity / width)
        t.interaction?.finishes = finishes
        let from = t.progress
        let duration = NavigationTransition.releaseDuration(progress: from, finishes: finishes)
        let to: CGFloat = finishes ? 1 : 0
        t.animation = window.animate(duration: duration, curve: NavigationTransition.releaseCurve, update: { [weak self] f in
            guard let self, let t = self.transition else { return }
            t.progress = from + (to - from) * CGFloat(f)
            self.viewIfLoaded?.setNeedsLayout()
        }, completion: { [weak self] in self?.completeTransition(finished: finishes) })
    }

    /// The edge pan's action: the pop follows the finger (window points).
    private func interactivePopChanged(_ r: UIScreenEdgePanGestureRecognizer) {
        switch r.state {
        case .began:
            beginInteractivePop()
            updateInteractivePop(translation: 0)
        case .changed: updateInteractivePop(translation: r.translation(in: nil).x)
        case .ended: endInteractivePop(velocity: r.velocity(in: nil).x)
        case .cancelled: endInteractivePop(velocity: 0, cancelled: true)
        case .possible, .failed: break
        }
    }

    /// Whether the edge pan `r` may begin: the finger came down on the left edge and moved right,
    /// more across than down, and a pop can start.
    func interactivePopShouldBegin(_ r: UIPanGestureRecognizer) -> Bool {
        let m = r.movementFromStart
        return m.x > 0 && abs(m.x) > abs(m.y) && canBeginInteractivePop(at: r.location(in: nil) - m)
    }

    /// The back button: a pop, animated.
    func backButtonTapped() {
        guard transition == nil else { return }
        popViewController(animated: true)
    }

    // MARK: Layout

    /// The bar changed in a way that moves the content (large titles, translucency).
    func barDidChange() { viewIfLoaded?.setNeedsLayout() }

    /// The scroll view the bar follows for `vc`.
    func contentScrollView(of vc: UIViewController) -> UIScrollView? {
        vc.contentScrollView(for: .top)
    }

    private func watch(_ sv: UIScrollView?) {
        guard let sv else { return }
        watched.removeAll { $0.view == nil }
        if !watched.contains(where: { $0.view === sv }) { watched.append(WeakScrollView(view: sv)) }
        sv.observers.add(self)
    }

    /// Whether `vc`'s title is large: its item's mode, `.automatic` taking the mode of the item
    /// below it (the root's: the bar's `prefersLargeTitles`).
    func showsLargeTitle(_ vc: UIViewController) -> Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        // (A view controller being popped is no longer in the stack: it was above all of it.)
        let below = stack.firstIndex(where: { $0 === vc }).map { Array(stack[..<$0]) } ?? stack
        for c in (below + [vc]).reversed() {
            switch c.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's extent for `vc` on screen now.
    private func extent(for vc: UIViewController, metrics: BarMetrics, statusBar: CGFloat) -> NavigationBarExtent {
        let item = vc.navigationItem
        let search = item.searchController != nil ? metrics.searchBarHeight : 0
        return NavigationBarExtent(statusBar: statusBar, bar: metrics.navigationBarHeight,
                                   largeTitle: showsLargeTitle(vc) ? metrics.largeTitleHeight : 0,
                                   search: search, searchCollapses: item.hidesSearchBarWhenScrolling)
    }

    /// How far `vc`'s content is scrolled from its resting top (0 without a scroll view).
    private func scrolled(_ vc: UIViewController) -> CGFloat {
        guard let sv = contentScrollView(of: vc), sv.window != nil else { return 0 }
        let shown = sv.presentation.bounds.origin.y
        return shown + sv.adjustedContentInset.top
    }

    /// Lays out the bar and the visible view controllers' views: called in the container's
    /// layout pass, and at every frame of a transition or a scroll of the content.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        if transition == nil, let top = topViewController, top.viewIfLoaded?.superview !== container, isVisible || container.window == nil {
            install(top)
        }
        let bounds = container.bounds
        let width = bounds.width
        let device = (container.window?.screen ?? UIScreen.main).device
        let metrics = BarMetrics(device: device)
        let statusBar = container.safeAreaInsets.top
        let barVisible = barShown > 0
        // The toolbar: its own height above the bottom of the safe area, down to the screen's edge.
        let toolbarHeight = metrics.toolbarHeight + container.safeAreaInsets.bottom
        func toolbarCover(_ vc: UIViewController) -> CGFloat {
            let hides = vc.hidesBottomBarWhenPushed && stack.first !== vc
            return hides ? 0 : toolbarHeight * toolbarShown
        }

        func place(_ vc: UIViewController, x: CGFloat) -> NavigationBarScene.Layer {
            let ext = extent(for: vc, metrics: metrics, statusBar: statusBar)
            let extendsUnderBar = vc.edgesForExtendedLayout.contains(.top)
                && (navigationBar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
            let barBottom = ext.expandedHeight * barShown
            let top = extendsUnderBar || !barVisible ? 0 : barBottom
            let cover = toolbarCover(vc)
            let extendsUnderToolbar = vc.edgesForExtendedLayout.contains(.bottom)
                && (ownToolbar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
            let cut = extendsUnderToolbar ? 0 : cover
            if let v = vc.viewIfLoaded {
                v.frame = CGRect(x: x, y: top, width: width, height: max(bounds.height - top - cut, 0))
            }
            vc.containerSafeAreaInsets = UIEdgeInsets(top: max(barBottom - top, 0), left: 0, bottom: max(cover - cut, 0), right: 0)
            return NavigationBarScene.Layer(item: vc.navigationItem, backItem: backItem(of: vc), extent: ext, isLarge: ext.largeTitle > 0,
                                            state: ext.state(scrolled: scrolled(vc)), shift: 0, alpha: 1)
        }

        var layers: [NavigationBarScene.Layer] = []
        var state: NavigationBarState
        if let t = transition, let from = t.from {
            let f = t.progress
            // The screen on top moves from the right edge; the one under it a third of the width to
            // the left, dimmed (UIKit's parallax; Flutter's `_kMiddleLeftTween`, 1/3).
            let (under, over, coverage) = t.kind == .push ? (from, t.to, f) : (t.to, from, 1 - f)
            var underLayer = place(under, x: -width / 3 * coverage)
            var overLayer = place(over, x: width * (1 - coverage))
            underLayer.shift = -width / 3 * coverage
            overLayer.shift = width * (1 - coverage)
            // Titles and buttons cross-fade: the arriving item's come in over the second half.
            let arriving = f
            let incoming = t.kind == .push ? overLayer : underLayer
            var outgoing = t.kind == .push ? underLayer : overLayer
            var coming = incoming
            coming.alpha = min(max(arriving * 2 - 1, 0), 1)
            outgoing.alpha = min(max(1 - arriving * 2, 0), 1)
            coming.largeAlpha = arriving
            outgoing.largeAlpha = 1 - arriving
            layers = [outgoing, coming]
            state = NavigationBarState.interpolate(outgoing.state, coming.state, arriving)
            if let overView = over.viewIfLoaded, let underView = under.viewIfLoaded {
                if dimming.superview !== container { container.addSubview(dimming) }
                container.insertSubview(dimming, aboveSubview: underView)
                dimming.frame = underView.frame
                dimming.alpha = NavigationTransition.dimmingAlpha * coverage
                if edgeShadow.superview !== container { container.addSubview(edgeShadow) }
                container.insertSubview(edgeShadow, belowSubview: overView)
                edgeShadow.frame = CGRect(x: overView.frame.minX - 8, y: overView.frame.minY, width: 8, height: overView.frame.height)
                edgeShadow.alpha = coverage
            }
        } else if let top = topViewController {
            let layer = place(top, x: 0)
            layers = [layer]
            state = layer.state
        } else {
            state = NavigationBarExtent(statusBar: statusBar, bar: metrics.navigationBarHeight, largeTitle: 0, search: 0,
                                        searchCollapses: true).state(scrolled: 0)
        }
        navigationBar.isHidden = !barVisible
        navigationBar.frame = CGRect(x: 0, y: -(1 - barShown) * state.height, width: width, height: state.height)
        navigationBar.scene = NavigationBarScene(metrics: metrics, state: state, layers: layers)
        navigationBar.setNeedsLayout()
        container.bringSubviewToFront(navigationBar)
        layoutToolbar(in: container, cover: topViewController.map(toolbarCover) ?? 0, height: toolbarHeight)
    }

    /// Places the toolbar `cover` points up from the container's bottom (`height` tall), shows the
    /// top view controller's items on it, and its background for where the content's end is.
    private func layoutToolbar(in container: UIView, cover: CGFloat, height: CGFloat) {
        let bounds = container.bounds
        ownToolbar.isHidden = cover <= 0
        ownToolbar.frame = CGRect(x: 0, y: bounds.height - cover, width: bounds.width, height: height)
        let items = topViewController?.toolbarItems
        if !(items ?? []).elementsEqual(ownToolbar.items ?? [], by: ===) { ownToolbar.items = items }
        container.bringSubviewToFront(ownToolbar)
        guard cover > 0 else { return }
        // The appearance: the scroll edge while the content's end is at the bar, the standard
        // material once content is under it (over 10 pt of scrolling, as the navigation bar).
        if let top = topViewController, let sv = top.contentScrollView(for: .bottom), sv.window != nil {
            watch(sv)
            let bottomEdge = sv.contentSize.height + sv.adjustedContentInset.bottom - sv.bounds.height
            let under = bottomEdge - sv.presentation.bounds.origin.y
            ownToolbar.scrollEdgeProgress = min(max(under / BarMetrics.scrollUnderExtent, 0), 1)
        } else {
            ownToolbar.scrollEdgeProgress = 0
        }
    }

    private func backItem(of vc: UIViewController) -> UINavigationItem? {
        if let i = stack.firstIndex(where: { $0 === vc }) { return i > 0 ? stack[i - 1].navigationItem : nil }
        // The view controller being popped: the one below it is the new top.
        if transition?.from === vc { return topViewController?.navigationItem }
        return nil
    }

    /// A scroll that ended part-way through the bar's large title or search bar snaps to the
    /// nearer end, once the content is at rest.
    private func snapIfNeeded() {
        snapPending = nil
        guard transition == nil, let top = topViewController, let sv = contentScrollView(of: top), !sv.isScrolling,
              let container = viewIfLoaded, container.window != nil else { return }
        let ext = extent(for: top, metrics: BarMetrics(device: container.window!.screen.device), statusBar: container.safeAreaInsets.top)
        let s = sv.contentOffset.y + sv.adjustedContentInset.top
        guard let target = ext.snapTarget(scrolled: s) else { return }
        sv.setContentOffset(CGPoint(x: sv.contentOffset.x, y: target - sv.adjustedContentInset.top), animated: true)
    }
}

extension UINavigationController: UIScrollViewObserver {
    package func scrollViewDidMove(_ scrollView: UIScrollView) {
        viewIfLoaded?.setNeedsLayout()
    }

    package func scrollViewScrollingStateDidChange(_ scrollView: UIScrollView) {
        guard !scrollView.isScrolling, let top = topViewController, contentScrollView(of: top) === scrollView,
              snapPending == nil, let window = viewIfLoaded?.window else { return }
        // (After the event that ended the scroll: its delegate calls come first.)
        snapPending = window.schedule(at: window.now) { [weak self] in self?.snapIfNeeded() }
    }
}

/// A push or pop in progress: its progress (0 at the start, 1 when the new top view
/// controller is in place) and what drives it.
@MainActor
final class NavigationTransition {
    enum Kind { case push, pop }
    /// A pop a finger drives.
    struct Interaction { var finishes = true }

    let kind: Kind
    let from: UIViewController?
    let to: UIViewController
    /// The view controller removed from the stack when the transition ends (a pop's old top).
    let leaving: UIViewController?
    let animated: Bool
    var progress: CGFloat = 0
    var animation: PropertyAnimation?
    var interaction: Interaction?

    init(kind: Kind, from: UIViewController?, to: UIViewController, leaving: UIViewController?, animated: Bool) {
        self.kind = kind; self.from = from; self.to = to; self.leaving = leaving; self.animated = animated
    }

    /// A push or pop takes 0.4 s along Flutter's `Curves.linearToEaseOut`, which Flutter
    /// fitted to frames of a native iOS push ("a video was taken of a page transition
    /// animation and the distance in each frame that the page moved was measured";
    /// `CupertinoRouteTransitionMixin.transitionDuration`, cupertino/route.dart). A pop
    /// runs the same curve backwards in time order reversed (Flutter's `easeInToLinear`).
    static let duration = 0.4
    /// `Curves.linearToEaseOut`: Cubic(0.35, 0.91, 0.33, 0.97).
    static let curve = TimingCurve(0.35, 0.91, 0.33, 0.97)
    /// How dark the covered screen gets: Flutter's `_kCupertinoPageTransitionBarrierColor`,
    /// 0x18 black ("a relatively rigorous eyeball estimation").
    static let dimmingAlpha: CGFloat = 24.0 / 255.0
    /// How close to the left edge a finger must come down to pop (Flutter's
    /// `_kBackGestureWidth`, 20 pt).
    static let edgeWidth: CGFloat = 20
    /// A finger let go faster than a screen width per second decides by its direction
    /// (Flutter's `_kMinFlingVelocity`); a slower one by whether the screen is past half way.
    static func finishes(progress: CGFloat, velocity screenWidthsPerSecond: CGFloat) -> Bool {
        abs(screenWidthsPerSecond) >= 1 ? screenWidthsPerSecond > 0 : progress > 0.5
    }
    /// After the finger lifts the screen goes on along `Curves.fastLinearToSlowEaseIn`,
    /// Cubic(0.18, 1, 0.04, 1), for at most 0.8 s scaled by the distance left (to finish the
    /// pop) or at most 0.3 s (to come back): Flutter's `_kMaxDroppedSwipePageForwardAnimationTime`
    /// and `_kMaxPageBackAnimationTime`, eyeballed against iOS.
    static let releaseCurve = TimingCurve(0.18, 1, 0.04, 1)
    static func releaseDuration(progress: CGFloat, finishes: Bool) -> Double {
        let p = Double(min(max(progress, 0), 1))
        return finishes ? (800 * (1 - p)).rounded(.down) / 1000 : min((800 * p).rounded(.down), 300) / 1000
    }
}

/// The faint shadow along the left edge of a screen sliding in over another: black at
/// 6 % fading to nothing over 8 pt (Flutter's `_CupertinoEdgeShadowDecoration` is an
/// eyeballed 0x04 black; iOS 17's is a little darker).
@MainActor
final class EdgeShadowView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        let gradient = layer as! CAGradientLayer
        gradient.colors = [UIColor.clear.cgColor, UIColor(white: 0, alpha: 0.06).cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
    }
    required init?(coder: NSCoder) { return nil }
}

/// The navigation controller's view: lays out the bar and the screens under it, and lets its
/// `interactivePopGestureRecognizer` begin only when a pop can (a finger from the left edge
/// moving right: it then takes the touch before any scroll view under it can).
@MainActor
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?
    override func layoutSubviews() { controller?.layoutContainer() }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller, gestureRecognizer === controller.interactivePopGestureRecognizer,
              let pan = gestureRecognizer as? UIPanGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return controller.interactivePopShouldBegin(pan)
    }
}
