import Foundation
import Synchronization
import ScrollReelUIKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops a demo whose code hangs, as XCTest's execution time allowance stops a
/// test (in the command line's worker process, or in a user's test process, whose
/// golden assertions start it): a thread of its own looks every tenth of a second at what the scene's
/// thread is doing (`SceneActivity`), and when one step of the scene (building
/// it, running it to its next frame, drawing a frame) has taken `stallLimit`
/// seconds of wall time, or a demo has played for longer than its `--timeout`,
/// it says so in one line — the demo, the virtual time, what kind of code was
/// running — and ends the process (status 1; the code a worker's supervisor
/// knows; a test run, as XCTest's allowance does, ends there rather than hang).
/// Code stuck in a loop or a `sleep` cannot be interrupted, only reported.
///
/// (The run loop's own watchdog, which counts events, stops work that re-posts
/// itself in virtual time without this; this one is for code that never returns.)
package enum Watchdog {
    /// A step of the scene may take this long before it counts as a hang: far more
    /// than any frame needs (milliseconds), little enough to say so while someone waits.
    package static let stallLimit = 10.0
    /// The per-demo budget when `--timeout` is not given: XCTest's default execution
    /// time allowance, ten minutes.
    package static let defaultTimeout = 600.0
    /// The status a watchdog ends the process with.
    nonisolated(unsafe) package static var status: Int32 = 1

    private struct Demo { var name: String; var context: String; var budget: String; var startedAt: UInt64; var timeout: Double }
    private static let demo = Mutex<Demo?>(nil)
    /// The tool's name, once the thread runs (it is what the watchdog's line starts with).
    private static let tool = Mutex<String?>(nil)

    /// Starts the watching thread (once a process); `toolName` begins its line.
    package static func start(toolName: String) {
        let first = tool.withLock { t in defer { t = t ?? toolName }; return t == nil }
        guard first else { return }
        let thread = Thread { watch() }
        thread.name = "scrollreel-watchdog"
        thread.start()
    }

    /// `name` is being played from now on, within `timeout` seconds of wall time;
    /// `context` follows its name in the line (" in test 'x()'"), `budget` says where
    /// the timeout came from.
    package static func playing(_ name: String, timeout: Double = defaultTimeout, context: String = "",
                                budget: String = "--timeout") {
        demo.withLock { $0 = Demo(name: name, context: context, budget: budget, startedAt: SceneActivity.monotonicNanoseconds(), timeout: timeout) }
    }

    /// No demo is being played (a report is written): nothing to watch.
    package static func idle() { demo.withLock { $0 = nil } }

    private static func watch() -> Never {
        while true {
            usleep(100_000)
            let (kind, t, step) = SceneActivity.now
            guard let d = demo.withLock({ $0 }) else { continue }
            let played = Double(SceneActivity.monotonicNanoseconds() - d.startedAt) / 1e9
            let stall = min(stallLimit, d.timeout)
            var why: String?
            if let step, step >= stall {
                why = "its code has run for \(Self.format(step)) s of wall time without handing back a frame"
                let events = SceneActivity.events
                if events.total >= 10_000 {
                    // Not one call that never returns: work that keeps posting more.
                    let share = events.count == events.total ? "all of them" : "\(SceneClock.grouped(events.count)) of them"
                    why! += ", running \(SceneClock.grouped(events.total)) run-loop events, \(share) \(events.kind.described) — \(events.kind.likelyCause)"
                } else {
                    why! += " (a hang, an endless loop or a sleep in its code?)"
                }
            } else if played >= d.timeout {
                why = "it has played for more than its \(Self.format(d.timeout)) s of wall time (\(d.budget))"
            }
            guard let why else { continue }
            let line = "\(tool.withLock { $0 } ?? "scrollreel"): error: demo '\(d.name)'\(d.context) stopped: \(why), at t = \(SceneClock.seconds(t)) s of its film, \(kind.described)\n"
            _ = Array(line.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            _exit(status)
        }
    }

    private static func format(_ s: Double) -> String { String(format: s < 10 ? "%.1f" : "%.0f", s) }
}
