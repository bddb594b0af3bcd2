/// UIKit's `NSCollectionLayoutContainer`: the space a compositional layout lays a
/// section out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets the container was given.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect (those given, or the safe area's, by `contentInsetsReference`).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// UIKit's `NSCollectionLayoutEnvironment`: what a section provider is told: the
/// container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The space the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: UITraitCollection { get }
}

/// UIKit's `NSCollectionLayoutVisibleItem`: an item in view, as a section's
/// `visibleItemsInvalidationHandler` sees it; what the handler sets is what the
/// item's view gets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The opacity of the item's view.
    var alpha: CGFloat { get set }
    /// Its place front to back.
    var zIndex: Int { get set }
    /// Whether its view is hidden.
    var isHidden: Bool { get set }
    /// Its centre, in the section's content coordinates.
    var center: CGPoint { get set }
    /// Its affine transform.
    var transform: CGAffineTransform { get set }
    /// A name for it (its kind and index path).
    var name: String { get }
    /// Its index path.
    var indexPath: IndexPath { get }
    /// Its frame, in the section's content coordinates (an orthogonal section's content, scrolled
    /// or not).
    var frame: CGRect { get }
    /// Its bounds.
    var bounds: CGRect { get }
    /// Whether it is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view.
    var representedElementKind: String? { get }
}

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: whether a section
/// scrolls across the layout's scroll direction, in a scroll view of its own, and
/// how it comes to rest.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own: its groups follow one another along the layout.
    case none
    /// It scrolls and decelerates freely.
    case continuous
    /// It scrolls freely and comes to rest with a group's leading edge at the leading edge.
    case continuousGroupLeadingBoundary
    /// It pages by the width of the visible area.
    case paging
    /// It pages group by group, resting with a group's leading edge at the leading edge.
    case groupPaging
    /// It pages group by group, resting with a group in the middle.
    case groupPagingCentered
}

/// UIKit's `UIContentInsetsReference`: what a section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice: the safe area.
    case automatic
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins (taken as the safe area here).
    case layoutMargins
    /// The readable content guide (taken as the safe area here).
    case readableContent
}

/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: told the items in
/// view, the section's scroll offset and the environment before each layout pass of a
/// scroll.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// UIKit's `NSCollectionLayoutSection`: a section of a compositional layout: one
/// group, repeated for the section's items, `interGroupSpacing` apart, inside
/// `contentInsets`; headers and footers (`boundarySupplementaryItems`); a
/// background (`decorationItems`); and whether it scrolls across on its own
/// (`orthogonalScrollingBehavior`).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// The insets of the section's groups; zero by default.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between the section's groups; 0 by default.
    open var interGroupSpacing: CGFloat = 0
    /// What the content insets are measured from; `.automatic` by default.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether the section scrolls across on its own, and how it comes to rest; `.none` by default.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// How an orthogonal section's scroll view decelerates and bounces (iOS 17); change its
    /// properties in place.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the headers and footers are inset as the groups are (true, the default) or span the
    /// container.
    open var supplementariesFollowContentInsets = true
    /// Views the layout puts behind the section (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the items in view, the section's scroll offset and the environment before
    /// each layout pass while the section scrolls (every frame of an orthogonal scroll), so that
    /// it can scale or fade them; nil by default.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section of `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17): how an
/// orthogonal section's scroll view decelerates after a flick and whether it bounces at
/// its ends.
@preconcurrency @MainActor
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of its velocity the scroll view keeps each millisecond (`automatic`: 0).
        public let rawValue: CGFloat
        /// A rate of `rawValue`, snapped as a scroll view's own rate is (to `normal` or `fast`).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The collection view's own rate.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// `UIScrollView.DecelerationRate.normal`.
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// `UIScrollView.DecelerationRate.fast`.
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }
    /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`.
    public enum Bounce: Int, Sendable {
        /// Bounces at the ends of its content (as ScrollReel's orthogonal sections always did:
        /// even when the content fits).
        case automatic
        /// Bounces even when the content is narrower than the section.
        case always
        /// Stops at the ends of its content without bouncing.
        case never
    }
    /// How quickly a flick dies away; `.automatic` (the collection view's rate) by default.
    open var decelerationRate: DecelerationRate = .automatic
    /// Whether it bounces at its ends; `.automatic` by default.
    open var bounce: Bounce = .automatic
    /// Properties with the defaults.
    public override init() { super.init() }
}

/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`: what applies to all the
/// sections of a layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the layout scrolls in: `.vertical` by default; `.horizontal` puts the sections
    /// side by side and each section's groups one after another to the right (the layout's own
    /// headers and footers are laid out in vertical layouts only).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections; 0 by default.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: above the first section and after the last.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' content insets are measured from; `.automatic` by default.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// A configuration with the defaults.
    public override init() { super.init() }
}
