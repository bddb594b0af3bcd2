import QuartzCore

// Editing a collection view's lists as UIKit does: the swipe actions of list rows (the list
// configuration's providers; see SwipeActions.swift for the motion), and moving an item
// interactively — the app's own gesture through `beginInteractiveMovementForItem(at:)` and
// its companions, or a list cell's reorder accessory dragged — to a new place, which the data
// source commits (`collectionView(_:moveItemAt:to:)`; a diffable data source's
// `reorderingHandlers`).

extension UICollectionView: SwipeActionsHost {
    func swipeRow(at point: CGPoint) -> IndexPath? {
        guard !isEditing, interactiveMovement == nil, let path = indexPathForItem(at: point), visible[path] != nil,
              listConfiguration(ofSection: path.section) != nil else { return nil }
        return path
    }

    func swipeRowRect(_ path: IndexPath) -> CGRect? {
        guard let a = layoutAttributesForItem(at: path) else { return nil }
        if let scroller = orthogonalScrollViews[path.section] {
            return a.frame.offsetBy(dx: scroller.contentOffset.x - scroller.frame.minX, dy: scroller.contentOffset.y - scroller.frame.minY)
        }
        return a.frame
    }

    func swipeCell(_ path: IndexPath) -> UIView? { visible[path] }

    func swipeActions(for path: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard let list = listConfiguration(ofSection: path.section) else { return nil }
        return edge == .leading ? list.leadingSwipeActionsConfigurationProvider?(path)
                                : list.trailingSwipeActionsConfigurationProvider?(path)
    }

    /// The list configuration of the section at `section`, if it is a list section of a
    /// compositional layout.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: section)
    }
}

/// An item being moved interactively: where it came from, where it would go, and where its cell is.
@MainActor
final class InteractiveMovement {
    let source: IndexPath
    var target: IndexPath
    var position: CGPoint
    unowned let collectionView: UICollectionView

    init(source: IndexPath, position: CGPoint, collectionView: UICollectionView) {
        self.source = source
        self.target = source
        self.position = position
        self.collectionView = collectionView
    }

    /// Where the item at `path` shows while the picked-up item would go to `target`: the picked-up
    /// one taken out of its section, and put back at `target`.
    func shownPath(of path: IndexPath) -> IndexPath {
        var p = path
        if p.section == source.section, p.item > source.item { p = IndexPath(item: p.item - 1, section: p.section) }
        if p.section == target.section, p.item >= target.item { p = IndexPath(item: p.item + 1, section: p.section) }
        return p
    }

    /// Places the cell of the item at `path`: the picked-up one at the finger, the others in the
    /// places they move to.
    func place(_ cell: UICollectionViewCell, at path: IndexPath) {
        if path == source {
            cell.center = position
            return
        }
        let shown = shownPath(of: path)
        guard shown != path, let a = collectionView.collectionViewLayout.layoutAttributesForItem(at: shown) else {
            if let a = collectionView.collectionViewLayout.layoutAttributesForItem(at: path) { cell.center = a.center }
            return
        }
        cell.center = a.center
    }
}

/// A list cell dragged by its reorder accessory: an interactive movement along the list, the
/// cell's centre following the finger up and down.
@MainActor
final class CollectionReordering: ReorderDragOwner {
    unowned let collectionView: UICollectionView
    let recognizer: ReorderPanGestureRecognizer
    private var grab = CGPoint.zero

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        recognizer = ReorderPanGestureRecognizer(on: collectionView)
        recognizer.owner = self
    }

    func isOnReorderControl(_ point: CGPoint) -> Bool {
        let cv = collectionView
        guard cv.isEditing, let path = cv.indexPathForItem(at: cv.convert(point, from: nil)),
              let cell = cv.visible[path] as? UICollectionViewListCell else { return false }
        return cell.reorderAccessoryFrame.map { $0.contains(cell.convert(point, from: nil)) } ?? false
    }

    func reorderStateChanged() {
        let cv = collectionView
        let finger = cv.convert(recognizer.location(in: nil), from: nil)
        switch recognizer.state {
        case .began:
            let down = cv.convert(recognizer.startLocation, from: nil)
            guard let path = cv.indexPathForItem(at: down), let cell = cv.visible[path],
                  cv.beginInteractiveMovementForItem(at: path) else { return }
            grab = CGPoint(x: down.x - cell.center.x, y: down.y - cell.center.y)
            fallthrough
        case .changed:
            guard let movement = cv.interactiveMovement,
                  let home = cv.collectionViewLayout.layoutAttributesForItem(at: movement.source) else { return }
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: home.center.x, y: finger.y - grab.y))
        case .ended:
            cv.endInteractiveMovement()
        case .cancelled, .failed:
            cv.cancelInteractiveMovement()
        default:
            break
        }
    }
}
