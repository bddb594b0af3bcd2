import QuartzCore

// Editing a table as UIKit does: editing mode (`setEditing(_:animated:)`) with each row's
// editing control and reorder control, multiple selection while editing, the delete
// confirmation a delete control's tap shows, the swipe actions of a row (its delegate's
// configurations; see SwipeActions.swift for the motion), and a row dragged by its reorder
// control to a new place (the data source's `tableView(_:moveRowAt:to:)`).

extension UITableView {
    /// Gives the cell of the row at `path` its editing state, controls and indent.
    func showEditing(of cell: UITableViewCell, at path: IndexPath) {
        if cell.isEditing != editingRows { cell.setEditing(editingRows, animated: false) }
        guard editingRows else {
            // (Only what editing changed goes back: a layout pass sets nothing on a cell at rest.)
            if cell.editingControl != nil { cell.editingControl = nil }
            if cell.showsReorderControl { cell.showsReorderControl = false }
            return
        }
        let delegate = tableDelegate
        let style = delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        let editable = dataSource?.tableView(self, canEditRowAt: path) ?? false
        cell.editingStyle = style
        if allowsMultipleSelectionDuringEditing {
            cell.editingControl = editable ? .multiselect : nil
        } else {
            cell.editingControl = !editable ? nil : style == .delete ? .delete : style == .insert ? .insert : nil
        }
        let indents = delegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        if cell.shouldIndentWhileEditing != indents { cell.shouldIndentWhileEditing = indents }
        let movable = dataSource?.tableView(self, canMoveRowAt: path) ?? false
        if cell.showsReorderControl != movable { cell.showsReorderControl = movable }
    }

    /// A touch on the editing control of an editing row: the delete control asks to confirm (the
    /// row slides to show its Delete button), the insert control commits an insertion. Whether the
    /// touch was on one.
    func tappedEditingControl(of cell: UITableViewCell, at path: IndexPath, touch: UITouch) -> Bool {
        guard let control = cell.editingControlView, !control.isHidden,
              control.frame.insetBy(dx: -8, dy: -11).contains(touch.location(in: cell)) else { return false }
        switch cell.editingControl {
        case .delete?:
            deleteConfirmationRow = path
            swipe.open(path, edge: .trailing)
        case .insert?:
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        default:
            return false
        }
        return true
    }

