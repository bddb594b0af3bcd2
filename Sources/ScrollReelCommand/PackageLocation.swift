import Foundation

/// Where a tool's goldens are and how it was started: the same answers from
/// any folder it is run in.
enum PackageLocation {
    /// The nearest folder at or above `folder` that holds a `Package.swift`.
    static func packageRoot(from folder: String) -> String? {
        var dir = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir.path }
            let up = dir.deletingLastPathComponent()
            if up.path == dir.path { return nil }
            dir = up
        }
    }

    /// The goldens folder `goldens` (relative to its package) of a tool whose
    /// `main` is called from `file`: in the package that holds `file` when that
    /// is on this machine, else in the package that holds `cwd`, else in `cwd`.
    static func goldens(_ goldens: String, calledFrom file: String, cwd: String) -> URL {
        if goldens.hasPrefix("/") { return URL(fileURLWithPath: goldens).standardizedFileURL }
        let source = URL(fileURLWithPath: file).deletingLastPathComponent().path
        let root = (FileManager.default.fileExists(atPath: file) ? packageRoot(from: source) : nil)
            ?? packageRoot(from: cwd) ?? cwd
        return URL(fileURLWithPath: root).appendingPathComponent(goldens).standardizedFileURL
    }

    /// How to start this tool again from `cwd`, as the user would type it:
    /// `swift run NAME` (with `-c release` for a release build) when SwiftPM
    /// started it — `swift run` starts a product by its absolute path in the
    /// package's `.build` — and the package is `cwd`; else the path as it was
    /// given (a relative one works from the same folder); else the bare name,
    /// which the shell found on PATH.
    static func invocation(argv0: String, cwd: String) -> String {
        guard argv0.contains("/") else { return shellQuoted(argv0) }
        if argv0.hasPrefix("/"), let r = argv0.range(of: "/.build/") {
            let package = String(argv0[..<r.lowerBound])
            let parts = argv0[r.upperBound...].split(separator: "/")
            if URL(fileURLWithPath: package).standardizedFileURL.path == URL(fileURLWithPath: cwd).standardizedFileURL.path,
               parts.count >= 2, let name = parts.last {
                let release = parts[parts.count - 2] == "release"
                return "swift run" + (release ? " -c release" : "") + " " + shellQuoted(String(name))
            }
        }
        return shellQuoted(argv0)
    }
}
