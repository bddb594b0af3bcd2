import Foundation

// Points, sizes and rectangles are Foundation's `CGPoint`, `CGSize` and `CGRect`
// (swift-corelibs-foundation has them on Linux), with `CGFloat` components: the
// same types an iOS file uses. What Core Graphics adds to them is here.

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
        let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle)))
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

extension CGPoint {
    /// Core Graphics' `CGPoint.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Core Graphics' `CGSize.applying(_:)`: the size's vector transformed, without the translation.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Core Graphics' `CGRect.applying(_:)`: the bounding box of the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let pts = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let x0 = min(pts[0].x, pts[1].x, pts[2].x, pts[3].x), y0 = min(pts[0].y, pts[1].y, pts[2].y, pts[3].y)
        let x1 = max(pts[0].x, pts[1].x, pts[2].x, pts[3].x), y1 = max(pts[0].y, pts[1].y, pts[2].y, pts[3].y)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
