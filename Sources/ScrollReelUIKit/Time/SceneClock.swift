/// The virtual time of one scene: its main run loop (timers, GCD's main queue,
/// the ends of animations and motions) and its display link (what moves, moves
/// once per frame). The simulation advances it; nothing reads the wall clock.
@preconcurrency @MainActor
public final class SceneClock {
    /// The current virtual time, in seconds since the scene was made.
    public private(set) var now: Double = 0
    private var queue = EventQueue()
    /// Default-mode events that fell due while a scroll view was tracking; they
    /// run, in order, when the run loop returns to the default mode.
    private var waiting: [ScheduledEvent] = []
    /// The scroll views being dragged (or decelerating after a drag): while there
    /// are any, the main run loop runs in UIKit's tracking mode.
    private var trackingScrollViews: [ObjectIdentifier: Weak] = [:]
    /// Scroll views in motion, moved at every display frame.
    private var movingScrollViews: [UIScrollView] = []
    private var animations: [PropertyAnimation] = []
    private var displayLinks: [CADisplayLink] = []
    /// The windows of the scene, laid out after every event and frame.
    private var windows: [Weak] = []
    /// The scene whose clock this is: current while the clock runs its events, its
    /// display frames and its layout passes, whoever advances it, so that the
    /// screen's code always finds its own scene (`DispatchTime.now()`,
    /// `DispatchQueue.main`, `Timer`, `UIScreen.main`). Nil for a clock made alone.
    weak var environment: SceneEnvironment?

    /// A clock at virtual time 0, with nothing scheduled.
    public init() {}

    /// Seconds between display frames when the player knows it (a film's 1 / fps); nil
    /// infers it from the last two frames, or takes a 60 Hz screen's.
    package var displayFrameInterval: Double?
    /// When the last two display frames came.
    private var lastDisplayFrames: (previous: Double?, last: Double?) = (nil, nil)

    /// The display frames from `t` on, as a motion stepped by the screen needs them
    /// (UIKit's paging settle): the interval between them and how long after `t` the
    /// next one comes (0 when one comes at `t`: events run before the frame at
    /// their time).
    func displayFrames(after t: Double) -> (interval: Double, first: Double) {
        let interval: Double
        if let given = displayFrameInterval, given > 0 { interval = given }
        else if let a = lastDisplayFrames.previous, let b = lastDisplayFrames.last, b > a { interval = b - a }
        else { interval = 1.0 / 60 }
        guard let last = lastDisplayFrames.last, t >= last else { return (interval, 0) }
        let k = max(((t - last) / interval - 1e-9).rounded(.up), 0)
        return (interval, max(last + k * interval - t, 0))
    }

    // MARK: The run loop

    /// Schedules `action` at virtual time `time` (not before now). Events in the
    /// common modes run while a scroll view tracks a finger; default-mode ones wait.
    @discardableResult
    public func schedule(at time: Double, keepsSceneAwake: Bool = true, runsInCommonModes: Bool = true,
                         _ action: @escaping @MainActor () -> Void) -> ScheduledEvent {
        queue.schedule(at: max(time.isNaN ? now : time, now), keepsSceneAwake: keepsSceneAwake,
                       runsInCommonModes: runsInCommonModes, action)
    }

    /// The time of the next scheduled event, if any.
    public var nextEventTime: Double? { queue.peek()?.time }

    /// Whether the main run loop is in UIKit's tracking mode.
    public var isTracking: Bool { !trackingScrollViews.isEmpty }

    /// Runs every event due up to and including `time`, in order, each at its own
    /// exact time, with a layout pass after each; then moves the clock to `time`.
    public func advance(to time: Double) {
        inScene { runEvents(through: time) }
    }

    private func runEvents(through time: Double) {
        while let e = queue.peek(), e.time <= time {
            _ = queue.pop()
            now = max(now, e.time)
            if isTracking, !e.runsInCommonModes {
                waiting.append(e)
                continue
            }
            EventQueue.run(e)
            layoutWindows()
        }
        now = max(now, time)
    }

    /// A scroll view began or stopped being dragged (`isDragging`, which stays true
    /// through the deceleration after a drag).
    func scrollView(_ sv: UIScrollView, isTracking tracking: Bool) {
        let id = ObjectIdentifier(sv)
        if tracking {
            trackingScrollViews[id] = Weak(sv)
        } else if trackingScrollViews.removeValue(forKey: id) != nil {
            trackingScrollViews = trackingScrollViews.filter { $0.value.view != nil }
            guard trackingScrollViews.isEmpty, !waiting.isEmpty else { return }
            // Back in the default mode: what waited runs now, in the order it fell due.
            let due = waiting
            waiting.removeAll()
            schedule(at: now) { for e in due { EventQueue.run(e) } }
        }
    }

