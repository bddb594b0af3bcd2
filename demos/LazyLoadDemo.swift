import ScrollReelUIKit
import ScrollSimulation

/// UIImage loading in a table view (seeds 000-002): three strategies for when to
/// ask the (simulated) network for a row's picture, and the numbers that tell
/// them apart.
///
/// - `naive`: every cell that appears asks for its picture.
/// - `decelerating`: no loads while the table decelerates after the user let go,
///   and the visible cells load on `scrollViewDidEndDecelerating` and on
///   `scrollViewWillBeginDragging` (problems 2 and 3 of the text).
/// - `target-rect`: only cells inside the rectangle where the scroll will stop
///   (`targetContentOffset`), or whose picture is already in the memory cache.
enum LazyLoadDemo {
    static let demo = Demo(
        id: "lazy-load",
        summary: "table-view image loading: load everything, skip while decelerating, or only the target rect",
        variants: LazyLoadViewController.Strategy.allCases.map(\.rawValue),
        // The same fingers for every strategy: three hard flicks, each one catching
        // the deceleration of the one before (problem 3 of the text), the wait for
        // the pictures where the table stops, then a flick back over rows whose
        // pictures are in the memory cache.
        defaultScript: Script(steps: [
            // Every caption is read for its reading time at full opacity (0.25 s a word and
            // 0.5 s; the fades besides), in short words rather than by moving the motion
            // past what it says: the glide's words end just before the stop, whose words the
            // scene says at the stop; the flick back's, just before its stop.
            .caption(text: "{strategy}", duration: 3.2),
            .wait(duration: 3.2),
            // The flicks' speeds are not the point (the requests are): one caption for all three.
            .caption(text: "Three hard flicks, one after another", duration: 2.3),
            .wait(duration: 0.95),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 7000), duration: 0.05),
            .wait(duration: 0.35),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 7000), duration: 0.05),
            .wait(duration: 0.35),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 7000), duration: 0.05),
            // While the last glide runs (it stops 3.33 s after this flick began), what each
            // strategy is doing (the counters climb).
            .wait(duration: 0.5),
            .caption(text: "{gliding}", duration: 2.76),
            // The stop's words (the scene's) read for 2.5 s on the still list.
            .wait(duration: 5.28),
            .caption(text: "{back}", duration: 2.83),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -2500), duration: 0.08),
            // The result once the table rests again (2.85 s after the flick) and the stop's
            // words are read; held on the last frame.
            .wait(duration: 5.27),
            .caption(text: "{result}", duration: 5.0),
            .wait(duration: 4.0),
        ]),
        build: { context in
            let strategy = LazyLoadViewController.Strategy(rawValue: context.variant ?? "") ?? .targetRect
            let c = LazyLoadViewController(strategy: strategy)
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main"], metrics: { [c] in
                let visible = c.tableView.visibleCells.compactMap { $0 as? ImageCell }
                let loaded = visible.filter { $0.shownRow != nil && $0.shownRow == c.tableView.indexPath(for: $0)?.row }
                return [.init("requests", .number(Double(c.service.requests))), .init("imagesShown", .number(Double(c.imagesShown))),
                        .init("cacheHits", .number(Double(c.service.cacheHits))),
                        .init("visibleCells", .number(Double(visible.count))), .init("visibleWithImage", .number(Double(loaded.count)))]
            })
            // The HUD's counters are drawn sharp in a motion-blurred film (they would print over each other).
            scene.overlays = [c.hud]
            scene.words.title = strategy.title
            // The HUD's counters at the bottom are the point: captions go to the top.
            scene.captionPlacement = .top
            scene.words.texts["strategy"] = {
                switch strategy {
                case .naive: "Load all: every row that appears asks for its picture"
                case .decelerating: "No loads while it glides; rows load when it stops"
                case .targetRect: "Only the rows where each glide will stop load"
                }
            }
            // Each flick's speed and aim would be three captions in a second; the film says the flicks once.
            scene.words.saysMotion = false
            // Where the table stops, the strategies differ most: say it there, after the
            // flicks and after the flick back.
            // Up while it rests there and the words stay true.
            scene.words.rest = { _ in
                switch strategy {
                case .naive:
                    return c.stops == 1 ? "Stopped, all in: \(c.service.requests) asked for"
                        : "Stopped: \(c.service.requests) in all, \(c.service.cacheHits) from memory"
                case .decelerating:
                    // (How long they stayed empty, the end says: said here, it stayed up after they filled.)
                    return c.emptyAfterLastStop > 0 ? "Stopped: only now these rows load" : nil
                case .targetRect:
                    // Asked for at each release (scrollViewWillEndDragging), before those rows
                    // came on screen (#36, review-R).
                    return "Stopped, pictures ready: \(c.service.requests) asked for"
                }
            }
            // Waiting for the stop, the rest's words stay up to be read while the pictures
            // arrive (as a state they would leave with the wait, 0.8 s: too soon to be read).
            scene.words.restStays = strategy == .decelerating
            // A stop's words carry the strategy's numbers: up until the next words or the
            // next motion, to be read (in a comparison, beside the other pane's).
            // How long the user looked at empty rows after the first stop (decelerating): the
            // stop's words say it (from when the pictures are due), the result says it again.
            let waited: @MainActor @Sendable () -> Double = { c.waitAfterFirstStop ?? 0 }
            scene.words.values["waited"] = waited
            scene.words.values["emptyAfterStop"] = { c.emptyAfterLastStop }
            // The end's words name each stop's wait as that stop's words said it ("0.8 s, then
            // 0.7 s"): the first stop's alone was said of the last one too (#36, review-P).
            let stopWaits: @MainActor @Sendable () -> (atEach: String, seconds: String) = {
                let said = c.emptyAtStops.map { "\(SceneWords.number($0)) s" }
                guard let last = said.last else { return ("at the stop", "0 s") }
                if said.count == 1 { return ("at the stop", last) }
                if Set(said).count == 1 { return ("at each stop", last) }
                return ("at each stop", said.dropLast().joined(separator: ", ") + ", then " + last)
            }
            scene.words.texts["gliding"] = {
                switch strategy {
                case .naive: "Every row flying past asks: \(c.service.requests) so far"
                case .decelerating: "Nothing loads while it glides: \(c.service.requests) so far"
                case .targetRect: "Asked where it will stop: \(c.service.requests) so far"
                }
            }
            scene.words.texts["back"] = {
                switch strategy {
                case .naive: "A flick back: seen rows come from memory"
                // (The finger's touch loads the rows under it: scrollViewWillBeginDragging.)
                case .decelerating: "After the touch, nothing loads until it stops"
                case .targetRect: "Flicked back: again only where it will stop"
                }
            }
            scene.words.texts["result"] = {
                let asked = "\(c.service.requests) pictures asked for"
                return switch strategy {
                case .naive: "\(asked), every row it passed; \(c.service.cacheHits) from the memory cache"
                case .decelerating: "\(asked), but \(stopWaits().atEach) the user waited \(stopWaits().seconds)"
                case .targetRect: "\(asked), each there when the list stopped"
                }
            }
            // A comparison's closing sentence: what each strategy cost, side by side.
            scene.words.outcome = {
                let asked = "\(c.service.requests) pictures asked for"
                return switch strategy {
                case .naive: "\(asked), every row it passed"
                case .decelerating: "\(asked), but empty rows \(stopWaits().atEach): \(stopWaits().seconds)"
                case .targetRect: "\(asked), each there when it stopped"
                }
            }
            return scene
        })
}
