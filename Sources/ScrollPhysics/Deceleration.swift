/// A flick's momentum: UIKit's exponential deceleration, in closed form.
///
///     v(t) = v0 · d^(1000 t)                 d = decelerationRate (per millisecond)
///     x(t) = x0 + v0 · (d^(1000 t) − 1) / k   k = 1000 · ln d  (per second)
///
/// The formula never arrives; UIKit stops when the speed falls under a threshold
/// and reports that stopping point as `targetContentOffset`. The threshold was fitted
/// to the iOS 26.5 recording in shared/reference/physics.md (rate 0.998, release at
/// 0.480834 pt/ms, target 635.333 from 400, at rest after ~1917 ms): with
/// `stopSpeed` = 10 pt/s the model reproduces every recorded sample within 0.5 pt
/// and predicts a target of 635.18 (UIKit rounds to the pixel: 635.333) and a rest
/// time of 1.935 s (the recording's clock starts ~16 ms, one frame, after release).
public struct Deceleration: Simulation {
    /// Below this speed (points per second) the deceleration is over.
    public static let stopSpeed = 10.0

    /// The position at release (points), where the motion is at t = 0.
    public let start: Double
    /// The velocity at release (points per second); its sign is the direction.
    public let initialVelocity: Double
    /// The fraction of the velocity kept per millisecond, strictly between 0 and 1: a rate
    /// given outside (see ``DecelerationRate/isValid``) is replaced by its
    /// ``DecelerationRate/usable`` value.
    public let rate: DecelerationRate
    /// Seconds until the speed falls to ``stopSpeed``, where the motion stops at `target`;
    /// 0 for a release no faster than ``stopSpeed``.
    public let duration: Double
    /// Where the motion stops: UIKit's `targetContentOffset` on this axis.
    public let target: Double
    /// How many times further than the velocity alone the content glides: UIKit's
    /// fast-scroll multiplier (1 but for repeated fast flicks; see
    /// ``FastScroll``). It scales the distance, not the time: the motion ends when
    /// the velocity it was released with has decayed to ``stopSpeed``, as ever.
    public let multiplier: Double
    private let k: Double

    /// A flick released at `start` (points) with `velocity` (points per second), slowing
    /// at `rate`, gliding `multiplier` times the distance (kept within 1...16; NaN
    /// counts as 1); a release no faster than ``stopSpeed`` does not move.
    public init(from start: Double, velocity: Double, rate: DecelerationRate, multiplier: Double = 1) {
        let start = MotionInput.clamp(start), velocity = MotionInput.clamp(velocity)
        let rate = rate.isValid ? rate : rate.usable
        let m = multiplier.isNaN ? 1 : min(max(multiplier, 1), FastScroll.largestMultiplier)
        self.start = start
        self.initialVelocity = velocity
        self.rate = rate
        self.multiplier = m
        self.k = rate.coefficient
        let speed = abs(velocity)
        if speed <= Self.stopSpeed {
            duration = 0
            target = start
        } else {
            let t = _log(Self.stopSpeed / speed) / k
            duration = t
            target = start + m * velocity * (_exp(k * t) - 1) / k
        }
    }

    /// The deceleration from `start` at `velocity` that stops exactly at `target`
    /// (a delegate's rewritten `targetContentOffset`): the same exponential, with the
    /// rate that takes it there, resting on `target` itself rather than on what the
    /// formula rounds to. nil when the target is not ahead of the motion or no rate
    /// between 0 and 1 stops there.
    public init?(from start: Double, velocity: Double, stoppingAt target: Double) {
        let start = MotionInput.clamp(start), velocity = MotionInput.clamp(velocity)
        let target = MotionInput.clamp(target)
        let distance = target - start
        guard distance * velocity > 0, abs(velocity) > Self.stopSpeed else { return nil }
        // x(T) − x0 = (stopSpeed − |v0|) / k · sign: the rate whose stop is the target.
        let k = -(abs(velocity) - Self.stopSpeed) / abs(distance)
        let rate = DecelerationRate(rawValue: _exp(k / 1000))
        guard rate.isValid else { return nil }
        self.start = start
        self.initialVelocity = velocity
        self.rate = rate
        self.multiplier = 1
        self.k = k
        self.duration = _log(Self.stopSpeed / abs(velocity)) / k
        self.target = target
    }

    /// Position at `t` seconds (points): `start` before 0, `target` from `duration` on.
    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        if t <= 0 { return start }
        return start + multiplier * initialVelocity * (_exp(k * t) - 1) / k
    }

    /// Velocity at `t` seconds (points per second), as shown (the multiplier included):
    /// the release velocity times the multiplier before 0, zero from `duration` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        return multiplier * initialVelocity * _exp(k * max(t, 0))
    }

    /// The time at which the motion passes `x`, if it does before it stops.
    public func time(atPosition x: Double) -> Double? {
        if x == start { return 0 }
        guard initialVelocity != 0 else { return nil }
        let e = 1 + (x - start) * k / (multiplier * initialVelocity)
        guard e > 0 else { return nil }
        let t = _log(e) / k
        guard t >= 0, t <= duration else { return nil }
        return t
    }
}
