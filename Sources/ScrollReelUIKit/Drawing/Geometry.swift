@_exported import Foundation
import ScrollPhysics

// Points, sizes and rectangles are Foundation's `CGPoint`, `CGSize` and `CGRect`
// (swift-corelibs-foundation has them on Linux), with `CGFloat` components: the
// same types a UIKit file uses. What UIKit adds to them is public here; the
// helpers ScrollReel's own modules use are `package`, so that they never collide
// with the extensions a user's file declares for itself (many apps define `+` on
// `CGPoint`).

extension CGPoint {
    package init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
    package static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    package static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    package static func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
    package static prefix func - (a: CGPoint) -> CGPoint { CGPoint(x: -a.x, y: -a.y) }
    package var length: CGFloat { (x * x + y * y).squareRoot() }
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Core Graphics' `CGPoint.equalTo(_:)` (`CGPointEqualToPoint`): whether both coordinates are equal.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }

    /// UIKit's `CGPoint.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    package init(_ width: CGFloat, _ height: CGFloat) { self.init(width: width, height: height) }

    /// Core Graphics' `CGSize.equalTo(_:)` (`CGSizeEqualToSize`): whether both dimensions are equal.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGRect {
    package var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// Core Graphics' `CGRect.equalTo(_:)` (`CGRectEqualToRect`): whether the two rectangles cover
    /// the same area (rectangles with negative sizes are standardised first; two null rectangles are
    /// equal).
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }

    /// The overlap of two rectangles, `.zero` when they do not overlap. (Foundation's
    /// `intersection` answers `.null`, whose origin is infinite; the simulation
    /// wants a rectangle it can do arithmetic with.)
    package func overlap(_ r: CGRect) -> CGRect {
        let i = intersection(r)
        return i.isNull ? .zero : i
    }

    /// Whether the two share some area (rectangles that only touch do not, as
    /// Core Graphics' `CGRectIntersectsRect` has it).
    package func overlaps(_ r: CGRect) -> Bool {
        minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY
    }

    /// UIKit's `CGRect.inset(by:)`.
    public func inset(by i: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + i.left, y: minY + i.top, width: width - i.left - i.right, height: height - i.top - i.bottom)
    }

    /// UIKit's `CGRect.applying(_:)`: the bounding box of the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let pts = [CGPoint(minX, minY), CGPoint(maxX, minY), CGPoint(minX, maxY), CGPoint(maxX, maxY)].map { $0.applying(t) }
        let x0 = min(pts[0].x, pts[1].x, pts[2].x, pts[3].x), y0 = min(pts[0].y, pts[1].y, pts[2].y, pts[3].y)
        let x1 = max(pts[0].x, pts[1].x, pts[2].x, pts[3].x), y1 = max(pts[0].y, pts[1].y, pts[2].y, pts[3].y)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
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

/// Core Graphics' `CGAffineTransform` ([a b 0; c d 0; tx ty 1], points as row
/// vectors), which Foundation on Linux does not have.
public struct CGAffineTransform: Hashable, Sendable {
    /// The entry at position [1,1] in the matrix: the factor of x in the transformed x.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix: the factor of x in the transformed y.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix: the factor of y in the transformed x.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix: the factor of y in the transformed y.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix: the translation along x.
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix: the translation along y.
    public var ty: CGFloat
    /// Creates a transform from the six entries of its matrix.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// Creates the identity transform.
    public init() { self = .identity }
    /// The identity transform, which leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A transform that moves points by `x` and `y`.
    public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A transform that scales x and y by the given factors.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A transform that rotates by `angle` radians about the origin; a positive angle turns clockwise on
    /// screen, where y points down.
    public init(rotationAngle angle: CGFloat) {
        let c = CGFloat(_cosine(Double(angle))), s = CGFloat(_sine(Double(angle)))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` then `t` (CGAffineTransformConcat).
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                          c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// The transform with a translation by `x` and `y` applied before it, as Core Graphics'
    /// `translatedBy(x:y:)`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// The transform with a scaling by `x` and `y` applied before it, as Core Graphics'
    /// `scaledBy(x:y:)`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// The transform with a rotation by `angle` radians applied before it, as Core Graphics'
    /// `rotated(by:)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse; a transform that cannot be inverted is returned unchanged, as
    /// Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
