import CDeflate
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why PNG bytes could not be read, in words for an error line.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    /// What is wrong with the bytes, such as "truncated: the file ends before its IEND chunk".
    public let description: String
    init(_ description: String) { self.description = description }
}

/// What a PNG says about itself, checked against the limits and against the bytes
/// actually there before anything is allocated for its pixels: a header may claim
/// any size, and a 65-byte file claiming 32767 x 32767 must not cost 4 GB.
struct PNGInfo {
    /// No side longer than this…
    static let maximumSide = 16_384
    /// …and no more pixels than this (8192 x 8192; 256 MB as BGRA).
    static let maximumPixels = 1 << 26
    /// Deflate cannot do better than 1032 : 1, so image data of n bytes holds at
    /// most 1032 n bytes of pixels.
    static let deflateLimit = 1032

    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool
    /// The IDAT chunks' data, joined.
    let imageData: [UInt8]

    var channels: Int { Self.channels(colorType) }
    static func channels(_ colorType: Int) -> Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }

    init(_ bytes: [UInt8]) throws(PNGError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else {
            throw PNGError("not a PNG file (it does not start with the PNG signature)")
        }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        var header: (width: Int, height: Int, depth: Int, colorType: Int, interlace: Int)?
        var idatLength = 0
        var ranges: [Range<Int>] = []
        var ended = false
        var i = 8
        while !ended {
            guard i + 12 <= bytes.count else { throw PNGError("truncated: the file ends before its IEND chunk") }
            let length = be32(i)
            let typeBytes = bytes[(i + 4)..<(i + 8)]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= Int(Int32.max), typeBytes.allSatisfy({ (0x41...0x5A).contains($0 & 0xDF) }) else {
                throw PNGError("malformed: a chunk header at byte \(i) is not a PNG chunk")
            }
            let start = i + 8, end = start + length
            guard end + 4 <= bytes.count else { throw PNGError("truncated: the \(type) chunk runs past the end of the file") }
            // Critical chunks (capital first letter) must be intact; ancillary ones are skipped.
            if typeBytes.first! & 0x20 == 0 {
                let crc = bytes.withUnsafeBufferPointer { p in
                    libdeflate_crc32(0, p.baseAddress! + i + 4, length + 4)
                }
                guard crc == UInt32(be32(end)) else { throw PNGError("corrupt: the \(type) chunk fails its CRC") }
            }
            if header == nil, type != "IHDR" { throw PNGError("malformed: the first chunk is \(type), not IHDR") }
            switch type {
            case "IHDR":
                guard header == nil, length == 13 else { throw PNGError("malformed: a bad IHDR chunk") }
                header = (be32(start), be32(start + 4), Int(bytes[start + 8]), Int(bytes[start + 9]), Int(bytes[start + 12]))
                guard bytes[start + 10] == 0, bytes[start + 11] == 0, bytes[start + 12] <= 1 else {
                    throw PNGError("malformed: unknown compression, filter or interlace method")
                }
            case "IDAT":
                idatLength += length
                ranges.append(start..<end)
            case "IEND":
                ended = true
            default:
                break
            }
            i = end + 4
        }
        guard let header else { throw PNGError("malformed: no IHDR chunk") }
        width = header.width; height = header.height; bitDepth = header.depth; colorType = header.colorType
        interlaced = header.interlace == 1
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard depths[colorType]?.contains(bitDepth) == true else {
            throw PNGError("malformed: colour type \(colorType) with bit depth \(bitDepth)")
        }
        guard width > 0, height > 0 else { throw PNGError("malformed: it declares \(width) x \(height) pixels") }
        guard width <= Self.maximumSide, height <= Self.maximumSide else {
            throw PNGError("too large: it declares \(width) x \(height) pixels, more than \(Self.maximumSide) on a side")
        }
        guard width * height <= Self.maximumPixels else {
            throw PNGError("too large: it declares \(width) x \(height) pixels, more than \(Self.maximumPixels) in all")
        }
        guard idatLength > 0 else { throw PNGError("malformed: no image data (IDAT chunk)") }
        // Every pixel takes its bits at least once, whatever the interlacing and filters.
        let pixelBytes = (width * height * Self.channels(colorType) * bitDepth + 7) / 8
        guard pixelBytes <= idatLength * Self.deflateLimit else {
            throw PNGError("truncated: it declares \(width) x \(height) pixels but holds \(idatLength) bytes of image data, too few for them")
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(idatLength)
        for r in ranges { joined.append(contentsOf: bytes[r]) }
        imageData = joined
    }
}

