import SnapshotTesting
import XCTest
#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif
@testable import UIKitScreens

@MainActor
final class ScreensSnapshotTests: XCTestCase {
    func testFeedOnIPhone13() {
        assertSnapshot(of: FeedViewController(), as: .image(on: .iPhone13))
    }

    func testHeroCarouselOnceItsTimerHasTurnedAPage() {
        assertSnapshot(of: HeroCarouselViewController(), as: .wait(for: 3.5, on: .image(on: .iPhone13)))
    }

    func testFeedScrolledToItsSecondSection() {
        let feed = FeedViewController()
        feed.loadViewIfNeeded()
        feed.tableView.setContentOffset(CGPoint(x: 0, y: 437), animated: false)
        assertSnapshot(of: feed, as: .image(on: .iPhone13))
    }
}
