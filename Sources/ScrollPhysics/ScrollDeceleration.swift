/// What a scroll view does on one axis after the finger lifts with a velocity:
/// decelerate, and if the content runs past an edge, spring back to it.
///
/// The pieces are composed by time offsets found here, once (as Flutter's
/// `BouncingScrollSimulation` does): friction until the edge is crossed, then a
/// spring that starts at the edge with the velocity the friction had there.
public enum ScrollDeceleration {
    /// UIKit's bounce-back: critically damped, and about half a second from a large
    /// overscroll (physics.md). ω = 17 /s brings a 150 pt overscroll within half a
    /// pixel in 0.55 s; a flick that hits the edge at 2000 pt/s runs 43 pt past it.
    /// The stiffness-100 spring of common re-implementations (ω = 10) takes 0.95 s,
    /// visibly slower than the real thing.
    public static let bounceFrequency = 17.0
    /// Flutter caps the speed a flick carries past an edge; so does UIKit, visibly.
    public static let maxEdgeVelocity = 5000.0

    /// - Parameters:
    ///   - start: position at release.
    ///   - velocity: points per second at release.
    ///   - range: the positions the content may rest at.
    ///   - bounces: false clamps at the edges instead of springing past them.
    public static func make(from start: Double, velocity: Double, rate: DecelerationRate,
                            range: ClosedRange<Double>, bounces: Bool) -> any Simulation {
        // Released outside the range: spring back, unless the velocity carries the
        // content back inside by itself (a flick back towards the content).
        if start < range.lowerBound || start > range.upperBound {
            let edge = start < range.lowerBound ? range.lowerBound : range.upperBound
            let friction = Deceleration(from: start, velocity: velocity, rate: rate)
            let inward = (edge - start) * velocity > 0
            if inward, let tIn = friction.time(atPosition: edge) {
                let inside = make(from: edge, velocity: friction.velocity(at: tIn), rate: rate,
                                  range: range, bounces: bounces)
                return PhasedSimulation([(0, friction), (tIn, inside)])
            }
            return Spring(from: start, velocity: velocity, to: edge, angularFrequency: bounceFrequency)
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
        let carried = friction.velocity(at: tEdge)
        let capped = max(-maxEdgeVelocity, min(maxEdgeVelocity, carried))
        let spring = Spring(from: edge, velocity: capped, to: edge, angularFrequency: bounceFrequency)
        return PhasedSimulation([(0, friction), (tEdge, spring)])
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
        guard pageSize > 0, pageCount > 0 else { return 0 }
        let p = position / pageSize
        let projected = (position + rate.project(velocity)) / pageSize
        var page = projected.rounded()
        page = min(max(page, p.rounded(.up) - 1), p.rounded(.down) + 1)
        return Int(min(max(page, 0), Double(pageCount - 1)))
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
        let distance = target - start
        if distance == 0, abs(velocity) <= Deceleration.stopSpeed { return Stationary(start) }
        if distance * velocity > 0, abs(velocity) > Deceleration.stopSpeed {
            let k = -(abs(velocity) - Deceleration.stopSpeed) / abs(distance)
            let rate = DecelerationRate(rawValue: _exp(k / 1000))
            if rate.isValid {
                return Deceleration(from: start, velocity: velocity, rate: rate)
            }
        }
        return Spring(from: start, velocity: velocity, to: target, angularFrequency: PagingSettle.frequency)
    }
}
