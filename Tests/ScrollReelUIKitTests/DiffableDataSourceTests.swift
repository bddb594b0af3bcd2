import Testing
import ScrollPhysics
@testable import ScrollReelUIKit

/// Snapshots, their differences, diffable data sources, batch updates and cell
/// registrations.
@MainActor
@Suite struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    // MARK: Snapshots

    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var s = Snapshot()
        s.appendSections(["top", "bottom"])
        s.appendItems(["a", "b"], toSection: "top")
        s.appendItems(["x", "y"])  // the last section
        s.insertItems(["a0"], beforeItem: "a")
        s.insertItems(["b1"], afterItem: "b")
        #expect(s.itemIdentifiers == ["a0", "a", "b", "b1", "x", "y"])
        #expect(s.numberOfItems == 6 && s.numberOfSections == 2 && s.numberOfItems(inSection: "bottom") == 2)
        #expect(s.indexOfItem("x") == 4 && s.indexOfSection("bottom") == 1)
        #expect(s.sectionIdentifier(containingItem: "b1") == "top" && s.sectionIdentifier(containingItem: "zz") == nil)

        s.moveItem("a0", afterItem: "y")
        s.moveItem("x", beforeItem: "a")
        #expect(s.itemIdentifiers(inSection: "top") == ["x", "a", "b", "b1"])
        #expect(s.itemIdentifiers(inSection: "bottom") == ["y", "a0"])
        #expect(s.sectionIdentifier(containingItem: "a0") == "bottom")

        s.insertSections(["middle"], afterSection: "top")
        s.moveSection("bottom", beforeSection: "top")
        #expect(s.sectionIdentifiers == ["bottom", "top", "middle"])
        s.deleteItems(["b", "nothing"])
        s.reloadItems(["a"])
        s.reconfigureItems(["y"])
        s.reloadSections(["middle"])
        #expect(s.reloadedItemIdentifiers == ["a"] && s.reconfiguredItemIdentifiers == ["y"])
        #expect(s.reloadedSectionIdentifiers == ["middle"])
        s.deleteSections(["bottom"])
        #expect(s.itemIdentifiers == ["x", "a", "b1"] && s.reconfiguredItemIdentifiers.isEmpty)
        s.deleteAllItems()
        #expect(s.numberOfItems == 0 && s.sectionIdentifiers == ["top", "middle"])
    }

    /// One item gone, one new, one out of order: a delete (before), an insert (after) and
    /// the one move that puts the rest in order.
    @Test func theDifferenceOfTwoSnapshotsIsTheFewestChanges() {
        var old = Snapshot()
        old.appendSections(["s", "t"])
        old.appendItems(["a", "b", "c", "d"], toSection: "s")
        old.appendItems(["p", "q"], toSection: "t")
        var new = old
        new.deleteItems(["d"])
        new.moveItem("b", afterItem: "c")
        new.insertItems(["e"], afterItem: "b")
        new.moveItem("p", afterItem: "a")
        #expect(new.itemIdentifiers(inSection: "s") == ["a", "p", "c", "b", "e"])
        let u = ListUpdate(from: old, to: new)
        #expect(u.deletedItems == [IndexPath(item: 3, section: 0)])
        #expect(u.insertedItems == [IndexPath(item: 4, section: 0)])
        #expect(u.movedItems.map { [$0.from, $0.to] }.sorted { $0[0] < $1[0] } == [
            [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)],  // b, out of order
            [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 0)],  // p, to another section
        ])
        #expect(u.deletedSections.isEmpty && u.insertedSections.isEmpty && u.movedSections.isEmpty)
        // Where each item goes follows from the changes, as UIKit works it out.
        let m = try! u.mapping(old: [4, 2], new: [5, 1], view: "test")
        #expect(m.newPath[IndexPath(item: 2, section: 0)] == IndexPath(item: 2, section: 0), "c stays")
        #expect(m.newPath[IndexPath(item: 1, section: 1)] == IndexPath(item: 0, section: 1), "q moves up")
        #expect(m.appearing == [IndexPath(item: 4, section: 0)])

        var sections = old
        sections.deleteSections(["s"])
        sections.appendSections(["u"])
        sections.moveSection("u", beforeSection: "t")
        let v = ListUpdate(from: old, to: sections)
        #expect(v.deletedSections == [0] && v.insertedSections == [0] && v.movedSections.isEmpty && v.deletedItems.isEmpty)
    }

    @Test func theLongestRunInOrderStays() {
        #expect(ListUpdate.outOfOrder([1, 2, 3, 4, 5], [5, 1, 2, 3, 4]) == [5])
        #expect(ListUpdate.outOfOrder([1, 2, 3, 4, 5], [2, 3, 4, 5, 1]) == [1])
        #expect(ListUpdate.outOfOrder([1, 2, 3], [1, 2, 3]).isEmpty)
        #expect(ListUpdate.outOfOrder([1, 2, 3, 4], [4, 3, 2, 1]).count == 3)
    }

    // MARK: A collection view fed with snapshots

    final class Tile: UICollectionViewCell {
        var item = ""
        var configurations = 0
    }

    /// A one-column list of 100 × 50 pt tiles, 10 pt apart, in a window, fed by a diffable data
    /// source through a cell registration.
    @MainActor final class Feed {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewFlowLayout()
        let view: UICollectionView
        var source: UICollectionViewDiffableDataSource<String, String>!
        var provided: [String] = []

        init(_ items: [String]) {
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 1000
            view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
            window.addSubview(view)
            let registration = UICollectionView.CellRegistration<Tile, String> { cell, _, item in
                cell.item = item
                cell.configurations += 1
            }
            source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { [unowned self] view, path, item in
                provided.append(item)
                return view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            var s = Snapshot()
            s.appendSections(["main"])
            s.appendItems(items)
            source.apply(s, animatingDifferences: false)
            view.layoutIfNeeded()
            provided = []
        }

        func cell(_ item: String) -> Tile? {
            view.visibleCells.compactMap { $0 as? Tile }.first { $0.item == item }
        }
        /// Where the tile of `item` is drawn now (its presentation), as the top of its frame.
        func shownTop(_ item: String) -> CGFloat? {
            guard let c = subviewTile(item) else { return nil }
            return c.presentation.center.y - 25
        }
        func subviewTile(_ item: String) -> Tile? {
            view.subviews.compactMap { $0 as? Tile }.first { $0.item == item && $0.superview != nil }
        }
    }

    @Test func theFirstSnapshotShowsTheItemsThroughTheRegistration() {
        let f = Feed(["a", "b", "c"])
        #expect(f.view.numberOfSections == 1 && f.view.numberOfItems(inSection: 0) == 3)
        #expect(f.view.visibleCells.compactMap { ($0 as? Tile)?.item } == ["a", "b", "c"])
        #expect(f.cell("b")?.frame == CGRect(x: 145, y: 60, width: 100, height: 50))
        #expect(f.source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "c")
        #expect(f.source.indexPath(for: "b") == IndexPath(item: 1, section: 0))
        #expect(f.source.sectionIdentifier(for: 0) == "main" && f.source.index(for: "main") == 0)
    }

    /// Deleting "b", moving "d" to the front and inserting "x": the kept cells are the same
    /// objects and move from where they were to their new places along UIKit's 0.3 s ease in
    /// ease out; the new one fades in where it lands; the deleted one fades out where it was and
    /// leaves the view at the end. Only the new item's cell is asked for.
    @Test func applyingAnimatesInsertsDeletesAndMoves() {
        let f = Feed(["a", "b", "c", "d"])
        let (a, b, c, d) = (f.cell("a")!, f.cell("b")!, f.cell("c")!, f.cell("d")!)
        var s = f.source.snapshot()
        s.deleteItems(["b"])
        s.moveItem("d", beforeItem: "a")
        s.appendItems(["x"])
        var completed = false
        f.source.apply(s) { completed = true }
        #expect(f.provided == ["x"], "only the new item's cell is made")
        #expect(f.view.cellForItem(at: IndexPath(item: 0, section: 0)) === d)
        #expect(f.view.cellForItem(at: IndexPath(item: 1, section: 0)) === a)
        #expect(f.view.cellForItem(at: IndexPath(item: 2, section: 0)) === c)
        let x = f.cell("x")!
        // Model values are the new ones at once; what is drawn starts where it was.
        #expect(d.frame.minY == 0 && c.frame.minY == 120 && x.frame.minY == 180)
        #expect(f.shownTop("d") == 180 && f.shownTop("c") == 120 && f.shownTop("a") == 0)
        #expect(x.presentation.alpha == 0 && b.presentation.alpha == 1 && b.superview === f.view)
        f.window.clock.advance(to: 0.15)
        let half = TimingCurve.easeInEaseOut.progress(at: 0.5)
        #expect(abs(f.shownTop("d")! - 180 * (1 - half)) < 1e-9, "d halfway up")
        #expect(abs(f.shownTop("a")! - 60 * half) < 1e-9, "a halfway down")
        #expect(abs(x.presentation.alpha - half) < 1e-9 && abs(b.presentation.alpha - (1 - half)) < 1e-9)
        #expect(f.shownTop("c") == 120 && !completed)
        f.window.clock.advance(to: 0.31)
        #expect(f.shownTop("d") == 0 && f.shownTop("a") == 60 && x.presentation.alpha == 1)
        #expect(b.superview == nil && completed, "the deleted cell left and the completion ran")
        #expect(f.source.snapshot().itemIdentifiers == ["d", "a", "c", "x"])
        #expect(f.view.visibleCells.compactMap { ($0 as? Tile)?.item } == ["d", "a", "c", "x"])
    }

    @Test func applyingWithoutAnimationShowsTheNewStateAtOnce() {
        let f = Feed(["a", "b", "c"])
        let c = f.cell("c")!
        var s = f.source.snapshot()
        s.deleteItems(["a"])
        f.source.apply(s, animatingDifferences: false)
        #expect(f.shownTop("c") == 60 && c.frame.minY == 60 && f.provided.isEmpty)
        #expect(f.view.subviews.compactMap { ($0 as? Tile)?.item }.sorted() == ["b", "c"])
    }

    /// A reload makes a new cell for the item (crossfaded); a reconfigure configures the cell the
    /// item has, in place.
    @Test func reloadsReplaceTheCellAndReconfiguresKeepIt() {
        let f = Feed(["a", "b"])
        let (a, b) = (f.cell("a")!, f.cell("b")!)
        var s = f.source.snapshot()
        s.reloadItems(["a"])
        s.reconfigureItems(["b"])
        f.source.apply(s)
        #expect(f.provided == ["a", "b"])
        #expect(f.view.cellForItem(at: IndexPath(item: 1, section: 0)) === b && b.configurations == 2)
        let newA = f.view.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(newA !== a && newA?.presentation.alpha == 0 && a.superview === f.view)
        #expect(f.source.snapshot().reloadedItemIdentifiers.isEmpty, "the data source keeps no marks")
        f.window.clock.advance(to: 0.31)
        #expect(a.superview == nil && newA?.presentation.alpha == 1)
    }

    /// Cells that a registration dequeues come back from the reuse queue as the list scrolls.
    @Test func aRegistrationReusesItsCells() {
        let f = Feed((0..<40).map { "item\($0)" })
        let made = Set(f.view.visibleCells.map(ObjectIdentifier.init))
        f.view.contentOffset.y = 600
        f.view.layoutIfNeeded()
        let now = f.view.visibleCells.compactMap { $0 as? Tile }
        #expect(now.first?.item == "item10")
        #expect(now.allSatisfy { made.contains(ObjectIdentifier($0)) }, "every cell shown was reused")
    }

    /// performBatchUpdates with a plain data source: the calls inside name the changes.
    @Test func performBatchUpdatesWithAPlainDataSource() {
        final class Numbers: NSObject, UICollectionViewDataSource {
            var items = [1, 2, 3, 4]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath) as! Tile
                cell.item = "\(items[indexPath.item])"
                return cell
            }
        }
        let f = Feed([])
        let numbers = Numbers()
        f.view.register(Tile.self, forCellWithReuseIdentifier: "n")
        f.view.dataSource = numbers
        f.view.layoutIfNeeded()
        let four = f.cell("4")!
        var finished: Bool?
        f.view.performBatchUpdates({
            numbers.items = [4, 1, 3, 5]
            f.view.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
            f.view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            f.view.insertItems(at: [IndexPath(item: 3, section: 0)])
        }) { finished = $0 }
        #expect(f.view.cellForItem(at: IndexPath(item: 0, section: 0)) === four)
        #expect(f.view.visibleCells.compactMap { ($0 as? Tile)?.item } == ["4", "1", "3", "5"])
        f.window.clock.advance(to: 0.31)
        #expect(finished == true && f.view.subviews.compactMap { $0 as? Tile }.count == 4)
    }

    // MARK: Tables

    /// A table of 44 pt rows fed by a diffable data source: the rows kept slide, the new fade
    /// in, the gone fade out, and only the new rows' cells are asked for.
    @Test func aTableAppliesSnapshotsAsAnimatedRowUpdates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        window.addSubview(table)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        var asked: [String] = []
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, path, item in
            asked.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = item
            return cell
        }
        var s = NSDiffableDataSourceSnapshot<Int, String>()
        s.appendSections([0])
        s.appendItems(["a", "b", "c"])
        source.apply(s, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(asked == ["a", "b", "c"] && table.numberOfRows(inSection: 0) == 3)
        let (a, b, c) = (table.cellForRow(at: IndexPath(row: 0, section: 0))!, table.cellForRow(at: IndexPath(row: 1, section: 0))!,
                         table.cellForRow(at: IndexPath(row: 2, section: 0))!)
        asked = []
        s.deleteItems(["a"])
        s.insertItems(["n"], afterItem: "b")
        source.apply(s)
        #expect(asked == ["n"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === b && table.cellForRow(at: IndexPath(row: 2, section: 0)) === c)
        let n = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(b.frame.minY == 0 && b.presentation.center.y == 44 + 22, "b slides up from where it was")
        #expect(n.frame.minY == 44 && n.presentation.alpha == 0 && a.superview === table)
        window.clock.advance(to: 0.15)
        let half = TimingCurve.easeInEaseOut.progress(at: 0.5)
        #expect(abs(b.presentation.center.y - (66 - 44 * half)) < 1e-9 && abs(n.presentation.alpha - half) < 1e-9)
        #expect(abs(a.presentation.alpha - (1 - half)) < 1e-9 && c.presentation.center.y == 88 + 22)
        window.clock.advance(to: 0.31)
        #expect(a.superview == nil && b.presentation.center.y == 22 && n.presentation.alpha == 1)
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "n")
    }

    /// beginUpdates/endUpdates and insertRows/deleteRows with a plain data source, and the
    /// numbers the table asks afterwards.
    @Test func beginAndEndUpdatesShowOneChange() {
        final class Rows: NSObject, UITableViewDataSource {
            var rows = ["a", "b", "c"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = rows[indexPath.row]
                return cell
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        window.addSubview(table)
        let rows = Rows()
        table.dataSource = rows
        table.layoutIfNeeded()
        let c = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        table.beginUpdates()
        rows.rows = ["c", "a", "x", "y"]
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        table.insertRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 4 && table.cellForRow(at: IndexPath(row: 0, section: 0)) === c)
        #expect((0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } == ["c", "a", "x", "y"])
    }

    /// Numbers that do not add up stop the scene with UIKit's explanation, and the view shows
    /// the data as it is.
    @Test func anUpdateWhoseNumbersDoNotAddUpStopsTheScene() {
        let f = Feed(["a", "b"])
        final class Three: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "t", for: indexPath)
            }
        }
        let three = Three()
        f.view.register(Tile.self, forCellWithReuseIdentifier: "t")
        f.view.dataSource = three
        f.view.layoutIfNeeded()
        var finished: Bool?
        f.view.performBatchUpdates({ f.view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }) { finished = $0 }
        #expect(f.window.clock.failure?.message.hasPrefix(
            "NSInternalInconsistencyException: Invalid update of the collection view: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted)") == true)
        #expect(finished == false && f.view.numberOfItems(inSection: 0) == 3)
    }

    /// A cell provider that returns nil is the app's bug: the scene stops with UIKit's
    /// exception (the process goes on, so the run can say which demo it was), on both views.
    @Test func aCellProviderThatReturnsNilStopsTheScene() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(view)
        view.register(Tile.self, forCellWithReuseIdentifier: "t")
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, item in
            item == "b" ? nil : view.dequeueReusableCell(withReuseIdentifier: "t", for: path)
        }
        var s = Snapshot()
        s.appendSections(["main"])
        s.appendItems(["a", "b"])
        source.apply(s, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(window.clock.failure?.message == "NSInternalInconsistencyException: UICollectionView dataSource returned a nil cell "
                + "for item at index path: {length = 2, path = 0 - 1} (the cell provider of UICollectionViewDiffableDataSource returned nil for the item b)")
        #expect(view.visibleCells.count == 2, "an empty cell stands in")

        let tableWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.accessibilityIdentifier = "rows"
        tableWindow.addSubview(table)
        let rows = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in nil }
        var t = NSDiffableDataSourceSnapshot<Int, String>()
        t.appendSections([0])
        t.appendItems(["x"])
        rows.apply(t, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(tableWindow.clock.failure?.message.hasPrefix("NSInternalInconsistencyException: UITableView (UITableView 'rows'") == true,
                "\(String(describing: tableWindow.clock.failure))")
        #expect(tableWindow.clock.failure?.message.hasSuffix(") failed to obtain a cell from its dataSource (the cell provider of "
                + "UITableViewDiffableDataSource returned nil for the item x)") == true)
    }

    /// A header without a supplementary view provider stops the scene with UIKit's assertion.
    @Test func aSupplementaryViewWithoutAProviderStopsTheScene() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 390, height: 40)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        window.addSubview(view)
        view.register(Tile.self, forCellWithReuseIdentifier: "t")
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "t", for: path)
        }
        var s = Snapshot()
        s.appendSections(["main"])
        s.appendItems(["a"])
        source.apply(s, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(window.clock.failure?.message.hasPrefix("NSInternalInconsistencyException: Invalid parameter not satisfying: "
                + "self.supplementaryViewProvider || (self.supplementaryReuseIdentifierProvider && self.supplementaryViewConfigurationHandler)") == true,
                "\(String(describing: window.clock.failure))")
    }
}
