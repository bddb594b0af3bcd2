// ScrollReel's own captures, through swift-snapshot-testing's `assertSnapshot` in
// Swift Testing. `content:` has no iOS spelling, so the file is for Linux only.
#if !canImport(UIKit)
import ScrollReelUIKit
import SnapshotTesting
import Testing
@testable import UIKitScreens

// (1 pixel a point keeps the tall references small.)
@MainActor
@Suite struct ScrollCaptureSnapshotTests {
    let oneX = UITraitCollection(displayScale: 1)

    /// Every section header and row of the feed in one tall picture.
    @Test func theWholeFeed() {
        assertSnapshot(of: FeedViewController(), as: .image(on: .iPhone13, content: .full, traits: oneX))
    }

    /// The grid once `scrollToItem` has brought the last album's tenth photo to the middle.
    @Test func theGridScrolledToAPhoto() {
        assertSnapshot(of: GridViewController(),
                       as: .image(on: .iPhone13, content: .item(IndexPath(item: 9, section: 2), at: .centeredVertically), traits: oneX))
    }

    /// Where the feed rests after a fling.
    @Test func theFeedAfterAFling() {
        assertSnapshot(of: FeedViewController(), as: .image(on: .iPhone13, content: .fling(velocity: CGPoint(x: 0, y: 1800)), traits: oneX))
    }
}
#endif
