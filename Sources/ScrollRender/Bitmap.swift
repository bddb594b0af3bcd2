/// A rendered frame: 8-bit premultiplied BGRA pixels in memory order B, G, R, A
/// (Cairo's ARGB32 on a little-endian machine), rows `stride` bytes apart.
/// This is what the rest of ScrollReel sees of a picture; PNG bytes come from it.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the start of the next (at least `width` × 4).
    public let stride: Int
    /// The pixel bytes, premultiplied B, G, R, A, row after row `stride` bytes apart.
    public var pixels: [UInt8]

    /// A bitmap of the given pixels, taken as they are: the caller makes sure `pixels`
    /// holds `height` rows of `stride` bytes.
    public init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        self.width = width; self.height = height; self.stride = stride; self.pixels = pixels
    }

    /// A blank (transparent) bitmap.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, stride: width * 4, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// Straight (un-premultiplied) RGBA of the pixel at (x, y).
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = y * stride + x * 4
        let a = pixels[i + 3]
        guard a != 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt8) -> UInt8 { a == 255 ? c : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return (un(pixels[i + 2]), un(pixels[i + 1]), un(pixels[i]), a)
    }

    /// Whether every pixel is fully opaque (then PNG needs no alpha channel).
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            for y in 0..<height {
                // Four pixels at a time: all four alphas are 255 when the word's top bytes are.
                let row = UnsafeRawPointer(base + y * stride)
                var x = 0
                while x + 4 <= width {
                    let a = row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                    let b = row.loadUnaligned(fromByteOffset: x * 4 + 8, as: UInt64.self)
                    if (a & b) & 0xff00_0000_ff00_0000 != 0xff00_0000_ff00_0000 { return false }
                    x += 4
                }
                while x < width {
                    if row.load(fromByteOffset: x * 4 + 3, as: UInt8.self) != 255 { return false }
                    x += 1
                }
            }
            return true
        }
    }
}
