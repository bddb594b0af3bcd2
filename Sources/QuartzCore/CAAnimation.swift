import CoreGraphics
import VirtualTime
import ScrollPhysics

/// Core Animation's `CAMediaTiming`: how an animation's (or a layer's) local time
/// runs from its parent's: t = (parent − beginTime) × speed + timeOffset, over
/// `duration` a repeat, `repeatCount` times, forwards then back with `autoreverses`.
public protocol CAMediaTiming: AnyObject {
    /// When it begins, in its parent's time; 0 for an animation means when it is added.
    var beginTime: CFTimeInterval { get set }
    /// How long one repeat lasts, in seconds of its own time.
    var duration: CFTimeInterval { get set }
    /// How fast its time runs against its parent's; 0 stops it.
    var speed: Float { get set }
    /// Added to its local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times it repeats (fractions allowed; `.infinity` for ever; 0 once).
    var repeatCount: Float { get set }
    /// How long it repeats for, instead of a count (0: use the count).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repeat runs forwards then back.
    var autoreverses: Bool { get set }
    /// What shows before it begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing before or after: the model value shows (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value stays after the end (while the animation is kept on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before the beginning.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1)
/// that maps a fraction of time to a fraction of the way.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    package let curve: TimingCurve
    /// A function with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = TimingCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }
    /// One of Core Animation's named functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }
    /// Control point `idx` (0 and 3 are the ends) into `ptr[0]`, `ptr[1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        let p = points[min(max(idx, 0), 3)]
        ptr[0] = Float(p.0); ptr[1] = Float(p.1)
    }
    package func progress(_ x: Double) -> Double { curve.progress(at: min(max(x, 0), 1)) }
}

/// Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name.
    public let rawValue: String
    /// A function by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start: (0.42, 0) (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end: (0, 0) (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of Core Animation's implicit animations: (0.25, 0.1) (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Core Animation's `CAAnimationDelegate`. Its methods run on the main actor, at the
/// virtual times the animation starts and stops, so that a view or a view
/// controller can be an animation's delegate.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (at its begin time, on the scene's clock).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Core Animation's `CAAnimation`: timing, a delegate, and whether it leaves the
/// layer when it ends. A layer runs a copy of what is added to it
/// (`CALayer.add(_:forKey:)`), on the scene's virtual clock.
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    /// When it begins, in the layer's time (`CACurrentMediaTime()` for a layer whose time is the
    /// scene's); 0 means when it is added.
    open var beginTime: CFTimeInterval = 0
    /// One repeat's length in seconds; 0 means 0.25 s (a group's child: the group's).
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs.
    open var speed: Float = 1
    /// Added to the animation's time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times it repeats (`.infinity`: for ever).
    open var repeatCount: Float = 0
    /// How long it repeats for, instead of a count.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repeat runs forwards then back.
    open var autoreverses = false
    /// What shows before the beginning and after the end.
    open var fillMode = CAMediaTimingFillMode.removed
    /// The pace along each repeat; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation when it ends (true by default); with false and a fill
    /// mode of `.forwards`, the end value stays on screen.
    open var isRemovedOnCompletion = true

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// The default value of `key`.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Adds the animation to `anObject` (a layer) under `event`, as a layer's action does.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// Calls the delegate on the main actor, where animations run.
    package func tellDelegate(_ body: @MainActor (any CAAnimationDelegate, CAAnimation) -> Void) {
        guard let delegate else { return }
        nonisolated(unsafe) let d = delegate, animation = self
        MainActor.assumeIsolated { body(d, animation) }
    }

    /// A copy, as a layer keeps (later changes to this object do not reach it).
    package func copyAnimation() -> CAAnimation {
        let a = CAAnimation()
        a.copyTiming(of: self)
        return a
    }

    package func copyTiming(of o: CAAnimation) {
        beginTime = o.beginTime; duration = o.duration; speed = o.speed; timeOffset = o.timeOffset
        repeatCount = o.repeatCount; repeatDuration = o.repeatDuration; autoreverses = o.autoreverses
        fillMode = o.fillMode; timingFunction = o.timingFunction; delegate = o.delegate
        isRemovedOnCompletion = o.isRemovedOnCompletion
    }

    // MARK: Time

    /// One repeat's length: `duration`, or `inherited` when it is 0.
    package func repeatLength(inherited: Double) -> Double {
        let d = duration.isFinite && duration > 0 ? duration : inherited
        return min(d, 1e9)
    }

    /// How long the animation runs in its own time (infinite for ever).
    package func activeDuration(inherited: Double) -> Double {
        let cycle = repeatLength(inherited: inherited) * (autoreverses ? 2 : 1)
        if repeatDuration.isFinite, repeatDuration > 0 { return repeatDuration }
        let count = repeatCount.isNaN || repeatCount <= 0 ? 1 : Double(repeatCount)
        return count.isInfinite || count > 1e9 ? .infinity : cycle * count
    }

    /// Where the animation is at `t` of its parent's time (its begin resolved), as the fraction of a
    /// repeat (before the timing function) and the number of whole repeats behind it; nil when it shows
    /// nothing (before its begin or after its end, without a fill mode for it).
    package func phase(at parentTime: Double, begin: Double, inherited: Double) -> (fraction: Double, repeats: Double)? {
        let s = speed.isFinite ? Double(speed) : 1
        let t = (parentTime - begin) * s + (timeOffset.isFinite ? timeOffset : 0)
        let d = repeatLength(inherited: inherited)
        let active = activeDuration(inherited: inherited)
        guard d > 0 else { return t >= 0 ? (1, 0) : nil }
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            return (0, 0)
        }
        let clamped: Double
        if t >= active {
            guard fillMode == .forwards || fillMode == .both || !isRemovedOnCompletion else { return nil }
            if !(fillMode == .forwards || fillMode == .both) { return nil }
            clamped = active
        } else {
            clamped = t
        }
        let cycle = d * (autoreverses ? 2 : 1)
        var repeats = (clamped / cycle).rounded(.down)
        var within = clamped - repeats * cycle
        // The very end of a repeat is its end, not the start of the next.
        if clamped >= active, within == 0, repeats > 0 { repeats -= 1; within = cycle }
        let fraction = autoreverses && within > d ? (cycle - within) / d : within / d
        return (min(max(fraction, 0), 1), repeats)
    }

    /// The fraction of the way at a repeat's `fraction` of time, through the timing function.
    package func paced(_ fraction: Double) -> Double { timingFunction?.progress(fraction) ?? fraction }

    /// The value this animation gives `keyPath` at a repeat's `fraction` (and `repeats` whole repeats
    /// behind it), over `base`, what the property shows without it; nil when it animates nothing.
    package func value(of keyPath: String, base: AnimatableValue, fraction: Double, repeats: Double) -> AnimatableValue? { nil }
}

