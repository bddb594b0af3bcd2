import ScrollReelUIKit
import ScrollSimulation

/// SwipeView as seed 004 ran it: vertical, endless (wrapEnabled), two items a
/// page, centred, with the current item and page shown live, an animated
/// scrollToItem and autoscroll.
enum SwipeViewDemo {
    static let demo = Demo(
        id: "swipe-view",
        summary: "SwipeView vertical with wrap: itemsPerPage, currentItemIndex/currentPage right, scrollToItem, autoscroll",
        defaultScript: Script(duration: 19.39, steps: [
            // The seed's complaint: currentItemIndex and currentPage seemed wrong. Here they follow.
            // Its page is SwipeView's: the item divided by itemsPerPage, rounded (item 5 is on
            // page 3: for 2 a page, rounded up). Read before the first swipe, under the readout
            // it names. (Each caption is up its reading time, 0.25 s a word and 0.5 s, before
            // the next: each motion is the same, only later.)
            .caption(text: "The readout: the item, its page (item ÷ {itemsPerPage}, rounded up), the position", duration: 4.1),
            .wait(duration: 4.1),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 1500), duration: 0.08),
            // The first two swipes: what the finger does and what the view does, up to the wrap's
            // words. (Said at the first's release.)
            .caption(text: "Swipe up, then down: the items and the readout follow", duration: 3.35),
            .wait(duration: 0.9),
            // Back to the first item, then past it: the wrap shows the last ones. Said as the
            // finger comes down for the flick past it (the list wraps in the next frame, with
            // its first move), not while it still rests on the first item.
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -1500), duration: 0.08),
            .wait(duration: 2.37),
            .caption(text: "Back past the first item, the list wraps round to the last ones", duration: 4.1),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -1500), duration: 0.08),
            .wait(duration: 4.02),
            .caption(text: "The left button eases the list to the item it names", duration: 3.6),
            .tap(at: CGPoint(x: 105, y: 776)),   // scrollToItem(at: 5, duration: 0.6)
            .wait(duration: 3.5),
            // The taps land on the switch itself (a UISwitch takes touches in its own bounds).
            .caption(text: "Autoscroll: the items drift on by themselves", duration: 2.7),
            .tap(at: CGPoint(x: 335, y: 776)),   // autoscroll on
            .wait(duration: 2.6),
            .tap(at: CGPoint(x: 335, y: 776)),   // autoscroll off
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
            // The readout at the top, the current item and the numbers of the items round it,
            // and the buttons at the bottom are the point: captions go just above the buttons,
            // over the list's lower edge.
            scene.captionPlacement = .at(y: 690)
            return scene
        })
}
