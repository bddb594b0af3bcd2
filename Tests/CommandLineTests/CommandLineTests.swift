import Foundation
import Testing
import ScrollGolden

/// The `scrollreel` binary, run as a user would.
@MainActor
struct Tool {
    static var url: URL { product("scrollreel") }

    /// An executable built beside the test bundle.
    static func product(_ name: String) -> URL {
        // Test bundles live next to the products they test.
        var dir = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), dir.path != "/" {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent(name)
    }

    /// A path of its own under the temporary folder, per test process and name.
    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("sr-cli-\(getpid())-\(name)")
    }

    /// Starts the tool directly (no Foundation `Process`, whose polling would blur
    /// the moments a test interrupts it at) and waits until `ready` holds of the
    /// folder `watched` or the tool ends. Returns its pid, whether `ready` held,
    /// and its wait status if it already ended.
    static func start(_ args: [String], watching watched: URL, until ready: (String) -> Bool,
                      poll: UInt32 = 1000) throws -> (pid: pid_t, ready: Bool, status: Int32) {
        var pid: pid_t = 0
        let words = [Tool.url.path] + args
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, Tool.url.path, nil, nil, argv, environ) == 0 else { throw CocoaError(.executableLoad) }
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if try FileManager.default.contentsOfDirectory(atPath: watched.path).contains(where: ready) { return (pid, true, 0) }
            usleep(poll)
        }
        return (pid, false, status)
    }

    /// The id of a process that has ended: what a writer killed outright leaves
    /// in the names of its temporaries.
    static func deadProcessID() throws -> Int32 {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        return gone.processIdentifier
    }

    static func run(_ args: [String], stdin: String? = nil, environment: [String: String]? = nil,
                    tool: URL = Tool.url, cwd: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = tool
        if let cwd { p.currentDirectoryURL = cwd }
        p.arguments = args
        if let environment { p.environment = environment }
        let out = Pipe(), err = Pipe(), input = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}

@MainActor
@Suite(.serialized) struct CommandLineTests {
    @Test func listNamesEveryDemo() throws {
        let r = try Tool.run(["list"])
        #expect(r.status == 0)
        let ids = r.out.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(ids == ["delegate", "paging", "bubble-snap", "bubble-target", "reuse-pager", "nyc-parallax", "lazy-load", "page-view-controller", "carousel", "swipe-view", "zoom", "pull-to-refresh", "features", "today", "navigation"])
    }

