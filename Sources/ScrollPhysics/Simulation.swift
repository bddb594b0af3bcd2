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
    public func isDone(at t: Double) -> Bool { t >= duration }
    /// Where the motion comes to rest.
    public var finalPosition: Double { position(at: duration) }
}

/// A motion that stays where it is: the axis a two-dimensional motion leaves alone.
public struct Stationary: Simulation {
    public let value: Double
    public init(_ value: Double) { self.value = value }
    public func position(at t: Double) -> Double { value }
    public func velocity(at t: Double) -> Double { 0 }
    public var duration: Double { 0 }
}

/// Several simulations one after another, each handing over at a time found when
/// the whole was built (Flutter's `BouncingScrollSimulation` does the same with a
/// friction and a spring phase). Queries never change it.
public struct PhasedSimulation: Simulation {
    public struct Phase: Sendable {
        public let start: Double
        public let simulation: any Simulation
    }
    public let phases: [Phase]

    /// - Parameter phases: each with the time (since the start of the whole) at which
    ///   it takes over; the first must start at 0.
    public init(_ phases: [(start: Double, simulation: any Simulation)]) {
        precondition(!phases.isEmpty && phases[0].start == 0, "the first phase starts at 0")
        self.phases = phases.map { Phase(start: $0.start, simulation: $0.simulation) }
    }

    private func phase(at t: Double) -> Phase {
        phases.last(where: { $0.start <= t }) ?? phases[0]
    }
    public func position(at t: Double) -> Double {
        let p = phase(at: t)
        return p.simulation.position(at: t - p.start)
    }
    public func velocity(at t: Double) -> Double {
        let p = phase(at: t)
        return p.simulation.velocity(at: t - p.start)
    }
    public var duration: Double {
        let last = phases[phases.count - 1]
        return last.start + last.simulation.duration
    }
}
