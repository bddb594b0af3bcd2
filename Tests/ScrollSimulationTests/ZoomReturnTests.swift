import Testing
import ScrollReelUIKit
import ScrollDemos
@testable import ScrollSimulation

/// A pinch past a zoom limit returns as an offset does: one smooth motion of scale
/// and offset that ends exactly at the limit, where `scrollViewDidEndZooming` is
/// called, at that moment.
@MainActor
@Suite struct ZoomReturnTests {
    struct State { let t: Double; let scale: Double; let offset: CGPoint; let calls: [DelegateCall] }

    func pinch(_ k: Double, at center: CGPoint) throws -> (states: [State], scene: Scene) {
        let scene = try demoScene("zoom")
        let sv = scene.scrollView(named: "main")!
        var states: [State] = []
        let script = Script(steps: [.pinch(center: CGPoint(x: 195, y: 420), scale: 2, duration: 0.5), .wait(duration: 0.5),
                                    .pinch(center: center, scale: k, duration: 0.5), .wait(duration: 2)])
        try Stage(scene: scene).run(script, fps: 120) { f in
            states.append(State(t: f.time, scale: sv.zoomScale, offset: sv.contentOffset, calls: f.events))
        }
        return (states, scene)
    }

    @Test(arguments: [(2.0, 3.0), (0.2, 1.0)])
    func aPinchPastALimitReturnsSmoothlyAndEndsExactlyThere(_ k: Double, _ limit: Double) throws {
        let (states, scene) = try pinch(k, at: CGPoint(x: 150, y: 380))
        let sv = scene.scrollView(named: "main")!
        let ends = states.flatMap(\.calls).filter { $0.name == "scrollViewDidEndZooming" }
        #expect(ends.count == 2)
        let end = try #require(ends.last)
        #expect(end.scale == CGFloat(limit))
        let release = 0.5 + 0.5 + 0.5
        let returning = states.filter { $0.t > release && $0.t < end.time }
        #expect(returning.count > 10)
        // Past the limit until the end, monotonically back towards it...
        #expect(returning.allSatisfy { ($0.scale - limit) * (k - 1) > 0 })
        let steps = zip(returning, returning.dropFirst()).map { $1.scale - $0.scale }
        #expect(steps.dropFirst(12).allSatisfy { $0 * (k - 1) <= 0 }, "\(steps)")
        // ...and the last frame of the return is already where it ends: within half a
        // pixel at 3x at the far corner of the zoomed map, give or take the frame's own
        // motion (the old spring left 0.11 of scale, 83 pt, for its last frame).
        let extent = try #require(sv.delegate?.viewForZooming(in: sv)).bounds.size.height
        let last = try #require(returning.last), previous = returning[returning.count - 2]
        #expect(abs(last.scale - limit) * extent < 1.0 / 6 + abs(last.scale - previous.scale) * extent)
        // At rest from the end on, scale and offset together, inside the edges.
        let after = states.filter { $0.t >= end.time }
        #expect(after.allSatisfy { $0.scale == limit && $0.offset == end.contentOffset })
        #expect(sv.clampedOffset(end.contentOffset) == end.contentOffset)
        // The return's last step changes zoomScale too, and UIKit sends scrollViewDidZoom
        // for every change: a screen that shows its scale there (the zoom demo's badge)
        // ends on the limit, not on the last frame's 3.015.
        let lastZoom = try #require(states.last { $0.calls.contains { $0.name == "scrollViewDidZoom" } })
        #expect(lastZoom.calls.contains { $0.name == "scrollViewDidEndZooming" } && lastZoom.scale == limit)
        #expect(lastZoom.calls.map(\.name).filter { $0.contains("Zoom") }.suffix(2) == ["scrollViewDidZoom", "scrollViewDidEndZooming"])
    }

    /// A pinch that catches the return ends that zoom at once, at the limit it was
    /// returning to (`atScale` lies within the limits, as UIKit documents), and takes
    /// the scale from where it is, without a jump.
    @Test func aPinchThatCatchesTheReturnEndsThatZoomAtItsLimit() throws {
        let scene = try demoScene("zoom")
        let sv = scene.scrollView(named: "main")!
        var states: [State] = []
        let script = Script(steps: [.pinch(center: CGPoint(x: 195, y: 420), scale: 4, duration: 0.5), .wait(duration: 0.15),
                                    .pinch(center: CGPoint(x: 195, y: 420), scale: 0.9, duration: 0.5), .wait(duration: 2)])
        try Stage(scene: scene).run(script, fps: 120) { f in
            states.append(State(t: f.time, scale: sv.zoomScale, offset: sv.contentOffset, calls: f.events))
        }
        let calls = states.flatMap(\.calls).filter { $0.name.contains("Zooming") }
        #expect(calls.map(\.name) == ["scrollViewWillBeginZooming", "scrollViewDidEndZooming",
                                     "scrollViewWillBeginZooming", "scrollViewDidEndZooming"])
        let caught = try #require(calls.dropFirst().first)
        #expect(caught.scale == 3)
        let i = try #require(states.firstIndex { $0.t >= caught.time })
        #expect(states[i].scale > 3, "caught on its way back, past the limit")
        #expect(abs(states[i + 1].scale - states[i].scale) < 0.02, "no jump where the pinch takes over")
    }
}
