import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// List sections on screen: an inset grouped list looks like iOS Settings (grey
/// background, white rounded cards inset from the edges, hairline separators
/// inset to the text, chevrons), a plain list runs edge to edge.
@MainActor
@Suite(.serialized) struct ListRenderTests {
    struct Row: Hashable, Sendable { let title: String; let value: String? }

    /// A Settings-like screen: two inset grouped sections of rows with values and chevrons.
    func settings(_ appearance: UICollectionLayoutListConfiguration.Appearance, size: CGSize = CGSize(width: 390, height: 500))
        -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Row>) {
        var list = UICollectionLayoutListConfiguration(appearance: appearance)
        list.headerMode = .supplementary
        let cv = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        cv.contentInsetAdjustmentBehavior = .never
        cv.backgroundColor = appearance == .insetGrouped ? .systemGroupedBackground : .systemBackground
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = row.value == nil ? cell.defaultContentConfiguration() : .valueCell()
            content.text = row.title
            content.secondaryText = row.value
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Connectivity" : "General"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Row>(collectionView: cv) { cv, indexPath, row in
            cv.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
        }
        source.supplementaryViewProvider = { cv, _, indexPath in
            cv.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([Row(title: "Wi-Fi", value: "Home"), Row(title: "Bluetooth", value: "On"), Row(title: "Cellular", value: nil)], toSection: 0)
        snapshot.appendItems([Row(title: "About", value: nil), Row(title: "Software Update", value: nil)], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        let w = window([cv], size: size)
        cv.layoutIfNeeded()
        return (w, cv, source)
    }

    /// Whether any pixel of row `y` between `xs` is close to (r, g, b).
    func any(_ b: Bitmap, y: Int, _ xs: Range<Int>, _ r: UInt8, _ g: UInt8, _ bl: UInt8, tolerance: Int = 12) -> Bool {
        xs.contains { isColor(b, $0, y, r, g, bl, tolerance: tolerance) }
    }

    @Test func anInsetGroupedListLooksLikeSettings() throws {
        try SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer()).run {
            let (w, cv, source) = settings(.insetGrouped)
            _ = source
            let b = try render(w, scale: 2)
            let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            let last = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
            // The card: 16 pt in from each edge on a 390 pt screen, rows 44 pt tall.
            #expect(first.frame.minX == 16 && first.frame.width == 358 && first.frame.height == 44)
            let y = Int(first.frame.midY * 2)
            #expect(isColor(b, 10 * 2, y, 242, 242, 247))            // the grouped background beside the card
            #expect(isColor(b, 30 * 2, y - 30, 255, 255, 255))         // the card itself
            // Its corners are rounded: the card's top left pixel is background, 10 pt in it is card.
            #expect(isColor(b, 16 * 2, Int(first.frame.minY * 2), 242, 242, 247))
            #expect(isColor(b, 26 * 2, Int(first.frame.minY * 2) + 20, 255, 255, 255))
            // The separator under the first row starts at the text (36 pt), not at the card's edge.
            let separatorY = Int(first.frame.maxY * 2) - 1
            #expect(isColor(b, 30 * 2, separatorY, 255, 255, 255))
            #expect(!isColor(b, 40 * 2, separatorY, 255, 255, 255, tolerance: 4))
            // None under the section's last row: the card ends there in white, then the background.
            #expect(isColor(b, 100 * 2, Int(last.frame.maxY * 2) - 1 - 6, 255, 255, 255))
            // A chevron in light grey near the trailing edge; the value "Home" in grey before it.
            #expect(any(b, y: y, (340 * 2)..<(352 * 2), 196, 196, 199, tolerance: 40))
            #expect(any(b, y: y, (290 * 2)..<(340 * 2), 138, 138, 142, tolerance: 40))
            // "Home" fits on one line: nothing of it under its row's middle band.
            #expect(!any(b, y: Int(first.frame.maxY * 2) - 6, (290 * 2)..<(340 * 2), 138, 138, 142, tolerance: 40))
        }
    }

    @Test func aPlainListRunsEdgeToEdge() throws {
        try SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer()).run {
            let (w, cv, source) = settings(.plain)
            _ = source
            let b = try render(w, scale: 2)
            let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(first.frame.minX == 0 && first.frame.width == 390)
            // White to the very edge; the separator from the text (16 pt) on.
            #expect(isColor(b, 2, Int(first.frame.midY * 2), 255, 255, 255))
            let separatorY = Int(first.frame.maxY * 2) - 1
            #expect(isColor(b, 8 * 2, separatorY, 255, 255, 255))
            #expect(!isColor(b, 20 * 2, separatorY, 255, 255, 255, tolerance: 4))
        }
    }

    /// Grouped: rows edge to edge in white on the grouped background, 35 pt between sections
    /// without headers; a sidebar draws no separators.
    @Test func aGroupedListAndASidebar() throws {
        try SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer()).run {
            var grouped = UICollectionLayoutListConfiguration(appearance: .grouped)
            grouped.headerMode = .none
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400),
                                      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: grouped))
            cv.contentInsetAdjustmentBehavior = .never
            cv.backgroundColor = .systemGroupedBackground
            let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
            }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, title in
                cv.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["One", "Two"], toSection: 0)
            snapshot.appendItems(["Three"], toSection: 1)
            source.apply(snapshot, animatingDifferences: false)
            let w = window([cv], size: CGSize(width: 390, height: 400))
            cv.layoutIfNeeded()
            let b = try render(w, scale: 2)
            let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            let third = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
            #expect(first.frame == CGRect(x: 0, y: 35, width: 390, height: 44))
            #expect(third.frame.minY == CGFloat(35 + 88 + 35))
            #expect(isColor(b, 2, 20 * 2, 242, 242, 247))                     // grouped background above
            #expect(isColor(b, 2, Int(first.frame.midY * 2), 255, 255, 255))  // a white row to the edge
            #expect(isColor(b, 200, Int((first.frame.maxY + 44 + 17) * 2), 242, 242, 247))   // the gap between sections

            let sidebar = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300),
                                           collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
            sidebar.contentInsetAdjustmentBehavior = .never
            let sidebarSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: sidebar) { cv, indexPath, title in
                cv.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: title)
            }
            var items = NSDiffableDataSourceSnapshot<Int, String>()
            items.appendSections([0])
            items.appendItems(["Inbox", "Drafts", "Sent"], toSection: 0)
            sidebarSource.apply(items, animatingDifferences: false)
            let sw = window([sidebar], size: CGSize(width: 390, height: 300))
            sidebar.layoutIfNeeded()
            let sb = try render(sw, scale: 2)
            let inbox = try #require(sidebar.cellForItem(at: IndexPath(item: 0, section: 0)))
            // No separator under a sidebar row: the row's bottom pixels are the background's.
            let y = Int(inbox.frame.maxY * 2) - 1
            #expect(!(100..<300).contains { !isColor(sb, $0 * 2, y, 255, 255, 255, tolerance: 3) })
            _ = (source, sidebarSource)
        }
    }
}
