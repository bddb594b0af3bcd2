import Foundation
import Testing
import ScrollDemos
import ScrollGolden
import ScrollReelTesting

/// The repository's goldens.
let repositoryGoldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("golden")

/// Failure pictures and the HTML report of `swift test` go here.
let testArtifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/golden-failures")

/// Every demo against its golden, through the assertion a user's package calls
/// (`SCROLLREEL_RECORD=all swift test` records instead).
@MainActor
@Suite(.serialized) struct GoldenSuiteTests {
    @Test(arguments: GoldenCase.all(in: Demos.all).map(\.id))
    func demoMatchesItsGolden(_ id: String) throws {
        let golden = try #require(GoldenCase.all(in: Demos.all).first { $0.id == id })
        try expectScrollGolden(of: golden.demo, variant: golden.variant, in: repositoryGoldens, artifacts: testArtifacts)
    }
}
