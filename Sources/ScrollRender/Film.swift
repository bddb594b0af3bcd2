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
    /// The demo whose scene is played.
    public let demo: Demo
    /// The demo's variant the scene is built for, nil for its default.
    public let variant: String?
    /// The device the scene runs on (its screen is the film's frame).
    public let device: DeviceProfile
    /// The size of the device's screen in points: the film's frame before scaling to pixels.
    public var viewport: CGSize { device.size }
    /// The script played: the one given, else the demo's default script.
    public let script: Script
    /// How errors name the script: its file, `<stdin>`, or "the default script of …".
    public let source: String
    /// Frames per second: the one given, else the script's, else the demo's default script's,
    /// else 60. Starting the film fails unless it is from 1 to 1000.
    public let fps: Int

    /// A film of `demo` (its `variant`) on `device`, playing `script` (the demo's default
    /// script when nil) at `fps`; `source` names the script in errors. Nothing runs until
    /// ``start(prepare:)``.
    public init(demo: Demo, variant: String? = nil, device: DeviceProfile = .default,
                script: Script? = nil, source: String? = nil, fps: Int? = nil) {
        self.demo = demo
        self.variant = variant
        self.device = device
        self.script = script ?? demo.defaultScript
        self.source = source ?? (script == nil ? "the default script of \(demo.id)" : "script")
        self.fps = fps ?? script?.fps ?? demo.defaultScript.fps ?? Stage.defaultFPS
    }

    /// A film on a screen of `viewport` points: the default device, resized (its
    /// status bar, safe area and home indicator) when the size is another.
    public init(demo: Demo, variant: String? = nil, viewport: CGSize,
                script: Script? = nil, source: String? = nil, fps: Int? = nil) {
        let device = viewport == DeviceProfile.default.size ? DeviceProfile.default : DeviceProfile.default.resized(to: viewport)
        self.init(demo: demo, variant: variant, device: device, script: script, source: source, fps: fps)
    }

    /// `demo`, or `demo@variant` for a variant.
    public var name: String { variant.map { "\(demo.id)@\($0)" } ?? demo.id }

    /// A fresh scene, built with the pinned fonts' measurer, and the script
    /// started on it (a script naming a scroll view the scene lacks fails here,
    /// before anything is played or written). `prepare` may change the scene
    /// before the first frame.
    @MainActor public func start(prepare: @MainActor (Scene) -> Void = { _ in }) throws -> Playback {
        let context = DemoContext(device: device, variant: variant, textMeasurer: try PinnedFonts.textMeasurer())
        let scene = try demo.makeScene(context)
        // The preparation and the layout pass are the screen's code: in its scene,
        // on its clock.
        scene.window.environment.run {
            prepare(scene)
            scene.window.layoutIfNeeded()
        }
        let stage = Stage(scene: scene)
        return Playback(film: self, scene: scene, stage: stage,
                        playback: try stage.start(script, fps: fps, source: source))
    }

    /// Plays the film once without drawing it.
    @MainActor public func play(_ body: (Frame, Scene) throws -> Void) throws {
        let p = try start()
        while let f = try p.next() { try body(f, p.scene) }
    }

    /// A film being played: frame after frame, each drawn only when asked.
    @MainActor
    public final class Playback {
        /// The film being played.
        public let film: Film
        /// The scene being played, as it is at the last frame ``next()`` returned.
        public let scene: Scene
        private let stage: Stage
        private var playback: Stage.Playback
        private var renderers: [RendererKey: Renderer] = [:]
        /// Also say what happens, in words (`EventCaptions`), where the script
        /// gives no caption of its own.
        public var eventCaptions = false
        private var captioner = EventCaptions()
        /// The caption of the last frame `next` returned.
        public private(set) var caption: Caption?
        private var time = 0.0
        private var touches: [CGPoint] = []
        /// A caption moved away from a finger, and where to.
        private var movedCaption: (start: Double, text: String, placement: Caption.Placement)?

        private struct RendererKey: Hashable { let scale: Double; let touches: Bool }

        init(film: Film, scene: Scene, stage: Stage, playback: Stage.Playback) {
            self.film = film; self.scene = scene; self.stage = stage; self.playback = playback
        }

        /// Runs the scene to its next frame; nil once the film is over.
        public func next() throws -> Frame? {
            let next: Frame?
            do { next = try playback.next() } catch let failure as SceneFailure {
                throw SceneError(demo: film.name, message: "\(failure)")
            }
            guard let frame = next else { return nil }
            time = frame.time
            touches = frame.touches
            var said: Caption?
            if eventCaptions {
                said = captioner.caption(after: frame, scene: scene)
                if frame.caption != nil { captioner.yieldToScript(at: frame.time) }
            }
            caption = frame.caption ?? said
            return frame
        }

        /// Whether the film is over.
        public var isFinished: Bool { playback.isFinished }

        /// The scene as it is now (at the last frame `next` returned), drawn at
        /// `scale` pixels per point, with the fingers if `touches` and the caption
        /// of the moment if `captions` (goldens are drawn without: see `Caption`).
        public func picture(scale: Double = 1, touches: Bool = false, captions: Bool = false) throws -> Bitmap {
            SceneActivity.beginStep(.drawing, at: time)
            defer { SceneActivity.endStep() }
            let renderer = try renderer(scale: scale, touches: touches), caption = shownCaption(captions)
            // (Views draw with the scene's clock: a draw(_:) that reads Date() sees the scene's now.)
            return try scene.window.environment.run { try renderer.render(scene.window, caption: caption) }
        }

        /// The same picture, recorded to be drawn on any thread (`DrawingQueue`).
        public func drawing(scale: Double = 1, touches: Bool = false, captions: Bool = false) throws -> FrameDrawing {
            SceneActivity.beginStep(.drawing, at: time)
            defer { SceneActivity.endStep() }
            let renderer = try renderer(scale: scale, touches: touches), caption = shownCaption(captions)
            return scene.window.environment.run { renderer.record(scene.window, caption: caption) }
        }

        /// Where the picture at `scale` must stay sharp when frames are averaged
        /// (motion blur), in its pixels: the scene's ``Scene/overlays``, the caption's
        /// banner if `captions` and, if `touches`, the fingers drawn on it.
        public func sharpRegions(scale: Double, touches showsTouches: Bool, captions: Bool = false) -> [CGRect] {
            var regions = scene.overlays.filter { $0.window != nil }.map { $0.convert($0.bounds, to: nil) }
            if showsTouches { regions += touches.map { CGRect(x: $0.x - 36, y: $0.y - 36, width: 72, height: 72) } }
            if let shown = shownCaption(captions), let engine = try? TextEngine.shared() {
                regions.append(Chrome.captionBox(shown.text, placement: shown.placement, window: scene.window, measuredBy: engine,
                                                 viewport: film.viewport))
            }
            return regions.map { CGRect(x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale) }
        }

        private func shownCaption(_ captions: Bool) -> (text: String, opacity: Double, placement: Caption.Placement)? {
            guard captions, scene.captionPlacement != .hidden, let caption else { return nil }
            return (text: caption.text, opacity: caption.opacity(at: time), placement: placement(of: caption))
        }

        /// The scene's place for captions, unless a finger is (or was, while this
        /// caption is up) where the banner would cover it: then the middle of the
        /// screen, or else an end the finger is not at, for as long as the caption stays
        /// (or until the finger comes to that place too).
        private func placement(of caption: Caption) -> Caption.Placement {
            let preferred = scene.captionPlacement
            // Where a two-line banner and a fingertip (30 pt around the touch) would meet.
            let h = film.viewport.height
            func covers(_ p: Caption.Placement, _ touch: CGPoint) -> Bool {
                switch p {
                case .bottom: touch.y > h - 170
                case .top: touch.y < 210
                case .middle: abs(touch.y - h / 2) < 75
                // (A two-line banner's half, 31 pt, and a fingertip.)
                case .at(let y): abs(touch.y - y) < 62
                case .hidden: false
                }
            }
            let moved = movedCaption.flatMap { $0.start == caption.start && $0.text == caption.text ? $0.placement : nil }
            let current = moved ?? preferred
            guard touches.contains(where: { covers(current, $0) }) else { return current }
            // The scene's place, else the middle (the ends hold a screen's bars, panels
            // and controls), else an end.
            var others: [Caption.Placement] = []
            for p in [preferred, .middle, .top, .bottom] where p != current && !others.contains(p) { others.append(p) }
            guard let other = others.first(where: { p in !touches.contains { covers(p, $0) } }) else { return current }
            movedCaption = (caption.start, caption.text, other)
            return other
        }

        private func renderer(scale: Double, touches: Bool) throws -> Renderer {
            let key = RendererKey(scale: scale, touches: touches)
            if let r = renderers[key] { return r }
            let r = try Renderer(viewport: film.viewport, scale: scale, showsTouches: touches)
            renderers[key] = r
            return r
        }
    }
}

