import CoreGraphics
import VirtualTime

/// Core Animation's `CACurrentMediaTime()`: the scene's virtual time in seconds (0
/// outside any scene) — the clock that display links' timestamps and animations
/// run on. Never the wall clock: a screen that measures time with it gets the same
/// numbers on every run.
public func CACurrentMediaTime() -> CFTimeInterval { CALayer.sceneNow }

/// Core Animation's `CADisplayLink`: a callback at every display frame, until
/// invalidated; while it runs the scene is not at rest.
///
/// UIKit makes one with a target and a selector, which need the Objective-C
/// runtime that Swift on Linux lacks; here it takes a block instead. Added to the
/// main run loop in `.common` it fires at every frame; in `.default` it skips the
/// frames while a scroll view tracks a finger, as on iOS.
@preconcurrency @MainActor
public final class CADisplayLink: FrameClient {
    private let handler: (CADisplayLink) -> Void
    private weak var clock: SceneClock?
    private var modes: Set<RunLoop.Mode> = []
    /// Whether the link still fires: false once it is invalidated, or removed from
    /// its last run-loop mode.
    public private(set) var isValid = true
    /// A paused link skips frames.
    public var isPaused = false
    /// Frames per second asked for (0: every frame); accepted, and every frame fires.
    public var preferredFramesPerSecond = 0
    /// The virtual time of the frame being handled, and of the next one.
    public private(set) var timestamp: Double = 0
    /// The virtual time the next frame is expected at: `timestamp` plus the last
    /// frame's `duration`.
    public private(set) var targetTimestamp: Double = 0
    /// The virtual time between the last two frames the link handled (0 at its first).
    public private(set) var duration: Double = 0

    /// A display link that calls `handler` with itself at every frame once it is added
    /// to a run loop; it stands in for UIKit's `init(target:selector:)`.
    public init(handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts firing at the display frames of the current scene in `mode`. Every link
    /// runs on the scene's virtual clock, whatever `runLoop` is; adding one outside a
    /// scene is a programming error, and adding an invalidated link does nothing.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid else { return }
        if clock == nil { clock = SceneClock.current }
        guard let clock else {
            preconditionFailure("CADisplayLink added outside a ScrollReel scene: there is no virtual clock to run it on")
        }
        modes.insert(mode)
        clock.add(self, stage: .displayLinks)
    }

    /// Stops firing in `mode`. Removed from its last mode, the link is invalidated and
    /// cannot be added again.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { invalidate() }
    }

    package func displayFrame(at t: Double) {
        guard isValid, !isPaused, let clock else { return }
        guard modes.contains(.common) || modes.contains(clock.isTracking ? .tracking : .default) else { return }
        duration = timestamp > 0 ? t - timestamp : 0
        timestamp = t
        targetTimestamp = t + duration
        handler(self)
    }

    package var isFinished: Bool { !isValid }
    package var keepsSceneAwake: Bool { isValid }

    /// Stops the link for good: it never fires again, and no longer keeps the scene from
    /// coming to rest.
    public func invalidate() { isValid = false }
}