/// Core Animation's `CAPropertyAnimation`: an animation of one key path of a layer
/// (`"position"`, `"opacity"`, `"transform.rotation.z"`, `"strokeEnd"`, …).
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated.
    open var keyPath: String?
    /// Whether the values add to the property's value rather than replace it.
    open var isAdditive = false
    /// Whether each repeat starts where the last ended.
    open var isCumulative = false
    /// Accepted and ignored: key paths into transforms are read by name.
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    package func copyProperty(of o: CAPropertyAnimation) {
        copyTiming(of: o)
        keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative; valueFunction = o.valueFunction
    }

    override package func copyAnimation() -> CAAnimation {
        let a = CAPropertyAnimation()
        a.copyProperty(of: self)
        return a
    }

    /// The value `raw` (what the animation computes) becomes on the layer: added to `base` when
    /// additive, with the repeats behind it when cumulative (`span` is one repeat's change).
    package func applied(_ raw: AnimatableValue, base: AnimatableValue, span: AnimatableValue?, repeats: Double) -> AnimatableValue {
        var v = raw
        if isCumulative, repeats > 0, let span { v = v.adding(span.scaled(repeats)) }
        return isAdditive ? base.adding(v) : v
    }
}

/// Core Animation's `CAValueFunction`; accepted and not used.
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName
    /// A function by name.
    public init?(name: CAValueFunctionName) { self.name = name; super.init() }
}

/// Core Animation's `CAValueFunctionName`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name.
    public let rawValue: String
    /// A function by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about z.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A uniform scale.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A translation.
    public static let translate = CAValueFunctionName(rawValue: "translate")
}

/// Core Animation's `CABasicAnimation`: from one value to another.
///
/// As Core Animation: `fromValue` and `toValue` run from one to the other;
/// `fromValue` and `byValue` from it to it plus `byValue`; `byValue` and `toValue`
/// from `toValue` − `byValue`; one alone runs from or to what the property shows
/// without the animation (`byValue` alone: by that much from it).
open class CABasicAnimation: CAPropertyAnimation {
    /// Where it starts.
    open var fromValue: Any?
    /// Where it ends.
    open var toValue: Any?
    /// How far it goes.
    open var byValue: Any?

