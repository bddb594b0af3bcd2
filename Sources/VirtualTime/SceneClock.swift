@_exported import Foundation
import CVirtualClock

/// The virtual time of one scene: its main run loop (timers, GCD's main queue,
/// the ends of animations and motions) and its display frames (what moves, moves
/// once per frame). The simulation advances it; nothing reads the wall clock.
///
/// The run loop knows nothing of what runs on it. What moves at each display frame
/// registers as a `FrameClient` (scroll views in motion, Core Animation's display
/// links); what must happen before the run loop waits again, after every event and
/// every frame (UIKit's layout pass), registers as a `RunLoopObserver`, as UIKit's
/// layout and Core Animation's commit are observers of the main run loop on iOS.
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
    /// What holds the run loop in UIKit's tracking mode (scroll views being dragged,
    /// or decelerating after a drag).
    private var trackingSources: [ObjectIdentifier: WeakObject] = [:]
    /// What steps at every display frame, by stage, in the order it joined.
    private var frameClients: [[any FrameClient]] = Array(repeating: [], count: FrameStage.allCases.count)
    /// What runs before the run loop waits again (the windows' layout).
    private var observers: [WeakObserver] = []
    /// Runs a body with the clock's scene current (UIKit's scene environment sets it): current
    /// while the clock runs its events, its display frames and its layout passes, whoever advances
    /// it, so that the screen's code always finds its own scene (`DispatchTime.now()`,
    /// `DispatchQueue.main`, `Timer`, `UIScreen.main`). Nil for a clock made alone.
    package var runsInScene: (@MainActor (() -> Void) -> Void)?

    /// Seconds between display frames when the player knows it (a film's 1 / fps); nil
    /// infers it from the last two frames, or takes a 60 Hz screen's.
    package var displayFrameInterval: Double?
    /// When the last two display frames came.
    private var lastDisplayFrames: (previous: Double?, last: Double?) = (nil, nil)

    /// The display frames from `t` on, as a motion stepped by the screen needs them
    /// (UIKit's paging settle): the interval between them and how long after `t` the
    /// next one comes (0 when one comes at `t`: events run before the frame at
    /// their time).
    package func displayFrames(after t: Double) -> (interval: Double, first: Double) {
        let interval: Double
        if let given = displayFrameInterval, given > 0 { interval = given }
        else if let a = lastDisplayFrames.previous, let b = lastDisplayFrames.last, b > a { interval = b - a }
        else { interval = 1.0 / 60 }
        guard let last = lastDisplayFrames.last, t >= last else { return (interval, 0) }
        let k = max(((t - last) / interval - 1e-9).rounded(.up), 0)
        return (interval, max(last + k * interval - t, 0))
    }

    /// The clock of the scene being built or played, if any: what `Timer`,
    /// `DispatchQueue.main` and Core Animation's display links and animations run on.
    nonisolated package static var current: SceneClock? { CurrentClock.clock }

    /// Runs `body` with this clock current.
    nonisolated package func run<T>(_ body: () throws -> T) rethrows -> T {
        try CurrentClock.$clock.withValue(self, operation: body)
    }

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
    /// The thread's work for the main queue goes to this scene's `mainActorJobs` meanwhile.
    nonisolated package func showingWallClock<T>(_ body: () throws -> T) rethrows -> T {
        let previous = Self.wallClockOwner
        Self.wallClockOwner = self
        showWallClock()
        let previousJobs = scrollreel_main_queue_capture(mainActorJobs)
        defer {
            scrollreel_main_queue_capture(previousJobs)
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
    /// The wall time, in seconds, a step of the scene may spend running ten thousand
    /// or more run-loop events before it stops as work that re-posts itself: in a
    /// debug build a million events take minutes, while a frame's real work takes
    /// milliseconds (the watchdog thread's limit, for code that never returns, is
    /// twice this). Only this check reads the wall clock, never the simulation: a
    /// scene that stops here was never going to end.
    nonisolated package static let wallTimeLimit = 5.0

    /// Work for the main actor (`Task { @MainActor in … }`: the Swift runtime's jobs for
    /// the main queue) that the scene's code gave while the scene played, waiting for its
    /// turn; `dispatch_async_f` to the main queue from the scene's thread lands here
    /// while the clock shows its now (`showingWallClock`), in any process (a test's
    /// process plays the scene inside one block on the main queue, where the job would
    /// wait for the film's end). Jobs left when the clock goes are handed to the main queue.
    nonisolated(unsafe) private let mainActorJobs = scrollreel_job_list_create()

    deinit { scrollreel_job_list_release(mainActorJobs) }

    /// Whether the scene can run its main-actor work in virtual time in this process:
    /// on Linux, always (see `mainActorJobs`); elsewhere only where the process drains its
    /// main queue between events (`runMainActorWork`: the command line).
    nonisolated package static var canRunMainActorWork: Bool {
        scrollreel_main_queue_capture_available() != 0 || runMainActorWork != nil
    }

    /// Also runs the main queue's work between events, when the process can (the command
    /// line sets it: its main thread plays scenes outside any main-queue block, so work
    /// other threads give the main actor, a task resumed after an `await`, runs then too).
    nonisolated(unsafe) package static var runMainActorWork: (@MainActor () -> Void)?
    /// The most jobs that may wait for the main actor at once: more than any screen
    /// starts (each is a task, a few hundred bytes), few enough to stop tasks that each
    /// start two more while they hold tens of megabytes, not gigabytes.
    nonisolated package static let maximumMainActorJobs = 100_000
    /// How many times one `advance` runs the main actor's work between events, at
    /// most (then only once at its end): a storm of events costs no more for it.
    private static let mainActorTurnsPerAdvance = 64

    /// Runs the main actor's work that waits now: between run-loop events of different
    /// virtual times and after each frame, so a task runs in virtual-time order, after the
    /// event that started it and before anything later. Only the jobs waiting when the
    /// turn begins: what they give (a task that yields, a task started from a task) waits
    /// for the next turn, so a task that yields for ever cannot hold the frame.
    private func runMainActorWork() {
        let waiting = scrollreel_job_list_count(mainActorJobs)
        guard waiting > 0 || Self.runMainActorWork != nil else { return }
        // (Tasks that each start more double at every turn: stopped while memory is small.)
        if waiting >= Self.maximumMainActorJobs {
            fail("\(Self.grouped(waiting)) jobs waiting for the main actor at once — Tasks that start more Tasks without end?")
            return
        }
        SceneActivity.enter(.mainActorTask, at: now)
        for _ in 0..<waiting {
            _ = scrollreel_job_list_run_next(mainActorJobs)
            if failure != nil { return }
        }
        Self.runMainActorWork?()
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
    public var isTracking: Bool { !trackingSources.isEmpty }

    /// Runs every event due up to and including `time`, in order, each at its own
    /// exact time, with the observers after each; then moves the clock to `time`.
    ///
    /// A scene that runs more than `maximumEventsPerAdvance` events in one
    /// advance (a main-queue block that re-posts itself, an animation whose
    /// completion starts it again at once), or spends `wallTimeLimit` seconds of
    /// wall time on ten thousand or more, stops there with a `failure` that says
    /// which kind of event it was.
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
            // Work that keeps posting more: a million events, or (a slow build, or costly
            // events) a few seconds of wall time spent on ten thousand or more.
            let wallSeconds = total >= 10_000 && total % 1_024 == 0 ? SceneActivity.now.stepSeconds : nil
            if total == Self.maximumEventsPerAdvance || (wallSeconds ?? 0) >= Self.wallTimeLimit {
                let (kind, count) = counts.enumerated().max { $0.element < $1.element }
                    .map { (ScheduledEvent.Kind.allCases[$0.offset], $0.element) }!
                let wall = wallSeconds.map { " in \(Int($0)) s of wall time" } ?? ""
                let span = now - from < 0.0005 ? "without virtual time moving on" : "in \(Self.seconds(now - from)) s of virtual time"
                let share = count == total ? "all of them" : "\(Self.grouped(count)) of them"
                fail("\(Self.grouped(total)) run-loop events\(wall) \(span), \(share) \(kind.described) — \(kind.likelyCause)")
                return
            }
            total += 1
            counts[e.kind.rawValue] += 1
            SceneActivity.count(e.kind)
            SceneActivity.enter(e.kind.activity, at: now)
            EventQueue.run(e)
            SceneActivity.enter(.layout, at: now)
            runObservers()
            // (The queue's own bookkeeping between events is the run loop's, not layout.)
            SceneActivity.enter(.runLoop, at: now)
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

    /// Puts the run loop in the tracking mode while any `source` asks for it (a
    /// scroll view from the start of a drag until the deceleration after it ends).
    /// When the last one lets go, what waited for the default mode runs, in the order
    /// it fell due.
    package func setTracking(_ source: AnyObject, _ tracking: Bool) {
        let id = ObjectIdentifier(source)
        if tracking {
            trackingSources[id] = WeakObject(source)
        } else if trackingSources[id] != nil {
            endTracking([id])
        }
    }

    /// These sources no longer track (nor do freed ones); back in the default mode
    /// when none is left, what waited runs, in the order it fell due.
    private func endTracking(_ ids: Set<ObjectIdentifier>) {
        trackingSources = trackingSources.filter { !ids.contains($0.key) && $0.value.object != nil }
        guard trackingSources.isEmpty, !waiting.isEmpty else { return }
        let due = waiting
        waiting.removeAll()
        schedule(at: now) { [unowned self] in
            for e in due {
                SceneActivity.enter(e.kind.activity, at: now)
                EventQueue.run(e)
            }
        }
    }

    /// Whether something that moves or holds the tracking mode is still in play (UIKit: a
    /// scroll view still in one of the scene's windows); asked at every display frame.
    package var isInPlay: (@MainActor (AnyObject) -> Bool)?

    /// What moved or held the tracking mode and is no longer in play (a scroll view taken
    /// out of the window mid-deceleration, or whose controller was replaced) stops moving and
    /// no longer holds the run loop in the tracking mode, where default-mode timers would wait
    /// for ever: the run loop's mode follows what really moves.
    private func releaseWhatLeftPlay() {
        guard let isInPlay else { return }
        for client in frameClients[FrameStage.motions.rawValue] where !isInPlay(client) { remove(client) }
        let gone = trackingSources.filter { $0.value.object.map { !isInPlay($0) } ?? true }.keys
        if !gone.isEmpty { endTracking(Set(gone)) }
    }

    // MARK: Display frames

    /// One display frame at the current time: every frame client steps, stage by
    /// stage (what is in motion, then animations, then display links), each stage in
    /// the order its clients joined; then the observers run.
    public func displayLinkFired() {
        inScene { fireDisplayLink() }
    }

    private func fireDisplayLink() {
        guard failure == nil else { return }
        lastDisplayFrames = (lastDisplayFrames.last, now)
        SceneActivity.enter(.displayFrame, at: now)
        releaseWhatLeftPlay()
        for stage in FrameStage.allCases {
            frameClients[stage.rawValue].removeAll { $0.isFinished }
            for client in frameClients[stage.rawValue] { client.displayFrame(at: now) }
        }
        SceneActivity.enter(.layout, at: now)
        runObservers()
        SceneActivity.enter(.runLoop, at: now)
        runMainActorWork()
    }

    /// Runs `body` with the clock's scene current (a test or tool may advance the
    /// clock without making it current; the screen's code still runs in its scene).
    private func inScene(_ body: () -> Void) {
        if let runsInScene { withoutActuallyEscaping(body) { runsInScene($0) } } else { run(body) }
    }

    /// Steps `client` at every display frame from now on, in `stage`, until it is
    /// finished or removed (adding it twice does nothing).
    package func add(_ client: any FrameClient, stage: FrameStage) {
        guard !frameClients[stage.rawValue].contains(where: { $0 === client }) else { return }
        frameClients[stage.rawValue].append(client)
    }

    /// Stops stepping `client`.
    package func remove(_ client: any FrameClient) {
        for stage in FrameStage.allCases { frameClients[stage.rawValue].removeAll { $0 === client } }
    }

    /// Whether `client` is stepped at every display frame.
    package func contains(_ client: any FrameClient) -> Bool {
        frameClients.contains { $0.contains { $0 === client } }
    }

    /// Runs `observer` after every event and every display frame, while it lives.
    package func add(_ observer: any RunLoopObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakObserver(observer: observer))
    }

    private func runObservers() {
        for o in observers { o.observer?.runLoopWillWait() }
    }

    /// Whether `observer` runs before the run loop waits (UIKit: a window of the scene).
    package func isObserving(_ observer: AnyObject) -> Bool { observers.contains { $0.observer === observer } }

    /// Nothing moves and nothing but repeating timers is still to come (the
    /// windows add their fingers and scroll indicators).
    public var isAtRest: Bool {
        // (Running animations have their end scheduled, so they count as pending work.)
        !frameClients.joined().contains { !$0.isFinished && $0.keepsSceneAwake }
            && !queue.hasPendingWork && !waiting.contains { !$0.isCancelled && $0.keepsSceneAwake }
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

/// Where the current clock is kept.
private enum CurrentClock {
    @TaskLocal static var clock: SceneClock?
}

/// The order in which what moves steps at a display frame.
package enum FrameStage: Int, CaseIterable, Sendable {
    /// Scroll views in motion (decelerating, bouncing, animating their offset).
    case motions
    /// Progress-driven animations (`UIWindow.animate(duration:…)`).
    case animations
    /// Core Animation's display links.
    case displayLinks
}

/// What steps at every display frame of a scene's clock.
@MainActor
package protocol FrameClient: AnyObject {
    /// Moves to where it is at virtual time `time`.
    func displayFrame(at time: Double)
    /// Whether it is done: the clock drops it before the next frame.
    var isFinished: Bool { get }
    /// Whether it keeps the scene from coming to rest while it is not finished.
    var keepsSceneAwake: Bool { get }
}

/// What runs before the main run loop waits again: after every event and every
/// display frame (UIKit's layout pass).
@MainActor
package protocol RunLoopObserver: AnyObject {
    /// The run loop finished an event or a frame.
    func runLoopWillWait()
}

private struct WeakObject { weak var object: AnyObject?; init(_ o: AnyObject) { object = o } }
@MainActor private struct WeakObserver { weak var observer: (any RunLoopObserver)? }
