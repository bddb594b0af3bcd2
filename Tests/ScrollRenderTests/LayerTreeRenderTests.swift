import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// What Core Animation code puts on screen, through the renderer's walk of the
/// layer tree: sublayers of one's own among the views' layers, shapes, gradients,
/// text, masks, shadows, `zPosition`, and 3-D transforms with perspective.
@MainActor
@Suite(.serialized) struct LayerTreeRenderTests {
    /// Whether the pixel is close to (r, g, b) (a Bool, so that a failing expectation does not print the bitmap).
    func px(_ b: Bitmap, _ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ bl: UInt8, tolerance: Int = 2) -> Bool {
        isColor(b, x, y, r, g, bl, tolerance: tolerance)
    }

    /// The number of pixels of `b` in `rows` × `columns` that are close to (r, g, b).
    func count(_ b: Bitmap, _ r: UInt8, _ g: UInt8, _ bl: UInt8, x xs: Range<Int> = 0..<100, y ys: Range<Int> = 0..<100) -> Int {
        var n = 0
        for y in ys { for x in xs where isColor(b, x, y, r, g, bl, tolerance: 16) { n += 1 } }
        return n
    }

    @Test func aSublayerOfOnesOwnIsDrawnInItsViewBetweenTheSubviews() throws {
        let host = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let under = box(CGRect(x: 0, y: 0, width: 80, height: 40), .blue)
        host.addSubview(under)
        let red = CALayer()
        red.backgroundColor = UIColor.red.cgColor
        red.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        host.layer.addSublayer(red)
        // A view added after the layer goes over it; its layer comes after in the sublayers.
        let over = box(CGRect(x: 0, y: 50, width: 80, height: 30), .green)
        host.addSubview(over)
        #expect(host.layer.sublayers?.map { $0 === under.layer ? "under" : $0 === red ? "red" : "over" } == ["under", "red", "over"])
        let b = try render(window([host]))
        #expect(px(b, 40, 40, 255, 0, 0))      // the layer over the blue view
        #expect(px(b, 15, 25, 0, 0, 255))      // the blue view beside it
        #expect(px(b, 40, 65, 0, 255, 0))      // the green view over the layer
        #expect(px(b, 5, 5, 255, 255, 255))    // the window outside the host
    }

