#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The seeds' delegate that logs every call. The log is drawn over the content.
final class DelegateLogViewController: DemoViewController, UIScrollViewDelegate {
    private(set) var scrollView: UIScrollView!
    private(set) var logView: EventLogView!
    private(set) var calls = 0

    override func buildViews() {
        let viewport = view.bounds.size
        view.backgroundColor = .white
        scrollView = UIScrollView(frame: view.bounds)
        // The seed's code sets its insets itself (it predates the safe area), so the
        // safe area is not added on top of them.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: viewport.width, height: viewport.height * 10)
        scrollView.backgroundColor = UIColor.systemGroupedBackground
        scrollView.accessibilityIdentifier = "main"
        // The indicator keeps clear of the navigation bar, as UIKit's does under one.
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: NavigationBar.barHeight, left: 0, bottom: 0, right: 0)
        view.addSubview(scrollView)

        // Content: numbered rows, so that the motion is visible in every frame. The
        // navigation bar floats over the content, as in iOS; the rows start below it.
        let rowHeight = 64.0
        let top = view.safeAreaInsets.top + NavigationBar.barHeight + 4
        let rows = Int((scrollView.contentSize.height - top) / rowHeight)
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 16, y: top + Double(i) * rowHeight + 8, width: viewport.width - 32, height: rowHeight - 16))
            row.backgroundColor = .white
            row.layer.cornerRadius = 12
            let title = UILabel(frame: CGRect(x: 16, y: 0, width: row.bounds.width - 32, height: row.bounds.height))
            title.text = "Row \(i + 1)"
            title.font = .systemFont(ofSize: 17, weight: .medium)
            title.textColor = UIColor(white: 0.2, alpha: 1)
            row.addSubview(title)
            let offset = UILabel(frame: title.frame)
            offset.text = "y = \(Int(row.frame.minY))"
            offset.font = .systemFont(ofSize: 15)
            offset.textColor = UIColor.systemGray
            offset.textAlignment = .right
            row.addSubview(offset)
            scrollView.addSubview(row)
        }

        view.addSubview(NavigationBar(on: view, title: "UIScrollViewDelegate"))
        // The log sits in a tray that reaches the bottom of the screen, as a toolbar
        // does: the list ends at the tray's top edge (12 pt above the panel) instead of
        // showing its rows in the strip below a floating panel, by the home indicator.
        let tray = UIView()
        tray.backgroundColor = UIColor.systemGroupedBackground
        tray.isUserInteractionEnabled = false
        tray.translatesAutoresizingMaskIntoConstraints = false
        let hairline = UIView(frame: CGRect(x: 0, y: 0, width: viewport.width, height: 0.5))
        hairline.backgroundColor = UIColor.separator
        hairline.autoresizingMask = [.flexibleWidth]
        tray.addSubview(hairline)
        view.addSubview(tray)
        // (The tray's height: the panel's 270, 30 below it and 12 above.)
        scrollView.verticalScrollIndicatorInsets.bottom = 312
        logView = EventLogView()
        logView.pills = [("dragging", false, .systemOrange), ("decelerating", false, .systemBlue)]
        logView.placeholder = "Each delegate call appears here as the scroll view makes it."
        logView.title = "Delegate calls"
        logView.pillWidth = 104
        // The flags at each call are the film's data: not the smallest marks on the screen.
        logView.markDiameter = 10
        logView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logView)
        // The panel across the lower third, 30 pt off the bottom edge.
        NSLayoutConstraint.activate([
            logView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            logView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
            logView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -30),
            logView.heightAnchor.constraint(equalToConstant: 270),
            tray.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tray.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tray.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tray.topAnchor.constraint(equalTo: logView.topAnchor, constant: -12),
        ])
        scrollView.delegate = self
    }

    private func log(_ name: String, _ sv: UIScrollView, _ detail: String = "") {
        calls += 1
        // The flags at the moment of the call: orange for dragging, blue for decelerating.
        logView.append(EventLogView.Entry(time: CACurrentMediaTime(), name: name, detail: detail,
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
        // The release's speed in points a second. Not where UIKit aims the stop
        // (targetContentOffset): as a bare "→ 1,414" it said nothing to a reader, and in
        // words it does not fit the column.
        log("willEndDragging", sv, "\(String(points: v.y * 1000)) pt/s")
    }
    func scrollViewDidEndDragging(_ sv: UIScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging", sv, decelerate ? "decelerate: YES" : "decelerate: NO")
    }
    func scrollViewWillBeginDecelerating(_ sv: UIScrollView) { log("willBeginDecelerating", sv) }
    func scrollViewDidEndDecelerating(_ sv: UIScrollView) {
        log("didEndDecelerating", sv)
        showFlags(sv)
    }
}
