/// What watches a scroll view besides its delegate, as UIKit's own containers do
/// (a navigation bar whose large title follows the content, a sheet that takes the
/// drag over at the content's top edge): told of every move of the content and of
/// every change of `isTracking`, `isDragging` or `isDecelerating`. UIKit keeps such
/// observers privately too; it is not API a screen can use, so it is `package`.
@MainActor
package protocol UIScrollViewObserver: AnyObject {
    /// The content offset changed (after the scroll view moved, before its delegate hears
    /// `scrollViewDidScroll`).
    func scrollViewDidMove(_ scrollView: UIScrollView)
    /// `isTracking`, `isDragging` or `isDecelerating` changed.
    func scrollViewScrollingStateDidChange(_ scrollView: UIScrollView)
}

/// A scroll view's observers, held weakly, told in the order they were added.
@MainActor
package struct UIScrollViewObservers {
    private final class Entry { weak var observer: (any UIScrollViewObserver)?; init(_ o: any UIScrollViewObserver) { observer = o } }
    private var entries: [Entry] = []

    /// No observers.
    package init() {}

    /// Adds `observer` (once: adding it again does nothing).
    package mutating func add(_ observer: any UIScrollViewObserver) {
        entries.removeAll { $0.observer == nil }
        if !entries.contains(where: { $0.observer === observer }) { entries.append(Entry(observer)) }
    }

    /// Removes `observer`, if it is one.
    package mutating func remove(_ observer: any UIScrollViewObserver) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    func scrollViewDidMove(_ scrollView: UIScrollView) {
        for e in entries { e.observer?.scrollViewDidMove(scrollView) }
    }

    func scrollingStateChanged(_ scrollView: UIScrollView) {
        for e in entries { e.observer?.scrollViewScrollingStateDidChange(scrollView) }
    }
}

extension UIScrollView {
    /// Whether a finger, a deceleration or an animation moves (or holds) the content:
    /// when none does, the content is at rest where it is.
    package var isScrolling: Bool { isTracking || isDragging || isDecelerating || motion != nil }
}

extension UIScrollView {
    /// Tells the observers that `isTracking`, `isDragging` or `isDecelerating` changed.
    func notifyObserversOfScrollingState() {
        let watching = observers  // (a copy: an observer may add or remove itself)
        watching.scrollingStateChanged(self)
    }
}
