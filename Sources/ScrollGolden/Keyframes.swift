import ScrollSimulation

/// A frame kept as a golden picture, and the phase of the motion it shows.
public struct Keyframe: Sendable, Equatable {
    public let frame: Int
    public let time: Double
    public let phase: String
    public init(frame: Int, time: Double, phase: String) { self.frame = frame; self.time = time; self.phase = phase }
    public var fileName: String { "frame-" + String(repeating: "0", count: max(0, 4 - String(frame).count)) + String(frame) + ".png" }
}

/// What keyframe selection needs of a frame: when it is and which delegate calls it saw.
public struct TraceFrame: Sendable {
    public let index: Int
    public let time: Double
    public let events: [String]
    public init(index: Int, time: Double, events: [String]) { self.index = index; self.time = time; self.events = events }
}

/// Chooses the frames whose pictures cover every phase of the motion: the start,
/// each drag, its release, the middle of the deceleration or animation after it,
/// where it settles, and the rest at the end; at most `maximum`.
public enum KeyframeSelection {
    public static let maximum = 16

    public static func select(_ frames: [TraceFrame]) -> [Keyframe] {
        guard let last = frames.last else { return [] }
        var picks: [(Int, String)] = [(0, "start")]
        var dragBegan: Int?, motionBegan: Int?, decelerating = false
        for f in frames {
            for name in f.events {
                switch name {
                case "scrollViewWillBeginDragging":
                    // A drag that catches a running deceleration: its middle is a phase too.
                    if decelerating, let start = motionBegan, f.index - start >= 4 {
                        picks.append(((start + f.index) / 2, "mid-deceleration"))
                    }
                    decelerating = false
                    dragBegan = f.index
                case "scrollViewWillEndDragging":
                    if let b = dragBegan, f.index - b >= 2 { picks.append(((b + f.index) / 2, "drag")) }
                    picks.append((f.index, "release"))
                    dragBegan = nil
                    motionBegan = f.index
                case "scrollViewWillBeginDecelerating":
                    decelerating = true
                case "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation", "scrollViewDidScrollToTop",
                     "scrollViewDidEndZooming":
                    let start = motionBegan ?? picks.last.map(\.0) ?? 0
                    if f.index - start >= 4 {
                        let phase = name == "scrollViewDidEndDecelerating" ? "mid-deceleration" : "mid-animation"
                        picks.append(((start + f.index) / 2, phase))
                    }
                    picks.append((f.index, "settle"))
                    motionBegan = f.index
                    decelerating = false
                default:
                    break
                }
            }
        }
        picks.append((last.index, "rest"))
        // One per frame, in order; the first phase named for a frame wins.
        var seen = Set<Int>()
        var unique = picks.sorted { $0.0 < $1.0 }.filter { seen.insert($0.0).inserted }
        if unique.count > maximum {
            // Keep the start and the rest, and spread the others evenly.
            let inner = Array(unique.dropFirst().dropLast())
            let keep = maximum - 2
            let chosen = (0..<keep).map { inner[$0 * inner.count / keep] }
            unique = [unique.first!] + chosen + [unique.last!]
        }
        let times = Dictionary(uniqueKeysWithValues: frames.map { ($0.index, $0.time) })
        return unique.map { Keyframe(frame: $0.0, time: times[$0.0] ?? 0, phase: $0.1) }
    }
}
