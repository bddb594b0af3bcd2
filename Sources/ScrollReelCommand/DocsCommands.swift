import ArgumentParser
import Foundation
import ScrollPhysics
import ScrollReelUIKit
import ScrollSimulation
import ScrollRender
import ScrollDiff
import ScrollGolden
import ScrollDocs

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Demos side by side under the same finger: DIR/<a>-vs-<b>/frame-NNNN.png, and a GIF.",
        discussion: """
            Name two or more demos, or variants of one as demo@variant (`compare lazy-load@naive \
            lazy-load@decelerating lazy-load@target-rect`). The first one's script drives all of them.
            """)

    @Argument(help: "The demos, left to right: ids, or demo@variant.") var films: [String]
    @Option(help: "The output folder.") var out = "out"
    @OptionGroup var options: SceneOptions
    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.") var scale: Double = 1
    @Flag(inversion: .prefixedNo, help: "Draw the fingers (default: on; comparisons are made to be shown).") var touches = true
    @Flag(help: "Write only the animations, not the PNG frames.") var noFrames = false
    @OptionGroup var animation: AnimationFlags

    func validate() throws {
        guard (2...4).contains(films.count) else { throw ValidationError("name from 2 to 4 demos to compare") }
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
        if options.variant != nil { throw ValidationError("name variants as demo@variant; --variant does not apply to compare") }
        try animation.check()
    }

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// The command, on the main actor, where scenes run (as UIKit's do).
    @MainActor func runOnMainActor() throws {
        try reportingErrors {
            let chosen = try films.map(Self.parse)
            // The same script drives every film: the first one's, unless one is given.
            let (script, source) = try options.loadScript(for: chosen[0].demo)
            let fps = try options.frameRate(for: script)
            let device = try options.deviceProfile()
            let movie = SideBySide(chosen.map { Film(demo: $0.demo, variant: $0.variant, device: device, script: script, source: source, fps: fps) })
            Catalog.playing(movie.name)
            var outputs = FilmOutputs(folder: URL(fileURLWithPath: out))
            outputs.frames = !noFrames
            outputs.animations = animation.options
            // A comparison is made to be shown: a GIF unless asked otherwise.
            if !outputs.animations.any { outputs.animations.gif = true }
            outputs.scale = scale
            outputs.captions = animation.captionMode
            outputs.touches = touches
            let progress = Progress(enabled: isatty(2) != 0)
            let report = try movie.write(outputs) { progress.show(movie.name, $0) }
            progress.clear()
            StandardError.write("compared \(films.joined(separator: ", ")): \(report.frames) frames to \(out)/\(noFrames ? "" : movie.name + "/") (and \(report.files.map(\.lastPathComponent).joined(separator: ", ")))\n")
        }
    }

    /// `demo` or `demo@variant`.
    static func parse(_ name: String) throws -> (demo: Demo, variant: String?) {
        let parts = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let demo = try Catalog.current.demo(parts[0])
        guard parts.count == 2 else { return (demo, nil) }
        guard demo.variants.contains(parts[1]) else {
            let known = demo.variants.isEmpty ? "it has none" : "known: " + demo.variants.joined(separator: ", ")
            throw UserError("demo '\(demo.id)' has no variant \(quoted(parts[1])) (\(known))")
        }
        return (demo, parts[1])
    }
}

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A PNG chart of each scroll view's content offset and velocity against time, with the delegate calls marked.")

    @Argument(help: "The demo.") var demo: String
    @OptionGroup var options: SceneOptions
    @Option(help: "The PNG file to write (default: out/<demo>-plot.png, as render and compare write into out/).") var out: String?

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// The command, on the main actor, where scenes run (as UIKit's do).
    @MainActor func runOnMainActor() throws {
        try reportingErrors {
            let film = try options.film(try options.demo(demo))
            Catalog.playing(film.name)
            let path = out ?? "out/\(film.name)-plot.png"
            if out == nil { try OutputFile.createFolder(URL(fileURLWithPath: "out")) }
            try OutputFile.write(PNGEncoder.encode(try MotionPlot.draw(film)), to: URL(fileURLWithPath: path))
            StandardError.write("plotted \(film.name) to \(path)\n")
        }
    }
}
