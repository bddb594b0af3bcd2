import ArgumentParser
import Foundation
import ScrollPhysics
import ScrollReelUIKit
import ScrollSimulation
import ScrollRender
import ScrollDiff
import ScrollGolden
import ScrollDocs

struct GoldenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "golden", abstract: "Records and verifies the golden traces and keyframes of the demos.",
        subcommands: [Verify.self, Record.self])

    struct Location: ParsableArguments {
        @Option(help: "The goldens folder (default: the tool's, found in its package whatever the current folder; a path given here is relative to the current folder).")
        var golden: String?
        var folder: String { golden ?? Catalog.current.goldens }
        var store: GoldenStore { GoldenStore(root: URL(fileURLWithPath: folder)) }

        /// The command that records `id` again, as the user would type it here.
        func acceptCommand(_ id: String) -> String {
            let tool = Catalog.current.invocation
            let flag = golden.map { " --golden \(shellQuoted($0))" } ?? ""
            return "\(tool) golden record \(id)\(flag)"
        }
    }

    /// The goldens named (`paging`, `lazy-load@naive`, `lazy-load` for all its variants), or all.
    static func goldens(_ names: [String]) throws -> [GoldenCase] {
        let demos = Catalog.current.demos
        let all = GoldenCase.all(in: demos)
        if names.isEmpty { return all }
        return try names.flatMap { name in
            let found = GoldenCase.named(name, in: demos)
            if found.isEmpty {
                throw UserError("unknown golden \(quoted(name)) (known: \(all.map(\.id).joined(separator: ", ")))")
            }
            return found
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Checks every demo (or those named) against its golden. Never writes into the goldens folder.")

        @Argument(help: "Goldens to verify: demo ids, or demo@variant (default: all).")
        var demos: [String] = []

        @Option(parsing: .unconditional, help: "Verify only shard i of n (e.g. 2/4), for CI machines that share the suite.")
        var shard: String?

        @Option(help: "Where failure pictures, index.html and summary.json go (default: golden-failures; a passing run writes there only when this is given).")
        var artifacts: String?

        @Option(help: "Also write a short Markdown summary (for a pull-request comment) to this file.")
        var markdown: String?

        @Option(help: "Also record new goldens of the failing demos into this folder; copied over the goldens folder, they pass.")
        var recordFailures: String?

        @OptionGroup var location: Location
        @OptionGroup var layout: LayoutOptions

        @OptionGroup var budget: Budget

        func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

        /// The command, on the main actor, where scenes run (as UIKit's do).
        @MainActor func runOnMainActor() throws {
            try reportingErrors {
                let extras = VerifyOutputs(markdown: markdown, recordFailures: recordFailures)
                try extras.validate(goldens: location.folder, artifacts: artifacts ?? "golden-failures")
                var selected = try GoldenCommand.goldens(demos)
                if let ids = Isolation.workerGoldens {
                    // A worker plays what its supervisor asked for, and reports nothing itself.
                    return try verifyAsWorker(selected.filter { ids.contains($0.id) }, extras: extras)
                }
                if let shard {
                    let parts = shard.split(separator: "/").compactMap { Int($0) }
                    guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                        throw UserError("--shard must be i/n with 1 <= i <= n (got \(shard))")
                    }
                    let ids = Set(Golden.shard(selected.map(\.id), index: parts[0], count: parts[1]))
                    selected = selected.filter { ids.contains($0.id) }
                }
                let artifactsFolder = URL(fileURLWithPath: artifacts ?? "golden-failures")
                try ArtifactsFolder.check(artifactsFolder, goldens: location.store.root)
                let started = ContinuousClock.now
                var results: [Verification] = []
                var out = StandardOutput()
                // A failing demo's pictures and films are made as soon as it is
                // verified, here, while the next demo plays in the worker; what stops
                // them (an artifacts folder that is not ours) is said once all are verified.
                var report: FailureReport.Writer?
                var reportStopped = false, reportTime = Duration.zero
                // Each demo is played in a worker process: a crash, a hang or an exit()
                // in one is that demo's failure, and the others are still verified.
                try Isolation.supervise(selected.map(\.id), timeout: budget.timeout) { id, outcome in
                    let golden = selected.first { $0.id == id }!
                    var v = Verification(demo: id, acceptCommand: location.acceptCommand(id))
                    switch outcome {
                    case .finished(let messages):
                        for (kind, payload) in messages where kind == .line { out.write(String(decoding: payload, as: UTF8.self) + "\n") }
                        if let payload = messages.last(where: { $0.0 == .verification })?.1,
                           let (received, replay) = VerificationWire.decode(payload) {
                            v = received
                            if let replay { VerificationWire.restore(replay, of: golden, into: &v) }
                        } else {
                            v.problems = ["cannot be played: the process that played it sent an answer that cannot be read"]
                        }
                    case .failed(let problems, let lines):
                        for (kind, payload) in lines where kind == .line { out.write(String(decoding: payload, as: UTF8.self) + "\n") }
                        v.problems = problems
                    }
                    out.write(v.report + "\n")
                    try out.flush()
                    results.append(v)
                    if !v.passed, !reportStopped {
                        let reportStarted = ContinuousClock.now
                        do {
                            if report == nil {
                                report = try FailureReport.Writer(to: artifactsFolder, pullRequestAnimations: markdown != nil)
                            }
                            try report!.add(v)
                        } catch {
                            reportStopped = true
                        }
                        reportTime += ContinuousClock.now - reportStarted
                    }
                }
                Watchdog.idle()
                let failed = results.filter { !$0.passed }
                let seconds = String(format: "%.1f", (ContinuousClock.now - started - reportTime) / .seconds(1))
                ArtifactsFolder.removeStaleReports(of: results.filter(\.passed).map(\.demo), in: artifactsFolder)
                if failed.isEmpty {
                    out.write("\(results.count) of \(results.count) demos match their goldens (\(seconds) s)\n")
                    // The numbers of a passing run, for whoever asked for them.
                    let report = try artifacts.map { _ in try FailureReport.write(results, to: artifactsFolder) }
                    try extras.write(results, goldens: selected, report: report, out: &out)
                    return
                }
                let index = try (report ?? FailureReport.Writer(to: artifactsFolder, pullRequestAnimations: markdown != nil)).finish(results)
                // The whole time, report included: what a CI run waits for.
                let total = String(format: "%.1f", (ContinuousClock.now - started) / .seconds(1))
                out.write("\(failed.count) of \(results.count) demos differ from their goldens (\(total) s: \(seconds) s to verify, the rest for the report); report: \(index.path)\n")
                try extras.write(results, goldens: selected, report: index, out: &out)
                throw ExitCode(1)
            }
        }

        /// A worker's part: verifies `goldens` one after another, records the proposals
        /// of the failing ones when asked, and sends each verification to the supervisor.
        @MainActor private func verifyAsWorker(_ goldens: [GoldenCase], extras: VerifyOutputs) throws {
            Isolation.becomeWorker()
            for golden in goldens {
                Isolation.send(.begin, golden.id)
                Catalog.playing(golden.id, timeout: budget.timeout)
                var v: Verification
                do {
                    v = try Golden.verify(golden, in: location.store, acceptCommand: location.acceptCommand(golden.id))
                } catch let e as SceneError where e.demo == golden.demo.id || e.demo == golden.id {
                    // The scene stopped (what UIKit would have raised, or the run loop's watchdog).
                    v = Verification(demo: golden.id, acceptCommand: location.acceptCommand(golden.id))
                    v.problems = [e.message]
                } catch {
                    // One demo that cannot be played is that demo's failure; the rest are still verified.
                    v = Verification(demo: golden.id, acceptCommand: location.acceptCommand(golden.id))
                    v.problems = ["cannot be played: \(error)"]
                }
                if !v.passed, let line = try extras.propose(golden) { Isolation.send(.line, line) }
                Isolation.send(.verification, VerificationWire.encode(v))
            }
        }
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Records the goldens of every demo (or those named): trace, keyframes, manifest.")

        @Argument(help: "Goldens to record: demo ids, or demo@variant (default: all).")
        var demos: [String] = []

        @OptionGroup var location: Location
        @OptionGroup var layout: LayoutOptions

        @OptionGroup var budget: Budget

        func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

        /// The command, on the main actor, where scenes run (as UIKit's do).
        @MainActor func runOnMainActor() throws {
            try reportingErrors {
                var out = StandardOutput()
                // The goldens are the work, the lines only news of it: a closed
                // standard output (`| head -1`) does not stop the records; it is
                // said, with status 1, once all are written.
                var outputFailure: (any Error)?
                let goldens = try GoldenCommand.goldens(demos)
                if let ids = Isolation.workerGoldens {
                    return try recordAsWorker(goldens.filter { ids.contains($0.id) })
                }
                // Where the goldens go must exist before any demo is played for them.
                try OutputFile.createFolder(location.store.root)
                // Each demo is played in a worker process: one that crashes, hangs or
                // exits is not recorded, and the others still are.
                var failures: [String] = []
                try Isolation.supervise(goldens.map(\.id), timeout: budget.timeout) { id, outcome in
                    switch outcome {
                    case .finished(let messages):
                        for (kind, payload) in messages where kind == .line {
                            let line = String(decoding: payload, as: UTF8.self)
                            if line.hasPrefix("\(id): ") { failures.append(id) }
                            out.write(line + "\n")
                        }
                    case .failed(let problems, let lines):
                        for (kind, payload) in lines where kind == .line { out.write(String(decoding: payload, as: UTF8.self) + "\n") }
                        out.write("\(id): NOT RECORDED\n" + problems.map { "  - " + Verification.shown($0) + "\n" }.joined())
                        failures.append(id)
                    }
                    do { try out.flush() } catch { outputFailure = outputFailure ?? error }
                }
                if !failures.isEmpty {
                    throw UserError("\(failures.count) of \(goldens.count) goldens could not be recorded (\(failures.joined(separator: ", "))); the others were")
                }
                if let outputFailure {
                    throw UserError("\(outputFailure) (all \(goldens.count) goldens asked for were recorded)")
                }
            }
        }

        /// A worker's part: records `goldens` one after another and says what each gave.
        @MainActor private func recordAsWorker(_ goldens: [GoldenCase]) throws {
            Isolation.becomeWorker()
            for golden in goldens {
                Isolation.send(.begin, golden.id)
                Catalog.playing(golden.id, timeout: budget.timeout)
                for leftover in location.store.leftovers(golden.id) {
                    Isolation.send(.line, "removing \(Verification.shown(leftover)), left in \(Verification.shown(location.store.root.path)) by an interrupted record of \(golden.id)")
                }
                do {
                    let m = try Golden.record(golden, in: location.store)
                    Isolation.send(.line, "recorded \(golden.id): \(m.keyframes.count) keyframes (\(m.keyframes.map(\.phase).joined(separator: ", ")))")
                } catch {
                    Isolation.send(.line, "\(golden.id): NOT RECORDED\n  - \(Verification.shown("\(error)"))")
                }
                Isolation.send(.done, golden.id)
            }
        }
    }

    /// The wall-clock budget of each demo.
    struct Budget: ParsableArguments {
        @Option(help: ArgumentHelp(
            "Seconds of wall time each demo may play for (default \(Int(Watchdog.defaultTimeout)), as XCTest's execution time allowance).",
            discussion: "A demo that plays longer, or whose code runs \(Int(Watchdog.stallLimit)) s without handing back a frame, stops as that demo's failure, saying what it was doing."))
        var timeout: Double = Watchdog.defaultTimeout

        func validate() throws {
            guard timeout.isFinite, (1...86_400).contains(timeout) else {
                throw ValidationError("--timeout must be from 1 to 86400 seconds (got \(timeout))")
            }
        }
    }
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compares two PNG files as the goldens do: perceptual distance, anti-aliasing, clusters.")

    @Argument(help: "The expected picture.") var expected: String
    @Argument(help: "The actual picture.") var actual: String
    @Option(help: "Write the difference picture here.") var output: String?
    @Option(parsing: .unconditional, help: "Colour threshold, 0 to 1.") var threshold = 0.1

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be a number from 0 to 1 (got \(threshold))")
        }
    }

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// The command, on the main actor, where scenes run (as UIKit's do).
    @MainActor func runOnMainActor() throws {
        try reportingErrors {
            func load(_ path: String) throws -> Bitmap {
                do { return try Bitmap(readingPNGAt: path) } catch { throw UserError("\(path): \(error)") }
            }
            let e = try load(expected), a = try load(actual)
            var options = DiffOptions()
            options.threshold = threshold
            let d = ImageDiff.compare(e, a, options: options)
            if let output, d.verdict != .sizeMismatch {
                try OutputFile.write(PNGEncoder.encode(d.picture(over: e)), to: URL(fileURLWithPath: output))
            }
            var out = StandardOutput()
            out.write("\(d.verdict.rawValue): \(d.summary)\n")
            try out.flush()
            if d.verdict == .different || d.verdict == .sizeMismatch { throw ExitCode(1) }
        }
    }
}

/// A word as a shell would need it: quoted when it holds anything but safe characters.
func shellQuoted(_ s: String) -> String {
    let safe = s.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./@:=".unicodeScalars.contains($0) }
    return safe && !s.isEmpty ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
