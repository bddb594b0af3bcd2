import Testing
import ScrollReelUIKit
import ScrollPhysics
@testable import ScrollSimulation

/// Orthogonal sections of a compositional layout rest as UIKit's do: the paging kinds
/// page by a group and its spacing with UIKit's paging (one page a flick, chained
/// re-flicks, the nearest page on a slow release); the leading-boundary kind steers its
/// deceleration onto a group's leading edge.
@MainActor
@Suite struct OrthogonalSectionTests {
    final class Feed: NSObject, UICollectionViewDataSource {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view: UICollectionView
        init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            view = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            view.contentInsetAdjustmentBehavior = .never
            view.accessibilityIdentifier = "feed"
            super.init()
            window.addSubview(view)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            view.dataSource = self
            view.layoutIfNeeded()
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        var carousel: UIScrollView { view.subviews.compactMap { $0 as? UIScrollView }.first { $0.accessibilityIdentifier == "feed.section0" }! }
        var scene: Scene { Scene(window: window, scrollViews: [("feed.section0", carousel)], owners: [self]) }

        /// The offsets of the carousel at each frame of `steps`.
        func play(_ steps: [Script.Step], duration: Double = 2) throws -> [CGFloat] {
            var xs: [CGFloat] = []
            let scene = scene
            try Stage(scene: scene).run(Script(duration: duration, steps: steps), fps: 60) { _ in xs.append(self.carousel.contentOffset.x) }
            return xs
        }
    }

    static func fling(_ v: Double) -> Script.Step {
        .fling(scrollView: "feed.section0", velocity: CGPoint(x: v, y: 0), duration: 0.1)
    }

    @Test func aModerateAndAHardFlickTurnOneGroup() throws {
        for v in [800.0, 6000] {
            let f = Feed(.groupPagingCentered)
            let xs = try f.play([Self.fling(v)])
            #expect(xs.last == 310, "a flick at \(v) pt/s rests one group on")
        }
        let plain = Feed(.groupPaging)
        #expect(try plain.play([Self.fling(6000)]).last == 310)
    }

    @Test func aSecondFlickDuringTheSettleTurnsAnotherGroup() throws {
        let f = Feed(.groupPagingCentered)
        let quick = Script.Step.fling(scrollView: "feed.section0", velocity: CGPoint(x: 3000, y: 0), duration: 0.04)
        let xs = try f.play([quick, .wait(duration: 0.08), quick])
        #expect(xs.last == 620)
    }

    @Test func aSlowReleaseRestsOnTheNearestGroup() throws {
        let f = Feed(.groupPaging)
        let xs = try f.play([.touchDown(at: CGPoint(x: 300, y: 100)), .moveTo(at: CGPoint(x: 100, y: 100), duration: 0.5),
                             .hold(duration: 0.2), .touchUp, .wait(duration: 1)])
        #expect(xs.last == 310, "200 pt of a 310 pt page: on to the next group")
    }

    /// `.paging` pages by the carousel's width.
    @Test func pagingPagesByTheVisibleWidth() throws {
        let f = Feed(.paging)
        #expect(try f.play([Self.fling(2000)]).last == 390)
    }

    /// The leading-boundary kind ends its deceleration on a group's leading edge; the
    /// continuous kind wherever it stops.
    @Test func theLeadingBoundaryKindRestsOnAGroupsLeadingEdge() throws {
        let f = Feed(.continuousGroupLeadingBoundary)
        let rest = try f.play([Self.fling(1500)], duration: 4).last!
        #expect(rest > 0 && rest.truncatingRemainder(dividingBy: 310) == 0, "\(rest)")
        let free = Feed(.continuous)
        let stop = try free.play([Self.fling(1500)], duration: 4).last!
        #expect(stop > 0 && stop.truncatingRemainder(dividingBy: 310) != 0, "\(stop)")
    }
}
