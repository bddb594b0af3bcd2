#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The bubble-snap screens: 60 pt bubbles 10 pt apart, the first centred, over a
/// centre line, and one of the seeds' two ways to stop on a bubble.
final class BubbleSnapViewController: DemoViewController, UIScrollViewDelegate {
    enum Mode { case snapAfterDeceleration, rewriteTarget }
    static let diameter = 60.0, padding = 10.0, count = 100
    static var pageSize: Double { diameter + padding }

    private(set) var scrollView: UIScrollView!
    let mode: Mode
    private(set) var snaps = 0
    /// How far the last snap after a stop moves the list (points, signed); for the film's words.
    private(set) var lastSnap: CGFloat = 0
    /// The bubble the last snap centres (numbered from #0, as the screen labels them).
    private(set) var lastSnapBubble = 0

    init(title: String, mode: Mode) {
        self.mode = mode
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func buildViews() {
        let viewport = view.bounds.size
        let bar = paginationBar(on: view, title: title ?? "")
        let top = bar.frame.maxY
        scrollView = UIScrollView(frame: CGRect(x: 0, y: top, width: viewport.width, height: viewport.height - top))
        scrollView.accessibilityIdentifier = "main"
        view.addSubview(scrollView)
        // setupPages of the seed: the first bubble centred, then one every 70 pt.
        var x = (scrollView.bounds.width - Self.diameter) / 2
        let y = (scrollView.bounds.height - Self.diameter) / 2
        for i in 0..<Self.count {
            scrollView.addSubview(Bubble.make(i, frame: CGRect(x: x, y: y, width: Self.diameter, height: Self.diameter)))
            x += Self.diameter + Self.padding
        }
        scrollView.contentSize = CGSize(width: x + scrollView.bounds.width / 2, height: scrollView.bounds.height)

        // The centre line runs behind the bubbles: over them, in their own
        // colour, it would cut through every label ("#12" reading "#'I2").
        let line = UIView(frame: CGRect(x: viewport.width / 2 - 1, y: top, width: 2, height: viewport.height - top))
        line.backgroundColor = Bubble.color
        line.isUserInteractionEnabled = false
        line.accessibilityIdentifier = "centre line"
        view.insertSubview(line, belowSubview: scrollView)
        view.addSubview(bar)
        scrollView.delegate = self
    }

    func nearestTargetOffset(for offset: CGPoint) -> CGPoint {
        let page = (offset.x / Self.pageSize).rounded()
        return CGPoint(x: Self.pageSize * page, y: offset.y)
    }

    private func snapToNearestItem() {
        let target = nearestTargetOffset(for: scrollView.contentOffset)
        if target != scrollView.contentOffset {
            snaps += 1
            lastSnap = target.x - scrollView.contentOffset.x
            lastSnapBubble = Int((target.x / Self.pageSize).rounded())
        }
        scrollView.setContentOffset(target, animated: true)
    }

    func scrollViewDidEndDragging(_ sv: UIScrollView, willDecelerate decelerate: Bool) {
        if mode == .snapAfterDeceleration, !decelerate { snapToNearestItem() }
    }

    func scrollViewDidEndDecelerating(_ sv: UIScrollView) {
        if mode == .snapAfterDeceleration { snapToNearestItem() }
    }

    func scrollViewWillEndDragging(_ sv: UIScrollView, withVelocity v: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if mode == .rewriteTarget { targetContentOffset.pointee = nearestTargetOffset(for: targetContentOffset.pointee) }
    }
}
