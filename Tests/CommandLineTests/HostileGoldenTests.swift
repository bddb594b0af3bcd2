import Foundation
import Testing

/// Goldens and output folders as untrusted input: nothing lost, nothing
/// written into the goldens, nothing injected into a terminal, a CI log or a
/// pull-request comment.
@MainActor
@Suite(.serialized) struct HostileGoldenTests {
    static let repositoryGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("golden")

    /// A passing verify removes only what a report wrote: render's frames of the
    /// same demo and a user's notes stay.
    @Test func verifyRemovesOnlyWhatAReportWrote() throws {
        let dir = Tool.temporary("artifacts-owned")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (folder, file) in [("delegate", "frame-0000.png"), ("paging", "notes.txt")] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: dir.appendingPathComponent(folder).appendingPathComponent(file))
        }
        try Data("<p>mine</p>".utf8).write(to: dir.appendingPathComponent("index.html"))
        let r = try Tool.run(["golden", "verify", "delegate", "paging", "--artifacts", dir.path])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        for path in ["delegate/frame-0000.png", "paging/notes.txt", "index.html"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path), "\(path) was removed")
        }
    }

    @Test func theRootAndParentsOfTheGoldensAreRefusedAsArtifacts() throws {
        for folder in ["/", Self.repositoryGoldens.deletingLastPathComponent().path, "//"] {
            let r = try Tool.run(["golden", "verify", "delegate", "--artifacts", folder])
            #expect(r.status == 1 && r.err.contains("may not be the goldens folder"), "\(folder): \(r.err)")
        }
    }

    /// Verify never writes into the goldens folder, whatever output points there.
    @Test func noOutputMayGoIntoTheGoldens() throws {
        let g = Self.repositoryGoldens.path
        let cases: [([String], String)] = [
            (["--markdown", g + "/pr.md"], "--markdown must name a file outside the goldens"),
            (["--markdown", g + "/delegate/pr.md"], "--markdown must name a file outside the goldens"),
            (["--record-failures", g + "/proposed"], "--record-failures must name a folder outside the goldens"),
            (["--record-failures", g + "/.."], "--record-failures must name a folder outside the goldens"),
        ]
        for (flags, message) in cases {
            let r = try Tool.run(["golden", "verify", "delegate"] + flags)
            #expect(r.status == 1 && r.err.contains(message), "\(flags): \(r.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: g + "/pr.md") && !FileManager.default.fileExists(atPath: g + "/proposed"))
    }

    /// A scroll view name in a golden's trace carrying an escape sequence, a
    /// newline and a GitHub Actions command reaches the output escaped, on one line.
    @Test func textFromAGoldenIsEscaped() throws {
        let root = Tool.temporary("hostile-names")
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repositoryGoldens.appendingPathComponent("bubble-target"), to: goldens.appendingPathComponent("bubble-target"))
        let trace = goldens.appendingPathComponent("bubble-target/trace.jsonl")
        let text = try String(contentsOf: trace, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"main\"", with: #""m\u001b]0;owned\u0007\n::error::planted""#).utf8).write(to: trace)
        let md = root.appendingPathComponent("pr.md")
        let r = try Tool.run(["golden", "verify", "bubble-target", "--golden", goldens.path,
                              "--artifacts", root.appendingPathComponent("report").path, "--markdown", md.path])
        #expect(r.status == 1)
        #expect(r.out.contains("\\u001b]0;owned\\u0007\\n::error::planted"), "\(r.out)")
        for output in [r.out, try String(contentsOf: md, encoding: .utf8)] {
            #expect(!output.contains("\u{1b}") && !output.contains("\u{7}"))
            #expect(!output.split(separator: "\n").contains { $0.hasPrefix("::") }, "a workflow command at the start of a line")
        }
    }

    /// Special files and links in a golden are that demo's failure, named, and
    /// never block or fill memory; a trace longer than any film is refused early.
    @Test func specialFilesLinksAndEndlessTracesAreRefused() throws {
        let base = Tool.temporary("special-files")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let fm = FileManager.default
        for id in ["delegate", "paging", "bubble-snap", "bubble-target"] {
            try fm.copyItem(at: Self.repositoryGoldens.appendingPathComponent(id), to: root.appendingPathComponent(id))
        }
        // delegate: a FIFO as its manifest.
        let manifest = root.appendingPathComponent("delegate/manifest.json")
        try fm.removeItem(at: manifest)
        #expect(mkfifo(manifest.path, 0o644) == 0)
        // paging: its first keyframe a link to /dev/stdin.
        let paging = root.appendingPathComponent("paging/frame-0000.png")
        try fm.removeItem(at: paging)
        try fm.createSymbolicLink(atPath: paging.path, withDestinationPath: "/dev/stdin")
        // bubble-snap: its trace a link to /dev/zero.
        let trace = root.appendingPathComponent("bubble-snap/trace.jsonl")
        try fm.removeItem(at: trace)
        try fm.createSymbolicLink(atPath: trace.path, withDestinationPath: "/dev/zero")
        // bubble-target: a million short lines (at 60 fps a film has at most 36,001 frames).
        try Data(String(repeating: "{}\n", count: 1_000_000).utf8).write(to: root.appendingPathComponent("bubble-target/trace.jsonl"))
        let started = Date()
        let r = try Tool.run(["golden", "verify", "delegate", "paging", "bubble-snap", "bubble-target", "--golden", root.path,
                              "--artifacts", base.appendingPathComponent("report").path], stdin: "")
        #expect(Date().timeIntervalSince(started) < 300, "no hang")
        #expect(r.status == 1)
        #expect(r.out.contains("delegate/manifest.json: is not a regular file"), "\(r.out)")
        #expect(r.out.contains("paging/frame-0000.png") && r.out.contains("is a symbolic link"), "\(r.out)")
        #expect(r.out.contains("bubble-snap/trace.jsonl: is a symbolic link"), "\(r.out)")
        #expect(r.out.contains("bubble-target/trace.jsonl: 1000000 lines, more than the 36001 frames"), "\(r.out)")
    }

    /// Manifests within each field's range but past what memory allows: scale 3
    /// on a 4000 x 4000 screen (576 MB a keyframe, an abort before), and 64
    /// keyframes of 2000 x 2000 pixels. Each is that demo's failure, named.
    @Test func manifestsBeyondTheMemoryBoundAreRefused() throws {
        let base = Tool.temporary("huge-manifests")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for id in ["delegate", "paging"] {
            try FileManager.default.copyItem(at: Self.repositoryGoldens.appendingPathComponent(id), to: root.appendingPathComponent(id))
        }
        func edit(_ id: String, _ change: (String) -> String) throws {
            let url = root.appendingPathComponent(id + "/manifest.json")
            try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        }
        try edit("delegate") { $0.replacingOccurrences(of: #""scale": 1, "viewport": [390, 844]"#, with: #""scale": 3, "viewport": [4000, 4000]"#) }
        try edit("paging") { text in
            let keyframes = (0..<64).map { #"    {"frame": \#($0), "t": 0, "phase": "drag", "file": "frame-\#(String(format: "%04d", $0)).png"}"# }.joined(separator: ",\n")
            let start = text.range(of: "\"keyframes\": [\n")!.upperBound, end = text.range(of: "\n  ],")!.lowerBound
            return text.replacingCharacters(in: start..<end, with: keyframes)
                .replacingOccurrences(of: #""viewport": [390, 844]"#, with: #""viewport": [2000, 2000]"#)
        }
        let r = try MeasuredRun(["golden", "verify", "delegate", "paging", "--golden", root.path, "--artifacts", base.appendingPathComponent("report").path])
        #expect(r.status == 1 && r.signal == 0, "\(r.err)")
        let out = r.out
        #expect(out.contains("delegate/manifest.json: field 'viewport': at scale 3 a frame would be 144000000 pixels, more than the 16777216"), "\(out)")
        #expect(out.contains("paging/manifest.json: field 'keyframes': 64 keyframes of 4000000 pixels are more than"), "\(out)")
    }
}
