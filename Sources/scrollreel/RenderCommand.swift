import ArgumentParser
import Foundation
import ScrollDemos
import ScrollDocs
import ScrollKit
import ScrollRender
import ScrollSimulation

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Renders demos frame by frame to PNG: DIR/<demo>/frame-0000.png, …")

    @Argument(help: "The demos to render (see `scrollreel list`).")
    var demos: [String] = []

    @Flag(help: "Render every demo.")
    var all = false

    @Option(help: "The output folder.")
    var out = "out"

    @OptionGroup var options: SceneOptions

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "The device's screen in points, WIDTHxHEIGHT.")
    var size = "390x844"

    @Flag(help: "Draw a translucent circle under each finger, as the Simulator's \"show touches\".")
    var touches = false

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
        try animation.check()
    }

    func run() throws {
        try reportingErrors {
            let viewport = try parseSize(size)
            let selected = try (all ? Demos.all.map(\.id) : demos).map { try options.demo($0) }
            guard [1.0, 2.0, 3.0].contains(scale) else { throw UserError("--scale must be 1, 2 or 3 (got \(scale))") }
            try Renderer.prepare()
            let started = Date()
            let progress = Progress(enabled: isatty(2) != 0)
            var totalFrames = 0, encoded = 0, bytes = 0
            var extras: [String] = []
            for demo in selected {
                let (script, source) = try options.loadScript(for: demo)
                let fps = try options.frameRate(for: script)
                let context = DemoContext(viewport: viewport, variant: options.variant)
                let film = Film(demo: demo, context: context, script: script, source: source, fps: fps)
                // A first pass without drawing counts the frames for the progress bar
                // (and finds script errors before any file is touched).
                let count = try film.frameCount()
                let dir = URL(fileURLWithPath: out)
                if !noFrames {
                    let writer = try film.writeFrames(to: dir.appendingPathComponent(demo.id), scale: scale, touches: touches) {
                        progress.show(demo.id, $0, of: count)
                    }
                    encoded += writer.encodedFrames
                    bytes += writer.bytesWritten
                }
                let files = try Animations.write(film, into: dir, scale: scale, touches: touches,
                                                 options: animation.options, frameCount: count) { what, n in
                    progress.show("\(demo.id) \(what)", n, of: count)
                }
                extras += files.map(\.lastPathComponent)
                if contactSheet {
                    try makeDirectory(dir)
                    let sheet = try ContactSheet.make(film, frameCount: count, scale: scale, touches: touches)
                    let url = dir.appendingPathComponent("\(demo.id)-contact-sheet.png")
                    try writeAtomically(PNGEncoder.encode(sheet), to: url)
                    extras.append(url.lastPathComponent)
                }
                totalFrames += count
            }
            progress.clear()
            let seconds = Date().timeIntervalSince(started)
            let names = selected.count == 1 ? selected[0].id : "\(selected.count) demos"
            FileHandle.standardError.write(Data((
                "rendered \(names): \(totalFrames) frames (\(encoded) encoded, \(bytes / 1024) KB) in "
                + String(format: "%.1f s (%.0f frames/s)", seconds, Double(totalFrames) / max(seconds, 1e-9))
                + " to \(out)/" + (extras.isEmpty ? "" : " (and \(extras.joined(separator: ", ")))") + "\n").utf8))
        }
    }

}

func parseSize(_ s: String) throws -> Size {
    let parts = s.lowercased().split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 >= 100 && $0 <= 4000 }) else {
        throw UserError("--size must be WIDTHxHEIGHT in points, e.g. 390x844 (got \(s))")
    }
    return Size(width: parts[0], height: parts[1])
}

/// A one-line progress bar on stderr, only when stderr is a terminal.
final class Progress {
    let enabled: Bool
    init(enabled: Bool) { self.enabled = enabled }

    func show(_ name: String, _ done: Int, of total: Int) {
        guard enabled, done == total || done % 3 == 0 else { return }
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(bar) \(done)/\(total)\u{1b}[K".utf8))
    }

    func clear() {
        guard enabled else { return }
        Self.clearLine()
    }

    /// Erases a progress bar left on a terminal (before an error line).
    static func clearLine() {
        if isatty(2) != 0 { FileHandle.standardError.write(Data("\r\u{1b}[K".utf8)) }
    }
}

/// The animation options of `render` and `compare`.
struct AnimationFlags: ParsableArguments {
    @Flag(help: "Write DIR/<demo>.gif.") var gif = false
    @Flag(help: "Write DIR/<demo>.png, an animated PNG at the film's exact timing.") var apng = false
    @Flag(help: "Write DIR/<demo>.webp, an animated WebP.") var webp = false
    @Option(help: "Colours in the GIF palette (2 to 256).") var gifColors = 256
    @Option(help: "Frames per second of the GIF (at most the film's; browsers slow GIFs above 50).") var gifFps = 30
    @Option(help: "GIF dithering: none or ordered.") var gifDither = "none"
    @Option(help: "Scale animations down to at most this many pixels wide.") var maxWidth: Int?

    func check() throws {
        guard (2...256).contains(gifColors) else { throw ValidationError("--gif-colors must be from 2 to 256") }
        guard (1...50).contains(gifFps) else { throw ValidationError("--gif-fps must be from 1 to 50") }
        guard GIFWriter.Dither(rawValue: gifDither) != nil else { throw ValidationError("--gif-dither must be none or ordered") }
        if let maxWidth, maxWidth < 16 { throw ValidationError("--max-width must be at least 16") }
    }

    var options: AnimationOptions {
        var o = AnimationOptions()
        o.gif = gif; o.apng = apng; o.webp = webp
        o.gifColors = gifColors; o.gifFPS = gifFps
        o.dither = GIFWriter.Dither(rawValue: gifDither) ?? .none
        o.maxWidth = maxWidth
        return o
    }
}

func makeDirectory(_ dir: URL) throws {
    do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
        throw UserError("cannot create the output folder \(dir.path): \((error as NSError).localizedDescription)")
    }
}

/// Writes under a temporary name and renames, so a failure leaves nothing half-written.
func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
    do { try Data(bytes).write(to: url, options: .atomic) } catch {
        throw UserError("cannot write \(url.path): \((error as NSError).localizedDescription)")
    }
}
