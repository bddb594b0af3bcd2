/// A critically damped spring towards `target`: the fastest return without overshoot.
///
///     x(t) = target + (a + b t) e^(−ω t),   a = x0 − target,  b = v0 + ω a
///
/// UIKit's bounce-back and paging settle are strongly damped and never visibly
/// oscillate; a critically damped spring has exactly that look. The stiffness is
/// set per use by `ω` (see `PagingSettle` for the value and where it comes from).
///
/// If the spring starts towards its target faster than `ω·|a|` a critically damped
/// spring would still overshoot once; `init` then raises `ω` to `|v0 / a|`, which
/// turns the motion into a pure exponential approach that keeps the release velocity
/// (no jump) and never crosses the target.
public struct Spring: Simulation {
    /// The spring that takes a steered deceleration to a target it cannot coast
    /// to (behind the motion, or a release too slow): quick, and never past it.
    public static let steeringFrequency = 20.0

    /// Done when closer than this to the target (points): half a pixel at 3x.
    public static let distanceTolerance = 1.0 / 6.0
    /// ...and slower than this (points per second).
    public static let speedTolerance = 2.0

    /// The position the spring comes to rest at (points).
    public let target: Double
    /// ω, the stiffness (per second): the requested value within ``angularFrequencies``,
    /// raised to `|v0 / a|` for a start towards the target faster than the spring's.
    public let angularFrequency: Double
    /// Seconds until the spring stays within ``distanceTolerance`` of its target and under
    /// ``speedTolerance``.
    public let duration: Double
    private let a: Double
    private let b: Double

    /// Stiffness is kept within [10^−2, 10^4] /s (NaN counts as the least), so that
    /// every spring ends within a bounded time.
    public static let angularFrequencies = 1e-2...1e4

    /// A spring from `start` (points) at `velocity` (points per second) to `target`, with
    /// stiffness `angularFrequency` (per second, kept within ``angularFrequencies``).
    public init(from start: Double, velocity: Double, to target: Double, angularFrequency: Double) {
        let start = MotionInput.clamp(start), velocity = MotionInput.clamp(velocity)
        let target = MotionInput.clamp(target)
        let a = start - target
        let limits = Self.angularFrequencies
        var omega = angularFrequency.isNaN ? limits.lowerBound : min(max(angularFrequency, limits.lowerBound), limits.upperBound)
        // Heading for the target faster than the spring would: take the velocity's pace.
        if a != 0, velocity * a < 0, abs(velocity) > omega * abs(a) {
            omega = min(abs(velocity / a), limits.upperBound)
        }
        self.target = target
        self.angularFrequency = omega
        self.a = a
        self.b = velocity + omega * a
        self.duration = Spring.settleTime(a: a, b: self.b, omega: omega)
    }

    /// Position at `t` seconds (points): the starting position before 0, `target` from
    /// `duration` on.
    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        let t = max(t, 0)
        return target + (a + b * t) * _exp(-angularFrequency * t)
    }

    /// Velocity at `t` seconds (points per second): the release velocity before 0, zero
    /// from `duration` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        let t = max(t, 0)
        return (b - angularFrequency * (a + b * t)) * _exp(-angularFrequency * t)
    }

    /// The first time after which the spring stays within both tolerances. The
    /// envelopes (|a| + |b| t) e^(−ω t) and (|b| + ω(|a| + |b| t)) e^(−ω t) fall for
    /// good after their peaks, and t e^(−ω t/2) <= 2/(e ω) bounds both by
    /// M e^(−ω t/2) in closed form; bisection from the peak to that bound, with a
    /// fixed number of steps, finds the time. (Inputs are finite, so the bound is.)
    private static func settleTime(a: Double, b: Double, omega: Double) -> Double {
        let a = abs(a), b = abs(b)
        func settled(_ t: Double) -> Bool {
            let e = _exp(-omega * t)
            let x = (a + b * t) * e
            let v = (b + omega * (a + b * t)) * e
            return x < distanceTolerance && v < speedTolerance
        }
        if settled(0) { return 0 }
        let reach = 2 * b / omega
        let bound = max(_log(max((a + reach) / distanceTolerance, 1)),
                        _log(max((b + omega * a + omega * reach) / speedTolerance, 1)))
        var hi = 2 * bound / omega + 1e-6
        var lo = b > 0 ? min(max(0, 1 / omega - a / b), hi) : 0
        if settled(lo) { hi = lo; lo = 0 }
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}

