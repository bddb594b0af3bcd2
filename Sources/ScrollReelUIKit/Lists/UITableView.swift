/// UIKit's `UITableViewDataSource`.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True: every row can be edited (swiped, deleted), as in UIKit without the method.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// False: no row shows a reorder control. (UIKit shows one on every row of a data source that
    /// implements `tableView(_:moveRowAt:to:)`, which ScrollReel cannot see: implement this method
    /// too, returning true, for the reorder controls.)
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// UIKit's `UITableViewDelegate`: a scroll-view delegate that sizes rows and
/// section headers, and hears selection and display.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// None: a drag toward the trailing edge uncovers nothing.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// None: a drag toward the leading edge uncovers nothing. (UIKit then offers a Delete button on a
    /// data source that implements `tableView(_:commit:forRowAt:)`, which ScrollReel cannot see:
    /// return the actions you want, a `.destructive` "Delete" for that button.)
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// `.delete`, as UIKit's default.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// "Delete".
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// True: an editing row's content moves right to make room for its editing control.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The proposed place.
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
}

/// UIKit's `UITableView`: sections of rows laid out top to bottom, with section
/// headers and footers, and cells only for the rows in view, which are reused.
///
/// As in UIKit, the layout pass asks the data source for the cells that come
/// into view (`cellForRowAt`, then the delegate's `willDisplay`) and puts the
/// cells that leave it in a reuse queue per identifier, top to bottom (so the
/// same scroll hands the same cells to the same rows in every run). Rows whose
/// height is `automaticDimension` are measured by their cell
/// (`systemLayoutSizeFitting`) when they first come into view, and count
/// `estimatedRowHeight` until then. In the plain style, the header of the
/// section at the top sticks under the top edge.
open class UITableView: UIScrollView {
    /// UIKit's `UITableView.RowAnimation`: how inserted, deleted and reloaded rows animate (see
    /// UITableView+RowAnimations.swift).
    public enum RowAnimation: Int, Sendable {
        /// The rows fade in or out.
        case fade
        /// The rows slide in from the right or out to the right.
        case right
        /// The rows slide in from the left or out to the left.
        case left
        /// The rows slide in from the top or out to the top.
        case top
        /// The rows slide in from the bottom or out to the bottom.
        case bottom
        /// No animation.
        case none
        /// The rows shrink to their middle line as they fade out, or grow from it as they fade in.
        case middle
        /// The table view picks the animation.
        case automatic = 100
    }
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on the system background; the header of the section at the top sticks
        /// under the top edge while its rows scroll.
        case plain
        /// Sections apart on the grouped background, with their titles above them in small grey
        /// capitals.
        case grouped
        /// In UIKit, grouped sections inset from the edges with rounded corners; ScrollReel draws
        /// it as `grouped`.
        case insetGrouped
    }
    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// For `scrollToRow(at:at:animated:)`, the least scroll that shows the row; for
        /// `selectRow(at:animated:scrollPosition:)`, no scroll.
        case none
        /// The row at the top of the visible area (below a plain table's pinned section header).
        case top
        /// The row at the vertical centre of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }
    /// UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline under each row (but the last of a grouped section), inset by
        /// `separatorInset`; the default.
        case singleLine
    }

    /// A row or header height that the cell or view works out itself.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed when it is made.
    open private(set) var style: Style
    /// The object that supplies the sections, rows, cells and section titles, held weakly. Setting
    /// it reloads the data.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// The height of each row when the delegate does not give one (`tableView(_:heightForRowAt:)`):
    /// `UITableView.automaticDimension` by default, as in UIKit since iOS 11 (rows as tall as their
    /// cells measure: a built-in style as its text needs, 44 pt at least; a cell of your own by its
    /// content view's constraints, and 44 pt when they make it no height at all, as UIKit's
    /// "considering the collapse unintentional"), or a fixed height.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateLayout() } }
    /// The height a self-sizing row counts for until it first comes into view and its cell measures
    /// it: `UITableView.automaticDimension` by default, which counts as 44, as do 0 and any
    /// other value below 1. Rows of a fixed height do not use it.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Without titles or views a plain section has no header; these are the
    /// heights of the ones it has (`automaticDimension`: the style's own).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateLayout() } }
    /// The height of the section footers, as `sectionHeaderHeight` is of the headers; the
    /// delegate's default `tableView(_:heightForFooterInSection:)` returns it.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateLayout() } }
    /// Whether rows have separators: `.singleLine` (the default) or `.none`.
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The colour of the separators: the system separator colour by default, and when set to nil.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The inset of the separators: 16 pt from the leading edge by default. A cell whose own
    /// `separatorInset` is still the default takes the table's.
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.margin, bottom: 0, right: 0)
    /// Whether a tap selects a row; true by default. When false a tap neither highlights nor
    /// selects (`selectRow(at:animated:scrollPosition:)` still does).
    open var allowsSelection = true
    /// A view above the first section and one below the last, scrolling with the rows.
    open var tableHeaderView: UIView? { didSet { replace(oldValue, with: tableHeaderView) } }
    /// The view below the last section, scrolling with the rows: it keeps its height and takes the
    /// table's width.
    open var tableFooterView: UIView? { didSet { replace(oldValue, with: tableFooterView) } }

    private var registered: [String: UITableViewCell.Type] = [:]
    private var registeredHeaders: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Nibs registered for cells and for headers and footers, in place of classes.
    private var registeredNibs: [String: UINib] = [:], registeredHeaderNibs: [String: UINib] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var reusableHeaders: [String: [UITableViewHeaderFooterView]] = [:]
    var visible: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [SupplementaryKey: UIView] = [:]
    private var layoutModel = TableLayout()
    /// Heights of self-sizing rows, measured when they first came into view.
    var measured: [IndexPath: CGFloat] = [:]
    var needsReload = true
    /// The index path of the selected row, or nil. The table selects one row at a time;
    /// `reloadData()` clears it.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    /// The index paths of the selected rows, in the order they were selected; nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    private var touchedRow: IndexPath?
    private var prefetchWindow = PrefetchWindow()

    /// The object told of the rows the table view is about to show, held weakly; nil (the default)
    /// for none. ScrollReel asks it as UIKit's documentation describes (see
    /// `UITableViewDataSourcePrefetching`).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Makes a table of the given style, white when plain and the grouped grey otherwise, that
    /// bounces vertically even when its rows fit.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        // UIKit's defaults since iOS 13: white plain tables, grey grouped ones.
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        _ = swipe
        _ = reordering
    }

    /// The rows' swipe actions (see SwipeActions.swift).
    lazy var swipe = SwipeActionsController(host: self)
    /// The drag of a row by its reorder control (see UITableView+Editing.swift).
    lazy var reordering = TableReordering(table: self)
    /// Whether the table is editing (see `setEditing(_:animated:)`).
    var editingRows = false

    /// Whether the table is in editing mode; setting it calls `setEditing(_:animated:)` without
    /// animation.
    open var isEditing: Bool {
        get { editingRows }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: every row shows its editing control (the delegate's
    /// `editingStyleForRowAt`, or a selection circle with `allowsMultipleSelectionDuringEditing`)
    /// and, where the data source lets it move, its reorder control. As in UIKit, an open swipe
    /// closes and the selection is cleared. The change is immediate (`animated` is ignored).
    open func setEditing(_ editing: Bool, animated: Bool) {
        swipe.reset()
        deleteConfirmationRow = nil
        guard editing != editingRows else { return }
        editingRows = editing
        for path in selectedRows { visible[path]?.setSelected(false, animated: animated) }
        selectedRows.removeAll()
        for (path, cell) in visible { showEditing(of: cell, at: path) }
        setNeedsLayout()
    }

    /// The row whose delete control was tapped: its Delete button shows until a tap elsewhere.
    var deleteConfirmationRow: IndexPath?
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { return nil }

    /// The `delegate` as a `UITableViewDelegate`, or nil when it is only a scroll-view delegate.
    /// ScrollReel's addition: UIKit retypes `delegate` for tables, which Swift cannot do, so set
    /// `delegate` and the table reads it through this.
    public var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Cells

    /// Registers the class of cell that `dequeueReusableCell(withIdentifier:for:)` makes for
    /// `identifier`, replacing an earlier one. Nil registers `UITableViewCell` itself (UIKit
    /// unregisters the identifier).
    /// Typed `AnyClass?` as UIKit's; a class that is not a `UITableViewCell` is an error.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = UICollectionView.reusableClass(cellClass, as: UITableViewCell.self, for: identifier)
        registeredNibs[identifier] = nil
    }

    /// Registers a nib whose one top-level object is the cell to make for `identifier`, replacing an
    /// earlier class or nib; nil unregisters the identifier, as in UIKit. ScrollReel cannot read
    /// nibs: dequeuing a cell registered this way stops with one line naming the nib.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registered[identifier] = nil
    }

    /// Registers the class of header or footer view that
    /// `dequeueReusableHeaderFooterView(withIdentifier:)` makes for `identifier`. Nil registers
    /// `UITableViewHeaderFooterView` itself (UIKit unregisters the identifier).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaders[identifier] = UICollectionView.reusableClass(aClass, as: UITableViewHeaderFooterView.self, for: identifier)
        registeredHeaderNibs[identifier] = nil
    }

    /// Registers a nib for header and footer views with `identifier`, replacing an earlier class or
    /// nib; nil unregisters the identifier. Dequeuing a view registered this way stops with one line
    /// naming the nib (ScrollReel cannot read nibs).
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderNibs[identifier] = nib
        registeredHeaders[identifier] = nil
    }

    /// A cell from the reuse queue (after `prepareForReuse`), or a new one of the
    /// registered class (`UITableViewCell` when none was registered).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        // Reconfiguring (reconfigureRows(at:)): the row's own cell comes back, as in UIKit.
        if let cell = reconfiguring.removeValue(forKey: indexPath), cell.reuseIdentifier == identifier { return cell }
        return dequeueReusableCell(withIdentifier: identifier)
            ?? (registered[identifier] ?? UITableViewCell.self).init(registeredClassWithReuseIdentifier: identifier)
    }

    /// A cell from the reuse queue, or nil (UIKit's older form: the caller makes one).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusable[identifier], !queue.isEmpty {
            let cell = queue.removeFirst()
            reusable[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        if let nib = registeredNibs[identifier] { return nib.instantiate(withOwner: nil).first as? UITableViewCell }
        guard let type = registered[identifier] else { return nil }
        return type.init(registeredClassWithReuseIdentifier: identifier)
    }

    /// A header or footer view from the reuse queue (after `prepareForReuse()`), a new one of the
    /// registered class, or nil when `identifier` was never registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaders[identifier], !queue.isEmpty {
            let view = queue.removeFirst()
            reusableHeaders[identifier] = queue
            view.prepareForReuse()
            return view
        }
        if let nib = registeredHeaderNibs[identifier] { return nib.instantiate(withOwner: nil).first as? UITableViewHeaderFooterView }
        guard let type = registeredHeaders[identifier] else { return nil }
        return type.init(registeredClassWithReuseIdentifier: identifier)
    }

    /// Reloads everything from the data source: the cells in view go back to the reuse queue (the
    /// delegate hears `didEndDisplaying` for each), as do the headers and footers; measured row
    /// heights and the selection are forgotten, and the next layout pass asks for the rows again.
    open func reloadData() {
        prefetchWindow.reset()
        for path in visible.keys.sorted() { enqueue(visible[path]!, at: path) }
        visible.removeAll()
        for key in visibleHeaders.keys.sorted() { enqueueSupplementary(visibleHeaders[key]!) }
        visibleHeaders.removeAll()
        measured.removeAll()
        selectedRows.removeAll()
        swipe.reset()
        invalidateLayout()
    }

    /// Reloads the rows of `sections`: their cells in view go back to the reuse queue (the delegate
    /// hears `didEndDisplaying`), their measured heights and selection are forgotten, and the next
    /// layout pass asks the data source for them again. Outside a batch update nothing is animated;
    /// inside one (`performBatchUpdates`, `beginUpdates()`), the reload is part of its change.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        if openUpdate != nil { openUpdate?.reloadedSections.formUnion(sections); return }
        reloadRows { sections.contains($0.section) }
    }

    /// Reloads the rows at `indexPaths`, as `reloadSections(_:with:)` does for whole sections.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if openUpdate != nil { openUpdate?.reloadedItems.formUnion(indexPaths); return }
        let paths = Set(indexPaths)
        reloadRows { paths.contains($0) }
    }

    // MARK: Batch updates (the work is in UITableView+Updates.swift)

    /// The changes the running batch update has named so far.
    var openUpdate: ListUpdate?
    /// How deep `beginUpdates()` calls are nested, and the changes they named before the first.
    var updateDepth = 0
    var pendingCounts: [Int]?
    /// Cells being configured again by `reconfigureRows(at:)`, by row.
    var reconfiguring: [IndexPath: UITableViewCell] = [:]

    /// Makes the insertions, deletions, moves and reloads that `updates` names into one animated
    /// change, as UIKit's: update the data source inside the block; deletions and reloads name
    /// index paths before the update, insertions after it; the order of the calls does not matter.
    /// The numbers of rows must add up, or it is an error with UIKit's explanation. Over 0.3 s the
    /// rows kept slide to their new places and the rows inserted and deleted animate as their
    /// `RowAnimation` says (see `UITableView+RowAnimations.swift`); then `completion(true)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runTableUpdates(updates, named: ListUpdate(), animated: true, completion: completion)
    }
    /// Starts a batch that `endUpdates()` shows, as `performBatchUpdates(_:completion:)`'s block.
    open func beginUpdates() {
        if updateDepth == 0 {
            pendingCounts = layout().sections.map(\.rows.count)
            openUpdate = ListUpdate()
        }
        updateDepth += 1
    }
    /// Shows the batch `beginUpdates()` started.
    open func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let update = openUpdate, let counts = pendingCounts else { return }
        openUpdate = nil
        pendingCounts = nil
        showTableUpdate(update, from: counts, animated: true)
    }
    /// Inserts rows at `indexPaths` (after the update), animated.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordTableUpdate(animation) { update in
            update.insertedItems.formUnion(indexPaths)
            for path in indexPaths { update.insertedRowAnimations[path] = animation }
        }
    }
    /// Deletes the rows at `indexPaths` (before the update), animated.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordTableUpdate(animation) { update in
            update.deletedItems.formUnion(indexPaths)
            for path in indexPaths { update.deletedRowAnimations[path] = animation }
        }
    }
    /// Moves the row at `indexPath` (before) to `newIndexPath` (after), animated.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordTableUpdate(.automatic) { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections `sections` (after the update) with their rows, animated.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordTableUpdate(animation) { $0.insertedSections.formUnion(sections) }
    }
    /// Deletes the sections `sections` (before the update) with their rows, animated.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordTableUpdate(animation) { $0.deletedSections.formUnion(sections) }
    }
    /// Moves the section `section` (before) to `newSection` (after) with its rows, animated.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordTableUpdate(.automatic) { $0.movedSections.append((section, newSection)) }
    }
    /// Configures the cells of the rows at `indexPaths` again, in place: the data source is asked
    /// for their cells, and dequeuing with the identifier a cell has gives back that very cell, as
    /// UIKit's. Rows out of view are left for when they come in.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        for path in indexPaths.sorted() {
            guard let cell = visible[path], let dataSource else { continue }
            reconfiguring[path] = cell
            let configured = dataSource.tableView(self, cellForRowAt: path)
            reconfiguring[path] = nil
            guard configured !== cell else { continue }
            enqueue(cell, at: path)
            configured.frame = layout().rowRect(path, width: bounds.width) ?? .zero
            visible[path] = configured
            insertSubview(configured, at: 0)
            tableDelegate?.tableView(self, willDisplay: configured, forRowAt: path)
        }
    }

    private func reloadRows(where reloads: (IndexPath) -> Bool) {
        for path in visible.keys.sorted() where reloads(path) { enqueue(visible.removeValue(forKey: path)!, at: path) }
        measured = measured.filter { !reloads($0.key) }
        selectedRows.removeAll(where: reloads)
        invalidateLayout()
    }

    func invalidateLayout() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections the data source reports (asked again after `reloadData()`); 0 without
    /// a data source.
    open var numberOfSections: Int { layout().sections.count }
    /// The number of rows in `section`; 0 for a section that does not exist.
    open func numberOfRows(inSection section: Int) -> Int {
        let s = layout().sections
        return s.indices.contains(section) ? s[section].rows.count : 0
    }
    /// The rows of the first section (the one-section tables of the seeds).
    public var numberOfRows: Int { numberOfRows(inSection: 0) }

    /// The frame of the row at `indexPath` in the table's content coordinates; `.zero` for a row
    /// that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        layout().rowRect(indexPath, width: bounds.width) ?? .zero
    }
    /// The frame of the whole section, its header, rows and footer, in content coordinates; `.zero`
    /// for a section that does not exist.
    open func rect(forSection section: Int) -> CGRect { layout().sectionRect(section, width: bounds.width) ?? .zero }
    /// The frame of the section's header in content coordinates, where the layout puts it (a plain
    /// table's pinned header may be drawn lower); `.zero` for a section that does not exist.
    open func rectForHeader(inSection section: Int) -> CGRect {
        layout().headerRect(section, width: bounds.width) ?? .zero
    }
    /// The frame of the section's footer in content coordinates; `.zero` for a section that does
    /// not exist.
    open func rectForFooter(inSection section: Int) -> CGRect {
        layout().footerRect(section, width: bounds.width) ?? .zero
    }

    /// The row under `point` (content coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { layout().row(at: point.y) }

    /// The visible cells, top to bottom.
    open var visibleCells: [UITableViewCell] { visible.keys.sorted().compactMap { visible[$0] } }
    /// The index paths of the rows in view, top to bottom: an empty array, never nil, when no row is
    /// in view (UIKit's type is optional).
    open var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }
    /// The index path of the row a cell in view shows, or nil when the cell is not in view.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    /// The cell showing the row at `indexPath`, or nil when the row is not in view.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }
    /// The header of `section` when it is in view and a `UITableViewHeaderFooterView` (a title's,
    /// or one of that class from the delegate); nil otherwise.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[SupplementaryKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling and selection

    /// UIKit's `scrollToRow(at:at:animated:)`: the row at the top, middle or
    /// bottom of the visible area (`.none`: the least scroll that shows it),
    /// through `setContentOffset(_:animated:)`: animated, UIKit's 0.3 s, and one
    /// already running is retargeted rather than restarted. Self-sizing rows that
    /// the scroll will show are measured first, as UIKit measures them before it
    /// places them, so a scroll to the last row at the bottom ends on it; an
    /// animation also follows the row as the rows it passes are measured and move
    /// it (retargeted, its 0.3 s kept).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        measureRows(shownScrollingTo: indexPath, at: position)
        guard let target = contentOffset(showingRow: indexPath, at: position) else { return }
        setContentOffset(target, animated: animated)
        if animated, motion?.kind == .scrollAnimation {
            motion?.destination = { [weak self] in self?.contentOffset(showingRow: indexPath, at: position) }
        }
    }

    /// The content offset's y that shows the row at `position`, from the heights known now.
    private func offsetY(showing indexPath: IndexPath, at position: ScrollPosition) -> CGFloat? {
        contentOffset(showingRow: indexPath, at: position)?.y
    }

    /// The offset that shows the row at `position`, within the content, from the heights
    /// known now; nil for a row that does not exist.
    private func contentOffset(showingRow indexPath: IndexPath, at position: ScrollPosition) -> CGPoint? {
        let r = rectForRow(at: indexPath)
        guard !r.isEmpty || r.height > 0 else { return nil }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = r.minY - inset.top - pinnedHeaderHeight(above: indexPath)
        case .middle: y = r.midY - inset.top - visibleHeight / 2
        case .bottom: y = r.maxY - inset.top - visibleHeight
        case .none:
            if r.minY < y + inset.top { y = r.minY - inset.top }
            else if r.maxY > y + inset.top + visibleHeight { y = r.maxY - inset.top - visibleHeight }
        }
        return clampedOffset(CGPoint(x: contentOffset.x, y: y))
    }

    /// Measures the self-sizing rows in view at the offset that shows `indexPath`
    /// (and the row itself), again until that offset no longer moves. A cell asked
    /// for only to be measured goes to the reuse queue, never displayed.
    private func measureRows(shownScrollingTo indexPath: IndexPath, at position: ScrollPosition) {
        for _ in 0..<8 {
            guard let y = offsetY(showing: indexPath, at: position) else { return }
            var model = layout()
            let wanted = model.rows(from: y, to: y + bounds.height) + [indexPath]
            var measuredAny = false
            for path in wanted where measured[path] == nil && model.isSelfSizing(path, table: self) {
                guard let cell = visible[path] ?? dataSource?.tableView(self, cellForRowAt: path) else { continue }
                measureIfSelfSizing(cell, at: path, in: &model)
                if visible[path] == nil, let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
                measuredAny = true
            }
            if !measuredAny { return }
        }
    }

    /// The height of the header a plain table keeps over the row's section.
    private func pinnedHeaderHeight(above indexPath: IndexPath) -> CGFloat {
        style == .plain ? (layout().headerRect(indexPath.section, width: bounds.width)?.height ?? 0) : 0
    }

    /// Whether more than one row can be selected at once (false by default): a tap on a selected
    /// row deselects it, and a tap on another adds it to the selection.
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row while the table is editing (false by default, as UIKit's).
    open var allowsSelectionDuringEditing = false
    /// Whether more than one row can be selected while the table is editing (false by default):
    /// each row shows a selection circle, and a tap toggles its row.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { if isEditing { for cell in visible.values { cell.setNeedsLayout() } } }
    }

    /// Whether taps select more than one row now.
    var selectsManyRows: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Selects the row at `indexPath` (nil just clears the selection), deselecting the others unless
    /// the table allows multiple selection, and scrolls it to `scrollPosition` (`.none`: no scroll).
    /// As in UIKit the delegate is not told.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if indexPath == nil || !selectsManyRows {
            for old in selectedRows where old != indexPath { visible[old]?.setSelected(false, animated: animated) }
            selectedRows.removeAll { $0 != indexPath }
        }
        guard let indexPath else { return }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without telling the delegate, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        visible[indexPath]?.setSelected(false, animated: animated)
        selectedRows.removeAll { $0 == indexPath }
    }

    // A tap on a row highlights it while the finger is down and selects it when
    // it lifts, as UIKit's table does; a finger that starts a scroll cancels it.
    // While a row shows its swipe actions, a touch elsewhere closes it and does no more.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchClosesSwipe = false
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if swipe.row != nil {
            touchClosesSwipe = true
            if indexPathForRow(at: point) != swipe.row { swipe.close(animated: true) }
            return
        }
        let selects = isEditing ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing) : allowsSelection
        guard let path = indexPathForRow(at: point), let cell = visible[path] else { return }
        if isEditing, tappedEditingControl(of: cell, at: path, touch: touch) { return }
        guard selects, tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        touchedRow = path
        cell.setHighlighted(true, animated: false)
    }

    /// A touch on the open row closes it when it lifts (a drag moves it instead).
    private var touchClosesSwipe = false

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let path = touchedRow { visible[path]?.setHighlighted(false, animated: false) }
        touchedRow = nil
        touchClosesSwipe = false
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchClosesSwipe {
            touchClosesSwipe = false
            swipe.close(animated: true)
            return
        }
        guard let path = touchedRow else { return }
        touchedRow = nil
        visible[path]?.setHighlighted(false, animated: false)
        let delegate = tableDelegate
        if selectsManyRows, selectedRows.contains(path) {
            deselectRow(at: path, animated: false)
            delegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        guard let chosen = delegate == nil ? path : delegate?.tableView(self, willSelectRowAt: path) else { return }
        if !selectsManyRows {
            for old in selectedRows where old != chosen {
                visible[old]?.setSelected(false, animated: false)
                selectedRows.removeAll { $0 == old }
                tableDelegate?.tableView(self, didDeselectRowAt: old)
            }
        }
        if !selectedRows.contains(chosen) { selectedRows.append(chosen) }
        visible[chosen]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: chosen)
    }

    // MARK: Layout

    /// The geometry of every section, row, header and footer, from the data source
    /// and delegate (rebuilt after `reloadData` or a change of heights).
    func layout() -> TableLayout {
        guard needsReload else { return layoutModel }
        needsReload = false
        var model = TableLayout()
        model.top = tableHeaderView?.bounds.height ?? 0
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let delegate = tableDelegate
        for s in 0..<sections {
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
            var section = TableLayout.Section()
            section.header = supplementaryHeight(section: s, isHeader: true)
            for r in 0..<rows {
                let path = IndexPath(row: r, section: s)
                var h = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                if h == UITableView.automaticDimension { h = measured[path] ?? (estimatedRowHeight >= 1 ? estimatedRowHeight : 44) }
                if !(h >= 0 && h.isFinite) {
                    // UIKit raises for a height below zero, and a NaN one ends as invalid
                    // layer geometry: the scene stops, naming the row.
                    (window?.clock ?? SceneEnvironment.current?.clock)?.fail(
                        "NSInternalInconsistencyException: Invalid row height provided by table delegate. Value must be at least 0.0, "
                        + "or UITableViewAutomaticDimension (row \(r) of section \(s) of \(nameForFailures): \(h))")
                    h = 0
                }
                section.rows.append(h)
            }
            section.footer = supplementaryHeight(section: s, isHeader: false)
            model.sections.append(section)
        }
        model.finish()
        model.footerViewHeight = tableFooterView?.bounds.height ?? 0
        layoutModel = model
        contentSize = CGSize(width: bounds.width, height: model.contentHeight)
        return model
    }

    /// A header's or footer's height: the delegate's, else the table's, else the
    /// style's own when the section has a title or a view (none otherwise in the
    /// plain style; grouped sections keep a gap).
    private func supplementaryHeight(section: Int, isHeader: Bool) -> CGFloat {
        let delegate = tableDelegate
        let asked = isHeader ? delegate?.tableView(self, heightForHeaderInSection: section)
                             : delegate?.tableView(self, heightForFooterInSection: section)
        if let asked, asked != UITableView.automaticDimension { return asked.isFinite ? max(asked, 0) : 0 }
        let title = isHeader ? dataSource?.tableView(self, titleForHeaderInSection: section)
                             : dataSource?.tableView(self, titleForFooterInSection: section)
        let view = isHeader ? delegate?.tableView(self, viewForHeaderInSection: section)
                            : delegate?.tableView(self, viewForFooterInSection: section)
        if let view, title == nil { return view.bounds.height > 0 ? view.bounds.height : 28 }
        switch style {
        case .plain: return title == nil && view == nil ? 0 : 28
        case .grouped, .insetGrouped:
            if title != nil || view != nil { return isHeader ? 38 : 30 }
            return isHeader ? (section == 0 ? 35 : 17.5) : 17.5
        }
    }

    func enqueue(_ cell: UITableViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    func enqueueSupplementary(_ view: UIView) {
        view.removeFromSuperview()
        if let v = view as? UITableViewHeaderFooterView, let id = v.reuseIdentifier { reusableHeaders[id, default: []].append(v) }
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var model = layout()
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        var rows = model.rows(from: top, to: bottom)
        if rows.count > Self.maximumVisibleRows {
            // Rows of no height are all "in view" at once: past what any screen
            // shows, the rest get no cell, and the run says so once.
            (window?.environment ?? SceneEnvironment.current)?.warn(
                "\(nameForFailures) has \(rows.count) rows in view at once (rows of height 0?); only the first \(Self.maximumVisibleRows) get cells")
            rows.removeLast(rows.count - Self.maximumVisibleRows)
        }
        let shown = Set(rows)
        // Top to bottom, so which cell a row gets back does not depend on the
        // dictionary's per-process hash order.
        for path in visible.keys.sorted() where !shown.contains(path) {
            enqueue(visible.removeValue(forKey: path)!, at: path)
        }
        for path in rows {
            if let cell = visible[path] {
                measureIfSelfSizing(cell, at: path, in: &model)
                cell.frame = model.rowRect(path, width: bounds.width) ?? .zero
                showEditing(of: cell, at: path)
                swipe.layoutDidPlace(cell, at: path)
                reordering.place(cell, at: path)
                showSeparator(of: cell, at: path, in: model)
                continue
            }
            guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
            measureIfSelfSizing(cell, at: path, in: &model)
            cell.frame = model.rowRect(path, width: bounds.width) ?? .zero
            cell.setSelected(selectedRows.contains(path), animated: false)
            showEditing(of: cell, at: path)
            swipe.layoutDidPlace(cell, at: path)
            showSeparator(of: cell, at: path, in: model)
            visible[path] = cell
            insertSubview(cell, at: 0)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        }
        layoutSupplementaryViews(model)
        prefetch(model)
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.bounds.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: model.contentHeight - model.footerViewHeight, width: bounds.width,
                                  height: footer.bounds.height)
        }
        followScrollAnimationDestination()
    }

    /// Tells the prefetch data source of the rows ahead of the scroll (see `PrefetchWindow`).
    private func prefetch(_ model: TableLayout) {
        guard let prefetcher = prefetchDataSource else { prefetchWindow.follow(contentOffset); return }
        let height = bounds.height
        let (ask, cancel) = prefetchWindow.update(origin: contentOffset, visible: Set(visible.keys)) { direction in
            guard direction.y != 0, height > 0 else { return [] }
            let rows = direction.y > 0 ? model.rows(from: contentOffset.y + height, to: contentOffset.y + 2 * height)
                                       : model.rows(from: contentOffset.y - height, to: contentOffset.y)
            return direction.y > 0 ? rows : rows.reversed()
        }
        if !cancel.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !ask.isEmpty { prefetcher.tableView(self, prefetchRowsAt: ask) }
    }

    /// A self-sizing row's height, asked of its cell the first time it is in view.
    /// When the row was counted at its estimate above the top of the view, the
    /// content offset moves by the difference, so that what is on screen stays put
    /// (UIKit's correction as rows measured while scrolling up come into view).
    func measureIfSelfSizing(_ cell: UITableViewCell, at path: IndexPath, in model: inout TableLayout) {
        guard measured[path] == nil, model.isSelfSizing(path, table: self) else { return }
        let before = model.rowRect(path, width: bounds.width)
        cell.frame.size.width = bounds.width
        let h = cell.systemLayoutSizeFitting(CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
                                             withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        // A content view its constraints make no height at all is taken as a mistake: UIKit
        // warns once and uses the standard height.
        measured[path] = h.isFinite && h > 0 ? h : 44
        // The measured height replaces the estimate in place: the rows after it move,
        // and no other row's height is asked again (a rebuild per measured cell made
        // a long self-sizing table quadratic).
        model.setRowHeight(path, measured[path]!)
        layoutModel = model
        contentSize = CGSize(width: bounds.width, height: model.contentHeight)
        if let before, before.minY < contentOffset.y, let after = model.rowRect(path, width: bounds.width), after.height != before.height {
            contentOffset.y += after.height - before.height
        }
    }

    /// Separators between rows: UIKit hides the last row's in a grouped section,
    /// and draws none at all with `separatorStyle = .none`.
    func showSeparator(of cell: UITableViewCell, at path: IndexPath, in model: TableLayout) {
        let last = path.row == model.sections[path.section].rows.count - 1
        cell.separatorView.isHidden = separatorStyle == .none || (last && style != .plain)
        cell.separatorView.backgroundColor = separatorColor ?? .separator
        if cell.separatorInset.left == UITableViewCell.margin { cell.separatorInset = separatorInset }
    }

    /// Section headers and footers in view; in the plain style the header of the
    /// section at the top edge sticks there until the section's end pushes it up.
    func layoutSupplementaryViews(_ model: TableLayout) {
        let edge = contentOffset.y + adjustedContentInset.top
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        var wanted: [SupplementaryKey: CGRect] = [:]
        for s in model.sections.indices {
            if var r = model.headerRect(s, width: bounds.width), r.height > 0 {
                if style == .plain, let section = model.sectionRect(s, width: bounds.width) {
                    r.origin.y = min(max(r.minY, edge), section.maxY - r.height)
                }
                if r.maxY > top, r.minY < bottom { wanted[SupplementaryKey(section: s, isHeader: true)] = r }
            }
            if let r = model.footerRect(s, width: bounds.width), r.height > 0, r.maxY > top, r.minY < bottom {
                wanted[SupplementaryKey(section: s, isHeader: false)] = r
            }
        }
        for key in visibleHeaders.keys.sorted() where wanted[key] == nil {
            enqueueSupplementary(visibleHeaders.removeValue(forKey: key)!)
        }
        for key in wanted.keys.sorted() {
            let view = visibleHeaders[key] ?? makeSupplementary(key)
            guard let view else { continue }
            view.frame = wanted[key]!
            if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
            visibleHeaders[key] = view
        }
    }

    private func makeSupplementary(_ key: SupplementaryKey) -> UIView? {
        let delegate = tableDelegate
        if let view = key.isHeader ? delegate?.tableView(self, viewForHeaderInSection: key.section)
                                   : delegate?.tableView(self, viewForFooterInSection: key.section) {
            return view
        }
        guard let title = key.isHeader ? dataSource?.tableView(self, titleForHeaderInSection: key.section)
                                       : dataSource?.tableView(self, titleForFooterInSection: key.section) else { return nil }
        let view = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        view.isGrouped = style != .plain
        view.textLabel?.text = style == .plain || !key.isHeader ? title : title.uppercased()
        view.backgroundColor = style == .plain ? .secondarySystemBackground : nil
        view.setNeedsLayout()
        return view
    }

    private static let titleViewIdentifier = "UITableView.title"
    /// More rows than any screen shows at once (4096 rows of a point on an iPad Pro's
    /// 1366 pt are a third of it).
    private static let maximumVisibleRows = 4096
}

