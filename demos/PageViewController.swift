#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

// MARK: The pager

/// A child of the pager. Subclasses (named "…Page") draw their page; one
/// instance per type is kept for reuse.
class PageChildController: UIViewController {
    private let size: CGSize
    private(set) var index = -1
    /// The appearance callbacks the pager sent, for the log.
    var kind: String { Self.kind(of: type(of: self)) }
    static func kind(of type: PageChildController.Type) -> String {
        String(String(describing: type).dropLast("Page".count))
    }

    required init(size: CGSize) {
        self.size = size
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: size))
        view.clipsToBounds = true
    }

    /// Fills the page for `index` (the "network" part the pager defers).
    func load(index: Int) { self.index = index }
    /// Empties the page before it serves another index.
    func prepareForReuse() { index = -1 }
}

/// TWPageViewControllerDelegate under Swift names.
@MainActor
protocol PageViewControllerDelegate: AnyObject {
    func pageViewController(_ pager: PageViewController, prepareReuse controller: PageChildController)
    func pageViewController(_ pager: PageViewController, willAppear controller: PageChildController, at index: Int)
    func pageViewController(_ pager: PageViewController, didAppear controller: PageChildController, at index: Int)
    func pageViewController(_ pager: PageViewController, willDisappear controller: PageChildController, at index: Int)
    func pageViewController(_ pager: PageViewController, didDisappear controller: PageChildController, at index: Int)
    func pageViewController(_ pager: PageViewController, didScrollTo fraction: Double)
}

/// TWPageViewController: pages of child controllers in a paging scroll view.
final class PageViewController: NSObject, UIScrollViewDelegate {
    let scrollView: UIScrollView
    let pageCount: Int
    let childType: (Int) -> PageChildController.Type
    weak var delegate: PageViewControllerDelegate?
    private(set) var children: [Int: PageChildController] = [:]
    private(set) var pool: [String: PageChildController] = [:]
    private(set) var loads = 0
    /// Every page a child was ever loaded for.
    private(set) var loadedPages: Set<Int> = []
    private(set) var created = 0
    private(set) var currentIndex = 0
    /// The page an appearance transition is heading for, between its will- and did- calls.
    private var transitionTarget: Int?

    init(frame: CGRect, pageCount: Int, childType: @escaping (Int) -> PageChildController.Type) {
        self.pageCount = pageCount
        self.childType = childType
        scrollView = UIScrollView(frame: frame)
        super.init()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentSize = CGSize(width: frame.width * Double(pageCount), height: frame.height)
        for i in 0..<pageCount {
            let placeholder = PlaceholderPage(frame: pageFrame(i))
            scrollView.addSubview(placeholder)
        }
        scrollView.delegate = self
    }

    /// Loads the first pages; the first one appears.
    func start() {
        settle(at: 0)
    }

    var alive: [PageChildController] { Array(children.values) + Array(pool.values) }

    func pageFrame(_ i: Int) -> CGRect {
        CGRect(x: scrollView.bounds.width * Double(i), y: 0, width: scrollView.bounds.width, height: scrollView.bounds.height)
    }

    private var fraction: Double { scrollView.contentOffset.x / scrollView.bounds.width }

    // MARK: Lifecycle

    private func send(_ call: String, _ index: Int) {
        guard let c = children[index] else { return }
        switch call {
        case "willAppear": delegate?.pageViewController(self, willAppear: c, at: index)
        case "didAppear": delegate?.pageViewController(self, didAppear: c, at: index)
        case "willDisappear": delegate?.pageViewController(self, willDisappear: c, at: index)
        default: delegate?.pageViewController(self, didDisappear: c, at: index)
        }
    }

    /// While the content moves off the current page, the current child will
    /// disappear and the one it moves towards will appear (seed 003).
    func scrollViewDidScroll(_ sv: UIScrollView) {
        delegate?.pageViewController(self, didScrollTo: fraction)
        // Only the finger changes the direction; after the release the settle decides.
        guard sv.isTracking else { return }
        let offset = sv.contentOffset.x - Double(currentIndex) * sv.bounds.width
        let towards = offset > 0.5 ? currentIndex + 1 : offset < -0.5 ? currentIndex - 1 : nil
        guard towards != transitionTarget else { return }
        if let old = transitionTarget { cancelTransition(to: old) }
        if let t = towards, (0..<pageCount).contains(t) {
            transitionTarget = t
            send("willDisappear", currentIndex)
            send("willAppear", t)
        }
    }

