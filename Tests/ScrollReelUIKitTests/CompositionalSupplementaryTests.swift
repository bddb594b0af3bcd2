import Testing
@testable import ScrollReelUIKit

/// Compositional layouts beyond items and groups: badges anchored on items, headers
/// of estimated height measured by their views, the layout's own headers and
/// footers, and horizontal layouts; frames against layouts worked out by hand.
@MainActor
@Suite struct CompositionalSupplementaryTests {
    final class Source: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        var asked: [String] = []
        var headerText = "A header"
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            asked.append("\(kind) \(indexPath.section).\(indexPath.item)")
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            if let cell = view as? UICollectionViewListCell {
                var content = UIListContentConfiguration.prominentInsetGroupedHeader()
                content.text = headerText
                cell.contentConfiguration = content
            }
            return view
        }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    func view(_ layout: UICollectionViewLayout, _ source: Source, kinds: [String: UICollectionReusableView.Type] = [:],
              height: CGFloat = 600) -> UICollectionView {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        window.addSubview(cv)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        for (kind, type) in kinds { cv.register(type, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind) }
        cv.dataSource = source
        cv.layoutIfNeeded()
        return cv
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }
    func supplementary(_ cv: UICollectionView, _ kind: String, _ item: Int, _ section: Int = 0) -> CGRect {
        cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// A badge 20 pt square on each item's top trailing corner, centred on it by a fractional
    /// offset of half its size; another 8 pt in from the bottom leading corner by points.
    @Test func badgesAreAnchoredOnTheirItems() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let tag = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(10)), elementKind: "tag",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 8, y: -8)))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                                          supplementaryItems: [badge, tag])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        group.interItemSpacing = .fixed(20)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 30, leading: 15, bottom: 0, trailing: 15)
        let source = Source([4])
        let cv = view(UICollectionViewCompositionalLayout(section: section), source,
                      kinds: ["badge": UICollectionReusableView.self, "tag": UICollectionReusableView.self])
        // Three 100 pt items fit across 360 pt with 20 pt between; the fourth starts a row.
        #expect(frame(cv, 1) == CGRect(x: 135, y: 30, width: 100, height: 100))
        #expect(supplementary(cv, "badge", 1) == CGRect(x: 225, y: 20, width: 20, height: 20))
        #expect(supplementary(cv, "tag", 1) == CGRect(x: 143, y: 112, width: 50, height: 10))
        #expect(supplementary(cv, "badge", 3) == CGRect(x: 105, y: 120, width: 20, height: 20))
        // Their views are asked for and drawn over the cells.
        #expect(source.asked.filter { $0.hasPrefix("badge") }.count == 4)
        let badgeView = try #require(cv.subviews.first { $0.frame == CGRect(x: 225, y: 20, width: 20, height: 20) } as? UICollectionReusableView)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cv.subviews.firstIndex { $0 === badgeView }! > cv.subviews.firstIndex { $0 === cell }!)
    }

    /// An item's badge in an orthogonal section moves with the section's scroll.
    @Test func aBadgeInAnOrthogonalSectionScrollsWithItsItem() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let source = Source([5])
        let cv = view(UICollectionViewCompositionalLayout(section: section), source, kinds: ["badge": UICollectionReusableView.self])
        #expect(supplementary(cv, "badge", 1) == CGRect(x: 380, y: 0, width: 20, height: 20))
        let scroller = try #require(cv.orthogonalScrollViews[0])
        scroller.contentOffset = CGPoint(x: 150, y: 0)
        cv.layoutIfNeeded()
        #expect(supplementary(cv, "badge", 1) == CGRect(x: 230, y: 0, width: 20, height: 20))
    }

    /// A header of estimated height is as tall as its view measures (a prominent header: 16 pt,
    /// a 20 pt bold line, 10 pt), and the section's items start under it.
    @Test func aHeaderOfEstimatedHeightIsMeasuredByItsView() throws {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            elementKind: "header", alignment: .top)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
        section.boundarySupplementaryItems = [header]
        let source = Source([3, 2])
        let cv = view(UICollectionViewCompositionalLayout(section: section), source, kinds: ["header": UICollectionViewListCell.self])
        let line = UIFont.systemFont(ofSize: 20, weight: .bold).lineHeight
        let height = 16 + line + 10
        #expect(height > 30)
        #expect(supplementary(cv, "header", 0) == CGRect(x: 0, y: 0, width: 390, height: height))
        #expect(frame(cv, 0) == CGRect(x: 0, y: height, width: 390, height: 50))
        #expect(supplementary(cv, "header", 0, 1) == CGRect(x: 0, y: height + 150, width: 390, height: height))
        #expect(cv.contentSize.height == 2 * height + 250)
        // The view measured is the one shown (asked for once per header).
        #expect(source.asked == ["header 0.0", "header 1.0"])
    }

    /// The layout's own header sits above the first section and its footer after the last.
    @Test func theLayoutsOwnHeaderAndFooterFrameTheSections() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), elementKind: "top", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)), elementKind: "end", alignment: .bottom),
        ]
        let source = Source([2, 3])
        let cv = view(UICollectionViewCompositionalLayout(section: section, configuration: configuration), source,
                      kinds: ["top": UICollectionReusableView.self, "end": UICollectionReusableView.self])
        #expect(supplementary(cv, "top", 0) == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(frame(cv, 0) == CGRect(x: 0, y: 60, width: 390, height: 40))
        #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 60 + 80 + 10, width: 390, height: 40))
        #expect(supplementary(cv, "end", 0) == CGRect(x: 97.5, y: 150 + 120, width: 195, height: 30))
        #expect(cv.contentSize.height == 300)
        #expect(source.asked.contains("top 0.0") && source.asked.contains("end 0.0"))
    }

    /// A horizontal layout puts its sections side by side and each section's groups one after
    /// another to the right, under the section's header.
    @Test func aHorizontalLayoutLaysItsSectionsSideBySide() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let source = Source([3, 2])
        let cv = view(UICollectionViewCompositionalLayout(section: section, configuration: configuration), source,
                      kinds: ["header": UICollectionReusableView.self], height: 440)
        // Groups 175 pt wide (half of 390 less the insets) and 400 pt tall (440 less the header):
        // two items a group, one above the other.
        #expect(frame(cv, 0) == CGRect(x: 20, y: 40, width: 175, height: 200))
        #expect(frame(cv, 1) == CGRect(x: 20, y: 240, width: 175, height: 200))
        #expect(frame(cv, 2) == CGRect(x: 205, y: 40, width: 175, height: 200))
        // The first section is 20 + 175 + 10 + 175 + 20 wide; the second starts 30 pt after it.
        #expect(supplementary(cv, "header", 0) == CGRect(x: 0, y: 0, width: 400, height: 40))
        #expect(frame(cv, 0, 1) == CGRect(x: 450, y: 40, width: 175, height: 200))
        #expect(cv.contentSize == CGSize(width: 430 + 215, height: 440))
        // It scrolls across.
        cv.contentOffset = CGPoint(x: 255, y: 0)
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1)) != nil)
    }

    /// A cell whose content is held by constraints sizes an estimated row through Auto Layout
    /// (`systemLayoutSizeFitting` of its content view at the row's width).
    @Test func anEstimatedRowIsSizedByItsCellsConstraints() throws {
        final class NoteCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Notes: NSObject, UICollectionViewDataSource {
            let texts = ["Short", String(repeating: "A note long enough to wrap onto a few lines of its cell. ", count: 4), "Short again"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
                cell.label.text = texts[indexPath.item]
                return cell
            }
        }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
        section.interGroupSpacing = 6
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        window.addSubview(cv)
        let notes = Notes()
        cv.dataSource = notes
        cv.layoutIfNeeded()
        let probe = UILabel()
        probe.numberOfLines = 0
        func height(_ text: String) -> CGFloat {
            probe.text = text
            return probe.sizeThatFits(CGSize(width: 390 - 24, height: 10_000)).height + 16
        }
        let long = height(notes.texts[1])
        #expect(long > 3 * height(notes.texts[0]) - 32)
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 390, height: height(notes.texts[0])))
        #expect(frame(cv, 1) == CGRect(x: 0, y: frame(cv, 0).maxY + 6, width: 390, height: long))
        #expect(frame(cv, 2).minY == frame(cv, 1).maxY + 6)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == long)
    }
}
