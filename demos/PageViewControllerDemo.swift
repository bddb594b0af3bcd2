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
            // A drag towards the next page that is given up: the calls reverse. Said by
            // the scene in the frame the reversed calls reach the log (they come as the
            // page settles back, 0.2 s after the release: a caption at the release ran
            // ahead of them), and up until the end's.
            .touchDown(at: CGPoint(x: 300, y: 500)),
            .moveTo(at: CGPoint(x: 170, y: 500), duration: 0.45),
            .moveTo(at: CGPoint(x: 250, y: 500), duration: 0.3),
            .hold(duration: 0.2),
            .touchUp,
            .wait(duration: 1.6),
            // (The badges' words: "in memory", "loaded".) 0.2 s into the last wait, so that the
            // reversed calls' words (from 5.47 s) are read for 1.2 s; the motion's times
            // are the same.
            .wait(duration: 0.2),
            .caption(text: "{skipped}; {childrenAlive} in memory, {loads} loaded", duration: 5.0),
            .wait(duration: 0.6),
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
            // A page that was appearing and now disappears: the drag towards it was given
            // up, and its calls are reversed; said in the frame they are logged.
            // (The counter holds the latest calls only: what is new is what follows the
            // longest part of it that ended the old one.)
            scene.words.metrics["lifecycle"] = { old, new in
                guard case .array(let o) = old, case .array(let n) = new else { return nil }
                let before = o.compactMap { if case .string(let s) = $0 { s } else { nil } }
                let after = n.compactMap { if case .string(let s) = $0 { s } else { nil } }
                guard let kept = (0...after.count).reversed().first(where: { before.suffix($0).elementsEqual(after.prefix($0)) })
                else { return nil }
                var logged = before
                for entry in after[kept...] {
                    defer { logged.append(entry) }
                    guard entry.hasPrefix("willDisappear ") else { continue }
                    let page = entry.dropFirst("willDisappear ".count)
                    guard logged.last(where: { $0.hasSuffix(" \(page)") }) == "willAppear \(page)", let i = Int(page) else { continue }
                    return "Let go short of the \(NewsAppViewController.ordinal(i + 1)) tab: it goes back, the calls reversed"
                }
                return nil
            }
            scene.words.metrics["loads"] = { _, _ in
                let i = c.pager.currentIndex
                return "Stopped on the \(NewsAppViewController.ordinal(i + 1)) tab: only now it and its neighbours load"
            }
            return scene
        })
}
