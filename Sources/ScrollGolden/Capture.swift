import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// One run of a film as the goldens see it: its trace (numbers at the goldens'
/// precision) and the pictures of some of its frames.
public struct Capture {
    public let name: String
    public var traceLines: [String] = []
    public var frames: [TraceFrame] = []
    public var pictures: [Int: Bitmap] = [:]

    /// Decimal places of the numbers in golden traces: a thousandth of a point
    /// and of a second, well below what a person can see and well above the
    /// last-bit noise of floating point.
    public static let tracePrecision = 3

    /// Plays `film` once and draws the frames in `keyframes` at `scale`.
    /// `mutate` changes the scene before the run: the regression tests use it.
    @MainActor public static func run(_ film: Film, scale: Double, keyframes: Set<Int>,
                           mutate: (@MainActor (Scene) -> Void)? = nil) throws -> Capture {
        let playback = try film.start(prepare: mutate ?? { _ in })
        var capture = Capture(name: film.name)
        while let f = try playback.next() {
            capture.traceLines.append(f.traceLine(scene: playback.scene, decimals: tracePrecision))
            capture.frames.append(TraceFrame(index: f.index, time: f.time, events: f.events.map(\.name)))
            if keyframes.contains(f.index) { capture.pictures[f.index] = try playback.picture(scale: scale) }
        }
        return capture
    }
}

extension Capture: CustomStringConvertible, CustomReflectable {
    public var description: String {
        "Capture(\(name): \(traceLines.count) frames, pictures of \(pictures.keys.sorted()))"
    }
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "frames": traceLines.count, "pictures": pictures.keys.sorted()])
    }
}
