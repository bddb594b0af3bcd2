import Testing
import ScrollReelUIKit
@testable import ScrollDemos
@testable import ScrollSimulation

/// SwipeView's options one by one, in a bare scene.
@MainActor
final class SwipeHarness: SwipeViewDataSource, SwipeViewDelegate {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let swipe: SwipeView
    var created = 0
    var itemsAsked: [Int] = []

    init(configure: (SwipeView) -> Void) {
        swipe = SwipeView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        window.addSubview(swipe)
        configure(swipe)
        swipe.dataSource = self
        swipe.delegate = self
        swipe.reloadData()
    }

    func numberOfItems(in swipeView: SwipeView) -> Int { 10 }
    func swipeViewItemSize(_ swipeView: SwipeView) -> CGSize { CGSize(width: 100, height: 300) }
    func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) {}
    func swipeViewDidScroll(_ swipeView: SwipeView) {}
    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: UIView?) -> UIView {
        itemsAsked.append(index)
        if view == nil { created += 1 }
        return view ?? UIView()
    }

    var scene: Scene { Scene(window: window, scrollViews: [("main", swipe.scrollView)], owners: [self]) }

    func run(_ steps: [Script.Step], duration: Double? = nil) throws {
        try Stage(scene: scene).run(Script(duration: duration, steps: steps), fps: 60) { _ in }
    }
}

@MainActor
@Suite struct SwipeViewUnitTests {
    @Test func horizontalEdgeAlignedPagesByItemsPerPage() throws {
        let h = SwipeHarness { $0.itemsPerPage = 3 }
        #expect(h.swipe.scrollView.frame.width == 300 && h.swipe.scrollView.frame.minX == 0)
        // The last page is padded to a whole page (SwipeView without truncateFinalPage).
        #expect(h.swipe.scrollView.contentSize.width == 1200)
        try h.run([.fling(scrollView: "main", velocity: CGPoint(x: 2000, y: 0), duration: 0.05)])
        #expect(h.swipe.currentItemIndex == 3 && h.swipe.currentPage == 1)
    }

    @Test func centreAlignmentPutsThePageInTheMiddle() {
        let h = SwipeHarness { $0.alignment = .center }
        #expect(h.swipe.scrollView.frame.minX == 145)
    }

    @Test func scrollToPageAnimatesToTheFirstItemOfThePage() throws {
        let h = SwipeHarness { $0.itemsPerPage = 2 }
        // (Its animation steps on a timer: the scene's run loop must be current.)
        h.window.environment.run { h.swipe.scrollToPage(3, duration: 0.5) }
        try h.run([.wait(duration: 0.6)])
        #expect(h.swipe.currentItemIndex == 6 && h.swipe.currentPage == 3 && h.swipe.scrollOffset == 6)
    }

    @Test func wrappingGoesTheShortWayRound() throws {
        let h = SwipeHarness { $0.wrapEnabled = true }
        h.window.environment.run { h.swipe.scrollToItem(at: 9, duration: 0.4) }
        var offsets: [Double] = []
        try Stage(scene: h.scene).run(Script(duration: 0.5, steps: []), fps: 60) { _ in offsets.append(h.swipe.scrollOffset) }
        #expect(h.swipe.currentItemIndex == 9)
        // From 0 back to 9 is one step backwards, through 9.x, not nine forwards.
        #expect(offsets.dropFirst().allSatisfy { $0 == 0 || $0 >= 9 })
    }

    @Test func deferredLoadingWorksOutTheItemsOnlyOnWholeItemMoves() throws {
        let eager = SwipeHarness { _ in }
        let lazy = SwipeHarness { $0.defersItemViewLoading = true }
        let drag: [Script.Step] = [.touchDown(at: CGPoint(x: 300, y: 250)), .moveTo(at: CGPoint(x: 140, y: 250), duration: 0.6),
                                   .hold(duration: 0.1), .touchUp]
        try eager.run(drag)
        try lazy.run(drag)
        // The same items, asked for with far fewer passes over the visible range.
        #expect(lazy.itemsAsked == eager.itemsAsked)
        #expect(lazy.swipe.loadPasses * 3 < eager.swipe.loadPasses, "\(lazy.swipe.loadPasses) vs \(eager.swipe.loadPasses)")
        #expect(lazy.swipe.currentItemIndex == eager.swipe.currentItemIndex)
    }

    @Test func itemViewsAreReused() throws {
        let h = SwipeHarness { _ in }
        for _ in 0..<4 {
            h.window.environment.run { h.swipe.scrollToItem(at: h.swipe.currentItemIndex + 2, duration: 0.2) }
            try h.run([.wait(duration: 0.3)])
        }
        #expect(h.swipe.currentItemIndex == 8)
        #expect(h.created <= 7, "\(h.created) views made for 10 items")
    }
}
