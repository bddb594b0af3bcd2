import CCairo
import ScrollReelUIKit

/// Images rasterised once at the render scale and kept for the whole run.
final class ImageCache {
    final class Raster {
        let surface: OpaquePointer
        let width: Int
        let height: Int
        init(surface: OpaquePointer) {
            self.surface = surface
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
        }
        deinit { cairo_surface_destroy(surface) }
    }

    let scale: Double
    let text: TextEngine
    // Keyed by identity; the image is kept alive with its raster so that its
    // identifier cannot be reused by another image.
    private var rasters: [ObjectIdentifier: (image: RecordedImage, raster: Raster?)] = [:]

    init(scale: Double, text: TextEngine) { self.scale = scale; self.text = text }

    func raster(for image: RecordedImage) -> Raster? {
        let key = ObjectIdentifier(image)
        if let hit = rasters[key] { return hit.raster }
        let r = rasterize(image)
        rasters[key] = (image, r)
        return r
    }

    private func rasterize(_ image: RecordedImage) -> Raster? {
        switch image.content {
        case .drawing(let operations):
            // A drawn image's size is the user's: one bigger than a frame may be is
            // not drawn (a NaN or huge one would trap the conversion).
            let pw = (image.size.width * scale).rounded(.up), ph = (image.size.height * scale).rounded(.up)
            guard pw >= 1, ph >= 1, pw * ph <= Double(Renderer.maximumPixels), pw <= 32767, ph <= 32767 else { return nil }
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph))!
            let cr = cairo_create(surface)!
            cairo_scale(cr, scale, scale)
            CairoCanvas(cr: cr, images: self, text: text, backdrops: Backdrop.Cache()).play(operations, scale: scale)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            return Raster(surface: surface)
        case .png(let bytes):
            return PNGDecoder.surface(from: bytes).map(Raster.init)
        }
    }
}

/// Decodes PNG bytes with Cairo's own reader.
enum PNGDecoder {
    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// Nil for bytes that are not a PNG within `PNGInfo`'s limits (checked before
    /// libpng allocates on the header's word) or that Cairo cannot read.
    static func surface(from bytes: [UInt8]) -> OpaquePointer? {
        guard let info = try? PNGInfo(bytes) else { return nil }
        return surface(from: bytes, checked: info)
    }

    /// (`checked` is the bytes' header, already checked: the proof that libpng may
    /// take the header at its word.)
    static func surface(from bytes: [UInt8], checked: PNGInfo) -> OpaquePointer? {
        let reader = Reader(bytes)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard r.offset + n <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            r.bytes.withUnsafeBufferPointer { p in data!.update(from: p.baseAddress! + r.offset, count: n) }
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        return surface
    }
}

