import ScrollReelUIKit
import ScrollSimulation

/// Seed #1, `pagingEnabled`: 240 pt bubbles 20 pt apart in a 260 pt wide paging
/// scroll view that does not clip, so the neighbours bleed in; a full-screen
/// touch-delegate view bridges touches outside it to the scroll view, and a
/// "Touch Test" button shows that other controls still get their touches.
enum PagingDemo {
    /// The hard flick's release speed (pt/s): four times the first flick's.
    static let hardFlick = 6000.0
    static let demo = Demo(
        id: "paging",
        summary: "#1 pagingEnabled: bleeding neighbours, touch bridging, at most one page per flick",
        defaultScript: Script(steps: [
            .wait(duration: 0.3),
            // A flick outside the scroll view's own frame: the touch-delegate view forwards it.
            // (The finger rests a moment first, so a film shows where it came down.)
            // (Each caption is up its reading time, 0.25 s a word and 0.5 s, before the next
            // one: the waits are the time to read it, each motion is the same, only later.)
            .caption(text: "A flick outside the outlined paging scroll view still pages it", duration: 3.6),
            .touchDown(at: CGPoint(x: 372, y: 520)),
            .hold(duration: 0.25),
            .moveTo(at: CGPoint(x: 252, y: 520), duration: 0.08),
            .touchUp,
            .wait(duration: 3.27),
            // A very hard flick still turns one page only (said before it, to be read as it
            // happens). Its settle passes the page and springs back, as a paged UIScrollView's
            // does after a hard flick: said, so that it is not read as a glitch.
            .caption(text: "A {hardFlick} pt/s flick: still one page; it overshoots and springs back, as on iOS", duration: 4.85),
            .wait(duration: 0.4),
            .fling(scrollView: "main", velocity: CGPoint(x: hardFlick, y: 0), duration: 0.05),
            .wait(duration: 4.4),
            // A slow drag that does not reach half a page returns.
            .caption(text: "A slow drag under half a page goes back when let go", duration: 3.85),
            .touchDown(at: CGPoint(x: 300, y: 430)),
            .moveTo(at: CGPoint(x: 205, y: 430), duration: 0.5),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 3.2),
            // The tap (no count: it changes as the finger lifts), then the result, held on the last frame.
            .caption(text: "Other controls still get their touches: the Touch Test button", duration: 3.35),
            .tap(at: CGPoint(x: 60, y: 799)),
            .wait(duration: 3.25),
            .caption(text: "One page per flick, even outside the outline; Touch Test got {touchTests} tap", duration: 5.0),
            // (Up at least 4 s: read in full before the film loops.)
            .wait(duration: 4.5),
        ]),
        build: { _ in
            let c = PagingViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main"],
                              metrics: { [c] in [.init("page", .number(Double(c.page))), .init("touchTests", .number(Double(c.touchTests)))] })
            // The Touch Test button is at the bottom.
            scene.captionPlacement = .top
            // The screen numbers its bubbles from #0.
            scene.words.page = { "bubble #\($0)" }
            // Each rest comes just before the next gesture's caption (the film's story is
            // said before each gesture, to be read as it happens): a rest caption would
            // flash for a frame. The bubbles' numbers say where it rests.
            scene.words.rest = { _ in nil }
            scene.words.values["pageWidth"] = { c.scrollView.bounds.width }
            // The hard flick's release speed, said before it.
            scene.words.values["hardFlick"] = { hardFlick }
            return scene
        })
}
