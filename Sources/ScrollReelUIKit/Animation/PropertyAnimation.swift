import ScrollPhysics

/// A progress-driven animation in virtual time: `update` receives the eased
/// progress (0...1) at every display frame, and exactly 1 at the end, when
/// `completion` runs. It is what code that steps its own animation with a timer
/// does (SwipeView's `scrollToItemAtIndex:duration:` drives its offset from an
/// NSTimer with its own easing; a switch moves its thumb), so ports of such code
/// keep it. Animatable view properties use UIKit's `UIView.animate(withDuration:…)`.
@preconcurrency @MainActor
public final class PropertyAnimation {
    let start: Double
    let duration: Double
    let curve: TimingCurve
    let update: (Double) -> Void
    let completion: (() -> Void)?
    var end: ScheduledEvent?
    var isFinished: Bool { end == nil || end!.isCancelled }

    init(start: Double, duration: Double, curve: TimingCurve, update: @escaping (Double) -> Void, completion: (() -> Void)?) {
        self.start = start; self.duration = duration; self.curve = curve; self.update = update; self.completion = completion
    }

    func progress(at t: Double) -> Double {
        duration <= 0 ? 1 : curve.progress(at: min(max((t - start) / duration, 0), 1))
    }

    /// Stops the animation where it is; its completion does not run.
    public func cancel() { end?.cancel() }
}

extension UIWindow {
    /// Runs `update` with the eased progress of an animation of `duration` seconds,
    /// at every display frame from now on, and with 1 at its exact end.
    @discardableResult
    public func animate(duration: Double, curve: TimingCurve = .easeInEaseOut, update: @escaping (Double) -> Void,
                        completion: (() -> Void)? = nil) -> PropertyAnimation {
        let clock = self.clock
        let a = PropertyAnimation(start: clock.now, duration: duration, curve: curve, update: update, completion: completion)
        update(0)
        a.end = clock.schedule(at: clock.now + duration) { [weak clock] in
            clock?.removeAnimation(a)
            a.end = nil  // (the event held the animation; let both go)
            a.update(1)
            a.completion?()
        }
        clock.addAnimation(a)
        return a
    }
}

/// Core Animation's `CADisplayLink`: a callback at every display frame, until
/// invalidated; while it runs the scene is not at rest.
///
/// UIKit makes one with a target and a selector, which need the Objective-C
/// runtime that Swift on Linux lacks; here it takes a block instead. Added to the
/// main run loop in `.common` it fires at every frame; in `.default` it skips the
/// frames while a scroll view tracks a finger, as on iOS.
@preconcurrency @MainActor
public final class CADisplayLink {
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
        if clock == nil { clock = SceneEnvironment.current?.clock }
        guard let clock else {
            preconditionFailure("CADisplayLink added outside a ScrollReel scene: there is no virtual clock to run it on")
        }
        modes.insert(mode)
        clock.add(self)
    }

    /// Stops firing in `mode`. Removed from its last mode, the link is invalidated and
    /// cannot be added again.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { invalidate() }
    }

    func fire(at t: Double) {
        guard isValid, !isPaused, let clock else { return }
        guard modes.contains(.common) || modes.contains(clock.isTracking ? .tracking : .default) else { return }
        duration = timestamp > 0 ? t - timestamp : 0
        timestamp = t
        targetTimestamp = t + duration
        handler(self)
    }

    /// Stops the link for good: it never fires again, and no longer keeps the scene from
    /// coming to rest.
    public func invalidate() { isValid = false }
}
