import ScrollReelUIKit
import ScrollSimulation

/// Pull to refresh and load more (seed 002): pulled down past 65 pt and let go,
/// a header with a spinner holds itself open with a top content inset while a
/// simulated load runs, then closes on new rows; pulled up 20 pt past the end,
/// a footer with a spinner holds itself open with a bottom inset, and the new
/// rows arrive where it was.
enum PullToRefreshDemo {
    static let demo = Demo(
        id: "pull-to-refresh",
        summary: "pull to refresh (a header held open by contentInset while loading) and load more past the end",
        defaultScript: Script(steps: [
            .wait(duration: 0.4),
            .touchDown(at: CGPoint(x: 195, y: 200)),
            .moveTo(at: CGPoint(x: 195, y: 520), duration: 0.7),
            .hold(duration: 0.2),
            .touchUp,
            .wait(duration: 2.4),
            // A flick down the list to its end, then a pull up past it.
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2600), duration: 0.1),
            .wait(duration: 1.6),
            .touchDown(at: CGPoint(x: 195, y: 700)),
            .moveTo(at: CGPoint(x: 195, y: 350), duration: 0.6),
            .hold(duration: 0.2),
            .touchUp,
            .wait(duration: 1.3),
            // On through the rows that arrived (each marked with a dot).
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 1100), duration: 0.1),
        ]),
        build: { _ in
            let c = RefreshViewController()
            return Scene(rootViewController: c, tracedScrollViews: ["main"], metrics: { [c] in
                [.init("state", .string(c.state.rawValue)), .init("rows", .number(Double(c.rows.count))),
                 .init("refreshes", .number(Double(c.refreshes))), .init("loadMores", .number(Double(c.loadMores))),
                 .init("contentInsetTop", .number(c.tableView.contentInset.top))]
            })
        })
}
