import ScrollPhysics

/// How a finger drives the scene: UIKit's hit testing plus the pan and pinch
/// gesture recognizers that every scroll view owns.
public enum TouchPhysics {
    /// A pan begins once the finger has moved this far (points) from where it came
    /// down. UIKit's scroll-view pan hysteresis is about 10 pt; the content does not
    /// jump by it (the drag is measured from where the pan began).
    public static let touchSlop = 10.0
    /// How long a scroll view with `delaysContentTouches` holds back a touch on its
    /// content before the content hears `touchesBegan` (UIKit's 150 ms, the
    /// delay documented with `delaysContentTouches` in UIScrollView's reference).
    public static let contentTouchDelay = 0.15
}

/// One finger on the glass, from touch-down to lift.
@MainActor
final class TouchSession {
    let id: Int
    var location: CGPoint
    let start: CGPoint
    /// The view the finger came down on (it gets the UIResponder callbacks).
    let hitView: UIView?
    /// Scroll views under the finger, innermost first: the candidates for the pan.
    let scrollViews: [UIScrollView]
    var tracker = VelocityTracker()
    /// A finger that came down while the app ignored interaction events: it reaches nothing.
    var isIgnored = false
    var panning: UIScrollView?
    /// Whether the drag goes through the scroll view's pan recognizer (false for a second finger
    /// on a scroll view whose pan another finger already drives: that finger moves it directly).
    var drivesPan = false
    /// The drag's pan was cancelled (disabled mid-drag): the finger drives nothing more.
    var panCancelled = false
    /// The finger's location when the pan began; the drag is measured from here.
    var panAnchor: CGPoint = .zero
    var cancelledHitView = false
    /// The scroll view this finger pinches, with another finger.
    var pinching: UIScrollView?
    /// Whether a gesture recognizer took the touch (the scroll views under it let it go).
    var claimedByRecognizer = false
    /// The finger as the hit view sees it.
    let touch = UITouch()
    /// A `touchesBegan` held back by a scroll view that delays content touches;
    /// nil once delivered (or when nothing delays it).
    var delayedBegan: ScheduledEvent?

    init(id: Int, location: CGPoint, hitView: UIView?, scrollViews: [UIScrollView]) {
        self.id = id; self.location = location; self.start = location
        self.hitView = hitView; self.scrollViews = scrollViews
    }
}

/// Routes the fingers on a window: UIKit's hit testing, and the pan and pinch
/// gesture recognizers that every scroll view owns. The simulation puts fingers
/// down, moves and lifts them; the router decides which view or scroll view each
/// drives.
@preconcurrency @MainActor
public final class TouchRouter {
    unowned let window: UIWindow
    var sessions: [Int: TouchSession] = [:]

    init(window: UIWindow) { self.window = window }

    private var now: Double { window.clock.now }

    /// Whether no finger is down.
    public var isEmpty: Bool { sessions.isEmpty }

    /// The fingers on the screen by touch id, never in the dictionary's
    /// per-process hash order.
    var inOrder: [TouchSession] { sessions.keys.sorted().map { sessions[$0]! } }

    /// Where the fingers are now, for the touch indicator.
    public var locations: [CGPoint] { inOrder.map(\.location) }

    /// Where fingers lifted in the last second, and when (for the touch
    /// indicator, which lets a lifted finger fade: a tap lasts 0.1 s, less
    /// than two frames of a documentation GIF).
    public private(set) var recentLifts: [(location: CGPoint, time: Double)] = []

    /// A finger comes down at `location` (window points) at the current time.
    public func down(id: Int, at location: CGPoint) {
        // What a finger does runs the screen's code (touches, delegate calls): in its
        // scene, whoever plays the fingers.
        window.environment.run { fingerDown(id: id, at: location) }
    }

    /// The finger `id` moves to `location` at the current time.
    public func move(id: Int, to location: CGPoint) {
        window.environment.run { fingerMoved(id: id, to: location) }
    }

    /// The finger `id` lifts at `location` at the current time.
    public func up(id: Int, at location: CGPoint) {
        window.environment.run { fingerUp(id: id, at: location) }
    }

