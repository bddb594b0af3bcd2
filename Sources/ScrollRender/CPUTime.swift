import Foundation
import Synchronization

/// CPU time, where wall time says little: on a machine others use, a stage's
/// wall time grows with their load, its CPU time hardly.
package enum CPUTime {
    /// The CPU time the calling thread has used so far.
    package static func thread() -> Duration { clock(CLOCK_THREAD_CPUTIME_ID) }

    /// The CPU time every thread of this process has used so far.
    package static func process() -> Duration { clock(CLOCK_PROCESS_CPUTIME_ID) }

    private static func clock(_ id: clockid_t) -> Duration {
        var t = timespec()
        clock_gettime(id, &t)
        return .seconds(t.tv_sec) + .nanoseconds(t.tv_nsec)
    }

    /// The CPU time of work spread over threads: each piece measured on the
    /// thread that does it, summed.
    package final class Tally: Sendable {
        private let sum = Mutex(Duration.zero)

        package init() {}

        /// Runs `body`, adding the CPU time its thread spends in it.
        package func measure<T>(_ body: () throws -> T) rethrows -> T {
            let started = thread()
            defer { let spent = thread() - started; sum.withLock { $0 += spent } }
            return try body()
        }

        /// The CPU time measured so far.
        package var total: Duration { sum.withLock { $0 } }
    }
}
