import Foundation
import Testing
@testable import ScrollReelUIKit

/// A cell whose label wraps inside 12 pt insets: its height is the label's wrapped
/// height plus 24.
@MainActor
final class NoteCell: UITableViewCell {
    let label = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
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

@MainActor
final class Notes: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    let texts = (0..<40).map { i in String(repeating: "Note \(i) says something. ", count: 1 + (i * 7) % 9) }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.label.text = texts[indexPath.row]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.label.text = "#\(indexPath.item) " + String(repeating: "x", count: indexPath.item % 5)
        return cell
    }
}

/// A tag sized by its label, 8 pt around it.
@MainActor
final class TagCell: UICollectionViewCell {
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

/// The height of `text` wrapped in a label `width` wide (in `font`, else the label's own).
@MainActor
func wrappedHeight(_ text: String, width: CGFloat, font: UIFont? = nil) -> CGFloat {
    let l = UILabel()
    l.numberOfLines = 0
    if let font { l.font = font }
    l.text = text
    return l.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
}

@MainActor
@Suite struct SelfSizingTests {
    @Test func rowsAreAsTallAsTheirWrappedLabels() {
        let notes = Notes()
        var table: UITableView!
        let (window, _) = showing { root in
            table = UITableView(frame: root.bounds, style: .plain)
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.register(NoteCell.self, forCellReuseIdentifier: "note")
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 44
            table.dataSource = notes
            root.addSubview(table)
        }
        window.layoutIfNeeded()
        for path in table.indexPathsForVisibleRows ?? [] {
            // 390 - 2 · 20 = 350 for the text; 12 above and below.
            let expected = wrappedHeight(notes.texts[path.row], width: 350) + 24
            #expect(table.rectForRow(at: path).height == expected, "row \(path.row)")
            #expect(table.cellForRow(at: path)?.frame.height == expected)
        }
        #expect((table.indexPathsForVisibleRows ?? []).count >= 5)
    }

    /// A cell whose only constraint on its label's height is the label's own: pinned at the top,
    /// nothing below, its content view has no height of its own.
    final class Dangling: UITableViewCell {
        let label = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.text = "Pinned at the top only"
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    /// Notes in section 0, built-in cells in section 1 (one line, a wrapping line), a
    /// dangling cell in section 2.
    final class Mixed: NSObject, UITableViewDataSource {
        let notes = Notes()
        static let long = String(repeating: "A default cell whose text wraps. ", count: 5)
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { [3, 2, 1][section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            switch indexPath.section {
            case 0: return notes.tableView(tableView, cellForRowAt: indexPath)
            case 1:
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = indexPath.row == 0 ? "One line" : Self.long
                cell.textLabel?.numberOfLines = 0
                return cell
            default: return tableView.dequeueReusableCell(withIdentifier: "dangling", for: indexPath)
            }
        }
    }

    /// As UIKit's since iOS 11, a table made in code sizes its rows by their cells with nothing
    /// set: `rowHeight` and `estimatedRowHeight` are `automaticDimension`. A cell of one's own is as
    /// tall as its constraints make it, a built-in one as its text needs (44 pt at least), and one
    /// whose constraints give its content no height gets UIKit's standard 44 pt.
    @Test func aTableMadeInCodeSizesItsRowsByItsCells() {
        let plain = UITableView(frame: .zero, style: .plain)
        #expect(plain.rowHeight == UITableView.automaticDimension && plain.estimatedRowHeight == UITableView.automaticDimension)
        let mixed = Mixed()
        var table: UITableView!
        let (window, _) = showing { root in
            table = UITableView(frame: root.bounds, style: .plain)
            table.register(NoteCell.self, forCellReuseIdentifier: "note")
            table.register(Dangling.self, forCellReuseIdentifier: "dangling")
            table.dataSource = mixed
            root.addSubview(table)
        }
        window.layoutIfNeeded()
        for row in 0..<3 {
            #expect(table.rectForRow(at: IndexPath(row: row, section: 0)).height == wrappedHeight(mixed.notes.texts[row], width: 350) + 24)
        }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 44)
        let font = UITableViewCell(style: .default, reuseIdentifier: nil).textLabel!.font!
        let wrapped = wrappedHeight(Mixed.long, width: 390 - 2 * 16, font: font)
        #expect(wrapped > 3 * font.lineHeight)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).height == wrapped + 22)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).height == 44)
        withExtendedLifetime(mixed) {}
    }

