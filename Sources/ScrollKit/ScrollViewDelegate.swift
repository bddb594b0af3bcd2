/// UIKit's `UIScrollViewDelegate`. Every method has a do-nothing default, so a
/// delegate implements only what it needs, as in Objective-C.
///
/// Velocities are in points per millisecond, as UIKit passes them.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)

    func viewForZooming(in scrollView: ScrollView) -> View?
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    func scrollViewDidZoom(_ scrollView: ScrollView)
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)

    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}

/// One delegate call as it happened: what traces list as `events`.
///
/// `contentOffset` and the flags are the scroll view's at the moment of the call.
public struct DelegateCall: Sendable, Equatable {
    /// UIKit's method base name, e.g. "scrollViewWillEndDragging".
    public let name: String
    public let time: Double
    public let scrollView: ObjectIdentifier
    public let contentOffset: Point
    public let isDragging: Bool
    public let isDecelerating: Bool
    /// Points per millisecond (`scrollViewWillEndDragging`).
    public var velocity: Point?
    /// What the scroll view proposed (`scrollViewWillEndDragging`).
    public var targetContentOffset: Point?
    /// What the delegate left, when it changed the proposal.
    public var adjustedTargetContentOffset: Point?
    public var willDecelerate: Bool?
    public var scale: Double?
}
