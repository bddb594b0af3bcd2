import Testing
@testable import ScrollReelUIKit

/// Compositional layouts: item frames of each group kind against layouts worked out by hand.
@MainActor
@Suite struct CompositionalLayoutTests {
    final class Numbers: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
        }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    func view(_ layout: UICollectionViewLayout, _ counts: [Int], height: CGFloat = 600) -> (UICollectionView, Numbers) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.accessibilityIdentifier = "feed"
        window.addSubview(cv)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
        let numbers = Numbers(counts)
        cv.dataSource = numbers
        cv.layoutIfNeeded()
        return (cv, numbers)
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// A list: full-width 50 pt rows inside insets of 10 and 16, 8 pt apart.
    @Test func aListOfRows() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.interGroupSpacing = 8
        let (cv, n) = view(UICollectionViewCompositionalLayout(section: section), [5])
        _ = n
        #expect(frame(cv, 0) == CGRect(x: 16, y: 10, width: 358, height: 50))
        #expect(frame(cv, 4) == CGRect(x: 16, y: 10 + 4 * 58, width: 358, height: 50))
        #expect(cv.contentSize == CGSize(width: 390, height: 10 + 5 * 50 + 4 * 8 + 10))
        #expect(cv.visibleCells.count == 5 && cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == frame(cv, 2))
    }

    /// A grid: quarter-width items repeated across a row as tall as a quarter of the width,
    /// each inset by 2 pt; 7 items make two rows.
    @Test func aGridRepeatsItsItemsAcrossTheGroup() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [item])
        let (cv, n) = view(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [7])
        _ = n
        #expect(frame(cv, 0) == CGRect(x: 2, y: 2, width: 93.5, height: 93.5))
        #expect(frame(cv, 3) == CGRect(x: 97.5 * 3 + 2, y: 2, width: 93.5, height: 93.5))
        #expect(frame(cv, 6) == CGRect(x: 97.5 * 2 + 2, y: 97.5 + 2, width: 93.5, height: 93.5))
        #expect(cv.contentSize.height == 195)
    }

    /// `repeatingSubitem:count:` divides the group: three items 10 pt apart in 390 pt; a column
    /// of three in a group 85 % of the width inside 20 pt insets; a custom group's frames.
    @Test func countedRowsColumnsAndCustomGroups() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: item, count: 3)
        row.interItemSpacing = .fixed(10)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(208)), repeatingSubitem: item, count: 3)
        column.interItemSpacing = .fixed(8)
        let custom = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))) { env in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: env.container.contentSize.width / 2, height: 120)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 10, width: 100, height: 50), zIndex: 3)]
        }
        let groups = [row, column, custom]
        let layout = UICollectionViewCompositionalLayout { s, _ in
            let section = NSCollectionLayoutSection(group: groups[s])
            if s == 1 { section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20) }
            return section
        }
        let (cv, n) = view(layout, [3, 3, 2], height: 844)
        _ = n
        let third = (390 - 20) / CGFloat(3)
        #expect(frame(cv, 1) == CGRect(x: third + 10, y: 0, width: third, height: 100))
        #expect(abs(frame(cv, 2).maxX - 390) < 1e-9)
        #expect(frame(cv, 0, 1) == CGRect(x: 20, y: 100, width: 297.5, height: 64))
        #expect(frame(cv, 2, 1) == CGRect(x: 20, y: 100 + 144, width: 297.5, height: 64))
        #expect(frame(cv, 0, 2) == CGRect(x: 0, y: 308, width: 195, height: 120))
        #expect(frame(cv, 1, 2) == CGRect(x: 200, y: 318, width: 100, height: 50))
        #expect(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.zIndex == 3)
    }

    /// Headers sit above the section's insets, and sections are `interSectionSpacing` apart; a
    /// pinned header stays under the top edge while its section is in view.
    @Test func headersAndSectionSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { s, _ in
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 0, trailing: 20)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = s == 0
            section.boundarySupplementaryItems = [header]
            return section
        }, configuration: configuration)
        let (cv, n) = view(layout, [3, 2])
        _ = n
        let header0 = cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == CGRect(x: 20, y: 0, width: 350, height: 30))
        #expect(frame(cv, 0) == CGRect(x: 20, y: 38, width: 350, height: 100))
        let header1 = cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))
        #expect(header1!.frame.minY == CGFloat(338 + 24))
        #expect(frame(cv, 0, 1).minY == CGFloat(362 + 30 + 8))
        cv.contentOffset.y = 100
        cv.layoutIfNeeded()
        #expect(cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        cv.contentOffset.y = 330
        cv.layoutIfNeeded()
        #expect(cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame.minY == 308,
                "pushed up by the section's end")
    }

    /// An orthogonal section is a scroll view of its own, named after the collection view and
    /// the section, holding the section's cells; centred group paging pages by a group and its
    /// spacing, with the first group centred.
    @Test func anOrthogonalSectionIsAScrollViewOfItsOwn() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        var seen: [(items: [IndexPath], offset: CGPoint)] = []
        section.visibleItemsInvalidationHandler = { items, offset, env in
            seen.append((items.map(\.indexPath), offset))
            for item in items {
                let distance = abs(item.frame.midX - offset.x - env.container.contentSize.width / 2)
                item.transform = CGAffineTransform(scaleX: 1 - distance / 1000, y: 1 - distance / 1000)
            }
        }
        let (cv, n) = view(UICollectionViewCompositionalLayout(section: section), [5])
        _ = n
        let scroller = cv.orthogonalScrollViews[0]!
        #expect(scroller.accessibilityIdentifier == "feed.section0" && scroller.superview === cv)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
        #expect(scroller.contentSize == CGSize(width: 45 + 5 * 300 + 4 * 10 + 45, height: 200))
        #expect(scroller.isPagingEnabled && scroller.pageLength(.horizontal) == 310)
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.superview === scroller && first.frame == CGRect(x: 45, y: 0, width: 300, height: 200))
        #expect(cv.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(seen.last?.offset == .zero && cv.cellForItem(at: IndexPath(item: 1, section: 0))!.transform.a == 1 - 0.31)
        scroller.contentOffset.x = 310
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2], "the next group centred, its neighbours showing")
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.frame == CGRect(x: 355, y: 0, width: 300, height: 200))
        #expect(seen.last?.offset == CGPoint(x: 310, y: 0) && cv.cellForItem(at: IndexPath(item: 1, section: 0))!.transform.a == 1)
    }
}
