#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// GLReusableViewController: a page that shows which page it is and which
/// instance shows it. The instance number is the proof of reuse, so it is the
/// boldest thing on the page after the page number, in its instance's colour:
/// the same three badges come back page after page.
final class ReusablePageViewController: UIViewController {
    private let size: CGSize
    let pageLabel = UILabel()
    let instanceLabel = UILabel()
    let numberOfInstance: Int
    /// Pastel tints of the system colours, in an order where neighbours differ.
    static let pageTints: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple,
                                     .systemYellow, .systemTeal, .systemRed, .systemIndigo, .systemMint]
        .map { UIColor.white.mixed(with: $0, 0.22) }
    /// White reads on each at the 3:1 of large text (iOS's orange for increased
    /// contrast: plain systemOrange is 2.2:1).
    static let instanceColors: [UIColor] = [.systemBlue, .systemPurple, UIColor(hex: 0xc93400)]
    /// How many pages it has shown: more than one, it was reused.
    private(set) var pagesShown = 0
    var page: Int? {
        didSet {
            guard let page else { return }
            pagesShown += 1
            pageLabel.text = "Page #\(page)"
            view.backgroundColor = Self.pageTints[page % Self.pageTints.count]
        }
    }

    init(numberOfInstance: Int, size: CGSize) {
        self.numberOfInstance = numberOfInstance
        self.size = size
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: size))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageLabel.frame = CGRect(x: (size.width - 240) / 2, y: size.height / 2 - 48, width: 240, height: 48)
        pageLabel.font = .systemFont(ofSize: 36, weight: .bold)
        pageLabel.textAlignment = .center
        view.addSubview(pageLabel)
        instanceLabel.frame = CGRect(x: (size.width - 180) / 2, y: size.height / 2 + 12, width: 180, height: 40)
        instanceLabel.text = "controller #\(numberOfInstance)"
        instanceLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        instanceLabel.textAlignment = .center
        instanceLabel.textColor = .white
        instanceLabel.backgroundColor = Self.instanceColors[numberOfInstance % Self.instanceColors.count]
        instanceLabel.layer.cornerRadius = 20
        view.addSubview(instanceLabel)
    }
}

extension UIColor {
    /// This colour a fraction `f` of the way to `other`, component by component.
    func mixed(with other: UIColor, _ f: CGFloat) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0, r2: CGFloat = 0, g2: CGFloat = 0, b2: CGFloat = 0, a2: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        other.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
        return UIColor(red: r + (r2 - r) * f, green: g + (g2 - g) * f, blue: b + (b2 - b) * f, alpha: a + (a2 - a) * f)
    }
}

/// The pager: a full-screen paging scroll view of reusable pages, and a title
/// view whose paging nav scroll view follows it under a gradient mask.
final class ReusePagerViewController: DemoViewController, UIScrollViewDelegate {
    static let totalPages = 10
    private(set) var scrollView: UIScrollView!
    private(set) var navScrollView: UIScrollView!
    let pageControl = UIPageControl()
    private var reusable: [ReusablePageViewController] = []
    private var visible: [ReusablePageViewController] = []
    private var currentPage: Int?
    private(set) var instances = 0
    /// The pages that have a view in the scroll view, in order.
    var visiblePages: [Int] { visible.compactMap(\.page).sorted() }
    /// The controller showing `page`, if it has one.
    func controller(showing page: Int) -> ReusablePageViewController? { visible.first { $0.page == page } }
    /// How many pages wait in the reuse queue.
    var reuseQueueCount: Int { reusable.count }

