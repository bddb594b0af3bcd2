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
        header.font = .systemFont(ofSize: 13, weight: .medium)
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
        scrollView.contentOffset = CGPoint(x: 0, y: -inset)
        view.addSubview(scrollView)
        header.text = "contentInset.top \(Int(inset)) · directional lock on"
        view.addSubview(bar)
        scrollView.delegate = self
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
