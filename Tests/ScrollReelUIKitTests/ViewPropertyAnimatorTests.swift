import Testing
import ScrollReelUIKit
import ScrollPhysics

/// `UIViewPropertyAnimator` in virtual time: it runs, pauses, scrubs, reverses and
/// stops as UIKit documents, and what is drawn (`presentation`) follows it.
@MainActor
@Suite struct ViewPropertyAnimatorTests {
    /// A window with one view at alpha 0, in a scene of its own.
    func stage() -> (SceneEnvironment, UIWindow, UIView) {
        let environment = SceneEnvironment()
        return environment.run {
            let window = UIWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.alpha = 0
            window.addSubview(view)
            return (environment, window, view)
        }
    }

    func close(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) < 1e-9 }

    @Test func aStartedAnimatorRunsToItsEndAndCompletesThere() {
        let (env, window, view) = stage()
        var heard: [(UIViewAnimatingPosition, Double)] = []
        let animator = env.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 } }
        #expect(animator.state == .inactive && view.alpha == 0, "the block waits for the start")
        animator.addCompletion { heard.append(($0, window.now)) }
        env.run { animator.startAnimation() }
        #expect(view.alpha == 1 && animator.state == .active && animator.isRunning)
        window.clock.advance(to: 0.25)
        #expect(close(view.presentation.alpha, 0.25) && close(animator.fractionComplete, 0.25))
        window.clock.advance(to: 1)
        #expect(heard.map(\.0) == [.end] && heard.map(\.1) == [1])
        #expect(animator.state == .inactive && !animator.isRunning && view.presentation.alpha == 1)
    }

    /// A header that collapses as the list scrolls: a paused animator scrubbed by the offset.
    @Test func aPausedAnimatorIsScrubbedByFractionComplete() {
        let (env, window, view) = stage()
        let linear = env.run { UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { view.alpha = 1 } }
        env.run { linear.fractionComplete = 0.25 }
        #expect(linear.state == .active && !linear.isRunning, "scrubbing makes it active, paused")
        #expect(close(view.presentation.alpha, 0.25), "scrubsLinearly: the fraction as it is")
        window.clock.advance(to: 5)
        #expect(close(view.presentation.alpha, 0.25), "paused: time does not move it")
        linear.scrubsLinearly = false
        linear.fractionComplete = 0.25
        let eased = CurveAnimation(from: 0, to: 1, duration: 0.3, curve: .easeInEaseOut).position(at: 0.075)
        #expect(close(view.presentation.alpha, eased), "through the curve: \(view.presentation.alpha) vs \(eased)")
        // While it runs, setting the fraction does nothing.
        env.run { linear.startAnimation() }
        linear.fractionComplete = 0.9
        #expect(close(linear.fractionComplete, 0.25))
    }

    @Test func aResumedAnimatorGoesOnFromWhatIsShownOverTheRestOfItsTime() {
        let (env, window, view) = stage()
        let animator = env.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 } }
        var ended: Double?
        animator.addCompletion { _ in ended = window.now }
        env.run { animator.startAnimation() }
        window.clock.advance(to: 0.3)
        animator.pauseAnimation()
        window.clock.advance(to: 2)
        #expect(close(view.presentation.alpha, 0.3) && close(animator.fractionComplete, 0.3))
        env.run { animator.startAnimation() }
        window.clock.advance(to: 2.35)
        #expect(close(view.presentation.alpha, 0.65))
        window.clock.advance(to: 3)
        #expect(ended == 2.7)
    }

    @Test func aReversedAnimatorEndsAtTheStartWithTheOldValues() {
        let (env, window, view) = stage()
        let animator = env.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 } }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        env.run { animator.startAnimation() }
        window.clock.advance(to: 0.6)
        animator.isReversed = true
        window.clock.advance(to: 0.9)
        #expect(close(view.presentation.alpha, 0.3) && close(animator.fractionComplete, 0.3))
        window.clock.advance(to: 1.2)
        #expect(position == .start && view.alpha == 0 && view.presentation.alpha == 0)
    }

    @Test func stoppingKeepsWhatIsShownAndFinishingPicksTheEnd() {
        let (env, window, view) = stage()
        let quiet = env.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 } }
        var calls = 0
        quiet.addCompletion { _ in calls += 1 }
        env.run { quiet.startAnimation() }
        window.clock.advance(to: 0.4)
        quiet.stopAnimation(true)
        #expect(close(view.alpha, 0.4) && close(view.presentation.alpha, 0.4) && quiet.state == .inactive)
        window.clock.advance(to: 2)
        #expect(calls == 0 && close(view.alpha, 0.4), "without finishing: no completion, nothing moves on")

        let stopped = env.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 } }
        var position: UIViewAnimatingPosition?
        stopped.addCompletion { position = $0 }
        env.run { stopped.startAnimation() }
        window.clock.advance(to: 2.5)
        stopped.stopAnimation(false)
        #expect(stopped.state == .stopped && close(view.alpha, 0.2) && position == nil)
        stopped.finishAnimation(at: .start)
        #expect(position == .start && close(view.alpha, 0.4) && stopped.state == .inactive)
    }

    @Test func aRunningAnimatorWaitsForItsDelayAndJoinsAddedAnimations() {
        let (env, window, view) = stage()
        let other = env.run { () -> UIView in
            let v = UIView(frame: .zero)
            window.addSubview(v)
            return v
        }
        var done = false
        let animator = env.run {
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: [.curveLinear],
                                                           animations: { view.alpha = 1 }, completion: { _ in done = true })
        }
        window.clock.advance(to: 0.5)
        #expect(view.presentation.alpha == 0, "the delay shows the old value")
        window.clock.advance(to: 1)
        #expect(close(view.presentation.alpha, 0.5))
        // Added half-way: the new change runs its whole way over the other half.
        env.run { animator.addAnimations { other.center = CGPoint(x: 100, y: 0) } }
        window.clock.advance(to: 1.25)
        #expect(close(other.presentation.center.x, 50))
        window.clock.advance(to: 1.5)
        #expect(done && other.presentation.center.x == 100)
    }
}
