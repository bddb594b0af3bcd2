import ScrollSimulation

/// A frame kept as a golden picture, and the phase of the motion it shows.
public struct Keyframe: Sendable, Equatable {
    /// The frame's index in the film, from 0.
    public let frame: Int
    /// The frame's time in seconds from the start of the film.
    public let time: Double
    /// What the frame shows of the motion: `start`, `drag`, `pinch`, `mid-deceleration`,
    /// `mid-animation`, `release`, `settle` or `rest`.
    public let phase: String
    /// A keyframe of frame `frame`, at `time` seconds, showing `phase`.
    public init(frame: Int, time: Double, phase: String) { self.frame = frame; self.time = time; self.phase = phase }
    /// The picture's file in the golden's folder: `frame-` and the frame padded to
    /// four digits, such as `frame-0042.png`.
    public var fileName: String { "frame-" + String(repeating: "0", count: max(0, 4 - String(frame).count)) + String(frame) + ".png" }
}

/// What keyframe selection needs of a frame: when it is, which delegate calls
/// it saw, and what moves on screen at it.
public struct TraceFrame: Sendable {
    /// The frame's number, from 0.
    public let index: Int
    /// The frame's time in seconds (its index divided by the film's fps).
    public let time: Double
    /// The names of the delegate calls since the frame before, in call order (such as
    /// `scrollViewWillEndDragging`, which marks a release).
    public let events: [String]
    /// What moves at this frame (a scroll view's shown offset or zoom changed
    /// since the frame before); nil at rest.
    public let motion: Motion?

    /// What moves: a finger dragging, two fingers zooming, a deceleration (with
    /// its bounce), or an animation (setContentOffset, scroll to top, a zoom
    /// bounce, a view animation of a scroll view's geometry).
    public enum Motion: String, Sendable {
        /// One finger drags a scroll view (it is tracking).
        case drag
        /// Two or more fingers are down while something moves: a pinch zooming.
        case pinch
        /// No finger: a scroll view decelerates after a flick, its bounce included.
        case deceleration
        /// Anything else that moves with no finger driving it: setContentOffset,
        /// scroll to top, a zoom's bounce back, a view animation.
        case animation
    }

    /// A frame `index` at `time` seconds that saw `events`, with `motion` moving (nil: at rest).
    public init(index: Int, time: Double, events: [String], motion: Motion? = nil) {
        self.index = index; self.time = time; self.events = events; self.motion = motion
    }
}

/// Chooses the frames whose pictures cover every phase of the motion, named from
/// what moves at that frame: the start, the middle of each stretch of motion
/// ("drag", "mid-deceleration", "mid-animation"), each release, where each
/// stretch settles, and the rest at the end; at most `maximum`, keeping a frame
/// inside every animation of at least `longAnimation` seconds.
public enum KeyframeSelection {
    /// The most keyframes ``select(_:maximum:)`` chooses unless told otherwise; a golden of
    /// a large screen may keep fewer.
    public static let maximum = 16
    /// An animation this long or longer always gets a keyframe inside it.
    public static let longAnimation = 0.2

    private struct Pick {
        let frame: Int
        let phase: String
        /// Kept before any other when there are too many.
        var required = false
    }

    /// The keyframes of `frames` in frame order, none for no frames; at most `maximum`
    /// (taken as at least 2). When there are more, the required ones (the start, the
    /// middle of each long animation, the rest at the end) are kept first, earliest
    /// first, and the others spread evenly over what is left.
    public static func select(_ frames: [TraceFrame], maximum: Int = maximum) -> [Keyframe] {
        let maximum = max(2, maximum)
        guard let last = frames.last else { return [] }
        var picks = [Pick(frame: 0, phase: "start", required: true)]
        // Stretches of one kind of motion, frame to frame.
        var i = 0
        while i < frames.count {
            guard let kind = frames[i].motion else { i += 1; continue }
            var j = i
            while j + 1 < frames.count, frames[j + 1].motion == kind { j += 1 }
            let middle = (i + j) / 2
            let long = frames[j].time - frames[i].time + (frames.count > 1 ? frames[1].time - frames[0].time : 0) >= longAnimation
            switch kind {
            case .drag: if j - i >= 2 { picks.append(Pick(frame: frames[middle].index, phase: "drag")) }
            case .pinch: if j - i >= 2 { picks.append(Pick(frame: frames[middle].index, phase: "pinch")) }
            case .deceleration: if j - i >= 3 { picks.append(Pick(frame: frames[middle].index, phase: "mid-deceleration")) }
            case .animation:
                if j - i >= 3 || long { picks.append(Pick(frame: frames[middle].index, phase: "mid-animation", required: long)) }
            }
            // Where it settles: the first frame at rest after a motion the finger does not drive.
            if kind != .drag, kind != .pinch, j + 1 < frames.count, frames[j + 1].motion == nil {
                picks.append(Pick(frame: frames[j + 1].index, phase: "settle"))
            }
            i = j + 1
        }
        for f in frames where f.events.contains("scrollViewWillEndDragging") {
            picks.append(Pick(frame: f.index, phase: "release"))
        }
        picks.append(Pick(frame: last.index, phase: "rest", required: true))
        // One per frame, in order; a release wins over what moves at its frame.
        var byFrame: [Int: Pick] = [:]
        for p in picks {
            if let old = byFrame[p.frame], !(p.phase == "release" || p.phase == "start" || p.phase == "rest") {
                byFrame[p.frame]!.required = old.required || p.required
                continue
            }
            var q = p
            q.required = p.required || (byFrame[p.frame]?.required ?? false)
            byFrame[p.frame] = q
        }
        var unique = byFrame.values.sorted { $0.frame < $1.frame }
        if unique.count > maximum {
            // Keep the required ones, and spread the others evenly over what is left.
            let required = unique.filter(\.required)
            let others = unique.filter { !$0.required }
            let keep = max(0, maximum - required.count)
            let chosen = (0..<min(keep, others.count)).map { others[$0 * others.count / keep] }
            unique = (required.prefix(maximum) + chosen).sorted { $0.frame < $1.frame }
        }
        let times = Dictionary(uniqueKeysWithValues: frames.map { ($0.index, $0.time) })
        return unique.map { Keyframe(frame: $0.frame, time: times[$0.frame] ?? 0, phase: $0.phase) }
    }
}
