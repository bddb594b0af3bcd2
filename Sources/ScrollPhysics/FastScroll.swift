/// UIKit's fast-scroll multiplier: flick a long list again and again, quickly, and
/// each glide goes further than the last. From UIKit's own code (the iOS 26.1
/// UIKitCore decompile, UIScrollView.mm: `_updatePanGesture`, `_endPanNormal:`,
/// `_beginTrackingWithEvent:` and the deceleration integrator's resets), not a
/// recording.
///
/// - A release of at least 0.6 pt/ms (2-D, the raw last sample) counts one fast
///   flick in a row (paging scroll views never count); a slower one ends the row.
/// - A finger that comes down more than 1 s after the last counted release, a
///   deceleration that reaches an edge or comes to rest, a drag that reverses on
///   its axis or slows under 0.13 pt/ms: each ends the row (count 0, multiplier 1).
/// - From the 4th drag in a row (count ≥ 3), the drag sets the multiplier from the
///   one it started with: M = min(M0 + (1 + (count − 3) / 2) · min(L / 240, 0.9), 16),
///   L the drag's length in points, (count − 3) / 2 in whole numbers.
/// - The multiplier scales the glide (the distance, not the time) and the target
///   `scrollViewWillEndDragging` is told.
public struct FastScroll: Sendable, Equatable {
    /// The slowest release (points per second) that counts as a fast flick.
    public static let fastestSlowRelease = 600.0
    /// A drag slower than this (points per second) ends the row.
    public static let slowestDrag = 130.0
    /// How long after the last counted release a finger may come down and keep the
    /// row (seconds).
    public static let window = 1.0
    /// The drag length (points) that adds one step of the multiplier, and the most
    /// of a step one drag adds.
    public static let stepLength = 240.0, largestStep = 0.9
    /// The multiplier never goes past this.
    public static let largestMultiplier = 16.0

    /// Fast flicks in a row so far.
    public private(set) var count = 0
    /// The glide multiplier now: 1 until the 4th drag in a row.
    public private(set) var multiplier = 1.0
    /// The multiplier when the current drag began.
    private var startMultiplier = 1.0
    /// When the last fast flick was released (seconds of virtual time).
    private var lastRelease = -Double.infinity

    /// A row of no flicks.
    public init() {}

    /// Ends the row: no fast flicks, multiplier 1.
    public mutating func reset() { count = 0; multiplier = 1 }

    /// A finger came down at `t`: a row more than ``window`` old is over; the drag
    /// starts from the multiplier there is.
    public mutating func touchDown(at t: Double) {
        if t > lastRelease + Self.window { reset() }
        startMultiplier = multiplier
    }

    /// The drag is `length` points long and moves at `speed` (points per second, 2-D);
    /// `reversed` when it turned back on its axis.
    public mutating func dragged(length: Double, speed: Double, reversed: Bool) {
        if reversed || !(speed >= Self.slowestDrag) { reset(); startMultiplier = 1; return }
        guard count >= 3 else { return }
        let steps = Double(1 + (count - 3) / 2)
        let step = length.isNaN ? 0 : min(max(length, 0) / Self.stepLength, Self.largestStep)
        multiplier = min(startMultiplier + steps * step, Self.largestMultiplier)
    }

    /// The finger lifted at `t` moving at `speed` (points per second, 2-D; the raw last
    /// sample): a fast flick counts, a slower release ends the row's count (the
    /// multiplier stays for this glide). A paging scroll view's releases never count.
    public mutating func released(speed: Double, at t: Double, paging: Bool) {
        guard !paging else { return }
        if speed >= Self.fastestSlowRelease {
            count += 1
            lastRelease = t
        } else {
            count = 0
        }
    }
}
