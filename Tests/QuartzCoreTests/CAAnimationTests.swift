import Foundation
import QuartzCore
import Testing

/// Core Animation's animations on the scene's virtual clock: what the
/// presentation shows at each moment, when the delegate hears the start and the
/// end, and what stays after it.
@MainActor
@Suite struct CAAnimationTests {
    @MainActor final class Log: NSObject, CAAnimationDelegate {
        var events: [String] = []
        let clock: SceneClock
        init(_ clock: SceneClock) { self.clock = clock }
        func animationDidStart(_ anim: CAAnimation) { events.append("start \(clock.now)") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag) \(clock.now)") }
    }

    /// A layer and a clock; `body` adds animations with the clock current.
    func scene(_ body: (CALayer, SceneClock) -> Void) {
        let clock = SceneClock()
        clock.run { body(CALayer(), clock) }
    }

    /// The animation most tests add: `keyPath` from `from` to `to` over `duration` seconds.
    func basic(_ keyPath: String = "position.x", from: Any = 0, to: Any = 100, duration: Double = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        return a
    }

    func x(_ l: CALayer, at t: Double, _ clock: SceneClock) -> CGFloat {
        clock.advance(to: t)
        return clock.run { l.presentation()!.position.x }
    }

    @Test func aBasicAnimationRunsFromItsFromValueToItsToValueAndIsRemoved() {
        scene { layer, clock in
            let log = Log(clock)
            let a = basic()
            a.delegate = log
            layer.add(a, forKey: "slide")
            // The layer keeps a copy: changing the animation afterwards changes nothing.
            a.toValue = 500
            #expect(log.events == ["start 0.0"])
            #expect(x(layer, at: 0.25, clock) == 25)
            #expect(x(layer, at: 0.5, clock) == 50)
            #expect(layer.animationKeys() == ["slide"])
            #expect(x(layer, at: 1.5, clock) == 0)   // removed at its end: the model value shows
            #expect(layer.animationKeys() == nil)
            #expect(log.events == ["start 0.0", "stop true 1.0"])
        }
    }

    @Test func fillModeForwardsKeepsTheEndValueWhileTheAnimationStays() {
        scene { layer, clock in
            let a = basic("opacity", from: 1, to: 0.2, duration: 0.5)
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            layer.add(a, forKey: nil)
            clock.advance(to: 2)
            #expect(clock.run { layer.presentation()!.opacityValue } == 0.2)
            #expect(layer.opacity == 1)
        }
    }

    @Test func timingAutoreversesRepeatsAndBeginTime() {
        scene { layer, clock in
            let a = basic(to: 10)
            a.autoreverses = true
            a.repeatCount = 2
            a.beginTime = CACurrentMediaTime() + 1
            a.fillMode = .backwards
            layer.position.x = 99
            layer.add(a, forKey: nil)
            #expect(x(layer, at: 0.5, clock) == 0)      // before its begin, backwards fill: the start
            #expect(x(layer, at: 1.5, clock) == 5)
            #expect(x(layer, at: 2.5, clock) == 5)      // on its way back
            #expect(x(layer, at: 3.25, clock) == 2.5)   // the second repeat
            #expect(x(layer, at: 5.5, clock) == 99)     // after four seconds of it, gone
        }
    }

    @Test func aTimingFunctionPacesTheWay() {
        scene { layer, clock in
            let a = basic()
            a.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(a, forKey: nil)
            let early = x(layer, at: 0.25, clock), late = x(layer, at: 0.75, clock)
            #expect(early < 10 && late > 50 && late < 75)
        }
    }

