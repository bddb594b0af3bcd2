import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the thread that runs scenes is doing, for a watchdog on another thread:
/// the kind of work (a main-queue block, a timer, the layout pass…), the virtual
/// time it runs at, and since when, on the monotonic wall clock, the scene has
/// been working without handing a frame back. The run loop writes it at every
/// event (two atomic stores), the simulation around each step; a watchdog reads
/// it and says, when a screen hangs or sleeps, what it was doing and when.
///
/// Nothing here reads the wall clock for the simulation: only the watchdog uses
/// the times it holds.
package enum SceneActivity {
    /// The kinds of work a scene does.
    package enum Kind: UInt8, Sendable {
        case idle, building, mainQueue, mainQueueAfter, timer, animationCompletion, script, runLoop
        case displayFrame, layout, drawing, mainActorTask

        /// In words, for "… in a main-queue block".
        package var described: String {
            switch self {
            case .idle: "between frames"
            case .building: "while its scene was built (loadView, viewDidLoad, the first layout)"
            case .mainQueue: "in a DispatchQueue.main.async block"
            case .mainQueueAfter: "in a DispatchQueue.main.asyncAfter block"
            case .timer: "in a timer's block"
            case .animationCompletion: "in a UIView animation's completion"
            case .script: "while the script's finger moved (touches, gestures and their delegate calls)"
            case .runLoop: "in a run-loop event (a motion ending and its delegate calls, a touch)"
            case .displayFrame: "in a display frame (scroll motion, scrollViewDidScroll, display links, animations)"
            case .layout: "in the layout pass (layoutSubviews, viewDidLayoutSubviews)"
            case .drawing: "while a frame was drawn (draw(_:))"
            case .mainActorTask: "in a Task on the main actor"
            }
        }
    }

    /// Run-loop events run in the current step, by `ScheduledEvent.Kind`.
    private static let eventCounts = (0..<ScheduledEvent.Kind.allCases.count).map { _ in Counter() }
    private final class Counter: Sendable { let value = Atomic<Int>(0) }

    private static let kind = Atomic<UInt8>(0)
    private static let virtualTime = Atomic<UInt64>(0)
    /// Monotonic nanoseconds when the current step began; 0 between steps.
    private static let stepStart = Atomic<UInt64>(0)

    /// A run-loop event of `kind` runs.
    package static func count(_ kind: ScheduledEvent.Kind) {
        eventCounts[kind.rawValue].value.add(1, ordering: .relaxed)
    }

    /// The run-loop events of the current step: how many, and the kind most of them
    /// were, with how many of that kind.
    package static var events: (total: Int, kind: ScheduledEvent.Kind, count: Int) {
        let counts = eventCounts.map { $0.value.load(ordering: .relaxed) }
        let top = counts.indices.max { counts[$0] < counts[$1] } ?? 0
        return (counts.reduce(0, +), ScheduledEvent.Kind.allCases[top], counts[top])
    }

    /// The scene now does `kind` at virtual time `t`.
    package static func enter(_ kind: Kind, at t: Double) {
        if isMeasuring.load(ordering: .relaxed) { account() }
        self.kind.store(kind.rawValue, ordering: .relaxed)
        virtualTime.store(t.bitPattern, ordering: .relaxed)
    }

    // MARK: Where the time goes (the benchmarks)

    /// Whether the wall time of each kind of work is being added up (off but for
    /// the benchmarks: a clock read at every run-loop event).
    private static let isMeasuring = Atomic<Bool>(false)
    /// Nanoseconds spent per kind since the measuring began, and when the current kind began.
    private static let spent = (0...Kind.mainActorTask.rawValue).map { _ in Counter() }
    private static let kindStart = Atomic<UInt64>(0)

    private static func account() {
        let now = monotonicNanoseconds(), start = kindStart.exchange(now, ordering: .relaxed)
        guard start > 0, now > start, let k = Kind(rawValue: kind.load(ordering: .relaxed)) else { return }
        spent[Int(k.rawValue)].value.add(Int(now - start), ordering: .relaxed)
    }

    /// Starts adding up, per kind of work, the wall time the scenes of this
    /// process spend (from zero).
    package static func startMeasuring() {
        for c in spent { c.value.store(0, ordering: .relaxed) }
        kindStart.store(monotonicNanoseconds(), ordering: .relaxed)
        isMeasuring.store(true, ordering: .relaxed)
    }

    /// Stops adding up, and gives the nanoseconds spent per kind of work.
    package static func stopMeasuring() -> [Kind: Int] {
        account()
        isMeasuring.store(false, ordering: .relaxed)
        var times: [Kind: Int] = [:]
        for (i, c) in spent.enumerated() { if let k = Kind(rawValue: UInt8(i)) { times[k] = c.value.load(ordering: .relaxed) } }
        return times
    }

    /// A step of scene code begins (building a scene, running it to its next
    /// frame, drawing a frame): the watchdog measures how long it takes.
    package static func beginStep(_ kind: Kind, at t: Double) {
        enter(kind, at: t)
        for c in eventCounts { c.value.store(0, ordering: .relaxed) }
        stepStart.store(max(1, monotonicNanoseconds()), ordering: .relaxed)
    }

    /// The step is over: the scene handed a frame back (or was built).
    package static func endStep() {
        if isMeasuring.load(ordering: .relaxed) { account() }
        stepStart.store(0, ordering: .relaxed)
        kind.store(Kind.idle.rawValue, ordering: .relaxed)
    }

    /// What the scene is doing now, at which virtual time, and for how many
    /// seconds of wall time its current step has run (nil between steps).
    package static var now: (kind: Kind, time: Double, stepSeconds: Double?) {
        let start = stepStart.load(ordering: .relaxed)
        let k = Kind(rawValue: kind.load(ordering: .relaxed)) ?? .idle
        let t = Double(bitPattern: virtualTime.load(ordering: .relaxed))
        guard start > 0 else { return (k, t, nil) }
        let now = monotonicNanoseconds()
        return (k, t, now > start ? Double(now - start) / 1e9 : 0)
    }

    /// The monotonic clock in nanoseconds (the watchdog's, never the simulation's).
    package static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
