import ScrollReelUIKit
import ScrollSimulation

/// Seeds #2 and #3: 60 pt bubbles 10 pt apart, the first centred, and two ways to
/// stop on a bubble. #2 snaps after the deceleration with an animated
/// `setContentOffset` (abrupt); #3 rewrites `targetContentOffset` (smooth).
enum SnapDemos {
    /// The same finger for both, so that they can be compared side by side.
    /// (The captions are each demo's own: `scene(_:)` says them, from the run.)
    static let script = Script(steps: [
        // Each demo's point, said before the fling (while it glides, the release is said,
        // and then the stop: no time for a third caption to be read).
        .caption(text: "{approach}", duration: 1.6),
        .wait(duration: 1.6),
        // A speed whose natural stop (808 pt) is nearly half way between bubbles #11 and
        // #12, so that #2's snap after it is large, 32 pt of the 35 it can be (at 1,400
        // pt/s it stopped 17 pt short: a snap seen only by its mark).
        // The release in each demo's own few words (the film's would take 12, over a 2.5 s
        // glide), up until just before the stop, whose words each scene says.
        .caption(text: "{release}", duration: 2.45),
        .fling(scrollView: "main", velocity: CGPoint(x: 1375, y: 0), duration: 0.1),
        // The deceleration (2.5 s) and #2's snap after it (0.3 s), then the stop's
        // words (said at the stop) read for 2 s before the next finger.
        .wait(duration: 4.6),
        // A slow drag released without velocity, said at the release ("let go without
        // speed": not while the finger still drags) and read until the result.
        .touchDown(at: CGPoint(x: 240, y: 460)),
        .moveTo(at: CGPoint(x: 200, y: 460), duration: 0.35),
        .hold(duration: 0.15),
        .touchUp,
        .caption(text: "{second}", duration: 1.6),
        .wait(duration: 1.5),
        // The result, from the lift (what follows it is the point: #2 snaps, #3
        // glides onto its target) to the film's last frame, where it is held.
        .caption(text: "{summary}", duration: 5.0),
        .wait(duration: 0.5),
    ])

    static let snap = Demo(
        id: "bubble-snap",
        summary: "#2 snap: setContentOffset(animated:) after the deceleration ends — the abrupt snap",
        defaultScript: script,
        build: { _ in scene(BubbleSnapViewController(title: "snap", mode: .snapAfterDeceleration)) })

    static let target = Demo(
        id: "bubble-target",
        summary: "#3 targetContentOffset rewritten in willEndDragging — the invisible snap",
        defaultScript: script,
        build: { _ in scene(BubbleSnapViewController(title: "targetContentOffset", mode: .rewriteTarget)) })

    @MainActor private static func scene(_ c: BubbleSnapViewController) -> Scene {
        var scene = Scene(rootViewController: c, tracedScrollViews: ["main"],
              metrics: { [c] in [.init("bubble", .number(bubble(c))),
                                 .init("snapAnimations", .number(Double(c.snaps)))] })
        let n = SceneWords.number
        // The snap's words name the mark that appears in the frame they are said: at
        // full opacity in that frame, not fading in after it.
        scene.words.saidAtOnce = true
        // The point of each seed, in one sentence at the start and the result at the end.
        if c.mode == .snapAfterDeceleration {
            scene.words.values["snap"] = { abs(c.lastSnap) }
            scene.words.values["snapBubble"] = { Double(c.lastSnapBubble) }
            scene.words.texts["approach"] = { "Once the list stops, the app snaps it onto the nearest bubble" }
            scene.words.texts["release"] = { "Let go: UIKit alone picks the stop" }
            scene.words.metrics["snapAnimations"] = { _, _ in
                "Stopped off-centre at the mark, then snaps \(SceneWords.points(abs(c.lastSnap))) pt onto bubble #\(c.lastSnapBubble)"
            }
            // Let go without speed, the list stops where the finger left it and the
            // snap starts in the same frame: what is seen is the mark left behind, and
            // a second motion after the stop, the app's animation (not a glide).
            scene.words.texts["second"] = {
                "No speed: it stops, then snaps onto #\(c.lastSnapBubble)"
            }
            scene.words.texts["summary"] = {
                c.snaps == 1 ? "1 snap after a stop: it stopped at the mark, then moved onto #\(c.lastSnapBubble)"
                    : "\(c.snaps) snaps, each after a stop: it stopped at the mark, then moved onto a bubble"
            }
            scene.words.title = "Snap after the stop"
            scene.words.outcome = { "stopped off a bubble, then snapped onto it (\(c.snaps) snap\(c.snaps == 1 ? "" : "s"))" }
        } else {
            scene.words.texts["approach"] = { "At the release, the app moves the glide's stop onto a bubble" }
            scene.words.texts["release"] = { "The app aims this glide at a bubble" }
            // The second gesture, let go without speed off a bubble: the delegate's target is
            // still moved, and UIKit decelerates onto it: one motion, ending on the bubble.
            scene.words.texts["second"] = {
                "No speed: it glides onto #\(c.lastAimBubble), one motion"
            }
            scene.words.title = "Stop moved onto a bubble"
            scene.words.outcome = { "each glide ended on its bubble (" + (c.snaps == 0 ? "no snap" : "\(c.snaps) snaps") + ")" }
            scene.words.rest = { sv in "Comes to rest centred on bubble #\(n(bubble(c))): nothing moves after the stop" }
            // The second gesture, let go without speed 30 pt off a bubble, glides back onto it:
            // a deceleration onto the delegate's target, not a snap after a stop.
            scene.words.texts["summary"] = {
                (c.snaps == 0 ? "No snap" : "\(c.snaps) snaps") + " after a stop: each glide ended where it aimed, on #\(c.lastAimBubble) at the mark"
            }
        }
        return scene
    }

    /// The bubble nearest the centre line (numbered from #0, as the screen labels them).
    @MainActor private static func bubble(_ c: BubbleSnapViewController) -> Double {
        (c.scrollView.contentOffset.x / BubbleSnapViewController.pageSize).rounded()
    }
}
