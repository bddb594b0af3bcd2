import ScrollReelUIKit
import ScrollSimulation

/// UIView-controller reuse (seeds 000-002): ten pages, of which only the current
/// one and its neighbours exist; the others wait in a FIFO reuse queue and are
/// dequeued before a new instance is made. A paging "nav" scroll view in the
/// title follows the main one under a clear-white-clear gradient mask.
enum ReusePagerDemo {
    static let demo = Demo(
        id: "reuse-pager",
        summary: "view-controller reuse: three live pages, a FIFO reuse queue, a linked title under a gradient mask",
        defaultScript: Script(steps: [
            .wait(duration: 0.3),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            // Half a page by hand, slowly, so the title and the dots are seen following.
            .touchDown(at: CGPoint(x: 330, y: 500)),
            .moveTo(at: CGPoint(x: 110, y: 500), duration: 0.7),
            .hold(duration: 0.1),
            .touchUp,
            .wait(duration: 0.6),
            .fling(scrollView: "main", velocity: CGPoint(x: -1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            .fling(scrollView: "main", velocity: CGPoint(x: -1500, y: 0), duration: 0.1),
            .wait(duration: 0.6),
        ]),
        build: { _ in
            let c = ReusePagerViewController()
            return Scene(rootViewController: c, tracedScrollViews: ["main", "nav"], metrics: { [c] in
                [.init("instancesCreated", .number(Double(c.instances))),
                 .init("visiblePages", .array(c.visiblePages.map { .number(Double($0)) })),
                 .init("reuseQueue", .number(Double(c.reuseQueueCount)))]
            })
        })
}
