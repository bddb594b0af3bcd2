import CoreGraphics
import VirtualTime

/// The properties of a layer that animate, by Core Animation's key names.
package enum LayerKey: String, Sendable {
    case bounds, position, anchorPoint, zPosition, transform, sublayerTransform, opacity, backgroundColor
    case cornerRadius, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case contentsRect
    // CAShapeLayer
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, lineDashPhase, miterLimit
    // CAGradientLayer
    case colors, locations, startPoint, endPoint
    // CATextLayer
    case fontSize, foregroundColor
}

/// One property's part in a `UIView.animate` animation: the difference between
/// what was shown and the new model value when it began, fading to zero along the
/// animation's progress (UIKit's additive animations).
package struct AdditiveTrack {
    /// Which of a view's animatable values it moves.
    package let property: TrackProperty
    /// Shown value minus model value when the animation began, per component.
    package let difference: [Double]
    /// What says how far along the animation is.
    package let animation: any AdditiveAnimation
    /// The animation's progress when this property joined it (a property animator's
    /// `addAnimations` while it runs): the track runs its whole way over the rest.
    package var joinedAt: Double

    package init(property: TrackProperty, difference: [Double], animation: any AdditiveAnimation, joinedAt: Double = 0) {
        self.property = property; self.difference = difference; self.animation = animation; self.joinedAt = joinedAt
    }

    /// How far along its way the property is shown at `t`, from 0 to 1.
    @MainActor package func progress(at t: Double) -> Double {
        let p = animation.progress(at: t)
        guard joinedAt > 0 else { return p }
        return joinedAt >= 1 ? 1 : min(max((p - joinedAt) / (1 - joinedAt), 0), 1)
    }
}

/// The view values `UIView.animate` animates, each a layer property.
package enum TrackProperty: Sendable {
    /// `alpha`: the layer's opacity.
    case alpha
    /// `center`: the layer's position.
    case center
    /// `bounds`.
    case bounds
    /// `transform`: the affine part of the layer's transform.
    case transform
    /// `backgroundColor`.
    case backgroundColor
}

/// What runs a view animation (UIKit's `UIView.animate`, a property animator).
@MainActor
package protocol AdditiveAnimation: AnyObject {
    /// How far along it is at scene time `t`, from 0 to 1 (its timing curve applied).
    func progress(at t: Double) -> Double
    /// Whether views it animates still get touches (`.allowUserInteraction`).
    var allowsUserInteraction: Bool { get }
}

/// An animation on a layer: a copy of what was added, when it begins in the
/// layer's time, and its end on the scene's clock.
package final class RunningAnimation: @unchecked Sendable {
    let key: String?
    package let animation: CAAnimation
    /// The begin time in the layer's time.
    let begin: Double
    var end: ScheduledEvent?
    var started = false
    /// The transaction waiting for it, if any.
    var transaction: CATransaction.Group?

    init(key: String?, animation: CAAnimation, begin: Double) { self.key = key; self.animation = animation; self.begin = begin }
}

extension CALayer {
    // MARK: Adding and removing

