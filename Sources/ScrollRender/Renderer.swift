import ScrollReelUIKit
import ScrollSimulation

/// Draws a window's view tree into a bitmap with Cairo, in two steps: it records
/// the frame (`record`, on the main actor, where the views are) as a
/// `FrameDrawing`, and a `Painter` draws that into pixels, here (`render`) or on
/// another thread (`DrawingQueue`). Either way a frame is the same bytes.
public final class Renderer {
    /// The screen in points.
    public let viewport: CGSize
    /// Pixels per point: 1, 2 or 3.
    public let scale: Double
    /// Whether frames show the fingers, as the Simulator's "show touches" does.
    public let showsTouches: Bool
    /// Whether frames show the device's status bar and home indicator (a
    /// snapshot of a view controller, as iOS's `layer.render(in:)`, shows neither).
    public let showsChrome: Bool
    /// The frame's width in pixels.
    public let pixelWidth: Int
    /// The frame's height in pixels.
    public let pixelHeight: Int
    private let recorder: FrameRecorder
    private let painter: Painter

    /// Why a renderer cannot be made: a scale or screen size outside the limits,
    /// in one line.
    public struct Failure: Error, CustomStringConvertible {
        /// The reason, in words.
        public let description: String
    }

    /// - Parameters:
    ///   - viewport: the screen in points.
    ///   - scale: pixels per point (1, 2 or 3).
    ///   - showsTouches: whether frames show the fingers, as the Simulator's "show touches".
    ///   - showsChrome: whether frames show the status bar and the home indicator.
    @MainActor public init(viewport: CGSize, scale: Double, showsTouches: Bool = false, showsChrome: Bool = true) throws {
        try Self.check(viewport, scale: scale)
        self.viewport = viewport
        self.scale = scale
        self.showsTouches = showsTouches
        self.showsChrome = showsChrome
        pixelWidth = Int((viewport.width * scale).rounded())
        pixelHeight = Int((viewport.height * scale).rounded())
        recorder = FrameRecorder(viewport: viewport, scale: scale, showsTouches: showsTouches, showsChrome: showsChrome,
                                 pixelWidth: pixelWidth, pixelHeight: pixelHeight, text: try TextEngine.shared())
        painter = try Painter(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
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

    /// The window as it is now, with a caption's banner over it if given, as a
    /// drawing to be drawn on any thread.
    @MainActor public func record(_ window: UIWindow, caption: (text: String, opacity: Double, placement: Caption.Placement)? = nil) -> FrameDrawing {
        recorder.record(window, caption: caption)
    }

    /// A recorded frame's pixels, drawn here; the frame must have been recorded
    /// by a renderer of this size and scale.
    public func draw(_ drawing: FrameDrawing) throws -> Bitmap {
        guard painter.fits(drawing) else {
            throw Failure(description: "a \(drawing.pixelWidth) x \(drawing.pixelHeight) frame at scale \(drawing.scale) cannot be drawn by a \(pixelWidth) x \(pixelHeight) renderer at scale \(scale)")
        }
        return try painter.draw(drawing)
    }

    /// The window as it is now, with a caption's banner over it if given; fails with
    /// the reason when the frame cannot be drawn (an image that cannot be decoded).
    @MainActor public func render(_ window: UIWindow, caption: (text: String, opacity: Double, placement: Caption.Placement)? = nil) throws -> Bitmap {
        try painter.draw(record(window, caption: caption))
    }
}
