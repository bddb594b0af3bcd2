/// The layout guide of a cell's separator (UIKit's `separatorLayoutGuide` of
/// `UITableViewCell` and `UICollectionViewListCell`): a guide along the cell's bottom
/// edge whose leading edge is where the separator starts. Left alone it follows the
/// separator's own start; constrain its `leadingAnchor` (to a label's, say) and the
/// separator starts there instead, as in UIKit.
@MainActor final class SeparatorGuide {
    let guide = UILayoutGuide()
    /// Puts the guide's leading edge at the separator's own start, below any constraint of the
    /// app's (UIKit's guide gives way to yours).
    private let leading: NSLayoutConstraint
    private let own: [NSLayoutConstraint]

    init(in cell: UIView) {
        guide.identifier = "UIViewSeparatorLayoutGuide"
        cell.addLayoutGuide(guide)
        leading = guide.leadingAnchor.constraint(equalTo: cell.leadingAnchor)
        leading.priority = .defaultLow
        own = [leading,
               guide.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
               guide.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
               guide.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(own)
    }

    /// `cell`'s guide, kept in `made`: made (and the cell's layout asked for) the first time it is
    /// asked for, as UIKit's cells make theirs.
    static func guide(_ made: inout SeparatorGuide?, of cell: UIView) -> UILayoutGuide {
        if let made { return made.guide }
        let new = SeparatorGuide(in: cell)
        made = new
        cell.setNeedsLayout()
        return new.guide
    }

    /// Where the separator starts in the cell: the guide's leading edge where a constraint of the
    /// app's places it, else `separatorStart` (which the guide is then kept at).
    func start(default separatorStart: CGFloat) -> CGFloat {
        if leading.constant != separatorStart { leading.constant = separatorStart }
        let placed = guide.constraintsAffectingLayout(for: .horizontal).contains { c in !own.contains { $0 === c } }
        return placed ? guide.layoutFrame.minX : separatorStart
    }
}
