/// UIKit's `UIImage`: a picture with a size in points. It is either drawn by code
/// (procedural, at whatever scale the renderer needs) or decoded from PNG bytes.
/// The renderer rasterises each image once per scale and caches it.
public final class UIImage {
    public enum Content {
        /// Drawn into a context whose user space is the image's `size` in points.
        case drawing((GraphicsContext) -> Void)
        /// PNG file bytes; the render module decodes them.
        case png([UInt8])
    }
    public let size: CGSize
    public let content: Content
    /// A drawn image that is drawn afresh wherever it is shown instead of being
    /// rasterised once: for simple pictures of which a scene has many (a table's
    /// photos), which would otherwise each keep a bitmap alive.
    public let isVector: Bool

    public init(size: CGSize, vector: Bool = false, drawing: @escaping (GraphicsContext) -> Void) {
        self.size = size
        self.content = .drawing(drawing)
        self.isVector = vector
    }

    /// An image from PNG bytes; its size (at scale 1) is read from the PNG header.
    /// Returns nil when the bytes are not a PNG.
    public init?(pngData bytes: [UInt8], scale: Double = 1) {
        let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature else { return nil }
        func be32(_ i: Int) -> Double {
            Double(UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3]))
        }
        self.size = CGSize(width: be32(16) / scale, height: be32(20) / scale)
        self.content = .png(bytes)
        self.isVector = false
    }
}

/// UIKit's `UIView.ContentMode`, for image views.
public enum ContentMode: Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center

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
        case .center:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                        width: size.width, height: size.height)
        }
    }
}

/// UIKit's `UIImageView`.
open class UIImageView: UIView {
    public var image: UIImage?
    public var contentMode: ContentMode = .scaleToFill

    public init(image: UIImage? = nil, frame: CGRect = .zero) {
        self.image = image
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override func draw(in context: GraphicsContext) {
        guard let image else { return }
        context.draw(image, in: contentMode.rect(for: image.size, in: bounds), alpha: 1)
    }
}
