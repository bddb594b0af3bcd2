import ScrollReelUIKit
import ScrollSimulation

/// SwipeView as seed 004 ran it: vertical, endless (wrapEnabled), two items a
/// page, centred, with the current item and page shown live, an animated
/// scrollToItem and autoscroll.
enum SwipeViewDemo {
    static let demo = Demo(
        id: "swipe-view",
        summary: "SwipeView vertical with wrap: itemsPerPage, currentItemIndex/currentPage right, scrollToItem, autoscroll",
        defaultScript: Script(duration: 10.7, steps: [
            // The seed's complaint: currentItemIndex and currentPage seemed wrong. Here they follow.
            // Its page is SwipeView's: the item divided by itemsPerPage, rounded (item 5 is on page 3).
            // Read before the first swipe, under the readout it names (a finger under it
            // would send it up over the readout).
            .caption(text: "The readout: the current item, and its page (the item ÷ {itemsPerPage}, rounded)", duration: 1.6),
            .wait(duration: 1.7),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 1500), duration: 0.08),
            // The first two swipes: what the finger does and what the view does, up to the wrap's
            // words. From the first's release: the finger coming down under its place sent it
            // up over the readout.
            .caption(text: "Swipe up, then back down: the items follow, and so does the readout", duration: 1.82),
            .wait(duration: 0.9),
            // Back to the first item, then past it: the wrap shows the last ones. Said as the
            // finger comes down for the flick past it (the list wraps in the next frame, with
            // its first move), not while it still rests on the first item.
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -1500), duration: 0.08),
            .wait(duration: 0.9),
            .caption(text: "Back past the first item, the list wraps round to the last ones", duration: 1.58),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -1500), duration: 0.08),
            .wait(duration: 1.5),
            .caption(text: "The left button scrolls to the item it names, easing in and out", duration: 1.55),
            .tap(at: CGPoint(x: 105, y: 776)),   // scrollToItem(at: 5, duration: 0.6)
            .wait(duration: 1.4),
            .caption(text: "Autoscroll: the items drift on by themselves", duration: 2.45),
            .tap(at: CGPoint(x: 285, y: 776)),   // autoscroll on
            .wait(duration: 2.4),
            .tap(at: CGPoint(x: 285, y: 776)),   // autoscroll off
            .caption(text: "Autoscroll off: it settles on item {currentItemIndex}, and the readout names it right", duration: 2.0),
        ]),
        build: { _ in
            let c = SwipeViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main"], metrics: { [c] in
                [.init("currentItemIndex", .number(Double(c.swipeView.currentItemIndex))),
                 .init("currentPage", .number(Double(c.swipeView.currentPage))),
                 .init("scrollOffset", .number(c.swipeView.scrollOffset)),
                 .init("itemViewsLoaded", .number(Double(c.swipeView.itemViews.count))),
                 .init("itemViewsCreated", .number(Double(c.swipeView.viewsCreated)))]
            })
            // The readout counts items, not points: the film says items, as it does.
            scene.words.saysMotion = false
            scene.words.values["itemsPerPage"] = { Double(c.swipeView.itemsPerPage) }
            scene.words.rest = { _ in
                guard let v = c.swipeView else { return nil }
                return "It stops on item \(v.currentItemIndex); the readout names it, and its page"
            }
            // The readout at the top, the current item under it and the buttons at the
            // bottom are the point: captions go over the item after the current one.
            scene.captionPlacement = .at(y: 560)
            return scene
        })
}
