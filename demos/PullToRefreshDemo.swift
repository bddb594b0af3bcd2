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
            // (Each caption is up for its reading time at full opacity, taken from rests:
            // the list held open while it loads, and still after each load.)
            // (Up until the release, whose words the scene says: "Loading: …".)
            .caption(text: "Pull down past {threshold} pt and let go to refresh", duration: 3.13),
            .wait(duration: 2.25),
            .touchDown(at: CGPoint(x: 195, y: 200)),
            .moveTo(at: CGPoint(x: 195, y: 520), duration: 0.7),
            .hold(duration: 0.2),
            .touchUp,
            // Held open 2.9 s (the load): the loading words are read on the still list. Then
            // the new stories' words are read, where they were said (clear of the top rows
            // they announce), before the list moves away from those stories.
            .wait(duration: 6.0),
            // A flick down the list to its end, then a pull up past it, said as the flick
            // comes to rest (it bounces past the end 1.2 s in).
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2600), duration: 0.1),
            .wait(duration: 1.1),
            // (The 20 pt is the least pull that loads: the finger pulls further, as a user would.)
            // Up until the rows arrive (2 s after the release), whose words the scene says.
            .caption(text: "Pull up past the end ({loadMoreDistance} pt is enough): more rows load", duration: 3.78),
            .wait(duration: 1.0),
            // (Above the captions' place, so that they keep it: a finger passing under it
            // sent this one to the top.)
            .touchDown(at: CGPoint(x: 195, y: 530)),
            .moveTo(at: CGPoint(x: 195, y: 180), duration: 0.6),
            .hold(duration: 0.2),
            .touchUp,
            // The rows arrive 2 s after the release: their words read on the still list
            // before the flick back.
            .wait(duration: 5.3),
            // Back up to the top, where the refresh's new stories are, each marked with a dot
            // as the rows that came at the end are: the summing up is said above them.
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -2300), duration: 0.1),
            .caption(text: "{refreshes} refresh, {loadMores} load more: {rows} rows now (new ones marked with a dot)", duration: 5.0),
            .wait(duration: 4.0),
        ]),
        build: { _ in
            let c = RefreshViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main"], metrics: { [c] in
                [.init("state", .string(c.state.rawValue)), .init("rows", .number(Double(c.rows.count))),
                 .init("refreshes", .number(Double(c.refreshes))), .init("loadMores", .number(Double(c.loadMores))),
                 .init("contentInsetTop", .number(c.tableView.contentInset.top))]
            })
            // The header and footer states tell the story; offsets would not.
            scene.words.saysMotion = false
            scene.words.values["threshold"] = { RefreshViewController.threshold }
            scene.words.values["loadMoreDistance"] = { RefreshViewController.loadMoreDistance }
            scene.words.metrics["state"] = { _, new in
                switch new {
                case .string("pulling"): "past \(SceneWords.number(RefreshViewController.threshold)) pt: let go to refresh"
                case .string("loading") where c.tableView.contentInset.top > 0:
                    "loading: the spinner holds the list \(SceneWords.number(c.tableView.contentInset.top)) pt down"
                case .string("loading"): "pulled \(SceneWords.number(RefreshViewController.loadMoreDistance)) pt past the end: more rows load"
                default: nil
                }
            }
            scene.words.values["newRowsSeen"] = { Double(c.lastLoadedOnScreen) }
            // Rows arrive from a refresh (at the top) or a load more (at the end).
            let loadMores = Counter()
            scene.words.metrics["rows"] = { old, new in
                guard case .number(let o) = old, case .number(let n) = new, n > o else { return nil }
                defer { loadMores.value = c.loadMores }
                guard c.loadMores > loadMores.value else { return "\(SceneWords.number(n - o)) new stories at the top; the header closes" }
                // What is seen: the rows that came in where the footer was (the rest are below).
                let seen = c.lastLoadedOnScreen
                let more = SceneWords.number(n - o)
                if seen == 0 { return "\(more) more rows below, where the footer was" }
                return "The first of \(more) new rows, where the footer was"
            }
            // Below the middle: above the footer the pull up is about (at the bottom the
            // banner covered "Release to load more" and "Loading…") and away from the
            // header at the top; it steps aside while a finger passes it.
            scene.captionPlacement = .at(y: 620)
            return scene
        })
}

/// A number a demo's words remember between frames.
@MainActor final class Counter { var value = 0 }
