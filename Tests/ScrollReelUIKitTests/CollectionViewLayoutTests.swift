import Foundation
import Testing
@testable import ScrollReelUIKit

/// Attributes of a layout of one's own, with a property of their own, copied and
/// compared the way UIKit's subclassing notes ask.
final class PagerAttributes: UICollectionViewLayoutAttributes {
    var position: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! PagerAttributes
        copy.position = position
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PagerAttributes else { return false }
        return super.isEqual(other) && position == other.position
    }
}

/// A flow layout that makes `PagerAttributes`, records what UIKit asks it and in what
/// state, and scales its cells by their distance from the centre as carousels do.
final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var asked: [(new: CGRect, seen: CGRect)] = []
    var invalidations: [(context: UICollectionViewLayoutInvalidationContext, seen: CGRect)] = []
    var answersTrue = false
    override class var layoutAttributesClass: AnyClass { PagerAttributes.self }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        asked.append((newBounds, collectionView?.bounds ?? .null))
        return answersTrue || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        invalidations.append((context, collectionView?.bounds ?? .null))
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cv = collectionView, let all = super.layoutAttributesForElements(in: rect) else { return nil }
        return all.map { original in
            let a = original.copy() as! UICollectionViewLayoutAttributes
            let distance = min(abs(a.center.x - cv.contentOffset.x - cv.bounds.width / 2), 200)
            let scale = 1 - 0.4 * distance / 200
            a.transform = CGAffineTransform(scaleX: scale, y: scale)
            a.zIndex = Int(scale * 10)
            (a as? PagerAttributes)?.position = distance
            return a
        }
    }
}

@MainActor
final class Cards: NSObject, UICollectionViewDataSource {
    let layout = RecordingFlowLayout()
    let view: UICollectionView
    init(width: CGFloat = 390) {
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 300)
        layout.minimumLineSpacing = 20
        view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 400), collectionViewLayout: layout)
        super.init()
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        view.dataSource = self
        view.layoutIfNeeded()
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.tag = indexPath.item
        return cell
    }
}

@MainActor
@Suite struct CollectionViewLayoutAttributesTests {
    @Test func geometryAsUIKitHasIt() {
        let a = UICollectionViewLayoutAttributes()
        #expect(a.indexPath == IndexPath(item: 0, section: 0) && a.representedElementCategory == .cell && a.frame == .zero)
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(a.center == CGPoint(x: 60, y: 45) && a.size == CGSize(width: 100, height: 50) && a.bounds.origin == .zero)
        a.center = CGPoint(x: 0, y: 0)
        #expect(a.frame == CGRect(x: -50, y: -25, width: 100, height: 50), "moving the centre keeps the size")
        a.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(a.frame == CGRect(x: -10, y: -5, width: 20, height: 10), "new bounds keep the centre")
        a.indexPath = IndexPath(item: 3, section: 1)
        #expect(a.indexPath.item == 3)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 2))
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == UICollectionView.elementKindSectionHeader)
    }

    @Test func copiesAreOfTheSubclassAndEqualUntilChanged() {
        let a = PagerAttributes(forCellWith: IndexPath(item: 4, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        a.zIndex = 3
        a.position = 7
        let b = a.copy() as! PagerAttributes
        #expect(b !== a && b.position == 7 && b.zIndex == 3 && b.indexPath.item == 4 && b.frame == a.frame)
        #expect(a.isEqual(b))
        b.alpha = 0.5
        #expect(!a.isEqual(b))
        // Foundation's deep copy of an array, as UPCarouselFlowLayout takes its copies.
        let copied = NSArray(array: [a], copyItems: true) as? [UICollectionViewLayoutAttributes]
        #expect(copied?.count == 1 && copied?.first !== a && (copied?.first as? PagerAttributes)?.position == 7)
    }

    /// `transform` is the affine part of `transform3D`, as UIKit keeps them; copies and equality
    /// see the 3-D part; the collection view gives it to the cell's layer whole.
    @Test func transform3DCarriesTheAffineTransformAndReachesTheCellsLayer() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(a.transform3D.m11 == 2 && a.transform3D.m22 == 3 && a.transform3D.m33 == 1)
        var turned = CATransform3DIdentity
        turned.m34 = -1 / 500
        turned = CATransform3DRotate(turned, .pi / 6, 0, 1, 0)
        a.transform3D = turned
        #expect(a.transform == CATransform3DGetAffineTransform(turned), "the affine part of the 3-D transform")
        let b = a.copy() as! UICollectionViewLayoutAttributes
        #expect(b.transform3D == turned && a.isEqual(b))
        b.transform3D.m34 = 0
        #expect(!a.isEqual(b), "the perspective alone makes them differ")

        final class Turning: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.map { original in
                    let a = original.copy() as! UICollectionViewLayoutAttributes
                    var t = CATransform3DIdentity
                    t.m34 = -1 / 500
                    a.transform3D = CATransform3DRotate(t, CGFloat(a.indexPath.item) * .pi / 8, 0, 1, 0)
                    return a
                }
            }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
        }
        let layout = Turning()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        view.dataSource = source
        view.layoutIfNeeded()
        let cell = view.cellForItem(at: IndexPath(item: 2, section: 0))
        var expected = CATransform3DIdentity
        expected.m34 = -1 / 500
        expected = CATransform3DRotate(expected, 2 * .pi / 8, 0, 1, 0)
        #expect(cell?.layer.transform == expected && cell?.transform3D == expected)
        #expect(cell?.transform == CATransform3DGetAffineTransform(expected))
    }

    @Test func sizesPointsAndRectanglesCompareWithEqualTo() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero))
    }
}

