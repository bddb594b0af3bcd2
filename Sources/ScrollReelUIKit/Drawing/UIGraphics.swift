/// UIKit's current context stack: `UIView.draw(_:)` and image renderers push theirs.
/// Drawing code runs on the main thread only (the recorder of frames is there;
/// painters on other threads play recorded operations and call no drawing code),
/// so the stack needs no lock, as UIKit's, which is per thread.
/// A view's entry waits until its `draw(_:)` asks for the context: most views draw
/// nothing of their own, and they are asked every frame.
nonisolated(unsafe) private var contextStack: [CurrentContext] = []

private enum CurrentContext {
    case ready(CGContext, measurer: (any TextMeasurer)?)
    /// The renderer's context of a view that has not asked for its `CGContext` yet.
    case view(any GraphicsContext, UIView)
    /// A view's context, made: its state ends with the view's drawing.
    case viewReady(CGContext, measurer: any TextMeasurer)
}

/// The context drawing goes to now: the view's inside `UIView.draw(_:)`, the image's
/// inside a `UIGraphicsImageRenderer` block; nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    switch contextStack.last {
    case .ready(let context, _), .viewReady(let context, _): return context
    case .view(let canvas, let view):
        // Views draw on the main thread (see the stack above).
        let (area, measurer) = MainActor.assumeIsolated { (view.bounds, view.sceneTextMeasurer) }
        let context = CGContext(canvas, area: area)
        // What the view's drawing does to the state ends with it (`endDrawing`).
        canvas.saveGState()
        contextStack[contextStack.count - 1] = .viewReady(context, measurer: measurer)
        return context
    case nil: return nil
    }
}

/// How the text of the current context is measured: the scene's fonts of the view
/// or image being drawn, or the current scene's, or an estimate.
var currentTextMeasurer: any TextMeasurer {
    switch contextStack.last {
    case .ready(_, let measurer?), .viewReady(_, let measurer): return measurer
    case .view(_, let view): return MainActor.assumeIsolated { view.sceneTextMeasurer }
    default: return SceneEnvironment.currentTextMeasurer
    }
}

/// Makes `context` current (until `UIGraphicsPopContext`).
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(.ready(context, measurer: nil)) }
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
    /// Runs `body` with `context` current, its text measured by `measurer`.
    static func withCurrent<T>(_ context: CGContext, measuredBy measurer: any TextMeasurer, _ body: () -> T) -> T {
        contextStack.append(.ready(context, measurer: measurer))
        defer { UIGraphicsPopContext() }
        return body()
    }

    /// Runs `body` (a view's `draw(_:)`) with `view`'s context current, made from
    /// `canvas` only if the drawing asks for it.
    static func withCurrent<T>(_ canvas: any GraphicsContext, of view: UIView, _ body: () -> T) -> T {
        contextStack.append(.view(canvas, view))
        defer {
            if case .viewReady(let context, _)? = contextStack.last { context.endDrawing() }
            UIGraphicsPopContext()
        }
        return body()
    }

    /// Draws `text` in `rect` under the context's alpha (text drawing of `NSString`/`String` goes
    /// through here).
    func draw(_ text: String, style: TextStyle, in rect: CGRect) {
        let alpha = self.alpha
        let style = alpha < 1 ? style.mapColors { $0.withAlphaComponent($0.alpha * alpha) } : style
        (canvas as? any TextDrawingContext)?.draw(text, style: style, in: rect)
    }

    /// Draws `image` scaled into `rect` with `alpha` (`UIImage.draw(in:)` goes through here).
    func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat) { draw(image.cgImageValue, in: rect, alpha: alpha) }
}

/// A drawing context that can also set type: the renderer's, and a recording of
/// one. UIKit's text drawing needs it; Core Graphics' contexts know only shapes
/// and images.
public protocol TextDrawingContext: GraphicsContext {
    /// Draws text laid out in `rect` as a `UILabel` would: wrapped and truncated per
    /// `style`, vertically centred (or from the top, as `style` says).
    func draw(_ text: String, style: TextStyle, in rect: CGRect)
}

extension GraphicsContext {
    /// Draws text laid out in `rect` as `style` says, when the context can set type.
    public func draw(_ text: String, style: TextStyle, in rect: CGRect) {
        (self as? any TextDrawingContext)?.draw(text, style: style, in: rect)
    }
    /// Fills `path` with `color`.
    public func fill(_ path: Path, with color: UIColor) { fill(path, with: color.cgColor) }
    /// Fills `rect` with `color`.
    public func fill(_ rect: CGRect, with color: UIColor) { fill(Path(rect: rect), with: color.cgColor) }
    /// Strokes `path` in a line `lineWidth` wide with `color`, with round joins.
    public func stroke(_ path: Path, with color: UIColor, lineWidth: Double, lineCap: LineCap) {
        stroke(path, with: color.cgColor, lineWidth: lineWidth, lineCap: lineCap)
    }
    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: UIImage, in rect: CGRect, alpha: Double) { draw(image.cgImageValue, in: rect, alpha: alpha) }
}

extension GraphicsRecording: TextDrawingContext {
    /// Keeps the text, to set it again on a context that can.
    package func draw(_ text: String, style: TextStyle, in rect: CGRect) {
        record { ($0 as? any TextDrawingContext)?.draw(text, style: style, in: rect) }
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
