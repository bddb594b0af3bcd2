/// UIKit's `UIBezierPath`: a path with its own line settings, filled or stroked
/// into the current context (`UIGraphicsGetCurrentContext()`) with the colours
/// `UIColor.setFill()`/`setStroke()` chose.
open class UIBezierPath: NSObject {
    private var path: Path
    /// The width of the stroked line, in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How the ends of the stroked line are drawn (butt by default).
    open var lineCapStyle = CGLineCap.butt
    /// How the corners of the stroked line are drawn. ScrollReel rounds them by default (UIKit mitres
    /// them); set `.miter` for UIKit's look.
    open var lineJoinStyle = CGLineJoin.round
    /// How far a mitred corner may reach, in line widths (10 by default).
    open var miterLimit: CGFloat = 10
    /// Whether a fill uses the even-odd rule rather than the nonzero winding rule.
    open var usesEvenOddFillRule = false
    private var dash: (lengths: [Double], phase: Double) = ([], 0)
    /// Dashes for the stroke: `count` lengths from `pattern` (dashes and gaps, alternating), starting
    /// `phase` into them; nil or a count of 0 draws a solid line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dash = ([], 0); return }
        let lengths: [Double] = (0..<min(count, 1024)).map { Double(pattern[$0]) }
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        dash = valid ? (lengths, phase.isFinite ? Double(phase) : 0) : ([], 0)
    }

    /// An empty path.
    public override init() { path = Path(); super.init() }
    private init(_ path: Path) { self.path = path; super.init() }
    /// A closed rectangle.
    public convenience init(rect: CGRect) { self.init(Path(rect: rect)) }
    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(Path(ovalIn: rect)) }
    /// A rectangle with rounded corners (the radius at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(Path(roundedRect: rect, cornerRadius: cornerRadius))
    }
    /// A circular arc, `clockwise` on screen (y points down), as UIKit's.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) { self.init(cgPath.path) }

    /// The path as Core Graphics' `CGPath` (a copy).
    open var cgPath: CGPath { CGPath(path) }
    /// The box of the path's points (control points included).
    open var bounds: CGRect { path.boundingBox }
    /// Where the next segment starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.elements.isEmpty }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line from the current point.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier curve from the current point.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    /// A circular arc; with a current point, a line joins it to the arc's start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.close() }
    /// Removes every element.
    open func removeAllPoints() { path = Path() }
    /// Adds `other`'s subpaths.
    open func append(_ other: UIBezierPath) { path.append(other.path) }

    /// Fills the path with the current fill colour.
    open func fill() { UIGraphicsGetCurrentContext()?.fill(path.filled(by: usesEvenOddFillRule ? .evenOdd : .winding)) }
    /// Strokes the path with the current stroke colour, in the path's line width and cap.
    open func stroke() {
        UIGraphicsGetCurrentContext()?.stroke(path, style: StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle.lineCap,
                                                                       lineJoin: lineJoinStyle.lineJoin, miterLimit: miterLimit,
                                                                       dash: dash.lengths, dashPhase: dash.phase))
    }
    /// Intersects the current context's clip with the path.
    open func addClip() { UIGraphicsGetCurrentContext()?.clip(to: path.filled(by: usesEvenOddFillRule ? .evenOdd : .winding)) }
}
