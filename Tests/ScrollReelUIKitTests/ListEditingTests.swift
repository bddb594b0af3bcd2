import Testing
@testable import ScrollReelUIKit

/// Editing lists as UIKit does: editing mode with its controls and multiple selection, the delete
/// confirmation, a row dragged by its reorder control, and a collection view's interactive
/// movement with a diffable data source's reordering handlers.
@MainActor
@Suite struct ListEditingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// A table controller of 10 rows of 50 pt, as an app writes one: editable, movable rows, and
    /// a log of what the table asked and told.
    final class Rows: UITableViewController {
        var rows = (0..<10).map { "Row \($0)" }
        var log: [String] = []
        var editingStyle: UITableViewCell.EditingStyle = .delete

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 50
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
            rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { editingStyle }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.row)") }
    }

    func rows() -> Rows {
        let controller = Rows(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return controller
    }

    func frames(_ seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            window.clock.advance(to: window.now + 1.0 / 60)
            window.clock.displayLinkFired()
        }
    }

    func tap(at p: CGPoint) {
        window.touches.down(id: 1, at: p)
        window.clock.advance(to: window.now + 0.05)
        window.touches.up(id: 1, at: p)
        frames(0.1)
    }

    /// The point of `row`'s cell at `x`, in the window.
    func point(_ c: Rows, row: Int, x: CGFloat) -> CGPoint {
        let cell = c.tableView.cellForRow(at: IndexPath(row: row, section: 0))!
        return cell.convert(CGPoint(x: x, y: cell.bounds.midY), to: nil)
    }

    @Test func editingModeShowsTheControlsAndIndentsTheContent() throws {
        let c = rows()
        let cell = try #require(c.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.minX == 0 && !cell.isEditing)
        c.setEditing(true, animated: false)
        c.tableView.layoutIfNeeded()
        #expect(c.isEditing && c.tableView.isEditing && cell.isEditing)
        #expect(c.editButtonItem.title == "Done")
        #expect(cell.editingStyle == .delete && cell.editingControlView?.isHidden == false)
        #expect(cell.contentView.frame.minX == UITableViewCell.editingControlWidth)
        #expect(cell.showsReorderControl && cell.reorderControl?.frame.maxX == 390)
        // The chevron gives way to the grip: content ends where the reorder control starts.
        #expect(cell.contentView.frame.maxX == 390 - UITableViewCell.reorderControlWidth)
        c.setEditing(false, animated: false)
        c.tableView.layoutIfNeeded()
        #expect(!cell.isEditing && cell.contentView.frame.minX == 0 && cell.reorderControl?.isHidden == true)
    }

    @Test func aTapOnTheDeleteControlConfirmsAndTheButtonCommits() throws {
        let c = rows()
        c.setEditing(true, animated: false)
        c.tableView.layoutIfNeeded()
        let cell = try #require(c.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let control = try #require(cell.editingControlView)
        tap(at: control.convert(CGPoint(x: 11, y: 11), to: nil))
        frames(1)
        let pull = try #require(c.tableView.subviews.compactMap { $0 as? SwipeActionsPullView }.first)
        #expect(pull.buttons.map(\.titleLabel.text) == ["Delete"] && pull.buttons[0].backgroundColor == .systemRed)
        #expect(cell.frame.minX == -pull.naturalWidth, "the row slides to show its Delete button")
        #expect(cell.showingDeleteConfirmation)
        let button = pull.buttons[0]
        tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(c.log == ["commit delete 2"])
        frames(1)
        #expect(c.tableView.numberOfRows(inSection: 0) == 9 && c.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 3")
    }

    @Test func theInsertControlCommitsAnInsertion() throws {
        let c = rows()
        c.editingStyle = .insert
        c.setEditing(true, animated: false)
        c.tableView.layoutIfNeeded()
        let control = try #require(c.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.editingControlView)
        tap(at: control.convert(CGPoint(x: 11, y: 11), to: nil))
        #expect(c.log == ["commit insert 1"])
    }

    @Test func multipleSelectionWhileEditingTogglesRowsAndClearsOnDone() {
        let c = rows()
        c.tableView.allowsMultipleSelectionDuringEditing = true
        tap(at: point(c, row: 4, x: 200))
        #expect(c.tableView.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)], "not editing: one row")
        c.setEditing(true, animated: false)
        c.tableView.layoutIfNeeded()
        #expect(c.tableView.indexPathsForSelectedRows == nil, "entering editing clears the selection")
        let cell = c.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.editingControlView?.accessory.kind.isMultiselect == true)
        for row in [1, 3, 5] { tap(at: point(c, row: row, x: 200)) }
        #expect(c.tableView.indexPathsForSelectedRows?.map(\.row) == [1, 3, 5])
        #expect(cell.editingControlView?.isChecked == true && cell.isSelected)
        tap(at: point(c, row: 3, x: 200))
        #expect(c.tableView.indexPathsForSelectedRows?.map(\.row) == [1, 5])
        #expect(c.log.suffix(4) == ["select 1", "select 3", "select 5", "deselect 3"])
        c.setEditing(false, animated: false)
        #expect(c.tableView.indexPathsForSelectedRows == nil && !cell.isSelected)
    }

    @Test func aRowDraggedByItsGripMovesAndTheDataSourceIsTold() throws {
        let c = rows()
        c.setEditing(true, animated: false)
        c.tableView.layoutIfNeeded()
        let moving = try #require(c.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let start = point(c, row: 1, x: 390 - 22)
        let offset = c.tableView.contentOffset
        window.touches.down(id: 1, at: start)
        // Down by 130 pt, in 1/120 s steps: the row's centre follows the finger.
        for i in 1...13 {
            window.clock.advance(to: window.now + 1.0 / 120)
            window.touches.move(id: 1, to: CGPoint(x: start.x, y: start.y + CGFloat(i) * 10))
        }
        // (The expected sum is typed as CGFloat: `#expect` evaluates `75 + 130` on its own, as an Int,
        // and a CGFloat 205.0 is then not equal to the Int 205.)
        #expect(moving.center.y == CGFloat(75 + 130))
        #expect(c.tableView.contentOffset == offset, "the grip's drag is not a scroll")
        // Its centre (205) is over row 4 (200…250): rows 2…4 moved up by one row to make room.
        for row in 2...4 { #expect(c.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.frame.minY == CGFloat(row - 1) * 50) }
        #expect(c.tableView.cellForRow(at: IndexPath(row: 5, section: 0))?.frame.minY == 250)
        window.touches.up(id: 1, at: CGPoint(x: start.x, y: start.y + 130))
        c.tableView.layoutIfNeeded()
        #expect(c.log == ["move 1 to 4"])
        #expect(c.rows.prefix(6) == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
        #expect(c.tableView.cellForRow(at: IndexPath(row: 4, section: 0)) === moving && moving.frame.minY == 200)
    }

    /// A collection view's interactive movement, through the API an app's own long press calls, with
    /// a diffable data source: the others make room, the drop moves the item in the snapshot and the
    /// reordering handlers hear the transaction.
    @Test func anInteractiveMovementReordersADiffableList() throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        window.addSubview(cv)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, name in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: name)
        }
        var heard: [String] = []
        source.reorderingHandlers.canReorderItem = { $0 != "Inbox" }
        source.reorderingHandlers.willReorder = { heard.append("will \($0.finalSnapshot.itemIdentifiers)") }
        source.reorderingHandlers.didReorder = { t in
            heard.append("did \(t.difference.count) \(t.sectionTransactions.map(\.finalSnapshot.items))")
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Inbox", "VIP", "Drafts", "Sent", "Junk"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let h = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))).frame.height
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "the handler says Inbox stays")
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        let vip = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 3.5 * h))
        #expect(vip.center == CGPoint(x: 195, y: 3.5 * h))
        // Over Sent (item 3): Drafts and Sent move up a row.
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == h)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 2 * h)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 4 * h)
        cv.endInteractiveMovement()
        #expect(source.snapshot().itemIdentifiers == ["Inbox", "Drafts", "Sent", "VIP", "Junk"])
        #expect(heard == ["will [\"Inbox\", \"Drafts\", \"Sent\", \"VIP\", \"Junk\"]",
                          "did 2 [[\"Inbox\", \"Drafts\", \"Sent\", \"VIP\", \"Junk\"]]"])
        frames(0.5)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === vip && vip.frame.minY == 3 * h)
        // A cancelled movement puts the item back and tells no one.
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 1.5 * h))
        cv.cancelInteractiveMovement()
        cv.layoutIfNeeded()
        #expect(source.snapshot().itemIdentifiers == ["Inbox", "Drafts", "Sent", "VIP", "Junk"] && heard.count == 2)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 4 * h)
    }
}

private extension UICellAccessory.Kind {
    var isMultiselect: Bool { if case .multiselect = self { true } else { false } }
}