/// Where the time of recording a film's frames goes, on the thread that plays
/// its scene: what `render-benchmark` and `verify-benchmark` print per demo, so
/// that a slow layout shows up by name.
public struct RecordTimes: Sendable {
    /// The scene stepped: the script's finger, touches and gestures, scroll
    /// motion, timers, main-queue blocks, animations and delegate calls, and the
    /// scene's building.
    public var simulation = Duration.zero
    /// The layout pass of each frame (`layoutSubviews`, Auto Layout,
    /// `viewDidLayoutSubviews`).
    public var layout = Duration.zero
    /// Each frame's drawing recorded as a display list (``Film/Playback/drawing(scale:touches:captions:)``),
    /// views' `draw(_:)` included; with ``Film/Playback/picture(scale:touches:captions:)``, its painting too.
    public var recording = Duration.zero

    /// No time yet.
    public init() {}

    /// Runs `body` and says where the scenes it plays spent their time. Scenes
    /// play on one thread at a time; measurements do not nest.
    @MainActor public static func measure<T>(_ body: () throws -> T) rethrows -> (T, RecordTimes) {
        SceneActivity.startMeasuring()
        let result: T
        do { result = try body() } catch {
            _ = SceneActivity.stopMeasuring()
            throw error
        }
        var times = RecordTimes()
        for (kind, ns) in SceneActivity.stopMeasuring() {
            let d = Duration.nanoseconds(ns)
            switch kind {
            case .idle: break
            case .layout: times.layout += d
            case .drawing: times.recording += d
            default: times.simulation += d
            }
        }
        return (result, times)
    }
}
