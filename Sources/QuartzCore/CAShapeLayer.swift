import CoreGraphics
import VirtualTime

/// Core Animation's `CAShapeLayer`: a path filled and stroked in the layer's
/// coordinates, over its background. `strokeStart` and `strokeEnd` draw part of
/// the stroke (the usual progress ring animates `strokeEnd`); a `path` animation
/// between paths of the same elements morphs one into the other.
open class CAShapeLayer: CALayer {
    /// The shape.
    open var path: CGPath? { willSet { pendingAction = willChange(.path) } didSet { didChange(takePending()) } }
    /// The colour that fills the path; opaque black by default, nil fills nothing. Animatable.
    open var fillColor: CGColor? = CGColor.black { willSet { pendingAction = willChange(.fillColor) } didSet { didChange(takePending()) } }
    /// The rule that decides what is inside the path.
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The colour of the stroke; nil (the default) strokes nothing. Animatable.
    open var strokeColor: CGColor? { willSet { pendingAction = willChange(.strokeColor) } didSet { didChange(takePending()) } }
    /// Where the stroke starts, as a fraction of the path's length (0 by default). Animatable.
    open var strokeStart: CGFloat = 0 { willSet { pendingAction = willChange(.strokeStart) } didSet { didChange(takePending()) } }
    /// Where the stroke ends, as a fraction of the path's length (1 by default). Animatable.
    open var strokeEnd: CGFloat = 1 { willSet { pendingAction = willChange(.strokeEnd) } didSet { didChange(takePending()) } }
    /// The width of the stroke (1 by default). Animatable.
    open var lineWidth: CGFloat = 1 { willSet { pendingAction = willChange(.lineWidth) } didSet { didChange(takePending()) } }
    /// How far mitred corners may reach, in line widths (10 by default). Animatable.
    open var miterLimit: CGFloat = 10 { willSet { pendingAction = willChange(.miterLimit) } didSet { didChange(takePending()) } }
    /// How the open ends of the stroke are drawn.
    open var lineCap = CAShapeLayerLineCap.butt
    /// How the corners of the stroke are drawn (mitred by default).
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// How far into the dash pattern the stroke starts. Animatable.
    open var lineDashPhase: CGFloat = 0 { willSet { pendingAction = willChange(.lineDashPhase) } didSet { didChange(takePending()) } }
    /// Lengths of dashes and gaps, alternating; nil: a solid stroke.
    open var lineDashPattern: [NSNumber]?

    override package func copyModel(of other: CALayer) {
        super.copyModel(of: other)
        guard let o = other as? CAShapeLayer else { return }
        path = o.path; fillColor = o.fillColor; fillRule = o.fillRule; strokeColor = o.strokeColor
        strokeStart = o.strokeStart; strokeEnd = o.strokeEnd; lineWidth = o.lineWidth; miterLimit = o.miterLimit
        lineCap = o.lineCap; lineJoin = o.lineJoin; lineDashPhase = o.lineDashPhase; lineDashPattern = o.lineDashPattern
    }

    override package func blankCopy() -> CALayer { CAShapeLayer() }

    override package func ownAnimatableValue(_ keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "path": .path(path)
        case "fillColor": .color(fillColor)
        case "strokeColor": .color(strokeColor)
        case "strokeStart": .scalar(strokeStart)
        case "strokeEnd": .scalar(strokeEnd)
        case "lineWidth": .scalar(lineWidth)
        case "miterLimit": .scalar(miterLimit)
        case "lineDashPhase": .scalar(lineDashPhase)
        default: nil
        }
    }

    override package func setOwnAnimatableValue(_ value: AnimatableValue, _ keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("path", .path(let p)): path = p
        case ("fillColor", .color(let c)): fillColor = c
        case ("strokeColor", .color(let c)): strokeColor = c
        case ("strokeStart", .scalar(let v)): strokeStart = v
        case ("strokeEnd", .scalar(let v)): strokeEnd = v
        case ("lineWidth", .scalar(let v)): lineWidth = v
        case ("miterLimit", .scalar(let v)): miterLimit = v
        case ("lineDashPhase", .scalar(let v)): lineDashPhase = v
        default: return false
        }
        return true
    }

    /// Fills and strokes the path, in the layer's bounds coordinates.
    override package func drawOwnContent(in context: any GraphicsContext) {
        guard let path = path?.path, !path.elements.isEmpty else { return }
        if let fill = fillColor, fill.alpha > 0 {
            var p = path
            p.usesEvenOddFillRule = fillRule == .evenOdd
            context.fill(p, with: fill)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
        let start = Double(strokeStart), end = Double(strokeEnd)
        guard end > start else { return }
        let part = path.trimmed(from: start, to: end)
        let dash = (lineDashPattern ?? []).map(\.doubleValue)
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap.lineCap, lineJoin: lineJoin.lineJoin,
                                miterLimit: miterLimit.isFinite ? Double(miterLimit) : 10,
                                dash: dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 } ? dash : [],
                                dashPhase: lineDashPhase.isFinite ? lineDashPhase : 0)
        context.stroke(part, with: stroke, style: style)
    }

    /// What the stroke and fill can reach beyond the bounds.
    override package var contentOverflow: CGRect? {
        guard let box = path?.boundingBox, !box.isNull else { return nil }
        let w = strokeColor == nil ? 0 : max(lineWidth, 0) * max(miterLimit, 1)
        return box.insetBy(dx: -w, dy: -w)
    }
}

/// Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String
    /// A rule by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds a nonzero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// A cap by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var lineCap: LineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public let rawValue: String
    /// A join by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var lineJoin: LineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
