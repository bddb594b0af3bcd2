/// UIKit's `UICollectionViewDiffableDataSource`: a collection view's data source fed
/// with snapshots.
///
/// Make it with the collection view (it becomes the view's `dataSource`; keep a
/// reference to it, as the view holds it weakly) and a cell provider, then
/// `apply(_:animatingDifferences:completion:)` snapshots. Applying works out what
/// changed from the snapshot shown — sections and items inserted, deleted and
/// moved, the snapshot's reloads — and shows it as one batch update
/// (`performBatchUpdates`): kept cells move to their new places, new ones fade in,
/// gone ones fade out, over UIKit's 0.3 s. Items marked with `reconfigureItems(_:)`
/// are configured again in their own cells. The first snapshot, while the view
/// shows nothing yet, is shown as `reloadData()` would.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes (usually dequeues) the cell for the item `itemIdentifier` at `indexPath`.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the supplementary view of `elementKind` at `indexPath`.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?

    /// Makes the supplementary views (headers, footers) the layout asks for; nil for none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView`, which it becomes the `dataSource` of, making cells
    /// with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// The snapshot shown: change a copy and apply it.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the differences from the one shown as one batch update, animated
    /// if `animatingDifferences` (true by default) or at once; then `completion`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let view = collectionView, view.hasShownContent else {
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        let update = ListUpdate(from: current, to: snapshot)
        view.runBatchUpdates({ self.current = snapshot.withoutMarks }, named: update, animated: animatingDifferences) { _ in
            completion?()
        }
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { current.indexPath(of: $0) }
        if !reconfigured.isEmpty { view.reconfigureItems(at: reconfigured) }
    }

    /// Shows `snapshot` as `reloadData()` does: no differences worked out, nothing animated.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        collectionView?.reloadData()
        completion?()
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

    /// The item at `indexPath` in the snapshot shown, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// The index path of the item `itemIdentifier` in the snapshot shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// The section at `index` in the snapshot shown, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
    /// The index of the section `sectionIdentifier` in the snapshot shown, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The number of sections of the snapshot shown.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    /// The number of items in the section at `section` of the snapshot shown.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let id = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: id)
    }
    /// The cell the cell provider makes for the item at `indexPath`; a provider that returns nil is
    /// an error, as UIKit's exception.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no item at \(indexPath) in the snapshot shown")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for the item \(item) at \(indexPath)")
        }
        return cell
    }
    /// The view the supplementary view provider makes; without one (or when it returns nil), it is
    /// an error, as UIKit's exception.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) at \(indexPath): set supplementaryViewProvider")
        }
        return view
    }
}
