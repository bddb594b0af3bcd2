#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// SwipeView (seed 004, Nick Lockwood's, zlib licence), its behaviour in Swift:
/// a paging carousel of reusable item views over a scroll view, horizontal or
/// vertical, edge or centre aligned, with `itemsPerPage`, an endless `wrapEnabled`
/// mode, deferred item loading, animated `scrollToItem` with its cubic
/// ease-in-out, and `autoscroll`.
///
/// `scrollOffset` is measured in items; `currentItemIndex` is it rounded (and
/// wrapped), `currentPage` is that divided by `itemsPerPage`. The seed's author
/// found both stuck and the first item misplaced when vertical with wrap: here
/// the offset is re-centred by setting `contentOffset`, which (as in UIKit) keeps a
/// running drag or deceleration going, and both indexes follow every scroll.
/// Animated scrolls and autoscroll step on SwipeView's own 1/60 s timer in the
/// common run-loop modes, as the original does (`startAnimation`).
@MainActor
protocol SwipeViewDataSource: AnyObject {
    func numberOfItems(in swipeView: SwipeView) -> Int
    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: UIView?) -> UIView
}

@MainActor
protocol SwipeViewDelegate: AnyObject {
    func swipeViewItemSize(_ swipeView: SwipeView) -> CGSize
    func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView)
    func swipeViewDidScroll(_ swipeView: SwipeView)
}

final class SwipeView: UIView, UIScrollViewDelegate {
    enum Alignment { case edge, center }

    let scrollView = UIScrollView()
    weak var dataSource: SwipeViewDataSource?
    weak var delegate: SwipeViewDelegate?
    var itemsPerPage = 1
    var wrapEnabled = false
    var alignment = Alignment.edge
    var vertical = false
    var defersItemViewLoading = false
    var bounces = true
    /// Items per second, while nobody drags.
    var autoscroll = 0.0 { didSet { updateAutoscroll(wasRunning: oldValue != 0) } }

    private(set) var numberOfItems = 0
    private(set) var itemSize = CGSize.zero
    private(set) var scrollOffset = 0.0
    private(set) var itemViews: [Int: UIView] = [:]
    private var pool: [UIView] = []
    private var lastUpdateOffset = 0.0
    private var previousItemIndex = 0
    private var suppressScrollEvent = false
    /// The scroll `scroll(byOffset:duration:)` animates: from, to, when it began, how long.
    private var scrollAnimation: (start: Double, end: Double, startTime: Double, duration: Double)?
    /// Steps the scroll animation and autoscroll while either runs.
    private var timer: Timer?
    private var autoscrollBase: (time: Double, offset: Double)?
    private(set) var viewsCreated = 0
    /// How many times the visible item views were worked out (deferral saves these).
    private(set) var loadPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        scrollView.clipsToBounds = false
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.delegate = self
        insertSubview(scrollView, at: 0)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    // MARK: Indexes

    /// The direction the items run in.
    enum Axis { case horizontal, vertical }
    private var axis: Axis { vertical ? .vertical : .horizontal }
    private var itemLength: Double { itemSize[axis] }

    var currentItemIndex: Int {
        get { clampedIndex(Int(scrollOffset.rounded())) }
        set { setScrollOffset(Double(newValue)) }
    }

    var currentPage: Int { Int((Double(currentItemIndex) / Double(itemsPerPage)).rounded()) }
    var numberOfPages: Int { Int((Double(numberOfItems) / Double(itemsPerPage)).rounded(.up)) }

    func clampedIndex(_ i: Int) -> Int {
        guard numberOfItems > 0 else { return 0 }
        return wrapEnabled ? ((i % numberOfItems) + numberOfItems) % numberOfItems : min(max(0, i), numberOfItems - 1)
    }

    func clampedOffset(_ o: Double) -> Double {
        guard numberOfItems > 0 else { return 0 }
        let n = Double(numberOfItems)
        return wrapEnabled ? o - (o / n).rounded(.down) * n : min(max(0, o), n - 1)
    }

    /// The shorter way from one offset to another, round the loop when wrapping.
    func minScrollDistance(from a: Double, to b: Double) -> Double {
        let direct = b - a
        guard wrapEnabled else { return direct }
        var wrapped = min(a, b) + Double(numberOfItems) - max(a, b)
        if a < b { wrapped = -wrapped }
        return abs(direct) <= abs(wrapped) ? direct : wrapped
    }

    // MARK: Layout

    func reloadData() {
        for (_, v) in itemViews { v.removeFromSuperview() }
        itemViews.removeAll()
        numberOfItems = dataSource?.numberOfItems(in: self) ?? 0
        itemSize = delegate?.swipeViewItemSize(self) ?? bounds.size
        updateScrollViewDimensions()
        setContentOffsetWithoutEvent(forScrollOffset: scrollOffset)
        didScroll()
    }

