/// UIKit's `NSCollectionLayoutDimension`: one side of an item, group or
/// supplementary item: a fraction of its container's width or height, a fixed
/// number of points, or an estimate the view refines.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    /// The fraction, the points, or the estimate, as the dimension was made.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width (1 is all of it).
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// A fixed number of points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// An estimate, in points, that the item's view refines: its cell measures itself on this side
    /// (`preferredLayoutAttributesFitting(_:)`, by its constraints) before it is shown, and a group
    /// of estimated size takes the size of its measured items.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }
    /// A size shared by the items of a group, the largest of theirs, from an estimate. ScrollReel
    /// lays out with the estimate.
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.uniformAcrossSiblings, estimatedDimension)
    }

    /// Whether it is a fraction of the container's width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a fixed number of points.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    open var isEstimated: Bool { kind == .estimated }
    /// Whether it is shared across siblings.
    open var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The points it comes to in a container of `size`.
    func resolve(in size: CGSize) -> CGFloat {
        let d = dimension.isFinite ? dimension : 0
        switch kind {
        case .fractionalWidth: return max(0, size.width * d)
        case .fractionalHeight: return max(0, size.height * d)
        case .absolute, .estimated, .uniformAcrossSiblings: return max(0, d)
        }
    }
}

/// UIKit's `NSCollectionLayoutSize`: a width and a height dimension.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension
    /// A size of `width` by `height`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }
    /// The size it comes to in a container of `size`.
    func resolve(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: size), height: heightDimension.resolve(in: size))
    }
}

/// UIKit's `NSCollectionLayoutSpacing`: the space between the items of a group, fixed
/// or flexible (at least the value, sharing what is left over).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The points of space (the least, when flexible).
    public let spacing: CGFloat
    /// Whether the spacing grows to share the space left over.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is fixed.
    open var isFixedSpacing: Bool { !isFlexibleSpacing }
    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFlexibleSpacing = flexible
        super.init()
    }
    /// At least `flexibleSpacing` points, growing to share the space left over.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing, flexible: true) }
    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing, flexible: false) }
}

/// UIKit's `NSCollectionLayoutEdgeSpacing`: space around an item, on each edge.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// The space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?
    /// Spacing of the given kinds around the edges.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
        super.init()
    }
}

/// UIKit's `NSCollectionLayoutItem`: the smallest piece of a compositional layout,
/// shown by one cell. Its `layoutSize` is relative to its group; `contentInsets`
/// inset the cell within that size (the space stays the item's).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The size of the item, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary items anchored to the item (badges), placed by their container anchor.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// The insets of the cell within the item's size; zero by default.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space around the item, added to its size along the group; nil by default.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }
    /// An item of `layoutSize` with supplementary items anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// UIKit's `NSCollectionLayoutGroupCustomItem`: one frame a custom group's provider
/// gives, relative to the group.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The frame of the item in the group.
    public let frame: CGRect
    /// Its place front to back.
    public let zIndex: Int
    /// An item at `frame`.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// An item at `frame`, at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}

