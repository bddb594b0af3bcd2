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
        build: { _ in scene(BubbleSnapViewController(title: "snap", mode: .snapAfterDeceleration)) })

    static let target = Demo(
        id: "bubble-target",
        summary: "#3 targetContentOffset rewritten in willEndDragging — the invisible snap",
        defaultScript: script,
        build: { _ in scene(BubbleSnapViewController(title: "targetContentOffset", mode: .rewriteTarget)) })

    @MainActor private static func scene(_ c: BubbleSnapViewController) -> Scene {
        Scene(rootViewController: c, tracedScrollViews: ["main"],
              metrics: { [c] in [.init("bubble", .number((c.scrollView.contentOffset.x / BubbleSnapViewController.pageSize).rounded())),
                                 .init("snapAnimations", .number(Double(c.snaps)))] })
    }
}
