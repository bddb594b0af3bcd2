import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// Steps back to back: what is due at the same virtual time runs in script order,
/// so a step's last touch sample and its lift come before the next step begins.
@MainActor
@Suite struct StepOrderTests {
    /// A zoomable full-screen scroll view (maximum zoom 3).
    final class Zooming: TestController {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        override init(contentSize: CGSize = CGSize(width: 390, height: 844), configure: (UIScrollView) -> Void = { _ in }) {
            super.init(contentSize: contentSize, configure: configure)
            scrollView.addSubview(content)
            scrollView.maximumZoomScale = 3
        }
        override func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    }

    @Test func aDragRightAfterATapMovesTheContent() throws {
        let r = try run([.start(at: 1000), .tap(at: CGPoint(x: 195, y: 400)), .touchDown(at: CGPoint(x: 195, y: 600)),
                         .moveTo(at: CGPoint(x: 195, y: 200), duration: 0.3), .hold(duration: 0.2), .touchUp])
        #expect(r.names == ["WillBeginDragging", "WillEndDragging", "DidEndDragging"])
        // The pan begins at the first sample past the slop (400 pt in 0.3 s at
        // 120 Hz: 11.1 pt a sample); the content follows the rest of the way.
        #expect(abs(r.offsets.last!.y - (1000 + 400 - 400.0 / 36)) < 1e-9)
    }

    @Test func twoFlingsInARowAreTwoDragsEachWithItsDeceleration() throws {
        let r = try run([.start(at: 1000), .flingDown(1500), .flingDown(1500)])
        #expect(r.names == [
            "WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating",
            "WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating", "DidEndDecelerating",
        ])
        #expect(r.all("scrollViewDidEndDragging").map(\.willDecelerate) == [true, true])
        // The first release comes before the second finger lands.
        let releases = r.all("scrollViewWillEndDragging"), begins = r.all("scrollViewWillBeginDragging")
        #expect(releases[0].time <= begins[1].time)
    }

    @Test func twoPinchesInARowAreTwoZooms() throws {
        let pinch = Script.Step.pinch(center: CGPoint(x: 195, y: 422), scale: 1.5, duration: 0.4)
        let r = try run([pinch, pinch], controller: Zooming())
        #expect(r.names.filter { $0.contains("Zooming") } == ["WillBeginZooming", "DidEndZooming", "WillBeginZooming", "DidEndZooming"])
        let ends = r.all("scrollViewDidEndZooming").compactMap(\.scale)
        #expect(ends.count == 2 && abs(ends[0] - 1.5) < 1e-9 && abs(ends[1] - 2.25) < 1e-9)
    }

    @Test func aMoveEndsWithItsLastSampleBeforeTheFingerLifts() throws {
        // Released the moment the move ends: the content has followed the finger
        // all the way (the last sample is the move's, not lost after the lift).
        let r = try run([.start(at: 1000), .touchDown(at: CGPoint(x: 195, y: 600)),
                         .moveTo(at: CGPoint(x: 195, y: 400), duration: 0.3), .touchUp])
        let release = try #require(r.first("scrollViewWillEndDragging"))
        #expect(abs(release.contentOffset.y - (1000 + 200 - 200.0 / 36 * 2)) < 1e-9)
        #expect(abs(release.time - 0.3) < 1e-12)
    }

    @Test func aFingerLeftDownIsAnErrorUnlessTheScriptHasADuration() throws {
        let stage = Stage(scene: TestController().scene)
        let held = [Script.Step.touchDown(at: CGPoint(x: 195, y: 400)), .moveTo(at: CGPoint(x: 195, y: 300), duration: 0.2)]
        do {
            _ = try stage.start(Script(steps: held), fps: 60, source: "held.json")
            Issue.record("a finger that never lifts must be an error")
        } catch {
            #expect(error.description == "held.json: step 0 (touchDown): the finger never lifts (add a touchUp at the end, or give the script a duration)")
        }
        // With a duration the film ends there, the finger still down.
        let r = try run(held, duration: 0.5)
        #expect(r.frames.count == 31 && r.frames.last!.touches.count == 1)
    }

    @Test func aLongMoveIsSampledAsTheClockReachesIt() throws {
        // Ten minutes of finger in one move: samples are made as they fall due, and
        // the film still ends at its duration with the finger where it should be.
        let r = try run([.touchDown(at: CGPoint(x: 195, y: 800)), .moveTo(at: CGPoint(x: 195, y: 100), duration: 600)],
                        fps: 1, duration: 300)
        #expect(r.frames.count == 301)
        #expect(abs(r.frames.last!.touches[0].y - 450) < 1e-9)
    }
}
