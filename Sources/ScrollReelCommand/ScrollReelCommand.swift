import ArgumentParser
import Foundation
// A user's tool or test imports this module alone and gets everything.
@_exported import ScrollReel
import ScrollPhysics
import ScrollReelUIKit
import ScrollSimulation
import ScrollRender
import ScrollDiff
import ScrollGolden
import ScrollDocs

/// The `scrollreel` command line, for any demos: ScrollReel's own executable is
/// this with the built-in demos, and a user's is this with their scenes:
///
///     import ScrollReelCommand
///     @main struct GalleryReel {
///         static func main() { ScrollReelCommand.main(demos: [CardGallery.demo], goldens: "Goldens") }
///     }
///
/// Every subcommand (`list`, `script`, `trace`, `render`, `compare`, `plot`,
/// `golden verify/record`, `diff`) then works on those demos, with that goldens
/// folder as the default of `--golden`.
public enum ScrollReelCommand {
    /// The main thread's stack, which UIKit's walks of the view tree (layout, the
    /// render pass, moves between windows) descend one level per nested view: 64 MB
    /// where the system allows it (its usual 8 MB held about 3,000 levels in a debug
    /// build; 64 MB holds 10,000 with room to spare). On Linux the main thread's
    /// stack grows on demand up to the limit in force when it grows, and at least
    /// 128 MB below it are kept free for it; elsewhere nothing changes.
    static func raiseStackLimit() {
        #if canImport(Glibc)
        let wanted: rlim_t = 64 << 20
        var limit = rlimit()
        let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max, limit.rlim_cur < wanted else { return }
        limit.rlim_cur = limit.rlim_max == rlim_t.max ? wanted : min(wanted, limit.rlim_max)
        setrlimit(resource, &limit)
        #endif
    }

    /// Parses the process's arguments, runs the subcommand and exits.
    ///
    /// - Parameters:
    ///   - demos: the scenes the tool serves, by their ids.
    ///   - goldens: the goldens folder, relative to the root of the package whose
    ///     source file calls `main` (found by walking up from `file` to a
    ///     `Package.swift`), so that the tool finds the same goldens from any
    ///     folder it is run in. An absolute path is taken as it is. A tool run
    ///     where its sources are not (installed elsewhere) looks from the current
    ///     folder up to a `Package.swift`, then in the current folder.
    ///   - file: leave the default: the calling file's path, where the search starts.
    public static func main(demos: [Demo], goldens: String = "golden", file: String = #filePath) -> Never {
        reserveClosedStandardStreams()
        // Scenes show dates in one time zone wherever the tool runs (a golden of a
        // screen that shows the time must not depend on the machine's zone), unless
        // the user chooses one.
        if getenv("TZ") == nil { setenv("TZ", "UTC", 1) }
        let invoked = CommandLine.arguments.first ?? "scrollreel"
        let name = URL(fileURLWithPath: invoked).lastPathComponent
        let cwd = FileManager.default.currentDirectoryPath
        let catalog = Catalog(demos: demos, goldens: PackageLocation.goldens(goldens, calledFrom: file, cwd: cwd).path,
                              toolName: name, invocation: PackageLocation.invocation(argv0: invoked, cwd: cwd))
        if let problem = catalog.problem {
            StandardError.write("\(name): error: \(problem)\n")
            exit(2)
        }
        raiseStackLimit()
        CrashNote.install()
        Watchdog.start(toolName: name)
        // This process's main thread runs the scenes outside any main-queue block, so
        // the main queue's work can run between run-loop events too: what other threads
        // give the main actor (a task resumed after an `await`), beside what the scene's
        // own code gives it, which the scene's clock keeps and runs in any process.
        SceneClock.runMainActorWork = { _ = Foundation.RunLoop.main.run(mode: .default, before: .distantPast) }
        // A closed pipe (`| head`) is a write error, said in one line with status 1,
        // not a silent death by SIGPIPE (status 141).
        signal(SIGPIPE, SIG_IGN)
        Temporaries.removeOnInterrupt()
        CrashNote.set("\(name): error: \(name)")
        Catalog.$current.withValue(catalog) {
            do {
                var command = try Root.parseAsRoot()
                try command.run()
                CrashNote.isPlaying = false
            } catch {
                CrashNote.isPlaying = false
                // A command line the parser refuses is a usage error: one line and
                // status 2, as our own errors are one line and status 1. Help,
                // versions and our exit codes go through the parser's own exit.
                guard Root.exitCode(for: error) == .validationFailure else { Root.exit(withError: error) }
                let message = Root.message(for: error).replacingOccurrences(of: "\n", with: " ")
                StandardError.write("\(name): error: \(message) (see '\(name) help')\n")
                exit(2)
            }
        }
        exit(0)
    }
}

/// The demos a command line serves, its goldens folder and its own name.
struct Catalog: Sendable {
    let demos: [Demo]
    /// Absolute: where the tool's goldens are, wherever it runs.
    let goldens: String
    let toolName: String
    /// How to run this tool again from here, as the accept command prints it
    /// (`swift run NAME`, the path as typed, or the name found on PATH).
    var invocation: String

