import Testing
import ScrollReelUIKit
import ScrollSimulation

/// How a scene built from a view controller names its scroll views in scripts and
/// traces: by `accessibilityIdentifier`, else by class and place in the view tree,
/// and only those of `tracedScrollViews`, in that order, when it is given.
@MainActor
@Suite struct SceneNamingTests {
    final class ThreeListsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let feed = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            feed.accessibilityIdentifier = "feed"
            view.addSubview(feed)
            let shelf = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 200))
            // Two scroll views without identifiers and two with the same one.
            shelf.addSubview(UIScrollView(frame: shelf.bounds))
            shelf.addSubview(UIScrollView(frame: shelf.bounds))
            view.addSubview(shelf)
            for _ in 0..<2 {
                let card = UIScrollView(frame: CGRect(x: 0, y: 600, width: 390, height: 100))
                card.accessibilityIdentifier = "card"
                view.addSubview(card)
            }
        }
    }

    func names(_ scene: Scene) -> [String] { scene.scrollViews.map(\.name) }

    @Test func scrollViewsAreNamedByIdentifierElseByTheirPlaceInTheTree() {
        let scene = SceneEnvironment().run { Scene(rootViewController: ThreeListsViewController()) }
        // The window's first subview is the view controller's view: path 0.x.
        #expect(names(scene) == ["feed", "UIScrollView[0.1.0]", "UIScrollView[0.1.1]", "card", "card#2"])
        #expect(scene.scrollView(named: "card#2") === scene.scrollViews[4].view)
    }

    @Test func tracedScrollViewsNarrowAndOrderTheTrace() {
        let scene = SceneEnvironment().run {
            Scene(rootViewController: ThreeListsViewController(), tracedScrollViews: ["card", "feed", "missing"])
        }
        #expect(names(scene) == ["card", "feed"])
        // The frame's trace follows only those.
        let frame = Frame(index: 0, time: 0, events: [], metrics: [], touches: [])
        let line = frame.traceLine(scene: scene)
        #expect(line.contains("\"card\"") && line.contains("\"feed\"") && !line.contains("UIScrollView["), "\(line)")
    }
}
