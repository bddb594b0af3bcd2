import Testing
import ScrollReelUIKit
import ScrollPhysics
@testable import ScrollSimulation

@MainActor
@Suite struct PagingBehaviourTests {
    func pager() -> TestController {
        TestController(contentSize: CGSize(width: 390 * 10, height: 844)) { $0.isPagingEnabled = true }
    }

    @Test func aHardFlickMovesOnePage() throws {
        let r = try run([.fling(scrollView: "main", velocity: CGPoint(x: 9000, y: 0), duration: 0.05)], controller: pager())
        #expect(r.offsets.last!.x == 390)
        #expect(r.first("scrollViewWillEndDragging")!.targetContentOffset!.x == 390)
    }

    @Test func aSlowReleaseGoesToTheNearestPage() throws {
        let back = try run([.touchDown(at: CGPoint(x: 300, y: 400)), .moveTo(at: CGPoint(x: 150, y: 400), duration: 0.4),
                            .hold(duration: 0.2), .touchUp], controller: pager())
        #expect(back.offsets.last!.x == 0)
        let on = try run([.touchDown(at: CGPoint(x: 350, y: 400)), .moveTo(at: CGPoint(x: 100, y: 400), duration: 0.4),
                          .hold(duration: 0.2), .touchUp], controller: pager())
        #expect(on.offsets.last!.x == 390, "\(on.lines.suffix(3))")
    }

    /// A slow release settles on the nearest page whichever way the finger was
    /// going (it would coast 100 pt at 200 pt/s, past the middle of the page).
    @Test func aSlowMovingReleaseGoesToTheNearestPage() throws {
        // 166 pt forward (0.43 of a page) at 200 pt/s: back to page 0.
        let back = try run([.touchDown(at: CGPoint(x: 300, y: 400)), .moveTo(at: CGPoint(x: 124, y: 400), duration: 0.88),
                            .touchUp, .wait(duration: 1)], controller: pager())
        #expect(back.first("scrollViewWillEndDragging")!.velocity == .zero)
        #expect(back.first("scrollViewDidEndDragging")!.willDecelerate == true)
        #expect(back.offsets.last!.x == 0)
        // 234 pt forward (0.6 of a page) at 200 pt/s: on to page 1.
        let on = try run([.touchDown(at: CGPoint(x: 300, y: 400)), .moveTo(at: CGPoint(x: 56, y: 400), duration: 1.22),
                          .touchUp, .wait(duration: 1)], controller: pager())
        #expect(on.offsets.last!.x == 390)
    }

    /// UIKit takes the page nearest a delegate's edit of the target (if it is inside
    /// the content), from the release velocity; an edit outside it is ignored.
    @Test func anEditOfTheTargetPicksTheNearestPage() throws {
        let c = pager()
        c.rewriteTarget = { _ in CGPoint(x: 390 * 7 - 100, y: 0) }
        let r = try run([.fling(scrollView: "main", velocity: CGPoint(x: 2000, y: 0), duration: 0.1)], controller: c)
        #expect(r.offsets.last!.x == 2730, "the page nearest 2630")
        #expect(r.first("scrollViewWillEndDragging")!.adjustedTargetContentOffset == CGPoint(x: 390 * 7 - 100, y: 0))
        let outside = pager()
        outside.rewriteTarget = { _ in CGPoint(x: 390 * 40, y: 0) }
        let o = try run([.fling(scrollView: "main", velocity: CGPoint(x: 2000, y: 0), duration: 0.1)], controller: outside)
        #expect(o.offsets.last!.x == 390)
    }