    @Test func badInputIsOneLineOnStderrAndNothingOnStdout() throws {
        let cases: [([String], String?, String)] = [
            (["trace", "nope"], nil, "scrollreel: error: unknown demo 'nope'"),
            (["trace", "delegate", "--script", "-"], #"{"steps": [{"wait": {"duration": -2}}]}"#,
             "scrollreel: error: <stdin>: step 0 (wait): field 'duration': must not be negative (got -2)"),
            (["trace", "paging", "--script", "-"], #"{"steps": [{"fling": {"scrollView": "nav", "velocity": [1, 0]}}]}"#,
             "scrollreel: error: <stdin>: step 0 (fling): field 'scrollView': no scroll view named \"nav\""),
            (["render", "delegate", "--script", "-", "--out", Tool.temporary("bad").path], #"{"steps": [}"#,
             "scrollreel: error: <stdin>: not valid JSON"),
        ]
        for (args, stdin, prefix) in cases {
            let r = try Tool.run(args, stdin: stdin)
            #expect(r.status == 1, "\(args)")
            #expect(r.out.isEmpty)
            #expect(r.err.split(separator: "\n").count == 1 && r.err.hasPrefix(prefix), "\(r.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: Tool.temporary("bad").path), "a bad script touches no file")
    }

    @Test func anOutputFolderThatCannotBeMadeIsNamed() throws {
        let file = Tool.temporary("file")
        try Data([1]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = try Tool.run(["render", "bubble-snap", "--out", file.path, "--scale", "1"])
        #expect(r.status == 1)
        #expect(r.err == "scrollreel: error: cannot create the output folder \(file.path): not a directory\n", "\(r.err)")
    }

    @Test func renderWritesNumberedFramesAndASummary() throws {
        let dir = Tool.temporary("render")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = #"{"duration": 0.2, "steps": [{"fling": {"scrollView": "main", "velocity": [0, 1500]}}]}"#
        let r = try Tool.run(["render", "delegate", "--script", "-", "--out", dir.path, "--scale", "1", "--fps", "30"], stdin: script)
        #expect(r.status == 0, "\(r.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("delegate").path).sorted()
        #expect(names == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png", "frame-0005.png", "frame-0006.png"])
        #expect(r.err.hasPrefix("rendered delegate: 7 frames"), "\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1, "no progress bar when stderr is not a terminal")
    }

    @Test func theSameCommandTwiceGivesTheSameBytes() throws {
        let a = try Tool.run(["trace", "reuse-pager"]), b = try Tool.run(["trace", "reuse-pager"])
        #expect(a.status == 0 && a.out == b.out && !a.out.isEmpty)
    }

    /// Swift seeds its hash function per process, so anything that walks a
    /// dictionary or a set in hash order gives a different film in the next
    /// process while every in-process check still agrees with itself (the table
    /// view's reuse queue once did). Two processes must draw the same bytes.
    @Test func everyDemoDrawsTheSameBytesInTwoProcesses() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        let runs = [Tool.temporary("process-a"), Tool.temporary("process-b")]
        defer { for dir in runs { try? FileManager.default.removeItem(at: dir) } }
        for dir in runs {
            let r = try Tool.run(["render", "--all", "--scale", "1", "--fps", "10", "--out", dir.path], environment: environment)
            try #require(r.status == 0, "\(r.err)")
        }
        let files = try #require(FileManager.default.subpaths(atPath: runs[0].path)).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files.count > 500)
        let differing = files.filter {
            FileManager.default.contents(atPath: runs[0].appendingPathComponent($0).path)
                != FileManager.default.contents(atPath: runs[1].appendingPathComponent($0).path)
        }
        let differingFrames = differing.count
        #expect(differingFrames == 0, "first \(differing.prefix(3))")
    }
}

@MainActor
@Suite(.serialized) struct DocumentationCommandTests {
    @Test func renderWritesAnimationsInsteadOfFrames() throws {
        let dir = Tool.temporary("anim")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = #"{"duration": 0.5, "steps": [{"fling": {"scrollView": "main", "velocity": [0, 1500]}}]}"#
        let r = try Tool.run(["render", "delegate", "--script", "-", "--out", dir.path, "--scale", "1", "--no-frames",
                              "--gif", "--webp", "--apng", "--contact-sheet"], stdin: script)
        #expect(r.status == 0, "\(r.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["delegate-contact-sheet.png", "delegate.gif", "delegate.png", "delegate.webp"])
    }

    @Test func noFramesNeedsSomethingToWrite() throws {
        let r = try Tool.run(["render", "delegate", "--no-frames"])
        #expect(r.status != 0 && r.err.contains("--no-frames needs"))
    }

    @Test func compareAndPlotWriteTheirPictures() throws {
        let dir = Tool.temporary("compare")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = #"{"duration": 0.4, "steps": [{"fling": {"scrollView": "main", "velocity": [1500, 0]}}]}"#
        let c = try Tool.run(["compare", "bubble-snap", "bubble-target", "--script", "-", "--out", dir.path], stdin: script)
        #expect(c.status == 0, "\(c.err)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("bubble-snap-vs-bubble-target.gif").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("bubble-snap-vs-bubble-target").path).count == 25)
        let plot = dir.appendingPathComponent("plot.png")
        let p = try Tool.run(["plot", "bubble-snap", "--out", plot.path])
        #expect(p.status == 0 && FileManager.default.fileExists(atPath: plot.path))
    }

