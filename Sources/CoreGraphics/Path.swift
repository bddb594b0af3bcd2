import Foundation

/// A vector path, as `UIBezierPath` / `CGPath`, in the coordinates it is drawn in.
public struct Path: Sendable, Hashable {
    /// One step of a path.
    public enum Element: Sendable, Hashable {
        /// Begins a new subpath at a point.
        case move(CGPoint)
        /// A straight line from the current point to a point.
        case line(CGPoint)
        /// A cubic Bézier curve from the current point: the two control points, then the end point.
        case curve(CGPoint, CGPoint, CGPoint)
        /// Circular arc around a centre, angles in radians, clockwise on screen when
        /// `clockwise` (y points down, as in UIKit).
        case arc(center: CGPoint, radius: Double, start: Double, end: Double, clockwise: Bool)
        /// A straight line back to the start of the subpath, which closes it.
        case close
    }
    /// The path's elements, in order.
    public private(set) var elements: [Element] = []
    /// Whether a fill of the path uses the even-odd rule (a point is inside when the path crosses a
    /// ray from it an odd number of times) rather than the nonzero winding rule.
    public var usesEvenOddFillRule = false
    /// Creates an empty path.
    public init() {}

    /// Begins a new subpath at `p`.
    public mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: CGPoint) { elements.append(.line(p)) }
    /// Adds a cubic Bézier curve from the current point to `p`, shaped by two control points.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(control1, control2, p))
    }
    /// Adds a circular arc around `center` from `startAngle` to `endAngle`, in radians, clockwise on
    /// screen when `clockwise` is true (y points down, as in UIKit).
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }
    /// Closes the current subpath with a straight line back to its start.
    public mutating func close() { elements.append(.close) }
    /// Adds a quadratic Bézier curve from the current point to `p` (as the cubic it is
    /// exactly); from no current point it starts there.
    public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
        guard let p0 = currentPoint else { move(to: p); return }
        addCurve(to: p, control1: CGPoint(p0.x + 2 / 3 * (c.x - p0.x), p0.y + 2 / 3 * (c.y - p0.y)),
                 control2: CGPoint(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y)))
    }
    /// Adds `other`'s elements after this path's.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// Where the next segment starts: the end of the last element, the start of the
    /// subpath after a close; nil for an empty path.
    public var currentPoint: CGPoint? {
        var point: CGPoint?, start: CGPoint?
        for e in elements {
            switch e {
            case .move(let p): point = p; start = p
            case .line(let p), .curve(_, _, let p): point = p
            case .arc(let c, let r, let begin, let end, _):
                // An arc that opens the path starts its subpath where the arc begins.
                if point == nil { start = CGPoint(c.x + r * cos(begin), c.y + r * sin(begin)) }
                point = CGPoint(c.x + r * cos(end), c.y + r * sin(end))
            case .close: point = start
            }
        }
        return point
    }

    /// The smallest rectangle holding the path's points and whole circles of its arcs
    /// (a little larger than the arcs' own box; control points count too): what a
    /// clip to the path can let through at most.
    public var boundingBox: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: CGPoint, _ r: Double = 0) {
            minX = min(minX, p.x - r); maxX = max(maxX, p.x + r); minY = min(minY, p.y - r); maxY = max(maxY, p.y + r)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .curve(let a, let b, let p): add(a); add(b); add(p)
            case .arc(let c, let r, _, _, _): add(c, abs(r))
            case .close: break
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A closed rectangle, as `UIBezierPath(rect:)`.
    public init(rect: CGRect) {
        self.init()
        move(to: CGPoint(rect.minX, rect.minY)); addLine(to: CGPoint(rect.maxX, rect.minY))
        addLine(to: CGPoint(rect.maxX, rect.maxY)); addLine(to: CGPoint(rect.minX, rect.maxY)); close()
    }

    /// A rectangle with rounded corners; the radius is limited to half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        self.init()
        guard r > 0 else { self = Path(rect: rect); return }
        let pi = Double.pi
        move(to: CGPoint(rect.minX + r, rect.minY))
        addArc(center: CGPoint(rect.maxX - r, rect.minY + r), radius: r, startAngle: -pi / 2, endAngle: 0, clockwise: true)
        addArc(center: CGPoint(rect.maxX - r, rect.maxY - r), radius: r, startAngle: 0, endAngle: pi / 2, clockwise: true)
        addArc(center: CGPoint(rect.minX + r, rect.maxY - r), radius: r, startAngle: pi / 2, endAngle: pi, clockwise: true)
        addArc(center: CGPoint(rect.minX + r, rect.minY + r), radius: r, startAngle: pi, endAngle: 3 * pi / 2, clockwise: true)
        close()
    }

    /// The ellipse inscribed in a rectangle (a circle in a square), as `UIBezierPath(ovalIn:)`.
    public init(ovalIn rect: CGRect) {
        self.init()
        let c = rect.center
        if rect.width == rect.height {
            addArc(center: c, radius: rect.width / 2, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
            close()
            return
        }
        // An ellipse from four Béziers (kappa = 4(√2 − 1)/3).
        let k = 0.5522847498
        let rx = rect.width / 2, ry = rect.height / 2
        move(to: CGPoint(c.x + rx, c.y))
        addCurve(to: CGPoint(c.x, c.y + ry), control1: CGPoint(c.x + rx, c.y + k * ry), control2: CGPoint(c.x + k * rx, c.y + ry))
        addCurve(to: CGPoint(c.x - rx, c.y), control1: CGPoint(c.x - k * rx, c.y + ry), control2: CGPoint(c.x - rx, c.y + k * ry))
        addCurve(to: CGPoint(c.x, c.y - ry), control1: CGPoint(c.x - rx, c.y - k * ry), control2: CGPoint(c.x - k * rx, c.y - ry))
        addCurve(to: CGPoint(c.x + rx, c.y), control1: CGPoint(c.x + k * rx, c.y - ry), control2: CGPoint(c.x + rx, c.y - k * ry))
        close()
    }
}

