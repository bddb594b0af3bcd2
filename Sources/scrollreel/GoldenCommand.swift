import ArgumentParser
import Foundation
import ScrollDemos
import ScrollDiff
import ScrollGolden
import ScrollRender

struct GoldenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "golden", abstract: "Records and verifies the golden traces and keyframes in golden/.",
        subcommands: [Verify.self, Record.self])

    struct Location: ParsableArguments {
        @Option(help: "The goldens folder.")
        var golden = "golden"
        var store: GoldenStore { GoldenStore(root: URL(fileURLWithPath: golden)) }
    }

    /// The goldens named (`paging`, `lazy-load@naive`, `lazy-load` for all its variants), or all.
    static func goldens(_ names: [String]) throws -> [GoldenCase] {
        if names.isEmpty { return GoldenCase.all }
        return try names.flatMap { name in
            let found = GoldenCase.named(name)
            if found.isEmpty {
                throw UserError("unknown golden '\(name)' (known: \(GoldenCase.all.map(\.id).joined(separator: ", ")))")
            }
            return found
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Checks every demo (or those named) against its golden. Never writes into the goldens folder.")

        @Argument(help: "Goldens to verify: demo ids, or demo@variant (default: all).")
        var demos: [String] = []

        @Option(help: "Verify only shard i of n (e.g. 2/4), for CI machines that share the suite.")
        var shard: String?

        @Option(help: "Where failure pictures and index.html go.")
        var artifacts = "golden-failures"

        @OptionGroup var location: Location

        func run() throws {
            try reportingErrors {
                var selected = try GoldenCommand.goldens(demos)
                if let shard {
                    let parts = shard.split(separator: "/").compactMap { Int($0) }
                    guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                        throw UserError("--shard must be i/n with 1 <= i <= n (got \(shard))")
                    }
                    let ids = Set(Golden.shard(selected.map(\.id), index: parts[0], count: parts[1]))
                    selected = selected.filter { ids.contains($0.id) }
                }
                let started = Date()
                var results: [Verification] = []
                for demo in selected {
                    let v = try Golden.verify(demo, in: location.store)
                    print(v.report)
                    results.append(v)
                }
                let failed = results.filter { !$0.passed }
                let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
                if failed.isEmpty {
                    print("\(results.count) of \(results.count) demos match their goldens (\(seconds) s)")
                    return
                }
                let index = try FailureReport.write(results, to: URL(fileURLWithPath: artifacts))
                print("\(failed.count) of \(results.count) demos differ from their goldens (\(seconds) s); report: \(index.path)")
                throw ExitCode(1)
            }
        }
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Records the goldens of every demo (or those named): trace, keyframes, manifest.")

        @Argument(help: "Goldens to record: demo ids, or demo@variant (default: all).")
        var demos: [String] = []

        @OptionGroup var location: Location

        func run() throws {
            try reportingErrors {
                for golden in try GoldenCommand.goldens(demos) {
                    let m = try Golden.record(golden, in: location.store)
                    print("recorded \(golden.id): \(m.keyframes.count) keyframes (\(m.keyframes.map(\.phase).joined(separator: ", ")))")
                }
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
    @Option(help: "Colour threshold, 0 to 1.") var threshold = 0.1

    func run() throws {
        try reportingErrors {
            func load(_ path: String) throws -> Bitmap {
                guard let data = FileManager.default.contents(atPath: path) else { throw UserError("\(path): cannot read the file") }
                guard let b = Bitmap(png: [UInt8](data)) else { throw UserError("\(path): not a PNG file") }
                return b
            }
            let e = try load(expected), a = try load(actual)
            var options = DiffOptions()
            options.threshold = threshold
            let d = ImageDiff.compare(e, a, options: options)
            if let output, d.verdict != .sizeMismatch {
                try Data(PNGEncoder.encode(d.picture(over: e))).write(to: URL(fileURLWithPath: output), options: .atomic)
            }
            print("\(d.verdict.rawValue): \(d.summary)")
            if d.verdict == .different || d.verdict == .sizeMismatch { throw ExitCode(1) }
        }
    }
}
