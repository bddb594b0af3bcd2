import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// PNG files put together by hand: chunks with their CRCs, image data in stored
/// (uncompressed) deflate blocks, so a test says exactly what a file holds.
enum HandMadePNG {
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    static func header(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [depth, colorType, 0, 0, interlace])
    }

    /// A whole file: signature, IHDR, the rows (each with its filter byte) as IDAT, IEND.
    static func file(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0,
                     raw: [UInt8], before: [[UInt8]] = []) -> [UInt8] {
        signature + header(width: width, height: height, depth: depth, colorType: colorType, interlace: interlace)
            + before.flatMap { $0 } + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var blocks = stride(from: 0, to: data.count, by: 65_535).map { data[$0..<min($0 + 65_535, data.count)] }
        if blocks.isEmpty { blocks = [[]] }
        for (i, b) in blocks.enumerated() {
            let n = UInt16(b.count)
            out += [i == blocks.count - 1 ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + b
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for x in data { a = (a + UInt32(x)) % 65_521; b = (b + a) % 65_521 }
        return out + be32(b << 16 | a)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for x in bytes {
            c ^= UInt32(x)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    /// Every chunk's CRC made right again (after a mutation), as far as the chunk walk goes.
    static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var b = bytes
        var i = 8
        while i + 12 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length <= b.count, i + 12 + length <= b.count else { break }
            let crc = be32(crc32(Array(b[(i + 4)..<(i + 8 + length)])))
            b.replaceSubrange((i + 8 + length)..<(i + 12 + length), with: crc)
            i += 12 + length
        }
        return b
    }
}

/// A fixed-seed generator (SplitMix64): the same mutations on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor
@Suite struct PNGReaderTests {
    func reason(_ bytes: [UInt8]) -> String {
        do { _ = try Bitmap(decodingPNG: bytes); return "decoded" } catch { return error.description }
    }

    @Test func aHeaderIsNotTakenAtItsWord() {
        // 69 bytes declaring 32767 x 32767 (4 GB of pixels): refused, nothing allocated.
        let bomb = HandMadePNG.file(width: 32767, height: 32767, raw: [0, 0, 0, 0, 0])
        #expect(bomb.count < 80)
        #expect(reason(bomb) == "too large: it declares 32767 x 32767 pixels, more than 16384 on a side")
        #expect(Bitmap(png: bomb) == nil && PNGDecoder.surface(from: bomb) == nil)
        // Within the side limit but not the pixel budget.
        #expect(reason(HandMadePNG.file(width: 16384, height: 16384, raw: [0]))
                == "too large: it declares 16384 x 16384 pixels, more than 67108864 in all")
        // Within both, but 5 bytes of data cannot hold 8000 x 8000 pixels.
        for colorType: UInt8 in [6, 0] {
            let small = HandMadePNG.file(width: 8000, height: 8000, colorType: colorType, raw: [0, 0, 0, 0, 0])
            #expect(reason(small).hasPrefix("truncated: it declares 8000 x 8000 pixels but holds"))
        }
        // The same through Cairo's reader (16-bit: not the fast path's).
        let deep = HandMadePNG.file(width: 8000, height: 8000, depth: 16, colorType: 2, raw: [0, 0, 0, 0, 0])
        #expect(reason(deep).hasPrefix("truncated: it declares 8000 x 8000 pixels") && PNGDecoder.surface(from: deep) == nil)
    }

    @Test func damagedFilesSayWhatIsWrong() {
        let good = HandMadePNG.file(width: 2, height: 1, raw: [0, 255, 0, 0, 255, 0, 0, 255, 128])
        #expect(reason(good) == "decoded")
        var flipped = good
        flipped[45] ^= 1
        let cases: [([UInt8], String)] = [
            ([], "not a PNG file (it does not start with the PNG signature)"),
            (Array("GIF89a".utf8), "not a PNG file (it does not start with the PNG signature)"),
            (Array(good.prefix(50)), "truncated: the IDAT chunk runs past the end of the file"),
            (Array(good.dropLast(12)), "truncated: the file ends before its IEND chunk"),
            (flipped, "corrupt: the IDAT chunk fails its CRC"),
            (HandMadePNG.signature + HandMadePNG.chunk("IDAT", []) + HandMadePNG.chunk("IEND", []),
             "malformed: the first chunk is IDAT, not IHDR"),
            (HandMadePNG.file(width: 2, height: 1, depth: 3, colorType: 2, raw: []), "malformed: colour type 2 with bit depth 3"),
            (HandMadePNG.file(width: 0, height: 1, raw: []), "malformed: it declares 0 x 1 pixels"),
            (HandMadePNG.signature + HandMadePNG.header(width: 1, height: 1) + HandMadePNG.chunk("IEND", []),
             "malformed: no image data (IDAT chunk)"),
            (HandMadePNG.file(width: 2, height: 1, raw: [0, 1, 2]), "corrupt: the image data does not decompress to 2 x 1 pixels"),
            (HandMadePNG.file(width: 2, height: 1, raw: [9, 255, 0, 0, 255, 0, 0, 255, 128]), "corrupt: a row has an unknown filter type"),
            (HandMadePNG.file(width: 2, height: 1, depth: 16, colorType: 0, raw: [0, 1]), "corrupt: the image data cannot be read"),
        ]
        for (bytes, expected) in cases { #expect(reason(bytes) == expected) }
    }

    @Test func theFormatsOnlyCairoReadsStillDecode() throws {
        // 16-bit grey and a two-colour palette: Cairo's reader, after the same checks.
        let grey16 = HandMadePNG.file(width: 2, height: 1, depth: 16, colorType: 0, raw: [0, 0xFF, 0xFF, 0x00, 0x00])
        let g = try Bitmap(decodingPNG: grey16)
        #expect(g.width == 2 && g.rgba(x: 0, y: 0) == (255, 255, 255, 255) && g.rgba(x: 1, y: 0) == (0, 0, 0, 255))
        let palette = HandMadePNG.file(width: 3, height: 1, depth: 8, colorType: 3, raw: [0, 0, 1, 1],
                                       before: [HandMadePNG.chunk("PLTE", [255, 0, 0, 0, 0, 255])])
        let p = try Bitmap(decodingPNG: palette)
        #expect(p.rgba(x: 0, y: 0) == (255, 0, 0, 255) && p.rgba(x: 2, y: 0) == (0, 0, 255, 255))
    }

    /// Mutated valid PNGs and bogus headers: the reader never traps and always
    /// gives a clean error or a bitmap whose size matches its pixels. (Fixed seed,
    /// fixed count: the same inputs on every run, well under a second.)
    @Test func fuzzedFilesGiveAnErrorOrAPicture() throws {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
        w.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6)
        w.statusBarStyle = nil
        let rendered = try Renderer(viewport: w.bounds.size, scale: 1).render(w)
        let seeds: [[UInt8]] = [
            PNGEncoder.encode(rendered), rendered.cairoPNGData(),
            HandMadePNG.file(width: 2, height: 1, depth: 16, colorType: 0, raw: [0, 0xFF, 0xFF, 0x00, 0x00]),
            HandMadePNG.file(width: 3, height: 1, depth: 8, colorType: 3, raw: [0, 0, 1, 1],
                             before: [HandMadePNG.chunk("PLTE", [255, 0, 0, 0, 0, 255])]),
            HandMadePNG.file(width: 4, height: 4, depth: 8, colorType: 2, interlace: 1, raw: Array(repeating: 7, count: 80)),
        ]
        var random = SeededRandom(state: 13)
        var decoded = 0, refused = 0, reachedDecoders = 0
        for _ in 0..<5000 {
            var b = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let i = Int.random(in: 0..<b.count, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: b[i] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
                case 1: b[i] = UInt8.random(in: 0...255, using: &random)
                case 2: b = Array(b.prefix(i))
                case 3: b.insert(UInt8.random(in: 0...255, using: &random), at: i)
                // The header's width or height, the IHDR's bit depth or colour type.
                case 4: b.replaceSubrange(16..<20, with: HandMadePNG.be32(UInt32.random(in: 0...40_000, using: &random)))
                default: b[24 + Int.random(in: 0..<5, using: &random)] = UInt8.random(in: 0...20, using: &random)
                }
                if b.count < 33 { break }
            }
            // Mostly with the CRCs made right, so that the damage reaches the decoders.
            if Int.random(in: 0..<4, using: &random) > 0 { b = HandMadePNG.fixingCRCs(b) }
            do {
                let bitmap = try Bitmap(decodingPNG: b)
                #expect(bitmap.width <= 16384 && bitmap.height <= 16384 && bitmap.pixels.count == bitmap.stride * bitmap.height)
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty && !error.description.contains("\n"))
                refused += 1
                if error.description.hasPrefix("corrupt: the image data") || error.description.hasPrefix("corrupt: a row") {
                    reachedDecoders += 1
                }
            }
        }
        // Every outcome is reached: pictures, refusals by the header checks, and
        // damage found by the decoders themselves.
        #expect(decoded > 50 && refused > 3000 && reachedDecoders > 100,
                "decoded \(decoded), refused \(refused), \(reachedDecoders) of them by the decoders")
    }
}
