import CCairo
import ScrollReelUIKit

/// Draws a window's view tree into a bitmap with Cairo: UIKit's render pass, one
/// recursive walk (save, transform, clip if `clipsToBounds`, draw, subviews,
/// restore), then the device's chrome: status bar, home indicator and, when asked,
/// the fingers.
public final class Renderer {
    public let viewport: CGSize
    public let scale: Double
    public let showsTouches: Bool
    public let pixelWidth: Int
    public let pixelHeight: Int
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let canvas: CairoCanvas

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// - Parameters:
    ///   - viewport: the screen in points.
    ///   - scale: pixels per point (1, 2 or 3).
    public init(viewport: CGSize, scale: Double, showsTouches: Bool = false) throws {
        try Self.check(viewport, scale: scale)
        let text = try TextEngine.shared()
        self.viewport = viewport
        self.scale = scale
        self.showsTouches = showsTouches
        pixelWidth = Int((viewport.width * scale).rounded())
        pixelHeight = Int((viewport.height * scale).rounded())
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "cannot make a \(pixelWidth) x \(pixelHeight) pixel surface")
        }
        cr = cairo_create(surface)
        canvas = CairoCanvas(cr: cr, images: ImageCache(scale: scale, text: text), text: text)
    }

    /// The most pixels a frame may have: 4096 x 4096 (a 4000 x 4000 point screen
    /// at scale 1, 1365 x 1365 at scale 3), 64 MB a frame, so that the frames in
    /// flight, a golden's keyframes and a report's pictures fit in a few GB
    /// (README, "Limits"). Every iPhone and iPad screen is far below it.
    public static let maximumPixels = 1 << 24

    /// Refuses a scale other than 1, 2 or 3 and a frame of more than `maximumPixels`.
    public static func check(_ viewport: CGSize, scale: Double) throws {
        guard [1.0, 2.0, 3.0].contains(scale) else { throw Failure(description: "scale must be 1, 2 or 3 (got \(scale))") }
        guard viewport.width.isFinite, viewport.height.isFinite, viewport.width >= 1, viewport.height >= 1,
              viewport.width <= 100_000, viewport.height <= 100_000 else {
            throw Failure(description: "a screen must be 1 to 100000 points a side (got \(viewport.width) x \(viewport.height))")
        }
        let w = (viewport.width * scale).rounded(), h = (viewport.height * scale).rounded()
        guard w * h <= Double(maximumPixels) else {
            throw Failure(description: "a \(Int(viewport.width)) x \(Int(viewport.height)) point screen at scale \(Int(scale)) is \(Int(w)) x \(Int(h)) pixels a frame, more than the \(maximumPixels) (4096 x 4096) a frame may have")
        }
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The window as it is now, with a caption's banner over it if given.
    @MainActor public func render(_ window: UIWindow, caption: (text: String, opacity: Double, top: Bool)? = nil) -> Bitmap {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        draw(window, now: window.now)
        Chrome.draw(window, in: canvas, viewport: viewport)
        if showsTouches { Chrome.drawTouches(of: window, in: canvas) }
        if let caption, caption.opacity > 0 {
            Chrome.drawCaption(caption.text, opacity: caption.opacity, top: caption.top, window: window, in: canvas, viewport: viewport)
        }
        cairo_restore(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let pixels = [UInt8](UnsafeBufferPointer(start: data, count: stride * pixelHeight))
        return Bitmap(width: pixelWidth, height: pixelHeight, stride: stride, pixels: pixels)
    }

    /// One view and its subtree, in its superview's coordinates.
    @MainActor private func draw(_ view: UIView, now: Double) {
        // What is drawn is the presentation: the model values with any running
        // view animation's remaining difference.
        let shown = view.presentation
        guard !view.isHidden, shown.alpha > 0.001 else { return }
        // Skip what cannot show: a view outside the visible area whose children
        // cannot bleed out of it (it clips them, or has none). Long scroll views
        // have most of their content off screen, and laying out text is not free.
        if view.superview != nil, view.clipsToBounds || view.subviews.isEmpty {
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            let margin = view.layer.shadowOpacity > 0 ? Self.shadowRadius(view.layer) * 2 + 8 : 1
            let visible = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).insetBy(dx: -margin, dy: -margin)
            if !shown.frame.intersects(visible) { return }
        }
        cairo_save(cr)
        if view.superview != nil {
            cairo_translate(cr, shown.center.x, shown.center.y)
            if !shown.transform.isIdentity { canvas.concatenate(shown.transform) }
            cairo_translate(cr, -shown.bounds.midX, -shown.bounds.midY)
        }
        let bounds = shown.bounds
        let shape = Path(roundedRect: bounds, cornerRadius: view.layer.cornerRadius)
        // A material blurs what is under it: drawn before any group, whose
        // surface would hold nothing of what lies beneath.
        let effect = (view as? UIVisualEffectView)?.effect
        if let effect {
            Backdrop.apply(effect, under: shape, bounds: bounds, scale: scale, alpha: shown.alpha, cr: cr, canvas: canvas)
        }
        let grouped = shown.alpha < 0.999 || view.mask != nil
        if grouped { cairo_push_group(cr) }

        if view.layer.shadowOpacity > 0 { drawShadow(of: view, bounds: bounds, shape: shape) }
        if let effect { canvas.fill(shape, with: effect.tintColor) }
        if let bg = shown.backgroundColor, bg.alpha > 0 { canvas.fill(shape, with: bg) }
        cairo_save(cr)
        if view.clipsToBounds { canvas.clip(to: shape) }
        view.draw(in: canvas)
        for sub in view.subviews { draw(sub, now: now) }
        if let sv = view as? UIScrollView { drawScrollIndicators(sv, now: now) }
        cairo_restore(cr)
        if view.layer.borderWidth > 0 {
            // CALayer draws its border inside the bounds, over the content.
            let w = view.layer.borderWidth
            let inset = Path(roundedRect: bounds.insetBy(dx: w / 2, dy: w / 2),
                             cornerRadius: max(0, view.layer.cornerRadius - w / 2))
            canvas.stroke(inset, with: UIColor(cgColor: view.layer.borderColor ?? UIColor.clear.cgColor), lineWidth: w, lineCap: .butt)
        }

        if grouped {
            let content = cairo_pop_group(cr)
            if let mask = view.mask {
                cairo_push_group(cr)
                draw(mask, now: now)
                let maskPattern = cairo_pop_group(cr)
                cairo_push_group(cr)
                cairo_set_source(cr, content)
                cairo_mask(cr, maskPattern)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, shown.alpha)
                cairo_pattern_destroy(maskPattern)
            } else {
                cairo_set_source(cr, content)
                cairo_paint_with_alpha(cr, shown.alpha)
            }
            cairo_pattern_destroy(content)
        }
        cairo_restore(cr)
    }

    /// A soft shadow: the shape blurred by stacking translucent outlines (Cairo has
    /// no blur); enough for cards and bubbles.
    /// A radius from a user's scene may be anything: NaN or a huge one would trap
    /// the conversion or take for ever to draw; past 100 pt a shadow is no longer one.
    @MainActor static func shadowRadius(_ layer: CALayer) -> Double {
        layer.shadowRadius.isFinite ? min(max(layer.shadowRadius, 0), 100) : 0
    }

    @MainActor private func drawShadow(of view: UIView, bounds: CGRect, shape: Path) {
        let l = view.layer
        let steps = max(1, Int(Self.shadowRadius(l).rounded()))
        cairo_save(cr)
        cairo_translate(cr, l.shadowOffset.width, l.shadowOffset.height)
        for i in stride(from: steps, through: 1, by: -1) {
            let grow = Double(i)
            let r = bounds.insetBy(dx: -grow + Double(steps) / 2, dy: -grow + Double(steps) / 2)
            let p = Path(roundedRect: r, cornerRadius: l.cornerRadius + grow)
            canvas.fill(p, with: UIColor(cgColor: l.shadowColor ?? UIColor.clear.cgColor).withAlphaComponent(CGFloat(l.shadowOpacity) / CGFloat(steps) * 0.6))
        }
        cairo_restore(cr)
    }

    @MainActor private func drawScrollIndicators(_ sv: UIScrollView, now: Double) {
        let alpha = sv.scrollIndicatorAlpha(at: now)
        guard alpha > 0 else { return }
        let rects = sv.scrollIndicatorRects()
        let color = UIColor(white: 0, alpha: 0.35 * alpha)
        for r in [rects.horizontal, rects.vertical].compactMap({ $0 }) {
            canvas.fill(Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2), with: color)
        }
    }
}
