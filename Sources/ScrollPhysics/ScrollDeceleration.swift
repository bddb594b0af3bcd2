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
    /// physics.md ("Slow releases", iOS 26.5 Simulator): UIKit never decelerates
    /// below about 260 pt/s and always does above about 350 pt/s; 300 pt/s lies in
    /// the middle of that band. (Such a release would otherwise coast 55–160 pt.)
    public static let minimumReleaseSpeed = 300.0

    /// - Parameters:
    ///   - start: position at release.
    ///   - velocity: points per second at release; outside an edge, the velocity of
    ///     the finger's coordinate (the drag's, before the rubber band).
    ///   - range: the positions the content may rest at.
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

/// The settle of a paging scroll view onto its page after the finger lifts.
///
/// UIKit's paging settle is quick and never overshoots the page (physics.md). A
/// critically damped spring with ω = 20 /s covers half a page (195 pt) to within
/// half a pixel in 0.48 s and is visually there after ~0.3 s, which is how a
/// paging UIScrollView looks frame by frame; a flick faster than the spring keeps
/// its speed and glides in exponentially (see `Spring`).
public enum PagingSettle {
    public static let frequency = 20.0

    public static func make(from start: Double, velocity: Double, to page: Double) -> any Simulation {
        Spring(from: start, velocity: velocity, to: page, angularFrequency: frequency)
    }

    /// The page a paging scroll view goes to on release. No public reverse
    /// engineering of UIKit's choice exists; this rule is ours and gives what users
    /// see: a flick moves at most one page from where the content is, and a slow
    /// release goes to the nearest page.
    ///
    /// The momentum is projected as a flick would carry it (WWDC18's `project`), and
    /// the nearest page to that projected point is taken, limited to the pages
    /// adjacent to the current position: [ceil(p) − 1, floor(p) + 1] for the
    /// fractional page p, so from 1.8 only pages 1 and 2 are possible and from
    /// exactly 2 pages 1 to 3.
    public static func targetPage(position: Double, velocity: Double, pageSize: Double,
                                  rate: DecelerationRate, pageCount: Int) -> Int {
        let position = MotionInput.clamp(position), velocity = MotionInput.clamp(velocity)
        guard pageSize > 0, pageSize.isFinite, pageCount > 0 else { return 0 }
        let p = position / pageSize
        let projected = (position + rate.project(velocity)) / pageSize
        var page = projected.rounded()
        page = min(max(page, p.rounded(.up) - 1), p.rounded(.down) + 1)
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
        return Spring(from: start, velocity: velocity, to: target, angularFrequency: PagingSettle.frequency)
    }
}
