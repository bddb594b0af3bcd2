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
    private let shown = DiffableSnapshots<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView`, which it becomes the `dataSource` of, making cells
    /// with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// The snapshot shown: change a copy and apply it.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { shown.current }

    /// Shows `snapshot`: the differences from the one shown as one batch update, animated
    /// if `animatingDifferences` (true by default) or at once; then `completion`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        shown.apply(snapshot, to: collectionView, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` as `reloadData()` does: no differences worked out, nothing animated.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        shown.reload(snapshot, in: collectionView, completion: completion)
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
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { shown.current.item(at: indexPath) }
    /// The index path of the item `itemIdentifier` in the snapshot shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { shown.current.indexPath(of: itemIdentifier) }
    /// The section at `index` in the snapshot shown, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { shown.sectionIdentifier(at: index) }
    /// The index of the section `sectionIdentifier` in the snapshot shown, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { shown.current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The number of sections of the snapshot shown.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { shown.current.numberOfSections }
    /// The number of items in the section at `section` of the snapshot shown.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shown.numberOfItems(inSectionAt: section)
    }
    /// The cell the cell provider makes for the item at `indexPath`. A provider that returns nil
    /// is the app's bug, as in UIKit: the scene stops with UIKit's exception.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        shown.cell(at: indexPath, of: collectionView, dataSource: "UICollectionViewDiffableDataSource",
                   nilCell: "UICollectionView dataSource returned a nil cell for item at index path: "
                       + "{length = 2, path = \(indexPath.section) - \(indexPath.item)}",
                   provider: { cellProvider(collectionView, indexPath, $0) }, placeholder: { UICollectionViewCell() })
    }
    /// The view the supplementary view provider makes; without one (or when it returns nil), the
    /// scene stops with UIKit's exception.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider else {
            collectionView.raiseInScene("NSInternalInconsistencyException: Invalid parameter not satisfying: self.supplementaryViewProvider "
                                        + "|| (self.supplementaryReuseIdentifierProvider && self.supplementaryViewConfigurationHandler) "
                                        + "(a \(kind) at {length = 2, path = \(indexPath.section) - \(indexPath.item)})")
            return UICollectionReusableView()
        }
        guard let view = provider(collectionView, kind, indexPath) else {
            collectionView.raiseInScene("NSInternalInconsistencyException: the supplementary view provider of UICollectionViewDiffableDataSource "
                                        + "returned nil for the \(kind) at {length = 2, path = \(indexPath.section) - \(indexPath.item)}")
            return UICollectionReusableView()
        }
        return view
    }
}
