import ScrollReelUIKit
import ScrollSimulation

/// The delegate walkthrough of seeds 000-002: a full-screen vertical scroll view
/// whose delegate logs every call with the `isDragging` / `isDecelerating` flags,
/// under the seeds' sequence of repeated fast flicks.
enum DelegateDemo {
    static let demo = Demo(
        id: "delegate",
        summary: "the order of UIScrollViewDelegate calls and the dragging/decelerating flags under repeated flicks",
        defaultScript: Script(steps: [
            // The point (seeds 000-002): the order of the calls and the two flags,
            // above all when a new drag catches the list while it still glides.
            .caption(text: "Every delegate call is logged, with isDragging and isDecelerating", duration: 0.85),
            .wait(duration: 0.3),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2400), duration: 0.1),
            .wait(duration: 0.45),
            .caption(text: "A new drag while it glides: both flags true, no didEndDecelerating in between", duration: 0.9),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2600), duration: 0.1),
            .wait(duration: 0.45),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2600), duration: 0.1),
            .wait(duration: 0.45),
            // The last drag stops before the finger lifts: no velocity, yet the
            // earlier deceleration's didEndDecelerating still arrives.
            .touchDown(at: CGPoint(x: 195, y: 560)),
            .moveTo(at: CGPoint(x: 195, y: 430), duration: 0.25),
            .hold(duration: 0.3),
            .touchUp,
            .caption(text: "Let go without speed, yet the last didEndDecelerating still arrives", duration: 5.0),
            .wait(duration: 0.6),
        ]),
        build: { _ in
            let controller = DelegateLogViewController()
            var scene = Scene(rootViewController: controller, tracedScrollViews: ["main"],
                              metrics: { [controller] in [.init("delegateCalls", .number(Double(controller.calls)))] })
            // The log panel fills the bottom of the screen.
            scene.captionPlacement = .top
            return scene
        })
}
