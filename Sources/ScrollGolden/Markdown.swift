import Foundation
import ScrollSimulation

/// A short Markdown summary of a verification for a pull-request comment: what
/// failed in words, the first differing frame, the numbers, a small animation
/// of both films (animated WebP with a GIF fallback, each at most
/// `PullRequestAnimation.maxBytes`) and links into the report.
public enum PullRequestSummary {
    /// - Parameters:
    ///   - results: the verifications, passing and failing.
    ///   - report: the report's `index.html`, when one was written.
    ///   - file: where the Markdown goes; links are relative to its folder.
    ///   - proposed: the folder holding the proposed new goldens, if any.
    public static func markdown(_ results: [Verification], report: URL?, file: URL, proposed: URL? = nil) -> String {
        let summary = Summary(results)
        let failed = summary.demos.filter { !$0.verification.passed }
        let base = file.deletingLastPathComponent()
        func link(_ url: URL) -> String { relativePath(url, from: base) }
        var s = "## ScrollReel goldens: "
        s += failed.isEmpty ? (results.count == 1 ? "1 demo matches\n\n" : "all \(results.count) demos match\n\n")
            : "\(failed.count) of \(results.count) demos differ\n\n"
        if !failed.isEmpty {
            s += "| demo | what differs | first differing frame | trace: max offset difference | pictures: worst keyframe |\n"
            s += "|---|---|---|---|---|\n"
            for d in failed {
                s += "| \(cell(d.verification.demo)) | \(d.kind) | \(firstFrame(d)) | \(traceCell(d)) | \(pictureCell(d)) |\n"
            }
            s += "\n"
        }
        for d in failed {
            let v = d.verification
            s += "### \(v.demo): \(d.kind)\n\n"
            for p in v.problems.prefix(4) { s += "- \(escape(p))\n" }
            if v.problems.count > 4 { s += "- … and \(v.problems.count - 4) more\n" }
            s += "- first differing frame: \(firstFrame(d))\n"
            if let t = d.trace {
                s += "- trace: \(t.frames) frames (golden \(t.goldenFrames)), max offset difference \(points(t.maxOffsetDifference))"
                if let at = t.maxOffsetDifferenceAt { s += " at frame \(at.frame) (\"\(escape(at.scrollView))\")" }
                s += ", \(t.callDifferences.count) frame\(t.callDifferences.count == 1 ? "" : "s") with other delegate calls; "
                s += "tightest tolerance that passes: \(t.tightestTolerance.map { JSONValue.format($0, decimals: 3) } ?? "none (more than numbers differ)")\n"
            }
            if !d.keyframes.isEmpty {
                let failing = v.keyframes.filter(\.failed).count
                s += "- keyframes: \(failing) of \(d.keyframes.count) fail; \(pictureCell(d))\n"
            }
            s += "- accept it: `\(v.acceptCommand)`"
            if let proposed { s += ", or copy `\(link(proposed.appendingPathComponent(v.demo)))` over the golden" }
            s += "\n\n"
            if let report {
                let folder = report.deletingLastPathComponent().appendingPathComponent(v.demo)
                let gif = folder.appendingPathComponent(PullRequestAnimation.gifName)
                if FileManager.default.fileExists(atPath: gif.path) {
                    let caption = v.goldenTrace == nil ? "\(v.demo): this run (no golden)" : "\(v.demo): the golden (left) and this run (right)"
                    s += "<picture><source srcset=\"\(link(folder.appendingPathComponent(PullRequestAnimation.webpName)))\" type=\"image/webp\">"
                    s += "<img src=\"\(link(gif))\" alt=\"\(escape(caption))\"></picture>\n\n"
                }
                s += "[Full report](\(link(report))#\(v.demo)) · [numbers](\(link(report.deletingLastPathComponent().appendingPathComponent("summary.json"))))\n\n"
            }
        }
        let passed = summary.demos.filter(\.verification.passed)
        if !passed.isEmpty {
            s += "<details><summary>\(passed.count) \(passed.count == 1 ? "demo matches" : "demos match") — their numbers</summary>\n\n"
            s += "| demo | trace: max offset difference | pictures: worst keyframe |\n|---|---|---|\n"
            for d in passed { s += "| \(cell(d.verification.demo)) | \(traceCell(d)) | \(pictureCell(d)) |\n" }
            s += "\n</details>\n\n"
        }
        s += "<sub>Animations are at most \(PullRequestAnimation.maxBytes / 1024) KB each; the report holds every frame.</sub>\n"
        return s
    }

    static func firstFrame(_ d: Summary.Demo) -> String {
        guard let f = d.firstDifferingFrame else { return d.verification.missing ? "— (no golden)" : "—" }
        let times = TraceRecord(d.verification.trace).frames
        return f < times.count ? "\(f) (t = \(JSONValue.format(times[f].time, decimals: 3)) s)" : "\(f)"
    }

    static func traceCell(_ d: Summary.Demo) -> String {
        guard let t = d.trace else { return "—" }
        return t.firstDifferingFrame == nil ? "identical" : points(t.maxOffsetDifference)
            + (t.callDifferences.isEmpty ? "" : ", \(t.callDifferences.count) call differences")
    }

    static func pictureCell(_ d: Summary.Demo) -> String {
        if d.verification.missing { return "no golden pictures" }
        if d.keyframes.contains(where: { $0.verdict == "sizeMismatch" }) {
            let k = d.keyframes.first { $0.verdict == "sizeMismatch" }!
            return "frame \(k.frame): sizes differ"
        }
        guard let worst = d.keyframes.max(by: { ($0.largestCluster, $0.differingPixels) < ($1.largestCluster, $1.differingPixels) }) else { return "—" }
        if worst.differingPixels == 0 { return "all identical or equivalent" }
        return "frame \(worst.frame): \(worst.differingPixels) px differ, largest cluster \(worst.largestCluster) px (passes with maxCluster ≥ \(worst.tightestMaxCluster ?? 0))"
    }

    static func points(_ x: Double) -> String { JSONValue.format(x, decimals: 3) + " pt" }

    /// Text that Markdown would otherwise read as markup or a table's edge.
    /// Markdown-safe and on one line: control characters escaped first (a newline
    /// from a golden would end the list item and start a heading).
    static func escape(_ s: String) -> String {
        var out = ""
        for c in Verification.shown(s) {
            if "\\`*_[]<>|#".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
    static func cell(_ s: String) -> String { escape(s) }

    /// `url` as a path relative to the folder `base` (both absolute).
    static func relativePath(_ url: URL, from base: URL) -> String {
        let to = url.standardizedFileURL.pathComponents, from = base.standardizedFileURL.pathComponents
        var common = 0
        while common < to.count, common < from.count, to[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }.joined(separator: "/")
    }
}
