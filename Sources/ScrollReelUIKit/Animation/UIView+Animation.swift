import QuartzCore
import ScrollPhysics

/// UIKit's view animations, in virtual time: `UIView.animate(withDuration:) { view.alpha = 1 }`.
///
/// As in UIKit, the block sets the model values of animatable properties (`alpha`,
/// `frame`, `bounds`, `center`, `transform`, `backgroundColor`) at once: code that
/// reads them afterwards sees the final values. What is drawn is the presentation
/// value, `presentation`, which runs from the value on screen to the model value
/// along the animation's timing.
///
/// Each change is kept as the difference between where the property was shown and
/// its new model value, fading to zero along the timing: presentation = model + Σ
/// difference · (1 − progress). That is UIKit's (iOS 8 and later) additive model:
/// an animation started over a running one, without options, adds to it, with no
/// jump, and both run to their ends and complete with `true`.
/// `.beginFromCurrentState` instead starts from the value on screen and takes the
/// property over: the animations it takes over stop there, and a stopped
/// animation's completion runs with `false` when its last property ends (as does
/// one removed by `layer.removeAllAnimations()`). During a `delay` the old value is
/// shown (Core Animation's backwards fill). Without `.allowUserInteraction` an
/// animating view does not receive touches (hit testing uses model values).
extension UIView {
    /// UIKit's `UIView.AnimationOptions`, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        /// UIKit's bit mask of the options.
        public let rawValue: Int
        /// Options from UIKit's bit mask.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Lets animating views receive touches; without it, a view with a running
        /// animation is not hit-tested.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the value on screen and takes the property over from the
        /// animations running on it, instead of adding to them; an animation that loses
        /// all its properties completes with `false`.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease-in-ease-out timing, the default (no bits set).
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease-in timing: slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease-out timing: slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear timing: the same pace throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// Core Animation's named timing functions.
        var curve: TimingCurve {
            switch rawValue & (3 << 16) {
            case 1 << 16: .easeIn
            case 2 << 16: .easeOut
            case 3 << 16: .linear
            default: .easeInEaseOut
            }
        }
    }

    /// Animates the changes `animations` makes, over `duration` seconds after
    /// `delay`, along the options' curve (ease-in-ease-out by default); then
    /// `completion(finished)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let d = clampedTime(duration)
        run(animations, timing: CurveAnimation(from: 0, to: 1, duration: d, curve: options.curve),
            delay: delay, options: options, completion: completion)
    }

    /// The spring variant: `dampingRatio` 1 comes to rest without overshooting,
    /// less oscillates; `velocity` is in whole distances per second (UIKit's unit).
    /// The spring settles by `duration` (see `SpringTiming`).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(animations, timing: SpringTiming(dampingRatio: dampingRatio, initialVelocity: velocity,
                                             duration: clampedTime(duration)),
            delay: delay, options: options, completion: completion)
    }

    /// UIKit's `performWithoutAnimation`: changes made in `actions` are not animated,
    /// even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationTransaction.$current.withValue(nil, operation: actions)
    }

    /// The values drawn now: the layer's presentation (the model values, with every running
    /// animation's remaining difference added).
    package var presentation: Presentation {
        guard layer.isAnimating, let now = window?.now else { return Presentation(layer) }
        return Presentation(layer.presented(at: now))
    }

    /// The values of `property` as drawn now.
    func shownValues(_ property: TrackProperty) -> [Double] {
        guard layer.isAnimating, let now = window?.now else { return layer.trackValues(property) }
        return layer.presented(at: now).trackValues(property)
    }

    /// How fast the running view animations move the shown bounds' origin, in
    /// points per second: what the eye sees move besides the model value's own motion.
    package var presentationBoundsOriginVelocity: CGPoint {
        guard let now = window?.now else { return .zero }
        var v = CGPoint.zero
        for track in layer.tracks where track.property == .bounds {
            guard let a = track.animation as? ViewAnimation, a.driver == nil else { continue }
            guard now > a.start, now < a.start + a.timing.duration else { continue }
            let rate = a.timing.velocity(at: now - a.start)
            v = v + CGPoint(x: -track.difference[0] * rate, y: -track.difference[1] * rate)
        }
        return v
    }

    private static func clampedTime(_ t: Double) -> Double { t.isNaN ? 0 : min(max(t, 0), 1e6) }

    private static func run(_ animations: () -> Void, timing: any Simulation, delay: Double, options: AnimationOptions,
                            completion: ((Bool) -> Void)?) {
        let transaction = AnimationTransaction.record(animations)
        guard let window = transaction.window else {
            // Nothing to animate on screen (nothing changed, or no changed view is
            // in a window): done, but the completion runs on the next turn of the
            // run loop, as UIKit's does, never on the caller's stack (a pulse that
            // restarts itself from its completion in viewDidLoad would recurse
            // until the stack overflows). Outside any scene there is no run loop.
            guard let completion else { return }
            if let clock = SceneEnvironment.current?.clock {
                clock.schedule(at: clock.now, kind: .animationCompletion) { completion(true) }
            } else {
                completion(true)
            }
            return
        }
        let start = window.now + clampedTime(delay)
        let animation = ViewAnimation(start: start, timing: timing, options: options, window: window,
                                      completion: completion)
        animation.animate(transaction.changes, beginningFromCurrentState: options.contains(.beginFromCurrentState))
        animation.end = window.clock.schedule(at: start + timing.duration, kind: .animationCompletion) { animation.finish() }
    }
}

