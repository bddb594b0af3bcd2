import ArgumentParser
import Foundation
import ScrollDemos
import ScrollDocs
import ScrollRender
import ScrollSimulation

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Two demos side by side under the same finger: DIR/<a>-vs-<b>/frame-NNNN.png, and a GIF with --gif.")

    @Argument(help: "The demo on the left.") var left: String
    @Argument(help: "The demo on the right.") var right: String
    @Option(help: "The output folder.") var out = "out"
    @OptionGroup var options: SceneOptions
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Double = 1
    @Flag(help: "Draw the fingers.") var touches = false
    @Flag(help: "Write only the animations, not the PNG frames.") var noFrames = false
    @OptionGroup var animation: AnimationFlags

    func validate() throws { try animation.check() }

    func run() throws {
        try reportingErrors {
            guard [1.0, 2.0, 3.0].contains(scale) else { throw UserError("--scale must be 1, 2 or 3 (got \(scale))") }
            let a = try options.demo(left), b = try options.demo(right)
            // The same script drives both: the left demo's, unless one is given.
            let (script, source) = try options.loadScript(for: a)
            let fps = try options.frameRate(for: script)
            let films = [a, b].map { Film(demo: $0, context: DemoContext(variant: options.variant), script: script, source: source, fps: fps) }
            for film in films { try Stage(scene: film.demo.makeScene(film.context)).validate(script, source: source) }
            try Renderer.prepare()
            let movie = SideBySide(films[0], films[1])
            let count = try movie.frameCount()
            let dir = URL(fileURLWithPath: out)
            let progress = Progress(enabled: isatty(2) != 0)
            if !noFrames {
                try movie.writeFrames(to: dir.appendingPathComponent(movie.name), scale: scale, touches: touches) {
                    progress.show(movie.name, $0, of: count)
                }
            }
            var o = animation.options
            if !o.any { o.gif = true }  // a comparison is made to be shown: a GIF unless asked otherwise
            let files = try Animations.write(movie, into: dir, scale: scale, touches: touches, options: o, frameCount: count) { what, n in
                progress.show("\(movie.name) \(what)", n, of: count)
            }
            progress.clear()
            FileHandle.standardError.write(Data("compared \(left) and \(right): \(count) frames to \(out)/\(noFrames ? "" : movie.name + "/") (and \(files.map(\.lastPathComponent).joined(separator: ", ")))\n".utf8))
        }
    }
}

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A PNG chart of each scroll view's content offset and velocity against time, with the delegate calls marked.")

    @Argument(help: "The demo.") var demo: String
    @OptionGroup var options: SceneOptions
    @Option(help: "The PNG file to write (default: <demo>-plot.png).") var out: String?

    func run() throws {
        try reportingErrors {
            let d = try options.demo(demo)
            let (script, source) = try options.loadScript(for: d)
            let fps = try options.frameRate(for: script)
            try Stage(scene: d.makeScene(DemoContext(variant: options.variant))).validate(script, source: source)
            try Renderer.prepare()
            let film = Film(demo: d, context: DemoContext(variant: options.variant), script: script, source: source, fps: fps)
            let png = PNGEncoder.encode(try MotionPlot.draw(film))
            let path = out ?? "\(d.id)-plot.png"
            try writeAtomically(png, to: URL(fileURLWithPath: path))
            FileHandle.standardError.write(Data("plotted \(d.id) to \(path)\n".utf8))
        }
    }
}
