import Foundation
import Testing

/// `golden verify --record-failures` and `--markdown`, run as CI would: two
/// shards that fail, their proposed goldens merged by a plain copy over the
/// goldens folder, and verify passing afterwards.
@MainActor
@Suite(.serialized) struct VerifyOutputsTests {
    static let repositoryGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("golden")

    /// Copies every file of `source` over `destination`, as `cp -R source/. destination/` does.
    func plainCopy(_ source: URL, over destination: URL) throws {
        let fm = FileManager.default
        for case let path as String in fm.enumerator(atPath: source.path)! {
            let from = source.appendingPathComponent(path), to = destination.appendingPathComponent(path)
            var folder: ObjCBool = false
            _ = fm.fileExists(atPath: from.path, isDirectory: &folder)
            if folder.boolValue { try fm.createDirectory(at: to, withIntermediateDirectories: true); continue }
            try? fm.removeItem(at: to)
            try fm.copyItem(at: from, to: to)
        }
    }

    func files(_ dir: URL) -> [String] {
        (FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func shardsProposeDisjointGoldensThatMergeByCopyAndPass() throws {
        let root = Tool.temporary("record-failures")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        // delegate's golden says its scroll view was 7 pt further at frame 40; paging has no golden.
        try FileManager.default.copyItem(at: Self.repositoryGoldens.appendingPathComponent("delegate"), to: goldens.appendingPathComponent("delegate"))
        let trace = goldens.appendingPathComponent("delegate/trace.jsonl")
        var lines = try String(contentsOf: trace, encoding: .utf8).components(separatedBy: "\n")
        let r = try #require(lines[40].range(of: #""contentOffset": [0, "#))
        let rest = lines[40][r.upperBound...]
        let end = try #require(rest.firstIndex(of: "]"))
        lines[40] = String(lines[40][..<r.upperBound]) + "\(Double(rest[..<end])! + 7)" + rest[end...]
        try Data(lines.joined(separator: "\n").utf8).write(to: trace)
        let manifestBefore = try Data(contentsOf: goldens.appendingPathComponent("delegate/manifest.json"))

        var proposals: [URL] = []
        for shard in 1...2 {
            let proposed = root.appendingPathComponent("proposed-\(shard)")
            let md = root.appendingPathComponent("pr-\(shard).md")
            let run = try Tool.run(["golden", "verify", "delegate", "paging", "--golden", goldens.path, "--shard", "\(shard)/2",
                                    "--artifacts", root.appendingPathComponent("report-\(shard)").path,
                                    "--markdown", md.path, "--record-failures", proposed.path])
            #expect(run.status == 1, "\(run.out)\(run.err)")
            #expect(run.out.contains("proposed golden of"), "\(run.out)")
            let markdown = try String(contentsOf: md, encoding: .utf8)
            #expect(markdown.hasPrefix("## ScrollReel goldens: 1 of 1 demos differ"), "\(markdown)")
            #expect(markdown.contains("[Full report](report-\(shard)/index.html#"), "links are relative to the Markdown file")
            #expect(markdown.contains("or copy `proposed-\(shard)/"), "\(markdown)")
            // The comment's animations are made because it was asked for.
            let failing = shard == 1 ? "delegate" : "paging"
            for name in ["pr.webp", "pr.gif"] {
                #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("report-\(shard)/\(failing)/\(name)").path), "\(name)")
            }
            proposals.append(proposed)
        }
        // Each shard proposes only its own failing demo: the sets are disjoint.
        let demos = proposals.map { (try? FileManager.default.contentsOfDirectory(atPath: $0.path).sorted()) ?? [] }
        #expect(demos.flatMap { $0 }.sorted() == ["delegate", "paging"], "\(demos)")
        #expect(demos.allSatisfy { $0.count == 1 })
        #expect(proposals.flatMap(files).allSatisfy { !$0.contains(".tmp-") }, "nothing half-written")
        #expect(try Data(contentsOf: goldens.appendingPathComponent("delegate/manifest.json")) == manifestBefore, "verify never writes into the goldens")
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("paging").path))

        for p in proposals { try plainCopy(p, over: goldens) }
        let after = try Tool.run(["golden", "verify", "delegate", "paging", "--golden", goldens.path])
        #expect(after.status == 0 && after.out.contains("2 of 2 demos match their goldens"), "\(after.out)")
    }

