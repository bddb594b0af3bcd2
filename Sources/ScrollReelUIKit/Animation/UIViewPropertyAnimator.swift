import QuartzCore
import ScrollPhysics

/// UIKit's `UIViewAnimatingState`: whether an animator's animations have begun.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not begun, or finished: the views show their model values.
    case inactive = 0
    /// Begun: running or paused.
    case active = 1
    /// Stopped by `stopAnimation(false)`; `finishAnimation(at:)` ends it.
    case stopped = 2
}

/// UIKit's `UIViewAnimatingPosition`: where an animator ended, as its completions hear.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end: the values the animations set.
    case end = 0
    /// Back at the start: the values before the animations.
    case start = 1
    /// Where the animation was when it was stopped.
    case current = 2
}

extension UIView {
    /// UIKit's `UIView.AnimationCurve`, with its raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends (the default).
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// The same pace throughout.
        case linear = 3

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// UIKit's `UIViewPropertyAnimator`, in virtual time: view animations that can be
/// paused, scrubbed with `fractionComplete`, reversed and stopped — the way a
/// scroll screen ties an animation to its offset (a header that collapses as the
/// list scrolls: a paused animator whose `fractionComplete` follows
/// `scrollViewDidScroll`).
///
/// The animation blocks run when the animator becomes active (`startAnimation`,
/// `pauseAnimation`, or a first `fractionComplete`), as in UIKit: the model values
/// change then, and what is drawn runs from the old values to them, additively
/// over other animations as `UIView.animate` does. Choices where UIKit does not say:
/// a running animator resumed after scrubbing goes on from what is shown, along its
/// curve, over the rest of its duration (no jump between the linear scrub and the
/// curve); animations added while it is active run their whole way over the rest of
/// its progress. Not here: `addAnimations(_:delayFactor:)`,
/// `continueAnimation(withTimingParameters:durationFactor:)` and timing parameter
/// objects (`UICubicTimingParameters`, `UISpringTimingParameters`).
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    /// The animation's length, in seconds.
    open private(set) var duration: TimeInterval
    /// The wait before a started animation moves, in seconds (`startAnimation(afterDelay:)`).
    open private(set) var delay: TimeInterval = 0
    /// Whether the animator can be paused, stopped or reversed. Accepted; ScrollReel's
    /// animators always can.
    open var isInterruptible = true
    /// Whether the animating views receive touches (true by default, unlike `UIView.animate`).
    open var isUserInteractionEnabled = true
    /// Whether a paused animator shows `fractionComplete` as it is (true, the default)
    /// or through its timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at its end instead of completing.
    open var pausesOnCompletion = false
    /// Whether the animator is inactive, active or stopped.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animation is moving (active and not paused).
    open private(set) var isRunning = false

    /// The progress from 0 to 1 along the timing, applied to the tracks' differences.
    private let timing: any Simulation
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The tracks' animation, made when the animator becomes active with a view on screen.
    private var animation: ViewAnimation?
    private var clock: SceneClock?
    /// At `time` the time fraction was `fraction` and the shown progress `shown`;
    /// a running animator moves on from there after `wait` seconds.
    private var anchor = (time: 0.0, fraction: 0.0, shown: 0.0, wait: 0.0)
    private var end: ScheduledEvent?
    /// After `stopAnimation(false)`: each stopped property's values at the start and at the end.
    private var stopped: [(view: UIView, property: TrackProperty, start: [Double], end: [Double])] = []

