import Testing
@testable import ScrollReelUIKit

/// `UIScrollView.panGestureRecognizer` and `pinchGestureRecognizer` as user code meets them on
/// iOS: the scroll view's drag and zoom are their first actions, so the delegate hears of a
/// change before an action user code added; their values are the ones the drag uses; disabling
/// them stops scrolling or zooming; the scroll view, their delegate, may refuse them; and they
/// wait for the recognizers they are told to.
@MainActor
@Suite struct ScrollViewGestureRecognizerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let targets = GestureRecognizerTests.Targets()
    let handle = Selector("handle:")

    func target(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) -> GestureRecognizerTests.ActionTarget {
        _ = GestureRecognizerTests.ActionTarget.registered
        let t = GestureRecognizerTests.ActionTarget(body)
        targets.all.append(t)
        return t
    }

    /// A delegate that writes down the drag and zoom calls, with the pan's state at each.
    final class Recorder: NSObject, UIScrollViewDelegate {
        var log: [String] = []
        var releaseVelocity: CGPoint?
        var zoomed: UIView?
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            log.append("willBeginDragging \(scrollView.panGestureRecognizer.state)")
        }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            releaseVelocity = velocity
            log.append("willEndDragging \(scrollView.panGestureRecognizer.state)")
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging")
        }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log.append("willBeginZooming") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            log.append("didEndZooming")
        }
    }

    func scrollView(delegate: Recorder) -> UIScrollView {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        sv.contentSize = CGSize(width: 390, height: 3000)
        sv.delaysContentTouches = false
        sv.delegate = delegate
        window.addSubview(sv)
        return sv
    }

    /// Moves the finger from `a` to `b` in `steps` samples 1/120 s apart.
    func drag(from a: CGPoint, to b: CGPoint, steps: Int = 12, lift: Bool = true, during: (Int) -> Void = { _ in }) {
        window.touches.down(id: 1, at: a)
        for i in 1...steps {
            window.clock.advance(to: window.now + 1.0 / 120)
            window.touches.move(id: 1, to: a + (b - a) * (CGFloat(i) / CGFloat(steps)))
            during(i)
        }
        if lift { window.touches.up(id: 1, at: b) }
    }

    @Test func thePanIsTheScrollViewsAndItsActionsComeAfterTheDrag() {
        let recorder = Recorder()
        let sv = scrollView(delegate: recorder)
        let pan = sv.panGestureRecognizer
        #expect(pan.view === sv && pan.state == .possible && pan.numberOfTouches == 0)
        var translations: [CGPoint] = [], touches: [Int] = [], locations: [CGPoint] = [], offsets: [CGPoint] = []
        var releaseVelocity = CGPoint.zero
        pan.addTarget(target { r in
            let p = r as! UIPanGestureRecognizer
            recorder.log.append("action \(p.state)")
            translations.append(p.translation(in: sv))
            offsets.append(sv.contentOffset)
            touches.append(p.numberOfTouches)
            locations.append(p.location(in: nil))
            if p.state == .ended { releaseVelocity = p.velocity(in: nil) }
        }, action: handle)
        let a = CGPoint(x: 100, y: 400), b = CGPoint(x: 100, y: 200)
        drag(from: a, to: b)
        // The 10 pt slop is passed at the first sample (16.7 pt): the pan begins there, the
        // scroll view first (`willBeginDragging` with the pan already `.began`), then the action.
        #expect(Array(recorder.log.prefix(2)) == ["willBeginDragging began", "action began"])
        #expect(recorder.log.filter { $0 == "action changed" }.count == 11)
        #expect(Array(recorder.log.suffix(3)) == ["willEndDragging ended", "didEndDragging", "action ended"])
        // Measured from where the pan began, in the scroll view's coordinates (which move with
        // the content: a vector there is the window's).
        let anchor = a + (b - a) * (CGFloat(1) / CGFloat(12))
        #expect(translations.first == .zero)
        #expect(abs(translations.last!.y - (b.y - anchor.y)) < 1e-9 && translations.last!.x == 0)
        #expect(touches.allSatisfy { $0 == 1 } && locations.last == b)
        // The content moved against the translation, point for point (inside the content, no
        // band): as each action ran, the scroll view had already moved it.
        let changed = offsets.count - 2
        #expect(abs((offsets[changed].y - offsets[0].y) + translations[changed].y) < 1e-9)
        #expect(abs(translations[changed].y - (b.y - anchor.y)) < 1e-9)
        // The release velocity willEndDragging got is the pan's, against the finger, per ms.
        #expect(releaseVelocity.y < -1000)
        #expect(recorder.releaseVelocity == CGPoint(x: 0, y: -releaseVelocity.y * 0.001))
        // After the gesture the recognizer is back at rest.
        #expect(pan.state == .possible && pan.translation(in: sv) == .zero)
    }

    @Test func disablingThePanStopsTouchScrollingAndCancelsADrag() {
        let recorder = Recorder()
        let sv = scrollView(delegate: recorder)
        var states: [UIGestureRecognizer.State] = []
        sv.panGestureRecognizer.addTarget(target { states.append($0.state) }, action: handle)
        sv.panGestureRecognizer.isEnabled = false
        drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200))
        #expect(sv.contentOffset == .zero && recorder.log.isEmpty && states.isEmpty)
        sv.panGestureRecognizer.isEnabled = true
        // Disabled half-way: cancelled, the drag released without velocity, and the finger moves
        // nothing more.
        var offsetAtCancel = CGPoint.zero
        drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), lift: false) { i in
            if i == 6 {
                sv.panGestureRecognizer.isEnabled = false
                offsetAtCancel = sv.contentOffset
                sv.panGestureRecognizer.isEnabled = true
            }
        }
        #expect(states.first == .began && states.last == .cancelled && states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(recorder.releaseVelocity == .zero)
        #expect(offsetAtCancel.y > 50 && sv.contentOffset == offsetAtCancel)
        window.touches.up(id: 1, at: CGPoint(x: 100, y: 200))
        #expect(sv.contentOffset == offsetAtCancel && states.last == .cancelled)
    }

    /// A scroll view that scrolls both ways but lets its pan begin only for horizontal drags
    /// (the scroll view is its pan's delegate: UIView's `gestureRecognizerShouldBegin(_:)`).
    final class HorizontalOnly: UIScrollView {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard gestureRecognizer === panGestureRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer else {
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            let t = pan.translation(in: self)
            return abs(t.x) > abs(t.y)
        }
    }

    @Test func theScrollViewMayRefuseItsPanAndTheScrollViewOutsideTakesTheDrag() {
        let recorder = Recorder()
        let outer = scrollView(delegate: Recorder())
        let pager = HorizontalOnly(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        pager.contentSize = CGSize(width: 390 * 4, height: 600)
        pager.delaysContentTouches = false
        pager.delegate = recorder
        outer.addSubview(pager)
        let card = GestureRecognizerTests.Listener(frame: CGRect(x: 0, y: 0, width: 390 * 4, height: 600))
        pager.addSubview(card)
        // Vertical: the pager's pan is refused (it fails); the list outside scrolls.
        drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 100))
        #expect(pager.contentOffset == .zero && recorder.log.isEmpty)
        #expect(outer.contentOffset.y > 100)
        #expect(card.heard.first == "began" && card.heard.last == "cancelled")
        window.clock.advance(to: window.now + 10)
        // Horizontal: the pager drags.
        outer.setContentOffset(.zero, animated: false)
        drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150))
        #expect(pager.contentOffset.x > 100 && recorder.log.first == "willBeginDragging began")
    }

    /// A scroll view subclass that lets its pan recognize with the others (as a pull-to-dismiss
    /// screen does): the scroll view is its pan's delegate when it adopts the protocol.
    final class Together: UIScrollView, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    @Test func aScrollViewThatIsItsPansDelegateLetsAnotherPanRecognizeWithIt() {
        let recorder = Recorder()
        let sv = Together(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        sv.contentSize = CGSize(width: 390, height: 3000)
        sv.delaysContentTouches = false
        sv.delegate = recorder
        window.addSubview(sv)
        #expect(sv.panGestureRecognizer.delegate === sv)
        var states: [UIGestureRecognizer.State] = []
        let other = UIPanGestureRecognizer(target: target { states.append($0.state) }, action: handle)
        sv.addGestureRecognizer(other)
        drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200))
        // Both recognized: the scroll view scrolled, and the other pan saw the whole drag.
        #expect(recorder.log.first == "willBeginDragging began" && sv.contentOffset.y > 100)
        #expect(states.first == .began && states.last == .ended && states.count == 13)
        // A plain scroll view's pan may not recognize with it: the other pan, which saw the move
        // first, has the touch, and the scroll view's pan fails.
        let plain = scrollView(delegate: Recorder())
        states = []
        var scrollPanStates: [UIGestureRecognizer.State] = []
        plain.addGestureRecognizer(UIPanGestureRecognizer(target: target { states.append($0.state) }, action: handle))
        plain.panGestureRecognizer.addTarget(target { scrollPanStates.append($0.state) }, action: handle)
        window.clock.advance(to: window.now + 10)
        let rest = plain.contentOffset
        drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200))
        #expect(states.count == 13 && scrollPanStates.isEmpty && plain.contentOffset == rest)
    }

    /// A recognizer of user code that decides at a given move whether it recognizes.
    final class Decider: UIGestureRecognizer {
        var decidesAt = 3, recognizes = false
        private var moves = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            moves += 1
            if state == .possible, moves == decidesAt { state = recognizes ? .began : .failed }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            state = state == .possible ? .failed : .ended
        }
        override func reset() { super.reset(); moves = 0 }
    }

    @Test func requireToFailHoldsThePanAndHoldsUserRecognizersForIt() {
        let recorder = Recorder()
        let sv = scrollView(delegate: recorder)
        let decider = Decider()
        sv.addGestureRecognizer(decider)
        sv.panGestureRecognizer.require(toFail: decider)
        var translations: [CGPoint] = []
        sv.panGestureRecognizer.addTarget(target { translations.append(($0 as! UIPanGestureRecognizer).translation(in: nil)) },
                                          action: handle)
        // The decider fails at the 3rd move: the pan begins there, not at the 1st.
        let a = CGPoint(x: 100, y: 400), b = CGPoint(x: 100, y: 160)
        drag(from: a, to: b)
        #expect(recorder.log.first == "willBeginDragging began")
        let anchor = a + (b - a) * (CGFloat(3) / CGFloat(12))
        #expect(translations.count == 11 && abs(translations.last!.y - (b.y - anchor.y)) < 1e-9)
        // The decider recognizes: the pan fails and nothing scrolls.
        sv.setContentOffset(.zero, animated: false)
        window.clock.advance(to: window.now + 10)
        recorder.log = []
        decider.recognizes = true
        drag(from: a, to: b)
        #expect(recorder.log.isEmpty && sv.contentOffset == .zero)
        // A tap of user code told to wait for the pan: recognized when the pan fails at the lift.
        sv.removeGestureRecognizer(decider)
        var tapped = 0
        let tap = UITapGestureRecognizer(target: target { _ in tapped += 1 }, action: handle)
        tap.require(toFail: sv.panGestureRecognizer)
        sv.addGestureRecognizer(tap)
        window.clock.advance(to: window.now + 1)
        window.touches.down(id: 1, at: CGPoint(x: 100, y: 300))
        window.clock.advance(to: window.now + 0.1)
        window.touches.up(id: 1, at: CGPoint(x: 100, y: 300))
        #expect(tapped == 1)
    }

    @Test func thePinchZoomsFirstThenItsActionsRunAndItIsNilWithoutZooming() {
        let recorder = Recorder()
        let sv = scrollView(delegate: recorder)
        #expect(sv.pinchGestureRecognizer == nil, "minimumZoomScale == maximumZoomScale: no pinch, as on iOS")
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        sv.addSubview(photo)
        sv.contentSize = photo.bounds.size
        recorder.zoomed = photo
        sv.maximumZoomScale = 4
        guard let pinch = sv.pinchGestureRecognizer else { Issue.record("a zoomable scroll view has a pinch"); return }
        #expect(pinch.view === sv)
        var scales: [CGFloat] = [], velocities: [CGFloat] = []
        pinch.addTarget(target { r in
            let p = r as! UIPinchGestureRecognizer
            recorder.log.append("action \(p.state)")
            scales.append(p.scale)
            velocities.append(p.velocity)
        }, action: handle)
        window.touches.down(id: 2, at: CGPoint(x: 150, y: 300))
        window.touches.down(id: 3, at: CGPoint(x: 250, y: 300))
        #expect(pinch.state == .began && pinch.numberOfTouches == 2 && pinch.location(in: nil) == CGPoint(x: 200, y: 300))
        window.spreadFingers((2, 3), from: CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300))
        window.touches.up(id: 3, at: CGPoint(x: 300, y: 300))
        window.touches.up(id: 2, at: CGPoint(x: 100, y: 300))
        #expect(Array(recorder.log.prefix(2)) == ["willBeginZooming", "action began"])
        #expect(Array(recorder.log.suffix(2)) == ["didEndZooming", "action ended"])
        // From a spread of 100 to 200: the scale is 2, and the zoom followed it.
        #expect(scales.first == 1 && abs(scales.last! - 2) < 1e-9)
        #expect(abs(sv.zoomScale - 2) < 1e-9)
        // 5 pt a finger every 1/120 s on a starting spread of 100: 12 a second.
        #expect(abs(velocities.last! - 12) < 1e-6)
        #expect(pinch.state == .possible)
        // Disabled, the pinch zooms nothing.
        pinch.isEnabled = false
        recorder.log = []
        window.touches.down(id: 2, at: CGPoint(x: 150, y: 300))
        window.touches.down(id: 3, at: CGPoint(x: 250, y: 300))
        window.clock.advance(to: window.now + 1.0 / 120)
        window.touches.move(id: 3, to: CGPoint(x: 300, y: 300))
        window.touches.up(id: 3, at: CGPoint(x: 300, y: 300))
        window.touches.up(id: 2, at: CGPoint(x: 150, y: 300))
        #expect(!recorder.log.contains("willBeginZooming") && abs(sv.zoomScale - 2) < 1e-9)
    }
}
