import ScrollPhysics

/// The state of a drag: where the content would be without the edges' resistance
/// when the pan began, and the axis a directional lock keeps.
struct DragState {
    var origin = CGPoint.zero
    var lockedAxis: Axis?
}

/// A paging settle a finger caught while it still moved towards its page: the page
/// it was going to and, per axis, the direction it moved (+1, −1, or 0). A flick
/// the same way then goes one page past that page, whatever the offset (UIKit's
/// chained flicks, iOS 26.1 UIKitCore decompile, `_endPanNormal:`), so quick
/// re-flicks advance a page each; a flick the other way, or a drag slower than
/// 0.13 pt/ms, forgets it.
struct PagingChain {
    var target: CGPoint
    var direction: CGPoint
    /// A drag slower than this (points per second) forgets the chain.
    static let slowestDrag = 130.0
}

extension UIScrollView {
    /// A finger came down on this scroll view (or on a view inside it).
    func trackingBegan(at t: Double) {
        isTracking = true
        // A deceleration that already reached an edge (or rested) ended the row of fast flicks.
        if let m = motion, m.kind == .deceleration, !m.isGliding(at: t) { fastScroll.reset() }
        fastScroll.touchDown(at: t)
        guard let m = motion else { return }
        switch m.kind {
        case .deceleration:
            // The content stops under the finger; `isDecelerating` stays true.
            pagingChain = isPagingEnabled ? chain(caught: m, at: t) : nil
            stopMotion(at: t)
            decelerationStoppedByTouch = true
        case .scrollAnimation, .scrollToTop:
            // UIKit interrupts the animation without `scrollViewDidEndScrollingAnimation`.
            stopMotion(at: t)
        case .zoomBounce:
            break
        }
    }

    /// The chain a finger makes of a paging settle it catches at `t`: the settle's page
    /// and the directions it still moved towards it in; nil when it moved towards it
    /// on no axis (it was coming back from past the page, or resting).
    private func chain(caught m: Motion, at t: Double) -> PagingChain? {
        let v = m.velocity(at: t).offset, x = m.offset(at: t), target = m.finalOffset
        var direction = CGPoint.zero
        for axis in Axis.allCases where v[axis] != 0 && (target[axis] - x[axis]) * v[axis] > 0 {
            direction[axis] = v[axis] > 0 ? 1 : -1
        }
        return direction == .zero ? nil : PagingChain(target: target, direction: direction)
    }

    /// The finger lifted without dragging this scroll view.
    func trackingEnded(at t: Double) {
        isTracking = false
        pagingChain = nil
        guard decelerationStoppedByTouch else { return }
        decelerationStoppedByTouch = false
        if isOverscrolled || (isPagingEnabled && clampedToPage(contentOffset) != contentOffset) {
            // Stopped outside an edge, or between two pages of a paging scroll view:
            // the bounce back, or the settle on the nearest page, resumes as part of
            // the same deceleration (a paging scroll view rests only on a page).
            startDeceleration(velocity: .zero, at: t)
        } else {
            // A touch that stops a scroll ends it without `scrollViewDidEndDecelerating`
            // (a well-known UIKit behaviour).
            isDragging = false
            isDecelerating = false
        }
    }

    /// Where a paging scroll view at `offset` would rest without a flick: the
    /// nearest page on each axis it scrolls.
    func clampedToPage(_ offset: CGPoint) -> CGPoint {
        var p = offset
        for axis in Axis.allCases where canScroll(axis) {
            let size = pageLength(axis)
            guard size > 0 else { continue }
            let range = offsetRange(axis)
            let page = PagingSettle.targetPage(position: offset[axis], velocity: 0, pageSize: size, pageCount: pageCount(axis))
            p[axis] = min(max(Double(page) * size, range.lowerBound), range.upperBound)
        }
        return p
    }

    /// The finger moved past the touch slop: the drag begins.
    func panBegan(movement: CGPoint, at t: Double) {
        // The drag takes the content from a zoom on its way back to a limit: that
        // zoom ends at its limit first, so that the drag's own motion does not stop
        // it past the limit with its end untold.
        if motion?.kind == .zoomBounce { interruptMotion(at: t) }
        drag.lockedAxis = nil
        if isDirectionalLockEnabled, canScroll(.horizontal), canScroll(.vertical) {
            // Apple: a drag that starts in one general direction is locked to it; a
            // truly diagonal one (between 30° and 60°) is not.
            let ax = abs(movement.x), ay = abs(movement.y)
            if ay < ax * 0.577 { drag.lockedAxis = .horizontal }
            else if ax < ay * 0.577 { drag.lockedAxis = .vertical }
        }
        for axis in Axis.allCases {
            drag.origin[axis] = RubberBand.unclamp(contentOffset[axis], from: dragRange(axis), dimension: bounds.size[axis])
        }
        dragDirection = .zero
        isDragging = true
        notify(.scrollViewWillBeginDragging) { $0.scrollViewWillBeginDragging(self) }
    }

