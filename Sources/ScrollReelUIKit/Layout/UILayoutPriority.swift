/// UIKit's `_UIKitNumericRawRepresentable`: the arithmetic and ordering UIKit gives
/// its numeric wrappers (`UILayoutPriority`), as protocol-extension operators, so
/// that a user's own `static func +` on the type wins without ambiguity, as on iOS.
public protocol _UIKitNumericRawRepresentable: RawRepresentable, Comparable where RawValue: Comparable & Numeric {}

extension _UIKitNumericRawRepresentable {
    /// Orders two values by their raw values.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A value raised by `rhs`.
    public static func + (lhs: Self, rhs: RawValue) -> Self { Self(rawValue: lhs.rawValue + rhs)! }
    /// A value raised by `lhs`.
    public static func + (lhs: RawValue, rhs: Self) -> Self { Self(rawValue: lhs + rhs.rawValue)! }
    /// A value lowered by `rhs`.
    public static func - (lhs: Self, rhs: RawValue) -> Self { Self(rawValue: lhs.rawValue - rhs)! }
    /// The difference of two values' raw values.
    public static func - (lhs: Self, rhs: Self) -> RawValue { lhs.rawValue - rhs.rawValue }
    /// Raises a value by `rhs`.
    public static func += (lhs: inout Self, rhs: RawValue) { lhs = Self(rawValue: lhs.rawValue + rhs)! }
    /// Lowers a value by `rhs`.
    public static func -= (lhs: inout Self, rhs: RawValue) { lhs = Self(rawValue: lhs.rawValue - rhs)! }
}

/// UIKit's `UILayoutPriority`: how much a constraint matters, from 1 to 1000.
///
/// 1000 (`required`) must hold. Below it the priorities are ordered: a constraint
/// of a higher priority always wins over any number of lower ones (999 over 998,
/// 750 over 250), and constraints of one priority share it (the sum of their errors
/// is made as small as it can be).
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable, _UIKitNumericRawRepresentable {
    /// The priority's value.
    public let rawValue: Float
    /// A priority of the given value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of the given value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: a constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: how hard a button resists compressing its content (and every view's default compression
    /// resistance).
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that may resize the window's scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: how much the window's scene wants to keep its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that does not resize the window's scene, such as a split view's divider.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: how hard a button hugs its content (and every view's default hugging).
    public static let defaultLow = UILayoutPriority(250)
    /// 50: how much a view wants its target size in `systemLayoutSizeFitting(_:)`.
    public static let fittingSizeLevel = UILayoutPriority(50)
}
