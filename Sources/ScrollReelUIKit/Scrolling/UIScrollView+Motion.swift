import ScrollPhysics

/// A running motion of a scroll view: one simulation per axis, started at a known
/// virtual time, whose end is scheduled on the window's run loop.
struct Motion {
    enum Kind { case deceleration, scrollAnimation, scrollToTop, zoomBounce }
    let kind: Kind
    let start: Double
    let x: any Simulation
    let y: any Simulation
    /// For zoom bounces: the scale's simulation, and the offsets at the two ends.
    var zoom: ZoomMotion?
    let end: ScheduledEvent
    /// Added to every position: the content was re-centred under the motion.
    var shift = CGPoint.zero
    /// For a scroll animation that goes to something that can move (a row whose
    /// height is measured on the way): where it should end now, asked after each
    /// layout pass; the animation is retargeted when that changes.
    var destination: (@MainActor () -> CGPoint?)?

    var duration: Double { max(x.duration, y.duration, zoom?.scale.duration ?? 0) }

    /// Where the motion rests: exactly, not as the sum of a start time and a duration.
    var finalOffset: CGPoint { (zoom?.toOffset ?? CGPoint(x: x.finalPosition, y: y.finalPosition)) + shift }

    func offset(at t: Double) -> CGPoint {
        let local = t - start
        if let zoom { return zoom.offset(at: local) + shift }
        return CGPoint(x: x.position(at: local), y: y.position(at: local)) + shift
    }

    /// Whether a deceleration still glides freely at `t` on some axis (it has not
    /// reached an edge's spring or come to rest): UIKit's row of fast flicks ends there.
    func isGliding(at t: Double) -> Bool {
        let local = t - start
        func gliding(_ s: any Simulation) -> Bool {
            if let d = s as? Deceleration { return local < d.duration }
            if let p = s as? PhasedSimulation, let phase = p.phases.last(where: { $0.start <= local }) {
                return phase.simulation is Deceleration && local - phase.start < phase.simulation.duration
            }
            return false
        }
        return gliding(x) || gliding(y)
    }

    /// The velocities of the offset (points per second) and of the scale (per second) at `t`.
    func velocity(at t: Double) -> (offset: CGPoint, scale: Double) {
        let local = t - start
        if let zoom { return zoom.velocity(at: local) }
        return (CGPoint(x: x.velocity(at: local), y: y.velocity(at: local)), 0)
    }
}

struct ZoomMotion {
    let scale: any Simulation
    let fromScale: Double, toScale: Double
    let fromOffset: CGPoint, toOffset: CGPoint

    /// The offset moves in step with the scale, so the content under the fingers
    /// slides smoothly to its clamped place as the scale settles.
    func offset(at t: Double) -> CGPoint {
        let s = scale.position(at: t)
        let f = toScale == fromScale ? min(1, t / max(scale.duration, 1e-9)) : (s - fromScale) / (toScale - fromScale)
        return fromOffset + (toOffset - fromOffset) * f
    }

    func velocity(at t: Double) -> (offset: CGPoint, scale: Double) {
        let ds = scale.velocity(at: t)
        if toScale == fromScale {
            let d = scale.duration
            return (t < d && d > 0 ? (toOffset - fromOffset) * (1 / d) : .zero, ds)
        }
        return ((toOffset - fromOffset) * (ds / (toScale - fromScale)), ds)
    }
}

extension UIScrollView {
    /// Starts a motion now; a motion of zero duration just places the content.
    func startMotion(_ kind: Motion.Kind, x: any Simulation, y: any Simulation, zoom: ZoomMotion? = nil, at t: Double) {
        _ = stopMotion(at: t)
        guard let w = window else {
            moveContent(to: CGPoint(x: x.finalPosition, y: y.finalPosition))
            return
        }
        let duration = max(x.duration, y.duration, zoom?.scale.duration ?? 0)
        let end = w.schedule(at: t + duration) { [weak self] in self?.motionFinished() }
        motion = Motion(kind: kind, start: t, x: x, y: y, zoom: zoom, end: end)
        w.clock.startMoving(self)
    }

    /// Stops the running motion where it is at `t` (no delegate calls); returns it.
    @discardableResult
    func stopMotion(at t: Double) -> Motion? {
        guard let m = motion else { return nil }
        m.end.cancel()
        motion = nil
        window?.clock.stopMoving(self)
        if let z = m.zoom { applyZoomScale(z.scale.position(at: t - m.start)) }
        moveContent(to: t >= m.start + m.duration ? m.finalOffset : m.offset(at: t))
        if m.kind == .zoomBounce { isZoomBouncing = false }
        return m
    }

