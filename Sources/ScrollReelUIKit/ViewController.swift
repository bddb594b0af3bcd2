/// UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on a light background (iOS 13 and later: automatic, here dark).
    case `default`
    case lightContent
    case darkContent
}

/// UIKit's `UIViewController`: owns a view (made by `loadView` the first time it
/// is asked for), hears its life cycle, and contains child view controllers.
///
/// Appearance calls come as UIKit sends them: a window's root view controller gets
/// `viewWillAppear`/`viewDidAppear` when the window is shown, and a view
/// controller whose view joins or leaves a visible window (a child added with
/// `addChild` and `addSubview`) gets them as its view moves. Layout calls
/// (`viewWillLayoutSubviews`/`viewDidLayoutSubviews`) bracket its view's
/// `layoutSubviews`.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    /// Whether the view is on screen (between `viewWillAppear` and `viewWillDisappear`).
    public private(set) var isVisible = false
    private var appearing: Bool?
    /// UIKit's `additionalSafeAreaInsets`: added to the safe area of this view
    /// controller's view and everything in it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero { didSet { view.setNeedsLayout() } }

    public override init() { super.init() }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
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

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view: a plain view the size of the screen, as UIKit's default.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}

    /// The responder after a view controller: its view's superview.
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: Children

    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
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
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        isVisible = isAppearing
    }

    open func endAppearanceTransition() {
        guard let a = appearing else { return }
        appearing = nil
        if a { viewDidAppear(false) } else { viewDidDisappear(false) }
    }

    func beginAppearanceTransition(_ isAppearing: Bool) { beginAppearanceTransition(isAppearing, animated: false) }

    /// The view joins (or leaves) a visible window: the appearance calls, for this
    /// view controller and the children whose views are inside its view.
    func viewWillMove(toWindow window: UIWindow?) {
        beginAppearanceTransition(window != nil)
    }

    func viewDidMoveToWindow() {
        endAppearanceTransition()
    }

    // MARK: The status bar

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// The child that decides the status bar instead of this view controller.
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The view controller that decides the status bar: following
    /// `childForStatusBarStyle` down.
    var childForStatusBar: UIViewController {
        var vc = self
        while let c = vc.childForStatusBarStyle, c !== vc { vc = c }
        return vc
    }
}
