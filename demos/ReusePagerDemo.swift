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
            // The point: the page controllers' numbers repeat; pages are recycled, not made.
            // Up past its reading time (11 words: 3.25 s), until the second flick's finger.
            .caption(text: "Only the page shown and its neighbours exist; others are reused", duration: 3.6),
            .wait(duration: 2.3),
            // One page a swipe, each page seen at rest (1.3 s) with its controller's number,
            // so that the 0, 1, 2 before the first repeat are seen (review: at 0.65 s apart
            // pages #1 and #2 were never seen still).
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 1.3),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 1.3),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            // The first reuse's words (said as Page #3 comes in; 6 words) are read
            // for their 2 s (and their fade in) before the next flick's finger ends them: no
            // longer, a still screen reads as a stopped film (review-P: 4 s).
            .wait(duration: 2.4),
            // With the next flick (Page #4 comes in on controller #1), through the rest of the
            // paging: what each page coming in shows under its title, up its reading time
            // (11 words, 3.25 s).
            .caption(text: "Each page coming in reuses one of the same {instancesCreated} page controllers", duration: 4.6),
            .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            // Half a page by hand, slowly, so the title and the dots are seen following.
            .touchDown(at: CGPoint(x: 330, y: 500)),
            // (The same straight drag as one move from 330 to 110 in 0.7 s, in two parts.)
            .moveTo(at: CGPoint(x: 330 - 220 * 0.25 / 0.7, y: 500), duration: 0.25),
            .moveTo(at: CGPoint(x: 110, y: 500), duration: 0.45),
            .hold(duration: 0.1),
            .touchUp,
            .wait(duration: 0.6),
            .fling(scrollView: "main", velocity: CGPoint(x: -1500, y: 0), duration: 0.1),
            .wait(duration: 0.55),
            .fling(scrollView: "main", velocity: CGPoint(x: -1500, y: 0), duration: 0.1),
            // (The words above are read to their end before the summing up.)
            .wait(duration: 1.8),
            // Ten pages, as the page control's ten dots count them.
            .caption(text: "Ten pages (the dots), only {instancesCreated} page controllers made: their numbers repeat", duration: 5.0),
            .wait(duration: 0.3),
        ]),
        build: { _ in
            let c = ReusePagerViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main", "nav"], metrics: { [c] in
                [.init("instancesCreated", .number(Double(c.instances))),
                 .init("visiblePages", .array(c.visiblePages.map { .number(Double($0)) })),
                 .init("reuseQueue", .number(Double(c.reuseQueueCount)))]
            })
            // The screen labels its pages from "Page #0".
            scene.words.page = { "Page #\($0)" }
            // Page controllers are numbered from #0: the newest is one less than the count.
            scene.words.values["newestInstance"] = { Double(c.instances - 1) }
            scene.words.metrics["instancesCreated"] = { _, _ in
                "no spare page controller: a new one is made, controller #\(c.instances - 1)"
            }
            scene.words.values["instanceOnScreen"] = {
                let page = Int((c.scrollView.contentOffset.x / max(c.scrollView.bounds.width, 1)).rounded())
                return Double(c.controller(showing: page)?.numberOfInstance ?? -1)
            }
            // The first page shown by a reused controller, said as it comes on screen:
            // the pages around the one nearest the offset are rearranged as the scroll
            // passes half way, and that page is the one coming in. The next pages come
            // every 0.65 s, too soon for a caption each: the same caption follows them
            // (its words name the page on screen and its page controller), and the end says it
            // of them all.
            scene.words.saysMotion = false
            var firstReuse: Int?
            scene.words.metrics["visiblePages"] = { _, _ in
                let page = Int((c.scrollView.contentOffset.x / max(c.scrollView.bounds.width, 1)).rounded())
                guard let vc = c.controller(showing: page), vc.pagesShown > 1 else { return nil }
                let first = firstReuse ?? page
                firstReuse = first
                return page == first
                    ? "Page #\(page) reuses page controller #\(vc.numberOfInstance)"
                    : "Page #\(page) reuses page controller #\(vc.numberOfInstance); still none is made"
            }
            scene.words.revisedInPlace = ["visiblePages"]
            return scene
        })
}
