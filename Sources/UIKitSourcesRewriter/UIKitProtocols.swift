/// The optional methods of UIKit's delegate and data-source protocols (Swift names, and
/// return types as UIKit declares them). In ScrollReelUIKit they are Swift protocol
/// methods with defaults; a class of a file built through the plugin that writes one
/// gets a dispatch-table entry for it, so that `responds(to:)`, `delegate?.method?(…)`
/// and ScrollReelUIKit itself can tell whether it was written.
enum UIKitProtocols {
    static let optionalMethods: [(name: String, returnType: String)] = [
        // UIScrollViewDelegate
        ("scrollViewDidScroll(_:)", "Void"),
        ("scrollViewDidZoom(_:)", "Void"),
        ("scrollViewWillBeginDragging(_:)", "Void"),
        ("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "Void"),
        ("scrollViewDidEndDragging(_:willDecelerate:)", "Void"),
        ("scrollViewWillBeginDecelerating(_:)", "Void"),
        ("scrollViewDidEndDecelerating(_:)", "Void"),
        ("scrollViewDidEndScrollingAnimation(_:)", "Void"),
        ("viewForZooming(in:)", "UIView?"),
        ("scrollViewWillBeginZooming(_:with:)", "Void"),
        ("scrollViewDidEndZooming(_:with:atScale:)", "Void"),
        ("scrollViewShouldScrollToTop(_:)", "Bool"),
        ("scrollViewDidScrollToTop(_:)", "Void"),
        ("scrollViewDidChangeAdjustedContentInset(_:)", "Void"),
        // UITableViewDataSource / UITableViewDelegate
        ("numberOfSections(in:)", "Int"),
        ("tableView(_:titleForHeaderInSection:)", "String?"),
        ("tableView(_:titleForFooterInSection:)", "String?"),
        ("tableView(_:heightForRowAt:)", "CGFloat"),
        ("tableView(_:estimatedHeightForRowAt:)", "CGFloat"),
        ("tableView(_:heightForHeaderInSection:)", "CGFloat"),
        ("tableView(_:heightForFooterInSection:)", "CGFloat"),
        ("tableView(_:viewForHeaderInSection:)", "UIView?"),
        ("tableView(_:viewForFooterInSection:)", "UIView?"),
        ("tableView(_:willDisplay:forRowAt:)", "Void"),
        ("tableView(_:didEndDisplaying:forRowAt:)", "Void"),
        ("tableView(_:willSelectRowAt:)", "IndexPath?"),
        ("tableView(_:didSelectRowAt:)", "Void"),
        ("tableView(_:didDeselectRowAt:)", "Void"),
        ("tableView(_:shouldHighlightRowAt:)", "Bool"),
        // UICollectionViewDataSource / UICollectionViewDelegate / UICollectionViewDelegateFlowLayout
        ("collectionView(_:viewForSupplementaryElementOfKind:at:)", "UICollectionReusableView"),
        ("collectionView(_:shouldSelectItemAt:)", "Bool"),
        ("collectionView(_:didSelectItemAt:)", "Void"),
        ("collectionView(_:didDeselectItemAt:)", "Void"),
        ("collectionView(_:shouldHighlightItemAt:)", "Bool"),
        ("collectionView(_:willDisplay:forItemAt:)", "Void"),
        ("collectionView(_:didEndDisplaying:forItemAt:)", "Void"),
        ("collectionView(_:layout:sizeForItemAt:)", "CGSize"),
        ("collectionView(_:layout:insetForSectionAt:)", "UIEdgeInsets"),
        ("collectionView(_:layout:minimumLineSpacingForSectionAt:)", "CGFloat"),
        ("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)", "CGFloat"),
        ("collectionView(_:layout:referenceSizeForHeaderInSection:)", "CGSize"),
        ("collectionView(_:layout:referenceSizeForFooterInSection:)", "CGSize"),
        // UIGestureRecognizerDelegate
        ("gestureRecognizerShouldBegin(_:)", "Bool"),
        ("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", "Bool"),
        ("gestureRecognizer(_:shouldRequireFailureOf:)", "Bool"),
        ("gestureRecognizer(_:shouldBeRequiredToFailBy:)", "Bool"),
        ("gestureRecognizer(_:shouldReceive:)", "Bool"),
    ]
}
