/// A critically damped spring towards `target`: the fastest return without overshoot.
///
///     x(t) = target + (a + b t) e^(−ω t),   a = x0 − target,  b = v0 + ω a
///
/// UIKit's bounce-back and paging settle are strongly damped and never visibly
/// oscillate; a critically damped spring has exactly that look. The stiffness is
/// set per use by `ω` (see `BounceBack` and `PagingSettle` for the values and where
/// they come from).
///
/// If the spring starts towards its target faster than `ω·|a|` a critically damped
/// spring would still overshoot once; `init` then raises `ω` to `|v0 / a|`, which
/// turns the motion into a pure exponential approach that keeps the release velocity
/// (no jump) and never crosses the target.
public struct Spring: Simulation {
    /// Done when closer than this to the target (points): half a pixel at 3x.
    public static let distanceTolerance = 1.0 / 6.0
    /// ...and slower than this (points per second).
    public static let speedTolerance = 2.0

    public let target: Double
    public let angularFrequency: Double
    public let duration: Double
    private let a: Double
    private let b: Double

    public init(from start: Double, velocity: Double, to target: Double, angularFrequency: Double) {
        precondition(angularFrequency > 0)
        let a = start - target
        var omega = angularFrequency
        // Heading for the target faster than the spring would: take the velocity's pace.
        if a != 0, velocity * a < 0, abs(velocity) > omega * abs(a) {
            omega = abs(velocity / a)
        }
        self.target = target
        self.angularFrequency = omega
        self.a = a
        self.b = velocity + omega * a
        self.duration = Spring.settleTime(a: a, b: self.b, omega: omega)
    }

    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        let t = max(t, 0)
        return target + (a + b * t) * _exp(-angularFrequency * t)
    }

    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        let t = max(t, 0)
        return (b - angularFrequency * (a + b * t)) * _exp(-angularFrequency * t)
    }

    /// The first time after which the spring stays within both tolerances. The
    /// envelope (|a| + |b| t) e^(−ω t) falls for good after its peak, so stepping
    /// past the peak until it is inside the tolerances, then bisecting, finds it.
    private static func settleTime(a: Double, b: Double, omega: Double) -> Double {
        func settled(_ t: Double) -> Bool {
            let e = _exp(-omega * t)
            let x = (abs(a) + abs(b) * t) * e
            let v = (abs(b) + omega * (abs(a) + abs(b) * t)) * e
            return x < distanceTolerance && v < speedTolerance
        }
        if settled(0) { return 0 }
        let peak = abs(b) > 0 ? max(0, 1 / omega - abs(a) / abs(b)) : 0
        var hi = peak + 0.001
        while !settled(hi) { hi *= 1.5 }
        var lo = peak
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
