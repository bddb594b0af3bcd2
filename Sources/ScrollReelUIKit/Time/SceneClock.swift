import CVirtualClock
/// The virtual time of one scene: its main run loop (timers, GCD's main queue,
/// the ends of animations and motions) and its display link (what moves, moves
/// once per frame). The simulation advances it; nothing reads the wall clock.
@preconcurrency @MainActor
public final class SceneClock {
    /// The current virtual time, in seconds since the scene was made.
    public private(set) var now: Double = 0 {
        didSet {
            wallNow = now
            if Self.wallClockOwner === self { showWallClock() }
        }
    }
    /// The date the scene begins at: what `Date()` reads at virtual time 0 while the
    /// scene plays (`SceneEnvironment.run`), so that a screen that shows the date
    /// draws the same on every run.
    public let startDate: Date
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

    /// A clock at virtual time 0, with nothing scheduled, whose scene begins at
    /// `startDate` (what `Date()` reads at time 0 while it plays).
    public init(startDate: Date = SceneClock.defaultStartDate) { self.startDate = startDate }

    /// The date a scene begins at unless its demo gives another: 9:41 on
    /// 9 September 2024 (UTC), the time Apple's product pictures show.
    nonisolated public static let defaultStartDate = Date(timeIntervalSince1970: 1_725_874_860)

    /// The clock whose scene the main thread's wall clock shows now, if any.
    nonisolated(unsafe) private static var wallClockOwner: SceneClock?

    /// `now`, for the wall clock (read on the scene's thread only).
    nonisolated(unsafe) private var wallNow = 0.0

    nonisolated private func showWallClock() { scrollreel_wall_clock_fix(startDate.timeIntervalSince1970 + wallNow) }

    /// Runs `body` with the thread's wall clock showing this scene's now (`Date()`
    /// is the start date plus the virtual time), then puts back what it showed.
    nonisolated func showingWallClock<T>(_ body: () throws -> T) rethrows -> T {
        let previous = Self.wallClockOwner
        Self.wallClockOwner = self
        showWallClock()
        defer {
            Self.wallClockOwner = previous
            if let previous { previous.showWallClock() } else { scrollreel_wall_clock_release() }
        }
        return try body()
    }

    // MARK: Failure

    /// Why the scene stopped, if it did: what UIKit would have raised (a view
    /// given NaN geometry, a view added to itself) or what the run loop's
    /// watchdog found (a block re-posting itself for ever). Once set, the run
    /// loop and the display link run nothing more, and the run ends with it as
    /// that demo's failure.
    public private(set) var failure: SceneFailure?

    /// Stops the scene with `message` (the first failure stands).
    package func fail(_ message: String) {
        if failure == nil { failure = SceneFailure(message: message, time: now) }
    }

    /// The most run-loop events one `advance` runs: more than any screen needs in
    /// a frame (a timer at its shortest interval, 0.1 ms, fires 167 times in a
    /// 60 fps frame), few enough to end a block that re-posts itself in a second
    /// or two instead of never.
    nonisolated package static let maximumEventsPerAdvance = 1_000_000

    /// Runs the work waiting for the main actor (`Task { @MainActor in … }`) when
    /// the process can (the command line sets it; a test's process, whose main
    /// queue is busy running the test, cannot). Called between run-loop events of
    /// different virtual times and after each frame, so a task runs in virtual-time
    /// order: after the event that started it, before anything later.
    nonisolated(unsafe) package static var runMainActorWork: (@MainActor () -> Void)?
    /// How many times one `advance` runs the main actor's work between events, at
    /// most (then only once at its end): a storm of events costs no more for it.
    private static let mainActorTurnsPerAdvance = 64

