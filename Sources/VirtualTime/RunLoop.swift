/// A callback scheduled at a virtual time; cancel it to skip it.
public final class ScheduledEvent: @unchecked Sendable {
    /// The virtual time the event runs at (never earlier than when it was scheduled).
    public let time: Double
    /// Whether the scene counts as busy while this is pending (a repeating timer's
    /// next fire does not: it would keep a scene busy forever).
    public let keepsSceneAwake: Bool
    /// Whether it runs while a scroll view tracks a finger (the main run loop's
    /// common modes; GCD's main queue and `.common` timers), or waits for the
    /// default mode to come back (a `scheduledTimer`, as in UIKit).
    public let runsInCommonModes: Bool
    /// What kind of work the event is, for the watchdog's finding.
    let kind: Kind
    fileprivate let sequence: Int
    fileprivate let action: @MainActor () -> Void
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false
    fileprivate init(time: Double, sequence: Int, keepsSceneAwake: Bool, runsInCommonModes: Bool, kind: Kind,
                     action: @escaping @MainActor () -> Void) {
        self.time = time; self.sequence = sequence; self.keepsSceneAwake = keepsSceneAwake
        self.runsInCommonModes = runsInCommonModes; self.kind = kind; self.action = action
    }

    /// What an event runs, as the run loop's watchdog names it.
    package enum Kind: Int, CaseIterable, Sendable {
        case mainQueue, mainQueueAfter, timer, animationCompletion, script, other

        package var described: String {
            switch self {
            case .mainQueue: "DispatchQueue.main.async blocks"
            case .mainQueueAfter: "DispatchQueue.main.asyncAfter blocks"
            case .timer: "timer fires"
            case .animationCompletion: "UIView animation completions"
            case .script: "steps of the script"
            case .other: "other run-loop events (motions ending, delegate calls)"
            }
        }

        package var likelyCause: String {
            switch self {
            case .mainQueue: "DispatchQueue.main.async re-posting itself?"
            case .mainQueueAfter: "DispatchQueue.main.asyncAfter re-posting itself with a tiny delay?"
            case .timer: "timers with tiny intervals, or a timer that makes new timers?"
            case .animationCompletion: "an animation whose completion starts it again at once (a zero duration, or no view in a window)?"
            case .script: "a script step that cannot end?"
            case .other: "work that schedules itself again at once?"
            }
        }

        var activity: SceneActivity.Kind {
            switch self {
            case .mainQueue: .mainQueue
            case .mainQueueAfter: .mainQueueAfter
            case .timer: .timer
            case .animationCompletion: .animationCompletion
            case .script: .script
            case .other: .runLoop
            }
        }
    }
    /// Cancels the event: it will not run, and no longer keeps the scene from coming to
    /// rest. Cancelling an event that has run does nothing.
    public func cancel() { isCancelled = true }
}

/// The main run loop's events in virtual time: events run in time order, and events
/// scheduled for the same time run in the order they were scheduled. There is no
/// wall clock anywhere: time only moves when the simulation advances it.
struct EventQueue {
    private var heap: [ScheduledEvent] = []
    private var nextSequence = 0

    private static func before(_ a: ScheduledEvent, _ b: ScheduledEvent) -> Bool {
        a.time < b.time || (a.time == b.time && a.sequence < b.sequence)
    }

    mutating func schedule(at time: Double, keepsSceneAwake: Bool, runsInCommonModes: Bool, kind: ScheduledEvent.Kind,
                           _ action: @escaping @MainActor () -> Void) -> ScheduledEvent {
        let e = ScheduledEvent(time: time, sequence: nextSequence, keepsSceneAwake: keepsSceneAwake,
                               runsInCommonModes: runsInCommonModes, kind: kind, action: action)
        nextSequence += 1
        push(e)
        return e
    }