    /// The offsets a finger moves the content through without resistance: the content's
    /// range, and above the top the room of a refresh control that is not refreshing
    /// (UIKit lets the first 60 pt of a pull follow the finger 1:1, then the band applies).
    func dragRange(_ axis: Axis) -> ClosedRange<Double> {
        let range = offsetRange(axis)
        guard axis == .vertical, let free = refreshControl?.freePull, free > 0 else { return range }
        return (range.lowerBound - free)...range.upperBound
    }

    /// A refresh that ended while the content decelerated: the motion goes on from where
    /// it is, at its speed, against the edges as they are now.
    func restartDecelerationAgainstEdges() {
        guard let m = motion, m.kind == .deceleration else { return }
        let t = now
        let v = m.velocity(at: t).offset
        stopMotion(at: t)
        startDeceleration(velocity: v, at: t)
    }

    func dragMoves(_ axis: Axis) -> Bool {
        canScroll(axis) && (drag.lockedAxis == nil || drag.lockedAxis == axis)
    }

    /// The finger is `translation` points from where the pan began, moving at
    /// `fingerVelocity` (points per second).
    func panChanged(translation: CGPoint, fingerVelocity: CGPoint, at t: Double) {
        if pagingChain != nil, fingerVelocity.length < PagingChain.slowestDrag { pagingChain = nil }
        // The row of fast flicks: a drag that turns back on its axis or slows ends it; from
        // the 4th drag in a row its length sets the glide multiplier.
        var reversed = false
        for axis in Axis.allCases where dragMoves(axis) && fingerVelocity[axis] != 0 {
            let direction: Double = fingerVelocity[axis] > 0 ? 1 : -1
            if dragDirection[axis] != 0, dragDirection[axis] != direction { reversed = true }
            dragDirection[axis] = direction
        }
        fastScroll.dragged(length: translation.length, speed: fingerVelocity.length, reversed: reversed)
        var p = contentOffset
        for axis in Axis.allCases where dragMoves(axis) {
            let raw = drag.origin[axis] - translation[axis]
            let range = offsetRange(axis)
            if bounces {
                p[axis] = RubberBand.clamp(raw, to: dragRange(axis), dimension: bounds.size[axis])
            } else {
                let c = min(max(raw, range.lowerBound), range.upperBound)
                // Held at the edge: the drag starts over from there, so moving back
                // moves the content at once.
                drag.origin[axis] += c - raw
                p[axis] = c
            }
        }
        moveContent(to: p)
    }

    /// The finger lifted after dragging, moving at `fingerVelocity` (points per second,
    /// the least-squares line through the last 100 ms of samples); `pagingVelocity` is
    /// UIKit's blend of the last two samples that a paging scroll view releases with
    /// (`VelocityTracker.pagingVelocity(at:)`).
    func panEnded(fingerVelocity: CGPoint, pagingVelocity: CGPoint, at t: Double) {
        isTracking = false
        // The indicators' second after a drag counts from the release, not from the last move.
        noteScrollActivity()
        // The content moves against the finger. A release slower than UIKit's
        // threshold is a release without velocity: no deceleration, and the delegate
        // is told so (a paging scroll view still settles on the nearest page).
        let finger = isPagingEnabled ? pagingVelocity : fingerVelocity
        var velocity = CGPoint.zero
        for axis in Axis.allCases where dragMoves(axis) { velocity[axis] = -MotionInput.clamp(finger[axis]) }
        if velocity.length < ScrollDeceleration.minimumReleaseSpeed { velocity = .zero }
        let wasDecelerating = isDecelerating
        decelerationStoppedByTouch = false

        let plan = releasePlan(velocity: velocity)
        pagingChain = nil
        // (The glide just planned keeps the multiplier; the row counts this release for the next.)
        fastScroll.released(speed: velocity.length, at: t, paging: isPagingEnabled)
        let perMillisecond = velocity * 0.001
        // A collection view's layout may move the target first (a snapping layout).
        let proposed = isPagingEnabled ? plan.target : clampedOffset(layoutTargetContentOffset(plan.target, velocity: perMillisecond))
        var adjusted = proposed
        notify(.scrollViewWillEndDragging, {
            $0.velocity = perMillisecond
            $0.targetContentOffset = proposed
        }) { d in withUnsafeMutablePointer(to: &adjusted) { d.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: $0) } }
        var motionX = plan.x, motionY = plan.y
        if isPagingEnabled {
            // UIKit takes the page nearest an edited target, if it is inside the content.
            if adjusted != proposed, adjusted.x.isFinite, adjusted.y.isFinite, clampedOffset(adjusted) == adjusted {
                window?.environment.delegateCallObserver?.scrollView(self, didAdjustTargetContentOffset: adjusted)
                let page = clampedToPage(adjusted)
                motionX = settle(.horizontal, velocity: velocity.x, to: page.x, proposed: plan.x)
                motionY = settle(.vertical, velocity: velocity.y, to: page.y, proposed: plan.y)
            }
        } else if adjusted != plan.target {
            if adjusted != proposed {
                window?.environment.delegateCallObserver?.scrollView(self, didAdjustTargetContentOffset: adjusted)
            }
            let a = clampedOffset(adjusted)
            motionX = steer(.horizontal, velocity: velocity.x, to: a.x, proposed: plan.x)
            motionY = steer(.vertical, velocity: velocity.y, to: a.y, proposed: plan.y)
        }
        let rangesBefore = (offsetRange(.horizontal), offsetRange(.vertical))
        let willDecelerate = max(motionX.duration, motionY.duration) > 0 || isOverscrolled
        notify(.scrollViewDidEndDragging, { $0.willDecelerate = willDecelerate }) {
            $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        }
        if (offsetRange(.horizontal), offsetRange(.vertical)) != rangesBefore {
            // The delegate changed the insets (a pull-to-refresh header holding itself
            // open): the content settles against the new edges, as in UIKit.
            let replanned = releasePlan(velocity: velocity)
            motionX = replanned.x
            motionY = replanned.y
        }
        if willDecelerate || max(motionX.duration, motionY.duration) > 0 {
            isDecelerating = true
            notify(.scrollViewWillBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
            startMotion(.deceleration, x: motionX, y: motionY, at: t)
        } else {
            isDragging = false
            if wasDecelerating { endDeceleration() }
        }
    }

