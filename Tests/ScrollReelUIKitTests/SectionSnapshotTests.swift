import Testing
import ScrollPhysics
@testable import ScrollReelUIKit

/// Section snapshots: outlines of items with children, applied to a section of a
/// diffable data source; an outline disclosure's tap expands and collapses its item.
@MainActor
@Suite struct SectionSnapshotTests {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    /// fruit (apple, pear (conference, comice)), veg (leek), nuts: nothing expanded.
    func pantry() -> Outline {
        var o = Outline()
        o.append(["fruit", "veg", "nuts"])
        o.append(["apple", "pear"], to: "fruit")
        o.append(["conference", "comice"], to: "pear")
        o.append(["leek"], to: "veg")
        return o
    }

    @Test func anOutlineShowsTheChildrenOfExpandedParentsOnly() {
        var o = pantry()
        #expect(o.items == ["fruit", "apple", "pear", "conference", "comice", "veg", "leek", "nuts"])
        #expect(o.rootItems == ["fruit", "veg", "nuts"])
        #expect(o.visibleItems == ["fruit", "veg", "nuts"], "a new parent is collapsed")
        o.expand(["pear"])
        #expect(o.visibleItems == ["fruit", "veg", "nuts"], "pear's parent is still collapsed")
        #expect(!o.isVisible("comice") && o.isExpanded("pear"))
        o.expand(["fruit"])
        #expect(o.visibleItems == ["fruit", "apple", "pear", "conference", "comice", "veg", "nuts"])
        #expect(o.isVisible("comice") && !o.isVisible("leek") && !o.isVisible("plum"))
        o.collapse(["fruit"])
        #expect(o.visibleItems == ["fruit", "veg", "nuts"] && o.isExpanded("pear"), "pear keeps its expansion")
        #expect(o.level(of: "fruit") == 0 && o.level(of: "pear") == 1 && o.level(of: "comice") == 2)
        #expect(o.parent(of: "comice") == "pear" && o.parent(of: "veg") == nil)
        #expect(o.index(of: "veg") == 5 && o.index(of: "plum") == nil && o.contains("leek") && !o.contains("plum"))
        #expect(o.visualDescription() == """
            - fruit
                apple
              + pear
                  conference
                  comice
            - veg
                leek
              nuts
            """)
    }

    @Test func itemsAreInsertedDeletedAndReplacedWithTheirChildren() {
        var o = pantry()
        o.insert(["banana"], before: "pear")
        o.insert(["seeds"], after: "nuts")
        #expect(o.rootItems == ["fruit", "veg", "nuts", "seeds"])
        #expect(o.snapshot(of: "fruit").rootItems == ["apple", "banana", "pear"])
        let pear = o.snapshot(of: "pear", includingParent: true)
        #expect(pear.items == ["pear", "conference", "comice"] && pear.level(of: "comice") == 1)
        o.delete(["pear", "plum"])
        #expect(!o.contains("comice") && o.snapshot(of: "fruit").rootItems == ["apple", "banana"])
        var roots = Outline()
        roots.append(["carrot", "beet"])
        roots.append(["baby"], to: "carrot")
        roots.expand(["carrot"])
        o.replace(childrenOf: "veg", using: roots)
        #expect(!o.contains("leek") && o.parent(of: "carrot") == "veg" && o.level(of: "baby") == 2 && o.isExpanded("carrot"))
        var more = Outline()
        more.append(["herbs"])
        o.insert(more, after: "veg")
        #expect(o.rootItems == ["fruit", "veg", "herbs", "nuts", "seeds"])
        o.deleteAll()
        #expect(o.items.isEmpty && o.visibleItems.isEmpty)
    }

    // MARK: In a collection view

    /// A sidebar list of the pantry in a window, fed by a diffable data source whose cells show
    /// their item and an outline disclosure.
    @MainActor final class Sidebar {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view: UICollectionView
        var source: UICollectionViewDiffableDataSource<String, String>!
        var log: [String] = []

        init(_ outline: Outline, style: UICellAccessory.OutlineDisclosureStyle = .cell) {
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            view.contentInsetAdjustmentBehavior = .never
            window.addSubview(view)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: style))]
            }
            source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, item in
                view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            source.apply(outline, to: "pantry", animatingDifferences: false)
            view.layoutIfNeeded()
        }

        var shown: [String] { source.snapshot().itemIdentifiers }
        func cell(_ item: String) -> UICollectionViewListCell? {
            source.indexPath(for: item).flatMap { view.cellForItem(at: $0) as? UICollectionViewListCell }
        }
        /// A tap at `x` across the row of `item`, mid-height.
        func tap(_ item: String, atX x: CGFloat) {
            let frame = cell(item)!.frame
            let p = view.convert(CGPoint(x: x, y: frame.midY), to: window)
            window.touches.down(id: 1, at: p)
            window.clock.advance(to: window.now + 0.05)
            window.touches.up(id: 1, at: p)
            view.layoutIfNeeded()
        }
    }

    @Test func aSectionSnapshotShowsItsVisibleItemsIndentedByLevel() {
        var o = pantry()
        o.expand(["fruit", "pear"])
        let f = Sidebar(o)
        #expect(f.shown == ["fruit", "apple", "pear", "conference", "comice", "veg", "nuts"])
        #expect(f.source.snapshot(for: "pantry").items == o.items)
        // Rows of 44 pt; each level indents the content 10 pt (the list cell's indentation width).
        #expect(f.cell("comice")?.frame == CGRect(x: 0, y: 4 * 44, width: 390, height: 44))
        #expect(f.cell("fruit")?.indentationLevel == 0 && f.cell("pear")?.indentationLevel == 1 && f.cell("comice")?.indentationLevel == 2)
        #expect(f.cell("comice")!.contentView.frame.minX == f.cell("fruit")!.contentView.frame.minX + 20)
        #expect(f.cell("pear")?.configurationState.isExpanded == true && f.cell("veg")?.configurationState.isExpanded == false)
    }

    /// A tap on the disclosure of "veg" (at the trailing edge) asks and tells the handlers,
    /// then shows "leek" under it, faded in over UIKit's 0.3 s while "nuts" moves down; "veg"
    /// is not selected. A tap elsewhere on a cell-style row selects it without expanding it;
    /// another tap on the disclosure collapses it again. (The first row lies under the status
    /// bar of this window, where a tap reaches no row: the taps are on the rows below it.)
    @Test func tappingTheOutlineDisclosureExpandsAndCollapsesTheItem() {
        let f = Sidebar(pantry())
        f.source.sectionSnapshotHandlers.shouldExpandItem = { f.log.append("should expand \($0)"); return $0 != "nuts" }
        f.source.sectionSnapshotHandlers.willExpandItem = { f.log.append("will expand \($0)") }
        f.source.sectionSnapshotHandlers.willCollapseItem = { f.log.append("will collapse \($0)") }
        let nuts = f.cell("nuts")!
        #expect(nuts.frame.minY == 88)
        f.tap("veg", atX: 370)
        #expect(f.log == ["should expand veg", "will expand veg"])
        #expect(f.shown == ["fruit", "veg", "leek", "nuts"] && f.source.snapshot(for: "pantry").isExpanded("veg"))
        #expect(f.cell("veg")?.configurationState.isExpanded == true && f.cell("leek")?.indentationLevel == 1)
        #expect(f.view.indexPathsForSelectedItems?.isEmpty ?? true)
        let leek = f.cell("leek")!
        #expect(leek.presentation.alpha == 0 && nuts.frame.minY == 132 && nuts.presentation.center.y == 88 + 22)
        f.window.clock.advance(to: f.window.now + 0.31)
        #expect(leek.presentation.alpha == 1 && nuts.presentation.center.y == 132 + 22)

        f.tap("nuts", atX: 370)
        #expect(f.log.last == "should expand nuts" && f.shown.count == 4, "the handler refused")
        f.tap("nuts", atX: 100)
        #expect(f.log.count == 3 && f.shown.count == 4, "a cell-style row expands from its disclosure only")
        #expect(f.view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "a tap elsewhere on it selects it")
        f.tap("veg", atX: 370)
        #expect(f.log.last == "will collapse veg" && f.shown == ["fruit", "veg", "nuts"])
        #expect(f.cell("veg")?.configurationState.isExpanded == false)
    }

    /// A header-style disclosure expands its item from a tap anywhere on the row; children
    /// can be supplied as the parent opens.
    @Test func aHeaderStyleRowExpandsFromATapAnywhereAndLoadsItsChildren() {
        var o = Outline()
        o.append(["recent", "shared"])
        let f = Sidebar(o, style: .header)
        f.source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            #expect(children.items.isEmpty)
            var loaded = Outline()
            loaded.append(["\(parent) 1", "\(parent) 2"])
            return loaded
        }
        f.tap("shared", atX: 60)
        #expect(f.shown == ["recent", "shared", "shared 1", "shared 2"])
        #expect(f.cell("shared 2")?.indentationLevel == 1 && f.view.indexPathsForSelectedItems?.isEmpty ?? true)
    }
}
