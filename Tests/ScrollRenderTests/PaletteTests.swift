import Foundation
import Testing
@testable import ScrollRender

/// The GIF palette keeps what carries meaning: small saturated colours get an
/// entry of their own even beside a gradient of millions of pixels, and
/// `gradients` dithering leaves exact colours flat while it breaks bands.
@Suite struct PaletteTests {
    /// A 300 x 200 sky from dark to light blue, with a 6 x 6 green dot and a 6 x 6 red one.
    static func sky() -> Bitmap {
        var b = Bitmap(width: 300, height: 200)
        for y in 0..<200 {
            for x in 0..<300 {
                var (r, g, bl) = (20 + y / 2, 40 + y / 2, 90 + y * 3 / 4)
                if (140..<146).contains(x) && (150..<156).contains(y) { (r, g, bl) = (52, 199, 89) }
                if (160..<166).contains(x) && (150..<156).contains(y) { (r, g, bl) = (226, 61, 53) }
                let i = y * b.stride + x * 4
                b.pixels[i] = UInt8(bl); b.pixels[i + 1] = UInt8(g); b.pixels[i + 2] = UInt8(r); b.pixels[i + 3] = 255
            }
        }
        return b
    }

    @Test func smallSaturatedColoursKeepTheirOwnEntry() {
        var h = Palette.Histogram()
        for _ in 0..<20 { h.add(Self.sky()) }
        let palette = Palette.build(from: h, size: 16)
        #expect(palette.colors.count == 16)
        #expect(palette.colors.contains { $0 == (52, 199, 89) }, "the green dot stays green")
        #expect(palette.colors.contains { $0 == (226, 61, 53) }, "the red dot stays red")
    }

    @Test func gradientsDitherAndExactColoursStayFlat() throws {
        var h = Palette.Histogram()
        h.add(Self.sky())
        let palette = Palette.build(from: h, size: 16)
        func decoded(_ dither: GIFWriter.Dither) throws -> Bitmap {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("palette-\(getpid())-\(dither).gif")
            let w = try GIFWriter(width: 300, height: 200, palette: palette, dither: dither, file: try OutputFile(url))
            try w.add(Self.sky(), delay: 10)
            try w.finish()
            return try GIFReader.frames(of: try [UInt8](Data(contentsOf: url)))[0].bitmap
        }
        let source = Self.sky(), plain = try decoded(.none), dithered = try decoded(.gradients)
        // Bands: without dithering each row of the sky is one palette colour, off
        // by up to half a step; dithered, the rows' average follows the gradient.
        func rowError(_ b: Bitmap) -> Double {
            var total = 0.0
            for y in 0..<140 {
                var mean = 0.0
                for x in 0..<100 { mean += Double(b.rgba(x: x, y: y).b) }
                total += abs(mean / 100 - Double(source.rgba(x: 0, y: y).b))
            }
            return total / 140
        }
        let banded = rowError(plain), smooth = rowError(dithered)
        #expect(smooth < banded * 0.75, "row error \(smooth) dithered against \(banded) banded")
        // The dots are exact colours: flat either way.
        for y in 150..<156 {
            for x in 140..<146 { #expect(dithered.rgba(x: x, y: y) == (52, 199, 89, 255)) }
        }
    }
}
