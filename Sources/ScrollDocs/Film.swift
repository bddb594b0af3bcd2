import Foundation
import ScrollDemos
import ScrollKit
import ScrollRender
import ScrollSimulation

/// Something that can be played and drawn frame by frame at a frame rate: a
/// film, or two films side by side.
public protocol Movie {
    var fps: Int { get }
    var name: String { get }
    /// Plays it from the start and draws the frames `wanted` answers yes for.
    func draw(scale: Double, touches: Bool, wanted: (Int) -> Bool, _ body: (Frame, Bitmap) throws -> Void) throws
    func frameCount() throws -> Int
}

/// A demo played under a script at a frame rate: the run that frames, goldens,
/// animations, plots and comparisons are all made from.
public struct Film: Movie {
    public var name: String { demo.id }
    public let demo: Demo
    public let context: DemoContext
    public let script: Script
    public let source: String
    public let fps: Int

    public init(demo: Demo, context: DemoContext = DemoContext(), script: Script? = nil, source: String? = nil, fps: Int? = nil) {
        self.demo = demo
        self.context = context
        self.script = script ?? demo.defaultScript
        self.source = source ?? "the default script of \(demo.id)"
        self.fps = fps ?? script?.fps ?? demo.defaultScript.fps ?? Stage.defaultFPS
    }

    /// A fresh scene, started on the script.
    public func start() throws -> (Scene, Stage.Playback) {
        let scene = demo.makeScene(context)
        return (scene, try Stage(scene: scene).start(script, fps: fps, source: source))
    }

    /// Plays the film without drawing it.
    public func play(_ body: (Frame, Scene) throws -> Void) throws {
        var (scene, playback) = try start()
        while let f = playback.next() { try body(f, scene) }
    }

    /// How many frames the film has.
    public func frameCount() throws -> Int {
        var n = 0
        try play { _, _ in n += 1 }
        return n
    }

    /// Plays the film and draws the frames `wanted` answers yes for.
    public func draw(scale: Double, touches: Bool, wanted: (Int) -> Bool, _ body: (Frame, Bitmap) throws -> Void) throws {
        let renderer = try Renderer(viewport: context.viewport, scale: scale, showsTouches: touches)
        try play { f, scene in if wanted(f.index) { try body(f, renderer.render(scene.window)) } }
    }
}

extension Movie {
    /// Draws every frame into `dir/frame-0000.png`, `frame-0001.png`, … (encoded
    /// on every core, repeats not encoded twice, each file renamed into place).
    /// Returns the writer, which knows how much it wrote.
    @discardableResult
    public func writeFrames(to dir: URL, scale: Double, touches: Bool,
                            progress: (Int) -> Void = { _ in }) throws -> PNGSequenceWriter {
        let writer = try PNGSequenceWriter(directory: dir)
        try draw(scale: scale, touches: touches, wanted: { _ in true }) { frame, bitmap in
            try writer.write(bitmap, index: frame.index)
            progress(frame.index + 1)
        }
        try writer.finish()
        return writer
    }
}
