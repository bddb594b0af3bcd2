import Testing
import ScrollReelUIKit
import ScrollDemos
import ScrollRender
@testable import ScrollSimulation

@MainActor
@Suite struct DeterminismTests {
    func trace(_ demo: Demo, fps: Int) throws -> [String] {
        var lines: [String] = []
        try Film(demo: demo, fps: fps).play { f, scene in lines.append(f.traceLine(scene: scene)) }
        return lines
    }

    @Test func theSameScriptTwiceGivesTheSameBytes() throws {
        let demo = Demos.named("delegate")!
        #expect(try trace(demo, fps: 60) == trace(demo, fps: 60))
    }

    /// Motions are functions of time and events happen at their own times, so the
    /// frame rate only changes where the motion is sampled.
    @Test func thirtySixtyAndOneTwentyFramesPerSecondAgree() throws {
        let steps: [Script.Step] = [.start(at: 1000), .flingDown(2800), .wait(duration: 0.35), .flingDown(1800),
                                    .wait(duration: 0.5), .touchDown(at: CGPoint(x: 195, y: 500)),
                                    .moveTo(at: CGPoint(x: 195, y: 300), duration: 0.25), .touchUp]
        let r30 = try run(steps, fps: 30), r60 = try run(steps, fps: 60), r120 = try run(steps, fps: 120)
        #expect(calls(r30) == calls(r60) && calls(r60) == calls(r120), "\(calls(r30))\n\(calls(r60))")
        // Each run ends at its first frame after everything rests.
        #expect(r30.frames.last!.time >= r120.frames.last!.time && r30.frames.last!.time - r120.frames.last!.time < 1.0 / 30)
        for (i, p) in r30.offsets.enumerated() where 4 * i < r120.offsets.count {
            #expect(r60.offsets[2 * i] == p && r120.offsets[4 * i] == p, "frame \(i) at 30 fps")
        }
    }

    /// Each run's calls, everything but the scroll view's identity: each run has its own
    /// scene, and whether two runs' scroll views share an address is up to the allocator.
    func calls(_ r: Run) -> [String] {
        r.events.map { c in
            "\(c.name) \(c.time) \(c.contentOffset) \(c.isDragging) \(c.isDecelerating) \(String(describing: c.velocity)) "
                + "\(String(describing: c.targetContentOffset)) \(String(describing: c.adjustedTargetContentOffset)) "
                + "\(String(describing: c.willDecelerate)) \(String(describing: c.scale))"
        }
    }

    @Test func framesCountFromZeroAtTimeNOverFPS() throws {
        let r = try run([.wait(duration: 0.5)], fps: 24)
        #expect(r.frames.map(\.index) == Array(0..<r.frames.count))
        #expect(r.frames.allSatisfy { $0.time == Double($0.index) / 24 })
        #expect(r.frames.last!.time == 0.5)
    }

    @Test func aDurationRunsExactlyThatLong() throws {
        let r = try run([.flingDown(3000)], duration: 1.0)
        #expect(r.frames.count == 61)
        #expect(r.flags.last!.decelerating, "still moving when the film ends")
    }

    @Test func withoutADurationTheRunEndsWhenEverythingRests() throws {
        let r = try run([.start(at: 1000), .flingDown(1500)])
        // At rest means the motion has ended and the scroll indicator has faded out.
        let end = r.first("scrollViewDidEndDecelerating")!.time + UIScrollView.indicatorLinger + UIScrollView.indicatorFade
        #expect(r.frames.last!.time >= end && r.frames.last!.time < end + 1.0 / 60)
    }
}
