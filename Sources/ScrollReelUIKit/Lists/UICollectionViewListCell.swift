/// UIKit's `UICollectionViewListCell`: a row (or a header or footer) of a list
/// section: its default content configuration and background follow its place in
/// the list (a plain row, an inset grouped card's row, a grouped header…), it draws
/// the separator under it (inset to its text, none under a section's last row) and
/// lays out its `accessories` at its edges.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the cell's edges (a chevron, a checkmark, a delete button…), in order
    /// from leading to trailing at each edge; none by default.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            accessoryViews.forEach { $0.removeFromSuperview() }
            accessoryViews = accessories.map { accessory in
                if case .customView(let view, _, _) = accessory.kind {
                    let holder = CellAccessoryView(accessory)
                    holder.addSubview(view)
                    return holder
                }
                return CellAccessoryView(accessory)
            }
            accessoryViews.forEach(addSubview)
            setNeedsLayout()
        }
    }
    /// How far the content is indented, in `indentationWidth`s; 0 by default.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level; 10 pt by default.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the leading accessories are indented with the content; true by default.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    private var accessoryViews: [CellAccessoryView] = []
    let separator = UIView()
    private var separatorGuide: SeparatorGuide?
    /// A layout guide along the cell's bottom edge whose leading edge is where the separator
    /// starts: constrain its `leadingAnchor` (to your label's) and the separator starts there;
    /// left alone it follows the list's separator insets (by default, the row's text).
    open var separatorLayoutGuide: UILayoutGuide { SeparatorGuide.guide(&separatorGuide, of: self) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
        showBackground()
    }
    public required init?(coder: NSCoder) { return nil }

    /// The content configuration of the cell's place: `cell()` for a row (`sidebarCell()` in a
    /// sidebar), the list's header or footer style for a header or footer (`groupedHeader()` in a
    /// grouped list, `plainHeader()` in a plain one).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let placement = listPlacement else { return .cell() }
        switch (placement.appearance, placement.role) {
        case (.sidebar, .cell), (.sidebarPlain, .cell): return .sidebarCell()
        case (_, .cell): return .cell()
        case (.sidebar, .header), (.sidebarPlain, .header): return .sidebarHeader()
        case (.plain, .header): return .plainHeader()
        case (.plain, .footer), (.sidebar, .footer), (.sidebarPlain, .footer): return .plainFooter()
        case (_, .header): return .groupedHeader()
        case (_, .footer): return .groupedFooter()
        }
    }

    /// A list cell shows its place's background until a background configuration or view is set.
    override var automaticBackgroundConfiguration: UIBackgroundConfiguration? { defaultBackgroundConfiguration() }

    override func placementDidChange() {
        super.placementDidChange()
        showBackground()
    }

    /// The accessories shown for the editing state, with their widths.
    private func shownAccessories() -> (leading: [CellAccessoryView], trailing: [CellAccessoryView]) {
        var leading: [CellAccessoryView] = [], trailing: [CellAccessoryView] = []
        for view in accessoryViews {
            let shown = view.accessory.isDisplayed(editing: isEditingList)
            view.isHidden = !shown || view.accessory.isHidden
            view.isChecked = isSelected
            guard shown else { continue }
            if view.accessory.isLeading { leading.append(view) } else { trailing.append(view) }
        }
        return (leading, trailing)
    }
    /// The space between accessories, and between the accessories and the cell's edge (iOS 17).
    private static let accessorySpacing: CGFloat = 8

    /// The content's frame in the cell: between the accessories, indented.
    private func contentFrame(in bounds: CGRect) -> CGRect {
        let (leading, trailing) = shownAccessories()
        let margin = listContentMargin
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        var minX = indent
        if !leading.isEmpty {
            minX = margin + (indentsAccessories ? indent : 0)
                + leading.reduce(0) { $0 + $1.width } + CGFloat(leading.count - 1) * Self.accessorySpacing
        }
        var maxX = bounds.width
        if !trailing.isEmpty {
            maxX = bounds.width - margin - trailing.reduce(0) { $0 + $1.width } - CGFloat(trailing.count - 1) * Self.accessorySpacing
                + (contentView is UIListContentView ? margin - Self.accessorySpacing : 0)
        }
        return CGRect(x: minX, y: 0, width: max(0, maxX - minX), height: bounds.height)
    }

    /// Where the reorder accessory is in the cell, while it shows.
    var reorderAccessoryFrame: CGRect? {
        for view in accessoryViews where !view.isHidden {
            if case .reorder = view.accessory.kind { return view.frame.insetBy(dx: -11, dy: -11) }
        }
        return nil
    }

    /// The accessory a tap at `point` (in the cell) works: an outline disclosure (anywhere in the
    /// cell for a header-style one, `.automatic` in a list's header), or a detail, delete or
    /// insert button with an action handler; on the accessory or within the spacing around it.
    func tappedAccessory(at point: CGPoint) -> UICellAccessory? {
        for view in accessoryViews where !view.isHidden {
            switch view.accessory.kind {
            case .outlineDisclosure(let style):
                let header = style == .header || (style == .automatic && listPlacement?.role == .header)
                if header && bounds.contains(point) { return view.accessory }
            case .detail, .delete, .insert:
                guard view.accessory.actionHandler != nil else { continue }
            default:
                continue
            }
            if view.frame.insetBy(dx: -Self.accessorySpacing / 2, dy: 0).contains(point) { return view.accessory }
        }
        return nil
    }

    override func fittingHeight(width: CGFloat) -> CGFloat {
        let content = contentFrame(in: CGRect(x: 0, y: 0, width: width, height: 0))
        let least = listPlacement?.role == .cell || listPlacement == nil ? UICollectionLayoutListConfiguration.minimumRowHeight : 0
        return max(least, contentView.sizeThatFits(CGSize(width: content.width, height: 0)).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = contentFrame(in: bounds)
        let (leading, trailing) = shownAccessories()
        for view in accessoryViews { view.isExpanded = isOutlineExpanded }
        let margin = listContentMargin
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        var x = margin + (indentsAccessories ? indent : 0)
        for view in leading {
            view.frame = CGRect(x: x, y: 0, width: view.width, height: bounds.height)
            x += view.width + Self.accessorySpacing
        }
        x = bounds.width - margin
        for view in trailing.reversed() {
            x -= view.width
            view.frame = CGRect(x: x, y: 0, width: view.width, height: bounds.height)
            if case .customView(let custom, _, let fixed) = view.accessory.kind {
                custom.frame = fixed ? CGRect(x: 0, y: (bounds.height - custom.bounds.height) / 2, width: view.width, height: custom.bounds.height)
                    : CGRect(x: 0, y: 0, width: view.width, height: bounds.height)
            }
            x -= Self.accessorySpacing
        }
        for view in leading { if case .customView(let custom, _, _) = view.accessory.kind { custom.frame = view.bounds } }
        // The separator under the row, from where its text starts to the trailing edge (or as
        // the list's separator configuration says).
        let configuration = listPlacement?.separator
        let visibility = configuration?.bottomSeparatorVisibility ?? .automatic
        if let placement = listPlacement, placement.role == .cell,
           visibility == .visible || (visibility == .automatic && placement.showsSeparator && !placement.isLast) {
            let insets = configuration?.bottomSeparatorInsets ?? UIListSeparatorConfiguration.automaticInsets
            let automatic = UIListSeparatorConfiguration.automaticInsets
            let textStart = contentView.frame.minX + ((contentView as? UIListContentView)?.textLeading ?? listContentMargin)
            let inset = insets.leading == automatic.leading ? textStart : insets.leading
            let leading = separatorGuide?.start(default: inset) ?? inset
            let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
            let hairline = 1 / max(window?.screen.scale ?? 3, 1)
            separator.isHidden = false
            separator.backgroundColor = configuration?.color ?? .separator
            separator.frame = CGRect(x: leading, y: bounds.height - hairline, width: max(0, bounds.width - leading - trailing), height: hairline)
            bringSubviewToFront(separator)
        } else {
            separator.isHidden = true
        }
    }
}
