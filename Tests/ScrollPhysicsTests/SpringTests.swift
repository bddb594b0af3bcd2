import Testing
@testable import ScrollPhysics

@Suite struct SpringTests {
    /// Positions every millisecond over the whole motion.
    func samples(_ s: any Simulation) -> [Double] {
        stride(from: 0.0, through: s.duration + 0.01, by: 0.001).map { s.position(at: $0) }
    }

    @Test func neverOvershootsEvenWhenFlungAtTheTarget() {
        for v in [100.0, 1000, 5000, 20000] {
            let s = Spring(from: -200, velocity: v, to: 0, angularFrequency: PagingSettle.frequency)
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
        PagingSettle.targetPage(position: x, velocity: v, pageSize: 390, rate: .normal, pageCount: 10)
    }

    @Test func aFlickMovesAtMostOnePage() {
        #expect(page(390 * 3, 50_000) == 4)
        #expect(page(390 * 3, -50_000) == 2)
        #expect(page(390 * 3 + 40, 50_000) == 4)
        #expect(page(390 * 3.8, 50_000) == 4)
    }

    @Test func aSlowReleaseGoesToTheNearestPage() {
        #expect(page(390 * 3.4, 0) == 3)
        #expect(page(390 * 3.6, 0) == 4)
        #expect(page(390 * 3.45, 20) == 3)
    }

    @Test func aModestFlickTurnsThePage() {
        #expect(page(390 * 3.1, 600) == 4)
        #expect(page(390 * 2.9, -600) == 2)
    }

    @Test func staysWithinThePages() {
        #expect(page(390 * 9, 5000) == 9)
        #expect(page(0, -5000) == 0)
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
