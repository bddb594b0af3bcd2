import CoreGraphics
import VirtualTime

/// Core Animation's `CATransform3D`: a 4 × 4 matrix that acts on points as row
/// vectors, [x y z 1] · M, as Core Animation's does. `m34` gives perspective:
/// `t.m34 = -1 / 500` before a rotation about y makes the near edge larger.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4: perspective (`-1 / distance` of the eye from the plane).
    public var m34: CGFloat
    /// Row 4, column 1: translation along x.
    public var m41: CGFloat
    /// Row 4, column 2: translation along y.
    public var m42: CGFloat
    /// Row 4, column 3: translation along z.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// A transform from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity, as `CATransform3DIdentity`.
    public init() { self = CATransform3DIdentity }

    /// The entries row by row.
    package var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A transform from sixteen entries, row by row.
    package init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// `self` then `b`: a point goes through `self` first.
    package func concatenating(_ b: CATransform3D) -> CATransform3D {
        let a = entries, c = b.entries
        var r = [CGFloat](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i * 4 + j] = a[i * 4] * c[j] + a[i * 4 + 1] * c[4 + j] + a[i * 4 + 2] * c[8 + j] + a[i * 4 + 3] * c[12 + j]
            }
        }
        return CATransform3D(entries: r)
    }

    /// Whether only the entries of an affine transform in the plane differ from the
    /// identity: the transform keeps points in the plane and needs no perspective.
    package var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The transform as it maps the plane z = 0 onto the plane z = 0 of its parent,
    /// depth dropped (Core Animation flattens each layer into its superlayer's
    /// plane): a projective map of the plane, [x y 1] · H.
    package var planar: PlanarTransform {
        PlanarTransform(m: [m11, m12, m14, m21, m22, m24, m41, m42, m44])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
/// Whether the two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
/// A translation by `tx`, `ty`, `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}
/// A scaling by `sx`, `sy`, `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}
/// A rotation by `angle` radians about the vector (`x`, `y`, `z`); the identity for a zero vector. About
/// z, a positive angle turns clockwise on screen (y points down), as `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return CATransform3DIdentity }
    let x = x / length, y = y / length, z = z / length
    let c = cos(angle), s = sin(angle), k = 1 - c
    // Core Animation's matrix (the transpose of the textbook column-vector rotation).
    return CATransform3D(m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
                         m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
                         m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}
/// `t` with a translation applied first (`CATransform3DTranslate`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}
/// `t` with a scaling applied first (`CATransform3DScale`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}
/// `t` with a rotation applied first (`CATransform3DRotate`): the perspective of a `t` with `m34` set
/// applies to the rotated layer.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}
/// `a` then `b` (`CATransform3DConcat`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
/// The inverse, or `t` itself when it has none, as Core Animation answers.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = t.entries.map(Double.init)
    // The adjugate over the determinant: each entry is the signed 3×3 minor of its transposed
    // place, its six products summed in the order of MESA's gluInvertMatrix.
    let inv = (0..<16).map { cofactor(m, row: $0 % 4, column: $0 / 4) }
    let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
    guard det != 0, det.isFinite else { return t }
    return CATransform3D(entries: inv.map { CGFloat($0 / det) })
}
/// The cofactor of entry (`row`, `column`) of the 4×4 matrix `m` (row by row): the determinant of
/// what is left without that row and column, negated where `row + column` is odd.
private func cofactor(_ m: [Double], row: Int, column: Int) -> Double {
    let rows = (0..<4).filter { $0 != row }, columns = (0..<4).filter { $0 != column }
    func e(_ i: Int, _ j: Int) -> Double { m[rows[i] * 4 + columns[j]] }
    let s: Double = (row + column) % 2 == 0 ? 1 : -1
    return s * e(0, 0) * e(1, 1) * e(2, 2) - s * e(0, 0) * e(1, 2) * e(2, 1) - s * e(1, 0) * e(0, 1) * e(2, 2)
        + s * e(1, 0) * e(0, 2) * e(2, 1) + s * e(2, 0) * e(0, 1) * e(1, 2) - s * e(2, 0) * e(0, 2) * e(1, 1)
}
/// Whether `t` maps the plane affinely (no perspective, nothing out of the plane).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
/// The transform of the plane `m`, as a 3-D transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}
/// The affine part of `t`: its entries for x and y, the rest dropped.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// A projective map of the plane: [x y 1] · m, m row by row, then x/w, y/w.
/// What a layer's 3-D transform does to its content once depth is dropped.
package struct PlanarTransform: Hashable, Sendable {
    package var m: [Double]

    package init(m: [Double]) { self.m = m }

    package static let identity = PlanarTransform(m: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    package init(_ t: CGAffineTransform) { m = [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1] }

    /// Whether it is affine: no perspective.
    package var isAffine: Bool { m[2] == 0 && m[5] == 0 && m[8] == 1 }

    /// The affine transform it is, when it is one.
    package var affine: CGAffineTransform { CGAffineTransform(a: m[0], b: m[1], c: m[3], d: m[4], tx: m[6], ty: m[7]) }

    /// `self` then `b`.
    package func concatenating(_ b: PlanarTransform) -> PlanarTransform {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { r[i * 3 + j] = m[i * 3] * b.m[j] + m[i * 3 + 1] * b.m[3 + j] + m[i * 3 + 2] * b.m[6 + j] } }
        return PlanarTransform(m: r)
    }

    /// Where `p` goes, and its w (the point is behind the eye when w ≤ 0).
    package func apply(_ p: CGPoint) -> (point: CGPoint, w: Double) {
        let x = p.x * m[0] + p.y * m[3] + m[6], y = p.x * m[1] + p.y * m[4] + m[7], w = p.x * m[2] + p.y * m[5] + m[8]
        return (CGPoint(x: x / w, y: y / w), w)
    }

    /// The determinant: negative when the map mirrors the plane (a layer seen from behind).
    package var determinant: Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }

    /// The inverse map; nil when there is none.
    package var inverted: PlanarTransform? {
        let d = determinant
        guard d != 0, d.isFinite else { return nil }
        let a = m
        return PlanarTransform(m: [
            (a[4] * a[8] - a[5] * a[7]) / d, (a[2] * a[7] - a[1] * a[8]) / d, (a[1] * a[5] - a[2] * a[4]) / d,
            (a[5] * a[6] - a[3] * a[8]) / d, (a[0] * a[8] - a[2] * a[6]) / d, (a[2] * a[3] - a[0] * a[5]) / d,
            (a[3] * a[7] - a[4] * a[6]) / d, (a[1] * a[6] - a[0] * a[7]) / d, (a[0] * a[4] - a[1] * a[3]) / d,
        ])
    }
}
