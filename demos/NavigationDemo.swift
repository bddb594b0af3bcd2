import ScrollReelUIKit
import ScrollSimulation

/// Screens inside their containers: iOS's Settings in a navigation controller. The list
/// scrolls under a large title that collapses into the inline title, comes down with the
/// list when it is pulled down, and snaps open or shut when a scroll ends part-way; the search
/// bar folds away first. A row pushes its detail screen; the detail's "Tips" button
/// presents a sheet at half height, whose list hands the drag over to the sheet; a swipe
/// from the left edge pops back.
enum NavigationDemo {
    static let demo = Demo(
        id: "navigation",
        summary: "Settings in a navigation controller: a large title that collapses, stretches and snaps, a push, a sheet with detents, an edge-swipe pop",
        defaultScript: Script(steps: [
            .wait(duration: 0.3),
            // (Each caption is up its reading time, 0.25 s a word and 0.5 s, before the next:
            // the waits after the gestures are the time to read it, not part of the motion.)
            .caption(text: "Pulled down, the large title comes down with the list", duration: 3.35),
            .touchDown(at: CGPoint(x: 200, y: 330)),
            .moveTo(at: CGPoint(x: 200, y: 480), duration: 0.45),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 2.75),
            // 80 pt up: the search bar (52 pt) folds all the way, the large title 28 pt of
            // its 52; let go, the part it is in snaps to its nearer end (UIKit's rule), so
            // the search bar stays folded and the title springs back. Each half is said at
            // its moment: the fold while the finger holds, the spring at the release.
            .caption(text: "Pushed up, the search bar folds away first", duration: 2.85),
            .touchDown(at: CGPoint(x: 200, y: 640)),
            .moveTo(at: CGPoint(x: 200, y: 560), duration: 0.45),
            .hold(duration: 2.4),
            .touchUp,
            .caption(text: "Let go part-way, the large title springs back open", duration: 3.1),
            .wait(duration: 3.1),
            .caption(text: "The large title collapses into the inline one, and snaps shut", duration: 3.6),
            .touchDown(at: CGPoint(x: 200, y: 600)),
            .moveTo(at: CGPoint(x: 200, y: 560), duration: 0.35),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 3.1),
            .caption(text: "Rows under the bar: it turns frosted, blurring them", duration: 3.1),
            .fling(scrollView: "settings", velocity: CGPoint(x: 0, y: 600), duration: 0.1),
            .wait(duration: 3.0),
            .caption(text: "A row pushes its screen: it slides in over Settings", duration: 3.35),
            .tap(at: CGPoint(x: 200, y: 268)),
            .wait(duration: 3.25),
            // Said once the rising sheet's header has passed the caption's place.
            .tap(at: CGPoint(x: 352, y: 69)),
            .wait(duration: 0.1),
            .caption(text: "A sheet at half height, with its own list", duration: 3.35),
            .wait(duration: 3.35),
            // The drags keep clear of the bottom, where their captions sit: the sheet's
            // top edge, the point, is left in view.
            .caption(text: "Dragging the list up raises the sheet first, then scrolls the list", duration: 3.85),
            .touchDown(at: CGPoint(x: 200, y: 660)),
            .moveTo(at: CGPoint(x: 200, y: 140), duration: 0.8),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 2.9),
            // The sheet's header slides down through the whole screen: its words are said
            // at the top, once the header is below it (0.12 s into the drag), and the finger,
            // down through the middle and the bottom, keeps them there.
            .touchDown(at: CGPoint(x: 200, y: 260)),
            .moveTo(at: CGPoint(x: 200, y: 460), duration: 0.12),
            .caption(text: "Dragged down: the list back to its top, then the sheet down and away", duration: 4.35),
            .moveTo(at: CGPoint(x: 200, y: 760), duration: 0.18),
            .touchUp,
            .wait(duration: 4.17),
            .caption(text: "A swipe from the left edge pops back to Settings", duration: 3.35),
            .edgeSwipe(y: 420, distance: 240, duration: 0.35),
            .wait(duration: 3.0),
            // The film's result, held on its last frame: what the reader saw them do.
            .caption(text: "The bar follows the list's scroll; a sheet moves first, then its list", duration: 5.0),
            // (Up at least 4 s: read in full before the film loops.)
            .wait(duration: 4.5),
        ]),
        build: { _ in
            let settings = SettingsViewController()
            let nav = UINavigationController(rootViewController: settings)
            nav.navigationBar.prefersLargeTitles = true
            return Scene(rootViewController: nav, metrics: { [settings, nav] in
                [.init("top", .string(nav.topViewController?.title ?? "")),
                 .init("barHeight", .number(Double(nav.navigationBar.frame.height))),
                 .init("lifecycle", .string(settings.lifecycle.joined(separator: ", ")))]
            })
        })
}
