#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollRender

/// How two pictures differ, after pixelmatch's method: a perceptual colour
/// distance (YIQ) with a threshold, and anti-aliasing detection so that edge
/// pixels that only moved their shading are not counted. Differing pixels are
/// then grouped into 8-connected clusters, because the size of the largest
/// cluster tells scattered speckle (noise) from a real shift of an edge.
public struct ImageDifference: Sendable, Equatable {
    /// The outcome of a comparison; its raw value is the word reports print.
    public enum Verdict: String, Sendable {
        /// The two bitmaps hold exactly the same pixel bytes.
        case identical
        /// Some pixels differ, but within the tolerances of ``DiffOptions``: no cluster
        /// reaches `maxCluster` and at most `maxDifferingFraction` of the pixels differ.
        case equivalent
        /// The differences exceed the tolerances of ``DiffOptions``.
        case different
        /// The pictures have different sizes and were not compared pixel by pixel.
        case sizeMismatch
    }
    /// Whether the pictures are identical, equivalent within the tolerances, different,
    /// or of different sizes.
    public var verdict: Verdict
    /// The width of the compared pictures in pixels (the actual one's when the sizes differ).
    public var width: Int
    /// The height of the compared pictures in pixels (the actual one's when the sizes differ).
    public var height: Int
    /// Pixels beyond the colour threshold that are not anti-aliasing.
    public var differingPixels: Int
    /// Pixels beyond the threshold judged to be anti-aliasing (not counted).
    public var antiAliasedPixels: Int
    /// The smallest rectangle (pixels) holding every differing pixel.
    public var boundingBox: (x: Int, y: Int, width: Int, height: Int)?
    /// The number of pixels in the largest 8-connected group of differing pixels.
    public var largestCluster: Int
    /// Per pixel: 0 same, 1 anti-aliasing, 2 differing (row-major, width × height).
    public var mask: [UInt8]

    /// A difference as measured elsewhere (a worker process that played the demo).
    package init(verdict: Verdict, width: Int, height: Int, differingPixels: Int, antiAliasedPixels: Int,
                 boundingBox: (x: Int, y: Int, width: Int, height: Int)?, largestCluster: Int, mask: [UInt8]) {
        self.verdict = verdict; self.width = width; self.height = height; self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels; self.boundingBox = boundingBox; self.largestCluster = largestCluster
        self.mask = mask
    }

    /// Whether two comparisons agree on the verdict, the pixel counts, the largest cluster
    /// and the mask; the size and the bounding box are not compared.
    public static func == (a: ImageDifference, b: ImageDifference) -> Bool {
        a.verdict == b.verdict && a.differingPixels == b.differingPixels && a.antiAliasedPixels == b.antiAliasedPixels
            && a.largestCluster == b.largestCluster && a.mask == b.mask
    }

    /// One line a person can act on.
    public var summary: String {
        switch verdict {
        case .identical: return "identical"
        case .sizeMismatch: return "sizes differ"
        case .equivalent, .different:
            var s = "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ"
            if let b = boundingBox { s += " in (\(b.x), \(b.y), \(b.width) x \(b.height))" }
            s += ", largest cluster \(largestCluster) px"
            if antiAliasedPixels > 0 { s += ", \(antiAliasedPixels) anti-aliasing px ignored" }
            return s
        }
    }
}

/// The tolerances of ``ImageDiff/compare(_:_:options:)``: the colour threshold, whether
/// anti-aliasing is left out, and how much difference still counts as equivalent.
public struct DiffOptions: Sendable {
    /// Colour threshold in 0...1 (pixelmatch's default 0.1).
    public var threshold = 0.1
    /// Whether anti-aliased pixels are recognised and left out.
    public var detectAntiAliasing = true
    /// Differences pass when no cluster reaches this size (pixels)...
    public var maxCluster = 6
    /// ...and at most this fraction of all pixels differs.
    public var maxDifferingFraction = 0.0005
    /// The defaults: pixelmatch's threshold of 0.1, anti-aliasing left out, and a pass for
    /// clusters under 6 pixels with at most 0.05 % of the pixels differing.
    public init() {}
}

