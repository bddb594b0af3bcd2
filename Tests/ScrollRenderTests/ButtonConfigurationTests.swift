import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// `UIButton.Configuration`: the styles' backgrounds and colours, the image beside
/// the title with its padding, the size's insets, and the configuration taking
/// over from the button's own titles.
@MainActor
@Suite(.serialized) struct ButtonConfigurationTests {
    func count(_ b: Bitmap, in rect: CGRect? = nil, _ test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        var n = 0
        let r = rect ?? CGRect(x: 0, y: 0, width: b.width, height: b.height)
        for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) {
            let p = b.rgba(x: x, y: y); if test(p.r, p.g, p.b) { n += 1 }
        } }
        return n
    }

    @Test func aFilledButtonIsATintedFillWithWhiteContent() throws {
        var config = UIButton.Configuration.filled()
        config.title = "Pay"
        config.image = UIImage(systemName: "creditcard")
        config.imagePadding = 8
        let button = UIButton(configuration: config)
        button.tintColor = .systemGreen
        let size = button.intrinsicContentSize
        // The medium size's insets (12 pt either side, 7 above and below) around a 20 pt image,
        // 8 pt of padding and the title.
        let title: CGSize = EstimatingTextMeasurer().size(of: "Pay", style: TextStyle(font: .systemFont(ofSize: 17, weight: .semibold)), width: .infinity)
        let width: CGFloat = 12 + 20 + 8 + title.width + 12, height: CGFloat = 7 + max(20, title.height) + 7
        #expect(size.width == width.rounded(.up))
        #expect(size.height == height.rounded(.up))
        button.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
        let b = try render(window([button], size: CGSize(width: size.width + 20, height: size.height + 20)))
        let green = count(b) { r, g, bl in g > 150 && r < 100 && bl < 120 }
        #expect(green > Int(size.width * size.height) / 2, "the fill in the tint colour")
        #expect(count(b, in: button.frame) { r, g, bl in r > 230 && g > 230 && bl > 230 } > 20, "white content on it")
        #expect(isColor(b, 2, 2, 255, 255, 255), "nothing outside the button")
    }

    @Test func stylesAndBaseColours() throws {
        func picture(_ config: UIButton.Configuration) throws -> Bitmap {
            let button = UIButton(configuration: config)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            return try render(window([button], size: CGSize(width: 120, height: 44)))
        }
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        let p = try picture(plain)
        #expect(isColor(p, 3, 22, 255, 255, 255), "no background")
        #expect(count(p) { r, g, bl in bl > 200 && r < 90 } > 20, "the title in the tint colour")
        var gray = UIButton.Configuration.gray()
        gray.title = "Gray"
        let g = try picture(gray)
        #expect(count(g, in: CGRect(x: 2, y: 2, width: 6, height: 40)) { r, g, bl in r < 250 && r > 200 && abs(Int(r) - Int(g)) < 6 } > 100)
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        tinted.baseBackgroundColor = .systemOrange
        tinted.baseForegroundColor = .black
        tinted.cornerStyle = .capsule
        let t = try picture(tinted)
        #expect(count(t, in: CGRect(x: 50, y: 2, width: 20, height: 6)) { r, g, bl in r > 240 && g > 130 && g < 170 && bl < 40 } > 50, "the base background")
        #expect(isColor(t, 1, 1, 255, 255, 255), "a capsule: the corner is outside it")
        #expect(count(t) { r, g, bl in r < 60 && g < 60 && bl < 60 } > 20, "the base foreground")
    }

    @Test func theImageGoesWhereThePlacementSays() {
        var config = UIButton.Configuration.plain()
        config.title = "Share"
        config.image = UIImage(systemName: "square.and.arrow.up")
        config.imagePlacement = .top
        config.imagePadding = 4
        config.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let button = UIButton(configuration: config)
        let title: CGSize = EstimatingTextMeasurer().size(of: "Share", style: TextStyle(font: .systemFont(ofSize: 17)), width: .infinity)
        let height: CGFloat = 2 + 20 + 4 + title.height + 2, width: CGFloat = 2 + max(20, title.width) + 2
        #expect(button.intrinsicContentSize.height == height.rounded(.up))
        #expect(button.intrinsicContentSize.width == width.rounded(.up))
        // The button's own title gives way to the configuration's.
        button.setTitle("Other", for: .normal)
        #expect(button.configuration?.title == "Share")
        // A configuration update handler runs when the state changes, and may change it.
        button.configurationUpdateHandler = { b in
            var c = b.configuration
            c?.title = b.isHighlighted ? "Pressed" : "Share"
            b.configuration = c
        }
        button.isHighlighted = true
        #expect(button.configuration?.title == "Share", "updated before the next layout, as UIKit's")
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "Pressed")
        button.isHighlighted = false
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "Share")
    }
}
