/// A cubic Bézier timing function, as Core Animation's `CAMediaTimingFunction`:
/// x(u) = time fraction, y(u) = progress, from (0, 0) to (1, 1).
public struct TimingCurve: Hashable, Sendable {
    /// The time coordinate of the first control point, within 0...1.
    public let x1: Double
    /// The progress coordinate of the first control point (it may lie outside 0...1).
    public let y1: Double
    /// The time coordinate of the second control point, within 0...1.
    public let x2: Double
    /// The progress coordinate of the second control point (it may lie outside 0...1).
    public let y2: Double
    /// The time coordinates are kept in [0, 1], as Core Animation requires, so that
    /// time runs forwards along the curve (NaN counts as 0); the progress
    /// coordinates may overshoot, within `MotionInput`'s bounds.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        func time(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
        self.x1 = time(x1); self.y1 = MotionInput.clamp(y1); self.x2 = time(x2); self.y2 = MotionInput.clamp(y2)
    }

    /// Constant speed: progress equals the time fraction
    /// (`kCAMediaTimingFunctionLinear`).
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)

    private static func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }
    private static func slope(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * p1 + 6 * v * u * (p2 - p1) + 3 * u * u * (1 - p2)
    }

    /// The curve parameter u at time fraction x: Newton's method, with bisection
    /// when the slope is too flat for it. Deterministic: fixed iteration counts.
    private func parameter(atTime x: Double) -> Double {
        var u = x
        for _ in 0..<8 {
            let err = Self.bezier(u, x1, x2) - x
            let d = Self.slope(u, x1, x2)
            if abs(err) < 1e-12 { return u }
            if abs(d) < 1e-6 { break }
            u -= err / d
        }
        var lo = 0.0, hi = 1.0
        u = x
        for _ in 0..<60 {
            if Self.bezier(u, x1, x2) < x { lo = u } else { hi = u }
            u = (lo + hi) / 2
        }
        return u
    }

    /// Progress (0...1) at time fraction `x` (0...1).
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.bezier(parameter(atTime: x), y1, y2)
    }

    /// d(progress)/d(time fraction) at `x`.
    public func rate(at x: Double) -> Double {
        if x <= 0 || x >= 1 { return x <= 0 ? Self.slope(0, y1, y2) / max(Self.slope(0, x1, x2), 1e-9) : 0 }
        let u = parameter(atTime: x)
        let dx = Self.slope(u, x1, x2)
        return dx == 0 ? 0 : Self.slope(u, y1, y2) / dx
    }
}

/// A timed animation between two values along a timing curve: what
/// `setContentOffset(_:animated: true)` runs.
public struct CurveAnimation: Simulation {
    /// UIKit does not publish the duration or curve of `setContentOffset(_:animated:)`.
    /// We use 0.3 s on ease-in-ease-out: the standard UIKit animation duration and
    /// curve, and what the animation looks like frame by frame in the Simulator.
    public static let contentOffsetDuration = 0.3

    /// The value at the start, in the unit of what is animated.
    public let from: Double
    /// The value at the end, in the same unit.
    public let to: Double
    /// How long the animation runs (seconds, not negative; NaN counts as 0).
    public let duration: Double
    /// How progress from `from` to `to` follows the elapsed fraction of `duration`.
    public let curve: TimingCurve

    /// An animation from `from` to `to` over `duration` seconds along `curve`.
    public init(from: Double, to: Double, duration: Double, curve: TimingCurve) {
        self.from = MotionInput.clamp(from); self.to = MotionInput.clamp(to)
        self.duration = max(0, MotionInput.clamp(duration)); self.curve = curve
    }

    /// The value at `t` seconds: `from` before 0, `to` from `duration` on.
    public func position(at t: Double) -> Double {
        if t >= duration { return to }
        if t <= 0 { return from }
        return from + (to - from) * curve.progress(at: t / duration)
    }

    /// The rate of change at `t` seconds (units per second); zero from `duration` on and
    /// for a zero duration.
    public func velocity(at t: Double) -> Double {
        if t >= duration || duration == 0 { return 0 }
        return (to - from) / duration * curve.rate(at: max(t, 0) / duration)
    }
}
