import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// Scroll-view features of the seeds, one by one.
@MainActor
@Suite struct FeatureTests {
    @Test func scrollDisabledIgnoresTheFingerButNotTheCode() throws {
        let c = TestController { $0.isScrollEnabled = false }
        let r = try run([.touchDown(at: CGPoint(x: 195, y: 600)), .moveTo(at: CGPoint(x: 195, y: 300), duration: 0.3), .touchUp,
                         .setContentOffset(scrollView: "main", offset: CGPoint(x: 0, y: 400), animated: false)], controller: c)
        #expect(!r.names.contains("WillBeginDragging"))
        #expect(r.offsets.last!.y == 400)
    }

    @Test func contentInsetWidensTheRangeForDragsFlingsAndTargets() throws {
        let c = TestController(contentSize: CGSize(width: 390, height: 2000)) { $0.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 50, right: 0) }
        let r = try run([.fling(scrollView: "main", velocity: CGPoint(x: 0, y: -3000), duration: 0.1)], controller: c)
        // Flung towards the top: it rests at −inset.top, and says so in advance.
        #expect(r.first("scrollViewWillEndDragging")!.targetContentOffset!.y == -100)
        #expect(r.offsets.last!.y == -100)
        let down = try run([.fling(scrollView: "main", velocity: CGPoint(x: 0, y: 6000), duration: 0.05)],
                           controller: TestController(contentSize: CGSize(width: 390, height: 2000)) { $0.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 50, right: 0) })
        #expect(down.offsets.last!.y == CGFloat(2000 + 50 - 844))
    }

    @Test func pagingTargetsStayInsideTheInsetRange() throws {
        let c = TestController(contentSize: CGSize(width: 390 * 3, height: 844)) {
            $0.isPagingEnabled = true
            $0.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100)
        }
        let r = try run([.setContentOffset(scrollView: "main", offset: CGPoint(x: 780, y: 0), animated: false),
                         .fling(scrollView: "main", velocity: CGPoint(x: 3000, y: 0), duration: 0.05)], controller: c)
        #expect(r.offsets.last!.x == CGFloat(780 + 100), "the last page is the content end plus the inset")
    }

    @Test func scrollsToTopOnlyWhenTheDelegateAgrees() throws {
        final class Refusing: TestController {
            override func scrollViewShouldScrollToTop(_ sv: UIScrollView) -> Bool { false }
        }
        let yes = try run([.start(at: 2000), .tap(at: CGPoint(x: 195, y: 20)), .wait(duration: 0.5)])
        #expect(yes.names == ["DidScrollToTop"] && yes.offsets.last!.y == 0)
        let no = try run([.start(at: 2000), .tap(at: CGPoint(x: 195, y: 20)), .wait(duration: 0.5)], controller: Refusing())
        #expect(no.names.isEmpty && no.offsets.last!.y == 2000)
    }

    @Test func aDiagonalDragLocksToItsMainAxis() throws {
        let c = TestController(contentSize: CGSize(width: 2000, height: 2000)) { $0.isDirectionalLockEnabled = true }
        let r = try run([.touchDown(at: CGPoint(x: 300, y: 600)), .moveTo(at: CGPoint(x: 100, y: 530), duration: 0.4),
                         .hold(duration: 0.2), .touchUp], controller: c)
        #expect(r.offsets.last!.y == 0 && r.offsets.last!.x > 150)
        let free = try run([.touchDown(at: CGPoint(x: 300, y: 600)), .moveTo(at: CGPoint(x: 100, y: 400), duration: 0.4),
                            .hold(duration: 0.2), .touchUp], controller: TestController(contentSize: CGSize(width: 2000, height: 2000)) { $0.isDirectionalLockEnabled = true })
        #expect(free.offsets.last!.y > 150 && free.offsets.last!.x > 150, "a true diagonal is not locked (Apple's documentation)")
    }

    @Test func bothIndicatorsShowForTwoDimensionalContent() {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        sv.contentSize = CGSize(width: 900, height: 900)
        let rects = sv.scrollIndicatorRects()
        #expect(rects.horizontal != nil && rects.vertical != nil)
        sv.showsHorizontalScrollIndicator = false
        #expect(sv.scrollIndicatorRects().horizontal == nil)
    }

    @Test func pinchZoomsAZoomableScrollView() throws {
        final class Zooming: TestController {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            override init(contentSize: CGSize = CGSize(width: 390, height: 844), configure: (UIScrollView) -> Void = { _ in }) {
                super.init(contentSize: contentSize, configure: configure)
                scrollView.addSubview(content)
                scrollView.maximumZoomScale = 2
            }
            override func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        }
        let r = try run([.pinch(center: CGPoint(x: 195, y: 422), scale: 1.5, duration: 0.5)], controller: Zooming())
        let end = try #require(r.first("scrollViewDidEndZooming"))
        #expect(abs(end.scale! - 1.5) < 1e-9)
        // Zoomed about the centre: the point under the fingers stays there.
        #expect(abs(r.offsets.last!.x - (195 * 1.5 - 195)) < 1e-6 && abs(r.offsets.last!.y - (422 * 1.5 - 422)) < 1e-6)
    }
}
