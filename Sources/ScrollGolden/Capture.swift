import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// One run of a film as the goldens see it: its trace (numbers at the goldens'
/// precision) and the pictures of some of its frames.
public struct Capture {
    /// The film's name: `demo`, or `demo@variant` for a variant.
    public let name: String
    /// One JSON line per frame, in order: the frame's scroll state with numbers rounded to
    /// ``tracePrecision`` decimals (the lines of a golden's trace file).
    public var traceLines: [String] = []
    /// The same frames as values (what a golden's trace file is written from).
    package var traceValues: [JSONValue] = []
    /// One entry per frame: its index, time, the names of its delegate calls and what was moving.
    public var frames: [TraceFrame] = []
    /// The frames drawn, keyed by frame index: those of the keyframes asked for, at the run's scale.
    public var pictures: [Int: Bitmap] = [:]
    /// What the scene did that could not be done as UIKit does (`SceneEnvironment.warnings`).
    public var warnings: [String] = []

    /// Decimal places of the numbers in golden traces: a thousandth of a point
    /// and of a second, well below what a person can see and well above the
    /// last-bit noise of floating point.
    public static let tracePrecision = 3

    /// Plays `film` once and draws the frames in `keyframes` at `scale`.
    /// `mutate` changes the scene before the run: the regression tests use it.
    /// `onFrame` sees the playback at every frame (the snapshot strategies record
    /// each frame's drawing there, to draw the keyframes once the run has chosen them).
    @MainActor public static func run(_ film: Film, scale: Double, keyframes: Set<Int>,
                           mutate: (@MainActor (Scene) -> Void)? = nil,
                           onFrame: (@MainActor (Frame, Film.Playback) throws -> Void)? = nil) throws -> Capture {
        let playback = try film.start(prepare: mutate ?? { _ in })
        var capture = Capture(name: film.name)
        var shown: [ObjectIdentifier: CGRect] = [:]
        var zooms: [ObjectIdentifier: CGFloat] = [:]
        while let f = try playback.next() {
            let value = f.traceValue(scene: playback.scene)
            capture.traceValues.append(value)
            capture.traceLines.append(value.serialized(decimals: tracePrecision))
            // What moves: any scroll view whose shown bounds or zoom changed since the frame before.
            var moving = false, tracking = false, decelerating = false
            for (_, sv) in playback.scene.scrollViews {
                let id = ObjectIdentifier(sv), bounds = sv.presentation.bounds
                if let old = shown[id], old != bounds || zooms[id] != sv.zoomScale {
                    moving = true
                    tracking = tracking || sv.isTracking
                    decelerating = decelerating || sv.isDecelerating
                }
                shown[id] = bounds
                zooms[id] = sv.zoomScale
            }
            // Two fingers down: a pinch; one that drags: a drag; no finger: the
            // deceleration, or an animation (a zoom's bounce back is one).
            let motion: TraceFrame.Motion? = !moving ? nil : f.touches.count >= 2 ? .pinch
                : tracking ? .drag : decelerating ? .deceleration : .animation
            capture.frames.append(TraceFrame(index: f.index, time: f.time, events: f.events.map(\.name), motion: motion))
            if keyframes.contains(f.index) { capture.pictures[f.index] = try playback.picture(scale: scale) }
            try onFrame?(f, playback)
        }
        capture.warnings = playback.scene.window.environment.warnings
        return capture
    }
}

extension Capture: CustomStringConvertible, CustomReflectable {
    /// A one-line summary: the name, how many frames, and which have pictures.
    public var description: String {
        "Capture(\(name): \(traceLines.count) frames, pictures of \(pictures.keys.sorted()))"
    }
    /// The name, the frame count and the pictured frames' indices, so that a debugger or `dump`
    /// does not list every line and pixel.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "frames": traceLines.count, "pictures": pictures.keys.sorted()])
    }
}
