/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`: the section at an
/// index, for the environment (nil: an empty section).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's `UICollectionViewCompositionalLayout`: sections made of groups of items,
/// described by their sizes rather than computed by code.
///
/// Each section repeats its group for its items: along the layout, `interGroupSpacing`
/// apart, inside `contentInsets`, with its headers and footers above and below; or,
/// with an `orthogonalScrollingBehavior`, across, in a scroll view of its own that
/// the collection view adds (named after the collection view's
/// `accessibilityIdentifier` and the section: `feed.section2`), which pages or
/// decelerates as UIKit's does. Sizes are fractions of the container (the
/// collection view's size for a group, less the section's insets; the group's for
/// an item), points, or estimates: laid out at the estimate until the item's cell
/// has measured itself (`preferredLayoutAttributesFitting(_:)`), then at the size it
/// measured on its estimated sides, its group growing or shrinking to fit on its own
/// estimated sides (rows, columns and orthogonal shelves alike; not in a horizontal
/// layout).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// What applies to all sections. Setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// A layout whose sections are all `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout whose sections are all `section`, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }
    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
        register(ListBackgroundView.self, forDecorationViewOfKind: ListBackgroundView.kind)
    }
    /// A layout from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) { return nil }

    // MARK: The computed layout

    /// A section as laid out: its frame, its cells' and supplementary views' attributes (an
    /// orthogonal section's at scroll offset 0), and its orthogonal scrolling.
    struct SectionLayout {
        var section: NSCollectionLayoutSection?
        var frame: CGRect = .zero
        var items: [UICollectionViewLayoutAttributes] = []
        var supplementary: [(attributes: UICollectionViewLayoutAttributes, item: NSCollectionLayoutBoundarySupplementaryItem)] = []
        /// The supplementary views anchored to its items (badges), as the items are laid out (an
        /// orthogonal section's at offset 0).
        var itemSupplementary: [UICollectionViewLayoutAttributes] = []
        /// Its backgrounds (a list's colour, its decoration items).
        var decorations: [UICollectionViewLayoutAttributes] = []
        var orthogonal: Orthogonal?
    }
    /// An orthogonal section's scroller: its frame in the collection view's content, its content
    /// width, how it rests, and the page length of its paging.
    struct Orthogonal: Equatable {
        var band: CGRect
        var contentWidth: CGFloat
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        var pageLength: CGFloat
        var groupStarts: [CGFloat]
        /// Its deceleration rate (nil: the collection view's) and bounce.
        var decelerationRate: CGFloat?
        var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce = .automatic
    }

    private(set) var laidOut: [SectionLayout] = []
    private var contentSize: CGSize = .zero
    private(set) var environment: Environment?
    /// The sections whose items size themselves (a list's rows, a row of estimated height).
    private var selfSizingSections: Set<Int> = []
    /// The headers and footers of estimated height, measured by their views.
    private var selfSizingSupplementary: Set<SupplementaryID> = []
    /// The whole layout's headers and footers (`configuration.boundarySupplementaryItems`), as a
    /// section spanning the content.
    private var global = SectionLayout()
    /// The width the measured sizes were measured at.
    private var measuredWidth: CGFloat?
    /// The last visible items the handler of each section was called with, and what it set.
    private var handled: [Int: (key: [IndexPath], offset: CGPoint, result: [IndexPath: VisibleItem])] = [:]

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        handled = [:]
        guard let cv = collectionView else { laidOut = []; contentSize = .zero; return }
        let size = cv.bounds.size
        // Sizes measured at another width no longer hold.
        if measuredWidth != size.width {
            measuredSizes.removeAll()
            measuredSupplementarySizes.removeAll()
            measuredWidth = size.width
        }
        selfSizingSections = []
        selfSizingSupplementary = []
        let safe = cv.adjustedContentInset
        let env = Environment(size: size, insets: NSDirectionalEdgeInsets(top: 0, leading: safe.left, bottom: 0, trailing: safe.right),
                              traits: UITraitCollection(horizontalSizeClass: size.width < 600 ? .compact : .regular))
        environment = env
        var y: CGFloat = 0
        laidOut = []
        // The layout's own headers above the first section, its footers after the last.
        global = SectionLayout()
        var globalCounts: [String: Int] = [:]
        func globalItem(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
            let reference = configuration.contentInsetsReference == .none ? NSDirectionalEdgeInsets.zero : env.insets
            let available = max(0, size.width - reference.leading - reference.trailing)
            let k = globalCounts[item.elementKind, default: 0]
            globalCounts[item.elementKind] = k + 1
            let a = boundaryAttributes(item, at: IndexPath(item: k, section: 0), x: reference.leading, width: available, y: y, env: env)
            global.supplementary.append((a, item))
            if item.extendsBoundary { y += a.frame.height }
        }
        if configuration.scrollDirection == .horizontal {
            // Sections side by side, as tall as the view less the insets the scroll adds.
            let height = max(0, size.height - cv.adjustedContentInset.top - cv.adjustedContentInset.bottom)
            var x: CGFloat = 0
            for s in 0..<cv.numberOfSections {
                if s > 0 { x += configuration.interSectionSpacing }
                let section = sectionProvider(s, env)
                let layout = section.map { layAcross($0, index: s, items: cv.numberOfItems(inSection: s), left: x, height: height, env: env) }
                    ?? SectionLayout(frame: CGRect(x: x, y: 0, width: 0, height: height))
                laidOut.append(layout)
                x = layout.frame.maxX
            }
            global.frame = CGRect(x: 0, y: 0, width: x, height: height)
            contentSize = CGSize(width: x, height: height)
            return
        }
        configuration.boundarySupplementaryItems.filter(\.isHeader).forEach(globalItem)
        for s in 0..<cv.numberOfSections {
            if s > 0 { y += configuration.interSectionSpacing }
            let section = sectionProvider(s, env)
            let layout = section.map { lay($0, index: s, items: cv.numberOfItems(inSection: s), top: y, env: env) }
                ?? SectionLayout(frame: CGRect(x: 0, y: y, width: size.width, height: 0))
            laidOut.append(layout)
            y = layout.frame.maxY
        }
        configuration.boundarySupplementaryItems.filter(\.isFooter).forEach(globalItem)
        global.frame = CGRect(x: 0, y: 0, width: size.width, height: y)
        contentSize = CGSize(width: size.width, height: y)
    }

    /// The attributes of header or footer `item` at `indexPath`, in a band `width` wide from `x`,
    /// at `y`: its estimated height replaced by the height its view measured, once it has.
    private func boundaryAttributes(_ item: NSCollectionLayoutBoundarySupplementaryItem, at indexPath: IndexPath, x x0: CGFloat,
                                    width available: CGFloat, y: CGFloat, env: Environment) -> UICollectionViewLayoutAttributes {
        var size = item.layoutSize.resolve(in: CGSize(width: available, height: env.size.height))
        let id = SupplementaryID(kind: item.elementKind, indexPath: indexPath)
        let a = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self)
            .make(supplementaryOfKind: item.elementKind, at: indexPath)
        if item.layoutSize.heightDimension.isEstimated {
            a.fittingAxes = item.layoutSize.widthDimension.isEstimated ? .both : .height
            selfSizingSupplementary.insert(id)
            if let measured = measuredSupplementarySizes[id] { size.height = measured.height }
        }
        var x = x0
        switch item.alignment {
        case .topTrailing, .bottomTrailing, .trailing: x = x0 + available - size.width
        case .top, .bottom, .none: x = x0 + max(0, available - size.width) / 2
        default: break
        }
        a.frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
        a.zIndex = item.zIndex
        return a
    }

    /// Lays out `section` (number `index`, of `count` items) from `top`.
    private func lay(_ section: NSCollectionLayoutSection, index: Int, items count: Int, top: CGFloat,
                     env: Environment) -> SectionLayout {
        var out = SectionLayout(section: section)
        let width = env.size.width
        let reference = section.contentInsetsReference == .none ? NSDirectionalEdgeInsets.zero : env.insets
        let lead = reference.leading + section.contentInsets.leading
        let trail = reference.trailing + section.contentInsets.trailing
        let contentWidth = max(0, width - lead - trail)
        let groupContainer = CGSize(width: contentWidth,
                                    height: max(0, env.size.height - section.contentInsets.top - section.contentInsets.bottom))
        var y = top
        var kindCounts: [String: Int] = [:]
        func supplementary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
            let follows = section.supplementariesFollowContentInsets
            let x0 = follows ? lead : reference.leading
            let available = follows ? contentWidth : max(0, width - reference.leading - reference.trailing)
            let k = kindCounts[item.elementKind, default: 0]
            kindCounts[item.elementKind] = k + 1
            let a = boundaryAttributes(item, at: IndexPath(item: k, section: index), x: x0, width: available, y: y, env: env)
            out.supplementary.append((a, item))
            if item.extendsBoundary { y += a.frame.height }
        }
        let headers = section.boundarySupplementaryItems.filter(\.isHeader)
        let footers = section.boundarySupplementaryItems.filter(\.isFooter)
        headers.forEach(supplementary)
        let bandTop = y
        y += section.contentInsets.top

        let group = section.group
        let groupSize = group.layoutSize.resolve(in: groupContainer)
        let leaves = group.leafFrames(size: groupSize, environment: env)
        let groupCount = leaves.isEmpty || count == 0 ? 0 : (count + leaves.count - 1) / leaves.count
        // Items of estimated size are measured by their cells (UIKit's self-sizing): a group with
        // a measured item is laid out again with the sizes measured, and takes their size on its
        // estimated sides (a row as tall as its tallest cell, a column as tall as its cells, a
        // shelf item as wide as its cell).
        let selfSizing = leaves.contains { !$0.fits.isEmpty }
        if selfSizing { selfSizingSections.insert(index) }
        func sized(_ g: Int) -> (leaves: [NSCollectionLayoutGroup.Leaf], size: CGSize) {
            let first = g * leaves.count
            guard selfSizing, (first..<first + leaves.count).contains(where: { measuredSizes[IndexPath(item: $0, section: index)] != nil }) else {
                return (leaves, groupSize)
            }
            return group.layOut(size: groupSize, environment: env) { measuredSizes[IndexPath(item: first + $0, section: index)] }
        }
        if section.orthogonalScrollingBehavior == .none {
            for g in 0..<groupCount {
                let laid = sized(g)
                placeGroup(g, leaves: laid.leaves, at: CGPoint(x: lead, y: y), section: index, count: count, into: &out)
                y += laid.size.height + (g < groupCount - 1 ? section.interGroupSpacing : 0)
            }
        } else {
            let behavior = section.orthogonalScrollingBehavior
            let centring = behavior == .groupPagingCentered ? max(0, (contentWidth - groupSize.width) / 2) : 0
            var starts: [CGFloat] = []
            var x = lead + centring, tallest: CGFloat = 0
            for g in 0..<groupCount {
                let laid = sized(g)
                starts.append(x - lead - centring)
                placeGroup(g, leaves: laid.leaves, at: CGPoint(x: x, y: y), section: index, count: count, into: &out)
                x += laid.size.width + (g < groupCount - 1 ? section.interGroupSpacing : 0)
                tallest = max(tallest, laid.size.height)
            }
            let groupsWidth = x - lead - centring
            // Cells of an orthogonal section are placed relative to its band, which is as tall as
            // its tallest group.
            if groupCount > 0 { y += tallest }
            let band = CGRect(x: 0, y: bandTop, width: width, height: y + section.contentInsets.bottom - bandTop)
            // UIKit pages `.paging` by the visible width; the group kinds by a group and its
            // spacing (a group's estimated width: ScrollReel pages self-sized groups by it too).
            let page = behavior == .paging ? width : groupSize.width + section.interGroupSpacing
            let properties = section.orthogonalScrollingProperties
            out.orthogonal = Orthogonal(band: band, contentWidth: lead + centring + groupsWidth + centring + trail,
                                        behavior: behavior, pageLength: page, groupStarts: starts,
                                        decelerationRate: properties.decelerationRate == .automatic ? nil : properties.decelerationRate.rawValue,
                                        bounce: properties.bounce)
        }
        y += section.contentInsets.bottom
        let contentBottom = y
        footers.forEach(supplementary)
        out.frame = CGRect(x: 0, y: top, width: width, height: y - top)
        if let list = section.listConfiguration { placeList(list, in: &out, index: index, width: width) }
        for (k, item) in section.decorationItems.enumerated() {
            let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: item.elementKind, with: IndexPath(item: k, section: index))
            a.frame = CGRect(x: 0, y: bandTop, width: width, height: contentBottom - bandTop).inset(by: item.contentInsets)
            a.zIndex = item.zIndex - 1
            out.decorations.append(a)
        }
        return out
    }

    /// Places group `g` of section `section` (of `count` items) at `origin`: its items' cells and
    /// their badges.
    private func placeGroup(_ g: Int, leaves: [NSCollectionLayoutGroup.Leaf], at origin: CGPoint, section: Int, count: Int,
                            into out: inout SectionLayout) {
        let attributesClass = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
        for (i, leaf) in leaves.enumerated() {
            let item = g * leaves.count + i
            guard item < count else { return }
            let path = IndexPath(item: item, section: section)
            let a = attributesClass.make(cellAt: path)
            a.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
            a.zIndex = leaf.zIndex
            a.fittingAxes = leaf.fits
            out.items.append(a)
            // Its badges, anchored on it, over it.
            for badge in leaf.item?.supplementaryItems ?? [] {
                let b = attributesClass.make(supplementaryOfKind: badge.elementKind, at: path)
                b.frame = badge.frame(on: a.frame)
                b.zIndex = leaf.zIndex + badge.zIndex
                out.itemSupplementary.append(b)
            }
        }
    }

    /// Lays out `section` of a horizontal layout from `left`: its groups one after another to the
    /// right, inside its insets, under its headers and over its footers, in the collection view's
    /// height (`height`, less the insets the scroll adds). Orthogonal scrolling does not apply
    /// here (its groups scroll with the layout).
    private func layAcross(_ section: NSCollectionLayoutSection, index: Int, items count: Int, left: CGFloat, height: CGFloat,
                           env: Environment) -> SectionLayout {
        var out = SectionLayout(section: section)
        let insets = section.contentInsets
        let headers = section.boundarySupplementaryItems.filter(\.isHeader)
        let footers = section.boundarySupplementaryItems.filter(\.isFooter)
        let probe = CGSize(width: env.size.width, height: height)
        let headerHeight = headers.filter(\.extendsBoundary).reduce(0) { $0 + $1.layoutSize.resolve(in: probe).height }
        let footerHeight = footers.filter(\.extendsBoundary).reduce(0) { $0 + $1.layoutSize.resolve(in: probe).height }
        let container = CGSize(width: max(0, env.size.width - insets.leading - insets.trailing),
                               height: max(0, height - headerHeight - footerHeight - insets.top - insets.bottom))
        let group = section.group
        let groupSize = group.layoutSize.resolve(in: container)
        let leaves = group.leafFrames(size: groupSize, environment: env)
        let groupCount = leaves.isEmpty || count == 0 ? 0 : (count + leaves.count - 1) / leaves.count
        var x = left + insets.leading
        let top = headerHeight + insets.top
        for g in 0..<groupCount {
            placeGroup(g, leaves: leaves, at: CGPoint(x: x, y: top), section: index, count: count, into: &out)
            x += groupSize.width + (g < groupCount - 1 ? section.interGroupSpacing : 0)
        }
        let right = x + insets.trailing
        var kindCounts: [String: Int] = [:]
        var y: CGFloat = 0
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
            let k = kindCounts[item.elementKind, default: 0]
            kindCounts[item.elementKind] = k + 1
            let a = boundaryAttributes(item, at: IndexPath(item: k, section: index), x: left, width: right - left, y: y, env: env)
            out.supplementary.append((a, item))
            if item.extendsBoundary { y += a.frame.height }
        }
        headers.forEach(boundary)
        y = height - footerHeight
        footers.forEach(boundary)
        out.frame = CGRect(x: left, y: 0, width: right - left, height: height)
        for (k, item) in section.decorationItems.enumerated() {
            let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: item.elementKind, with: IndexPath(item: k, section: index))
            a.frame = CGRect(x: left, y: headerHeight, width: right - left, height: height - headerHeight - footerHeight).inset(by: item.contentInsets)
            a.zIndex = item.zIndex - 1
            out.decorations.append(a)
        }
        return out
    }

    /// Marks the items and headers of a list section with their places (the cells' looks follow
    /// them) and puts the list's background behind the section.
    private func placeList(_ list: UICollectionLayoutListConfiguration, in out: inout SectionLayout, index: Int, width: CGFloat) {
        let margin: CGFloat = list.appearance == .insetGrouped ? 20 : UICollectionLayoutListConfiguration.margin(width: width)
        let count = out.items.count
        for (i, a) in out.items.enumerated() {
            let isHeader = list.headerMode == .firstItemInSection && i == 0
            let firstRow = list.headerMode == .firstItemInSection ? 1 : 0
            let separator = list.itemSeparatorHandler?(a.indexPath, list.separatorConfiguration) ?? list.separatorConfiguration
            a.listPlacement = ListPlacement(appearance: list.appearance, role: isHeader ? .header : .cell,
                                            isFirst: i == firstRow, isLast: i == count - 1,
                                            showsSeparator: list.showsSeparators && !isHeader, contentMargin: margin, separator: separator)
        }
        for (a, _) in out.supplementary {
            let role: ListPlacement.Role = a.representedElementKind == UICollectionView.elementKindSectionFooter ? .footer : .header
            a.listPlacement = ListPlacement(appearance: list.appearance, role: role, contentMargin: margin)
        }
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: ListBackgroundView.kind, with: IndexPath(item: 0, section: index))
        background.frame = out.frame
        background.zIndex = -1
        background.listPlacement = ListPlacement(appearance: list.appearance, role: .cell, background: list.resolvedBackgroundColor)
        out.decorations.append(background)
    }

    /// The list configuration of the section at `section`, if it is a list section.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        laidOut.indices.contains(section) ? laidOut[section].section?.listConfiguration : nil
    }
    /// The list place of the item at `indexPath`, if its section is a list.
    func listPlacement(ofItemAt indexPath: IndexPath) -> ListPlacement? {
        guard laidOut.indices.contains(indexPath.section), laidOut[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return laidOut[indexPath.section].items[indexPath.item].listPlacement
    }
    /// The list place of a header or footer, if its section is a list.
    func listPlacement(ofSupplementaryOfKind kind: String, at indexPath: IndexPath) -> ListPlacement? {
        guard laidOut.indices.contains(indexPath.section) else { return nil }
        return laidOut[indexPath.section].supplementary
            .first { $0.attributes.representedElementKind == kind && $0.attributes.indexPath == indexPath }?.attributes.listPlacement
    }

    override var isSelfSizing: Bool { !selfSizingSections.isEmpty || !selfSizingSupplementary.isEmpty }
    override func sizesItself(supplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool {
        selfSizingSupplementary.contains(SupplementaryID(kind: kind, indexPath: indexPath))
    }
    override func sizesItself(_ indexPath: IndexPath) -> Bool {
        guard selfSizingSections.contains(indexPath.section), laidOut[indexPath.section].items.indices.contains(indexPath.item) else { return false }
        return !laidOut[indexPath.section].items[indexPath.item].fittingAxes.isEmpty
    }

    // MARK: Answers

    /// The offset an orthogonal section is scrolled to.
    private func orthogonalOffset(_ section: Int) -> CGFloat {
        collectionView?.orthogonalScrollViews[section]?.contentOffset.x ?? 0
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, layout) in laidOut.enumerated() where layout.frame.insetBy(dx: 0, dy: -1).intersects(rect) || layout.frame.height == 0 {
            result += layout.decorations.filter { $0.frame.intersects(rect) }
            result += items(of: s, in: rect)
            result += badges(of: s, in: rect)
            for (a, item) in layout.supplementary {
                let shown = pinned(a, item, in: layout)
                if shown.frame.intersects(rect) { result.append(shown) }
            }
        }
        for (a, item) in global.supplementary {
            let shown = pinned(a, item, in: global)
            if shown.frame.intersects(rect) { result.append(shown) }
        }
        return result
    }

    /// The cells of section `s` meeting `rect`: an orthogonal section's moved by its scroll, and
    /// as its `visibleItemsInvalidationHandler` leaves them.
    private func items(of s: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let layout = laidOut[s]
        guard let o = layout.orthogonal else {
            let shown = layout.items.filter { $0.frame.intersects(rect) }
            guard layout.section?.visibleItemsInvalidationHandler != nil else { return shown }
            return handled(shown, section: s, offset: collectionView?.contentOffset ?? .zero, shift: 0)
        }
        let offset = orthogonalOffset(s)
        let visible = rect.intersection(o.band)
        guard !visible.isNull else { return [] }
        let shown = layout.items.filter { $0.frame.offsetBy(dx: -offset, dy: 0).intersects(visible) }
        guard layout.section?.visibleItemsInvalidationHandler != nil else {
            return shown.map { a in
                let c = a.copy() as! UICollectionViewLayoutAttributes
                c.center.x -= offset
                return c
            }
        }
        return handled(shown, section: s, offset: CGPoint(x: offset, y: 0), shift: offset)
    }

    /// The badges of section `s` meeting `rect`: an orthogonal section's moved by its scroll.
    private func badges(of s: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let layout = laidOut[s]
        guard !layout.itemSupplementary.isEmpty else { return [] }
        guard layout.orthogonal != nil else { return layout.itemSupplementary.filter { $0.frame.intersects(rect) } }
        let offset = orthogonalOffset(s)
        return layout.itemSupplementary.compactMap { a in
            let c = a.copy() as! UICollectionViewLayoutAttributes
            c.center.x -= offset
            return c.frame.intersects(rect) ? c : nil
        }
    }

    /// `items` after the section's handler: copies, with what it set, moved left by `shift`.
    private func handled(_ items: [UICollectionViewLayoutAttributes], section s: Int, offset: CGPoint,
                         shift: CGFloat) -> [UICollectionViewLayoutAttributes] {
        let key = items.map(\.indexPath)
        var result: [IndexPath: VisibleItem]
        if let last = handled[s], last.key == key, last.offset == offset {
            result = last.result
        } else {
            let visible = items.map { VisibleItem($0) }
            if let handler = laidOut[s].section?.visibleItemsInvalidationHandler, let environment {
                handler(visible, offset, environment)
            }
            result = Dictionary(visible.map { ($0.indexPath, $0) }, uniquingKeysWith: { a, _ in a })
            handled[s] = (key, offset, result)
        }
        return items.map { a in
            let c = a.copy() as! UICollectionViewLayoutAttributes
            if let v = result[a.indexPath] {
                c.alpha = v.alpha
                c.zIndex = v.zIndex
                c.isHidden = v.isHidden
                c.center = v.center
                c.transform = v.transform
            }
            c.center.x -= shift
            return c
        }
    }

    /// A header that pins to the visible bounds stays under the top edge while its section is in
    /// view (and goes with the section's end).
    private func pinned(_ a: UICollectionViewLayoutAttributes, _ item: NSCollectionLayoutBoundarySupplementaryItem,
                        in layout: SectionLayout) -> UICollectionViewLayoutAttributes {
        guard item.pinToVisibleBounds, let cv = collectionView else { return a }
        let edge = cv.contentOffset.y + cv.adjustedContentInset.top
        let c = a.copy() as! UICollectionViewLayoutAttributes
        if [.top, .topLeading, .topTrailing].contains(item.alignment) {
            c.frame.origin.y = min(max(a.frame.minY, edge), layout.frame.maxY - a.frame.height)
        } else {
            let bottom = cv.contentOffset.y + cv.bounds.height - cv.adjustedContentInset.bottom
            c.frame.origin.y = max(min(a.frame.minY, bottom - a.frame.height), layout.frame.minY)
        }
        c.zIndex = max(c.zIndex, 2)
        return c
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard laidOut.indices.contains(indexPath.section) else { return nil }
        let layout = laidOut[indexPath.section]
        guard layout.items.indices.contains(indexPath.item) else { return nil }
        let a = layout.items[indexPath.item]
        guard layout.orthogonal != nil else { return a }
        let c = a.copy() as! UICollectionViewLayoutAttributes
        c.center.x -= orthogonalOffset(indexPath.section)
        return c
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        if let g = global.supplementary.first(where: { $0.attributes.representedElementKind == elementKind && $0.attributes.indexPath == indexPath }) {
            return pinned(g.attributes, g.item, in: global)
        }
        guard laidOut.indices.contains(indexPath.section) else { return nil }
        let layout = laidOut[indexPath.section]
        if let boundary = layout.supplementary.first(where: { $0.attributes.representedElementKind == elementKind && $0.attributes.indexPath == indexPath }) {
            return pinned(boundary.attributes, boundary.item, in: layout)
        }
        guard let badge = layout.itemSupplementary.first(where: { $0.representedElementKind == elementKind && $0.indexPath == indexPath }) else {
            return nil
        }
        guard layout.orthogonal != nil else { return badge }
        let c = badge.copy() as! UICollectionViewLayoutAttributes
        c.center.x -= orthogonalOffset(indexPath.section)
        return c
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard laidOut.indices.contains(indexPath.section) else { return nil }
        return laidOut[indexPath.section].decorations.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// An inserted item fades in where it lands, as UIKit's compositional layout.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItem(at: itemIndexPath).map(UICollectionViewLayoutAttributes.faded)
    }
    /// A deleted item fades out where it was.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItem(at: itemIndexPath).map(UICollectionViewLayoutAttributes.faded)
    }

    /// A change of width lays the sections out again (their fractions change); so does any change
    /// while a section pins its headers or has a handler (they follow the scroll).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size
    }

    /// The orthogonal scrolling of section `s`, if it scrolls across.
    func orthogonal(_ s: Int) -> Orthogonal? { laidOut.indices.contains(s) ? laidOut[s].orthogonal : nil }
    var orthogonalSections: [Int: Orthogonal] {
        var r: [Int: Orthogonal] = [:]
        for (s, l) in laidOut.enumerated() { if let o = l.orthogonal { r[s] = o } }
        return r
    }

    // MARK: Environment

    /// The environment the sections are made for.
    final class Environment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
        let size: CGSize
        let insets: NSDirectionalEdgeInsets
        let traits: UITraitCollection
        init(size: CGSize, insets: NSDirectionalEdgeInsets, traits: UITraitCollection) {
            self.size = size
            self.insets = insets
            self.traits = traits
        }
        var container: any NSCollectionLayoutContainer { self }
        var traitCollection: UITraitCollection { traits }
        var contentSize: CGSize { size }
        var effectiveContentSize: CGSize {
            CGSize(width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
        }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { insets }
    }

    /// An item in view, as a handler sees and changes it.
    final class VisibleItem: NSObject, NSCollectionLayoutVisibleItem {
        var alpha: CGFloat
        var zIndex: Int
        var isHidden: Bool
        var center: CGPoint
        var transform: CGAffineTransform
        let indexPath: IndexPath
        let bounds: CGRect
        let representedElementCategory: UICollectionView.ElementCategory
        let representedElementKind: String?
        init(_ a: UICollectionViewLayoutAttributes) {
            alpha = a.alpha; zIndex = a.zIndex; isHidden = a.isHidden; center = a.center; transform = a.transform
            indexPath = a.indexPath; bounds = a.bounds
            representedElementCategory = a.representedElementCategory; representedElementKind = a.representedElementKind
        }
        var name: String { "\(representedElementKind ?? "cell") \(indexPath)" }
        var frame: CGRect { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
    }
}

/// The background of a list section: the list's colour (UIKit's
/// `_UICollectionViewListLayoutSectionBackgroundColorDecorationView`).
final class ListBackgroundView: UICollectionReusableView {
    static let kind = "_UICollectionViewListLayoutSectionBackgroundColorDecorationView"
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        backgroundColor = layoutAttributes.listPlacement?.background ?? .clear
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// Whether it sits along the top (a header).
    var isHeader: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    /// Whether it sits along the bottom (a footer).
    var isFooter: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}
