#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A hero carousel: full-width pages that a timer turns every three seconds,
/// a page control that follows, and flicks that always end on a page (the
/// target rewritten in `scrollViewWillEndDragging`).
public final class HeroCarouselViewController: UIViewController, UIScrollViewDelegate {
    private let titles = ["Spring Sale", "New Arrivals", "Members Week", "Gift Guide", "Last Chance"]
    private let colors: [UIColor] = [.systemPink, .systemIndigo, .systemTeal, .systemOrange, .systemPurple]
    public let scrollView = UIScrollView()
    private let pageControl = UIPageControl()
    private var pages: [UIView] = []
    private var timer: Timer?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        scrollView.accessibilityIdentifier = "carousel"
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.decelerationRate = .fast
        scrollView.delegate = self
        view.addSubview(scrollView)
        for (i, title) in titles.enumerated() {
            let page = UIView()
            page.backgroundColor = colors[i]
            page.layer.cornerRadius = 16
            let label = UILabel()
            label.text = title
            label.textColor = .white
            label.font = .systemFont(ofSize: 30, weight: .heavy)
            label.textAlignment = .center
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            page.addSubview(label)
            scrollView.addSubview(page)
            pages.append(page)
        }
        pageControl.numberOfPages = titles.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        view.addSubview(pageControl)
        timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.showNextPage() }
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        scrollView.frame = CGRect(x: 0, y: view.safeAreaInsets.top + 40, width: width, height: 260)
        for (i, page) in pages.enumerated() {
            page.frame = CGRect(x: CGFloat(i) * width + 16, y: 0, width: width - 32, height: 260)
            page.subviews.first?.frame = page.bounds
        }
        scrollView.contentSize = CGSize(width: width * CGFloat(pages.count), height: 260)
        pageControl.frame = CGRect(x: 0, y: scrollView.frame.maxY + 12, width: width, height: 26)
    }

    private var pageWidth: CGFloat { scrollView.bounds.width }

    private func showNextPage() {
        let next = (pageControl.currentPage + 1) % pages.count
        scrollView.setContentOffset(CGPoint(x: CGFloat(next) * pageWidth, y: 0), animated: true)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard pageWidth > 0 else { return }
        pageControl.currentPage = Int((scrollView.contentOffset.x / pageWidth).rounded())
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let current = (scrollView.contentOffset.x / pageWidth).rounded()
        var page = (targetContentOffset.pointee.x / pageWidth).rounded()
        page = min(max(page, current - 1), current + 1)
        page = min(max(page, 0), CGFloat(pages.count - 1))
        targetContentOffset.pointee.x = page * pageWidth
    }
}
