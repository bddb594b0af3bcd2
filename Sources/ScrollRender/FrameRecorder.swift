import ScrollReelUIKit
import ScrollSimulation

/// Records a window as a `FrameDrawing`: Core Animation's render pass over the
/// window's layer tree (`CALayer.render(into:at:)`: each layer's presentation,
/// placed, clipped, its shadow, background, content, sublayers, border and mask),
/// then the device's chrome: status bar, home indicator and, when asked, the
/// fingers. It reads the layers (on the main actor) and touches no pixel;
/// `Painter` draws what it wrote down.
@MainActor
final class FrameRecorder {
    let viewport: CGSize
    let scale: Double
    let showsTouches: Bool
    let showsChrome: Bool
    let pixelWidth: Int
    let pixelHeight: Int
    /// Measures captions (the banner is sized to its text).
    private let text: TextEngine
    private let images = RecordedImages()

    init(viewport: CGSize, scale: Double, showsTouches: Bool, showsChrome: Bool = true, pixelWidth: Int, pixelHeight: Int, text: TextEngine) {
        self.viewport = viewport; self.scale = scale; self.showsTouches = showsTouches; self.showsChrome = showsChrome
        self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.text = text
    }

    func record(_ window: UIWindow, caption: (text: String, opacity: Double, placement: Caption.Placement)?) -> FrameDrawing {
        let canvas = RecordingCanvas(images: images)
        // A view's own draw(_:) is the screen's code: it runs in its scene.
        window.environment.run { window.layer.render(into: canvas, at: window.now) }
        if showsChrome { Chrome.draw(window, in: canvas, viewport: viewport) }
        if showsTouches { Chrome.drawTouches(of: window, in: canvas) }
        if let caption, caption.opacity > 0 {
            Chrome.drawCaption(caption.text, opacity: caption.opacity, placement: caption.placement, window: window,
                               in: canvas, measuredBy: text, viewport: viewport)
        }
        return FrameDrawing(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, operations: canvas.operations)
    }
}

/// The images a recorder has met: one `RecordedImage` per image, made once and
/// kept while the image lives (an image made afresh every frame is forgotten
/// once it is gone, rather than kept for the whole run).
final class RecordedImages {
    private struct Entry {
        /// Weak: a freed image's identifier may be reused by a new one, which then
        /// does not match.
        weak var image: CGImage?
        let recorded: RecordedImage
    }
    private var images: [ObjectIdentifier: Entry] = [:]
    /// When to next drop the entries of images that are gone.
    private var pruneAt = 64

    /// The image as frames draw it (its drawing recorded once).
    func recorded(_ image: CGImage) -> RecordedImage {
        let key = ObjectIdentifier(image)
        if let hit = images[key], hit.image === image { return hit.recorded }
        let content: RecordedImage.Content
        switch image.content {
        case .png(let bytes): content = .png(bytes)
        case .drawing(let draw):
            let canvas = RecordingCanvas(images: self)
            draw(canvas)
            content = .drawing(canvas.operations)
        }
        let recorded = RecordedImage(size: image.size, content: content)
        images[key] = Entry(image: image, recorded: recorded)
        if images.count >= pruneAt {
            images = images.filter { $0.value.image != nil }
            pruneAt = max(64, images.count * 2)
        }
        return recorded
    }
}

/// The context layers draw into while a frame is recorded: each call becomes an
/// operation of the frame's drawing. A vector image is drawn afresh each time it
/// is shown (its drawing may change), any other once for the run.
final class RecordingCanvas: LayerCompositor, TextDrawingContext {
    var operations: [DrawOperation] = []
    private let images: RecordedImages
    /// The operations outside the projections being recorded, innermost last.
    private var outer: [[DrawOperation]] = []

    init(images: RecordedImages) { self.images = images }

