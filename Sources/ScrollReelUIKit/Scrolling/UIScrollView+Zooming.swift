import ScrollPhysics

/// The state of a pinch: the scale and finger spread when it began, and the point
/// of the (unscaled) zoomed view that stays under the fingers' midpoint.
struct PinchState {
    let startScale: Double
    let startSpread: Double
    let anchor: CGPoint
    var midpoint: CGPoint
}

extension UIScrollView {
    /// UIKit's `zoomScale`; setting it scales `viewForZooming` about the content's origin.
    public var zoomScale: CGFloat {
        get { zoomScaleValue }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch zooms this scroll view: it has a view for zooming and room to zoom.
    package var isZoomable: Bool {
        maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil
    }

    /// Whether the pinch recognizer may begin: enabled, and neither its delegate nor the scroll
    /// view (`gestureRecognizerShouldBegin(_:)`) refuses it.
    var mayPinch: Bool {
        let pinch = scrollPinch
        return pinch.isEnabled && pinch.delegate?.gestureRecognizerShouldBegin(pinch) != false
            && gestureRecognizerShouldBegin(pinch)
    }

    /// Sets the zoom scale, brought within `minimumZoomScale`…`maximumZoomScale`, scaling the
    /// delegate's `viewForZooming(in:)` about the content's origin and keeping the offset inside
    /// the new content. Animated (in a window), the scale moves ease-in-out on the scene's
    /// virtual clock for UIKit's `min(0.3·|ln(s/s₀)| + 0.1, 0.4)` s (`ZoomBand.returnDuration`)
    /// and ends with `scrollViewDidEndZooming`; otherwise the delegate hears `scrollViewDidZoom`
    /// at once.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let s = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard s != zoomScaleValue else { return }
        if animated, window != nil {
            animateZoom(to: s, offset: clampedOffset(contentOffset, forScale: s), at: now)
        } else {
            place {
                applyZoomScale(s)
                notify(.scrollViewDidZoom) { $0.scrollViewDidZoom(self) }
                moveContent(to: clampedOffset(contentOffset))
            }
        }
    }

