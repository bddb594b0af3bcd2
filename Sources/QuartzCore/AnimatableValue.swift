import CoreGraphics
import VirtualTime

/// A value a layer animates, in a form that can be interpolated: what Core
/// Animation reads out of an animation's `fromValue`, `toValue`, `byValue` and
/// `values` (numbers, points, sizes, rectangles, transforms, colours, paths and
/// arrays of colours or numbers, bare or in `NSValue`/`NSNumber`).
package enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case colors([CGColor])
    case numbers([Double])

    package static func == (a: AnimatableValue, b: AnimatableValue) -> Bool {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): x == y
        case (.point(let x), .point(let y)): x == y
        case (.size(let x), .size(let y)): x == y
        case (.rect(let x), .rect(let y)): x == y
        case (.transform(let x), .transform(let y)): x == y
        case (.color(let x), .color(let y)): x == y
        case (.path(let x), .path(let y)): x?.path == y?.path
        case (.colors(let x), .colors(let y)): x == y
        case (.numbers(let x), .numbers(let y)): x == y
        default: false
        }
    }

    /// Reads `any` as a value of the same kind as `model` (the property's value now), or nil when it
    /// is not one.
    package init?(_ any: Any?, like model: AnimatableValue) {
        guard let any else { return nil }
        switch model {
        case .scalar:
            if let v = Self.number(any) { self = .scalar(v) } else { return nil }
        case .point:
            if let p = any as? CGPoint { self = .point(p) }
            else if let v = any as? NSValue, let p = v.scrollReelPoint { self = .point(p) }
            else { return nil }
        case .size:
            if let s = any as? CGSize { self = .size(s) }
            else if let v = any as? NSValue, let s = v.scrollReelSize { self = .size(s) }
            else { return nil }
        case .rect:
            if let r = any as? CGRect { self = .rect(r) }
            else if let v = any as? NSValue, let r = v.scrollReelRect { self = .rect(r) }
            else { return nil }
        case .transform:
            if let t = any as? CATransform3D { self = .transform(t) }
            else if let v = any as? NSValue, let t = v.scrollReelTransform { self = .transform(t) }
            else if let t = any as? CGAffineTransform { self = .transform(CATransform3DMakeAffineTransform(t)) }
            else { return nil }
        case .color:
            if let c = any as? any CGColorConvertible { self = .color(c.cgColorValue) } else { return nil }
        case .path:
            if let p = any as? CGPath { self = .path(p) } else { return nil }
        case .colors:
            guard let a = any as? [Any] else { return nil }
            let colors = a.compactMap { ($0 as? any CGColorConvertible)?.cgColorValue }
            guard colors.count == a.count else { return nil }
            self = .colors(colors)
        case .numbers:
            guard let a = any as? [Any] else { return nil }
            let numbers = a.compactMap(Self.number)
            guard numbers.count == a.count else { return nil }
            self = .numbers(numbers)
        }
    }

    private static func number(_ any: Any) -> Double? {
        switch any {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// The value as the property's setter takes it.
    package var any: Any? {
        switch self {
        case .scalar(let v): v
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .transform(let t): t
        case .color(let c): c
        case .path(let p): p
        case .colors(let c): c
        case .numbers(let n): n.map { NSNumber(value: $0) }
        }
    }

    /// The components that interpolate.
    private var components: [Double]? {
        switch self {
        case .scalar(let v): [v]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.origin.x, r.origin.y, r.width, r.height]
        case .transform(let t): t.entries.map(Double.init)
        case .color(let c): c.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [0, 0, 0, 0]
        case .colors(let cs): cs.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        case .numbers(let n): n
        case .path: nil
        }
    }

    private func with(components c: [Double]) -> AnimatableValue {
        switch self {
        case .scalar: .scalar(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: .transform(CATransform3D(entries: c.map { CGFloat($0) }))
        case .color: .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .colors: .colors(stride(from: 0, to: c.count, by: 4).map { CGColor(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3]) })
        case .numbers: .numbers(c)
        case .path: self
        }
    }

    /// The value `f` of the way from `self` to `b` (f may overshoot: a spring). Values that cannot
    /// interpolate (paths of different shapes, arrays of different lengths) switch halfway.
    package func interpolated(to b: AnimatableValue, _ f: Double) -> AnimatableValue {
        // The ends are the values themselves, not sums that round.
        if f == 0 { return self }
        if f == 1 { return b }
        if case .path(let p) = self, case .path(let q) = b {
            if let p, let q, let mixed = p.path.interpolated(to: q.path, f) { return .path(CGPath(mixed)) }
            return f < 0.5 ? self : b
        }
        guard let x = components, let y = b.components, x.count == y.count else { return f < 0.5 ? self : b }
        return with(components: zip(x, y).map { $0 + ($1 - $0) * f })
    }

    /// `self` + `b`, component by component (additive and cumulative animations; `by` values).
    package func adding(_ b: AnimatableValue) -> AnimatableValue {
        if case .transform(let t) = self, case .transform(let u) = b { return .transform(u.concatenating(t)) }
        guard let x = components, let y = b.components, x.count == y.count else { return self }
        return with(components: zip(x, y).map { $0 + $1 })
    }

    /// `self` − `b`, component by component.
    package func subtracting(_ b: AnimatableValue) -> AnimatableValue {
        if case .transform(let t) = self, case .transform(let u) = b { return .transform(CATransform3DInvert(u).concatenating(t)) }
        guard let x = components, let y = b.components, x.count == y.count else { return self }
        return with(components: zip(x, y).map { $0 - $1 })
    }

    /// `self` scaled by `k` (a cumulative animation's whole repeats).
    package func scaled(_ k: Double) -> AnimatableValue {
        guard let x = components else { return self }
        return with(components: x.map { $0 * k })
    }

    /// The distance from `self` to `b` (for paced keyframes).
    package func distance(to b: AnimatableValue) -> Double {
        guard let x = components, let y = b.components, x.count == y.count else { return 0 }
        return zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}

extension Path {
    /// The path `f` of the way to `b`, point by point, when the two have elements of the same kinds.
    package func interpolated(to b: Path, _ f: Double) -> Path? {
        guard elements.count == b.elements.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f) }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        var out = Path()
        for (e, g) in zip(elements, b.elements) {
            switch (e, g) {
            case (.move(let p), .move(let q)): out.move(to: mix(p, q))
            case (.line(let p), .line(let q)): out.addLine(to: mix(p, q))
            case (.curve(let a, let b, let p), .curve(let c, let d, let q)):
                out.addCurve(to: mix(p, q), control1: mix(a, c), control2: mix(b, d))
            case (.arc(let c, let r, let s, let e0, let cw), .arc(let c2, let r2, let s2, let e2, let cw2)) where cw == cw2:
                out.addArc(center: mix(c, c2), radius: mix(r, r2), startAngle: mix(s, s2), endAngle: mix(e0, e2), clockwise: cw)
            case (.close, .close): out.close()
            default: return nil
            }
        }
        out.usesEvenOddFillRule = usesEvenOddFillRule
        return out
    }
}

extension NSValue {
    /// Core Animation's `NSValue(caTransform3D:)`: a transform in a value object.
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = t.entries.map(Double.init)
        self.init(bytes: &entries, objCType: NSValue.transformType)
    }

    /// The transform of an `NSValue(caTransform3D:)`; the identity for any other value.
    public var caTransform3DValue: CATransform3D { scrollReelTransform ?? CATransform3DIdentity }

    static let transformType = "[16d]"

    package var scrollReelTransform: CATransform3D? {
        guard String(cString: objCType) == NSValue.transformType else { return nil }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(entries: entries.map { CGFloat($0) })
    }

    package var scrollReelPoint: CGPoint? { objCTypeName.hasPrefix("{CGPoint") || objCTypeName.hasPrefix("{NSPoint") ? pointValue : nil }
    package var scrollReelSize: CGSize? { objCTypeName.hasPrefix("{CGSize") || objCTypeName.hasPrefix("{NSSize") ? sizeValue : nil }
    package var scrollReelRect: CGRect? { objCTypeName.hasPrefix("{CGRect") || objCTypeName.hasPrefix("{NSRect") ? rectValue : nil }
    private var objCTypeName: String { String(cString: objCType) }
}
