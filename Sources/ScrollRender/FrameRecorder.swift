import ScrollReelUIKit

/// Records a window's view tree as a `FrameDrawing`: UIKit's render pass, one
/// recursive walk (save, transform, clip if `clipsToBounds`, draw, subviews,
/// restore), then the device's chrome: status bar, home indicator and, when
/// asked, the fingers. It reads the views (on the main actor) and touches no
/// pixel; `Painter` draws what it wrote down.
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

    func record(_ window: UIWindow, caption: (text: String, opacity: Double, top: Bool)?) -> FrameDrawing {
        let canvas = RecordingCanvas(images: images)
        // A view's own draw(_:) is the screen's code: it runs in its scene.
        window.environment.run { draw(window, now: window.now, into: canvas) }
        if showsChrome { Chrome.draw(window, in: canvas, viewport: viewport) }
        if showsTouches { Chrome.drawTouches(of: window, in: canvas) }
        if let caption, caption.opacity > 0 {
            Chrome.drawCaption(caption.text, opacity: caption.opacity, top: caption.top, window: window,
                               in: canvas, measuredBy: text, viewport: viewport)
        }
        return FrameDrawing(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, operations: canvas.operations)
    }

    /// One view and its subtree, in its superview's coordinates.
    private func draw(_ view: UIView, now: Double, into canvas: RecordingCanvas) {
        // What is drawn is the presentation: the model values with any running
        // view animation's remaining difference.
        let shown = view.presentation
        guard !view.isHidden, shown.alpha > 0.001 else { return }
        // Skip what cannot show: a view outside the visible area whose children
        // cannot bleed out of it (it clips them, or has none). Long scroll views
        // have most of their content off screen, and laying out text is not free.
        // Whether it shows depends on the clip, which the painter knows.
        var cull: Int?
        if view.superview != nil, view.clipsToBounds || view.subviews.isEmpty {
            let margin = view.layer.shadowOpacity > 0 ? Self.shadowRadius(view.layer) * 2 + 8 : 1
            cull = canvas.operations.count
            canvas.operations.append(.cull(frame: shown.frame, margin: margin, end: 0))
        }
        canvas.operations.append(.save)
        if view.superview != nil {
            canvas.operations.append(.translate(x: shown.center.x, y: shown.center.y))
            if !shown.transform.isIdentity { canvas.concatenate(shown.transform) }
            canvas.operations.append(.translate(x: -shown.bounds.midX, y: -shown.bounds.midY))
        }
        let bounds = shown.bounds
        let shape = Path(roundedRect: bounds, cornerRadius: view.layer.cornerRadius)
        // A material blurs what is under it: drawn before any group, whose
        // surface would hold nothing of what lies beneath.
        let effect = (view as? UIVisualEffectView)?.effect
        if let effect {
            canvas.operations.append(.backdrop(effect, shape: shape, bounds: bounds, alpha: shown.alpha))
        }
        let grouped = shown.alpha < 0.999 || view.mask != nil
        if grouped { canvas.operations.append(.pushGroup) }

        if view.layer.shadowOpacity > 0 { drawShadow(of: view, bounds: bounds, into: canvas) }
        if let effect { canvas.fill(shape, with: effect.tintColor) }
        if let bg = shown.backgroundColor, bg.alpha > 0 { canvas.fill(shape, with: bg) }
        if let layer = view.layer as? CAGradientLayer, let gradient = layer.gradient(in: bounds) {
            canvas.fill(shape, with: gradient)
        }
        canvas.operations.append(.save)
        if view.clipsToBounds { canvas.clip(to: shape) }
        view.draw(in: canvas)
        for sub in view.subviews { draw(sub, now: now, into: canvas) }
        if let sv = view as? UIScrollView { drawScrollIndicators(sv, now: now, into: canvas) }
        canvas.operations.append(.restore)
        if view.layer.borderWidth > 0 {
            // CALayer draws its border inside the bounds, over the content.
            let w = view.layer.borderWidth
            let inset = Path(roundedRect: bounds.insetBy(dx: w / 2, dy: w / 2),
                             cornerRadius: max(0, view.layer.cornerRadius - w / 2))
            canvas.stroke(inset, with: UIColor(cgColor: view.layer.borderColor ?? UIColor.clear.cgColor), lineWidth: w, lineCap: .butt)
        }

        if grouped {
            if let mask = view.mask {
                canvas.operations.append(.beginMask)
                draw(mask, now: now, into: canvas)
                canvas.operations.append(.endMask(alpha: shown.alpha))
            } else {
                canvas.operations.append(.popGroup(alpha: shown.alpha))
            }
        }
        canvas.operations.append(.restore)
        if let cull, case .cull(let frame, let margin, _) = canvas.operations[cull] {
            canvas.operations[cull] = .cull(frame: frame, margin: margin, end: canvas.operations.count)
        }
    }

    /// A soft shadow: the shape blurred by stacking translucent outlines (Cairo has
    /// no blur); enough for cards and bubbles.
    /// A radius from a user's scene may be anything: NaN or a huge one would trap
    /// the conversion or take for ever to draw; past 100 pt a shadow is no longer one.
    static func shadowRadius(_ layer: CALayer) -> Double {
        layer.shadowRadius.isFinite ? min(max(layer.shadowRadius, 0), 100) : 0
    }

    private func drawShadow(of view: UIView, bounds: CGRect, into canvas: RecordingCanvas) {
        let l = view.layer
        let steps = max(1, Int(Self.shadowRadius(l).rounded()))
        canvas.operations.append(.save)
        canvas.operations.append(.translate(x: l.shadowOffset.width, y: l.shadowOffset.height))
        for i in stride(from: steps, through: 1, by: -1) {
            let grow = Double(i)
            let r = bounds.insetBy(dx: -grow + Double(steps) / 2, dy: -grow + Double(steps) / 2)
            let p = Path(roundedRect: r, cornerRadius: l.cornerRadius + grow)
            canvas.fill(p, with: UIColor(cgColor: l.shadowColor ?? UIColor.clear.cgColor).withAlphaComponent(CGFloat(l.shadowOpacity) / CGFloat(steps) * 0.6))
        }
        canvas.operations.append(.restore)
    }

    private func drawScrollIndicators(_ sv: UIScrollView, now: Double, into canvas: RecordingCanvas) {
        let alpha = sv.scrollIndicatorAlpha(at: now)
        guard alpha > 0 else { return }
        let rects = sv.scrollIndicatorRects()
        let color = UIColor(white: 0, alpha: 0.35 * alpha)
        for r in [rects.horizontal, rects.vertical].compactMap({ $0 }) {
            canvas.fill(Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2), with: color)
        }
    }
}

