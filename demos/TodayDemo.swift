import ScrollReelUIKit
import ScrollSimulation

/// An app store's Today tab: a compositional layout whose hero carousel pages
/// card by card, centred (`.groupPagingCentered`: UIKit's paging by a group and
/// its spacing), whose shelf glides and stops on a column's leading edge
/// (`.continuousGroupLeadingBoundary`), and whose ranked list loads more rows
/// through a diffable snapshot as its end comes into view, the new rows fading in.
enum TodayDemo {
    static let demo = Demo(
        id: "today",
        summary: "compositional layout: a .groupPagingCentered hero, a .continuousGroupLeadingBoundary shelf, a list that loads more",
        defaultScript: Script(duration: 20.5, steps: [
            .wait(duration: 0.4),
            // (Each caption is up its reading time, 0.25 s a word and 0.5 s, before the next
            // one or the next gesture: each motion is the same, only later.)
            // Each flick's speed said as the finger comes down for it, so that the two, alike
            // on screen, are told apart: 900 pt/s, then 4,000.
            // Flicked by the card's upper part: its caption goes below the card, into the
            // gap over the shelf, rather than on the card being flicked.
            .caption(text: "A {slowFlick} pt/s flick: one hero card", duration: 2.63),
            .touchDown(at: CGPoint(x: 231, y: 200)),
            .moveTo(at: CGPoint(x: 159, y: 200), duration: 0.08),
            .touchUp,
            .wait(duration: 2.55),
            // However hard the flick, one card.
            .caption(text: "A {hardFlick} pt/s flick: still one card", duration: 3.02),
            .touchDown(at: CGPoint(x: 295, y: 200)),
            .moveTo(at: CGPoint(x: 95, y: 200), duration: 0.05),
            .touchUp,
            .wait(duration: 2.97),
            // Up while the shelf glides, gone before the finger comes down for the page's scroll.
            .caption(text: "Shelf: glides, then stops on a column", duration: 3.85),
            .fling(scrollView: "feed.section1", velocity: CGPoint(x: 700, y: 0), duration: 0.08),
            .wait(duration: 3.77),
            // The list dragged up past its end and held there: the next page, asked for as
            // its last rows came into view, arrives 0.6 s later and fades in in the gap
            // under the list's end, on screen (let go sooner, the list bounced back and
            // the rows arrived below the screen's edge). Said as they arrive (`rankedRows`).
            .touchDown(at: CGPoint(x: 200, y: 830)),
            .moveTo(at: CGPoint(x: 200, y: 240), duration: 1.0),
            .hold(duration: 1.5),
            .touchUp,
            // (The new rows' words are read before the next finger comes down.)
            .wait(duration: 2.45),
            // On through the new rows, short of the ones that would ask for the next page.
            .touchDown(at: CGPoint(x: 200, y: 620)),
            .moveTo(at: CGPoint(x: 200, y: 470), duration: 0.5),
            .hold(duration: 0.1),
            .touchUp,
            // The result, held on the film's last frame.
            .wait(duration: 0.5),
            .caption(text: "A card per flick, a shelf that stops on a column, a list that grows", duration: 5.0),
            .wait(duration: 4.5),
        ]),
        build: { _ in
            let c = TodayViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["feed", "feed.section0", "feed.section1"], metrics: { [c] in
                [.init("rankedRows", .number(Double(c.rankedCount))),
                 .init("pagesLoaded", .number(Double(c.pagesLoaded)))]
            })
            // Films call the three scroll views what the reader sees.
            // The hero's two flicks' release speeds (pt/s): the drags below, 72 pt in 0.08 s
            // and 200 pt in 0.05 s.
            scene.words.values["slowFlick"] = { 900 }
            scene.words.values["hardFlick"] = { 4000 }
            scene.words.names = ["feed": "the feed", "feed.section0": "the hero", "feed.section1": "the shelf"]
            // The story captions say how each one stops, before it does; a rest said in points
            // means nothing to a reader, and the shelf's comes as the feed already moves on.
            scene.words.rest = { _ in nil }
            // A page of the ranked list, said as its rows arrive (they fade in as it is said).
            // The first row of the page loaded last, counted from 1 (a page is 8 rows): the
            // number the caption says first, a value of the run.
            scene.words.values["firstNewRow"] = { Double(c.rankedCount - c.rankedCount / max(c.pagesLoaded, 1) + 1) }
            scene.words.metrics["rankedRows"] = { old, new in
                guard case .number(let o) = old, case .number(let n) = new, n > o else { return nil }
                // (Rows counted from 1, as the list numbers them.)
                // (From the first new row on: the film shows it, not the page's last.)
                return "Pulled past its end, the list adds rows \(SceneWords.number(o + 1)) onward, fading in"
            }
            // The fingers work the lower half and the new rows fade in at the bottom: captions at
            // the top (the hero's flicks on the card's upper part send its caption below the card).
            // The hero's words go between the card and the shelf's "Apps We Love Right Now"
            // header, covering neither (62 pt from the flicking finger, on the card's upper
            // part); a finger there sends them to the top.
            scene.captionPlacement = .at(y: 409)
            return scene
        })
}