    @Test func aScrollToTheLastRowOnAppearEndsOnIt() {
        let notes = Notes()
        var table: UITableView!
        let (window, _) = showing { root in
            table = UITableView(frame: root.bounds, style: .plain)
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.register(NoteCell.self, forCellReuseIdentifier: "note")
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 44
            table.dataSource = notes
            root.addSubview(table)
        }
        let last = IndexPath(row: notes.texts.count - 1, section: 0)
        table.scrollToRow(at: last, at: .bottom, animated: false)
        window.layoutIfNeeded()
        let lastRect = table.rectForRow(at: last)
        #expect(lastRect.height == wrappedHeight(notes.texts.last!, width: 350) + 24)
        // The last row's bottom is the bottom of the visible area (above the home indicator's inset).
        #expect(lastRect.maxY == table.contentOffset.y + table.bounds.height - table.adjustedContentInset.bottom)
        #expect(table.cellForRow(at: last)?.frame == lastRect)
        // Rows measured on the way up keep what is on screen still.
        let shownBefore = table.convert(table.cellForRow(at: last)!.frame, to: nil)
        table.contentOffset.y -= 300
        window.layoutIfNeeded()
        let shownAfter = table.convert(table.rectForRow(at: last), to: nil)
        #expect(shownAfter.minY == shownBefore.minY + 300)
    }

    /// The tag cells a grid of `layout` shows on the screen, laid out: the label of each was
    /// pinned in the cell's `init(frame:)`, before the cell had a superview, by constraints that
    /// the collection view's own layout pass must then place, as a user's cell does it. `ownWindow`
    /// builds it as a user's unit test may: a window of its own, outside any scene.
    func shownTags(_ layout: UICollectionViewLayout, ownWindow: Bool = false) -> [TagCell] {
        let notes = Notes()
        var grid: UICollectionView!
        func build(_ root: UIView) {
            grid = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
            grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
            grid.dataSource = notes
            root.addSubview(grid)
        }
        let window = ownWindow ? UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) : showing(build).window
        if ownWindow { build(window) }
        window.layoutIfNeeded()
        let cells = grid.visibleCells.compactMap { $0 as? TagCell }
        #expect(cells.count > 10)
        return cells
    }

    /// Rows of estimated height, the width of the list.
    func estimatedRows() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item])))
    }

    @Test func aLabelPinnedInACellsInitIsPlacedInAFixedSizeGrid() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 50)
        for cell in shownTags(layout) {
            #expect(cell.frame.size == CGSize(width: 120, height: 50))
            // 8 pt inside the cell's content view on every side.
            #expect(cell.label.frame == CGRect(x: 8, y: 8, width: 104, height: 34), "\(cell.label.text ?? "")")
        }
    }

    @Test func aLabelPinnedInACellsInitIsPlacedInASelfSizingGrid() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        for cell in shownTags(layout) {
            #expect(cell.label.frame == CGRect(origin: CGPoint(x: 8, y: 8), size: cell.label.intrinsicContentSize), "\(cell.label.text ?? "")")
        }
    }

    @Test(arguments: [false, true])
    func aLabelPinnedInACellsInitIsPlacedInAListOfEstimatedHeights(ownWindow: Bool) {
        // (In a window of its own, the cell's constraints were the first its scene saw: they
        // stayed in the engine of views outside any scene, and the label kept a zero frame.)
        for cell in shownTags(estimatedRows(), ownWindow: ownWindow) {
            let text = cell.label.intrinsicContentSize
            // The row keeps the width (390) and fits the label's height; the label fills it less 8 pt.
            #expect(cell.frame.size == CGSize(width: 390, height: text.height + 16))
            #expect(cell.label.frame == CGRect(x: 8, y: 8, width: 374, height: text.height), "\(cell.label.text ?? "")")
        }
    }

    @Test func flowLayoutItemsSizeThemselves() {
        let notes = Notes()
        var grid: UICollectionView!
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        let (window, _) = showing { root in
            grid = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
            grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
            grid.dataSource = notes
            root.addSubview(grid)
        }
        window.layoutIfNeeded()
        let cells = grid.visibleCells
        #expect(cells.count > 10)
        for cell in cells.compactMap({ $0 as? TagCell }) {
            let text = cell.label.intrinsicContentSize
            #expect(cell.frame.size == CGSize(width: text.width + 16, height: text.height + 16), "\(cell.label.text ?? "")")
        }
    }
}
