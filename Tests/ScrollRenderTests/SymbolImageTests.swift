import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// SF Symbols' stand-ins: `UIImage(systemName:)` draws a Material Icons glyph in
/// the tint colour of the image view, sized by its symbol configuration; a name
/// with no stand-in is a labelled dashed box and a warning, never a blank area.
@MainActor
@Suite(.serialized) struct SymbolImageTests {
    /// The pixels of `image` shown at its size by an image view tinted `tint`, on white.
    func picture(_ image: UIImage?, tint: UIColor = .systemRed) throws -> Bitmap {
        let view = UIImageView(image: image)
        view.tintColor = tint
        let w = window([view], size: CGSize(width: max(view.bounds.width, 1), height: max(view.bounds.height, 1)))
        return try render(w, scale: 2)
    }

    func count(_ b: Bitmap, _ test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        var n = 0
        for y in 0..<b.height { for x in 0..<b.width { let p = b.rgba(x: x, y: y); if test(p.r, p.g, p.b) { n += 1 } } }
        return n
    }

    @Test func aSymbolIsAGlyphInTheViewsTintColour() throws {
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.isSymbolImage && heart.renderingMode == .automatic)
        #expect(heart.size == CGSize(width: 20, height: 20), "body size: 17 pt text, a 20 pt symbol")
        let b = try picture(heart, tint: .systemRed)
        let red = count(b) { r, g, bl in r > 200 && g < 90 && bl < 90 }
        #expect(red > 300, "a filled heart in the tint colour (\(red) red pixels of \(b.width * b.height))")
        #expect(count(b) { r, g, bl in r < 60 && g < 60 && bl < 60 } == 0, "no black ink: the tint replaces it")
        // The outline heart inks fewer pixels than the filled one.
        let outline = try picture(UIImage(systemName: "heart"), tint: .systemRed)
        let outlined = count(outline) { r, g, bl in r > 200 && g < 90 && bl < 90 }
        #expect(outlined > 50 && outlined < red)
        // Another tint, the same glyph.
        let blue = try picture(heart, tint: .systemBlue)
        #expect(count(blue) { r, g, bl in bl > 200 && r < 90 } > 300)
    }

    @Test func withTintColorAndAlwaysOriginalKeepTheirOwnColour() throws {
        let green = try #require(UIImage(systemName: "star.fill")?.withTintColor(.systemGreen))
        #expect(green.renderingMode == .alwaysOriginal)
        let b = try picture(green, tint: .systemRed)
        #expect(count(b) { r, g, bl in g > 150 && r < 120 && bl < 120 } > 200)
        #expect(count(b) { r, g, bl in r > 200 && g < 90 && bl < 90 } == 0, "the view's tint does not apply")
        let black = try #require(UIImage(systemName: "star.fill")?.withRenderingMode(.alwaysOriginal))
        #expect(count(try picture(black, tint: .systemRed)) { r, g, bl in r < 60 && g < 60 && bl < 60 } > 200)
    }

    @Test func theConfigurationSizesTheSymbol() throws {
        let big = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(big.size == CGSize(width: 48, height: 48))
        let large = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .large)))
        #expect(large.size.width == 62)
        let title = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(title.size.width == (UIFont.preferredFont(forTextStyle: .largeTitle).pointSize * 1.2).rounded())
        // Configurations lay over each other: the later point size wins, the scale stays.
        let small = UIImage.SymbolConfiguration(scale: .small).applying(UIImage.SymbolConfiguration(pointSize: 30))
        let smallGear = try #require(UIImage(systemName: "gear")?.withConfiguration(small))
        #expect(smallGear.size == CGSize(width: 28, height: 28), "30 pt × 1.2 × 0.78, rounded")
        #expect(UIImage.SymbolConfiguration(pointSize: 30).isEqual(to: UIImage.SymbolConfiguration(pointSize: 30)))
        #expect(!UIImage.SymbolConfiguration(pointSize: 30).isEqual(to: small))
        // An image view's preferred configuration sizes what it shows.
        let view = UIImageView(image: UIImage(systemName: "gear"))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 50)
        #expect(view.intrinsicContentSize == CGSize(width: 60, height: 60))
    }

    @Test func aNameWithoutAStandInIsALabelledPlaceholderAndAWarning() throws {
        let environment = SceneEnvironment()
        let image = environment.run { UIImage(systemName: "figure.surfing") }
        #expect(image != nil && image?.size == CGSize(width: 20, height: 20))
        #expect(environment.warnings.contains { $0.contains("figure.surfing") })
        let big = environment.run { UIImage(systemName: "figure.surfing", withConfiguration: UIImage.SymbolConfiguration(pointSize: 60)) }
        let b = try picture(big, tint: .systemRed)
        #expect(count(b) { r, g, bl in r > 200 && g < 120 && bl < 120 } > 100, "the dashed box and the name, in the tint")
    }
}
