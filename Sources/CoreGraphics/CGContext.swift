import Foundation

/// Core Graphics' `CGContext`: what `UIGraphicsGetCurrentContext()` returns inside
/// `UIView.draw(_:)` and a `UIGraphicsImageRenderer`'s block, with the calls a
/// view's drawing code makes: the graphics state, a current path, filling,
/// stroking, clipping and linear gradients.
///
/// What is not here does not compile (rather than draw something else): even-odd
/// fills, dashes, line joins other than the miter, shadows, blend modes, radial
/// gradients, bitmap contexts of your own (`CGContext(data:…)`).
public final class CGContext {
    /// The renderer's context the calls go to.
    package let canvas: any GraphicsContext
    /// The whole drawing area in user space at the start (a layer's bounds, an image's
    /// rectangle): what a gradient fills when nothing is clipped.
    private let area: CGRect

    private struct GState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var lineCap = LineCap.butt
        /// (ScrollReel's drawing rounds corners unless told otherwise; see `StrokeStyle`.)
        var lineJoin = LineJoin.round
        var miterLimit: CGFloat = 10
        var dash: [Double] = []
        var dashPhase: CGFloat = 0
        var alpha: CGFloat = 1
        /// Where drawing can still reach, in the user space of the moment it was set
        /// (nil: the whole area); transforms after it are followed by `transform`.
        var clipBox: CGRect?
        /// The transform since the context began.
        var transform = CGAffineTransform.identity
    }
    private var state = GState()
    private var saved: [GState] = []
    private var path = Path()

    /// A context that draws into `canvas`, whose drawing area in user space is `area`.
    package init(_ canvas: any GraphicsContext, area: CGRect) {
        self.canvas = canvas; self.area = area
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (colours, line, alpha, transform, clip).
    public func saveGState() { saved.append(state); canvas.saveGState() }
    /// Restores the state saved last; one restore too many does nothing.
    public func restoreGState() {
        guard let s = saved.popLast() else { return }
        state = s
        canvas.restoreGState()
    }
    /// Moves the origin of the user space.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales the user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates the user space by `angle` radians (clockwise on screen, y pointing down).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` to the user space.
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
        canvas.concatenate(transform)
    }
    /// The transform from user space to the context's own space (a view's bounds).
    public var ctm: CGAffineTransform { state.transform }

    /// The colour `fillPath`, `fill(_:)` and gradients-free fills use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// The colour `strokePath` and `stroke(_:)` use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// The fill colour as a grey level and alpha.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// The fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The stroke colour as a grey level and alpha.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
    /// The stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The width of stroked lines, in user-space points (1 by default).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = Self.lineWidth(width) }
    /// How the ends of stroked lines are drawn (butt by default).
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap.lineCap }
    /// How corners of stroked lines are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join.lineJoin }
    /// How far a mitred corner may reach, in line widths, before it is bevelled (10 by default).
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit.isFinite ? max(limit, 0) : 10 }
    /// Dashes for stroked lines: `lengths` of dashes and gaps, alternating, starting `phase` into the
    /// pattern; an empty array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        state.dash = valid ? lengths.map(Double.init) : []
        state.dashPhase = phase.isFinite ? phase : 0
    }
    /// An opacity applied to everything drawn after it, 0...1 (1 by default).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }

    // MARK: The current path

    /// Empties the current path.
    public func beginPath() { path = Path() }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line from the current point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// A circular arc; with a current point, a line joins it to the arc's start.
    /// `clockwise` is in Core Graphics' sense (y up), as on iOS: in a UIKit context,
    /// whose y axis points down, a clockwise arc turns counterclockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// A closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect) { path.append(Path(rect: rect)) }
    /// Closed rectangles, each its own subpath.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// The ellipse inscribed in `rect`, as its own subpath.
    public func addEllipse(in rect: CGRect) { path.append(Path(ovalIn: rect)) }
    /// Straight lines through `points`, the first starting a new subpath.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        path.move(to: first)
        points.dropFirst().forEach { path.addLine(to: $0) }
    }
    /// Adds `path`'s subpaths to the current path.
    public func addPath(_ path: CGPath) { self.path.append(path.path) }
    /// Closes the current subpath.
    public func closePath() { path.close() }
    /// Whether the current path has nothing in it.
    public var isPathEmpty: Bool { path.elements.isEmpty }

    // MARK: Painting

    /// Fills the current path with the fill colour and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(path.filled(by: rule), with: state.fillColor)
        path = Path()
    }
    /// Fills the current path with the even-odd rule and empties it.
    public func eoFillPath() { fillPath(using: .evenOdd) }
    /// Strokes the current path with the stroke colour and line settings and empties it.
    public func strokePath() {
        stroke(path)
        path = Path()
    }
    /// Fills, strokes, or both, and empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        if mode != .stroke { fill(path.filled(by: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding), with: state.fillColor) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { stroke(path) }
        path = Path()
    }
    /// Fills `rect` with the fill colour (the current path is kept).
    public func fill(_ rect: CGRect) { fill(Path(rect: rect), with: state.fillColor) }
    /// Fills rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    /// Fills the ellipse inscribed in `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) { fill(Path(ovalIn: rect), with: state.fillColor) }
    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) { stroke(Path(rect: rect)) }
    /// Strokes `rect`'s outline with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(Path(rect: rect))
        state.lineWidth = saved
    }
    /// Strokes the outline of the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(Path(ovalIn: rect)) }
    /// Strokes straight segments between pairs of points (`points[0]`–`points[1]`, `points[2]`–`points[3]`, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            p.move(to: points[i]); p.addLine(to: points[i + 1])
        }
        stroke(p)
    }

    /// Intersects the clip with the current path and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        clip(to: path.filled(by: rule))
        path = Path()
    }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { clip(to: Path(rect: rect)) }
    /// Intersects the clip with each rectangle's union.
    public func clip(to rects: [CGRect]) {
        var p = Path()
        rects.forEach { p.append(Path(rect: $0)) }
        clip(to: p)
    }
    /// The box that can still be drawn into, in the current user space.
    public var boundingBoxOfClipPath: CGRect {
        let inContext = state.clipBox ?? area
        return inContext.applying(state.transform.inverted())
    }

    /// Paints `gradient` along the line `start` → `end` over everything the clip lets
    /// through. ScrollReel extends the end colours past both ends whatever `options`
    /// says (Cairo pads both sides or neither); code that passes `[]` usually fills
    /// exactly the gradient's span, where the two agree.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let box = boundingBoxOfClipPath
        // Nothing to paint (an empty clip, a transform that flattens everything), or
        // coordinates no renderer can take.
        guard box.width > 0, box.height > 0, [box.minX, box.minY, box.maxX, box.maxY, start.x, start.y, end.x, end.y].allSatisfy(\.isFinite)
        else { return }
        let stops = gradient.stops.map { LinearGradient.Stop($0.location, faded($0.color)) }
        canvas.fill(Path(rect: box), with: LinearGradient(start: start, end: end, stops: stops))
    }

    // MARK: Helpers

    package func clip(to path: Path) {
        let box = path.boundingBox.applying(state.transform)
        state.clipBox = state.clipBox.map { $0.intersection(box) } ?? box.intersection(area)
        canvas.clip(to: path)
    }

    /// Fills `path` with the fill colour (the current path is kept).
    package func fill(_ path: Path) { fill(path, with: state.fillColor) }

    private func fill(_ path: Path, with color: CGColor) { canvas.fill(path, with: faded(color)) }

    private func stroke(_ path: Path) {
        stroke(path, style: StrokeStyle(lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                        miterLimit: state.miterLimit, dash: state.dash, dashPhase: state.dashPhase))
    }

    /// Strokes `path` with the stroke colour in a line of its own (a `UIBezierPath`'s).
    package func stroke(_ path: Path, style: StrokeStyle) {
        var style = style
        style.lineWidth = Self.lineWidth(style.lineWidth)
        canvas.stroke(path, with: faded(state.strokeColor), style: style)
    }

    /// `color` under the context's alpha.
    package func faded(_ color: CGColor) -> CGColor { color.fading(state.alpha) }

    /// Restores every state saved on the canvas since the context began, and the one saved when it
    /// did: a view's drawing ends with its context (a transform, a clip or a save it left unrestored
    /// does not reach its subviews or the next view), as UIKit's.
    package func endDrawing() {
        for _ in saved { canvas.restoreGState() }
        saved.removeAll()
        canvas.restoreGState()
    }

    /// The context's alpha (`setAlpha`), for what UIKit draws through it (text).
    package var alpha: CGFloat { state.alpha }

    /// A line width a renderer can take: not negative, 1 for a non-finite one.
    private static func lineWidth(_ width: CGFloat) -> CGFloat { width.isFinite ? max(0, width) : 1 }

    /// Draws `image` scaled into `rect` the right way up, as `UIImage.draw(in:)` draws it,
    /// with an opacity of its own on top of the context's.
    package func draw(_ image: CGImage, in rect: CGRect, alpha: CGFloat) {
        canvas.draw(image, in: rect, alpha: alpha * state.alpha)
    }

    /// Core Graphics' `draw(_:in:)`: the image scaled into `rect`. As on iOS in a UIKit
    /// context (whose y axis points down), it comes out upside down: Core Graphics puts an
    /// image's first row at the bottom of `rect`. Draw through `UIImage` to have it upright.
    public func draw(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: rect, alpha: 1)
        restoreGState()
    }
}

/// Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The line ends squarely at its end point.
    case butt
    /// The line ends in a half circle around its end point.
    case round
    /// The line ends squarely, half its width past its end point.
    case square

    package var lineCap: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a nonzero number of times.
    case winding
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill the path (nonzero winding).
    case fill = 0
    /// Fill the path with the even-odd rule.
    case eoFill = 1
    /// Stroke the path.
    case stroke = 2
    /// Fill (nonzero winding), then stroke, the path.
    case fillStroke = 3
    /// Fill with the even-odd rule, then stroke, the path.
    case eoFillStroke = 4
}

/// Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, bevelled past the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off square.
    case bevel

    package var lineJoin: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

extension Path {
    /// The path, filled by `rule`.
    package func filled(by rule: CGPathFillRule) -> Path {
        var p = self
        p.usesEvenOddFillRule = rule == .evenOdd
        return p
    }
}

/// Core Graphics' `CGGradientDrawingOptions`. ScrollReel always extends a gradient's
/// end colours past both ends (see `CGContext.drawLinearGradient`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The options' bits, with Core Graphics' values.
    public let rawValue: UInt32
    /// Creates options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Paint the start colour before the start point.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paint the end colour past the end point.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Core Graphics' `CGGradient`: colours at locations 0...1, drawn by
/// `CGContext.drawLinearGradient`.
public final class CGGradient {
    let stops: [(location: Double, color: CGColor)]

