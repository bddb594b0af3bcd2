import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// A script's finger lands where the script says, or the run stops with an error
/// that names the step and the scroll view: it never turns into another gesture
/// (a status-bar tap) on its own.
@MainActor
@Suite struct TouchLandingTests {
    /// A 300 pt high scroll view at the top of a long outer one.
    final class Nested: TestController {
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        init() {
            super.init()
            inner.contentSize = CGSize(width: 390, height: 3000)
            scrollView.addSubview(inner)
        }
        override var scene: Scene {
            Scene(window: window, scrollViews: [("main", scrollView), ("inner", inner)], owners: [self])
        }
    }

    func failure(_ steps: [Script.Step], _ c: TestController = Nested()) throws -> ScriptError? {
        let stage = Stage(scene: c.scene)
        do {
            try stage.run(Script(steps: steps), fps: 60, source: "s.json") { _ in }
        } catch let e as ScriptError {
            return e
        }
        return nil
    }

    @Test func aFlingAtAScrollViewScrolledOffScreenIsAnError() throws {
        let c = Nested()
        let e = try #require(try failure([.start(at: 2000), .wait(duration: 0.1),
                                          .fling(scrollView: "inner", velocity: CGPoint(x: 0, y: 2000), duration: 0.1)], c))
        #expect(e.step == 2 && e.stepName == "fling" && e.field == "scrollView")
        #expect(e.message.contains("\"inner\"") && e.message.contains("not on screen"), "\(e)")
        // Nothing was scrolled to the top on the way.
        #expect(c.scrollView.contentOffset.y == 2000)
    }

    @Test func aFlingWhoseFingerWouldTapTheStatusBarIsAnError() throws {
        // Scrolled so that only the inner view's bottom 30 pt show, under the status bar.
        let c = Nested()
        let e = try #require(try failure([.start(at: 370), .fling(scrollView: "inner", velocity: CGPoint(x: 0, y: 3000), duration: 0.1)], c))
        #expect(e.step == 1 && e.field == "scrollView")
        #expect(e.message.contains("status bar") && e.message.contains("\"inner\""), "\(e)")
        #expect(c.scrollView.contentOffset.y == 370)
    }

    @Test func aFlingThatWouldLandOnAnotherViewIsAnError() throws {
        let c = Nested()
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        c.window.addSubview(cover)
        let e = try #require(try failure([.fling(scrollView: "inner", velocity: CGPoint(x: 0, y: 2000), duration: 0.1)], c))
        #expect(e.message.contains("lands on UIView") && e.message.contains("\"inner\""), "\(e)")
    }

    @Test func aFingerAboveTheScreenIsAnErrorNotAStatusBarTap() throws {
        let c = Nested()
        let stage = Stage(scene: c.scene)
        for step in [Script.Step.tap(at: CGPoint(x: 195, y: -5)), .touchDown(at: CGPoint(x: 195, y: -5)),
                     .pinch(center: CGPoint(x: 10, y: 400), scale: 2, duration: 0.3)] {
            let script = Script(steps: [.start(at: 2000), step] + (step.name == "touchDown" ? [.touchUp] : []))
            #expect { try stage.validate(script, source: "s.json") } throws: { error in
                guard let e = error as? ScriptError else { return false }
                return e.step == 1 && e.message.contains("off the 390 x 844 pt screen")
            }
        }
    }

    @Test func aStatusBarTapSkipsAScrollViewThatIsNotOnScreen() throws {
        // The inner scroll view scrolled away under the outer one: the tap scrolls the
        // outer one, the only candidate on screen.
        let c = Nested()
        c.inner.contentOffset = CGPoint(x: 0, y: 500)
        let r = try run([.start(at: 2000), .tap(at: CGPoint(x: 195, y: 20)), .wait(duration: 2)], controller: c)
        #expect(c.scrollView.contentOffset.y == 0)
        #expect(c.inner.contentOffset.y == 500)
        #expect(r.names == ["DidScrollToTop"])
    }
}
