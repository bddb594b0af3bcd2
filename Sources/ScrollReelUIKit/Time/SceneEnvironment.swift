/// Everything the UIKit classes of one scene share: its clock, its screen, how its
/// labels measure text, and who hears its scroll views' delegate calls. The
/// simulation makes one per scene and makes it current while the scene is built
/// and while it plays, so that `UIScreen.main`, `Timer.scheduledTimer` and
/// `DispatchQueue.main` reach this scene and no other.
public final class SceneEnvironment: @unchecked Sendable {
    /// The scene's virtual clock: its run loop, timers, main queue and display frames.
    public let clock: SceneClock
    /// The scene's screen, made from its device profile: `UIScreen.main` while the
    /// environment is current.
    public let screen: UIScreen
    /// The scene's `UIDevice.current`, made from the same device profile.
    public let device: UIDevice
    /// How the scene's labels measure their text: the measurer the environment was made
    /// with (the simulation gives the renderer's), or `EstimatingTextMeasurer`.
    public let textMeasurer: any TextMeasurer
    /// Hears every delegate call a scroll view of the scene makes (the simulation's
    /// trace recorder); the UIKit classes only report to it.
    public var delegateCallObserver: (any DelegateCallObserver)?
    /// The scene's Auto Layout: its constraint solver and the warnings it printed.
    let layoutState = SceneLayoutState()
    /// The scene's `UIWindowScene` and `UIApplication.shared`, made when first asked for
    /// (`windowScene`, `application`).
    var storedWindowScene: UIWindowScene?
    var storedApplication: UIApplication?
    /// What the scene did that ScrollReel could not do as UIKit does, once each, in
    /// the order it happened (a `Task` it cannot run in virtual time, rows it could
    /// not give cells): commands print them, goldens note them.
    public private(set) var warnings: [String] = []

    /// Notes `message` (once).
    package func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// The environment of the scene being built or played, if any.
    @TaskLocal public static var current: SceneEnvironment?

    /// How text is measured now: by the current scene's measurer, or, outside any
    /// scene, by `EstimatingTextMeasurer`'s estimate.
    static var currentTextMeasurer: any TextMeasurer { current?.textMeasurer ?? EstimatingTextMeasurer() }

    /// An environment for a new scene on `device`, with a clock at time 0. Without a
    /// `textMeasurer`, text is measured with `EstimatingTextMeasurer`'s estimate.
    @preconcurrency @MainActor public init(device: DeviceProfile = .default, textMeasurer: (any TextMeasurer)? = nil,
                                           startDate: Date = SceneClock.defaultStartDate) {
        clock = SceneClock(startDate: startDate)
        screen = UIScreen(device: device)
        self.device = UIDevice(profile: device)
        self.textMeasurer = textMeasurer ?? EstimatingTextMeasurer()
        clock.runsInScene = { [unowned self] body in self.run(body) }
        // Said once, never silently never: where the scene cannot run the main actor's
        // work while it plays (not Linux, in a process whose main queue is busy playing it).
        if !SceneClock.canRunMainActorWork {
            warn("a Task on the main actor (Task { @MainActor in … }) that this screen starts cannot run while "
                 + "it plays in this process: it would run after the film (run it with the command line)")
        }
        // A scroll view stays in play while it is in one of the scene's windows.
        clock.isInPlay = { [unowned clock] object in
            guard let view = object as? UIView else { return true }
            return view.window.map { clock.isObserving($0) } ?? false
        }
    }

    /// Runs `body` with this environment current (and its clock the current clock, whose now the
    /// thread's wall clock shows); at once when it already is.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        if Self.current === self { return try clock.showingWallClock(body) }
        return try Self.$current.withValue(self) { try clock.run { try clock.showingWallClock(body) } }
    }
}
