import Testing
@testable import ScrollReelUIKit

/// A photo grid as an iOS screen writes one: a flow layout, a cell subclass
/// written the UIKit way, a data source and a flow-layout delegate.
@MainActor
final class PhotoGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let layout = UICollectionViewFlowLayout()
    let grid: UICollectionView
    var count: Int
    var made = 0
    var selected: [IndexPath] = []
    var sizes: [IndexPath: CGSize] = [:]

    final class PhotoCell: UICollectionViewCell {
        let label = UILabel()
        var reuses = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    init(count: Int = 7, direction: UICollectionView.ScrollDirection = .vertical) {
        self.count = count
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.scrollDirection = direction
        grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        super.init()
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        grid.delegate = self
        grid.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.label.text = "\(indexPath.item)"
        made += 1
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? layout.itemSize
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }

    func frame(_ item: Int) -> CGRect { grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null }
}

@MainActor
@Suite struct CollectionViewTests {
    /// Three 110 pt items fit in the 370 pt between the insets; the 40 pt left over
    /// is shared between the two gaps, so a row runs from inset to inset; the last
    /// row's single item is centred.
    @Test func aFlowLayoutJustifiesItsLinesAndCentresALoneItem() {
        let g = PhotoGrid()
        #expect(g.frame(0) == CGRect(x: 10, y: 10, width: 110, height: 110))
        #expect(g.frame(1).minX == CGFloat(140) && g.frame(2).maxX == CGFloat(380))
        #expect(g.frame(3) == CGRect(x: 10, y: 130, width: 110, height: 110))
        #expect(g.frame(6) == CGRect(x: 140, y: 250, width: 110, height: 110))
        #expect(g.grid.contentSize == CGSize(width: 390, height: 370))
    }

    @Test func itemsOfALineAreCentredAcrossItAndTheDelegateSizesThem() {
        let g = PhotoGrid()
        g.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 110, height: 150)
        g.grid.reloadData()
        g.grid.layoutIfNeeded()
        #expect(g.frame(1).height == CGFloat(150) && g.frame(1).minY == CGFloat(10))
        #expect(g.frame(0).minY == CGFloat(30), "centred in the 150 pt line")
        #expect(g.frame(3).minY == CGFloat(170), "the next line starts after the tallest item")
    }

    @Test func aHorizontalFlowLayoutFillsColumns() {
        let g = PhotoGrid(count: 10, direction: .horizontal)
        // 580 pt between the insets: four 110 pt items a column, the gaps shared.
        #expect(g.frame(0) == CGRect(x: 10, y: 10, width: 110, height: 110))
        #expect(g.frame(3).maxY == CGFloat(590))
        #expect(g.frame(4).minX == CGFloat(130) && g.frame(4).minY == CGFloat(10))
        #expect(g.grid.contentSize.width == CGFloat(10 + 3 * 110 + 2 * 10 + 10))
    }

    @Test func aCellWrittenForUIKitIsMadeThroughItsOwnInitializerAndReused() throws {
        let g = PhotoGrid(count: 300)
        let first = try #require(g.grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoGrid.PhotoCell)
        #expect(first.label.superview === first.contentView && first.reuseIdentifier == "photo")
        // 600 pt: rows at 10, 130, … 490: five rows of three.
        #expect(g.grid.indexPathsForVisibleItems.count == 15 && g.made == 15)
        g.grid.contentOffset = CGPoint(x: 0, y: 2400)
        g.grid.layoutIfNeeded()
        #expect(g.made == 30)
        let reused = g.grid.visibleCells.compactMap { $0 as? PhotoGrid.PhotoCell }.filter { $0.reuses > 0 }
        #expect(reused.count == 15, "every cell in view came back from the queue")
    }

    @Test func scrollToItemPutsTheItemWhereAsked() {
        let g = PhotoGrid(count: 300)
        let target = IndexPath(item: 30, section: 0)
        let f = g.frame(30)
        g.grid.scrollToItem(at: target, at: .top, animated: false)
        #expect(g.grid.contentOffset.y == f.minY)
        g.grid.scrollToItem(at: target, at: .centeredVertically, animated: false)
        #expect(g.grid.contentOffset.y == f.midY - 300)
    }

    /// A layout that snaps to rows: the deceleration ends where it says, and the
    /// delegate is offered that target.
    @Test func aLayoutDecidesWhereADecelerationEnds() {
        final class SnappingLayout: UICollectionViewFlowLayout {
            override func targetContentOffset(forProposedContentOffset proposed: CGPoint,
                                              withScrollingVelocity velocity: CGPoint) -> CGPoint {
                CGPoint(x: proposed.x, y: (proposed.y / 120).rounded() * 120)
            }
        }
        let g = PhotoGrid(count: 300)
        let snapping = SnappingLayout()
        snapping.itemSize = g.layout.itemSize
        snapping.sectionInset = g.layout.sectionInset
        g.grid.collectionViewLayout = snapping
        let environment = SceneEnvironment()
        let window = environment.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600)) }
        g.grid.contentInsetAdjustmentBehavior = .never
        window.addSubview(g.grid)
        window.layoutIfNeeded()
        // A flick: the finger moves up 100 pt in 0.1 s, sampled at 120 Hz.
        window.touches.down(id: 1, at: CGPoint(x: 200, y: 400))
        for i in 1...12 {
            window.clock.advance(to: Double(i) / 120)
            window.touches.move(id: 1, to: CGPoint(x: 200, y: 400 - CGFloat(i) * 100 / 12))
        }
        window.touches.up(id: 1, at: CGPoint(x: 200, y: 300))
        window.clock.advance(to: 10)
        window.clock.displayLinkFired()
        #expect(g.grid.contentOffset.y.truncatingRemainder(dividingBy: 120) == 0 && g.grid.contentOffset.y > 300,
                "rests on a row: \(g.grid.contentOffset.y)")
    }

    @Test func aTapSelectsAnItem() {
        let g = PhotoGrid()
        let environment = SceneEnvironment()
        let window = environment.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600)) }
        g.grid.contentInsetAdjustmentBehavior = .never
        window.addSubview(g.grid)
        window.layoutIfNeeded()
        window.touches.down(id: 1, at: CGPoint(x: 200, y: 200))
        window.clock.advance(to: 0.1)
        window.touches.up(id: 1, at: CGPoint(x: 200, y: 200))
        #expect(g.selected == [IndexPath(item: 4, section: 0)])
        #expect(g.grid.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    }
}