@MainActor
@Suite struct LayoutInvalidationTests {
    @Test func theFlowLayoutMakesItsAttributesOfTheLayoutsClass() {
        let cards = Cards()
        #expect(cards.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is PagerAttributes)
        #expect(cards.layout.invalidations.first?.context is UICollectionViewFlowLayoutInvalidationContext)
    }

    /// UIKit asks with the new bounds while the layout still sees the old ones, so a flow
    /// layout notices a size change, and invalidates once the new bounds are in place.
    @Test func aSizeChangeIsAskedBeforeAndInvalidatedAfter() {
        let cards = Cards()
        cards.layout.asked = []
        cards.layout.invalidations = []
        cards.view.frame = CGRect(x: 0, y: 0, width: 390, height: 500)
        #expect(cards.layout.asked.count == 1)
        #expect(cards.layout.asked[0].new.size == CGSize(width: 390, height: 500))
        #expect(cards.layout.asked[0].seen.size == CGSize(width: 390, height: 400), "asked while the old bounds are in place")
        #expect(cards.layout.invalidations.count == 1, "a horizontal flow layout lays out again when its height changes")
        #expect(cards.layout.invalidations[0].seen.size == CGSize(width: 390, height: 500), "invalidated with the new bounds")
        cards.view.layoutIfNeeded()
        #expect(cards.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center.y == 250)
    }

    @Test func aScrollIsAskedTooAndALayoutThatSaysYesIsLaidOutAgain() {
        let cards = Cards()
        cards.layout.asked = []
        cards.layout.invalidations = []
        cards.view.contentOffset = CGPoint(x: 110, y: 0)
        #expect(cards.layout.asked.map(\.new.origin) == [CGPoint(x: 110, y: 0)])
        #expect(cards.layout.invalidations.isEmpty, "a flow layout does not lay out again for a scroll")
        cards.layout.answersTrue = true
        cards.view.contentOffset = CGPoint(x: 125, y: 0)
        #expect(cards.layout.invalidations.count == 1)
        cards.view.layoutIfNeeded()
        // Card 1 (x 220 to 420, centre 320) is in the middle of the view at offset 125 + 195:
        // full size, and in front.
        let cells = cards.view.subviews.compactMap { $0 as? UICollectionViewCell }
        let middle = cells.first { $0.tag == 1 }
        #expect(middle?.transform == .identity)
        #expect(cells.last?.tag == 1, "the card with the highest zIndex is drawn last, in front")
        #expect(cells.filter { $0.tag != 1 }.allSatisfy { $0.transform.a < 1 }, "the side cards are scaled down")
    }

    @Test func invalidateLayoutInvalidatesEverythingThroughTheContext() {
        let cards = Cards()
        cards.layout.invalidations = []
        cards.layout.invalidateLayout()
        #expect(cards.layout.invalidations.count == 1 && cards.layout.invalidations[0].context.invalidateEverything)
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 30, y: 0)
        context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        cards.layout.invalidateLayout(with: context)
        #expect(cards.view.contentOffset.x == 30 && context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)])
        #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
    }

    @Test func reloadSectionsAsksForTheirCellsAgain() {
        let cards = Cards()
        let before = cards.view.visibleCells
        cards.view.reloadSections(IndexSet(integer: 0))
        cards.view.layoutIfNeeded()
        #expect(cards.view.visibleCells.count == before.count)
        #expect(Set(cards.view.visibleCells.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)),
                "the same cells come back from the reuse queue")
        cards.view.reloadItems(at: [IndexPath(item: 0, section: 0)])
        #expect(cards.view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        cards.view.layoutIfNeeded()
        #expect(cards.view.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    }
}

@MainActor
@Suite struct RegistrationTests {
    /// UIKit types the registered class `AnyClass?`: a class read from a property of that type
    /// registers as it is.
    @Test func aClassTypedAnyClassRegisters() {
        let cellClass: AnyClass? = UICollectionViewCell.self
        let cards = Cards()
        cards.view.register(cellClass, forCellWithReuseIdentifier: "any")
        #expect(cards.view.dequeueReusableCell(withReuseIdentifier: "any", for: IndexPath(item: 0, section: 0)).reuseIdentifier == "any")
        let table = UITableView(frame: .zero)
        let rowClass: AnyClass = UITableViewCell.self
        table.register(rowClass, forCellReuseIdentifier: "row")
        #expect(table.dequeueReusableCell(withIdentifier: "row")?.reuseIdentifier == "row")
    }

    @Test func swift3CodeReadsRowsFromNSIndexPath() {
        let path = IndexPath(row: 4, section: 2) as NSIndexPath
        #expect(path.row == 4 && path.section == 2 && path.item == 4)
    }
}