    /// A moderate flick lands on its page in the frame that reaches it: never shown
    /// past it (it overshot by 0.24–1.2 pt and rested 25–100 ms late), at 60 and 120 fps.
    @Test func aModerateFlickIsNeverShownPastItsPage() throws {
        for fps in [60, 120] {
            let r = try run([.fling(scrollView: "main", velocity: CGPoint(x: 1000, y: 0), duration: 0.1),
                             .wait(duration: 1)], fps: fps, controller: pager())
            #expect(r.offsets.allSatisfy { $0.x <= 390 }, "at \(fps) fps it shows \(r.offsets.map(\.x).max()!)")
            #expect(r.offsets.last!.x == 390)
            // It comes to rest in the first frame that shows the page.
            let first = r.offsets.firstIndex { $0.x == 390 }!
            let end = r.first("scrollViewDidEndDecelerating")!.time
            #expect(abs(end - Double(first) / Double(fps)) < 1.0 / Double(fps), "rests at \(end), first on the page at frame \(first)")
        }
    }

    /// A hard flick runs past the page and comes back (the settle starts from the
    /// release velocity as it is).
    @Test func aHardFlickRunsPastThePageAndComesBack() throws {
        let r = try run([.fling(scrollView: "main", velocity: CGPoint(x: 6000, y: 0), duration: 0.05)], fps: 120,
                        controller: pager())
        #expect(r.offsets.map(\.x).max()! > 400, "runs past: \(r.offsets.map(\.x).max()!)")
        #expect(r.offsets.last!.x == 390)
        let end = r.first("scrollViewDidEndDecelerating")!.time - r.first("scrollViewDidEndDragging")!.time
        #expect(end > 0.1 && end < 0.6, "settles in \(end) s")
    }

    /// Chained flicks: a second quick flick while the settle still heads to page 1
    /// goes to page 2 (the previous target plus a page, wherever the content was),
    /// a third to page 3; a flick back, or a drag that slows under 0.13 pt/ms, goes
    /// by the offset again.
    @Test func quickReFlicksAdvanceAPageEach() throws {
        let flick = Script.Step.fling(scrollView: "main", velocity: CGPoint(x: 2500, y: 0), duration: 0.05)
        let three = try run([flick, .wait(duration: 0.08), flick, .wait(duration: 0.08), flick, .wait(duration: 1.5)],
                            controller: pager())
        let targets = three.all("scrollViewWillEndDragging").map { $0.targetContentOffset!.x }
        #expect(targets == [390, 780, 1170], "\(targets)")
        #expect(three.offsets.last!.x == 1170)
        // Caught and flung back: by the offset, the page behind it.
        let back = try run([flick, .wait(duration: 0.08),
                            .fling(scrollView: "main", velocity: CGPoint(x: -2500, y: 0), duration: 0.05), .wait(duration: 1.5)],
                           controller: pager())
        #expect(back.all("scrollViewWillEndDragging").map { $0.targetContentOffset!.x } == [390, 0])
        // Caught, held still a moment (slower than 0.13 pt/ms), then flung: by the offset.
        let slow = try run([flick, .wait(duration: 0.08), .touchDown(at: CGPoint(x: 300, y: 400)),
                            .moveTo(at: CGPoint(x: 270, y: 400), duration: 0.1),
                            .moveTo(at: CGPoint(x: 265, y: 400), duration: 0.2),
                            .moveTo(at: CGPoint(x: 175, y: 400), duration: 0.04), .touchUp, .wait(duration: 1.5)],
                           controller: pager())
        let slowTargets = slow.all("scrollViewWillEndDragging").map { $0.targetContentOffset!.x }
        #expect(slowTargets.count == 2 && slowTargets[1] == 390, "\(slowTargets)")
    }

    /// The release velocity of a paging scroll view is UIKit's blend of the last two
    /// samples, 0.75 of the previous and 0.25 of the last: a finger that speeds up at
    /// the very end releases slower than the least-squares line says.
    @Test func aPagingReleaseBlendsTheLastTwoSamples() throws {
        // 8 ms apart (120 Hz): 2 pt, then 2 pt, then 10 pt in the last sample.
        let r = try run([.touchDown(at: CGPoint(x: 300, y: 400)), .moveTo(at: CGPoint(x: 280, y: 400), duration: 0.1),
                         .moveTo(at: CGPoint(x: 270, y: 400), duration: 1.0 / 120), .touchUp, .wait(duration: 1)],
                        fps: 120, controller: pager())
        let v = r.first("scrollViewWillEndDragging")!.velocity!.x
        // Samples 1/120 s apart: 20 pt over 0.1 s is 200 pt/s, the last 10 pt is 1200 pt/s.
        #expect(abs(v - (0.75 * 0.2 + 0.25 * 1.2)) < 1e-6, "\(v) pt/ms")
    }
}

