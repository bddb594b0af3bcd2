/// What UIKit adds to Foundation's `IndexPath`: a row (or item) in a section.
extension IndexPath {
    /// An index path to row `row` of section `section`, for a table.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path to item `item` of section `section`, for a collection view.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section: the path's first index (0 for an empty path, where setting it does nothing).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }
    /// The row in its section: the path's second index (0 for a shorter path, where setting it does
    /// nothing).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }
    /// The item in its section, as a collection view names it: the same index as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

/// What UIKit adds to Foundation's `NSIndexPath` (code written for Swift 3 still
/// spells `(indexPath as NSIndexPath).row`).
extension NSIndexPath {
    /// The section: the path's first index.
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    /// The row in its section: the path's second index.
    public var row: Int { length > 1 ? index(atPosition: 1) : 0 }
    /// The item in its section: the same index as `row`.
    public var item: Int { row }
}

/// UIKit's `UITableViewCell`: a reusable row with a content view and, for the
/// built-in styles, a title, a detail text and an image laid out as iOS lays
/// them out (iOS 13–17's legacy styles); or, from iOS 14, a content configuration
/// (the content view is then the configuration's) and a background configuration.
open class UITableViewCell: UIView, ConfigurableCell {
    /// A `.value2` cell's title is in the tint: dimmed, the cell lays out again.
    override func effectiveTintDidChange() { if style == .value2 { setNeedsLayout() } }
    /// UIKit's `UITableViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    /// UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A title after an optional image; no detail text (`detailTextLabel` is nil).
        case `default`
        /// A title at the leading edge and the detail text in grey, right-aligned at the trailing
        /// edge.
        case value1
        /// A narrow, right-aligned title in the tint colour, then the detail text; no image.
        case value2
        /// A title with the detail text, in a smaller font, under it.
        case subtitle
    }
    /// UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// The cell looks the same selected or highlighted.
        case none
        /// Drawn grey, as `.default`, as iOS has drawn it since iOS 7.
        case blue
        /// The grey selection background, as `.default`.
        case gray
        /// The grey selection background; the default.
        case `default`
    }
    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory; the default.
        case none
        /// A chevron at the trailing edge.
        case disclosureIndicator
        /// In UIKit an info button and a chevron; ScrollReel keeps room for it but draws nothing.
        case detailDisclosureButton
        /// A checkmark in the tint colour at the trailing edge.
        case checkmark
        /// In UIKit an info button; ScrollReel keeps room for it but draws nothing.
        case detailButton
    }

    /// The identifier the cell was made with, under which the table queues it for reuse; a cell
    /// without one is not reused.
    open private(set) var reuseIdentifier: String?
    /// The cell's built-in style, fixed when it is made.
    public let style: CellStyle
    /// The view that holds the cell's content: add your subviews to it. It fills the cell but for
    /// the accessory.
    open internal(set) var contentView = UIView()
    /// What the cell shows, as a configuration; setting it puts the configuration's view (made
    /// by it, or the current one when it `supports` it) in place of `contentView`. Nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? { didSet { showContent() } }
    /// The cell's background, as a configuration (drawn over the cell's background colour). Nil
    /// by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { showBackground() } }
    /// Whether a state change updates the content configuration for the state; true by default.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change updates the background configuration for the state; true by default.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell and its state after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    let cellConfigurations = CellConfigurations()

    /// The content configuration of the cell's style: `cell()` (`subtitleCell()` for `.subtitle`,
    /// `valueCell()` for `.value1` and `.value2`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }
    /// The list background of a table's row: the plain one.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
    /// The cell's state for its configurations: selected, highlighted.
    open var configurationState: UICellConfigurationState { selectionState() }
    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() { configurationUpdateIsDue() }
    /// Updates the configurations for `state` (when they update automatically), then
    /// `configurationUpdateHandler`. Override it to set configurations of your own for the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        showConfigurations(for: state)
        configurationUpdateHandler?(self, state)
    }
    var shownBackgroundConfiguration: UIBackgroundConfiguration? { backgroundConfiguration }
    /// The horizontal margin list content keeps in the cell.
    var listContentMargin: CGFloat { margin }

    /// How the cell looks while selected or highlighted: any style but `.none` shows the grey
    /// selection background. `.default` by default.
    open var selectionStyle: SelectionStyle = .default
    /// UIKit's `UITableViewCell.EditingStyle`: the control an editing row shows at its leading edge.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red minus disc: a tap on it asks to confirm the row's deletion.
        case delete
        /// A green plus disc.
        case insert
    }

    /// The standard accessory at the trailing edge: `.none` by default.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// The standard accessory at the trailing edge while the table is editing (instead of
    /// `accessoryType`): `.none` by default.
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// Whether the cell is in editing mode: its table sets it with `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    private var hidAccessoryViewForEditing = false
    /// Enters or leaves editing mode: the editing control shows at the leading edge (the content
    /// moves right, unless `shouldIndentWhileEditing` is false), the reorder control at the
    /// trailing edge if the row can move, and `editingAccessoryType` instead of `accessoryType`.
    /// The table calls it; override it to restyle your content, and call `super`. The change is
    /// immediate (`animated` is ignored).
    open func setEditing(_ editing: Bool, animated: Bool) {
        if self.editing != editing { setNeedsUpdateConfiguration() }
        self.editing = editing
        setNeedsLayout()
    }
    /// The editing control the row shows: the table's delegate decides it
    /// (`tableView(_:editingStyleForRowAt:)`); `.delete` until then.
    open internal(set) var editingStyle: EditingStyle = .delete
    /// Whether the content moves right while editing; the table sets it from its delegate
    /// (`tableView(_:shouldIndentWhileEditingRowAt:)`). True by default.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// Whether the reorder control shows while editing; the table sets it from its data source
    /// (`tableView(_:canMoveRowAt:)`).
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the row's swipe actions are showing (the table sets it).
    open internal(set) var showingDeleteConfirmation = false
    /// The editing control's look: the table's selection circle when it allows multiple selection
    /// while editing, else the editing style's disc.
    var editingControl: EditingControl? { didSet { if editingControl != oldValue { showEditingControls() } } }
    /// The controls an editing row shows at its leading edge.
    enum EditingControl: Equatable {
        case delete, insert, multiselect
        var accessory: UICellAccessory {
            switch self {
            case .delete: .delete(displayed: .always)
            case .insert: .insert(displayed: .always)
            case .multiselect: .multiselect(displayed: .always)
            }
        }
    }
    /// The editing control's view and the reorder control's, while editing.
    private(set) var editingControlView: CellAccessoryView?
    var reorderControl: CellAccessoryView?
    /// The width of the editing control's column and of the reorder control's: the content moves
    /// right by the first, and gives up the second at the trailing edge. ScrollReel's measure of
    /// iOS 17's (a 22 pt disc with its margins).
    static let editingControlWidth: CGFloat = 38
    static let reorderControlWidth: CGFloat = 44

    private func showEditingControls() {
        editingControlView?.removeFromSuperview()
        editingControlView = nil
        if let control = editingControl {
            let view = CellAccessoryView(control.accessory)
            addSubview(view)
            editingControlView = view
        }
        setNeedsLayout()
    }

    /// The accessory type shown now.
    private var shownAccessoryType: AccessoryType { editing ? editingAccessoryType : accessoryType }
    /// A view at the trailing edge instead of the accessory type's.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The inset of the separator under the cell: 16 pt from the leading edge by default, in which
    /// case the table's `separatorInset` is used.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: UITableViewCell.margin, bottom: 0, right: 0)
    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without
    /// animation, as in UIKit (the table calls that method itself).
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted: the table sets it through `setHighlighted(_:animated:)`
    /// while a finger is down on the row; setting it calls that method without animation.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selected = false, highlighted = false

    private lazy var titleLabel = makeLabel(UIFont.systemFont(ofSize: 17), .label)
    private lazy var subtitleLabel = makeLabel(Self.detailFont(for: style), style == .value1 ? .secondaryLabel : .label)
    private lazy var iconView = UIImageView(frame: .zero)
    private var usesTitle = false, usesDetail = false, usesImage = false
    private let selectedBackground = UIView()
    /// The hairline UIKit draws under a row; the table shows it or hides it.
    let separatorView = UIView()
    private var separatorGuide: SeparatorGuide?
    /// A layout guide along the cell's bottom edge whose leading edge is where the separator
    /// starts: constrain its `leadingAnchor` (to your label's) and the separator starts there;
    /// left alone it follows `separatorInset`.
    open var separatorLayoutGuide: UILayoutGuide { SeparatorGuide.guide(&separatorGuide, of: self) }

    /// UIKit's cell margin on a phone of ScrollReel's widths (16 pt; 20 pt from
    /// 414 pt wide, where iOS widens its readable margins).
    static let margin: CGFloat = 16
    var margin: CGFloat { bounds.width >= 414 ? 20 : Self.margin }

    /// Makes a cell of a built-in style, with the identifier under which the table queues it for
    /// reuse.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        selectedBackground.backgroundColor = .systemGray4
        selectedBackground.isHidden = true
        selectedBackground.isUserInteractionEnabled = false
        addSubview(selectedBackground)
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }
    public required init?(coder: NSCoder) { return nil }

    /// How `UITableView` makes a cell of a registered class: through the class's
    /// own `init(style:reuseIdentifier:)`, overridden or inherited (a required
    /// convenience initializer, so that a subclass written for UIKit, which
    /// overrides the designated initializers, needs nothing more).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The title (all styles), made when first asked for, as UIKit's.
    open var textLabel: UILabel? {
        usesTitle = true
        if titleLabel.superview == nil { contentView.addSubview(titleLabel); setNeedsLayout() }
        return titleLabel
    }

    /// The detail text: nil in the `.default` style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        usesDetail = true
        if subtitleLabel.superview == nil { contentView.addSubview(subtitleLabel); setNeedsLayout() }
        return subtitleLabel
    }

    /// The image at the leading edge (not in the `.value2` style).
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        usesImage = true
        if iconView.superview == nil { contentView.addSubview(iconView); setNeedsLayout() }
        return iconView
    }

    private func makeLabel(_ font: UIFont, _ color: UIColor) -> UILabel {
        let l = UILabel(frame: .zero)
        l.font = font
        l.textColor = color
        return l
    }

    private static func detailFont(for style: CellStyle) -> UIFont {
        switch style {
        case .subtitle: .systemFont(ofSize: 12)
        case .value2: .systemFont(ofSize: 15)
        default: .systemFont(ofSize: 17)
        }
    }

    /// Called before the cell is handed out again by `dequeueReusableCell`.
    open func prepareForReuse() {}

    /// Selects or deselects the cell, showing or hiding its selection background at once
    /// (`animated` is ignored). The table calls it; override it to restyle your content, and call
    /// `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if self.selected != selected { setNeedsUpdateConfiguration() }
        self.selected = selected
        showSelection()
    }

    /// Highlights or unhighlights the cell, showing or hiding its selection background at once
    /// (`animated` is ignored). The table calls it when a finger comes down on the row and again
    /// when it lifts or starts a scroll.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if self.highlighted != highlighted { setNeedsUpdateConfiguration() }
        self.highlighted = highlighted
        showSelection()
    }

    private func showSelection() {
        editingControlView?.isChecked = isSelected
        // A row selected for a multiple selection while editing shows it by its check, not the grey.
        let checks = editing && editingControl == .multiselect
        selectedBackground.isHidden = selectionStyle == .none || !(isSelected || isHighlighted) || (checks && !isHighlighted)
    }

    /// What a self-sizing row asks (`UITableView.automaticDimension`): a cell whose content view
    /// holds constraints is as tall as they make its content view at the cell's width (less the
    /// accessory); the built-in styles are as tall as their labels need; any other cell answers
    /// `sizeThatFits`.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard contentView.holdsConstraints else { return sizeThatFits(targetSize) }
        let accessoryWidth: CGFloat = accessoryView?.bounds.width ?? (accessoryType == .none ? 0 : 20)
        let inset = accessoryWidth > 0 ? accessoryWidth + margin : 0
        let content = contentView.systemLayoutSizeFitting(CGSize(width: max(targetSize.width - inset, 0), height: targetSize.height),
                                                          withHorizontalFittingPriority: horizontalFittingPriority,
                                                          verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: content.width + inset, height: content.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if contentConfiguration != nil {
            updateConfigurationIfDue()
            let accessoryWidth: CGFloat = accessoryView?.bounds.width ?? (accessoryType == .none ? 0 : 20)
            let width = size.width - (accessoryWidth > 0 ? accessoryWidth + margin : 0)
            return CGSize(width: size.width, height: max(44, contentView.sizeThatFits(CGSize(width: width, height: 0)).height))
        }
        guard usesTitle || usesDetail else { return CGSize(width: size.width, height: 44) }
        let width = max(size.width - 2 * margin, 1)
        let title = usesTitle ? titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height : 0
        let detail = usesDetail ? subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height : 0
        let content = style == .subtitle ? title + detail : max(title, detail)
        return CGSize(width: size.width, height: max(44, content + 22))
    }

    open override func layoutSubviews() {
        updateConfigurationIfDue()
        super.layoutSubviews()
        cellConfigurations.background?.place(in: bounds)
        let accessoryWidth: CGFloat = editing ? (shownAccessoryType == .none ? 0 : 20) : accessoryView?.bounds.width ?? (accessoryType == .none ? 0 : 20)
        let indent: CGFloat = editing && shouldIndentWhileEditing ? Self.editingControlWidth : 0
        let reorder: CGFloat = editing && showsReorderControl ? Self.reorderControlWidth : 0
        let contentWidth = bounds.width - indent - reorder - (accessoryWidth > 0 ? accessoryWidth + margin : 0)
        contentView.frame = CGRect(x: indent, y: 0, width: max(contentWidth, 0), height: bounds.height)
        // The accessory view gives way to the editing accessory while editing, and comes back after.
        if editing, let accessoryView, !accessoryView.isHidden {
            accessoryView.isHidden = true
            hidAccessoryViewForEditing = true
        } else if !editing, hidAccessoryViewForEditing {
            accessoryView?.isHidden = false
            hidAccessoryViewForEditing = false
        }
        layOutEditingControls()
        selectedBackground.frame = bounds
        if let accessoryView {
            accessoryView.center = CGPoint(x: bounds.width - margin - accessoryView.bounds.width / 2, y: bounds.midY)
        }
        let hairline = 1 / max(window?.screen.scale ?? 3, 1)
        let start = separatorGuide?.start(default: separatorInset.left) ?? separatorInset.left
        separatorView.frame = CGRect(x: start, y: bounds.height - hairline,
                                     width: max(0, bounds.width - start - separatorInset.right), height: hairline)
        layoutStyle(in: contentView.bounds)
    }

    /// The built-in styles' geometry: `.default` a title after the image;
    /// `.subtitle` the detail under the title; `.value1` the detail at the
    /// trailing edge; `.value2` a narrow right-aligned title, then the detail.
    private func layoutStyle(in b: CGRect) {
        var x = margin
        if usesImage, let image = iconView.image {
            let side = min(image.size.height, b.height - 8)
            let w = image.size.height > 0 ? image.size.width * side / image.size.height : side
            iconView.frame = CGRect(x: x, y: (b.height - side) / 2, width: w, height: side)
            x += w + margin
        }
        let trailing = b.width - margin
        let titleHeight = usesTitle ? titleLabel.font.lineHeight : 0
        let detailHeight = usesDetail ? subtitleLabel.font.lineHeight : 0
        switch style {
        case .default:
            titleLabel.frame = CGRect(x: x, y: 0, width: max(trailing - x, 0), height: b.height)
        case .subtitle:
            let top = (b.height - titleHeight - detailHeight) / 2
            titleLabel.frame = CGRect(x: x, y: top, width: max(trailing - x, 0), height: titleHeight)
            subtitleLabel.frame = CGRect(x: x, y: top + titleHeight, width: max(trailing - x, 0), height: detailHeight)
        case .value1:
            let detailWidth = usesDetail ? min(subtitleLabel.sizeThatFits(b.size).width, (trailing - x) / 2) : 0
            subtitleLabel.textAlignment = .right
            subtitleLabel.frame = CGRect(x: trailing - detailWidth, y: 0, width: detailWidth, height: b.height)
            titleLabel.frame = CGRect(x: x, y: 0, width: max(trailing - detailWidth - 8 - x, 0), height: b.height)
        case .value2:
            titleLabel.textAlignment = .right
            titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
            titleLabel.textColor = tintColor
            titleLabel.frame = CGRect(x: x, y: 0, width: 91 - x, height: b.height)
            subtitleLabel.frame = CGRect(x: 97, y: 0, width: max(trailing - 97, 0), height: b.height)
        }
    }

    open override func draw(in context: any GraphicsContext) {
        // The accessory types UIKit draws: a chevron, or a checkmark in the tint colour.
        let y = bounds.midY
        let x = bounds.width - margin - (editing && showsReorderControl ? Self.reorderControlWidth : 0)
        switch shownAccessoryType {
        case .disclosureIndicator:
            CellAccessoryView.drawChevron(in: context, right: x - 1.5, midY: y, color: .tertiaryLabel)
        case .checkmark:
            CellAccessoryView.drawCheckmark(in: context, right: x, midY: y, color: tintColor)
        default:
            break
        }
    }
}

