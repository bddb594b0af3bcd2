/// UIKit's `UICollectionViewLayoutAttributes`: where one cell or supplementary
/// view goes, and how it looks there.
///
/// As UIKit's, an `NSObject` that copies itself (`NSCopying`): a layout that changes
/// the attributes its superclass made copies them first (`copy() as!
/// UICollectionViewLayoutAttributes`, or `NSArray(array:copyItems: true)`), and a
/// subclass with attributes of its own overrides `copy(with:)` and `isEqual(_:)`.
/// The collection view gives a view its `center`, `bounds` size, `transform3D`,
/// `alpha` and `isHidden`, orders the views by `zIndex`, then calls the view's
/// `apply(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The index path of the element: the item's for a cell; for a supplementary view, the one its
    /// layout gave it (a flow layout's headers and footers use item 0 of their section).
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether these attributes place a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view, such as
    /// `UICollectionView.elementKindSectionHeader`; nil for a cell.
    open private(set) var representedElementKind: String?
    /// The centre of the element, in the collection view's content coordinates.
    open var center: CGPoint = .zero
    /// The element's bounds: its size, and the origin its view's `bounds` gets (zero by default).
    /// Setting it keeps `center`.
    open var bounds: CGRect = .zero
    /// The affine transform of the element, about its centre; identity by default. As UIKit's, the
    /// affine part of `transform3D`: setting it sets `transform3D` to it.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The 3-D transform of the element, about its centre (a carousel's rotation about the y axis,
    /// with perspective in `m34`); identity by default. The collection view gives it to the view's
    /// `transform3D`, its layer's transform.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's opacity; the collection view gives it to the view's `alpha`. 1 by default.
    open var alpha: CGFloat = 1
    /// The element's place front to back: the collection view draws views of a higher `zIndex` over
    /// those of a lower one (equal ones in the order they were added). 0 by default.
    open var zIndex = 0
    /// Whether the element's view is hidden; the collection view gives it to the view's `isHidden`.
    /// False by default.
    open var isHidden = false
    /// Where the item is in a list section (its cell's look follows it); nil elsewhere.
    var listPlacement: ListPlacement?
    /// The sides a self-sizing view fits; it keeps the others as given (a compositional layout's
    /// row of estimated height fits its height only, a shelf item of estimated width its width;
    /// a self-sizing flow layout's item fits both).
    var fittingAxes: SelfSizingAxes = .both

    /// The element's rectangle before its transform: `size` around `center`. Setting it sets
    /// `center` and `size`.
    open var frame: CGRect {
        get { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }
    /// The size of `bounds`; setting it keeps `center`.
    open var size: CGSize {
        get { bounds.size }
        set { bounds.size = newValue }
    }

    /// Attributes for the cell of item 0 of section 0, with a zero frame: set `indexPath`
    /// and the geometry, or use one of the `init(for…)` initialisers.
    public required override init() { super.init() }

    /// Attributes for the cell of the item at `indexPath`, with a zero frame. Called on a
    /// subclass, it makes an instance of that subclass.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
    /// Attributes for a supplementary view of `elementKind` (such as
    /// `UICollectionView.elementKindSectionHeader`) at `indexPath`, with a zero frame.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`. ScrollReel's
    /// collection view does not show decoration views.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy with alpha 0: where an appearing element fades in from, or a disappearing one fades to.
    static func faded(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = a.copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 0
        return copy
    }

    /// Attributes of this class (a subclass's when called on one) for the cell at `indexPath`.
    static func make(cellAt indexPath: IndexPath) -> Self {
        let a = Self.init()
        a.indexPath = indexPath
        return a
    }
    /// Attributes of this class for the supplementary view of `kind` at `indexPath`.
    static func make(supplementaryOfKind kind: String, at indexPath: IndexPath) -> Self {
        let a = Self.init()
        a.indexPath = indexPath
        a.representedElementCategory = .supplementaryView
        a.representedElementKind = kind
        return a
    }

    /// A copy of the attributes, of the same class: a subclass that adds properties copies them
    /// in its override after calling `super.copy(with:)`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.bounds = bounds
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.listPlacement = listPlacement
        copy.fittingAxes = fittingAxes
        return copy
    }

    /// Whether `object` is attributes of the same element with the same geometry and looks.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        // NSObject's isEqual(_:) and hash are nonisolated; attributes live on the main actor
        // (UIKit's are too), and every caller of a layout is on it.
        return MainActor.assumeIsolated {
            other === self || (type(of: other) == type(of: self) && indexPath == other.indexPath
                && representedElementCategory == other.representedElementCategory
                && representedElementKind == other.representedElementKind && center == other.center
                && bounds == other.bounds && CATransform3DEqualToTransform(transform3D, other.transform3D) && alpha == other.alpha
                && zIndex == other.zIndex && isHidden == other.isHidden)
        }
    }

    /// A hash of the element the attributes place (what `isEqual(_:)` compares first).
    open override var hash: Int {
        MainActor.assumeIsolated {
            var h = Hasher()
            h.combine(indexPath)
            h.combine(representedElementKind)
            return h.finalize()
        }
    }
}

