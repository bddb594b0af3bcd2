/// UIKit's `UICollectionReusableView`: a view a collection view reuses.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with; nil for a view made directly with
    /// `init(frame:)`.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// How `UICollectionView` makes a view of a registered class: through the
    /// class's own `init(frame:)`, overridden or inherited (a required convenience
    /// initializer, so that a subclass written for UIKit — `override init(frame:)`
    /// and `required init?(coder:)` — needs nothing more).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// The `zIndex` of the attributes the view was last placed with: the collection view draws the
    /// higher ones in front.
    var zIndex = 0

    /// Called before the view is handed out again by a `dequeue…` call.
    open func prepareForReuse() {}
    /// Called with the view's layout attributes each time the collection view places it, after its
    /// frame, alpha and hidden state have been set from them. Override it to apply attributes of a
    /// layout of your own; does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants for a self-sizing layout: by default `layoutAttributes` with
    /// the size its constraints fit (`systemLayoutSizeFitting` with the attributes' size as the
    /// target, at the fitting-size priority on the sides the layout lets it size — both for a
    /// self-sizing flow layout, the estimated ones of a compositional layout — and required on the
    /// others), or as they are for a view without constraints.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard holdsConstraints else { return layoutAttributes }
        let axes = layoutAttributes.fittingAxes
        let given = layoutAttributes.size
        let size = systemLayoutSizeFitting(given, withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
                                           verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
        layoutAttributes.frame.size = CGSize(width: axes.contains(.width) ? size.width : given.width,
                                             height: axes.contains(.height) ? size.height : given.height)
        return layoutAttributes
    }
}

/// UIKit's `UICollectionViewCell`: a reusable item with a content view, and
/// optional background views for its normal and selected looks; or, from iOS 14, a
/// content configuration (the content view is then the configuration's) and a
/// background configuration, both updated for the cell's state (selected,
/// highlighted, editing) before it is laid out.
open class UICollectionViewCell: UICollectionReusableView, ConfigurableCell {
    /// UIKit's `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The view that holds the cell's content: add your subviews to it. It fills the cell, above
    /// the background views. Setting `contentConfiguration` replaces it with the configuration's
    /// view.
    open internal(set) var contentView = UIView()
    /// A view behind the cell's content, sized to the cell; nil by default.
    open var backgroundView: UIView? { didSet { replace(oldValue, with: backgroundView, at: 0) } }
    /// A view shown behind the content (above `backgroundView`) while the cell is selected or
    /// highlighted; nil by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        }
    }
    /// Whether the cell is selected. The collection view sets it from its selection (a tap,
    /// `selectItem(at:animated:scrollPosition:)`); it shows or hides `selectedBackgroundView`.
    open var isSelected = false {
        didSet {
            selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    /// Whether the cell is highlighted: the collection view sets it while a finger is down on the
    /// item, until the finger lifts or starts a scroll.
    open var isHighlighted = false {
        didSet {
            selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// What the cell shows, as a configuration; setting it puts the configuration's view (made
    /// by it, or the current one when it `supports` it) in place of `contentView`. Nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContent() }
    }
    /// The cell's background, as a configuration; setting it removes `backgroundView` and
    /// `selectedBackgroundView`. Nil by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil { backgroundView = nil; selectedBackgroundView = nil }
            showBackground()
        }
    }
    /// Whether a state change updates the content configuration for the state; true by default.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change updates the background configuration for the state; true by default.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell and its state after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    let cellConfigurations = CellConfigurations()
    /// The list section item the cell shows, if it is in a list section (set by the collection
    /// view before the cell is handed out, so that `defaultContentConfiguration()` knows it).
    var listPlacement: ListPlacement? {
        didSet { if listPlacement != oldValue { placementDidChange() } }
    }
    /// Whether the collection view is editing (list accessories shown while editing).
    var isEditingList = false { didSet { if isEditingList != oldValue { setNeedsUpdateConfiguration(); setNeedsLayout() } } }
    /// Whether the cell's item is expanded in its section's outline (a diffable data source's
    /// section snapshot sets it): `configurationState.isExpanded`, and an outline disclosure
    /// accessory pointing down.
    var isOutlineExpanded = false { didSet { if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration(); setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }

    /// The cell's state for its configurations: selected, highlighted, editing.
    open var configurationState: UICellConfigurationState {
        var state = selectionState()
        state.isEditing = isEditingList
        state.isExpanded = isOutlineExpanded
        return state
    }
    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() { configurationUpdateIsDue() }
    /// Updates the configurations for `state`: the content and background configurations as
    /// they look in it (when they update automatically), then `configurationUpdateHandler`.
    /// Override it to set configurations of your own for the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        showConfigurations(for: state)
        configurationUpdateHandler?(self, state)
    }
    /// The background configuration of the cell's place: a list row's or header's (see
    /// `UICollectionViewListCell`), clear elsewhere.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listPlacement.map({ ($0.appearance, $0.role) }) {
        case nil: .clear()
        case let (appearance, role)?:
            switch (appearance, role) {
            case (.plain, .cell), (.sidebarPlain, .cell): .listPlainCell()
            case (.plain, _), (.sidebarPlain, _): .listPlainHeaderFooter()
            case (.sidebar, .cell): .listSidebarCell()
            case (.sidebar, _): .listSidebarHeader()
            case (_, .cell): .listGroupedCell()
            default: .listGroupedHeaderFooter()
            }
        }
    }
    /// The background shown when no configuration is set (a list cell's automatic one).
    var automaticBackgroundConfiguration: UIBackgroundConfiguration? { nil }

    /// A background configuration shows unless a background view is set.
    var shownBackgroundConfiguration: UIBackgroundConfiguration? {
        backgroundView == nil ? backgroundConfiguration ?? automaticBackgroundConfiguration : nil
    }
    var backgroundSectionCorners: (mask: CACornerMask, radius: CGFloat)? { listPlacement.flatMap(\.cardCorners) }
    /// A list cell refreshes its look for its new place.
    func placementDidChange() { setNeedsUpdateConfiguration() }

    /// The horizontal margin of list content in the cell: the list's, else iOS's layout margin
    /// for the cell's width.
    var listContentMargin: CGFloat {
        listPlacement?.contentMargin ?? UICollectionLayoutListConfiguration.margin(width: window?.bounds.width ?? bounds.width)
    }

    /// A cell whose content view holds constraints measures its content view (the cell is as big).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard contentView.holdsConstraints else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        return contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                   verticalFittingPriority: verticalFittingPriority)
    }

    /// A cell showing a content configuration is as tall as its content needs at the width it is
    /// given (a list row 44 pt at least); others as `UICollectionReusableView`'s.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard contentConfiguration != nil || listPlacement != nil, !contentView.holdsConstraints else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        updateConfigurationIfDue()
        if layoutAttributes.fittingAxes.contains(.height) { layoutAttributes.frame.size.height = fittingHeight(width: layoutAttributes.size.width) }
        return layoutAttributes
    }
    /// The height the content needs at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let least = listPlacement?.role == .cell ? UICollectionLayoutListConfiguration.minimumRowHeight : 0
        return max(least, contentView.sizeThatFits(CGSize(width: width, height: 0)).height)
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        updateConfigurationIfDue()
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        cellConfigurations.background?.place(in: bounds)
    }
}

