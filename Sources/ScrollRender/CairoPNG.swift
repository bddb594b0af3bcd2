import CCairo

extension Bitmap {
    /// The bitmap encoded by Cairo's own `cairo_surface_write_to_png_stream`: the
    /// baseline the PNG encoder is measured against, and a second opinion on
    /// pixels in tests.
    public func cairoPNGData() -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        var copy = pixels
        let sink = Sink()
        copy.withUnsafeMutableBufferPointer { p in
            let surface = cairo_image_surface_create_for_data(p.baseAddress, CAIRO_FORMAT_ARGB32,
                                                              Int32(width), Int32(height), Int32(stride))
            let box = Unmanaged.passRetained(sink)
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let s = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                s.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, box.toOpaque())
            box.release()
            cairo_surface_destroy(surface)
        }
        return sink.bytes
    }

    /// Decodes PNG bytes (any of ours or Cairo's) back into a bitmap.
    public init?(png bytes: [UInt8]) {
        guard let surface = PNGDecoder.surface(from: bytes) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        var s = surface
        var converted: OpaquePointer?
        if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
            // RGB PNGs come back as RGB24 (alpha byte unused): paint onto ARGB32.
            converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
            let cr = cairo_create(converted)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            s = converted!
        }
        defer { if let converted { cairo_surface_destroy(converted) } }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = cairo_image_surface_get_data(s)!
        self.init(width: w, height: h, stride: stride, pixels: [UInt8](UnsafeBufferPointer(start: data, count: stride * h)))
    }
}
