import ScrollReelUIKit
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
            // (Captions name each feature as it is shown; they are not in the trace.)
            .wait(duration: 0.4),
            // A drag 20° off the vertical: the directional lock keeps it vertical.
            .caption(text: "Directional lock: a drag 20° off vertical moves only vertically", duration: 1.1),
            .touchDown(at: CGPoint(x: 150, y: 650)),
            .moveTo(at: CGPoint(x: 223, y: 450), duration: 0.4),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 0.4),
            // A true diagonal is not locked: both axes move.
            .caption(text: "A true diagonal is not locked: both axes move", duration: 1.1),
            .touchDown(at: CGPoint(x: 300, y: 650)),
            .moveTo(at: CGPoint(x: 120, y: 470), duration: 0.4),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 0.4),
            .caption(text: "A flick: both scroll indicators show while it moves", duration: 1.4),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2500), duration: 0.08),
            .wait(duration: 1.4),
            // A tap on the status bar scrolls to the top (below the inset).
            .caption(text: "scrollsToTop: a tap on the status bar goes back to the top, below the contentInset", duration: 2.0),
            .tap(at: CGPoint(x: 195, y: 20)),
            .wait(duration: 1.0),
        ]),
        build: { context in
            let c = FeaturesController(viewport: context.viewport)
            return Scene(window: c.window, scrollViews: [("main", c.scrollView)], metrics: { [c] in c.metrics }, owners: [c])
        })
}

extension UIScrollView {
    /// Seed 002's rule for a content view inside a scroll view (Auto Layout's
    /// leading/trailing/top/bottom are measured against the content size): the
    /// content view sits at (leading, top) and the content size is leading +
    /// content view + trailing on each axis. Returns the content size it set.
    @discardableResult
    func layOutContentView(_ contentView: UIView, size: CGSize, leading: Double = 0, trailing: Double = 0,
                           top: Double = 0, bottom: Double = 0) -> CGSize {
        contentView.frame = CGRect(x: leading, y: top, width: size.width, height: size.height)
        contentSize = CGSize(width: leading + size.width + trailing, height: top + size.height + bottom)
        return contentSize
    }
}

final class FeaturesController: UIScrollViewDelegate {
    let window: UIWindow
    let scrollView: UIScrollView
    let header = UILabel()
    private(set) var scrolledToTop = 0

    init(viewport: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
        window.backgroundColor = .white
        // The header strip shares the bar's material, as a scope bar does.
        header.frame = CGRect(x: 0, y: 0, width: viewport.width, height: 36)
        header.font = .systemFont(ofSize: 13, weight: .medium)
        header.textColor = UIColor.secondaryLabel
        header.textAlignment = .center
        let bar = NavigationBar(window: window, title: "Features", accessory: header)
        scrollView = UIScrollView(frame: window.bounds)
        // The seed's code sets its insets itself (it predates the safe area), so the
        // safe area is not added on top of them.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.isDirectionalLockEnabled = true
        scrollView.backgroundColor = UIColor.systemGroupedBackground
        // Below the navigation bar and its header strip, as adjustedContentInset would put it.
        let inset = bar.frame.maxY
        scrollView.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: 34, right: 0)
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: inset - window.statusBarHeight, left: 0, bottom: 0, right: 0)
        let grid = GridView()
        scrollView.addSubview(grid)
        // contentSize = 16 + 1200 + 16 wide, 16 + 2000 + 16 tall.
        scrollView.layOutContentView(grid, size: CGSize(width: 1200, height: 2000), leading: 16, trailing: 16, top: 16, bottom: 16)
        scrollView.contentOffset = CGPoint(x: 0, y: -inset)
        window.addSubview(scrollView)
        header.text = "contentInset.top \(Int(inset)) · directional lock on"
        window.addSubview(bar)
        scrollView.delegate = self
    }

    var metrics: [JSONValue.Member] {
        [.init("contentInsetTop", .number(scrollView.contentInset.top)), .init("scrolledToTop", .number(Double(scrolledToTop)))]
    }

    func scrollViewShouldScrollToTop(_ sv: UIScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ sv: UIScrollView) { scrolledToTop += 1 }

    /// Numbered cells, so both directions of motion show.
    final class GridView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func draw(_ rect: CGRect) {
            let cell = 100.0
            let label = textAttributes(.systemFont(ofSize: 15, weight: .medium), UIColor(white: 0.35, alpha: 1), alignment: .center)
            var y = 0.0, row = 0
            while y < bounds.height {
                var x = 0.0, col = 0
                while x < bounds.width {
                    let r = CGRect(x: x + 6, y: y + 6, width: cell - 12, height: cell - 12)
                    UIColor(hue: Double((row + col) % 12) / 12, saturation: 0.25, brightness: 0.97, alpha: 1).setFill()
                    UIBezierPath(roundedRect: r, cornerRadius: 10).fill()
                    "\(row),\(col)".drawVerticallyCentred(in: r, withAttributes: label)
                    x += cell; col += 1
                }
                y += cell; row += 1
            }
        }
    }
}
