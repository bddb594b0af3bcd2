import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// `UIColor.tintColor` (iOS 15) resolves where it is drawn to the tint of the view drawing it, which
/// a view inherits up its superview chain to the window (system blue when nothing sets one).
@MainActor
@Suite(.serialized) struct TintColorRenderTests {
    /// The number of pixels of `b` within 3 of the colour (r, g, b).
    func count(_ b: Bitmap, _ r: UInt8, _ g: UInt8, _ bl: UInt8) -> Int {
        var n = 0
        for y in 0..<b.height { for x in 0..<b.width where isColor(b, x, y, r, g, bl, tolerance: 3) { n += 1 } }
        return n
    }

    @Test func aBackgroundOfTintColorIsTheInheritedTintAndFollowsIt() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let swatch = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        swatch.backgroundColor = .tintColor
        container.addSubview(swatch)
        let w = window([container])
        // Nothing sets a tint: the window's default, system blue (0, 122, 255).
        #expect(isColor(try render(w), 20, 20, 0, 122, 255))
        #expect(swatch.backgroundColor == .tintColor, "the view keeps the dynamic colour, not its resolution")
        // The window's tint reaches the swatch through its superview.
        w.tintColor = .systemRed
        var b = try render(w)
        #expect(isColor(b, 20, 20, 255, 59, 48))
        #expect(count(b, 255, 59, 48) == 400, "exactly the 20 × 20 swatch")
        // The nearer ancestor's tint wins; nil on it inherits the window's again.
        container.tintColor = .systemGreen
        #expect(isColor(try render(w), 20, 20, 52, 199, 89))
        container.tintColor = nil
        #expect(isColor(try render(w), 20, 20, 255, 59, 48))
        // Dimmed (as behind an alert): the tint's grey, as the view's `tintColor` is.
        w.tintAdjustmentMode = .dimmed
        b = try render(w)
        let grey = swatch.tintColor!
        #expect(grey == UIColor.systemRed.dimmedTintForTests)
        let v = UInt8((grey.cgColor.red * 255).rounded())
        #expect(isColor(b, 20, 20, v, v, v))
        w.tintAdjustmentMode = .automatic
        // Moved under a differently tinted view, it takes that tint.
        let purple = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        purple.tintColor = .systemPurple
        w.addSubview(purple)
        purple.addSubview(swatch)
        b = try render(w)
        #expect(isColor(b, 70, 70, 175, 82, 222) && isColor(b, 20, 20, 255, 255, 255))
    }

    @Test func aLabelAndAButtonDrawTintColorInTheirTint() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "MMMM"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .tintColor
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 50, width: 100, height: 40)
        button.setTitle("MMMM", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        button.setTitleColor(.tintColor, for: .normal)
        let w = window([label, button])
        w.tintColor = .systemOrange
        let b = try render(w)
        var labelInk = 0, buttonInk = 0
        for y in 0..<b.height { for x in 0..<b.width where isColor(b, x, y, 255, 149, 0, tolerance: 3) { if y < 45 { labelInk += 1 } else { buttonInk += 1 } } }
        #expect(labelInk > 150, "the label's text in the window's orange tint (\(labelInk) pixels)")
        #expect(buttonInk > 150, "the button's title in the same tint (\(buttonInk) pixels)")
        #expect(count(b, 0, 122, 255) == 0, "none of it in the default blue")
        #expect(label.textColor == .tintColor && button.titleColor(for: .normal) == .tintColor)
    }

    @Test func tintColorIsItsOwnColourAndSystemBlueOutsideAView() {
        #expect(UIColor.tintColor == UIColor.tintColor)
        #expect(UIColor.tintColor != UIColor.systemBlue, "a dynamic colour is not equal to its default resolution")
        #expect(UIColor.tintColor.cgColor == UIColor.systemBlue.cgColor, "outside a view: the app's default tint")
        // A view's own tint set to it is the inherited tint.
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.tintColor = .systemPink
        child.tintColor = .tintColor
        #expect(child.tintColor == .systemPink)
        // tintColorDidChange still reaches a view that inherits through `.tintColor`.
        final class Watcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let watcher = Watcher()
        watcher.tintColor = .tintColor
        child.addSubview(watcher)
        let before = watcher.changes
        parent.tintColor = .systemTeal
        #expect(watcher.changes == before + 1 && watcher.tintColor == .systemTeal)
    }
}

extension UIColor {
    /// The dimmed tint as `UIView.tintColor` computes it: the grey of the colour's BT.601 luma.
    var dimmedTintForTests: UIColor {
        let c = cgColor
        return UIColor(white: 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue, alpha: c.alpha)
    }
}
