import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Goldens as a merge, a full disk, a killed CI job or a careless hand leaves
/// them: every problem is named under its demo, the rest of the suite is still
/// verified, the report is still written, and a golden is always whole.
@MainActor
@Suite(.serialized) struct GoldenRobustnessTests {
    /// The goldens of `demos`, recorded afresh into a temporary folder.
    func recorded(_ name: String, _ demos: [String]) throws -> URL {
        let root = Tool.temporary(name)
        try? FileManager.default.removeItem(at: root)
        let r = try Tool.run(["golden", "record"] + demos + ["--golden", root.path])
        #expect(r.status == 0, "\(r.err)")
        return root
    }

    func edit(_ url: URL, _ change: (String) -> String) throws {
        try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }

    @Test func damagedGoldensAreEachNamedAndTheSuiteGoesOn() throws {
        let demos = ["delegate", "paging", "bubble-snap", "carousel", "features", "zoom", "swipe-view"]
        let root = try recorded("damaged", demos)
        let artifacts = Tool.temporary("damaged-artifacts")
        defer { for u in [root, artifacts] { try? FileManager.default.removeItem(at: u) } }
        func manifest(_ demo: String) -> URL { root.appendingPathComponent(demo).appendingPathComponent("manifest.json") }
        try edit(manifest("delegate")) { $0.replacingOccurrences(of: "\"fps\": 60", with: "\"fps\": 1e300") }
        try edit(manifest("paging")) { $0.replacingOccurrences(of: "\"viewport\": [390, 844]", with: "\"viewport\": [0, 0]") }
        try edit(manifest("swipe-view")) { $0.replacingOccurrences(of: "\"fps\": 60", with: "\"fps\": -60") }
        try Data().write(to: manifest("zoom"))
        let keyframe = root.appendingPathComponent("carousel/frame-0000.png")
        try Data(try Data(contentsOf: keyframe).prefix(100)).write(to: keyframe)
        try Data([1]).write(to: root.appendingPathComponent("features/frame-0999.png.tmp"))
        try Data([1]).write(to: root.appendingPathComponent("features/.frame-0000.png.tmp-77-0"))
        let big = root.appendingPathComponent("bubble-snap/frame-0000.png")
        let other = try Tool.run(["golden", "record", "delegate", "--golden", Tool.temporary("other-size").path])
        #expect(other.status == 0)
        // A keyframe of another size than the manifest's viewport.
        try FileManager.default.removeItem(at: big)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "/dev/null"), to: big)
        try? FileManager.default.removeItem(at: Tool.temporary("other-size"))

        let r = try Tool.run(["golden", "verify", "--golden", root.path, "--artifacts", artifacts.path] + demos)
        #expect(r.status == 1)
        let lines = r.out.split(separator: "\n").map(String.init)
        func problem(_ demo: String) -> String? { lines.firstIndex(of: "\(demo): FAILED").map { lines[$0 + 1] } }
        let m = { (d: String) in manifest(d).path }
        #expect(problem("delegate") == "  - the golden cannot be used: \(m("delegate")): field 'fps': must be a whole number from 1 to 1000 (got 1e+300)")
        #expect(problem("paging") == "  - the golden cannot be used: \(m("paging")): field 'viewport': must be from 100 to 4000 (got 0)")
        #expect(problem("swipe-view") == "  - the golden cannot be used: \(m("swipe-view")): field 'fps': must be a whole number from 1 to 1000 (got -60)")
        #expect(problem("zoom") == "  - the golden cannot be used: \(m("zoom")): not JSON")
        #expect(problem("carousel")?.hasPrefix("  - keyframe 0 (start): the golden picture frame-0000.png cannot be read: truncated") == true, "\(lines)")
        #expect(problem("bubble-snap")?.hasPrefix("  - keyframe 0 (start): the golden picture frame-0000.png cannot be read: not a PNG file") == true, "\(lines)")
        #expect(problem("features") == "  - files in \(root.path)/features that its manifest does not name (left by an interrupted writer or by hand; remove them or record again): .frame-0000.png.tmp-77-0, frame-0999.png.tmp")
        #expect(r.out.contains("7 of 7 demos differ from their goldens ("), "\(r.out)")
        #expect(r.out.contains(" s to verify, the rest for the report); report: \(artifacts.path)/index.html\n"), "\(r.out)")
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("index.html").path))
        #expect(r.err.isEmpty)

        // Recording again mends them all, and a passing verify leaves no old report behind.
        #expect(try Tool.run(["golden", "record", "--golden", root.path] + demos).status == 0)
        let again = try Tool.run(["golden", "verify", "--golden", root.path, "--artifacts", artifacts.path] + demos)
        #expect(again.status == 0, "\(again.out)")
        #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("delegate").path), "the old failure's pictures are gone")
        let summary = try String(contentsOf: artifacts.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(summary.contains("\"failed\": 0"), "the report there is this passing run's: \(summary.prefix(300))")
        // Without --artifacts nothing is written, and an old report in the default folder
        // is removed: what a report wrote (its marker lists it), and nothing else.
        let cwd = Tool.temporary("damaged-cwd")
        let old = cwd.appendingPathComponent("golden-failures")
        try FileManager.default.createDirectory(at: old.appendingPathComponent("delegate"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: old.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: old.appendingPathComponent("index.html"))
        try Data("delegate\nindex.html\n".utf8).write(to: old.appendingPathComponent(".scrollreel-report"))
        defer { try? FileManager.default.removeItem(at: cwd) }
        let plain = try Tool.run(["golden", "verify", "delegate", "--golden", root.path], cwd: cwd)
        #expect(plain.status == 0, "\(plain.out)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: old.path) == ["notes"], "the stale report is removed, the user's folder stays")
    }

    @Test func theArtifactsMayNotGoIntoTheGoldens() throws {
        let root = try recorded("artifacts-inside", ["delegate"])
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("delegate").path).sorted()
        for inside in [root.path, root.appendingPathComponent("delegate").path, root.deletingLastPathComponent().path] {
            let r = try Tool.run(["golden", "verify", "delegate", "--golden", root.path, "--artifacts", inside])
            #expect(r.status == 1 && r.err.hasPrefix("scrollreel: error: the artifacts folder \(inside) may not be the goldens folder"), "\(r.err)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("delegate").path).sorted() == before)
    }

    /// `golden record` killed at every moment of its run, over an old golden that
    /// differs from the new one in every file: each time the folder holds exactly
    /// the old golden or exactly the new one, and the next record cleans up what
    /// the killed one left beside it.
    @Test func aKilledRecordLeavesTheGoldenWhole() throws {
        let root = try recorded("killed", ["bubble-snap"])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("bubble-snap")
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            return files
        }
        let new = try snapshot()
        // The old golden: every keyframe is another picture, the trace and manifest other text.
        var old = new
        let pictures = new.keys.filter { $0.hasSuffix(".png") }.sorted()
        for (a, b) in zip(pictures, pictures.dropFirst() + pictures.prefix(1)) { old[a] = new[b] }
        old["trace.jsonl"] = Data("{\"frame\": 0}\n".utf8) + new["trace.jsonl"]!
        old["manifest.json"] = Data(String(decoding: new["manifest.json"]!, as: UTF8.self)
            .replacingOccurrences(of: "\"pango\": \"", with: "\"pango\": \"0.").utf8)
        func restoreOld() throws {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, data) in old { try data.write(to: folder.appendingPathComponent(name)) }
        }

        // Each record is killed 0 to 45 ms after its new golden starts to appear
        // beside the old one (timing by what is on disk, not by the clock, so a
        // loaded machine kills at the same moments of the work).
        var killedWhileWriting = 0
        for i in 0..<16 {
            try restoreOld()
            let (pid, writing, _) = try Tool.start(["golden", "record", "bubble-snap", "--golden", root.path], watching: root,
                                                   until: { $0.hasPrefix(".bubble-snap.staging-") }, poll: 500)
            var status: Int32 = 0
            if writing {
                usleep(UInt32(i) * 3000)
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                if status & 0x7F == SIGKILL { killedWhileWriting += 1 }
            }
            let now = try snapshot()
            #expect(now == old || now == new, "kill \(i) left a mixture: \(now.keys.sorted())")
        }
        #expect(killedWhileWriting >= 8, "most kills land while the new golden is being written (\(killedWhileWriting) of 16)")
        #expect(try Tool.run(["golden", "record", "bubble-snap", "--golden", root.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["bubble-snap"], "nothing left beside it")
        #expect(try snapshot() == new)
    }

    /// Records of one golden at once (two CI jobs, a script in a loop) all
    /// succeed, one after another under the goldens folder's lock, and verifies
    /// run meanwhile read each golden whole, before or after a swap.
    @Test func concurrentRecordsAndVerifiesAllSucceed() throws {
        let root = try recorded("concurrent", ["bubble-target"])
        defer { try? FileManager.default.removeItem(at: root) }
        func start(_ args: [String]) throws -> Process {
            let p = Process()
            p.executableURL = Tool.url
            p.arguments = args + ["--golden", root.path]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            return p
        }
        var records: [Process] = []
        for _ in 0..<6 { records.append(try start(["golden", "record", "bubble-target"])) }
        var verifies = 0
        while records.contains(where: \.isRunning) {
            let r = try Tool.run(["golden", "verify", "bubble-target", "--golden", root.path, "--artifacts", Tool.temporary("concurrent-artifacts").path])
            #expect(r.status == 0, "a verify during the records failed: \(r.out)")
            verifies += 1
        }
        for p in records { p.waitUntilExit() }
        #expect(records.allSatisfy { $0.terminationStatus == 0 }, "statuses \(records.map(\.terminationStatus))")
        #expect(verifies >= 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["bubble-target"], "nothing left beside it")
    }

    /// What a killed record left (a staging folder of a process that is gone) is
    /// named by verify and by the next record, which removes it; a staging
    /// folder of a live process is left to it.
    @Test func leftoversOfAnInterruptedRecordAreReported() throws {
        let root = try recorded("leftovers", ["bubble-target"])
        defer { try? FileManager.default.removeItem(at: root) }
        let dead = ".bubble-target.staging-\(try Tool.deadProcessID())", alive = ".bubble-target.staging-\(getpid())"
        for name in [dead, alive] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("half".utf8).write(to: root.appendingPathComponent(name).appendingPathComponent("trace.jsonl"))
        }
        let v = try Tool.run(["golden", "verify", "bubble-target", "--golden", root.path, "--artifacts", Tool.temporary("leftovers-artifacts").path])
        #expect(v.status == 0, "\(v.out)")
        #expect(v.out.contains("bubble-target: ok\n  note: an interrupted golden record left \(dead) in \(root.path)"), "\(v.out)")
        #expect(!v.out.contains(alive), "a live record's staging folder is not a leftover")
        let r = try Tool.run(["golden", "record", "bubble-target", "--golden", root.path])
        #expect(r.status == 0 && r.out.hasPrefix("removing \(dead), left in \(root.path) by an interrupted record of bubble-target\n"), "\(r.out)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [alive, "bubble-target"].sorted())
    }
}
