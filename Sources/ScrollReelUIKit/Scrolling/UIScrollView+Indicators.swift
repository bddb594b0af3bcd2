/// The scroll indicators: UIKit shows them while the user drags or a motion
/// runs, keeps them a moment after the content stops, then fades them out.
/// Setting `contentOffset` in code does not show them.
///
/// The times are UIKit's own (iOS 26.1 UIKitCore decompile,
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `UIScrollView.mm`): after a drag or
/// a deceleration they stay 1.0 s (an NSTimer; Google's EarlGrey,
/// `UIScrollView+GREYApp.m`, waits for the same "1 second delay") and fade over
/// 0.25 s; `flashScrollIndicators()` and the end of a scroll to the top fade them
/// over 0.5 s at once. Content that fits shows none.
extension UIScrollView {
    /// How long the indicators stay after the scroll stops.
    package static let indicatorLinger = 1.0
    /// How long, in seconds of virtual time, the indicators take to fade out once
    /// `indicatorLinger` has passed.
    package static let indicatorFade = 0.25
    /// How long they fade after `flashScrollIndicators()` or a scroll to the top.
    package static let indicatorFlashFade = 0.5

    /// The user or a motion scrolled now: the indicators show, then linger and fade.
    func noteScrollActivity() {
        lastScrollTime = now
        indicatorFadeOut = (start: now + Self.indicatorLinger, duration: Self.indicatorFade)
    }

    /// Shows the indicators now and fades them out over `indicatorFlashFade` (the end of a
    /// scroll to the top, and `flashScrollIndicators()`).
    func flashIndicators() {
        lastScrollTime = now
        indicatorFadeOut = (start: now, duration: Self.indicatorFlashFade)
    }

    /// Which indicators this scroll view has at all.
    var showsIndicator: (horizontal: Bool, vertical: Bool) {
        (showsHorizontalScrollIndicator && canScroll(.horizontal) && contentSize.width > bounds.width,
         showsVerticalScrollIndicator && canScroll(.vertical) && contentSize.height > bounds.height)
    }

    /// The indicators' opacity at time `t` (0 when hidden).
    package func scrollIndicatorAlpha(at t: Double) -> Double {
        let shown = showsIndicator
        guard shown.horizontal || shown.vertical else { return 0 }
        if isTracking && isDragging { return 1 }
        if let m = motion, m.kind != .zoomBounce { return 1 }
        let fade = indicatorFadeOut
        let since = t - fade.start
        if since <= 0 { return 1 }
        return max(0, 1 - since / fade.duration)
    }

    /// How much of each edge of the scroll view lies under the window's safe-area
    /// insets (UIKit keeps the indicators out of the status bar and home indicator).
    var safeAreaOverlap: UIEdgeInsets {
        guard let w = window else { return .zero }
        let f = convert(bounds, to: nil), safe = w.safeAreaInsets
        return UIEdgeInsets(top: max(0, safe.top - f.minY), left: max(0, safe.left - f.minX),
                          bottom: max(0, f.maxY - (w.bounds.height - safe.bottom)),
                          right: max(0, f.maxX - (w.bounds.width - safe.right)))
    }

    /// Where the indicators are, in the scroll view's bounds coordinates (UIKit's
    /// geometry: 3 pt thick, 3 pt from the edges and the safe area, at least 36 pt
    /// long, and shorter by the overscroll while the content is pulled past an edge).
    package func scrollIndicatorRects() -> (horizontal: CGRect?, vertical: CGRect?) {
        let thickness = 3.0, inset = 3.0, minimum = 36.0
        let shown = showsIndicator
        let safe = safeAreaOverlap
        func rect(_ axis: Axis) -> CGRect? {
            let viewport = bounds.size[axis]
            let adjusted = adjustedContentInset
            let content = contentSize[axis] + adjusted.leading(axis) + adjusted.trailing(axis)
            guard content > 0, viewport > 0 else { return nil }
            let other: Axis = axis == .horizontal ? .vertical : .horizontal
            let bothShown = shown.horizontal && shown.vertical
            let extra = axis == .vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
            let before = safe.leading(axis) + extra.leading(axis) + inset
            let after = safe.trailing(axis) + extra.trailing(axis) + inset + (bothShown ? thickness + inset : 0)
            let track = viewport - before - after
            let range = offsetRange(axis)
            let p = contentOffset[axis]
            let overscroll = p < range.lowerBound ? range.lowerBound - p : p > range.upperBound ? p - range.upperBound : 0
            let length = max(7, max(minimum, track * viewport / content) - overscroll)
            let fraction = range.upperBound > range.lowerBound
                ? min(max((p - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1) : 0
            let along = bounds.origin[axis] + before + fraction * (track - length)
            let across = bounds.origin[other] + bounds.size[other] - safe.trailing(other) - inset - thickness
            return axis == .vertical
                ? CGRect(x: across, y: along, width: thickness, height: length)
                : CGRect(x: along, y: across, width: length, height: thickness)
        }
        return (shown.horizontal ? rect(.horizontal) : nil, shown.vertical ? rect(.vertical) : nil)
    }
}
