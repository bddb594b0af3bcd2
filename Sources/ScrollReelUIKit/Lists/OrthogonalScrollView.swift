/// The scroll view of a compositional layout's orthogonal section (UIKit's private
/// `_UICollectionViewOrthogonalScrollView`): the collection view makes one per
/// section that scrolls across, names it after its own `accessibilityIdentifier`
/// and the section (`feed.section2`), and puts the section's cells in it.
///
/// How it rests is UIKit's, by behaviour (the reference: UIKit's own
/// `_UICollectionViewOrthogonalScrollView`): `.paging` pages by its width,
/// `.groupPaging` and `.groupPagingCentered` by a group and the spacing after it,
/// with the scroll view's own paging (a flick turns one page; quick re-flicks chain
/// on; the settle is UIKit's paging spring); `.continuousGroupLeadingBoundary`
/// decelerates as usual but steered onto the leading edge of the group nearest
/// where it would have stopped; `.continuous` decelerates freely. The section's
/// `orthogonalScrollingProperties` give its deceleration rate (the collection
/// view's by default) and whether it bounces. Its scroll indicators are hidden, as
/// UIKit's are.
final class OrthogonalScrollView: UIScrollView {
    weak var collectionView: UICollectionView?
    private(set) var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
    private var page: CGFloat = 0
    private var groupStarts: [CGFloat] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        backgroundColor = nil
    }
    required init?(coder: NSCoder) { return nil }

    func configure(_ o: UICollectionViewCompositionalLayout.Orthogonal) {
        behavior = o.behavior
        page = o.pageLength
        groupStarts = o.groupStarts
        isPagingEnabled = [.paging, .groupPaging, .groupPagingCentered].contains(o.behavior)
        let rate = o.decelerationRate.map(UIScrollView.DecelerationRate.init(rawValue:)) ?? collectionView?.decelerationRate ?? .normal
        if decelerationRate != rate { decelerationRate = rate }
        bounces = o.bounce != .never
        alwaysBounceHorizontal = o.bounce != .never
        let size = CGSize(width: o.contentWidth, height: o.band.height)
        if frame != o.band { frame = o.band }
        if contentSize != size { contentSize = size }
    }

    /// The section's cells follow its scroll: the collection view lays them out again.
    override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { collectionView?.setNeedsLayout() } }
    }

    override func pageLength(_ axis: Axis) -> Double {
        axis == .horizontal && page > 0 ? page : super.pageLength(axis)
    }

    override func layoutTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard behavior == .continuousGroupLeadingBoundary, !groupStarts.isEmpty else { return proposed }
        let upper = max(0, contentSize.width - bounds.width)
        let edge = groupStarts.map { min($0, upper) }.min { abs($0 - proposed.x) < abs($1 - proposed.x) }!
        return CGPoint(x: edge, y: proposed.y)
    }
}
