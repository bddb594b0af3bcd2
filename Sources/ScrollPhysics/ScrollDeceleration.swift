/// What a scroll view does on one axis after the finger lifts with a velocity:
/// decelerate, and if the content runs past an edge, bounce back to it.
///
/// The pieces are composed by time offsets found here, once (as Flutter's
/// `BouncingScrollSimulation` does): friction until the edge is crossed, then a
/// `Bounce` that starts at the edge with the speed the friction had there. Every
/// hand-over keeps the speed on screen.
public enum ScrollDeceleration {
    /// A release slower than this (points per second, the speed of the two axes
    /// together) does not decelerate: the content stays where the finger left it
    /// and the delegate hears `scrollViewDidEndDragging(willDecelerate: false)`.
    /// 250 pt/s, UIKit's rule as reverse-engineered from UIKitCore (iOS 18–26
    /// disassembly write-ups: |v| ≥ 0.25 pt/ms, the 2-D magnitude of the latest
    /// velocity sample), and consistent with the Simulator (the Cranpose project's
    /// notes, iOS 26.5): a flick released at 263 pt/s decelerated, with a target
    /// about 126 pt ahead, and releases under about 260 pt/s never do. (Such a
    /// release would otherwise coast 55–160 pt.)
    public static let minimumReleaseSpeed = 250.0

    /// - Parameters:
    ///   - start: position at release.
    ///   - velocity: points per second at release; outside an edge, the velocity of
    ///     the finger's coordinate (the drag's, before the rubber band).
    ///   - range: the positions the content may rest at.
    ///   - rate: the deceleration rate, the fraction of the velocity kept each millisecond.
    ///   - bounces: false clamps at the edges instead of running past them.
    ///   - dimension: the viewport length on this axis (the rubber band's).
    ///   - multiplier: UIKit's fast-scroll multiplier (``FastScroll``): the glide inside
    ///     the content is this many times longer; the return from an edge is not.
    public static func make(from start: Double, velocity: Double, rate: DecelerationRate,
                            range: ClosedRange<Double>, bounces: Bool, dimension: Double,
                            multiplier: Double = 1) -> any Simulation {
        let start = MotionInput.clamp(start), velocity = MotionInput.clamp(velocity)
        // Released outside the range: back to the edge, unless the velocity carries
        // the content back inside by itself (a flick back towards the content).
        if start < range.lowerBound || start > range.upperBound {
            let edge = start < range.lowerBound ? range.lowerBound : range.upperBound
            let bounce = Bounce(from: start, momentum: velocity, edge: edge, dimension: dimension)
            if let back = bounce.crossingBackInside {
                let inside = make(from: edge, velocity: back.velocity, rate: rate, range: range,
                                  bounces: bounces, dimension: dimension)
                return PhasedSimulation([(0, bounce), (back.time, inside)])
            }
            return bounce
        }
        let friction = Deceleration(from: start, velocity: velocity, rate: rate, multiplier: multiplier)
        let edge: Double
        if friction.target > range.upperBound { edge = range.upperBound }
        else if friction.target < range.lowerBound { edge = range.lowerBound }
        else { return friction }
        guard let tEdge = friction.time(atPosition: edge) else { return friction }
        if !bounces {
            return PhasedSimulation([(0, friction), (tEdge, Stationary(edge))])
        }
        // UIKit's spring past the edge takes the velocity without the multiplier
        // (and the multiplier ends there).
        let bounce = Bounce.crossing(edge: edge, velocity: friction.velocity(at: tEdge) / friction.multiplier, dimension: dimension)
        return PhasedSimulation([(0, friction), (tEdge, bounce)])
    }
}