    // MARK: The display link

    /// One display frame at the current time: every scroll view in motion moves to
    /// where its motion is now (and calls `scrollViewDidScroll`), animations and
    /// display links step, then layout.
    public func displayLinkFired() {
        inScene { fireDisplayLink() }
    }

    private func fireDisplayLink() {
        lastDisplayFrames = (lastDisplayFrames.last, now)
        for sv in movingScrollViews { sv.displayLinkFired(at: now) }
        animations.removeAll { $0.isFinished }
        for a in animations { a.update(a.progress(at: now)) }
        displayLinks.removeAll { !$0.isValid }
        for link in displayLinks where link.isValid { link.fire(at: now) }
        layoutWindows()
    }

    /// Runs `body` with the clock's scene current (a test or tool may advance the
    /// clock without making it current; the screen's code still runs in its scene).
    private func inScene(_ body: () -> Void) {
        if let environment { environment.run(body) } else { body() }
    }

    func addAnimation(_ a: PropertyAnimation) { animations.append(a) }
    func removeAnimation(_ a: PropertyAnimation) { animations.removeAll { $0 === a } }
    func add(_ link: CADisplayLink) { if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) } }

    func startMoving(_ sv: UIScrollView) {
        if !movingScrollViews.contains(where: { $0 === sv }) { movingScrollViews.append(sv) }
    }

    func stopMoving(_ sv: UIScrollView) {
        movingScrollViews.removeAll { $0 === sv }
    }

    func add(_ window: UIWindow) {
        windows.removeAll { $0.view == nil }
        windows.append(Weak(window))
    }

    private func layoutWindows() {
        for w in windows { w.view?.layoutIfNeeded() }
    }

    /// Nothing moves and nothing but repeating timers is still to come (the
    /// windows add their fingers and scroll indicators).
    public var isAtRest: Bool {
        // (Running animations have their end scheduled, so they count as pending work.)
        movingScrollViews.isEmpty && !queue.hasPendingWork && !waiting.contains { !$0.isCancelled && $0.keepsSceneAwake }
            && !displayLinks.contains(where: \.isValid)
    }

    // MARK: Dates

    /// The virtual time a `Date` stands for. UIKit code makes its dates from the
    /// wall clock (`Date(timeIntervalSinceNow: 2)`), so a date is read as that far
    /// from the scene's now, to the millisecond (which absorbs the microseconds
    /// between the user's `Date()` and this one, and keeps runs identical);
    /// `distantFuture` is never (nil), `distantPast` is now.
    func virtualTime(of date: Date) -> Double? {
        if date >= .distantFuture { return nil }
        if date <= .distantPast { return now }
        let ahead = (date.timeIntervalSinceNow * 1000).rounded() / 1000
        return now + min(max(ahead.isNaN ? 0 : ahead, 0), 1e9)
    }

    /// The wall-clock date that stands for virtual time `t` (for code that reads a
    /// timer's `fireDate`).
    func date(of t: Double) -> Date { Date(timeIntervalSinceNow: t - now) }
}

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

    /// The environment of the scene being built or played, if any.
    @TaskLocal public static var current: SceneEnvironment?

    /// How text is measured now: by the current scene's measurer, or, outside any
    /// scene, by `EstimatingTextMeasurer`'s estimate.
    static var currentTextMeasurer: any TextMeasurer { current?.textMeasurer ?? EstimatingTextMeasurer() }

    /// An environment for a new scene on `device`, with a clock at time 0. Without a
    /// `textMeasurer`, text is measured with `EstimatingTextMeasurer`'s estimate.
    @preconcurrency @MainActor public init(device: DeviceProfile = .default, textMeasurer: (any TextMeasurer)? = nil) {
        clock = SceneClock()
        screen = UIScreen(device: device)
        self.device = UIDevice(profile: device)
        self.textMeasurer = textMeasurer ?? EstimatingTextMeasurer()
        clock.environment = self
    }

    /// Runs `body` with this environment current (at once when it already is).
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        if Self.current === self { return try body() }
        return try Self.$current.withValue(self, operation: body)
    }
}
