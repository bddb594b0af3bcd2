import CoreGraphics
import VirtualTime

/// Core Animation's `CACurrentMediaTime()`: the scene's virtual time in seconds (0
/// outside any scene) — the clock that display links' timestamps and animations
/// run on. Never the wall clock: a screen that measures time with it gets the same
/// numbers on every run.
public func CACurrentMediaTime() -> CFTimeInterval { CALayer.sceneNow }

/// Core Animation's `CADisplayLink`: a callback at the display's frames, until
/// invalidated; while it runs the scene is not at rest.
///
/// The display is the scene's: its frames are the film's (every 1/60 s in a
/// 60 fps film), on the virtual clock. A link fires at every frame, or, when
/// ``preferredFrameRateRange`` or ``preferredFramesPerSecond`` asks for less, at every
/// n-th frame, n chosen as iOS chooses it: the display's rate divided by n is the
/// rate closest to the one asked for, within the range (30 fps on a 60 Hz display:
/// every second frame). Added to the main run loop in `.common` it fires through
/// drags; in `.default` it skips the frames while a scroll view tracks a finger, as
/// on iOS.
///
/// It is made with `init(target:selector:)`, as on iOS; that comes with UIKit (it sends
/// the selector through the Objective-C runtime's stand-in).
@preconcurrency @MainActor
open class CADisplayLink: NSObject, FrameClient {
    private let handler: (CADisplayLink) -> Void
    private weak var clock: SceneClock?
    private var modes: Set<RunLoop.Mode> = []
    /// Display frames since the link last fired (nil: it has not fired yet).
    private var framesSinceFire: Int?

    /// Whether the link still fires: false once it is invalidated, or removed from
    /// its last run-loop mode.
    public private(set) var isValid = true
    /// A paused link skips frames; resumed, it fires at the next frame.
    open var isPaused = false {
        didSet { if !isPaused { framesSinceFire = nil } }
    }
    /// The rate asked for, in frames per second (0, the default: the display's rate).
    /// A rate the display cannot give is rounded to one it can (its rate divided by a
    /// whole number); ``preferredFrameRateRange``, when set, takes precedence.
    open var preferredFramesPerSecond = 0
    /// The range of rates accepted and the one preferred (``CAFrameRateRange/default``:
    /// no preference, then ``preferredFramesPerSecond`` decides).
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// The number of display frames between two fires (deprecated on iOS since iOS 10
    /// for ``preferredFramesPerSecond``); values below 1 count as 1.
    open var frameInterval = 1
    /// The virtual time of the frame the link last fired at.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The virtual time of the frame the link fires at next: `timestamp` plus one
    /// interval at the link's rate (`targetTimestamp - timestamp` is the time the
    /// target has for this frame).
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between two frames of the display at its full rate, whatever rate the
    /// link fires at (0 until the link first fires), as on iOS.
    open private(set) var duration: CFTimeInterval = 0

    /// A display link that calls `handler` with itself at each of its frames once it is
    /// added to a run loop: what `init(target:selector:)` is made with. Not public: iOS has only
    /// the target–selector form.
    package init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Starts firing at the display frames of the current scene in `mode`. Every link
    /// runs on the scene's virtual clock, whatever `runloop` is; adding one outside a
    /// scene is a programming error, and adding an invalidated link does nothing.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
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
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { invalidate() }
    }

    /// Stops the link for good: it never fires again, and no longer keeps the scene from
    /// coming to rest.
    open func invalidate() { isValid = false }

    /// How many display frames of `displayRate` Hz pass between two fires: the whole
    /// number n whose rate `displayRate / n` is closest to the one asked for (the
    /// higher on a tie), kept within the range's minimum and maximum where one allows.
    func framesPerFire(displayRate: Double) -> Int {
        let range = preferredFrameRateRange
        let asked: Double
        if range != .default {
            asked = Double(range.preferred ?? (range.maximum > 0 ? range.maximum : 0))
        } else if preferredFramesPerSecond > 0 {
            asked = Double(preferredFramesPerSecond)
        } else {
            return min(max(frameInterval, 1), Self.maximumFrameInterval)
        }
        guard asked.isFinite, asked > 0, displayRate > 0 else { return 1 }
        let ratio = displayRate / asked
        guard ratio > 1 else { return 1 }
        let below = min(ratio.rounded(.down), Double(Self.maximumFrameInterval))
        var n = Int(below)
        if below < Double(Self.maximumFrameInterval), displayRate / below - asked > asked - displayRate / (below + 1) { n += 1 }
        if range != .default {
            if range.maximum > 0 { while n < Self.maximumFrameInterval, displayRate / Double(n) > Double(range.maximum) + 1e-3 { n += 1 } }
            if range.minimum > 0 { while n > 1, displayRate / Double(n) < Double(range.minimum) - 1e-3 { n -= 1 } }
        }
        return n
    }

    /// The longest wait between two fires, in display frames (a second at 60 Hz): a
    /// rate asked for below 1 fps, or a huge `frameInterval`, still fires now and then.
    static let maximumFrameInterval = 60

    package func displayFrame(at t: Double) {
        guard isValid, let clock else { return }
        // (Frames count while the run loop is in another mode: back in its own, the link
        // fires when its interval is up, not one interval later.)
        framesSinceFire = framesSinceFire.map { $0 + 1 }
        guard !isPaused, modes.contains(.common) || modes.contains(clock.isTracking ? .tracking : .default) else { return }
        let interval = clock.displayFrames(after: t).interval
        let n = framesPerFire(displayRate: 1 / interval)
        if let since = framesSinceFire, since < n { return }
        framesSinceFire = 0
        duration = interval
        timestamp = t
        targetTimestamp = t + Double(n) * interval
        handler(self)
    }

    package var isFinished: Bool { !isValid }
    package var keepsSceneAwake: Bool { isValid }
}
