import ScrollPhysics

/// How a finger drives the scene: UIKit's hit testing plus the pan and pinch
/// gesture recognizers that every scroll view owns.
public enum TouchPhysics {
    /// A pan begins once the finger has moved this far (points) from where it came
    /// down. UIKit's scroll-view pan hysteresis is about 10 pt; the content does not
    /// jump by it (the drag is measured from where the pan began).
    public static let touchSlop = 10.0
}

/// One finger on the glass, from touch-down to lift.
final class TouchSession {
    let id: Int
    var location: CGPoint
    let start: CGPoint
    /// The view the finger came down on (it gets the UIResponder callbacks).
    let hitView: UIView?
    /// Scroll views under the finger, innermost first: the candidates for the pan.
    let scrollViews: [UIScrollView]
    var tracker = VelocityTracker()
    var panning: UIScrollView?
    /// The finger's location when the pan began; the drag is measured from here.
    var panAnchor: CGPoint = .zero
    var cancelledHitView = false
    /// The scroll view this finger pinches, with another finger.
    var pinching: UIScrollView?

    init(id: Int, location: CGPoint, hitView: UIView?, scrollViews: [UIScrollView]) {
        self.id = id; self.location = location; self.start = location
        self.hitView = hitView; self.scrollViews = scrollViews
    }
}

extension UIWindow {
    /// A finger comes down at `location` (window points) at the current time.
    public func touchDown(id: Int, at location: CGPoint) {
        let hit = hitTest(location)
        var scrollViews: [UIScrollView] = []
        var v = hit
        while let c = v {
            if let sv = c as? UIScrollView, sv.isScrollEnabled || sv.isZoomable { scrollViews.append(sv) }
            v = c.superview
        }
        // A tap on the status bar scrolls the scroll-to-top scroll view to the top.
        if statusBarStyle != nil, location.y < statusBarHeight, touchSessions.isEmpty {
            let session = TouchSession(id: id, location: location, hitView: nil, scrollViews: [])
            session.cancelledHitView = true
            touchSessions[id] = session
            return
        }
        let session = TouchSession(id: id, location: location, hitView: hit, scrollViews: scrollViews)
        session.tracker.add(time: now, x: location.x, y: location.y)
        // A second finger on a zoomable scroll view that another finger is on: pinch.
        if let other = touchesInOrder.first(where: { $0.pinching == nil }),
           let sv = scrollViews.first(where: { $0.isZoomable }),
           other.scrollViews.contains(where: { $0 === sv }) {
            touchSessions[id] = session
            if let panned = other.panning { panned.dragInterruptedByPinch(at: now); other.panning = nil }
            session.pinching = sv
            other.pinching = sv
            sv.pinchBegan(fingers: (other.location, location), at: now)
            return
        }
        touchSessions[id] = session
        for sv in scrollViews { sv.touchBegan(at: now) }
        if let hit, hit.window === self { hit.touchBegan(at: hit.convert(location, from: nil)) }
    }

    /// The finger `id` moves to `location` at the current time.
    public func touchMove(id: Int, to location: CGPoint) {
        guard let s = touchSessions[id] else { return }
        s.location = location
        s.tracker.add(time: now, x: location.x, y: location.y)
        if let sv = s.pinching {
            if let other = touchesInOrder.first(where: { $0 !== s && $0.pinching === sv }) {
                sv.pinchChanged(fingers: (other.location, s.location), at: now)
            }
            return
        }
        if s.panning == nil {
            let d = location - s.start
            if d.length >= TouchPhysics.touchSlop, let sv = panCandidate(for: s, movement: d) {
                s.panning = sv
                s.panAnchor = location
                if !s.cancelledHitView, let hit = s.hitView { s.cancelledHitView = true; hit.touchCancelled() }
                // The other scroll views under the finger let it go.
                for other in s.scrollViews where other !== sv { other.touchEnded(at: now) }
                sv.panBegan(movement: d, at: now)
            } else if !s.cancelledHitView, let hit = s.hitView {
                hit.touchMoved(to: hit.convert(location, from: nil))
            }
            return
        }
        if let sv = s.panning { sv.panChanged(translation: location - s.panAnchor, at: now) }
    }

    /// The finger `id` lifts at `location` at the current time.
    public func touchUp(id: Int, at location: CGPoint) {
        guard let s = touchSessions.removeValue(forKey: id) else { return }
        s.location = location
        recentLifts.removeAll { now - $0.time > 1 }
        recentLifts.append((location, now))
        s.tracker.add(time: now, x: location.x, y: location.y)
        if let sv = s.pinching {
            // How fast the fingers were spreading when this one lifted.
            var spreadVelocity = 0.0
            if let other = touchesInOrder.first(where: { $0.pinching === sv }) {
                let d = s.location - other.location
                let v = s.tracker.velocity(at: now), w = other.tracker.velocity(at: now)
                if d.length > 0 { spreadVelocity = ((v.x - w.x) * d.x + (v.y - w.y) * d.y) / d.length }
            }
            let others = touchSessions.values.filter { $0.pinching === sv }
            for o in others { o.pinching = nil }
            sv.pinchEnded(spreadVelocity: spreadVelocity, at: now)
            // The remaining finger no longer drives anything; lift it from the scroll view.
            return
        }
        if s.hitView == nil, s.scrollViews.isEmpty, location.y < statusBarHeight {
            scrollToTopTapped()
            return
        }
        if let sv = s.panning {
            let v = s.tracker.velocity(at: now)
            sv.panEnded(fingerVelocity: CGPoint(x: v.x, y: v.y), at: now)
        } else {
            for sv in s.scrollViews { sv.touchEnded(at: now) }
            if !s.cancelledHitView, let hit = s.hitView {
                hit.touchEnded(at: hit.convert(location, from: nil))
            }
        }
    }

    /// The innermost scroll view under the finger that can scroll the way it moved.
    /// As UIKit's scroll-view pan recognizers: one that cannot scroll along the
    /// movement's main axis fails, and the touch goes to the next one out.
    private func panCandidate(for s: TouchSession, movement d: CGPoint) -> UIScrollView? {
        let axis: Axis = abs(d.x) > abs(d.y) ? .horizontal : .vertical
        return s.scrollViews.first { $0.isScrollEnabled && $0.canScroll(axis) }
    }

    /// UIKit scrolls to the top the one visible scroll view with `scrollsToTop` on.
    private func scrollToTopTapped() {
        var candidates: [UIScrollView] = []
        func visit(_ v: UIView) {
            if v.isHidden { return }
            if let sv = v as? UIScrollView, sv.scrollsToTop { candidates.append(sv) }
            v.subviews.forEach(visit)
        }
        visit(self)
        // With more than one candidate UIKit does nothing.
        if candidates.count == 1 { candidates[0].scrollToTop(at: now) }
    }
}
