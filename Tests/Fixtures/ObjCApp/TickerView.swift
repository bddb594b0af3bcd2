// A view that animates on a display link, as iOS apps make one: a target, a #selector and
// a preferred rate.
import UIKit

public final class TickerView: UIView {
    /// The link's timestamp at each tick.
    public private(set) var ticks: [CFTimeInterval] = []
    /// The time the target had for each tick (`targetTimestamp - timestamp`).
    public private(set) var budgets: [CFTimeInterval] = []
    private var link: CADisplayLink?

    public func start() {
        let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    public func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func tick(_ sender: CADisplayLink) {
        ticks.append(sender.timestamp)
        budgets.append(sender.targetTimestamp - sender.timestamp)
    }
}