/// The animatable values of a view, as drawn.
package struct Presentation: Sendable {
    /// The opacity drawn now.
    package var alpha: CGFloat
    /// The centre drawn now, in the superview's coordinates.
    package var center: CGPoint
    /// The bounds drawn now; a scroll view's origin is the content offset on screen.
    package var bounds: CGRect
    /// The transform drawn now.
    package var transform: CGAffineTransform
    /// The background colour drawn now; nil for a view without one that is not animating it.
    package var backgroundColor: UIColor?

    /// The values of a layer (a view's, or its presentation).
    init(_ layer: CALayer) {
        alpha = layer.opacityValue; center = layer.position; bounds = layer.bounds
        transform = CATransform3DGetAffineTransform(layer.transform)
        backgroundColor = layer.backgroundColor.map(UIColor.init(cgColor:))
    }

    /// As `UIView.frame`: from center, bounds size and transform.
    package var frame: CGRect {
        let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        let r = transform.isIdentity ? local : local.applying(transform)
        return r.offsetBy(dx: center.x, dy: center.y)
    }
}

struct Weak { weak var view: UIView?; init(_ v: UIView) { view = v } }

/// One `animate` call: its timing, and its completion once every property it
/// animates has ended.
@MainActor
final class ViewAnimation: AdditiveAnimation {
    let start: Double
    let timing: any Simulation
    let options: UIView.AnimationOptions
    let completion: ((Bool) -> Void)?
    weak var window: UIWindow?
    var views: [Weak] = []
    var end: ScheduledEvent?
    private var interrupted = false
    private var done = false

    init(start: Double, timing: any Simulation, options: UIView.AnimationOptions, window: UIWindow,
         completion: ((Bool) -> Void)?) {
        self.start = start; self.timing = timing; self.options = options; self.window = window
        self.completion = completion
    }

    /// What decides the progress instead of the clock: a property animator, which can
    /// pause, scrub and reverse.
    var driver: (@MainActor (Double) -> Double)?

    func progress(at t: Double) -> Double {
        if let driver { return driver(t) }
        return t >= start + timing.duration ? 1 : t <= start ? 0 : timing.position(at: t - start)
    }

    /// Animates `changes` (made on this animation's window): each property runs from
    /// what was shown, or, additively, from its old model value, to its new model value.
    /// Beginning from the current state, it takes the property over from the
    /// animations running on it, which stop.
    func animate(_ changes: [AnimationTransaction.Change], beginningFromCurrentState: Bool, joinedAt: Double = 0) {
        var takenOver: [ViewAnimation] = []
        for change in changes where change.view.window === window {
            let view = change.view
            let model = view.layer.trackValues(change.property)
            var from = change.model
            if beginningFromCurrentState {
                from = change.shown
                for old in view.layer.tracks where old.property == change.property && old.animation !== self as AnyObject {
                    if let old = old.animation as? ViewAnimation { takenOver.append(old) }
                }
                view.layer.tracks.removeAll { $0.property == change.property && $0.animation !== self as AnyObject }
            }
            view.layer.tracks.append(AdditiveTrack(property: change.property, difference: zip(from, model).map { $0 - $1 },
                                                   animation: self, joinedAt: joinedAt))
            if !views.contains(where: { $0.view === view }) { views.append(Weak(view)) }
        }
        for old in takenOver { old.interrupt() }
        for old in takenOver { old.finishIfEmpty() }
    }

    func interrupt() { interrupted = true }

    var allowsUserInteraction: Bool { options.contains(.allowUserInteraction) }

    private var hasTracks: Bool {
        views.contains { w in w.view?.layer.tracks.contains { $0.animation === self as AnyObject } ?? false }
    }

    /// Another animation took this one's last property, or its layer's animations
    /// were removed: it ends now, unfinished (its completion runs on the run loop,
    /// not inside the call that stopped it, as UIKit's does).
    func finishIfEmpty() {
        guard !done, !hasTracks else { return }
        done = true
        end?.cancel()
        end = nil
        if let completion, let window { window.clock.schedule(at: window.now, kind: .animationCompletion) { completion(false) } }
    }

    /// Its time is up: every property it still animates shows its model value.
    func finish() {
        guard !done else { return }
        done = true
        end = nil
        for w in views { w.view?.layer.tracks.removeAll { $0.animation === self as AnyObject } }
        completion?(!interrupted)
    }
}

/// The changes made inside an animation block: each view's property, with the
/// value shown before the block changed it.
final class AnimationTransaction: @unchecked Sendable {
    @TaskLocal static var current: AnimationTransaction?
    typealias Change = (view: UIView, property: TrackProperty, model: [Double], shown: [Double])
    private(set) var changes: [Change] = []

    /// The changes `animations` makes.
    @MainActor static func record(_ animations: () -> Void) -> AnimationTransaction {
        let transaction = AnimationTransaction()
        $current.withValue(transaction) {
            animations()
            // Layout asked for inside the block (a stack view whose arranged view was hidden)
            // runs at its end, so that the frames it sets are part of the animation.
            while let view = transaction.pendingLayout.first {
                transaction.pendingLayout.removeFirst()
                view.layoutIfNeeded()
            }
        }
        return transaction
    }

    /// Views to lay out at the end of the block, once each.
    private var pendingLayout: [UIView] = []

    /// Lays out the topmost view above `view` at the end of the animation block.
    @MainActor func layoutAtEnd(_ view: UIView) {
        var top = view
        while let s = top.superview { top = s }
        if !pendingLayout.contains(where: { $0 === top }) { pendingLayout.append(top) }
    }

    /// The window of the first changed view that is on screen: the clock the changes run on.
    @MainActor var window: UIWindow? { changes.lazy.compactMap { $0.view.window }.first }

    /// Called before `property` of `view` changes (the first change in a block counts).
    @MainActor func willChange(_ view: UIView, _ property: TrackProperty) {
        guard !changes.contains(where: { $0.view === view && $0.property == property }) else { return }
        changes.append((view, property, view.layer.trackValues(property), view.shownValues(property)))
    }
}
