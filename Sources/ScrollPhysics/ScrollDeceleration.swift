/// What a scroll view does on one axis after the finger lifts with a velocity:
/// decelerate, and if the content runs past an edge, bounce back to it.
///
/// The pieces are composed by time offsets found here, once (as Flutter's
/// `BouncingScrollSimulation` does): friction until the edge is crossed, then a
/// `Bounce` that starts at the edge with the speed the friction had there. Every
/// hand-over keeps the speed on screen.
public enum ScrollDeceleration {
    /// A release slower than this (points per second, the speed of the two axes
    /// together) does not decelerate: the content stays where the finger left it
    /// and the delegate hears `scrollViewDidEndDragging(willDecelerate: false)`.
    /// 250 pt/s, UIKit's rule as reverse-engineered from UIKitCore (iOS 18–26
    /// disassembly write-ups: |v| ≥ 0.25 pt/ms, the 2-D magnitude of the latest
    /// velocity sample), and consistent with the Simulator (the Cranpose project's
    /// notes, iOS 26.5): a flick released at 263 pt/s decelerated, with a target
    /// about 126 pt ahead, and releases under about 260 pt/s never do. (Such a
    /// release would otherwise coast 55–160 pt.)
    public static let minimumReleaseSpeed = 250.0

    /// - Parameters:
    ///   - start: position at release.
    ///   - velocity: points per second at release; outside an edge, the velocity of
    ///     the finger's coordinate (the drag's, before the rubber band).
    ///   - range: the positions the content may rest at.
    ///   - rate: the deceleration rate, the fraction of the velocity kept each millisecond.
    ///   - bounces: false clamps at the edges instead of running past them.
    ///   - dimension: the viewport length on this axis (the rubber band's).
    public static func make(from start: Double, velocity: Double, rate: DecelerationRate,
                            range: ClosedRange<Double>, bounces: Bool, dimension: Double) -> any Simulation {
        let start = MotionInput.clamp(start), velocity = MotionInput.clamp(velocity)
        // Released outside the range: back to the edge, unless the velocity carries
        // the content back inside by itself (a flick back towards the content).
        if start < range.lowerBound || start > range.upperBound {
            let edge = start < range.lowerBound ? range.lowerBound : range.upperBound
            let bounce = Bounce(from: start, momentum: velocity, edge: edge, dimension: dimension)
            if let back = bounce.crossingBackInside {
                let inside = make(from: edge, velocity: back.velocity, rate: rate, range: range,
                                  bounces: bounces, dimension: dimension)
                return PhasedSimulation([(0, bounce), (back.time, inside)])
            }
            return bounce
        }
        let friction = Deceleration(from: start, velocity: velocity, rate: rate)
        let edge: Double
        if friction.target > range.upperBound { edge = range.upperBound }
        else if friction.target < range.lowerBound { edge = range.lowerBound }
        else { return friction }
        guard let tEdge = friction.time(atPosition: edge) else { return friction }
        if !bounces {
            return PhasedSimulation([(0, friction), (tEdge, Stationary(edge))])
        }
        let bounce = Bounce.crossing(edge: edge, velocity: friction.velocity(at: tEdge), dimension: dimension)
        return PhasedSimulation([(0, friction), (tEdge, bounce)])
    }
}

/// The settle of a paging scroll view onto its page after the finger lifts, and
/// the page it goes to: UIKit's rules as reverse-engineered from UIKitCore
/// (disassembly write-ups of iOS 18–26, corroborated by the runtime default
/// `pagingFriction` 0.9702286931818183 that Geri Borbás's `UIView+Speed.swift`
/// reads, which is this formula's friction at a 343 pt page).
///
/// The settle is a spring stepped once per whole millisecond,
///
///     d = target − x;  v += d · pull;  v *= friction;  x += v      (v in pt/ms)
///
/// with pull = 3.59090909e-4 − 1.84659091e-7 · W and friction = 0.966818182 +
/// 9.94318182e-6 · W for a page W ≤ 1024 pt wide (0.00017 and 0.977 for wider
/// pages), snapping to the target once |v| < 0.01 pt/ms and |d| ≤ 1 pt. The steps
/// are computed once, when the motion is made, and the motion is read from them:
/// a pure function of time like every other. UIKit steps whole milliseconds per
/// display frame and drops the fraction (16 steps in a 16.67 ms frame, 8 in an
/// 8.33 ms one), so a settle lasts its step count / 0.96: `stepsPerSecond`.
public struct PagingSettle: Simulation {
    /// Steps of UIKit's per-millisecond spring per second of screen time.
    public static let stepsPerSecond = 960.0
    /// A release faster than this (points per second) turns the page in its
    /// direction; a slower one goes to the nearest page.
    public static let pageTurnSpeed = 300.0
    /// How far from its page the settle may be when it snaps there (points), with
    /// its speed under `snapSpeed` (points per millisecond): UIKit's own last step,
    /// which shows as a jump of up to a point.
    public static let snapDistance = 1.0
    /// The speed under which the settle snaps to its page when within ``snapDistance``
    /// (points per millisecond).
    public static let snapSpeed = 0.01
    /// The most steps a settle takes (20 s of steps); past them it is at its page.
    static let maximumSteps = 19_200

