import Testing
import ScrollReelUIKit

/// `UIFontDescriptor` as apps use it: the bold or italic version of a font they were given, a
/// system design, and `UIFont(descriptor:size:)` back to a font.
@MainActor
@Suite struct FontDescriptorTests {
    @Test func boldAndItalicVersionsOfAFontAreTheBoldAndItalicFaces() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0) == UIFont.boldSystemFont(ofSize: 17), "size 0 keeps the descriptor's")
        let italic = try #require(body.fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 20) == UIFont.italicSystemFont(ofSize: 20))
        // The traits asked for replace the face's: italic alone on a bold font is not bold.
        let fromBold = try #require(UIFont.boldSystemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(!fromBold.symbolicTraits.contains(.traitBold) && fromBold.symbolicTraits.contains(.traitItalic))
        #expect(UIFont(descriptor: fromBold, size: 0) == UIFont.italicSystemFont(ofSize: 15))
    }

    @Test func aFontsDescriptorReportsItsTraitsAndSize() {
        let headline = UIFont.preferredFont(forTextStyle: .headline).fontDescriptor
        #expect(headline.pointSize == 17)
        #expect(headline.symbolicTraits.contains(.traitBold), "a semibold face counts as bold")
        #expect(!UIFont.systemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1).pointSize == 12)
        #expect(UIFont(descriptor: headline.withSize(30), size: 0).pointSize == 30)
    }

    @Test func theSerifDesignIsTheSerifFace() throws {
        let serif = try #require(UIFont.systemFont(ofSize: 17, weight: .bold).fontDescriptor.withDesign(.serif))
        let font = UIFont(descriptor: serif, size: 0)
        #expect(font.familyName == "Georgia" && font.pointSize == 17)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont(descriptor: try #require(serif.withDesign(.default)), size: 0) == UIFont.systemFont(ofSize: 17, weight: .bold))
    }
}