    /// What happens after a release with `velocity`: the motion per axis and the
    /// target it proposes to the delegate.
    private func releasePlan(velocity: CGPoint) -> (x: any Simulation, y: any Simulation, target: CGPoint) {
        func plan(_ axis: Axis) -> any Simulation {
            let position = contentOffset[axis]
            guard canScroll(axis) || position != clampedOffset(contentOffset)[axis] else { return Stationary(position) }
            let range = offsetRange(axis)
            if isPagingEnabled {
                let size = pageLength(axis)
                var target: Double
                if let chain = pagingChain, chain.direction[axis] != 0, abs(velocity[axis]) > PagingSettle.pageTurnSpeed,
                   (velocity[axis] > 0) == (chain.direction[axis] > 0) {
                    // A flick the way a caught settle went: one page past its page.
                    target = chain.target[axis] + chain.direction[axis] * size
                } else {
                    let page = PagingSettle.targetPage(position: position, velocity: velocity[axis], pageSize: size,
                                                       pageCount: pageCount(axis))
                    target = Double(page) * size
                }
                target = min(max(target, range.lowerBound), range.upperBound)
                return PagingSettle(from: position, velocity: velocity[axis], to: target, pageWidth: size,
                                    display: settleDisplay, range: range, bounces: bounces)
            }
            return ScrollDeceleration.make(from: position, velocity: velocity[axis], rate: decelerationRate.physics,
                                           range: range, bounces: bounces, dimension: bounds.size[axis],
                                           multiplier: fastScroll.multiplier)
        }
        let x = plan(.horizontal), y = plan(.vertical)
        return (x, y, CGPoint(x: x.finalPosition, y: y.finalPosition))
    }

    /// How the screen steps a paging settle from now: the scene's display frames and the
    /// screen's pixels.
    private var settleDisplay: PagingSettle.Display {
        let frames = window?.clock.displayFrames(after: now) ?? (interval: 1.0 / 60, first: 0)
        return PagingSettle.Display(frameInterval: frames.interval, firstFrame: frames.first,
                                    scale: Double(window?.screen.scale ?? 3))
    }

    /// The settle of a paging scroll view onto the page `target` the delegate's edit
    /// chose instead of `proposed`'s, from the release velocity.
    private func settle(_ axis: Axis, velocity: Double, to target: Double, proposed: any Simulation) -> any Simulation {
        guard target != proposed.finalPosition, canScroll(axis) else { return proposed }
        return PagingSettle(from: contentOffset[axis], velocity: velocity, to: target, pageWidth: pageLength(axis),
                            display: settleDisplay, range: offsetRange(axis), bounces: bounces)
    }

    /// The motion towards a target the delegate chose instead of `proposed`'s.
    private func steer(_ axis: Axis, velocity: Double, to target: Double, proposed: any Simulation) -> any Simulation {
        if target == proposed.finalPosition { return proposed }
        return ScrollDeceleration.steered(from: contentOffset[axis], velocity: velocity, to: target)
    }

    /// Starts the deceleration of a release (or of a resumed bounce back) from here.
    func startDeceleration(velocity: CGPoint, at t: Double) {
        let plan = releasePlan(velocity: velocity)
        isDecelerating = true
        startMotion(.deceleration, x: plan.x, y: plan.y, at: t)
    }

    /// A pinch took over from this scroll view's drag: the drag ends without momentum.
    func dragInterruptedByPinch(at t: Double) {
        guard isDragging else { return }
        var target = contentOffset
        notify(.scrollViewWillEndDragging, {
            $0.velocity = .zero
            $0.targetContentOffset = target
        }) { d in withUnsafeMutablePointer(to: &target) { d.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: $0) } }
        notify(.scrollViewDidEndDragging, { $0.willDecelerate = false }) {
            $0.scrollViewDidEndDragging(self, willDecelerate: false)
        }
        isDragging = false
    }
}