    override package func copyAnimation() -> CAAnimation {
        let a = CABasicAnimation()
        a.copyProperty(of: self)
        a.fromValue = fromValue; a.toValue = toValue; a.byValue = byValue
        return a
    }

    /// Where the animation runs from and to over `base`.
    package func ends(base: AnimatableValue) -> (from: AnimatableValue, to: AnimatableValue) {
        let from = AnimatableValue(fromValue, like: base), to = AnimatableValue(toValue, like: base)
        let by = AnimatableValue(byValue, like: base)
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, isAdditive ? base.subtracting(base) : base)
        case (nil, let t?, nil): return (isAdditive ? base.subtracting(base) : base, t)
        case (nil, nil, let b?): return (isAdditive ? base.subtracting(base) : base, isAdditive ? b : base.adding(b))
        default: return (base, base)
        }
    }

    override package func value(of keyPath: String, base: AnimatableValue, fraction: Double, repeats: Double) -> AnimatableValue? {
        let (from, to) = ends(base: base)
        let raw = from.interpolated(to: to, paced(fraction))
        return applied(raw, base: base, span: to.subtracting(from), repeats: repeats)
    }
}

/// Core Animation's `CAKeyframeAnimation`: through a list of values (or along a
/// path, for a point), at `keyTimes`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through, in order.
    open var values: [Any]?
    /// A path a point property follows (`position`), instead of `values`.
    open var path: CGPath?
    /// When each value is reached, as fractions of the duration (evenly spaced when nil).
    open var keyTimes: [NSNumber]?
    /// The pace between each two values (one fewer than the values); linear when nil.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are found: `.linear` (the default), `.discrete` (no
    /// interpolation), `.paced` (an even speed along the whole way; `keyTimes` ignored); `.cubic`
    /// is drawn as `.linear`, `.cubicPaced` as `.paced`.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Accepted; an object following a path is not turned along it.
    open var rotationMode: CAAnimationRotationMode?
    /// Accepted and ignored (see `calculationMode`).
    open var tensionValues: [NSNumber]?
    /// Accepted and ignored.
    open var continuityValues: [NSNumber]?
    /// Accepted and ignored.
    open var biasValues: [NSNumber]?

    override package func copyAnimation() -> CAAnimation {
        let a = CAKeyframeAnimation()
        a.copyProperty(of: self)
        a.values = values; a.path = path; a.keyTimes = keyTimes; a.timingFunctions = timingFunctions
        a.calculationMode = calculationMode; a.rotationMode = rotationMode
        return a
    }

    override package func value(of keyPath: String, base: AnimatableValue, fraction: Double, repeats: Double) -> AnimatableValue? {
        let f = paced(fraction)
        if let path, case .point = base {
            guard let p = path.path.point(atFraction: f) else { return nil }
            return applied(.point(p), base: base, span: nil, repeats: repeats)
        }
        let frames = (values ?? []).compactMap { AnimatableValue($0, like: base) }
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return applied(first, base: base, span: nil, repeats: repeats) }
        let span = frames[frames.count - 1].subtracting(first)
        var times = keyTimes?.map(\.doubleValue) ?? []
        let mode = calculationMode
        if mode == .paced || mode == .cubicPaced {
            let steps = zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
            let total = steps.reduce(0, +)
            times = [0]
            for s in steps { times.append(times.last! + (total > 0 ? s / total : 1 / Double(steps.count))) }
        }
        let discrete = mode == .discrete
        let count = discrete ? frames.count + 1 : frames.count
        if times.count != count || times.contains(where: { !$0.isFinite }) {
            times = (0..<count).map { Double($0) / Double(count - 1) }
        }
        if discrete {
            let i = max(0, min(frames.count - 1, (times.lastIndex { $0 <= f } ?? 0)))
            return applied(frames[i], base: base, span: span, repeats: repeats)
        }
        var i = 0
        while i < frames.count - 2, f > times[i + 1] { i += 1 }
        let t0 = times[i], t1 = times[i + 1]
        var local = t1 > t0 ? (f - t0) / (t1 - t0) : 1
        local = min(max(local, 0), 1)
        if let fns = timingFunctions, i < fns.count { local = fns[i].progress(local) }
        return applied(frames[i].interpolated(to: frames[i + 1], local), base: base, span: span, repeats: repeats)
    }
}

