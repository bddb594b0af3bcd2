import ScrollReelUIKit
import ScrollSimulation

/// Seeds #2 and #3: 60 pt bubbles 10 pt apart, the first centred, and two ways to
/// stop on a bubble. #2 snaps after the deceleration with an animated
/// `setContentOffset` (abrupt); #3 rewrites `targetContentOffset` (smooth).
enum SnapDemos {
    /// The same finger for both, so that they can be compared side by side.
    static let script = Script(steps: [
        .wait(duration: 0.3),
        .fling(scrollView: "main", velocity: CGPoint(x: 1400, y: 0), duration: 0.1),
        // Long enough for the deceleration (2.5 s) and #2's snap after it (0.3 s).
        .wait(duration: 3.2),
        // A slow drag released without velocity.
        .touchDown(at: CGPoint(x: 240, y: 460)),
        .moveTo(at: CGPoint(x: 200, y: 460), duration: 0.35),
        .hold(duration: 0.15),
        .touchUp,
        .wait(duration: 0.5),
    ])

    static let snap = Demo(
        id: "bubble-snap",
        summary: "#2 snap: setContentOffset(animated:) after the deceleration ends — the abrupt snap",
        defaultScript: script,
        build: { context in
            let c = BubbleSnapController(viewport: context.viewport, title: "snap", mode: .snapAfterDeceleration)
            return c.scene
        })

    static let target = Demo(
        id: "bubble-target",
        summary: "#3 targetContentOffset rewritten in willEndDragging — the invisible snap",
        defaultScript: script,
        build: { context in
            let c = BubbleSnapController(viewport: context.viewport, title: "targetContentOffset", mode: .rewriteTarget)
            return c.scene
        })
}

final class BubbleSnapController: UIScrollViewDelegate {
    enum Mode { case snapAfterDeceleration, rewriteTarget }
    static let diameter = 60.0, padding = 10.0, count = 100
    static var pageSize: Double { diameter + padding }

    let window: UIWindow
    let scrollView: UIScrollView
    let mode: Mode
    private(set) var snaps = 0

    init(viewport: CGSize, title: String, mode: Mode) {
        self.mode = mode
        let (window, bar) = paginationWindow(viewport: viewport, title: title)
        self.window = window
        let top = bar.frame.maxY
        scrollView = UIScrollView(frame: CGRect(x: 0, y: top, width: viewport.width, height: viewport.height - top))
        window.addSubview(scrollView)
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
        window.insertSubview(line, belowSubview: scrollView)
        window.addSubview(bar)
        scrollView.delegate = self
    }

    var scene: Scene {
        Scene(window: window, scrollViews: [("main", scrollView)],
              metrics: { [self] in [.init("bubble", .number((scrollView.contentOffset.x / Self.pageSize).rounded())),
                                     .init("snapAnimations", .number(Double(snaps)))] },
              owners: [self])
    }

    func nearestTargetOffset(for offset: CGPoint) -> CGPoint {
        let page = (offset.x / Self.pageSize).rounded()
        return CGPoint(x: Self.pageSize * page, y: offset.y)
    }

    private func snapToNearestItem() {
        let target = nearestTargetOffset(for: scrollView.contentOffset)
        if target != scrollView.contentOffset { snaps += 1 }
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
