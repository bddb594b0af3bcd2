#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

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

/// The paging screen: a 260 pt paging scroll view that does not clip, inside a
/// full-screen touch-delegate view, and a "Touch Test" button with its count.
final class PagingViewController: DemoViewController, UIScrollViewDelegate {
    static let diameter = 240.0, padding = 20.0, pages = 100
    private(set) var scrollView: UIScrollView!
    private(set) var touchTests = 0
    var page: Int { Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()) }

    override func buildViews() {
        let viewport = view.bounds.size
        let bar = paginationBar(on: view, title: "pagingEnabled")
        let top = bar.frame.maxY
        let pageWidth = Self.diameter + Self.padding
        let bridge = TouchDelegateView(frame: CGRect(x: 0, y: top, width: viewport.width, height: viewport.height - top))
        scrollView = UIScrollView(frame: CGRect(x: (viewport.width - pageWidth) / 2, y: 0, width: pageWidth, height: bridge.bounds.height))
        scrollView.accessibilityIdentifier = "main"
        scrollView.isPagingEnabled = true
        scrollView.clipsToBounds = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentSize = CGSize(width: pageWidth * Double(Self.pages), height: scrollView.bounds.height)
        for i in 0..<Self.pages {
            let y = (scrollView.bounds.height - Self.diameter) / 2
            scrollView.addSubview(Bubble.make(i, frame: CGRect(x: Self.padding / 2 + Double(i) * pageWidth, y: y,
                                                             width: Self.diameter, height: Self.diameter)))
        }
        // An outline of the scroll view's own frame around the bubbles, named, which
        // the neighbours bleed out of (it does not clip); it stops short of the
        // bars and the button, so no text is crossed.
        let centre = scrollView.frame.midY
        let outline = UIView(frame: CGRect(x: scrollView.frame.minX, y: centre - Self.diameter / 2 - 50,
                                           width: pageWidth, height: Self.diameter + 100))
        outline.layer.borderWidth = 1.5
        outline.layer.borderColor = UIColor.systemBlue.withAlphaComponent(0.55).cgColor
        outline.layer.cornerRadius = 6
        outline.isUserInteractionEnabled = false
        let name = UILabel(frame: CGRect(x: outline.frame.minX, y: outline.frame.minY - 24, width: pageWidth, height: 20))
        name.text = "the paging scroll view, \(Int(pageWidth)) pt"
        name.font = .systemFont(ofSize: 15, weight: .medium)
        name.textColor = UIColor.systemBlue
        name.textAlignment = .center
        name.isUserInteractionEnabled = false
        bridge.addSubview(outline)
        bridge.addSubview(name)
        bridge.addSubview(scrollView)
        bridge.touchDelegateView = scrollView
        view.addSubview(bridge)
        view.addSubview(bar)

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: viewport.height - 10 - 30 - 24, width: 100, height: 30)
        button.setTitle("Touch Test", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        view.addSubview(button)
        // The count on screen: the tap's effect is visible, not only in the trace (the
        // film's last words cite it, so it is as large and dark as the button's title).
        let count = UILabel(frame: CGRect(x: button.frame.maxX + 4, y: button.frame.minY, width: 180, height: 30))
        count.font = .systemFont(ofSize: 17, weight: .medium)
        count.textColor = .label
        count.text = "tapped 0 times"
        view.addSubview(count)
        button.addAction(UIAction { [unowned self] _ in
            touchTests += 1
            count.text = "tapped \(touchTests) time" + (touchTests == 1 ? "" : "s")
        }, for: .touchUpInside)
        scrollView.delegate = self
    }
}
