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
            // The point (seed 003): pages load only where the scroll stops (that page and
            // the pages beside it), never on the way.
            // (Each caption is up for its reading time at full opacity where the motion
            // allows it: the waits are the time to read it.)
            .caption(text: "A page loads only where the scroll stops", duration: 2.7),
            .wait(duration: 2.7),
            // Four quick swipes, each a page (a paging scroll view turns at most one page
            // per swipe, however fast): each catches the settle of the one before, so a
            // page passed over that is beside no stop (the 3rd tab) is never loaded. Said
            // 1.45 s before the first, and up until just before the stop (2.67 s in), whose
            // words the scene says ("Stopped on the 5th tab…", at the stop).
            .caption(text: "Four swipes, one page each, past grey pages", duration: 2.65),
            .wait(duration: 1.45),
            .fling(scrollView: "main", velocity: CGPoint(x: 2000, y: 0), duration: 0.15),
            .wait(duration: 0.15),
            .fling(scrollView: "main", velocity: CGPoint(x: 2000, y: 0), duration: 0.15),
            .wait(duration: 0.15),
            .fling(scrollView: "main", velocity: CGPoint(x: 2000, y: 0), duration: 0.15),
            .wait(duration: 0.15),
            .fling(scrollView: "main", velocity: CGPoint(x: 2000, y: 0), duration: 0.15),
            // The stop's words ("Stopped on the 5th tab…", the scene's) read before the next drag.
            .wait(duration: 3.55),
            // A drag towards the next page that is given up: the page it heads for is told it
            // will appear (said as the finger comes down), and at the release it goes back and
            // never appears (said at the release, as it starts back; the log reverses its
            // calls 0.3 s later, as the page settles).
            .caption(text: "Dragging toward {nextTab}: it gets willAppear", duration: 2.7),
            .wait(duration: 0.5),
            .touchDown(at: CGPoint(x: 300, y: 500)),
            .moveTo(at: CGPoint(x: 170, y: 500), duration: 0.9),
            .moveTo(at: CGPoint(x: 250, y: 500), duration: 0.6),
            .hold(duration: 0.7),
            .caption(text: "Let go short of {nextTab}: it goes back, never didAppear", duration: 3.7),
            .touchUp,
            .wait(duration: 3.7),
            // (The badges' words: "in memory", "loads so far".)
            .caption(text: "{skipped}; {childrenAlive} in memory, {loads} loads so far", duration: 5.0),
            .wait(duration: 4.0),
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
            // The tab strip above, the log below and the pages between (grey until loaded)
            // are the point: captions go just under the tabs, over the first row of the
            // page, far above where the finger flicks and drags (y 490 to 500).
            scene.captionPlacement = .at(y: 170)
            // Their words are about calls in the log in the frame they are said: at full
            // opacity there, not fading in after them.
            scene.words.saidAtOnce = true
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
                case 1: "The \(NewsAppViewController.ordinal(pages[0] + 1)) tab, \(NewsAppViewController.tabs[pages[0]]), swiped past, never loaded"
                default: "The " + pages.map { NewsAppViewController.tabName($0) }.joined(separator: ", ") + " tabs: swiped past, never loaded"
                }
            }
            for k in 0..<NewsAppViewController.tabs.count {
                scene.words.values["skipped.\(k)"] = { Double(k < skipped().count ? skipped()[k] : -1) }
            }
            // The tab after the current one, which the given-up drag heads for: "the 6th tab".
            scene.words.texts["nextTab"] = { "the \(NewsAppViewController.ordinal(c.pager.currentIndex + 2)) tab" }
            scene.words.values["nextTab"] = { Double(c.pager.currentIndex + 2) }
            // (The given-up drag is said by the story, at its release: the calls the log
            // reverses are not said again.)
            scene.words.metrics["loads"] = { _, _ in
                let i = c.pager.currentIndex
                return "Stopped on the \(NewsAppViewController.ordinal(i + 1)) tab: it and its neighbours load now"
            }
            return scene
        })
}
