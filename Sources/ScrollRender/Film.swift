import ScrollReelUIKit
import ScrollSimulation

/// A demo played under a script at a frame rate: the one run behind every trace,
/// frame, golden, animation, plot and comparison, for ScrollReel's demos and a
/// user's own scenes alike.
///
/// Starting a film loads the pinned fonts and builds the scene with their text
/// measurer, so a trace measures text exactly as a render draws it; a machine
/// without the fonts gets a clear error instead of other numbers.
public struct Film: Sendable {
    public let demo: Demo
    public let variant: String?
    public let viewport: CGSize
    public let script: Script
    /// How errors name the script: its file, `<stdin>`, or "the default script of …".
    public let source: String
    public let fps: Int

    public init(demo: Demo, variant: String? = nil, viewport: CGSize = DemoContext.defaultViewport,
                script: Script? = nil, source: String? = nil, fps: Int? = nil) {
        self.demo = demo
        self.variant = variant
        self.viewport = viewport
        self.script = script ?? demo.defaultScript
        self.source = source ?? (script == nil ? "the default script of \(demo.id)" : "script")
        self.fps = fps ?? script?.fps ?? demo.defaultScript.fps ?? Stage.defaultFPS
    }

    /// `demo`, or `demo@variant` for a variant.
    public var name: String { variant.map { "\(demo.id)@\($0)" } ?? demo.id }

    /// A fresh scene, built with the pinned fonts' measurer, and the script
    /// started on it (a script naming a scroll view the scene lacks fails here,
    /// before anything is played or written). `prepare` may change the scene
    /// before the first frame.
    public func start(prepare: (Scene) -> Void = { _ in }) throws -> Playback {
        let context = DemoContext(viewport: viewport, variant: variant, textMeasurer: try PinnedFonts.textMeasurer())
        let scene = try demo.makeScene(context)
        prepare(scene)
        scene.window.layoutIfNeeded()
        let stage = Stage(scene: scene)
        return Playback(film: self, scene: scene, stage: stage,
                        playback: try stage.start(script, fps: fps, source: source))
    }

    /// Plays the film once without drawing it.
    public func play(_ body: (Frame, Scene) throws -> Void) throws {
        let p = try start()
        while let f = p.next() { try body(f, p.scene) }
    }

    /// A film being played: frame after frame, each drawn only when asked.
    public final class Playback {
        public let film: Film
        public let scene: Scene
        private let stage: Stage
        private var playback: Stage.Playback
        private var renderers: [RendererKey: Renderer] = [:]

        private struct RendererKey: Hashable { let scale: Double; let touches: Bool }

        init(film: Film, scene: Scene, stage: Stage, playback: Stage.Playback) {
            self.film = film; self.scene = scene; self.stage = stage; self.playback = playback
        }

        /// Runs the scene to its next frame; nil once the film is over.
        public func next() -> Frame? { playback.next() }

        /// Whether the film is over.
        public var isFinished: Bool { playback.isFinished }

        /// The scene as it is now (at the last frame `next` returned), drawn at
        /// `scale` pixels per point, with the fingers if `touches`.
        public func picture(scale: Double = 1, touches: Bool = false) throws -> Bitmap {
            let key = RendererKey(scale: scale, touches: touches)
            if let r = renderers[key] { return r.render(scene.window) }
            let r = try Renderer(viewport: film.viewport, scale: scale, showsTouches: touches)
            renderers[key] = r
            return r.render(scene.window)
        }
    }
}
