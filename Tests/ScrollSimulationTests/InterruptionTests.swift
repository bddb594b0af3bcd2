import Testing
import ScrollReelUIKit
import ScrollPhysics
@testable import ScrollSimulation

/// Every kind of motion, interrupted by every way a user or code takes the content
/// over: whatever was running ends as UIKit ends it, every begin the delegate heard
/// has its end, and no flag stays set once the content rests.
@MainActor
@Suite struct InterruptionTests {
    /// A running motion: the scene it runs in and the steps that start it.
    struct Motion: Sendable {
        let name: String
        let steps: [Script.Step]
        let zooms: Bool
        let paging: Bool
    }

    nonisolated static let motions: [Motion] = [
        Motion(name: "deceleration", steps: [.start(at: 2000), .flingDown(3000), .wait(duration: 0.2)], zooms: false, paging: false),
        Motion(name: "bounce", steps: [.start(at: 300), .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -2600), duration: 0.1),
                                       .wait(duration: 0.2)], zooms: false, paging: false),
        Motion(name: "paging settle", steps: [.fling(scrollView: "main", velocity: CGPoint(x: 3000, y: 0), duration: 0.1),
                                              .wait(duration: 0.1)], zooms: false, paging: true),
        Motion(name: "zoom bounce", steps: [.pinch(center: CGPoint(x: 195, y: 420), scale: 4, duration: 0.5), .wait(duration: 0.1)],
               zooms: true, paging: false),
        Motion(name: "animated setContentOffset", steps: [.setContentOffset(scrollView: "main", offset: CGPoint(x: 0, y: 1500), animated: true),
                                                          .wait(duration: 0.1)], zooms: false, paging: false),
        Motion(name: "scroll to top", steps: [.start(at: 2000), .tap(at: CGPoint(x: 195, y: 20)), .wait(duration: 0.2)],
               zooms: false, paging: false),
    ]

    nonisolated static let interrupters: [(name: String, steps: [Script.Step])] = [
        ("a touch", [.touchDown(at: CGPoint(x: 195, y: 400)), .hold(duration: 0.1), .touchUp]),
        ("a drag", [.touchDown(at: CGPoint(x: 195, y: 500)), .moveTo(at: CGPoint(x: 195, y: 300), duration: 0.2), .touchUp]),
        ("setContentOffset animated", [.setContentOffset(scrollView: "main", offset: CGPoint(x: 0, y: 600), animated: true)]),
        ("setContentOffset", [.setContentOffset(scrollView: "main", offset: CGPoint(x: 0, y: 600), animated: false)]),
        ("a status-bar tap", [.tap(at: CGPoint(x: 195, y: 20))]),
    ]

    final class Zooming: TestController {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 1688))
        init() {
            super.init(contentSize: CGSize(width: 390, height: 1688))
            scrollView.addSubview(content)
            scrollView.maximumZoomScale = 3
        }
        override func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    }

    static func controller(for m: Motion) -> TestController {
        if m.zooms { return Zooming() }
        if m.paging { return TestController(contentSize: CGSize(width: 390 * 10, height: 844 * 3)) { $0.isPagingEnabled = true } }
        return TestController()
    }

    struct State { let t: Double; let dragging: Bool; let decelerating: Bool; let tracking: Bool; let zooming: Bool; let moving: Bool }

    @Test(arguments: motions.map(\.name), interrupters.map(\.name))
    func anInterruptedMotionEndsAsUIKitEndsIt(_ motionName: String, _ interrupterName: String) throws {
        let motion = Self.motions.first { $0.name == motionName }!
        let interrupter = Self.interrupters.first { $0.name == interrupterName }!
        let c = Self.controller(for: motion)
        let sv = c.scrollView
        let scene = c.scene
        var states: [State] = []
        var calls: [DelegateCall] = []
        let script = Script(steps: motion.steps + interrupter.steps + [.wait(duration: 2.5)])
        // The interrupter begins at the end of the motion's steps; a status-bar tap
        // acts when the finger lifts.
        let at = motion.steps.reduce(0) { $0 + $1.duration }
        let acts = at + (interrupterName == "a status-bar tap" ? Script.Step.tapDuration : 0)
        var runningAtInterruption = false
        try Stage(scene: scene).run(script, fps: 240) { f in
            calls += f.events
            if abs(f.time - (at - 1.0 / 240)) < 1e-9 { runningAtInterruption = sv.isInMotion }
            states.append(State(t: f.time, dragging: sv.isDragging, decelerating: sv.isDecelerating, tracking: sv.isTracking,
                                zooming: sv.isZooming, moving: sv.isInMotion))
        }
        let label = "\(motionName) interrupted by \(interrupterName)"
        #expect(runningAtInterruption, "\(label): the \(motionName) had already ended when it was interrupted")
        let names = calls.map(\.name)
        func count(_ n: String) -> Int { names.filter { $0 == n }.count }
        #expect(count("scrollViewWillBeginDragging") == count("scrollViewDidEndDragging"), "\(label): \(names)")
        // A finger that catches a deceleration ends it without
        // `scrollViewDidEndDecelerating` (UIKit's tap-to-stop); code always ends it
        // with the call.
        let touches = interrupterName == "a touch" || interrupterName == "a drag"
        if !touches {
            #expect(count("scrollViewWillBeginDecelerating") == count("scrollViewDidEndDecelerating"), "\(label): \(names)")
        }
        #expect(count("scrollViewWillBeginZooming") == count("scrollViewDidEndZooming"), "\(label): \(names)")
        // No end before its begin.
        var open = 0
        for n in names {
            if n == "scrollViewWillBeginDecelerating" { open += 1 }
            if n == "scrollViewDidEndDecelerating" { open -= 1; #expect(open >= 0, "\(label): \(names)") }
        }
        let last = try #require(states.last)
        #expect(!last.dragging && !last.decelerating && !last.tracking && !last.zooming && !last.moving, "\(label): \(last)")
        // Code that takes the content over ends the deceleration at once.
        if !touches {
            let after = states.first { $0.t > acts + 1e-6 }!
            #expect(!after.decelerating && !after.dragging, "\(label): still \(after) after the interruption")
        }
        // A paging scroll view rests on a page.
        if motion.paging { #expect(sv.contentOffset.x.truncatingRemainder(dividingBy: 390) == 0, "\(label): \(sv.contentOffset)") }
        // A zoom stopped on its way back is put at the limit it was returning to.
        if motion.zooms { #expect(sv.zoomScale == 3, "\(label): \(sv.zoomScale)") }
        // An interrupted animation does not claim to have finished.
        if motionName == "animated setContentOffset" {
            #expect(!calls.contains { $0.name == "scrollViewDidEndScrollingAnimation" && $0.time < acts + 1e-9 })
        }
    }

    /// The issue's own run: a 3000 pt/s fling and a status-bar tap 0.3 s later.
    /// The tap ends the deceleration at once (`scrollViewDidEndDecelerating`, flags
    /// false) and the content springs to the top, where `scrollViewDidScrollToTop`
    /// comes once the spring has run.
    @Test func aStatusBarTapDuringADecelerationEndsIt() throws {
        let r = try run([.start(at: 3000), .flingDown(3000), .wait(duration: 0.3), .tap(at: CGPoint(x: 195, y: 20)),
                         .wait(duration: 2.5)], fps: 240)
        let tapTime = 0.1 + 0.3 + Script.Step.tapDuration
        #expect(r.names == ["WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating",
                            "DidEndDecelerating", "DidScrollToTop"])
        let end = try #require(r.first("scrollViewDidEndDecelerating"))
        #expect(abs(end.time - tapTime) < 1e-9)
        #expect(!end.isDragging && !end.isDecelerating)
        let top = try #require(r.first("scrollViewDidScrollToTop"))
        #expect(abs(top.time - tapTime - SpringAnimation.scrollToTopDuration) < 1e-9)
        #expect(r.offsets.last!.y == 0)
        #expect(r.flags.last!.dragging == false && r.flags.last!.decelerating == false)
    }
}
