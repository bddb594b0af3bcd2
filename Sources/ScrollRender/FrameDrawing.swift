import ScrollReelUIKit

/// One frame as the renderer will draw it: the view tree's drawing, recorded on
/// the simulation's thread as a list of Cairo operations (a display list), to be
/// drawn later on any thread.
///
/// Recording is cheap (no pixels, no text layout); drawing it is what costs, and
/// that can then run on every core while the scene steps on (`DrawingQueue`).
/// Two equal drawings give the same pixels, so a frame equal to the one before
/// need not be drawn at all.
public struct FrameDrawing: Sendable, Equatable {
    /// The frame's size in pixels.
    public let pixelWidth: Int
    /// The frame's height in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    let operations: [DrawOperation]
}

/// One step of a `FrameDrawing`: each is exactly the Cairo calls the renderer
/// made when it drew straight from the view tree, in the same order, so a
/// recorded frame and a directly drawn one are the same bytes.
enum DrawOperation: Sendable, Equatable {
    case save
    case restore
    case translate(x: Double, y: Double)
    case scale(x: Double, y: Double)
    case concatenate(CGAffineTransform)
    case clip(Path)
    case clipRect(CGRect)
    case fill(Path, CGColor)
    case fillGradient(Path, LinearGradient)
    case stroke(Path, CGColor, StrokeStyle)
    case text(String, TextStyle, CGRect)
    /// A raster image (PNG, or a drawn image rasterised once at the frame's scale).
    case image(RecordedImage, CGRect, alpha: Double)
    /// Starts a group; `alpha` is what its `popGroup` paints it with (nil: a
    /// layer's content waiting for its mask), so that a painter past its budget of
    /// group surfaces can draw the group's content straight through at that alpha.
    case pushGroup(alpha: Double?)
    /// Pops the group and paints it with `alpha`.
    case popGroup(alpha: Double)
    /// Pops the group just drawn (a view's content) and starts its mask's group.
    case beginMask
    /// Pops the mask's group and paints the content through it with `alpha`.
    case endMask(alpha: Double)
    /// The material of a `UIVisualEffectView`: what lies under `shape` blurred.
    case backdrop(Backdrop, shape: Path, bounds: CGRect, alpha: Double)
    /// A layer whose transform has perspective: `operations`, drawn in the layer's
    /// coordinates over `area`, projected by `transform` into the current user space.
    case projected([DrawOperation], area: CGRect, transform: PlanarTransform)
    /// Skips to operation `end` when `frame`, grown by `margin`, lies outside the
    /// current clip: a view that cannot show, with everything it draws.
    case cull(frame: CGRect, margin: Double, end: Int)
}

/// An image as a frame draws it: PNG bytes, or a drawn image's recorded drawing,
/// each rasterised once per painter. Made once per `CGImage` by the recorder, so
/// its identity stands for the image's.
final class RecordedImage: Sendable, Equatable {
    enum Content: Sendable, Equatable {
        case png([UInt8])
        /// In a user space of `size` points.
        case drawing([DrawOperation])
    }
    let size: CGSize
    let content: Content

    init(size: CGSize, content: Content) { self.size = size; self.content = content }

    static func == (a: RecordedImage, b: RecordedImage) -> Bool { a === b }
}
