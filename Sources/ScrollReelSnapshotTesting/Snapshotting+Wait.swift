import Foundation
import ScrollReelUIKit
import SnapshotTesting

// swift-snapshot-testing's `.wait(for:on:)` sleeps on the wall clock, then takes
// the snapshot. For a view controller or a view here the wait is in the scene's
// virtual time instead: the strategy inside puts the screen up, lets `duration`
// seconds pass frame by frame (timers fire, `DispatchQueue.main.asyncAfter` work
// runs, animations and scrolls move), and takes its snapshot at exactly that
// moment, in no wall-clock time and the same on every machine. These overloads
// are more specific than the library's, so the same call picks them.

extension Snapshotting where Value == UIViewController {
    /// The snapshot of `strategy` taken `duration` seconds of the scene's virtual time
    /// after the view controller is on its screen (and scrolled, when the strategy scrolls),
    /// what is on screen at that moment, running animations included.
    ///
    /// - Parameters:
    ///   - duration: seconds of virtual time, 0 to 600.
    ///   - strategy: one of ScrollReel's strategies for a view controller.
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        waiting(duration, on: strategy)
    }
}

extension Snapshotting where Value == UIView {
    /// The snapshot of `strategy` taken `duration` seconds of the scene's virtual time
    /// after the view is on its screen.
    ///
    /// - Parameters:
    ///   - duration: seconds of virtual time, 0 to 600.
    ///   - strategy: one of ScrollReel's strategies for a view.
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        waiting(duration, on: strategy)
    }
}

extension Snapshotting {
    fileprivate static func waiting(_ duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        // NaN waits nothing; the longest wait is the longest film.
        let seconds = duration.isNaN ? 0 : min(max(duration, 0), 600)
        return Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            Async { done in
                SnapshotWait.$seconds.withValue(SnapshotWait.seconds + seconds) {
                    strategy.snapshot(value).run(done)
                }
            }
        }
    }
}
