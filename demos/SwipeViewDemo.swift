import ScrollReelUIKit
import ScrollSimulation

/// SwipeView as seed 004 ran it: vertical, endless (wrapEnabled), two items a
/// page, centred, with the current item and page shown live, an animated
/// scrollToItem and autoscroll.
enum SwipeViewDemo {
    static let demo = Demo(
        id: "swipe-view",
        summary: "SwipeView vertical with wrap: itemsPerPage, currentItemIndex/currentPage right, scrollToItem, autoscroll",
        defaultScript: Script(duration: 22.6, steps: [
            // The seed's complaint, the film's point: currentItemIndex and currentPage seemed
            // wrong, and vertical, the first item shown was not the data source's first. Read
            // before the first swipe, under the readout that checks them. (Each caption is up
            // its reading time, 0.25 s a word and 0.5 s, before the next: each motion is the
            // same, only later.)
            .caption(text: "The seed saw wrong item and page numbers; the readout checks them", duration: 4.1),
            .wait(duration: 4.1),
            // The first two swipes: a page is {itemsPerPage} items, and SwipeView's page is the
            // item divided by that, rounded (item 5 is on page 3: half rounds up). Said as the
            // finger comes down for the first, up to the wrap's words.
            .caption(text: "Swipes move two items; page = item\u{00A0}÷\u{00A0}{itemsPerPage}, rounded", duration: 3.43),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 1500), duration: 0.08),
            .wait(duration: 0.9),
            // Back to the first item, then past it: the wrap shows the last ones. Said as the
            // finger comes down for the flick past it (the list wraps in the next frame, with
            // its first move), not while it still rests on the first item.
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -1500), duration: 0.08),
            .wait(duration: 2.37),
            .caption(text: "Back past the first item, the list wraps round to the last ones", duration: 4.1),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -1500), duration: 0.08),
            .wait(duration: 4.02),
            .caption(text: "Go to item 5 eases the list there, the short way", duration: 3.6),
            .tap(at: CGPoint(x: 105, y: 776)),   // scrollToItem(at: 5, duration: 0.6)
            .wait(duration: 3.5),
            // The taps land on the switch itself (a UISwitch takes touches in its own bounds).
            .caption(text: "Autoscroll: the items drift on by themselves", duration: 2.7),
            .tap(at: CGPoint(x: 335, y: 776)),   // autoscroll on
            .wait(duration: 2.6),
            .tap(at: CGPoint(x: 335, y: 776)),   // autoscroll off
            // The sum, held on the last frame: the seed's complaint answered.
            .caption(text: "Swiped, wrapped, eased or drifting: the readout names the item on screen", duration: 5.0),
            .wait(duration: 4.5),
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
