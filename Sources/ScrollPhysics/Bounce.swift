/// Content let go outside an edge: it returns to the edge, and any momentum that
/// carries it further out dies away first. (A deceleration that runs into an
/// edge is another motion: see `Bounce.crossing`.)
///
/// The motion is computed in the finger's coordinate, where the rubber band is
/// linear: the overshoot `u` that `RubberBand` turns into what is shown.
///
///     shown(t) = edge + RubberBand.offset(forOvershoot: u(t), dimension: d)
///     u'(t) = −u / τ + p(t)     the band pulls back at a speed proportional to its stretch
///     p'(t) = −γ · p(t)         momentum carried past the edge dies away
///
///     u(t)  = u0 · e^(−t/τ) + p0 · (e^(−t/τ) − e^(−γt)) / (γ − 1/τ)
///
/// - τ = 105 ms: UIKit's held release, recorded in the iOS 26.5 Simulator (the
///   Cranpose project's public test fixture: a drag held 177 pt past the top edge
///   of a 681.667 pt viewport, released without velocity). Mapped back through the
///   rubber band, every sample lies on one exponential of the finger's overshoot,
///   with a time constant of 104–108 ms from the first frame to the last, and no
///   lag: the return is at full speed in the first frame, which no spring released
///   from rest does. τ = 105 ms puts every sample within 0.75 pt (0.0042 of the
///   overscroll). (It agrees with the reverse-engineered pull-back of 0.99 a
///   millisecond, τ = 99.5 ms, to 0.019 of the overscroll; the recording wins.)
/// - γ = 11 /s: no recording has momentum released outside an edge (a drag past the
///   edge let go while still moving outwards). It dies at the rate of the device's
///   flick into an edge (`flickFrequency`), the only measured return that carries
///   momentum; with it the motion is overdamped (one overshoot, no oscillation).
/// - A finger that catches the content outside the edge takes it at
///   `RubberBand.unclamp` of what is shown, which is `u` exactly: letting go again
///   without moving continues this same motion with the momentum gone.
///
/// The motion rests, exactly at the edge, once the shown distance is under
/// `tolerance` and its speed under 12 · tolerance per second (for points: half a
/// pixel at 3x and 2 pt/s, as `Spring`).
public struct Bounce: Simulation {
    /// τ: how fast the band pulls the content back (seconds).
    public static let timeConstant = 0.105
    /// γ: how fast momentum carried past the edge dies away (per second).
    public static let momentumDamping = 11.0
    /// ω of a flick into an edge: the content runs past it and comes back as a
    /// critically damped spring on the shown offset, fed the speed at the crossing.
    /// Fitted to a device recording (LNCustomScrollView, BouncesOptimizationDataList.m:
    /// a flick into the top edge of a full-screen scroll view, iOS 14, 60 Hz;
    /// crossing time and speed fitted with ω): ω = 10.97 /s, ζ = 1.006 by least
    /// squares; ω = 11 /s, ζ = 1 puts every frame after the peak within 0.0042 of
    /// the peak (and before it). A spring is linear: at any speed the return keeps
    /// this shape, peaking 1/ω = 91 ms after the crossing.
    ///
    /// That device's return and the Simulator's held release (`timeConstant`) are
    /// not one model: a spring let go from rest starts at zero speed, and the held
    /// release is at full speed in its first frame (a critically damped spring fitted
    /// to it is off by 0.24 of the overscroll; the finger-coordinate model fitted to
    /// both is off by 0.03–0.09 of the peak for flicks at other speeds). Both are
    /// kept, each for what was recorded: a crossing is this spring, a release past
    /// the edge is `Bounce`. (They differ by era too: iOS 14 on a device, iOS 26.5
    /// in the Simulator.)
    public static let flickFrequency = 11.0

    /// The offset the content returns to and rests at (points).
    public let edge: Double
    /// The viewport length on this axis that sizes the rubber band (points); with none
    /// (0 or less) the content is at the edge at once.
    public let dimension: Double
    /// Seconds until the content rests at the edge: the shown distance stays under the
    /// tolerance and the speed under 12 × tolerance per second from then on.
    public let duration: Double
    /// u(t) = a · e^(−λt) + b · e^(−γt), λ = 1/τ.
    private let a: Double
    private let b: Double
    private static let lambda = 1 / timeConstant
    private static let gamma = momentumDamping

