/// How a table's inserted and deleted rows animate, by their `UITableView.RowAnimation`: a
/// deleted row's cell goes from where it is to its animation's far end and is gone, an inserted
/// row's cell comes from there to its row, over the update's 0.3 s while the rows kept slide to
/// their new places (see UITableView+Updates.swift).
extension UITableView.RowAnimation {
    /// Where the cell of a row at `rect` is at the far end of this animation (where a deleted row
    /// goes, where an inserted row comes from) and its alpha there. `.fade` fades in place;
    /// `.left`/`.right` slide by the row's width, `.top`/`.bottom` by its height (behind the rows
    /// kept, which cover it); `.middle` shrinks the row to its middle line as it fades; `.none`
    /// shows or hides the row at once.
    func farEnd(of rect: CGRect) -> (frame: CGRect, alpha: CGFloat) {
        switch self {
        case .fade, .automatic: (rect, 0)
        case .right: (rect.offsetBy(dx: rect.width, dy: 0), 1)
        case .left: (rect.offsetBy(dx: -rect.width, dy: 0), 1)
        case .top: (rect.offsetBy(dx: 0, dy: -rect.height), 1)
        case .bottom: (rect.offsetBy(dx: 0, dy: rect.height), 1)
        case .middle: (CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 0), 0)
        case .none: (rect, 0)
        }
    }

    /// What `.automatic` is for the row `row` of a section of `rows` rows (before the update for a
    /// deleted row, after it for an inserted one), as UIKit's own choice reads
    /// (UIKitCore's `_UITableViewUpdateSupport _computeAutomaticAnimationTypes`, iOS 26.1): a row
    /// between two others slides under its neighbour — a deleted one down behind the row below,
    /// which rises over it, an inserted one down from behind the row above; the last row of a
    /// section slides to or from the top; the first row of several to or from the bottom; a
    /// section's only row fades. Any other animation is itself.
    ///
    /// ScrollReel reads UIKit's rule for a row whose neighbours stay where they are, the common
    /// case; UIKit also weighs where those neighbours move, the table's header and footer and
    /// gaps that delete and insert at once, which ScrollReel does not.
    func resolved(row: Int, of rows: Int, deleting: Bool) -> UITableView.RowAnimation {
        guard self == .automatic else { return self }
        let above = row > 0, below = row < rows - 1
        switch (above, below) {
        case (true, true): return deleting ? .bottom : .top
        case (true, false): return .top
        case (false, true): return .bottom
        case (false, false): return .fade
        }
    }
}
