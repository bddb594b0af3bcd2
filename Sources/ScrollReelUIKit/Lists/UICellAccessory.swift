/// UIKit's `UICellAccessory`: a control or an indicator at an edge of a list cell
/// (a chevron, a checkmark, a delete button…), shown always, only while editing or
/// only while not. `UICollectionViewListCell.accessories` lays them out at the
/// leading and trailing edges, in iOS 17's shapes and sizes. A tap on an outline
/// disclosure runs its action handler, or by default expands or collapses its item
/// through the diffable data source's section snapshot; a tap on a detail, delete or
/// insert button with an action handler runs it (a delete button without one does
/// not reveal swipe actions here); the reorder grip, dragged while editing, moves its
/// item (an interactive movement).
public struct UICellAccessory {
    /// UIKit's `UICellAccessory.DisplayedState`: when an accessory shows.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while it is not.
        case whenNotEditing
    }
    /// UIKit's `UICellAccessory.LayoutDimension`: the width kept for an accessory.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The standard width of its kind.
        case standard
        /// This many points.
        case custom(CGFloat)
    }
    /// UIKit's `UICellAccessory.ActionHandler`.
    public typealias ActionHandler = () -> Void
    /// UIKit's `UICellAccessory.Position`: the index among the accessories at an edge.
    public typealias Position = ([UICellAccessory]) -> Int

    /// UIKit's `UICellAccessory.DisclosureIndicatorOptions`.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (keeping its room); nil: no.
        public var isHidden: Bool?
        /// The width kept for it; nil: the standard.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil: tertiary label grey.
        public var tintColor: UIColor?
        /// Options with these values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    /// UIKit's `UICellAccessory.CheckmarkOptions`.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden (keeping its room); nil: no.
        public var isHidden: Bool?
        /// The width kept for it; nil: the standard.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil: the cell's tint colour.
        public var tintColor: UIColor?
        /// Options with these values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    /// UIKit's `UICellAccessory.DetailOptions`.
    public struct DetailOptions {
        /// Whether the accessory is hidden (keeping its room); nil: no.
        public var isHidden: Bool?
        /// The width kept for it; nil: the standard.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil: the cell's tint colour.
        public var tintColor: UIColor?
        /// Options with these values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    /// UIKit's `UICellAccessory.DeleteOptions`.
    public struct DeleteOptions {
        /// Whether the accessory is hidden (keeping its room); nil: no.
        public var isHidden: Bool?
        /// The width kept for it; nil: the standard.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of its sign; nil: white.
        public var tintColor: UIColor?
        /// The colour of its disc; nil: system red.
        public var backgroundColor: UIColor?
        /// Options with these values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    /// UIKit's `UICellAccessory.ReorderOptions`.
    public struct ReorderOptions {
        /// Whether the accessory is hidden (keeping its room); nil: no.
        public var isHidden: Bool?
        /// The width kept for it; nil: the standard.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil: system grey.
        public var tintColor: UIColor?
        /// Whether a separator line is drawn before it; true by default.
        public var showsVerticalSeparator: Bool
        /// Options with these values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
    /// UIKit's `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum OutlineDisclosureStyle: Int, Hashable, Sendable {
        /// A header's cell shows it as a cell.
        case automatic
        /// The cell looks like a header.
        case header
        /// The cell looks like a cell.
        case cell
    }
    /// UIKit's `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions {
        /// The look of the cell it is in.
        public var style: OutlineDisclosureStyle
        /// Whether the accessory is hidden (keeping its room); nil: no.
        public var isHidden: Bool?
        /// The width kept for it; nil: the standard.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil: the cell's tint colour.
        public var tintColor: UIColor?
        /// Options with these values.
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    /// UIKit's `UICellAccessory.LabelOptions`.
    public struct LabelOptions {
        /// Whether the accessory is hidden (keeping its room); nil: no.
        public var isHidden: Bool?
        /// The width kept for it; nil: the text's.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil: secondary label grey.
        public var tintColor: UIColor?
        /// Its font; nil: the body style.
        public var font: UIFont?
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory: Bool?
        /// Options with these values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.font = font; self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }
    /// UIKit's `UICellAccessory.Placement`: which edge a custom view sits at, when, and where
    /// among the accessories there.
    public enum Placement {
        /// At the leading edge.
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// At the trailing edge.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }
    /// UIKit's `UICellAccessory.CustomViewConfiguration`: a view of your own as an accessory.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Where it sits.
        public var placement: Placement
        /// Whether it is hidden (keeping its room); nil: no.
        public var isHidden: Bool?
        /// The width kept for it.
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint colour.
        public var tintColor: UIColor?
        /// Whether it keeps its own size (else it is as tall as the cell's content allows).
        public var maintainsFixedSize: Bool
        /// A configuration with these values.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// What an accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, detail, delete, insert, reorder, multiselect
        case outlineDisclosure(OutlineDisclosureStyle)
        case label(String, UIFont?)
        case customView(UIView, leading: Bool, maintainsFixedSize: Bool)
    }
    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    /// Whether it is hidden (keeping its room).
    public var isHidden: Bool
    /// The width kept for it.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour (nil: its kind's).
    public var tintColor: UIColor?
    let backgroundColor: UIColor?
    let actionHandler: ActionHandler?

    private init(_ kind: Kind, _ displayed: DisplayedState, hidden: Bool?, width: LayoutDimension?, tint: UIColor?,
                 background: UIColor? = nil, action: ActionHandler? = nil) {
        self.kind = kind
        displayedState = displayed
        isHidden = hidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
        backgroundColor = background
        actionHandler = action
    }

    /// A chevron at the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        .init(.disclosureIndicator, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A checkmark at the trailing edge, in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        .init(.checkmark, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// An info button at the trailing edge.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        .init(.detail, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }
    /// A red delete button at the leading edge, while editing.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        .init(.delete, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
              background: options.backgroundColor, action: actionHandler)
    }
    /// A green insert button at the leading edge, while editing.
    public static func insert(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        .init(.insert, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
              background: options.backgroundColor, action: actionHandler)
    }
    /// A grip at the trailing edge that reorders the row, while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        .init(.reorder, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A selection circle at the leading edge, while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        .init(.multiselect, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A chevron that expands or collapses an outline's item (pointing down when expanded).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        .init(.outlineDisclosure(options.style), displayed, hidden: options.isHidden, width: options.reservedLayoutWidth,
              tint: options.tintColor, action: actionHandler)
    }
    /// A text at the trailing edge, in grey.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        .init(.label(text, options.font), displayed, hidden: options.isHidden, width: options.reservedLayoutWidth ?? .actual,
              tint: options.tintColor)
    }
    /// A view of your own, where its configuration places it.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (displayed, leading): (DisplayedState, Bool) = switch configuration.placement {
        case .leading(let d, _): (d, true)
        case .trailing(let d, _): (d, false)
        }
        return .init(.customView(configuration.customView, leading: leading, maintainsFixedSize: configuration.maintainsFixedSize),
                     displayed, hidden: configuration.isHidden, width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }

    /// Whether it sits at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .customView(_, let leading, _): leading
        default: false
        }
    }
    /// Whether it shows with the cell editing or not.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}

