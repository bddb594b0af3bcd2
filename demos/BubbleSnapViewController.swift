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
    /// The bubble the last release was aimed at (the rewriting screen; numbered from #0).
    private(set) var lastAimBubble = 0
    /// Where the snapped bubble's centre stood when the list stopped: a mark left on
    /// the screen under the row, so that the snap is seen as the bubble leaves it for
    /// the line. (The next drag takes it away.)
    private let stopMarker = PositionMarker(text: "stopped here", color: UIColor(hex: 0xe8590c))
    /// The rewriting screen's counterpart: from the release, a mark under the bubble
    /// the glide is aimed at, carried with the list, so that it is seen to glide onto the line.
    private let aimMarker = PositionMarker(text: "aimed here", color: UIColor(hex: 0x2f9e44))

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
        // Under the row, clear of the bubbles and their labels.
        stopMarker.frame.origin.y = scrollView.frame.minY + y + Self.diameter + 6
        aimMarker.frame.origin.y = y + Self.diameter + 6
        view.addSubview(stopMarker)
        scrollView.addSubview(aimMarker)
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
            // The snapped bubble's centre on the screen now, before the snap moves it.
            let centre = scrollView.frame.minX + scrollView.bounds.width / 2 + lastSnap
            stopMarker.show(at: centre, awayFrom: scrollView.frame.minX + scrollView.bounds.width / 2)
        }
        scrollView.setContentOffset(target, animated: true)
    }

    func scrollViewWillBeginDragging(_ sv: UIScrollView) {
        stopMarker.isHidden = true
        aimMarker.isHidden = true
    }

    func scrollViewDidEndDragging(_ sv: UIScrollView, willDecelerate decelerate: Bool) {
        if mode == .snapAfterDeceleration, !decelerate { snapToNearestItem() }
    }

    func scrollViewDidEndDecelerating(_ sv: UIScrollView) {
        if mode == .snapAfterDeceleration { snapToNearestItem() }
    }

    func scrollViewWillEndDragging(_ sv: UIScrollView, withVelocity v: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard mode == .rewriteTarget else { return }
        targetContentOffset.pointee = nearestTargetOffset(for: targetContentOffset.pointee)
        lastAimBubble = Int((targetContentOffset.pointee.x / Self.pageSize).rounded())
        // The bubble that will stop on the line: the first is centred at half the width.
        let centre = targetContentOffset.pointee.x + sv.bounds.width / 2
        // (Carried with the list: its word stays on the side it starts on.)
        aimMarker.show(at: centre, awayFrom: sv.contentOffset.x + sv.bounds.width / 2)
    }
}

/// A mark under a bubble's place: an upward pointer, and a word beside it on the
/// side away from the centre line (which would cross it).
final class PositionMarker: UIView {
    private let label = UILabel()

    init(text: String, color: UIColor) {
        super.init(frame: CGRect(x: 0, y: 0, width: 3, height: 20))
        backgroundColor = color
        isUserInteractionEnabled = false
        isHidden = true
        label.text = text
        label.font = .boldSystemFont(ofSize: 15)
        label.textColor = color
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows the mark at `x` (its superview's points), its word on the side away from `line`.
    func show(at x: Double, awayFrom line: Double) {
        center.x = x
        let right = x >= line
        label.textAlignment = right ? .left : .right
        label.frame = CGRect(x: right ? 8 : -8 - 110, y: 0, width: 110, height: 20)
        isHidden = false
    }
}