@MainActor
@Suite struct EdgeTests {
    @Test func pullingPastTheTopFollowsTheRubberBand() throws {
        // (The finger stays down: the script's duration ends the film.)
        let r = try run([.touchDown(at: CGPoint(x: 195, y: 200)), .moveTo(at: CGPoint(x: 195, y: 510), duration: 0.5)],
                        duration: 0.6)
        // The pan begins at the second touch sample (310 pt in 0.5 s at 120 Hz:
        // 10.33 pt, past the 10 pt slop); the finger then pulls 299.67 pt past the
        // edge against an 844 pt viewport.
        let pull = 310 - 310.0 / 60 * 2
        let expected = -(1 - 1 / (pull * 0.55 / 844 + 1)) * 844
        #expect(abs(r.offsets.last!.y - expected) < 1e-6)
    }

    @Test func releasedOverscrolledItBouncesBackAsADeceleration() throws {
        let r = try run([.touchDown(at: CGPoint(x: 195, y: 200)), .moveTo(at: CGPoint(x: 195, y: 510), duration: 0.5),
                         .hold(duration: 0.2), .touchUp])
        #expect(r.names == ["WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating", "DidEndDecelerating"])
        #expect(r.first("scrollViewDidEndDragging")!.willDecelerate == true)
        #expect(r.offsets.last!.y == 0)
        // Back to the edge as UIKit's held release: the finger's 299.67 pt decay
        // with τ = 105 ms until the shown distance is under half a pixel at 3x.
        let back = r.first("scrollViewDidEndDecelerating")!.time - r.first("scrollViewDidEndDragging")!.time
        let pull = 310 - 310.0 / 60 * 2
        let expected = Bounce.timeConstant * _log(RubberBand.coefficient * pull / Spring.distanceTolerance)
        #expect(abs(back - expected) < 0.01, "bounce back takes \(back) s")
        let afterRelease = r.offsets.suffix(from: r.frames.firstIndex { $0.time >= 0.7 }!)
        #expect(afterRelease.allSatisfy { $0.y <= 1e-9 }, "no overshoot")
    }

    @Test func aFlickIntoTheBottomRunsPastAndReturns() throws {
        let r = try run([.start(at: 8440 - 844 - 300), .flingDown(2500)])
        let maxY: CGFloat = 8440 - 844
        #expect(r.offsets.map(\.y).max()! > maxY + 10)
        #expect(r.offsets.last!.y == maxY)
        #expect(r.first("scrollViewWillEndDragging")!.targetContentOffset!.y == maxY)
    }

