import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// A window of `size` with a white background and the given views, without chrome.
@MainActor
func window(_ views: [UIView], size: CGSize = CGSize(100, 100)) -> UIWindow {
    let w = UIWindow(frame: CGRect(origin: .zero, size: size))
    w.backgroundColor = .white
    w.statusBarStyle = nil
    views.forEach(w.addSubview)
    return w
}

@MainActor
func render(_ w: UIWindow, scale: Double = 1) throws -> Bitmap {
    try Renderer(viewport: w.bounds.size, scale: scale).render(w)
}

@MainActor
func isColor(_ b: Bitmap, _ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ bl: UInt8, tolerance: Int = 2) -> Bool {
    let p = b.rgba(x: x, y: y)
    return abs(Int(p.r) - Int(r)) <= tolerance && abs(Int(p.g) - Int(g)) <= tolerance && abs(Int(p.b) - Int(bl)) <= tolerance
}

@MainActor
func box(_ frame: CGRect, _ color: UIColor) -> UIView {
    let v = UIView(frame: frame)
    v.backgroundColor = color
    return v
}

@MainActor
@Suite(.serialized) struct GeometryTests {
    @Test func framesLandOnTheirPixelsAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let b = try render(window([box(CGRect(x: 10, y: 20, width: 30, height: 40), .red)]), scale: scale)
            let s = Int(scale)
            #expect(b.width == 100 * s && b.height == 100 * s)
            #expect(isColor(b, 10 * s, 20 * s, 255, 0, 0) && isColor(b, 40 * s - 1, 60 * s - 1, 255, 0, 0))
            #expect(isColor(b, 10 * s - 1, 20 * s, 255, 255, 255) && isColor(b, 40 * s, 60 * s, 255, 255, 255), "scale \(scale): \(b.rgba(x: 10 * s - 1, y: 20 * s)) \(b.rgba(x: 40 * s, y: 60 * s)) \(b.rgba(x: 0, y: 0))")
        }
    }

    @Test func scrollingMovesTheContentByTheBoundsOrigin() throws {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sv.contentSize = CGSize(100, 400)
        sv.addSubview(box(CGRect(x: 0, y: 200, width: 100, height: 10), .blue))
        sv.contentOffset = CGPoint(0, 150)
        let b = try render(window([sv]))
        #expect(isColor(b, 50, 55, 0, 0, 255) && isColor(b, 50, 45, 255, 255, 255))
    }

    /// A user's scene may set any radius: NaN, infinite or huge ones draw (as no
    /// shadow, or the largest) instead of trapping or taking for ever.
    @Test func anyShadowRadiusDraws() throws {
        for radius in [Double.nan, .infinity, -5, 1e300] {
            let v = box(CGRect(x: 40, y: 40, width: 20, height: 20), .black)
            v.layer.shadowOpacity = 0.5
            v.layer.shadowRadius = radius
            let b = try render(window([v]))
            #expect(isColor(b, 50, 50, 0, 0, 0), "radius \(radius)")
        }
    }

    @Test func transformsScaleAboutTheCenter() throws {
        let v = box(CGRect(x: 40, y: 40, width: 20, height: 20), .black)
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        let b = try render(window([v]))
        #expect(isColor(b, 31, 31, 0, 0, 0) && isColor(b, 68, 68, 0, 0, 0) && isColor(b, 29, 50, 255, 255, 255))
    }

    @Test func clipsToBoundsClipsAndUnclippedChildrenBleed() throws {
        let parent = box(CGRect(x: 20, y: 20, width: 40, height: 40), .white)
        parent.addSubview(box(CGRect(x: 30, y: 0, width: 40, height: 10), .red))
        let bleeding = try render(window([parent]))
        #expect(isColor(bleeding, 80, 25, 255, 0, 0), "the child bleeds out of an unclipped parent")
        parent.clipsToBounds = true
        let clipped = try render(window([parent]))
        #expect(isColor(clipped, 80, 25, 255, 255, 255) && isColor(clipped, 55, 25, 255, 0, 0))
    }

    @Test func cornerRadiusRoundsTheBackgroundAndTheClip() throws {
        let v = box(CGRect(x: 0, y: 0, width: 60, height: 60), .black)
        v.layer.cornerRadius = 30
        let b = try render(window([v]))
        #expect(isColor(b, 1, 1, 255, 255, 255) && isColor(b, 30, 30, 0, 0, 0))
    }

    @Test func alphaBlendsAndBordersDrawInside() throws {
        let v = box(CGRect(x: 0, y: 0, width: 50, height: 50), .black)
        v.alpha = 0.5
        let w = box(CGRect(x: 50, y: 50, width: 50, height: 50), .white)
        w.layer.borderWidth = 4
        w.layer.borderColor = UIColor.blue.cgColor
        let b = try render(window([v, w]))
        #expect(isColor(b, 25, 25, 128, 128, 128))
        #expect(isColor(b, 51, 75, 0, 0, 255) && isColor(b, 56, 75, 255, 255, 255))
    }

    @Test func aGradientMaskFadesTheEdges() throws {
        let v = box(CGRect(x: 0, y: 0, width: 100, height: 20), .black)
        // A mask view whose layer is a gradient, as UIKit code fades a view.
        final class GradientMask: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
        let mask = GradientMask(frame: v.bounds)
        let gradient = mask.layer as! CAGradientLayer
        gradient.colors = [UIColor.clear.cgColor, UIColor.white.cgColor, UIColor.clear.cgColor]
        gradient.startPoint = CGPoint(0, 0.5)
        gradient.endPoint = CGPoint(1, 0.5)
        v.mask = mask
        let b = try render(window([v]))
        #expect(isColor(b, 50, 10, 0, 0, 0, tolerance: 8))
        #expect(isColor(b, 0, 10, 255, 255, 255, tolerance: 8))
        #expect(isColor(b, 25, 10, 128, 128, 128, tolerance: 10))
    }

    @Test func imageViewsFillAndFitByAspect() throws {
        // A 2:1 image, half red and half blue.
        let image = UIImage(size: CGSize(20, 10)) { ctx in
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        let fit = UIImageView(image: image, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        fit.contentMode = .scaleAspectFit
        let fill = UIImageView(image: image, frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        fill.contentMode = .scaleAspectFill
        fill.clipsToBounds = true
        let b = try render(window([fit, fill]))
        #expect(isColor(b, 5, 5, 255, 255, 255) && isColor(b, 5, 20, 255, 0, 0) && isColor(b, 35, 20, 0, 0, 255))
        #expect(isColor(b, 52, 2, 255, 0, 0) && isColor(b, 88, 38, 0, 0, 255) && isColor(b, 95, 20, 255, 255, 255))
    }

    /// An image is drawn the way up it was drawn in (UIKit's top-left origin): its first
    /// row at the top, a raster and a vector image alike, at 1× and scaled as a zoomed
    /// view is, and again once written to PNG and read back. A picture with no symmetry:
    /// a green corner at the top left, a red top half, a blue bottom half.
    @Test func imagesAreDrawnTheRightWayUp() throws {
        func picture(vector: Bool) -> UIImage {
            UIImage(size: CGSize(10, 20), vector: vector) { ctx in
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(CGRect(x: 0, y: 10, width: 10, height: 10))
                ctx.setFillColor(UIColor.green.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        func expectUpright(_ image: UIImage, _ label: String) throws {
            let plain = UIImageView(image: image, frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            // Scaled 3× about its centre and placed at the origin, as UIScrollView places its zoomed view.
            let zoomed = UIImageView(image: image, frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            zoomed.transform = CGAffineTransform(scaleX: 3, y: 3)
            zoomed.center = CGPoint(x: 20 + 15, y: 30)
            let b = try render(window([plain, zoomed], size: CGSize(60, 60)))
            #expect(isColor(b, 1, 1, 0, 255, 0) && isColor(b, 8, 1, 255, 0, 0) && isColor(b, 1, 18, 0, 0, 255)
                    && isColor(b, 8, 18, 0, 0, 255), "\(label) at 1×")
            #expect(isColor(b, 22, 3, 0, 255, 0) && isColor(b, 45, 3, 255, 0, 0) && isColor(b, 22, 57, 0, 0, 255)
                    && isColor(b, 45, 57, 0, 0, 255), "\(label) at 3×")
        }
        try expectUpright(picture(vector: false), "raster")
        try expectUpright(picture(vector: true), "vector")
        let source = try render(window([UIImageView(image: picture(vector: false), frame: CGRect(x: 0, y: 0, width: 10, height: 20))],
                                       size: CGSize(10, 20)))
        try expectUpright(try #require(UIImage(pngData: PNGEncoder.encode(source))), "PNG")
    }

    @Test func pngImagesAreDecoded() throws {
        let source = try render(window([box(CGRect(x: 0, y: 0, width: 4, height: 8), .green)], size: CGSize(8, 8)))
        let image = try #require(UIImage(pngData: PNGEncoder.encode(source)))
        #expect(image.size == CGSize(8, 8))
        let b = try render(window([UIImageView(image: image, frame: CGRect(x: 0, y: 0, width: 16, height: 16))], size: CGSize(16, 16)))
        #expect(isColor(b, 2, 8, 0, 255, 0) && isColor(b, 13, 8, 255, 255, 255))
    }
}

@MainActor
@Suite(.serialized) struct TextTests {
    @Test func onlyThePinnedFontsAreVisible() throws {
        // The faces of the pinned files (the CJK collections hold every region's
        // face) and Pango's generic names; nothing from the system.
        let families = try TextEngine.shared().families()
        let generic: Set = ["Monospace", "Sans", "Serif", "System-ui"]
        let pinned = families.filter { !generic.contains($0) }
        let faces: Set = ["Inter", "Inter Display", "Noto Serif", "Noto Color Emoji", "Material Icons"]
        #expect(pinned.allSatisfy { faces.contains($0) || $0.hasPrefix("Noto Sans CJK") || $0.hasPrefix("Noto Sans Mono CJK") }, "\(families)")
        #expect(Set(pinned).isSuperset(of: faces.union(["Noto Sans CJK SC"])))
        #expect(!families.contains { $0.hasPrefix("DejaVu") }, "the system's fonts are not seen")
    }

    @Test func sizeToFitMeasuresWithThePinnedFonts() throws {
        try SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer()).run {
        let label = UILabel(text: "Hello, world")
        label.font = .systemFont(ofSize: 17)
        label.sizeToFit()
        #expect(label.bounds.width > 80 && label.bounds.width < 110, "\(label.bounds)")
        #expect(label.bounds.height == 21, "one line of 17 pt Inter")
        let bold = UILabel(text: "Hello, world")
        bold.font = .boldSystemFont(ofSize: 17)
        bold.sizeToFit()
        #expect(bold.bounds.width > label.bounds.width)
        }
    }

    /// A label laid out in a scene and read once the scene is over (its window gone, as a test
    /// reads a screen after its film played) measures with the scene's fonts still: its fitting
    /// size agrees with the frame the layout gave it. (It measured with the estimate outside any
    /// scene: this title of two lines at 350 pt in Inter read as three, 102 pt for the 68 laid out.)
    @Test func aLabelReadAfterItsSceneMeasuresWithTheScenesFonts() throws {
        weak var window: UIWindow?
        let label = UILabel()
        label.text = "Squash and red lentil soup with coconut and ginger"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.numberOfLines = 0
        var laidOut = CGSize.zero
        try SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer()).run {
            let shown = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            label.translatesAutoresizingMaskIntoConstraints = false
            shown.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: shown.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(equalTo: shown.trailingAnchor, constant: -20),
                label.topAnchor.constraint(equalTo: shown.topAnchor, constant: 100),
            ])
            shown.layoutIfNeeded()
            laidOut = label.sizeThatFits(CGSize(width: 350, height: CGFloat.greatestFiniteMagnitude))
            window = shown
        }
        try #require(window == nil && label.window == nil, "the scene's window is gone")
        #expect(label.frame.size == CGSize(width: 350, height: 68), "two lines of 28 pt bold Inter, 34 pt each")
        #expect(label.sizeThatFits(CGSize(width: 350, height: CGFloat.greatestFiniteMagnitude)) == laidOut)
        #expect(label.intrinsicContentSize.height == label.frame.height)
    }

    @Test func wrappingAndTruncationFollowNumberOfLines() throws {
        try SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer()).run {
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4)
        let wrap = UILabel(text: text, frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        wrap.numberOfLines = 0
        wrap.sizeToFit()
        let lines = (wrap.bounds.height / 21).rounded()
        #expect(lines >= 4 && wrap.bounds.width <= 200)
        let two = UILabel(text: text, frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        two.numberOfLines = 2
        two.sizeToFit()
        #expect(two.bounds.height == 42)
        let one = UILabel(text: text, frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        one.sizeToFit()
        #expect(one.bounds.height == 21 && one.bounds.width > 1000, "one line does not wrap")
        }
    }

    @Test func textIsDrawnInsideItsLabelWithItsAlignment() throws {
        func inkColumns(_ alignment: NSTextAlignment) throws -> ClosedRange<Int> {
            let label = UILabel(text: "Page #4", frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            label.textAlignment = alignment
            let b = try render(window([label], size: CGSize(200, 40)))
            var xs: [Int] = []
            for y in 0..<40 { for x in 0..<200 where b.rgba(x: x, y: y).r < 128 { xs.append(x) } }
            return xs.min()!...xs.max()!
        }
        let left = try inkColumns(.left), center = try inkColumns(.center), right = try inkColumns(.right)
        #expect(left.lowerBound <= 2)
        #expect(abs((center.lowerBound + center.upperBound) / 2 - 100) <= 2)
        #expect(right.upperBound >= 196)
    }

    @Test func chineseTextFallsBackToTheCJKFont() throws {
        let label = UILabel(text: "推荐 热点", frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.font = .systemFont(ofSize: 17)
        let b = try render(window([label], size: CGSize(120, 30)))
        var ink = 0
        for y in 0..<30 { for x in 0..<120 where b.rgba(x: x, y: y).r < 100 { ink += 1 } }
        #expect(ink > 100, "the glyphs are drawn, not boxes of nothing")
    }
}

/// What is drawn is the presentation of a view animation, not its model value.
@MainActor
@Suite(.serialized) struct ViewAnimationDrawingTests {
    @Test func aFadeInIsDrawnHalfWayAtItsMiddle() throws {
        let v = box(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        v.alpha = 0
        let w = window([v])
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 1 })
        #expect(v.alpha == 1)
        #expect(isColor(try render(w), 50, 50, 255, 255, 255))
        w.clock.advance(to: 0.5)
        let half = try render(w)
        #expect(isColor(half, 50, 50, 255, 128, 128), "\(half.rgba(x: 50, y: 50))")
        w.clock.advance(to: 1)
        #expect(isColor(try render(w), 50, 50, 255, 0, 0))
    }

    @Test func aMoveIsDrawnWhereThePresentationIs() throws {
        let v = box(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        let w = window([v])
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.frame.origin.x = 80 })
        w.clock.advance(to: 0.5)
        let b = try render(w)
        #expect(isColor(b, 45, 10, 255, 0, 0) && isColor(b, 5, 10, 255, 255, 255) && isColor(b, 85, 10, 255, 255, 255))
    }
}
