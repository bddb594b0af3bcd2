import Testing
import ScrollReelUIKit
import ScrollDiff
import ScrollRender

/// A white 390 x 120 picture with a bubble and a line of text at an offset.
@MainActor
func picture(dx: Double = 0, text: String = "Page #4", color: UIColor = UIColor(hex: 0x5a62d2)) throws -> Bitmap {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    w.statusBarStyle = nil
    w.backgroundColor = .white
    let bubble = UILabel(text: "#7", frame: CGRect(x: 40 + dx, y: 30, width: 60, height: 60))
    bubble.backgroundColor = color
    bubble.textColor = .white
    bubble.textAlignment = .center
    bubble.font = .boldSystemFont(ofSize: 20)
    bubble.layer.cornerRadius = 30
    bubble.clipsToBounds = true
    w.addSubview(bubble)
    let label = UILabel(text: text, frame: CGRect(x: 140 + dx, y: 40, width: 200, height: 40))
    w.addSubview(label)
    return try Renderer(viewport: w.bounds.size, scale: 1).render(w)
}

@MainActor
@Suite(.serialized) struct ImageDiffTests {
    @Test func identicalPicturesTakeTheFastPath() throws {
        let a = try picture()
        let d = ImageDiff.compare(a, a)
        #expect(d.verdict == .identical && d.differingPixels == 0)
    }

    /// What another rasteriser (another pixman, another FreeType) does: the same
    /// shapes and glyphs, their partly covered edge pixels shaded a little
    /// differently, every solid pixel the same.
    func reshaded(_ b: Bitmap) -> Bitmap {
        var out = b
        var seed: UInt64 = 7
        func luma(_ x: Int, _ y: Int) -> Double {
            let p = b.rgba(x: x, y: y)
            return 0.299 * Double(p.r) + 0.587 * Double(p.g) + 0.114 * Double(p.b)
        }
        for y in 1..<(b.height - 1) {
            for x in 1..<(b.width - 1) {
                var lo = 255.0, hi = 0.0
                for dy in -1...1 { for dx in -1...1 { let v = luma(x + dx, y + dy); lo = min(lo, v); hi = max(hi, v) } }
                let v = luma(x, y)
                guard hi - lo >= 40, v > lo + 12, v < hi - 12 else { continue }
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let shift = (seed >> 63 == 0 ? 1.0 : -1.0) * 0.2 * (hi - lo)
                let i = y * b.stride + x * 4
                for c in 0..<3 { out.pixels[i + c] = UInt8(max(0, min(255, Double(b.pixels[i + c]) + shift))) }
            }
        }
        return out
    }

    @Test func antiAliasingOnlyDifferencesPass() throws {
        let a = try picture()
        let b = reshaded(a)
        #expect(a != b)
        let d = ImageDiff.compare(a, b)
        #expect(d.verdict == .equivalent, "\(d.summary)")
        #expect(d.antiAliasedPixels > 50)
    }

    @Test func aOnePointLayoutShiftFails() throws {
        let d = ImageDiff.compare(try picture(), try picture(dx: 1))
        #expect(d.verdict == .different, "\(d.summary)")
        #expect(d.largestCluster >= 6)
        let box = try #require(d.boundingBox)
        #expect(box.x < 100 && box.x + box.width > 180, "the box spans the bubble and the text: \(box)")
    }

    @Test func changedTextAndColourFailWhereTheyChanged() throws {
        let text = ImageDiff.compare(try picture(), try picture(text: "Page #5"))
        #expect(text.verdict == .different)
        let box = try #require(text.boundingBox)
        #expect(box.x > 140 && box.y >= 40 && box.y + box.height <= 80, "only the last glyph: \(box)")
        let colour = ImageDiff.compare(try picture(), try picture(color: UIColor(hex: 0xd25a62)))
        #expect(colour.verdict == .different && colour.differingPixels > 2000)
    }

    @Test func scatteredSpeckleIsCountedButDoesNotFail() throws {
        let a = try picture()
        var b = a
        // Twelve isolated pixels, far apart, on the plain background right of the text.
        for k in 0..<12 {
            let i = (6 + k * 9) * b.stride + (232 + k * 13) * 4
            b.pixels[i] = 0; b.pixels[i + 1] = 0; b.pixels[i + 2] = 0
        }
        let d = ImageDiff.compare(a, b)
        #expect(d.differingPixels == 12 && d.largestCluster == 1, "\(d.summary)")
        #expect(d.verdict == .equivalent)
        // The same number of pixels in one clump is a real change.
        var c = a
        for k in 0..<12 {
            let i = (100 + k / 4) * c.stride + (300 + k % 4) * 4
            c.pixels[i] = 0; c.pixels[i + 1] = 0; c.pixels[i + 2] = 0
        }
        let clump = ImageDiff.compare(a, c)
        #expect(clump.differingPixels == 12 && clump.largestCluster == 12 && clump.verdict == .different)
    }

    @Test func differentSizesAreReportedAsSuch() throws {
        let d = ImageDiff.compare(try picture(), Bitmap(width: 10, height: 10))
        #expect(d.verdict == .sizeMismatch)
    }

    @Test func theDifferencePictureMarksTheChangedPixelsRed() throws {
        let a = try picture()
        let d = ImageDiff.compare(a, try picture(text: "Page #5"))
        let p = d.picture(over: a)
        let box = try #require(d.boundingBox)
        var red = 0
        for y in box.y..<(box.y + box.height) {
            for x in box.x..<(box.x + box.width) where p.rgba(x: x, y: y) == (230, 20, 30, 255) { red += 1 }
        }
        #expect(red == d.differingPixels)
        #expect(p.rgba(x: 5, y: 5).r > 200 && p.rgba(x: 5, y: 5).r == p.rgba(x: 5, y: 5).b, "the rest is pale grey")
    }
}