/// UIKit's `NSCollectionLayoutGroupCustomItemProvider`: the frames of a custom group's items.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// UIKit's `NSCollectionLayoutGroup`: items (or groups) laid out in a row, a column,
/// or at frames of your own. A horizontal group with `subitems` repeats them across
/// as long as they fit; `repeatingSubitem:count:` divides the group into `count`
/// equal items, `interItemSpacing` apart.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Kind { case horizontal, vertical, custom }
    let kind: Kind
    /// The number of items a `repeatingSubitem:count:` group divides itself into.
    let count: Int?
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    /// The items (or groups) of the group.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items; nil (none) by default.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(kind: Kind, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?,
         itemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil) {
        self.kind = kind
        self.subitems = subitems
        self.count = count.map { max(1, $0) }
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `subitems`, repeated as long as they fit across.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(kind: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// A row of `count` equal items of `subitem`'s kind.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        .init(kind: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// A row of `count` equal items (iOS 13's name of `horizontal(layoutSize:repeatingSubitem:count:)`).
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// A column of `subitems`, repeated as long as they fit down.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(kind: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// A column of `count` equal items of `subitem`'s kind.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        .init(kind: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// A column of `count` equal items (iOS 13's name of `vertical(layoutSize:repeatingSubitem:count:)`).
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// A group whose items are at the frames `itemProvider` gives.
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        .init(kind: .custom, layoutSize: layoutSize, subitems: [], count: nil, itemProvider: itemProvider)
    }

    /// A text picture of the group's layout, as UIKit's debugging aid.
    open func visualDescription() -> String {
        "NSCollectionLayoutGroup(\(kind), \(subitems.count) subitems\(count.map { ", count \($0)" } ?? ""))"
    }

    /// An item of a group as laid out: its frame in the group, its z-index, the item (nil for
    /// a custom group's), and the sides its cell fits itself (self-sizing).
    struct Leaf {
        var frame: CGRect
        var zIndex: Int
        let item: NSCollectionLayoutItem?
        var fits: SelfSizingAxes = []
    }

    /// The frames of the group's items (leaves) in a group of `size` at the origin, in order,
    /// with their z-indexes.
    func leafFrames(size: CGSize, environment: any NSCollectionLayoutEnvironment) -> [Leaf] {
        layOut(size: size, environment: environment, measured: { _ in nil }).leaves
    }

    /// The group laid out with the sizes its cells measured: `measured` gives the size the cell of
    /// a leaf (by its index in the group) measured, which replaces the leaf's estimate on the sides
    /// it fits; the group itself then takes the size of its items on its estimated sides, once one
    /// of them has measured (UIKit's self-sizing: a column of estimated heights is as tall as its
    /// items, a shelf item of estimated width as wide as its cell). How many items a group holds
    /// stays what the estimates give.
    func layOut(size: CGSize, environment: any NSCollectionLayoutEnvironment,
                measured: (Int) -> CGSize?) -> (leaves: [Leaf], size: CGSize) {
        var next = 0
        return layOut(size: size, environment: environment, fits: [], measured: measured, next: &next)
    }

    /// The sides an element of `layoutSize` fits in a container that fits `container`: those it
    /// estimates, and those that are a fraction of that same side of a container that fits it.
    static func fits(_ layoutSize: NSCollectionLayoutSize, in container: SelfSizingAxes) -> SelfSizingAxes {
        var axes: SelfSizingAxes = []
        let w = layoutSize.widthDimension, h = layoutSize.heightDimension
        if w.isEstimated || (container.contains(.width) && w.isFractionalWidth) { axes.insert(.width) }
        if h.isEstimated || (container.contains(.height) && h.isFractionalHeight) { axes.insert(.height) }
        return axes
    }

    /// Lays the group out in `size`, as a group that fits `container` holds it; its leaves are
    /// numbered from `next` on.
    private func layOut(size: CGSize, environment: any NSCollectionLayoutEnvironment, fits container: SelfSizingAxes,
                        measured: (Int) -> CGSize?, next: inout Int) -> (leaves: [Leaf], size: CGSize) {
        if kind == .custom {
            let leaves = (itemProvider?(environment) ?? []).map { Leaf(frame: $0.frame, zIndex: $0.zIndex, item: nil) }
            next += leaves.count
            return (leaves, size)
        }
        let horizontal = kind == .horizontal
        let along = horizontal ? size.width : size.height
        let gap = interItemSpacing?.spacing ?? 0
        let own = Self.fits(layoutSize, in: container)
        // The items and their estimated sizes, as many as fit along.
        var placed: [(item: NSCollectionLayoutItem, size: CGSize, lead: CGFloat, trail: CGFloat)] = []
        var used: CGFloat = 0
        let limit = 10_000
        while placed.count < (count ?? limit), !subitems.isEmpty {
            let item = subitems[placed.count % subitems.count]
            var itemSize = item.layoutSize.resolve(in: size)
            if let count {
                let share = max(0, (along - gap * CGFloat(count - 1)) / CGFloat(count))
                if horizontal { itemSize.width = share } else { itemSize.height = share }
            }
            let spacing = item.edgeSpacing
            let lead = (horizontal ? spacing?.leading : spacing?.top)?.spacing ?? 0
            let trail = (horizontal ? spacing?.trailing : spacing?.bottom)?.spacing ?? 0
            let extent = lead + (horizontal ? itemSize.width : itemSize.height) + trail
            let next = used + (placed.isEmpty ? 0 : gap) + extent
            if count == nil, !placed.isEmpty, next > along + 0.001 { break }
            if count == nil, extent <= 0 { placed.append((item, itemSize, lead, trail)); break }
            placed.append((item, itemSize, lead, trail))
            used = next
        }
        // Each item at its size, measured where its cell fits it (a counted group's share along
        // stays the share).
        var boxes: [(size: CGSize, leaves: [Leaf])] = []
        var anyMeasured = false
        for p in placed {
            var fits = Self.fits(p.item.layoutSize, in: own)
            if count != nil { fits.remove(horizontal ? .width : .height) }
            // The item's box: as laid out, or, on the sides it fits, its content's size and insets.
            let insets = p.item.contentInsets
            func box(fitting content: CGSize) -> CGSize {
                CGSize(width: fits.contains(.width) ? content.width + insets.leading + insets.trailing : p.size.width,
                       height: fits.contains(.height) ? content.height + insets.top + insets.bottom : p.size.height)
            }
            if let group = p.item as? NSCollectionLayoutGroup {
                let inner = CGRect(origin: .zero, size: p.size).inset(by: insets)
                let before = next
                let laid = group.layOut(size: inner.size, environment: environment, fits: fits, measured: measured, next: &next)
                if (before..<next).contains(where: { measured($0) != nil }) { anyMeasured = true }
                boxes.append((box(fitting: laid.size), laid.leaves.map { var l = $0; l.frame = l.frame.offsetBy(dx: insets.leading, dy: insets.top); return l }))
            } else {
                let m = measured(next)
                if m != nil { anyMeasured = true }
                next += 1
                let size = m.map(box(fitting:)) ?? p.size
                boxes.append((size, [Leaf(frame: CGRect(origin: .zero, size: size).inset(by: insets), zIndex: 0, item: p.item, fits: fits)]))
            }
        }
        var content: CGFloat = 0
        for (i, p) in placed.enumerated() {
            content += (i > 0 ? gap : 0) + p.lead + (horizontal ? boxes[i].size.width : boxes[i].size.height) + p.trail
        }
        // Flexible spacing shares what is left over.
        var step = gap
        if interItemSpacing?.isFlexibleSpacing == true, placed.count > 1 {
            step = gap + max(0, along - content) / CGFloat(placed.count - 1)
        }
        var result: [Leaf] = []
        var position: CGFloat = 0, acrossExtent: CGFloat = 0
        for (i, p) in placed.enumerated() {
            if i > 0 { position += step }
            position += p.lead
            let across = horizontal
                ? (p.item.edgeSpacing?.top?.spacing ?? 0) : (p.item.edgeSpacing?.leading?.spacing ?? 0)
            let origin = horizontal ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position)
            result += boxes[i].leaves.map { var l = $0; l.frame = l.frame.offsetBy(dx: origin.x, dy: origin.y); return l }
            position += (horizontal ? boxes[i].size.width : boxes[i].size.height) + p.trail
            acrossExtent = max(acrossExtent, across + (horizontal ? boxes[i].size.height : boxes[i].size.width))
        }
        // On its estimated sides the group takes its items' size, once one has measured.
        var laidSize = size
        if anyMeasured {
            let alongSide: SelfSizingAxes = horizontal ? .width : .height
            if own.contains(alongSide), count == nil { if horizontal { laidSize.width = content } else { laidSize.height = content } }
            let acrossSide: SelfSizingAxes = horizontal ? .height : .width
            if own.contains(acrossSide) { if horizontal { laidSize.height = acrossExtent } else { laidSize.width = acrossExtent } }
        }
        return (result, laidSize)
    }
}