/// UIKit's `UICollectionViewLayoutInvalidationContext`: what part of a layout an
/// invalidation makes out of date. `invalidateLayout()` invalidates everything; a
/// change of the collection view's bounds invalidates with the layout's
/// `invalidationContext(forBoundsChange:)`. ScrollReel's layouts prepare again from
/// scratch after any invalidation; the context tells a layout of your own what
/// changed, and carries the content-offset and content-size adjustments the
/// collection view applies.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is out of date: true for `invalidateLayout()` and after
    /// `reloadData()`.
    open internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items may have changed: true after `reloadData()`.
    open internal(set) var invalidateDataSourceCounts = false
    /// How much the collection view moves its content offset when the invalidation is applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes when the invalidation is applied.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items marked out of date with `invalidateItems(at:)`, or nil.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views marked out of date, by kind, or nil.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views marked out of date, by kind, or nil.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// A context that invalidates nothing yet.
    public required override init() { super.init() }

    /// Marks the items at `indexPaths` out of date.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
    /// Marks the supplementary views of `elementKind` at `indexPaths` out of date.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }
    /// Marks the decoration views of `elementKind` at `indexPaths` out of date.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
    }
}

/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`: a flow layout's
/// invalidation, which says whether the delegate's sizes and the layout's
/// attributes must be asked again (both true by default).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the sizes and spacings from the flow-layout delegate are out of date; true by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes are out of date; true by default.
    open var invalidateFlowLayoutAttributes = true
}

/// UIKit's `UICollectionViewLayout`: what a layout subclass overrides. The
/// collection view asks `prepare()` after each invalidation, then the content
/// size and the attributes of what is in view; at a finger's release it asks
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` where
/// the deceleration should end, so a snapping layout works as on iOS.
///
/// `UICollectionViewCompositionalLayout` is a subclass of this one whose
/// orthogonal sections are scroll views of their own.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view that uses this layout, held weakly; set when the layout is given to one.
    open internal(set) weak var collectionView: UICollectionView?
    /// Set by `invalidateLayout`, cleared once `prepare` has run.
    var isPrepared = false

    /// The sizes self-sizing cells measured, by index path (forgotten when the data reloads).
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Whether some items size themselves: the collection view measures their cells before it
    /// places them (`preferredLayoutAttributesFitting(_:)`) and tells `measuredSizes`.
    var isSelfSizing: Bool { false }
    /// Whether the item at `indexPath` sizes itself (when `isSelfSizing`).
    func sizesItself(_ indexPath: IndexPath) -> Bool { true }
    /// The sizes self-sizing headers and footers measured.
    var measuredSupplementarySizes: [SupplementaryID: CGSize] = [:]
    /// Whether the supplementary view of `kind` at `indexPath` sizes itself (when `isSelfSizing`).
    func sizesItself(supplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool { false }
    /// The classes of decoration views registered by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Makes a layout; give it to a collection view to use it.
    public override init() { super.init() }
    /// A layout from an archive: there are no storyboards here, so this is called only by a
    /// subclass's own `init?(coder:)`, and makes a layout with the default values.
    public required init?(coder: NSCoder) { super.init() }

    /// Registers the class the collection view makes decoration views of `elementKind` of (a
    /// `UICollectionReusableView` subclass); nil removes the registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        decorationClasses[elementKind] = UICollectionView.reusableClass(viewClass, as: UICollectionReusableView.self, for: elementKind)
    }
    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The class of the attributes the layout makes: `UICollectionViewLayoutAttributes`, or a
    /// subclass a layout of your own names by overriding it. `UICollectionViewFlowLayout` makes its
    /// attributes of this class.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of the invalidation contexts `invalidateLayout()` and
    /// `invalidationContext(forBoundsChange:)` make.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// An instance of `invalidationContextClass` (of this class if it names another).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

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
    /// Where an item that a batch update inserts (or reloads) starts its animation, or nil (the
    /// default) to start where it lands, without fading. Asked with the index path after the update,
    /// once the layout is prepared for it. `UICollectionViewFlowLayout` fades it in where it lands.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where the cell of an item that a batch update deletes (or reloads) ends its animation, or nil
    /// (the default) to stay where it was until it goes. Asked with the index path before the
    /// update; ScrollReel asks it before the layout is prepared for the update, so that the
    /// layout's attributes are still the old ones. `UICollectionViewFlowLayout` fades it out where
    /// it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deceleration should come to rest, given where it would (`proposedContentOffset`) and
    /// the release velocity, in points per millisecond as UIKit passes it. Asked when a finger
    /// lifts from a scroll view that is not paging, before the delegate's
    /// `scrollViewWillEndDragging` sees the target; returns the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    /// Where the content should rest after the layout changes, given where it would; returns the
    /// proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout; false by
    /// default. As in UIKit, the collection view asks at every change of its bounds, a scroll
    /// included, before it takes the new bounds: `collectionView.bounds` are still the old ones.
    /// A layout that answers true is invalidated with `invalidationContext(forBoundsChange:)`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// The context a change of the bounds to `newBounds` invalidates the layout with: by default a
    /// new `invalidationContextClass` context that invalidates nothing in particular.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Marks the layout out of date: calls `invalidateLayout(with:)` with a context that
    /// invalidates everything.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }
    /// Marks what `context` says out of date: the collection view calls `prepare()` again before it
    /// next needs the layout, lays itself out at the next layout pass, and moves its content by the
    /// context's `contentOffsetAdjustment`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        isPrepared = false
        guard let cv = collectionView else { return }
        cv.setNeedsLayout()
        if context.contentOffsetAdjustment != .zero {
            cv.contentOffset = cv.contentOffset + CGPoint(x: context.contentOffsetAdjustment.x, y: context.contentOffsetAdjustment.y)
        }
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
    /// Whether items size themselves (`estimatedItemSize` is not zero).
    override var isSelfSizing: Bool { estimatedItemSize != .zero }
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
    /// A flow layout from an archive, with the default values (see `UICollectionViewLayout.init?(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        items = []
        supplementary = []
        guard let cv = collectionView else { contentSize = .zero; return }
        let flow = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let attributesClass = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
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
                let a = attributesClass.make(supplementaryOfKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s))
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
                    let a = attributesClass.make(cellAt: path)
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
                let a = attributesClass.make(supplementaryOfKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: s))
                a.frame = vertical ? CGRect(x: 0, y: along, width: across, height: footerLength)
                                   : CGRect(x: along, y: 0, width: footerLength, height: across)
                supplementary.append(a)
                along += footerLength
            }
            items.append(sectionItems)
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// The cells and supplementary views whose frames meet `rect`. As UIKit's, the objects are the
    /// layout's own: a subclass that changes them returns copies.
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

    /// An inserted item fades in where it lands (its attributes with alpha 0), as UIKit's flow layout.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItem(at: itemIndexPath).map(UICollectionViewLayoutAttributes.faded)
    }
    /// A deleted item fades out where it was (its attributes with alpha 0), as UIKit's flow layout.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItem(at: itemIndexPath).map(UICollectionViewLayoutAttributes.faded)
    }

    /// A flow layout lays out again when the collection view changes its size across the scroll
    /// (asked before the collection view takes `newBounds`, as in UIKit).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != cv.bounds.width : newBounds.height != cv.bounds.height
    }
}
