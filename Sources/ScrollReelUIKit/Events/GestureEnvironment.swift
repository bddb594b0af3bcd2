import QuartzCore

/// A window's gesture recognizers at work (UIKit's gesture environment): which
/// recognizers watch which touch, who may begin when, and what the views hear.
///
/// UIKit's rules, as this file keeps them:
/// - a touch goes to the recognizers of the view it came down on and of that
///   view's superviews (deepest first), those enabled whose delegate lets them see
///   it, before the view;
/// - a recognizer that asks to begin (or to be recognized) waits while a
///   recognizer it must wait for is still possible, and fails if that one
///   recognizes; its delegate's and its view's `gestureRecognizerShouldBegin` may
///   make it fail; it fails if another already recognized that it may not
///   recognize with; when it begins, the recognizers it may not recognize with
///   that are still possible fail;
/// - actions go out at `began`, `changed`, `ended` (or recognized) and
///   `cancelled`;
/// - with `cancelsTouchesInView`, a recognizer that begins sends
///   `touchesCancelled` to the views for its touches, which they hear no more of;
///   with `delaysTouchesBegan` a view hears of a touch only once the recognizers
///   that delay it have failed, and with `delaysTouchesEnded` (the default) a touch
///   that lifts while a recognizer is still possible ends for the view only once it
///   fails or recognizes (a view under a double-tap recognizer hears a single tap
///   end late);
/// - a recognizer whose touches have all ended and that has finished (ended,
///   cancelled or failed) is reset to `possible`.
@MainActor
package final class GestureEnvironment {
    /// What the view of one touch has heard and is still to hear.
    final class Delivery {
        let touch: UITouch
        weak var view: UIView?
        /// The recognizers that watch the touch, deepest view first.
        var recognizers: [UIGestureRecognizer]
        var viewHasBegun = false
        var cancelledForView = false
        var heldBegan = false
        /// A scroll view holds the touch back from its content (`delaysContentTouches`).
        var heldByScrollView = false
        var heldEnded = false
        var finished = false
        init(touch: UITouch, view: UIView?, recognizers: [UIGestureRecognizer]) {
            self.touch = touch; self.view = view; self.recognizers = recognizers
        }
    }

    private var deliveries: [Delivery] = []
    /// Recognizers that watch touches or have not come back to `possible`, in the order they began
    /// to.
    private var active: [UIGestureRecognizer] = []
    /// Recognizers waiting for others to fail, with the state they asked for.
    private var waiting: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// Whether a touch is being delivered (a change of state outside one, from a timer, lets held
    /// touches go on at once).
    private var delivering = false

    package init() {}

    /// Asked after a moved touch has reached the recognizers, before its view: whether a scroll view
    /// takes the touch over now (the touch router, which drives scroll views by their own rules).
    package var scrollViewTakesOver: ((UITouch) -> Bool)?

    /// Holds `touch`'s beginning back from its view until `releaseBegan` (a scroll view that delays
    /// content touches); call before the touch is delivered.
    package func holdBeganForScrollView(_ touch: UITouch) { pendingHolds.insert(ObjectIdentifier(touch)) }
    private var pendingHolds: Set<ObjectIdentifier> = []

    /// The scroll view's delay is over: the view hears of the touch (unless something else holds it).
    package func releaseBegan(_ touch: UITouch, event: UIEvent) {
        guard let d = delivery(of: touch), d.heldByScrollView else { return }
        d.heldByScrollView = false
        releaseHeldTouches(event)
    }

    // MARK: Touches

    /// Delivers `event`'s touch (in its current phase) to its recognizers, then to its view.
    package func deliver(_ touch: UITouch, event: UIEvent) {
        delivering = true
        defer { delivering = false }
        switch touch.phase {
        case .began: began(touch, event)
        case .moved, .stationary: moved(touch, event)
        case .ended, .cancelled: ended(touch, event)
        }
        releaseHeldTouches(event)
        resetFinished()
    }

    /// Whether a recognizer that watches `touch` has begun or been recognized, and the scroll views'
    /// pans that still watch it may not recognize with it: the touch is its, not a scroll view's.
    package func isClaimed(_ touch: UITouch) -> Bool {
        guard let d = delivery(of: touch) else { return false }
        let pans = d.recognizers.filter { $0 is ScrollViewPanGestureRecognizer && isWatching($0) }
        return d.recognizers.contains { o in
            !(o is ScrollViewPanGestureRecognizer) && o.storedState != .possible && o.storedState != .failed
                && !pans.contains { allowsSimultaneous($0, o) }
        }
    }

    /// A scroll view took `touch` over: the recognizers that watch it fail (UIKit's scroll view's pan
    /// recognized, and they may not recognize with it), and the view hears it cancelled.
    package func scrollViewClaims(_ touch: UITouch, event: UIEvent) {
        guard let d = delivery(of: touch) else { return }
        for r in d.recognizers where r.storedState == .possible { fail(r) }
        for r in d.recognizers where r.storedState == .began || r.storedState == .changed {
            apply(.cancelled, to: r)
        }
        cancelForView(d, event: event)
        releaseHeldTouches(event)
        resetFinished()
    }

    private func delivery(of touch: UITouch) -> Delivery? { deliveries.first { $0.touch === touch } }

    /// Whether a scroll view's pan that watches `d`'s touch has begun and may recognize with `r`.
    private func isScrollViewPanRecognizing(with r: UIGestureRecognizer, of d: Delivery) -> Bool {
        d.recognizers.contains { p in
            p is ScrollViewPanGestureRecognizer && (p.storedState == .began || p.storedState == .changed) && allowsSimultaneous(p, r)
        }
    }

    /// Whether `r` must still wait for a recognizer to fail before it may begin.
    package func mustWait(_ r: UIGestureRecognizer) -> Bool { !blockers(of: r).isEmpty }

    private func began(_ touch: UITouch, _ event: UIEvent) {
        let view = touch.view
        var recognizers: [UIGestureRecognizer] = []
        var v = view
        while let c = v {
            // A scroll view's own pan comes first of its recognizers, as UIKit adds it first.
            let own: [UIGestureRecognizer] = (c as? UIScrollView).flatMap { $0.isScrollEnabled ? [$0.scrollPan] : nil } ?? []
            for r in own + c.attachedRecognizers where r.isEnabled && r.storedState != .failed && r.storedState != .cancelled {
                if r.delegate?.gestureRecognizer(r, shouldReceive: touch) == false { continue }
                recognizers.append(r)
            }
            v = c.superview
        }
        let d = Delivery(touch: touch, view: view, recognizers: recognizers)
        d.heldByScrollView = pendingHolds.remove(ObjectIdentifier(touch)) != nil
        deliveries.append(d)
        touch.gestureRecognizers = recognizers
        for r in recognizers {
            r.environment = self
            if !active.contains(where: { $0 === r }) { active.append(r) }
            r.watch(touch)
            r.touchesBegan([touch], with: event)
        }
        if d.cancelledForView { return }
        if d.heldByScrollView || recognizers.contains(where: { $0.delaysTouchesBegan && $0.storedState == .possible }) {
            d.heldBegan = true
        } else {
            d.viewHasBegun = true
            view?.touchesBegan([touch], with: event)
        }
    }

    private func moved(_ touch: UITouch, _ event: UIEvent) {
        guard let d = delivery(of: touch) else { return }
        for r in d.recognizers where r.watches(touch) && isWatching(r) { r.touchesMoved([touch], with: event) }
        // (The content may already have heard the touch cancelled by a recognizer the scroll
        // view's pan recognizes with.)
        if !isClaimed(touch), scrollViewTakesOver?(touch) == true {
            // (A scroll view's pan that began has already failed those it may not recognize
            // with; one that recognizes with it goes on seeing the touch.)
            for r in d.recognizers where r.storedState == .possible && !isScrollViewPanRecognizing(with: r, of: d) { fail(r) }
            cancelForView(d, event: event)
            return
        }
        if d.viewHasBegun, !d.cancelledForView { d.view?.touchesMoved([touch], with: event) }
    }

    private func ended(_ touch: UITouch, _ event: UIEvent) {
        guard let d = delivery(of: touch) else { return }
        let cancelled = touch.phase == .cancelled
        for r in d.recognizers where r.watches(touch) && isWatching(r) {
            if cancelled { r.touchesCancelled([touch], with: event) } else { r.touchesEnded([touch], with: event) }
        }
        for r in d.recognizers { r.forget(touch) }
        d.finished = true
        guard !d.cancelledForView else { return }
        if cancelled {
            if d.viewHasBegun { d.view?.touchesCancelled([touch], with: event) }
            d.heldBegan = false
        } else if d.heldByScrollView, !d.recognizers.contains(where: { $0.delaysTouchesBegan && $0.storedState == .possible }) {
            // A tap shorter than the scroll view's delay: began and ended at the lift, as UIKit
            // delivers them.
            d.heldByScrollView = false
            d.heldBegan = false
            if let view = d.view { beginForView(d, view) }
            if d.recognizers.contains(where: { $0.delaysTouchesEnded && $0.storedState == .possible && $0.watchesOrWaits }) {
                d.heldEnded = true
            } else {
                d.view?.touchesEnded([touch], with: event)
            }
        } else if d.heldBegan || d.recognizers.contains(where: { $0.delaysTouchesEnded && $0.storedState == .possible && $0.watchesOrWaits }) {
            d.heldEnded = true
        } else if d.viewHasBegun {
            d.view?.touchesEnded([touch], with: event)
        }
    }

    /// Whether `r` still takes touches (not failed, cancelled or ended).
    private func isWatching(_ r: UIGestureRecognizer) -> Bool {
        r.storedState == .possible || r.storedState == .began || r.storedState == .changed
    }

    /// Touches held back from their views go on once no recognizer holds them.
    private func releaseHeldTouches(_ event: UIEvent) {
        for d in deliveries {
            guard !d.cancelledForView, let view = d.view else { continue }
            if d.heldBegan, !d.heldByScrollView, !d.recognizers.contains(where: { $0.delaysTouchesBegan && $0.storedState == .possible }) {
                d.heldBegan = false
                beginForView(d, view)
            }
            if d.heldEnded, !d.heldBegan,
               !d.recognizers.contains(where: { $0.delaysTouchesEnded && $0.storedState == .possible && $0.watchesOrWaits }) {
                d.heldEnded = false
                if d.viewHasBegun { view.touchesEnded([d.touch], with: event) }
            }
        }
        deliveries.removeAll { $0.finished && !$0.heldBegan && !$0.heldEnded }
    }

    /// The view hears of a touch held back until now: it began where the finger is now.
    private func beginForView(_ d: Delivery, _ view: UIView) {
        let touch = d.touch
        let phase = touch.phase
        touch.phase = .began
        touch.previousWindowLocation = touch.windowLocation
        touch.timestamp = view.window?.now ?? touch.timestamp
        let event = UIEvent()
        event.timestamp = touch.timestamp
        event.allTouches = [touch]
        d.viewHasBegun = true
        view.touchesBegan([touch], with: event)
        if phase != .began, phase != .moved { touch.phase = phase }
    }

    private func cancelForView(_ d: Delivery, event: UIEvent?) {
        guard !d.cancelledForView else { return }
        d.cancelledForView = true
        d.heldBegan = false
        d.heldByScrollView = false
        d.heldEnded = false
        guard d.viewHasBegun, let view = d.view else { return }
        let touch = d.touch
        let phase = touch.phase
        touch.phase = .cancelled
        view.touchesCancelled([touch], with: event)
        touch.phase = phase
    }

    /// Recognizers that have finished and watch no touch come back to `possible`.
    private func resetFinished() {
        for r in active where r.numberOfTouches == 0 {
            switch r.storedState {
            case .ended, .cancelled, .failed: r.resetToPossible()
            case .possible, .began, .changed: break
            }
        }
        active.removeAll { $0.storedState == .possible && $0.numberOfTouches == 0 && !$0.isWaitingForTaps }
    }

    // MARK: States

    /// `r` set its state to `requested`: UIKit's rules decide what happens.
    package func recognizer(_ r: UIGestureRecognizer, requests requested: UIGestureRecognizer.State) {
        let current = r.storedState
        switch (current, requested) {
        case (.possible, .began), (.possible, .ended):
            tryToRecognize(r, as: requested)
        case (.possible, .failed):
            fail(r)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            apply(requested, to: r)
        case (_, .possible):
            r.storedState = .possible
        default:
            // (A recognizer that has finished ignores changes until it is reset.)
            if current == .possible { r.storedState = requested }
        }
        if !delivering { releaseHeldTouches(UIEvent()) }
        resetFinished()
    }

    /// The recognizers `r` must wait for, that are still possible.
    private func blockers(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        let others = active.filter { $0 !== r && $0.storedState == .possible && $0.watchesOrWaits }
        return others.filter { o in
            r.failureRequirements.contains { $0.recognizer === o }
                || r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r)
                || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true
                || o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true
        }
    }

    private func allowsSimultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func tryToRecognize(_ r: UIGestureRecognizer, as requested: UIGestureRecognizer.State) {
        guard r.isEnabled else { fail(r); return }
        // Another already recognized that it may not recognize with: it cannot.
        if active.contains(where: { o in
            o !== r && (o.storedState == .began || o.storedState == .changed || (o.storedState == .ended && o.numberOfTouches > 0))
                && !allowsSimultaneous(r, o) && o.canPrevent(r) && r.canBePrevented(by: o) && shareTouches(r, o)
        }) {
            fail(r)
            return
        }
        if !blockers(of: r).isEmpty {
            if !waiting.contains(where: { $0.recognizer === r }) { waiting.append((r, requested)) }
            return
        }
        if r.delegate?.gestureRecognizerShouldBegin(r) == false || r.view?.gestureRecognizerShouldBegin(r) == false {
            fail(r)
            return
        }
        waiting.removeAll { $0.recognizer === r }
        r.storedState = requested
        // The recognizers it may not recognize with, still possible, fail.
        for o in active where o !== r && o.storedState == .possible && !allowsSimultaneous(r, o)
            && r.canPrevent(o) && o.canBePrevented(by: r) && shareTouches(r, o) {
            fail(o)
        }
        if r.cancelsTouchesInView {
            for d in deliveries where d.recognizers.contains(where: { $0 === r }) && r.watches(d.touch) {
                cancelForView(d, event: nil)
            }
        }
        // Recognizers waiting for this one to fail fail now.
        for w in waiting where blockedBy(w.recognizer, r) { fail(w.recognizer) }
        r.sendActions()
    }

    /// Whether the two watch a touch in common (recognizers of unrelated touches do not compete).
    private func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.touches.contains { t in b.watches(t) } || a.touches.isEmpty || b.touches.isEmpty
    }

    private func blockedBy(_ r: UIGestureRecognizer, _ o: UIGestureRecognizer) -> Bool {
        r.failureRequirements.contains { $0.recognizer === o } || r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r)
            || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true
            || o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true
    }

    private func apply(_ state: UIGestureRecognizer.State, to r: UIGestureRecognizer) {
        r.storedState = state
        r.sendActions()
    }

    /// `r` failed: those waiting for it may go on.
    private func fail(_ r: UIGestureRecognizer) {
        guard r.storedState == .possible else { return }
        r.storedState = .failed
        waiting.removeAll { $0.recognizer === r }
        for w in waiting where blockers(of: w.recognizer).isEmpty {
            waiting.removeAll { $0.recognizer === w.recognizer }
            tryToRecognize(w.recognizer, as: w.state)
        }
    }

}

extension UIGestureRecognizer {
    /// Whether it watches touches or waits for more (a tap waiting for its next tap).
    var watchesOrWaits: Bool { numberOfTouches > 0 || isWaitingForTaps }
}