/// A critically damped spring run for a fixed time, as Core Animation runs a
/// spring animation of a set duration: UIKit's scroll to the top on a status-bar
/// tap (mass 1, stiffness 109.662, damping 20.944: ω = 10.472 /s, a response of
/// 0.6 s, run for 1.6 s; reverse-engineered from UIKitCore, and copied by WebKit's
/// open source, `WKKeyboardScrollingAnimator.mm`, `_smoothDecelerationAnimation`).
/// It starts from rest: 50 % of the way at 0.16 s, 96.7 % at 0.5 s.
public struct SpringAnimation: Simulation {
    /// The position the animation ends at (points).
    public let target: Double
    /// ω (per second), kept within 0.01...10,000 (NaN counts as 1).
    public let angularFrequency: Double
    /// How long the animation runs (seconds, within 0...10^6; NaN counts as 0); from then
    /// on it is at `target`.
    public let duration: Double
    private let a: Double

    /// ω of UIKit's scroll to the top (per second): √109.662, the stiffness at mass 1.
    public static let scrollToTopFrequency = 10.472
    /// How long UIKit runs the scroll to the top (seconds), whatever the distance.
    public static let scrollToTopDuration = 1.6

    /// An animation from `start` to `target` (points) that starts from rest, with stiffness
    /// `angularFrequency` (per second), run for `duration` seconds.
    public init(from start: Double, to target: Double, angularFrequency: Double, duration: Double) {
        let start = MotionInput.clamp(start), target = MotionInput.clamp(target)
        self.target = target
        self.a = start - target
        self.angularFrequency = angularFrequency.isNaN ? 1 : min(max(angularFrequency, 1e-2), 1e4)
        self.duration = duration.isNaN ? 0 : min(max(duration, 0), 1e6)
    }

    /// Position at `t` seconds (points): the starting position before 0, `target` from
    /// `duration` on.
    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        let t = max(t, 0), w = angularFrequency
        return target + a * (1 + w * t) * _exp(-w * t)
    }

    /// Velocity at `t` seconds (points per second): zero at the start, which is from rest,
    /// and from `duration` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        let t = max(t, 0), w = angularFrequency
        return -a * w * w * t * _exp(-w * t)
    }
}

/// UIKit's `setContentOffset(_:animated: true)`: a fixed 0.3 s whatever the
/// distance (Geri Borbás's `UIView+Speed.swift` reads the default
/// `contentOffsetAnimationDuration` 0.3 at runtime), along sin²(π t / 0.6)
/// (reverse-engineered from UIKitCore; the nearest cubic Bézier is (0.364, 0,
/// 0.636, 1), not ease-in-ease-out).
public struct ContentOffsetAnimation: Simulation {
    /// UIKit's duration of `setContentOffset(_:animated: true)` (seconds), whatever the
    /// distance.
    public static let standardDuration = 0.3
    /// The offset the animation starts from (points).
    public let from: Double
    /// The offset it ends at (points).
    public let to: Double
    /// How long it runs (seconds, within 0...10^6; NaN counts as 0).
    public let duration: Double

    /// An animation from `from` to `to` (points) over `duration` seconds.
    public init(from: Double, to: Double, duration: Double = ContentOffsetAnimation.standardDuration) {
        self.from = MotionInput.clamp(from); self.to = MotionInput.clamp(to)
        self.duration = duration.isNaN ? 0 : min(max(duration, 0), 1e6)
    }

    /// Position at `t` seconds (points), along sin² from `from` to `to`: `from` before 0,
    /// `to` from `duration` on.
    public func position(at t: Double) -> Double {
        if t >= duration { return to }
        if t <= 0 { return from }
        let s = _sine(Double.pi * t / (2 * duration))
        return from + (to - from) * s * s
    }

    /// Velocity at `t` seconds (points per second); zero before 0 and from `duration` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration || t <= 0 { return 0 }
        let k = Double.pi / (2 * duration)
        return (to - from) * k * _sine(2 * k * t)
    }
}
