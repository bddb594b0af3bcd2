import CCairo
import ScrollReelUIKit

/// Draws `FrameDrawing`s into pixels with Cairo, on whichever thread it is used
/// on, one frame at a time: its own surface, its own text engine (Pango objects
/// are not shared between threads), its own rasterised images and blurs.
final class Painter: @unchecked Sendable {
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
    private let surface: OpaquePointer
    private var cr: OpaquePointer
    private var canvas: CairoCanvas

    init(pixelWidth: Int, pixelHeight: Int, scale: Double) throws {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        let text = try TextEngine.borrow()
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            TextEngine.giveBack(text)
            throw Renderer.Failure(description: "cannot make a \(pixelWidth) x \(pixelHeight) pixel surface")
        }
        cr = cairo_create(surface)
        canvas = CairoCanvas(cr: cr, images: ImageCache(scale: scale, text: text), text: text, backdrops: BackdropBlur.Cache())
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        TextEngine.giveBack(canvas.text)
    }

    /// Whether this painter draws frames like `drawing`.
    func fits(_ drawing: FrameDrawing) -> Bool {
        drawing.pixelWidth == pixelWidth && drawing.pixelHeight == pixelHeight && drawing.scale == scale
    }

    /// The frame's pixels (`drawing` must fit this painter), or why it could not be
    /// drawn. Nothing of one frame reaches the next: the context is restored to
    /// how it began, and one that Cairo put in an error state is replaced (an
    /// error state never clears: every later frame would come out blank).
    func draw(_ drawing: FrameDrawing) throws(Renderer.Failure) -> Bitmap {
        precondition(fits(drawing), "a \(drawing.pixelWidth) x \(drawing.pixelHeight) frame given to a \(pixelWidth) x \(pixelHeight) painter")
        canvas.images.beginFrame()
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        var failure: Renderer.Failure?
        do { try canvas.play(drawing.operations, scale: scale) } catch { failure = error }
        cairo_restore(cr)
        if failure == nil, cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            failure = Renderer.Failure(description: "Cairo: \(String(cString: cairo_status_to_string(cairo_status(cr))))")
        }
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            cairo_destroy(cr)
            cr = cairo_create(surface)
            canvas = CairoCanvas(cr: cr, images: canvas.images, text: canvas.text, backdrops: BackdropBlur.Cache())
        }
        if let failure { throw Renderer.Failure(description: "a frame could not be drawn: \(failure.description)") }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let pixels = [UInt8](UnsafeBufferPointer(start: data, count: stride * pixelHeight))
        return Bitmap(width: pixelWidth, height: pixelHeight, stride: stride, pixels: pixels)
    }

    /// Drops the image rasters the painter keeps (its film is over).
    func forgetImages() { canvas.images.removeAll() }

    /// The bytes of image rasters the painter keeps now.
    var imageBytes: Int { canvas.images.bytes }
    /// Image rasters made and evicted so far.
    var imageCounts: (made: Int, evicted: Int) { (canvas.images.made, canvas.images.evicted) }

    /// The most bytes of group surfaces the last frame held open at once.
    var peakGroupBytes: Int { canvas.peakGroupBytes }

    /// Blurs made afresh and taken from the cache so far.
    var backdrops: (made: Int, reused: Int) { (canvas.backdrops.made, canvas.backdrops.reused) }
}