extension ImageDifference {
    /// Pictures of different sizes, which are not compared pixel by pixel; the
    /// size is the actual picture's.
    public static func sizeMismatch(width: Int, height: Int) -> ImageDifference {
        ImageDifference(verdict: .sizeMismatch, width: width, height: height,
                        differingPixels: 0, antiAliasedPixels: 0, boundingBox: nil, largestCluster: 0, mask: [])
    }
}

/// Compares two bitmaps pixel by pixel, by the method ``ImageDifference`` describes.
public enum ImageDiff {
    /// Compares `actual` with `expected`: `sizeMismatch` (with `actual`'s size) when the
    /// sizes differ, `identical` when the pixel bytes are equal, else `equivalent` or
    /// `different` by the tolerances of `options`.
    public static func compare(_ expected: Bitmap, _ actual: Bitmap, options: DiffOptions = DiffOptions()) -> ImageDifference {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(width: actual.width, height: actual.height)
        }
        let w = expected.width, h = expected.height
        var mask = [UInt8](repeating: 0, count: w * h)
        if expected.pixels == actual.pixels && expected.stride == actual.stride {
            return ImageDifference(verdict: .identical, width: w, height: h, differingPixels: 0, antiAliasedPixels: 0,
                                   boundingBox: nil, largestCluster: 0, mask: mask)
        }
        // pixelmatch's scale: the largest possible YIQ distance is 35215.
        let maxDelta = 35215 * options.threshold * options.threshold
        var differing = 0, antiAliased = 0
        var minX = w, minY = h, maxX = -1, maxY = -1
        expected.pixels.withUnsafeBufferPointer { ea in
            actual.pixels.withUnsafeBufferPointer { ab in
                let a = Pixels(ea.baseAddress!, expected), b = Pixels(ab.baseAddress!, actual)
                for y in 0..<h {
                    // Most rows of a failing picture are still the same: skip them whole.
                    if memcmp(a.base + y * a.stride, b.base + y * b.stride, w * 4) == 0 { continue }
                    for x in 0..<w {
                        if a.word(x, y) == b.word(x, y) { continue }
                        let delta = colorDelta(a, x, y, b, x, y, yOnly: false)
                        guard abs(delta) > maxDelta else { continue }
                        if options.detectAntiAliasing
                            && (isAntiAliased(a, x, y, b) || isAntiAliased(b, x, y, a) || isSubpixelShift(a, b, x, y)) {
                            mask[y * w + x] = 1
                            antiAliased += 1
                        } else {
                            mask[y * w + x] = 2
                            differing += 1
                            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        }
                    }
                }
            }
        }
        let cluster = largestCluster(mask, width: w, height: h)
        let passes = cluster < options.maxCluster && Double(differing) <= options.maxDifferingFraction * Double(w * h)
        let box = maxX >= 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
        return ImageDifference(verdict: passes ? .equivalent : .different, width: w, height: h,
                               differingPixels: differing, antiAliasedPixels: antiAliased,
                               boundingBox: box, largestCluster: cluster, mask: mask)
    }

    /// The size of the largest 8-connected group of differing (2) pixels.
    static func largestCluster(_ mask: [UInt8], width w: Int, height h: Int) -> Int {
        var seen = [Bool](repeating: false, count: w * h)
        var stack: [Int] = []
        var best = 0
        for start in 0..<(w * h) where mask[start] == 2 && !seen[start] {
            // (Only differing pixels start a search, so a clean picture costs one pass.)
            var size = 0
            seen[start] = true
            stack.append(start)
            while let i = stack.popLast() {
                size += 1
                let x = i % w, y = i / w
                for dy in -1...1 {
                    let ny = y + dy
                    guard ny >= 0, ny < h else { continue }
                    for dx in -1...1 {
                        let nx = x + dx
                        guard nx >= 0, nx < w else { continue }
                        let j = ny * w + nx
                        if mask[j] == 2 && !seen[j] { seen[j] = true; stack.append(j) }
                    }
                }
            }
            best = max(best, size)
        }
        return best
    }

    /// Straight RGBA access to a premultiplied BGRA bitmap's memory (valid while
    /// the bitmap's buffer is held).
    struct Pixels {
        let base: UnsafePointer<UInt8>
        let stride: Int
        let width: Int
        let height: Int
        init(_ base: UnsafePointer<UInt8>, _ b: Bitmap) { self.base = base; stride = b.stride; width = b.width; height = b.height }

        @inline(__always) func word(_ x: Int, _ y: Int) -> UInt32 {
            UnsafeRawPointer(base + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        }

        /// Red, green, blue composited over white (0...255), as pixelmatch blends alpha.
        @inline(__always) func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let p = base + y * stride + x * 4
            // Premultiplied over white: c + (1 − a) · 255.
            let inv = 255 - Double(p[3])
            return (Double(p[2]) + inv, Double(p[1]) + inv, Double(p[0]) + inv)
        }
    }

    /// pixelmatch's YIQ colour distance (squared, weighted); with `yOnly`, the
    /// signed brightness difference. Positive when the first pixel is darker.
    static func colorDelta(_ a: Pixels, _ x1: Int, _ y1: Int, _ b: Pixels, _ x2: Int, _ y2: Int, yOnly: Bool) -> Double {
        let (r1, g1, b1) = a.rgb(x1, y1), (r2, g2, b2) = b.rgb(x2, y2)
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return rgb2y(r1, g1, b1) > rgb2y(r2, g2, b2) ? -delta : delta
    }

    @inline(__always) static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always) static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always) static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    /// Whether the pixel at (x, y) of `image` looks like an anti-aliased edge
    /// pixel: among its neighbours the brightness both rises and falls, and the
    /// darkest or the brightest neighbour sits in a flat area in both images
    /// (the two sides of an edge).
    static func isAntiAliased(_ image: Pixels, _ x: Int, _ y: Int, _ other: Pixels) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        var zeroes = x == x0 || x == x1 || y == y0 || y == y1 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let delta = colorDelta(image, x, y, image, nx, ny, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = nx; minY = ny
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = nx; maxY = ny
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// pixelmatch's test misses one common kind of anti-aliasing noise: glyphs
    /// and thin lines placed a fraction of a pixel apart, whose pixels are all
    /// edge and have no flat neighbours. Such a pixel sits on an edge in both
    /// pictures (its 3 x 3 neighbourhood has contrast), keeps its brightness
    /// within the range of the other picture's neighbourhood, and changes by less
    /// than a third of the local contrast: the shading of an edge, not the edge.
    /// A whole-pixel shift moves ink to where there was none and is still counted.
    static func isSubpixelShift(_ a: Pixels, _ b: Pixels, _ x: Int, _ y: Int) -> Bool {
        func range(_ p: Pixels) -> (lo: Double, hi: Double) {
            var lo = Double.infinity, hi = -Double.infinity
            for ny in max(y - 1, 0)...min(y + 1, p.height - 1) {
                for nx in max(x - 1, 0)...min(x + 1, p.width - 1) {
                    let (r, g, bl) = p.rgb(nx, ny)
                    let v = rgb2y(r, g, bl)
                    lo = min(lo, v); hi = max(hi, v)
                }
            }
            return (lo, hi)
        }
        let (r1, g1, b1) = a.rgb(x, y), (r2, g2, b2) = b.rgb(x, y)
        let ya = rgb2y(r1, g1, b1), yb = rgb2y(r2, g2, b2)
        let ra = range(a), rb = range(b)
        let contrast = min(ra.hi - ra.lo, rb.hi - rb.lo)
        guard contrast >= 24 else { return false }
        let slack = 4.0
        guard yb >= ra.lo - slack, yb <= ra.hi + slack, ya >= rb.lo - slack, ya <= rb.hi + slack else { return false }
        return abs(ya - yb) <= contrast / 3
    }

    /// Whether at least three neighbours have exactly this pixel's colour.
    static func hasManySiblings(_ image: Pixels, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        let value = image.word(x, y)
        var zeroes = x == x0 || x == x1 || y == y0 || y == y1 ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                if image.word(nx, ny) == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
