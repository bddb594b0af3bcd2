/// UIKit's `UICollectionLayoutListConfiguration`: a compositional layout's section
/// that looks and behaves as a table: full-width rows that size themselves (44 pt
/// at least), separators inset to the text, the list's background, headers and
/// footers by mode, in one of iOS's appearances.
///
/// The appearances are iOS 17's on a phone: `.plain` rows edge to edge on the
/// system background with headers pinned as the list scrolls; `.grouped` rows on
/// the secondary grouped background with 35 pt between sections; `.insetGrouped`
/// the same rows in cards inset by the layout margin (16 pt under 414 pt wide, 20 pt
/// from 414 pt), their corners rounded 10 pt, the text 20 pt inside (iOS 17
/// Settings); `.sidebar` and `.sidebarPlain` rows without separators. A row dragged
/// sideways shows the swipe actions its providers give (see `UIContextualAction`).
public struct UICollectionLayoutListConfiguration {
    /// UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Hashable, Sendable {
        /// Rows edge to edge, headers pinned.
        case plain
        /// Sections apart on the grouped background.
        case grouped
        /// Sections as rounded cards inset from the edges.
        case insetGrouped
        /// A sidebar's rows, inset and rounded when selected.
        case sidebar
        /// A sidebar's rows edge to edge.
        case sidebarPlain
    }
    /// UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` per section.
        case supplementary
        /// The first item of each section is its header.
        case firstItemInSection
    }
    /// UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` per section.
        case supplementary
    }
    /// UIKit's `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// UIKit's `UICollectionLayoutListConfiguration.ItemSeparatorHandler`: the separators of the
    /// row at an index path, given the list's.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's look.
    public let appearance: Appearance
    /// Whether rows are separated by hairlines; true by default (false in sidebars).
    public var showsSeparators: Bool
    /// The list's background (nil: the appearance's).
    public var backgroundColor: UIColor?
    /// How the rows' separators are drawn.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of single rows; nil by default.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// Whether sections have header views, and how.
    public var headerMode: HeaderMode = .none
    /// Whether sections have footer views.
    public var footerMode: FooterMode = .none
    /// The space above a header (nil: the appearance's).
    public var headerTopPadding: CGFloat?
    /// The actions a swipe toward the trailing edge reveals on a row, asked when the swipe begins.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe toward the leading edge reveals on a row, asked when the swipe begins.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// Whether the appearance draws its sections on the grouped background.
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    /// The background the appearance puts behind the rows.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
    }
}

/// UIKit's `UIListSeparatorConfiguration`: how a list draws the separators above and
/// below its rows: whether they show, their insets and colour.
public struct UIListSeparatorConfiguration: Hashable {
    /// UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable {
        /// As the list's appearance decides (below every row but a section's last).
        case automatic
        /// Always drawn.
        case visible
        /// Never drawn.
        case hidden
    }
    /// Insets that mean "as the list decides": the separator starts where the row's text does.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)
    /// Whether the separator above a row shows (ScrollReel draws the one above a row as the
    /// one below the row before it).
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below a row shows.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the separator above a row.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The insets of the separator below a row (leading and trailing apply).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The separators' colour; the system separator grey by default.
    public var color: UIColor = .separator
    /// The colour between selected rows while selecting several; the system separator grey.
    public var multipleSelectionColor: UIColor = .separator
    /// A configuration for lists of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        if listAppearance == .sidebar || listAppearance == .sidebarPlain {
            topSeparatorVisibility = .hidden
            bottomSeparatorVisibility = .hidden
        }
    }
}

/// Where an item of a list section is, for its cell: the look of the list, whether it is
/// a row, a header or a footer, and whether it starts or ends its section (an inset grouped
/// card rounds those corners; the last row draws no separator).
struct ListPlacement: Equatable {
    enum Role: Equatable { case cell, header, footer }
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var role: Role
    var isFirst = false
    var isLast = false
    var showsSeparator = false
    /// The leading margin of the row's content (the text starts there).
    var contentMargin: CGFloat = 16
    /// The list's background (for the section's background view).
    var background: UIColor?
    /// How the row's separator is drawn.
    var separator: UIListSeparatorConfiguration?

    /// The corners of an inset grouped card this row rounds: the first row's top ones, the
    /// last row's bottom ones.
    var cardCorners: (mask: CACornerMask, radius: CGFloat)? {
        guard appearance == .insetGrouped, role == .cell, isFirst || isLast else { return nil }
        var mask: CACornerMask = []
        if isFirst { mask.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { mask.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return (mask, UICollectionLayoutListConfiguration.cardCornerRadius)
    }
}

extension UICollectionLayoutListConfiguration {
    /// iOS's layout margin on a phone of `width` points: 16, and 20 from 414 pt wide.
    static func margin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// The corner radius of an inset grouped card (iOS 13–17).
    static let cardCornerRadius: CGFloat = 10
    /// The space above a grouped section without a header (iOS 17 Settings).
    static let groupedSectionSpacing: CGFloat = 35
    /// The least height of a row (UIKit's 44 pt minimum).
    static let minimumRowHeight: CGFloat = 44
}

extension NSCollectionLayoutSection {
    /// A list section: one row per item, full width, sized by its cell (44 pt at least), in
    /// `configuration`'s appearance, with its headers and footers.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let width = layoutEnvironment.container.contentSize.width
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(UICollectionLayoutListConfiguration.minimumRowHeight)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let margin = UICollectionLayoutListConfiguration.margin(width: width)
        switch configuration.appearance {
        case .insetGrouped, .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        default:
            break
        }
        if configuration.isGrouped, configuration.headerMode != .supplementary {
            section.contentInsets.top = configuration.headerTopPadding ?? UICollectionLayoutListConfiguration.groupedSectionSpacing
        }
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.isGrouped ? 39 : 33)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.isGrouped ? 39 : 33)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
