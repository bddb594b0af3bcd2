import QuartzCore
import ScrollPhysics

/// A progress-driven animation in virtual time: `update` receives the eased
/// progress (0...1) at every display frame, and exactly 1 at the end, when
/// `completion` runs. It is what code that steps its own animation with a timer
/// does (SwipeView's `scrollToItemAtIndex:duration:` drives its offset from an
/// NSTimer with its own easing; a switch moves its thumb), so ports of such code
/// keep it. Animatable view properties use UIKit's `UIView.animate(withDuration:…)`.
@preconcurrency @MainActor
public final class PropertyAnimation: FrameClient {
    let start: Double
    let duration: Double
    let curve: TimingCurve
    let update: (Double) -> Void
    let completion: (() -> Void)?
    var end: ScheduledEvent?
    package var isFinished: Bool { end == nil || end!.isCancelled }

    init(start: Double, duration: Double, curve: TimingCurve, update: @escaping (Double) -> Void, completion: (() -> Void)?) {
        self.start = start; self.duration = duration; self.curve = curve; self.update = update; self.completion = completion
    }

    func progress(at t: Double) -> Double {
        duration <= 0 ? 1 : curve.progress(at: min(max((t - start) / duration, 0), 1))
    }

    /// Stops the animation where it is; its completion does not run.
    public func cancel() { end?.cancel() }

    package func displayFrame(at time: Double) { update(progress(at: time)) }
    // (Its end is scheduled on the run loop, which keeps the scene awake until then.)
    package var keepsSceneAwake: Bool { false }
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
            clock?.remove(a)
            a.end = nil  // (the event held the animation; let both go)
            a.update(1)
            a.completion?()
        }
        clock.add(a, stage: .animations)
        return a
    }
}
