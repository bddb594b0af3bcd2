import ScrollReelUIKit
import ScrollSimulation

/// The auto-scrolling banner of seed 004: eight full-width pictures and a copy of
/// the first for the wrap, a timer that turns the page every second with an
/// animated `setContentOffset`, paused while dragging and restarted 2 s after the
/// deceleration ends.
enum CarouselDemo {
    static let demo = Demo(
        id: "carousel",
        summary: "an auto-scrolling banner: a 1 s timer, the wrap back to the first page, paused by a drag",
        defaultScript: Script(duration: 8.5, steps: [
            // Start on the sixth picture so that the wrap comes soon.
            .setContentOffset(scrollView: "main", offset: CGPoint(x: 390 * 5, y: 0), animated: false),
            .wait(duration: 3.4),
            // A drag pauses the timer...
            .fling(scrollView: "main", velocity: CGPoint(x: -1200, y: 0), duration: 0.1),
            // ...which restarts 2 s after the deceleration ends.
            .wait(duration: 5.0),
        ]),
        build: { _ in
            let c = CarouselViewController()
            return Scene(rootViewController: c, tracedScrollViews: ["main"], metrics: { [c] in
                [.init("currentPage", .number(Double(c.pageControl.currentPage))), .init("timerFires", .number(Double(c.fires))),
                 .init("timerPaused", .bool(c.isTimerPaused))]
            })
        })
}