    private func updateScrollViewDimensions() {
        let pageLength = itemLength * Double(itemsPerPage)
        var frame = bounds
        var content = bounds.size
        switch alignment {
        case .center:
            frame[keyPath: vertical ? \CGRect.origin.y : \CGRect.origin.x] = (bounds.size[axis] - pageLength) / 2
            frame.size[axis] = pageLength
            content[axis] = itemLength * Double(numberOfItems)
        case .edge:
            frame.size[axis] = pageLength
            content[axis] = itemLength * Double(numberOfItems) - (bounds.size[axis] - pageLength)
        }
        if wrapEnabled {
            content[axis] = itemLength * Double(numberOfItems) * 3
        } else {
            content[axis] = (content[axis] / pageLength).rounded(.up) * pageLength
        }
        scrollView.frame = frame
        scrollView.contentSize = content
        scrollView.bounces = bounces && !wrapEnabled
        scrollView.alwaysBounceHorizontal = !vertical && bounces
        scrollView.alwaysBounceVertical = vertical && bounces
    }

    /// The item's position relative to the current offset, taking the short way
    /// round when wrapping (SwipeView's offsetForItemAtIndex).
    private func relativeOffset(ofItem index: Int) -> Double {
        var offset = Double(index) - scrollOffset
        if wrapEnabled {
            let n = Double(numberOfItems)
            if offset > n / 2 { offset -= n } else if offset < -n / 2 { offset += n }
        }
        return offset
    }

    private func layOutItemViews() {
        for (index, view) in itemViews {
            let along = (relativeOffset(ofItem: index) + 0.5) * itemLength + scrollView.contentOffset[axis]
            let across = scrollView.bounds.size[vertical ? .horizontal : .vertical] / 2
            view.bounds = CGRect(origin: .zero, size: itemSize)
            view.center = vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
        }
    }

    /// The items within the visible length, around the current offset.
    private func visibleIndexes() -> Set<Int> {
        guard numberOfItems > 0, itemLength > 0 else { return [] }
        let before = alignment == .center ? (bounds.size[axis] - itemLength * Double(itemsPerPage)) / 2 : 0
        let first = Int((scrollOffset - before / itemLength).rounded(.down)) - 1
        let count = Int((bounds.size[axis] / itemLength).rounded(.up)) + 2
        var out = Set<Int>()
        for i in first..<(first + count) {
            if wrapEnabled { out.insert(clampedIndex(i)) } else if (0..<numberOfItems).contains(i) { out.insert(i) }
        }
        return out
    }

    private func loadUnloadViews() {
        loadPasses += 1
        let wanted = visibleIndexes()
        // In index order, so the pool (and which view an item gets) does not
        // depend on the dictionary's per-process hash order.
        for index in itemViews.keys.sorted() where !wanted.contains(index) {
            let view = itemViews.removeValue(forKey: index)!
            view.removeFromSuperview()
            pool.append(view)
        }
        for index in wanted.sorted() where itemViews[index] == nil {
            let reused = pool.isEmpty ? nil : pool.removeFirst()
            guard let view = dataSource?.swipeView(self, viewForItemAt: index, reusing: reused) else { continue }
            if reused == nil || view !== reused { viewsCreated += 1 }
            itemViews[index] = view
            scrollView.addSubview(view)
        }
        layOutItemViews()
    }

    // MARK: Scrolling

    /// Keeps the content offset in the middle copy of the items when wrapping.
    private func recentre() {
        guard wrapEnabled, numberOfItems > 1 else { return }
        let third = scrollView.contentSize[axis] / 3
        var delta = CGPoint.zero
        if scrollView.contentOffset[axis] < third { delta[axis] = third }
        else if scrollView.contentOffset[axis] >= third * 2 { delta[axis] = -third }
        guard delta != .zero else { return }
        var p = scrollView.contentOffset
        p[axis] += delta[axis]
        suppressScrollEvent = true
        scrollView.contentOffset = p
        suppressScrollEvent = false
    }

    private func setContentOffsetWithoutEvent(forScrollOffset offset: Double) {
        var p = scrollView.contentOffset
        p[axis] = (clampedOffset(offset) + (wrapEnabled ? Double(numberOfItems) : 0)) * itemLength
        suppressScrollEvent = true
        scrollView.contentOffset = p
        suppressScrollEvent = false
    }

