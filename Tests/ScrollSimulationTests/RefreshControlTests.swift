import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// UIKit's `UIRefreshControl` on a table, driven by a scripted finger.
@MainActor
@Suite struct RefreshControlTests {
    final class FeedViewController: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: .zero, style: .plain)
        let refresh = UIRefreshControl()
        var events: [(String, Double)] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.accessibilityIdentifier = "feed"
            tableView.dataSource = self
            tableView.refreshControl = refresh
            refresh.addAction(UIAction { [unowned self] _ in
                events.append(("valueChanged", view.window!.now))
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [unowned self] in
                    events.append(("endRefreshing", view.window!.now))
                    refresh.endRefreshing()
                }
            }, for: .valueChanged)
            view.addSubview(tableView)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            tableView.frame = view.bounds
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func aLongPullRefreshesWhileTheFingerIsDownAndTheContentRestsBelowTheSpinner() throws {
        let vc = FeedViewController()
        let demo = Demo(id: "feed", summary: "", viewController: { vc })
        let scene = try demo.makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        let table = vc.tableView
        let top = table.adjustedContentInset.top
        #expect(top == 47 && table.contentOffset.y == -47, "below the status bar at first")
        var offsets: [(Double, CGFloat)] = []
        var settled: Double?
        var refreshingWhileDown = false
        try Stage(scene: scene).run(Script(duration: 3, steps: [
            .touchDown(at: CGPoint(x: 195, y: 200)),
            .moveTo(at: CGPoint(x: 195, y: 600), duration: 0.5),
            .hold(duration: 0.1),
            .touchUp,
        ]), fps: 60) { frame in
            offsets.append((frame.time, table.contentOffset.y))
            if frame.time > 0.6, !table.isDecelerating, settled == nil { settled = frame.time }
            if table.isTracking, vc.refresh.isRefreshing { refreshingWhileDown = true }
        }
        #expect(refreshingWhileDown, "it fires during the pull, as iOS's does")
        let fired = try #require(vc.events.first { $0.0 == "valueChanged" })
        #expect(fired.1 < 0.5)
        // After the release the content settles below the control and rests there
        // until the load ends at fired + 1 s.
        let rest = try #require(settled)
        let resting = offsets.filter { $0.0 >= rest && $0.0 < fired.1 + 1 }.map(\.1)
        #expect(resting.count >= 2, "settled at \(rest), the load ends at \(fired.1 + 1)")
        #expect(resting.allSatisfy { $0 == -(47 + 60) }, "\(resting) fired \(fired.1)")
        // endRefreshing: back at the top edge (the model at once; the screen animates 0.3 s).
        #expect(offsets.last!.1 == -47)
        #expect(!vc.refresh.isRefreshing)
        #expect(vc.events.map(\.0) == ["valueChanged", "endRefreshing"])
    }

    @Test func aShortPullDoesNotRefresh() throws {
        let vc = FeedViewController()
        let demo = Demo(id: "feed", summary: "", viewController: { vc })
        let scene = try demo.makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        try Stage(scene: scene).run(Script(duration: 2, steps: [
            .touchDown(at: CGPoint(x: 195, y: 200)), .moveTo(at: CGPoint(x: 195, y: 300), duration: 0.3), .touchUp,
        ]), fps: 60) { _ in }
        #expect(vc.events.isEmpty && !vc.refresh.isRefreshing)
        #expect(vc.tableView.contentOffset.y == -47)
    }
}