/// UIKit's `UITableViewHeaderFooterView`: a reusable section header or footer
/// with a title in iOS's section-header look.
open class UITableViewHeaderFooterView: UIView, ListContentHost {
    /// The identifier the view was made with, under which the table queues it for reuse.
    open private(set) var reuseIdentifier: String?
    /// The view that holds the header's or footer's content, filling it.
    open private(set) var contentView = UIView()
    /// What the view shows, as a configuration; setting it puts the configuration's view in place
    /// of `contentView`. Nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard let contentConfiguration else { return }
            contentView = installContent(contentConfiguration, replacing: contentView, in: self)
        }
    }
    /// The header style of the table's: `groupedHeader()` in a grouped table, `plainHeader()` in a
    /// plain one.
    open func defaultContentConfiguration() -> UIListContentConfiguration { isGrouped ? .groupedHeader() : .plainHeader() }
    /// The horizontal margin list content keeps in the view.
    var listContentMargin: CGFloat { UICollectionLayoutListConfiguration.margin(width: bounds.width) }
    private lazy var title: UILabel = {
        let l = UILabel(frame: .zero)
        contentView.addSubview(l)
        return l
    }()
    var usesTitle = false
    /// Set by the table: a grouped table's titles are small capitals in grey.
    var isGrouped = false

    /// Makes a header or footer view with the identifier under which the table queues it for reuse.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }

    /// How `UITableView` makes a header of a registered class (see `UITableViewCell`).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The title, made when first asked for: 17 pt semibold in a plain table, 13 pt grey at the
    /// bottom in a grouped one.
    open var textLabel: UILabel? {
        usesTitle = true
        return title
    }

    /// Called before the view is handed out again by
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`; does nothing by default.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard usesTitle else { return }
        let margin = UITableViewCell.margin + (bounds.width >= 414 ? 4 : 0)
        if isGrouped {
            title.font = .systemFont(ofSize: 13)
            title.textColor = .secondaryLabel
            title.frame = CGRect(x: margin, y: bounds.height - 7 - title.font.lineHeight,
                                 width: bounds.width - 2 * margin, height: title.font.lineHeight)
        } else {
            title.font = .systemFont(ofSize: 17, weight: .semibold)
            title.textColor = .label
            title.frame = CGRect(x: margin, y: 0, width: bounds.width - 2 * margin, height: bounds.height)
        }
    }
}

extension UITableViewCell {
    /// The editing control in the column at the leading edge, the reorder grip at the trailing edge.
    func layOutEditingControls() {
        if let control = editingControlView {
            control.isHidden = !isEditing
            control.frame = CGRect(x: margin - 2, y: (bounds.height - 22) / 2, width: 22, height: 22)
            control.isChecked = isSelected
        }
        if isEditing && showsReorderControl {
            if reorderControl == nil {
                let grip = CellAccessoryView(.reorder(displayed: .always))
                addSubview(grip)
                reorderControl = grip
            }
            reorderControl?.isHidden = false
            reorderControl?.frame = CGRect(x: bounds.width - Self.reorderControlWidth, y: 0, width: Self.reorderControlWidth, height: bounds.height)
        } else {
            reorderControl?.isHidden = true
        }
    }
}
