import ScrollPhysics

extension UIScrollView {
    /// UIKit's `UIScrollView.DecelerationRate`: the fraction of the velocity kept
    /// per millisecond of a deceleration.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the velocity kept per millisecond: 0.998 for `normal`, 0.99 for `fast`.
        public let rawValue: CGFloat
        /// A rate from the fraction of the velocity kept per millisecond. Any value is accepted; a
        /// deceleration takes one not strictly between 0 and 1 as the nearest of 0.5…0.9999.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate, 0.998: a flick glides a long way.
        public static let normal = DecelerationRate(rawValue: ScrollPhysics.DecelerationRate.normal.rawValue)
        /// A rate of 0.99: a flick comes to rest soon.
        public static let fast = DecelerationRate(rawValue: ScrollPhysics.DecelerationRate.fast.rawValue)

        /// The physics' rate.
        var physics: ScrollPhysics.DecelerationRate { .init(rawValue: Double(rawValue)) }
    }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes` here: UIKit also always adjusts vertically the root
        /// view of a view controller shown by a navigation or tab bar controller,
        /// which ScrollReel does not have.
        case automatic
        /// The safe area is added on the axes the scroll view scrolls along (its
        /// content is larger than its bounds, or it always bounces that way).
        case scrollableAxes
        /// The safe area is never added: `adjustedContentInset` is `contentInset`.
        case never
        /// The safe area is added on every edge, whether or not the content scrolls that way.
        case always
    }

    /// UIKit's `UIScrollView.KeyboardDismissMode`: accepted; a scripted finger
    /// never shows a keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag does not dismiss the keyboard; the default.
        case none
        /// The keyboard is dismissed when a drag begins.
        case onDrag
        /// The keyboard follows a drag down off the screen, and a drag back up brings it back.
        case interactive
        /// As `onDrag`, the keyboard's accessory view included.
        case onDragWithAccessory
        /// As `interactive`, the keyboard's accessory view included.
        case interactiveWithAccessory
    }

    /// UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        /// UIKit's default: dark indicators with a light border, visible on any background.
        case `default`
        /// Dark indicators, for light backgrounds.
        case black
        /// Light indicators, for dark backgrounds.
        case white
    }

    /// UIKit's `adjustedContentInset`: `contentInset` plus the safe area where
    /// `contentInsetAdjustmentBehavior` asks for it. The content rests within
    /// these insets, and scrolling to the top goes to `-adjustedContentInset.top`.
    public var adjustedContentInset: UIEdgeInsets {
        var i = contentInset
        // A refreshing control keeps its room above the content, whatever the behaviour.
        i.top += refreshControl?.insetWhileRefreshing ?? 0
        guard contentInsetAdjustmentBehavior != .never, window != nil else { return i }
        let safe = safeAreaInsets
        let always = contentInsetAdjustmentBehavior == .always
        if always || scrollsWithoutAdjustment(.vertical) { i.top += safe.top; i.bottom += safe.bottom }
        if always || scrollsWithoutAdjustment(.horizontal) { i.left += safe.left; i.right += safe.right }
        return i
    }

    /// Whether the content scrolls along `axis` before any safe area is added
    /// (what UIKit's `scrollableAxes` looks at).
    private func scrollsWithoutAdjustment(_ axis: Axis) -> Bool {
        let alwaysBounce = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        let extent = contentSize[axis] + contentInset.leading(axis) + contentInset.trailing(axis)
        return extent > bounds.size[axis] || alwaysBounce
    }

    /// Keeps `adjustedContentInset` up to date at each layout pass, as UIKit does:
    /// the delegate hears `scrollViewDidChangeAdjustedContentInset`, and content
    /// resting at the top (or leading) edge moves with the safe area's part of the
    /// inset (a table shows its first row below the status bar, at
    /// `contentOffset.y == -adjustedContentInset.top`). Setting `contentInset`
    /// itself never moves the content, in UIKit either.
    func updateAdjustedContentInset() {
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedContentInset else { return }
        // A refresh control's room is not the safe area's: it moves nothing (UIKit's
        // `beginRefreshing()` leaves the offset where it is).
        let refresh = refreshControl?.insetWhileRefreshing ?? 0
        let addition = UIEdgeInsets(top: adjusted.top - refresh - contentInset.top, left: adjusted.left - contentInset.left,
                                    bottom: adjusted.bottom - contentInset.bottom, right: adjusted.right - contentInset.right)
        let old = lastSafeAreaAddition
        lastAdjustedContentInset = adjusted
        lastSafeAreaAddition = addition
        if addition != old, !isTracking, !isDragging, !isDecelerating, motion == nil {
            var p = contentOffset
            if p.y == -(contentInset.top + old.top) { p.y = -adjusted.top }
            if p.x == -(contentInset.left + old.left) { p.x = -adjusted.left }
            if p != contentOffset { place { moveContent(to: p) } }
        }
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
