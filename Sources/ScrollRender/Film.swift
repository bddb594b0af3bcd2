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
    /// Whether the demo's scene can be built a second time, for the first play of the
    /// film that, without drawing, finds what its captions say and where they sit
    /// (``Playback``). A scene around one given view controller (a snapshot's) cannot:
    /// a second scene would take its views from the first. Such a film places each
    /// caption as it comes up, and says no event captions.
    package var remakesScene = true

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
    @MainActor public func start(prepare: @escaping @MainActor (Scene) -> Void = { _ in }) throws -> Playback {
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
                        playback: try stage.start(script, fps: fps, source: source), prepare: prepare)
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
        /// gives no caption of its own: only what can be read
        /// (``EventCaptions/readable(_:)``), known from a first play of the whole
        /// film, without drawing, before its first frame. A script's caption then
        /// also stays past its time, until the next caption comes.
        public var eventCaptions = false
        /// What is said at each frame and where, once the film has been played through.
        private var captionPlan: CaptionPlan?
        /// The caption placed by ``placementAsItComes()``, and where.
        private var placedCaption: (start: Double, text: String, placement: Caption.Placement)?
        private let prepare: @MainActor (Scene) -> Void
        /// The caption of the last frame `next` returned.
        public private(set) var caption: Caption?
        private var time = 0.0
        private var frameIndex = 0
        private var touches: [CGPoint] = []

        private struct RendererKey: Hashable { let scale: Double; let touches: Bool }

        init(film: Film, scene: Scene, stage: Stage, playback: Stage.Playback, prepare: @escaping @MainActor (Scene) -> Void) {
            self.film = film; self.scene = scene; self.stage = stage; self.playback = playback; self.prepare = prepare
        }

        /// A film's captions, frame by frame, known before its first frame is drawn.
        private struct CaptionPlan {
            /// What is said of the events at each frame (empty without event captions).
            var said: [Caption?]
            /// Where each frame's caption sits.
            var placements: [Caption.Placement]
        }

        /// The film's captions, from a first play of it (the same scene, script and
        /// clock give the same frames): what its events say that can be read, and
        /// where each caption sits — chosen once for all the frames it is up, so that it
        /// does not hop: the scene's place, unless a finger comes under it meanwhile;
        /// then the place the fingers come under least (the middle first: the ends
        /// hold a screen's bars, panels and controls).
        private func plan() throws -> CaptionPlan {
            if let captionPlan { return captionPlan }
            // A film that says nothing (no caption steps, no event captions) has nothing
            // to place: no first play. Nor has a film whose scene cannot be made twice.
            guard film.remakesScene, eventCaptions || film.script.hasCaptions else {
                captionPlan = CaptionPlan(said: [], placements: [])
                return captionPlan!
            }
            let run = try film.start(prepare: prepare)
            var captioner = EventCaptions()
            var frames: [EventCaptions.FrameCaptions] = [], scripts: [Caption?] = [], touches: [[CGPoint]] = []
            var lastScripts: [Caption?] = []
            while let f = try run.next() {
                if eventCaptions {
                    _ = captioner.caption(after: f, scene: run.scene)
                    if f.caption != nil { captioner.yieldToScript(at: f.time) }
                }
                frames.append(.init(time: f.time, event: captioner.latest, isState: captioner.saysState, scriptShown: f.caption != nil))
                scripts.append(f.caption)
                lastScripts.append(f.lastScriptCaption)
                touches.append(f.touches)
            }
            let events = eventCaptions ? EventCaptions.readable(frames, fadesIn: !run.scene.words.saidAtOnce) : []
            // (A finger comes down where the frame before had none: the next gesture begins.)
            let fingerDowns = touches.indices.map { !touches[$0].isEmpty && ($0 == 0 || touches[$0 - 1].isEmpty) }
            let said = Self.heldScriptCaptions(scripts: scripts, last: lastScripts, events: events, times: frames.map(\.time),
                                               fingerDowns: fingerDowns)
            let preferred = scene.captionPlacement
            var placements = [Caption.Placement](repeating: preferred, count: frames.count)
            var i = 0
            while i < frames.count {
                let shown = said[i]
                guard let c = shown else { i += 1; continue }
                // The frames this caption is up (a script's and an event's are told apart).
                var end = i + 1
                while end < frames.count, said[end]?.start == c.start { end += 1 }
                let fingers = touches[i..<end].joined()
                var places: [Caption.Placement] = [preferred]
                for p in [Caption.Placement.middle, .top, .bottom] where !places.contains(p) { places.append(p) }
                let covered = places.map { p in fingers.filter { covers(p, $0) }.count }
                let place = places[covered.firstIndex(of: covered.min() ?? 0) ?? 0]
                for k in i..<end { placements[k] = place }
                i = end
            }
            let plan = CaptionPlan(said: said, placements: placements)
            captionPlan = plan
            return plan
        }

        /// Every frame's caption: the script's while it is up, else what the events say
        /// (`events`, one per frame, or none); and a script's caption whose time is over
        /// stays, as it reads then (`last`), until the next caption comes — the reader
        /// gets the time there is, and no frame goes blank between two captions
        /// (an event's caption already stays until it is replaced or its state ends).
        ///
        /// A finger coming down (`fingerDowns`) begins the next gesture, the film's new
        /// subject: a caption held past its time goes in that frame (its frames before
        /// fade out into it), as an event's caption does — left up, it would describe
        /// the last gesture over the next one (today's shelf over the page's scroll). A
        /// script's caption within its time stays: its script says it over that gesture.
        static func heldScriptCaptions(scripts: [Caption?], last: [Caption?], events: [Caption?], times: [Double],
                                       fingerDowns: [Bool] = []) -> [Caption?] {
            var shown = scripts.indices.map { scripts[$0] ?? ($0 < events.count ? events[$0] : nil) }
            func fingerDown(_ k: Int) -> Bool { k < fingerDowns.count && fingerDowns[k] }
            var i = 1
            while i < shown.count {
                guard shown[i] == nil, let before = scripts[i - 1], shown[i - 1]?.start == before.start else { i += 1; continue }
                var end = i
                while end < shown.count, shown[end] == nil, last[end]?.start == before.start, !fingerDown(end) { end += 1 }
                // Up to the frame the next caption or gesture comes in (the film's last frame holds it).
                let gone = end < shown.count ? times[end] : Stage.maximumFilmLength
                for k in (i - 1)..<end {
                    let text = k < i ? shown[k]!.text : (last[k]?.text ?? before.text)
                    shown[k] = Caption(text: text, start: before.start, end: max(before.end, gone))
                }
                // (The frames before, of the same caption, fade out at its new end too.)
                var k = i - 2
                while k >= 0, let c = shown[k], scripts[k] != nil, c.start == before.start {
                    shown[k]?.end = max(before.end, gone); k -= 1
                }
                i = max(end, i + 1)
            }
            return shown
        }

        /// Whether a two-line banner at `p` would cover a fingertip (30 pt around the touch).
        private func covers(_ p: Caption.Placement, _ touch: CGPoint) -> Bool {
            let h = film.viewport.height
            return switch p {
            case .bottom: touch.y > h - 170
            case .top: touch.y < 210
            case .middle: abs(touch.y - h / 2) < 75
            // (A two-line banner's half, 31 pt, and a fingertip.)
            case .at(let y): abs(touch.y - y) < 62
            case .hidden: false
            }
        }

        /// Runs the scene to its next frame; nil once the film is over.
        public func next() throws -> Frame? {
            let said = eventCaptions ? try plan().said : nil
            let next: Frame?
            do { next = try playback.next() } catch let failure as SceneFailure {
                throw SceneError(demo: film.name, message: "\(failure)")
            }
            guard let frame = next else { return nil }
            time = frame.time
            frameIndex = frame.index
            touches = frame.touches
            // (What the plan says, a script's caption it ended included; a film without a plan, the script's.)
            if let said, frame.index < said.count { caption = said[frame.index] } else { caption = frame.caption }
            return frame
        }

        /// Whether the film is over.
        public var isFinished: Bool { playback.isFinished }

        /// The scene as it is now (at the last frame `next` returned), drawn at
        /// `scale` pixels per point, with the fingers if `touches` and the caption
        /// of the moment if `captions` (goldens are drawn without: see `Caption`).
        public func picture(scale: Double = 1, touches: Bool = false, captions: Bool = false) throws -> Bitmap {
            // (The captions' places come from a first play of the film: not a step of this one.)
            if captions { _ = try plan() }
            SceneActivity.beginStep(.drawing, at: time)
            defer { SceneActivity.endStep() }
            let renderer = try renderer(scale: scale, touches: touches), caption = shownCaption(captions)
            // (Views draw with the scene's clock: a draw(_:) that reads Date() sees the scene's now.)
            return try scene.window.environment.run { try renderer.render(scene.window, caption: caption) }
        }

        /// The same picture, recorded to be drawn on any thread (`DrawingQueue`).
        public func drawing(scale: Double = 1, touches: Bool = false, captions: Bool = false) throws -> FrameDrawing {
            if captions { _ = try plan() }
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
            return (text: caption.text, opacity: caption.opacity(at: time, fadesIn: !scene.words.saidAtOnce),
                    placement: captionPlacement())
        }

        /// Where the caption of this frame sits (``plan()``).
        func captionPlacement() -> Caption.Placement {
            if let plan = try? plan(), frameIndex < plan.placements.count { return plan.placements[frameIndex] }
            return placementAsItComes()
        }

        /// A caption's place in a film without a first play (``Film/remakesScene``):
        /// chosen at its first frame, where the fingers then are, and kept while it is up.
        private func placementAsItComes() -> Caption.Placement {
            let preferred = scene.captionPlacement
            guard let caption else { return preferred }
            if let placed = placedCaption, placed.start == caption.start, placed.text == caption.text { return placed.placement }
            var places: [Caption.Placement] = [preferred]
            for p in [Caption.Placement.middle, .top, .bottom] where !places.contains(p) { places.append(p) }
            let place = places.first { p in !touches.contains { covers(p, $0) } } ?? preferred
            placedCaption = (caption.start, caption.text, place)
            return place
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