    private func fingerDown(id: Int, at location: CGPoint) {
        // While the app ignores interaction events (UIApplication.beginIgnoringInteractionEvents),
        // a finger that comes down reaches nothing, until it lifts.
        if window.environment.storedApplication?.isIgnoringInteractionEvents == true {
            let session = TouchSession(id: id, location: location, hitView: nil, scrollViews: [])
            session.cancelledHitView = true
            session.isIgnored = true
            sessions[id] = session
            return
        }
        let hit = window.hitTest(location, with: nil)
        var scrollViews: [UIScrollView] = []
        var v = hit
        while let c = v {
            if let sv = c as? UIScrollView, sv.isScrollEnabled || sv.isZoomable { scrollViews.append(sv) }
            v = c.superview
        }
        // A tap on the status bar scrolls the scroll-to-top scroll view to the top.
        if isOnStatusBar(location), sessions.isEmpty {
            let session = TouchSession(id: id, location: location, hitView: nil, scrollViews: [])
            session.cancelledHitView = true
            sessions[id] = session
            return
        }
        let session = TouchSession(id: id, location: location, hitView: hit, scrollViews: scrollViews)
        session.tracker.add(time: now, x: location.x, y: location.y)
        // A second finger on a zoomable scroll view that another finger is on: pinch.
        if let other = inOrder.first(where: { $0.pinching == nil }),
           let sv = scrollViews.first(where: { $0.isZoomable && $0.mayPinch }),
           other.scrollViews.contains(where: { $0 === sv }) {
            sessions[id] = session
            session.pinching = sv
            other.pinching = sv
            if let panned = other.panning {
                // (Through the pan: its cancellation is the drag's end, see `panAction`.)
                if other.drivesPan { panned.scrollPan.state = .cancelled } else { panned.dragInterruptedByPinch(at: now) }
                other.panning = nil
            }
            let pinch = sv.scrollPinch
            pinch.drive = { [unowned sv, unowned self, unowned pinch] state in
                guard state == .began, let f = pinch.fingers else { return }
                sv.pinchBegan(fingers: f, at: self.now)
            }
            pinch.begin(fingers: (other.location, location), at: now)
            return
        }
        sessions[id] = session
        for sv in scrollViews { sv.trackingBegan(at: now) }
        if scrollViews.contains(where: \.delaysContentTouches), session.hitView !== scrollViews.first {
            // UIKit's scroll view holds a touch on its content back for 150 ms, to
            // see whether it becomes a scroll (then the content never hears of it);
            // the gesture recognizers see it at once.
            window.gestures.holdBeganForScrollView(session.touch)
            session.delayedBegan = window.clock.schedule(at: now + TouchPhysics.contentTouchDelay) { [weak self, weak session] in
                guard let self, let session, session.delayedBegan != nil else { return }
                session.delayedBegan = nil
                self.window.gestures.releaseBegan(session.touch, event: self.event(for: session.touch))
            }
        }
        deliver(session, .began)
    }

