/// Batch updates: how a table view goes from one set of rows to the next, animated
/// (see `performBatchUpdates(_:completion:)`).
extension UITableView {
    /// Records a change into the open batch, or makes it a batch of its own (animated unless
    /// `.none`).
    func recordTableUpdate(_ animation: RowAnimation, _ change: (inout ListUpdate) -> Void) {
        if openUpdate != nil { change(&openUpdate!); return }
        var changes = ListUpdate()
        change(&changes)
        runTableUpdates(nil, named: changes, animated: animation != .none, completion: nil)
    }

    /// Runs `updates` collecting the changes it names, then shows them. A batch inside a
    /// batch's block joins it.
    func runTableUpdates(_ updates: (() -> Void)?, named changes: ListUpdate, animated: Bool, completion: ((Bool) -> Void)?) {
        if openUpdate != nil {
            openUpdate?.merge(changes)
            updates?()
            if let completion { openUpdate?.completions.append(completion) }
            return
        }
        let oldCounts = layout().sections.map(\.rows.count)
        openUpdate = changes
        updates?()
        var update = openUpdate!
        openUpdate = nil
        if let completion { update.completions.append(completion) }
        showTableUpdate(update, from: oldCounts, animated: animated)
    }

    /// Takes the table from `oldCounts` rows per section to what the data source holds now.
    func showTableUpdate(_ update: ListUpdate, from oldCounts: [Int], animated: Bool) {
        let old = layout()
        let width = bounds.width
        let newCounts = (0..<(dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0)).map {
            max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0)
        }
        let map: ListUpdate.Mapping
        do { map = try update.mapping(old: oldCounts, new: newCounts, view: "table view") } catch {
            ListUpdate.fail(error, in: self)
            reloadData()
            for completion in update.completions { completion(false) }
            return
        }

        var before: [IndexPath: CGRect] = [:]
        for (p, q) in map.newPath where visible[p] == nil { before[q] = old.rowRect(p, width: width) }
        var leaving: [(cell: UITableViewCell, path: IndexPath)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for p in visible.keys.sorted() {
            if let q = map.newPath[p] { kept[q] = visible[p]! } else { leaving.append((visible[p]!, p)) }
        }
        // A swiped row ends its swipe (told while the rows still have their old paths); one that
        // is deleted goes from where the swipe left it.
        // Its buttons go with it, grown over the whole row as UIKit's destructive action shows them.
        let swiped = swipe.row.flatMap { visible[$0] }, swipedFrame = swiped?.frame
        let deletedSwipe = leaving.first { $0.cell === swiped }
        let buttons = deletedSwipe == nil ? nil : swipe.takeButtons()
        swipe.reset()
        if let swiped, let swipedFrame, deletedSwipe != nil { swiped.frame = swipedFrame }
        visible = kept
        measured = Dictionary(measured.compactMap { p, h in map.newPath[p].map { ($0, h) } }, uniquingKeysWith: { a, _ in a })
        selectedRows = selectedRows.compactMap { map.newPath[$0] }
        // Headers and footers follow their sections when no section changed; otherwise they are
        // made again for the new sections.
        let sectionsChanged = !(update.insertedSections.isEmpty && update.deletedSections.isEmpty && update.movedSections.isEmpty)
            || oldCounts.count != newCounts.count
        if sectionsChanged {
            for key in visibleHeaders.keys.sorted() { enqueueSupplementary(visibleHeaders.removeValue(forKey: key)!) }
        }

        invalidateLayout()
        var model = layout()
        let rows = model.rows(from: contentOffset.y, to: contentOffset.y + bounds.height)
        // Where each row inserted or deleted goes or comes from (its animation's far end), as
        // UIKit's `.automatic` picks for its place; rows of sections inserted or deleted, and
        // rows reloaded, fade.
        func animation(deleted p: IndexPath) -> UITableView.RowAnimation {
            (update.deletedRowAnimations[p] ?? .fade).resolved(row: p.row, of: oldCounts[p.section], deleting: true)
        }
        func animation(inserted q: IndexPath) -> UITableView.RowAnimation {
            (update.insertedRowAnimations[q] ?? .fade).resolved(row: q.row, of: newCounts[q.section], deleting: false)
        }
        UIView.performWithoutAnimation {
            for q in rows where visible[q] == nil {
                guard let cell = dataSource?.tableView(self, cellForRowAt: q) else { continue }
                measureIfSelfSizing(cell, at: q, in: &model)
                let end = model.rowRect(q, width: width) ?? .zero
                cell.frame = before[q] ?? end
                if map.appearing.contains(q), animated {
                    (cell.frame, cell.alpha) = animation(inserted: q).farEnd(of: end)
                }
                cell.setSelected(selectedRows.contains(q), animated: false)
                visible[q] = cell
                insertSubview(cell, at: 0)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: q)
            }
            // Rows on their way out pass behind the rows kept.
            for gone in leaving.reversed() { insertSubview(gone.cell, at: 0) }
            if let buttons, let deletedSwipe { insertSubview(buttons, aboveSubview: deletedSwipe.cell) }
        }
        let shown = model
        let animations = { [self] in
            for q in visible.keys.sorted() {
                let cell = visible[q]!
                cell.frame = shown.rowRect(q, width: width) ?? cell.frame
                cell.alpha = 1
                showSeparator(of: cell, at: q, in: shown)
            }
            for gone in leaving { (gone.cell.frame, gone.cell.alpha) = animation(deleted: gone.path).farEnd(of: gone.cell.frame) }
            if let buttons, let deletedSwipe {
                let row = CGRect(x: 0, y: buttons.frame.minY, width: width, height: buttons.frame.height)
                let out = animation(deleted: deletedSwipe.path).farEnd(of: row)
                (buttons.frame, buttons.alpha) = out
                buttons.layOutButtons(exposed: width, fullSwipe: true)
            }
            layoutSupplementaryViews(shown)
        }
        let finish = { [self] (finished: Bool) in
            buttons?.removeFromSuperview()
            for gone in leaving {
                gone.cell.alpha = 1
                enqueue(gone.cell, at: gone.path)
            }
            setNeedsLayout()
            for completion in update.completions { completion(finished) }
        }
        if animated {
            UIView.animate(withDuration: UICollectionView.batchUpdateDuration, animations: animations, completion: finish)
        } else {
            UIView.performWithoutAnimation(animations)
            finish(true)
        }
    }

    /// Whether the table has asked its data source for its numbers since the last reload.
    var hasShownContent: Bool { !needsReload }
}