    func displayLinkFired(at t: Double) {
        guard let m = motion, t < m.start + m.duration else { return }
        if let z = m.zoom {
            applyZoomScale(z.scale.position(at: t - m.start))
            notify(.scrollViewDidZoom) { $0.scrollViewDidZoom(self) }
        }
        moveContent(to: m.offset(at: t))
    }

    /// The motion's scheduled end: the content is placed exactly where the motion
    /// rests and the delegate hears the end that belongs to the kind of motion.
    private func motionFinished() {
        guard let m = motion else { return }
        noteScrollActivity()
        motion = nil
        window?.clock.stopMoving(self)
        if let z = m.zoom, z.toScale != zoomScaleValue {
            // The last step of a zoom animation changes the scale too (from the last
            // frame's 3.015 to the limit's 3, say): UIKit sends scrollViewDidZoom for
            // every change of zoomScale, so a screen showing its scale there ends right.
            applyZoomScale(z.toScale)
            notify(.scrollViewDidZoom) { $0.scrollViewDidZoom(self) }
        }
        moveContent(to: m.finalOffset)
        switch m.kind {
        case .deceleration:
            // (A deceleration that comes to rest ends the row of fast flicks.)
            fastScroll.reset()
            endDeceleration()
        case .scrollAnimation:
            notify(.scrollViewDidEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation(self) }
        case .scrollToTop:
            // UIKit fades the indicators at once, over 0.5 s, at the end of a scroll to the top.
            flashIndicators()
            notify(.scrollViewDidScrollToTop) { $0.scrollViewDidScrollToTop(self) }
        case .zoomBounce:
            isZoomBouncing = false
            isZooming = false
            let view = delegate?.viewForZooming(in: self)
            notify(.scrollViewDidEndZooming, { $0.scale = zoomScale }) {
                $0.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
            }
        }
    }

    /// Sends the running `setContentOffset(_:animated: true)` animation to `offset`
    /// instead, keeping its start and duration (see `ContentOffsetAnimation`); false
    /// when no such animation runs.
    func retargetScrollAnimation(to offset: CGPoint, at t: Double) -> Bool {
        guard var m = motion, m.kind == .scrollAnimation, t < m.start + m.duration,
              let x = m.x as? ContentOffsetAnimation, let y = m.y as? ContentOffsetAnimation else { return false }
        let local = t - m.start, target = offset - m.shift
        if target == CGPoint(x: x.to, y: y.to) { return true }
        m = Motion(kind: m.kind, start: m.start, x: x.retargeted(to: target.x, at: local),
                   y: y.retargeted(to: target.y, at: local), zoom: nil, end: m.end, shift: m.shift,
                   destination: m.destination)
        motion = m
        return true
    }

    /// After a layout pass: a scroll animation whose destination moved (rows measured
    /// as they came into view) is retargeted there.
    func followScrollAnimationDestination() {
        guard let m = motion, m.kind == .scrollAnimation, let destination = m.destination, let p = destination() else { return }
        if p != m.finalOffset { _ = retargetScrollAnimation(to: p, at: now) }
    }

    /// Whether any motion (deceleration, animation, bounce) is running.
    package var isInMotion: Bool { motion != nil }

    /// The running motion's velocities now: the offset's (points per second) and
    /// the scale's (per second); zero without one.
    package var motionVelocity: (offset: CGPoint, scale: Double) {
        guard let m = motion, now < m.start + m.duration else { return (.zero, 0) }
        return m.velocity(at: now)
    }

    /// A status-bar tap: UIKit's scroll to the top, a critically damped spring run
    /// for 1.6 s (`SpringAnimation`), then `scrollViewDidScrollToTop`. It
    /// interrupts what moves the content first, as `setContentOffset` does.
    func scrollToTop(at t: Double) {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        interruptMotion(at: t)
        // A paging scroll view caught between two pages goes to the top of the
        // nearest one: it rests only on a page.
        let x = isPagingEnabled ? clampedToPage(contentOffset).x : contentOffset.x
        let top = CGPoint(x: x, y: -adjustedContentInset.top)
        guard top != contentOffset else { return }
        func spring(_ from: Double, _ to: Double) -> any Simulation {
            from == to ? Stationary(from) : SpringAnimation(from: from, to: to, angularFrequency: SpringAnimation.scrollToTopFrequency,
                                                            duration: SpringAnimation.scrollToTopDuration)
        }
        startMotion(.scrollToTop, x: spring(contentOffset.x, top.x), y: spring(contentOffset.y, top.y), at: t)
    }
}