/// The settle of a paging scroll view onto its page after the finger lifts, and
/// the page it goes to: UIKit's own code (the iOS 26.1 UIKitCore decompile,
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, UIScrollView.mm,
/// `_getPagingDecelerationOffset:forTimeInterval:` and the paging part of
/// `_endPanNormal:`), not a recording. Its friction at a 343 pt page is the
/// runtime default `pagingFriction` 0.9702286931818183 that Geri Borbás's
/// `UIView+Speed.swift` reads.
///
/// The settle is a spring stepped once per whole millisecond,
///
///     d = target − x;  v += d · pull;  v *= friction;  x += v      (v in pt/ms)
///
/// with pull = 3.59090909e-4 − 1.84659091e-7 · W and friction = 0.966818182 +
/// 9.94318182e-6 · W for a page W ≤ 1024 pt long (0.00017 and 0.977 for longer
/// pages), and it starts from the release velocity as it is: a hard flick runs
/// past the page and comes back. UIKit steps it at each display frame, not in
/// time: floor(Δt in ms) steps from the offset rounded to the pixel, then the
/// offset is rounded to the pixel again (the fraction of a millisecond is dropped,
/// so a settle lasts about 4 % longer than its step count at 60 Hz). It snaps to
/// the page at the end of a frame in which
/// (a) it is slower than 0.01 pt/ms within a point of the page,
/// (b) it crossed the page slower than 0.1 pt/ms (so a moderate flick shows no
///     overshoot at all: it lands on the page in the frame that reaches it), or
/// (c) it is outside the content of a scroll view that does not bounce;
/// and a frame whose rounding left it where it was, short of the page and slower
/// than 0.5 pt/ms, moves it one pixel on. So this motion is not a function of
/// time alone: it is one of the display's frames (`Display`), computed for them
/// once when it is made, and between two frames it shows the last one, as the
/// screen does.
public struct PagingSettle: Simulation {
    /// The display that steps the settle: when its frames come and how finely it
    /// places content.
    public struct Display: Sendable, Equatable {
        /// Seconds between display frames (1/60 on a 60 Hz screen), at least a millisecond.
        public var frameInterval: Double
        /// Seconds from the release to the first frame after it (0 when the release is on
        /// a frame), at least 0.
        public var firstFrame: Double
        /// Pixels per point (the screen's scale); 0 places content anywhere.
        public var scale: Double
        /// A display whose frames come every `frameInterval` seconds, the first `firstFrame`
        /// seconds after the release, on a screen of `scale` pixels per point (each value
        /// kept within its range; NaN counts as 60 Hz, on the frame, 3x).
        public init(frameInterval: Double = 1.0 / 60, firstFrame: Double = 0, scale: Double = 3) {
            self.frameInterval = frameInterval.isNaN ? 1.0 / 60 : min(max(frameInterval, 0.001), 1)
            self.firstFrame = firstFrame.isNaN ? 0 : min(max(firstFrame, 0), self.frameInterval)
            self.scale = scale.isNaN ? 3 : min(max(scale, 0), 1000)
        }
    }

    /// A release faster than this (points per second) turns the page in its
    /// direction; a slower one goes to the nearest page (0.3 pt/ms).
    public static let pageTurnSpeed = 300.0
    /// How far from its page the settle may be when it snaps there for being slow
    /// (rule (a), points), with its speed under ``snapSpeed``: UIKit's own last step,
    /// which shows as a jump of up to a point.
    public static let snapDistance = 1.0
    /// The speed under which the settle snaps to its page within ``snapDistance``
    /// (points per millisecond).
    public static let snapSpeed = 0.01
    /// The speed under which a frame that crosses the page ends on it (points per
    /// millisecond).
    public static let crossingSnapSpeed = 0.1
    /// Under this speed (points per millisecond) a frame that pixel rounding left in
    /// place moves one pixel towards the page.
    public static let nudgeSpeed = 0.5
    /// The most milliseconds a settle steps (20 s); past them it is at its page.
    static let maximumSteps = 20_000

    /// The offset of the page the settle comes to rest on (points).
    public let target: Double
    /// Seconds from the release until the settle is on its page: the time of the frame
    /// that puts it there (a nanosecond earlier, so that an end scheduled at the
    /// release plus this duration comes before that frame is shown).
    public let duration: Double
    /// Where the content is at each frame from the release on, and how fast it moves
    /// then (points per millisecond).
    private let frames: [(time: Double, x: Double, v: Double)]
    private let start: Double
    private let initialVelocity: Double

    /// The settle from `start` (points), released at `velocity` (points per second), onto
    /// `target`, for pages `pageWidth` points long (not finite counts as 1024, negative
    /// as 0), stepped by `display`. With `bounces` false, `range` is the content it may
    /// not leave (rule (c)).
    public init(from start: Double, velocity: Double, to target: Double, pageWidth: Double,
                display: Display = Display(), range: ClosedRange<Double>? = nil, bounces: Bool = true) {
        let start = MotionInput.clamp(start), target = MotionInput.clamp(target)
        let (pull, friction) = Self.spring(pageWidth: pageWidth)
        let pixel = display.scale > 0 ? 1 / display.scale : 0
        func rounded(_ x: Double) -> Double { pixel > 0 ? (x / pixel).rounded() * pixel : x }
        var x = start, v = MotionInput.clamp(velocity) / 1000
        var list: [(time: Double, x: Double, v: Double)] = []
        var previousFrame = 0.0, frameTime = display.firstFrame, stepsTaken = 0
        var shown: Double?
        while true {
            let steps = Int(min(((frameTime - previousFrame) * 1000 + 1e-6).rounded(.down), Double(Self.maximumSteps)))
            previousFrame = frameTime
            x = rounded(x)
            let before = target - x
            for _ in 0..<steps {
                v += (target - x) * pull
                v *= friction
                x += v
            }
            stepsTaken += steps
            // (Starting the frame on the page counts: pixel rounding can put it there.)
            let crossed = (target - x) * before <= 0
            let outside = !bounces && range.map { !$0.contains(x) } ?? false
            if (abs(v) < Self.snapSpeed && abs(target - x) <= Self.snapDistance)
                || (crossed && abs(v) < Self.crossingSnapSpeed) || outside || stepsTaken >= Self.maximumSteps
                || !x.isFinite {
                list.append((frameTime, target, 0))
                break
            }
            var r = rounded(x)
            if let shown, r == shown, r != target, abs(v) < Self.nudgeSpeed {
                r += target > r ? pixel : -pixel
            }
            x = r
            shown = r
            list.append((frameTime, x, v))
            frameTime += display.frameInterval
        }
        self.target = target
        self.start = start
        self.initialVelocity = MotionInput.clamp(velocity)
        self.frames = list
        self.duration = max(list[list.count - 1].time - 1e-9, 0)
    }

