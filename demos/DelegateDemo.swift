import ScrollReelUIKit
import ScrollSimulation

/// The delegate walkthrough of seeds 000-002: a full-screen vertical scroll view
/// whose delegate logs every call with the `isDragging` / `isDecelerating` flags,
/// under the seeds' sequence of repeated fast flicks.
enum DelegateDemo {
    static let demo = Demo(
        id: "delegate",
        summary: "the order of UIScrollViewDelegate calls and the dragging/decelerating flags under repeated flicks",
        defaultScript: Script(steps: [
            .wait(duration: 0.3),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2400), duration: 0.1),
            .wait(duration: 0.45),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2600), duration: 0.1),
            .wait(duration: 0.45),
            .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2600), duration: 0.1),
            .wait(duration: 0.45),
            // The last drag stops before the finger lifts: no velocity, yet the
            // earlier deceleration's didEndDecelerating still arrives.
            .touchDown(at: CGPoint(x: 195, y: 560)),
            .moveTo(at: CGPoint(x: 195, y: 430), duration: 0.25),
            .hold(duration: 0.3),
            .touchUp,
            .wait(duration: 0.6),
        ]),
        build: { context in
            let controller = DelegateLogController(viewport: context.viewport)
            var scene = Scene(window: controller.window, scrollViews: [("main", controller.scrollView)],
                              metrics: { [controller] in controller.metrics }, owners: [controller])
            // The log panel fills the bottom of the screen.
            scene.captionPlacement = .top
            return scene
        })
}

/// The seeds' delegate that logs every call. The log is drawn over the content.
final class DelegateLogController: UIScrollViewDelegate {
    let window: UIWindow
    let scrollView: UIScrollView
    let logView: EventLogView
    private(set) var calls = 0

    init(viewport: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
        window.backgroundColor = .white
        scrollView = UIScrollView(frame: window.bounds)
        // The seed's code sets its insets itself (it predates the safe area), so the
        // safe area is not added on top of them.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: viewport.width, height: viewport.height * 10)
        scrollView.backgroundColor = UIColor.systemGroupedBackground
        scrollView.accessibilityIdentifier = "main"
        // The indicator keeps clear of the navigation bar, as UIKit's does under one.
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: NavigationBar.barHeight, left: 0, bottom: 0, right: 0)
        window.addSubview(scrollView)

        // Content: numbered rows, so that the motion is visible in every frame. The
        // navigation bar floats over the content, as in iOS; the rows start below it.
        let rowHeight = 64.0
        let top = window.statusBarHeight + NavigationBar.barHeight + 4
        let rows = Int((scrollView.contentSize.height - top) / rowHeight)
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 16, y: top + Double(i) * rowHeight + 8, width: viewport.width - 32, height: rowHeight - 16))
            row.backgroundColor = .white
            row.cornerRadius = 12
            let title = UILabel(text: "Row \(i + 1)", frame: CGRect(x: 16, y: 0, width: row.bounds.width - 32, height: row.bounds.height))
            title.font = .systemFont(ofSize: 17, weight: .medium)
            title.textColor = UIColor(white: 0.2, alpha: 1)
            row.addSubview(title)
            let offset = UILabel(text: "y = \(Int(row.frame.minY))", frame: title.frame)
            offset.font = .systemFont(ofSize: 15)
            offset.textColor = UIColor.systemGray
            offset.textAlignment = .right
            row.addSubview(offset)
            scrollView.addSubview(row)
        }

        window.addSubview(NavigationBar(window: window, title: "UIScrollViewDelegate"))
        logView = EventLogView(frame: CGRect(x: 12, y: viewport.height - 300, width: viewport.width - 24, height: 270))
        logView.pills = [("dragging", false, .systemOrange), ("decelerating", false, .systemBlue)]
        logView.placeholder = "Each delegate call appears here as the scroll view makes it."
        logView.title = "Delegate calls"
        logView.pillWidth = 104
        window.addSubview(logView)
        scrollView.delegate = self
    }

    var metrics: [JSONValue.Member] { [.init("delegateCalls", .number(Double(calls)))] }

    private func log(_ name: String, _ sv: UIScrollView, _ detail: String = "") {
        calls += 1
        // The flags at the moment of the call: orange for dragging, blue for decelerating.
        logView.append(EventLogView.Entry(time: sv.window?.now ?? 0, name: name, detail: detail,
                                          marks: [(sv.isDragging, .systemOrange), (sv.isDecelerating, .systemBlue)]))
        showFlags(sv)
    }

    func scrollViewDidScroll(_ sv: UIScrollView) { showFlags(sv) }

    private func showFlags(_ sv: UIScrollView) {
        logView.pills = [("dragging", sv.isDragging, .systemOrange), ("decelerating", sv.isDecelerating, .systemBlue)]
    }
    func scrollViewWillBeginDragging(_ sv: UIScrollView) { log("willBeginDragging", sv) }
    func scrollViewWillEndDragging(_ sv: UIScrollView, withVelocity v: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log("willEndDragging", sv, "\(format(v.y)) pt/ms → \(Int(targetContentOffset.pointee.y.rounded()))")
    }
    func scrollViewDidEndDragging(_ sv: UIScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging", sv, decelerate ? "decelerate: YES" : "decelerate: NO")
    }
    func scrollViewWillBeginDecelerating(_ sv: UIScrollView) { log("willBeginDecelerating", sv) }
    func scrollViewDidEndDecelerating(_ sv: UIScrollView) {
        log("didEndDecelerating", sv)
        showFlags(sv)
    }

    private func format(_ x: Double) -> String {
        let r = (x * 100).rounded() / 100
        return JSONValue.format(r, decimals: 2)
    }
}
