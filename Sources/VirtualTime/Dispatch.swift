// Grand Central Dispatch as UIKit code uses it from the main thread, on the scene's
// virtual clock: `DispatchQueue.main.async { … }`, `asyncAfter(deadline: .now() + 0.5)`,
// work items that can be cancelled. These types have Dispatch's names and shadow
// Dispatch's own in a file that imports ScrollReelUIKit, so such code runs in
// virtual time and never on the wall clock. (A file that also imports Foundation
// or Dispatch itself still gets these: a module's own declarations win over those
// of the modules it imports.)
//
// Every queue runs its work on the scene's one thread, in virtual time, in the
// order it was submitted: what a background queue would compute arrives at once,
// deterministically. `DispatchQueue.main.async` runs in the run loop's common
// modes (it is not held back while a scroll view tracks a finger), as GCD's main
// queue does.

/// Core Foundation's `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

/// Dispatch's `DispatchTimeInterval`.
public enum DispatchTimeInterval: Equatable, Sendable {
    /// An interval of whole seconds.
    case seconds(Int)
    /// An interval of milliseconds.
    case milliseconds(Int)
    /// An interval of microseconds.
    case microseconds(Int)
    /// An interval of nanoseconds.
    case nanoseconds(Int)
    /// No interval at all: a deadline `.never` from now never comes.
    case never

    var seconds: Double? {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: nil
        }
    }
}

/// Dispatch's `DispatchTime`: a moment on the scene's clock (`.now()` is the
/// scene's now, not the machine's uptime).
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Virtual seconds since the scene began; infinity for `.distantFuture`.
    let seconds: Double

    init(seconds: Double) { self.seconds = seconds.isNaN ? 0 : seconds }

    /// The scene's current time. Outside any scene there is no such time (and no queue to
    /// use it with): asking for it stops the program with a message, as scheduling
    /// work there does, rather than answer 0.
    public static func now() -> DispatchTime { DispatchTime(seconds: DispatchQueue.sceneNow("DispatchTime.now()")) }
    /// A time that never comes: work scheduled for it never runs, and does not keep the
    /// scene from coming to rest.
    public static let distantFuture = DispatchTime(seconds: .infinity)

    /// Nanoseconds of virtual time since the scene began.
    public var uptimeNanoseconds: UInt64 {
        seconds >= 1.8e10 ? .max : UInt64(max(seconds, 0) * 1e9)
    }

    /// Whether `a` comes before `b`.
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
    /// The time `s` seconds after `t`.
    public static func + (t: DispatchTime, s: Double) -> DispatchTime { DispatchTime(seconds: t.seconds + s) }
    /// The time `s` seconds before `t`.
    public static func - (t: DispatchTime, s: Double) -> DispatchTime { DispatchTime(seconds: t.seconds - s) }
    /// The time `i` after `t`; `.never` gives `distantFuture`.
    public static func + (t: DispatchTime, i: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: i.seconds.map { t.seconds + $0 } ?? .infinity)
    }
    /// The time `i` before `t`; `.never` gives a time before any other.
    public static func - (t: DispatchTime, i: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: i.seconds.map { t.seconds - $0 } ?? -.infinity)
    }
}

/// Dispatch's `DispatchWallTime`: on the scene's clock as well (a wall-clock
/// deadline in a simulation means "that long from now").
public struct DispatchWallTime: Comparable, Hashable, Sendable {
    let seconds: Double
    /// The scene's current time, as a wall-clock time; outside any scene it stops the
    /// program with a message, as `DispatchTime.now()` does.
    public static func now() -> DispatchWallTime { DispatchWallTime(seconds: DispatchQueue.sceneNow("DispatchWallTime.now()")) }
    /// A time that never comes: work scheduled for it never runs.
    public static let distantFuture = DispatchWallTime(seconds: .infinity)
    /// Whether `a` comes before `b`.
    public static func < (a: DispatchWallTime, b: DispatchWallTime) -> Bool { a.seconds < b.seconds }
    /// The time `s` seconds after `t`.
    public static func + (t: DispatchWallTime, s: Double) -> DispatchWallTime { DispatchWallTime(seconds: t.seconds + s) }
    /// The time `i` after `t`; `.never` gives `distantFuture`.
    public static func + (t: DispatchWallTime, i: DispatchTimeInterval) -> DispatchWallTime {
        DispatchWallTime(seconds: i.seconds.map { t.seconds + $0 } ?? .infinity)
    }
}

