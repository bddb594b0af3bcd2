import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// A label's attributed text drawn run by run with the pinned fonts, read back from the pixels:
/// each range's colour, font, background, lines, kerning and baseline where Pango lays them out,
/// and the label's fitting size measured with the same runs.
@MainActor
@Suite(.serialized) struct AttributedLabelRenderTests {
    let measurer: any TextMeasurer
    init() throws { measurer = try PinnedFonts.textMeasurer() }

    /// A label of `text` in 20 pt black on white, its `ranges` (UTF-16, as `NSRange`) given the
    /// attributes beside them, `configure` run on it last; drawn alone in a window its size.
    func label(_ text: String, _ ranges: [(NSRange, [NSAttributedString.Key: Any])], size: CGSize = CGSize(320, 60),
               _ configure: (UILabel) -> Void = { _ in }) -> UILabel {
        SceneEnvironment(textMeasurer: measurer).run {
            let label = UILabel(frame: CGRect(origin: .zero, size: size))
            label.font = .systemFont(ofSize: 20)
            let attributed = NSMutableAttributedString(string: text)
            for (range, attributes) in ranges { attributed.addAttributes(attributes, range: range) }
            label.attributedText = attributed
            configure(label)
            return label
        }
    }

    func drawn(_ name: String, _ label: UILabel) throws -> Bitmap {
        let b = try render(window([label], size: label.bounds.size))
        if let folder = ProcessInfo.processInfo.environment["SCROLLREEL_LOOK"] {
            try Data(PNGEncoder.encode(b)).write(to: URL(fileURLWithPath: folder).appendingPathComponent("attributed-\(name).png"))
        }
        return b
    }

