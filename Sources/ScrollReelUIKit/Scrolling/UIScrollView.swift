import ScrollPhysics

/// UIKit's `UIScrollView`: a view whose `contentOffset` (its `bounds.origin`) a
/// finger drags, momentum carries, and the edges push back.
///
/// Properties and delegate calls carry UIKit's names and meaning so that the seed
/// documents' Objective-C ports line by line. The motions themselves are values
/// from ScrollPhysics, sampled at each display frame; their ends are scheduled at
/// their exact virtual times, so nothing depends on the frame rate.
open class UIScrollView: UIView {
    /// The object that hears the scroll view's scrolling, dragging, decelerating and zooming, held
    /// weakly. ScrollReel calls it at the virtual times these happen on the scene's clock.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content, in points: with `adjustedContentInset`, how far the content
    /// scrolls. Zero by default.
    open var contentSize: CGSize = .zero { didSet { setNeedsLayout(); keyValueDidChange("contentSize") } }
    /// Extra room around the content that it can scroll into; the safe area may add to it
    /// (`adjustedContentInset`). Setting it does not move the content, as in UIKit.
    open var contentInset: UIEdgeInsets = .zero { didSet { markForLayoutPass(); keyValueDidChange("contentInset") } }
    /// The point of the content at the scroll view's top-left corner: its `bounds.origin`. Setting
    /// it places the content at once and calls `scrollViewDidScroll`; unlike
    /// `setContentOffset(_:animated:)` it does not stop a running motion. As in UIKit, a
    /// deceleration, bounce or animation under way carries on from the new offset, and a
    /// drag moves the content on from there: what an infinite scroller's re-centring
    /// relies on (Apple's StreetScroller sample, WWDC 2011 "Advanced Scroll View
    /// Techniques", moves its offset by a page width in `layoutSubviews` while it decelerates).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let delta = newValue - bounds.origin
            if delta.x.isFinite, delta.y.isFinite, delta != .zero {
                // Read before the write: an optional-chained assignment holds its access
                // to `motion` while the right-hand side is evaluated.
                if let shift = motion?.shift { motion?.shift = shift + delta }
                if isDragging, isTracking { drag.origin = drag.origin + delta }
            }
            place { moveContent(to: newValue) }
        }
    }
    /// Whether the content rests only on multiples of the scroll view's size: a release settles on
    /// the nearest page, or the next one in a flick's direction (one page past the page a caught
    /// settle was going to, for quick re-flicks). False by default; as in UIKit, a delegate's
    /// change of the target offset picks the page nearest it.
    open var isPagingEnabled = false
    /// How quickly a flick's momentum dies away: `.normal` (the default) or `.fast`. As UIKit's
    /// setter does, any other value is snapped to one of the two: under 0.994 to `.fast`,
    /// otherwise to `.normal` (a custom rate is never kept).
    open var decelerationRate: DecelerationRate {
        get { storedDecelerationRate }
        set { storedDecelerationRate = DecelerationRate(rawValue: newValue.physics.snappedAsUIKit.rawValue) }
    }
    private var storedDecelerationRate: DecelerationRate = .normal
    /// How the safe area adds to `contentInset` (see `adjustedContentInset`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic { didSet { setNeedsLayout() } }
    /// The adjusted insets as of the last layout pass, and the safe area's part of them.
    var lastAdjustedContentInset: UIEdgeInsets = .zero
    var lastSafeAreaAddition: UIEdgeInsets = .zero
    /// How a drag dismisses the keyboard. Accepted and ignored: there is no keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// UIKit's `refreshControl`: set, it goes above the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
        }
    }
    /// The style of the scroll indicators. Accepted and ignored: ScrollReel draws every indicator
    /// as a translucent dark bar.
    open var indicatorStyle: IndicatorStyle = .default
    /// Accepted: a scripted touch is never delayed or cancelled by the scroll view
    /// other than by its pan.
    open var delaysContentTouches = true
    /// Whether a drag cancels the touch of the view it began on. Accepted and ignored: as with
    /// UIKit's default, a finger that starts a pan always cancels the content's touch
    /// (`touchesCancelled`).
    open var canCancelContentTouches = true
    /// Whether the content can go past its edges and spring back; true by default. Without it a
    /// drag and a deceleration stop at the edges.
    open var bounces = true
    /// Whether a horizontal drag moves the content (and bounces it back) even when it is no wider
    /// than the scroll view; false by default. It takes effect only with `bounces`.
    open var alwaysBounceHorizontal = false { didSet { markForLayoutPass() } }
    /// Whether a vertical drag moves the content (and bounces it back) even when it is no taller
    /// than the scroll view; false by default. It takes effect only with `bounces`.
    open var alwaysBounceVertical = false { didSet { markForLayoutPass() } }
    /// Whether a finger can scroll the content; true by default. When false a drag goes to the
    /// scroll view around it; code can still move the content.
    open var isScrollEnabled = true
    /// Whether a drag that starts mostly horizontally or mostly vertically is locked to that axis;
    /// false by default. A diagonal start (between 30° and 60°) moves both ways, as in UIKit.
    open var isDirectionalLockEnabled = false
    /// Whether the horizontal scroll indicator shows while the content scrolls; true by default.
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows while the content scrolls; true by default.
    open var showsVerticalScrollIndicator = true
    /// Whether a tap on the status bar scrolls this scroll view to the top; true by default. As in
    /// UIKit, the tap scrolls only when exactly one scroll view on screen has it on, and its
    /// delegate's `scrollViewShouldScrollToTop` agrees.
    open var scrollsToTop = true
    /// Extra room around each scroll indicator, on top of the safe area (UIKit's names).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Extra room around the horizontal scroll indicator, on top of the safe area; zero by default.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The smallest zoom scale a pinch or `zoomScale` reaches; 1 by default. Zooming needs a
    /// maximum above the minimum and a view from the delegate's `viewForZooming(in:)`.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale a pinch or `zoomScale` reaches; 1 by default.
    open var maximumZoomScale: CGFloat = 1
    /// Whether a pinch can take the scale past its limits, against a rubber band, before it springs
    /// back; true by default.
    open var bouncesZoom = true

    /// Whether a finger is on the scroll view or its content, whether or not it has started to drag
    /// (also while two fingers pinch).
    open internal(set) var isTracking = false { didSet { if isTracking != oldValue { notifyObserversOfScrollingState() } } }
    /// True from the pan's start until the deceleration after it ends (the seeds'
    /// "closer to scrolling"); meanwhile the main run loop is in UIKit's tracking
    /// mode, where default-mode timers wait.
    open internal(set) var isDragging = false {
        didSet {
            guard isDragging != oldValue else { return }
            window?.clock.scrollView(self, isTracking: isDragging)
            notifyObserversOfScrollingState()
        }
    }
    /// Whether the content is still moving after a drag's finger lifted: momentum, a bounce back or
    /// a paging settle. A touch that stops the motion leaves it true until that finger lifts.
    open internal(set) var isDecelerating = false {
        didSet { if isDecelerating != oldValue { notifyObserversOfScrollingState() } }
    }
    /// Whether a pinch is zooming the content: from `scrollViewWillBeginZooming` until
    /// `scrollViewDidEndZooming`, the scale's return within its limits included.
    open internal(set) var isZooming = false
    /// Whether the zoom scale is on its way back within its limits after a pinch (or animating
    /// after `setZoomScale(_:animated:)`).
    open internal(set) var isZoomBouncing = false
    /// The current zoom scale, which `zoomScale` reads: ScrollReel's store for it. Set the scale
    /// through `zoomScale` or `setZoomScale(_:animated:)`.
    var zoomScaleValue = 1.0 { didSet { keyValueDidChange("zoomScale") } }
    /// The virtual time the user or a motion last scrolled, for the scroll indicators.
    package internal(set) var lastScrollTime = -Double.infinity
    /// When the indicators start to fade out, and over how long (`noteScrollActivity`,
    /// `flashIndicators`).
    var indicatorFadeOut = (start: -Double.infinity, duration: 0.25)

    /// How many times the offset or the scale was placed by code (`contentOffset`,
    /// `setContentOffset(_:animated: false)`, `zoomScale`)
    /// rather than moved by a motion or a finger: a placement may jump, a motion
    /// may not, and this tells the two apart.
    package internal(set) var placements = 0

    var motion: Motion?
    /// What watches the scroll view besides its delegate (a navigation bar, a sheet).
    package var observers = UIScrollViewObservers()
    /// Whether a container's gesture recognizer drives the content's drag itself (a sheet hands
    /// one finger's drag between itself and the list inside it): the touch router leaves this
    /// scroll view's tracking to it.
    package var isDrivenByContainer = false
    /// The scroll view's pan recognizer (see `panGestureRecognizer`).
    package private(set) lazy var scrollPan = ScrollViewPanGestureRecognizer.make(for: self)
    /// The scroll view's pinch recognizer (see `pinchGestureRecognizer`).
    package private(set) lazy var scrollPinch = ScrollViewPinchGestureRecognizer.make(for: self)

    /// The recognizer whose drag scrolls the content, as UIKit's: its first action is the scroll
    /// view's own handling (so `scrollViewWillBeginDragging(_:)` comes before an action user code
    /// added runs with `.began`). Read its `state`, `translation(in:)` (from where the drag began,
    /// what the content moves by), `velocity(in:)` (at `.ended`, the release velocity that
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` gets, in points per
    /// second and the finger's direction), `location(in:)` and `numberOfTouches`; add targets;
    /// `isEnabled = false` stops touch scrolling (and cancels a drag under way); `require(toFail:)`
    /// makes it wait for another recognizer. The scroll view is its delegate, so a subclass's
    /// `gestureRecognizerShouldBegin(_:)` can refuse a drag. It is not among `gestureRecognizers`.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// The recognizer whose pinch zooms the content, as UIKit's; nil when zooming is impossible
    /// (`minimumZoomScale` equals `maximumZoomScale`). Its first action is the scroll view's own
    /// zoom (`scrollViewWillBeginZooming(_:with:)` comes before an action user code added runs
    /// with `.began`); `scale` is the fingers' spread against their spread when it began, and
    /// `isEnabled = false` stops pinch zooming.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        minimumZoomScale == maximumZoomScale ? nil : scrollPinch
    }
    var drag = DragState()
    /// A paging settle caught by the finger that drags now (chained flicks).
    var pagingChain: PagingChain?
    /// UIKit's repeated-flick state: fast flicks in a row and the glide multiplier.
    var fastScroll = FastScroll()
    /// The direction the drag last moved on each axis (for the fast-scroll row's reversal).
    var dragDirection = CGPoint.zero
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

    /// The scroll indicators, over the content: translucent dark bars that show while
    /// the content scrolls and fade after.
    override package func drawOverSublayers(in context: any GraphicsContext) {
        let alpha = scrollIndicatorAlpha(at: now)
        guard alpha > 0 else { return }
        let rects = scrollIndicatorRects()
        let color = UIColor(white: 0, alpha: 0.35 * alpha)
        for r in [rects.horizontal, rects.vertical].compactMap({ $0 }) {
            context.fill(Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2), with: color)
        }
    }

    /// Where a layout wants a deceleration from here to `proposed` to end
    /// (`UICollectionViewLayout`'s `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`);
    /// velocity in points per millisecond, as UIKit passes it.
    func layoutTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }
    /// The length of a page on `axis` when paging: the bounds size, as UIKit's; a compositional
    /// layout's orthogonal section pages by a group and the spacing after it.
    func pageLength(_ axis: Axis) -> Double { bounds.size[axis] }

    // MARK: Geometry of scrolling

    /// The offsets the content may rest at on `axis`: [−inset, contentSize − bounds + inset].
    /// (No size or inset, however large or undefined, can make it empty or infinite.)
    package func offsetRange(_ axis: Axis) -> ClosedRange<Double> {
        let inset = adjustedContentInset
        let lo = MotionInput.clamp(-inset.leading(axis))
        let hi = max(lo, MotionInput.clamp(contentSize[axis] + inset.trailing(axis) - bounds.size[axis]))
        return lo...hi
    }

    /// Whether a drag along `axis` moves the content.
    package func canScroll(_ axis: Axis) -> Bool {
        guard isScrollEnabled else { return false }
        let alwaysBounce = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        let inset = adjustedContentInset
        let extent = contentSize[axis] + inset.leading(axis) + inset.trailing(axis)
        return extent > bounds.size[axis] || (alwaysBounce && bounces)
    }

    /// The nearest offset inside the ranges.
    package func clampedOffset(_ p: CGPoint) -> CGPoint {
        var q = p
        for axis in Axis.allCases {
            let r = offsetRange(axis)
            q[axis] = min(max(p[axis], r.lowerBound), r.upperBound)
        }
        return q
    }

    /// Whether the content is past an edge: `contentOffset` is outside the range it can rest in
    /// (pulled by a finger, or bouncing back).
    package var isOverscrolled: Bool { clampedOffset(contentOffset) != contentOffset }

    /// The number of pages a paging scroll view has along `axis`.
    package func pageCount(_ axis: Axis) -> Int {
        let page = pageLength(axis)
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
        // A NaN offset is refused (the scene stops with CALayerInvalidGeometry): nothing moved.
        guard bounds.origin == p else { return }
        if (isTracking && isDragging) || motion != nil || isZooming { noteScrollActivity() }
        setNeedsLayout()
        refreshControl?.scrollViewDidMove(self)
        let watching = observers  // (a copy: an observer may add or remove itself)
        watching.scrollViewDidMove(self)
        guard let delegate else { return }
        // A delegate that moves the content again from scrollViewDidScroll, to
        // another offset every time (or two scroll views that push each other),
        // recurses until the stack overflows, in UIKit too: here the scene stops
        // with a failure that says so.
        guard Self.didScrollDepth < Self.maximumDidScrollDepth else {
            (window?.clock ?? SceneEnvironment.current?.clock)?.fail(
                "scrollViewDidScroll re-entered \(Self.maximumDidScrollDepth) times: its delegate moves the content of \(nameForFailures) "
                + "(or of a scroll view whose delegate moves this one) to another offset each time it is called; UIKit would recurse until the stack overflows")
            return
        }
        Self.didScrollDepth += 1
        defer { Self.didScrollDepth -= 1 }
        delegate.scrollViewDidScroll(self)
    }

    /// How deep `scrollViewDidScroll` calls are nested now, and how deep they may go.
    private static var didScrollDepth = 0
    private static let maximumDidScrollDepth = 256

    /// UIKit's `setContentOffset(_:animated:)`. It interrupts whatever moves the
    /// content (see `interruptMotion`); animated, it moves over 0.3 s along UIKit's
    /// sin² curve (`ContentOffsetAnimation`) and ends with
    /// `scrollViewDidEndScrollingAnimation`. An animation to where the content
    /// already is does nothing and calls nothing, as in UIKit. Animated while an
    /// earlier one runs, that one is retargeted, not restarted: it keeps its time
    /// and arrives at the new offset when it was going to arrive at the old one
    /// (one `scrollViewDidEndScrollingAnimation`).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let t = now
        if animated, retargetScrollAnimation(to: offset, at: t) { return }
        interruptMotion(at: t)
        if animated {
            guard offset != contentOffset else { return }
            startMotion(.scrollAnimation,
                        x: ContentOffsetAnimation(from: contentOffset.x, to: offset.x),
                        y: ContentOffsetAnimation(from: contentOffset.y, to: offset.y),
                        at: t)
        } else {
            // (A drag in progress continues from the new offset: the setter carries it on.)
            contentOffset = offset
        }
    }

    /// Scrolls so that `rect` (content coordinates) is visible, as UIKit's `scrollRectToVisible`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var p = contentOffset
        for axis in Axis.allCases {
            let lo = axis == .horizontal ? rect.minX : rect.minY
            let hi = axis == .horizontal ? rect.maxX : rect.maxY
            if lo < p[axis] { p[axis] = lo } else if hi > p[axis] + bounds.size[axis] { p[axis] = hi - bounds.size[axis] }
        }
        setContentOffset(clampedOffset(p), animated: animated)
    }

    /// UIKit's `flashScrollIndicators()`: the indicators of content that does not fit
    /// show, then fade out over 0.5 s, UIKit's own duration (see `scrollIndicatorAlpha(at:)`).
    open func flashScrollIndicators() {
        flashIndicators()
    }

    /// UIKit's `zoom(to:animated:)`: zooms so that `rect`, in the coordinates of the
    /// delegate's `viewForZooming(in:)`, fills the scroll view as far as the zoom limits
    /// allow, centred where the content's edges allow. Animated, scale and offset move
    /// together, ease-in-out, for UIKit's `min(0.3·|ln(s/s₀)| + 0.1, 0.4)` s (as
    /// `setZoomScale(_:animated:)`); a rect that needs no change of scale is scrolled to
    /// with `setContentOffset(_:animated:)`. Without a view for zooming it does nothing.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomToRect(rect, animated: animated)
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
    /// then makes it — unless the delegate is of a class built through the
    /// `UIKitSources` plugin that did not write the method: UIKit does not call an
    /// optional method a delegate does not implement (the trace still shows the
    /// moment, which is the scroll view's, not the delegate's).
    func notify(_ method: DelegateMethod, _ fill: (inout DelegateCall) -> Void = { _ in },
                _ call: (any UIScrollViewDelegate) -> Void) {
        if let w = window, let observer = w.environment.delegateCallObserver {
            var c = DelegateCall(method: method, time: w.clock.now, scrollView: ObjectIdentifier(self),
                                 contentOffset: contentOffset, isDragging: isDragging, isDecelerating: isDecelerating)
            fill(&c)
            observer.scrollView(self, willCall: c)
        }
        if let delegate, MethodDispatch.implements(delegate, Selector(method.selectorName)) != false { call(delegate) }
    }
}

extension DelegateMethod {
    /// The method's Objective-C name, as the dispatch tables know it.
    var selectorName: String {
        switch self {
        case .scrollViewWillEndDragging: "scrollViewWillEndDragging:withVelocity:targetContentOffset:"
        case .scrollViewDidEndDragging: "scrollViewDidEndDragging:willDecelerate:"
        case .scrollViewWillBeginZooming: "scrollViewWillBeginZooming:with:"
        case .scrollViewDidEndZooming: "scrollViewDidEndZooming:with:atScale:"
        default: rawValue + ":"
        }
    }
}
