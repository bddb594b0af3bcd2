/// UIKit's `UIScrollView.DecelerationRate`: the fraction of the velocity kept per millisecond.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of the velocity kept per millisecond; a motion can use values strictly
    /// between 0 and 1 (``isValid``).
    public let rawValue: Double
    /// A rate of `rawValue` per millisecond, kept as given: a motion uses ``usable`` instead
    /// when it is not valid.
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// UIKit's `.normal`, a scroll view's default: 0.998 of the velocity kept per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's `.fast`: 0.99 of the velocity kept per millisecond, a short glide.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The rate as an exponential coefficient per second: v(t) = v0 * e^(k t), k < 0.
    public var coefficient: Double { 1000 * _log(rawValue) }

    /// A usable rate lies strictly between 0 and 1.
    public var isValid: Bool { rawValue > 0 && rawValue < 1 && rawValue.isFinite }

    /// The rate a motion uses: any other value is brought into [0.5, 0.9999], from
    /// a stop within milliseconds to a glide that still stops (NaN counts as `normal`).
    public var usable: DecelerationRate {
        if rawValue.isNaN { return .normal }
        return DecelerationRate(rawValue: min(max(rawValue, 0.5), 0.9999))
    }

    /// The rate UIKit's `decelerationRate` setter keeps for `rawValue`: under 0.994,
    /// `.fast`; otherwise (NaN too) `.normal`. A custom rate is never kept (iOS 26.1
    /// UIKitCore decompile, `-[UIScrollView setDecelerationRate:]`; users log the
    /// same: 0.7 reads back 0.99, 0.995 reads back 0.998).
    public var snappedAsUIKit: DecelerationRate { rawValue < 0.994 ? .fast : .normal }

    /// WWDC18's `project(initialVelocity:decelerationRate:)`: where a flick would
    /// come to rest if it never stopped early. Velocity in points per second.
    public func project(_ velocity: Double) -> Double {
        let r = usable.rawValue
        return (MotionInput.clamp(velocity) / 1000) * r / (1 - r)
    }
}