    /// A gradient of `colors` (`CGColor`s or `UIColor`s) at `locations` (one per
    /// colour, 0...1), or evenly spaced when `locations` is nil. Nil when there are
    /// no colours or one is not a colour, as Core Graphics answers.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var stops: [(Double, CGColor)] = []
        for (i, c) in colors.enumerated() {
            guard let color = (c as? any CGColorConvertible)?.cgColorValue else { return nil }
            let location = locations.map { Double($0[i]) } ?? (colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0)
            stops.append((location.isFinite ? min(max(location, 0), 1) : 0, color))
        }
        guard !stops.isEmpty else { return nil }
        self.stops = stops
    }
}

/// Core Graphics' `CGPath`: an immutable path, as `UIBezierPath.cgPath` gives it
/// and `CAShapeLayer.path` and `CALayer.shadowPath` take it.
///
/// As in Core Graphics, `clockwise` in its arcs is in the sense of a y axis that
/// points up: in UIKit's coordinates (y down) a "clockwise" arc turns
/// counterclockwise on screen. (`UIBezierPath`'s `clockwise` is on screen.)
public class CGPath: @unchecked Sendable {
    package var path: Path
    package init(_ path: Path) { self.path = path }
    /// A closed rectangle, as Core Graphics' `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect: rect).applying(transform?.pointee))
    }
    /// The ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ovalIn: rect).applying(transform?.pointee))
    }
    /// A rectangle with rounded corners (one radius: the smaller of `cornerWidth` and `cornerHeight`).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)).applying(transform?.pointee))
    }
    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingBox }
    /// The smallest rectangle holding the path (here the same box as `boundingBox`).
    public var boundingBoxOfPath: CGRect { path.boundingBox }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.elements.isEmpty }
    /// The point the next segment would start from; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path) }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }
    /// Whether `point` is inside the path filled with the nonzero winding rule (the path's subpaths
    /// closed, curves and arcs followed to a tenth of a point).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point)
    }
}

/// Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(Path()) }
    override package init(_ path: Path) { super.init(path) }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: point.applying(transform)) }
    /// A straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: point.applying(transform)) }
    /// Straight lines through `points`, the first starting a new subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        points.dropFirst().forEach { addLine(to: $0, transform: transform) }
    }
    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// A circular arc; with a current point, a line joins it to the arc's start. `clockwise` is in
    /// Core Graphics' sense (y up): on a UIKit screen a clockwise arc turns counterclockwise.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise,
                    transform: transform)
    }
    /// A closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(rect: rect).applying(transform))
    }
    /// Closed rectangles, each its own subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }
    /// The ellipse inscribed in `rect`, as its own subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(ovalIn: rect).applying(transform))
    }
    /// A rectangle with rounded corners as its own subpath (one radius: `cornerWidth`
    /// and `cornerHeight` should be equal; the smaller is used).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.append(Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)).applying(transform))
    }
    /// Adds `other`'s subpaths.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(other.path.applying(transform))
    }
    /// Closes the current subpath.
    public func closeSubpath() { path.close() }
}