/// The sides of a self-sizing view that it fits itself; the others stay as its layout gives them.
struct SelfSizingAxes: OptionSet, Hashable {
    let rawValue: Int
    static let width = SelfSizingAxes(rawValue: 1)
    static let height = SelfSizingAxes(rawValue: 2)
    static let both: SelfSizingAxes = [.width, .height]
}

extension CGRect {
    /// The rectangle inset by directional insets (left to right: leading is left).
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }
}

/// UIKit's `NSRectAlignment`: where a supplementary item sits on its container.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// Along the top edge.
    case top
    /// At the top leading corner.
    case topLeading
    /// Along the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Along the bottom edge.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Along the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}

/// UIKit's `NSCollectionLayoutAnchor`: where a supplementary item sits on its
/// container (an item): flush with the `edges` named (centred along an axis
/// without one), then moved by an offset in points or in fractions of the
/// supplementary item's own size (`fractionalOffset: CGPoint(x: 0.5, y: -0.5)`
/// on `[.top, .trailing]` centres a badge on the top trailing corner).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges it is anchored to.
    public let edges: NSDirectionalRectEdge
    /// The offset from the anchor: points, or fractions of the supplementary item's size.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary item's size.
    open var isFractionalOffset: Bool { !isAbsoluteOffset }
    /// An anchor on `edges`.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }
    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        super.init()
    }
    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        super.init()
    }

    /// The frame of a supplementary item of `size` anchored so on `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) && !edges.contains(.trailing) { x = container.minX }
        if edges.contains(.trailing) && !edges.contains(.leading) { x = container.maxX - size.width }
        if edges.contains(.top) && !edges.contains(.bottom) { y = container.minY }
        if edges.contains(.bottom) && !edges.contains(.top) { y = container.maxY - size.height }
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGRect(x: x + shift.x, y: y + shift.y, width: size.width, height: size.height)
    }
}

