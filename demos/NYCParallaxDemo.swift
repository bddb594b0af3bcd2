import ScrollReelUIKit
import ScrollSimulation

/// Linked scroll views and parallax (seeds 000-002): the user drags the title
/// scroll view; in its `scrollViewDidScroll` the content scroll view (200 pt
/// wider, so it moves faster) and the skyline behind them follow.
enum NYCParallaxDemo {
    static let demo = Demo(
        id: "nyc-parallax",
        summary: "linked scroll views: the titles drive the story text and a parallax skyline at dusk",
        defaultScript: Script(steps: [
            // Pull past the first page: the skyline stays clamped at its edge (and the
            // first page has no text). Pulled 270 pt, so the rubber band moves the titles
            // far enough to be seen (at 130 pt, 23 pt: missed at the gallery's size).
            // (Each caption is up its reading time, 0.25 s a word and 0.5 s, at full opacity.)
            // Said as the finger comes down for the pull, not before it (the reviews: up on
            // the first frame, it told of a pull that had not begun).
            .wait(duration: 0.3),
            .caption(text: "Past the first page, the titles spring back", duration: 2.8),
            .touchDown(at: CGPoint(x: 60, y: 600)),
            .moveTo(at: CGPoint(x: 330, y: 600), duration: 0.5),
            .touchUp,
            .wait(duration: 2.3),
            // (The titles' scroll view fills the screen: a finger anywhere drags it.)
            .caption(text: "Dragging anywhere scrolls the titles; the story text and skyline follow", duration: 3.9),
            .fling(scrollView: "main", velocity: CGPoint(x: 1600, y: 0), duration: 0.1),
            .wait(duration: 1.5),
            .fling(scrollView: "main", velocity: CGPoint(x: 1600, y: 0), duration: 0.1),
            .wait(duration: 2.2),
            // A slow drag half-way, to see the three layers at their three speeds; the
            // screen held after it while the words are read.
            .caption(text: "Three speeds: the skyline slowest, the story text fastest", duration: 3.1),
            .touchDown(at: CGPoint(x: 340, y: 600)),
            .moveTo(at: CGPoint(x: 140, y: 600), duration: 0.9),
            .touchUp,
            .wait(duration: 2.2),
            .fling(scrollView: "main", velocity: CGPoint(x: -1600, y: 0), duration: 0.1),
            .wait(duration: 0.4),
            .caption(text: "One swipe moves the titles, and the titles move the other two layers", duration: 5.0),
            .wait(duration: 0.3),
        ]),
        build: { _ in
            let c = NYCViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main", "content"],
                              metrics: { [c] in [.init("backgroundTranslation", .number(c.backgroundImage.transform.tx)),
                                                 .init("backgroundMaxTranslation", .number(c.maxTranslation))] })
            // The three layers tell the story; a release's speed and page would not.
            scene.words.saysMotion = false
            return scene
        })
}
