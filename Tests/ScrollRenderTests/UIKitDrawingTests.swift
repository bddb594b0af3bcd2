import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// A view's own `draw(_:)`, written as for iOS, reaches the pixels: Core Graphics
/// calls, `UIBezierPath`, string drawing, a gradient layer and an image renderer.
@MainActor
@Suite(.serialized) struct UIKitDrawingTests {
    /// Left half red through the context, a blue circle through a Bézier path.
    final class Shapes: UIView {
        override func draw(_ rect: CGRect) {
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 60, y: 10, width: 30, height: 30)).fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 80))
            line.addLine(to: CGPoint(x: 100, y: 80))
            line.lineWidth = 4
            UIColor.green.setStroke()
            line.stroke()
        }
    }

    @Test func drawRectDrawsThroughTheCurrentContext() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let b = try render(window([Shapes(frame: CGRect(x: 0, y: 0, width: 100, height: 100))]))
        #expect(isColor(b, 10, 50, 255, 0, 0) && isColor(b, 75, 25, 0, 0, 255) && isColor(b, 75, 60, 255, 255, 255))
        #expect(isColor(b, 75, 80, 0, 255, 0) && isColor(b, 75, 85, 255, 255, 255))
        // Outside a draw, there is no current context again.
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// A view that draws a colour it is given, and asks to be drawn again when given another.
    final class Swatch: UIView {
        var color = UIColor.red { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            color.setFill()
            UIBezierPath(rect: bounds).fill()
        }
    }

    @Test func setNeedsDisplayDrawsTheNewContentAtTheNextFrame() throws {
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let w = window([swatch])
        let renderer = try Renderer(viewport: w.bounds.size, scale: 1)
        #expect(isColor(try renderer.render(w), 50, 50, 255, 0, 0))
        swatch.color = .blue
        #expect(isColor(try renderer.render(w), 50, 50, 0, 0, 255))
        swatch.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(isColor(try renderer.render(w), 50, 50, 0, 0, 255))
    }

    /// A clip and a gradient: only the clipped band is painted, dark to light.
    final class Band: UIView {
        override func draw(_ rect: CGRect) {
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 40, width: 100, height: 20))
            let colors = [UIColor.black.cgColor, UIColor.white.cgColor]
            ctx.drawLinearGradient(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])!,
                                   start: .zero, end: CGPoint(x: 100, y: 0), options: [])
            ctx.restoreGState()
            // After the restore, the clip is gone.
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 90, width: 100, height: 10))
        }
    }

    @Test func aGradientFillsTheClipOnly() throws {
        let b = try render(window([Band(frame: CGRect(x: 0, y: 0, width: 100, height: 100))]))
        #expect(isColor(b, 2, 50, 5, 5, 5, tolerance: 8) && isColor(b, 50, 50, 128, 128, 128, tolerance: 8))
        #expect(isColor(b, 50, 20, 255, 255, 255) && isColor(b, 50, 70, 255, 255, 255))
        #expect(isColor(b, 50, 95, 255, 0, 0))
    }

    /// Text drawn in a rectangle starts at its top, wraps at its width, and is
    /// measured with the scene's fonts.
    final class Words: UIView {
        var measured = CGSize.zero
        override func draw(_ rect: CGRect) {
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20, weight: .bold), .foregroundColor: UIColor.black]
            measured = "Hello".size(withAttributes: attributes)
            "Hello".draw(in: CGRect(x: 0, y: 0, width: 100, height: 100), withAttributes: attributes)
        }
    }

    @Test func stringsDrawFromTheTopOfTheirRectangle() throws {
        let v = Words(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let environment = SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer())
        let w = environment.run { window([v]) }
        let b = try render(w)
        #expect(v.measured.width > 40 && v.measured.width < 70 && v.measured.height > 20 && v.measured.height < 30)
        func inked(_ rows: Range<Int>) -> Bool {
            rows.contains { y in (0..<100).contains { x in b.rgba(x: x, y: y).r < 128 } }
        }
        #expect(inked(0..<Int(v.measured.height)))
        #expect(!inked(Int(v.measured.height) + 1..<100))
    }

    final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }

    @Test func aGradientLayerPaintsTheViewOverItsBackground() throws {
        let v = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = try #require(v.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        // Locations of another count than the colours are ignored (evenly spaced), not a crash.
        gradient.locations = [0]
        let b = try render(window([v]))
        #expect(isColor(b, 50, 1, 253, 0, 2, tolerance: 6) && isColor(b, 50, 98, 2, 0, 253, tolerance: 6))
        #expect(isColor(b, 50, 50, 128, 0, 128, tolerance: 8))
    }

    @Test func anImageRendererRunsItsBlockOnceAndDrawsWhatItDrew() throws {
        var runs = 0
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            runs += 1
            UIColor.magenta.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.image = image
        let b = try render(window([view]), scale: 2)
        _ = try render(window([view]), scale: 1)
        #expect(runs == 1)
        #expect(isColor(b, 50, 50, 255, 0, 255) && isColor(b, 150, 150, 255, 255, 255))
    }

    /// A justified paragraph's first line reaches the right edge; a natural one does not.
    final class Paragraph: UIView {
        let alignment: NSTextAlignment
        init(_ alignment: NSTextAlignment) { self.alignment = alignment; super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func draw(_ rect: CGRect) {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            "aa bb cc dd ee ff gg hh ii jj kk ll".draw(in: bounds, withAttributes: [.font: UIFont.systemFont(ofSize: 12), .paragraphStyle: style])
        }
    }

    @Test func justifiedTextFillsItsLines() throws {
        let environment = SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer())
        func rightmostInkOfTheFirstLine(_ alignment: NSTextAlignment) throws -> Int {
            let b = try render(environment.run { window([Paragraph(alignment)]) })
            return (0..<14).flatMap { y in (0..<100).filter { x in b.rgba(x: x, y: y).r < 160 } }.max() ?? 0
        }
        let justified = try rightmostInkOfTheFirstLine(.justified), natural = try rightmostInkOfTheFirstLine(.natural)
        #expect(justified >= 96 && natural < justified - 2, "justified \(justified), natural \(natural)")
    }

    /// Hostile numbers draw nothing and leave the rest of the frame drawn.
    final class Hostile: UIView {
        override func draw(_ rect: CGRect) {
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 200, y: 200, width: 10, height: 10))  // outside the bounds: an empty clip
            let colors = [UIColor.black.cgColor, UIColor.white.cgColor]
            ctx.drawLinearGradient(CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil)!,
                                   start: .zero, end: CGPoint(x: Double.nan, y: 0), options: [])
            ctx.restoreGState()
            "x".draw(at: CGPoint(x: Double.nan, y: Double.infinity), withAttributes: nil)
            "x".draw(in: CGRect(x: Double.nan, y: 0, width: 10, height: 10), withAttributes: nil)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        }
    }

    @Test func hostileNumbersDrawNothing() throws {
        let b = try render(window([Hostile(frame: CGRect(x: 0, y: 0, width: 100, height: 100))]))
        #expect(isColor(b, 25, 25, 255, 0, 0) && isColor(b, 75, 75, 255, 255, 255))
    }

    /// A renderer of bounds that do not start at the origin: a gradient with no clip
    /// fills the whole image, drawn in the bounds' coordinates.
    @Test func aRendererWithAnOffsetOriginFillsItsWholeImage() throws {
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 10, height: 10)).image { ctx in
            let colors = [UIColor.red.cgColor, UIColor.red.cgColor]
            ctx.cgContext.drawLinearGradient(CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil)!,
                                             start: CGPoint(x: 100, y: 100), end: CGPoint(x: 110, y: 110), options: [])
        }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.image = image
        let b = try render(window([view]))
        #expect(isColor(b, 1, 1, 255, 0, 0) && isColor(b, 8, 8, 255, 0, 0))
    }

    /// A path that opens with an arc closes back to where the arc began.
    @Test func aPathOpeningWithAnArcClosesToTheArcsStart() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        path.close()
        #expect(abs(path.currentPoint.x - 60) < 1e-9 && abs(path.currentPoint.y - 50) < 1e-9)
    }
}