    private func didScroll() {
        recentre()
        let raw = scrollView.contentOffset[axis] / max(itemLength, 1e-9)
        scrollOffset = clampedOffset(raw - (wrapEnabled ? Double(numberOfItems) : 0))
        layOutItemViews()
        delegate?.swipeViewDidScroll(self)
        if !defersItemViewLoading || abs(minScrollDistance(from: lastUpdateOffset, to: scrollOffset)) >= 1 {
            lastUpdateOffset = Double(currentItemIndex)
            loadUnloadViews()
            if previousItemIndex != currentItemIndex {
                previousItemIndex = currentItemIndex
                delegate?.swipeViewCurrentItemIndexDidChange(self)
            }
        }
    }

    func setScrollOffset(_ offset: Double) {
        scrollAnimation = nil
        updateTimer()
        lastUpdateOffset = offset - 1  // force a refresh
        setContentOffsetWithoutEvent(forScrollOffset: offset)
        didScroll()
    }

    /// The seed's cubic ease-in-out.
    static func easeInOut(_ t: Double) -> Double {
        t < 0.5 ? 0.5 * pow3(t * 2) : 0.5 * pow3(t * 2 - 2) + 1
    }
    private static func pow3(_ x: Double) -> Double { x * x * x }

    func scroll(byOffset offset: Double, duration: Double) {
        guard window != nil, duration > 0 else { setScrollOffset(scrollOffset + offset); return }
        let start = scrollOffset
        let end = wrapEnabled ? start + offset : clampedOffset(start + offset)
        scrollAnimation = (start, end, CACurrentMediaTime(), duration)
        updateTimer()
    }

    func scrollToItem(at index: Int, duration: Double) {
        scroll(byOffset: minScrollDistance(from: scrollOffset, to: Double(index)), duration: duration)
    }

    func scrollToPage(_ page: Int, duration: Double) {
        scrollToItem(at: page * itemsPerPage, duration: duration)
    }

    private func updateAutoscroll(wasRunning: Bool) {
        autoscrollBase = nil
        if autoscroll == 0, wasRunning, window != nil, scrollView.isPagingEnabled {
            // Stopped between two items: settle on the nearest, as SwipeView's layout does.
            scrollToItem(at: currentItemIndex, duration: 0.25)
        }
        updateTimer()
    }

    /// SwipeView's `startAnimation`/`stopAnimation`: a step every 1/60 s on a timer in
    /// the common modes (it keeps stepping while a finger is down) while there is a
    /// scroll to animate or autoscroll is on. Each step arms the next one-shot timer:
    /// a timer still to fire is work to do, so the scene does not count as at rest
    /// in the middle of an animated scroll (a repeating timer would let it).
    private func updateTimer() {
        let needed = window != nil && (scrollAnimation != nil || autoscroll != 0)
        if needed, timer == nil {
            let t = Timer(timeInterval: 1.0 / 60, repeats: false) { [weak self] _ in
                guard let self else { return }
                timer = nil
                step()
                updateTimer()
            }
            RunLoop.main.add(t, forMode: .common)
            timer = t
        } else if !needed {
            timer?.invalidate()
            timer = nil
        }
    }

    /// SwipeView's `step`: the scroll animation's eased progress at the current
    /// time, or autoscroll, a pure function of the time since it last (re)started.
    private func step() {
        let now = CACurrentMediaTime()
        if let a = scrollAnimation {
            autoscrollBase = nil
            let p = min(max((now - a.startTime) / a.duration, 0), 1)
            lastUpdateOffset = scrollOffset - 1
            setContentOffsetWithoutEvent(forScrollOffset: a.start + (a.end - a.start) * Self.easeInOut(p))
            didScroll()
            if p == 1 { scrollAnimation = nil }
        } else if autoscroll != 0 {
            guard !scrollView.isTracking, !scrollView.isDragging, !scrollView.isDecelerating else {
                autoscrollBase = nil
                return
            }
            let base = autoscrollBase ?? (now, scrollOffset)
            autoscrollBase = base
            setContentOffsetWithoutEvent(forScrollOffset: base.offset + (now - base.time) * autoscroll)
            didScroll()
        }
    }

    /// Touches anywhere on the swipe view drive its scroll view, also outside the
    /// scroll view's own (page-sized) frame.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, self.point(inside: point, with: event) else { return nil }
        return scrollView.hitTest(convert(point, to: scrollView), with: event) ?? scrollView
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ sv: UIScrollView) {
        if !suppressScrollEvent { didScroll() }
    }

    func scrollViewDidEndDecelerating(_ sv: UIScrollView) {
        lastUpdateOffset = scrollOffset - 1
        didScroll()
    }

    func scrollViewDidEndDragging(_ sv: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { lastUpdateOffset = scrollOffset - 1; didScroll() }
    }
}

// The length along an axis, as SwipeView's `vertical` flag picks it.
private extension CGPoint {
    subscript(axis: SwipeView.Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

private extension CGSize {
    subscript(axis: SwipeView.Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