    /// The columns (and rows) of the pixels `matches` picks.
    func extent(_ b: Bitmap, _ matches: (UInt8, UInt8, UInt8) -> Bool) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<b.height { for x in 0..<b.width {
            let p = b.rgba(x: x, y: y)
            if matches(p.r, p.g, p.b) { xs.append(x); ys.append(y) }
        } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }
    func isInk(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 110 && g < 110 && b < 110 }
    func isRed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 150 && g < 90 && b < 90 }

    /// The width Pango gives `text` in `font` on one line.
    func width(_ text: String, _ font: UIFont) -> CGFloat {
        measurer.size(of: text, style: TextStyle(font: font), width: .infinity).width
    }

    @Test func aRedRangeAndABoldRangeLandWherePangoPutsThem() throws {
        let regular = UIFont.systemFont(ofSize: 20), bold = UIFont.boldSystemFont(ofSize: 20)
        let l = label("Plain red bold", [(NSRange(location: 6, length: 3), [.foregroundColor: UIColor.red]),
                                         (NSRange(location: 10, length: 4), [.font: bold])])
        let b = try drawn("red-bold", l)
        // The red ink is the word "red" and nothing else: from after "Plain " to the end of "Plain red".
        let red = try #require(extent(b, isRed))
        let redStart = width("Plain ", regular), redEnd = width("Plain red", regular)
        #expect(Double(red.x.lowerBound) >= redStart - 1 && Double(red.x.lowerBound) <= redStart + 3, "\(red.x) from \(redStart)")
        #expect(Double(red.x.upperBound) <= redEnd + 1 && Double(red.x.upperBound) >= redEnd - 3, "\(red.x) to \(redEnd)")
        // The black ink: "Plain" before it, and "bold" after it in the bold face, as wide as Pango sets it.
        let ink = try #require(extent(b, isInk))
        #expect(ink.x.lowerBound <= 3)
        let boldEnd = width("Plain red ", regular) + width("bold", bold)
        #expect(abs(Double(ink.x.upperBound) - boldEnd) <= 3, "\(ink.x) ends at \(boldEnd)")
        #expect(boldEnd > width("Plain red bold", regular) + 1, "the bold face is wider than the regular")
        // Black in the bold word's columns is heavier than the same word drawn regular.
        let plain = try drawn("red-plain", label("Plain red bold", [(NSRange(location: 6, length: 3), [.foregroundColor: UIColor.red])]))
        func inkPixels(_ b: Bitmap) -> Int {
            var n = 0
            for y in 0..<b.height { for x in Int(width("Plain red ", regular))..<b.width where isInk(b.rgba(x: x, y: y).r, b.rgba(x: x, y: y).g, b.rgba(x: x, y: y).b) { n += 1 } }
            return n
        }
        #expect(inkPixels(b) > inkPixels(plain) * 5 / 4, "\(inkPixels(b)) vs \(inkPixels(plain))")
        // The label's fitting size is the runs' width, rounded up as UIKit rounds it.
        let fitting = SceneEnvironment(textMeasurer: measurer).run { l.sizeThatFits(CGSize(width: 1000, height: 100)) }
        #expect(fitting.width == boldEnd.rounded(.up) || abs(fitting.width - boldEnd) <= 1, "\(fitting) for \(boldEnd)")
    }

    @Test func aLargerFontRangeMakesTheLabelTallerAndWider() throws {
        let plain = label("Small BIG", [])
        let big = label("Small BIG", [(NSRange(location: 6, length: 3), [.font: UIFont.systemFont(ofSize: 40)])])
        let (p, g) = SceneEnvironment(textMeasurer: measurer).run {
            (plain.sizeThatFits(CGSize(width: 1000, height: 1000)), big.sizeThatFits(CGSize(width: 1000, height: 1000)))
        }
        #expect(p.height == 25, "one line of 20 pt Inter")
        #expect(g.height >= 48, "the line is as tall as its 40 pt run: \(g)")
        #expect(abs(g.width - (width("Small ", .systemFont(ofSize: 20)) + width("BIG", .systemFont(ofSize: 40)))) <= 1)
        // Drawn, the big run's ink is taller than the small one's.
        let b = try drawn("big", label("Small BIG", [(NSRange(location: 6, length: 3), [.font: UIFont.systemFont(ofSize: 40)])],
                                       size: CGSize(240, 60)))
        let start = Int(width("Small ", .systemFont(ofSize: 20)))
        var small: [Int] = [], large: [Int] = []
        for y in 0..<b.height { for x in 0..<b.width where b.rgba(x: x, y: y).r < 110 {
            if x < start { small.append(y) } else { large.append(y) }
        } }
        let smallHeight = small.max()! - small.min()!, largeHeight = large.max()! - large.min()!
        #expect(largeHeight >= 2 * smallHeight - 3, "capitals of 40 pt against 20 pt: \(largeHeight) vs \(smallHeight)")
        #expect(abs(small.max()! - large.max()!) <= 1, "the runs share a baseline")
    }

    @Test func backgroundUnderlineAndStrikethroughCoverTheirRangeOnly() throws {
        // "a a a a": gaps between the letters, which only a line drawn across the range fills.
        let text = "x a a a a x"
        let range = NSRange(location: 2, length: 7)
        let start = Int(width("x ", .systemFont(ofSize: 20)).rounded(.up)) + 1
        let end = Int(width("x a a a a", .systemFont(ofSize: 20)).rounded(.down)) - 1
        /// The rows whose every pixel from `start` to `end` is inked (a thin line is antialiased grey).
        func solidRows(_ b: Bitmap) -> [Int] {
            (0..<b.height).filter { y in (start...end).allSatisfy { x in b.rgba(x: x, y: y).r < 230 } }
        }
        let plain = try drawn("lines-plain", label(text, []))
        #expect(solidRows(plain).isEmpty)
        let underlined = try drawn("underline", label(text, [(range, [.underlineStyle: NSUnderlineStyle.single.rawValue])]))
        let strike = try drawn("strikethrough", label(text, [(range, [.strikethroughStyle: NSNumber(value: 1)])]))
        let double = try drawn("underline-double", label(text, [(range, [.underlineStyle: NSUnderlineStyle.double])]))
        let glyphs = try #require(extent(plain, isInk))
        let under = solidRows(underlined), through = solidRows(strike)
        #expect(!under.isEmpty && under.allSatisfy { $0 >= glyphs.y.upperBound - 1 }, "under the letters: \(under) below \(glyphs.y)")
        #expect(!through.isEmpty && through.allSatisfy { $0 > glyphs.y.lowerBound + 2 && $0 < glyphs.y.upperBound - 1 },
                "across the letters: \(through) inside \(glyphs.y)")
        // Two lines: two runs of solid rows with a gap between them.
        let doubled = solidRows(double)
        #expect(zip(doubled, doubled.dropFirst()).contains { $1 - $0 > 1 }, "\(doubled)")
        // Nothing of the lines outside the range: the first "x" column band stays as plain draws it.
        let before = Int(width("x", .systemFont(ofSize: 20)).rounded(.up)) + 1
        for y in under where (before..<start - 1).contains(where: { underlined.rgba(x: $0, y: y).r < 160 }) {
            Issue.record("the underline reaches into the space before its range at row \(y)")
        }
        // A yellow background behind the range, white around it.
        let yellow = try drawn("background", label(text, [(range, [.backgroundColor: UIColor.yellow])]))
        let filled = try #require(extent(yellow) { r, g, b in r > 240 && g > 240 && b < 30 })
        #expect(abs(filled.x.lowerBound - (start - 1)) <= 2 && abs(filled.x.upperBound - (end + 1)) <= 2, "\(filled.x)")
        #expect(filled.y.count >= 20, "as tall as the line: \(filled.y)")
    }

    @Test func kerningWidensAndABaselineOffsetRaises() throws {
        let kerned = label("xxxx", [(NSRange(location: 0, length: 4), [.kern: CGFloat(5)])])
        let plain = label("xxxx", [])
        let (k, p) = SceneEnvironment(textMeasurer: measurer).run {
            (kerned.sizeThatFits(CGSize(width: 1000, height: 100)), plain.sizeThatFits(CGSize(width: 1000, height: 100)))
        }
        #expect(k.width - p.width >= 14 && k.width - p.width <= 21, "5 pt after each of 4 letters: \(k.width) vs \(p.width)")
        let kernedInk = try #require(extent(try drawn("kern", kerned), isInk)), plainInk = try #require(extent(try drawn("kern-plain", plain), isInk))
        #expect(kernedInk.x.count - plainInk.x.count >= 14, "\(kernedInk.x) vs \(plainInk.x)")

        // The second "xx" raised 6 pt: its ink sits 6 px higher than the first's (at 1x).
        let raised = try drawn("baseline", label("xx xx", [(NSRange(location: 3, length: 2), [.baselineOffset: 6])]))
        let split = Int(width("xx ", .systemFont(ofSize: 20)))
        var left: [Int] = [], right: [Int] = []
        for y in 0..<raised.height { for x in 0..<raised.width where raised.rgba(x: x, y: y).r < 110 {
            if x < split { left.append(y) } else { right.append(y) }
        } }
        #expect(left.min()! - right.min()! == 6 && left.max()! - right.max()! == 6, "\(left.min()!)…\(left.max()!) vs \(right.min()!)…\(right.max()!)")
    }

    @Test func theParagraphStyleAlignsAndSpacesTheLines() throws {
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        spaced.alignment = .center
        let two = label("One\nTwo", [(NSRange(location: 0, length: 7), [.paragraphStyle: spaced])], size: CGSize(200, 100)) { $0.numberOfLines = 0 }
        let tight = label("One\nTwo", [], size: CGSize(200, 100)) { $0.numberOfLines = 0 }
        #expect(two.textAlignment == .center && two.lineBreakMode == .byWordWrapping, "the first character's paragraph style")
        let (s, t) = SceneEnvironment(textMeasurer: measurer).run {
            (two.sizeThatFits(CGSize(width: 200, height: 1000)), tight.sizeThatFits(CGSize(width: 200, height: 1000)))
        }
        #expect(t.height == 49 && s.height == t.height + 10, "two lines of 20 pt, 10 pt apart: \(s) vs \(t)")
        let b = try drawn("paragraph", two)
        let ink = try #require(extent(b, isInk))
        #expect(abs((ink.x.lowerBound + ink.x.upperBound) / 2 - 100) <= 3, "centred: \(ink.x)")
    }

    @Test func numberOfLinesAndTheLineBreakModeHoldWithAttributes() throws {
        let text = "Shipped today with tracking and a signature on delivery to the front desk"
        let bold = NSRange(location: 0, length: 7)
        func twoLines(_ mode: NSLineBreakMode) -> UILabel {
            label(text, [(bold, [.font: UIFont.boldSystemFont(ofSize: 20)])], size: CGSize(200, 60)) {
                $0.numberOfLines = 2
                $0.lineBreakMode = mode
            }
        }
        let words = twoLines(.byTruncatingTail)
        let size = SceneEnvironment(textMeasurer: measurer).run { words.sizeThatFits(CGSize(width: 200, height: 1000)) }
        #expect(size.height == 49 && size.width <= 200, "two lines, as numberOfLines says: \(size)")
        // The label's line break mode applies to the whole attributed text, and is drawn: broken
        // between characters, the first line fills the width; between words, it ends at a word's end.
        #expect(words.attributedText?.attribute(.paragraphStyle, at: 20, effectiveRange: nil)
            .flatMap { ($0 as? NSParagraphStyle)?.lineBreakMode } == .byTruncatingTail)
        let byWords = try drawn("by-words", words), byCharacters = try drawn("by-characters", twoLines(.byCharWrapping))
        func firstLineEnd(_ b: Bitmap) -> Int {
            var end = 0
            for y in 0..<30 { for x in 0..<b.width where isInk(b.rgba(x: x, y: y).r, b.rgba(x: x, y: y).g, b.rgba(x: x, y: y).b) { end = max(end, x) } }
            return end
        }
        let wordsEnd = firstLineEnd(byWords), charactersEnd = firstLineEnd(byCharacters)
        #expect(charactersEnd > 190 && charactersEnd > wordsEnd + 5, "\(charactersEnd) vs \(wordsEnd)")
        let inkWords = try #require(extent(byWords, isInk)), inkCharacters = try #require(extent(byCharacters, isInk))
        #expect(inkWords.y.count <= 49 && inkCharacters.y.count <= 49, "two lines drawn, no third")
    }
}
