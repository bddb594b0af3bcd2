import Foundation

/// UIKit's rubber band for a zoom scale pinched past its limits, and the duration of
/// the animation that brings it back.
///
/// Both are read from UIKit's own code (the public decompile of iOS 26.1 UIKitCore,
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `UIScrollView.mm`), not recorded:
///
///     beyond the maximum:  shown = max · (2 − max / s)
///     below the minimum:   shown = min / (2 − s / min)
///     return:              min(0.3 · |ln(s / limit)| + 0.1, 0.4) s, ease-in-out
///
/// with s the fingers' scale. Each band has slope 1 at its limit and never passes
/// 2 · max or min / 2. It is not the offset's rubber band (`RubberBand`).
public enum ZoomBand {
    /// The scale shown for the fingers' scale `s` between `minimum` and `maximum`.
    /// Limits that are not positive (or not in order) show the scale clamped to them.
    public static func shownScale(forFingers s: Double, minimum: Double, maximum: Double) -> Double {
        guard minimum > 0, maximum >= minimum else { return min(max(s, minimum), maximum) }
        if s > maximum { return maximum * (2 - maximum / s) }
        if s < minimum { return minimum / (2 - max(s, 0) / minimum) }
        return s
    }

    /// The fingers' scale that shows `shown`: the inverse of `shownScale`, so that a
    /// pinch that catches a scale outside its limits takes it without a jump. A scale
    /// shown at or past the band's end (2 · max, min / 2) maps to the band's end.
    public static func fingersScale(showing shown: Double, minimum: Double, maximum: Double) -> Double {
        guard minimum > 0, maximum >= minimum else { return shown }
        if shown > maximum {
            // s = max / (2 − shown / max); capped just short of the pole at 2 · max.
            let q = max(2 - shown / maximum, 1e-6)
            return maximum / q
        }
        if shown < minimum {
            // s = min · (2 − min / shown); 0 at min / 2.
            guard shown > minimum / 2 else { return 0 }
            return minimum * (2 - minimum / shown)
        }
        return shown
    }

    /// The duration (seconds) of UIKit's animation from `scale` to `limit`: the
    /// return after a pinch, `setZoomScale(_:animated:)` and `zoom(to:animated:)`.
    /// 0.1 s at the limit itself, 0.4 s at most; non-positive scales take the longest.
    public static func returnDuration(from scale: Double, to limit: Double) -> Double {
        guard scale > 0, limit > 0, scale.isFinite, limit.isFinite else { return longestReturn }
        return min(0.3 * abs(log(scale / limit)) + 0.1, longestReturn)
    }

    /// The longest return, 0.4 s.
    public static let longestReturn = 0.4
}
