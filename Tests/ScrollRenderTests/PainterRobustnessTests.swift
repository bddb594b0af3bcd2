import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// What a user's screen can do to the painter: transforms Cairo cannot invert,
/// drawing that leaves its state behind, images that cannot be drawn. Each frame
/// must come out as UIKit would draw it, and nothing of it may reach the next
/// frame (painters are reused: a Cairo context in an error state drew every
/// later frame blank, and a film of a pop-in came out as two pictures).
@MainActor
@Suite(.serialized) struct PainterRobustnessTests {
    /// A badge that pops in from scale 0, as the standard animation does, over a
    /// red background with a blue bar beside it, all drawn by one renderer.
    @Test func aPopInFromZeroScaleDrawsEveryFrame() throws {
        let badge = box(CGRect(x: 40, y: 40, width: 40, height: 40), .green)
        let bar = box(CGRect(x: 0, y: 90, width: 120, height: 10), .blue)
        let w = window([box(CGRect(x: 0, y: 0, width: 120, height: 120), .red), badge, bar], size: CGSize(120, 120))
        let renderer = try Renderer(viewport: w.bounds.size, scale: 2)
        for (k, transform) in [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 1, y: 0),
                               CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(scaleX: 0.5, y: 0.5), .identity,
                               CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0), CGAffineTransform(scaleX: 1e-300, y: 1e-300),
                               .identity].enumerated() {
            badge.transform = transform
            let b: Bitmap
            do { b = try renderer.render(w) } catch { Issue.record("frame \(k) (\(transform)): \(error)"); continue }
            // Whatever the badge does, the rest of the frame is drawn.
            #expect(isColor(b, 10, 10, 255, 0, 0), "frame \(k): background \(b.rgba(x: 10, y: 10))")
            #expect(isColor(b, 20, 190, 0, 0, 255), "frame \(k): bar \(b.rgba(x: 20, y: 190))")
            let centre = isColor(b, 120, 120, 0, 255, 0)
            let visible = transform.a * transform.d - transform.b * transform.c != 0 && abs(transform.a) > 1e-3
            #expect(centre == visible, "frame \(k) (\(transform)): badge centre \(b.rgba(x: 120, y: 120))")
        }
    }

    /// The same through a film: every frame of the pop-in is a new picture.
    @Test func aPopInAnimationGivesAPictureAFrame() throws {
        let badge = box(CGRect(x: 40, y: 40, width: 40, height: 40), .green)
        let w = window([badge], size: CGSize(120, 120))
        let clock = w.clock
        badge.transform = CGAffineTransform(scaleX: 0, y: 0)
        UIView.animate(withDuration: 0.5) { badge.transform = .identity }
        let renderer = try Renderer(viewport: w.bounds.size, scale: 1)
        var pictures: [Bitmap] = []
        for n in 0...30 {
            clock.advance(to: Double(n) / 60)
            clock.displayLinkFired()
            pictures.append(try renderer.render(w))
        }
        #expect(!isColor(pictures[0], 60, 60, 0, 255, 0), "scale 0 draws nothing")
        #expect(isColor(pictures[30], 41, 41, 0, 255, 0), "the badge has grown to its size")
        let distinct = zip(pictures, pictures.dropFirst()).filter { $0.0 != $0.1 }.count
        #expect(distinct >= 29, "every frame of the growth is drawn (\(distinct) changes in 30 frames)")
    }

    /// A view's `draw(_:)` that saves without restoring, or moves the user space
    /// without a save: its subviews and the next views are drawn where they are.
    @Test func aViewsDrawingStateEndsWithIt() throws {
        final class Sloppy: UIView {
            override func draw(_ rect: CGRect) {
                let ctx = UIGraphicsGetCurrentContext()!
                ctx.saveGState()
                ctx.saveGState()
                ctx.translateBy(x: 50, y: 50)
                ctx.scaleBy(x: 0, y: 0)
                ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            }
        }
        let sloppy = Sloppy(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sloppy.addSubview(box(CGRect(x: 10, y: 10, width: 20, height: 20), .blue))
        let after = box(CGRect(x: 60, y: 60, width: 20, height: 20), .green)
        let w = window([sloppy, after])
        let renderer = try Renderer(viewport: w.bounds.size, scale: 1)
        for _ in 0..<2 {
            let b = try renderer.render(w)
            #expect(isColor(b, 20, 20, 0, 0, 255), "the subview: \(b.rgba(x: 20, y: 20))")
            #expect(isColor(b, 70, 70, 0, 255, 0), "the next view: \(b.rgba(x: 70, y: 70))")
            #expect(isColor(b, 90, 5, 255, 255, 255), "the background: \(b.rgba(x: 90, y: 5))")
        }
    }

    /// Operations out of balance, as no recorder makes them but a painter must
    /// survive: a restore too many, a group's end without a group, a save left open.
    @Test func unbalancedOperationsLeaveThePainterAsItWas() throws {
        let painter = try Painter(pixelWidth: 20, pixelHeight: 20, scale: 1)
        let red = Path(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        let broken = FrameDrawing(pixelWidth: 20, pixelHeight: 20, scale: 1, operations: [
            .restore, .popGroup(alpha: 1), .endMask(alpha: 1), .save, .translate(x: 10, y: 10),
            .clipRect(CGRect(x: 0, y: 0, width: 1, height: 1)), .pushGroup(alpha: 1), .concatenate(CGAffineTransform(scaleX: .nan, y: 1)),
        ])
        _ = try painter.draw(broken)
        let plain = FrameDrawing(pixelWidth: 20, pixelHeight: 20, scale: 1, operations: [.fill(red, UIColor.red.cgColor)])
        let b = try painter.draw(plain)
        #expect(isColor(b, 0, 0, 255, 0, 0) && isColor(b, 19, 19, 255, 0, 0), "\(b.rgba(x: 0, y: 0)) \(b.rgba(x: 19, y: 19))")
    }

    /// A picture too big for a raster at the frame's scale is drawn at a lower one,
    /// at every scale, never left out at one of them.
    @Test func aHugeImageIsDrawnAtEveryScale() throws {
        let huge = UIImage(size: CGSize(width: 3000, height: 3000)) { ctx in
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 3000, height: 3000))
        }
        let view = UIImageView(image: huge)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        for scale in [1.0, 2.0, 3.0] {
            let b = try render(window([view]), scale: scale)
            #expect(isColor(b, 50 * Int(scale), 50 * Int(scale), 0, 0, 255), "scale \(scale): \(b.rgba(x: 50, y: 50))")
        }
        #expect(ImageCache.rasterScale(for: CGSize(width: 3000, height: 3000), frameScale: 2) < 2)
        #expect(ImageCache.rasterScale(for: CGSize(width: 300, height: 300), frameScale: 2) == 2)
    }

    /// A PNG whose data is damaged past its header is the frame's failure, named,
    /// not a hole in the picture.
    @Test func anImageThatCannotBeDecodedIsNamed() throws {
        var png = PNGEncoder.encode(Bitmap(width: 8, height: 8))
        for i in 40..<png.count - 12 { png[i] = 0x55 }
        let view = UIImageView(image: UIImage(pngData: png))
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect {
            try render(window([view]))
        } throws: { error in
            "\(error)".hasPrefix("a frame could not be drawn: a PNG image of ") && "\(error)".contains("cannot be drawn: corrupt")
        }
    }

    /// Groups nested deeper than the painter's budget of group surfaces: the groups
    /// past it are drawn straight through at their alpha, so the surfaces held at once
    /// stay within the budget (one per level took 640 MB here), and a lone fill at the
    /// bottom comes out at the product of the 40 alphas, as the exact groups give it.
    @Test func deeplyNestedGroupsKeepToTheBudget() throws {
        let side = 2048
        let painter = try Painter(pixelWidth: side, pixelHeight: side, scale: 1)
        let all = Path(rect: CGRect(x: 0, y: 0, width: side, height: side))
        let corner = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let levels = 40, alpha = 0.95
        let nested = FrameDrawing(pixelWidth: side, pixelHeight: side, scale: 1, operations:
            [.fill(all, UIColor.white.cgColor)]
            + Array(repeating: DrawOperation.pushGroup(alpha: alpha), count: levels)
            + [.fill(corner, UIColor.red.cgColor)]
            + Array(repeating: DrawOperation.popGroup(alpha: alpha), count: levels))
        let b = try painter.draw(nested)
        #expect(painter.peakGroupBytes <= CairoCanvas.groupBudget, "\(painter.peakGroupBytes) bytes of groups at once")
        #expect(painter.peakGroupBytes >= CairoCanvas.groupBudget / 2, "the groups within the budget are still made")
        let shown = pow(alpha, Double(levels))
        let expected = UInt8((255 * (1 - shown)).rounded())
        #expect(isColor(b, 5, 5, 255, expected, expected), "\(b.rgba(x: 5, y: 5)), expected 255 \(expected) \(expected)")
        #expect(isColor(b, 100, 100, 255, 255, 255))
    }

    /// A screen that shows a new image every frame keeps the painter's memory flat:
    /// the cache holds at most its budget beyond what the frame draws.
    @Test func theImageCacheKeepsToItsBudget() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let w = window([view])
        let renderer = try Renderer(viewport: w.bounds.size, scale: 1)
        let painter = try Painter(pixelWidth: 100, pixelHeight: 100, scale: 1)
        // 48 images of 8 MB each: 384 MB drawn, more than the 256 MB budget.
        for k in 0..<48 {
            view.image = UIImage(size: CGSize(width: 1448, height: 1448)) { ctx in
                ctx.setFillColor(UIColor(white: CGFloat(k) / 48, alpha: 1).cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 1448, height: 1448))
            }
            _ = try painter.draw(renderer.record(w))
            #expect(painter.imageBytes <= ImageCache.budget + 1448 * 1448 * 4)
        }
        #expect(painter.imageCounts.evicted > 0)
    }
}