    @Test func aKeyframeAnimationPassesItsValuesAtItsKeyTimes() {
        scene { layer, clock in
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0, 100, 50]
            a.keyTimes = [0, 0.25, 1]
            a.duration = 2
            layer.add(a, forKey: nil)
            #expect(x(layer, at: 0.25, clock) == 50)
            #expect(x(layer, at: 0.5, clock) == 100)
            #expect(x(layer, at: 1.25, clock) == 75)
            let d = CAKeyframeAnimation(keyPath: "position.x")
            d.values = [1, 2, 3]
            d.calculationMode = .discrete
            d.duration = 3
            clock.advance(to: 3)
            layer.add(d, forKey: nil)
            #expect(x(layer, at: 3.5, clock) == 1)
            #expect(x(layer, at: 4.5, clock) == 2)
            #expect(x(layer, at: 5.5, clock) == 3)
        }
    }

    @Test func aSpringOvershootsAndSettles() {
        scene { layer, clock in
            let s = CASpringAnimation(keyPath: "position.x")
            s.fromValue = 0
            s.toValue = 100
            s.damping = 5   // under-damped
            s.duration = s.settlingDuration
            #expect(s.settlingDuration > 1 && s.settlingDuration < 5)
            layer.add(s, forKey: nil)
            let peak = stride(from: 0.02, to: 1.0, by: 0.02).map { x(layer, at: $0, clock) }.max()!
            #expect(peak > 100)
            #expect(abs(x(layer, at: s.settlingDuration - 0.001, clock) - 100) < 0.2)
        }
    }

    @Test func aGroupRunsItsAnimationsTogether() {
        scene { layer, clock in
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            let fade = basic("opacity", to: 1, duration: 0.5)
            let g = CAAnimationGroup()
            g.animations = [move, fade]
            g.duration = 1
            layer.add(g, forKey: nil)
            #expect(x(layer, at: 0.5, clock) == 50)
            #expect(clock.run { layer.presentation()!.opacityValue } == 1)
        }
    }

    @Test func removingAnAnimationStopsItUnfinished() {
        scene { layer, clock in
            let log = Log(clock)
            let a = basic()
            a.delegate = log
            layer.add(a, forKey: "a")
            clock.advance(to: 0.3)
            layer.removeAnimation(forKey: "a")
            #expect(log.events == ["start 0.0", "stop false 0.3"])
            #expect(x(layer, at: 0.4, clock) == 0)
            // A new one under a key replaces the running one.
            layer.add(a, forKey: "a")
            layer.add(a, forKey: "a")
            #expect(log.events.suffix(3) == ["start 0.4", "stop false 0.4", "start 0.4"])
        }
    }

    @Test func aLayerWithSpeedZeroHoldsItsAnimationsAtTimeOffset() {
        scene { layer, clock in
            let a = basic()
            layer.add(a, forKey: nil)
            clock.advance(to: 0.4)
            // The usual pause: stop the layer's time where it is.
            let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = paused
            #expect(x(layer, at: 3, clock) == 40)
            // Resumed, it runs on from there.
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
            #expect(abs(x(layer, at: 3.3, clock) - 70) < 1e-9)
        }
    }

    @Test func aTransactionsCompletionRunsWhenItsAnimationsEnd() {
        scene { layer, clock in
            var done: [Double] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { done.append(clock.now) }
            let a = CABasicAnimation(keyPath: "opacity")
            a.duration = 0.5
            layer.add(a, forKey: nil)
            let b = CABasicAnimation(keyPath: "opacity")
            b.duration = 1.2
            layer.add(b, forKey: nil)
            CATransaction.commit()
            clock.advance(to: 1)
            #expect(done.isEmpty)
            clock.advance(to: 2)
            #expect(done == [1.2])
            // Without animations, at once (on the run loop).
            CATransaction.begin()
            CATransaction.setCompletionBlock { done.append(clock.now) }
            CATransaction.commit()
            clock.advance(to: 2.1)
            #expect(done == [1.2, 2.0])
        }
    }

    @Test func anAnimationOutsideASceneDoesNothingButKeepsItsKey() {
        let l = CALayer()
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 5
        l.add(a, forKey: "k")
        #expect(l.animationKeys() == ["k"])
        #expect(l.presentation()?.position.x == 5)   // at time 0, its start
    }
}