    private func fingerMoved(id: Int, to location: CGPoint) {
        guard let s = sessions[id] else { return }
        s.location = location
        s.tracker.add(time: now, x: location.x, y: location.y)
        if let sv = s.pinching {
            if let other = inOrder.first(where: { $0 !== s && $0.pinching === sv }) {
                let pinch = sv.scrollPinch
                pinch.drive = { [unowned sv, unowned self, unowned pinch] state in
                    guard state == .changed, let f = pinch.fingers else { return }
                    sv.pinchChanged(fingers: f, at: self.now)
                }
                pinch.change(fingers: (other.location, s.location), at: now)
            }
            return
        }
        if s.panCancelled { return }
        if s.panning == nil {
            // The recognizers see the move first; unless one of them has the touch,
            // a scroll view whose pan it now is takes it over (its content hears it
            // cancelled, and no more of it); else the view hears it moved.
            var pan: (() -> Void)?
            func take(_ sv: UIScrollView) {
                s.panning = sv
                s.panAnchor = location
                s.delayedBegan?.cancel()
                s.delayedBegan = nil
                s.cancelledHitView = true
            }
            window.gestures.scrollViewTakesOver = { [unowned self] _ in
                let d = location - s.start
                guard d.length >= TouchPhysics.touchSlop else { return false }
                for sv in self.panCandidates(for: s, movement: d) {
                    let recognizer = sv.scrollPan
                    if recognizer.storedState == .began || recognizer.storedState == .changed {
                        // Another finger drives this scroll view's pan: this one moves it directly.
                        take(sv)
                        pan = { [unowned self] in self.letOthersGo(s, sv); sv.panBegan(movement: d, at: self.now) }
                        return true
                    }
                    // A pan that does not watch this touch (disabled, refused it, or already failed)
                    // does not scroll; the next scroll view out may.
                    guard recognizer.isEnabled, recognizer.storedState == .possible, recognizer.watches(s.touch) else { continue }
                    // One that must wait for another recognizer to fail tries again at the next move.
                    if self.window.gestures.mustWait(recognizer) { return false }
                    recognizer.movement = d
                    recognizer.fingerTranslation = .zero
                    let v = s.tracker.velocity(at: self.now)
                    recognizer.fingerVelocity = CGPoint(x: v.x, y: v.y)
                    recognizer.drive = { [unowned self, unowned s, unowned sv] state in self.panAction(state, s, sv) }
                    take(sv)
                    s.drivesPan = true
                    recognizer.state = .began
                    if recognizer.storedState == .began { return true }
                    // Refused (its delegate or scroll view said no): the next scroll view out may pan.
                    s.panning = nil
                    s.drivesPan = false
                    recognizer.drive = nil
                }
                return false
            }
            if s.hitView == nil || s.cancelledHitView {
                _ = window.gestures.scrollViewTakesOver?(s.touch)
            } else {
                deliver(s, .moved)
            }
            window.gestures.scrollViewTakesOver = nil
            pan?()
            if !s.claimedByRecognizer, s.panning == nil, window.gestures.isClaimed(s.touch) {
                // A gesture recognizer took the touch (a navigation controller's edge pan, a
                // sheet's pan): the scroll views under the finger let it go, as their pan
                // recognizers fail — but one that a container drives itself (the list in a
                // sheet, see `isDrivenByContainer`).
                s.claimedByRecognizer = true
                for sv in s.scrollViews where !sv.isDrivenByContainer { sv.trackingEnded(at: now) }
            }
            return
        }
        if let sv = s.panning {
            let v = s.tracker.velocity(at: now)
            let translation = location - s.panAnchor, velocity = CGPoint(x: v.x, y: v.y)
            guard s.drivesPan else { sv.panChanged(translation: translation, fingerVelocity: velocity, at: now); return }
            // The recognizers that recognize with the pan (if any) see the move, then the pan
            // changes: the scroll view's handling moves the content, then user code's actions run.
            deliver(s, .moved)
            let recognizer = sv.scrollPan
            guard recognizer.storedState == .began || recognizer.storedState == .changed else { return }
            recognizer.fingerTranslation = translation
            recognizer.fingerVelocity = velocity
            recognizer.state = .changed
        }
    }

    /// The scroll view's own handling of its pan's changes of state, for the finger `s`: the drag.
    private func panAction(_ state: UIGestureRecognizer.State, _ s: TouchSession, _ sv: UIScrollView) {
        let recognizer = sv.scrollPan
        switch state {
        case .began:
            letOthersGo(s, sv)
            sv.panBegan(movement: recognizer.movement, at: now)
        case .changed:
            sv.panChanged(translation: recognizer.fingerTranslation, fingerVelocity: recognizer.fingerVelocity, at: now)
        case .ended:
            sv.panEnded(fingerVelocity: recognizer.fingerVelocity, pagingVelocity: recognizer.releasePagingVelocity, at: now)
        case .cancelled:
            // A second finger began a pinch: the drag ends without momentum. Otherwise (the pan
            // was disabled) the drag ends as a release without velocity, and the finger drives
            // nothing more.
            if s.pinching != nil {
                sv.dragInterruptedByPinch(at: now)
            } else {
                recognizer.fingerVelocity = .zero
                sv.panEnded(fingerVelocity: .zero, pagingVelocity: .zero, at: now)
                s.panCancelled = true
            }
            s.panning = nil
        case .possible, .failed:
            break
        }
    }

    /// The other scroll views under the finger let it go: `sv` drags.
    private func letOthersGo(_ s: TouchSession, _ sv: UIScrollView) {
        for other in s.scrollViews where other !== sv { other.trackingEnded(at: now) }
    }