/// How the ends of a stroked line are drawn, as Core Graphics' `CGLineCap`.
public enum LineCap: Sendable {
    /// The stroke ends squarely at the end point.
    case butt
    /// The stroke ends in a half circle around the end point.
    case round
    /// The stroke ends squarely, half the line's width past the end point.
    case square
}

/// How the corners of a stroked path are drawn, as Core Graphics' `CGLineJoin`.
public enum LineJoin: Sendable, Hashable {
    /// A sharp corner, cut off where it would reach further than the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off square at the outer ends of the two lines.
    case bevel
}

/// Everything about how a path is stroked besides its colour.
public struct StrokeStyle: Sendable, Hashable {
    /// The width of the line, in user-space points.
    public var lineWidth: Double
    /// How open ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn. ScrollReel's own drawing (and so UIKit's `UIBezierPath` and
    /// `CGContext` strokes) rounds them; Core Animation's shape layers mitre them, as on iOS.
    public var lineJoin: LineJoin
    /// How far a mitred corner may reach, in line widths, before it is bevelled.
    public var miterLimit: Double
    /// Lengths of dashes and gaps, alternating; empty: a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double
    /// A stroke style; by default a solid line with round joins.
    public init(lineWidth: Double, lineCap: LineCap = .butt, lineJoin: LineJoin = .round, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}

/// A linear gradient: colours at positions 0...1 along the line `start` → `end`.
public struct LinearGradient: Sendable, Hashable {
    /// Where the gradient begins: the point of location 0.
    public var start: CGPoint
    /// Where the gradient ends: the point of location 1.
    public var end: CGPoint
    /// The colours and their locations along the line from `start` to `end`.
    public var stops: [Stop]
    /// A colour at a location along the gradient.
    public struct Stop: Sendable, Hashable {
        /// Where the colour is, from 0 (at `start`) to 1 (at `end`).
        public var location: Double
        /// The colour at that location.
        public var color: CGColor
        /// Creates a stop of `color` at `location`.
        public init(_ location: Double, _ color: CGColor) { self.location = location; self.color = color }
    }
    /// Creates a gradient along the line from `start` to `end` with the given stops.
    public init(start: CGPoint, end: CGPoint, stops: [Stop]) { self.start = start; self.end = end; self.stops = stops }
}
