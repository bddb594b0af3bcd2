import ScrollReelUIKit

/// What an image of a screen shows: the screen as it is, the whole content of its
/// scroll view as one tall picture, or the screen once its scroll view has been
/// scrolled — to an offset, to a row or an item, or by a fling — and has come to
/// rest. ScrollReel's own parameter (`.image(content: .full)`); iOS's strategies
/// have none, so a test that uses it is a Linux test.
///
/// Each capture scrolls after the screen is laid out in its window, and waits in
/// the scene's virtual time until nothing moves: a scroll to a row of self-sizing
/// cells is repeated until the row stays where it was asked to be (estimated
/// heights no longer leave it a few cells short), and an animated scroll or a
/// fling is played to its end, frame by frame, as on a device. The same test gives
/// the same picture on every machine.
///
/// The scroll view is the one named by its `accessibilityIdentifier`, or, without a
/// name, the one that shows the most of itself on the screen (the first of those in
/// the view tree when two show as much).
public struct SnapshotContent: Sendable {
    enum Kind: Sendable {
        case screen
        case full
        case offset(CGPoint)
        case row(IndexPath, UITableView.ScrollPosition, animated: Bool)
        case item(IndexPath, UICollectionView.ScrollPosition, animated: Bool)
        case fling(CGPoint, after: Double?)
    }
    let kind: Kind
    /// The scroll view's `accessibilityIdentifier`; nil for the one that shows the most.
    let scrollView: String?

    /// The screen as it is laid out: what `.image` shows.
    public static let screen = SnapshotContent(kind: .screen, scrollView: nil)

    /// The whole content of the screen's scroll view in one picture, from its top
    /// (left) edge to its bottom (right) edge with its content insets: the screen is
    /// made as tall (wide) as the content needs and laid out again, so self-sizing
    /// cells, section headers and footers are all laid out and drawn once each, and
    /// views outside the scroll view (a toolbar, a floating button) keep their places
    /// against the grown screen's edges.
    public static let full = SnapshotContent(kind: .full, scrollView: nil)

    /// ``full`` for the scroll view with this `accessibilityIdentifier`.
    public static func full(scrollView: String) -> SnapshotContent {
        SnapshotContent(kind: .full, scrollView: scrollView)
    }

    /// The screen with the scroll view's `contentOffset` set to `offset` (points, as
    /// `setContentOffset(_:animated: false)` sets it) once the screen is laid out.
    public static func offset(_ offset: CGPoint, scrollView: String? = nil) -> SnapshotContent {
        SnapshotContent(kind: .offset(offset), scrollView: scrollView)
    }

    /// The screen with the table view's row scrolled into view by
    /// `scrollToRow(at:at:animated:)`, once it has settled there.
    public static func row(_ indexPath: IndexPath, at position: UITableView.ScrollPosition = .top, animated: Bool = false,
                           scrollView: String? = nil) -> SnapshotContent {
        SnapshotContent(kind: .row(indexPath, position, animated: animated), scrollView: scrollView)
    }

    /// The screen with the collection view's item scrolled into view by
    /// `scrollToItem(at:at:animated:)`, once it has settled there.
    public static func item(_ indexPath: IndexPath, at position: UICollectionView.ScrollPosition = .top, animated: Bool = false,
                            scrollView: String? = nil) -> SnapshotContent {
        SnapshotContent(kind: .item(indexPath, position, animated: animated), scrollView: scrollView)
    }

    /// The screen once a finger has flung the scroll view at `velocity` (content-offset
    /// points per second, as a script's `fling`: positive y moves the content up, towards
    /// its end): with `after` nil, once everything has come to rest — where the
    /// deceleration, a paging settle or a bounce leaves it; else `after` seconds of
    /// virtual time after the finger lifted, mid-motion, scroll indicators and all.
    /// The fling is a script's: a 0.1 s drag at that speed, then the lift.
    /// `.motion(script:)` checks every frame on the way.
    ///
    /// - Parameters:
    ///   - velocity: points per second, each coordinate within ±1,000,000.
    ///   - after: seconds after the lift, 0 to 599.9; nil for the screen at rest.
    ///   - scrollView: the scroll view's `accessibilityIdentifier`; nil for the one that shows the most.
    public static func fling(velocity: CGPoint, after: Double? = nil, scrollView: String? = nil) -> SnapshotContent {
        SnapshotContent(kind: .fling(velocity, after: after), scrollView: scrollView)
    }
}
