import Testing
import ScrollPhysics
@testable import ScrollReelUIKit

/// UIKit's view animations: model values at once, presentation values in flight.
@MainActor
@Suite struct ViewAnimationTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    init() { window.addSubview(view) }

    /// The completions heard, with the virtual time of each.
    final class Completions { var calls: [(finished: Bool, at: Double)] = [] }

    @Test func theModelValueChangesAtOnceAndThePresentationFollowsTheCurve() {
        view.alpha = 0
        let heard = Completions()
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 1 }) { [window] in heard.calls.append(($0, window.now)) }
        #expect(view.alpha == 1, "the model value is the final one at once")
        #expect(view.presentation.alpha == 0)
        for f in [0.1, 0.25, 0.5, 0.75, 0.9] {
            window.clock.advance(to: 0.25 * f)
            // UIKit's default: ease-in-ease-out.
            #expect(abs(view.presentation.alpha - TimingCurve.easeInEaseOut.progress(at: f)) < 1e-12, "at \(f)")
        }
        #expect(heard.calls.isEmpty)
        window.clock.advance(to: 0.3)
        #expect(view.presentation.alpha == 1)
        #expect(heard.calls.count == 1 && heard.calls[0].finished && heard.calls[0].at == 0.25)
    }

    @Test(arguments: [(UIView.AnimationOptions.curveLinear, TimingCurve.linear), (.curveEaseIn, .easeIn),
                      (.curveEaseOut, .easeOut), (.curveEaseInOut, .easeInEaseOut)])
    func theOptionsChooseTheCurve(_ option: UIView.AnimationOptions, _ curve: TimingCurve) {
        UIView.animate(withDuration: 1, delay: 0, options: option, animations: { view.center = CGPoint(x: 150, y: 50) })
        for t in [0.2, 0.5, 0.8] {
            window.clock.advance(to: t)
            #expect(abs(view.presentation.center.x - (50 + 100 * curve.progress(at: t))) < 1e-9, "at \(t)")
        }
    }

    /// A delay shows the old value until the animation starts (Core Animation's
    /// backwards fill); the model is already the new one.
    @Test func aDelayedAnimationShowsTheOldValueUntilItStarts() {
        let heard = Completions()
        UIView.animate(withDuration: 0.5, delay: 0.3, options: .curveLinear, animations: { view.frame = CGRect(x: 0, y: 200, width: 100, height: 100) }) { [window] in heard.calls.append(($0, window.now)) }
        #expect(view.frame.minY == 200)
        window.clock.advance(to: 0.29)
        #expect(view.presentation.frame.minY == 0)
        window.clock.advance(to: 0.55)
        #expect(abs(view.presentation.frame.minY - 100) < 1e-9)
        window.clock.advance(to: 1)
        #expect(heard.calls.map(\.at) == [0.8] && heard.calls[0].finished)
    }

    /// Without options a second animation adds to the first (UIKit since iOS 8): no
    /// jump where it starts, and both run to their ends and finish.
    @Test func aSecondAnimationAddsToTheFirstWithoutAJump() {
        let heard = Completions()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 }) { [window] in heard.calls.append(($0, window.now)) }
        window.clock.advance(to: 0.5)
        let before = view.presentation.center.x
        #expect(abs(before - 100) < 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 }) { [window] in heard.calls.append(($0, window.now)) }
        #expect(view.presentation.center.x == before, "no jump")
        window.clock.advance(to: 0.75)
        // The first's remaining −25 and the second's −75 (of −100).
        #expect(abs(view.presentation.center.x - (250 - 25 - 75)) < 1e-9)
        window.clock.advance(to: 2)
        #expect(view.presentation.center.x == 250)
        #expect(heard.calls.map(\.finished) == [true, true] && heard.calls.map(\.at) == [1, 1.5])
    }

    /// `.beginFromCurrentState` starts from what is shown and takes the property
    /// over: the first animation stops there and completes with `false`.
    @Test func beginFromCurrentStateInterruptsTheRunningAnimation() {
        let heard = Completions()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) { [window] in heard.calls.append(($0, window.now)) }
        window.clock.advance(to: 0.4)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.beginFromCurrentState, .curveLinear], animations: { view.alpha = 1 }) { [window] in heard.calls.append(($0, window.now)) }
        #expect(abs(view.presentation.alpha - 0.6) < 1e-9, "from the value on screen")
        window.clock.advance(to: 0.65)
        #expect(abs(view.presentation.alpha - 0.8) < 1e-9, "0.6 to 1 in 0.5 s, linear")
        window.clock.advance(to: 2)
        #expect(heard.calls.map(\.finished) == [false, true])
        #expect(heard.calls.map(\.at) == [0.4, 0.9])
    }

    @Test func removingTheLayersAnimationsShowsTheModelAndCompletesWithFalse() {
        let heard = Completions()
        UIView.animate(withDuration: 1, animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2); view.backgroundColor = .red }) { [window] in heard.calls.append(($0, window.now)) }
        window.clock.advance(to: 0.5)
        #expect(view.presentation.transform.a > 1 && view.presentation.transform.a < 2)
        view.layer.removeAllAnimations()
        #expect(view.presentation.transform == CGAffineTransform(scaleX: 2, y: 2) && view.presentation.backgroundColor == .red)
        window.clock.advance(to: 2)
        #expect(heard.calls.count == 1 && heard.calls[0].finished == false && heard.calls[0].at == 0.5)
    }

    /// A view without a background fades in from clear.
    @Test func aBackgroundColourAnimatesFromClear() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) })
        window.clock.advance(to: 0.5)
        #expect(view.presentation.backgroundColor == UIColor(red: 0.5, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func anAnimatingViewTakesTouchesOnlyWithAllowUserInteraction() {
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 })
        window.clock.advance(to: 0.5)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        window.clock.advance(to: 1)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        window.clock.advance(to: 1.5)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    @Test func changesOutsideAWindowOrWithoutAnimationHappenAtOnce() {
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0 }) { finished = $0 }
        #expect(finished == true && loose.presentation.alpha == 0)
        UIView.animate(withDuration: 1, animations: { UIView.performWithoutAnimation { view.alpha = 0.2 } })
        #expect(view.presentation.alpha == 0.2)
    }

    /// The spring variant: the closed-form spring from the value shown to the model
    /// value, settled by the duration, with the completion at the duration.
    @Test func theSpringVariantFollowsItsClosedForm() {
        let heard = Completions()
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                     options: [], animations: { view.center.y = 450 }) { [window] in heard.calls.append(($0, window.now)) }
        let spring = SpringTiming(dampingRatio: 0.5, initialVelocity: 0, duration: 0.6)
        var overshoot = false
        for t in stride(from: 0.01, to: 0.6, by: 0.01) {
            window.clock.advance(to: t)
            let y = view.presentation.center.y
            #expect(abs(y - (50 + 400 * spring.position(at: t))) < 1e-9)
            overshoot = overshoot || y > 450
        }
        #expect(overshoot, "a damping ratio under 1 overshoots")
        window.clock.advance(to: 0.6)
        #expect(view.presentation.center.y == 450 && heard.calls.map(\.at) == [0.6])
    }
}
