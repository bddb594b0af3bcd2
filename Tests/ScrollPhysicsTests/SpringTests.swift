import Testing
@testable import ScrollPhysics

@Suite struct SpringTests {
    /// Positions every millisecond over the whole motion.
    func samples(_ s: any Simulation) -> [Double] {
        stride(from: 0.0, through: s.duration + 0.01, by: 0.001).map { s.position(at: $0) }
    }

    @Test func neverOvershootsEvenWhenFlungAtTheTarget() {
        for v in [100.0, 1000, 5000, 20000] {
            let s = Spring(from: -200, velocity: v, to: 0, angularFrequency: Spring.steeringFrequency)
            #expect(samples(s).allSatisfy { $0 <= 1e-9 }, "v = \(v)")
            #expect(abs(s.velocity(at: 0) - v) < 1e-9, "keeps the release velocity (no jump)")
        }
    }

    @Test func settlesWithinItsTolerances() {
        let s = Spring(from: 300, velocity: -50, to: 0, angularFrequency: 17)
        let t = s.duration - 1e-6
        #expect(abs(s.position(at: t)) < Spring.distanceTolerance)
        #expect(abs(s.velocity(at: t)) < Spring.speedTolerance)
        #expect(abs(s.position(at: s.duration - 0.01)) > 0)
    }
}

@Suite struct ScrollDecelerationTests {
    @Test func aFlickIntoTheEdgeBouncesBackToIt() {
        let s = ScrollDeceleration.make(from: 100, velocity: -3000, rate: .normal, range: 0...1000, bounces: true, dimension: 844)
        let xs = stride(from: 0.0, through: s.duration, by: 0.001).map { s.position(at: $0) }
        let lowest = xs.min()!
        #expect(lowest < -20, "runs past the edge (\(lowest))")
        #expect(s.finalPosition == 0)
        // Continuous through the hand-over to the spring.
        #expect(zip(xs, xs.dropFirst()).allSatisfy { abs($1 - $0) < 3.1 })
    }

    @Test func withoutBouncesItStopsAtTheEdge() {
        let s = ScrollDeceleration.make(from: 100, velocity: -3000, rate: .normal, range: 0...1000, bounces: false, dimension: 844)
        let xs = stride(from: 0.0, through: s.duration, by: 0.001).map { s.position(at: $0) }
        #expect(xs.min()! >= 0)
        #expect(s.finalPosition == 0)
    }

    @Test func releasedOverscrolledItReturnsToTheEdge() {
        let s = ScrollDeceleration.make(from: -80, velocity: 0, rate: .normal, range: 0...1000, bounces: true, dimension: 844)
        #expect(s.finalPosition == 0)
        // 80 pt out is back within half a pixel in about 0.7 s (τ = 105 ms).
        #expect(s.duration > 0.6 && s.duration < 0.8, "\(s.duration) s")
    }

    @Test func steeringLandsExactlyOnTheRewrittenTargetWithoutAJump() {
        let s = ScrollDeceleration.steered(from: 0, velocity: 1500, to: 700)
        // Exactly, not what the exponential rounds to (it gave 699.9999999999918).
        #expect(s.finalPosition == 700)
        for (x0, v, x1) in [(1000.0, 1500.0, 1624.0), (100, -2500, -40), (0.1, 333.3, 77.7), (5e5, 9e4, 5.4e5)] {
            let s = ScrollDeceleration.steered(from: x0, velocity: v, to: x1)
            #expect(s.finalPosition == x1 && s.position(at: s.duration + 1) == x1, "\(x0) at \(v) to \(x1)")
            // The last moment before the end is within rounding of it: no jump onto it.
            #expect(abs(s.position(at: s.duration * (1 - 1e-12)) - x1) < 1e-6)
        }
        #expect(abs(s.velocity(at: 0) - 1500) < 1e-9)
        let behind = ScrollDeceleration.steered(from: 0, velocity: 1500, to: -70)
        #expect(abs(behind.finalPosition + 70) < 1e-9)
    }
}

@Suite struct PagingTests {
    func page(_ x: Double, _ v: Double) -> Int {
        PagingSettle.targetPage(position: x, velocity: v, pageSize: 390, pageCount: 10)
    }

    /// UIKit's rule: faster than 0.3 pt/ms turns the page in the velocity's
    /// direction (one page at most), slower goes to the nearest page.
    @Test func aReleaseFasterThanPointThreePointsAMillisecondTurnsThePage() {
        #expect(page(390 * 3.1, 310) == 4 && page(390 * 3.1, 290) == 3)
        #expect(page(390 * 2.9, -310) == 2 && page(390 * 2.9, -290) == 3)
        #expect(page(390 * 3.4, 0) == 3 && page(390 * 3.6, 0) == 4)
        #expect(page(390 * 3, 50_000) == 4 && page(390 * 3, -50_000) == 2)
        #expect(page(390 * 3.8, 50_000) == 4, "at most one page")
        #expect(page(390 * 9, 5000) == 9 && page(0, -5000) == 0)
    }