    init(demos: [Demo], goldens: String, toolName: String, invocation: String? = nil) {
        self.demos = demos; self.goldens = goldens; self.toolName = toolName
        self.invocation = invocation ?? toolName
    }

    @TaskLocal static var current = Catalog(demos: [], goldens: "golden", toolName: "scrollreel")

    /// Why the demos cannot be served (a bad or repeated id), if they cannot.
    var problem: String? {
        var seen = Set<String>()
        for d in demos {
            guard Demo.isValidID(d.id) else {
                return "the demo id \(quoted(d.id)) is not usable as a name: use letters, digits, -, _ and . (at most 64)"
            }
            guard seen.insert(d.id).inserted else { return "two demos have the id \(quoted(d.id))" }
        }
        return nil
    }

    func demo(_ id: String) throws -> Demo {
        guard let demo = demos.first(where: { $0.id == id }) else {
            throw UserError("unknown demo \(quoted(id)) (known: \(demos.map(\.id).joined(separator: ", ")))")
        }
        return demo
    }

    /// Says which demo is being played, for the line a crash or an `exit()` in its
    /// scene prints (from now until the command ends), for the watchdog, and for
    /// `--strict-layout`, the demo an Auto Layout warning came from.
    static func playing(_ name: String, timeout: Double = Watchdog.defaultTimeout) {
        CrashNote.set("\(current.toolName): error: demo '\(name)'")
        CrashNote.isPlaying = true
        Watchdog.playing(name, timeout: timeout)
        MainActor.assumeIsolated { LayoutDiagnostics.context = name }
    }
}

/// `--strict-layout`: an Auto Layout warning (unsatisfiable constraints, a refused
/// value), which UIKit only prints, fails the command, for CI.
struct LayoutOptions: ParsableArguments {
    @Flag(help: "Fail (exit status 1) when a scene prints an Auto Layout warning: constraints that cannot all hold, a constant that is not finite.")
    var strictLayout = false

    nonisolated(unsafe) static var isStrict = false

    func validate() throws { Self.isStrict = strictLayout }

    /// The error for the warnings printed so far, if strict.
    @MainActor static func failure() -> UserError? {
        guard isStrict, let first = LayoutDiagnostics.warnings.first else { return nil }
        let demos = Array(Set(LayoutDiagnostics.warnings.compactMap(\.context))).sorted()
        let what = first.message.split(separator: "\n").first.map(String.init) ?? first.message
        let count = LayoutDiagnostics.warnings.count
        return UserError("\(demos.isEmpty ? "" : "demo \(demos.map { quoted($0) }.joined(separator: ", ")): ")"
                         + "\(count) Auto Layout warning\(count == 1 ? "" : "s") (--strict-layout); the first: \(what.replacingOccurrences(of: "[LayoutConstraints] ", with: ""))")
    }
}

struct Root: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Catalog.current.toolName,
            abstract: "Simulates iOS scroll views headlessly: traces, frames, films and goldens of its demos.",
            discussion: """
                Where output goes: everything a command makes goes under the current folder \
                unless told where — render, compare and plot into out/, a failing golden verify's \
                report into golden-failures/. The goldens are the exception: they belong to the \
                package, and the tool finds its goldens folder in its package from any folder \
                (--golden PATH, relative to the current folder, overrides it).
                """,
            subcommands: [List.self, Trace.self, Render.self, Compare.self, Plot.self, GoldenCommand.self, Diff.self, PrintScript.self])
    }
}

/// A failure the user can act on: one line on stderr, exit status 1.
struct UserError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A string from the user or a file, as an error line shows it: quoted, control
/// characters escaped, and cut short if it is long.
func quoted(_ s: String, limit: Int = 80) -> String {
    var out = ""
    for u in s.unicodeScalars.prefix(limit) {
        switch u {
        case "'": out += "\\'"
        case "\\": out += "\\\\"
        case _ where u.value < 0x20 || u.value == 0x7f: out += "\\u{\(String(u.value, radix: 16))}"
        default: out.unicodeScalars.append(u)
        }
    }
    if s.unicodeScalars.count > limit { out += "…" }
    return "'\(out)'"
}

extension ParsableCommand {
    /// Runs `body`, turning every failure into one line on stderr and a non-zero
    /// exit, never a stack trace. (Every error the modules throw describes itself
    /// in a sentence that names the file or folder; `ExitCode` passes through.)
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
            if let strict = MainActor.assumeIsolated({ LayoutOptions.failure() }) { throw strict }
        } catch let e as ExitCode {
            throw e
        } catch {
            Progress.clearLine()
            // Foundation's errors read "Error Domain=NSCocoaErrorDomain Code=640…": say their reason instead.
            let foundation = [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains((error as NSError).domain)
            let words = foundation ? OutputFile.reason(error) : "\(error)"
            StandardError.write("\(Catalog.current.toolName): error: \(words)\n")
            throw ExitCode(1)
        }
    }
}