/// The view of a built-in accessory: the glyph of its kind, drawn as iOS 17 draws it
/// (SF Symbols' chevron, checkmark, info circle, minus and plus discs, grip), in its
/// standard width.
final class CellAccessoryView: UIView {
    let accessory: UICellAccessory
    private var label: UILabel?
    /// Whether an outline disclosure points down.
    var isExpanded = false
    /// Whether a selection circle is checked (its row is selected).
    var isChecked = false { didSet { if isChecked != oldValue { setNeedsDisplay() } } }

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        backgroundColor = .clear
        isUserInteractionEnabled = false
        if case .label(let text, let font) = accessory.kind {
            let l = UILabel()
            l.text = text
            l.font = font ?? .preferredFont(forTextStyle: .body)
            l.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(l)
            label = l
        }
        isHidden = accessory.isHidden
    }
    required init?(coder: NSCoder) { return nil }

    /// The standard width of the accessory's kind (the label's: its text's).
    var standardWidth: CGFloat {
        switch accessory.kind {
        case .disclosureIndicator, .outlineDisclosure: 12
        case .checkmark: 17
        case .detail, .delete, .insert, .multiselect: 22
        case .reorder: 22
        case .label: (label?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width ?? 0)
        case .customView(let view, _, _): view.bounds.width
        }
    }
    /// The width the accessory takes in the row.
    var width: CGFloat {
        switch accessory.reservedLayoutWidth {
        case .custom(let w): max(0, w)
        case .actual, .standard: standardWidth
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label?.frame = bounds
    }

    override func draw(in context: any GraphicsContext) {
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        func stroke(_ points: [CGPoint], _ color: UIColor, width: CGFloat = 2) {
            var p = Path()
            p.move(to: points[0])
            for q in points.dropFirst() { p.addLine(to: q) }
            context.stroke(p, with: color.cgColor, lineWidth: width, lineCap: .round)
        }
        func disc(_ color: UIColor, radius: CGFloat = 11) {
            context.fill(Path(roundedRect: CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius), cornerRadius: radius),
                         with: color.cgColor)
        }
        switch accessory.kind {
        case .disclosureIndicator:
            CellAccessoryView.drawChevron(in: context, right: c.x + 3, midY: c.y, color: accessory.tintColor ?? .tertiaryLabel)
        case .outlineDisclosure:
            let color = accessory.tintColor ?? tintColor ?? .systemBlue
            if isExpanded {
                stroke([CGPoint(x: c.x - 6, y: c.y - 3), CGPoint(x: c.x, y: c.y + 3), CGPoint(x: c.x + 6, y: c.y - 3)], color, width: 2.2)
            } else {
                stroke([CGPoint(x: c.x - 3, y: c.y - 6), CGPoint(x: c.x + 3, y: c.y), CGPoint(x: c.x - 3, y: c.y + 6)], color, width: 2.2)
            }
        case .checkmark:
            CellAccessoryView.drawCheckmark(in: context, right: c.x + 7, midY: c.y, color: accessory.tintColor ?? tintColor ?? .systemBlue)
        case .detail:
            let color = accessory.tintColor ?? tintColor ?? .systemBlue
            let ring = Path(roundedRect: CGRect(x: c.x - 10, y: c.y - 10, width: 20, height: 20), cornerRadius: 10)
            context.stroke(ring, with: color.cgColor, lineWidth: 1.5, lineCap: .round)
            stroke([CGPoint(x: c.x, y: c.y - 1), CGPoint(x: c.x, y: c.y + 5)], color)
            context.fill(Path(roundedRect: CGRect(x: c.x - 1.2, y: c.y - 5.6, width: 2.4, height: 2.4), cornerRadius: 1.2), with: color.cgColor)
        case .delete:
            disc(accessory.backgroundColor ?? .systemRed)
            stroke([CGPoint(x: c.x - 5.5, y: c.y), CGPoint(x: c.x + 5.5, y: c.y)], accessory.tintColor ?? .white)
        case .insert:
            disc(accessory.backgroundColor ?? .systemGreen)
            stroke([CGPoint(x: c.x - 5.5, y: c.y), CGPoint(x: c.x + 5.5, y: c.y)], accessory.tintColor ?? .white)
            stroke([CGPoint(x: c.x, y: c.y - 5.5), CGPoint(x: c.x, y: c.y + 5.5)], accessory.tintColor ?? .white)
        case .multiselect where isChecked:
            disc(accessory.backgroundColor ?? tintColor ?? .systemBlue)
            stroke([CGPoint(x: c.x - 5, y: c.y + 0.5), CGPoint(x: c.x - 1.5, y: c.y + 4), CGPoint(x: c.x + 5, y: c.y - 4)],
                   accessory.tintColor ?? .white)
        case .multiselect:
            let ring = Path(roundedRect: CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22), cornerRadius: 11)
            context.stroke(ring, with: (accessory.tintColor ?? .systemGray3).cgColor, lineWidth: 1.5, lineCap: .round)
        case .reorder:
            for dy: CGFloat in [-5, 0, 5] {
                stroke([CGPoint(x: c.x - 8, y: c.y + dy), CGPoint(x: c.x + 8, y: c.y + dy)], accessory.tintColor ?? .systemGray, width: 1.5)
            }
        case .label, .customView:
            break
        }
    }

    /// iOS's disclosure chevron (SF Symbols' `chevron.forward`, 13 pt tall), its tip at `right`.
    static func drawChevron(in context: any GraphicsContext, right x: CGFloat, midY y: CGFloat, color: UIColor) {
        var p = Path()
        p.move(to: CGPoint(x: x - 5.5, y: y - 6.5))
        p.addLine(to: CGPoint(x: x, y: y))
        p.addLine(to: CGPoint(x: x - 5.5, y: y + 6.5))
        context.stroke(p, with: color.cgColor, lineWidth: 2, lineCap: .round)
    }
    /// iOS's checkmark, 14 pt wide, its right end at `right`.
    static func drawCheckmark(in context: any GraphicsContext, right x: CGFloat, midY y: CGFloat, color: UIColor) {
        var p = Path()
        p.move(to: CGPoint(x: x - 14, y: y))
        p.addLine(to: CGPoint(x: x - 9, y: y + 5.5))
        p.addLine(to: CGPoint(x: x, y: y - 6.5))
        context.stroke(p, with: color.cgColor, lineWidth: 2, lineCap: .round)
    }
}
