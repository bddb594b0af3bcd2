/// UIKit's `UIGraphicsImageRendererFormat`: the scale and opacity of the images a
/// renderer makes. ScrollReel keeps a drawn image as its drawing and rasterises it
/// at the scale of the frame it appears in, so `scale` is only reported.
open class UIGraphicsImageRendererFormat {
    /// The image's scale: the screen's, as UIKit's default format.
    open var scale: CGFloat
    /// Whether the image is opaque (drawn the same either way here).
    open var opaque = false
    /// A format at the main screen's scale.
    @preconcurrency @MainActor public init() { scale = UIScreen.main.scale }
    /// The default format: the main screen's scale, not opaque.
    @preconcurrency @MainActor open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// UIKit's `UIGraphicsImageRendererContext`: what a renderer's block draws with.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context of the image being drawn (also the current context).
    open private(set) var cgContext: CGContext
    /// The renderer's format.
    open private(set) var format: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) { self.cgContext = cgContext; self.format = format }
    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect`'s outline with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips further drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// UIKit's `UIGraphicsImageRenderer`: makes a `UIImage` from drawing code. The block
/// runs once, when `image(actions:)` is called, as on iOS; what it draws is kept and
/// drawn again at whatever scale a frame needs.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
    /// The rectangle the images cover, in points (origin zero unless given).
    public let bounds: CGRect
    /// The format of the images.
    open private(set) var format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points in the default format.
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size), format: .default()) }
    /// A renderer of images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of images of `bounds`, whose origin is the images' top left.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) { self.bounds = bounds; self.format = format }

    /// Runs `actions` once with a context of the image's bounds (and as the current
    /// context) and returns what it drew as an image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let recording = GraphicsRecording()
        // The area is the image's, in the context's own space; the translation below
        // puts `bounds`' coordinates on it.
        let context = CGContext(recording, area: CGRect(origin: .zero, size: bounds.size))
        if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        CGContext.withCurrent(context, measuredBy: SceneEnvironment.currentTextMeasurer) {
            actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        }
        return UIImage(size: bounds.size) { canvas in recording.replay(on: canvas) }
    }
}

extension UIImage {
    /// Draws the image scaled into `rect` of the current context.
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(self, in: rect, alpha: 1) }
    /// Draws the image scaled into `rect` with `alpha` (the blend mode is ignored: normal).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect, alpha: alpha)
    }
    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}

/// Core Graphics' `CGBlendMode`: only `.normal` is drawn; others do not compile.
public enum CGBlendMode: Int32, Sendable {
    /// Paints the source over the destination.
    case normal
}
