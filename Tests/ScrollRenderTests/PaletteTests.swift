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
        let mapper = Palette.Mapper(palette)
        func indices(_ dither: GIFWriter.Dither) throws -> [UInt8] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("palette-\(getpid())-\(dither).gif")
            let w = try GIFWriter(width: 300, height: 200, palette: palette, dither: dither, file: try OutputFile(url))
            try w.add(Self.sky(), delay: 10)
            try w.finish()
            let frames = try GIFReader.frames(of: try [UInt8](Data(contentsOf: url)))
            let b = frames[0].bitmap
            return (0..<200).flatMap { y in (0..<300).map { x in
                let c = b.rgba(x: x, y: y)
                return mapper.index(r: Int(c.r), g: Int(c.g), b: Int(c.b))
            } }
        }
        let plain = try indices(.none), dithered = try indices(.gradients)
        // Bands: without dithering a row of the sky is one colour; dithered, the
        // rows between two palette colours mix them.
        func coloursInRow(_ i: [UInt8], _ y: Int) -> Int { Set(i[(y * 300)..<(y * 300 + 100)]).count }
        let mixedRows = (0..<140).filter { coloursInRow(dithered, $0) > 1 }.count
        #expect((0..<140).allSatisfy { coloursInRow(plain, $0) == 1 })
        #expect(mixedRows > 70, "\(mixedRows) of 140 rows mix two colours")
        // The dots are exact colours: flat either way.
        let green = try #require(palette.colors.firstIndex { $0 == (52, 199, 89) })
        #expect((150..<156).allSatisfy { y in (140..<146).allSatisfy { x in dithered[y * 300 + x] == UInt8(green) } })
    }
}
