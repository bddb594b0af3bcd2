import Foundation

/// Core Graphics' `CGImage`: a picture, as `UIImage.cgImage` gives it and a layer's
/// `contents` takes it. It is either PNG bytes, which the renderer decodes, or
/// drawing code, which the renderer runs at the scale of the frame it appears in
/// and keeps. Identity matters: the renderer rasterises each image once per run.
public final class CGImage: @unchecked Sendable {
    /// What an image is made of.
    package enum Content {
        /// Drawn into a context whose user space is the image's `size` in points.
        case drawing((any GraphicsContext) -> Void)
        /// PNG file bytes; the render module decodes them.
        case png([UInt8])
    }
    /// The image's size in points: its user space when drawn, its pixels at scale 1.
    package let size: CGSize
    package let content: Content
    /// A drawn image that is drawn afresh wherever it is shown instead of being
    /// rasterised once: for simple pictures of which a scene has many.
    package let isVector: Bool

    package init(size: CGSize, content: Content, isVector: Bool = false) {
        self.size = size; self.content = content; self.isVector = isVector
    }

    /// The image's width in pixels (its points, for a drawn image, which has no pixels of its own).
    public var width: Int { Self.pixels(size.width) }
    /// The image's height in pixels (its points, for a drawn image).
    public var height: Int { Self.pixels(size.height) }

    private static func pixels(_ v: CGFloat) -> Int { v.isFinite ? Int(min(max(v.rounded(), 0), 1_073_741_824)) : 0 }
}
