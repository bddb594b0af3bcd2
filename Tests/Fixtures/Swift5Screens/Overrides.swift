// Overrides of members UIKit declares `open`, as real scroll components write
// them: from another module they compile only when ours are `open` too.
#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif
import Foundation

/// A scroll view that notes every size, inset and offset it is given, and keeps
/// its content in view its own way.
open class RecordingScrollView: UIScrollView {
    public private(set) var frames: [CGRect] = []
    public private(set) var contentSizes: [CGSize] = []
    public private(set) var offsets: [CGPoint] = []
    public private(set) var visibleRects: [CGRect] = []

    open override var frame: CGRect { didSet { frames.append(frame) } }
    open override var contentSize: CGSize { didSet { contentSizes.append(contentSize) } }
    open override var contentOffset: CGPoint { didSet { offsets.append(contentOffset) } }
    open override var contentInset: UIEdgeInsets {
        didSet { if contentInset.top < 0 { contentInset.top = 0 } }
    }
    open override var scrollsToTop: Bool {
        get { false }
        set { super.scrollsToTop = newValue }
    }
    open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        visibleRects.append(rect)
        super.scrollRectToVisible(rect, animated: animated)
    }
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        super.setContentOffset(CGPoint(x: contentOffset.x.rounded(), y: contentOffset.y.rounded()), animated: animated)
    }
}

/// A collection view that counts its scrolls to an item.
open class CountingCollectionView: UICollectionView {
    public private(set) var scrolledTo: [IndexPath] = []
    open override func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        scrolledTo.append(indexPath)
        super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
}

/// A collection view controller that sizes its items through the flow-layout
/// delegate it adopts itself, as UIKit's own controller does not.
open class SquaresViewController: UICollectionViewController {
    public var count = 12
    open override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    open override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
    }
    open override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
    }
}

extension SquaresViewController: UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 2) / 3
        return CGSize(width: side, height: side)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 1 }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat { 1 }
}
