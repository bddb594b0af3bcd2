import ScrollReelUIKit
import ScrollSimulation

/// UIView-controller reuse (seeds 000-002): ten pages, of which only the current
/// one and its neighbours exist; the others wait in a FIFO reuse queue and are
/// dequeued before a new instance is made. A paging "nav" scroll view in the
/// title follows the main one under a clear-white-clear gradient mask.
enum ReusePagerDemo {
    static let demo = Demo(
        id: "reuse-pager",
        summary: "view-controller reuse: three live pages, a FIFO reuse queue, a linked title under a gradient mask",
        defaultScript: Script(steps: [
            .wait(duration: 0.3),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            // Half a page by hand, slowly, so the title and the dots are seen following.
            .touchDown(at: CGPoint(x: 330, y: 500)),
            .moveTo(at: CGPoint(x: 110, y: 500), duration: 0.7),
            .hold(duration: 0.1),
            .touchUp,
            .wait(duration: 0.6),
            .fling(scrollView: "main", velocity: CGPoint(x: -1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            .fling(scrollView: "main", velocity: CGPoint(x: -1500, y: 0), duration: 0.1),
            .wait(duration: 0.6),
        ]),
        build: { context in
            let c = ReusePagerController(viewport: context.viewport)
            return Scene(window: c.window, scrollViews: [("main", c.scrollView), ("nav", c.navScrollView)],
                         metrics: { [c] in c.metrics }, owners: [c])
        })
}

/// GLReusableViewController: a page that shows which page it is and which
/// instance shows it. The instance number is the proof of reuse, so it is the
/// boldest thing on the page after the page number, in its instance's colour:
/// the same three badges come back page after page.
@MainActor
final class ReusablePageController {
    let view: UIView
    let pageLabel: UILabel
    let instanceLabel: UILabel
    let numberOfInstance: Int
    /// Pastel tints of the system colours, in an order where neighbours differ.
    static let pageTints: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple,
                                     .systemYellow, .systemTeal, .systemRed, .systemIndigo, .systemMint]
        .map { UIColor.white.mixed(with: $0, 0.22) }
    /// White reads on each at the 3:1 of large text (iOS's orange for increased
    /// contrast: plain systemOrange is 2.2:1).
    static let instanceColors: [UIColor] = [.systemBlue, .systemPurple, UIColor(hex: 0xc93400)]
    var page: Int? {
        didSet {
            guard let page else { return }
            pageLabel.text = "Page #\(page)"
            view.backgroundColor = Self.pageTints[page % Self.pageTints.count]
        }
    }

    init(numberOfInstance: Int, size: CGSize) {
        self.numberOfInstance = numberOfInstance
        view = UIView(frame: CGRect(origin: .zero, size: size))
        pageLabel = UILabel(frame: CGRect(x: (size.width - 240) / 2, y: size.height / 2 - 48, width: 240, height: 48))
        pageLabel.font = .systemFont(ofSize: 36, weight: .bold)
        pageLabel.textAlignment = .center
        view.addSubview(pageLabel)
        instanceLabel = UILabel(text: "Instance #\(numberOfInstance)",
                              frame: CGRect(x: (size.width - 180) / 2, y: size.height / 2 + 12, width: 180, height: 40))
        instanceLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        instanceLabel.textAlignment = .center
        instanceLabel.textColor = .white
        instanceLabel.backgroundColor = Self.instanceColors[numberOfInstance % Self.instanceColors.count]
        instanceLabel.layer.cornerRadius = 20
        view.addSubview(instanceLabel)
    }
}

final class ReusePagerController: UIScrollViewDelegate {
    static let totalPages = 10
    let window: UIWindow
    let scrollView: UIScrollView
    let navScrollView: UIScrollView
    let pageControl = UIPageControl()
    private var reusable: [ReusablePageController] = []
    private var visible: [ReusablePageController] = []
    private var currentPage: Int?
    private var instances = 0

    init(viewport: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
        window.backgroundColor = .white
        scrollView = UIScrollView(frame: window.bounds)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentSize = CGSize(width: viewport.width * Double(Self.totalPages), height: viewport.height)
        window.addSubview(scrollView)

        // The title view: a paging nav scroll view, 200 x 44, under a
        // clear-white-clear mask. The mask is wider than the nav scroll view (which
        // does not clip), so that half-way between two pages both titles show,
        // fading, rather than neither.
        let bar = NavigationBar(window: window, title: "")
        let titleView = UIView(frame: CGRect(x: (viewport.width - 320) / 2, y: window.statusBarHeight, width: 320, height: 44))
        navScrollView = UIScrollView(frame: CGRect(x: 60, y: 0, width: 200, height: 44))
        navScrollView.isPagingEnabled = true
        navScrollView.isUserInteractionEnabled = false
        navScrollView.clipsToBounds = false
        navScrollView.showsHorizontalScrollIndicator = false
        navScrollView.contentSize = CGSize(width: 200 * Double(Self.totalPages), height: 44)
        for i in 0..<Self.totalPages {
            let title = UILabel(text: "#\(i)", frame: CGRect(x: 200 * Double(i), y: 0, width: 200, height: 44 - 12))
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
        pageControl.frame = CGRect(x: (viewport.width - 200) / 2, y: window.statusBarHeight + 29, width: 200, height: 14)
        pageControl.numberOfPages = Self.totalPages
        pageControl.pageIndicatorTintColor = UIColor(white: 0.667, alpha: 1)
        pageControl.currentPageIndicatorTintColor = .black
        bar.contentView.addSubview(pageControl)
        window.addSubview(bar)

        scrollView.delegate = self
        loadPage(0)
    }

    var metrics: [JSONValue.Member] {
        [.init("instancesCreated", .number(Double(instances))),
         .init("visiblePages", .array(visible.compactMap(\.page).sorted().map { .number(Double($0)) })),
         .init("reuseQueue", .number(Double(reusable.count)))]
    }

    private func loadPage(_ page: Int) {
        if page == currentPage { return }
        currentPage = page
        pageControl.currentPage = page
        var pagesToLoad = [page, page - 1, page + 1]
        var toEnqueue: [ReusablePageController] = []
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
    private func dequeueReusablePage() -> ReusablePageController {
        if !reusable.isEmpty { return reusable.removeFirst() }
        defer { instances += 1 }
        return ReusablePageController(numberOfInstance: instances, size: scrollView.bounds.size)
    }

    func scrollViewDidScroll(_ sv: UIScrollView) {
        guard sv === scrollView else { return }
        let navX = sv.contentOffset.x / sv.bounds.width * navScrollView.bounds.width
        navScrollView.contentOffset = CGPoint(x: navX, y: 0)
        let page = min(max(Int((sv.contentOffset.x / sv.bounds.width).rounded()), 0), Self.totalPages - 1)
        loadPage(page)
    }
}
