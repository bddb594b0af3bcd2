import CDeflate

/// PNG encoding with libdeflate: the encoder, not the drawing, decides how fast
/// frames are written (shared/reference/performance.md), so this one does the
/// least work that still compresses UI frames well.
///
/// - Opaque frames (every app screen) are written as RGB, a quarter less data
///   than RGBA; frames with transparency as RGBA, un-premultiplied.
/// - Every row uses PNG's "up" filter: on flat UI it compresses as well as the
///   adaptive choice at a fraction of the cost (see the benchmark in Benchmarks/).
/// - libdeflate at level 1 (the level is a parameter for the benchmark).
public enum PNGEncoder {
    /// The libdeflate compression level used unless another is asked for: 1, the fastest
    /// that still compresses.
    public static let defaultLevel: Int32 = 1

    /// The bytes of a PNG file of `bitmap`: RGB when it is opaque, else un-premultiplied RGBA,
    /// compressed at libdeflate's `level` (0 to 12; another has no compressor and traps).
    public static func encode(_ bitmap: Bitmap, level: Int32 = defaultLevel) -> [UInt8] {
        let opaque = bitmap.isOpaque
        let idat = imageData(bitmap, rect: (0, 0, bitmap.width, bitmap.height), opaque: opaque, level: level)
        var png: [UInt8] = signature
        png.reserveCapacity(idat.count + 64)
        appendChunk("IHDR", header(width: bitmap.width, height: bitmap.height, opaque: opaque), to: &png)
        appendChunk("IDAT", idat, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

    static func header(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        var ihdr: [UInt8] = []
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr += [8, opaque ? 2 : 6, 0, 0, 0]  // depth 8, RGB or RGBA, deflate, adaptive filters, no interlace
        return ihdr
    }

    /// The zlib stream of the filtered scanlines of `rect` (what IDAT and APNG's fdAT carry).
    static func imageData(_ bitmap: Bitmap, rect: (x: Int, y: Int, w: Int, h: Int), opaque: Bool, level: Int32) -> [UInt8] {
        let channels = opaque ? 3 : 4
        let rowBytes = rect.w * channels
        let w = rect.w, stride = bitmap.stride
        // Every byte is written below, so the buffer starts uninitialised.
        let filtered = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * rect.h) { outBuffer, count in
            count = outBuffer.count
            bitmap.pixels.withUnsafeBufferPointer { srcBuffer in
                let src = srcBuffer.baseAddress! + rect.y * stride + rect.x * 4, out = outBuffer.baseAddress!
                if opaque {
                    // BGRA → RGB with the "up" filter in one pass, straight from the source rows.
                    for y in 0..<rect.h {
                        var o = out + y * (rowBytes + 1)
                        o.pointee = 2
                        o += 1
                        let row = src + y * stride
                        if y == 0 {
                            for x in 0..<w {
                                let p = row + 4 * x
                                o[0] = p[2]; o[1] = p[1]; o[2] = p[0]
                                o += 3
                            }
                        } else {
                            let above = row - stride
                            for x in 0..<w {
                                let p = row + 4 * x, q = above + 4 * x
                                o[0] = p[2] &- q[2]; o[1] = p[1] &- q[1]; o[2] = p[0] &- q[0]
                                o += 3
                            }
                        }
                    }
                } else {
                    // Un-premultiplied RGBA; the previous row is kept to filter against.
                    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
                    defer { rows.deallocate() }
                    rows.initialize(repeating: 0, count: 2 * rowBytes)
                    var previous = rows, current = rows + rowBytes
                    for y in 0..<rect.h {
                        let row = src + y * stride
                        for x in 0..<w {
                            let p = row + 4 * x, c = current + 4 * x
                            let a = Int(p[3])
                            if a == 255 || a == 0 {
                                c[0] = p[2]; c[1] = p[1]; c[2] = p[0]
                            } else {
                                c[0] = UInt8((Int(p[2]) * 255 + a / 2) / a)
                                c[1] = UInt8((Int(p[1]) * 255 + a / 2) / a)
                                c[2] = UInt8((Int(p[0]) * 255 + a / 2) / a)
                            }
                            c[3] = UInt8(a)
                        }
                        let o = out + y * (rowBytes + 1)
                        o.pointee = 2
                        for k in 0..<rowBytes { o[1 + k] = current[k] &- previous[k] }
                        swap(&previous, &current)
                    }
                }
            }
        }
        return zlibCompress(filtered, level: level)
    }

    static func zlibCompress(_ data: [UInt8], level: Int32) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(level)!
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { dst, count in
            count = data.withUnsafeBytes { src in
                libdeflate_zlib_compress(compressor, src.baseAddress, src.count, dst.baseAddress, dst.count)
            }
        }
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    public static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var crc = libdeflate_crc32(0, typeBytes, typeBytes.count)
        crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        png += typeBytes
        png += data
        png.appendBigEndian(crc)
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(v >> 24)); append(UInt8((v >> 16) & 0xff)); append(UInt8((v >> 8) & 0xff)); append(UInt8(v & 0xff))
    }
}
