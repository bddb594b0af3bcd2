/// Estimates a finger's velocity at release from its recent touch samples, as
/// UIKit's pan gesture does: a least-squares line through the samples of the last
/// `window` seconds. A finger that stopped moving before it lifted has only still
/// samples in that window and so releases with zero velocity.
public struct VelocityTracker: Sendable {
    /// How far back the estimate looks (seconds).
    public static let window = 0.1

    /// Where the finger was, and when.
    public struct Sample: Sendable, Equatable {
        /// When the sample was taken (seconds of virtual time).
        public let time: Double
        /// The finger's horizontal position (points).
        public let x: Double
        /// The finger's vertical position (points).
        public let y: Double
        /// A sample at `time` (seconds) of a finger at (`x`, `y`) (points).
        public init(time: Double, x: Double, y: Double) { self.time = time; self.x = x; self.y = y }
    }

    /// The samples in the order added; past 64, those older than twice ``window`` before
    /// the newest are dropped.
    public private(set) var samples: [Sample] = []
    /// A tracker without samples.
    public init() {}

    /// Records the finger at (`x`, `y`) points at `time` seconds.
    public mutating func add(time: Double, x: Double, y: Double) {
        samples.append(Sample(time: time, x: x, y: y))
        // Only the recent past matters; keep the buffer small.
        if let last = samples.last, samples.count > 64 {
            samples.removeAll { $0.time < last.time - Self.window * 2 }
        }
    }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll() }

    /// UIKit's release velocity for paging (points per second): 0.75 of the previous
    /// sample's velocity and 0.25 of the last one's, a sample's velocity being its
    /// movement since the sample before over the time between them (iOS 26.1
    /// UIKitCore decompile, UIScrollView.mm, `_endPanNormal:`; decompiled code, not a
    /// recording). Only the samples of the last ``window`` count, and a missing one
    /// counts as zero: a finger that held still before it lifted releases without
    /// velocity, as with ``velocity(at:)``. Samples at the same time count once (the
    /// last).
    public func pagingVelocity(at now: Double) -> (x: Double, y: Double) {
        var recent: [Sample] = []
        for s in samples where s.time >= now - Self.window - 1e-9 && s.time <= now + 1e-9 {
            if let last = recent.last, s.time - last.time < 1e-9 { recent[recent.count - 1] = s } else { recent.append(s) }
        }
        func velocity(_ i: Int) -> (x: Double, y: Double) {
            guard i >= 1, i < recent.count else { return (0, 0) }
            let dt = recent[i].time - recent[i - 1].time
            return ((recent[i].x - recent[i - 1].x) / dt, (recent[i].y - recent[i - 1].y) / dt)
        }
        let last = velocity(recent.count - 1), previous = velocity(recent.count - 2)
        return (MotionInput.clamp(0.75 * previous.x + 0.25 * last.x), MotionInput.clamp(0.75 * previous.y + 0.25 * last.y))
    }

    /// Velocity (points per second) at time `now`, from the samples in [now − window, now].
    public func velocity(at now: Double) -> (x: Double, y: Double) {
        let recent = samples.filter { $0.time >= now - Self.window - 1e-9 && $0.time <= now + 1e-9 }
        guard let last = recent.last, recent.count >= 2 else { return (0, 0) }
        // Relative to the newest sample, so that far-away but close-together
        // positions do not lose their differences.
        let n = Double(recent.count)
        let mt = recent.reduce(0) { $0 + ($1.time - last.time) } / n
        let mx = recent.reduce(0) { $0 + ($1.x - last.x) } / n
        let my = recent.reduce(0) { $0 + ($1.y - last.y) } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in recent {
            let dt = s.time - last.time - mt
            stt += dt * dt
            stx += dt * (s.x - last.x - mx)
            sty += dt * (s.y - last.y - my)
        }
        guard stt > 1e-12 else { return (0, 0) }
        // A finger whose samples overflow the arithmetic still has a finite velocity.
        return (MotionInput.clamp(stx / stt), MotionInput.clamp(sty / stt))
    }
}
