import Testing
@testable import ScrollReelUIKit

/// A table of 10 pt rows in a 100 pt tall table view: ten rows on screen.
@MainActor
final class NumberedRows: UITableViewDataSource {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var reused = 0

    final class Cell: UITableViewCell {
        var onReuse: () -> Void = {}
        override func prepareForReuse() { onReuse() }
    }

    init() {
        table.rowHeight = 10
        table.register(Cell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! Cell
        cell.onReuse = { [unowned self] in reused += 1 }
        return cell
    }

    func cells(_ rows: Range<Int>) -> [ObjectIdentifier?] {
        rows.map { table.cellForRow(at: IndexPath(row: $0, section: 0)).map(ObjectIdentifier.init) }
    }
}

@MainActor
@Suite struct TableViewTests {
    @Test func onlyTheVisibleRowsHaveCells() {
        let rows = NumberedRows()
        #expect(rows.table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(rows.table.contentSize == CGSize(100, 10_000))
        rows.table.contentOffset = CGPoint(0, 5)
        rows.table.layoutIfNeeded()
        #expect(rows.table.indexPathsForVisibleRows?.map(\.row) == Array(0...10), "a row half in view has a cell")
    }

    /// Cells that leave go to the reuse queue top to bottom and come out first in,
    /// first out, so the same scroll hands the same cells to the same rows in every
    /// process (the queue used to follow a dictionary's per-process hash order).
    @Test func cellsThatLeaveAreReusedTopToBottom() {
        let rows = NumberedRows()
        let first = rows.cells(0..<10)
        rows.table.contentOffset = CGPoint(0, 50)
        rows.table.layoutIfNeeded()
        #expect(rows.reused == 5)
        #expect(rows.cells(5..<10) == Array(first[5..<10]), "rows still in view keep their cells")
        #expect(rows.cells(10..<15) == Array(first[0..<5]), "row 10 gets row 0's cell, row 11 row 1's, …")
    }

    @Test func reloadDataHandsTheCellsOutAgainInRowOrder() {
        let rows = NumberedRows()
        let first = rows.cells(0..<10)
        rows.table.reloadData()
        rows.table.layoutIfNeeded()
        #expect(rows.reused == 10)
        #expect(rows.cells(0..<10) == first)
    }
}

/// A cell subclass written for UIKit: it overrides `isSelected` and
/// `setSelected(_:animated:)`, and code sets `isSelected` directly.
@MainActor
private final class CheckCell: UITableViewCell {
    var calls: [String] = []
    override var isSelected: Bool { didSet { calls.append("isSelected \(isSelected)") } }
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        calls.append("setSelected \(selected) animated \(animated)")
    }
}

@MainActor
@Suite struct TableViewCellSelectionTests {
    @Test func settingIsSelectedSelectsWithoutAnimation() {
        let cell = CheckCell(style: .default, reuseIdentifier: "c")
        cell.isSelected = true
        #expect(cell.calls == ["setSelected true animated false", "isSelected true"])
        #expect(cell.isSelected)
        cell.setHighlighted(true, animated: true)
        #expect(cell.isHighlighted)
        cell.isHighlighted = false
        #expect(!cell.isHighlighted)
    }
}