    /// The offset of the page the settle comes to rest on (points).
    public let target: Double
    /// Seconds until the settle is on its page: its step count, the final snap included,
    /// divided by ``stepsPerSecond``.
    public let duration: Double
    /// Where the content is after each step (the first is the start).
    private let positions: [Double]

    /// The settle from `start` (points), released at `velocity` (points per second), onto
    /// `target`, for pages `pageWidth` points wide (not finite counts as 1024, negative as 0).
    public init(from start: Double, velocity: Double, to target: Double, pageWidth: Double) {
        let start = MotionInput.clamp(start), target = MotionInput.clamp(target)
        let w = pageWidth.isFinite ? max(pageWidth, 0) : 1024
        let pull = w <= 1024 ? 3.59090909e-4 - 1.84659091e-7 * w : 0.00017
        let friction = w <= 1024 ? 0.966818182 + 9.94318182e-6 * w : 0.977
        var x = start, v = MotionInput.clamp(velocity) / 1000
        var list = [x]
        while list.count <= Self.maximumSteps {
            let d = target - x
            if abs(v) < Self.snapSpeed, abs(d) <= Self.snapDistance { break }
            v += d * pull
            v *= friction
            x += v
            list.append(x)
        }
        list.append(target)
        self.target = target
        self.positions = list
        self.duration = Double(list.count - 1) / Self.stepsPerSecond
    }

    /// Position at `t` seconds (points), linear between the steps; `target` from `duration`
    /// on.
    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        let s = max(t, 0) * Self.stepsPerSecond
        let n = Int(s), f = s - Double(n)
        return positions[n] + (positions[n + 1] - positions[n]) * f
    }

    /// Velocity at `t` seconds (points per second): that of the step under way; zero from
    /// `duration` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        let n = Int(max(t, 0) * Self.stepsPerSecond)
        return (positions[n + 1] - positions[n]) * Self.stepsPerSecond
    }

    /// The page a paging scroll view goes to on release: with a velocity faster
    /// than `pageTurnSpeed`, the next page in its direction (one page at most);
    /// slower, the nearest page.
    public static func targetPage(position: Double, velocity: Double, pageSize: Double, pageCount: Int) -> Int {
        let position = MotionInput.clamp(position), velocity = MotionInput.clamp(velocity)
        guard pageSize > 0, pageSize.isFinite, pageCount > 0 else { return 0 }
        let p = position / pageSize
        var page: Double
        if velocity > pageTurnSpeed { page = p.rounded(.down) + 1 }
        else if velocity < -pageTurnSpeed { page = p.rounded(.up) - 1 }
        else { page = p.rounded() }
        page = min(max(page, 0), Double(min(pageCount, 1 << 52) - 1))
        return page.isNaN ? 0 : Int(page)
    }
}

extension ScrollDeceleration {
    /// A deceleration that lands on `target`, when a delegate rewrote
    /// `targetContentOffset`. UIKit keeps the release velocity (no visible jump)
    /// and bends the deceleration to end where it was told: here the same
    /// exponential, with the rate that stops exactly at the target. A target behind
    /// the motion, or a release too slow to coast there, is reached by the paging
    /// spring instead.
    public static func steered(from start: Double, velocity: Double, to target: Double) -> any Simulation {
        let start = MotionInput.clamp(start), velocity = MotionInput.clamp(velocity)
        let target = MotionInput.clamp(target)
        if target == start, abs(velocity) <= Deceleration.stopSpeed { return Stationary(start) }
        if let landing = Deceleration(from: start, velocity: velocity, stoppingAt: target) { return landing }
        return Spring(from: start, velocity: velocity, to: target, angularFrequency: Spring.steeringFrequency)
    }
}
