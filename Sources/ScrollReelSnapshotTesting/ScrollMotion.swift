import Foundation
import ScrollDiff
import ScrollGolden
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation
import SnapshotTesting

/// A screen's motion under a script, as `expectScrollGolden` keeps it: the trace of
/// every frame (offsets, flags, delegate calls, to a thousandth) and pictures of the
/// phases of the motion (start, drag, release, mid-deceleration, settle, rest).
///
/// Its reference is one PNG file, `<test>.<n>.motion.linux.png`: the keyframes side by
/// side, each under its frame, time and phase, for a reviewer to look at; the trace
/// travels inside it (a compressed text chunk), for the comparison.
public struct ScrollMotion {
    /// The trace in a golden's `trace.jsonl` lines: the fields that never change on the
    /// first line, then a line per frame.
    public let trace: [String]
    /// The frames chosen to show the motion, each with its picture at one pixel a point.
    public let keyframes: [(keyframe: Keyframe, picture: Bitmap)]
    /// Why the motion could not be played, for a snapshot that failed.
    let error: String?

    init(trace: [String], keyframes: [(keyframe: Keyframe, picture: Bitmap)], error: String? = nil) {
        self.trace = trace; self.keyframes = keyframes; self.error = error
    }
}

extension Snapshotting where Value == UIViewController, Format == ScrollMotion {
    /// The view controller's motion under `script`, played on a device's screen (none:
    /// the default device's), compared as `expectScrollGolden` compares a golden: the
    /// behaviour first, in words (where each release was aimed, where each motion came
    /// to rest, delegate calls added or missing), then the first differing frame, then
    /// the keyframes' pixel clusters.
    ///
    ///     assertSnapshot(of: FeedViewController(), as: .motion(script: Script(steps: [
    ///         .fling(scrollView: "feed", velocity: CGPoint(x: 0, y: 2400), duration: 0.1),
    ///     ])))
    ///
    /// - Parameters:
    ///   - script: what the finger does; scroll views are named by their `accessibilityIdentifier`.
    ///     Without a `duration` the run lasts until everything rests (at most 60 s).
    ///   - config: the device's screen; the frames show its status bar and home indicator,
    ///     as `scrollreel render` draws them.
    ///   - options: how keyframe pictures are compared (colour threshold, cluster size).
    public static func motion(script: Script, on config: ViewImageConfig? = nil,
                              options: DiffOptions = DiffOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "motion." + SnapshotTaking.imageExtension, diffing: .motion(options: options)) { viewController in
            Async { done in
                done(MotionTaking.motion(script: script, device: { MotionTaking.device(config) }) {
                    Scene(rootViewController: viewController)
                })
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == ScrollMotion {
    /// The view's motion under `script`, on a screen its own size (see the view
    /// controller's ``motion(script:on:options:)``).
    ///
    /// - Parameters:
    ///   - script: what the finger does; scroll views are named by their `accessibilityIdentifier`.
    ///   - options: how keyframe pictures are compared.
    public static func motion(script: Script, options: DiffOptions = DiffOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "motion." + SnapshotTaking.imageExtension, diffing: .motion(options: options)) { view in
            Async { done in
                let placement = try? onMainActor { ViewPlacement(view) }
                done(MotionTaking.motion(script: script, device: { .screen(size: view.frame.size, safeArea: .zero) }) {
                    ViewPlacement.scene(showing: view, size: view.frame.size)
                })
                _ = try? onMainActor { placement?.restore() }
            }
        }
    }
}

extension Diffing where Value == ScrollMotion {
    /// Motions compared as goldens are: the trace exactly (to its thousandths), each
    /// keyframe within `options`.
    ///
    /// - Parameter options: how keyframe pictures are compared.
    public static func motion(options: DiffOptions = DiffOptions()) -> Diffing {
        .diff(toData: { Data(MotionTaking.encode($0)) },
              fromData: { MotionTaking.decode([UInt8]($0)) }) { reference, motion in
            MotionTaking.compare(reference, motion, options: options)
        }
    }
}

/// Plays, stores and compares motions.
enum MotionTaking {
    static let traceKey = "ScrollReel-trace"
    static let keyframesKey = "ScrollReel-keyframes"
    /// The longest motion recorded: each frame's drawing is kept until the keyframes are chosen.
    static let maximumFrames = 60 * 60

    static func device(_ config: ViewImageConfig?) -> DeviceProfile {
        guard let config, let size = config.size else { return .default }
        return .screen(size: size, safeArea: config.safeArea)
    }

    /// Plays `script` once on the scene `build` makes, keeping every frame's drawing,
    /// then draws the keyframes the run calls for (the view controller given to the
    /// assertion can only be played once, so the golden's second play is not possible).
    static func motion(script: Script, device: @MainActor () -> DeviceProfile,
                       build: @escaping @MainActor @Sendable () -> Scene) -> ScrollMotion {
        do {
            return try onMainActor {
                let device = device()
                let demo = Demo(id: "motion", summary: "a motion snapshot", defaultScript: script) { _ in build() }
                let film = Film(demo: demo, device: device, script: script, source: "the motion's script")
                var drawings: [Int: FrameDrawing] = [:]
                let capture = try Capture.run(film, scale: 1, keyframes: [], onFrame: { frame, playback in
                    guard frame.index < maximumFrames else {
                        throw SnapshotError("the motion lasts more than \(maximumFrames / 60) s; give the script a duration")
                    }
                    drawings[frame.index] = try playback.drawing(scale: 1)
                })
                let renderer = try Renderer(viewport: film.viewport, scale: 1)
                let keyframes = try Golden.selectKeyframes(capture, of: film).compactMap { k -> (Keyframe, Bitmap)? in
                    try drawings[k.frame].map { (k, try renderer.draw($0)) }
                }
                return ScrollMotion(trace: TraceFormat.compact(capture.traceValues, decimals: Capture.tracePrecision),
                                    keyframes: keyframes)
            }
        } catch {
            FileHandle.standardError.write(Data("ScrollReel: the motion could not be played: \(error)\n".utf8))
            return ScrollMotion(trace: [], keyframes: [], error: "\(error)")
        }
    }

    // MARK: The file

    /// The keyframes in a grid under their captions, the layout and the trace in text chunks.
    static func encode(_ motion: ScrollMotion) -> [UInt8] {
        if let error = motion.error { return SnapshotPNG.bytes(of: SnapshotPNG.failure(error)) }
        guard let sheet = try? FrameComposer.grid(motion.keyframes.map { .init($0.picture, caption: caption($0.keyframe)) },
                                                  columns: min(4, max(1, motion.keyframes.count))) else {
            return SnapshotPNG.bytes(of: SnapshotPNG.failure("the keyframes could not be drawn"))
        }
        let cells = cellRects(motion.keyframes.map(\.picture), columns: min(4, max(1, motion.keyframes.count)))
        let layout = zip(motion.keyframes, cells).map { k, r in
            "\(k.keyframe.frame) \(JSONValue.format(k.keyframe.time, decimals: 3)) \(k.keyframe.phase) \(r.x) \(r.y) \(r.width) \(r.height)"
        }.joined(separator: "\n")
        var png = SnapshotPNG.encode(sheet)
        png = SnapshotPNG.inserting([keyframesKey: layout], into: png)
        return SnapshotPNG.inserting(compressed: [traceKey: motion.trace.joined(separator: "\n")], into: png)
    }

    static func decode(_ bytes: [UInt8]) -> ScrollMotion {
        let texts = SnapshotPNG.texts(of: bytes)
        if let error = texts[SnapshotPNG.errorKey] { return ScrollMotion(trace: [], keyframes: [], error: error) }
        guard let layout = texts[keyframesKey], let trace = texts[traceKey], let sheet = try? Bitmap(decodingPNG: bytes) else {
            return ScrollMotion(trace: [], keyframes: [], error: "the reference is not a motion snapshot (no trace or keyframes in it)")
        }
        var keyframes: [(keyframe: Keyframe, picture: Bitmap)] = []
        for line in layout.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            guard f.count == 7, let frame = Int(f[0]), let time = Double(f[1]), let x = Int(f[3]), let y = Int(f[4]),
                  let w = Int(f[5]), let h = Int(f[6]), let picture = sheet.cropped(x: x, y: y, width: w, height: h) else {
                return ScrollMotion(trace: [], keyframes: [], error: "the reference's keyframe layout is damaged")
            }
            keyframes.append((Keyframe(frame: frame, time: time, phase: f[2]), picture))
        }
        return ScrollMotion(trace: trace.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), keyframes: keyframes)
    }

