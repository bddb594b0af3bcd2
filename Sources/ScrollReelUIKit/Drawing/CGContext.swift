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
    let canvas: GraphicsContext
    /// The whole drawing area in user space at the start (a view's bounds, an image's
    /// rectangle): what a gradient fills when nothing is clipped.
    private let area: CGRect
    /// How text drawn into this context is measured (the scene's fonts).
    let textMeasurer: any TextMeasurer

    private struct GState {
        var fillColor = UIColor.black
        var strokeColor = UIColor.black
        var lineWidth: CGFloat = 1
        var lineCap = LineCap.butt
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

    init(_ canvas: GraphicsContext, area: CGRect, textMeasurer: any TextMeasurer) {
        self.canvas = canvas; self.area = area; self.textMeasurer = textMeasurer
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
    public func setFillColor(_ color: CGColor) { state.fillColor = UIColor(cgColor: color) }
    /// The colour `strokePath` and `stroke(_:)` use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = UIColor(cgColor: color) }
    /// The width of stroked lines, in user-space points (1 by default).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = Self.lineWidth(width) }
    /// How the ends of stroked lines are drawn (butt by default).
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap.lineCap }
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
    /// `clockwise` is on screen (y points down), as UIKit's drawing sees it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
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

    /// Fills the current path with the fill colour and empties it (nonzero winding rule).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(path, with: state.fillColor)
        path = Path()
    }
    /// Strokes the current path with the stroke colour and line settings and empties it.
    public func strokePath() {
        stroke(path)
        path = Path()
    }
    /// Fills, strokes, or both, and empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        if mode != .stroke { fill(path, with: state.fillColor) }
        if mode != .fill { stroke(path) }
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
        clip(to: path)
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

    func clip(to path: Path) {
        let box = path.boundingBox.applying(state.transform)
        state.clipBox = state.clipBox.map { $0.intersection(box) } ?? box.intersection(area)
        canvas.clip(to: path)
    }

    /// Fills `path` with the fill colour (the current path is kept).
    func fill(_ path: Path) { fill(path, with: state.fillColor) }

    private func fill(_ path: Path, with color: UIColor) { canvas.fill(path, with: faded(color)) }

    private func stroke(_ path: Path) { stroke(path, lineWidth: state.lineWidth, lineCap: state.lineCap) }

    /// Strokes `path` with the stroke colour in a line of its own (a `UIBezierPath`'s).
    func stroke(_ path: Path, lineWidth: CGFloat, lineCap: LineCap) {
        canvas.stroke(path, with: faded(state.strokeColor), lineWidth: Self.lineWidth(lineWidth), lineCap: lineCap)
    }

    /// Draws `text` in `rect` (text drawing of `NSString`/`String` goes through here).
    func draw(_ text: String, style: TextStyle, in rect: CGRect) {
        var style = style
        style.color = faded(style.color)
        canvas.draw(text, style: style, in: rect)
    }

    /// `color` under the context's alpha.
    private func faded(_ color: UIColor) -> UIColor {
        state.alpha < 1 ? color.withAlphaComponent(color.alpha * state.alpha) : color
    }

    /// A line width a renderer can take: not negative, 1 for a non-finite one.
    private static func lineWidth(_ width: CGFloat) -> CGFloat { width.isFinite ? max(0, width) : 1 }

    /// Draws `image` scaled into `rect` (`UIImage.draw(in:)` goes through here).
    func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat) {
        canvas.draw(image, in: rect, alpha: alpha * state.alpha)
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

    var lineCap: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// Core Graphics' `CGPathFillRule`. Only the nonzero winding rule is drawn; code that
/// asks for even-odd does not compile rather than fill differently.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a nonzero number of times.
    case winding
}

/// Core Graphics' `CGPathDrawingMode` (nonzero winding only; see `CGPathFillRule`).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill the path.
    case fill = 0
    /// Stroke the path.
    case stroke = 2
    /// Fill, then stroke, the path.
    case fillStroke = 3
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

/// Core Graphics' `CGColorSpace`: ScrollReel draws in sRGB, whatever space is named.
public final class CGColorSpace: Sendable {
    /// The name of a colour space, as Core Graphics' `CFString` constants.
    public let name: String?
    /// A colour space by name (`CGColorSpace.sRGB`, …); every space draws as sRGB here.
    public init?(name: String) { self.name = name }
    init() { name = nil }
    /// The name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the Display P3 space (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
}

/// Core Graphics' device RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Core Foundation's `CFArray`, as `CGGradient` takes its colours: `colors as CFArray`
/// compiles as it does on iOS.
public typealias CFArray = [Any]

/// Core Graphics' `CGGradient`: colours at locations 0...1, drawn by
/// `CGContext.drawLinearGradient`.
public final class CGGradient {
    let stops: [(location: Double, color: UIColor)]