/// Options that choose a demo's scene and script.
struct SceneOptions: ParsableArguments {
    @Option(name: .long, help: "A gesture script (JSON) instead of the demo's own; - reads standard input.")
    var script: String?

    // `.unconditional`: a negative number is a value to reject with its range, not another option.
    @Option(name: .long, parsing: .unconditional, help: "Frames per second, 1 to 1000 (default: the script's, else 60).")
    var fps: Int?

    @Option(name: .long, help: "A variant of the demo, for demos that have them.")
    var variant: String?

    @Option(name: .long, help: ArgumentHelp(
        "The device the scene runs on: its screen, scale, status bar, safe area and home indicator (default: \(DeviceProfile.default.name)).",
        discussion: "Known: " + DeviceProfile.all.map(\.description).joined(separator: "; ")
            + ". A unique start of a name is enough (\"iphone-se\", \"ipad\")."))
    var device: String?

    /// The device asked for.
    func deviceProfile() throws -> DeviceProfile {
        guard let device else { return .default }
        guard let profile = DeviceProfile.named(device) else {
            throw UserError("--device \(quoted(device)) is not a device ScrollReel knows (known: "
                            + DeviceProfile.all.map(\.name).joined(separator: ", ") + ")")
        }
        return profile
    }

    /// The demo named, checked against the variant asked for.
    func demo(_ id: String) throws -> Demo {
        let demo = try Catalog.current.demo(id)
        if let variant, !demo.variants.contains(variant) {
            let known = demo.variants.isEmpty ? "it has none" : "known: " + demo.variants.joined(separator: ", ")
            throw UserError("demo '\(id)' has no variant \(quoted(variant)) (\(known))")
        }
        return demo
    }

    /// The script to run and the name that errors use for it.
    func loadScript(for demo: Demo) throws -> (Script, String) {
        guard let path = script else { return (demo.defaultScript, "the default script of \(demo.id)") }
        let source = path == "-" ? "<stdin>" : path
        let data: Data
        do { data = try readScript(path) } catch let error as StreamError { throw UserError(error.description) }
        return (try Script.parse(data, source: source), source)
    }

    func frameRate(for script: Script) throws -> Int {
        let fps = self.fps ?? script.fps ?? Stage.defaultFPS
        guard (1...1000).contains(fps) else { throw UserError("--fps must be from 1 to 1000 (got \(fps))") }
        return fps
    }

    /// The film of `demo` under the script, frame rate and device asked for;
    /// `size` gives the device's screen another size (`render --size`).
    func film(_ demo: Demo, size: CGSize? = nil) throws -> Film {
        let (script, source) = try loadScript(for: demo)
        var device = try deviceProfile()
        if let size, size != device.size { device = device.resized(to: size) }
        return Film(demo: demo, variant: variant, device: device, script: script, source: source,
                    fps: try frameRate(for: script))
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lists the demos: id, variants and what each shows.")
    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// The command, on the main actor, where scenes run (as UIKit's do).
    @MainActor func runOnMainActor() throws {
        try reportingErrors {
            let demos = Catalog.current.demos
            let width = demos.map(\.id.count).max() ?? 0
            var out = StandardOutput()
            for d in demos {
                let variants = d.variants.isEmpty ? "" : " (variants: \(d.variants.joined(separator: ", ")))"
                out.write(d.id + String(repeating: " ", count: width - d.id.count + 2) + d.summary + variants + "\n")
            }
            try out.flush()
        }
    }
}

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints the motion of a demo as JSON Lines, one line per frame.")

    @Argument(help: "The demo (see `list`).")
    var demo: String

    @OptionGroup var options: SceneOptions
    @OptionGroup var layout: LayoutOptions

    @Option(parsing: .unconditional, help: "Decimal places of the numbers, 0 to 6 (goldens keep 3).")
    var decimals = JSONValue.decimals

    func validate() throws {
        guard (0...JSONValue.decimals).contains(decimals) else { throw ValidationError("--decimals must be from 0 to \(JSONValue.decimals)") }
    }

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// The command, on the main actor, where scenes run (as UIKit's do).
    @MainActor func runOnMainActor() throws {
        try reportingErrors {
            let film = try options.film(try options.demo(demo))
            Catalog.playing(film.name)
            let playback = try film.start()
            var out = StandardOutput()
            while let frame = try playback.next() {
                out.write(frame.traceLine(scene: playback.scene, decimals: decimals))
                out.write("\n")
                try out.flushIfFull()
            }
            try out.flush()
        }
    }
}

struct PrintScript: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script", abstract: "Prints a demo's default gesture script as JSON, to edit and pass to --script.")

    @Argument(help: "The demo (see `list`).")
    var demo: String

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// The command, on the main actor, where scenes run (as UIKit's do).
    @MainActor func runOnMainActor() throws {
        try reportingErrors {
            var out = StandardOutput()
            out.write(try Catalog.current.demo(demo).defaultScript.json.serialized + "\n")
            try out.flush()
        }
    }
}
