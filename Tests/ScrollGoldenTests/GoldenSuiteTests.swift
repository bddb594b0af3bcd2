import Foundation
import Testing
import ScrollDemos
import ScrollGolden

/// The repository's goldens.
let repositoryGoldens = GoldenStore(root: URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("golden"))

/// Failure pictures and the HTML report of `swift test` go here.
let testArtifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/golden-failures")

/// Recording happens only when asked for: SCROLLREEL_RECORD=1 swift test.
let recording = ProcessInfo.processInfo.environment["SCROLLREEL_RECORD"] == "1"

@Suite(.serialized) struct GoldenSuiteTests {
    @Test(arguments: GoldenCase.all.map(\.id))
    func demoMatchesItsGolden(_ id: String) throws {
        let demo = try #require(GoldenCase.all.first { $0.id == id })
        if recording {
            let m = try Golden.record(demo, in: repositoryGoldens)
            print("recorded \(id): \(m.keyframes.count) keyframes")
            return
        }
        let v = try Golden.verify(demo, in: repositoryGoldens)
        if !v.passed {
            let index = try FailureReport.write([v], to: testArtifacts.appendingPathComponent(id))
            Issue.record("\(v.report)\n  pictures and report: \(index.path)")
        }
    }
}