    static func caption(_ k: Keyframe) -> String {
        "frame \(k.frame) · \(JSONValue.format(k.time, decimals: 3)) s · \(k.phase)"
    }

    /// Where `FrameComposer.grid` puts each picture (its defaults: a 16 px gap, 28 px captions).
    static func cellRects(_ pictures: [Bitmap], columns: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
        let gap = 16, captionHeight = 28
        let cw = pictures.map(\.width).max() ?? 0, ch = pictures.map(\.height).max() ?? 0
        return pictures.enumerated().map { i, b in
            let col = i % columns, row = i / columns
            return (gap + col * (cw + gap), gap + row * (ch + captionHeight + gap) + captionHeight, b.width, b.height)
        }
    }

    // MARK: Comparing

    static func compare(_ reference: ScrollMotion, _ motion: ScrollMotion, options: DiffOptions) -> (String, [DiffAttachment])? {
        if let error = motion.error { return ("The motion could not be played: \(error)", []) }
        if let error = reference.error { return ("The reference cannot be used: \(error)", []) }
        var lines: [String] = []
        let golden = TraceFormat.expand(reference.trace), run = TraceFormat.expand(motion.trace)
        if let first = TraceDiff.firstDifference(expected: golden, actual: run) {
            lines += BehaviourSummary.compare(golden: golden, actual: run).map { "behaviour: " + $0 }
            lines.append("trace: " + first)
        }
        let now = Dictionary(motion.keyframes.map { ($0.keyframe.frame, $0) }, uniquingKeysWith: { a, _ in a })
        var failing: [(Keyframe, Bitmap, Bitmap, ImageDifference)] = []
        for (k, expected) in reference.keyframes {
            guard let (_, actual) = now[k.frame] else {
                lines.append("keyframe \(k.frame) (\(k.phase)): this run has no keyframe there (its motion has other phases)")
                continue
            }
            let d = ImageDiff.compare(expected, actual, options: options)
            if d.verdict == .different || d.verdict == .sizeMismatch {
                lines.append("keyframe \(k.frame) (\(k.phase), t = \(JSONValue.format(k.time, decimals: 3)) s): \(d.summary)")
                failing.append((k, expected, actual, d))
            }
        }
        guard !lines.isEmpty else { return nil }
        var attachments: [DiffAttachment] = []
        if let (k, expected, actual, d) = failing.first,
           let (picture, path) = SnapshotPNG.differencePicture(expected, actual, difference: d, name: "keyframe \(k.frame) (\(k.phase))") {
            attachments.append(.data(Data(picture), name: "difference.png"))
            lines.append("reference | difference | snapshot of keyframe \(k.frame): \(path)")
        }
        return ("The motion differs from the reference.\n" + lines.map { "  - " + Verification.shown($0) }.joined(separator: "\n"), attachments)
    }
}

extension Bitmap {
    /// The rectangle (x, y, width, height) of the bitmap, or nil when it reaches outside.
    func cropped(x: Int, y: Int, width w: Int, height h: Int) -> Bitmap? {
        guard x >= 0, y >= 0, w > 0, h > 0, x + w <= width, y + h <= height else { return nil }
        var out = Bitmap(width: w, height: h)
        for row in 0..<h {
            let from = (y + row) * stride + x * 4
            out.pixels.replaceSubrange((row * w * 4)..<((row + 1) * w * 4), with: pixels[from..<(from + w * 4)])
        }
        return out
    }
}
