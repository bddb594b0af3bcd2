#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The plain screen the hostile ones build on: a list of coloured rows in a
/// scroll view named "main", and a hook for the misbehaviour.
open class ListScreen: UIViewController, UIScrollViewDelegate {
    public let scrollView = UIScrollView()
    public let badge = UIView()
    public var rows: [UIView] = []

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.accessibilityIdentifier = "main"
        scrollView.delegate = self
        view.addSubview(scrollView)
        for i in 0..<40 {
            let row = UIView()
            row.backgroundColor = UIColor(hue: CGFloat(i % 10) / 10, saturation: 0.5, brightness: 0.95, alpha: 1)
            row.layer.cornerRadius = 10
            scrollView.addSubview(row)
            rows.append(row)
        }
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 30
        badge.accessibilityIdentifier = "badge"
        view.addSubview(badge)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: 16, y: CGFloat(i) * 90 + 16, width: view.bounds.width - 32, height: 74)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(rows.count) * 90 + 16)
        if badge.transform == .identity { badge.frame = CGRect(x: view.bounds.width - 90, y: 120, width: 60, height: 60) }
    }

    // The delegate calls the screens below override (a subclass's method is
    // only the protocol's witness when the class that conforms declares it).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
