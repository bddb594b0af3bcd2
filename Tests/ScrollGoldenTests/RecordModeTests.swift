import Foundation
import ScrollGolden
import ScrollReelTesting
import ScrollReelUIKit
import Testing

/// A screen small enough to record in a moment: a scroll view of bands, flung once.
/// `shift` moves every band down, as a changed layout constant would.
@MainActor
private func bands(shift: CGFloat = 0) -> Demo {
    Demo(id: "bands", summary: "bands flung once",
         defaultScript: Script(duration: 0.5, steps: [.fling(scrollView: "bands", velocity: CGPoint(x: 0, y: 900), duration: 0.1)]),
         viewController: {
             let vc = UIViewController()
             let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
             scroll.accessibilityIdentifier = "bands"
             scroll.contentSize = CGSize(width: 390, height: 2000)
             for i in 0..<20 {
                 let band = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100 + shift, width: 390, height: 90))
                 band.backgroundColor = UIColor(white: CGFloat(i) / 20, alpha: 1)
                 scroll.addSubview(band)
             }
             vc.view.addSubview(scroll)
             return vc
         })
}

/// `expectScrollGolden`'s record modes, as swift-snapshot-testing has them: nothing
/// written unless a mode is asked for by name; what a mode writes still fails the run,
/// except `all` (`SCROLLREEL_RECORD=1`, as it always has been).
@MainActor
@Suite(.serialized) struct RecordModeTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-record-modes-\(UUID().uuidString)")
    var goldens: URL { root.appendingPathComponent("goldens") }
    var artifacts: URL { root.appendingPathComponent("failures") }
    var folder: URL { goldens.appendingPathComponent("bands") }
    var recorded: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path) }

    func expect(_ demo: Demo, _ mode: GoldenRecordMode) throws {
        try expectScrollGolden(of: demo, in: goldens, artifacts: artifacts, record: mode)
    }

    @Test func theEnvironmentNamesTheMode() throws {
        #expect(try GoldenRecordMode.fromEnvironment([:]) == .never)
        #expect(try GoldenRecordMode.fromEnvironment(["SCROLLREEL_RECORD": "1"]) == .all)
        for mode in GoldenRecordMode.allCases {
            #expect(try GoldenRecordMode.fromEnvironment(["SCROLLREEL_RECORD": mode.rawValue]) == mode)
        }
        #expect(try GoldenRecordMode.fromEnvironment(["CI": "true"]) == .never)
        let error = #expect(throws: GoldenRecordModeError.self) { try GoldenRecordMode.fromEnvironment(["SCROLLREEL_RECORD": "yes"]) }
        #expect(error?.description == "SCROLLREEL_RECORD=yes: must be all, missing, failed or never (1 means all)")
    }

    @Test func neverWritesAndAMissingGoldenFails() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try withKnownIssue { try expect(bands(), .never) } matching: { $0.description.contains("there is no golden for bands") }
        #expect(!recorded)
    }

    @Test func missingRecordsWhatIsMissingAndFails() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try withKnownIssue { try expect(bands(), .missing) } matching: { $0.description.contains("recorded the golden of bands") }
        #expect(recorded)
        try expect(bands(), .never)
        // A golden that is there is verified, not written again: a change fails and stays unrecorded.
        try withKnownIssue { try expect(bands(shift: 3), .missing) } matching: { !$0.description.contains("recorded the golden") }
        try expect(bands(), .never)
    }

    @Test func failedRecordsTheFailingGoldenAndStillFails() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try expect(bands(), .all)
        #expect(recorded)
        try expect(bands(), .failed)
        try withKnownIssue { try expect(bands(shift: 3), .failed) } matching: { $0.description.contains("recorded the golden of bands") }
        try expect(bands(shift: 3), .never)
        try withKnownIssue { try expect(bands(), .never) }
    }

    @Test func allRecordsAndPasses() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try expect(bands(), .all)
        try expect(bands(shift: 3), .all)
        try expect(bands(shift: 3), .never)
    }
}
