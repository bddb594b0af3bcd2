import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// The delegate orders and flags that seeds 000-002 spell out.
@MainActor
@Suite struct DelegateSequenceTests {
    let scrolling: Set<String> = ["WillBeginDragging", "WillEndDragging", "DidEndDragging",
                                  "WillBeginDecelerating", "DidEndDecelerating"]

    /// Seed 000: repeated fast flicks, the last released without velocity.
    @Test func repeatedFlicksComeInTheSeedsOrder() throws {
        let r = try run([.start(at: 1000), .flingDown(), .wait(duration: 0.3), .flingDown(), .wait(duration: 0.3),
                         .touchDown(at: CGPoint(x: 195, y: 500)), .moveTo(at: CGPoint(x: 195, y: 380), duration: 0.2),
                         .hold(duration: 0.3), .touchUp, .wait(duration: 1)])
        #expect(r.names.filter(scrolling.contains) == [
            "WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating",
            "WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating",
            "WillBeginDragging", "WillEndDragging", "DidEndDragging", "DidEndDecelerating",
        ])
        let begins = r.all("scrollViewWillBeginDragging")
        #expect(!begins[0].isDecelerating)
        for b in begins.dropFirst() {
            #expect(b.isDragging && b.isDecelerating, "a drag during a deceleration sees both flags")
        }
        let ends = r.all("scrollViewDidEndDragging")
        #expect(ends.map(\.willDecelerate) == [true, true, false])
        // The earlier deceleration's end is delivered at the last release, with both flags cleared.
        let end = r.first("scrollViewDidEndDecelerating")!
        #expect(end.time == ends[2].time)
        #expect(!end.isDragging && !end.isDecelerating)
    }

    @Test func isDraggingStaysTrueUntilTheDecelerationEnds() throws {
        let r = try run([.start(at: 1000), .flingDown(1500)])
        let release = r.first("scrollViewDidEndDragging")!
        let end = r.first("scrollViewDidEndDecelerating")!
        for (f, flags) in zip(r.frames, r.flags) where f.time > release.time && f.time < end.time {
            #expect(flags.dragging && flags.decelerating && !flags.tracking, "t = \(f.time)")
        }
        #expect(r.flags.last.map { !$0.dragging && !$0.decelerating } == true)
    }

    @Test func aReleaseWithoutVelocityDoesNotDecelerate() throws {
        let r = try run([.start(at: 1000), .touchDown(at: CGPoint(x: 195, y: 500)),
                         .moveTo(at: CGPoint(x: 195, y: 300), duration: 0.3), .hold(duration: 0.2), .touchUp])
        #expect(r.names == ["WillBeginDragging", "WillEndDragging", "DidEndDragging"])
        #expect(r.first("scrollViewWillEndDragging")!.velocity == .zero)
        #expect(r.first("scrollViewDidEndDragging")!.willDecelerate == false)
        // The pan begins at the first touch sample past the 10 pt slop (200 pt in
        // 0.3 s at 120 Hz: 11.1 pt); the content follows the finger from there
        // without jumping by the slop.
        let recognized = 200.0 / 36 * 2
        #expect(abs(r.offsets.last!.y - (1000 + 200 - recognized)) < 1e-9)
        let firstMove = r.offsets.first { $0.y != 1000 }!.y - 1000
        #expect(firstMove > 0 && firstMove < 60)
    }

    /// A drag that lifts while moving at `speed` pt/s, from 1000.
    func release(at speed: Double, after steps: [Script.Step] = [.start(at: 1000)]) throws -> Run {
        // 0.3 s at constant speed: the last 100 ms of samples measure exactly `speed`.
        try run(steps + [.touchDown(at: CGPoint(x: 195, y: 500)),
                         .moveTo(at: CGPoint(x: 195, y: 500 - speed * 0.3), duration: 0.3), .touchUp, .wait(duration: 1)])
    }

    /// UIKit does not decelerate a release below 250 pt/s (a recorded 263 pt/s
    /// flick does decelerate; SlowReleaseTests).
    @Test(arguments: [60.0, 150, 200, 245])
    func aSlowReleaseDoesNotDecelerate(_ speed: Double) throws {
        let r = try release(at: speed)
        #expect(r.names == ["WillBeginDragging", "WillEndDragging", "DidEndDragging"])
        let end = r.first("scrollViewWillEndDragging")!
        #expect(end.velocity == .zero, "reported as a release without velocity")
        #expect(end.targetContentOffset == end.contentOffset)
        #expect(r.first("scrollViewDidEndDragging")!.willDecelerate == false)
        // The content stays where the finger left it.
        #expect(r.offsets.last == end.contentOffset)
        #expect(r.flags.last.map { !$0.dragging && !$0.decelerating } == true)
    }

    /// ...and always does above about 350 pt/s.
    @Test(arguments: [310.0, 350, 500])
    func aReleaseAboveTheThresholdDecelerates(_ speed: Double) throws {
        let r = try release(at: speed)
        #expect(r.names == ["WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating",
                            "DidEndDecelerating"])
        let end = r.first("scrollViewWillEndDragging")!
        #expect(abs(end.velocity!.y - speed / 1000) < 1e-6)
        #expect(end.targetContentOffset!.y > end.contentOffset.y + 10)
    }

    /// A slow release of a finger that caught a deceleration: the seeds' special
    /// case, with the earlier deceleration's end delivered at the release.
    @Test func aSlowReleaseAfterCatchingADecelerationEndsThatDeceleration() throws {
        let r = try release(at: 200, after: [.start(at: 1000), .flingDown(2500), .wait(duration: 0.3)])
        #expect(r.names.filter(scrolling.contains) == [
            "WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating",
            "WillBeginDragging", "WillEndDragging", "DidEndDragging", "DidEndDecelerating",
        ])
        let ends = r.all("scrollViewDidEndDragging")
        #expect(ends.map(\.willDecelerate) == [true, false])
        #expect(r.first("scrollViewDidEndDecelerating")!.time == ends[1].time)
        #expect(r.offsets.last == ends[1].contentOffset)
    }

    @Test func aTapThatStopsADecelerationEndsItSilently() throws {
        let r = try run([.start(at: 1000), .flingDown(2000), .wait(duration: 0.4), .tap(at: CGPoint(x: 195, y: 400)),
                         .wait(duration: 0.5)])
        #expect(r.names == ["WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating"])
        let stoppedAt = r.offsets.last!
        #expect(r.flags.last.map { !$0.dragging && !$0.decelerating } == true)
        // Stopped where it was when the finger came down, well short of the target.
        let target = r.first("scrollViewWillEndDragging")!.targetContentOffset!
        #expect(stoppedAt.y < target.y - 100)
    }

    @Test func theReportedVelocityIsTheFlingsInPointsPerMillisecond() throws {
        let r = try run([.start(at: 1000), .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -1234), duration: 0.12)])
        let v = r.first("scrollViewWillEndDragging")!.velocity!
        #expect(abs(v.y + 1.234) < 1e-9 && v.x == 0)
    }

    @Test func animatedSetContentOffsetEndsWithDidEndScrollingAnimation() throws {
        let r = try run([.setContentOffset(scrollView: "main", offset: CGPoint(x: 0, y: 500), animated: true)])
        #expect(r.names == ["DidEndScrollingAnimation"])
        let call = r.first("scrollViewDidEndScrollingAnimation")!
        #expect(abs(call.time - 0.3) < 1e-9 && call.contentOffset.y == 500)
        // Ease in, ease out: slow at both ends, fast in the middle.
        let steps = zip(r.offsets, r.offsets.dropFirst()).map { $1.y - $0.y }
        #expect(steps[1] < steps[9] && steps[17] < steps[9])
    }

    @Test func anAnimationToWhereTheContentIsCallsNothing() throws {
        let r = try run([.setContentOffset(scrollView: "main", offset: .zero, animated: true), .wait(duration: 0.5)])
        #expect(r.names.isEmpty)
    }

    @Test func setContentOffsetStopsARunningDeceleration() throws {
        let r = try run([.start(at: 1000), .flingDown(3000), .wait(duration: 0.3), .start(at: 2000), .wait(duration: 0.5)])
        #expect(r.names == ["WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating",
                            "DidEndDecelerating"])
        #expect(r.offsets.last!.y == 2000)
    }

    @Test func theDelegateCanRewriteTheTarget() throws {
        let c = TestController()
        c.rewriteTarget = { CGPoint(x: $0.x, y: ($0.y / 70).rounded() * 70) }
        let r = try run([.start(at: 1000), .flingDown(1500)], controller: c)
        let call = r.first("scrollViewWillEndDragging")!
        let adjusted = call.adjustedTargetContentOffset!
        #expect(adjusted.y.truncatingRemainder(dividingBy: 70) == 0)
        #expect(adjusted != call.targetContentOffset)
        // Exactly where the delegate said (it ended at 1889.9999999999818).
        #expect(r.offsets.last!.y == adjusted.y, "\(r.offsets.last!.y) vs \(adjusted.y)")
        #expect(r.lines.joined().contains("\"adjustedTargetContentOffset\""))
    }

    @Test func anUnchangedTargetIsNotReportedAsAdjusted() throws {
        let r = try run([.start(at: 1000), .flingDown(1500)])
        #expect(r.first("scrollViewWillEndDragging")!.adjustedTargetContentOffset == nil)
        #expect(!r.lines.joined().contains("adjustedTargetContentOffset"))
    }
}
