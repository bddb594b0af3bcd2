/// UIKit's `UIWindow`: the root of a scene's view tree, on the scene's screen.
///
/// What used to make the window the owner of everything is split as UIKit splits
/// it: the clock (`SceneClock`: the run loop, timers, dispatch, the display link)
/// and the screen (`UIScreen`, from the run's device) belong to the scene's
/// `SceneEnvironment`; the window's `touches` route fingers to its views.
open class UIWindow: UIView {
    /// The scene this window belongs to: the one being built when it was made (a
    /// window made outside any scene gets a scene of its own).
    public let environment: SceneEnvironment
    /// Routes the fingers on this window to its views and scroll views.
    public private(set) lazy var touches = TouchRouter(window: self)
    /// The window's gesture recognizers at work: who gets each touch, and when.
    package private(set) lazy var gestures = GestureEnvironment()
    /// The responder that gets the keyboard's typing (UIKit's first responder), if any.
    weak var firstResponder: UIResponder?

    /// UIKit's `sendEvent(_:)`: delivers a touch event to the gesture recognizers of the views its
    /// touches came down on (and of their superviews), then to those views, as UIKit's window does.
    /// Override it to see every touch event first; call super to deliver it.
    open func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] { gestures.deliver(touch, event: event) }
    }

    /// UIKit's `rootViewController`: its view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.view.removeFromSuperview()
            // The view controller's view loads here (viewDidLoad): in the window's scene,
            // even when the window is given its root outside one.
            if let vc = rootViewController { environment.run { install(vc) } }
        }
    }

    /// Whether the status bar is drawn light (white) or dark; nil hides it. A root
    /// view controller decides it (`preferredStatusBarStyle`,
    /// `prefersStatusBarHidden`); without one it is dark. An iPhone on its side shows none.
    public var statusBarStyle: StatusBarStyle? {
        get {
            guard screen.device.showsStatusBar else { return nil }
            guard let vc = rootViewController?.childForStatusBar else { return statusBarStyleOverride }
            if let sheet = rootViewController?.presentationStatusBarStyle { return sheet }
            if vc.prefersStatusBarHidden { return nil }
            return vc.preferredStatusBarStyle == UIStatusBarStyle.lightContent ? .light : .dark
        }
        set { statusBarStyleOverride = newValue }
    }
    private var statusBarStyleOverride: StatusBarStyle? = .dark

    /// How the status bar's text and icons are drawn.
    public enum StatusBarStyle: Sendable {
        /// Dark text and icons, for light content.
        case dark
        /// Light (white) text and icons, for dark content (UIKit's `.lightContent`).
        case light
    }

    public override init(frame: CGRect) {
        environment = SceneEnvironment.current ?? SceneEnvironment()
        super.init(frame: frame)
        environment.clock.add(self as any RunLoopObserver)
        environment.windowScene.attach(self)
    }

    /// UIKit's `init(windowScene:)`: a window that fills the scene's screen. A window belongs to the
    /// scene it is made in; `windowScene` must be that scene's (`UIApplication.shared.connectedScenes`).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }

    /// The window's scene: the scene it was made in. Setting it is accepted and changes nothing: a
    /// ScrollReel window stays in its scene.
    open var windowScene: UIWindowScene? {
        get { environment.windowScene }
        set {}
    }

    /// Whether the window is its scene's key window (`UIWindowScene.keyWindow`).
    open var isKeyWindow: Bool { environment.windowScene.keyWindow === self }

    /// Makes the window its scene's key window, without showing it.
    open func makeKey() { environment.windowScene.makeKey(self) }

    /// Called when the window becomes its scene's key window; the default does nothing.
    open func becomeKey() {}

    /// Called when the window stops being its scene's key window; the default does nothing.
    open func resignKey() {}

    /// UIKit's `UIWindow(windowScene:)` equivalent for a scene's screen: a window
    /// that fills it.
    public convenience init() {
        self.init(frame: (SceneEnvironment.current?.screen ?? UIScreen(device: .default)).bounds)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The screen the window is on.
    open var screen: UIScreen { environment.screen }
    /// The scene's clock.
    public var clock: SceneClock { environment.clock }
    /// The current virtual time.
    public var now: Double { clock.now }

    /// The height of the status bar area, where a tap scrolls to the top.
    public var statusBarHeight: CGFloat {
        !screen.device.showsStatusBar || (statusBarStyle == nil && rootViewController != nil) ? 0 : screen.device.statusBarHeight
    }

    /// The window's safe area: the device's insets (status bar or sensor housing
    /// above, home indicator below).
    open override var safeAreaInsets: UIEdgeInsets { screen.device.safeAreaInsets }

    /// How labels in this window measure text: the scene's measurer.
    public var textMeasurer: any TextMeasurer { environment.textMeasurer }

    /// View controllers whose views joined the window, to be told they appeared
    /// after its next layout pass.
    var appearancesToFinish: [UIViewController] = []

    /// Ends the appearance transitions of the view controllers that joined the
    /// window, in the order they joined: called after each of its layout passes.
    func finishAppearances() {
        guard !appearancesToFinish.isEmpty else { return }
        let joined = appearancesToFinish
        appearancesToFinish.removeAll()
        for vc in joined { vc.endAppearanceTransition() }
    }

    /// UIKit's `makeKeyAndVisible`: makes the window its scene's key window, lays it out and tells its
    /// root view controller's view it appears.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        layoutIfNeeded()
    }

    private func install(_ vc: UIViewController) {
        let v = vc.view!
        v.frame = bounds
        v.autoresizingMask = [UIView.AutoresizingMask.flexibleWidth, .flexibleHeight]
        addSubview(v)
    }

    /// Nothing moves, no finger is down, no scroll indicator is still fading and
    /// nothing but repeating timers is scheduled.
    public var isAtRest: Bool {
        guard clock.isAtRest, touches.isEmpty else { return false }
        func indicatorsShowing(_ v: UIView) -> Bool {
            if let sv = v as? UIScrollView, sv.scrollIndicatorAlpha(at: now) > 0 { return true }
            return v.subviews.contains(where: indicatorsShowing)
        }
        return !indicatorsShowing(self)
    }

    /// Schedules `action` on the scene's run loop (see `SceneClock.schedule`).
    @discardableResult
    public func schedule(at time: Double, keepsSceneAwake: Bool = true, _ action: @escaping @MainActor () -> Void) -> ScheduledEvent {
        clock.schedule(at: time, keepsSceneAwake: keepsSceneAwake, action)
    }
}
