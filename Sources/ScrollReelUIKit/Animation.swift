import ScrollPhysics

/// A progress-driven animation in virtual time: `update` receives the eased
/// progress (0...1) at every display frame, and exactly 1 at the end, when
/// `completion` runs. It is what code that steps its own animation with a timer
/// does (SwipeView's `scrollToItemAtIndex:duration:` drives its offset from an
/// NSTimer with its own easing; a switch moves its thumb), so ports of such code
/// keep it. Animatable view properties use UIKit's `UIView.animate(withDuration:…)`.
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
        let a = PropertyAnimation(start: now, duration: duration, curve: curve, update: update, completion: completion)
        update(0)
        a.end = schedule(at: now + duration) { [weak self] in
            self?.removeAnimation(a)
            a.end = nil  // (the event held the animation; let both go)
            a.update(1)
            a.completion?()
        }
        addAnimation(a)
        return a
    }
}

/// Core Animation's `CADisplayLink`: a callback at every display frame with the
/// frame's virtual time, until invalidated. It keeps the scene from resting.
public final class CADisplayLink {
    let callback: (Double) -> Void
    public private(set) var isValid = true
    init(_ callback: @escaping (Double) -> Void) { self.callback = callback }
    public func invalidate() { isValid = false }
}

extension UIWindow {
    /// Calls `callback` at every display frame from the next one on.
    @discardableResult
    public func addDisplayLink(_ callback: @escaping (Double) -> Void) -> CADisplayLink {
        let link = CADisplayLink(callback)
        displayLinks.append(link)
        return link
    }
}