/// Puts `configuration`'s view in `host` in place of `old` (or gives it to `old` when that
/// view shows configurations of its kind), and returns the content view in place.
@MainActor func installContent(_ configuration: any UIContentConfiguration, replacing old: UIView, in host: UIView) -> UIView {
    if let view = old as? any (UIView & UIContentView), view.supports(configuration) {
        view.configuration = configuration
        return old
    }
    let view = configuration.makeContentView()
    if let index = host.subviews.firstIndex(where: { $0 === old }) {
        host.insertSubview(view, at: index)
        old.removeFromSuperview()
    } else {
        host.addSubview(view)
    }
    host.setNeedsLayout()
    return view
}

/// UIKit's `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    /// True: an interactive movement may pick up any item.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
}

/// UIKit's `UICollectionViewDelegate`: a scroll-view delegate that hears
/// selection and display.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
}

/// UIKit's `UICollectionView`: items placed by a layout, cells only for the items
/// in view (reused, in a fixed order, so that every run hands the same cell to
/// the same item), supplementary views for section headers and footers, and
/// selection by a tap.
open class UICollectionView: UIScrollView {
    /// UIKit's `UICollectionView.ElementCategory`: what a layout attributes object places.
    public enum ElementCategory: UInt, Sendable {
        /// A cell, showing an item of the data source.
        case cell
        /// A supplementary view from the data source, such as a section header or footer.
        case supplementaryView
        /// A decoration view, owned by the layout. ScrollReel's collection view does not show
        /// decoration views.
        case decorationView
    }
    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// The content scrolls up and down: a flow layout fills rows across the view.
        case vertical
        /// The content scrolls left and right: a flow layout fills columns down the view.
        case horizontal
    }
    /// UIKit's `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The positions as a bit mask.
        public let rawValue: UInt
        /// Makes a set of positions from a bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Scrolls the item's top edge to the top of the visible area (inside
        /// `adjustedContentInset`).
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Scrolls the item to the vertical centre of the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Scrolls the item's bottom edge to the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Scrolls the item's left edge to the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Scrolls the item to the horizontal centre of the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Scrolls the item's right edge to the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    /// The kind of a section header supplementary view, as a flow layout makes one (see
    /// `UICollectionViewFlowLayout.headerReferenceSize`).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view, as a flow layout makes one (see
    /// `UICollectionViewFlowLayout.footerReferenceSize`).
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places the items. Setting it detaches the old layout and invalidates the new
    /// one, which places the items at the next layout pass (without animation, as UIKit's setter).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The object that supplies the sections, items, cells and supplementary views, held weakly.
    /// Setting it reloads the data.
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// Whether a tap selects an item; true by default. When false a tap neither highlights nor
    /// selects (`selectItem(at:animated:scrollPosition:)` still does).
    open var allowsSelection = true
    /// Whether more than one item can be selected at once; false by default. With it, a tap on a
    /// selected item deselects it (the delegate hears `didDeselectItemAt`).
    open var allowsMultipleSelection = false
    /// Whether the collection view is in editing mode: list cells show their accessories for
    /// editing (a delete button, a grip) instead of the others. False by default.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            swipe.reset()
            for cell in visible.values { cell.isEditingList = isEditing }
        }
    }
    /// Whether more than one item can be selected while editing (false by default): a list cell's
    /// `.multiselect` accessory shows it.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether a tap selects an item while editing (true by default, as UIKit's).
    open var allowsSelectionDuringEditing = true
    /// The swipe actions of list rows (see SwipeActions.swift).
    lazy var swipe = SwipeActionsController(host: self)
    /// The drag of a list cell by its reorder accessory.
    lazy var reordering = CollectionReordering(collectionView: self)
    /// The item an interactive movement carries, where it came from and where it would go.
    var interactiveMovement: InteractiveMovement?

    // MARK: Interactive movement

    /// Picks up the item at `indexPath` to move it: from now on `updateInteractiveMovementTargetPosition(_:)`
    /// carries its cell, and the other items make room where it would go. False (nothing picked up)
    /// when the item has no cell, another movement is under way, or the data source says it cannot
    /// move (`collectionView(_:canMoveItemAt:)`).
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let cell = visible[indexPath],
              dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        swipe.reset()
        interactiveMovement = InteractiveMovement(source: indexPath, position: cell.center, collectionView: self)
        cell.isHighlighted = false
        bringSubviewToFront(cell)
        return true
    }

    /// Moves the picked-up item's cell so its centre is at `targetPosition` (the collection view's
    /// content coordinates); the item under that point is where it would go, and the others move aside.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement else { return }
        movement.position = targetPosition
        if let proposed = indexPathForItem(at: targetPosition) { movement.target = proposed }
        for (path, cell) in visible { movement.place(cell, at: path) }
    }

    /// Drops the picked-up item where it would go: the data source moves it
    /// (`collectionView(_:moveItemAt:to:)`) and the items settle in their new places, animated.
    open func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        let (source, target) = (movement.source, movement.target)
        guard source != target else { setNeedsLayout(); return }
        var moved = ListUpdate()
        moved.movedItems.append((source, target))
        runBatchUpdates({ [weak self] in
            guard let self else { return }
            self.dataSource?.collectionView(self, moveItemAt: source, to: target)
        }, named: moved, animated: true, completion: nil)
    }

    /// Puts the picked-up item back where it was, animated; the data source is not told.
    open func cancelInteractiveMovement() {
        guard interactiveMovement != nil else { return }
        interactiveMovement = nil
        setNeedsLayout()
    }

    /// The index paths of the selected items, in the order they were selected: an empty array (not
    /// nil) when none is. `reloadData()` clears it.
    open internal(set) var indexPathsForSelectedItems: [IndexPath]? = []

    var registered: [String: UICollectionViewCell.Type] = [:]
    private var registeredSupplementary: [String: UICollectionReusableView.Type] = [:]
    /// Nibs registered for cells and (by kind/identifier) supplementary views, in place of classes.
    private var registeredNibs: [String: UINib] = [:], registeredSupplementaryNibs: [String: UINib] = [:]
    var reusable: [String: [UICollectionViewCell]] = [:]
    private var reusableSupplementary: [String: [UICollectionReusableView]] = [:]
    var visible: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [SupplementaryID: UICollectionReusableView] = [:]
    var counts: [Int]?
    private var touchedItem: IndexPath?
    /// A touch while a row shows its swipe actions closes it and does no more.
    private var touchClosesSwipe = false
    private var prefetchWindow = PrefetchWindow()

    /// The object told of the items the collection view is about to show, held weakly; nil (the
    /// default) for none. It is asked while `isPrefetchingEnabled`, as the table view's is (see
    /// `UICollectionViewDataSourcePrefetching`).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether the prefetch data source is asked; true by default. (UIKit also prepares cells ahead
    /// of time while it is on; ScrollReel makes a cell when its item comes into view.)
    open var isPrefetchingEnabled = true

    /// Makes a collection view with the given frame and layout, on the system background colour.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layout.collectionView = self
        _ = swipe
        _ = reordering
    }
    public required init?(coder: NSCoder) { return nil }

    /// The `delegate` as a `UICollectionViewDelegate`, or nil when it is only a scroll-view
    /// delegate. ScrollReel's addition: UIKit retypes `delegate` for collection views, which Swift
    /// cannot do, so set `delegate` and the collection view reads it through this.
    public var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    // MARK: Cells

    /// Registers the class of cell that `dequeueReusableCell(withReuseIdentifier:for:)` makes for
    /// `identifier`, replacing an earlier one. Nil registers `UICollectionViewCell` itself (UIKit
    /// unregisters the identifier). Typed `AnyClass?` as UIKit's; a class that is not a
    /// `UICollectionViewCell` is an error, as UIKit's exception, naming it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = Self.reusableClass(cellClass, as: UICollectionViewCell.self, for: identifier)
        registeredNibs[identifier] = nil
    }

    /// Registers a nib whose one top-level object is the cell to make for `identifier`, replacing an
    /// earlier class or nib; nil unregisters the identifier, as in UIKit. ScrollReel cannot read
    /// nibs: dequeuing a cell registered this way stops with one line naming the nib.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registered[identifier] = nil
    }

    /// `type` as a subclass of `base` (nil: `base` itself).
    static func reusableClass<T>(_ type: AnyClass?, as base: T.Type, for identifier: String) -> T.Type {
        guard let type else { return base }
        guard let t = type as? T.Type else {
            preconditionFailure("register(_:…): \(type) is not a \(base) (identifier \(identifier))")
        }
        return t
    }

    /// Registers the class of supplementary view of `elementKind` that
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` makes for `identifier`.
    /// Nil registers `UICollectionReusableView` itself (UIKit unregisters the identifier).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        registeredSupplementary[elementKind + "/" + identifier] = Self.reusableClass(viewClass, as: UICollectionReusableView.self,
                                                                                       for: identifier)
        registeredSupplementaryNibs[elementKind + "/" + identifier] = nil
    }

    /// Registers a nib for supplementary views of `kind` with `identifier`, replacing an earlier
    /// class or nib; nil unregisters them, as in UIKit. Dequeuing a view registered this way stops
    /// with one line naming the nib (ScrollReel cannot read nibs).
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryNibs[kind + "/" + identifier] = nib
        registeredSupplementary[kind + "/" + identifier] = nil
    }

    /// Whether a class is registered for supplementary views of `kind` with `identifier`.
    func isRegistered(supplementaryOfKind kind: String, identifier: String) -> Bool {
        registeredSupplementary[kind + "/" + identifier] != nil
    }

    /// A cell from the reuse queue (after `prepareForReuse`), or a new one of the
    /// registered class. An identifier that was never registered is an error, as
    /// UIKit's exception: the message names it.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dequeueCell(withReuseIdentifier: identifier, for: indexPath)
        // A list cell knows its place before it is configured (its default configurations follow it).
        cell.listPlacement = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listPlacement(ofItemAt: indexPath)
        cell.isEditingList = isEditing
        return cell
    }

    private func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // Reconfiguring (reconfigureItems(at:)): the item's own cell comes back, as in UIKit.
        if let cell = reconfiguring.removeValue(forKey: indexPath), cell.reuseIdentifier == identifier { return cell }
        if var queue = reusable[identifier], !queue.isEmpty {
            let cell = queue.removeFirst()
            reusable[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        if let nib = registeredNibs[identifier] { return nib.instantiate(withOwner: nil).first as! UICollectionViewCell }
        guard let type = registered[identifier] else {
            preconditionFailure("could not dequeue a cell with identifier \(identifier): register a class for it first")
        }
        return type.init(registeredClassWithReuseIdentifier: identifier)
    }

    /// A supplementary view of `elementKind` from the reuse queue (after `prepareForReuse()`), or a
    /// new one of the registered class. A kind and identifier that were never registered are an
    /// error, as UIKit's exception: the message names them.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let view = dequeueSupplementary(ofKind: elementKind, withReuseIdentifier: identifier)
        if let cell = view as? UICollectionViewCell {
            cell.listPlacement = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
                .listPlacement(ofSupplementaryOfKind: elementKind, at: indexPath)
        }
        return view
    }

    private func dequeueSupplementary(ofKind elementKind: String, withReuseIdentifier identifier: String) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        if var queue = reusableSupplementary[key], !queue.isEmpty {
            let view = queue.removeFirst()
            reusableSupplementary[key] = queue
            view.prepareForReuse()
            return view
        }
        if let nib = registeredSupplementaryNibs[key] { return nib.instantiate(withOwner: nil).first as! UICollectionReusableView }
        guard let type = registeredSupplementary[key] else {
            preconditionFailure("could not dequeue a \(elementKind) view with identifier \(identifier): register a class for it first")
        }
        return type.init(registeredClassWithReuseIdentifier: identifier)
    }

    /// Reloads everything from the data source: the cells and supplementary views in view go back
    /// to the reuse queues (the delegate hears `didEndDisplaying` for each cell), the selection is
    /// cleared and the layout invalidated, so the next layout pass asks for the items again.
    open func reloadData() {
        prefetchWindow.reset()
        for path in visible.keys.sorted() { enqueue(visible[path]!, at: path) }
        visible.removeAll()
        for id in visibleSupplementary.keys.sorted() { enqueue(visibleSupplementary[id]!, id: id) }
        visibleSupplementary.removeAll()
        counts = nil
        swipe.reset()
        indexPathsForSelectedItems = []
        collectionViewLayout.measuredSizes.removeAll()
        collectionViewLayout.measuredSupplementarySizes.removeAll()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Reloads the items of `sections`: their cells in view go back to the reuse queue (the
    /// delegate hears `didEndDisplaying`), the numbers of items are asked again, their selection is
    /// forgotten and the layout invalidated, so the next layout pass asks the data source for their
    /// cells again. Outside `performBatchUpdates` nothing is animated; inside it, the reload is
    /// part of its change: the new cell fades in over the old one.
    open func reloadSections(_ sections: IndexSet) {
        if openUpdate != nil { openUpdate?.reloadedSections.formUnion(sections); return }
        reloadItems { sections.contains($0.section) }
    }

    /// Reloads the items at `indexPaths`, as `reloadSections(_:)` does for whole sections.
    open func reloadItems(at indexPaths: [IndexPath]) {
        if openUpdate != nil { openUpdate?.reloadedItems.formUnion(indexPaths); return }
        let paths = Set(indexPaths)
        reloadItems { paths.contains($0) }
    }

    // MARK: Orthogonal sections

    /// The scroll views of a compositional layout's sections that scroll across, by section.
    var orthogonalScrollViews: [Int: OrthogonalScrollView] = [:]

    /// Makes, places and names the scroll views of the layout's orthogonal sections, and removes
    /// those of sections that no longer scroll across.
    func updateOrthogonalScrollViews() {
        let sections = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.orthogonalSections ?? [:]
        for s in orthogonalScrollViews.keys.sorted() where sections[s] == nil {
            let gone = orthogonalScrollViews.removeValue(forKey: s)!
            for cell in gone.subviews.compactMap({ $0 as? UICollectionViewCell }) { insertSubview(cell, at: 0) }
            gone.removeFromSuperview()
        }
        for s in sections.keys.sorted() {
            let scroller: OrthogonalScrollView
            if let existing = orthogonalScrollViews[s] { scroller = existing } else {
                scroller = OrthogonalScrollView(frame: sections[s]!.band)
                scroller.collectionView = self
                orthogonalScrollViews[s] = scroller
                insertSubview(scroller, at: 0)
            }
            scroller.configure(sections[s]!)
            let name = accessibilityIdentifier.map { "\($0).section\(s)" }
            if scroller.accessibilityIdentifier != name { scroller.accessibilityIdentifier = name }
        }
    }

    /// Puts `cell` in the view it belongs in: its section's scroll view, or the collection view.
    func host(_ cell: UICollectionViewCell, at path: IndexPath) {
        let container: UIView = orthogonalScrollViews[path.section] ?? self
        if cell.superview !== container { container.insertSubview(cell, at: 0) }
    }

    // MARK: Batch updates (the work is in UICollectionView+Updates.swift)

    /// The changes the running `performBatchUpdates` block has named so far.
    var openUpdate: ListUpdate?
    /// Cells being configured again by `reconfigureItems(at:)`, by item.
    var reconfiguring: [IndexPath: UICollectionViewCell] = [:]

    /// Makes the insertions, deletions, moves and reloads that `updates` names into one animated
    /// change, as UIKit's: update the data source inside the block; deletions and reloads name
    /// index paths before the update, insertions after it, moves both; the order of the calls does
    /// not matter. The numbers of items the data source then reports must add up, or it is an
    /// error with UIKit's explanation. The cells kept move to their new places, inserted ones fade
    /// in where they land and deleted ones fade out where they were (the layout's
    /// `initialLayoutAttributesForAppearingItem(at:)` and
    /// `finalLayoutAttributesForDisappearingItem(at:)`), over 0.3 s, ease in ease out; then
    /// `completion(true)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, animated: true, completion: completion)
    }
    /// Inserts items at `indexPaths` (after the update), animated; inside `performBatchUpdates`, as
    /// part of its change.
    open func insertItems(at indexPaths: [IndexPath]) { recordUpdate { $0.insertedItems.formUnion(indexPaths) } }
    /// Deletes the items at `indexPaths` (before the update), animated.
    open func deleteItems(at indexPaths: [IndexPath]) { recordUpdate { $0.deletedItems.formUnion(indexPaths) } }
    /// Moves the item at `indexPath` (before) to `newIndexPath` (after), animated.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections `sections` (after the update) with their items, animated.
    open func insertSections(_ sections: IndexSet) { recordUpdate { $0.insertedSections.formUnion(sections) } }
    /// Deletes the sections `sections` (before the update) with their items, animated.
    open func deleteSections(_ sections: IndexSet) { recordUpdate { $0.deletedSections.formUnion(sections) } }
    /// Moves the section `section` (before) to `newSection` (after) with its items, animated.
    open func moveSection(_ section: Int, toSection newSection: Int) { recordUpdate { $0.movedSections.append((section, newSection)) } }
    /// Configures the cells of the items at `indexPaths` again, in place: the data source is asked
    /// for their cells, and dequeuing with the identifier a cell has gives back that very cell
    /// (no `prepareForReuse()`), as UIKit's. Items out of view are left for when they come in.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        for path in indexPaths.sorted() {
            guard let cell = visible[path], let dataSource else { continue }
            reconfiguring[path] = cell
            let configured = dataSource.collectionView(self, cellForItemAt: path)
            reconfiguring[path] = nil
            if configured !== cell { replaceCell(at: path, with: configured) }
        }
    }

    private func reloadItems(where reloads: (IndexPath) -> Bool) {
        for path in visible.keys.sorted() where reloads(path) { enqueue(visible.removeValue(forKey: path)!, at: path) }
        counts = nil
        indexPathsForSelectedItems?.removeAll(where: reloads)
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    var itemCounts: [Int] {
        if let counts { return counts }
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let c = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        counts = c
        return c
    }

    /// The number of sections, as the data source reported it (asked once after each
    /// `reloadData()`); 0 without a data source.
    open var numberOfSections: Int { itemCounts.count }
    /// The number of items in `section`, as the data source reported it; 0 for a section that does
    /// not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cells in view, in index-path order.
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }
    /// The index paths of the items whose cells are in view, sorted.
    open var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }
    /// The cell showing the item at `indexPath`, or nil when the item is not in view.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }
    /// The index path of the item a cell in view shows, or nil when the cell is not in view.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }

    /// The layout's attributes for the item at `indexPath` (preparing the layout first if it was
    /// invalidated), or nil when the layout has no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item under `point` (content coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.01, height: 0.01)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
            .map(\.indexPath).sorted().first
    }

    // MARK: Scrolling and selection

    /// UIKit's `scrollToItem(at:at:animated:)`, through `setContentOffset(_:animated:)`:
    /// animated, UIKit's 0.3 s; one already running is retargeted rather than
    /// restarted, and follows the item if the layout moves it on the way.
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let target = contentOffset(showingItem: indexPath, at: position) else { return }
        setContentOffset(target, animated: animated)
        if animated, motion?.kind == .scrollAnimation {
            motion?.destination = { [weak self] in self?.contentOffset(showingItem: indexPath, at: position) }
        }
    }

    /// The offset that shows the item at `position`, within the content; nil for an
    /// item the layout does not have.
    private func contentOffset(showingItem indexPath: IndexPath, at position: ScrollPosition) -> CGPoint? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let inset = adjustedContentInset
        var p = contentOffset
        let w = bounds.width - inset.left - inset.right, h = bounds.height - inset.top - inset.bottom
        if position.contains(.left) { p.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { p.x = frame.midX - inset.left - w / 2 }
        if position.contains(.right) { p.x = frame.maxX - inset.left - w }
        if position.contains(.top) { p.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { p.y = frame.midY - inset.top - h / 2 }
        if position.contains(.bottom) { p.y = frame.maxY - inset.top - h }
        return clampedOffset(p)
    }

    /// Selects the item at `indexPath` and, unless `scrollPosition` is empty, scrolls it there.
    /// Without `allowsMultipleSelection` the other items are deselected first (nil only deselects
    /// them). As in UIKit the delegate is not told; `animated` applies to the scroll.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !(allowsMultipleSelection || isEditing && allowsMultipleSelectionDuringEditing) {
            for old in indexPathsForSelectedItems ?? [] where old != indexPath { visible[old]?.isSelected = false }
            indexPathsForSelectedItems = []
        }
        guard let indexPath else { return }
        if !(indexPathsForSelectedItems ?? []).contains(indexPath) { indexPathsForSelectedItems?.append(indexPath) }
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without telling the delegate, as in UIKit. The change is
    /// immediate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        visible[indexPath]?.isSelected = false
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
    }

    // A tap highlights the item under it while the finger is down and selects it
    // when it lifts (a second tap deselects it with multiple selection); a finger
    // that starts a scroll cancels it, as UIKit's collection view does.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchClosesSwipe = false
        if let touch = touches.first, swipe.row != nil {
            touchClosesSwipe = true
            if indexPathForItem(at: touch.location(in: self)) != swipe.row { swipe.close(animated: true) }
            return
        }
        guard isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection, let touch = touches.first,
              let path = indexPathForItem(at: touch.location(in: self)), let cell = visible[path],
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        touchedItem = path
        cell.isHighlighted = true
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let path = touchedItem { visible[path]?.isHighlighted = false }
        touchedItem = nil
        touchClosesSwipe = false
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchClosesSwipe {
            touchClosesSwipe = false
            swipe.close(animated: true)
            return
        }
        guard let path = touchedItem else { return }
        touchedItem = nil
        visible[path]?.isHighlighted = false
        // A tap on an accessory's button runs its action instead of selecting the item: an outline
        // disclosure's (anywhere on a header-style one's cell) by default expands or collapses
        // the item through a diffable data source's outline.
        if let cell = visible[path] as? UICollectionViewListCell, let touch = touches.first,
           let accessory = cell.tappedAccessory(at: touch.location(in: cell)) {
            if let action = accessory.actionHandler { action() } else { (dataSource as? OutlineToggling)?.toggleOutline(at: path) }
            return
        }
        let delegate = collectionDelegate
        let many = isEditing ? allowsMultipleSelectionDuringEditing || allowsMultipleSelection : allowsMultipleSelection
        if many, (indexPathsForSelectedItems ?? []).contains(path) {
            deselectItem(at: path, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        let previous = many ? [] : (indexPathsForSelectedItems ?? []).filter { $0 != path }
        selectItem(at: path, animated: false, scrollPosition: [])
        for old in previous { delegate?.collectionView(self, didDeselectItemAt: old) }
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    /// The layout decides where a deceleration ends (a snapping layout), before
    /// the delegate's `scrollViewWillEndDragging` sees the target.
    override func layoutTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        prepareLayoutIfNeeded()
        return collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: Layout

    /// As UIKit's, the collection view asks its layout at every change of its bounds (a scroll
    /// included) whether the new bounds need a new layout, before it takes them: the layout
    /// compares `newValue` with the bounds it still sees (a flow layout invalidates when the size
    /// across the scroll changes; a carousel that scales its cells by their distance from the
    /// centre answers true to be laid out at every frame). The invalidation itself comes once the
    /// bounds are the new ones, with the layout's `invalidationContext(forBoundsChange:)`.
    open override var bounds: CGRect {
        willSet {
            guard newValue != bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) else { return }
            boundsInvalidation = collectionViewLayout.invalidationContext(forBoundsChange: newValue)
        }
        didSet {
            guard let context = boundsInvalidation else { return }
            boundsInvalidation = nil
            collectionViewLayout.invalidateLayout(with: context)
        }
    }
    private var boundsInvalidation: UICollectionViewLayoutInvalidationContext?

    func prepareLayoutIfNeeded() {
        guard !collectionViewLayout.isPrepared else { return }
        collectionViewLayout.isPrepared = true
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    func enqueue(_ cell: UICollectionViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    func enqueue(_ view: UICollectionReusableView, id: SupplementaryID) {
        view.removeFromSuperview()
        if let reuse = view.reuseIdentifier { reusableSupplementary[id.kind + "/" + reuse, default: []].append(view) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        updateOrthogonalScrollViews()
        let measuring = measureSelfSizingItems()
        let all = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let cells = all.filter { $0.representedElementCategory == .cell }
        let wanted = Dictionary(cells.map { ($0.indexPath, $0) }, uniquingKeysWith: { a, _ in a })
        // Items that left go to the reuse queue in order, so which cell an item gets
        // back never depends on the dictionary's per-process hash order.
        for path in visible.keys.sorted() where wanted[path] == nil {
            enqueue(visible.removeValue(forKey: path)!, at: path)
        }
        for path in wanted.keys.sorted() {
            let a = wanted[path]!
            if let cell = visible[path] {
                place(cell, a)
                host(cell, at: path)
                continue
            }
            guard let cell = measuring.cells.removeValue(forKey: path) ?? dataSource?.collectionView(self, cellForItemAt: path) else { continue }
            place(cell, a)
            cell.isSelected = (indexPathsForSelectedItems ?? []).contains(path)
            visible[path] = cell
            host(cell, at: path)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        }
        showSupplementaryViews(all, measured: measuring.supplementary)
        showDecorationViews(all)
        orderByZIndex()
        followScrollAnimationDestination()
        prefetch()
    }

    /// Places the supplementary views `all` names (asking the data source for those not in view
    /// yet) and queues those it no longer names for reuse.
    func showSupplementaryViews(_ all: [UICollectionViewLayoutAttributes], measured: [SupplementaryID: UICollectionReusableView] = [:]) {
        var shown: [SupplementaryID: UICollectionViewLayoutAttributes] = [:]
        for a in all where a.representedElementCategory == .supplementaryView {
            shown[SupplementaryID(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] = a
        }
        for id in visibleSupplementary.keys.sorted() where shown[id] == nil {
            enqueue(visibleSupplementary.removeValue(forKey: id)!, id: id)
        }
        for id in shown.keys.sorted() {
            let view = visibleSupplementary[id] ?? measured[id]
                ?? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: id.kind, at: id.indexPath)
            guard let view else { continue }
            place(view, shown[id]!)
            if view.superview !== self { addSubview(view) }
            visibleSupplementary[id] = view
        }
    }

    /// Places the decoration views `all` names (made from the classes registered with the layout,
    /// behind the cells) and queues those it no longer names for reuse. A kind never registered
    /// stops the scene with UIKit's exception.
    func showDecorationViews(_ all: [UICollectionViewLayoutAttributes]) {
        var shown: [SupplementaryID: UICollectionViewLayoutAttributes] = [:]
        for a in all where a.representedElementCategory == .decorationView {
            shown[SupplementaryID(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] = a
        }
        for id in visibleDecorations.keys.sorted() where shown[id] == nil {
            let view = visibleDecorations.removeValue(forKey: id)!
            view.removeFromSuperview()
            reusableDecorations[id.kind, default: []].append(view)
        }
        for id in shown.keys.sorted() {
            let view: UICollectionReusableView
            if let existing = visibleDecorations[id] {
                view = existing
            } else if var queue = reusableDecorations[id.kind], !queue.isEmpty {
                view = queue.removeFirst()
                reusableDecorations[id.kind] = queue
                view.prepareForReuse()
            } else if let type = collectionViewLayout.decorationClasses[id.kind] {
                view = type.init(registeredClassWithReuseIdentifier: id.kind)
            } else {
                let message = "NSInternalInconsistencyException: could not dequeue a view of kind: \(id.kind) with identifier \(id.kind) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
                guard let clock = window?.clock ?? SceneEnvironment.current?.clock else { preconditionFailure(message) }
                clock.fail(message)
                return
            }
            place(view, shown[id]!)
            if view.superview !== self { insertSubview(view, at: 0) }
            visibleDecorations[id] = view
        }
    }
    /// The decoration views in view, and those waiting for reuse by kind.
    private var visibleDecorations: [SupplementaryID: UICollectionReusableView] = [:]
    private var reusableDecorations: [String: [UICollectionReusableView]] = [:]

    /// Tells the prefetch data source of the items ahead of the scroll (see `PrefetchWindow`).
    private func prefetch() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { prefetchWindow.follow(contentOffset); return }
        let layout = collectionViewLayout
        let (ask, cancel) = prefetchWindow.update(origin: contentOffset, visible: Set(visible.keys)) { direction in
            let area = bounds.offsetBy(dx: direction.x * bounds.width, dy: direction.y * bounds.height)
            let cells = (layout.layoutAttributesForElements(in: area) ?? []).filter { $0.representedElementCategory == .cell }
            // Nearest to the visible area first.
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let byDistance = cells.map { a in
                (direction.x != 0 ? direction.x * (a.frame.minX - center.x) : direction.y * (a.frame.minY - center.y), a.indexPath)
            }
            return byDistance.sorted { $0 < $1 }.map(\.1)
        }
        if !cancel.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !ask.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: ask) }
    }

    /// Cells configured to be measured, waiting to be placed.
    private final class MeasuredCells {
        var cells: [IndexPath: UICollectionViewCell] = [:]
        var supplementary: [SupplementaryID: UICollectionReusableView] = [:]
    }

    /// A self-sizing flow layout's items in view are measured before they are placed:
    /// each new one's cell is configured and asked for its preferred attributes, and
    /// the layout is prepared again until the items in view keep their sizes. The
    /// cells made for it are placed next (those that end up out of view are queued
    /// for reuse, never displayed).
    private func measureSelfSizingItems() -> MeasuredCells {
        let made = MeasuredCells()
        let layout = collectionViewLayout
        guard layout.isSelfSizing else { return made }
        for _ in 0..<8 {
            let cells = (layout.layoutAttributesForElements(in: bounds) ?? []).filter { $0.representedElementCategory == .cell }
            var changed = false
            for a in cells.sorted(by: { $0.indexPath < $1.indexPath })
            where layout.measuredSizes[a.indexPath] == nil && layout.sizesItself(a.indexPath) {
                guard let cell = visible[a.indexPath] ?? made.cells[a.indexPath] ?? dataSource?.collectionView(self, cellForItemAt: a.indexPath) else { continue }
                if visible[a.indexPath] == nil { made.cells[a.indexPath] = cell }
                cell.listPlacement = a.listPlacement
                // (A copy, as UIKit passes: the attributes are the layout's own.)
                let size = cell.preferredLayoutAttributesFitting(a.copy() as! UICollectionViewLayoutAttributes).size
                layout.measuredSizes[a.indexPath] = size
                if size != a.size { changed = true }
            }
            // Headers and footers of estimated height, the same way.
            let supplementary = (layout.layoutAttributesForElements(in: bounds) ?? []).filter { $0.representedElementCategory == .supplementaryView }
            for a in supplementary {
                let id = SupplementaryID(kind: a.representedElementKind ?? "", indexPath: a.indexPath)
                guard layout.measuredSupplementarySizes[id] == nil, layout.sizesItself(supplementaryOfKind: id.kind, at: id.indexPath) else { continue }
                guard let view = visibleSupplementary[id] ?? made.supplementary[id]
                    ?? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: id.kind, at: id.indexPath) else { continue }
                if visibleSupplementary[id] == nil { made.supplementary[id] = view }
                (view as? UICollectionViewCell)?.listPlacement = a.listPlacement
                let size = view.preferredLayoutAttributesFitting(a.copy() as! UICollectionViewLayoutAttributes).size
                layout.measuredSupplementarySizes[id] = size
                if size != a.size { changed = true }
            }
            guard changed else { break }
            layout.invalidateLayout()
            prepareLayoutIfNeeded()
        }
        let inView = Set((collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).map(\.indexPath))
        for path in made.cells.keys.sorted() where !inView.contains(path) {
            let cell = made.cells.removeValue(forKey: path)!
            if let reuse = cell.reuseIdentifier { reusable[reuse, default: []].append(cell) }
        }
        let supplementaryInView = Set((collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .map { SupplementaryID(kind: $0.representedElementKind ?? "", indexPath: $0.indexPath) })
        for id in made.supplementary.keys.sorted() where !supplementaryInView.contains(id) {
            enqueue(made.supplementary.removeValue(forKey: id)!, id: id)
        }
        return made
    }

    /// Gives `view` its attributes as UIKit does: centre, bounds, 3-D transform, alpha and hidden
    /// state, then `apply(_:)`.
    func place(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
        if a.representedElementCategory == .cell, let scroller = orthogonalScrollViews[a.indexPath.section] {
            // In its section's scroll view: the layout's frame is where the scroll puts it in the
            // collection view's content.
            view.center = CGPoint(x: a.center.x + scroller.contentOffset.x - scroller.frame.minX,
                                  y: a.center.y + scroller.contentOffset.y - scroller.frame.minY)
        } else {
            view.center = a.center
        }
        view.bounds = CGRect(origin: a.bounds.origin, size: a.bounds.size)
        view.transform3D = a.transform3D
        view.alpha = a.alpha
        view.isHidden = a.isHidden
        view.zIndex = a.zIndex
        if let cell = view as? UICollectionViewCell {
            cell.listPlacement = a.listPlacement
            cell.isEditingList = isEditing
        }
        view.apply(a)
        if a.representedElementCategory == .cell, let cell = view as? UICollectionViewCell {
            swipe.layoutDidPlace(cell, at: a.indexPath)
            interactiveMovement?.place(cell, at: a.indexPath)
        }
    }

    /// Puts the cells and supplementary views in `zIndex` order, front to back, keeping the order
    /// they have among equal ones (UIKit gives each view's layer the `zIndex` as its `zPosition`).
    func orderByZIndex() {
        let reusable = subviews.compactMap { $0 as? UICollectionReusableView }
        guard reusable.contains(where: { $0.zIndex != 0 }) else { return }
        let sorted = reusable.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
        guard sorted.map(ObjectIdentifier.init) != reusable.map(ObjectIdentifier.init) else { return }
        // The reusable views take the places they had among the other subviews, in the new
        // order, by exchanges (a reorder, which moves no view in or out of the hierarchy).
        let places = subviews.indices.filter { subviews[$0] is UICollectionReusableView }
        for (place, view) in zip(places, sorted) where subviews[place] !== view {
            if let from = subviews.firstIndex(where: { $0 === view }) { exchangeSubview(at: place, withSubviewAt: from) }
        }
    }
}

/// A supplementary view's place: its kind and index path.
struct SupplementaryID: Hashable, Comparable {
    let kind: String
    let indexPath: IndexPath
    static func < (a: SupplementaryID, b: SupplementaryID) -> Bool { (a.indexPath, a.kind) < (b.indexPath, b.kind) }
}