    override func buildViews() {
        let viewport = view.bounds.size
        view.backgroundColor = .white
        scrollView = UIScrollView(frame: view.bounds)
        scrollView.accessibilityIdentifier = "main"
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentSize = CGSize(width: viewport.width * Double(Self.totalPages), height: viewport.height)
        view.addSubview(scrollView)

        // The title view: a paging nav scroll view, 200 x 44, under a
        // clear-white-clear mask. The mask is wider than the nav scroll view (which
        // does not clip), so that half-way between two pages both titles show,
        // fading, rather than neither.
        let bar = NavigationBar(on: view, title: "")
        let titleView = UIView(frame: CGRect(x: (viewport.width - 320) / 2, y: view.safeAreaInsets.top, width: 320, height: 44))
        navScrollView = UIScrollView(frame: CGRect(x: 60, y: 0, width: 200, height: 44))
        navScrollView.accessibilityIdentifier = "nav"
        navScrollView.isPagingEnabled = true
        navScrollView.isUserInteractionEnabled = false
        navScrollView.clipsToBounds = false
        navScrollView.showsHorizontalScrollIndicator = false
        navScrollView.contentSize = CGSize(width: 200 * Double(Self.totalPages), height: 44)
        for i in 0..<Self.totalPages {
            let title = UILabel(frame: CGRect(x: 200 * Double(i), y: 0, width: 200, height: 44 - 12))
            title.text = "#\(i)"
            title.textAlignment = .center
            title.font = .boldSystemFont(ofSize: 17)
            navScrollView.addSubview(title)
        }
        titleView.addSubview(navScrollView)
        let mask = GradientView(frame: titleView.bounds)
        mask.gradientLayer.colors = [UIColor.clear.cgColor, UIColor.white.cgColor, UIColor.white.cgColor, UIColor.clear.cgColor]
        mask.gradientLayer.locations = [0, 0.3, 0.7, 1]
        mask.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        mask.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        titleView.mask = mask
        bar.contentView.addSubview(titleView)
        pageControl.frame = CGRect(x: (viewport.width - 200) / 2, y: view.safeAreaInsets.top + 29, width: 200, height: 14)
        pageControl.numberOfPages = Self.totalPages
        pageControl.pageIndicatorTintColor = UIColor(white: 0.667, alpha: 1)
        pageControl.currentPageIndicatorTintColor = .black
        bar.contentView.addSubview(pageControl)
        view.addSubview(bar)

        scrollView.delegate = self
        loadPage(0)
    }

    private func loadPage(_ page: Int) {
        if page == currentPage { return }
        currentPage = page
        pageControl.currentPage = page
        var pagesToLoad = [page, page - 1, page + 1]
        var toEnqueue: [ReusablePageViewController] = []
        for vc in visible {
            if let p = vc.page, let i = pagesToLoad.firstIndex(of: p) { pagesToLoad.remove(at: i) } else { toEnqueue.append(vc) }
        }
        for vc in toEnqueue {
            vc.view.removeFromSuperview()
            visible.removeAll { $0 === vc }
            reusable.append(vc)  // enqueue
        }
        for p in pagesToLoad where p >= 0 && p < Self.totalPages {
            let vc = dequeueReusablePage()
            vc.page = p
            vc.view.frame = CGRect(x: scrollView.bounds.width * Double(p), y: 0,
                                 width: scrollView.bounds.width, height: scrollView.bounds.height)
            scrollView.addSubview(vc.view)
            visible.append(vc)
        }
    }

    /// The first of the queue, else a new instance.
    private func dequeueReusablePage() -> ReusablePageViewController {
        if !reusable.isEmpty { return reusable.removeFirst() }
        defer { instances += 1 }
        return ReusablePageViewController(numberOfInstance: instances, size: scrollView.bounds.size)
    }

    func scrollViewDidScroll(_ sv: UIScrollView) {
        guard sv === scrollView else { return }
        let navX = sv.contentOffset.x / sv.bounds.width * navScrollView.bounds.width
        navScrollView.contentOffset = CGPoint(x: navX, y: 0)
        let page = min(max(Int((sv.contentOffset.x / sv.bounds.width).rounded()), 0), Self.totalPages - 1)
        loadPage(page)
    }
}
