import Testing
import ScrollReelUIKit
import ScrollPhysics
import ScrollDemos
@testable import ScrollSimulation

/// Issue 13: a finger that moves as far as a script allows, or a scroll view set up
/// in code with numbers no screen has (a script rejects them, code cannot be
/// stopped), must not hang a run or put a non-finite number into any motion: the
/// run ends, at rest, with finite offsets.
@MainActor
@Suite struct FiniteMotionTests {
    /// Scripts stop coordinates beyond a million points before anything runs; these
    /// are the farthest a finger can go (4·10^6 pt/s in a quarter second).
    nonisolated static let targets: [CGPoint] = [
        CGPoint(x: 195, y: -1e6), CGPoint(x: 195, y: 1e6), CGPoint(x: -1e6, y: 400), CGPoint(x: 1e6, y: -1e6),
    ]

    func expectFinite(_ r: Run, _ what: String) {
        #expect(r.offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(what)")
        #expect(r.frames.last!.time < 10, "\(what): still moving at \(r.frames.last!.time) s")
        #expect(!r.lines.joined().contains("nan") && !r.lines.joined().contains("inf"), "\(what)")
    }

    @Test(arguments: targets)
    func aDragToTheEndsOfTheDoublesEndsPromptly(_ target: CGPoint) throws {
        let steps: [Script.Step] = [.touchDown(at: CGPoint(x: 195, y: 400)), .moveTo(at: target, duration: 0.25), .touchUp]
        let configurations: [(String, (UIScrollView) -> Void)] = [
            ("bouncing", { _ in }), ("not bouncing", { $0.bounces = false }), ("paging", { $0.isPagingEnabled = true }),
            ("both axes", { $0.alwaysBounceHorizontal = true }),
        ]
        for (name, configure) in configurations {
            let r = try run(steps, controller: TestController(configure: configure))
            expectFinite(r, "\(name), finger to \(target)")
            #expect(r.offsets.last == TestController(configure: configure).scrollView.clampedOffset(r.offsets.last!))
        }
    }

    /// Insets and rates no screen has, set in code: the ranges, pages and motions stay
    /// finite. (An infinite rate glides as the slowest a script allows, 0.9999, for
    /// most of a minute; the finger caught that glide and lifts without velocity.)
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
    func aScrollViewConfiguredWithHostileNumbersStaysFinite(_ x: Double) throws {
        for paging in [false, true] {
            let controller = TestController {
                $0.contentInset = UIEdgeInsets(top: x, left: x, bottom: x, right: x)
                $0.decelerationRate = UIScrollView.DecelerationRate(rawValue: x)
                $0.isPagingEnabled = paging
            }
            let r = try run([.flingDown(3000), .touchDown(at: CGPoint(x: 195, y: 400)),
                             .moveTo(at: CGPoint(x: 100, y: 100), duration: 0.2), .hold(duration: 0.2), .touchUp],
                            controller: controller)
            expectFinite(r, "insets and rate \(x), paging \(paging)")
        }
    }

    @Test func aPinchToTheEndsOfTheDoublesEndsPromptly() throws {
        for k in [100, 0.01] {
            let demo = Demos.named("zoom")!
            let scene = try demoScene(demo.id)
            var frames: [Frame] = []
            try Stage(scene: scene).run(Script(steps: [.pinch(center: CGPoint(x: 195, y: 420), scale: k, duration: 0.3)]),
                                        fps: 60) { frames.append($0) }
            let sv = scene.scrollView(named: "main")!
            #expect(frames.last!.time < 10, "pinch × \(k)")
            #expect(sv.zoomScale == sv.maximumZoomScale || sv.zoomScale == sv.minimumZoomScale, "pinch × \(k)")
            #expect(sv.contentOffset.x.isFinite && sv.contentOffset.y.isFinite)
        }
    }
}
