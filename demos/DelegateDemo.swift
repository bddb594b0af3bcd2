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
            // (Each caption is up its reading time, 0.25 s a word and 0.5 s, before the
            // next; the list glides for more than 2 s after each flick, so each catch
            // still finds it moving.)
            .caption(text: "Each call is logged with its dragging and decelerating flags", duration: 3.35),
            .wait(duration: 3.35),
            // The first flick, and the seed's first lesson: the finger is up, yet
            // isDragging stays YES through the glide (it means "scrolling", not "finger
            // down"), so both pills are lit from the release on, with no finger. Said at
            // the flick, in the frame its willEndDragging is logged; the catch comes 2.4 s
            // after the release, while the list still glides.
            .caption(text: "Finger up, still dragging until the glide ends", duration: 2.75),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2400), duration: 0.1),
            .wait(duration: 2.65),
            // (Up over two catches and their releases: true of each; said as the finger
            // comes down for the first catch, in the frame its willBeginDragging is logged.)
            .caption(text: "Each flick catches the gliding list: no didEndDecelerating in between", duration: 3.6),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2600), duration: 0.1),
            .wait(duration: 1.2),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2600), duration: 0.1),
            .wait(duration: 2.2),
            // The last drag stops before the finger lifts: no velocity. While the finger
            // holds the list still, UIKit still reports decelerating (the glide it caught
            // has not ended), until the lift; then the earlier deceleration's
            // didEndDecelerating still arrives.
            // (On the rows, above the log's tray: a finger on the log would seem to drag it.)
            .caption(text: "Held still: decelerating stays lit until the lift", duration: 2.85),
            .touchDown(at: CGPoint(x: 195, y: 420)),
            .moveTo(at: CGPoint(x: 195, y: 290), duration: 0.25),
            .hold(duration: 2.6),
            .touchUp,
            // Said at the lift, when it happens, and held on the last frame: the film's sum.
            .caption(text: "isDragging stays YES through the glide; didEndDecelerating waits for the lift", duration: 5.0),
            .wait(duration: 4.5),
        ]),
        build: { _ in
            let controller = DelegateLogViewController()
            var scene = Scene(rootViewController: controller, tracedScrollViews: ["main"],
                              metrics: { [controller] in [.init("delegateCalls", .number(Double(controller.calls)))] })
            // The log panel fills the bottom of the screen.
            scene.captionPlacement = .top
            // Its words name the call the log shows in that frame (the catch's willBeginDragging):
            // at full opacity there, not still fading in under a line already logged.
            scene.words.saidAtOnce = true
            return scene
        })
}
