import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// Setting `contentOffset` while the content moves, as an infinite scroller's
/// re-centring does: UIKit keeps the motion going from the new offset (a
/// deceleration keeps its speed, a drag keeps following the finger), where
/// `setContentOffset(_:animated: false)` stops a deceleration.
@MainActor
@Suite struct ContentOffsetDuringMotionTests {
    @Test func aDecelerationCarriesOnFromAnOffsetSetByCode() throws {
        let steps: [Script.Step] = [.start(at: 3000), .flingDown(2500), .wait(duration: 2)]
        let plain = try run(steps)
        // At frame 20 (a third of a second in, decelerating), code moves the content 1000 pt back.
        let c = TestController()
        var frame = 0
        var shifted: [Double] = []
        try Stage(scene: c.scene).run(Script(steps: steps), fps: 60) { _ in
            frame += 1
            if frame == 20 {
                #expect(c.scrollView.isDecelerating)
                c.scrollView.contentOffset.y -= 1000
            }
            shifted.append(c.scrollView.contentOffset.y)
        }
        #expect(shifted.count == plain.offsets.count)
        // From then on the content moves exactly as without the shift, 1000 pt back,
        // and comes to rest there (still decelerating just after the shift).
        for i in 19..<shifted.count {
            #expect(abs(shifted[i] - (plain.offsets[i].y - 1000)) < 1e-9, "frame \(i + 1): \(shifted[i]) vs \(plain.offsets[i].y - 1000)")
        }
        #expect(shifted.last! < plain.offsets.last!.y - 999)
    }

    @Test func setContentOffsetNotAnimatedStopsTheDeceleration() throws {
        let steps: [Script.Step] = [.start(at: 3000), .flingDown(2500), .wait(duration: 2)]
        let c = TestController()
        var frame = 0, stoppedAt: Double?
        try Stage(scene: c.scene).run(Script(steps: steps), fps: 60) { _ in
            frame += 1
            if frame == 20 {
                stoppedAt = c.scrollView.contentOffset.y - 1000
                c.scrollView.setContentOffset(CGPoint(x: 0, y: stoppedAt!), animated: false)
                #expect(!c.scrollView.isDecelerating)
            }
        }
        let rest = c.scrollView.contentOffset.y
        #expect(abs(rest - stoppedAt!) < 1e-9, "\(rest) vs \(stoppedAt!)")
    }
}