/// Dispatch's `DispatchQoS`, accepted and not used (one thread, virtual time).
public struct DispatchQoS: Equatable, Sendable {
    /// Dispatch's quality-of-service classes, accepted and not used.
    public enum QoSClass: Sendable {
        /// For work the user does not see, such as maintenance.
        case background
        /// For long work whose progress the user follows.
        case utility
        /// The class used when none is given.
        case `default`
        /// For work the user started and waits for.
        case userInitiated
        /// For work the user interacts with, such as animations.
        case userInteractive
        /// No class given.
        case unspecified
    }
    /// The class the quality of service was made with.
    public let qosClass: QoSClass
    /// A quality of service of `qosClass`; `relativePriority` is ignored.
    public init(qosClass: QoSClass, relativePriority: Int) { self.qosClass = qosClass }
    /// The background quality of service, for work the user does not see.
    public static let background = DispatchQoS(qosClass: .background, relativePriority: 0)
    /// The utility quality of service, for long work whose progress the user follows.
    public static let utility = DispatchQoS(qosClass: .utility, relativePriority: 0)
    /// The default quality of service.
    public static let `default` = DispatchQoS(qosClass: .default, relativePriority: 0)
    /// The user-initiated quality of service, for work the user started and waits for.
    public static let userInitiated = DispatchQoS(qosClass: .userInitiated, relativePriority: 0)
    /// The user-interactive quality of service, for work such as animations.
    public static let userInteractive = DispatchQoS(qosClass: .userInteractive, relativePriority: 0)
    /// No quality of service given.
    public static let unspecified = DispatchQoS(qosClass: .unspecified, relativePriority: 0)
}

/// Dispatch's `DispatchWorkItem`: work that can be cancelled before it runs.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: @MainActor () -> Void
    /// Whether `cancel()` was called: a cancelled item no longer runs.
    public private(set) var isCancelled = false
    /// Work to run later with `perform()` or a queue's `async(execute:)`, on the main
    /// actor, where the scene runs; `qos` is accepted and not used.
    public init(qos: DispatchQoS = .unspecified, block: @escaping @MainActor () -> Void) { self.block = block }
    /// Runs the work now, unless it was cancelled (on the main actor, where the
    /// scene runs).
    public func perform() { if !isCancelled { MainActor.assumeIsolated { block() } } }
    /// Cancels the work if it has not run yet: `perform()` and the queues skip it from
    /// then on. Work already running goes on.
    public func cancel() { isCancelled = true }
}

/// Dispatch's `DispatchQueue`, on the scene's virtual clock.
public final class DispatchQueue: @unchecked Sendable {
    /// The label the queue was made with (`com.apple.main-thread` for the main queue).
    public let label: String

    /// A queue named `label`: its work runs on the scene's run loop, in virtual time, in
    /// the order it was submitted, as every queue's does here. `qos` is accepted and not
    /// used; Dispatch's other parameters (attributes, target queue) are not available.
    public init(label: String, qos: DispatchQoS = .unspecified) { self.label = label }

    /// The main queue: the scene's run loop.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// A global queue: its work runs on the scene's clock too, in order.
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(label: "global") }

    /// The scene's current time (0 outside any scene).
    package static func now() -> Double {
        guard let clock = SceneClock.current else { return 0 }
        return MainActor.assumeIsolated { clock.now }
    }

    /// The scene's current time for `what`, which has no meaning outside a scene: a
    /// deadline made there would be 0, and work scheduled from it would run early.
    static func sceneNow(_ what: String) -> Double {
        guard let clock = SceneClock.current else {
            preconditionFailure("\(what) used outside a ScrollReel scene: there is no virtual clock to read")
        }
        return MainActor.assumeIsolated { clock.now }
    }

    private func scheduled(at seconds: Double, kind: ScheduledEvent.Kind = .mainQueueAfter, _ work: @escaping @MainActor () -> Void) {
        guard let clock = SceneClock.current else {
            preconditionFailure("DispatchQueue used outside a ScrollReel scene: there is no virtual clock to run it on")
        }
        // (A deadline of `.distantFuture` never comes; it keeps no scene awake.)
        guard seconds.isFinite else { return }
        MainActor.assumeIsolated { _ = clock.schedule(at: min(seconds, clock.now + 1e9), kind: kind, work) }
    }

    /// Runs `work` on the scene's run loop, after what is already due now.
    public func async(execute work: @escaping @MainActor () -> Void) {
        scheduled(at: Self.now(), kind: .mainQueue, work)
    }

    /// Runs `item` on the scene's run loop, after what is already due now, unless it is
    /// cancelled by then.
    public func async(execute item: DispatchWorkItem) { async { item.perform() } }

    /// Runs `work` on the scene's run loop at `deadline`, in virtual time (after what is
    /// already due, if the deadline has passed); a `distantFuture` deadline never comes.
    /// Like GCD's main queue, it runs while a scroll view tracks a finger.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        scheduled(at: deadline.seconds, work)
    }

    /// Runs `item` on the scene's run loop at `deadline`, in virtual time, unless it is
    /// cancelled by then.
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { item.perform() }
    }

    /// Runs `work` on the scene's run loop at `wallDeadline`, which is on the virtual
    /// clock too: `.now() + 2` is two virtual seconds from now.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @MainActor () -> Void) {
        scheduled(at: wallDeadline.seconds, work)
    }

    /// Runs `work` now, on the caller's stack, and returns what it returns.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}