    private func fingerUp(id: Int, at location: CGPoint) {
        guard let s = sessions.removeValue(forKey: id) else { return }
        s.location = location
        recentLifts.removeAll { now - $0.time > 1 }
        recentLifts.append((location, now))
        s.tracker.add(time: now, x: location.x, y: location.y)
        if let sv = s.pinching {
            // How fast the fingers were spreading when this one lifted.
            var spreadVelocity = 0.0
            if let other = inOrder.first(where: { $0.pinching === sv }) {
                let d = s.location - other.location
                let v = s.tracker.velocity(at: now), w = other.tracker.velocity(at: now)
                if d.length > 0 { spreadVelocity = ((v.x - w.x) * d.x + (v.y - w.y) * d.y) / d.length }
            }
            let others = sessions.values.filter { $0.pinching === sv }
            let fingers = (others.first?.location ?? s.location, s.location)
            for o in others { o.pinching = nil }
            let pinch = sv.scrollPinch
            pinch.drive = { [unowned sv, unowned self] state in
                guard state == .ended else { return }
                sv.pinchEnded(spreadVelocity: spreadVelocity, at: self.now)
            }
            pinch.end(fingers: fingers, at: now)
            // The remaining finger no longer drives anything; lift it from the scroll view.
            return
        }
        if s.hitView == nil, s.scrollViews.isEmpty, !s.isIgnored, isOnStatusBar(s.start) {
            scrollToTopTapped()
            return
        }
        if let sv = s.panning {
            let v = s.tracker.velocity(at: now), paging = s.tracker.pagingVelocity(at: now)
            let velocity = CGPoint(x: v.x, y: v.y), pagingVelocity = CGPoint(x: paging.x, y: paging.y)
            let recognizer = sv.scrollPan
            if s.drivesPan, recognizer.storedState == .began || recognizer.storedState == .changed {
                // The pan ends: the scroll view's handling releases the content, then user code's
                // actions run.
                recognizer.fingerTranslation = location - s.panAnchor
                recognizer.fingerVelocity = velocity
                recognizer.releasePagingVelocity = pagingVelocity
                recognizer.state = .ended
            } else if !s.drivesPan {
                sv.panEnded(fingerVelocity: velocity, pagingVelocity: pagingVelocity, at: now)
            }
            // (The touch's recognizers failed when the pan took it; they let it go.)
            deliver(s, .ended)
        } else {
            // (A scroll view a container drives hears the lift from that container's recognizer.)
            for sv in s.scrollViews where !sv.isDrivenByContainer { sv.trackingEnded(at: now) }
            // A tap shorter than the scroll view's delay: began and ended at the lift.
            s.delayedBegan?.cancel()
            s.delayedBegan = nil
            deliver(s, .ended)
        }
    }

    /// Sends what the finger did to the window (`sendEvent(_:)`), which gives it to
    /// the gesture recognizers and then to the view the finger came down on (UIKit's
    /// `touchesBegan/Moved/Ended/Cancelled(_:with:)`, one touch at a time).
    private func deliver(_ s: TouchSession, _ phase: UITouch.Phase) {
        guard let hit = s.hitView, hit.window === window else { return }
        let touch = s.touch
        if phase == .began {
            touch.view = hit
            touch.window = window
            touch.windowLocation = s.location
        }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = s.location
        touch.phase = phase
        touch.timestamp = now
        window.sendEvent(event(for: touch))
    }

    /// A touch event of one touch, now.
    private func event(for touch: UITouch) -> UIEvent {
        let event = UIEvent()
        event.timestamp = now
        event.allTouches = [touch]
        return event
    }

    /// The scroll views under the finger that can scroll the way it moved, innermost first.
    /// As UIKit's scroll-view pan recognizers: one that cannot scroll along the
    /// movement's main axis fails, and the touch goes to the next one out.
    private func panCandidates(for s: TouchSession, movement d: CGPoint) -> [UIScrollView] {
        let axis: Axis = abs(d.x) > abs(d.y) ? .horizontal : .vertical
        return s.scrollViews.filter { $0.isScrollEnabled && $0.canScroll(axis) }
    }

    /// Whether a finger at `location` is on the status bar: on the screen, in the
    /// bar's height, with the bar shown.
    private func isOnStatusBar(_ location: CGPoint) -> Bool {
        window.statusBarStyle != nil && window.bounds.contains(location) && location.y < window.statusBarHeight
    }

    /// UIKit scrolls to the top the one scroll view with `scrollsToTop` on that is
    /// on screen: in the window, not hidden, not transparent, not clipped away.
    private func scrollToTopTapped() {
        var candidates: [UIScrollView] = []
        func visit(_ v: UIView, visibleArea: CGRect) {
            if v.isHidden || v.alpha <= 0.01 { return }
            var area = visibleArea
            if v.clipsToBounds, v !== window { area = area.overlap(v.convert(v.bounds, to: nil)) }
            if let sv = v as? UIScrollView, sv.scrollsToTop, sv.convert(sv.bounds, to: nil).overlaps(visibleArea) {
                candidates.append(sv)
            }
            if area.isEmpty { return }
            for s in v.subviews { visit(s, visibleArea: area) }
        }
        visit(window, visibleArea: window.bounds)
        // With more than one candidate UIKit does nothing.
        if candidates.count == 1 { candidates[0].scrollToTop(at: now) }
    }
}
