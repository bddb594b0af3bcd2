import Testing
import ScrollReelUIKit
import ScrollDemos
import ScrollRender
@testable import ScrollSimulation

/// A finger at constant speed hands the content over to what follows its lift
/// without a visible change of step: in the frames under the finger the content
/// moves as far as the finger does, and in the frame of the release as far as the
/// finger's speed carries it, less only what the motion itself slows it by.
@MainActor
@Suite struct ReleaseHandOverTests {
    struct Release {
        let name: String
        let frame: Int
        let steps: [Double]
        let fingerStep: Double
        let paging: Bool
    }

    static func releases(_ demo: Demo, fps: Int) throws -> [Release] {
        let playback = try Film(demo: demo, fps: fps).start()
        let views = playback.scene.scrollViews
        var offsets: [[CGPoint]] = []
        var found: [(frame: Int, call: DelegateCall)] = []
        while let f = try playback.next() {
            offsets.append(views.map { $0.view.contentOffset })
            for e in f.events where e.method == .scrollViewWillEndDragging { found.append((f.index, e)) }
        }
        let dt = 1 / Double(fps)
        return found.compactMap { (k, call) -> Release? in
            guard let v = call.velocity, let i = views.firstIndex(where: { ObjectIdentifier($0.view) == call.scrollView }) else { return nil }
            let horizontal = abs(v.x) > abs(v.y)
            let speed = abs(horizontal ? v.x : v.y) * 1000
            guard speed >= 250, k >= 3, k < offsets.count else { return nil }
            let steps = (k - 2...k).map { j -> Double in
                let d = offsets[j][i] - offsets[j - 1][i]
                return abs(horizontal ? d.x : d.y)
            }
            return Release(name: "\(demo.id) frame \(k)", frame: k, steps: steps, fingerStep: speed * dt,
                           paging: views[i].view.isPagingEnabled)
        }
    }

    /// Every release with velocity in every demo's default script, at 60 and 120 fps.
    /// (Before script times were kept on the nanosecond, a finger whose lift fell an
    /// ulp after its frame moved the content half a step in the frame before the
    /// release and one and a half in the frame of it: delegate 0.5 then 1.48 of
    /// the finger's step, reuse-pager 1.57, nyc-parallax 1.54, at 120 fps 0 then 2.)
    @Test(arguments: [60, 120])
    func aSteadyFingerHandsOverWithoutAChangeOfStep(fps: Int) throws {
        var checked = 0
        for demo in Demos.all {
            for r in try Self.releases(demo, fps: fps) {
                let under = r.steps[0...1].map { $0 / r.fingerStep }
                // Only where the content followed the finger at its speed before the
                // frame of the release (not a pan just past its touch slop, not a
                // scroll view the app moves at a ratio of the finger).
                guard let steady = under.max(), abs(steady - 1) < 0.03 else { continue }
                checked += 1
                let before = under[1], release = r.steps[2] / r.fingerStep
                #expect(abs(before - 1) < 0.03, "\(r.name) at \(fps) fps: the frame before the release moved \(before) of the finger's step")
                // A deceleration slows it by 0.998 a millisecond (0.97 a frame at 60 fps);
                // a paging settle by its spring's friction (0.97 a millisecond, so 0.8 of
                // the step at 60 fps), or speeds it up a little when the page's pull is
                // the stronger, on the pixel grid.
                let least = r.paging ? 0.75 : 0.93, most = r.paging ? 1.1 : 1.05
                #expect(release > least && release < most,
                        "\(r.name) at \(fps) fps: the frame of the release moved \(release) of the finger's step")
            }
        }
        #expect(checked >= 20, "releases checked: \(checked)")
    }
}
