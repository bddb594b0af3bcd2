import Foundation
import Testing
import ScrollReelUIKit
import ScrollDemos
import ScrollRender
import ScrollSimulation

@MainActor
@Suite(.serialized) struct RenderDeterminismTests {
    func frames(_ id: String, every: Int, scale: Double = 1, touches: Bool = false) throws -> [Int: Bitmap] {
        let playback = try Film(demo: Demos.named(id)!).start()
        var out: [Int: Bitmap] = [:]
        while let f = try playback.next() {
            if f.index % every == 0 { out[f.index] = try playback.picture(scale: scale, touches: touches) }
        }
        return out
    }

    @Test func everyDemoRendersTheSamePixelsTwice() throws {
        for demo in Demos.all {
            let a = try frames(demo.id, every: 37), b = try frames(demo.id, every: 37)
            #expect(a == b, "\(demo.id)")
        }
    }

    @Test func theTouchIndicatorShowsWhereTheFingerIs() throws {
        let plain = try frames("delegate", every: 17), touches = try frames("delegate", every: 17, touches: true)
        // Frame 204 (t = 3.4 s) is mid-fling, the finger down; frame 0 has no finger.
        #expect(plain[0] == touches[0])
        #expect(plain[204] != touches[204])
    }

    @Test func scrollIndicatorsShowWhileScrollingAndFadeAfterwards() throws {
        let playback = try Film(demo: Demos.named("bubble-snap")!).start()
        let sv = playback.scene.scrollView(named: "main")!
        var alphas: [Double] = []
        while let f = try playback.next() { alphas.append(sv.scrollIndicatorAlpha(at: f.time)) }
        #expect(alphas[0] == 0, "hidden before anything scrolls")
        // (Frame 140, t = 2.33 s: gliding after the fling at 1.6 s.)
        #expect(alphas[140] == 1, "shown during the fling")
        #expect(alphas.last == 0, "faded out at the end")
    }
}
