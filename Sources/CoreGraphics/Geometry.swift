import Foundation

// What Core Graphics adds to Foundation's geometry types is public; the helpers
// ScrollReel's own modules use on them are `package`, so that they never collide with the extensions a user's file declares
// for itself (many apps define `+` on `CGPoint`).

extension CGPoint {
    package init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
    package static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    package static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    package static func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
    package static prefix func - (a: CGPoint) -> CGPoint { CGPoint(x: -a.x, y: -a.y) }
    package var length: CGFloat { (x * x + y * y).squareRoot() }

    /// Core Graphics' `CGPoint.equalTo(_:)` (`CGPointEqualToPoint`): whether both coordinates are equal.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    package init(_ width: CGFloat, _ height: CGFloat) { self.init(width: width, height: height) }

    /// Core Graphics' `CGSize.equalTo(_:)` (`CGSizeEqualToSize`): whether both dimensions are equal.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
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
}
