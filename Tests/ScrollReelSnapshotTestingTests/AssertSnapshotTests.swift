import CSnapshotRecordPolicy
import Foundation
import ScrollReelUIKit
import ScrollRender
import SnapshotTesting
import Testing
@testable import ScrollReelSnapshotTesting

/// The strategies through swift-snapshot-testing's own `verifySnapshot`: where the
/// references go, that an unchanged screen passes, that a changed layout constant
/// fails and says where, and that nothing is written unless the record mode says so.
@MainActor
@Suite struct AssertSnapshotTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-snapshots-\(UUID().uuidString)")

    func verify(_ vc: UIViewController, record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(of: vc, as: .image(on: .iPhone13, traits: .init(displayScale: 1)), named: "stripes", record: record,
                       snapshotDirectory: folder.path, testName: "feed")
    }

    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    @Test func aLayoutConstantThatChangesFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = try #require(verify(StripesViewController(rows: 30, rowHeight: 50), record: .all))
        #expect(recorded.contains("Record mode is on"))
        #expect(files == ["feed.stripes.linux.png"], "the Linux reference sits beside iOS's feed.stripes.png")
        #expect(verify(StripesViewController(rows: 30, rowHeight: 50), record: .never) == nil)
        let changed = try #require(verify(StripesViewController(rows: 30, rowHeight: 52), record: .never))
        #expect(changed.contains("Snapshot \"stripes\" does not match reference."))
        #expect(changed.contains("Newly-taken snapshot does not match reference."))
        // What changed in the layout first, in the tree's words: the table's content grew
        // by 30 × 2 pt and each row moved down 2 pt more than the one before it.
        #expect(changed.contains("""
            Newly-taken snapshot does not match reference.
              what changed in the view tree:
                UITableView in UIView: contentSize {390, 1500} → {390, 1560}
                StripeCell (row 0) in UITableView: frame (0 0; 390 50) → (0 0; 390 52)
                StripeCell (row 1) in UITableView: frame (0 50; 390 50) → (0 52; 390 52)
                StripeCell (row 2) in UITableView: frame (0 100; 390 50) → (0 104; 390 52)
                … and
            """), "\(changed)")
        // Rows 1 onwards move down 2, 4, … pt: the difference starts at row 0's end (y 47 + 50).
        #expect(changed.contains("pixels differ, in (0, 97, 390 x "), "\(changed)")
        #expect(changed.contains("as an eye sees it"))
        #expect(changed.contains("reference | difference | snapshot: "))
        #expect(files == ["feed.stripes.linux.png"], "a failure writes no reference")
    }

    /// A label whose colour changes keeps every frame: the failure says the difference
    /// is in what the views draw, not in where they are.
    @Test func aChangeInDrawingOnlySaysTheTreeIsTheSame() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        func card(_ colour: UIColor) -> UIView {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            card.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 8, y: 8, width: 104, height: 24))
            label.text = "Total"
            label.textColor = colour
            card.addSubview(label)
            return card
        }
        func verify(_ view: UIView, record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(of: view, as: .image(traits: .init(displayScale: 1)), named: "card", record: record,
                           snapshotDirectory: folder.path, testName: "total")
        }
        _ = verify(card(.black), record: .all)
        let failure = try #require(verify(card(.red), record: .never))
        #expect(failure.contains("""
            Newly-taken snapshot does not match reference.
              the view tree is as in the reference (every frame, text, offset and colour): the difference is in what the views draw
            """), "\(failure)")
    }

    @Test func aMissingReferenceFailsAndIsNotWrittenWhenRecordingIsOff() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try #require(verify(StripesViewController(rows: 3, rowHeight: 50), record: .never))
        #expect(missing.contains("No reference was found on disk"))
        #expect(files.isEmpty)
    }

    @Test func precisionAsOnIOS() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verify(StripesViewController(rows: 30, rowHeight: 50), record: .all)
        // 2 pt of 30 rows: the stripes below row 0 shift; most pixels still match only at a low precision.
        let loose = verifySnapshot(of: StripesViewController(rows: 30, rowHeight: 51) as UIViewController,
                                   as: .image(on: .iPhone13, precision: 0.01, traits: .init(displayScale: 1)),
                                   named: "stripes", record: .never, snapshotDirectory: folder.path, testName: "feed")
        #expect(loose == nil)
        let strict = try #require(verifySnapshot(of: StripesViewController(rows: 30, rowHeight: 51) as UIViewController,
                                                 as: .image(on: .iPhone13, precision: 0.99, traits: .init(displayScale: 1)),
                                                 named: "stripes", record: .never, snapshotDirectory: folder.path, testName: "feed"))
        #expect(strict.contains("Actual image precision"))
    }

    /// A test process that links the strategies starts, under CI, with
    /// SNAPSHOT_TESTING_RECORD=never unless it was given one.
    @Test func underCINothingIsRecordedUnlessAsked() {
        let policy = scrollreel_snapshot_record_policy()
        let env = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"]
        if policy.ciWasSet != 0 && policy.recordWasSet == 0 {
            #expect(policy.turnedRecordingOff == 1)
            #expect(env == "never")
        } else {
            #expect(policy.turnedRecordingOff == 0)
        }
        #expect(scrollreel_snapshot_ci_is_set("true") == 1)
        #expect(scrollreel_snapshot_ci_is_set("1") == 1)
        #expect(scrollreel_snapshot_ci_is_set("false") == 0)
        #expect(scrollreel_snapshot_ci_is_set("0") == 0)
        #expect(scrollreel_snapshot_ci_is_set("") == 0)
        #expect(scrollreel_snapshot_ci_is_set(nil) == 0)
    }
}

/// swift-snapshot-testing's comparison rules on ScrollReel's bitmaps.
@Suite struct PixelMatchTests {
    func bitmap(_ colours: [(UInt8, UInt8, UInt8)], width: Int) -> Bitmap {
        var b = Bitmap(width: width, height: colours.count / width)
        for (i, c) in colours.enumerated() { b.pixels[i * 4] = c.2; b.pixels[i * 4 + 1] = c.1; b.pixels[i * 4 + 2] = c.0; b.pixels[i * 4 + 3] = 255 }
        return b
    }

    @Test func exactByDefault() {
        let a = bitmap(Array(repeating: (200, 100, 50), count: 100), width: 10)
        var b = a
        #expect(PixelMatch.verdict(a, b, precision: 1, perceptualPrecision: 1) == nil)
        b.pixels[0] = 51
        #expect(PixelMatch.verdict(a, b, precision: 1, perceptualPrecision: 1) == "Newly-taken snapshot does not match reference.")
        // One byte of 400: precision 0.99 allows 4.
        #expect(PixelMatch.verdict(a, b, precision: 0.99, perceptualPrecision: 1) == nil)
        #expect(PixelMatch.verdict(a, b, precision: 0.999, perceptualPrecision: 1) == "Actual image precision 0.9975 is less than required 0.999")
    }

    /// A step of one in blue is far below what an eye sees (ΔE94 ≈ 0.4); pure red against
    /// orange is not.
    @Test func perceptually() {
        let a = bitmap(Array(repeating: (200, 100, 50), count: 100), width: 10)
        var near = a
        near.pixels[0] = 51
        #expect(PixelMatch.verdict(a, near, precision: 1, perceptualPrecision: 0.98) == nil)
        var far = a
        far.pixels[0] = 0; far.pixels[1] = 0; far.pixels[2] = 255
        let message = PixelMatch.verdict(a, far, precision: 1, perceptualPrecision: 0.98)
        #expect(message?.hasPrefix("The percentage of pixels that match 0.99 is less than required 1.0") == true)
        #expect(PixelMatch.verdict(a, far, precision: 0.98, perceptualPrecision: 0.98) == nil)
        // Known values: ΔE94 of Lab (50, 2.6772, −79.7751) and (50, 0, −82.7485) is 1.3950
        // (Sharma, Wu and Dalal's test data for CIEDE2000, pair 1, scored with ΔE94).
        let d = PixelMatch.deltaE94((50, 2.6772, -79.7751), (50, 0, -82.7485))
        #expect(abs(d - 1.3950) < 0.001, "\(d)")
    }
}
