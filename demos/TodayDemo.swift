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
        defaultScript: Script(duration: 10.2, steps: [
            .wait(duration: 0.4),
            .caption(text: "Hero cards: each flick turns one card and centres it, however hard", duration: 2.4),
            .fling(scrollView: "feed.section0", velocity: CGPoint(x: 900, y: 0), duration: 0.08),
            .wait(duration: 1.0),
            // However hard the flick, one card.
            .fling(scrollView: "feed.section0", velocity: CGPoint(x: 4000, y: 0), duration: 0.05),
            .wait(duration: 1.1),
            .caption(text: "Shelf: it glides freely, then stops with a column at its leading edge", duration: 2.0),
            .fling(scrollView: "feed.section1", velocity: CGPoint(x: 700, y: 0), duration: 0.08),
            .wait(duration: 1.5),
            .touchDown(at: CGPoint(x: 200, y: 780)),
            .moveTo(at: CGPoint(x: 200, y: 380), duration: 0.12),
            .touchUp,
            // Near its end the next page arrives, 0.55 s after this release: said as its
            // rows begin to fade in, and up through the flick to them.
            .wait(duration: 0.55),
            .caption(text: "Near its end, the list loads more rows; they fade in at the bottom", duration: 3.25),
            .wait(duration: 0.65),
            .touchDown(at: CGPoint(x: 200, y: 740)),
            .moveTo(at: CGPoint(x: 200, y: 400), duration: 0.08),
            .touchUp,
            .wait(duration: 1.3),
            // On past the old end: the new rows are there.
            .touchDown(at: CGPoint(x: 200, y: 700)),
            .moveTo(at: CGPoint(x: 200, y: 380), duration: 0.5),
            .touchUp,
            // The result, held on the film's last frame, once the last page has come (a
            // number that changed while on screen would not be a result).
            .wait(duration: 1.0),
            .caption(text: "A card per flick, a shelf that stops on a column, a list that grows at its end", duration: 5.0),
        ]),
        build: { _ in
            let c = TodayViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["feed", "feed.section0", "feed.section1"], metrics: { [c] in
                [.init("rankedRows", .number(Double(c.rankedCount))),
                 .init("pagesLoaded", .number(Double(c.pagesLoaded)))]
            })
            // Films call the three scroll views what the reader sees.
            scene.words.names = ["feed": "the feed", "feed.section0": "the hero", "feed.section1": "the shelf"]
            // The story captions say how each one stops, before it does; a rest said in points
            // means nothing to a reader, and the shelf's comes as the feed already moves on.
            scene.words.rest = { _ in nil }
            // The fingers work the lower half and the new rows fade in at the bottom: captions at the top.
            scene.captionPlacement = .top
            return scene
        })
}
