import Foundation
import ScrollPhysics
import ScrollReelUIKit
import ScrollSimulation
import ScrollRender
import ScrollDiff
import ScrollGolden
import ScrollDocs

/// What `golden verify` writes beside its report when asked: the Markdown for a
/// pull-request comment (`--markdown`) and the proposed new goldens of the
/// failing demos (`--record-failures`), which copied over the goldens folder make
/// verify pass. Shards record disjoint demos, so their folders merge by copying.
struct VerifyOutputs {
    var markdown: String?
    var recordFailures: String?

    /// Refuses any output inside the goldens folder (equal, inside, or there through
    /// a link), and a proposals folder around it: verify never writes there.
    func validate(goldens: String, artifacts: String? = nil) throws {
        let g = URL(fileURLWithPath: goldens)
        if let recordFailures, ArtifactsFolder.overlaps(URL(fileURLWithPath: recordFailures), g) {
            throw UserError("--record-failures must name a folder outside the goldens (\(goldens)), not around them; verify never writes into the goldens")
        }
        if let markdown, ArtifactsFolder.isInside(URL(fileURLWithPath: markdown), g) {
            throw UserError("--markdown must name a file outside the goldens folder (\(goldens)); verify never writes into the goldens")
        }
        if let recordFailures, let artifacts, ArtifactsFolder.overlaps(URL(fileURLWithPath: recordFailures), URL(fileURLWithPath: artifacts)) {
            throw UserError("--record-failures and --artifacts must be two folders, neither inside the other")
        }
    }

    /// Records the golden of a failing demo into the proposals folder, if one was
    /// asked for: the line that says so.
    @MainActor func propose(_ golden: GoldenCase) throws -> String? {
        guard let recordFailures else { return nil }
        let store = GoldenStore(root: URL(fileURLWithPath: recordFailures))
        let m = try Golden.record(golden, in: store)
        return "proposed golden of \(golden.id): \(store.folder(golden.id).path) (\(m.keyframes.count) keyframes)"
    }

    /// Says how to accept the proposed goldens (recorded by `propose` as the demos
    /// failed), then writes the Markdown.
    @MainActor func write(_ results: [Verification], goldens: [GoldenCase], report: URL?, out: inout StandardOutput) throws {
        var proposed: URL?
        if let recordFailures, results.contains(where: { !$0.passed }) {
            let root = URL(fileURLWithPath: recordFailures)
            out.write("to accept them: cp -R \(shellQuoted(root.path))/. <goldens folder>/\n")
            proposed = root
        }
        if let markdown {
            let file = URL(fileURLWithPath: markdown)
            let text = PullRequestSummary.markdown(results, report: report, file: file, proposed: proposed)
            try OutputFile.write(Array(text.utf8), to: file)
        }
        try out.flush()
    }
}