    /// Every file of a report folder and its bytes.
    func contents(_ dir: URL) throws -> [String: Data] {
        var all: [String: Data] = [:]
        for path in files(dir) {
            var folder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path, isDirectory: &folder)
            if !folder.boolValue { all[path] = try Data(contentsOf: dir.appendingPathComponent(path)) }
        }
        return all
    }

    /// The pull-request animations cost a failure about as much as its films, and
    /// only the Markdown comment shows them: a failing verify makes them only with
    /// `--markdown`, and the rest of its report is the same bytes either way, run after run.
    @Test func theCommentsAnimationsAreMadeOnlyForTheComment() throws {
        let root = Tool.temporary("pr-animations")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repositoryGoldens.appendingPathComponent("paging"), to: goldens.appendingPathComponent("paging"))
        // The golden says the content was 1000 pt wider: the run differs from frame 0 on.
        let trace = goldens.appendingPathComponent("paging/trace.jsonl")
        let text = try String(contentsOf: trace, encoding: .utf8)
        #expect(text.contains("\"contentSize\": ["))
        try Data(text.replacingOccurrences(of: "\"contentSize\": [", with: "\"contentSize\": [1").utf8).write(to: trace)

        var reports: [[String: Data]] = []
        for (run, markdown) in [(1, false), (2, false), (3, true)] {
            let report = root.appendingPathComponent("report-\(run)")
            let r = try Tool.run(["golden", "verify", "paging", "--golden", goldens.path, "--artifacts", report.path]
                                 + (markdown ? ["--markdown", root.appendingPathComponent("pr.md").path] : []))
            #expect(r.status == 1, "\(r.out)\(r.err)")
            reports.append(try contents(report))
        }
        let animations = ["paging/pr.webp", "paging/pr.gif"]
        #expect(reports[0].keys.contains("paging/index.html") || reports[0].keys.contains("index.html"), "\(reports[0].keys.sorted())")
        #expect(reports[0].keys.contains { $0.hasPrefix("paging/film/") })
        #expect(!reports[0].keys.contains { animations.contains($0) }, "no animations without --markdown")
        #expect(reports[0] == reports[1], "a failure's report is the same bytes run after run")
        for name in animations { #expect((reports[2][name]?.count ?? 0) > 1000, "\(name) with --markdown") }
        let markdown = try String(contentsOf: root.appendingPathComponent("pr.md"), encoding: .utf8)
        #expect(markdown.contains("report-3/paging/pr.gif"), "\(markdown)")
        #expect(reports[2].filter { !animations.contains($0.key) } == reports[0], "the rest of the report is the same with --markdown")
    }

    @Test func theProposalsFolderCannotBeTheGoldensFolder() throws {
        let r = try Tool.run(["golden", "verify", "delegate", "--golden", Self.repositoryGoldens.path, "--record-failures", Self.repositoryGoldens.path + "/"])
        #expect(r.status == 1 && r.err.hasPrefix("scrollreel: error: --record-failures must name a folder outside the goldens"), "\(r.err)")
        #expect(r.out.isEmpty)
    }

    /// A passing run writes its numbers when asked where: every keyframe's, even though all pass.
    @Test func aPassingRunWritesItsNumbersWhenGivenAFolder() throws {
        let dir = Tool.temporary("passing-numbers")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Tool.run(["golden", "verify", "delegate", "--golden", Self.repositoryGoldens.path, "--artifacts", dir.path,
                              "--markdown", dir.appendingPathComponent("pr.md").path])
        #expect(r.status == 0)
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("summary.json"))) as! [String: Any]
        let demo = try #require((summary["demos"] as? [[String: Any]])?.first)
        #expect(demo["passed"] as? Bool == true && demo["kind"] as? String == "passed")
        let keyframes = try #require(demo["keyframes"] as? [[String: Any]])
        #expect(!keyframes.isEmpty && keyframes.allSatisfy { $0["verdict"] as? String == "identical" && $0["tightestMaxCluster"] as? Int == 1 })
        let trace = try #require(demo["trace"] as? [String: Any])
        #expect(trace["maxOffsetDifference"] as? Int == 0 && trace["tightestTolerance"] as? Int == 0)
        let markdown = try String(contentsOf: dir.appendingPathComponent("pr.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("## ScrollReel goldens: 1 demo matches"))
        #expect(markdown.contains("| delegate | identical | all identical or equivalent |"))
    }
}