/// UIKit's `NSCollectionLayoutSupplementaryItem`: a supplementary view anchored to an
/// item (a badge), sized relative to the item, drawn over it (`zIndex` 1) and moving
/// with it.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view.
    public let elementKind: String
    /// Its place front to back; 1 by default.
    open var zIndex = 1
    private let anchor: NSCollectionLayoutAnchor?
    /// Where it is anchored on its item (a boundary item's is its alignment's edge).
    open var containerAnchor: NSCollectionLayoutAnchor { anchor ?? NSCollectionLayoutAnchor(edges: []) }
    /// The point of the supplementary item that meets the container anchor; nil (its own matching
    /// edges) by default.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// A supplementary item of `elementKind` anchored on its item by `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, anchor: containerAnchor, itemAnchor: nil)
    }
    /// A supplementary item of `elementKind` whose `itemAnchor` point meets its item's
    /// `containerAnchor` point.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, anchor: containerAnchor, itemAnchor: itemAnchor)
    }
    init(layoutSize: NSCollectionLayoutSize, elementKind: String, anchor: NSCollectionLayoutAnchor?, itemAnchor: NSCollectionLayoutAnchor? = nil) {
        self.elementKind = elementKind
        self.anchor = anchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Its frame on an item at `container`.
    func frame(on container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        var frame = containerAnchor.frame(of: size, in: container)
        if let itemAnchor {
            // The item anchor's point of the supplementary (its edges, offset) goes to the
            // container anchor's point.
            let point = containerAnchor.frame(of: .zero, in: container).origin
            let own = itemAnchor.frame(of: .zero, in: CGRect(origin: .zero, size: size)).origin
            frame.origin = CGPoint(x: point.x - own.x, y: point.y - own.y)
        }
        return frame
    }
}

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a section's (or the whole
/// layout's) header or footer, along one of its edges.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge it sits on: `.top` for a header, `.bottom` for a footer.
    public let alignment: NSRectAlignment
    /// The offset from where the alignment puts it.
    public let offset: CGPoint
    /// Whether the section's content starts after it (true, the default) or under it.
    open var extendsBoundary = true
    /// Whether it stays in view while its section scrolls under it (a sticky header); false by default.
    open var pinToVisibleBounds = false

    /// A header or footer of `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
    /// A header or footer of `elementKind` at `alignment`, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, anchor: nil)
        zIndex = 0
    }
}

/// UIKit's `NSCollectionLayoutDecorationItem`: a view the layout puts behind a
/// section (a background), of a kind registered with the layout.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view.
    public let elementKind: String
    /// Its place front to back; 0 by default (behind the cells, which are at 0 too but come later).
    open var zIndex = 0
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }
    /// A background of `elementKind` behind its section (within its content insets).
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem { .init(elementKind: elementKind) }
}
