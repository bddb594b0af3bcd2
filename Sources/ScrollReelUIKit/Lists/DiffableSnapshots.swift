/// What a diffable data source needs of the view it feeds: `UICollectionView` and
/// `UITableView` each show a snapshot's differences as one batch update of their own.
@MainActor protocol SnapshotShowingView: UIView {
    /// Whether the view has asked its data source for anything yet (until then a snapshot is
    /// shown as `reloadData()` would).
    var hasShownContent: Bool { get }
    /// Runs `updates`, then shows `changes` as one batch update, animated or at once.
    func showSnapshotChanges(_ updates: @escaping () -> Void, named changes: ListUpdate, animated: Bool,
                             completion: @escaping (Bool) -> Void)
    /// Configures the items at `indexPaths` again in their own cells.
    func reconfigureShown(at indexPaths: [IndexPath])
    /// Asks the data source for everything again.
    func reloadData()
}

extension UICollectionView: SnapshotShowingView {
    func showSnapshotChanges(_ updates: @escaping () -> Void, named changes: ListUpdate, animated: Bool,
                             completion: @escaping (Bool) -> Void) {
        runBatchUpdates(updates, named: changes, animated: animated, completion: completion)
    }
    func reconfigureShown(at indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
}

extension UITableView: SnapshotShowingView {
    func showSnapshotChanges(_ updates: @escaping () -> Void, named changes: ListUpdate, animated: Bool,
                             completion: @escaping (Bool) -> Void) {
        runTableUpdates(updates, named: changes, animated: animated, completion: completion)
    }
    func reconfigureShown(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
}

/// The snapshot a diffable data source shows, and how a new one is applied to its view:
/// the one piece behind `UICollectionViewDiffableDataSource` and
/// `UITableViewDiffableDataSource`, which differ only in their view and their cells.
@MainActor final class DiffableSnapshots<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot shown.
    private(set) var current = Snapshot()

    /// Shows `snapshot` in `view`: the differences from the one shown as one batch update
    /// (the first snapshot, while the view shows nothing yet, as `reloadData()` would), then
    /// the items it marks for reconfiguring; then `completion`.
    func apply(_ snapshot: Snapshot, to view: (any SnapshotShowingView)?, animated: Bool, completion: (() -> Void)?) {
        guard let view, view.hasShownContent else {
            reload(snapshot, in: view, completion: completion)
            return
        }
        let update = ListUpdate(from: current, to: snapshot)
        view.showSnapshotChanges({ self.current = snapshot.withoutMarks }, named: update, animated: animated) { _ in
            completion?()
        }
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { current.indexPath(of: $0) }
        if !reconfigured.isEmpty { view.reconfigureShown(at: reconfigured) }
    }

    /// Shows `snapshot` as `reloadData()` does: no differences worked out, nothing animated.
    func reload(_ snapshot: Snapshot, in view: (any SnapshotShowingView)?, completion: (() -> Void)?) {
        current = snapshot.withoutMarks
        view?.reloadData()
        completion?()
    }

    /// Takes `snapshot` as the one shown, without showing anything: the view already shows it
    /// (the user moved an item there).
    func adopt(_ snapshot: Snapshot) { current = snapshot.withoutMarks }

    /// The section at `index` of the snapshot shown, or nil.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The number of items in the section at `index` of the snapshot shown (none past its end).
    func numberOfItems(inSectionAt index: Int) -> Int {
        sectionIdentifier(at: index).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell `provider` makes for the item at `indexPath` of `view`. A path past the
    /// snapshot or a provider that returns nil is the app's bug: the scene stops with
    /// UIKit's exception (`nilCell` says it for the view), and an empty cell from
    /// `placeholder` stands in until the run ends.
    func cell<Cell: UIView>(at indexPath: IndexPath, of view: UIView, dataSource: String, nilCell: String,
                            provider: (ItemIdentifierType) -> Cell?, placeholder: () -> Cell) -> Cell {
        guard let item = current.item(at: indexPath) else {
            view.raiseInScene("NSInternalInconsistencyException: \(dataSource) has no item at index path "
                              + "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))} in the snapshot it shows")
            return placeholder()
        }
        guard let cell = provider(item) else {
            view.raiseInScene("NSInternalInconsistencyException: \(nilCell) (the cell provider of \(dataSource) "
                              + "returned nil for the item \(item))")
            return placeholder()
        }
        return cell
    }
}