    /// The spring's pull and friction per millisecond for pages `pageWidth` long (not
    /// finite counts as 1024, negative as 0).
    static func spring(pageWidth: Double) -> (pull: Double, friction: Double) {
        let w = pageWidth.isFinite ? max(pageWidth, 0) : 1024
        return w <= 1024 ? (3.59090909e-4 - 1.84659091e-7 * w, 0.966818182 + 9.94318182e-6 * w) : (0.00017, 0.977)
    }

    /// The spring alone, `count` milliseconds from `start` at `velocity` (points per
    /// millisecond): no frames, no pixels, no snap (the reference's per-millisecond table).
    static func springPositions(from start: Double, velocity: Double, to target: Double, pageWidth: Double,
                                count: Int) -> [Double] {
        let (pull, friction) = spring(pageWidth: pageWidth)
        var x = start, v = velocity, list = [start]
        for _ in 0..<max(count, 0) {
            v += (target - x) * pull
            v *= friction
            x += v
            list.append(x)
        }
        return list
    }

    /// The frame shown at `t`: the last one at or before it.
    private func frame(at t: Double) -> Int? {
        // Frames are a few hundred at most: find the last one by halving.
        guard t >= frames[0].time - 1e-9 else { return nil }
        var lo = 0, hi = frames.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if frames[mid].time <= t + 1e-9 { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Position at `t` seconds (points): the start until the first frame, then what the
    /// last frame shown showed; `target` from `duration` on.
    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        return frame(at: t).map { frames[$0].x } ?? start
    }

    /// Velocity at `t` seconds (points per second): the release velocity until the first
    /// frame, then the spring's at the last frame; zero from `duration` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        return frame(at: t).map { frames[$0].v * 1000 } ?? initialVelocity
    }

    /// The page a paging scroll view goes to on release, as UIKit chooses it: with a
    /// velocity faster than ``pageTurnSpeed``, the next page boundary in its
    /// direction (one page at most; already on a page, that page); slower, the
    /// nearest page. Pages are `pageSize` long from offset 0 (UIKit's paging origin);
    /// the caller keeps the page within the content.
    public static func targetPage(position: Double, velocity: Double, pageSize: Double, pageCount: Int) -> Int {
        let position = MotionInput.clamp(position), velocity = MotionInput.clamp(velocity)
        guard pageSize > 0, pageSize.isFinite, pageCount > 0 else { return 0 }
        var p = position / pageSize
        // On a page to within a rounding error: on it.
        if abs(p - p.rounded()) < 1e-9 { p = p.rounded() }
        var page: Double
        if velocity > pageTurnSpeed { page = p.rounded(.up) }
        else if velocity < -pageTurnSpeed { page = p.rounded(.down) }
        else { page = p.rounded() }
        page = min(max(page, 0), Double(min(pageCount, 1 << 52) - 1))
        return page.isNaN ? 0 : Int(page)
    }
}

extension ScrollDeceleration {
    /// A deceleration that lands on `target`, when a delegate rewrote
    /// `targetContentOffset`. UIKit keeps the release velocity (no visible jump)
    /// and bends the deceleration to end where it was told: here the same
    /// exponential, with the rate that stops exactly at the target. A target behind
    /// the motion, or a release too slow to coast there, is reached by the paging
    /// spring instead.
    public static func steered(from start: Double, velocity: Double, to target: Double) -> any Simulation {
        let start = MotionInput.clamp(start), velocity = MotionInput.clamp(velocity)
        let target = MotionInput.clamp(target)
        if target == start, abs(velocity) <= Deceleration.stopSpeed { return Stationary(start) }
        if let landing = Deceleration(from: start, velocity: velocity, stoppingAt: target) { return landing }
        return Spring(from: start, velocity: velocity, to: target, angularFrequency: Spring.steeringFrequency)
    }
}