    private func runMainActorWork() {
        guard let run = Self.runMainActorWork else { return }
        SceneActivity.enter(.mainActorTask, at: now)
        run()
    }

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
        schedule(at: time, keepsSceneAwake: keepsSceneAwake, runsInCommonModes: runsInCommonModes, kind: .other, action)
    }

    /// `schedule`, saying what kind of work the event is (the watchdog names it).
    @discardableResult
    package func schedule(at time: Double, keepsSceneAwake: Bool = true, runsInCommonModes: Bool = true,
                          kind: ScheduledEvent.Kind, _ action: @escaping @MainActor () -> Void) -> ScheduledEvent {
        queue.schedule(at: max(time.isNaN ? now : time, now), keepsSceneAwake: keepsSceneAwake,
                       runsInCommonModes: runsInCommonModes, kind: kind, action)
    }

    /// The time of the next scheduled event, if any.
    public var nextEventTime: Double? { queue.peek()?.time }

    /// Whether the main run loop is in UIKit's tracking mode.
    public var isTracking: Bool { !trackingScrollViews.isEmpty }

    /// Runs every event due up to and including `time`, in order, each at its own
    /// exact time, with a layout pass after each; then moves the clock to `time`.
    ///
    /// A scene that runs more than `maximumEventsPerAdvance` events in one
    /// advance (a main-queue block that re-posts itself, an animation whose
    /// completion starts it again at once) stops there with a `failure` that
    /// says which kind of event it was.
    public func advance(to time: Double) {
        inScene { runEvents(through: time) }
    }

    private func runEvents(through time: Double) {
        guard failure == nil else { return }
        let from = now
        var counts = [Int](repeating: 0, count: ScheduledEvent.Kind.allCases.count)
        var total = 0
        var turns = 0, lastTurn = now
        while let e = queue.peek(), e.time <= time {
            if e.time > lastTurn, turns < Self.mainActorTurnsPerAdvance {
                turns += 1
                lastTurn = e.time
                runMainActorWork()
                if failure != nil { return }
                continue
            }
            _ = queue.pop()
            now = max(now, e.time)
            if isTracking, !e.runsInCommonModes {
                waiting.append(e)
                continue
            }
            if total == Self.maximumEventsPerAdvance {
                let (kind, count) = counts.enumerated().max { $0.element < $1.element }
                    .map { (ScheduledEvent.Kind.allCases[$0.offset], $0.element) }!
                let span = now - from < 0.0005 ? "without virtual time moving on" : "in \(Self.seconds(now - from)) s of virtual time"
                let share = count == total ? "all of them" : "\(Self.grouped(count)) of them"
                fail("\(Self.grouped(total)) run-loop events \(span), \(share) \(kind.described) — \(kind.likelyCause)")
                return
            }
            total += 1
            counts[e.kind.rawValue] += 1
            SceneActivity.count(e.kind)
            SceneActivity.enter(e.kind.activity, at: now)
            EventQueue.run(e)
            SceneActivity.enter(.layout, at: now)
            layoutWindows()
            if failure != nil { return }
        }
        now = max(now, time)
        runMainActorWork()
    }

    /// 1,000,000.
    nonisolated package static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        return String(digits.enumerated().flatMap { i, d in (i > 0 && (digits.count - i) % 3 == 0) ? [",", d] : [d] })
    }

    /// A virtual time in seconds, to the millisecond.
    nonisolated package static func seconds(_ t: Double) -> String {
        let ms = (t * 1000).rounded()
        guard ms.isFinite, abs(ms) < 1e15 else { return "\(t)" }
        let whole = Int64(ms)
        let sign = whole < 0 ? "-" : ""
        let m = abs(whole)
        let frac = String(m % 1000)
        return "\(sign)\(m / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)"
    }

    /// A scroll view began or stopped being dragged (`isDragging`, which stays true
    /// through the deceleration after a drag).
    func scrollView(_ sv: UIScrollView, isTracking tracking: Bool) {
        let id = ObjectIdentifier(sv)
        if tracking {
            trackingScrollViews[id] = Weak(sv)
        } else if trackingScrollViews[id] != nil {
            endTracking([id])
        }
    }

    /// These scroll views no longer track (nor do freed ones); back in the default
    /// mode when none is left, what waited runs, in the order it fell due.
    private func endTracking(_ ids: Set<ObjectIdentifier>) {
        trackingScrollViews = trackingScrollViews.filter { !ids.contains($0.key) && $0.value.view != nil }
        guard trackingScrollViews.isEmpty, !waiting.isEmpty else { return }
        let due = waiting
        waiting.removeAll()
        schedule(at: now) { [unowned self] in
            for e in due {
                SceneActivity.enter(e.kind.activity, at: now)
                EventQueue.run(e)
            }
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
        guard failure == nil else { return }
        lastDisplayFrames = (lastDisplayFrames.last, now)
        SceneActivity.enter(.displayFrame, at: now)
        releaseScrollViewsOffScreen()
        for sv in movingScrollViews { sv.displayLinkFired(at: now) }
        animations.removeAll { $0.isFinished }
        for a in animations { a.update(a.progress(at: now)) }
        displayLinks.removeAll { !$0.isValid }
        for link in displayLinks where link.isValid { link.fire(at: now) }
        SceneActivity.enter(.layout, at: now)
        layoutWindows()
        runMainActorWork()
    }

    /// A scroll view taken out of the window while it moves (or whose view
    /// controller was replaced) is no longer on screen: it stops moving, and no
    /// longer holds the run loop in the tracking mode, where default-mode timers
    /// would wait for ever. The run loop's mode follows the scroll views that
    /// are really moving.
    private func releaseScrollViewsOffScreen() {
        func onScreen(_ v: UIView) -> Bool { v.window.map { w in windows.contains { $0.view === w } } ?? false }
        for sv in movingScrollViews where !onScreen(sv) { stopMoving(sv) }
        let gone = trackingScrollViews.filter { $0.value.view.map { !onScreen($0) } ?? true }.keys
        if !gone.isEmpty { endTracking(Set(gone)) }
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

/// Why a scene stopped before its film ended: what UIKit would have raised
/// (`CALayerInvalidGeometry` for NaN geometry, "Can't add self as subview"), or
/// what the run loop's watchdog found. The run ends with it as that demo's
/// failure; nothing after it is played.
public struct SceneFailure: Error, CustomStringConvertible, Sendable {
    /// What happened, in one line.
    public let message: String
    /// The virtual time it happened at, in seconds.
    public let time: Double
    /// The message and its time: `… (at t = 1.250 s)`.
    public var description: String { "\(message) (at t = \(SceneClock.seconds(time)) s)" }
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
        clock.environment = self
    }

    /// Runs `body` with this environment current (at once when it already is).
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        if Self.current === self { return try clock.showingWallClock(body) }
        return try Self.$current.withValue(self) { try clock.showingWallClock(body) }
    }
}
