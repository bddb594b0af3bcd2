/// UIKit's `UICollectionViewLayoutAttributes`: where one cell or supplementary
/// view goes.
open class UICollectionViewLayoutAttributes {
    /// UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        /// A cell, showing an item of the data source.
        case cell
        /// A supplementary view from the data source, such as a section header or footer.
        case supplementaryView
        /// A decoration view, owned by the layout. ScrollReel's collection view does not show
        /// decoration views.
        case decorationView
    }
    /// The index path of the element: the item's for a cell; for a supplementary view, the one its
    /// layout gave it (a flow layout's headers and footers use item 0 of their section).
    open private(set) var indexPath: IndexPath
    /// Whether these attributes place a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: ElementCategory
    /// The kind of a supplementary view, such as `UICollectionView.elementKindSectionHeader`; nil
    /// for a cell.
    open private(set) var representedElementKind: String?
    /// The element's frame, in the collection view's content coordinates.
    open var frame: CGRect
    /// The element's opacity; the collection view gives it to the view's `alpha`. 1 by default.
    open var alpha: CGFloat = 1
    /// The element's position on the z axis, 0 by default. Accepted but not applied: ScrollReel's
    /// collection view keeps the cells below the supplementary views, in the order it adds them.
    open var zIndex = 0
    /// Whether the element's view is hidden; the collection view gives it to the view's `isHidden`.
    /// False by default.
    open var isHidden = false
    /// The centre of `frame`; setting it moves the frame and keeps its size.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of `frame`; setting it keeps the frame's origin.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// Makes attributes for the cell of the item at `indexPath`, with a zero frame.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .cell; representedElementKind = nil; frame = .zero
    }
    /// Makes attributes for a supplementary view of `kind` (such as
    /// `UICollectionView.elementKindSectionHeader`) at `indexPath`, with a zero frame.
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
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view that uses this layout, held weakly; set when the layout is given to one.
    open internal(set) weak var collectionView: UICollectionView?
    /// Set by `invalidateLayout`, cleared once `prepare` has run.
    var isPrepared = false

    /// Makes a layout; give it to a collection view to use it.
    public init() {}

    /// Called before the collection view asks for the content size and the attributes, the first
    /// time it needs the layout after an invalidation: compute the layout here. Does nothing by
    /// default.
    open func prepare() {}
    /// The size of all the content; the collection view takes it as its `contentSize` right after
    /// `prepare()`. Zero by default.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the cells and supplementary views whose frames meet `rect` (content
    /// coordinates). The collection view asks for its bounds at each layout pass and shows what it
    /// gets; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`, or nil (the default). The collection view asks it
    /// to scroll to an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil (the
    /// default). ScrollReel's collection view does not ask it: it places supplementary views from
    /// `layoutAttributesForElements(in:)`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deceleration should come to rest, given where it would (`proposedContentOffset`) and
    /// the release velocity, in points per millisecond as UIKit passes it. Asked when a finger
    /// lifts from a scroll view that is not paging, before the delegate's
    /// `scrollViewWillEndDragging` sees the target; returns the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout; false by
    /// default. ScrollReel asks in the layout pass after the collection view's size changed (a
    /// scroll alone does not ask), when its `bounds` already are `newBounds`; UIKit asks before the
    /// change.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout out of date: the collection view calls `prepare()` again before it next
    /// needs the layout, and lays itself out at the next layout pass.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }
}

/// UIKit's `UICollectionViewDelegateFlowLayout`: sizes and spacings per item and section.
@preconcurrency @MainActor
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
    /// The direction the content scrolls: `.vertical` (the default) fills rows across the view and
    /// stacks them down; `.horizontal` fills columns and places them left to right. Setting it
    /// invalidates the layout.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each item when the delegate does not give one
    /// (`collectionView(_:layout:sizeForItemAt:)`); 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero makes the items self-sizing: each counts at this size (at the delegate's or
    /// `itemSize` for `automaticSize`) until its cell, configured, is measured
    /// (`preferredLayoutAttributesFitting(_:)`, from its content view's constraints) just before
    /// it is first placed. Zero (the default) sizes items by `itemSize` or the delegate.
    open var estimatedItemSize: CGSize = .zero { didSet { if estimatedItemSize != oldValue { measuredSizes.removeAll(); invalidateLayout() } } }
    /// The sizes self-sizing cells measured, by index path (forgotten when the data reloads).
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Whether items size themselves (`estimatedItemSize` is not zero).
    var isSelfSizing: Bool { estimatedItemSize != .zero }
    /// The spacing between successive lines of items (rows when scrolling vertically, columns
    /// horizontally) when the delegate does not give a section's; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between items in one line when the delegate does not give a section's; 10
    /// by default. The room a line has left over widens its gaps.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items, inside its header and footer, when the delegate
    /// does not give a section's; zero by default.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of each section's header when the delegate does not give one: only its height
    /// counts when scrolling vertically (its width horizontally), the header spanning the view
    /// across. Zero, no header, by default.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer when the delegate does not give one: only its height
    /// counts when scrolling vertically (its width horizontally), the footer spanning the view
    /// across. Zero, no footer, by default.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
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
                if isSelfSizing {
                    size = measuredSizes[path] ?? (estimatedItemSize == Self.automaticSize ? size : estimatedItemSize)
                }
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