    @Test func anAnimationThatCannotBeWrittenIsAClearErrorAndLeavesNothing() throws {
        let file = Tool.temporary("blocked")
        try Data([1]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = try Tool.run(["render", "paging", "--no-frames", "--gif", "--scale", "1", "--out", file.path])
        #expect(r.status == 1 && r.err.hasPrefix("scrollreel: error: cannot create the output folder \(file.path)"))
    }

    /// Trace, render and goldens build scenes with the same text measurer, so the
    /// trace command gives exactly what the goldens hold, for every demo and variant.
    @Test func theTraceOfEveryDemoIsItsGoldensTrace() throws {
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("golden")
        let ids = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
        #expect(ids.count >= 15)
        for id in ids {
            let parts = id.split(separator: "@").map(String.init)
            let r = try Tool.run(["trace", parts[0], "--decimals", "3"] + (parts.count == 2 ? ["--variant", parts[1]] : []))
            let golden = try String(contentsOf: goldens.appendingPathComponent(id).appendingPathComponent("trace.jsonl"), encoding: .utf8)
            // The golden file holds its constant fields once, in a header line (TraceFormat 2).
            let frames = TraceFormat.expand(golden.split(separator: "\n").map(String.init))
            let out = r.out.split(separator: "\n").map(String.init)
            #expect(r.status == 0 && out.count == frames.count, "\(id): \(out.count) frames, the golden \(frames.count)")
            #expect(TraceDiff.firstDifference(expected: frames, actual: out) == nil, "\(id): the trace differs from its golden")
        }
    }

    @Test func compareTakesVariants() throws {
        let dir = Tool.temporary("variants")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = #"{"duration": 0.2, "steps": []}"#
        let r = try Tool.run(["compare", "lazy-load@naive", "lazy-load@target-rect", "--no-frames", "--script", "-", "--out", dir.path], stdin: script)
        #expect(r.status == 0, "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("lazy-load@naive-vs-lazy-load@target-rect.gif").path))
        let bad = try Tool.run(["compare", "lazy-load@slow", "paging"])
        #expect(bad.status == 1 && bad.err.hasPrefix("scrollreel: error: demo 'lazy-load' has no variant 'slow'"), "\(bad.err)")
    }

    /// A user's scene that throws or traps while it is built, or a golden folder
    /// that is missing or not writable: one clear line naming the demo, exit 1.
    @Test func aUsersBrokenSceneIsOneLineNamingIt() throws {
        let tool = Tool.product("BadScenesReel")
        let thrown = try Tool.run(["trace", "throws"], tool: tool)
        #expect(thrown.status == 1 && thrown.out.isEmpty)
        #expect(thrown.err == "BadScenesReel: error: demo 'throws': its scene could not be built: the image 'hero.png' is not in the bundle\n", "\(thrown.err)")
        let trapped = try Tool.run(["render", "traps", "--out", Tool.temporary("traps").path], tool: tool)
        // The runtime's message, the demo named, then the runtime's report; the process ends as the crash ends it.
        #expect(trapped.status != 0)
        #expect(trapped.err.hasPrefix("Swift/ContiguousArrayBuffer.swift:"), "\(trapped.err)")
        #expect(trapped.err.contains("Fatal error: Index out of range\nBadScenesReel: error: demo 'traps' crashed while it played (a Swift runtime error: a force-unwrapped nil, an index out of range, a failed precondition or fatalError); the runtime's report follows\n"), "\(trapped.err)")
        #expect(!FileManager.default.fileExists(atPath: Tool.temporary("traps").appendingPathComponent("traps").path), "nothing written")
        let missing = try Tool.run(["trace", "fine", "--script", "-"], stdin: #"{"steps": [{"fling": {"scrollView": "gallery", "velocity": [0, 900]}}]}"#, tool: tool)
        #expect(missing.status == 1 && missing.err.hasPrefix("BadScenesReel: error: <stdin>: step 0 (fling): field 'scrollView': no scroll view named \"gallery\""), "\(missing.err)")
        let noFolder = try Tool.run(["golden", "verify", "fine", "--golden", "/nonexistent-goldens",
                                     "--artifacts", Tool.temporary("no-folder-report").path], tool: tool)
        defer { try? FileManager.default.removeItem(at: Tool.temporary("no-folder-report")) }
        #expect(noFolder.status == 1 && noFolder.out.contains("the goldens folder /nonexistent-goldens does not exist"))
        let file = Tool.temporary("golden-file")
        try Data([1]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let blocked = try Tool.run(["golden", "record", "fine", "--golden", file.path], tool: tool)
        #expect(blocked.status == 1 && blocked.err == "BadScenesReel: error: cannot create the output folder \(file.path): not a directory\n", "\(blocked.err)")
    }

    /// Constraints that cannot all hold: UIKit's report on stderr and the film plays on; with
    /// `--strict-layout` the command fails with one line naming the demo.
    @Test func strictLayoutTurnsAConflictIntoAFailure() throws {
        let tool = Tool.product("BadScenesReel")
        let lenient = try Tool.run(["trace", "conflicting"], tool: tool)
        #expect(lenient.status == 0, "\(lenient.err)")
        #expect(lenient.err.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(lenient.err.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        let strict = try Tool.run(["trace", "conflicting", "--strict-layout"], tool: tool)
        #expect(strict.status == 1)
        #expect(strict.err.hasSuffix("BadScenesReel: error: demo 'conflicting': 1 Auto Layout warning (--strict-layout); the first: Unable to simultaneously satisfy constraints.\n"), "\(strict.err)")
        let fine = try Tool.run(["trace", "fine", "--strict-layout"], tool: tool)
        #expect(fine.status == 0, "\(fine.err)")
    }

    /// A user's command line accepts their goldens in their own words.
    /// The tool's goldens are its package's, whatever folder it runs in (issue:
    /// run from another folder, verify looked for them there and record made new ones).
    @Test func theGoldensAreFoundFromAnyFolder() throws {
        let elsewhere = Tool.temporary("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let r = try Tool.run(["golden", "verify", "bubble-target"], cwd: elsewhere)
        #expect(r.status == 0 && r.out.hasPrefix("bubble-target: ok"), "\(r.out)\(r.err)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: elsewhere.path)) == [], "nothing written where it ran")
    }

    @Test func theAcceptCommandIsTheUsersOwn() throws {
        let tool = Tool.product("BadScenesReel")
        let dir = Tool.temporary("own-goldens")
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = Tool.temporary("own-goldens-report")
        defer { try? FileManager.default.removeItem(at: report) }
        // Started by its path in the package's .build from the package: as `swift run` starts it.
        let missing = try Tool.run(["golden", "verify", "fine", "--golden", dir.path, "--artifacts", report.path], tool: tool)
        #expect(missing.status == 1 && missing.out.contains("accept the change with: swift run BadScenesReel golden record fine --golden \(dir.path)"), "\(missing.out)")
        // From another folder, the path it was started by, which runs from anywhere.
        let elsewhere = try Tool.run(["golden", "verify", "fine", "--golden", dir.path, "--artifacts", report.path], tool: tool, cwd: report.deletingLastPathComponent())
        #expect(elsewhere.out.contains("accept the change with: \(tool.path) golden record fine --golden \(dir.path)"), "\(elsewhere.out)")
        #expect(try Tool.run(["golden", "record", "fine", "--golden", dir.path], tool: tool).status == 0)
        let verified = try Tool.run(["golden", "verify", "fine", "--golden", dir.path], tool: tool)
        #expect(verified.status == 0 && verified.out.hasPrefix("fine: ok"), "\(verified.out)")
    }
}
