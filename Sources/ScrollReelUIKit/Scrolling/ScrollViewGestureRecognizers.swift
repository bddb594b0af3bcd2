import QuartzCore
import ScrollPhysics

/// The pan recognizer a scroll view owns (UIKit's private `UIScrollViewPanGestureRecognizer`),
/// which `UIScrollView.panGestureRecognizer` returns.
///
/// The window's gesture environment gives it the touches on its scroll view, like any
/// recognizer, so it takes part in UIKit's rules: it fails when another recognizer takes the
/// touch first, waits for those it must wait for (`require(toFail:)`), asks its delegate and its
/// scroll view's `gestureRecognizerShouldBegin(_:)`, and, when it begins, makes the recognizers
/// it may not recognize with fail and cancels the touch for the content. When it begins,
/// changes, ends or is cancelled, its first action is the scroll view's own (the drag:
/// `scrollViewWillBeginDragging`, the content following the finger, the release), then the
/// actions user code added, as on iOS, where the scroll view is the pan's first target.
///
/// Its begin and its values come from the touch router, which measures the finger as scroll
/// views always have (the 10 pt touch slop, the axis the scroll view can move along, the
/// velocity tracker), so a drag moves exactly as before; `translation(in:)` and
/// `velocity(in:)` report the numbers the drag uses.
@MainActor
package final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// How far the finger has moved since the pan began, in window points: what the drag moves
    /// the content by.
    package var fingerTranslation = CGPoint.zero
    /// How fast the finger moves, in window points per second (at the release: the velocity the
    /// scroll view releases with).
    package var fingerVelocity = CGPoint.zero
    /// UIKit's paging velocity of the release (see `VelocityTracker.pagingVelocity(at:)`).
    package var releasePagingVelocity = CGPoint.zero
    /// The finger's movement from where it came down when the pan began (the directional lock).
    package var movement = CGPoint.zero
    /// What `setTranslation(_:in:)` set aside: reported translations are measured from here.
    private var translationShift = CGPoint.zero
    /// The scroll view's own handling of each change of state (set by the touch router for the
    /// finger that drags).
    package var drive: ((UIGestureRecognizer.State) -> Void)?
    /// The delegate set by user code (iOS refuses one: its scroll view is the delegate).
    private weak var assignedDelegate: (any UIGestureRecognizerDelegate)?

    /// A pan whose first action is its scroll view's handling of the drag.
    package static func make(for scrollView: UIScrollView) -> ScrollViewPanGestureRecognizer {
        let pan = ScrollViewPanGestureRecognizer(handler: { r in
            guard let pan = r as? ScrollViewPanGestureRecognizer else { return }
            pan.drive?(pan.state)
        })
        pan.view = scrollView
        return pan
    }

    /// The scroll view, when it adopts `UIGestureRecognizerDelegate` (as UIKit's scroll view is its
    /// pan's delegate, so a subclass's delegate methods are asked), unless user code set another.
    package override var delegate: (any UIGestureRecognizerDelegate)? {
        get { assignedDelegate ?? view as? any UIGestureRecognizerDelegate }
        set { assignedDelegate = newValue }
    }

    // The touch router decides when the pan begins and moves it; the environment's touches only
    // tell it whether the finger lifted without panning, which makes it fail (and those waiting
    // for it to fail go on).
    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { failIfLast(touches) }
    package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { failIfLast(touches) }

    private func failIfLast(_ lifted: Set<UITouch>) {
        if state == .possible, numberOfTouches <= lifted.count { state = .failed }
    }

    /// While its delegate or scroll view is asked whether it may begin (still `.possible`): the
    /// finger's movement from where it came down, which a pager's `gestureRecognizerShouldBegin(_:)`
    /// weighs; once it has begun, the movement since then (the content moved by it).
    package override func translation(in view: UIView?) -> CGPoint {
        guard state != .possible else { return numberOfTouches > 0 ? vector(movement, in: view) : .zero }
        return vector(fingerTranslation - translationShift, in: view)
    }

    /// Sets what `translation(in:)` reports from now on; the drag goes on as the finger moves.
    package override func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationShift = fingerTranslation - vector(translation, from: view)
    }

    package override func velocity(in view: UIView?) -> CGPoint {
        guard state != .possible || numberOfTouches > 0 else { return .zero }
        return vector(fingerVelocity, in: view)
    }

    package override func reset() {
        super.reset()
        fingerTranslation = .zero
        fingerVelocity = .zero
        releasePagingVelocity = .zero
        movement = .zero
        translationShift = .zero
        drive = nil
    }
}

