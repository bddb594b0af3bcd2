import ScrollKit
import ScrollSimulation

/// The scroll-view features the seeds list that no other demo needs, in one
/// two-dimensional scroll view: a content view laid out by seed 002's rule
/// (contentSize = leading + content view + trailing), a content inset under a
/// header, both scroll indicators, `isDirectionalLockEnabled`, and
/// `scrollsToTop` by a tap on the status bar.
enum FeaturesDemo {
    static let demo = Demo(
        id: "features",
        summary: "contentInset, directional lock, both scroll indicators, scrollsToTop and seed 002's contentSize rule",
        defaultScript: Script(steps: [
            .wait(duration: 0.4),
            // A drag 20° off the vertical: the directional lock keeps it vertical.
            .touchDown(at: Point(x: 150, y: 650)),
            .moveTo(at: Point(x: 223, y: 450), duration: 0.4),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 0.4),
            // A true diagonal is not locked: both axes move.
            .touchDown(at: Point(x: 300, y: 650)),
            .moveTo(at: Point(x: 120, y: 470), duration: 0.4),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 0.4),
            .fling(scrollView: "main", velocity: Point(x: 0, y: 2500), duration: 0.08),
            .wait(duration: 1.4),
            // A tap on the status bar scrolls to the top (below the inset).
            .tap(at: Point(x: 195, y: 20)),
            .wait(duration: 1.0),
        ]),
        build: { context in
            let c = FeaturesController(viewport: context.viewport)
            return Scene(window: c.window, scrollViews: [("main", c.scrollView)], metrics: { [c] in c.metrics }, owners: [c])
        })
}

extension ScrollView {
    /// Seed 002's rule for a content view inside a scroll view (Auto Layout's
    /// leading/trailing/top/bottom are measured against the content size): the
    /// content view sits at (leading, top) and the content size is leading +
    /// content view + trailing on each axis. Returns the content size it set.
    @discardableResult
    func layOutContentView(_ contentView: View, size: Size, leading: Double = 0, trailing: Double = 0,
                           top: Double = 0, bottom: Double = 0) -> Size {
        contentView.frame = Rect(x: leading, y: top, width: size.width, height: size.height)
        contentSize = Size(width: leading + size.width + trailing, height: top + size.height + bottom)
        return contentSize
    }
}

final class FeaturesController: ScrollViewDelegate {
    let window: Window
    let scrollView: ScrollView
    let header = Label()
    private(set) var scrolledToTop = 0

    init(viewport: Size) {
        window = Window(frame: Rect(origin: .zero, size: viewport))
        window.backgroundColor = .white
        // The header strip shares the bar's material, as a scope bar does.
        header.frame = Rect(x: 0, y: 0, width: viewport.width, height: 36)
        header.font = .systemFont(ofSize: 13, weight: .medium)
        header.textColor = Color.secondaryLabel
        header.textAlignment = .center
        let bar = NavigationBar(window: window, title: "Features", accessory: header)
        scrollView = ScrollView(frame: window.bounds)
        scrollView.isDirectionalLockEnabled = true
        scrollView.backgroundColor = Color.systemGroupedBackground
        // Below the navigation bar and its header strip, as adjustedContentInset would put it.
        let inset = bar.frame.maxY
        scrollView.contentInset = EdgeInsets(top: inset, left: 0, bottom: 34, right: 0)
        scrollView.verticalScrollIndicatorInsets = EdgeInsets(top: inset - window.statusBarHeight)
        let grid = GridView()
        scrollView.addSubview(grid)
        // contentSize = 16 + 1200 + 16 wide, 16 + 2000 + 16 tall.
        scrollView.layOutContentView(grid, size: Size(width: 1200, height: 2000), leading: 16, trailing: 16, top: 16, bottom: 16)
        scrollView.contentOffset = Point(x: 0, y: -inset)
        window.addSubview(scrollView)
        header.text = "contentInset.top \(Int(inset)) · directional lock on"
        window.addSubview(bar)
        scrollView.delegate = self
    }

    var metrics: [JSONValue.Member] {
        [.init("contentInsetTop", .number(scrollView.contentInset.top)), .init("scrolledToTop", .number(Double(scrolledToTop)))]
    }

    func scrollViewShouldScrollToTop(_ sv: ScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ sv: ScrollView) { scrolledToTop += 1 }

    /// Numbered cells, so both directions of motion show.
    final class GridView: View {
        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            backgroundColor = .white
            layer.cornerRadius = 12
        }
        override func draw(in ctx: GraphicsContext) {
            let cell = 100.0
            var y = 0.0, row = 0
            while y < bounds.height {
                var x = 0.0, col = 0
                while x < bounds.width {
                    let r = Rect(x: x + 6, y: y + 6, width: cell - 12, height: cell - 12)
                    ctx.fill(Path(roundedRect: r, cornerRadius: 10),
                             with: Color(hue: Double((row + col) % 12) / 12, saturation: 0.25, brightness: 0.97))
                    ctx.draw("\(row),\(col)", style: TextStyle(font: .systemFont(ofSize: 15, weight: .medium),
                                                                  color: Color(white: 0.35), alignment: .center), in: r)
                    x += cell; col += 1
                }
                y += cell; row += 1
            }
        }
    }
}
