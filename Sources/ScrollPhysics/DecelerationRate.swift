/// UIKit's `UIScrollView.DecelerationRate`: the fraction of the velocity kept per millisecond.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }

    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The rate as an exponential coefficient per second: v(t) = v0 * e^(k t), k < 0.
    public var coefficient: Double { 1000 * _log(rawValue) }

    /// A usable rate lies strictly between 0 and 1.
    public var isValid: Bool { rawValue > 0 && rawValue < 1 && rawValue.isFinite }

    /// WWDC18's `project(initialVelocity:decelerationRate:)`: where a flick would
    /// come to rest if it never stopped early. Velocity in points per second.
    public func project(_ velocity: Double) -> Double {
        (velocity / 1000) * rawValue / (1 - rawValue)
    }
}
