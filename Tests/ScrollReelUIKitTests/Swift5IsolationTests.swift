import Testing
import Swift5Screens
@testable import ScrollReelUIKit

/// The Swift 5 module's helpers touch views from nonisolated code, which compiles only
/// because UIKit's main-actor classes are `@preconcurrency` here as on iOS; called
/// on the main actor, they do what they say.
@MainActor
@Suite struct Swift5IsolationTests {
    @Test func anNSObjectHelperBuildsAndStylesViews() {
        let badge = BadgeStyler(corner: 6).makeBadge(text: "New")
        #expect(badge.text == "New" && badge.layer.cornerRadius == 6)
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func aProtocolExtensionLaysOutSubviews() {
        let column = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        for _ in 0..<3 { column.addSubview(UIView()) }
        #expect(column.stackSubviews(height: 44) == 132)
        #expect(column.subviews.map(\.frame.minY) == [0, 44, 88])
        #expect(column.subviews.allSatisfy { $0.frame.width == 120 })
    }

    @Test func aStructAndAnNSObjectDelegateDriveAScrollView() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 1500, height: 200)
        let tracker = PageTracker()
        scroll.delegate = tracker
        PageMath(scrollView: scroll).scroll(toPage: 3)
        #expect(scroll.contentOffset == CGPoint(x: 900, y: 0))
        #expect(tracker.pages.last == 3)
        #expect(makeCard(width: 200).frame.size == CGSize(width: 200, height: 120))
    }
}

/// Members UIKit declares `open` are open here too: the Swift 5 module overrides them
/// from outside, and ScrollReel's own code goes through the overrides.
@MainActor
@Suite struct OpenMemberTests {
    @Test func scrollViewOverridesSeeWhatUIKitSets() {
        let scroll = RecordingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(scroll.frames == [CGRect(x: 0, y: 0, width: 200, height: 300)])
        scroll.contentSize = CGSize(width: 200, height: 1000)
        #expect(scroll.contentSizes == [CGSize(width: 200, height: 1000)])
        scroll.contentInset = UIEdgeInsets(top: -20, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentInset.top == 0, "the override's didSet corrected the inset")
        scroll.scrollsToTop = true
        #expect(!scroll.scrollsToTop)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 600.4, width: 10, height: 10), animated: false)
        #expect(scroll.visibleRects.count == 1)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 310), "scrollRectToVisible went through the rounding setContentOffset")
        #expect(scroll.offsets.last == CGPoint(x: 0, y: 310))
    }

    @Test func collectionViewScrollToItemIsOverridable() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = CountingCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let controller = SquaresViewController(collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
        cv.dataSource = controller
        cv.layoutIfNeeded()
        cv.scrollToItem(at: IndexPath(item: 3, section: 0), at: .top, animated: false)
        #expect(cv.scrolledTo == [IndexPath(item: 3, section: 0)])
    }

    @Test func aControllerAdoptingTheFlowLayoutDelegateSizesItsItems() {
        let controller = SquaresViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.view.frame = CGRect(x: 0, y: 0, width: 302, height: 500)
        controller.collectionView.layoutIfNeeded()
        let frames = (0..<4).compactMap { controller.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 101, y: 0, width: 100, height: 100),
                           CGRect(x: 202, y: 0, width: 100, height: 100), CGRect(x: 0, y: 101, width: 100, height: 100)])
    }
}
