/// UIKit's `UITableViewDataSourcePrefetching`: advance warning of the rows a
/// table view is about to show, so their data can load before
/// `tableView(_:cellForRowAt:)` asks for it.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of the rows at `indexPaths`, nearest to the visible rows first. The
    /// table view asks as it scrolls, never for a row it needs at once.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Stop loading the data of rows asked for earlier that the table view no longer expects to
    /// show (the scroll turned back). Does nothing by default.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// UIKit's `UICollectionViewDataSourcePrefetching`: advance warning of the items
/// a collection view is about to show.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of the items at `indexPaths`, nearest to the visible items first.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stop loading the data of items asked for earlier that are no longer expected. Does nothing
    /// by default.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// When a list asks its prefetch data source, as UIKit's documentation describes
/// it: while the content moves, for what lies ahead of the visible area in the
/// direction it moves — here one visible area's length ahead, nearest first — and
/// never for what is already visible; what was asked for and then falls behind a
/// scroll that turned back is cancelled. Rows that come into view leave the set
/// without a cancellation (they were needed).
struct PrefetchWindow {
    /// Asked for, and neither shown nor cancelled yet.
    private(set) var requested: [IndexPath] = []
    private var lastOrigin: CGPoint?

    /// What to ask for and what to cancel after the content moved to `origin`: `ahead(dx, dy)`
    /// lists what lies within one visible length ahead in that direction, nearest first.
    mutating func update(origin: CGPoint, visible: Set<IndexPath>,
                         ahead: (_ direction: CGPoint) -> [IndexPath]) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        defer { lastOrigin = origin }
        requested.removeAll { visible.contains($0) }
        guard let last = lastOrigin else { return ([], []) }
        let dx = origin.x - last.x, dy = origin.y - last.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return ([], []) }
        // The axis it moves along most; the other is left alone.
        let direction = abs(dx) >= abs(dy) ? CGPoint(x: dx > 0 ? 1 : -1, y: 0) : CGPoint(x: 0, y: dy > 0 ? 1 : -1)
        let window = ahead(direction).filter { !visible.contains($0) }
        let inWindow = Set(window)
        let cancel = requested.filter { !inWindow.contains($0) }
        let prefetch = window.filter { !requested.contains($0) }
        requested = requested.filter { inWindow.contains($0) } + prefetch
        return (prefetch, cancel)
    }

    /// Follows the content without asking for anything (no prefetch data source), so that the
    /// first move after one is set has a direction.
    mutating func follow(_ origin: CGPoint) { lastOrigin = origin }

    /// Forgets what was asked (a reload).
    mutating func reset() { requested = []; lastOrigin = nil }
}
