import ScrollReelUIKit
import ScrollRender
import ScrollDemos
@testable import ScrollSimulation

/// A full-screen scroll view scene with a delegate that may rewrite targets.
@MainActor
class TestController: UIScrollViewDelegate {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scrollView: UIScrollView
    var rewriteTarget: ((CGPoint) -> CGPoint)?
    var onDidEndDecelerating: ((UIScrollView) -> Void)?

    init(contentSize: CGSize = CGSize(width: 390, height: 8440), configure: (UIScrollView) -> Void = { _ in }) {
        scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = contentSize
        // The motion tests measure from the content's own edges; the safe area's
        // part in them is tested on its own (SafeAreaTests).
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        scrollView.delegate = self
        configure(scrollView)
    }

    func scrollViewWillEndDragging(_ sv: UIScrollView, withVelocity v: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if let rewriteTarget { targetContentOffset.pointee = rewriteTarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDecelerating(_ sv: UIScrollView) { onDidEndDecelerating?(sv) }
    // Declared here so that subclasses can override them (a protocol extension's
    // default is not dispatched to a subclass).
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

    var scene: Scene { Scene(window: window, scrollViews: [("main", scrollView)], owners: [self]) }
}

@MainActor
struct Run {
    var frames: [Frame] = []
    var lines: [String] = []
    var offsets: [CGPoint] = []
    var flags: [(tracking: Bool, dragging: Bool, decelerating: Bool)] = []
    var events: [DelegateCall] { frames.flatMap(\.events) }
    var names: [String] { events.map { String($0.name.dropFirst("scrollView".count)) } }
    func first(_ name: String) -> DelegateCall? { events.first { $0.name == name } }
    func all(_ name: String) -> [DelegateCall] { events.filter { $0.name == name } }
}

@MainActor
func run(_ steps: [Script.Step], fps: Int = 60, duration: Double? = nil,
         controller: TestController = TestController()) throws -> Run {
    let scene = controller.scene
    var r = Run()
    try Stage(scene: scene).run(Script(duration: duration, steps: steps), fps: fps) { f in
        r.frames.append(f)
        r.lines.append(f.traceLine(scene: scene))
        r.offsets.append(controller.scrollView.contentOffset)
        let sv = controller.scrollView
        r.flags.append((sv.isTracking, sv.isDragging, sv.isDecelerating))
    }
    return r
}

extension Script.Step {
    static func flingDown(_ v: Double = 3000) -> Script.Step {
        .fling(scrollView: "main", velocity: CGPoint(x: 0, y: v), duration: 0.1)
    }
    static func start(at y: Double) -> Script.Step {
        .setContentOffset(scrollView: "main", offset: CGPoint(x: 0, y: y), animated: false)
    }
}

/// A demo's scene as a film builds it: with the pinned fonts' text measurer.
@MainActor
func demoScene(_ id: String, variant: String? = nil) throws -> Scene {
    try Demos.named(id)!.makeScene(DemoContext(variant: variant, textMeasurer: try PinnedFonts.textMeasurer()))
}
