import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// UISegmentedControl drawn as iOS 13 draws it, read back from the pixels.
@MainActor
@Suite(.serialized) struct SegmentedControlRenderTests {
    func drawn(_ name: String, _ configure: (UISegmentedControl) -> Void) throws -> Bitmap {
        let environment = SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer())
        let w = environment.run { () -> UIWindow in
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            control.frame = CGRect(x: 10, y: 10, width: 240, height: 32)
            configure(control)
            return window([control], size: CGSize(width: 260, height: 52))
        }
        let bitmap = try render(w, scale: 2)
        if let folder = ProcessInfo.processInfo.environment["SCROLLREEL_LOOK"] {
            try Data(PNGEncoder.encode(bitmap)).write(to: URL(fileURLWithPath: folder).appendingPathComponent("segmented-\(name).png"))
        }
        return bitmap
    }

    /// Whether any pixel of the 2x bitmap in the point rectangle is darker than `level`.
    func inked(_ b: Bitmap, _ rect: CGRect, darkerThan level: UInt8 = 120) -> Bool {
        (Int(rect.minY * 2)..<Int(rect.maxY * 2)).contains { y in
            (Int(rect.minX * 2)..<Int(rect.maxX * 2)).contains { x in b.rgba(x: x, y: y).r < level }
        }
    }

    @Test func theCapsuleTheThumbAndTheDividers() throws {
        let b = try drawn("third") { $0.selectedSegmentIndex = 2 }
        // The capsule: the tertiary system fill (118, 118, 128 at 12 %) over white = (239, 239, 240).
        #expect(isColor(b, 2 * 15, 2 * 26, 239, 239, 240))
        // The thumb on the third segment (x 170…250), 2 pt inside it: white.
        #expect(isColor(b, 2 * 175, 2 * 26, 255, 255, 255))
        // A divider between the first two segments (x 90), none between the second and the thumb's (x 170).
        #expect(b.rgba(x: 2 * 90, y: 2 * 26).r < 225)
        #expect(isColor(b, 2 * 170, 2 * 26, 239, 239, 240))
        // Each title is inked within its segment, centred: "Week" around x 130, not at its edges.
        #expect(inked(b, CGRect(x: 115, y: 18, width: 30, height: 16)) && !inked(b, CGRect(x: 92, y: 12, width: 10, height: 28)))
        #expect(inked(b, CGRect(x: 190, y: 18, width: 40, height: 16)))
        // Outside the control: the window's white.
        #expect(isColor(b, 2 * 5, 2 * 5, 255, 255, 255))
    }

    @Test func theSelectedSegmentTintColourFillsTheThumb() throws {
        let b = try drawn("red") { $0.selectedSegmentIndex = 0; $0.selectedSegmentTintColor = .red }
        #expect(isColor(b, 2 * 15, 2 * 26, 255, 0, 0))
        #expect(isColor(b, 2 * 95, 2 * 26, 239, 239, 240))
    }

    @Test func noSelectionDrawsEveryDivider() throws {
        let b = try drawn("none") { _ in }
        #expect(b.rgba(x: 2 * 90, y: 2 * 26).r < 225 && b.rgba(x: 2 * 170, y: 2 * 26).r < 225)
        #expect(isColor(b, 2 * 15, 2 * 26, 239, 239, 240))
    }
}