    /// - Parameters:
    ///   - position: where the content is shown now, on the far side of `edge` or at it.
    ///   - momentum: velocity of the finger's coordinate (points per second); a drag
    ///     released past the edge has its finger's velocity, a crossing see `crossing`.
    ///   - edge: the offset it returns to.
    ///   - dimension: the viewport length of the rubber band on this axis.
    ///   - tolerance: distance at which it counts as arrived (in `position`'s unit).
    public init(from position: Double, momentum: Double, edge: Double, dimension: Double,
                tolerance: Double = Spring.distanceTolerance) {
        let edge = MotionInput.clamp(edge)
        let d = MotionInput.clamp(dimension)
        self.edge = edge
        self.dimension = d
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : Spring.distanceTolerance
        let u0 = RubberBand.overshoot(forOffset: MotionInput.clamp(position) - edge, dimension: d)
        let p0 = MotionInput.clamp(momentum)
        let g = Self.gamma, l = Self.lambda
        a = u0 + p0 / (g - l)
        b = -p0 / (g - l)
        duration = d > 0 ? Self.settleTime(abs(u0 + p0 / (g - l)), abs(p0 / (g - l)), tolerance: tol) : 0
    }

    /// The first time after which the shown distance stays under `tolerance` and the
    /// speed under 12 · tolerance /s. |f(u)| <= c|u| and |f'| <= c give two falling
    /// envelopes, so bisection between 0 and a closed-form bound finds it (the
    /// amplitudes are finite, so is the bound, and the loop count is fixed).
    private static func settleTime(_ a: Double, _ b: Double, tolerance: Double) -> Double {
        let c = RubberBand.coefficient, l = lambda, g = gamma, speedTolerance = 12 * tolerance
        func settled(_ t: Double) -> Bool {
            let ea = _exp(-l * t), eb = _exp(-g * t)
            return c * (a * ea + b * eb) < tolerance && c * (l * a * ea + g * b * eb) < speedTolerance
        }
        if settled(0) { return 0 }
        var lo = 0.0
        var hi = max(_log(max(c * (a + b) / tolerance, 1)), _log(max(c * (l * a + g * b) / speedTolerance, 1))) / l
        hi += 1e-6
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }

    /// A deceleration that reaches `edge` moving outwards at `velocity` (points per
    /// second on screen): a critically damped spring on the shown offset that
    /// starts at the edge with that speed (see `flickFrequency`).
    public static func crossing(edge: Double, velocity: Double, dimension: Double) -> any Simulation {
        Spring(from: edge, velocity: velocity, to: edge, angularFrequency: flickFrequency)
    }

    /// The finger's overshoot at `t`.
    private func overshoot(at t: Double) -> Double {
        a * _exp(-Self.lambda * t) + b * _exp(-Self.gamma * t)
    }

    /// The shown offset at `t` seconds (points): the edge plus the rubber-banded overshoot;
    /// exactly `edge` from `duration` on.
    public func position(at t: Double) -> Double {
        if t >= duration { return edge }
        return edge + RubberBand.offset(forOvershoot: overshoot(at: max(t, 0)), dimension: dimension)
    }

    /// The shown velocity at `t` seconds (points per second); zero from `duration` on.
    public func velocity(at t: Double) -> Double {
        t >= duration ? 0 : shownVelocity(at: max(t, 0))
    }

    private func shownVelocity(at t: Double) -> Double {
        let du = -Self.lambda * a * _exp(-Self.lambda * t) - Self.gamma * b * _exp(-Self.gamma * t)
        return RubberBand.slope(atOvershoot: overshoot(at: t), dimension: dimension) * du
    }

    /// When momentum towards the content carries it back across the edge, the time
    /// of the crossing and the speed on screen there; nil when it returns to the
    /// edge and rests (u has one sign throughout).
    public var crossingBackInside: (time: Double, velocity: Double)? {
        // u = 0 where e^((γ − λ)t) = −b / a: only for a, b of opposite signs, |b| > |a|.
        guard a != 0, -b / a > 1 else { return nil }
        let t = _log(-b / a) / (Self.gamma - Self.lambda)
        guard t > 0, t.isFinite else { return nil }
        return (t, shownVelocity(at: t))
    }
}
