import ScrollReelUIKit

/// Records a scene's delegate calls for its trace: an observer of the UIKit
/// classes, outside them. Calls are kept in call order until the next frame
/// drains them.
final class DelegateCallRecorder: DelegateCallObserver {
    private var calls: [DelegateCall] = []
    /// Where each scroll view's last `scrollViewWillEndDragging` is, for the
    /// target its delegate may change.
    private var lastWillEndDragging: [ObjectIdentifier: Int] = [:]

    func scrollView(_ scrollView: UIScrollView, willCall call: DelegateCall) {
        if call.method == .scrollViewWillEndDragging { lastWillEndDragging[call.scrollView] = calls.count }
        calls.append(call)
    }

    func scrollView(_ scrollView: UIScrollView, didAdjustTargetContentOffset target: CGPoint) {
        guard let i = lastWillEndDragging[ObjectIdentifier(scrollView)], calls.indices.contains(i) else { return }
        calls[i].adjustedTargetContentOffset = target
    }

    /// The calls made since the last drain, in call order.
    func drain() -> [DelegateCall] {
        defer {
            calls.removeAll(keepingCapacity: true)
            lastWillEndDragging.removeAll(keepingCapacity: true)
        }
        return calls
    }
}