    /// The finger turned back: the page that was to appear disappears again.
    private func cancelTransition(to target: Int) {
        send("willDisappear", target)
        send("didDisappear", target)
        send("willAppear", currentIndex)
        send("didAppear", currentIndex)
        transitionTarget = nil
    }

    func scrollViewDidEndDragging(_ sv: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle(at: Int(fraction.rounded())) }
    }
    func scrollViewDidEndDecelerating(_ sv: UIScrollView) { settle(at: Int(fraction.rounded())) }
    func scrollViewDidEndScrollingAnimation(_ sv: UIScrollView) { settle(at: Int(fraction.rounded())) }

    /// The scroll stopped on `page`: finish the appearance calls, then (and only
    /// now) load the children around it, reusing by type.
    private func settle(at page: Int) {
        let previous = currentIndex
        var pageAppears = false
        if let target = transitionTarget {
            transitionTarget = nil
            if target == page {
                send("didAppear", page)
                send("didDisappear", previous)
            } else if page == previous {
                cancelTransition(to: target)
            } else {
                // Carried past the page it was heading for (a fast multi-page flick).
                send("willDisappear", target)
                send("didDisappear", target)
                send("didDisappear", previous)
                pageAppears = true
            }
        } else if page != previous {
            send("willDisappear", previous)
            send("didDisappear", previous)
            pageAppears = true
        } else if children[page] == nil {
            pageAppears = true  // the first page
        }
        currentIndex = page
        let wanted = Set([page - 1, page, page + 1].filter { (0..<pageCount).contains($0) })
        for i in children.keys.sorted() where !wanted.contains(i) {
            let child = children.removeValue(forKey: i)!
            child.view.removeFromSuperview()
            // One cached instance per type; the others are let go.
            if pool[child.kind] == nil {
                child.prepareForReuse()
                delegate?.pageViewController(self, prepareReuse: child)
                pool[child.kind] = child
            }
        }
        for i in wanted.sorted() where children[i] == nil {
            let type = childType(i)
            let child: PageChildController
            if let reused = pool.removeValue(forKey: PageChildController.kind(of: type)) { child = reused } else {
                child = type.init(size: scrollView.bounds.size)
                created += 1
            }
            child.load(index: i)
            loads += 1
            loadedPages.insert(i)
            child.view.frame = pageFrame(i)
            scrollView.addSubview(child.view)
            children[i] = child
            // The page on screen fades in over its skeleton, as a list whose
            // content arrives does, rather than replacing it in one frame.
            if i == page {
                child.view.alpha = 0
                UIView.animate(withDuration: 0.25) { child.view.alpha = 1 }
            } else {
                child.view.alpha = 1
            }
        }
        if pageAppears {
            send("willAppear", page)
            send("didAppear", page)
        }
    }
}

/// What a page looks like before its child has loaded: a grey skeleton of the
/// news list, its lines ragged and well inside the page's edge, as text is.
final class PlaceholderPage: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func draw(_ rect: CGRect) {
        UIColor(white: 0.89, alpha: 1).setFill()
        for k in 0..<6 {
            let y = 24 + Double(k) * 92
            UIBezierPath(roundedRect: CGRect(x: 16, y: y, width: 96, height: 72), cornerRadius: 8).fill()
            let line = bounds.width - 124 - 48
            UIBezierPath(roundedRect: CGRect(x: 124, y: y + 8, width: line * (k % 2 == 0 ? 1 : 0.86), height: 14), cornerRadius: 7).fill()
            UIBezierPath(roundedRect: CGRect(x: 124, y: y + 32, width: line * 0.5, height: 14), cornerRadius: 7).fill()
        }
        "未加载 · not loaded".drawVerticallyCentred(
            in: CGRect(x: 0, y: bounds.height - 120, width: bounds.width, height: 20),
            withAttributes: textAttributes(UIFont(name: "PingFangSC-Regular", size: 13)!, UIColor(white: 0.6, alpha: 1), alignment: .center))
    }
}
