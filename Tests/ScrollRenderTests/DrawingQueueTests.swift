import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

/// A screen with everything the painter does: text in a scroll view, a vector
/// image, a view faded as a group, a masked one, a shadow, and a material over
/// the scrolling content; `scroll` moves the content.
@MainActor
private final class Screen {
    let window: UIWindow
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
    let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let title = UILabel(frame: CGRect(x: 8, y: 8, width: 144, height: 24))

    init() {
        scrollView.contentSize = CGSize(width: 160, height: 2000)
        for i in 0..<40 {
            let row = UILabel(frame: CGRect(x: 10, y: Double(i) * 50, width: 140, height: 40))
            row.text = "Row \(i) — 第\(i)行"
            row.backgroundColor = UIColor(hue: Double(i % 7) / 7, saturation: 0.6, brightness: 0.9, alpha: 1)
            row.layer.cornerRadius = 8
            row.clipsToBounds = true
            scrollView.addSubview(row)
        }
        let dot = UIImageView(frame: CGRect(x: 110, y: 60, width: 30, height: 30))
        dot.image = UIImage(size: CGSize(width: 10, height: 10), vector: true) { ctx in
            ctx.setFillColor(UIColor.systemRed.cgColor)
            ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        dot.alpha = 0.6
        scrollView.addSubview(dot)
        let card = UIView(frame: CGRect(x: 20, y: 120, width: 80, height: 50))
        card.backgroundColor = .systemBlue
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 4
        let mask = UIView(frame: card.bounds.insetBy(dx: 10, dy: 10))
        mask.backgroundColor = .black
        card.mask = mask
        scrollView.addSubview(card)
        bar.frame = CGRect(x: 0, y: 0, width: 160, height: 40)
        bar.contentView.addSubview(title)
        window = ScrollRenderTests.window([scrollView, bar], size: CGSize(160, 240))
    }

    func scroll(to y: Double) { scrollView.contentOffset = CGPoint(x: 0, y: y) }
}

@MainActor
@Suite(.serialized) struct DrawingQueueTests {
    /// Recorded here and drawn on two threads, the frames are the frames drawn
    /// in place, one after another, in order.
    @Test func framesDrawnOnEveryCoreAreTheFramesDrawnInPlace() throws {
        let screen = Screen()
        let recorder = try Renderer(viewport: screen.window.bounds.size, scale: 2)
        let inPlace = try Renderer(viewport: screen.window.bounds.size, scale: 2)
        var expected: [Bitmap] = [], got: [(Int, Bitmap)] = []
        let queue = DrawingQueue<Int>(workers: 2) { got.append(($1, $0)) }
        let offsets: [Double] = [0, 7.5, 15, 15, 15, 40, 90.25, 300, 300, 1200]
        for (i, y) in offsets.enumerated() {
            screen.scroll(to: y)
            screen.title.text = "Frame \(i / 3)"
            expected.append(try inPlace.render(screen.window))
            try queue.submit(recorder.record(screen.window), i)
        }
        try queue.finish()
        #expect(got.map(\.0) == Array(offsets.indices), "handed back in order, each once")
        for (i, picture) in got { #expect(picture == expected[i], "frame \(i)") }
        // Frame 4 repeats frame 3 (same offset, same title), 8 repeats 7.
        #expect(queue.drawnFrames == offsets.count - 2)
    }

    /// One film after another (`render --all`), the second draws on the painter
    /// the first made, warm, and its frames are still the frames a fresh painter
    /// draws.
    @Test func aSecondFilmDrawsOnTheFirstFilmsPainterAndTheSamePixels() throws {
        // Scale 3: frames no other test draws, so that the count is this test's own.
        func film(_ title: String) throws -> (pictures: [Bitmap], expected: [Bitmap]) {
            let screen = Screen()
            let size = screen.window.bounds.size
            let recorder = try Renderer(viewport: size, scale: 3), fresh = try Renderer(viewport: size, scale: 3)
            var pictures: [Bitmap] = [], expected: [Bitmap] = []
            for (i, y) in [0, 12.5, 40, 400].enumerated() {
                screen.scroll(to: y)
                screen.title.text = "\(title) \(i)"
                expected.append(try fresh.render(screen.window))
                // One at a time: one painter suffices.
                pictures.append(try Painters.shared.paint(recorder.record(screen.window)))
            }
            return (pictures, expected)
        }
        let before = Painters.shared.paintersMade(pixelWidth: 480, pixelHeight: 720, scale: 3)
        let first = try film("First")
        #expect(Painters.shared.paintersMade(pixelWidth: 480, pixelHeight: 720, scale: 3) == before + 1)
        let second = try film("Second")
        #expect(Painters.shared.paintersMade(pixelWidth: 480, pixelHeight: 720, scale: 3) == before + 1, "no painter made for the second film")
        #expect(first.pictures == first.expected)
        #expect(second.pictures == second.expected)
    }

    /// At most a frame per worker, and one more, waits to be handed back.
    @Test func theQueueHoldsAtMostOneFrameMoreThanItHasWorkers() throws {
        let screen = Screen()
        let renderer = try Renderer(viewport: screen.window.bounds.size, scale: 1)
        var handedBack = 0
        let queue = DrawingQueue<Int>(workers: 1) { _, _ in handedBack += 1 }
        for i in 0..<12 {
            screen.scroll(to: Double(i) * 10)
            try queue.submit(renderer.record(screen.window), i)
            #expect(i + 1 - handedBack <= 2, "after frame \(i): \(i + 1 - handedBack) in flight")
        }
        try queue.finish()
        #expect(handedBack == 12)
    }

    /// A material whose content under it did not change is not blurred again,
    /// and the frame is the same as one blurred afresh.
    @Test func aMaterialOverStillContentIsBlurredOnce() throws {
        let screen = Screen()
        let renderer = try Renderer(viewport: screen.window.bounds.size, scale: 2)
        let painter = try Painter(pixelWidth: renderer.pixelWidth, pixelHeight: renderer.pixelHeight, scale: 2)
        screen.title.text = "One"
        _ = try painter.draw(renderer.record(screen.window))
        #expect(painter.backdrops == (made: 1, reused: 0))
        // Only what is drawn over the material changes: its blur is kept.
        screen.title.text = "Two"
        let second = renderer.record(screen.window)
        let kept = try painter.draw(second)
        #expect(painter.backdrops == (made: 1, reused: 1))
        #expect(kept == (try Renderer(viewport: screen.window.bounds.size, scale: 2).draw(second)))
        // The content under it moves: blurred again.
        screen.scroll(to: 3)
        _ = try painter.draw(renderer.record(screen.window))
        #expect(painter.backdrops == (made: 2, reused: 1))
    }

    /// A material blurs what lies under it: the bar over a red row is reddish,
    /// and the row's edges are soft.
    @Test func aMaterialShowsWhatIsUnderItBlurred() throws {
        let row = box(CGRect(x: 0, y: 20, width: 100, height: 10), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let b = try render(window([row, bar]), scale: 2)
        let inRow = b.rgba(x: 100, y: 50)
        #expect(Int(inRow.r) > Int(inRow.g) + 15, "red shows through the white material: \(inRow)")
        // Blurred: the row's edge at y = 20 pt is spread over several pixels.
        let column = (30...50).map { Int(b.rgba(x: 100, y: $0).g) }
        #expect(Set(column).count > 5, "a soft edge, not a step: \(column)")
    }
}