    func saveGState() { operations.append(.save) }
    func restoreGState() { operations.append(.restore) }
    func concatenate(_ transform: CGAffineTransform) { operations.append(.concatenate(transform)) }
    func translate(x: Double, y: Double) { operations.append(.translate(x: x, y: y)) }
    func clip(to path: Path) { operations.append(.clip(path)) }
    func fill(_ path: Path, with color: CGColor) { operations.append(.fill(path, color)) }
    func fill(_ path: Path, with gradient: LinearGradient) { operations.append(.fillGradient(path, gradient)) }
    func stroke(_ path: Path, with color: CGColor, style: StrokeStyle) { operations.append(.stroke(path, color, style)) }
    func draw(_ text: String, style: TextStyle, in rect: CGRect) { operations.append(.text(text, style, rect)) }

    func draw(_ image: CGImage, in rect: CGRect, alpha: Double) {
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        if image.isVector, case .drawing(let draw) = image.content {
            // Drawn in place, in the image's own user space.
            operations.append(.save)
            operations.append(.clipRect(rect))
            if alpha < 1 { operations.append(.pushGroup(alpha: alpha)) }
            operations.append(.translate(x: rect.minX, y: rect.minY))
            operations.append(.scale(x: rect.width / image.size.width, y: rect.height / image.size.height))
            draw(self)
            if alpha < 1 { operations.append(.popGroup(alpha: alpha)) }
            operations.append(.restore)
            return
        }
        operations.append(.image(images.recorded(image), rect, alpha: alpha))
    }

    // MARK: Compositing

    /// The groups open, innermost last: where each `pushGroup` is, in `operations`
    /// (its alpha is written in when it ends).
    private var openGroups: [Int] = []

    func pushGroup() {
        openGroups.append(operations.count)
        operations.append(.pushGroup(alpha: nil))
    }
    func popGroup(alpha: Double) {
        if let start = openGroups.popLast(), start < operations.count, case .pushGroup = operations[start] {
            operations[start] = .pushGroup(alpha: alpha)
        }
        operations.append(.popGroup(alpha: alpha))
    }
    func beginMask() {
        _ = openGroups.popLast()
        operations.append(.beginMask)
    }
    func endMask(alpha: Double) { operations.append(.endMask(alpha: alpha)) }

    func beginCull(frame: CGRect, margin: Double) -> Int {
        operations.append(.cull(frame: frame, margin: margin, end: 0))
        return operations.count - 1
    }

    func endCull(_ token: Int) {
        guard case .cull(let frame, let margin, _) = operations[token] else { return }
        operations[token] = .cull(frame: frame, margin: margin, end: operations.count)
    }

    func backdrop(_ backdrop: Backdrop, shape: Path, bounds: CGRect, alpha: Double) {
        operations.append(.backdrop(backdrop, shape: shape, bounds: bounds, alpha: alpha))
    }

    func beginProjection() -> Int {
        outer.append(operations)
        operations = []
        return outer.count
    }

    func endProjection(_ token: Int, transform: PlanarTransform, area: CGRect) {
        guard outer.count == token, let before = outer.popLast() else { return }
        let inside = operations
        operations = before
        guard area.width > 0, area.height > 0, [area.minX, area.minY, area.maxX, area.maxY].allSatisfy(\.isFinite) else { return }
        operations.append(.projected(inside, area: area, transform: transform))
    }

    // MARK: Text layers

    /// A `CATextLayer`'s string, set as UIKit sets a label's text, from the top of the bounds.
    func drawText(of layer: CATextLayer, text: String, color: CGColor, in rect: CGRect) {
        let size = layer.fontSize.isFinite ? min(max(layer.fontSize, 0), 1000) : 36
        let font: UIFont
        switch layer.font {
        case let f as UIFont: font = f.withSize(size)
        case let name as String: font = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        default: font = .systemFont(ofSize: size)
        }
        let alignment: NSTextAlignment = switch layer.alignmentMode {
        case .center: .center
        case .right: .right
        case .justified: .justified
        default: .left
        }
        let truncation: NSLineBreakMode = switch layer.truncationMode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: layer.isWrapped ? .byWordWrapping : .byClipping
        }
        var style = TextStyle(font: font, color: UIColor(cgColor: color), alignment: alignment,
                              numberOfLines: layer.isWrapped ? 0 : 1, lineBreakMode: truncation)
        style.startsAtTop = true
        draw(text, style: style, in: rect)
    }
}
