/// A one-dimensional motion as a pure function of time, after Flutter's `Simulation`.
///
/// `t` is seconds since the motion started. Every query is independent of every
/// other: frame n of a film is `position(at: n / fps)` whether or not frame n - 1
/// was ever computed, so nothing accumulates and the frame rate changes nothing.
public protocol Simulation: Sendable {
    /// Position (points) at time `t`; for `t >= duration` the resting position.
    func position(at t: Double) -> Double
    /// Velocity (points per second) at time `t`; zero once done.
    func velocity(at t: Double) -> Double
    /// The time at which the motion comes to rest. Known when the motion is made,
    /// so the end can be scheduled at its exact virtual time.
    var duration: Double { get }
}

extension Simulation {
    /// Whether the motion is at rest at `t` (seconds since it started): `t >= duration`.
    public func isDone(at t: Double) -> Bool { t >= duration }
    /// Where the motion comes to rest.
    public var finalPosition: Double { position(at: duration) }
}

/// Every number a motion is built from passes through `clamp` first, so that no
/// motion can be made infinite, undefined or too large for its own arithmetic,
/// whatever Double it is given: NaN counts as 0 and magnitudes beyond `limit` as
/// `limit`. 10^12 points (or points per second) is far beyond any screen and far
/// inside what the formulas can square and exponentiate without overflowing.
public enum MotionInput {
    /// The largest magnitude a motion takes in: 10^12 points, or points per second.
    public static let limit = 1e12

    /// `x` made safe for a motion: NaN becomes 0, and a magnitude beyond ``limit`` becomes
    /// ``limit`` with the sign of `x`.
    public static func clamp(_ x: Double) -> Double {
        x.isNaN ? 0 : min(max(x, -limit), limit)
    }
}

/// A motion that stays where it is: the axis a two-dimensional motion leaves alone.
public struct Stationary: Simulation {
    /// The position it stays at (points).
    public let value: Double
    /// A motion that stays at `value` (points), after ``MotionInput/clamp(_:)``.
    public init(_ value: Double) { self.value = MotionInput.clamp(value) }
    /// Always ``value``, at any time.
    public func position(at t: Double) -> Double { value }
    /// Always zero (points per second).
    public func velocity(at t: Double) -> Double { 0 }
    /// Zero: it is at rest from the start.
    public var duration: Double { 0 }
}

/// Several simulations one after another, each handing over at a time found when
/// the whole was built (Flutter's `BouncingScrollSimulation` does the same with a
/// friction and a spring phase). Queries never change it.
public struct PhasedSimulation: Simulation {
    /// One simulation of the sequence and the time at which it takes over.
    public struct Phase: Sendable {
        /// When the phase takes over (seconds since the start of the whole); 0 for the first.
        public let start: Double
        /// The phase's motion, queried with the time since `start`.
        public let simulation: any Simulation
    }
    /// The phases in the order given, the first starting at 0; never empty (without phases,
    /// one `Stationary(0)`).
    public let phases: [Phase]

    /// - Parameter phases: each with the time (since the start of the whole) at which
    ///   it takes over, in order. The first starts at 0 whatever it says; a phase
    ///   whose start is not finite never takes over; no phases at all stay at 0.
    public init(_ phases: [(start: Double, simulation: any Simulation)]) {
        var list = phases.filter { $0.start.isFinite }.map { Phase(start: $0.start, simulation: $0.simulation) }
        if list.isEmpty { list = [Phase(start: 0, simulation: Stationary(0))] }
        list[0] = Phase(start: 0, simulation: list[0].simulation)
        self.phases = list
    }

    private func phase(at t: Double) -> Phase {
        phases.last(where: { $0.start <= t }) ?? phases[0]
    }
    // At and after the end, the last phase's resting position exactly (t − start
    // can fall a rounding error short of the last phase's own duration).
    /// Position at `t` seconds (points), from the phase under way at `t`; from `duration` on,
    /// the last phase's resting position.
    public func position(at t: Double) -> Double {
        if t >= duration { return phases[phases.count - 1].simulation.finalPosition }
        let p = phase(at: t)
        return p.simulation.position(at: t - p.start)
    }
    /// Velocity at `t` seconds (points per second), from the phase under way at `t`; zero
    /// from `duration` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        let p = phase(at: t)
        return p.simulation.velocity(at: t - p.start)
    }
    /// When the last phase comes to rest (seconds): its start plus its own duration.
    public var duration: Double {
        let last = phases[phases.count - 1]
        return last.start + last.simulation.duration
    }
}
