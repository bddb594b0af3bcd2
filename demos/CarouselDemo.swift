import ScrollReelUIKit
import ScrollSimulation

/// The auto-scrolling banner of seed 004: eight full-width pictures and a copy of
/// the first for the wrap, a timer that turns the page every second with an
/// animated `setContentOffset`, paused while dragging and restarted 2 s after the
/// deceleration ends.
enum CarouselDemo {
    static let demo = Demo(
        id: "carousel",
        summary: "an auto-scrolling banner: a 1 s timer, the wrap back to the first page, paused by a drag",
        defaultScript: Script(duration: 8.5, steps: [
            // Start on the sixth picture so that the wrap comes soon.
            .setContentOffset(scrollView: "main", offset: CGPoint(x: 390 * 5, y: 0), animated: false),
            .wait(duration: 3.4),
            // A drag pauses the timer...
            .fling(scrollView: "main", velocity: CGPoint(x: -1200, y: 0), duration: 0.1),
            // ...which restarts 2 s after the deceleration ends.
            .wait(duration: 5.0),
        ]),
        build: { context in
            let c = CarouselController(viewport: context.viewport)
            return Scene(window: c.window, scrollViews: [("main", c.scrollView)], metrics: { [c] in c.metrics }, owners: [c])
        })
}

final class CarouselController: UIScrollViewDelegate {
    static let pictures = 8
    let window: UIWindow
    let scrollView: UIScrollView
    let pageControl = UIPageControl()
    private var timer: Timer!
    private(set) var fires = 0

    init(viewport: CGSize) {
        let w = viewport.width, h = viewport.height
        window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
        window.backgroundColor = .black
        window.statusBarStyle = .light
        scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: w * Double(Self.pictures), height: h)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        for i in 0..<Self.pictures {
            let view = UIImageView(image: Banner.image(i, size: viewport), frame: CGRect(x: w * Double(i), y: 0, width: w, height: h))
            view.tag = 100 + i
            scrollView.addSubview(view)
        }
        // A copy of the first picture after the last, for the wrap.
        let first = scrollView.subviews.first { $0.tag == 100 } as! UIImageView
        scrollView.addSubview(UIImageView(image: first.image, frame: CGRect(x: w * Double(Self.pictures), y: 0, width: w, height: h)))
        window.addSubview(scrollView)
        scrollView.tag = 100
        // The white status bar needs a dark backing on a light picture (Snow):
        // a scrim under it, as photo apps lay one.
        let scrim = GradientView(frame: CGRect(x: 0, y: 0, width: w, height: 110))
        scrim.gradientLayer.colors = [UIColor(white: 0, alpha: 0.4).cgColor, UIColor.clear.cgColor]
        scrim.isUserInteractionEnabled = false
        window.addSubview(scrim)
        pageControl.frame = CGRect(x: 0, y: h - 50 - 24, width: w, height: 50)
        pageControl.numberOfPages = Self.pictures
        // The seed's meaning (red: the others, green: the current one) in iOS's
        // tones rather than pure #FF0000 / #00FF00, on a platter that reads on
        // any picture.
        pageControl.pageIndicatorTintColor = UIColor.systemRed.withAlphaComponent(0.85)
        pageControl.currentPageIndicatorTintColor = .systemGreen
        pageControl.backgroundStyle = .prominent
        window.addSubview(pageControl)
        scrollView.delegate = self
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [unowned self] _ in circularDisplayView() }
    }

    var metrics: [JSONValue.Member] {
        [.init("currentPage", .number(Double(pageControl.currentPage))), .init("timerFires", .number(Double(fires))),
         .init("timerPaused", .bool(timer.fireDate == .distantFuture))]
    }

    /// Not in the seed (it sets the page only when the timer fires or a drag ends),
    /// but what a shipped banner does: the dot follows the picture.
    func scrollViewDidScroll(_ sv: UIScrollView) {
        pageControl.currentPage = Int((sv.contentOffset.x / sv.bounds.width).rounded()) % Self.pictures
    }

    func scrollViewWillBeginDragging(_ sv: UIScrollView) {
        timer.fireDate = .distantFuture
    }

    func scrollViewDidEndDecelerating(_ sv: UIScrollView) {
        timer.fireDate = Date(timeInterval: 2, since: Date())
        pageControl.currentPage = Int((sv.contentOffset.x / sv.bounds.width).rounded()) % Self.pictures
    }

    /// circularDisplayView of the seed.
    private func circularDisplayView() {
        fires += 1
        let w = scrollView.bounds.width
        let n = Double(Self.pictures)
        var x = scrollView.contentOffset.x + w
        if x > w * n {
            // Past the copy of the first: jump to the real first without animation.
            scrollView.contentOffset = .zero
        }
        pageControl.currentPage = x == w * n ? 0 : Int(x / w) % Self.pictures
        if x > w * n {
            pageControl.currentPage = 1
            x = w
        }
        scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
    }
}