/// The images a recorder has met: one `RecordedImage` per image, made once and
/// kept while the image lives (an image made afresh every frame is forgotten
/// once it is gone, rather than kept for the whole run).
final class RecordedImages {
    private struct Entry {
        /// Weak: a freed image's identifier may be reused by a new one, which then
        /// does not match.
        weak var image: UIImage?
        let recorded: RecordedImage
    }
    private var images: [ObjectIdentifier: Entry] = [:]
    /// When to next drop the entries of images that are gone.
    private var pruneAt = 64

    /// The image as frames draw it (its drawing recorded once).
    func recorded(_ image: UIImage) -> RecordedImage {
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

/// The `GraphicsContext` views draw into while a frame is recorded: each call
/// becomes an operation of the frame's drawing. A vector image is drawn afresh
/// each time it is shown (its drawing may change), any other once for the run.
final class RecordingCanvas: GraphicsContext {
    var operations: [DrawOperation] = []
    private let images: RecordedImages

    init(images: RecordedImages) { self.images = images }

    func saveGState() { operations.append(.save) }
    func restoreGState() { operations.append(.restore) }
    func concatenate(_ transform: CGAffineTransform) { operations.append(.concatenate(transform)) }
    func clip(to path: Path) { operations.append(.clip(path)) }
    func fill(_ path: Path, with color: UIColor) { operations.append(.fill(path, color)) }
    func fill(_ path: Path, with gradient: LinearGradient) { operations.append(.fillGradient(path, gradient)) }
    func stroke(_ path: Path, with color: UIColor, lineWidth: Double, lineCap: LineCap) {
        operations.append(.stroke(path, color, lineWidth: lineWidth, lineCap: lineCap))
    }
    func draw(_ text: String, style: TextStyle, in rect: CGRect) { operations.append(.text(text, style, rect)) }

    func draw(_ image: UIImage, in rect: CGRect, alpha: Double) {
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        if image.isVector, case .drawing(let draw) = image.content {
            // Drawn in place, in the image's own user space.
            operations.append(.save)
            operations.append(.clipRect(rect))
            if alpha < 1 { operations.append(.pushGroup) }
            operations.append(.translate(x: rect.minX, y: rect.minY))
            operations.append(.scale(x: rect.width / image.size.width, y: rect.height / image.size.height))
            draw(self)
            if alpha < 1 { operations.append(.popGroup(alpha: alpha)) }
            operations.append(.restore)
            return
        }
        operations.append(.image(images.recorded(image), rect, alpha: alpha))
    }
}
