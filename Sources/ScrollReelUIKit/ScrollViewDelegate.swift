/// UIKit's `UIScrollViewDelegate`. Every method has a do-nothing default, so a
/// delegate implements only what it needs, as in Objective-C.
///
/// Velocities are in points per millisecond, as UIKit passes them.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: Double)

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: Double) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// One delegate call as it happened: what traces list as `events`.
///
/// `contentOffset` and the flags are the scroll view's at the moment of the call.
public struct DelegateCall: Sendable, Equatable {
    /// UIKit's method base name, e.g. "scrollViewWillEndDragging".
    public let name: String
    public let time: Double
    public let scrollView: ObjectIdentifier
    public let contentOffset: CGPoint
    public let isDragging: Bool
    public let isDecelerating: Bool
    /// Points per millisecond (`scrollViewWillEndDragging`).
    public var velocity: CGPoint?
    /// What the scroll view proposed (`scrollViewWillEndDragging`).
    public var targetContentOffset: CGPoint?
    /// What the delegate left, when it changed the proposal.
    public var adjustedTargetContentOffset: CGPoint?
    public var willDecelerate: Bool?
    public var scale: Double?
}