/// The banners: eight landscapes, each its own palette, drawn from its number.
enum Banner {
    static let palettes: [(sky: [UInt32], hills: [UInt32], sun: UInt32, name: String)] = [
        ([0x1e3c72, 0x2a5298, 0x7fa6e0], [0x23404f, 0x1a2f3a, 0x0e1b22], 0xfff3c4, "Lake"),
        ([0xff7e5f, 0xfeb47b, 0xffe0b2], [0x8c3b2b, 0x6b2a1f, 0x3f1812], 0xfffbe6, "Dunes"),
        ([0x0f2027, 0x203a43, 0x2c5364], [0x1d4d3a, 0x133626, 0x0a2016], 0xd8f3ff, "Forest"),
        ([0x41295a, 0x2f0743, 0x8e44ad], [0x2b1b3d, 0x1f1230, 0x120a1f], 0xffd1f0, "Aurora"),
        ([0x56ccf2, 0x2f80ed, 0xbfe9ff], [0x3f9a4c, 0x2e7a3a, 0x1d5827], 0xffffff, "Meadow"),
        ([0xf7971e, 0xffd200, 0xfff3b0], [0x9a5b20, 0x744417, 0x4c2c0e], 0xffffff, "Canyon"),
        ([0x83a4d4, 0xb6fbff, 0xeefcff], [0xdfe9f3, 0xc1d3e6, 0x98b3cf], 0xfffbd6, "Snow"),
        ([0x232526, 0x414345, 0x6a6d70], [0x2b2b2b, 0x1c1c1c, 0x0d0d0d], 0xe8e8e8, "Night"),
    ]

    static func image(_ i: Int, size: CGSize) -> UIImage {
        UIImage(size: size, vector: true) { ctx in
            let p = palettes[i % palettes.count]
            let w = size.width, h = size.height
            let sky = p.sky.map { UIColor(hex: $0).cgColor }
            let skyStops = sky.indices.map { CGFloat($0) / CGFloat(sky.count - 1) }
            ctx.drawLinearGradient(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: sky as CFArray, locations: skyStops)!,
                                   start: .zero, end: CGPoint(x: 0, y: h * 0.7),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            let sun = CGPoint(x: w * (0.25 + 0.07 * Double(i)), y: h * 0.33)
            UIColor(hex: p.sun, alpha: 0.95).setFill()
            ctx.fillEllipse(in: CGRect(x: sun.x - 46, y: sun.y - 46, width: 92, height: 92))
            for (layer, color) in p.hills.enumerated() {
                let base = h * (0.55 + 0.12 * Double(layer))
                let hill = UIBezierPath()
                hill.move(to: CGPoint(x: 0, y: h))
                hill.addLine(to: CGPoint(x: 0, y: base))
                let peaks = 3 + layer
                for k in 0...peaks {
                    let x = w * Double(k) / Double(peaks)
                    let dy = (k + i + layer) % 2 == 0 ? -h * 0.08 : h * 0.03
                    hill.addCurve(to: CGPoint(x: x, y: base + dy), controlPoint1: CGPoint(x: x - w / Double(peaks) * 0.5, y: base - h * 0.02),
                                  controlPoint2: CGPoint(x: x - w / Double(peaks) * 0.3, y: base + dy))
                }
                hill.addLine(to: CGPoint(x: w, y: h))
                hill.close()
                UIColor(hex: color).setFill()
                hill.fill()
            }
            // A shade under the number and the name, so that white text reads
            // on a light picture too.
            let shade = [UIColor(white: 0, alpha: 0), UIColor(white: 0, alpha: 0.3), UIColor(white: 0, alpha: 0.45)].map(\.cgColor)
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: h - 300, width: w, height: 300))
            ctx.drawLinearGradient(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: shade as CFArray, locations: [0, 0.45, 1])!,
                                   start: CGPoint(x: 0, y: h - 300), end: CGPoint(x: 0, y: h), options: [])
            ctx.restoreGState()
            let number: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 64, weight: .bold), .foregroundColor: UIColor.white]
            let numberSize = String(format2: i + 1).size(withAttributes: number)
            String(format2: i + 1).draw(at: CGPoint(x: 24, y: h - 190 - numberSize.height / 2), withAttributes: number)
            let name: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 22, weight: .medium),
                                                       .foregroundColor: UIColor(white: 1, alpha: 0.85)]
            p.name.draw(at: CGPoint(x: 26, y: h - 145 - p.name.size(withAttributes: name).height / 2), withAttributes: name)
        }
    }
}

extension String {
    /// "01", "02", …
    init(format2 n: Int) { self = (n < 10 ? "0" : "") + String(n) }
}
