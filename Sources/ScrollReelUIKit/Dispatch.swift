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

/// Dispatch's `DispatchTimeInterval`.
public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
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

    /// The scene's current time.
    public static func now() -> DispatchTime { DispatchTime(seconds: DispatchQueue.now()) }
    public static let distantFuture = DispatchTime(seconds: .infinity)

    /// Nanoseconds of virtual time since the scene began.
    public var uptimeNanoseconds: UInt64 {
        seconds >= 1.8e10 ? .max : UInt64(max(seconds, 0) * 1e9)
    }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
    public static func + (t: DispatchTime, s: Double) -> DispatchTime { DispatchTime(seconds: t.seconds + s) }
    public static func - (t: DispatchTime, s: Double) -> DispatchTime { DispatchTime(seconds: t.seconds - s) }
    public static func + (t: DispatchTime, i: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: i.seconds.map { t.seconds + $0 } ?? .infinity)
    }
    public static func - (t: DispatchTime, i: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: i.seconds.map { t.seconds - $0 } ?? -.infinity)
    }
}

/// Dispatch's `DispatchWallTime`: on the scene's clock as well (a wall-clock
/// deadline in a simulation means "that long from now").
public struct DispatchWallTime: Comparable, Hashable, Sendable {
    let seconds: Double
    public static func now() -> DispatchWallTime { DispatchWallTime(seconds: DispatchQueue.now()) }
    public static let distantFuture = DispatchWallTime(seconds: .infinity)
    public static func < (a: DispatchWallTime, b: DispatchWallTime) -> Bool { a.seconds < b.seconds }
    public static func + (t: DispatchWallTime, s: Double) -> DispatchWallTime { DispatchWallTime(seconds: t.seconds + s) }
    public static func + (t: DispatchWallTime, i: DispatchTimeInterval) -> DispatchWallTime {
        DispatchWallTime(seconds: i.seconds.map { t.seconds + $0 } ?? .infinity)
    }
}

/// Dispatch's `DispatchQoS`, accepted and not used (one thread, virtual time).
public struct DispatchQoS: Equatable, Sendable {
    public enum QoSClass: Sendable { case background, utility, `default`, userInitiated, userInteractive, unspecified }
    public let qosClass: QoSClass
    public init(qosClass: QoSClass, relativePriority: Int) { self.qosClass = qosClass }
    public static let background = DispatchQoS(qosClass: .background, relativePriority: 0)
    public static let utility = DispatchQoS(qosClass: .utility, relativePriority: 0)
    public static let `default` = DispatchQoS(qosClass: .default, relativePriority: 0)
    public static let userInitiated = DispatchQoS(qosClass: .userInitiated, relativePriority: 0)
    public static let userInteractive = DispatchQoS(qosClass: .userInteractive, relativePriority: 0)
    public static let unspecified = DispatchQoS(qosClass: .unspecified, relativePriority: 0)
}

/// Dispatch's `DispatchWorkItem`: work that can be cancelled before it runs.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: @MainActor () -> Void
    public private(set) var isCancelled = false
    public init(qos: DispatchQoS = .unspecified, block: @escaping @MainActor () -> Void) { self.block = block }
    /// Runs the work now, unless it was cancelled (on the main actor, where the
    /// scene runs).
    public func perform() { if !isCancelled { MainActor.assumeIsolated { block() } } }
    public func cancel() { isCancelled = true }
}

/// Dispatch's `DispatchQueue`, on the scene's virtual clock.
public final class DispatchQueue: @unchecked Sendable {
    public let label: String

    public init(label: String, qos: DispatchQoS = .unspecified) { self.label = label }

    /// The main queue: the scene's run loop.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// A global queue: its work runs on the scene's clock too, in order.
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(label: "global") }

    /// The scene's current time (0 outside any scene).
    static func now() -> Double {
        guard let clock = SceneEnvironment.current?.clock else { return 0 }
        return MainActor.assumeIsolated { clock.now }
    }

    private func scheduled(at seconds: Double, _ work: @escaping @MainActor () -> Void) {
        guard let clock = SceneEnvironment.current?.clock else {
            preconditionFailure("DispatchQueue used outside a ScrollReel scene: there is no virtual clock to run it on")
        }
        // (A deadline of `.distantFuture` never comes; it keeps no scene awake.)
        guard seconds.isFinite else { return }
        MainActor.assumeIsolated { _ = clock.schedule(at: min(seconds, clock.now + 1e9), work) }
    }

    /// Runs `work` on the scene's run loop, after what is already due now.
    public func async(execute work: @escaping @MainActor () -> Void) {
        scheduled(at: Self.now(), work)
    }

    public func async(execute item: DispatchWorkItem) { async { item.perform() } }

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        scheduled(at: deadline.seconds, work)
    }

    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { item.perform() }
    }

    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @MainActor () -> Void) {
        scheduled(at: wallDeadline.seconds, work)
    }

    /// Runs `work` now, on the caller's stack, and returns what it returns.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}