    @Test func zPositionPutsALayerInFrontOfLaterSiblings() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = CALayer(), back = CALayer()
        front.backgroundColor = UIColor.red.cgColor
        back.backgroundColor = UIColor.blue.cgColor
        front.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        back.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
        front.zPosition = 1
        host.layer.addSublayer(front)
        host.layer.addSublayer(back)
        let b = try render(window([host]))
        #expect(px(b, 50, 50, 255, 0, 0))
        #expect(px(b, 70, 70, 0, 0, 255))
    }

    @Test func aShapeLayerFillsAndStrokesItsPathAndDrawsOnlyUpToStrokeEnd() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = CAShapeLayer()
        // A zero-sized layer whose path lies outside its bounds, as progress rings are often made.
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
                                 clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.red.cgColor
        ring.lineWidth = 8
        ring.strokeEnd = 0.5
        host.layer.addSublayer(ring)
        let b = try render(window([host]))
        // Clockwise from the top: the right half is drawn, the left half not.
        #expect(px(b, 80, 50, 255, 0, 0))
        #expect(px(b, 20, 50, 255, 255, 255))
        #expect(px(b, 50, 50, 255, 255, 255))

        let disc = CAShapeLayer()
        disc.path = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        disc.fillColor = UIColor.blue.cgColor
        host.layer.addSublayer(disc)
        let c = try render(window([host]))
        #expect(px(c, 50, 50, 0, 0, 255))
    }

    @Test func aDashedStrokeLeavesGaps() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let line = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 50))
        line.path = path
        line.strokeColor = UIColor.black.cgColor
        line.lineWidth = 4
        line.lineDashPattern = [10, 10]
        host.layer.addSublayer(line)
        let b = try render(window([host]))
        #expect(px(b, 5, 50, 0, 0, 0) && px(b, 15, 50, 255, 255, 255) && px(b, 25, 50, 0, 0, 0))
    }

    @Test func aGradientSublayerAndATextLayerDraw() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        host.layer.addSublayer(gradient)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
        text.string = "Hello"
        text.fontSize = 24
        text.foregroundColor = UIColor.blue.cgColor
        host.layer.addSublayer(text)
        let environment = SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer())
        let b = try render(environment.run { window([host]) })
        #expect(px(b, 2, 20, 3, 3, 3, tolerance: 10) && px(b, 50, 20, 128, 128, 128, tolerance: 10))
        // Blue glyphs from the top of the text layer, none below its first line.
        #expect(count(b, 0, 0, 255, y: 50..<80) > 20)
        #expect(count(b, 0, 0, 255, y: 82..<100) == 0)
    }

    @Test func aMaskLayerShowsTheLayerOnlyWhereItIsOpaque() throws {
        let v = box(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        let mask = CAShapeLayer()
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
        v.layer.mask = mask
        let b = try render(window([v]))
        #expect(px(b, 25, 50, 255, 0, 0))
        #expect(px(b, 75, 50, 255, 255, 255))
    }

    @Test func aShadowPathCastsItsOwnShape() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.layer.shadowOpacity = 1
        v.layer.shadowRadius = 0
        v.layer.shadowOffset = .zero
        v.layer.shadowColor = UIColor.black.cgColor
        v.layer.shadowPath = CGPath(rect: CGRect(x: 60, y: 60, width: 30, height: 30), transform: nil)
        let b = try render(window([v]))
        #expect(b.rgba(x: 75, y: 75).r < 200)
        #expect(px(b, 25, 25, 255, 255, 255))
    }

    /// A card turned 50° about y with perspective: narrower than it is, its near
    /// edge taller than its far edge; turned past 90° with `isDoubleSided` off, gone.
    @Test func aLayerWithPerspectiveIsDrawnProjected() throws {
        let card = box(CGRect(x: 20, y: 20, width: 60, height: 60), .red)
        var t = CATransform3DIdentity
        t.m34 = -1 / 200
        card.layer.transform = CATransform3DRotate(t, 50 * .pi / 180, 0, 1, 0)
        let b = try render(window([card]), scale: 2)
        func redHeight(atX x: Int) -> Int { (0..<200).filter { px(b, x, $0, 255, 0, 0, tolerance: 40) }.count }
        let columns = (0..<200).filter { redHeight(atX: $0) > 0 }
        let width = (columns.last ?? 0) - (columns.first ?? 0)
        #expect(width > 50 && width < 100)   // 120 px wide flat; cos 50° · 120 ≈ 77
        let left = redHeight(atX: columns.first! + 2), right = redHeight(atX: columns.last! - 2)
        #expect(abs(left - right) > 10)      // one edge nearer the eye than the other
        #expect(redHeight(atX: 100) > 100)

        card.layer.transform = CATransform3DRotate(t, 120 * .pi / 180, 0, 1, 0)
        card.layer.isDoubleSided = false
        let c = try render(window([card]), scale: 2)
        #expect(count(c, 255, 0, 0, x: 0..<200, y: 0..<200) == 0)
        card.layer.isDoubleSided = true
        let d = try render(window([card]), scale: 2)
        #expect(count(d, 255, 0, 0, x: 0..<200, y: 0..<200) > 1000)
    }

    /// A sublayer transform with perspective applies to every sublayer, each flattened.
    @Test func aSublayerTransformGivesItsSublayersPerspective() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var p = CATransform3DIdentity
        p.m34 = -1 / 100
        host.layer.sublayerTransform = p
        let near = CALayer()
        near.backgroundColor = UIColor.red.cgColor
        near.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        near.zPosition = 50   // half-way to the eye: drawn twice as large
        host.layer.addSublayer(near)
        let b = try render(window([host]))
        #expect(px(b, 32, 50, 255, 0, 0) && px(b, 68, 50, 255, 0, 0))
        #expect(px(b, 50, 25, 255, 255, 255))
    }
}

extension Bitmap: CustomTestStringConvertible {
    /// Its size only: a failing expectation should not print every pixel.
    public var testDescription: String { "Bitmap(\(width) x \(height))" }
}
