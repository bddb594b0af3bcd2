import CardGallery
import ScrollReel
import ScrollReelTesting
import Testing

@Suite struct CardGalleryTests {
    /// The gallery's motion and look against the goldens in Goldens/card-gallery
    /// (record them with SCROLLREEL_RECORD=all swift test).
    @Test func theGalleryMatchesItsGolden() throws {
        try expectScrollGolden(of: CardGallery.demo)
    }

    /// A card moved by one point is caught, and the failure says where and how to accept it.
    @Test func aOnePointLayoutChangeFails() throws {
        let v = try verifyScrollGolden(of: CardGallery.demo) { scene in
            scene.scrollView(named: "gallery")!.subviews[0].center.x += 1
        }
        #expect(!v.passed)
        #expect(v.traceDifference == nil, "the motion is the same")
        #expect(v.problems.first?.hasPrefix("keyframe 0 (start, t = 0 s):") == true, "\(v.problems)")
        #expect(v.problems.first?.contains("pixels differ in") == true)
        #expect(v.report.hasPrefix("card-gallery: FAILED"))
        #expect(v.report.contains("accept the change with: SCROLLREEL_RECORD=all swift test"))
        // Printing it shows the words, never the pixels.
        #expect("\(v)".count < 4000 && String(reflecting: v).count < 4000)
    }

    /// The snap: every flick ends on a card, at most one card from where it began,
    /// exactly where the delegate said.
    @Test @MainActor func everyFlickEndsOnACard() throws {
        var targets: [Double] = [], ends: [Double] = []
        try Film(demo: CardGallery.demo).play { frame, _ in
            for e in frame.events {
                if let t = e.adjustedTargetContentOffset { targets.append(t.x) }
                if e.name == "scrollViewDidEndDecelerating" { ends.append(e.contentOffset.x) }
            }
        }
        #expect(targets == [312, 936, 624])
        #expect(ends.count == 3 && zip(ends, targets).allSatisfy { abs($0 - $1) < 1e-6 }, "\(ends)")
    }
}
