import ArgumentParser
import Foundation
import ScrollPhysics
import ScrollReelUIKit
import ScrollSimulation
import ScrollRender
import ScrollDiff
import ScrollGolden
import ScrollDocs

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Renders demos frame by frame to PNG (DIR/<demo>/frame-0000.png, …), and their GIF, APNG, WebP and contact sheet.")

    @Argument(help: "The demos to render (see `list`).")
    var demos: [String] = []

    @Flag(help: "Render every demo.")
    var all = false

    @Option(help: "The output folder.")
    var out = "out"

    @OptionGroup var options: SceneOptions
    @OptionGroup var layout: LayoutOptions

    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "The device's screen in points, WIDTHxHEIGHT (each 100 to 4000; default: the device's own).")
    var size: String?

    @Flag(inversion: .prefixedNo,
          help: "Draw a translucent circle under each finger, as the Simulator's \"show touches\" (default: on for animations and contact sheets, off for PNG frames alone).")
    var touches: Bool?

    @OptionGroup var animation: AnimationFlags

    @Flag(help: "Write only the animations and contact sheets, not the PNG frames.")
    var noFrames = false

    @Flag(help: "Also write DIR/<demo>-contact-sheet.png: a grid of frames with their times.")
    var contactSheet = false

    func validate() throws {
        if all && !demos.isEmpty { throw ValidationError("give demo names or --all, not both") }
        if !all && demos.isEmpty { throw ValidationError("name at least one demo, or use --all") }
        if noFrames && !animation.options.any && !contactSheet {
            throw ValidationError("--no-frames needs --gif, --apng, --webp or --contact-sheet")
        }
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
        if options.script == "-" && (all || demos.count > 1) {
            throw ValidationError("--script - reads standard input once: render one demo with it")
        }
        try animation.check()
    }

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// The command, on the main actor, where scenes run (as UIKit's do).
    @MainActor func runOnMainActor() throws {
        try reportingErrors {
            let size = try self.size.map(parseSize)
            if let size { try Renderer.check(size, scale: scale) }
            let selected = try (all ? Catalog.current.demos.map(\.id) : demos).map { try options.demo($0) }
            // Documentation output shows the finger, so a reader sees the gesture;
            // plain frames (for tests and tools) do not, unless asked.
            let showTouches = touches ?? (animation.options.any || contactSheet)
            let started = ContinuousClock.now
            let progress = Progress(enabled: isatty(2) != 0)
            var total = FilmOutputs.Report()
            for demo in selected {
                let film = try options.film(demo, size: size)
                Catalog.playing(film.name)
                var outputs = FilmOutputs(folder: URL(fileURLWithPath: out))
                outputs.frames = !noFrames
                outputs.animations = animation.options
                outputs.contactSheet = contactSheet
                outputs.scale = scale
                outputs.touches = showTouches
                outputs.captions = animation.captionMode
                let report: FilmOutputs.Report
                do {
                    report = try film.write(outputs) { progress.show(film.name, $0) }
                } catch let failure as Renderer.Failure {
                    // (A picture that cannot be drawn is that demo's failure: name it.)
                    progress.clear()
                    throw UserError("demo \(quoted(film.name)): \(failure.description)")
                }
                total.frames += report.frames
                total.encodedFrames += report.encodedFrames
                total.frameBytes += report.frameBytes
                total.files += report.files
            }
            progress.clear()
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            let names = selected.count == 1 ? selected[0].id : "\(selected.count) demos"
            let frames = noFrames ? "" : "\(total.encodedFrames) encoded, \(total.frameBytes / 1024) KB, "
            StandardError.write(
                "rendered \(names): \(total.frames) frames (\(frames)"
                + String(format: "%.1f s, %.0f frames/s)", seconds, Double(total.frames) / max(seconds, 1e-9))
                + " to \(out)/" + (total.files.isEmpty ? "" : " (and \(total.files.map(\.lastPathComponent).joined(separator: ", ")))") + "\n")
        }
    }
}

