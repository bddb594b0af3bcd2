import UIKit

/// A layout whose overrides are in an extension, as expanding-collection's are: Swift on Linux
/// overrides from an extension only what the Objective-C runtime dispatches.
public final class PagingLayout: UICollectionViewFlowLayout {
    public private(set) var preparations = 0
}

// MARK: - UICollectionViewLayout

extension PagingLayout {
    override public func prepare() {
        super.prepare()
        preparations += 1
    }

    override public var collectionViewContentSize: CGSize { CGSize(width: 1000, height: 200) }

    /// Not an override: stays where it is.
    public func pageWidth() -> CGFloat { itemSize.width + minimumLineSpacing }
}