    private mutating func push(_ e: ScheduledEvent) {
        heap.append(e)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.before(heap[i], heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    /// The earliest event that is not cancelled.
    mutating func peek() -> ScheduledEvent? {
        while let top = heap.first, top.isCancelled { _ = pop() }
        return heap.first
    }

    mutating func pop() -> ScheduledEvent? {
        guard !heap.isEmpty else { return nil }
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count, Self.before(heap[l], heap[m]) { m = l }
                if r < heap.count, Self.before(heap[r], heap[m]) { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        return top
    }

    @MainActor static func run(_ e: ScheduledEvent) { if !e.isCancelled { e.action() } }

    /// Whether anything that keeps the scene awake is still to come.
    var hasPendingWork: Bool { heap.contains { !$0.isCancelled && $0.keepsSceneAwake } }
}

/// Foundation's `RunLoop`, for what UIKit code does with the main one: add a timer
/// in a mode, or ask for the current mode. Everything runs on the scene's clock.
public final class RunLoop: @unchecked Sendable {
    /// Foundation's `RunLoop.Mode`.
    public struct Mode: Hashable, Sendable, RawRepresentable {
        /// The mode's name, as Core Foundation spells it (`kCFRunLoopDefaultMode`).
        public let rawValue: String
        /// A mode with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A mode with the given name, as Foundation's `RunLoop.Mode(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Foundation's default mode: what is added only in it does not run while a
        /// scroll view tracks a finger or decelerates after a drag.
        public static let `default` = Mode("kCFRunLoopDefaultMode")
        /// The common modes: what is added in them runs in the default and the tracking
        /// mode alike.
        public static let common = Mode("kCFRunLoopCommonModes")
        /// UIKit's `UITrackingRunLoopMode`: while a scroll view is dragged or
        /// decelerates after a drag, the main run loop runs in it, and what was
        /// added only in `.default` waits.
        public static let tracking = Mode("UITrackingRunLoopMode")
    }

    private init() {}

    /// The main run loop (the scene's clock: there is one thread).
    public static let main = RunLoop()
    /// The current run loop, which is always the main one: a scene runs on one thread.
    public class var current: RunLoop { main }

    /// The mode the main run loop runs in now.
    public var currentMode: Mode? {
        guard let clock = SceneClock.current else { return .default }
        return MainActor.assumeIsolated { clock.isTracking } ? .tracking : .default
    }

    /// Schedules `timer` in `mode` (a timer added in two modes that together are
    /// the common ones runs in both).
    public func add(_ timer: Timer, forMode mode: Mode) {
        timer.schedule(in: mode)
    }
}

/// Foundation's `Timer`, on the scene's virtual clock.
///
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` runs in the default mode
/// (it waits while a scroll view tracks a finger or decelerates, as on iOS);
/// `RunLoop.main.add(timer, forMode: .common)` runs always. The target/selector
/// forms (`target:selector:userInfo:repeats:`) take a `#selector`, which compiles
/// in files built through the `UIKitSources` plugin; the timer keeps its target
/// until it is invalidated, as Foundation's does. The block runs on the main
/// actor, where the scene runs.
open class Timer: @unchecked Sendable {
    /// The interval between fires, in seconds, kept within 0.1 ms...10⁹ s. Unlike
    /// Foundation's, a non-repeating timer reports its interval rather than 0.
    public let timeInterval: TimeInterval
    /// Whether the timer fires again one interval after each fire. A repeating timer
    /// does not keep the scene from coming to rest.
    public let repeats: Bool
    private let block: @MainActor (Timer) -> Void
    private let clock: SceneClock?
    private var pending: ScheduledEvent?
    /// The next fire, in virtual time; nil when paused (`distantFuture`) or not scheduled.
    private var nextFire: Double?
    private var modes: Set<RunLoop.Mode> = []
    /// Whether the timer will still fire: false once it is invalidated, and after a
    /// non-repeating timer has fired.
    public private(set) var isValid = true
    /// Foundation's `tolerance`: kept, and not used (virtual time is exact).
    public var tolerance: TimeInterval = 0
    /// Foundation's `userInfo`: what the timer was made with (the target–selector forms).
    public package(set) var userInfo: Any?

    /// A timer that is not scheduled yet (add it to a run loop).
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        self.timeInterval = Self.interval(interval); self.repeats = repeats; self.block = block
        clock = SceneClock.current
        nextFire = onClock { $0.now + self.timeInterval }
    }

    /// Foundation's `Timer(fire:interval:repeats:block:)`: first fire at `date`.
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool,
                            block: @escaping @MainActor (Timer) -> Void) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        nextFire = onClock { $0.virtualTime(of: date) } ?? nil
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: on the main run
    /// loop in the default mode, first fire one interval from now.
    @discardableResult
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping @MainActor (Timer) -> Void) -> Timer {
        let t = Timer(timeInterval: interval, repeats: repeats, block: block)
        t.schedule(in: .default)
        return t
    }