    /// `zoom(to:animated:)`: the scale that fits `rect` and the offset that centres it.
    func zoomToRect(_ rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let visible = CGSize(width: bounds.width - adjustedContentInset.left - adjustedContentInset.right,
                             height: bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
        // An empty side asks for no fit along it (UIKit zooms a point rect to the maximum).
        let fits = [r.width > 0 ? visible.width / r.width : .infinity, r.height > 0 ? visible.height / r.height : .infinity]
        let s = min(max(fits.min() ?? zoomScaleValue, minimumZoomScale), maximumZoomScale)
        let centre = CGPoint(x: (r.midX - view.bounds.minX) * s, y: (r.midY - view.bounds.minY) * s)
        let offset = clampedOffset(CGPoint(x: centre.x - adjustedContentInset.left - visible.width / 2,
                                           y: centre.y - adjustedContentInset.top - visible.height / 2) , forScale: s)
        if s == zoomScaleValue {
            setContentOffset(offset, animated: animated)
        } else if animated, window != nil {
            animateZoom(to: s, offset: offset, at: now)
        } else {
            place {
                applyZoomScale(s)
                notify(.scrollViewDidZoom) { $0.scrollViewDidZoom(self) }
                moveContent(to: offset)
            }
        }
    }

    /// UIKit's zoom animation from the scale shown now to `s`, the offset moving with it to
    /// `offset`: ease-in-out from the current state, for `ZoomBand.returnDuration` seconds;
    /// it ends with `scrollViewDidEndZooming`.
    private func animateZoom(to s: Double, offset: CGPoint, at t: Double) {
        let from = zoomScaleValue
        let sim = CurveAnimation(from: from, to: s, duration: ZoomBand.returnDuration(from: from, to: s),
                                 curve: .easeInEaseOut)
        isZoomBouncing = true
        startMotion(.zoomBounce, x: Stationary(contentOffset.x), y: Stationary(contentOffset.y),
                    zoom: ZoomMotion(scale: sim, fromScale: from, toScale: s, fromOffset: contentOffset, toOffset: offset), at: t)
    }

    /// Scales the zoomed view and makes the content size follow, as UIKit does:
    /// the view's frame starts at the content origin and `contentSize` is its frame size.
    func applyZoomScale(_ scale: Double) {
        zoomScaleValue = scale
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// The nearest resting offset for the content size that `scale` would give.
    func clampedOffset(_ p: CGPoint, forScale scale: Double) -> CGPoint {
        guard let view = delegate?.viewForZooming(in: self) else { return clampedOffset(p) }
        var q = p
        for axis in Axis.allCases {
            let size = view.bounds.size[axis] * scale
            let inset = adjustedContentInset
            let lo = -inset.leading(axis)
            let hi = max(lo, size + inset.trailing(axis) - bounds.size[axis])
            q[axis] = min(max(p[axis], lo), hi)
        }
        return q
    }

    private func spread(_ f: (CGPoint, CGPoint)) -> Double { max((f.0 - f.1).length, 1) }
    private func midpoint(_ f: (CGPoint, CGPoint)) -> CGPoint { convert((f.0 + f.1) * 0.5, from: nil) - contentOffset }

    /// Two fingers are down on this scroll view (window coordinates).
    func pinchBegan(fingers: (CGPoint, CGPoint), at t: Double) {
        if let m = stopMotion(at: t), m.kind == .zoomBounce, isZooming {
            // A pinch that catches the return of the last one ends that zoom, so
            // that the delegate's begin and end calls stay paired (as
            // `setContentOffset` ends a running deceleration). The scale stays
            // where the new pinch caught it; `atScale` is the limit the return was
            // going to, since UIKit documents it as lying within the limits.
            isZooming = false
            let view = delegate?.viewForZooming(in: self)
            let limit = m.zoom?.toScale ?? zoomScale
            notify(.scrollViewDidEndZooming, { $0.scale = limit }) {
                $0.scrollViewDidEndZooming(self, with: view, atScale: limit)
            }
        }
        isTracking = true
        // A pinch is not a drag: the drag whose deceleration it stops is over.
        isDragging = false
        if isDecelerating || decelerationStoppedByTouch {
            decelerationStoppedByTouch = false
            endDeceleration()
        }
        let mid = midpoint(fingers)
        // A scale caught outside its limits is taken at the fingers' scale that shows
        // it (as a finger takes an offset at `RubberBand.unclamp`), so it does not jump.
        pinch = PinchState(startScale: fingersScale(showing: zoomScaleValue), startSpread: spread(fingers),
                           anchor: (contentOffset + mid) * (1 / zoomScaleValue), midpoint: mid)
        isZooming = true
        let view = delegate?.viewForZooming(in: self)
        notify(.scrollViewWillBeginZooming) { $0.scrollViewWillBeginZooming(self, with: view) }
    }

    /// The fingers moved: scale with their spread (past the limits against a rubber
    /// band, as UIKit does when `bouncesZoom`), keeping the anchor under their midpoint.
    func pinchChanged(fingers: (CGPoint, CGPoint), at t: Double) {
        guard var p = pinch else { return }
        let s = shownScale(forFingers: p.startScale * spread(fingers) / p.startSpread)
        p.midpoint = midpoint(fingers)
        pinch = p
        applyZoomScale(s)
        notify(.scrollViewDidZoom) { $0.scrollViewDidZoom(self) }
        moveContent(to: p.anchor * s - p.midpoint)
    }

    /// The scale shown for the fingers' scale `raw`: past a limit, UIKit's zoom band
    /// (`ZoomBand`), or held at the limit without `bouncesZoom`.
    func shownScale(forFingers raw: Double) -> Double {
        bouncesZoom ? ZoomBand.shownScale(forFingers: raw, minimum: minimumZoomScale, maximum: maximumZoomScale)
            : min(max(raw, minimumZoomScale), maximumZoomScale)
    }

    /// The inverse of `shownScale(forFingers:)`.
    func fingersScale(showing scale: Double) -> Double {
        ZoomBand.fingersScale(showing: scale, minimum: minimumZoomScale, maximum: maximumZoomScale)
    }

    /// A finger lifted: a scale past its limits returns to the limit, the content
    /// inside its edges, with UIKit's ease-in-out zoom animation (begun from the state
    /// shown, so without the fingers' momentum), then `scrollViewDidEndZooming(_:with:atScale:)`.
    /// The fingers' `spreadVelocity` (points per second) plays no part in UIKit's return;
    /// the pinch's recognizer passes it all the same.
    func pinchEnded(spreadVelocity: Double, at t: Double) {
        guard let p = pinch else { return }
        pinch = nil
        isTracking = false
        let s = zoomScaleValue
        let target = min(max(s, minimumZoomScale), maximumZoomScale)
        let view = delegate?.viewForZooming(in: self)
        if target != s {
            // Keep the anchor under the midpoint while the scale returns, then clamp.
            let anchored = p.anchor * target - p.midpoint
            animateZoom(to: target, offset: clampedOffset(anchored, forScale: target), at: t)
            return
        }
        isZooming = false
        notify(.scrollViewDidEndZooming, { $0.scale = s }) { $0.scrollViewDidEndZooming(self, with: view, atScale: s) }
        if isOverscrolled {
            startDeceleration(velocity: .zero, at: t)
            notify(.scrollViewWillBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
        }
    }
}
