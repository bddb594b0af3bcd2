/// Batch updates: how a collection view goes from one set of items to the next,
/// animated as UIKit's default (see `performBatchUpdates(_:completion:)`).
extension UICollectionView {
    /// UIKit's duration for the animation of a batch update (the standard UIView
    /// animation duration; UIKit's curve is ease in ease out).
    static let batchUpdateDuration: Double = 0.3

    /// Records a change into the open batch, or makes it a batch of its own.
    func recordUpdate(_ change: (inout ListUpdate) -> Void) {
        var changes = ListUpdate()
        change(&changes)
        runBatchUpdates(nil, named: changes, animated: true, completion: nil)
    }

    /// Runs `updates` collecting the changes it names, then shows them. A batch inside
    /// a batch's block joins it.
    func runBatchUpdates(_ updates: (() -> Void)?, named changes: ListUpdate = ListUpdate(), animated: Bool,
                         completion: ((Bool) -> Void)?) {
        if openUpdate != nil {
            openUpdate?.merge(changes)
            updates?()
            if let completion { openUpdate?.completions.append(completion) }
            return
        }
        // The numbers before the update, asked before the block changes the data.
        let oldCounts = itemCounts
        openUpdate = changes
        updates?()
        var update = openUpdate!
        openUpdate = nil
        if let completion { update.completions.append(completion) }
        show(update, from: oldCounts, animated: animated)
    }

    /// Takes the view from `oldCounts` to what the data source holds now, by `update`.
    private func show(_ update: ListUpdate, from oldCounts: [Int], animated: Bool) {
        let layout = collectionViewLayout
        prepareLayoutIfNeeded()
        let newCounts = (0..<(dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0)).map {
            max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0)
        }
        let map: ListUpdate.Mapping
        do { map = try update.mapping(old: oldCounts, new: newCounts, view: "collection view") } catch {
            // UIKit raises; the scene stops, saying why, and the view shows the data as it is.
            ListUpdate.fail(error, in: self)
            reloadData()
            for completion in update.completions { completion(false) }
            return
        }

        // From the old layout: where kept items out of view were (they come in from there), and
        // where the cells of the items that go end.
        var before: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for (p, q) in map.newPath where visible[p] == nil {
            before[q] = layout.layoutAttributesForItem(at: p)
        }
        var leaving: [(cell: UICollectionViewCell, path: IndexPath, end: UICollectionViewLayoutAttributes?)] = []
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for p in visible.keys.sorted() {
            let cell = visible[p]!
            if let q = map.newPath[p] { kept[q] = cell } else {
                leaving.append((cell, p, layout.finalLayoutAttributesForDisappearingItem(at: p)))
            }
        }
        var keptSupplementary: [SupplementaryID: UICollectionReusableView] = [:]
        var leavingSupplementary: [(view: UICollectionReusableView, id: SupplementaryID)] = []
        for id in visibleSupplementary.keys.sorted() {
            let view = visibleSupplementary[id]!
            if let t = map.newSection[id.indexPath.section], !update.reloadedSections.contains(id.indexPath.section) {
                keptSupplementary[SupplementaryID(kind: id.kind, indexPath: IndexPath(item: id.indexPath.item, section: t))] = view
            } else {
                leavingSupplementary.append((view, id))
            }
        }

        // The new layout.
        visible = kept
        visibleSupplementary = keptSupplementary
        counts = newCounts
        indexPathsForSelectedItems = indexPathsForSelectedItems?.compactMap { map.newPath[$0] }
        swipe.reset()
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        let all = layout.layoutAttributesForElements(in: bounds) ?? []
        let wanted = Dictionary(all.filter { $0.representedElementCategory == .cell }.map { ($0.indexPath, $0) },
                                uniquingKeysWith: { a, _ in a })

        // What comes into view starts where it was (kept items), or where the layout says an
        // appearing item starts (inserted and reloaded ones; by default where it lands).
        UIView.performWithoutAnimation {
            for q in wanted.keys.sorted() where visible[q] == nil {
                guard let cell = dataSource?.collectionView(self, cellForItemAt: q) else { continue }
                let start = before[q] ?? (map.appearing.contains(q) ? layout.initialLayoutAttributesForAppearingItem(at: q) : nil) ?? wanted[q]!
                place(cell, start)
                cell.isSelected = (indexPathsForSelectedItems ?? []).contains(q)
                visible[q] = cell
                host(cell, at: q)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: q)
            }
            for a in all where a.representedElementCategory == .supplementaryView {
                let id = SupplementaryID(kind: a.representedElementKind ?? "", indexPath: a.indexPath)
                guard visibleSupplementary[id] == nil,
                      let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: id.kind, at: id.indexPath) else { continue }
                let start = a.copy() as! UICollectionViewLayoutAttributes
                start.alpha = 0
                place(view, start)
                if view.superview !== self { addSubview(view) }
                visibleSupplementary[id] = view
            }
        }
        let animations = { [self] in
            for q in visible.keys.sorted() {
                if let a = wanted[q] ?? layout.layoutAttributesForItem(at: q) { place(visible[q]!, a) }
            }
            for gone in leaving {
                if let end = gone.end { place(gone.cell, end) }
            }
            for gone in leavingSupplementary { gone.view.alpha = 0 }
            showSupplementaryViews(all)
        }
        let finish = { [self] (finished: Bool) in
            for gone in leaving { enqueue(gone.cell, at: gone.path) }
            for gone in leavingSupplementary { enqueue(gone.view, id: gone.id) }
            setNeedsLayout()
            for completion in update.completions { completion(finished) }
        }
        orderByZIndex()
        if animated {
            UIView.animate(withDuration: Self.batchUpdateDuration, animations: animations, completion: finish)
        } else {
            UIView.performWithoutAnimation(animations)
            finish(true)
        }
    }

    /// Whether the view has asked its data source for its numbers since the last reload: then a
    /// change of the data is shown as an update from them.
    var hasShownContent: Bool { counts != nil }

    /// Puts `cell` in view for the item at `path` in place of the one there.
    func replaceCell(at path: IndexPath, with cell: UICollectionViewCell) {
        guard let old = visible[path] else { return }
        let a = collectionViewLayout.layoutAttributesForItem(at: path)
        enqueue(old, at: path)
        if let a { place(cell, a) }
        cell.isSelected = (indexPathsForSelectedItems ?? []).contains(path)
        visible[path] = cell
        host(cell, at: path)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }
}
