import Foundation

// What Core Animation and hit-testing need of a path besides drawing it: the path
// under a transform, whether it holds a point, its length, and the part of it
// between two fractions of that length (`CAShapeLayer.strokeStart`/`strokeEnd`).

extension Path {
    /// The path under `transform`. Arcs become Bézier curves (an arc under a general
    /// transform is no longer circular); an identity or nil transform returns the path
    /// unchanged, element for element.
    package func applying(_ transform: CGAffineTransform?) -> Path {
        guard let t = transform, !t.isIdentity else { return self }
        var out = Path()
        var current: CGPoint?, start: CGPoint?
        for e in elements {
            switch e {
            case .move(let p): out.move(to: p.applying(t)); current = p; start = p
            case .line(let p): out.addLine(to: p.applying(t)); current = p
            case .curve(let a, let b, let p):
                out.addCurve(to: p.applying(t), control1: a.applying(t), control2: b.applying(t)); current = p
            case .arc(let c, let r, let a0, let a1, let cw):
                let pieces = Self.arcCurves(center: c, radius: r, start: a0, end: a1, clockwise: cw)
                if current == nil { out.move(to: pieces.start.applying(t)); start = pieces.start }
                else { out.addLine(to: pieces.start.applying(t)) }
                for (c1, c2, p) in pieces.curves { out.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t)) }
                current = pieces.end
            case .close: out.close(); current = start
            }
        }
        return out
    }

    /// Adds an arc under `transform`: as it is without one, else as Bézier curves
    /// joined to the current point by a line, as an arc is.
    package mutating func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
                                 transform: CGAffineTransform) {
        guard !transform.isIdentity else {
            addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            return
        }
        let pieces = Self.arcCurves(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise)
        if currentPoint == nil { move(to: pieces.start.applying(transform)) } else { addLine(to: pieces.start.applying(transform)) }
        for (c1, c2, p) in pieces.curves {
            addCurve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }

    /// The sweep of an arc as Cairo draws it: `cairo_arc` turns from `start` towards
    /// increasing angles (clockwise on a y-down screen), `cairo_arc_negative` the
    /// other way, each first moving `end` by whole turns past `start`.
    package static func sweep(start: Double, end: Double, clockwise: Bool) -> Double {
        guard start.isFinite, end.isFinite else { return 0 }
        let turn = 2 * Double.pi
        var e = end
        if clockwise {
            if e < start { e += ((start - e) / turn).rounded(.up) * turn }
        } else if e > start {
            e -= ((e - start) / turn).rounded(.up) * turn
        }
        return e - start
    }

    /// An arc as cubic Béziers of at most a quarter turn each.
    package static func arcCurves(center c: CGPoint, radius r: Double, start a0: Double, end a1: Double, clockwise: Bool)
        -> (start: CGPoint, end: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)]) {
        let sweep = Self.sweep(start: a0, end: a1, clockwise: clockwise)
        func point(_ a: Double) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        let n = max(1, Int(min((abs(sweep) / (Double.pi / 2)).rounded(.up), 64)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        var curves: [(CGPoint, CGPoint, CGPoint)] = []
        for i in 0..<n {
            let s = a0 + step * Double(i), e = s + step
            let p0 = point(s), p3 = point(e)
            curves.append((CGPoint(x: p0.x - k * r * sin(s), y: p0.y + k * r * cos(s)),
                           CGPoint(x: p3.x + k * r * sin(e), y: p3.y - k * r * cos(e)), p3))
        }
        return (point(a0), point(a0 + sweep), curves)
    }

    /// The path as straight segments, subpath by subpath (each closed subpath ends at
    /// its start), curves and arcs followed closely enough for hit testing and
    /// lengths (a segment per 0.5 pt of a curve's control polygon, at least 8).
    package var polylines: [(points: [CGPoint], closed: Bool)] {
        var out: [(points: [CGPoint], closed: Bool)] = []
        var points: [CGPoint] = []
        func finish(closed: Bool) {
            if points.count > 1 || closed { out.append((points, closed)) }
            points = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                points = [p]
            case .line(let p):
                if points.isEmpty { points = [p] } else { points.append(p) }
            case .curve(let c1, let c2, let p):
                let p0 = points.last ?? c1
                if points.isEmpty { points = [p0] }
                let polygon = (c1 - p0).length + (c2 - c1).length + (p - c2).length
                let n = Self.segments(polygon)
                for i in 1...n {
                    let u = Double(i) / Double(n), v = 1 - u
                    let a = v * v * v, b = 3 * v * v * u, cc = 3 * v * u * u, d = u * u * u
                    points.append(CGPoint(x: a * p0.x + b * c1.x + cc * c2.x + d * p.x,
                                          y: a * p0.y + b * c1.y + cc * c2.y + d * p.y))
                }
            case .arc(let c, let r, let a0, let a1, let cw):
                let sweep = Self.sweep(start: a0, end: a1, clockwise: cw)
                let n = Self.segments(abs(sweep * r))
                for i in 0...n {
                    let a = a0 + sweep * Double(i) / Double(n)
                    points.append(CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)))
                }
            case .close:
                if let first = points.first { points.append(first) }
                let start = points.first
                finish(closed: true)
                if let start { points = [start] }
            }
        }
        finish(closed: false)
        return out.filter { !$0.points.isEmpty }
    }

    private static func segments(_ length: Double) -> Int {
        length.isFinite ? Int(min(max((length / 0.5).rounded(.up), 8), 4096)) : 8
    }

    /// Whether `point` is inside the path filled with the nonzero winding rule (every
    /// subpath counts as closed, as a fill closes it).
    package func contains(_ point: CGPoint) -> Bool {
        var winding = 0
        for line in polylines {
            var pts = line.points
            if let first = pts.first, pts.last != first { pts.append(first) }
            for (a, b) in zip(pts, pts.dropFirst()) {
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }

    /// The path's length: every segment a stroke draws (closing lines included).
    package var length: Double {
        polylines.reduce(0) { total, line in
            zip(line.points, line.points.dropFirst()).reduce(total) { $0 + ($1.1 - $1.0).length }
        }
    }

    /// The part of the path a stroke draws between `from` and `to`, fractions of its
    /// length (Core Animation's `strokeStart` and `strokeEnd`), as straight segments
    /// that follow it. The whole path (0...1) is returned unchanged.
    package func trimmed(from: Double, to: Double) -> Path {
        let from = from.isNaN ? 0 : min(max(from, 0), 1), to = to.isNaN ? 1 : min(max(to, 0), 1)
        if from <= 0, to >= 1 { return self }
        var out = Path()
        guard to > from else { return out }
        let lines = polylines
        let total = length
        guard total > 0 else { return out }
        let lo = from * total, hi = to * total
        var walked = 0.0
        for line in lines {
            var open = false
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let d = (b - a).length
                let s = walked, e = walked + d
                walked = e
                guard e > lo, s < hi, d > 0 else { continue }
                let p0 = s >= lo ? a : a + (b - a) * ((lo - s) / d)
                let p1 = e <= hi ? b : a + (b - a) * ((hi - s) / d)
                if !open { out.move(to: p0); open = true }
                out.addLine(to: p1)
            }
        }
        return out
    }
}

