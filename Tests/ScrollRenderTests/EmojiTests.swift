import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// Emoji are drawn in colour from the pinned Noto Color Emoji, wherever the text's
/// own face lacks them, as iOS draws Apple Color Emoji: never a missing-glyph box.
@MainActor
@Suite(.serialized) struct EmojiTests {
    func pixels(_ text: String) throws -> [(r: UInt8, g: UInt8, b: UInt8)] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.text = text
        label.font = .systemFont(ofSize: 40)
        label.textColor = .black
        let b = try render(window([label]))
        return (0..<100).flatMap { x in (0..<60).map { y in let p = b.rgba(x: x, y: y); return (p.r, p.g, p.b) } }
    }

    @Test func anEmojiInALabelIsDrawnInColour() throws {
        let apple = try pixels("🍎")
        #expect(apple.filter { $0.r > 180 && $0.g < 90 && $0.b < 90 }.count > 200, "a red apple, not black ink")
        let smile = try pixels("😀")
        #expect(smile.filter { $0.r > 200 && $0.g > 150 && $0.b < 90 }.count > 200, "a yellow face")
    }

    @Test func textAroundAnEmojiKeepsItsOwnFace() throws {
        // Black ink for the letters, colour for the emoji between them.
        let mixed = try pixels("a🍎b")
        #expect(mixed.filter { $0.r < 40 && $0.g < 40 && $0.b < 40 }.count > 20)
        #expect(mixed.filter { $0.r > 180 && $0.g < 90 && $0.b < 90 }.count > 100)
    }
}
