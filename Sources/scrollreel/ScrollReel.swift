import ArgumentParser
import Foundation
import ScrollDemos
import ScrollSimulation

@main
struct ScrollReel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollreel",
        abstract: "Simulates iOS scroll views headlessly: traces, frames and goldens of the seed demos.",
        subcommands: [List.self, Trace.self, Render.self, Compare.self, Plot.self, GoldenCommand.self, Diff.self, PrintScript.self])
}

/// A failure the user can act on: one line on stderr, exit status 1.
struct UserError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension ParsableCommand {
    /// Runs `body`, turning every failure into one line on stderr and a non-zero
    /// exit, never a stack trace. (Every error the modules throw describes itself
    /// in a sentence that names the file or folder; `ExitCode` passes through.)
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as ExitCode {
            throw e
        } catch {
            Progress.clearLine()
            fail("\(error)")
        }
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("scrollreel: error: \(message)\n".utf8))
        Foundation.exit(1)
    }
}

/// Options that choose a demo's scene and script.
struct SceneOptions: ParsableArguments {
    @Option(name: .long, help: "A gesture script (JSON) instead of the demo's own; - reads standard input.")
    var script: String?

    @Option(name: .long, help: "Frames per second (default: the script's, else 60).")
    var fps: Int?

    @Option(name: .long, help: "A variant of the demo, for demos that have them.")
    var variant: String?

    func demo(_ id: String) throws -> Demo {
        guard let demo = Demos.named(id) else {
            throw UserError("unknown demo '\(id)' (known: \(Demos.all.map(\.id).joined(separator: ", ")))")
        }
        if let variant, !demo.variants.contains(variant) {
            let known = demo.variants.isEmpty ? "it has none" : "known: " + demo.variants.joined(separator: ", ")
            throw UserError("demo '\(id)' has no variant '\(variant)' (\(known))")
        }
        return demo
    }

    /// The script to run and the name that errors use for it.
    func loadScript(for demo: Demo) throws -> (Script, String) {
        guard let path = script else { return (demo.defaultScript, "the default script of \(demo.id)") }
        let data: Data
        let source: String
        if path == "-" {
            source = "<stdin>"
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            source = path
            guard let d = FileManager.default.contents(atPath: path) else {
                throw UserError("\(path): cannot read the script file")
            }
            data = d
        }
        return (try Script.parse(data, source: source), source)
    }

    func frameRate(for script: Script) throws -> Int {
        let fps = self.fps ?? script.fps ?? Stage.defaultFPS
        guard (1...1000).contains(fps) else { throw UserError("--fps must be from 1 to 1000 (got \(fps))") }
        return fps
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lists the demos: id and what each shows.")
    func run() {
        let width = Demos.all.map(\.id.count).max() ?? 0
        for d in Demos.all {
            print(d.id + String(repeating: " ", count: width - d.id.count + 2) + d.summary)
        }
    }
}

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints the motion of a demo as JSON Lines, one line per frame.")

    @Argument(help: "The demo (see `scrollreel list`).")
    var demo: String

    @OptionGroup var options: SceneOptions

    func run() throws {
        try reportingErrors {
            let demo = try options.demo(self.demo)
            let (script, source) = try options.loadScript(for: demo)
            let fps = try options.frameRate(for: script)
            let scene = demo.makeScene(DemoContext(variant: options.variant))
            let stage = Stage(scene: scene)
            try stage.validate(script, source: source)
            var out = StandardOutput()
            try stage.run(script, fps: fps, source: source) { frame in
                out.write(frame.traceLine(scene: scene))
                out.write("\n")
            }
            out.flush()
        }
    }
}

struct PrintScript: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script", abstract: "Prints a demo's default gesture script as JSON, to edit and pass to --script.")

    @Argument(help: "The demo (see `scrollreel list`).")
    var demo: String

    func run() throws {
        try reportingErrors {
            guard let d = Demos.named(demo) else {
                throw UserError("unknown demo '\(demo)' (known: \(Demos.all.map(\.id).joined(separator: ", ")))")
            }
            print(d.defaultScript.json.serialized)
        }
    }
}

/// Buffered writes to standard output.
struct StandardOutput {
    private var buffer: [UInt8] = []
    mutating func write(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        if buffer.count > 1 << 16 { flush() }
    }
    mutating func flush() {
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
