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
            // first page has no text).
            .caption(text: "Pull past the first page: the titles slide past the edge and spring back", duration: 1.4),
            .wait(duration: 0.3),
            .touchDown(at: CGPoint(x: 60, y: 600)),
            .moveTo(at: CGPoint(x: 190, y: 600), duration: 0.35),
            .touchUp,
            .wait(duration: 0.6),
            .caption(text: "The titles' scrolling moves the story text and the skyline", duration: 1.6),
            .fling(scrollView: "main", velocity: CGPoint(x: 1600, y: 0), duration: 0.1),
            .wait(duration: 0.6),
            .fling(scrollView: "main", velocity: CGPoint(x: 1600, y: 0), duration: 0.1),
            .wait(duration: 0.6),
            // A slow drag half-way, to see the three layers at their three speeds.
            .caption(text: "Three speeds: the skyline slowest, then the titles, the wider story text fastest", duration: 1.9),
            .touchDown(at: CGPoint(x: 340, y: 600)),
            .moveTo(at: CGPoint(x: 140, y: 600), duration: 0.9),
            .touchUp,
            .wait(duration: 0.6),
            .fling(scrollView: "main", velocity: CGPoint(x: -1600, y: 0), duration: 0.1),
            .wait(duration: 0.4),
            .caption(text: "One finger, three layers: the titles' scroll moves the other two", duration: 5.0),
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