/// Which header or footer.
struct SupplementaryKey: Hashable, Comparable {
    let section: Int
    let isHeader: Bool
    static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
        (a.section, a.isHeader ? 0 : 1) < (b.section, b.isHeader ? 0 : 1)
    }
}

/// The vertical geometry of a table: each section's header, rows and footer,
/// in content coordinates.
struct TableLayout {
    struct Section {
        var header: CGFloat = 0
        var rows: [CGFloat] = []
        var footer: CGFloat = 0
        /// Where the header starts, and where each row starts (one more: the end).
        var top: CGFloat = 0
        var rowStarts: [CGFloat] = []
    }
    var sections: [Section] = []
    /// The table header view's height, above the first section.
    var top: CGFloat = 0
    var footerViewHeight: CGFloat = 0
    private var end: CGFloat = 0

    var contentHeight: CGFloat { end + footerViewHeight }

    mutating func finish() {
        var y = top
        for i in sections.indices {
            sections[i].top = y
            y += sections[i].header
            var starts: [CGFloat] = [y]
            starts.reserveCapacity(sections[i].rows.count + 1)
            for h in sections[i].rows { y += h; starts.append(y) }
            sections[i].rowStarts = starts
            y += sections[i].footer
        }
        end = y
    }

    /// Gives row `p` height `h`, moving everything after it.
    mutating func setRowHeight(_ p: IndexPath, _ h: CGFloat) {
        guard sections.indices.contains(p.section), sections[p.section].rows.indices.contains(p.row) else { return }
        let delta = h - sections[p.section].rows[p.row]
        guard delta != 0 else { return }
        sections[p.section].rows[p.row] = h
        sections[p.section].rowStarts.withUnsafeMutableBufferPointer { starts in
            for i in (p.row + 1)..<starts.count { starts[i] += delta }
        }
        for s in (p.section + 1)..<sections.count {
            sections[s].top += delta
            sections[s].rowStarts.withUnsafeMutableBufferPointer { starts in
                for i in starts.indices { starts[i] += delta }
            }
        }
        end += delta
    }

