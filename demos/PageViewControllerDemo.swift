import ScrollReelUIKit
import ScrollSimulation

/// TWPageViewController (seed 003): a horizontal pager of child controllers that
/// loads them only when the scroll stops, reuses them by type, keeps at most
/// 3 + N alive, and calls their appearance callbacks at UIKit's moments; with
/// TWPageTitleViewController's tab strip, whose highlight follows the pager.
enum PageViewControllerDemo {
    static let demo = Demo(
        id: "page-view-controller",
        summary: "TWPageViewController: lazy child controllers loaded when the scroll stops, reused by type, with a tab strip",
        defaultScript: Script(steps: [
            // The point (seed 003): children load only where the scroll stops (that
            // page and the pages beside it), never on the way.
            // (Each caption is up for at least 1.2 s at full opacity: the waits are the time to read it.)
            // Up through the four flicks (until just before they stop): their catches and
            // releases, 0.2 s apart, would each flash a caption too short to read.
            .caption(text: "A child page loads only where the scroll stops, with the pages beside it", duration: 2.45),
            .wait(duration: 1.6),
            // A fast multi-page flick: each flick catches the settle of the one before,
            // so a page passed over that is beside no stop (#2) is never loaded.
            .fling(scrollView: "main", velocity: CGPoint(x: 2500, y: 0), duration: 0.06),
            .wait(duration: 0.12),
            .fling(scrollView: "main", velocity: CGPoint(x: 2500, y: 0), duration: 0.06),
            .wait(duration: 0.12),
            .fling(scrollView: "main", velocity: CGPoint(x: 2500, y: 0), duration: 0.06),
            .wait(duration: 0.12),
            .fling(scrollView: "main", velocity: CGPoint(x: 2500, y: 0), duration: 0.06),
            .wait(duration: 2.0),
            // A drag towards the next page that is given up: the calls reverse. Said at
            // the release that gives it up (said sooner, it ran ahead of the picture), and
            // up until the reverse calls are in the log (they come as the page settles back).
            .touchDown(at: CGPoint(x: 300, y: 500)),
            .moveTo(at: CGPoint(x: 170, y: 500), duration: 0.45),
            .moveTo(at: CGPoint(x: 250, y: 500), duration: 0.3),
            .hold(duration: 0.2),
            .touchUp,
            .caption(text: "Let go short of {nextTab}: it goes back, the calls reversed", duration: 1.6),
            .wait(duration: 1.6),
            // (The badges' words: "alive", "loads".)
            .caption(text: "{skipped}; {childrenAlive} alive, {loads} loads in all", duration: 5.0),
            .wait(duration: 0.8),
        ]),
        build: { _ in
            let c = NewsAppViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main", "tabs"], metrics: { [c] in
                [.init("childrenAlive", .number(Double(c.pager.alive.count))),
                 .init("childTypes", .number(Double(Set(c.pager.alive.map(\.kind)).count))),
                 .init("loads", .number(Double(c.pager.loads))),
                 .init("created", .number(Double(c.pager.created))),
                 .init("loadedPages", .array(c.pager.children.keys.sorted().map { .number(Double($0)) })),
                 .init("lifecycle", .array(c.lifecycle.map { .string($0) }))]
            })
            // The tab strip above and the log below are the point: captions go between
            // them, above where the finger flicks and drags (y 490 to 500).
            scene.captionPlacement = .at(y: 330)
            // Pages are named as the tab strip and the log show them: "the 5th tab, 财经".
            let tab: @MainActor (Int) -> String = { "the \(NewsAppViewController.ordinal($0 + 1)) tab, \(NewsAppViewController.tabs[$0])" }
            scene.words.page = tab
            // The pages before the last one loaded that never were: flicked past.
            @MainActor func skipped() -> [Int] {
                (0...(c.pager.loadedPages.max() ?? 0)).filter { !c.pager.loadedPages.contains($0) }
            }
            scene.words.texts["skipped"] = {
                let pages = skipped()
                return switch pages.count {
                case 0: "Every page was loaded"
                case 1: "The \(NewsAppViewController.ordinal(pages[0] + 1)) tab, \(NewsAppViewController.tabs[pages[0]]), was flicked past and never loaded"
                default: "The " + pages.map { NewsAppViewController.tabName($0) }.joined(separator: ", ") + " tabs were flicked past and never loaded"
                }
            }
            for k in 0..<NewsAppViewController.tabs.count {
                scene.words.values["skipped.\(k)"] = { Double(k < skipped().count ? skipped()[k] : -1) }
            }
            // The tab after the current one, which the given-up drag heads for: "the 6th tab".
            scene.words.texts["nextTab"] = { "the \(NewsAppViewController.ordinal(c.pager.currentIndex + 2)) tab" }
            scene.words.values["nextTab"] = { Double(c.pager.currentIndex + 2) }
            scene.words.metrics["loads"] = { _, _ in
                let i = c.pager.currentIndex
                return "Stopped on \(tab(i)): only now do it and its neighbours load"
            }
            return scene
        })
}
