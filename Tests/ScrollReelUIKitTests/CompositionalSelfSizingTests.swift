import Foundation
import Testing
@testable import ScrollReelUIKit

/// A card whose label wraps inside 12 pt above and below and 20 pt at the sides: it is as
/// tall as the label's wrapped text plus 24.
@MainActor
final class CardCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Items of estimated size in a compositional layout are measured by their cells' constraints
/// wherever they are: in a column (a vertical group), in a shelf of estimated widths and in a
/// carousel of estimated heights (orthogonal sections); the groups take their items' sizes.
@MainActor
@Suite struct CompositionalSelfSizingTests {
    final class Texts: NSObject, UICollectionViewDataSource {
        /// The texts of each section; section `tags` shows tags, the others cards.
        let texts: [[String]]
        let tags: Int?
        init(_ texts: [[String]], tags: Int? = nil) { self.texts = texts; self.tags = tags }
        func numberOfSections(in collectionView: UICollectionView) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            if indexPath.section == tags {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
                cell.label.text = texts[indexPath.section][indexPath.item]
                return cell
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCell
            cell.label.text = texts[indexPath.section][indexPath.item]
            return cell
        }
    }

    /// Sentences of 1 to 9 parts, so that they wrap to different heights.
    static func sentences(_ n: Int, seed: Int = 0) -> [String] {
        (0..<n).map { i in String(repeating: "Card \(i) tells a story. ", count: 1 + ((i + seed) * 5) % 9) }
    }

    func tagWidth(_ text: String) -> CGFloat {
        let l = UILabel()
        l.text = text
        return l.intrinsicContentSize.width + 16
    }

    /// The data sources shown (a collection view holds its data source weakly).
    static var kept: [Texts] = []

    /// A collection view of `layout` over the screen (no insets from the safe area), named `feed`.
    func show(_ layout: UICollectionViewLayout, _ data: Texts) -> (window: UIWindow, view: UICollectionView) {
        var cv: UICollectionView!
        let (window, _) = showing { root in
            cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
            cv.contentInsetAdjustmentBehavior = .never
            cv.accessibilityIdentifier = "feed"
            cv.register(CardCell.self, forCellWithReuseIdentifier: "card")
            cv.register(TagCell.self, forCellWithReuseIdentifier: "tag")
            cv.dataSource = data
            Self.kept.append(data)
            root.addSubview(cv)
        }
        window.layoutIfNeeded()
        return (window, cv)
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// Columns of three rows of estimated height (three fit the group's 200 pt estimate at
    /// 50 pt and 4 pt apart): each row is as tall as its card, the column as tall as its rows,
    /// the next column 10 pt below it.
    @Test func aColumnOfEstimatedHeightsIsAsTallAsItsCells() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200)), subitems: [item])
        column.interItemSpacing = .fixed(4)
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let texts = Self.sentences(12)
        let (_, cv) = show(UICollectionViewCompositionalLayout(section: section), Texts([texts]))
        // 390 - 2 · 16 = 358 wide; the text 358 - 2 · 20 = 318.
        let heights = texts.map { wrappedHeight($0, width: 318) + 24 }
        var y: CGFloat = 0
        for i in 0..<6 {
            if i > 0 { y += i % 3 == 0 ? 10 : 4 }
            #expect(frame(cv, i) == CGRect(x: 16, y: y, width: 358, height: heights[i]), "row \(i)")
            #expect(cv.cellForItem(at: IndexPath(item: i, section: 0))?.frame == frame(cv, i), "row \(i)")
            y += heights[i]
        }
        #expect(Set(heights[0..<6]).count > 2, "the texts wrap to different heights")
    }

    /// A shelf of tags of estimated width (an orthogonal section): each tag is as wide as its
    /// label and 8 pt, the group's 40 pt tall, 8 pt apart from 16 pt in; the shelf's content is
    /// as wide as its measured tags once each has been in view.
    @Test func aShelfItemOfEstimatedWidthIsAsWideAsItsCell() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let tags = (0..<30).map { "#tag\($0)" + String(repeating: "w", count: $0 % 6) }
        let (window, cv) = show(UICollectionViewCompositionalLayout(section: section), Texts([tags], tags: 0))
        let widths = tags.map(tagWidth)
        let shelf = cv.subviews.compactMap { $0 as? UIScrollView }.first { $0.accessibilityIdentifier == "feed.section0" }!
        // Scrolled through, every tag has been in view and measured.
        while shelf.contentOffset.x < shelf.contentSize.width - shelf.bounds.width {
            shelf.contentOffset.x = min(shelf.contentOffset.x + 200, shelf.contentSize.width - shelf.bounds.width)
            window.layoutIfNeeded()
        }
        shelf.contentOffset.x = 0
        window.layoutIfNeeded()
        var x: CGFloat = 16
        for i in 0..<tags.count {
            #expect(frame(cv, i) == CGRect(x: x, y: 0, width: widths[i], height: 40), "tag \(i)")
            x += widths[i] + 8
        }
        #expect(shelf.contentSize == CGSize(width: x - 8 + 16, height: 40))
        for cell in cv.visibleCells.compactMap({ $0 as? TagCell }) {
            #expect(cell.frame.size == CGSize(width: cell.label.intrinsicContentSize.width + 16, height: 40))
            #expect(cell.label.frame == CGRect(x: 8, y: 8, width: cell.label.intrinsicContentSize.width, height: 24))
        }
    }

    /// A carousel of cards of estimated height (80 % of the width, paging by group): each card
    /// is as tall as its text, and the carousel as tall as its tallest card, so the list below
    /// it starts there.
    @Test func aCarouselOfEstimatedHeightsIsAsTallAsItsTallestCard() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
        let card = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .estimated(100)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: card)
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let list = NSCollectionLayoutSection(group: .horizontal(layoutSize: row.layoutSize, subitems: [row]))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? carousel : list }
        let texts = ["Short.", String(repeating: "A much longer story that wraps over lines. ", count: 4), "Middle length, two lines or so of it."]
        let (_, cv) = show(layout, Texts([texts, Self.sentences(5)]))
        // 390 · 0.8 = 312 wide; the text 312 - 40 = 272. Cards 0 and 1 are in view.
        let heights = texts.map { wrappedHeight($0, width: 272) + 24 }
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 312, height: heights[0]))
        #expect(frame(cv, 1) == CGRect(x: 322, y: 0, width: 312, height: heights[1]))
        #expect(heights[1] > heights[0] + 40)
        let shelf = cv.subviews.compactMap { $0 as? UIScrollView }.first { $0.accessibilityIdentifier == "feed.section0" }!
        #expect(shelf.frame == CGRect(x: 0, y: 0, width: 390, height: heights[1]))
        #expect(frame(cv, 0, 1) == CGRect(x: 0, y: heights[1], width: 390, height: 44))
    }
}
