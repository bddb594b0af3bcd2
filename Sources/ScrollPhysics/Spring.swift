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
///
/// A running animation asked to go elsewhere is retargeted, not restarted: it
/// keeps its start and its duration, and the change of target is added over what
/// is left of its progress (`retargeted(to:at:)`), so the content does not jump
/// and still arrives when it was going to (UIKitCore, iOS 26.1 decompile: the
/// running scroll animation's target offset is replaced, its timing kept; what
/// `scrollToRow` does when called again or when its row moves).
public struct ContentOffsetAnimation: Simulation {
    /// UIKit's duration of `setContentOffset(_:animated: true)` (seconds), whatever the
    /// distance.
    public static let standardDuration = 0.3
    /// The offset the animation starts from (points).
    public let from: Double
    /// The offset it ends at (points): the first target plus every change of it.
    public var to: Double { target + retargets.reduce(0) { $0 + $1.change } }
    /// How long it runs (seconds, within 0...10^6; NaN counts as 0).
    public let duration: Double
    /// The target it was started with.
    private let target: Double
    /// Changes of target: from `progress` (of the curve, below 1) on, `change` is added
    /// over the rest of the way.
    private var retargets: [(progress: Double, change: Double)] = []

    /// An animation from `from` to `to` (points) over `duration` seconds.
    public init(from: Double, to: Double, duration: Double = ContentOffsetAnimation.standardDuration) {
        self.from = MotionInput.clamp(from); self.target = MotionInput.clamp(to)
        self.duration = duration.isNaN ? 0 : min(max(duration, 0), 1e6)
    }

    /// The same animation, heading for `newTarget` (points) from `t` seconds on: what is
    /// left of the way (the curve's progress from `t` to the end) carries the change, so
    /// the position at `t` is kept and the end time too. At or after the end, the target
    /// is simply the new one.
    public func retargeted(to newTarget: Double, at t: Double) -> ContentOffsetAnimation {
        var a = self
        let change = MotionInput.clamp(newTarget) - to
        guard change != 0 else { return a }
        let p = t.isNaN ? 1 : progress(at: t)
        // (At the very end there is no way left to spread it over: it applies at once.)
        a.retargets.append((p < 1 - 1e-9 ? p : 1, change))
        return a
    }

    /// The curve's progress at `t`: 0 to 1 along sin².
    private func progress(at t: Double) -> Double {
        if t >= duration { return 1 }
        if t <= 0 { return 0 }
        let s = _sine(Double.pi * t / (2 * duration))
        return s * s
    }

    /// Position at `t` seconds (points), along sin² from `from` to `to`: `from` before 0,
    /// `to` from `duration` on.
    public func position(at t: Double) -> Double {
        if t >= duration { return to }
        if t <= 0 { return from }
        let p = progress(at: t)
        var x = from + (target - from) * p
        for r in retargets where p > r.progress { x += r.change * (r.progress < 1 ? (p - r.progress) / (1 - r.progress) : 1) }
        return x
    }

    /// Velocity at `t` seconds (points per second); zero before 0 and from `duration` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration || t <= 0 { return 0 }
        let k = Double.pi / (2 * duration)
        let dp = k * _sine(2 * k * t)
        let p = progress(at: t)
        var v = (target - from) * dp
        for r in retargets where p > r.progress && r.progress < 1 { v += r.change * dp / (1 - r.progress) }
        return v
    }
}
