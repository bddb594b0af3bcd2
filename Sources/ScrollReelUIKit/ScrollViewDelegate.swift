/// UIKit's `UIScrollViewDelegate`, declared as UIKit declares it. Every method has
/// a do-nothing default, so a delegate implements only what it needs, as with
/// UIKit's optional methods.
///
/// Velocities are in points per millisecond, as UIKit passes them;
/// `targetContentOffset` points at the proposed rest offset, which the delegate
/// may change (`targetContentOffset.pointee = …`).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// The delegate methods a trace lists, by UIKit's names (`scrollViewDidScroll`,
/// called for every change of the offset, is not among them).
public enum DelegateMethod: String, Sendable, CaseIterable, Hashable {
    case scrollViewWillBeginDragging
    case scrollViewWillEndDragging
    case scrollViewDidEndDragging
    case scrollViewWillBeginDecelerating
    case scrollViewDidEndDecelerating
    case scrollViewDidEndScrollingAnimation
    case scrollViewWillBeginZooming
    case scrollViewDidZoom
    case scrollViewDidEndZooming
    case scrollViewDidScrollToTop
}

/// One delegate call as it happened: what traces list as `events`.
///
/// `contentOffset` and the flags are the scroll view's at the moment of the call.
public struct DelegateCall: Sendable, Equatable {
    public let method: DelegateMethod
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
    public var scale: CGFloat?

    /// UIKit's method base name, e.g. "scrollViewWillEndDragging".
    public var name: String { method.rawValue }
}

/// Hears the delegate calls of a scene's scroll views, in call order, whoever the
/// delegate is (the simulation's trace recorder is one). It is told of a call
/// before the delegate runs, so that calls the delegate's code causes come after.
@MainActor
public protocol DelegateCallObserver: AnyObject {
    func scrollView(_ scrollView: UIScrollView, willCall call: DelegateCall)
    /// The delegate changed the target its `scrollViewWillEndDragging` was offered.
    func scrollView(_ scrollView: UIScrollView, didAdjustTargetContentOffset target: CGPoint)
}
