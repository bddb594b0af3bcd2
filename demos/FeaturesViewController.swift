#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The features screen: one two-dimensional scroll view of numbered cells under a
/// navigation bar with a header strip.
final class FeaturesViewController: DemoViewController, UIScrollViewDelegate {
    private(set) var scrollView: UIScrollView!
    let header = UILabel()
    private(set) var scrolledToTop = 0
    /// The content view, laid out by seed 002's rule.
    private(set) var contentView: UIView!

    override func buildViews() {
        let viewport = view.bounds.size
        view.backgroundColor = .white
        // The header strip shares the bar's material, as a scope bar does.
        header.frame = CGRect(x: 0, y: 0, width: viewport.width, height: 36)
        header.font = .systemFont(ofSize: 15, weight: .medium)
        header.textColor = UIColor.secondaryLabel
        header.textAlignment = .center
        let bar = NavigationBar(on: view, title: "Features", accessory: header)
        scrollView = UIScrollView(frame: view.bounds)
        scrollView.accessibilityIdentifier = "main"
        // The seed's code sets its insets itself (it predates the safe area), so the
        // safe area is not added on top of them.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.isDirectionalLockEnabled = true
        scrollView.backgroundColor = UIColor.systemGroupedBackground
        // Below the navigation bar and its header strip, as adjustedContentInset would put it.
        let inset = bar.frame.maxY
        scrollView.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: 34, right: 0)
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: inset - view.safeAreaInsets.top, left: 0, bottom: 0, right: 0)
        let grid = GridView()
        grid.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(grid)
        contentView = grid
        // Seed 002's rule, in Auto Layout's own terms: a content view pinned to the
        // scroll view's content edges makes contentSize = leading + content view +
        // trailing on each axis: 16 + 1200 + 16 wide, 16 + 2000 + 16 tall.
        NSLayoutConstraint.activate([
            grid.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            grid.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            scrollView.contentLayoutGuide.trailingAnchor.constraint(equalTo: grid.trailingAnchor, constant: 16),
            scrollView.contentLayoutGuide.bottomAnchor.constraint(equalTo: grid.bottomAnchor, constant: 16),
            grid.widthAnchor.constraint(equalToConstant: 1200),
            grid.heightAnchor.constraint(equalToConstant: 2000),
        ])
        // Seed 002's rule drawn where it holds: across the top margin, the leading
        // margin, the content view and the trailing margin, measured from the layout.
        let ruler = ContentSizeRuler(measuring: grid)
        ruler.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(ruler)
        NSLayoutConstraint.activate([
            ruler.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            ruler.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            ruler.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            ruler.bottomAnchor.constraint(equalTo: grid.topAnchor),
        ])
        scrollView.contentOffset = CGPoint(x: 0, y: -inset)
        view.addSubview(scrollView)
        // What the inset is for, in the reader's words (a property name and a number the
        // film never shows said nothing to a reader).
        header.text = "The inset: the grid starts below the bars"
        view.addSubview(bar)
        scrollView.delegate = self
    }

    func scrollViewShouldScrollToTop(_ sv: UIScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ sv: UIScrollView) { scrolledToTop += 1 }

    /// A dimension line across the content's top margin: the leading margin, the
    /// content view and the trailing margin, each marked and measured, so that
    /// contentSize.width = leading + content view + trailing can be read in the picture.
    final class ContentSizeRuler: UIView {
        /// The content view it measures, in the same scroll view's content.
        private weak var contentView: UIView?
        /// The widths, left to right: leading, content view, trailing (the ruler spans
        /// the whole content width, as laid out).
        private var parts: [Double] {
            guard let content = contentView?.frame else { return [] }
            return [content.minX - frame.minX, content.width, frame.maxX - content.maxX]
        }

        init(measuring contentView: UIView) {
            self.contentView = contentView
            super.init(frame: .zero)
            backgroundColor = .clear
            isUserInteractionEnabled = false
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func draw(_ rect: CGRect) {
            let ink = UIColor.systemBlue
            let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            let attributes = textAttributes(font, ink, alignment: .center)
            let mid = bounds.midY
            ink.setStroke()
            var x = 0.0
            var ticks = [x]
            for w in parts { x += w; ticks.append(x) }
            for t in ticks {
                let tick = UIBezierPath()
                tick.move(to: CGPoint(x: min(max(t, 0.75), bounds.width - 0.75), y: 2))
                tick.addLine(to: CGPoint(x: min(max(t, 0.75), bounds.width - 0.75), y: bounds.height - 2))
                tick.lineWidth = 1.5
                tick.stroke()
            }
            // As the captions write numbers: whole, "1,200".
            func number(_ w: Double) -> String {
                let n = Int(w.rounded())
                return n >= 1000 ? "\(n / 1000),\(String(format: "%03d", n % 1000))" : "\(n)"
            }
            // A margin is too narrow for words: its name and width stand beside it, on the
            // content view's side. The content view's span carries its name every 400 pt,
            // so that each screenful shows it.
            var labels: [(text: String, rect: CGRect)] = []
            func label(_ text: String, from x: Double, alignedRight: Bool = false, centred: Bool = false) {
                let width = (text as NSString).size(withAttributes: attributes).width + 8
                let left = centred ? x - width / 2 : alignedRight ? x - width : x
                labels.append((text, CGRect(x: left, y: 0, width: width, height: bounds.height)))
            }
            for (i, w) in parts.enumerated() {
                let from = ticks[i], to = ticks[i + 1]
                if i == 0 { label("margin \(number(w)) pt", from: to + 2) }
                else if i == parts.count - 1 { label("margin \(number(w)) pt", from: from - 2, alignedRight: true) }
                else {
                    for centre in stride(from: from + 200, to: to - 150, by: 400) {
                        label("content \(number(w)) pt", from: centre, centred: true)
                    }
                }
            }
            for l in labels { l.text.drawVerticallyCentred(in: l.rect, withAttributes: attributes) }
            // The line from end to end, broken where a label stands.
            var start = 0.0
            for gap in labels.map(\.rect).sorted(by: { $0.minX < $1.minX }) + [CGRect(x: bounds.width, y: 0, width: 0, height: 0)] {
                let line = UIBezierPath()
                line.move(to: CGPoint(x: start, y: mid))
                line.addLine(to: CGPoint(x: gap.minX, y: mid))
                line.lineWidth = 1
                line.stroke()
                start = gap.maxX
            }
        }
    }

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
