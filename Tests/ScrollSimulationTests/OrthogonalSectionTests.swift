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
        init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
             _ properties: (UICollectionLayoutSectionOrthogonalScrollingProperties) -> Void = { _ in }) {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            properties(section.orthogonalScrollingProperties)
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

    /// iOS 17's orthogonal scrolling properties: a fast deceleration stops a flick sooner than the
    /// collection view's normal one; without bounce a hard flick stops dead at the end of the
    /// content (8 groups of 300 pt, 10 pt apart: 2470 pt, at most 2080 scrolled), where by
    /// default it overshoots and comes back.
    @Test func orthogonalScrollingPropertiesSetTheRateAndTheBounce() throws {
        let normal = try Feed(.continuous).play([Self.fling(1500)], duration: 4).last!
        let fastFeed = Feed(.continuous) { $0.decelerationRate = .fast }
        #expect(fastFeed.carousel.decelerationRate == .fast)
        let fast = try fastFeed.play([Self.fling(1500)], duration: 4).last!
        #expect(fast > 0 && fast < normal * 0.5, "fast \(fast), normal \(normal)")
        let bouncing = try Feed(.continuous).play([Self.fling(8000)], duration: 4)
        #expect(bouncing.max()! > 2080 && bouncing.last == 2080)
        let stiff = try Feed(.continuous) { $0.bounce = .never }.play([Self.fling(8000)], duration: 4)
        #expect(stiff.max() == 2080 && stiff.last == 2080)
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

/// A shelf of tags of estimated width (each as wide as its label and 16 pt) steers its
/// deceleration onto the leading edge of a tag as measured, not as estimated.
@MainActor
@Suite struct SelfSizedShelfTests {
    final class Tag: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Shelf: NSObject, UICollectionViewDataSource {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view: UICollectionView
        let tags = (0..<40).map { "#topic\($0)" + String(repeating: "m", count: ($0 * 7) % 9) }
        override init() {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(40)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            // Below the status bar.
            view = UICollectionView(frame: CGRect(x: 0, y: 200, width: 390, height: 644), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            view.contentInsetAdjustmentBehavior = .never
            view.accessibilityIdentifier = "feed"
            super.init()
            window.addSubview(view)
            view.register(Tag.self, forCellWithReuseIdentifier: "tag")
            view.dataSource = self
            view.layoutIfNeeded()
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! Tag
            cell.label.text = tags[indexPath.item]
            return cell
        }
        var shelf: UIScrollView { view.subviews.compactMap { $0 as? UIScrollView }.first { $0.accessibilityIdentifier == "feed.section0" }! }
    }

    @Test func aFlingRestsOnTheLeadingEdgeOfAMeasuredTag() throws {
        let f = Shelf()
        let shelf = f.shelf
        // Every tag in view once, so every one is measured.
        while shelf.contentOffset.x < shelf.contentSize.width - shelf.bounds.width {
            shelf.contentOffset.x = min(shelf.contentOffset.x + 150, shelf.contentSize.width - shelf.bounds.width)
            f.window.layoutIfNeeded()
        }
        shelf.contentOffset.x = 0
        f.window.layoutIfNeeded()
        let widths = f.tags.map { text -> CGFloat in
            let l = UILabel()
            l.text = text
            return l.intrinsicContentSize.width + 16
        }
        var starts: [CGFloat] = [], x: CGFloat = 0
        for w in widths { starts.append(x); x += w + 8 }
        #expect(shelf.contentSize.width == 16 + x - 8 + 16)
        #expect(Set(widths).count > 3 && widths.allSatisfy { $0 != 50 })
        var xs: [CGFloat] = []
        try Stage(scene: Scene(window: f.window, scrollViews: [("feed.section0", shelf)], owners: [f]))
            .run(Script(duration: 4, steps: [.fling(scrollView: "feed.section0", velocity: CGPoint(x: 1500, y: 0), duration: 0.1)]), fps: 60) { _ in
                xs.append(shelf.contentOffset.x)
            }
        let rest = xs.last!
        #expect(rest > 0 && starts.contains(rest), "rests at \(rest), a tag starts at \(starts.filter { abs($0 - rest) < 80 })")
    }
}