func parseSize(_ s: String) throws -> CGSize {
    let parts = s.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
    guard parts.count == 2, let w = parts[0], let h = parts[1], (100...4000).contains(w), (100...4000).contains(h) else {
        throw UserError("--size must be WIDTHxHEIGHT in points, each from 100 to 4000, e.g. 390x844 (got \(quoted(s)))")
    }
    return CGSize(width: w, height: h)
}

/// A one-line progress line on stderr, only when stderr is a terminal: the frame
/// being drawn and its virtual time (a film's length is known only once played).
final class Progress {
    let enabled: Bool
    init(enabled: Bool) { self.enabled = enabled }

    func show(_ name: String, _ frame: Frame) {
        guard enabled, frame.index % 5 == 0 else { return }
        StandardError.write("\r\(name.padding(toLength: 20, withPad: " ", startingAt: 0)) frame \(frame.index)  t = \(JSONValue.format(frame.time, decimals: 2)) s\u{1b}[K")
    }

    func clear() {
        guard enabled else { return }
        Self.clearLine()
    }

    /// Erases a progress line left on a terminal (before an error line).
    static func clearLine() {
        if isatty(2) != 0 { StandardError.write("\r\u{1b}[K") }
    }
}

/// The animation options of `render` and `compare`.
struct AnimationFlags: ParsableArguments {
    @Flag(help: "Write DIR/<demo>.gif.") var gif = false
    @Flag(help: "Write DIR/<demo>.png, an animated PNG at the film's exact timing.") var apng = false
    @Flag(help: "Write DIR/<demo>.webp, an animated WebP.") var webp = false
    @Option(parsing: .unconditional, help: "Colours in the GIF palette (2 to 256).") var gifColors = 256
    @Option(parsing: .unconditional, help: "Frames per second of the GIF, 1 to 50 (at most the film's; browsers slow GIFs above 50).") var gifFps = 30
    @Option(help: "GIF dithering: gradients (only where the palette lacks the colour: skies, photos; flat colours stay flat), ordered (everywhere) or none.") var gifDither = "gradients"
    @Option(parsing: .unconditional, help: "Scale animations down to at most this many pixels wide (16 to 8000).") var maxWidth: Int?
    @Flag(help: "Each GIF frame averages the film's frames since the last one, as an open shutter would: fast motion smears instead of strobing at a low --gif-fps.") var gifMotionBlur = false
    @Option(parsing: .unconditional, help: "Seconds the last frame of an animation stays before it loops, 0 to 60 (the result of the gesture, held).") var hold: Double = 2

    @Option(help: "Captions in frames and animations: script (the script's caption steps), events (also what happens, in words: releases and their targets, rests, snaps, zoom bounces, the demo's counters) or none. Never in traces or goldens.")
    var captions = "script"

    var captionMode: FilmOutputs.CaptionMode { FilmOutputs.CaptionMode(rawValue: captions) ?? .script }

    func check() throws {
        guard FilmOutputs.CaptionMode(rawValue: captions) != nil else { throw ValidationError("--captions must be script, events or none") }
        guard (2...256).contains(gifColors) else { throw ValidationError("--gif-colors must be from 2 to 256") }
        guard (1...50).contains(gifFps) else { throw ValidationError("--gif-fps must be from 1 to 50") }
        guard GIFWriter.Dither(rawValue: gifDither) != nil else { throw ValidationError("--gif-dither must be gradients, ordered or none") }
        if let maxWidth, !(16...8000).contains(maxWidth) { throw ValidationError("--max-width must be from 16 to 8000") }
        guard AnimationOptions.holdRange.contains(hold) else { throw ValidationError("--hold must be from 0 to 60 seconds") }
    }

    var options: AnimationOptions {
        var o = AnimationOptions()
        o.gif = gif; o.apng = apng; o.webp = webp
        o.gifColors = gifColors; o.gifFPS = gifFps
        o.dither = GIFWriter.Dither(rawValue: gifDither) ?? .gradients
        o.maxWidth = maxWidth
        o.motionBlur = gifMotionBlur
        o.hold = hold
        return o
    }
}
