import Foundation
import ScrollRender

/// Where failure pictures and the report go, kept apart from the goldens and
/// free of reports that no longer hold.
public enum ArtifactsFolder {
    /// Refuses an artifacts folder that is the goldens folder or inside it (or
    /// holds it): failure pictures written there would become stray files of a
    /// golden, or a record would sweep the report away.
    public static func check(_ artifacts: URL, goldens: URL) throws {
        let a = resolved(artifacts), g = resolved(goldens)
        if a == g || a.hasPrefix(g + "/") || g.hasPrefix(a + "/") {
            throw OutputFile.Failure(description:
                "the artifacts folder \(artifacts.path) may not be the goldens folder \(goldens.path), inside it or around it")
        }
    }

    /// After a verification: the failure pictures of each demo that now passes are
    /// removed, and the report's index once no demo's pictures are left, so a
    /// passing run never leaves an old failing report to be mistaken for its own.
    /// Only what the report writes is touched (a shard removes only its demos).
    public static func removeStaleReports(of passed: [String], in artifacts: URL) {
        let fm = FileManager.default
        for id in passed { try? fm.removeItem(at: artifacts.appendingPathComponent(id)) }
        let left = ((try? fm.contentsOfDirectory(atPath: artifacts.path)) ?? []).filter { name in
            var isFolder: ObjCBool = false
            return fm.fileExists(atPath: artifacts.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        if left.isEmpty { try? fm.removeItem(at: artifacts.appendingPathComponent("index.html")) }
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