    /// The per-millisecond settle, from rest one 390 pt page away: the positions
    /// the reverse-engineered formula gives after 16, 50, 100, 167, 250 and 350
    /// steps, about 376 steps in all, and 4 % longer on screen than its step count.
    @Test func theSettleIsUIKitsPerMillisecondSpring() {
        let s = PagingSettle(from: 0, velocity: 0, to: 390, pageWidth: 390)
        let table: [(steps: Double, x: Double)] = [(16, 12.7), (50, 85.6), (100, 210.8), (167, 322.7), (250, 377.2), (350, 390.4)]
        for (steps, x) in table {
            let at = s.position(at: steps / PagingSettle.stepsPerSecond)
            #expect(abs(at - x) < 0.1, "after \(steps) steps: \(at), not \(x)")
        }
        let steps = s.duration * PagingSettle.stepsPerSecond
        #expect(abs(steps - 376) < 8, "\(steps) steps")
        #expect(abs(s.duration - 0.39) < 0.01, "a one-page settle lasts \(s.duration) s")
        #expect(s.finalPosition == 390)
        // Never more than a point past the page.
        #expect(stride(from: 0.0, through: s.duration, by: 0.001).allSatisfy { s.position(at: $0) < 391 })
    }

    /// The friction at a 343 pt page is UIKit's runtime default `pagingFriction`.
    @Test func theFrictionAtA343PointPageIsUIKitsDefault() {
        // One step from rest at the target with 1 pt/ms: v = 1 · friction.
        let s = PagingSettle(from: 0, velocity: 1000, to: 0, pageWidth: 343)
        #expect(abs(s.position(at: 1 / PagingSettle.stepsPerSecond) - 0.9702286931818183) < 1e-9)
    }

    @Test func aFlickKeepsItsSpeedIntoTheSettle() {
        let s = PagingSettle(from: 100, velocity: 2000, to: 390, pageWidth: 390)
        // The first step: the velocity (2 pt/ms) pulled and damped once.
        let first = (2 + 290 * (3.59090909e-4 - 1.84659091e-7 * 390)) * (0.966818182 + 9.94318182e-6 * 390)
        #expect(abs(s.position(at: 1 / PagingSettle.stepsPerSecond) - (100 + first)) < 1e-9)
    }
}

@Suite struct AnimationCurveTests {
    /// UIKit's scroll to the top: a critically damped spring, ω = 10.472 /s, run for 1.6 s.
    @Test func scrollToTopIsACriticallyDampedSpringRunForOnePointSixSeconds() {
        let s = SpringAnimation(from: 1000, to: 0, angularFrequency: SpringAnimation.scrollToTopFrequency,
                                duration: SpringAnimation.scrollToTopDuration)
        #expect(abs(s.position(at: 0.16) - 500) < 5, "half-way at 0.16 s: \(s.position(at: 0.16))")
        #expect(abs(s.position(at: 0.5) - 33) < 1, "96.7 % at 0.5 s: \(s.position(at: 0.5))")
        #expect(s.duration == 1.6 && s.finalPosition == 0)
        #expect(s.velocity(at: 0) == 0, "from rest")
    }

    /// `setContentOffset(_:animated:)`: 0.3 s along sin²(π t / 0.6).
    @Test func setContentOffsetFollowsTheSineSquaredCurve() {
        let a = ContentOffsetAnimation(from: 0, to: 100)
        for t in stride(from: 0.0, through: 0.3, by: 0.01) {
            let s = _sine(Double.pi * t / 0.6)
            #expect(abs(a.position(at: t) - 100 * s * s) < 1e-9)
            let h = 1e-6
            if t > h, t < 0.3 - h {
                let numeric = (a.position(at: t + h) - a.position(at: t - h)) / (2 * h)
                #expect(abs(numeric - a.velocity(at: t)) < 1e-3)
            }
        }
        #expect(a.duration == 0.3 && abs(a.position(at: 0.15) - 50) < 1e-9)
    }
}

@Suite struct TimingCurveTests {
    @Test func easeInEaseOutIsSymmetricAndMonotonic() {
        let c = TimingCurve.easeInEaseOut
        #expect(c.progress(at: 0) == 0 && c.progress(at: 1) == 1)
        #expect(abs(c.progress(at: 0.5) - 0.5) < 1e-9)
        for x in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(abs(c.progress(at: x) + c.progress(at: 1 - x) - 1) < 1e-9)
        }
        let ys = stride(from: 0.0, through: 1, by: 0.01).map(c.progress)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 >= $0 })
    }

    @Test func animationVelocityIsTheDerivative() {
        let a = CurveAnimation(from: 0, to: 300, duration: 0.3, curve: .easeInEaseOut)
        for t in [0.03, 0.1, 0.15, 0.25] {
            let h = 1e-6
            let numeric = (a.position(at: t + h) - a.position(at: t - h)) / (2 * h)
            #expect(abs(numeric - a.velocity(at: t)) < 1e-2)
        }
        #expect(a.position(at: 0.3) == 300)
    }
}

@Suite struct VelocityTrackerTests {
    @Test func constantSpeedIsMeasuredExactly() {
        var v = VelocityTracker()
        for i in 0...24 { v.add(time: Double(i) / 120, x: 0, y: 500 - 1500 * Double(i) / 120) }
        let m = v.velocity(at: 0.2)
        #expect(abs(m.y + 1500) < 1e-6 && m.x == 0)
    }

    @Test func aFingerThatStopsBeforeLiftingReleasesWithZeroVelocity() {
        var v = VelocityTracker()
        for i in 0...24 { v.add(time: Double(i) / 120, x: 0, y: 500 - 600 * Double(i) / 120) }
        v.add(time: 0.2 + 0.3, x: 0, y: 380)
        #expect(v.velocity(at: 0.5) == (0, 0))
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        var v = VelocityTracker()
        for i in 0...12 { v.add(time: Double(i) / 120, x: 10 * Double(i), y: 0) }       // 1200 pt/s
        for i in 13...48 { v.add(time: Double(i) / 120, x: 120 + 2 * Double(i - 12), y: 0) } // 240 pt/s
        #expect(abs(v.velocity(at: 0.4).x - 240) < 1e-6)
    }
}
