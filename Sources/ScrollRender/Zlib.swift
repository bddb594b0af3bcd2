import CDeflate

/// zlib streams through libdeflate, for text that travels inside PNG files
/// (`zTXt` chunks): the C library stays in this module.
package enum Zlib {
    /// `data` as a zlib stream.
    package static func compress(_ data: [UInt8]) -> [UInt8] {
        PNGEncoder.zlibCompress(data, level: 6)
    }

    /// The bytes of a zlib stream, or nil when it is damaged or would be larger than
    /// `limit` bytes.
    package static func decompress(_ data: [UInt8], limit: Int = 64 << 20) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var size = max(data.count * 4, 4096)
        while size <= limit {
            var out = [UInt8](repeating: 0, count: size)
            var produced = 0
            let status = data.withUnsafeBytes { src in
                out.withUnsafeMutableBytes { dst in
                    libdeflate_zlib_decompress(decompressor, src.baseAddress, src.count, dst.baseAddress, dst.count, &produced)
                }
            }
            if status == LIBDEFLATE_SUCCESS { return Array(out[..<produced]) }
            guard status == LIBDEFLATE_INSUFFICIENT_SPACE else { return nil }
            size *= 2
        }
        return nil
    }
}
