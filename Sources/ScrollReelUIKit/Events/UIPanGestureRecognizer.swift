import QuartzCore
import ScrollPhysics

/// UIKit's `UIPanGestureRecognizer`: a continuous drag. It begins once the
/// centroid of its touches has moved 10 pt from where they came down (UIKit's
/// hysteresis, the one its scroll views use), changes as they move, and ends when
/// the last lifts (it fails if they lift before it began).
///
/// `translation(in:)` is measured from where the pan began, so a view dragged by
/// it does not jump by the hysteresis; `velocity(in:)` is a least-squares line
/// through the last 100 ms of the centroid, as ScrollReel's scroll views measure a
/// release.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that make a pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// The most touches a pan may have (no limit by default).
    open var maximumNumberOfTouches = Int.max

    /// How far the centroid moves before the pan begins, in points.
    package static let hysteresis = TouchPhysics.touchSlop

    private var start = CGPoint.zero
    /// Where the translation is measured from, in window coordinates.
    private var origin = CGPoint.zero
    private var tracker = VelocityTracker()
    private var lastCount = 0
    private var lastCentroid = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let c = location(in: nil)
        if numberOfTouches == 1 || state == .possible && lastCount == 0 { start = c; tracker = VelocityTracker() }
        shiftOrigin(to: c)
        tracker.add(time: now, x: c.x, y: c.y)
        if numberOfTouches > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let c = location(in: nil)
        tracker.add(time: now, x: c.x, y: c.y)
        lastCentroid = c
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches,
                  (c - start).length >= Self.hysteresis else { return }
            origin = c
            state = .began
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let t = touches.first { tracker.add(time: now, x: t.windowLocation.x, y: t.windowLocation.y) }
        finishIfLast(touches, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishIfLast(touches, cancelled: true)
    }

    private func finishIfLast(_ touches: Set<UITouch>, cancelled: Bool) {
        let remaining = numberOfTouches - touches.count
        guard remaining <= 0 else { shiftOrigin(to: centroid(excluding: touches)); return }
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// A touch joined or left: the translation carries on from where it was.
    private func shiftOrigin(to newCentroid: CGPoint) {
        defer { lastCount = numberOfTouches; lastCentroid = newCentroid }
        guard lastCount > 0, numberOfTouches != lastCount else { return }
        origin = origin + (newCentroid - lastCentroid)
        start = start + (newCentroid - lastCentroid)
    }

    private func centroid(excluding gone: Set<UITouch>) -> CGPoint {
        let kept = self.touches.filter { !gone.contains($0) }
        guard !kept.isEmpty else { return lastCentroid }
        return kept.reduce(CGPoint.zero) { $0 + $1.windowLocation } * (1 / CGFloat(kept.count))
    }

    /// How far the touches have moved since the pan began, in `view`'s coordinates (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard state != .possible else { return .zero }
        return vector(lastCentroid - origin, in: view)
    }

    /// Makes the translation now `translation` (in `view`'s coordinates): what a handler does to
    /// measure each change from the last.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vector(translation, from: view)
        origin = lastCentroid - inWindow
    }

    /// How fast the touches move, in points per second of `view`'s coordinates (nil: the window's).
    open func velocity(in view: UIView?) -> CGPoint {
        let v = tracker.velocity(at: now)
        return vector(CGPoint(x: v.x, y: v.y), in: view)
    }

    /// How far the touches have moved from where they came down, in window points: at `began`,
    /// the movement that made the pan (its direction is what a view's `gestureRecognizerShouldBegin`
    /// weighs, as UIKit's containers do).
    package var movementFromStart: CGPoint { lastCentroid - start }

    /// UIKit's paging velocity of the release (window points per second; see
    /// `VelocityTracker.pagingVelocity(at:)`), for a recognizer that drives a scroll view itself.
    package var pagingVelocity: CGPoint {
        let v = tracker.pagingVelocity(at: now)
        return CGPoint(x: v.x, y: v.y)
    }

    open override func reset() {
        super.reset()
        tracker = VelocityTracker()
        lastCount = 0
    }

    /// A vector of the window, in `view`'s coordinates.
    func vector(_ v: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return v }
        return view.convert(v, from: nil) - view.convert(.zero, from: nil)
    }

    /// A vector of `view`'s coordinates, in the window's.
    func vector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        return view.convert(v, to: nil) - view.convert(.zero, to: nil)
    }
}

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that starts within 20 pt of
/// an edge of the screen.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from.
    open var edges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouches == 1, let t = touches.first, let window = t.window else { return }
        let p = t.windowLocation, b = window.bounds, margin: CGFloat = 20
        let near = (edges.contains(.left) && p.x - b.minX <= margin) || (edges.contains(.right) && b.maxX - p.x <= margin)
            || (edges.contains(.top) && p.y - b.minY <= margin) || (edges.contains(.bottom) && b.maxY - p.y <= margin)
        if !near { state = .failed }
    }
}

/// UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// The edges' bits, with UIKit's values.
    public let rawValue: UInt
    /// Edges from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