    package func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        if let key, running.contains(where: { $0.key == key }) { removeRunningAnimation(forKey: key) }
        let copy = anim.copyAnimation()
        let now = localTime()
        let begin = copy.beginTime != 0 ? copy.beginTime : now
        let record = RunningAnimation(key: key, animation: copy, begin: begin)
        running.append(record)
        record.transaction = CATransaction.current?.join()
        scheduleEnd(of: record)
    }

    package func removeRunningAnimation(forKey key: String) {
        guard let i = running.firstIndex(where: { $0.key == key }) else { return }
        stop(running.remove(at: i), finished: false)
    }

    package func removeEveryAnimation() {
        let stopped = running
        running.removeAll()
        for r in stopped { stop(r, finished: false) }
        nonisolated(unsafe) let views = tracks.map(\.animation)
        tracks.removeAll()
        if !views.isEmpty, let owner { MainActor.assumeIsolated { owner.layerDidRemoveViewAnimations(views) } }
    }

    private func stop(_ r: RunningAnimation, finished: Bool) {
        r.end?.cancel()
        r.end = nil
        let anim = r.animation
        anim.tellDelegate { $0.animationDidStop($1, finished: finished) }
        r.transaction?.leave()
        r.transaction = nil
    }

    // MARK: Time

    /// The layer's time at scene time `t`: each layer from the root converts its parent's time with its
    /// own `beginTime`, `speed` and `timeOffset`.
    package func localTime(atSceneTime t: Double? = nil) -> Double {
        let sceneTime = t ?? now
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let c = l { chain.append(c); l = c.superlayer ?? c.maskedLayer }
        var time = sceneTime
        for c in chain.reversed() { time = c.convertFromParent(time) }
        return time
    }

    private func convertFromParent(_ t: Double) -> Double {
        guard layerSpeed != 1 || layerTimeOffset != 0 || layerBeginTime != 0 else { return t }
        return (t - layerBeginTime) * Double(layerSpeed) + layerTimeOffset
    }

    /// The scene time now (0 outside any scene).
    package static var sceneNow: Double {
        guard let clock = SceneClock.current else { return 0 }
        return MainActor.assumeIsolated { clock.now }
    }

    /// The clock this layer's animations run on: its window's (the scene's the layer is shown in),
    /// else the current scene's.
    package var clock: SceneClock? {
        var l = self
        while let s = l.superlayer ?? l.maskedLayer { l = s }
        if let owner = l.owner, let clock = MainActor.assumeIsolated({ owner.sceneClock }) { return clock }
        return SceneClock.current
    }

    /// The scene time now, on this layer's clock (0 without one).
    package var now: Double {
        guard let clock else { return 0 }
        return MainActor.assumeIsolated { clock.now }
    }

    /// The scene time at which layer time `t` comes, when time runs (nil when a layer's speed is 0).
    package func sceneTime(fromLocal t: Double) -> Double? {
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let c = l { chain.append(c); l = c.superlayer ?? c.maskedLayer }
        var time = t
        for c in chain {
            guard c.layerSpeed != 0, c.layerSpeed.isFinite else { return nil }
            time = (time - c.layerTimeOffset) / Double(c.layerSpeed) + c.layerBeginTime
        }
        return time
    }

    /// Schedules the moments the animation starts and ends on the scene's clock (nothing outside a
    /// scene, or for an animation that never ends).
    private func scheduleEnd(of r: RunningAnimation) {
        r.end?.cancel()
        r.end = nil
        guard let clock else { return }
        let a = r.animation
        let s = a.speed.isFinite && a.speed != 0 ? Double(a.speed) : 0
        let active = a.activeDuration(inherited: 0.25)
        // (Layers are animated on the main thread, where scenes run.)
        nonisolated(unsafe) weak let layer = self
        MainActor.assumeIsolated {
            let start = layer?.sceneTime(fromLocal: r.begin)
            if !r.started {
                if let start, start <= clock.now { r.started = true; a.delegate?.animationDidStart(a) }
                else if let start {
                    r.end = clock.schedule(at: start) {
                        guard let layer else { return }
                        r.started = true
                        a.delegate?.animationDidStart(a)
                        layer.scheduleEnd(of: r)
                    }
                    return
                }
            }
            guard s != 0, active.isFinite else { return }
            let localEnd = r.begin + (active - a.timeOffset) / s
            guard let end = layer?.sceneTime(fromLocal: localEnd) else { return }
            r.end = clock.schedule(at: end) { layer?.animationReachedEnd(r) }
        }
    }

    private func animationReachedEnd(_ r: RunningAnimation) {
        r.end = nil
        guard running.contains(where: { $0 === r }) else { return }
        let a = r.animation
        if a.isRemovedOnCompletion { running.removeAll { $0 === r } }
        a.tellDelegate { $0.animationDidStop($1, finished: true) }
        r.transaction?.leave()
        r.transaction = nil
    }

    /// Schedules the ends of this tree's animations again (a layer's timing changed).
    package func rescheduleAnimations() {
        for r in running where r.end != nil || !r.started { scheduleEnd(of: r) }
        for l in children { l.rescheduleAnimations() }
    }

    // MARK: The presentation

    /// Whether anything runs on the layer.
    package var isAnimating: Bool { !running.isEmpty || !tracks.isEmpty }

    /// The layer as shown at scene time `t`: itself when nothing runs on it, else a copy with the
    /// animations' values applied: Core Animation's animations in the order they were added, then the
    /// additive view animations.
    package func presented(at t: Double) -> CALayer {
        guard isAnimating else { return self }
        let copy = makeCopy()
        copy.isModelLayer = false
        if !running.isEmpty {
            let local = localTime(atSceneTime: t)
            for r in running { copy.apply(r, at: local) }
        }
        if !tracks.isEmpty {
            nonisolated(unsafe) let tracks = tracks, shown = copy
            MainActor.assumeIsolated { shown.applyTracks(tracks, at: t) }
        }
        return copy
    }

    private func apply(_ r: RunningAnimation, at local: Double) {
        apply(r.animation, begin: r.begin, at: local, inherited: 0.25)
    }

    private func apply(_ a: CAAnimation, begin: Double, at time: Double, inherited: Double) {
        guard let phase = a.phase(at: time, begin: begin, inherited: inherited) else { return }
        if let group = a as? CAAnimationGroup {
            let d = a.repeatLength(inherited: inherited)
            let groupTime = phase.fraction * d
            for child in group.animations ?? [] { apply(child, begin: 0, at: groupTime, inherited: d) }
            return
        }
        guard let p = a as? CAPropertyAnimation, let keyPath = p.keyPath, let base = animatableValue(keyPath) else { return }
        if let v = a.value(of: keyPath, base: base, fraction: phase.fraction, repeats: phase.repeats) {
            setAnimatableValue(v, keyPath)
        }
    }

    @MainActor private func applyTracks(_ tracks: [AdditiveTrack], at t: Double) {
        for track in tracks {
            let remaining = 1 - track.progress(at: t)
            guard remaining != 0 else { continue }
            let v = zip(trackValues(track.property), track.difference).map { CGFloat($0 + $1 * remaining) }
            setTrackValues(v, track.property)
        }
    }

    /// The values of a view's animatable property, as the view animations add to them.
    package func trackValues(_ property: TrackProperty) -> [Double] {
        let v: [CGFloat] = switch property {
        case .alpha: [opacityValue]
        case .center: [position.x, position.y]
        case .bounds: [bounds.origin.x, bounds.origin.y, bounds.width, bounds.height]
        case .transform:
            [transform.m11, transform.m12, transform.m21, transform.m22, transform.m41, transform.m42]
        // A layer without a background animates as its clear colour.
        case .backgroundColor:
            [backgroundColor?.red ?? 0, backgroundColor?.green ?? 0, backgroundColor?.blue ?? 0, backgroundColor?.alpha ?? 0]
        }
        return v.map(Double.init)
    }

    private func setTrackValues(_ v: [CGFloat], _ property: TrackProperty) {
        switch property {
        case .alpha: opacityValue = v[0]
        case .center: position = CGPoint(x: v[0], y: v[1])
        case .bounds: bounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .transform:
            var t = transform
            t.m11 = v[0]; t.m12 = v[1]; t.m21 = v[2]; t.m22 = v[3]; t.m41 = v[4]; t.m42 = v[5]
            transform = t
        case .backgroundColor: backgroundColor = CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
        }
    }

    // MARK: Actions

    /// Before `key` changes: a view's layer tells its view (which animates it inside `UIView.animate`);
    /// a layer of one's own on screen finds its action, and remembers what it showed, for the implicit
    /// animation from there.
    package func willChange(_ key: LayerKey) -> PendingAction? {
        guard isModelLayer else { return nil }
        if let owner {
            MainActor.assumeIsolated { owner.layerWillChange(key) }
            return nil
        }
        guard !CATransaction.disableActions(), isOnScreen else { return nil }
        let action = action(forKey: key.rawValue)
        if action == nil, actionIsSuppressed(key.rawValue) { return nil }
        return PendingAction(key: key, from: presented(at: now).animatableValue(key.rawValue), action: action)
    }

    /// After the change: runs the action, or adds the implicit animation from what was shown.
    package func didChange(_ pending: PendingAction?) {
        guard let pending else { return }
        if let action = pending.action {
            if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
                let a = basic.copyAnimation() as! CABasicAnimation
                a.keyPath = a.keyPath ?? pending.key.rawValue
                a.fromValue = pending.from?.any
                add(a, forKey: pending.key.rawValue)
            } else {
                action.run(forKey: pending.key.rawValue, object: self, arguments: nil)
            }
            return
        }
        guard let from = pending.from else { return }
        let a = CABasicAnimation(keyPath: pending.key.rawValue)
        a.fromValue = from.any
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(a, forKey: pending.key.rawValue)
    }

    /// Whether the delegate or `actions` said NSNull for `event` (no action, no implicit animation).
    private func actionIsSuppressed(_ event: String) -> Bool {
        if askDelegate({ $0.action(for: $1, forKey: event) }) is NSNull { return true }
        return actions?[event] is NSNull
    }

    /// Whether the layer is in a window's tree of layers (where implicit animations run).
    package var isOnScreen: Bool {
        var l = self
        while let s = l.superlayer ?? l.maskedLayer { l = s }
        guard let owner = l.owner else { return false }
        return MainActor.assumeIsolated { owner.isWindowLayer }
    }
}

/// A change under way: the action to run after it, and the value shown before it.
package struct PendingAction {
    let key: LayerKey
    let from: AnimatableValue?
    let action: (any CAAction)?
}
