import ScrollReelUIKit
import ScrollSimulation

/// Seed #1, `pagingEnabled`: 240 pt bubbles 20 pt apart in a 260 pt wide paging
/// scroll view that does not clip, so the neighbours bleed in; a full-screen
/// touch-delegate view bridges touches outside it to the scroll view, and a
/// "Touch Test" button shows that other controls still get their touches.
enum PagingDemo {
    static let demo = Demo(
        id: "paging",
        summary: "#1 pagingEnabled: bleeding neighbours, touch bridging, at most one page per flick",
        defaultScript: Script(steps: [
            .wait(duration: 0.3),
            // A flick outside the scroll view's own frame: the touch-delegate view forwards it.
            // (The finger rests a moment first, so a film shows where it came down.)
            .caption(text: "A flick outside the 260 pt scroll view still pages it", duration: 1.0),
            .touchDown(at: CGPoint(x: 372, y: 520)),
            .hold(duration: 0.25),
            .moveTo(at: CGPoint(x: 252, y: 520), duration: 0.08),
            .touchUp,
            .wait(duration: 0.7),
            // A very hard flick still turns one page only.
            .caption(text: "A very hard flick turns one page only", duration: 1.0),
            .fling(scrollView: "main", velocity: CGPoint(x: 6000, y: 0), duration: 0.05),
            .wait(duration: 0.7),
            // A slow drag that does not reach half a page returns.
            .caption(text: "Less than half a page, slowly: back to the same page", duration: 1.4),
            .touchDown(at: CGPoint(x: 300, y: 430)),
            .moveTo(at: CGPoint(x: 205, y: 430), duration: 0.5),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 0.6),
            .caption(text: "Other controls still get their touches", duration: 1.0),
            .tap(at: CGPoint(x: 60, y: 799)),
            .wait(duration: 0.4),
        ]),
        build: { context in
            let c = PagingController(viewport: context.viewport)
            var scene = Scene(window: c.window, scrollViews: [("main", c.scrollView)],
                              metrics: { [c] in [.init("page", .number(Double(c.page))), .init("touchTests", .number(Double(c.touchTests)))] },
                              owners: [c])
            // The Touch Test button is at the bottom.
            scene.captionPlacement = .top
            return scene
        })
}

/// GLTouchDelegateView: touches inside it go to the view it delegates to.
final class TouchDelegateView: UIView {
    weak var touchDelegateView: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let target = touchDelegateView, self.point(inside: point, with: event) {
            let p = convert(point, to: target)
            return target.hitTest(p, with: event) ?? target
        }
        return super.hitTest(point, with: event)
    }
}

final class PagingController: UIScrollViewDelegate {
    static let diameter = 240.0, padding = 20.0, pages = 100
    let window: UIWindow
    let scrollView: UIScrollView
    private(set) var touchTests = 0
    var page: Int { Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()) }

    init(viewport: CGSize) {
        let (window, bar) = paginationWindow(viewport: viewport, title: "pagingEnabled")
        self.window = window
        let top = bar.frame.maxY
        let pageWidth = Self.diameter + Self.padding
        let bridge = TouchDelegateView(frame: CGRect(x: 0, y: top, width: viewport.width, height: viewport.height - top))
        scrollView = UIScrollView(frame: CGRect(x: (viewport.width - pageWidth) / 2, y: 0, width: pageWidth, height: bridge.bounds.height))
        scrollView.isPagingEnabled = true
        scrollView.clipsToBounds = false
        scrollView.showsHorizontalScrollIndicator = false
        // A faint outline shows the scroll view's own 260 pt frame, which the
        // neighbours bleed out of (it does not clip).
        scrollView.layer.borderWidth = 1
        scrollView.layer.borderColor = UIColor.systemBlue.withAlphaComponent(0.25).cgColor
        scrollView.contentSize = CGSize(width: pageWidth * Double(Self.pages), height: scrollView.bounds.height)
        for i in 0..<Self.pages {
            let y = (scrollView.bounds.height - Self.diameter) / 2
            scrollView.addSubview(Bubble.make(i, frame: CGRect(x: Self.padding / 2 + Double(i) * pageWidth, y: y,
                                                             width: Self.diameter, height: Self.diameter)))
        }
        bridge.addSubview(scrollView)
        bridge.touchDelegateView = scrollView
        window.addSubview(bridge)
        window.addSubview(bar)

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: viewport.height - 10 - 30 - 24, width: 100, height: 30)
        button.setTitle("Touch Test", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 15)
        window.addSubview(button)
        // The count on screen: the tap's effect is visible, not only in the trace.
        let count = UILabel(frame: CGRect(x: button.frame.maxX + 4, y: button.frame.minY, width: 160, height: 30))
        count.font = .systemFont(ofSize: 15)
        count.textColor = .secondaryLabel
        count.text = "tapped 0 times"
        window.addSubview(count)
        button.addAction(UIAction { [unowned self] _ in
            touchTests += 1
            count.text = "tapped \(touchTests) time" + (touchTests == 1 ? "" : "s")
        }, for: .touchUpInside)
        scrollView.delegate = self
    }
}
