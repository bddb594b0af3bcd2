import ScrollReelUIKit
import ScrollSimulation

/// The scroll-view features the seeds list that no other demo needs, in one
/// two-dimensional scroll view: a content view laid out by seed 002's rule
/// (contentSize = leading + content view + trailing), a content inset under a
/// header, both scroll indicators, `isDirectionalLockEnabled`, and
/// `scrollsToTop` by a tap on the status bar.
enum FeaturesDemo {
    static let demo = Demo(
        id: "features",
        summary: "contentInset, directional lock, both scroll indicators, scrollsToTop and seed 002's contentSize rule",
        // (Captions name each feature as it is shown; they are not in the trace. Each
        // is up for at least 1.2 s at full opacity: the waits after the gestures are
        // the time to read it.)
        defaultScript: Script(steps: [
            // A drag 20° off the vertical: the directional lock keeps it vertical.
            // (Each caption is up its reading time, 0.25 s a word and 0.5 s, before the
            // next one: the waits after the gestures are the time to read it.)
            .caption(text: "Directional lock: a drag a little off vertical moves only vertically", duration: 3.6),
            .wait(duration: 0.5),
            .touchDown(at: CGPoint(x: 150, y: 650)),
            .moveTo(at: CGPoint(x: 223, y: 450), duration: 0.4),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 2.55),
            // A true diagonal is not locked: both axes move.
            .caption(text: "A true diagonal is not locked: both axes move", duration: 3.1),
            .touchDown(at: CGPoint(x: 300, y: 650)),
            .moveTo(at: CGPoint(x: 120, y: 470), duration: 0.4),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 2.55),
            .caption(text: "A flick: both scroll indicators show while it moves", duration: 3.1),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2500), duration: 0.08),
            .wait(duration: 3.02),
            // A tap on the status bar scrolls to the top (below the inset): said a beat before
            // the tap, so that it is read before the jump, and up until the list is back
            // (UIKit's scroll to the top takes a while over a long way).
            .caption(text: "A tap on the status bar scrolls back to the top", duration: 3.6),
            .wait(duration: 0.4),
            .tap(at: CGPoint(x: 195, y: 20)),
            .wait(duration: 3.1),
            // Seed 002's Auto Layout rule, with this screen's numbers, held on the last
            // frame: the content's right end in view, the trailing margin after the last column.
            .caption(text: "{contentSizeRule}", duration: 5.0),
            .setContentOffset(scrollView: "main", offset: CGPoint(x: 842, y: -127), animated: true),
            .wait(duration: 1.2),
        ]),
        build: { _ in
            let c = FeaturesViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main"], metrics: { [c] in
                [.init("contentInsetTop", .number(c.scrollView.contentInset.top)), .init("scrolledToTop", .number(Double(c.scrolledToTop)))]
            })
            // Where a drag ends is not the point here (the features are): no "comes to rest at (x, y)".
            scene.words.rest = { _ in nil }
            scene.words.values["leading"] = { c.contentView.frame.minX }
            scene.words.values["contentViewWidth"] = { c.contentView.frame.width }
            scene.words.values["trailing"] = { c.scrollView.contentSize.width - c.contentView.frame.maxX }
            scene.words.texts["contentSizeRule"] = {
                let n = SceneWords.number, content = c.contentView.frame, w = c.scrollView.contentSize.width
                return "Scrollable width = margin + content + margin: \(n(content.minX)) + \(n(content.width)) + \(n(w - content.maxX)) = \(n(w)) pt"
            }
            return scene
        })
}
