/// UIKit's `UICollectionViewLayoutAttributes`: where one cell or supplementary
/// view goes.
open class UICollectionViewLayoutAttributes {
    /// UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable { case cell, supplementaryView, decorationView }
    public let indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?
    public var frame: CGRect
    public var alpha: CGFloat = 1
    public var zIndex = 0
    public var isHidden = false
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .cell; representedElementKind = nil; frame = .zero
    }
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .supplementaryView; representedElementKind = kind
        frame = .zero
    }
}

/// UIKit's `UICollectionViewLayout`: what a layout subclass overrides. The
/// collection view asks `prepare()` after each invalidation, then the content
/// size and the attributes of what is in view; at a finger's release it asks
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` where
/// the deceleration should end, so a snapping layout works as on iOS.
///
/// `UICollectionViewCompositionalLayout` (sections described by groups and
/// items, with `orthogonalScrollingBehavior` making a section a nested
/// horizontal scroller) is the next layout to add, as a subclass of this one
/// whose orthogonal sections are scroll views of their own; it is not here yet.
@MainActor
open class UICollectionViewLayout {
    public internal(set) weak var collectionView: UICollectionView?
    /// Set by `invalidateLayout`, cleared once `prepare` has run.
    var isPrepared = false

    public init() {}

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }
}

/// UIKit's `UICollectionViewDelegateFlowLayout`: sizes and spacings per item and section.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// UIKit's `UICollectionViewFlowLayout`: items in lines across the collection
/// view (rows when it scrolls vertically, columns when horizontally), lines
/// after each other along the scroll, sections one after another with their
/// headers, insets and footers.
///
/// As UIKit's: a line takes as many items as fit with at least
/// `minimumInteritemSpacing` between them; the room left over is shared
/// between the gaps, so a line runs from inset to inset (a line of one item is
/// centred); items are centred across their line, whose thickness is its
/// largest item's; lines are `minimumLineSpacing` apart.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Accepted: items are sized by `itemSize` or the delegate (there is no Auto
    /// Layout to size a cell from its content).
    public var estimatedItemSize: CGSize = .zero
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    public var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    public var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    public var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// UIKit's `automaticSize` for `estimatedItemSize`.
    nonisolated public static let automaticSize = CGSize(width: -1, height: -1)

    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var supplementary: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        items = []
        supplementary = []
        guard let cv = collectionView else { contentSize = .zero; return }
        let flow = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Across: the collection view's width (vertical) or height (horizontal).
        let across = vertical ? cv.bounds.width : cv.bounds.height
        var along: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let header = flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            // The header: full width across, its reference height (or width) along.
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = vertical ? CGRect(x: 0, y: along, width: across, height: headerLength)
                                   : CGRect(x: along, y: 0, width: headerLength, height: across)
                supplementary.append(a)
            }
            along += headerLength + (vertical ? inset.top : inset.left)
            let lead = vertical ? inset.left : inset.top
            let room = across - lead - (vertical ? inset.right : inset.bottom)
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            var line: [(IndexPath, CGSize)] = []
            func flush(last: Bool) {
                guard !line.isEmpty else { return }
                let lengths = line.map { vertical ? $0.1.width : $0.1.height }
                let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                let used = lengths.reduce(0, +)
                let gap = line.count > 1 ? max(itemSpacing, (room - used) / CGFloat(line.count - 1)) : 0
                var x = line.count == 1 ? lead + (room - used) / 2 : lead
                for (k, (path, size)) in line.enumerated() {
                    let a = UICollectionViewLayoutAttributes(forCellWith: path)
                    let t = vertical ? size.height : size.width
                    let offsetAcross = (thickness - t) / 2
                    a.frame = vertical ? CGRect(x: x, y: along + offsetAcross, width: size.width, height: size.height)
                                       : CGRect(x: along + offsetAcross, y: x, width: size.width, height: size.height)
                    sectionItems.append(a)
                    x += lengths[k] + gap
                }
                along += thickness + (last ? 0 : lineSpacing)
                line = []
            }
            let count = cv.numberOfItems(inSection: s)
            for i in 0..<count {
                let path = IndexPath(item: i, section: s)
                var size = flow?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                size = CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
                let length = vertical ? size.width : size.height
                let used = line.map { vertical ? $0.1.width : $0.1.height }.reduce(0, +)
                if !line.isEmpty, used + CGFloat(line.count) * itemSpacing + length > room + 1e-9 { flush(last: false) }
                line.append((path, size))
            }
            flush(last: true)
            along += vertical ? inset.bottom : inset.right
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = vertical ? CGRect(x: 0, y: along, width: across, height: footerLength)
                                   : CGRect(x: along, y: 0, width: footerLength, height: across)
                supplementary.append(a)
                along += footerLength
            }
            items.append(sectionItems)
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        items.joined().filter { $0.frame.overlaps(rect) } + supplementary.filter { $0.frame.overlaps(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        supplementary.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }

    /// A flow layout lays out again when the collection view changes its size across the scroll.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != cv.bounds.width : newBounds.height != cv.bounds.height
    }
}
