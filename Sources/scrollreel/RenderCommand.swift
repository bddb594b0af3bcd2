import ArgumentParser
import Foundation
import ScrollDemos
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

    func validate() throws {
        if all && !demos.isEmpty { throw ValidationError("give demo names or --all, not both") }
        if !all && demos.isEmpty { throw ValidationError("name at least one demo, or use --all") }
    }

    func run() throws {
        try reportingErrors {
            let viewport = try parseSize(size)
            let selected = try (all ? Demos.all.map(\.id) : demos).map { try options.demo($0) }
            guard [1.0, 2.0, 3.0].contains(scale) else { throw UserError("--scale must be 1, 2 or 3 (got \(scale))") }
            do { try Renderer.prepare() } catch { throw UserError("\(error)") }
            let started = Date()
            let progress = Progress(enabled: isatty(2) != 0)
            var totalFrames = 0, encoded = 0, bytes = 0
            for demo in selected {
                let (script, source) = try options.loadScript(for: demo)
                let fps = try options.frameRate(for: script)
                let context = DemoContext(viewport: viewport, variant: options.variant)
                // A first pass without drawing counts the frames for the progress bar
                // (and finds script errors before any file is touched).
                let count = try countFrames(demo, context: context, script: script, fps: fps, source: source)
                let scene = demo.makeScene(context)
                let renderer: Renderer
                let writer: PNGSequenceWriter
                do {
                    renderer = try Renderer(viewport: viewport, scale: scale, showsTouches: touches)
                    writer = try PNGSequenceWriter(directory: URL(fileURLWithPath: out).appendingPathComponent(demo.id))
                } catch { throw UserError("\(error)") }
                do {
                    try Stage(scene: scene).run(script, fps: fps, source: source) { frame in
                        try writer.write(renderer.render(scene.window), index: frame.index)
                        progress.show(demo.id, frame.index + 1, of: count)
                    }
                    try writer.finish()
                } catch let e as PNGSequenceWriter.Failure {
                    progress.clear()
                    throw UserError(e.description)
                }
                totalFrames += count
                encoded += writer.encodedFrames
                bytes += writer.bytesWritten
            }
            progress.clear()
            let seconds = Date().timeIntervalSince(started)
            let names = selected.count == 1 ? selected[0].id : "\(selected.count) demos"
            FileHandle.standardError.write(Data((
                "rendered \(names): \(totalFrames) frames (\(encoded) encoded, \(bytes / 1024) KB) in "
                + String(format: "%.1f s (%.0f frames/s)", seconds, Double(totalFrames) / max(seconds, 1e-9))
                + " to \(out)/\n").utf8))
        }
    }

    private func countFrames(_ demo: Demo, context: DemoContext, script: Script, fps: Int, source: String) throws -> Int {
        var n = 0
        try Stage(scene: demo.makeScene(context)).run(script, fps: fps, source: source) { _ in n += 1 }
        return n
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
        FileHandle.standardError.write(Data("\r\u{1b}[K".utf8))
    }
}