    @MainActor func isSelfSizing(_ path: IndexPath, table: UITableView) -> Bool {
        (table.tableDelegate?.tableView(table, heightForRowAt: path) ?? table.rowHeight) == UITableView.automaticDimension
    }

    func rowRect(_ p: IndexPath, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(p.section), sections[p.section].rows.indices.contains(p.row) else { return nil }
        let s = sections[p.section]
        return CGRect(x: 0, y: s.rowStarts[p.row], width: width, height: s.rows[p.row])
    }

    func headerRect(_ i: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(i) else { return nil }
        return CGRect(x: 0, y: sections[i].top, width: width, height: sections[i].header)
    }

    func footerRect(_ i: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(i) else { return nil }
        let s = sections[i]
        return CGRect(x: 0, y: s.rowStarts.last ?? s.top + s.header, width: width, height: s.footer)
    }

    func sectionRect(_ i: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(i) else { return nil }
        let s = sections[i]
        return CGRect(x: 0, y: s.top, width: width, height: (s.rowStarts.last ?? s.top + s.header) + s.footer - s.top)
    }

    /// The rows that intersect [top, bottom), in order.
    func rows(from top: CGFloat, to bottom: CGFloat) -> [IndexPath] {
        var out: [IndexPath] = []
        for (si, s) in sections.enumerated() {
            guard let last = s.rowStarts.last, last > top, s.top < bottom, s.rows.count > 0 else { continue }
            // Binary search for the first row ending below the top.
            var lo = 0, hi = s.rows.count - 1
            while lo < hi { let mid = (lo + hi) / 2; if s.rowStarts[mid + 1] <= top { lo = mid + 1 } else { hi = mid } }
            var r = lo
            while r < s.rows.count, s.rowStarts[r] < bottom {
                out.append(IndexPath(row: r, section: si))
                r += 1
            }
        }
        return out
    }

    /// The row under content height `y`.
    func row(at y: CGFloat) -> IndexPath? {
        for (si, s) in sections.enumerated() {
            for r in s.rows.indices where s.rowStarts[r] <= y && y < s.rowStarts[r + 1] {
                return IndexPath(row: r, section: si)
            }
        }
        return nil
    }
}
