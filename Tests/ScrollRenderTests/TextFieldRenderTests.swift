import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// UITextField drawn as iOS draws it, read back from the pixels: the rounded box, the
/// placeholder's grey, the text, the caret and the clear button.
@MainActor
@Suite(.serialized) struct TextFieldRenderTests {
    func drawn(_ name: String, _ configure: (UITextField) -> Void) throws -> Bitmap {
        let environment = SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer())
        let w = environment.run { () -> UIWindow in
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 240, height: 34))
            field.borderStyle = .roundedRect
            let w = window([field], size: CGSize(width: 260, height: 54))
            w.backgroundColor = UIColor(white: 0.9, alpha: 1)
            configure(field)
            return w
        }
        let bitmap = try render(w, scale: 2)
        if let folder = ProcessInfo.processInfo.environment["SCROLLREEL_LOOK"] {
            try Data(PNGEncoder.encode(bitmap)).write(to: URL(fileURLWithPath: folder).appendingPathComponent("textfield-\(name).png"))
        }
        return bitmap
    }

    /// The darkest red value in the point rectangle of the 2x bitmap.
    func darkest(_ b: Bitmap, _ rect: CGRect) -> UInt8 {
        var m: UInt8 = 255
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) { for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) { m = min(m, b.rgba(x: x, y: y).r) } }
        return m
    }

    @Test func theRoundedBoxAndThePlaceholderInGrey() throws {
        let b = try drawn("placeholder") { $0.placeholder = "Search cities" }
        // Inside the box: white; outside: the window's grey; the box's edge a darker hairline.
        #expect(isColor(b, 2 * 200, 2 * 27, 255, 255, 255))
        #expect(isColor(b, 2 * 5, 2 * 27, 230, 230, 230))
        #expect(b.rgba(x: 2 * 100, y: 2 * 10).r < 230 && b.rgba(x: 2 * 100, y: 2 * 10).r > 150, "the hairline: black at 20 % over the grey")
        // The placeholder from x 17 (7 pt inset): grey ink, never black (placeholderText is 60,60,67 at 30 %).
        let ink = darkest(b, CGRect(x: 17, y: 17, width: 90, height: 20))
        #expect(ink < 215 && ink > 150)
        #expect(darkest(b, CGRect(x: 11, y: 17, width: 5, height: 20)) == 255, "nothing inside the 7 pt inset")
    }

    @Test func theTextInBlackTheCaretInTheTintAndTheClearButton() throws {
        let b = try drawn("editing") { field in
            field.text = "Oslo"
            field.clearButtonMode = .whileEditing
            field.becomeFirstResponder()
        }
        #expect(darkest(b, CGRect(x: 17, y: 17, width: 30, height: 20)) < 60, "the text in black")
        // The caret: a 2 pt bar of the system blue just right of the text.
        var caretX: Int?
        for x in (2 * 17)..<(2 * 150) where isColor(b, x, 2 * 27, 0, 122, 255, tolerance: 30) { caretX = x; break }
        #expect(caretX != nil && caretX! > 2 * 40)
        // The clear button: a grey disc at the right (x 226…245).
        #expect(isColor(b, 2 * 230, 2 * 27, 255, 255, 255) == false && b.rgba(x: 2 * 229, y: 2 * 27).r < 230)
    }

    @Test func secureEntryDrawsDotsNotTheText() throws {
        let plain = try drawn("plain") { $0.text = "hunter2" }
        let secure = try drawn("secure") { $0.text = "hunter2"; $0.isSecureTextEntry = true }
        #expect(darkest(secure, CGRect(x: 17, y: 17, width: 80, height: 20)) < 80)
        var differ = 0
        for y in (2 * 17)..<(2 * 37) { for x in (2 * 17)..<(2 * 100) where plain.rgba(x: x, y: y).r != secure.rgba(x: x, y: y).r { differ += 1 } }
        #expect(differ > 100)
    }
}