/// Reads the PNGs ScrollReel writes (and most others: 8-bit grey, grey + alpha,
/// RGB and RGBA, not interlaced) with libdeflate, several times faster than
/// libpng through Cairo; anything else goes to Cairo's reader.
enum FastPNGDecoder {
    static func canDecode(_ info: PNGInfo) -> Bool {
        info.bitDepth == 8 && !info.interlaced && [0, 2, 4, 6].contains(info.colorType)
    }

    static func decode(_ bytes: [UInt8]) -> Bitmap? {
        guard let info = try? PNGInfo(bytes), canDecode(info) else { return nil }
        return try? decode(info)
    }

    static func decode(_ info: PNGInfo) throws(PNGError) -> Bitmap {
        let width = info.width, height = info.height, channels = info.channels
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        guard let decompressor = libdeflate_alloc_decompressor() else { throw PNGError("out of memory") }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let status = info.imageData.withUnsafeBytes { src in
            raw.withUnsafeMutableBytes { dst in
                libdeflate_zlib_decompress(decompressor, src.baseAddress, src.count, dst.baseAddress, dst.count, &produced)
            }
        }
        guard status == LIBDEFLATE_SUCCESS, produced == raw.count else {
            throw PNGError("corrupt: the image data does not decompress to \(width) x \(height) pixels")
        }
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
        guard ok else { throw PNGError("corrupt: a row has an unknown filter type") }
        return out
    }
}

extension Bitmap {
    /// Reads and decodes the PNG file at `path`, reading no more than its header
    /// allows: the header (the first 33 bytes) is checked against the limits
    /// first, and the file may then hold no more than its pixels' raw bytes (16
    /// bits a channel, a filter byte a row) and 16 MB of other chunks, so a huge
    /// or endless file behind a small header (a sparse file, a device) is refused
    /// after a bounded read, never loaded whole.
    public init(readingPNGAt path: String) throws(PNGError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw PNGError("cannot read the file: " + Self.lowercased(strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { throw PNGError("cannot read the file: it is a folder") }
        var bytes: [UInt8] = []
        func readUpTo(_ total: Int) throws(PNGError) {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while bytes.count < total {
                let want = min(chunk.count, total - bytes.count)
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, want) }
                if n < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    throw PNGError("cannot read the file: " + Self.lowercased(strerror(code)))
                }
                if n == 0 { return }
                bytes.append(contentsOf: chunk[0..<n])
            }
        }
        try readUpTo(33)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else {
            throw PNGError("not a PNG file (it does not start with the PNG signature)")
        }
        guard bytes.count == 33, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else {
            throw PNGError("malformed: the file does not begin with an IHDR chunk")
        }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        let width = be32(16), height = be32(20)
        guard (1...PNGInfo.maximumSide).contains(width), (1...PNGInfo.maximumSide).contains(height),
              width * height <= PNGInfo.maximumPixels else {
            throw PNGError("too large: it declares \(width) x \(height) pixels (at most \(PNGInfo.maximumSide) on a side, \(PNGInfo.maximumPixels) in all)")
        }
        let limit = height * (1 + width * 8) + height * width / 100 + (16 << 20)
        try readUpTo(limit + 1)
        guard bytes.count <= limit else {
            throw PNGError("too large: more than the \(limit >> 20) MB a \(width) x \(height) PNG can take")
        }
        self = try Bitmap(decodingPNG: bytes)
    }

    private static func lowercased(_ reason: UnsafeMutablePointer<CChar>?) -> String {
        let s = reason.map { String(cString: $0) } ?? "unknown error"
        return s.prefix(1).lowercased() + s.dropFirst()
    }
}
