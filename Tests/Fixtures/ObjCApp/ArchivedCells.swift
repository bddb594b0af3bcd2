import UIKit

/// Cells written to be made from a nib, as many apps' are: the only initializer is
/// `init?(coder:)`, and the views are outlets.
public final class ArchivedCollectionCell: UICollectionViewCell {
    @IBOutlet public var titleLabel: UILabel!
    public var isHeader = false

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        isAccessibilityElement = true
        accessibilityTraits.insert([.button, .header])
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        isHeader = false
    }
}

public final class ArchivedTableCell: UITableViewCell {
    @IBOutlet weak var detailLabel: UILabel?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
