import Foundation
import ScrollGolden
import ScrollReelUIKit
import ScrollRender
import SnapshotTesting
import Testing
@testable import ScrollReelSnapshotTesting

/// `.motion(script:)` and `.film(script:format:)` through swift-snapshot-testing's
/// `verifySnapshot`: the same motion passes, a changed layout constant fails and says
/// what changed in behaviour, and the references read back as they were written.
@MainActor
@Suite struct MotionTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-motion-\(UUID().uuidString)")
    static let fling = Script(duration: 1.5, steps: [.fling(scrollView: "stripes", velocity: CGPoint(x: 0, y: 1200), duration: 0.1)])

    func verify<Format>(_ rowHeight: CGFloat, as strategy: Snapshotting<UIViewController, Format>, record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(of: StripesViewController(rows: 40, rowHeight: rowHeight) as UIViewController, as: strategy,
                       named: "fling", record: record, snapshotDirectory: folder.path, testName: "stripes")
    }

    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    @Test func theMotionAsAGoldenKeepsIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let strategy = Snapshotting<UIViewController, ScrollMotion>.motion(script: Self.fling)
        _ = verify(50, as: strategy, record: .all)
        #expect(files == ["stripes.fling.motion.linux.png"])
        #expect(verify(50, as: strategy, record: .never) == nil)
        let changed = try #require(verify(52, as: strategy, record: .never))
        #expect(changed.contains("The motion differs from the reference."))
        #expect(changed.contains("behaviour: \"stripes\": content size 390 x 2000 → 390 x 2080"), "\(changed)")
        #expect(changed.contains("trace: frame 0 (t = 0 s): scroll view \"stripes\": contentSize.height is 2080 but the golden has 2000"), "\(changed)")
        #expect(changed.contains("keyframe "))
    }

    /// The file holds what the comparison needs: the same trace and keyframes come back.
    @Test func theReferenceReadsBackAsWritten() throws {
        var taken: ScrollMotion?
        Snapshotting<UIViewController, ScrollMotion>.motion(script: Self.fling).snapshot(StripesViewController(rows: 40, rowHeight: 50)).run { taken = $0 }
        let motion = try #require(taken)
        #expect(motion.error == nil)
        #expect(motion.trace.count == 1 + 91, "a constant line, then frames 0 to 90 (1.5 s at 60 fps)")
        #expect(motion.keyframes.map(\.keyframe.phase).contains("mid-deceleration"))
        let back = MotionTaking.decode(MotionTaking.encode(motion))
        #expect(back.error == nil)
        #expect(back.trace == motion.trace)
        #expect(back.keyframes.map(\.keyframe) == motion.keyframes.map(\.keyframe))
        #expect(back.keyframes.map(\.picture) == motion.keyframes.map(\.picture))
        #expect(back.keyframes.first?.picture.width == 390)
    }

    /// (A small screen and a short film: encoding every frame is what a film costs.)
    @Test(arguments: [FilmFormat.gif, .webp])
    func theFilmIsComparedFrameByFrame(_ format: FilmFormat) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let short = Script(duration: 0.6, steps: [.fling(scrollView: "stripes", velocity: CGPoint(x: 0, y: 1200), duration: 0.1)])
        let strategy = Snapshotting<UIViewController, ScrollFilm>.film(script: short, format: format,
                                                                       on: ViewImageConfig(size: CGSize(width: 160, height: 240)))
        _ = verify(50, as: strategy, record: .all)
        #expect(files == ["stripes.fling.linux.\(format.rawValue)"])
        #expect(verify(50, as: strategy, record: .never) == nil)
        let changed = try #require(verify(52, as: strategy, record: .never))
        #expect(changed.contains("The film differs from the reference."))
        #expect(changed.contains("frame at t = "), "\(changed)")
    }
}
