/// A vector path, as `UIBezierPath` / `CGPath`, in the coordinates it is drawn in.
public struct Path: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        /// Circular arc around a centre, angles in radians, clockwise on screen when
        /// `clockwise` (y points down, as in UIKit).
        case arc(center: CGPoint, radius: Double, start: Double, end: Double, clockwise: Bool)
        case close
    }
    public private(set) var elements: [Element] = []
    public init() {}

    public mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(p)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(control1, control2, p))
    }
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }
    public mutating func close() { elements.append(.close) }

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

public enum LineCap: Sendable { case butt, round, square }

/// A linear gradient: colours at positions 0...1 along the line `start` → `end`.
public struct LinearGradient: Sendable, Hashable {
    public var start: CGPoint
    public var end: CGPoint
    public var stops: [Stop]
    public struct Stop: Sendable, Hashable {
        public var location: Double
        public var color: UIColor
        public init(_ location: Double, _ color: UIColor) { self.location = location; self.color = color }
    }
    public init(start: CGPoint, end: CGPoint, stops: [Stop]) { self.start = start; self.end = end; self.stops = stops }
}
