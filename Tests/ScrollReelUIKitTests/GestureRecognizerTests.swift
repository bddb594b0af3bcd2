import Testing
@testable import ScrollReelUIKit

/// UIKit's event pipeline: the window's `sendEvent(_:)` gives each touch to the
/// gesture recognizers of the views under it first, then to the view; recognizers
/// move through UIKit's states, wait for each other, exclude each other, and cancel
/// or delay what the views hear.
@MainActor
@Suite struct GestureRecognizerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The targets of the recognizers' actions, kept for the test (recognizers do not retain them).
    let targets = Targets()

    /// A target whose `handle:` calls a block, registered as the UIKitSources plugin's generated
    /// code registers an app's `@objc` methods: the recognizers here are made as an iOS file makes
    /// them, with `init(target:action:)`.
    final class ActionTarget {
        let body: @MainActor (UIGestureRecognizer) -> Void
        init(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) { self.body = body }
        @MainActor func handle(_ recognizer: UIGestureRecognizer) { body(recognizer) }
        static let registered: Void = {
            MethodDispatch.register([MethodTable(selectors: ["handle:"], isDeclared: { $0 is ActionTarget.Type },
                                                 perform: { object, _, arguments in
                                                     (object as? ActionTarget)?.handle(arguments.first as! UIGestureRecognizer)
                                                 })])
        }()
    }
    final class Targets { var all: [ActionTarget] = [] }
    /// The selector of `ActionTarget.handle(_:)`.
    let handle = Selector("handle:")

    /// A target that calls `body` with the recognizer at each of its actions.
    func target(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) -> ActionTarget {
        _ = ActionTarget.registered
        let t = ActionTarget(body)
        targets.all.append(t)
        return t
    }

    /// A view that writes down what it hears.
    final class Listener: UIView {
        var heard: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("cancelled") }
    }

    func listener() -> Listener {
        let v = Listener(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.addSubview(v)
        return v
    }

    /// Moves the finger from `a` to `b` in `steps` samples 1/120 s apart.
    func drag(_ id: Int = 1, from a: CGPoint, to b: CGPoint, steps: Int = 12, lift: Bool = true) {
        window.touches.down(id: id, at: a)
        for i in 1...steps {
            window.clock.advance(to: window.now + 1.0 / 120)
            window.touches.move(id: id, to: a + (b - a) * (CGFloat(i) / CGFloat(steps)))
        }
        if lift { window.touches.up(id: id, at: b) }
    }

    func tap(at p: CGPoint) {
        window.touches.down(id: 1, at: p)
        window.clock.advance(to: window.now + 0.1)
        window.touches.up(id: 1, at: p)
    }

    @Test func aPanBeginsPastItsHysteresisAndMeasuresFromThere() {
        let v = listener()
        var log: [(UIGestureRecognizer.State, CGPoint)] = []
        let pan = UIPanGestureRecognizer(target: target { r in log.append((r.state, (r as! UIPanGestureRecognizer).translation(in: v))) }, action: handle)
        v.addGestureRecognizer(pan)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100))
        #expect(log.first?.0 == .began && log.first?.1 == .zero)
        #expect(log.dropFirst().dropLast().allSatisfy { $0.0 == .changed })
        #expect(log.last?.0 == .ended && abs(log.last!.1.x - 50) < 1e-9)
        // It took the touch over: the view heard it begin, move until then, and be cancelled.
        #expect(v.heard.first == "began" && v.heard.last == "cancelled" && !v.heard.contains("ended"))
        #expect(pan.state == .possible, "reset once its touches are gone")
        // Its velocity: 50 pt in 0.1 s.
        var velocity = CGPoint.zero
        let fling = UIPanGestureRecognizer(target: target { r in if r.state == .changed { velocity = (r as! UIPanGestureRecognizer).velocity(in: nil) } }, action: handle)
        v.removeGestureRecognizer(pan)
        v.addGestureRecognizer(fling)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100))
        #expect(abs(velocity.x - 600) < 1 && abs(velocity.y) < 1e-9)
    }

    @Test func aTapIsRecognizedAtTheLiftAndCancelsTheViewsTouch() {
        let v = listener()
        var taps = 0
        let recognizer = UITapGestureRecognizer(target: target { r in if r.state == .ended { taps += 1 } }, action: handle)
        v.addGestureRecognizer(recognizer)
        tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 1)
        #expect(v.heard == ["began", "cancelled"])
        #expect(recognizer.location(in: v) == CGPoint(x: 50, y: 50))
        // Without cancelling, the view hears the end.
        v.heard = []
        recognizer.cancelsTouchesInView = false
        tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 2 && v.heard == ["began", "ended"])
        // A finger that moves is no tap.
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50))
        #expect(taps == 2)
    }

    @Test func aDoubleTapWaitsAndASingleTapWaitsForItToFail() {
        let v = listener()
        var events: [String] = []
        let single = UITapGestureRecognizer(target: target { _ in events.append("single") }, action: handle)
        let double = UITapGestureRecognizer(target: target { _ in events.append("double") }, action: handle)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        tap(at: CGPoint(x: 50, y: 50))
        window.clock.advance(to: window.now + 0.1)
        tap(at: CGPoint(x: 50, y: 50))
        #expect(events == ["double"])
        window.clock.advance(to: window.now + 1)
        tap(at: CGPoint(x: 50, y: 50))
        #expect(events == ["double"], "the single tap waits for the double tap to fail")
        window.clock.advance(to: window.now + 0.5)
        #expect(events == ["double", "single"])
    }

    @Test func aLongPressBeginsAfterItsDurationAndFailsOnMovement() {
        let v = listener()
        var states: [(UIGestureRecognizer.State, Double)] = []
        let press = UILongPressGestureRecognizer(target: target { [window] r in states.append((r.state, window.now)) }, action: handle)
        v.addGestureRecognizer(press)
        window.touches.down(id: 1, at: CGPoint(x: 50, y: 50))
        window.clock.advance(to: 0.4)
        #expect(states.isEmpty)
        window.clock.advance(to: 0.6)
        #expect(states.map(\.0) == [.began] && states[0].1 == 0.5)
        window.touches.up(id: 1, at: CGPoint(x: 50, y: 50))
        #expect(states.map(\.0) == [.began, .ended])
        states = []
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), lift: false)
        window.clock.advance(to: window.now + 1)
        window.touches.up(id: 1, at: CGPoint(x: 80, y: 50))
        #expect(states.isEmpty)
    }

    @Test func aSwipeIsRecognizedInItsDirectionOnly() {
        let v = listener()
        var swipes = 0
        let swipe = UISwipeGestureRecognizer(target: target { _ in swipes += 1 }, action: handle)
        swipe.direction = .left
        v.addGestureRecognizer(swipe)
        drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), steps: 6)
        #expect(swipes == 1)
        drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 300, y: 100), steps: 6)
        #expect(swipes == 1)
    }

    @Test func aPinchScalesByTheFingersSpread() {
        let v = listener()
        var scale: CGFloat = 0
        let pinch = UIPinchGestureRecognizer(target: target { r in scale = (r as! UIPinchGestureRecognizer).scale }, action: handle)
        v.addGestureRecognizer(pinch)
        window.touches.down(id: 2, at: CGPoint(x: 150, y: 300))
        window.touches.down(id: 3, at: CGPoint(x: 250, y: 300))
        window.spreadFingers((2, 3), from: CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300))
        window.touches.up(id: 2, at: CGPoint(x: 100, y: 300))
        window.touches.up(id: 3, at: CGPoint(x: 300, y: 300))
        // Began at a spread of 110 (the 10 pt hysteresis), ended at 200.
        #expect(abs(scale - 200 / 110) < 1e-9)
    }

    /// The delegate: keeps a recognizer from beginning, lets two recognize together,
    /// keeps touches from one.
    final class Delegate: UIGestureRecognizerDelegate {
        var begins = true, together = false, receives = true
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { together }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
    }

    @Test func theDelegateDecidesBeginningTogethernessAndTouches() {
        let v = listener()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        v.addSubview(inner)
        var began: [String] = []
        let outerPan = UIPanGestureRecognizer(target: target { r in if r.state == .began { began.append("outer") } }, action: handle)
        let innerPan = UIPanGestureRecognizer(target: target { r in if r.state == .began { began.append("inner") } }, action: handle)
        let delegate = Delegate()
        innerPan.delegate = delegate
        v.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        // The deeper recognizer sees the move first and wins; the other fails.
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50))
        #expect(began == ["inner"])
        began = []
        delegate.together = true
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50))
        #expect(began == ["inner", "outer"])
        began = []
        delegate.together = false
        delegate.begins = false
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50))
        #expect(began == ["outer"])
        began = []
        delegate.begins = true
        delegate.receives = false
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50))
        #expect(began == ["outer"])
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() {
        let v = listener()
        let swipe = UISwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        v.addGestureRecognizer(swipe)
        window.touches.down(id: 1, at: CGPoint(x: 50, y: 50))
        #expect(v.heard.isEmpty)
        window.clock.advance(to: 0.1)
        window.touches.up(id: 1, at: CGPoint(x: 50, y: 50))
        #expect(v.heard == ["began", "ended"], "the swipe failed at the lift: the view hears both")
    }

    /// A recognizer on a view inside a scroll view: its pan has the touch before the
    /// scroll view's; without one, the scroll view scrolls and the recognizer fails.
    @Test func aRecognizerInsideAScrollViewCompetesWithItsPan() {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        sv.contentSize = CGSize(width: 390, height: 2000)
        sv.delaysContentTouches = false
        window.addSubview(sv)
        let card = Listener(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        sv.addSubview(card)
        var panned = false, tapped = false
        card.addGestureRecognizer(UITapGestureRecognizer(target: target { _ in tapped = true }, action: handle))
        drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50))
        #expect(!tapped && sv.contentOffset.y > 50, "the scroll view took the drag; the tap failed")
        sv.setContentOffset(.zero, animated: false)
        window.clock.advance(to: window.now + 5)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: target { r in if r.state == .began { panned = true } }, action: handle))
        drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50))
        #expect(panned && sv.contentOffset.y == 0, "the card's pan had the touch")
    }
}
