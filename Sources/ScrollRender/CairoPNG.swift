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

    /// Decodes PNG bytes (any of ours or Cairo's) back into a bitmap; nil for
    /// anything `init(decodingPNG:)` refuses.
    public init?(png bytes: [UInt8]) {
        guard let bitmap = try? Bitmap(decodingPNG: bytes) else { return nil }
        self = bitmap
    }

    /// The width and height a PNG declares, read from its checked header without
    /// decoding a pixel: a golden of another size than expected is a failure to
    /// report, not a picture to allocate.
    public static func pngSize(_ bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        let info = try PNGInfo(bytes)
        return (info.width, info.height)
    }

    /// Decodes PNG bytes, or says what is wrong with them. The header is checked
    /// against the limits (`PNGInfo`: at most 16384 on a side, 2^26 pixels in
    /// all) and against the image data actually present before any pixel memory
    /// is allocated.
    public init(decodingPNG bytes: [UInt8]) throws(PNGError) {
        let info = try PNGInfo(bytes)
        if FastPNGDecoder.canDecode(info) {
            self = try FastPNGDecoder.decode(info)
            return
        }
        guard let surface = PNGDecoder.surface(from: bytes, checked: info) else {
            throw PNGError("corrupt: the image data cannot be read")
        }
        defer { cairo_surface_destroy(surface) }
        self = Bitmap(cairoSurface: surface)
    }
}

extension Bitmap {
    /// The pixels of a Cairo image surface of any format, as ARGB32.
    init(cairoSurface surface: OpaquePointer) {
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(converted) }
        let cr = cairo_create(converted)
        // RGB PNGs come back as RGB24 (alpha byte unused): copying onto ARGB32 makes them opaque.
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(converted)
        let stride = Int(cairo_image_surface_get_stride(converted))
        let data = cairo_image_surface_get_data(converted)!
        self.init(width: w, height: h, stride: stride, pixels: [UInt8](UnsafeBufferPointer(start: data, count: stride * h)))
    }
}