/// The pinch recognizer a zoomable scroll view owns, which `UIScrollView.pinchGestureRecognizer`
/// returns. The touch router drives it as it drives the zoom (two fingers on a zoomable scroll
/// view): at each change of state the scroll view's own handling runs first (the zoom, with its
/// delegate calls), then the actions user code added. `scale` is the fingers' spread against
/// their spread when the pinch began (or when user code last set it); `velocity` is how fast it changed over the last 100 ms.
@MainActor
package final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    /// Where the two fingers are (window points) while the pinch lasts.
    package var fingers: (CGPoint, CGPoint)?
    /// The scroll view's own handling of each change of state (set by the touch router).
    package var drive: ((UIGestureRecognizer.State) -> Void)?
    private var lastSpread = 1.0
    private var startSpread = 1.0
    private var samples: [(time: Double, scale: CGFloat)] = []
    private weak var assignedDelegate: (any UIGestureRecognizerDelegate)?

    /// A pinch whose first action is its scroll view's handling of the zoom.
    package static func make(for scrollView: UIScrollView) -> ScrollViewPinchGestureRecognizer {
        let pinch = ScrollViewPinchGestureRecognizer(handler: { r in
            guard let pinch = r as? ScrollViewPinchGestureRecognizer else { return }
            pinch.drive?(pinch.state)
        })
        pinch.view = scrollView
        return pinch
    }

    /// The scroll view, when it adopts `UIGestureRecognizerDelegate`, unless user code set another.
    package override var delegate: (any UIGestureRecognizerDelegate)? {
        get { assignedDelegate ?? view as? any UIGestureRecognizerDelegate }
        set { assignedDelegate = newValue }
    }

    package override var numberOfTouches: Int { fingers == nil ? 0 : 2 }

    package override func location(in view: UIView?) -> CGPoint {
        guard let f = fingers else { return super.location(in: view) }
        let mid = (f.0 + f.1) * 0.5
        return view?.convert(mid, from: nil) ?? mid
    }

    package override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard let f = fingers, touchIndex == 0 || touchIndex == 1 else { return .zero }
        let p = touchIndex == 0 ? f.0 : f.1
        return view?.convert(p, from: nil) ?? p
    }

    package override var velocity: CGFloat {
        guard state != .possible, let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.scale - first.scale) / (last.time - first.time)
    }

    private static func spread(_ f: (CGPoint, CGPoint)) -> Double { (f.0 - f.1).length }

    /// Two fingers came down at `f` at `t`: the pinch begins (the scroll view's zoom begins first,
    /// then the actions).
    package func begin(fingers f: (CGPoint, CGPoint), at t: Double) {
        fingers = f
        lastSpread = max(Self.spread(f), 1)
        startSpread = lastSpread
        scale = 1
        samples = [(t, 1)]
        advance(to: .began)
    }

    /// The fingers moved to `f` at `t`.
    package func change(fingers f: (CGPoint, CGPoint), at t: Double) {
        fingers = f
        record(spread: Self.spread(f), at: t)
        advance(to: .changed)
    }

    /// A finger lifted at `t` with the fingers at `f`: the pinch ends, and is back at rest after
    /// its actions.
    package func end(fingers f: (CGPoint, CGPoint), at t: Double) {
        fingers = f
        record(spread: Self.spread(f), at: t)
        advance(to: .ended)
        fingers = nil
        resetToPossible()
    }

    /// The scale grows with the spread from the last change, so a handler that sets `scale` back
    /// to 1 after applying it reads each change on its own, as with UIKit's pinch.
    private func record(spread: Double, at t: Double) {
        let d = max(spread, 1)
        scale = scale * d / lastSpread
        lastSpread = d
        // (The velocity follows the spread itself, whatever user code sets `scale` to.)
        samples.append((t, d / startSpread))
        samples.removeAll { t - $0.time > VelocityTracker.window }
    }

    private func advance(to state: UIGestureRecognizer.State) {
        storedState = state
        sendActions()
    }

    package override func reset() {
        super.reset()
        samples = []
        drive = nil
    }
}