    /// The Delete button a delete control's tap shows: it commits the deletion.
    func deleteConfirmation(for path: IndexPath) -> UISwipeActionsConfiguration {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

extension UITableView: SwipeActionsHost {
    func swipeRow(at point: CGPoint) -> IndexPath? {
        guard let path = indexPathForRow(at: point), visible[path] != nil else { return nil }
        if editingRows { return path == deleteConfirmationRow ? path : nil }
        return dataSource?.tableView(self, canEditRowAt: path) ?? false ? path : nil
    }

    func swipeRowRect(_ path: IndexPath) -> CGRect? {
        let rect = rectForRow(at: path)
        return rect.isEmpty ? nil : rect
    }

    func swipeCell(_ path: IndexPath) -> UIView? { visible[path] }

    func swipeActions(for path: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        if editingRows { return path == deleteConfirmationRow && edge == .trailing ? deleteConfirmation(for: path) : nil }
        let delegate = tableDelegate
        return edge == .leading ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
                                : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
    }

    func swipeDidOpen(_ path: IndexPath?, closed: IndexPath?) {
        if let path {
            visible[path]?.showingDeleteConfirmation = true
            if !editingRows { tableDelegate?.tableView(self, willBeginEditingRowAt: path) }
        }
        if let closed {
            visible[closed]?.showingDeleteConfirmation = false
            if closed == deleteConfirmationRow { deleteConfirmationRow = nil } else if !editingRows {
                tableDelegate?.tableView(self, didEndEditingRowAt: closed)
            }
        }
    }
}

/// A row dragged by its reorder control, as UIKit's: the row lifts and follows the finger up and
/// down, the rows it passes move aside to open a gap where it would go, and the release drops it
/// there and tells the data source (`tableView(_:moveRowAt:to:)`).
@MainActor
final class TableReordering: ReorderDragOwner {
    unowned let table: UITableView
    let recognizer: ReorderPanGestureRecognizer
    /// The row picked up, where it would go now, its cell and the finger's offset from the cell's centre.
    private(set) var source: IndexPath?
    private(set) var destination: IndexPath?
    private var cell: UITableViewCell?
    private var grab: CGFloat = 0

    init(table: UITableView) {
        self.table = table
        recognizer = ReorderPanGestureRecognizer(on: table)
        recognizer.owner = self
    }

    /// Whether a finger at `point` (window points) is on the reorder control of an editing row.
    func isOnReorderControl(_ point: CGPoint) -> Bool {
        guard table.isEditing, let path = table.indexPathForRow(at: table.convert(point, from: nil)),
              let cell = table.visible[path], cell.showsReorderControl, let grip = cell.reorderControl, !grip.isHidden else { return false }
        return grip.bounds.contains(grip.convert(point, from: nil))
    }

    func reorderStateChanged() {
        let finger = table.convert(recognizer.location(in: nil), from: nil)
        switch recognizer.state {
        case .began:
            let down = table.convert(recognizer.startLocation, from: nil)
            guard let path = table.indexPathForRow(at: down), let cell = table.visible[path] else { return }
            source = path
            destination = path
            self.cell = cell
            grab = down.y - cell.center.y
            table.bringSubviewToFront(cell)
            follow(finger)
        case .changed:
            follow(finger)
        case .ended:
            finish(drop: true)
        case .cancelled, .failed:
            finish(drop: false)
        default:
            break
        }
    }

    /// The lifted row's centre, while it is lifted.
    private var liftedCenterY: CGFloat = 0

    /// The lifted row follows the finger, within its section's rows; the row its centre is over is
    /// where it would go (as the delegate's `targetIndexPathForMoveFromRowAt` may correct), and the
    /// rows between move aside.
    private func follow(_ finger: CGPoint) {
        guard let source else { return }
        let rows = table.numberOfRows(inSection: source.section)
        let rect = table.rectForRow(at: source)
        let first = table.rectForRow(at: IndexPath(row: 0, section: source.section))
        let last = table.rectForRow(at: IndexPath(row: max(rows - 1, 0), section: source.section))
        let lowest = first.minY + rect.height / 2, highest = max(lowest, last.maxY - rect.height / 2)
        liftedCenterY = min(max(finger.y - grab, lowest), highest)
        var proposed = source
        for row in 0..<rows {
            let r = table.rectForRow(at: IndexPath(row: row, section: source.section))
            if liftedCenterY >= r.minY && liftedCenterY < r.maxY { proposed = IndexPath(row: row, section: source.section) }
        }
        let before = destination
        destination = table.tableDelegate?.tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        // The lifted row is under the finger at once; the rows it passes make room as UIKit's do,
        // sliding over the update animation's 0.3 s.
        UIView.performWithoutAnimation { if let cell = table.visible[source] { place(cell, at: source) } }
        let makeRoom = { [self] in for (path, cell) in table.visible where path != source { place(cell, at: path) } }
        if before != destination, table.window != nil {
            UIView.animate(withDuration: UICollectionView.batchUpdateDuration, animations: makeRoom)
        } else {
            UIView.performWithoutAnimation(makeRoom)
        }
    }

    /// Where the layout pass puts the cell of the row at `path` while a row is lifted: the lifted one
    /// at the finger, those between its place and where it would go moved aside by its height.
    func place(_ cell: UITableViewCell, at path: IndexPath) {
        guard let source, let destination else { return }
        if path == source { cell.center.y = liftedCenterY; return }
        guard path.section == source.section else { return }
        let height = table.rectForRow(at: source).height
        var dy: CGFloat = 0
        if destination.row > source.row, path.row > source.row, path.row <= destination.row { dy = -height }
        if destination.row < source.row, path.row < source.row, path.row >= destination.row { dy = height }
        cell.frame.origin.y = table.rectForRow(at: path).minY + dy
    }

    private func finish(drop: Bool) {
        guard let source, let destination else { return }
        let lifted = cell, liftedFrame = cell?.frame
        self.source = nil
        self.destination = nil
        cell = nil
        if drop, source != destination, table.dataSource?.tableView(table, canMoveRowAt: source) ?? false {
            var update = ListUpdate()
            update.movedItems.append((source, destination))
            let table = self.table
            table.runTableUpdates({ table.dataSource?.tableView(table, moveRowAt: source, to: destination) },
                                  named: update, animated: false, completion: nil)
        }
        table.setNeedsLayout()
        table.layoutIfNeeded()
        // The row settles from under the finger into its place, as UIKit animates the reordered
        // row within the update (`_UITableViewUpdateSupport`'s reordering row): 0.3 s, ease in
        // ease out.
        if let lifted, let liftedFrame, table.window != nil, lifted.frame != liftedFrame {
            let place = lifted.frame
            UIView.performWithoutAnimation { lifted.frame = liftedFrame }
            UIView.animate(withDuration: UICollectionView.batchUpdateDuration) { lifted.frame = place }
        }
    }
}

/// What a reorder control's drag drives.
@MainActor
protocol ReorderDragOwner: AnyObject {
    /// Whether a finger at `point` (window points) is on a reorder control.
    func isOnReorderControl(_ point: CGPoint) -> Bool
    /// The drag began, moved, ended or was cancelled.
    func reorderStateChanged()
}

/// The pan of a reorder control: it begins at the finger's first move on the control (before the
/// list's scroll can take the touch).
@MainActor
final class ReorderPanGestureRecognizer: UIPanGestureRecognizer {
    weak var owner: (any ReorderDragOwner)?
    private var onControl = false

    /// A reorder recognizer added to `view`, reporting each state change to its owner.
    convenience init(on view: UIView) {
        self.init { r in (r as? ReorderPanGestureRecognizer)?.owner?.reorderStateChanged() }
        name = "reorder"
        view.addGestureRecognizer(self)
    }
    /// Where the finger came down (window points).
    private(set) var startLocation = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches == 1, let t = touches.first { startLocation = t.windowLocation }
        onControl = numberOfTouches == 1 && touches.first.map { owner?.isOnReorderControl($0.windowLocation) ?? false } ?? false
        if !onControl { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard onControl else { return }
        state = state == .possible ? .began : .changed
    }
}
