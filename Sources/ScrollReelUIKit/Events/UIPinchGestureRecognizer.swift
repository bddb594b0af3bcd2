import QuartzCore
import ScrollPhysics

/// UIKit's `UIPinchGestureRecognizer`: two fingers spreading or closing. It begins
/// once their distance has changed by 10 pt (the pan's hysteresis; UIKit does not
/// publish its own), and `scale` is their distance against the distance when it
/// began; it ends when a finger lifts.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance of the fingers against their distance when the pinch began (settable: a handler
    /// that applies each change sets it back to 1).
    open var scale: CGFloat = 1
    /// How fast the scale changes, per second.
    open var velocity: CGFloat {
        guard samples.count >= 2, let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.scale - first.scale) / (last.time - first.time)
    }

    private var startDistance: CGFloat = 0
    /// The distance the scale is measured against.
    private var baseDistance: CGFloat = 0
    private var samples: [(time: Double, scale: CGFloat)] = []

    private var distance: CGFloat {
        guard touches.count >= 2 else { return 0 }
        return (touches[0].windowLocation - touches[1].windowLocation).length
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 2, state == .possible { startDistance = distance }
        if numberOfTouches > 2, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2 else { return }
        let d = distance
        switch state {
        case .possible:
            guard abs(d - startDistance) >= UIPanGestureRecognizer.hysteresis, d > 0 else { return }
            baseDistance = d
            scale = 1
            record()
            state = .began
        case .began, .changed:
            guard baseDistance > 0 else { return }
            scale = scale * d / lastDistance
            record()
            state = .changed
        default: break
        }
        lastDistance = d
    }
    private var lastDistance: CGFloat = 0

    private func record() {
        samples.append((now, scale))
        samples.removeAll { now - $0.time > VelocityTracker.window }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { lift(cancelled: false) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { lift(cancelled: true) }

    private func lift(cancelled: Bool) {
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: if numberOfTouches <= 1 { state = .failed }
        default: break
        }
    }

    open override func reset() {
        super.reset()
        scale = 1
        samples = []
        startDistance = 0
        baseDistance = 0
    }
}

/// UIKit's `UIRotationGestureRecognizer`: two fingers turning. It begins once the
/// line between them has turned by 0.1 rad; `rotation` is the angle turned since it
/// began, in radians, clockwise on screen.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle turned since the gesture began, in radians (settable).
    open var rotation: CGFloat = 0
    /// How fast it turns, in radians per second.
    open var velocity: CGFloat {
        guard samples.count >= 2, let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.angle - first.angle) / (last.time - first.time)
    }
    private var startAngle: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private var samples: [(time: Double, angle: CGFloat)] = []

    private var angle: CGFloat {
        guard touches.count >= 2 else { return 0 }
        let d = touches[1].windowLocation - touches[0].windowLocation
        return atan2(d.y, d.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 2, state == .possible { startAngle = angle; lastAngle = startAngle }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2 else { return }
        let a = angle
        var step = a - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        lastAngle = a
        switch state {
        case .possible:
            var turned = a - startAngle
            if turned > .pi { turned -= 2 * .pi } else if turned < -.pi { turned += 2 * .pi }
            guard abs(turned) >= 0.1 else { return }
            rotation = 0
            samples = [(now, 0)]
            state = .began
        case .began, .changed:
            rotation += step
            samples.append((now, rotation))
            samples.removeAll { now - $0.time > VelocityTracker.window }
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if numberOfTouches <= 1 { state = .failed }
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else { state = .failed }
    }

    open override func reset() {
        super.reset()
        rotation = 0
        samples = []
    }
}
