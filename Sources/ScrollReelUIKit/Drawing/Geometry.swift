@_exported import QuartzCore
import ScrollPhysics

// Points, sizes and rectangles are Foundation's `CGPoint`, `CGSize` and `CGRect`
// with `CGFloat` components, and Core Graphics' types come from this package's
// CoreGraphics module: the same types a UIKit file uses. ScrollReelUIKit
// re-exports QuartzCore, which re-exports CoreGraphics and the scene's clock
// (VirtualTime, which re-exports Foundation), as UIKit re-exports them on iOS.
// What UIKit adds to the geometry types is public here; the helpers ScrollReel's
// own modules use are `package`.

extension CGPoint {
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGSize {
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGRect {
    /// UIKit's `CGRect.inset(by:)`.
    public func inset(by i: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + i.left, y: minY + i.top, width: width - i.left - i.right, height: height - i.top - i.bottom)
    }
}

/// UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat
    /// Creates insets with the given distance from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// Creates insets of zero on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
    /// The inset before the content on an axis (top or left) and after it (bottom or right).
    package func leading(_ axis: Axis) -> CGFloat { axis == .horizontal ? left : top }
    package func trailing(_ axis: Axis) -> CGFloat { axis == .horizontal ? right : bottom }
}

/// The two scrolling axes.
public enum Axis: String, Sendable, CaseIterable {
    /// Left to right: the x axis.
    case horizontal
    /// Top to bottom: the y axis.
    case vertical
}