    /// A finger that catches the bounce holds the content where it is; lifted
    /// without a move it lets the same return go on from there, and dragged, it
    /// pulls from where the rubber band has the content (no jump either way).
    @Test func aFingerThatCatchesTheBounceTakesItWhereItIs() throws {
        let pullAndRelease: [Script.Step] = [.touchDown(at: CGPoint(x: 195, y: 200)),
                                             .moveTo(at: CGPoint(x: 195, y: 500), duration: 0.4),
                                             .hold(duration: 0.2), .touchUp, .wait(duration: 0.15)]
        let held = try run(pullAndRelease + [.touchDown(at: CGPoint(x: 195, y: 400)), .hold(duration: 0.1), .touchUp,
                                             .wait(duration: 1)])
        // (Step times add up as the stage adds them.)
        let down = 0.4 + 0.2 + 0.15, up = 0.4 + 0.2 + 0.15 + 0.1
        let caughtFrame = held.frames.firstIndex { $0.time > down }!
        let caught = held.offsets[caughtFrame]
        #expect(caught.y < -20)
        #expect(held.offsets[caughtFrame + 4] == caught, "held still under the finger")
        let again = Bounce(from: caught.y, momentum: 0, edge: 0, dimension: 844)
        for i in held.frames.indices where held.frames[i].time > up {
            let t = held.frames[i].time - up
            #expect(abs(held.offsets[i].y - again.position(at: t)) < 1e-9, "t = \(held.frames[i].time)")
        }
        #expect(held.offsets.last!.y == 0)
        // Dragged 63 pt further down after catching it: the pan begins at the first
        // sample past the slop (10.5 pt), and the finger's coordinate starts from
        // RubberBand.unclamp of where the content was.
        let dragged = try run(pullAndRelease + [.touchDown(at: CGPoint(x: 195, y: 400)),
                                                .moveTo(at: CGPoint(x: 195, y: 463), duration: 0.2)],
                              duration: 1)
        let range = 0.0...(8440 - 844)
        let expected = RubberBand.clamp(RubberBand.unclamp(caught.y, from: range, dimension: 844) - 52.5,
                                        to: range, dimension: 844)
        #expect(abs(dragged.offsets.last!.y - expected) < 1e-6)
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() throws {
        let c = TestController { $0.bounces = false }
        let r = try run([.touchDown(at: CGPoint(x: 195, y: 200)), .moveTo(at: CGPoint(x: 195, y: 510), duration: 0.5),
                         .moveTo(at: CGPoint(x: 195, y: 400), duration: 0.2), .hold(duration: 0.2), .touchUp], controller: c)
        #expect(r.offsets.allSatisfy { $0.y >= 0 })
        // Moving back moves the content at once, by the full distance.
        #expect(abs(r.offsets.last!.y - 110) < 1e-6)
    }

    @Test func aScrollViewThatCannotScrollVerticallyLetsTheTouchGo() throws {
        let c = TestController(contentSize: CGSize(width: 390, height: 500))
        let r = try run([.touchDown(at: CGPoint(x: 195, y: 200)), .moveTo(at: CGPoint(x: 195, y: 510), duration: 0.5), .touchUp],
                        controller: c)
        #expect(r.names.isEmpty && r.offsets.allSatisfy { $0 == .zero })
        let bouncy = TestController(contentSize: CGSize(width: 390, height: 500)) { $0.alwaysBounceVertical = true }
        let r2 = try run([.touchDown(at: CGPoint(x: 195, y: 200)), .moveTo(at: CGPoint(x: 195, y: 510), duration: 0.5), .touchUp],
                         controller: bouncy)
        #expect(r2.names.first == "WillBeginDragging")
    }
}

/// UIKit decelerates a release from 250 pt/s up (UIKit's minimum release speed,
/// 0.25 pt/ms, 2-D); a Simulator recording released at 263 pt/s decelerated and
/// proposed a target about 126 pt ahead.
@MainActor
@Suite struct SlowReleaseTests {
    func release(_ speed: Double) throws -> Run {
        try run([.start(at: 2000), .fling(scrollView: "main", velocity: CGPoint(x: 0, y: speed), duration: 0.2),
                 .wait(duration: 3)])
    }

    @Test func aReleaseAt263PointsPerSecondDecelerates() throws {
        let r = try release(263)
        let will = try #require(r.first("scrollViewWillEndDragging"))
        #expect(abs(will.velocity!.y - 0.263) < 0.005, "\(will.velocity!)")
        #expect(r.first("scrollViewDidEndDragging")!.willDecelerate == true)
        let ahead = will.targetContentOffset!.y - will.contentOffset.y
        #expect(abs(ahead - 126) < 10, "the target is \(ahead) pt ahead")
        #expect(r.names.suffix(2) == ["WillBeginDecelerating", "DidEndDecelerating"])
    }

    @Test func aReleaseAt240PointsPerSecondStops() throws {
        let r = try release(240)
        let will = try #require(r.first("scrollViewWillEndDragging"))
        #expect(will.velocity == .zero)
        #expect(will.targetContentOffset == will.contentOffset)
        #expect(r.first("scrollViewDidEndDragging")!.willDecelerate == false)
        #expect(r.first("scrollViewWillBeginDecelerating") == nil)
    }
}
