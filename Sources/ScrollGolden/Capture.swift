import ScrollDemos
import ScrollKit
import ScrollRender
import ScrollSimulation

/// One run of a demo as the goldens see it: its trace (numbers at the goldens'
/// precision) and the pictures of some of its frames.
public struct Capture {
    public let demo: String
    public let fps: Int
    public let scale: Double
    public let viewport: Size
    public var traceLines: [String] = []
    public var frames: [TraceFrame] = []
    public var pictures: [Int: Bitmap] = [:]

    /// Decimal places of the numbers in golden traces: a thousandth of a point
    /// and of a second, well below what a person can see and well above the
    /// last-bit noise of floating point.
    public static let tracePrecision = 3

    /// Runs the demo's default script (or `script`) and draws the frames in `keyframes`.
    /// `mutate` changes the scene before the run: the regression tests use it.
    public static func run(_ golden: GoldenCase, fps: Int = 60, scale: Double = 1, viewport: Size = DemoContext.defaultViewport,
                           script: Script? = nil, keyframes: Set<Int>, mutate: ((Scene) -> Void)? = nil) throws -> Capture {
        try Renderer.prepare()
        let demo = golden.demo
        let scene = demo.makeScene(DemoContext(viewport: viewport, variant: golden.variant))
        mutate?(scene)
        scene.window.layoutIfNeeded()
        let renderer = keyframes.isEmpty ? nil : try Renderer(viewport: viewport, scale: scale)
        var capture = Capture(demo: golden.id, fps: fps, scale: scale, viewport: viewport)
        try Stage(scene: scene).run(script ?? demo.defaultScript, fps: fps) { f in
            capture.traceLines.append(f.traceLine(scene: scene, decimals: tracePrecision))
            capture.frames.append(TraceFrame(index: f.index, time: f.time, events: f.events.map(\.name)))
            if let renderer, keyframes.contains(f.index) { capture.pictures[f.index] = renderer.render(scene.window) }
        }
        return capture
    }
}
