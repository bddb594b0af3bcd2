import Foundation
import ScrollRender

/// swift-snapshot-testing's image comparison, on ScrollReel's bitmaps: the same
/// rules and the same messages as on iOS, so a test's `precision` and
/// `perceptualPrecision` mean here what they mean there.
enum PixelMatch {
    /// The failure message, or nil when `actual` matches `expected` (same size) within
    /// the precisions.
    ///
    /// - With both precisions 1, any differing byte fails.
    /// - With `perceptualPrecision` 1, `precision` is the share of bytes that must be equal.
    /// - Below 1, a pixel matches when the CIE ΔE94 difference of its colours is at most
    ///   (1 − `perceptualPrecision`) × 100, and `precision` is the share of pixels that must
    ///   match (Core Image's `CILabDeltaE`, which the library uses on Apple's systems, is
    ///   ΔE94 too).
    static func verdict(_ expected: Bitmap, _ actual: Bitmap, precision: Double, perceptualPrecision: Double) -> String? {
        compare(expected, actual, precision: precision, perceptualPrecision: perceptualPrecision).message
    }

    /// The verdict, and which pixels differ at all (any byte): how many, and the
    /// rectangle around them (x, y, width, height).
    static func compare(_ expected: Bitmap, _ actual: Bitmap, precision: Double, perceptualPrecision: Double)
        -> (message: String?, differingPixels: Int, box: (Int, Int, Int, Int)?) {
        let w = expected.width, h = expected.height
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let byteCount = w * h * 4
        var differingBytes = 0, differingPixels = 0
        var failingPixels = 0
        var maximumDeltaE = 0.0
        let threshold = (1 - perceptualPrecision) * 100
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                var y = 0
                while y < h {
                    var i = y * expected.stride, j = y * actual.stride
                    let end = i + w * 4
                    while i < end {
                        if e[i] != a[j] || e[i + 1] != a[j + 1] || e[i + 2] != a[j + 2] || e[i + 3] != a[j + 3] {
                            differingPixels += 1
                            let x = (i - y * expected.stride) / 4
                            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                            for k in 0..<4 where e[i + k] != a[j + k] { differingBytes += 1 }
                            if perceptualPrecision < 1 {
                                let d = deltaE94(lab(e[i + 2], e[i + 1], e[i], e[i + 3]), lab(a[j + 2], a[j + 1], a[j], a[j + 3]))
                                if d > threshold { failingPixels += 1 }
                                maximumDeltaE = max(maximumDeltaE, d)
                            }
                        }
                        i += 4; j += 4
                    }
                    y += 1
                }
            }
        }
        guard differingPixels > 0 else { return (nil, 0, nil) }
        let box = (minX, minY, maxX - minX + 1, maxY - minY + 1)
        func verdict() -> String? {
            if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
            if perceptualPrecision < 1 {
                let actualPixelPrecision = 1 - Double(failingPixels) / Double(w * h)
                guard actualPixelPrecision < precision else { return nil }
                let lowest = 1 - min(maximumDeltaE / 100, 1)
                return """
                    The percentage of pixels that match \(Float(actualPixelPrecision)) is less than required \(Float(precision))
                    The lowest perceptual color precision \(Float(lowest)) is less than required \(Float(perceptualPrecision))
                    """
            }
            let allowed = Int((1 - precision) * Double(byteCount))
            guard differingBytes > allowed else { return nil }
            let actualPrecision = 1 - Double(differingBytes) / Double(byteCount)
            return "Actual image precision \(Float(actualPrecision)) is less than required \(Float(precision))"
        }
        return (verdict(), differingPixels, box)
    }

    /// CIE L*a*b* (D65) of a premultiplied sRGB pixel, seen over white as a transparent
    /// picture is.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: UInt8) -> (l: Double, a: Double, b: Double) {
        let over = 255 - Int(alpha)   // premultiplied: colour + (1 − alpha) × white
        let lr = linear[Int(r) + over], lg = linear[Int(g) + over], lb = linear[Int(b) + over]
        // sRGB (linear) to XYZ, D65, then relative to the white point.
        let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE 1994 colour difference (graphic arts weights).
    static func deltaE94(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        let dl = p.l - q.l
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dc = c1 - c2
        let da = p.a - q.a, db = p.b - q.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// sRGB channel values 0…255 to linear light (index up to 510: a premultiplied value
    /// with white added under it, clamped).
    private static let linear: [Double] = (0...510).map { i in
        let c = Double(min(i, 255)) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
