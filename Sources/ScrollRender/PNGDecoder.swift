import CDeflate

/// Reads the PNGs ScrollReel writes (and most others: 8-bit grey, grey + alpha,
/// RGB and RGBA, not interlaced) with libdeflate, several times faster than
/// libpng through Cairo; anything else goes to Cairo's reader.
enum FastPNGDecoder {
    static func decode(_ bytes: [UInt8]) -> Bitmap? {
        let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        guard bytes.count > 33, Array(bytes[0..<8]) == signature else { return nil }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        var width = 0, height = 0, depth = 0, colorType = -1, interlace = 0
        var idat: [UInt8] = []
        var i = 8
        while i + 8 <= bytes.count {
            let length = be32(i)
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let start = i + 8
            guard length >= 0, start + length + 4 <= bytes.count else { return nil }
            switch type {
            case "IHDR":
                width = be32(start); height = be32(start + 4)
                depth = Int(bytes[start + 8]); colorType = Int(bytes[start + 9]); interlace = Int(bytes[start + 12])
            case "IDAT":
                idat.append(contentsOf: bytes[start..<(start + length)])
            case "IEND":
                i = bytes.count
                continue
            default:
                break
            }
            i = start + length + 4
        }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: return nil
        }
        guard depth == 8, interlace == 0, width > 0, height > 0, width < 1 << 15, height < 1 << 15 else { return nil }
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let status = idat.withUnsafeBytes { src in
            raw.withUnsafeMutableBytes { dst in
                libdeflate_zlib_decompress(decompressor, src.baseAddress, src.count, dst.baseAddress, dst.count, &produced)
            }
        }
        guard status == LIBDEFLATE_SUCCESS, produced == raw.count else { return nil }
        var out = Bitmap(width: width, height: height)
        let ok = raw.withUnsafeMutableBufferPointer { r -> Bool in
            out.pixels.withUnsafeMutableBufferPointer { o -> Bool in
                let bpp = channels
                for y in 0..<height {
                    let row = r.baseAddress! + y * (rowBytes + 1)
                    let filter = row[0]
                    let cur = row + 1
                    let prev: UnsafeMutablePointer<UInt8>? = y > 0 ? r.baseAddress! + (y - 1) * (rowBytes + 1) + 1 : nil
                    switch filter {
                    case 0: break
                    case 1: for k in bpp..<rowBytes { cur[k] = cur[k] &+ cur[k - bpp] }
                    case 2: if let prev { for k in 0..<rowBytes { cur[k] = cur[k] &+ prev[k] } }
                    case 3:
                        for k in 0..<rowBytes {
                            let left = k >= bpp ? Int(cur[k - bpp]) : 0, up = prev.map { Int($0[k]) } ?? 0
                            cur[k] = cur[k] &+ UInt8((left + up) / 2)
                        }
                    case 4:
                        for k in 0..<rowBytes {
                            let a = k >= bpp ? Int(cur[k - bpp]) : 0, b = prev.map { Int($0[k]) } ?? 0
                            let c = k >= bpp ? (prev.map { Int($0[k - bpp]) } ?? 0) : 0
                            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            cur[k] = cur[k] &+ UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                        }
                    default: return false
                    }
                    // To premultiplied BGRA.
                    let dst = o.baseAddress! + y * width * 4
                    for x in 0..<width {
                        let s = cur + x * bpp, d = dst + x * 4
                        var r8, g8, b8, a8: UInt8
                        switch bpp {
                        case 1: (r8, g8, b8, a8) = (s[0], s[0], s[0], 255)
                        case 2: (r8, g8, b8, a8) = (s[0], s[0], s[0], s[1])
                        case 3: (r8, g8, b8, a8) = (s[0], s[1], s[2], 255)
                        default: (r8, g8, b8, a8) = (s[0], s[1], s[2], s[3])
                        }
                        if a8 != 255 {
                            // Cairo's rounding: c · a / 255, rounded.
                            func pre(_ c: UInt8) -> UInt8 { let t = Int(c) * Int(a8) + 0x80; return UInt8((t + (t >> 8)) >> 8) }
                            r8 = pre(r8); g8 = pre(g8); b8 = pre(b8)
                        }
                        d[0] = b8; d[1] = g8; d[2] = r8; d[3] = a8
                    }
                }
                return true
            }
        }
        return ok ? out : nil
    }
}
