import Foundation
import ScrollRender

/// Where failure pictures and the report go, kept apart from the goldens and
/// free of reports that no longer hold.
public enum ArtifactsFolder {
    /// Refuses an artifacts folder that is the goldens folder or inside it (or
    /// holds it): failure pictures written there would become stray files of a
    /// golden, or a record would sweep the report away.
    public static func check(_ artifacts: URL, goldens: URL) throws {
        if overlaps(artifacts, goldens) {
            throw OutputFile.Failure(description:
                "the artifacts folder \(artifacts.path) may not be the goldens folder \(goldens.path), inside it or around it")
        }
    }

    /// Whether `path` is `folder`, inside it or around it, links resolved (the
    /// root is around everything).
    public static func overlaps(_ path: URL, _ folder: URL) -> Bool {
        let a = resolved(path).split(separator: "/"), g = resolved(folder).split(separator: "/")
        return a.starts(with: g) || g.starts(with: a)
    }

    /// Whether `path` is `folder` or inside it, links resolved.
    public static func isInside(_ path: URL, _ folder: URL) -> Bool {
        resolved(path).split(separator: "/").starts(with: resolved(folder).split(separator: "/"))
    }

    /// The file in an artifacts folder that lists what reports wrote there: only
    /// those are ever removed (the folder may hold anything else of the user's).
    static let markerName = ".scrollreel-report"

    /// What the reports wrote in `artifacts`: demo folders and the report's files.
    static func written(in artifacts: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: artifacts.appendingPathComponent(markerName).path),
              data.count < 1 << 20 else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.contains("/") && $0 != "." && $0 != ".." }
    }

    /// Adds `names` to what the reports wrote in `artifacts`.
    static func markWritten(_ names: [String], in artifacts: URL) throws {
        var all = written(in: artifacts)
        for n in names where !all.contains(n) { all.append(n) }
        try OutputFile.write(Array((all.joined(separator: "\n") + "\n").utf8), to: artifacts.appendingPathComponent(markerName))
    }

    /// After a verification: the failure pictures of each demo that now passes are
    /// removed, and the report's index once no demo's pictures are left, so a
    /// passing run never leaves an old failing report to be mistaken for its own.
    /// Only what a report wrote is touched, as its marker file lists it (a shard
    /// removes only its demos; a folder of the same name that a report did not
    /// write — `render`'s frames, a user's notes — stays).
    public static func removeStaleReports(of passed: [String], in artifacts: URL) {
        let fm = FileManager.default
        var written = written(in: artifacts)
        guard !written.isEmpty else { return }
        for id in passed where written.contains(id) {
            try? fm.removeItem(at: artifacts.appendingPathComponent(id))
            written.removeAll { $0 == id }
        }
        let reportFiles = ["index.html", "summary.json"]
        if written.allSatisfy(reportFiles.contains) {
            for f in written { try? fm.removeItem(at: artifacts.appendingPathComponent(f)) }
            try? fm.removeItem(at: artifacts.appendingPathComponent(markerName))
        } else {
            try? markWrittenExactly(written, in: artifacts)
        }
    }

    private static func markWrittenExactly(_ names: [String], in artifacts: URL) throws {
        try OutputFile.write(Array((names.joined(separator: "\n") + "\n").utf8), to: artifacts.appendingPathComponent(markerName))
    }

    /// The absolute path with symbolic links resolved, for the parts that exist.
    private static func resolved(_ url: URL) -> String {
        var path = url.standardizedFileURL.path
        var tail: [String] = []
        while !FileManager.default.fileExists(atPath: path), path != "/" {
            tail.insert((path as NSString).lastPathComponent, at: 0)
            path = (path as NSString).deletingLastPathComponent
        }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return ([real] + tail).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }
}
