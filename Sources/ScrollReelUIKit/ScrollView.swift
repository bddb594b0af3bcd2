import ScrollPhysics

/// UIKit's `UIScrollView`: a view whose `contentOffset` (its `bounds.origin`) a
/// finger drags, momentum carries, and the edges push back.
///
/// Properties and delegate calls carry UIKit's names and meaning so that the seed
/// documents' Objective-C ports line by line. The motions themselves are values
/// from ScrollPhysics, sampled at each display frame; their ends are scheduled at
/// their exact virtual times, so nothing depends on the frame rate.
open class UIScrollView: UIView {
    public weak var delegate: (any UIScrollViewDelegate)?

    public var contentSize: CGSize = .zero { didSet { setNeedsLayout() } }
    public var contentInset: UIEdgeInsets = .zero
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { place { moveContent(to: newValue) } }
    }
    public var isPagingEnabled = false
    public var decelerationRate: DecelerationRate = .normal
    /// How the safe area adds to `contentInset` (see `adjustedContentInset`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic { didSet { setNeedsLayout() } }
    /// The adjusted insets as of the last layout pass, and the safe area's part of them.
    var lastAdjustedContentInset: UIEdgeInsets = .zero
    var lastSafeAreaAddition: UIEdgeInsets = .zero
    public var keyboardDismissMode: KeyboardDismissMode = .none
    /// UIKit's `refreshControl`: set, it goes above the content.
    public var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
        }
    }
    public var indicatorStyle: IndicatorStyle = .default
    /// Accepted: a scripted touch is never delayed or cancelled by the scroll view
    /// other than by its pan.
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    public var bounces = true
    public var alwaysBounceHorizontal = false
    public var alwaysBounceVertical = false
    public var isScrollEnabled = true
    public var isDirectionalLockEnabled = false
    public var showsHorizontalScrollIndicator = true
    public var showsVerticalScrollIndicator = true
    public var scrollsToTop = true
    /// Extra room around each scroll indicator, on top of the safe area (UIKit's names).
    public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    public var minimumZoomScale: CGFloat = 1
    public var maximumZoomScale: CGFloat = 1
    public var bouncesZoom = true

    public internal(set) var isTracking = false
    /// True from the pan's start until the deceleration after it ends (the seeds'
    /// "closer to scrolling"); meanwhile the main run loop is in UIKit's tracking
    /// mode, where default-mode timers wait.
    public internal(set) var isDragging = false {
        didSet { if isDragging != oldValue { window?.clock.scrollView(self, isTracking: isDragging) } }
    }
    public internal(set) var isDecelerating = false
    public internal(set) var isZooming = false
    public internal(set) var isZoomBouncing = false
    public internal(set) var zoomScaleValue = 1.0
    /// The virtual time the user or a motion last scrolled, for the scroll indicators.
    public internal(set) var lastScrollTime = -Double.infinity

    /// How many times the offset or the scale was placed by code (`contentOffset`,
    /// `setContentOffset(_:animated: false)`, `translateContentOffset`, `zoomScale`)
    /// rather than moved by a motion or a finger: a placement may jump, a motion
    /// may not, and this tells the two apart.
    package internal(set) var placements = 0

    var motion: Motion?
    var drag = DragState()
    var pinch: PinchState?
    /// A touch stopped a running deceleration; `isDecelerating` stays true until
    /// the next release decides what happens (the seeds' special case).
    var decelerationStoppedByTouch = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }
    public required init?(coder: NSCoder) { return nil }

    var now: Double { window?.clock.now ?? 0 }

    /// Where a layout wants a deceleration from here to `proposed` to end
    /// (`UICollectionViewLayout`'s `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`);
    /// velocity in points per millisecond, as UIKit passes it.
    func layoutTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    // MARK: Geometry of scrolling

    /// The offsets the content may rest at on `axis`: [−inset, contentSize − bounds + inset].
    /// (No size or inset, however large or undefined, can make it empty or infinite.)
    public func offsetRange(_ axis: Axis) -> ClosedRange<Double> {
        let inset = adjustedContentInset
        let lo = MotionInput.clamp(-inset.leading(axis))
        let hi = max(lo, MotionInput.clamp(contentSize[axis] + inset.trailing(axis) - bounds.size[axis]))
        return lo...hi
    }

    /// Whether a drag along `axis` moves the content.
    public func canScroll(_ axis: Axis) -> Bool {
        guard isScrollEnabled else { return false }
        let alwaysBounce = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        let inset = adjustedContentInset
        let extent = contentSize[axis] + inset.leading(axis) + inset.trailing(axis)
        return extent > bounds.size[axis] || (alwaysBounce && bounces)
    }

    /// The nearest offset inside the ranges.
    public func clampedOffset(_ p: CGPoint) -> CGPoint {
        var q = p
        for axis in Axis.allCases {
            let r = offsetRange(axis)
            q[axis] = min(max(p[axis], r.lowerBound), r.upperBound)
        }
        return q
    }

    public var isOverscrolled: Bool { clampedOffset(contentOffset) != contentOffset }

    /// The number of pages a paging scroll view has along `axis`.
    public func pageCount(_ axis: Axis) -> Int {
        let page = bounds.size[axis]
        guard page > 0 else { return 1 }
        // (Bounded so that no content size or inset can overflow the count.)
        let pages = (offsetRange(axis).upperBound / page - 1e-9).rounded(.up)
        return pages.isNaN ? 1 : Int(min(max(pages, 0), 1e15)) + 1
    }

    // MARK: Moving the content

    /// Counts what `change` does to the offset or scale as one placement.
    func place(_ change: () -> Void) {
        let before = (bounds.origin, zoomScaleValue)
        change()
        if before != (bounds.origin, zoomScaleValue) { placements += 1 }
    }

    /// Sets the offset and tells the delegate (UIKit calls `scrollViewDidScroll`
    /// for every change, whoever made it).
    func moveContent(to p: CGPoint) {
        guard p != bounds.origin else { return }
        bounds.origin = p
        if (isTracking && isDragging) || motion != nil || isZooming { noteScrollActivity() }
        setNeedsLayout()
        refreshControl?.scrollViewDidMove(self)
        delegate?.scrollViewDidScroll(self)
    }

    /// UIKit's `setContentOffset(_:animated:)`. It interrupts whatever moves the
    /// content (see `interruptMotion`); animated, it moves over 0.3 s along UIKit's
    /// sin² curve (`ContentOffsetAnimation`) and ends with
    /// `scrollViewDidEndScrollingAnimation`. An animation to where the content
    /// already is does nothing and calls nothing, as in UIKit.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let t = now
        interruptMotion(at: t)
        if animated {
            guard offset != contentOffset else { return }
            startMotion(.scrollAnimation,
                        x: ContentOffsetAnimation(from: contentOffset.x, to: offset.x),
                        y: ContentOffsetAnimation(from: contentOffset.y, to: offset.y),
                        at: t)
        } else {
            if isDragging, isTracking {
                // A drag in progress continues from the new offset.
                for axis in Axis.allCases { drag.origin[axis] += offset[axis] - contentOffset[axis] }
            }
            place { moveContent(to: offset) }
        }
    }

    /// Scrolls so that `rect` (content coordinates) is visible, as UIKit's `scrollRectToVisible`.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var p = contentOffset
        for axis in Axis.allCases {
            let lo = axis == .horizontal ? rect.minX : rect.minY
            let hi = axis == .horizontal ? rect.maxX : rect.maxY
            if lo < p[axis] { p[axis] = lo } else if hi > p[axis] + bounds.size[axis] { p[axis] = hi - bounds.size[axis] }
        }
        setContentOffset(clampedOffset(p), animated: animated)
    }

    /// Code that moves the content (`setContentOffset`, a status-bar tap) stops the
    /// motion it finds, and the delegate hears the end UIKit sends for it, so that
    /// every begin has its end and no flag stays set: a deceleration (its bounce and
    /// a paging settle included) ends with `scrollViewDidEndDecelerating`, as UIKit's
    /// `_stopScrollDecelerationNotify:` does; a zoom returning to its limit is put
    /// at the limit and ends with `scrollViewDidEndZooming`; an interrupted scroll
    /// animation or scroll to the top ends without a call (UIKit sends
    /// `scrollViewDidEndScrollingAnimation` and `scrollViewDidScrollToTop` only
    /// for animations that finish).
    func interruptMotion(at t: Double) {
        if let m = stopMotion(at: t) {
            switch m.kind {
            case .deceleration:
                endDeceleration()
            case .zoomBounce:
                if let z = m.zoom {
                    applyZoomScale(z.toScale)
                    moveContent(to: clampedOffset(contentOffset))
                }
                if isZooming {
                    isZooming = false
                    let view = delegate?.viewForZooming(in: self)
                    notify(.scrollViewDidEndZooming, { $0.scale = zoomScale }) {
                        $0.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
                    }
                }
            case .scrollAnimation, .scrollToTop:
                break
            }
        }
        if decelerationStoppedByTouch, !isTracking { decelerationStoppedByTouch = false; endDeceleration() }
    }

    func endDeceleration() {
        guard isDecelerating else { return }
        if !isTracking { isDragging = false }
        isDecelerating = false
        notify(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
    }

    // MARK: Delegate calls

    /// Tells the scene's observer of the call (with the flags as they are now),
    /// then makes it.
    func notify(_ method: DelegateMethod, _ fill: (inout DelegateCall) -> Void = { _ in },
                _ call: (any UIScrollViewDelegate) -> Void) {
        if let w = window, let observer = w.environment.delegateCallObserver {
            var c = DelegateCall(method: method, time: w.clock.now, scrollView: ObjectIdentifier(self),
                                 contentOffset: contentOffset, isDragging: isDragging, isDecelerating: isDecelerating)
            fill(&c)
            observer.scrollView(self, willCall: c)
        }
        if let delegate { call(delegate) }
    }
}