    /// A gradient of `colors` (`CGColor`s or `UIColor`s) at `locations` (one per
    /// colour, 0...1), or evenly spaced when `locations` is nil. Nil when there are
    /// no colours or one is not a colour, as Core Graphics answers.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var stops: [(Double, UIColor)] = []
        for (i, c) in colors.enumerated() {
            let color: UIColor
            if let cg = c as? CGColor { color = UIColor(cgColor: cg) } else if let ui = c as? UIColor { color = ui } else { return nil }
            let location = locations.map { Double($0[i]) } ?? (colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0)
            stops.append((location.isFinite ? min(max(location, 0), 1) : 0, color))
        }
        guard !stops.isEmpty else { return nil }
        self.stops = stops
    }
}

/// Core Graphics' `CGPath`: an immutable path, as `UIBezierPath.cgPath` gives it.
public class CGPath {
    var path: Path
    init(_ path: Path) { self.path = path }
    /// The smallest rectangle holding every point of the path, control points excepted.
    public var boundingBox: CGRect { path.boundingBox }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.elements.isEmpty }
    /// The point the next segment would start from; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }
}

/// Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(Path()) }
    override init(_ path: Path) { super.init(path) }
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
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// A circular arc (`clockwise` on screen, y pointing down).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect) { path.append(Path(rect: rect)) }
    /// The ellipse inscribed in `rect`, as its own subpath.
    public func addEllipse(in rect: CGRect) { path.append(Path(ovalIn: rect)) }
    /// A rectangle with rounded corners as its own subpath (one radius: `cornerWidth`
    /// and `cornerHeight` should be equal; the smaller is used).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        path.append(Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)))
    }
    /// Adds `other`'s subpaths.
    public func addPath(_ other: CGPath) { path.append(other.path) }
    /// Closes the current subpath.
    public func closeSubpath() { path.close() }
}

/// UIKit's current context stack: `UIView.draw(_:)` and image renderers push theirs.
/// Drawing code runs on the main thread only (the recorder of frames is there;
/// painters on other threads play recorded operations and call no drawing code),
/// so the stack needs no lock, as UIKit's, which is per thread.
/// A view's entry waits until its `draw(_:)` asks for the context: most views draw
/// nothing of their own, and they are asked every frame.
nonisolated(unsafe) private var contextStack: [CurrentContext] = []

private enum CurrentContext {
    case ready(CGContext)
    /// The renderer's context of a view that has not asked for its `CGContext` yet.
    case view(GraphicsContext, UIView)
}

/// The context drawing goes to now: the view's inside `UIView.draw(_:)`, the image's
/// inside a `UIGraphicsImageRenderer` block; nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    switch contextStack.last {
    case .ready(let context): return context
    case .view(let canvas, let view):
        // Views draw on the main thread (see the stack above).
        let (area, measurer) = MainActor.assumeIsolated { (view.bounds, view.sceneTextMeasurer) }
        let context = CGContext(canvas, area: area, textMeasurer: measurer)
        // What the view's drawing does to the state ends with it (`endViewDrawing`).
        canvas.saveGState()
        contextStack[contextStack.count - 1] = .ready(context)
        return context
    case nil: return nil
    }
}
/// Makes `context` current (until `UIGraphicsPopContext`).
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(.ready(context)) }
/// Restores the context that was current before the last push.
public func UIGraphicsPopContext() { _ = contextStack.popLast() }
/// Fills `rect` with the current context's fill colour (`UIColor.setFill()`).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Strokes a 1 pt frame inside `rect` with the current fill colour, as UIKit's `UIRectFrame`.
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.fill([CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
              CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
              CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2),
              CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: rect.height - 2)])
}

extension CGContext {
    /// Runs `body` with `context` current.
    static func withCurrent<T>(_ context: CGContext, _ body: () -> T) -> T {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        return body()
    }

    /// Runs `body` (a view's `draw(_:)`) with `view`'s context current, made from
    /// `canvas` only if the drawing asks for it.
    static func withCurrent<T>(_ canvas: GraphicsContext, of view: UIView, _ body: () -> T) -> T {
        contextStack.append(.view(canvas, view))
        defer {
            if case .ready(let context)? = contextStack.last { context.endViewDrawing() }
            UIGraphicsPopContext()
        }
        return body()
    }

    /// A view's `draw(_:)` is over: as UIKit's, its context's state ends with it
    /// (a transform, a clip or a save it left unrestored does not reach its
    /// subviews or the next view).
    private func endViewDrawing() {
        for _ in saved { canvas.restoreGState() }
        saved.removeAll()
        canvas.restoreGState()
    }
}

extension UIColor {
    /// Sets the current context's fill and stroke colours to this colour.
    public func set() { setFill(); setStroke() }
    /// Sets the current context's fill colour to this colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the current context's stroke colour to this colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
