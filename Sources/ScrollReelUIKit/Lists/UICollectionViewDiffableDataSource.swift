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

    /// UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`: what the data source
    /// asks and tells as the user expands and collapses an outline's items (a tap on an outline
    /// disclosure accessory).
    public struct SectionSnapshotHandlers<Item> where Item: Hashable & Sendable {
        /// Whether `item` may expand; nil: it may.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called just before `item` expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether `item` may collapse; nil: it may.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called just before `item` collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children `item` expands to, given its children now (a snapshot of them): for
        /// outlines that load children as they open. Nil: the children it has.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        /// No handlers: every item expands and collapses.
        public init() {}
    }

    /// The handlers asked and told as the user expands and collapses items of sections applied
    /// as section snapshots.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`: what the data source asks
    /// and tells as the user moves items (an interactive movement, a list's reorder control).
    public struct ReorderingHandlers: Sendable {
        /// Whether `item` may be moved; nil (the default): no item may, as in UIKit.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called with the change just before the data source takes it.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the change once the data source shows it: update your model from it.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// No handlers: no item may be moved.
        public init() {}
    }

    /// The handlers asked and told as the user moves items.
    open var reorderingHandlers = ReorderingHandlers()

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let shown = DiffableSnapshots<SectionIdentifierType, ItemIdentifierType>()
    /// The sections applied as section snapshots (outlines), as applied.
    private var outlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

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
        forgetOutlines(changedBy: snapshot)
        shown.apply(snapshot, to: collectionView, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` as the section `section` (added at the end if the snapshot shown lacks
    /// it): the section's items become the snapshot's `visibleItems`, the differences animated
    /// as `apply(_:animatingDifferences:completion:)` animates them; list cells take their
    /// items' levels as their `indentationLevel` and their expansion as their state's
    /// `isExpanded`.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = shown.current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        outlines[section] = snapshot
        shown.apply(whole, to: collectionView, animated: animatingDifferences, completion: completion)
        showOutlineState(in: section)
    }

    /// The section `section` as a section snapshot: as last applied with
    /// `apply(_:to:animatingDifferences:completion:)`, else its items at the top level (empty
    /// for a section the snapshot shown lacks).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = outlines[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if shown.current.indexOfSection(section) != nil { flat.append(shown.current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// A whole snapshot applied replaces the outlines of the sections whose items it changes.
    private func forgetOutlines(changedBy snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        for (section, outline) in outlines
        where snapshot.indexOfSection(section) == nil || snapshot.itemIdentifiers(inSection: section) != outline.visibleItems {
            outlines[section] = nil
        }
    }

    /// Gives the shown cells of `section` their items' levels and expansion.
    private func showOutlineState(in section: SectionIdentifierType) {
        guard let collectionView, let s = shown.current.indexOfSection(section) else { return }
        for cell in collectionView.visibleCells {
            guard let path = collectionView.indexPath(for: cell), path.section == s else { continue }
            showOutlineState(of: cell, at: path)
        }
    }
    private func showOutlineState(of cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let section = shown.sectionIdentifier(at: indexPath.section), let outline = outlines[section],
              let item = shown.current.item(at: indexPath) else { return }
        cell.isOutlineExpanded = outline.isExpanded(item)
        (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(of: item)
    }

    /// Expands or collapses the item at `indexPath` (an outline disclosure's tap), through the
    /// section snapshot handlers; false when its section was not applied as a section snapshot.
    @discardableResult
    func toggleOutline(at indexPath: IndexPath) -> Bool {
        guard let section = shown.sectionIdentifier(at: indexPath.section), var outline = outlines[section],
              let item = shown.current.item(at: indexPath) else { return false }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return true }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return true }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: children(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        return true
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
        let cell = shown.cell(at: indexPath, of: collectionView, dataSource: "UICollectionViewDiffableDataSource",
                              nilCell: "UICollectionView dataSource returned a nil cell for item at index path: "
                                  + "{length = 2, path = \(indexPath.section) - \(indexPath.item)}",
                              provider: { cellProvider(collectionView, indexPath, $0) }, placeholder: { UICollectionViewCell() })
        showOutlineState(of: cell, at: indexPath)
        return cell
    }
    /// Whether the item at `indexPath` may be moved: the `reorderingHandlers`' `canReorderItem`
    /// says (no item without it).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let can = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return can(item)
    }
    /// The user moved the item at `sourceIndexPath` to `destinationIndexPath`: the snapshot shown
    /// takes the move, between the `reorderingHandlers`' `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        let initial = shown.current
        guard let final = initial.moving(from: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = NSDiffableDataSourceTransaction(from: initial, to: final)
        reorderingHandlers.willReorder?(transaction)
        shown.adopt(final)
        reorderingHandlers.didReorder?(transaction)
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

/// A data source whose items expand and collapse (a diffable data source with outlines).
@MainActor protocol OutlineToggling: AnyObject {
    /// Expands or collapses the item at `indexPath`; false when it cannot.
    @discardableResult func toggleOutline(at indexPath: IndexPath) -> Bool
}

extension UICollectionViewDiffableDataSource: OutlineToggling {}
