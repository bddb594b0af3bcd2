import Foundation

/// UIKit's `UIApplication`, as far as a headless scene has one: `UIApplication.shared`
/// is the app of the scene being built or played (each scene has its own, so scenes
/// stay independent), always `.active`, with the scene's windows and key window.
///
/// What a simulated app cannot do is answered as a device that cannot do it would
/// answer: `canOpenURL(_:)` is false and `open(_:options:completionHandler:)` opens
/// nothing and calls back with false (the scene notes a warning naming the URL).
/// `beginIgnoringInteractionEvents()` works: fingers that come down while the app
/// ignores events reach no view, as on iOS.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// UIKit's `UIApplication.State`, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events: a scene that plays.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// UIKit's `UIApplication.OpenExternalURLOptionsKey`: the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string, UIKit's.
        public let rawValue: String
        /// A key with UIKit's string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an installed app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL string that opens the app's page in the Settings app (UIKit's string).
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// Posted when the app becomes active; a scene is active from its start, so never here.
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive; never here.
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background; never here.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground; never here.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app has finished launching; never here.
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app is about to terminate; never here.
    nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app receives a memory warning; never here.
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted at midnight or at a change of time zone; never here (virtual time has neither).
    nonisolated public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted when the user takes a screenshot; never here.
    nonisolated public static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// The app of the scene being built or played; outside any scene, one app for the process.
    open class var shared: UIApplication {
        guard let environment = SceneEnvironment.current else { return detached }
        return environment.application
    }
    private static let detached = UIApplication(scene: nil)

    /// The scene's window scene (nil for the app outside any scene).
    private weak var scene: UIWindowScene?
    private var ignoringDepth = 0

    init(scene: UIWindowScene?) {
        self.scene = scene
        super.init()
    }

    /// Always `.active`: a scene plays in the foreground.
    open var applicationState: State { .active }

    /// Whether the screen may not dim. Kept (false by default); a scene's screen never dims.
    open var isIdleTimerDisabled = false

    /// The number on the app's icon. Kept; there is no home screen to show it.
    @available(iOS, deprecated: 17.0, message: "Use -[UNUserNotificationCenter setBadgeCount:withCompletionHandler:] instead.")
    open var applicationIconBadgeNumber = 0

    /// Whether the status bar's network activity spinner shows. Kept; iOS 13 stopped drawing it.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Provide a custom network activity UI in your app if desired.")
    open var isNetworkActivityIndicatorVisible = false

    /// The scene's connected scenes: its one window scene.
    open var connectedScenes: Set<UIScene> { scene.map { [$0] } ?? [] }

    /// Whether the app can show more than one scene: no.
    open var supportsMultipleScenes: Bool { false }

    /// The scene's windows, in the order they were made.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { scene?.windows ?? [] }

    /// The scene's key window (see `UIWindowScene.keyWindow`).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { scene?.keyWindow }

    /// Whether fingers that come down are ignored: between `beginIgnoringInteractionEvents()` and
    /// as many `endIgnoringInteractionEvents()`.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    /// Makes the app ignore touches that begin from now on (nested: each call needs an
    /// `endIgnoringInteractionEvents()`). A finger already down is not affected.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func beginIgnoringInteractionEvents() { ignoringDepth += 1 }

    /// Ends one `beginIgnoringInteractionEvents()`; more ends than begins are ignored.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func endIgnoringInteractionEvents() { ignoringDepth = max(ignoringDepth - 1, 0) }

    /// Whether an app can open `url`: none can here.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens nothing: a scene has no other apps. `completion` is called with false on the next turn of
    /// the scene's run loop (at once outside a scene), as UIKit calls it on the main queue; the scene
    /// notes a warning naming the URL.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard let environment = SceneEnvironment.current else { completion?(false); return }
        environment.warn("UIApplication.open(\(url.absoluteString)): a scene opens no URL (answered false)")
        guard let completion else { return }
        environment.clock.schedule(at: environment.clock.now) { completion(false) }
    }

    /// UIKit's `sendAction(_:to:from:for:)`: calls `action` on `target` or, for a nil target, on the
    /// first responder up the chain from `sender` (a responder) that implements it, with the sender
    /// and the event as far as the method takes arguments. True when someone received it.
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        var receiver: AnyObject? = target.map { $0 as AnyObject }
        if receiver == nil {
            var responder: UIResponder? = sender.map { $0 as AnyObject } as? UIResponder ?? scene?.keyWindow
            while let r = responder, !MethodDispatch.responds(r, to: action) { responder = r.next }
            receiver = responder
        }
        guard let receiver else { return false }
        _ = MethodDispatch.call(action, on: receiver, [sender.map { $0 as AnyObject } ?? self, event ?? UIEvent()])
        return true
    }
}

/// UIKit's `UIScene`: what an app shows on a screen. A ScrollReel scene is one `UIWindowScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// UIKit's `UIScene.ActivationState`, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events: a scene that plays.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Always `.foregroundActive`: a scene plays on screen.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title (nil by default), as UIKit keeps it for the app switcher.
    open var title: String!

}

/// UIKit's `UIWindowScene`: a scene's windows on its screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private final class WeakWindow { weak var window: UIWindow?; init(_ w: UIWindow) { window = w } }
    private var windowRefs: [WeakWindow] = []
    private weak var madeKey: UIWindow?
    private weak var environment: SceneEnvironment?

    init(environment: SceneEnvironment) {
        self.environment = environment
        super.init()
    }

    /// The screen the scene is on: the scene's screen.
    open var screen: UIScreen { environment?.screen ?? UIScreen.main }

    /// The scene's windows, in the order they were made.
    open var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    /// The window that gets keyboard and other non-touch events: the last one made key
    /// (`makeKeyAndVisible()`, `makeKey()`) that still exists, or else the scene's first
    /// window (a scene played from a root view controller shows its window without making it key).
    open var keyWindow: UIWindow? { madeKey ?? windows.first }

    func attach(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window))
    }

    func makeKey(_ window: UIWindow) {
        guard madeKey !== window else { return }
        let old = keyWindow
        madeKey = window
        if old !== window { old?.resignKey() }
        window.becomeKey()
    }
}

extension SceneEnvironment {
    /// The scene's `UIWindowScene`, made when first asked for.
    @MainActor var windowScene: UIWindowScene {
        if let scene = storedWindowScene { return scene }
        let scene = UIWindowScene(environment: self)
        storedWindowScene = scene
        return scene
    }

    /// The scene's `UIApplication.shared`, made when first asked for.
    @MainActor var application: UIApplication {
        if let app = storedApplication { return app }
        let app = UIApplication(scene: windowScene)
        storedApplication = app
        return app
    }
}