extension Path {
    /// A rectangle with only `corners` rounded (each bit: min-x min-y, max-x min-y,
    /// min-x max-y, max-x max-y, in y-down coordinates), quarter circles or, with
    /// `continuous`, iOS's continuous corners: the curve eases out of the straight
    /// edge over 1.528665 radii, a shape found by measuring UIKit's own
    /// `UIBezierPath(roundedRect:cornerRadius:)` (the constants are the community's
    /// widely published measurements of it).
    package init(roundedRect rect: CGRect, cornerRadius: Double, corners: UInt, continuous: Bool) {
        self.init()
        let extent = continuous ? 1.52866483 : 1
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2 / extent))
        guard r > 0, corners & 0xf != 0 else { self = Path(rect: rect); return }
        // Each corner drawn in a frame whose x axis runs along the edge coming into it and whose y
        // axis runs along the edge going out: (corner point, incoming direction, outgoing direction).
        let frames: [(CGPoint, CGPoint, CGPoint, UInt)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), 1 << 1),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), 1 << 3),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1), 1 << 2),
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0), 1 << 0),
        ]
        // A point `back` radii before the corner along the incoming edge and `out` radii along the
        // outgoing one.
        func point(_ f: (CGPoint, CGPoint, CGPoint, UInt), _ back: Double, _ out: Double) -> CGPoint {
            CGPoint(x: f.0.x - f.1.x * back * r + f.2.x * out * r, y: f.0.y - f.1.y * back * r + f.2.y * out * r)
        }
        let last = frames[3]
        move(to: last.3 & corners != 0 ? point(last, 0, extent) : last.0)
        for f in frames {
            guard f.3 & corners != 0 else { addLine(to: f.0); continue }
            addLine(to: point(f, extent, 0))
            if continuous {
                addCurve(to: point(f, 0.63149379, 0.07491139), control1: point(f, 1.08849296, 0), control2: point(f, 0.86840694, 0))
                addCurve(to: point(f, 0.07491139, 0.63149379), control1: point(f, 0.37282383, 0.16905956),
                         control2: point(f, 0.16905956, 0.37282383))
                addCurve(to: point(f, 0, 1.52866483), control1: point(f, 0, 0.86840694), control2: point(f, 0, 1.08849296))
            } else {
                let k = 0.5522847498
                addCurve(to: point(f, 0, 1), control1: point(f, 1 - k, 0), control2: point(f, 0, 1 - k))
            }
        }
        close()
    }
}
