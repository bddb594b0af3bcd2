// UIKit's container view controllers for a table and a collection view. As in
// UIKit they implement every data-source and delegate method (the scroll
// view's too), so a subclass overrides the ones it needs (`override func
// tableView(_:numberOfRowsInSection:)`, `override func scrollViewDidScroll(_:)`).

/// UIKit's `UITableViewController`: a view controller whose view is a table it
/// is the data source and delegate of.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table's style, given when the controller is made; the table takes it when the
    /// view loads.
    public let style: UITableView.Style
    /// Accepted; selection is cleared when the view appears in UIKit, which
    /// ScrollReel's single appearance never needs.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table, made when its view loads, has `style` and the
    /// controller as its data source and delegate.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .plain)
    }
    public convenience override init() { self.init(style: .plain) }
    public required init?(coder: NSCoder) { return nil }

    /// The table, which is the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// UIKit's `refreshControl` of a table view controller: the table's.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// The number of rows in `section`: override it; the default is 0.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// The cell for the row at `indexPath`: override it; the default is a new, empty
    /// cell of the `.default` style.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The number of sections: 1 unless overridden.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// The title of `section`'s header: none unless overridden.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// The title of `section`'s footer: none unless overridden.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// The height of the row at `indexPath`: the table's `rowHeight` unless overridden
    /// (`UITableView.automaticDimension` has the cell size itself).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The height of `section`'s header: the table's `sectionHeaderHeight` unless
    /// overridden.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The height of `section`'s footer: the table's `sectionFooterHeight` unless
    /// overridden.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// A custom view for `section`'s header: none unless overridden.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// A custom view for `section`'s footer: none unless overridden.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Tells the controller `cell` is about to be shown for the row at `indexPath`.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Tells the controller `cell`, shown for the row at `indexPath`, left the table.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// The row to select when the row at `indexPath` is tapped (nil: none): `indexPath`
    /// unless overridden.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Tells the controller the row at `indexPath` was selected by a tap.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Tells the controller the row at `indexPath` was deselected.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Whether the row at `indexPath` highlights while a finger is on it: yes unless
    /// overridden.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Whether the row at `indexPath` can be edited (swiped, deleted): yes unless overridden.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Whether the row at `indexPath` shows a reorder control while editing: no unless overridden
    /// (see `UITableViewDataSource`).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Commits the deletion or insertion of the row at `indexPath` (a Delete button, an insert
    /// control): override it to change your data and the table. Does nothing unless overridden.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Moves the row at `sourceIndexPath` to `destinationIndexPath` in your data: the user dragged it
    /// there by its reorder control. Does nothing unless overridden.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// The actions a drag toward the trailing edge uncovers on the row: none unless overridden.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// The actions a drag toward the leading edge uncovers on the row: none unless overridden.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// The editing control of the row while editing: `.delete` unless overridden.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// The title of the row's delete confirmation: "Delete" unless overridden.
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// Whether the row's content moves right while editing: yes unless overridden.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Tells the controller a swipe uncovered the row's actions.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Tells the controller the swiped row closed.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Where a row dragged by its reorder control goes when dropped over `proposedDestinationIndexPath`:
    /// there unless overridden.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }

    /// Starts or ends editing, for the controller and its table (the edit button's title follows).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }
    /// Tells the controller the table scrolled: called at every change of the content
    /// offset, each display frame of a motion included. Does nothing unless overridden.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Tells the controller a finger began dragging the content.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Tells the controller the finger lifted, with its velocity in points per
    /// millisecond and the offset the content will come to rest at, which an override
    /// may change through `targetContentOffset.pointee`.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Tells the controller the drag ended; `decelerate` says whether the content goes
    /// on moving.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Tells the controller the content is about to decelerate after a drag.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Tells the controller the content came to rest after decelerating.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Tells the controller an animated `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` finished (not when it was interrupted).
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// The view to scale when the content is pinched: none unless overridden, so the
    /// table does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Tells the controller a zoom of `view` is about to begin.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Tells the controller the zoom scale changed.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Tells the controller a zoom of `view` ended at `scale`.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Whether a tap on the status bar scrolls the content to the top: yes unless
    /// overridden.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Tells the controller a scroll to the top, started by a status-bar tap, finished.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Tells the controller the scroll view's `adjustedContentInset` changed.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}}

/// UIKit's `UICollectionViewController`: a view controller whose view is a
/// collection view it is the data source and delegate of.
///
/// As UIKit's, it adopts `UICollectionViewDelegate` but not
/// `UICollectionViewDelegateFlowLayout`: a subclass that sizes its items adopts that
/// protocol itself (`extension MyController: UICollectionViewDelegateFlowLayout`) and
/// implements its methods without `override`; the flow layout finds them on the
/// delegate.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the controller was made with, which the collection view takes when the
    /// view loads.
    open private(set) var collectionViewLayout: UICollectionViewLayout

    /// A controller whose collection view, made when its view loads, uses `layout` and
    /// has the controller as its data source and delegate.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    /// The collection view, which is the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        cv.dataSource = self
        cv.delegate = self
        view = cv
    }

    /// The number of items in `section`: override it; the default is 0.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// The cell for the item at `indexPath`: override it; the default is a new, empty
    /// cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// The number of sections: 1 unless overridden.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// The header or footer view (`kind`) of the section at `indexPath`: an empty
    /// reusable view unless overridden.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    /// Whether the item at `indexPath` may be moved interactively: yes unless overridden.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Moves the item at `sourceIndexPath` to `destinationIndexPath` in your data: an interactive
    /// movement ended there. Does nothing unless overridden.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    /// Starts or ends editing, for the controller and its collection view.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    /// Whether a tap selects the item at `indexPath`: yes unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Tells the controller the item at `indexPath` was selected by a tap.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Tells the controller the item at `indexPath` was deselected.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Whether the item at `indexPath` highlights while a finger is on it: yes unless
    /// overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Tells the controller `cell` is about to be shown for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    /// Tells the controller `cell`, shown for the item at `indexPath`, left the
    /// collection view.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    /// Tells the controller the collection view scrolled: called at every change of the
    /// content offset, each display frame of a motion included. Does nothing unless
    /// overridden.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Tells the controller a finger began dragging the content.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Tells the controller the finger lifted, with its velocity in points per
    /// millisecond and the offset the content will come to rest at, which an override
    /// may change through `targetContentOffset.pointee`.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Tells the controller the drag ended; `decelerate` says whether the content goes
    /// on moving.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Tells the controller the content is about to decelerate after a drag.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Tells the controller the content came to rest after decelerating.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Tells the controller an animated `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` finished (not when it was interrupted).
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// The view to scale when the content is pinched: none unless overridden, so the
    /// collection view does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Tells the controller a zoom of `view` is about to begin.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Tells the controller the zoom scale changed.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Tells the controller a zoom of `view` ended at `scale`.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Whether a tap on the status bar scrolls the content to the top: yes unless
    /// overridden.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Tells the controller a scroll to the top, started by a status-bar tap, finished.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Tells the controller the scroll view's `adjustedContentInset` changed.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}}