    /// A negative or zero interval is 0.1 ms, as Foundation's; NaN counts as 0.
    private static func interval(_ i: TimeInterval) -> TimeInterval { i.isNaN ? 1e-4 : min(max(i, 1e-4), 1e9) }

    /// `body` with the scene's clock, on the main actor where the scene runs (nil
    /// for a timer made outside any scene).
    private func onClock<T: Sendable>(_ body: @MainActor (SceneClock) -> T) -> T? {
        guard let clock else { return nil }
        return MainActor.assumeIsolated { body(clock) }
    }

    /// When the timer fires next. Setting `Date.distantFuture` pauses it (the
    /// carousel of seed 004 does); a date from the wall clock, such as
    /// `Date(timeIntervalSinceNow: 2)`, means that long from the scene's now.
    open var fireDate: Date {
        get {
            guard let nextFire else { return .distantFuture }
            return onClock { $0.date(of: nextFire) } ?? .distantFuture
        }
        set {
            guard isValid, clock != nil else { return }
            nextFire = onClock { $0.virtualTime(of: newValue) } ?? nil
            arm()
        }
    }

    package func schedule(in mode: RunLoop.Mode) {
        guard isValid else { return }
        guard clock != nil else {
            preconditionFailure("Timer scheduled outside a ScrollReel scene: there is no virtual clock to run it on")
        }
        modes.insert(mode)
        arm()
    }

    private var runsInCommonModes: Bool {
        modes.contains(.common) || (modes.contains(.default) && modes.contains(.tracking))
    }

    /// The clock's run loop holds a scheduled timer, as Foundation's does: the event
    /// keeps it alive until it fires for the last time or is invalidated.
    private func arm() {
        pending?.cancel()
        pending = nil
        guard isValid, !modes.isEmpty, let time = nextFire else { return }
        let keepsSceneAwake = !repeats, common = runsInCommonModes
        pending = onClock { clock in
            clock.schedule(at: time, keepsSceneAwake: keepsSceneAwake, runsInCommonModes: common, kind: .timer) { self.fire(scheduledAt: time) }
        }
    }

    @MainActor private func fire(scheduledAt time: Double) {
        guard isValid, let clock else { return }
        // A repeating timer keeps its phase: the next fire is the first whole
        // interval after this one that is still to come (a fire delayed past
        // others, by the tracking mode, fires once), as Foundation's timers do.
        if repeats {
            var next = time + timeInterval
            if next <= clock.now {
                let missed = ((clock.now - next) / timeInterval).rounded(.down) + 1
                next += (missed.isFinite ? min(missed, 1e12) : 1) * timeInterval
            }
            nextFire = next
            arm()
        } else {
            isValid = false
            pending = nil
            nextFire = nil
        }
        block(self)
    }

    /// Fires now, out of schedule (a repeating timer keeps its schedule).
    open func fire() {
        guard isValid else { return }
        MainActor.assumeIsolated { block(self) }
        if !repeats { invalidate() }
    }

    /// Stops the timer from ever firing again and takes it off the run loop, as
    /// Foundation's `invalidate()`.
    open func invalidate() {
        isValid = false
        pending?.cancel()
        pending = nil
        nextFire = nil
    }
}