    /// An animator along one of UIKit's curves (`animations` runs when it becomes active).
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingCurve: curve.timingCurve, animations: animations)
    }

    private init(duration: TimeInterval, timingCurve: TimingCurve, animations: (() -> Void)?) {
        self.duration = Self.clamped(duration)
        timing = CurveAnimation(from: 0, to: 1, duration: self.duration, curve: timingCurve)
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator along the cubic Bézier curve from (0, 0) to (1, 1) through the two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        // (The x of a control point is a time: kept within 0...1, as Core Animation requires.)
        func unit(_ v: CGFloat) -> Double { v.isFinite ? min(max(Double(v), 0), 1) : 0 }
        let curve = TimingCurve(unit(point1.x), point1.y.isFinite ? Double(point1.y) : 0,
                                unit(point2.x), point2.y.isFinite ? Double(point2.y) : 1)
        self.init(duration: duration, timingCurve: curve, animations: animations)
    }

    /// A spring animator: `ratio` 1 comes to rest without overshooting, less oscillates;
    /// it settles by `duration`, as `UIView.animate`'s spring variant.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = Self.clamped(duration)
        timing = SpringTiming(dampingRatio: Double(ratio), initialVelocity: 0, duration: self.duration)
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator that starts at once (after `delay`), along the options' curve,
    /// letting touches through if they ask for `.allowUserInteraction`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingCurve: options.curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private static func clamped(_ t: TimeInterval) -> TimeInterval { t.isNaN ? 0 : min(max(t, 0), 1e6) }

    // MARK: Animations and completions

    /// Adds animations: run when the animator becomes active, or at once if it is (then
    /// they run their whole way over the rest of its progress).
    open func addAnimations(_ animation: @escaping () -> Void) {
        guard state == .active else { pendingAnimations.append(animation); return }
        run(animation, joinedAt: shownProgress(at: now))
    }

    /// Adds a block the animator calls with where it ended, after the ones added before.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts the animation, or goes on from where it was paused (in the direction of
    /// `isReversed`). Does nothing once stopped.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        guard state == .active else { return }
        self.delay = Self.clamped(delay)
        anchor.time = now
        anchor.wait = self.delay
        isRunning = true
        scheduleEnd()
    }

    /// Pauses the animation where it is (an inactive animator becomes active, paused at
    /// its start).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate(); return }
        guard isRunning else { return }
        let t = now
        anchor = (t, fraction(at: t), shownProgress(at: t), 0)
        isRunning = false
        end?.cancel()
        end = nil
    }

    /// The time fraction from 0 to 1; setting it scrubs a paused animator (an inactive one
    /// becomes active first); it does nothing while the animation runs.
    open var fractionComplete: CGFloat {
        get { state == .inactive ? 0 : fraction(at: now) }
        set {
            guard state != .stopped, !isRunning, newValue.isFinite else { return }
            if state == .inactive { activate() }
            guard state == .active else { return }
            let f = min(max(Double(newValue), 0), 1)
            anchor = (now, f, scrubsLinearly ? f : timing.position(at: f * duration), 0)
        }
    }

    /// Whether the animation runs back towards its start; switching it while it runs
    /// turns it around where it is.
    open var isReversed = false {
        willSet {
            // Where it is now, reckoned in the old direction.
            guard newValue != isReversed, isRunning else { return }
            let t = now
            anchor = (t, fraction(at: t), shownProgress(at: t), 0)
        }
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            scheduleEnd()
        }
    }

    /// Stops the animation where it is: the views keep what they show as their model
    /// values. Without finishing, the animator is done at once and its completions are
    /// not called; otherwise it is `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let t = now
        anchor = (t, fraction(at: t), shownProgress(at: t), 0)
        end?.cancel()
        end = nil
        isRunning = false
        stopped = animatedProperties()
        let shown = stopped.map { view, property, _, _ in view.shownValues(property) }
        removeTracks()
        for (s, values) in zip(stopped, shown) { Self.set(values, s.property, on: s.view) }
        if withoutFinishing {
            stopped = []
            becomeInactive()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `finalPosition` (its views take the values there) and
    /// calls its completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for s in stopped {
            switch finalPosition {
            case .end: Self.set(s.end, s.property, on: s.view)
            case .start: Self.set(s.start, s.property, on: s.view)
            case .current: break
            }
        }
        stopped = []
        complete(at: finalPosition)
    }

    // MARK: Inside

    private var now: Double { clock?.now ?? SceneClock.current?.now ?? 0 }

    /// Runs the animation blocks: the model values change, and what is shown follows
    /// the animator's progress.
    private func activate() {
        state = .active
        isRunning = false
        clock = SceneClock.current
        anchor = (now, 0, 0, 0)
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for block in blocks { run(block, joinedAt: 0) }
    }

    private func run(_ block: () -> Void, joinedAt: Double) {
        let transaction = AnimationTransaction.record(block)
        guard let window = transaction.window else { return }
        if clock == nil { clock = window.clock }
        let a = animation ?? {
            let options: UIView.AnimationOptions = isUserInteractionEnabled ? [.allowUserInteraction] : []
            let a = ViewAnimation(start: now, timing: timing, options: options, window: window, completion: nil)
            a.driver = { [weak self] t in self?.shownProgress(at: t) ?? 1 }
            animation = a
            return a
        }()
        a.animate(transaction.changes, beginningFromCurrentState: false, joinedAt: joinedAt)
    }

    /// How far along the time the animation is at `t`.
    private func fraction(at t: Double) -> Double {
        guard isRunning else { return anchor.fraction }
        let f0 = anchor.fraction, tau = runFraction(at: t)
        return isReversed ? f0 * (1 - tau) : f0 + (1 - f0) * tau
    }

    /// What is shown at `t`, from 0 (the start values) to 1 (the end values): from where
    /// it was shown when it last started, along the curve, over the rest of the time.
    private func shownProgress(at t: Double) -> Double {
        guard isRunning else { return anchor.shown }
        let s0 = anchor.shown, tau = runFraction(at: t)
        let eased = tau >= 1 ? 1 : timing.position(at: tau * duration)
        return isReversed ? s0 * (1 - eased) : s0 + (1 - s0) * eased
    }

    /// The time left, when it last started, to the end it runs towards.
    private var remainingTime: Double { isReversed ? anchor.fraction * duration : (1 - anchor.fraction) * duration }

    /// How much of that time has passed at `t`, from 0 to 1 (after the delay).
    private func runFraction(at t: Double) -> Double {
        let remaining = remainingTime
        return remaining <= 0 ? 1 : min(max((t - anchor.time - anchor.wait) / remaining, 0), 1)
    }

    private func scheduleEnd() {
        end?.cancel()
        guard let clock else {
            // Nothing on screen and no scene: there is no time to run in.
            complete(at: isReversed ? .start : .end)
            return
        }
        end = clock.schedule(at: anchor.time + anchor.wait + remainingTime) { [weak self] in self?.reachedEnd() }
    }

    private func reachedEnd() {
        end = nil
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        if pausesOnCompletion {
            let f = isReversed ? 0.0 : 1.0
            anchor = (now, f, f, 0)
            isRunning = false
            return
        }
        if position == .start {
            // Back at the start: the views' model values are the ones before the animations.
            for p in animatedProperties() { Self.set(p.start, p.property, on: p.view) }
        }
        complete(at: position)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        removeTracks()
        becomeInactive()
        let calls = completions
        completions.removeAll()
        for c in calls { c(position) }
    }

    private func becomeInactive() {
        state = .inactive
        isRunning = false
        animation = nil
        end?.cancel()
        end = nil
    }

    /// Each property the animator animates, with its values at the start (the model
    /// values plus every difference the animator's tracks on it add) and at the end
    /// (the model values).
    private func animatedProperties() -> [(view: UIView, property: TrackProperty, start: [Double], end: [Double])] {
        guard let animation else { return [] }
        var out: [(view: UIView, property: TrackProperty, start: [Double], end: [Double])] = []
        for view in animation.views.compactMap(\.view) {
            for track in view.layer.tracks where track.animation === animation as AnyObject {
                if let i = out.firstIndex(where: { $0.view === view && $0.property == track.property }) {
                    out[i].start = zip(out[i].start, track.difference).map { $0 + $1 }
                } else {
                    let model = view.layer.trackValues(track.property)
                    out.append((view, track.property, zip(model, track.difference).map { $0 + $1 }, model))
                }
            }
        }
        return out
    }

    private func removeTracks() {
        guard let animation else { return }
        for w in animation.views { w.view?.layer.tracks.removeAll { $0.animation === animation as AnyObject } }
    }

    /// Sets a property's model values without animating it.
    private static func set(_ values: [Double], _ property: TrackProperty, on view: UIView) {
        UIView.performWithoutAnimation {
            let v = values.map { CGFloat($0) }
            switch property {
            case .alpha: view.alpha = v[0]
            case .center: view.center = CGPoint(x: v[0], y: v[1])
            case .bounds: view.bounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
            case .transform: view.transform = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case .backgroundColor: view.backgroundColor = UIColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
            }
        }
    }
}
