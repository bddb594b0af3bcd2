/// UIKit's `UIImage`: a picture with a size in points. It is either drawn by code
/// (a `UIGraphicsImageRenderer`'s block, or ScrollReel's procedural stand-ins for
/// pictures) or decoded from PNG bytes. The renderer rasterises each image once per
/// scale and caches it. Its picture is its `cgImage`, which a layer's `contents`
/// takes.
public final class UIImage {
    /// The image's size, in points.
    public let size: CGSize
    /// The picture (never nil here).
    package let cgImageValue: CGImage

    /// How views draw it: as it is, or in their tint colour (a symbol image, by default).
    public internal(set) var renderingMode = RenderingMode.automatic
    /// The SF Symbol it stands in for; nil for other images.
    package internal(set) var symbol: Symbol?
    /// The symbol drawn in each tint colour a view asked for, made once.
    var tintedImages: [UIColor: UIImage] = [:]

    /// Core Graphics' picture of the image, as a layer's `contents` takes it.
    public var cgImage: CGImage? { cgImageValue }
    /// The image's scale: 1 (drawn images are drawn at each frame's scale).
    public var scale: CGFloat { 1 }

    /// ScrollReel's own (not UIKit's): an image of `size` points that `drawing` draws
    /// with Core Graphics calls into the context it is given, whenever the renderer
    /// needs it (at any scale; so `drawing` must draw the same each time). With
    /// `vector`, it is drawn afresh wherever it appears instead of being kept as a
    /// bitmap. For pictures that stand in for an app's image files; code of the
    /// screen itself makes images with `UIGraphicsImageRenderer`, as on iOS.
    public init(size: CGSize, vector: Bool = false, drawing: @escaping (CGContext) -> Void) {
        self.size = size
        cgImageValue = CGImage(size: size, content: .drawing { canvas in
            let context = CGContext(canvas, area: CGRect(origin: .zero, size: size))
            CGContext.withCurrent(context, measuredBy: SceneEnvironment.currentTextMeasurer) { drawing(context) }
        }, isVector: vector)
    }

    init(size: CGSize, recorded: @escaping (any GraphicsContext) -> Void) {
        self.size = size
        cgImageValue = CGImage(size: size, content: .drawing(recorded))
    }

    /// The same picture, drawn by views as `renderingMode` says.
    convenience init(copying image: UIImage, renderingMode: RenderingMode) {
        self.init(size: image.size, picture: image.cgImageValue)
        self.renderingMode = renderingMode
    }

    private init(size: CGSize, picture: CGImage) {
        self.size = size
        cgImageValue = picture
    }

    /// UIKit's `UIImage(cgImage:)`: the picture at its size in points (scale 1).
    public init(cgImage: CGImage) {
        size = cgImage.size
        cgImageValue = cgImage
    }

    /// An image from PNG bytes; its size (at scale 1) is read from the PNG header.
    /// Returns nil when the bytes are not a PNG.
    public init?(pngData bytes: [UInt8], scale: Double = 1) {
        let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature else { return nil }
        func be32(_ i: Int) -> Double {
            Double(UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3]))
        }
        size = CGSize(width: be32(16) / scale, height: be32(20) / scale)
        cgImageValue = CGImage(size: size, content: .png(bytes))
    }
}

extension UIView {
/// UIKit's `UIView.ContentMode`, for image views.
public enum ContentMode: Int, Sendable {
    /// Stretches the content to fill the bounds, changing its aspect ratio if need be.
    case scaleToFill
    /// Scales the content to fit in the bounds, keeping its aspect ratio; the rest stays empty.
    case scaleAspectFit
    /// Scales the content to fill the bounds, keeping its aspect ratio; some of it may lie outside.
    case scaleAspectFill
    /// UIKit redraws the view when its bounds change; an image fills the bounds, as with `.scaleToFill`.
    case redraw
    /// Centres the content in the bounds, at its own size.
    case center
    /// Centres the content along the top edge, at its own size.
    case top
    /// Centres the content along the bottom edge, at its own size.
    case bottom
    /// Centres the content along the left edge, at its own size.
    case left
    /// Centres the content along the right edge, at its own size.
    case right
    /// Puts the content in the top-left corner, at its own size.
    case topLeft
    /// Puts the content in the top-right corner, at its own size.
    case topRight
    /// Puts the content in the bottom-left corner, at its own size.
    case bottomLeft
    /// Puts the content in the bottom-right corner, at its own size.
    case bottomRight

    /// Where an image of `size` goes inside `bounds`.
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .redraw:
            return bounds
        default:
            // The image at its own size, pinned where the mode says.
            let w = size.width, h = size.height
            let x: CGFloat = [.left, .topLeft, .bottomLeft].contains(self) ? bounds.minX
                : [.right, .topRight, .bottomRight].contains(self) ? bounds.maxX - w : bounds.midX - w / 2
            let y: CGFloat = [.top, .topLeft, .topRight].contains(self) ? bounds.minY
                : [.bottom, .bottomLeft, .bottomRight].contains(self) ? bounds.maxY - h : bounds.midY - h / 2
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
}

/// UIKit's `UIImageView`.
open class UIImageView: UIView {
    // An image view is read as an image, but is not an element unless made one (UIKit's defaults).
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .image }
    /// The image the view draws, placed in its bounds by `contentMode`. Setting it does not resize the
    /// view (its intrinsic content size, the image's size, changes).
    open var image: UIImage? { didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } } }
    /// The image drawn while `isHighlighted` is true; without one, `image` is drawn.
    open var highlightedImage: UIImage?
    /// Whether the view shows `highlightedImage` instead of `image`.
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { return nil }

    /// UIKit's `UIImageView(image:)`: sized to the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// ScrollReel's shorthand for `UIImageView(image:)` and `frame = …`.
    package convenience init(image: UIImage?, frame: CGRect) {
        self.init(frame: frame)
        self.image = image
    }

    /// UIKit's `preferredSymbolConfiguration`: laid over the configuration of a symbol image the
    /// view shows (its size changes with it); nil by default.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { configured = nil; invalidateIntrinsicContentSize() }
    }
    /// The last image configured by `preferredSymbolConfiguration`, and what it became.
    private var configured: (image: UIImage, shown: UIImage)?

    /// The image shown now: the highlighted one while highlighted, configured by
    /// `preferredSymbolConfiguration` if it is a symbol.
    private var shownImage: UIImage? {
        guard let image = isHighlighted ? highlightedImage ?? image : image else { return nil }
        guard let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
        if let configured, configured.image === image { return configured.shown }
        let shown = image.withConfiguration(preferred)
        configured = (image, shown)
        return shown
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Draws the image where `contentMode` puts it; a symbol image (unless `.alwaysOriginal`) in the
    /// view's `tintColor`, as UIKit draws template images.
    open override func draw(in context: any GraphicsContext) {
        guard let image = shownImage else { return }
        context.draw(image.shown(withTint: tintColor), in: contentMode.rect(for: image.size, in: bounds), alpha: 1)
    }
}
