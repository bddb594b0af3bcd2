/// UIKit's `UIScrollViewDelegate`, declared as UIKit declares it. Every method has
/// a do-nothing default, so a delegate implements only what it needs, as with
/// UIKit's optional methods.
///
/// Velocities are in points per millisecond, as UIKit passes them;
/// `targetContentOffset` points at the proposed rest offset, which the delegate
/// may change (`targetContentOffset.pointee = …`).
@preconcurrency @MainActor
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
    /// A finger moved past the touch slop and began to drag the content.
    case scrollViewWillBeginDragging
    /// The finger lifted after a drag (or a pinch took over); the delegate is offered the target
    /// offset.
    case scrollViewWillEndDragging
    /// The drag ended, saying whether a deceleration follows.
    case scrollViewDidEndDragging
    /// The content goes on moving after the lift: momentum, a bounce back or a paging settle.
    case scrollViewWillBeginDecelerating
    /// That motion came to rest, or code stopped it.
    case scrollViewDidEndDecelerating
    /// An animated `setContentOffset(_:animated:)` (or an animated scroll to a row or an item)
    /// arrived.
    case scrollViewDidEndScrollingAnimation
    /// Two fingers began to pinch.
    case scrollViewWillBeginZooming
    /// The zoom scale changed: a pinch, the scale's return within its limits, or `zoomScale` set in
    /// code.
    case scrollViewDidZoom
    /// The zoom ended, at the scale the call records.
    case scrollViewDidEndZooming
    /// The scroll to the top after a tap on the status bar arrived.
    case scrollViewDidScrollToTop
}

/// One delegate call as it happened: what traces list as `events`.
///
/// `contentOffset` and the flags are the scroll view's at the moment of the call.
public struct DelegateCall: Sendable, Equatable {
    /// Which delegate method was called.
    public let method: DelegateMethod
    /// When the call was made: seconds of virtual time on the scene's clock.
    public let time: Double
    /// The identity of the scroll view that made the call.
    public let scrollView: ObjectIdentifier
    /// The scroll view's `contentOffset` at the call.
    public let contentOffset: CGPoint
    /// The scroll view's `isDragging` at the call.
    public let isDragging: Bool
    /// The scroll view's `isDecelerating` at the call.
    public let isDecelerating: Bool
    /// Points per millisecond (`scrollViewWillEndDragging`).
    public var velocity: CGPoint?
    /// What the scroll view proposed (`scrollViewWillEndDragging`).
    public var targetContentOffset: CGPoint?
    /// What the delegate left, when it changed the proposal.
    public var adjustedTargetContentOffset: CGPoint?
    /// The `willDecelerate` argument (`scrollViewDidEndDragging`); nil for other methods.
    public var willDecelerate: Bool?
    /// The `atScale` argument (`scrollViewDidEndZooming`); nil for other methods.
    public var scale: CGFloat?

    /// UIKit's method base name, e.g. "scrollViewWillEndDragging".
    public var name: String { method.rawValue }
}

/// Hears the delegate calls of a scene's scroll views, in call order, whoever the
/// delegate is (the simulation's trace recorder is one). It is told of a call
/// before the delegate runs, so that calls the delegate's code causes come after.
@preconcurrency @MainActor
public protocol DelegateCallObserver: AnyObject {
    func scrollView(_ scrollView: UIScrollView, willCall call: DelegateCall)
    /// The delegate changed the target its `scrollViewWillEndDragging` was offered.
    func scrollView(_ scrollView: UIScrollView, didAdjustTargetContentOffset target: CGPoint)
}
