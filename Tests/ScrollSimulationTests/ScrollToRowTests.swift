import Testing
import Foundation
import ScrollReelUIKit
@testable import ScrollSimulation

/// `scrollToRow`, `scrollToItem` and `scrollRectToVisible`: UIKit's 0.3 s
/// `setContentOffset(_:animated:)`, with self-sizing rows measured where the
/// scroll ends.
@MainActor
@Suite struct ScrollToRowTests {
    /// A chat: bubbles of three heights (measured by the cell, never the 44 pt
    /// estimate), the last message shown at the bottom when the screen appears.
    final class ChatViewController: UIViewController, UITableViewDataSource {
        final class BubbleCell: UITableViewCell {
            var lines = 1
            override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
                CGSize(width: targetSize.width, height: 24 + 20 * Double(lines))
            }
        }
        let tableView = UITableView(frame: .zero, style: .plain)
        let messages = 60
        var animated = false

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.accessibilityIdentifier = "chat"
            tableView.frame = view.bounds
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 44
            tableView.register(BubbleCell.self, forCellReuseIdentifier: "bubble")
            tableView.dataSource = self
            view.addSubview(tableView)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            tableView.scrollToRow(at: IndexPath(row: messages - 1, section: 0), at: .bottom, animated: self.animated)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "bubble", for: indexPath) as! BubbleCell
            cell.lines = 1 + indexPath.row % 3 * 2
            return cell
        }
    }

    /// Where the last row ends against the bottom of what the table shows (0: on it).
    func gapBelowTheLastRow(_ vc: ChatViewController) -> Double {
        let table = vc.tableView
        let last = table.rectForRow(at: IndexPath(row: vc.messages - 1, section: 0))
        return table.contentOffset.y + table.bounds.height - table.adjustedContentInset.bottom - last.maxY
    }

    /// UIKit ends on the last row; the rows the scroll brings into view are
    /// measured there and then (they were measured after it, and left the table
    /// 800 pt short of the end with these heights).
    @Test func scrollingToTheLastSelfSizingRowOnAppearEndsOnIt() throws {
        let vc = ChatViewController()
        let scene = try Demo(id: "chat", summary: "", viewController: { vc })
            .makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        try Stage(scene: scene).run(Script(duration: 0.1, steps: []), fps: 60) { _ in }
        #expect(abs(gapBelowTheLastRow(vc)) < 1e-9, "the last row ends \(gapBelowTheLastRow(vc)) pt from the bottom")
        let table = vc.tableView
        #expect(table.contentOffset.y == table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height,
                "at the end of the content")
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: vc.messages - 1, section: 0))
    }

    /// Animated, the scroll follows the row as the rows it passes are measured:
    /// retargeted, its 0.3 s kept, it ends on the last row.
    @Test func anAnimatedScrollToASelfSizingRowIsRetargetedAsRowsAreMeasured() throws {
        let vc = ChatViewController()
        vc.animated = true
        let scene = try Demo(id: "chat", summary: "", viewController: { vc })
            .makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        var ends: [Double] = [], offsets: [Double] = []
        try Stage(scene: scene).run(Script(duration: 0.6, steps: []), fps: 60) { frame in
            ends += frame.events.filter { $0.method == .scrollViewDidEndScrollingAnimation }.map(\.time)
            offsets.append(vc.tableView.contentOffset.y)
        }
        #expect(abs(gapBelowTheLastRow(vc)) < 1e-9, "the last row ends \(gapBelowTheLastRow(vc)) pt from the bottom")
        #expect(ends.count == 1 && abs(ends[0] - 0.3) < 1e-9, "one animation of 0.3 s: \(ends)")
        // No jump: no frame moves further than sin²'s fastest frame over the whole way
        // would (π/2 of the mean speed), with room for the retargets' part.
        let steps = zip(offsets.dropFirst(), offsets).map { abs($0 - $1) }
        let fastest = (offsets.last! - offsets.first!) / 18 * Double.pi / 2
        #expect(steps.max()! < fastest * 1.3, "largest step \(steps.max()!) of \(fastest)")
    }
}

/// A running `setContentOffset(_:animated: true)` asked again goes to the new
/// offset in the time it had left: one animation, one end, no jump.
@MainActor
@Suite struct ScrollAnimationRetargetTests {
    @Test func aSecondAnimatedOffsetRetargetsTheRunningAnimation() throws {
        let c = TestController()
        let r = try run([
            .setContentOffset(scrollView: "main", offset: CGPoint(x: 0, y: 600), animated: true),
            .wait(duration: 0.1),
            .setContentOffset(scrollView: "main", offset: CGPoint(x: 0, y: 1200), animated: true),
            .wait(duration: 0.5),
        ], fps: 120, controller: c)
        let ends: [Double] = r.all("scrollViewDidEndScrollingAnimation").map(\.time)
        let offsets: [Double] = r.offsets.map { Double($0.y) }
        #expect(ends.count == 1 && abs(ends[0] - 0.3) < 1e-9, "arrives when the first was to: \(ends)")
        #expect(offsets.last == 1200.0)
        func at(_ t: Double) -> Double { offsets[Int((t * 120).rounded())] }
        // Until the retarget, the first animation's sin² to 600.
        let s = sin(Double.pi * 0.05 / 0.6)
        #expect(abs(at(0.05) - 600 * s * s) < 1e-9)
        // From then on the rest of the progress carries the extra 600 pt.
        func p(_ t: Double) -> Double { let s = sin(Double.pi * t / 0.6); return s * s }
        let expected = 600 * p(0.2) + 600 * (p(0.2) - p(0.1)) / (1 - p(0.1))
        #expect(abs(at(0.2) - expected) < 1e-9, "\(at(0.2)) vs \(expected)")
        let steps = zip(offsets.dropFirst(), offsets).map { abs($0 - $1) }
        #expect(steps.max()! < 1200.0 / 36 * Double.pi, "no jump: \(steps.max()!)")
    }
}