/// Core Animation's `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between keyframes.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even pace over the whole way.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the keyframes (drawn straight here).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even pace (drawn straight, paced, here).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Core Animation's `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned along the path.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned along the path, backwards.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Core Animation's `CASpringAnimation`: from one value to another along a damped
/// spring, in the spring's own time (the duration only says when it is removed;
/// set it to `settlingDuration`).
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (1 by default).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100 by default).
    open var stiffness: CGFloat = 100
    /// The damping (10 by default).
    open var damping: CGFloat = 10
    /// The speed the value starts with, in whole distances per second towards the end (0 by default).
    open var initialVelocity: CGFloat = 0
    /// Accepted; the spring is not clamped at its end.
    open var allowsOverdamping = false

    /// A spring of the given mass, stiffness and damping.
    public override init() { super.init() }

    /// SwiftUI's and iOS 17's spring by feel: it settles in about `perceptualDuration` and
    /// overshoots more the larger `bounce` (0 none, up to 1).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -1), 1) : 0
        let omega = 2 * Double.pi / d
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        mass = 1
        stiffness = omega * omega
        damping = 2 * zeta * omega
        duration = settlingDuration
    }

    /// How long the spring takes to settle within 0.1 % of the way for good: the time after which
    /// its envelope stays under 1/1000 of the distance.
    open var settlingDuration: CFTimeInterval {
        let s = spring
        var t = 0.0
        // (A bounded search: the envelope falls monotonically.)
        for step in [1.0, 0.1, 0.01, 0.001] {
            while t < 1e4, s.envelope(t + step) > 1e-3 { t += step }
        }
        return t + 0.001
    }

    var spring: DampedSpring {
        DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), velocity: Double(initialVelocity))
    }

    override package func copyAnimation() -> CAAnimation {
        let a = CASpringAnimation()
        a.copyProperty(of: self)
        a.fromValue = fromValue; a.toValue = toValue; a.byValue = byValue
        a.mass = mass; a.stiffness = stiffness; a.damping = damping; a.initialVelocity = initialVelocity
        return a
    }

    override package func value(of keyPath: String, base: AnimatableValue, fraction: Double, repeats: Double) -> AnimatableValue? {
        let (from, to) = ends(base: base)
        // The spring runs in seconds: the fraction of a repeat, back in time.
        let t = fraction * repeatLength(inherited: 0.25)
        let raw = from.interpolated(to: to, spring.progress(at: t))
        return applied(raw, base: base, span: to.subtracting(from), repeats: repeats)
    }
}

/// A damped spring from 0 to 1: the fraction of the way at time t, in closed form.
struct DampedSpring {
    let omega: Double, zeta: Double, velocity: Double

    init(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        omega = (k / m).squareRoot()
        zeta = c / (2 * (k * m).squareRoot())
        self.velocity = velocity.isFinite ? min(max(velocity, -1e6), 1e6) : 0
    }

    /// The distance still to go at t (1 at the start, 0 at rest).
    func remaining(_ t: Double) -> Double {
        let v0 = velocity
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - v0) / wd * sin(wd * t))
        }
        if zeta == 1 { return exp(-omega * t) * (1 + (omega - v0) * t) }
        let r = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - r), r2 = -omega * (zeta + r)
        let c1 = (-v0 - r2) / (r1 - r2)
        return c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
    }

    func progress(at t: Double) -> Double { 1 - remaining(max(t, 0)) }

    /// A bound on |remaining| from t on.
    func envelope(_ t: Double) -> Double {
        let v0 = velocity
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let a = (1 + pow((zeta * omega - v0) / wd, 2)).squareRoot()
            return a * exp(-zeta * omega * t)
        }
        return abs(remaining(t)) + abs(remaining(t + 0.001) - remaining(t)) * 1000 / max(omega, 1e-6)
    }
}

/// Core Animation's `CAAnimationGroup`: animations that run together in the
/// group's time; a child without a duration lasts the group's.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    override package func copyAnimation() -> CAAnimation {
        let a = CAAnimationGroup()
        a.copyTiming(of: self)
        a.animations = animations?.map { $0.copyAnimation() }
        return a
    }
}

extension Path {
    /// The point `f` of the way along the path, by length.
    package func point(atFraction f: Double) -> CGPoint? {
        let lines = polylines
        let total = length
        guard let first = lines.first?.points.first else { return nil }
        guard total > 0 else { return first }
        var target = min(max(f, 0), 1) * total
        for line in lines {
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let d = (b - a).length
                if target <= d, d > 0 { return a + (b - a) * (target / d) }
                target -= d
            }
        }
        return lines.last?.points.last
    }
}
