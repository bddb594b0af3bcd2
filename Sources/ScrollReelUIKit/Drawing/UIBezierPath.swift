/// UIKit's `UIBezierPath`: a path with its own line settings, filled or stroked
/// into the current context (`UIGraphicsGetCurrentContext()`) with the colours
/// `UIColor.setFill()`/`setStroke()` chose.
open class UIBezierPath: NSObject {
    private var path: Path
    /// The width of the stroked line, in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How the ends of the stroked line are drawn (butt by default).
    open var lineCapStyle = CGLineCap.butt

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
    open func fill() { UIGraphicsGetCurrentContext()?.fill(path) }
    /// Strokes the path with the current stroke colour, in the path's line width and cap.
    open func stroke() { UIGraphicsGetCurrentContext()?.stroke(path, lineWidth: lineWidth, lineCap: lineCapStyle.lineCap) }
    /// Intersects the current context's clip with the path.
    open func addClip() { UIGraphicsGetCurrentContext()?.clip(to: path) }
}
