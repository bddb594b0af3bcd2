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

    /// The values drawn now: the model values, with every running animation's
    /// remaining difference added.
    public var presentation: Presentation {
        var p = Presentation(alpha: alpha, center: center, bounds: bounds, transform: transform,
                             backgroundColor: backgroundColor)
        guard !layer.tracks.isEmpty, let now = window?.now else { return p }
        for track in layer.tracks {
            let remaining = 1 - track.progress(at: now)
            if remaining != 0 { p.add(track.property, track.difference, times: remaining) }
        }
        return p
    }

    /// How fast the running view animations move the shown bounds' origin, in
    /// points per second: what the eye sees move besides the model value's own motion.
    package var presentationBoundsOriginVelocity: CGPoint {
        guard let now = window?.now else { return .zero }
        var v = CGPoint.zero
        for track in layer.tracks where track.property == .bounds && track.animation.driver == nil {
            let a = track.animation
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

extension CALayer {
    /// Stops every animation of this layer where it is: the model values show at
    /// once, and each stopped animation's completion runs with `false`.
    public func removeAllAnimations() {
        let stopped = tracks.map(\.animation)
        tracks.removeAll()
        for a in stopped { a.interrupt() }
        for a in stopped { a.finishIfEmpty() }
    }

    /// Whether an animation running here keeps touches away (it lacks `.allowUserInteraction`).
    var blocksTouches: Bool { tracks.contains { !$0.animation.options.contains(.allowUserInteraction) } }

    func add(_ track: Track) { tracks.append(track) }
}

/// The animatable values of a view, as drawn.
public struct Presentation: Sendable {
    /// The opacity drawn now.
    public var alpha: CGFloat
    /// The centre drawn now, in the superview's coordinates.
    public var center: CGPoint
    /// The bounds drawn now; a scroll view's origin is the content offset on screen.
    public var bounds: CGRect
    /// The transform drawn now.
    public var transform: CGAffineTransform
    /// The background colour drawn now; nil for a view without one that is not
    /// animating it.
    public var backgroundColor: UIColor?

    /// As `UIView.frame`: from center, bounds size and transform.
    public var frame: CGRect {
        let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        let r = transform.isIdentity ? local : local.applying(transform)
        return r.offsetBy(dx: center.x, dy: center.y)
    }

    @MainActor static func values(of view: UIView, _ property: AnimatableProperty) -> [Double] {
        Presentation(alpha: view.alpha, center: view.center, bounds: view.bounds, transform: view.transform,
                     backgroundColor: view.backgroundColor).values(property)
    }

    func values(_ property: AnimatableProperty) -> [Double] {
        let v: [CGFloat] = switch property {
        case .alpha: [alpha]
        case .center: [center.x, center.y]
        case .bounds: [bounds.origin.x, bounds.origin.y, bounds.width, bounds.height]
        case .transform: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        // A view without a background animates as its clear colour.
        case .backgroundColor:
            [backgroundColor?.red ?? 0, backgroundColor?.green ?? 0, backgroundColor?.blue ?? 0, backgroundColor?.alpha ?? 0]
        }
        return v.map(Double.init)
    }

    mutating func add(_ property: AnimatableProperty, _ d: [Double], times k: Double) {
        let v = zip(values(property), d).map { CGFloat($0 + $1 * k) }
        switch property {
        case .alpha: alpha = v[0]
        case .center: center = CGPoint(x: v[0], y: v[1])
        case .bounds: bounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .transform: transform = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case .backgroundColor: backgroundColor = UIColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
        }
    }
}

enum AnimatableProperty: Sendable { case alpha, center, bounds, transform, backgroundColor }

/// One property's part in one animation.
struct Track {
    let property: AnimatableProperty
    /// Shown value minus model value when the animation began, per component.
    let difference: [Double]
    let animation: ViewAnimation
    /// The animation's progress when this property joined it (a property animator's
    /// `addAnimations` while it runs): the track runs its whole way over the rest.
    var joinedAt = 0.0

    /// How far along its way the property is shown at `t`, from 0 to 1.
    @MainActor func progress(at t: Double) -> Double {
        let p = animation.progress(at: t)
        guard joinedAt > 0 else { return p }
        return joinedAt >= 1 ? 1 : min(max((p - joinedAt) / (1 - joinedAt), 0), 1)
    }
}

struct Weak { weak var view: UIView?; init(_ v: UIView) { view = v } }

/// One `animate` call: its timing, and its completion once every property it
/// animates has ended.
@MainActor
final class ViewAnimation {
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
            let model = Presentation.values(of: view, change.property)
            var from = change.model
            if beginningFromCurrentState {
                from = change.shown
                for old in view.layer.tracks where old.property == change.property && old.animation !== self {
                    takenOver.append(old.animation)
                }
                view.layer.tracks.removeAll { $0.property == change.property && $0.animation !== self }
            }
            view.layer.add(Track(property: change.property, difference: zip(from, model).map { $0 - $1 },
                                 animation: self, joinedAt: joinedAt))
            if !views.contains(where: { $0.view === view }) { views.append(Weak(view)) }
        }
        for old in takenOver { old.interrupt() }
        for old in takenOver { old.finishIfEmpty() }
    }

    func interrupt() { interrupted = true }

    private var hasTracks: Bool {
        views.contains { w in w.view?.layer.tracks.contains { $0.animation === self } ?? false }
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
        for w in views { w.view?.layer.tracks.removeAll { $0.animation === self } }
        completion?(!interrupted)
    }
}

/// The changes made inside an animation block: each view's property, with the
/// value shown before the block changed it.
final class AnimationTransaction: @unchecked Sendable {
    @TaskLocal static var current: AnimationTransaction?
    typealias Change = (view: UIView, property: AnimatableProperty, model: [Double], shown: [Double])
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
    @MainActor func willChange(_ view: UIView, _ property: AnimatableProperty) {
        guard !changes.contains(where: { $0.view === view && $0.property == property }) else { return }
        changes.append((view, property, Presentation.values(of: view, property), view.presentation.values(property)))
    }
}
