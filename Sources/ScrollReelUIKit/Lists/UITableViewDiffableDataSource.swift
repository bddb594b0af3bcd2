/// UIKit's `UITableViewDiffableDataSource`: a table view's data source fed with
/// snapshots, as `UICollectionViewDiffableDataSource` is a collection view's.
///
/// Make it with the table (it becomes the table's `dataSource`; keep a reference,
/// as the table holds it weakly) and a cell provider, then
/// `apply(_:animatingDifferences:completion:)` snapshots: what changed from the
/// snapshot shown is one batch update of the table (rows kept slide to their new
/// places, new rows fade in, gone rows fade out, over 0.3 s). The first snapshot,
/// while the table shows nothing yet, is shown as `reloadData()` would.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes (usually dequeues) the cell for the item `itemIdentifier` at `indexPath`.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// The animation of the rows an apply inserts, deletes and reloads: `.automatic` by default.
    /// ScrollReel shows every animation but `.none` as a fade; `.none` shows the change at once.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let shown = DiffableSnapshots<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `tableView`, which it becomes the `dataSource` of, making cells with
    /// `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The snapshot shown: change a copy and apply it.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { shown.current }

    /// Shows `snapshot`: the differences from the one shown as one batch update, animated if
    /// `animatingDifferences` (true by default) and `defaultRowAnimation` is not `.none`; then
    /// `completion`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        shown.apply(snapshot, to: tableView, animated: animatingDifferences && defaultRowAnimation != .none, completion: completion)
    }

    /// Shows `snapshot` as `reloadData()` does: no differences worked out, nothing animated.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        shown.reload(snapshot, in: tableView, completion: completion)
    }

    /// `apply(_:animatingDifferences:completion:)`, returning once the change has been shown.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// `applySnapshotUsingReloadData(_:completion:)`, returning once the change has been shown.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Whether the row at `indexPath` can be edited (swiped, deleted): no unless a subclass says so,
    /// as UIKit's.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Whether the row at `indexPath` shows a reorder control while editing: no unless a subclass
    /// says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Commits a deletion or insertion: a subclass applies a snapshot without the row. Does nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// The user moved the row at `sourceIndexPath` to `destinationIndexPath`: the snapshot shown
    /// takes the move (a subclass that overrides this calls `super`).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if let moved = shown.current.moving(from: sourceIndexPath, to: destinationIndexPath) { shown.adopt(moved) }
    }

    /// The item at `indexPath` in the snapshot shown, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { shown.current.item(at: indexPath) }
    /// The index path of the item `itemIdentifier` in the snapshot shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { shown.current.indexPath(of: itemIdentifier) }
    /// The section at `index` in the snapshot shown, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { shown.sectionIdentifier(at: index) }
    /// The index of the section `sectionIdentifier` in the snapshot shown, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { shown.current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The number of sections of the snapshot shown.
    open func numberOfSections(in tableView: UITableView) -> Int { shown.current.numberOfSections }
    /// The number of rows in the section at `section` of the snapshot shown.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.numberOfItems(inSectionAt: section)
    }
    /// The cell the cell provider makes for the row at `indexPath`. A provider that returns nil is
    /// the app's bug, as in UIKit: the scene stops with UIKit's exception.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        shown.cell(at: indexPath, of: tableView, dataSource: "UITableViewDiffableDataSource",
                   nilCell: "UITableView (\(tableView.nameForFailures)) failed to obtain a cell from its dataSource",
                   provider: { cellProvider(tableView, indexPath, $0) }, placeholder: { UITableViewCell(style: .default, reuseIdentifier: nil) })
    }
    /// No section titles; a subclass overrides this to give them, as with UIKit's.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer titles; a subclass overrides this to give them.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
