import ScrollReelUIKit
import ScrollSimulation

/// Screens inside their containers: iOS's Settings in a navigation controller. The list
/// scrolls under a large title that collapses into the inline title, stretches when the
/// list is pulled down, and snaps open or shut when a scroll ends part-way; the search
/// bar folds away first. A row pushes its detail screen; the detail's "Tips" button
/// presents a sheet at half height, whose list hands the drag over to the sheet; a swipe
/// from the left edge pops back.
enum NavigationDemo {
    static let demo = Demo(
        id: "navigation",
        summary: "Settings in a navigation controller: a large title that collapses, stretches and snaps, a push, a sheet with detents, an edge-swipe pop",
        defaultScript: Script(steps: [
            .wait(duration: 0.3),
            .caption(text: "Pulled down, the large title stretches", duration: 1.2),
            .touchDown(at: CGPoint(x: 200, y: 330)),
            .moveTo(at: CGPoint(x: 200, y: 480), duration: 0.45),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 0.6),
            .caption(text: "Scrolling up folds the search bar away; let go part-way, it snaps open", duration: 1.6),
            .touchDown(at: CGPoint(x: 200, y: 640)),
            .moveTo(at: CGPoint(x: 200, y: 560), duration: 0.45),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 0.5),
            .caption(text: "The large title collapses into the inline one, and snaps shut", duration: 1.5),
            .touchDown(at: CGPoint(x: 200, y: 600)),
            .moveTo(at: CGPoint(x: 200, y: 560), duration: 0.35),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 0.5),
            .caption(text: "Rows under the bar: it turns to its material", duration: 1.4),
            .fling(scrollView: "settings", velocity: CGPoint(x: 0, y: 600), duration: 0.1),
            .wait(duration: 1.4),
            .caption(text: "A row pushes its screen: it slides in over Settings", duration: 1.3),
            .tap(at: CGPoint(x: 200, y: 268)),
            .wait(duration: 0.8),
            .caption(text: "A sheet at its medium detent, with its own list", duration: 1.2),
            .tap(at: CGPoint(x: 352, y: 69)),
            .wait(duration: 0.9),
            .caption(text: "Dragging the list up raises the sheet first, then scrolls the list", duration: 1.6),
            .touchDown(at: CGPoint(x: 200, y: 760)),
            .moveTo(at: CGPoint(x: 200, y: 240), duration: 0.8),
            .hold(duration: 0.15),
            .touchUp,
            .wait(duration: 0.5),
            .caption(text: "Dragged down, the list returns to its top, then the sheet follows", duration: 1.6),
            .touchDown(at: CGPoint(x: 200, y: 300)),
            .moveTo(at: CGPoint(x: 200, y: 700), duration: 0.3),
            .touchUp,
            .wait(duration: 0.9),
            .caption(text: "A swipe from the left edge pops back to Settings", duration: 1.4),
            .edgeSwipe(y: 420, distance: 240, duration: 0.35),
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
