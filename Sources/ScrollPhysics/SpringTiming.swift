/// The progress (0 to 1) of UIKit's spring animation,
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`,
/// as a damped harmonic oscillator in closed form:
///
///     y'' + 2ζω0 y' + ω0² y = 0,   y = 1 − progress,   y(0) = 1,   y'(0) = −v0
///
/// ζ is the damping ratio (under 1 it overshoots and oscillates, 1 is critically
/// damped, over 1 creeps), and v0 the initial velocity in UIKit's unit: the whole
/// distance per second. UIKit documents `duration` as the animation's total
/// duration and does not publish its stiffness; here ω0 is the least stiffness
/// for which the motion is settled by `duration` (its envelope within
/// `tolerance` of the whole distance), so the animation ends on time and its
/// last frame sits on the target (no jump onto it). ω0 is found by a fixed
/// number of bisection steps; every input is bounded first.
public struct SpringTiming: Simulation {
    /// How far from the target (a fraction of the whole distance) counts as settled.
    public static let tolerance = 1e-3

    /// ζ, kept within 0.01...100 (NaN counts as 1): under 1 it overshoots and oscillates,
    /// 1 is critically damped, over 1 creeps.
    public let dampingRatio: Double
    /// v0 in UIKit's unit, the whole distance per second: 0.5 starts a 200-point animation
    /// at 100 points per second.
    public let initialVelocity: Double
    /// How long the animation runs (seconds, within 0...10^6; NaN counts as 0); it has
    /// settled by then.
    public let duration: Double
    /// ω0, per second.
    public let naturalFrequency: Double

    /// UIKit's spring timing for `dampingRatio`, `initialVelocity` (whole distances per
    /// second) and `duration` (seconds); the stiffness, ``naturalFrequency``, is found here.
    public init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), 100)
        let v0 = MotionInput.clamp(initialVelocity)
        let T = min(max(duration.isNaN ? 0 : duration, 0), 1e6)
        self.dampingRatio = zeta
        self.initialVelocity = v0
        self.duration = T
        guard T > 0 else { naturalFrequency = 0; return }
        // The envelope at T falls as the spring stiffens; bisect on log ω0.
        var lo = _log(1e-6), hi = _log(1e9)
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if Self.envelope(at: T, zeta: zeta, omega: _exp(mid), v0: v0) <= Self.tolerance { hi = mid } else { lo = mid }
        }
        naturalFrequency = _exp(hi)
    }

    /// The displacement y(t) and its derivative.
    private static func displacement(at t: Double, zeta: Double, omega w: Double, v0: Double) -> (y: Double, dy: Double) {
        let dy0 = -v0
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let a = 1.0, b = (dy0 + zeta * w * a) / wd
            let e = _exp(-zeta * w * t), c = _cosine(wd * t), s = _sine(wd * t)
            let y = e * (a * c + b * s)
            let dy = e * ((b * wd - zeta * w * a) * c - (a * wd + zeta * w * b) * s)
            return (y, dy)
        }
        if zeta == 1 {
            let a = 1.0, b = dy0 + w
            let e = _exp(-w * t)
            return ((a + b * t) * e, (b - w * (a + b * t)) * e)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
        let c2 = (dy0 - r1) / (r2 - r1), c1 = 1 - c2
        let e1 = _exp(r1 * t), e2 = _exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// A bound of |y| from `t` on.
    private static func envelope(at t: Double, zeta: Double, omega w: Double, v0: Double) -> Double {
        let dy0 = -v0
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let b = (dy0 + zeta * w) / wd
            return _exp(-zeta * w * t) * (1 + b * b).squareRoot()
        }
        if zeta == 1 {
            // (|a| + |b| t) e^(−ωt) falls for good after its peak; past it, it bounds |y|.
            let b = abs(dy0 + w), peak = b > 0 ? max(0, 1 / w - 1 / b) : 0
            let s = max(t, peak)
            return (1 + b * s) * _exp(-w * s)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
        let c2 = (dy0 - r1) / (r2 - r1), c1 = 1 - c2
        return abs(c1) * _exp(r1 * t) + abs(c2) * _exp(r2 * t)
    }

    /// Progress at `t` seconds: 0 before the start, 1 from `duration` on; in between an
    /// under-damped spring goes past 1.
    public func position(at t: Double) -> Double {
        if t >= duration { return 1 }
        if t <= 0 { return 0 }
        return 1 - Self.displacement(at: t, zeta: dampingRatio, omega: naturalFrequency, v0: initialVelocity).y
    }

    /// Rate of progress at `t` seconds (whole distances per second): `initialVelocity` at
    /// the start, zero from `duration` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration || duration <= 0 { return 0 }
        return -Self.displacement(at: max(t, 0), zeta: dampingRatio, omega: naturalFrequency, v0: initialVelocity).dy
    }
}
