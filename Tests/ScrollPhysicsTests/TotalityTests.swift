import Testing
@testable import ScrollPhysics

/// Every motion can be built from any Double and answers finite numbers over a
/// finite duration: no trap, no endless loop, no NaN.
@Suite struct TotalityTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                    1e308, -1e308, 1e19, -1e19, 1e-300, -1e-300, 0, -0.0, 1, -400]

    func expectFinite(_ s: any Simulation, _ what: @autoclosure () -> String) {
        #expect(s.duration.isFinite && s.duration >= 0, "\(what()): duration \(s.duration)")
        for t in [-1, 0, 0.001, 0.5, s.duration / 2, s.duration, s.duration + 1] {
            #expect(s.position(at: t).isFinite && s.velocity(at: t).isFinite, "\(what()) at t = \(t)")
        }
    }

    @Test func springsFromAnyNumbers() {
        for x in Self.hostile {
            for v in Self.hostile {
                expectFinite(Spring(from: x, velocity: v, to: 0, angularFrequency: 17), "spring from \(x) at \(v)")
                expectFinite(Spring(from: 0, velocity: v, to: x, angularFrequency: x), "spring to \(x) at \(v), ω \(x)")
            }
        }
    }

    /// The hang of issue 13: a release velocity that overflowed.
    @Test func aSpringFedAnOverflowedVelocityEnds() {
        let s = Spring(from: -20, velocity: -1e308 * 10, to: 0, angularFrequency: 20)
        #expect(s.duration.isFinite)
    }

    @Test func decelerationsAndBouncesFromAnyNumbers() {
        for x in Self.hostile {
            for v in Self.hostile {
                for rate in [DecelerationRate.normal, DecelerationRate(rawValue: x)] {
                    expectFinite(Deceleration(from: x, velocity: v, rate: rate), "deceleration from \(x) at \(v), rate \(rate.rawValue)")
                    for bounces in [true, false] {
                        expectFinite(ScrollDeceleration.make(from: x, velocity: v, rate: rate, range: 0...1000,
                                                             bounces: bounces, dimension: 844),
                                     "release at \(x), \(v) pt/s, rate \(rate.rawValue)")
                    }
                }
                expectFinite(Bounce(from: x, momentum: v, edge: 0, dimension: 844), "bounce from \(x) with \(v)")
                expectFinite(Bounce(from: -50, momentum: 0, edge: x, dimension: v), "bounce at \(x) in \(v)")
                expectFinite(ScrollDeceleration.steered(from: x, velocity: v, to: 300), "steered from \(x) at \(v)")
                expectFinite(ScrollDeceleration.steered(from: 0, velocity: v, to: x), "steered to \(x) at \(v)")
                expectFinite(PagingSettle(from: x, velocity: v, to: 390, pageWidth: 390), "settle from \(x) at \(v)")
                expectFinite(PagingSettle(from: 0, velocity: x, to: 390, pageWidth: v), "settle at \(x) on a page of \(v)")
                if let d = Deceleration(from: x, velocity: v, stoppingAt: 300) { expectFinite(d, "landing from \(x) at \(v)") }
                if let d = Deceleration(from: 0, velocity: v, stoppingAt: x) { expectFinite(d, "landing on \(x) at \(v)") }
            }
        }
    }

    @Test func animationsAndPagesFromAnyNumbers() {
        for x in Self.hostile {
            expectFinite(CurveAnimation(from: x, to: 100, duration: x, curve: .easeInEaseOut), "animation from \(x)")
            expectFinite(CurveAnimation(from: 0, to: x, duration: 0.3, curve: .easeInEaseOut), "animation to \(x)")
            expectFinite(Stationary(x), "stationary at \(x)")
            for v in Self.hostile {
                let page = PagingSettle.targetPage(position: x, velocity: v, pageSize: 390, pageCount: 10)
                #expect((0..<10).contains(page))
                _ = PagingSettle.targetPage(position: 100, velocity: 0, pageSize: v, pageCount: Int.max)
            }
        }
        for x in Self.hostile {
            for y in Self.hostile {
                let curve = TimingCurve(x, y, y, x)
                expectFinite(CurveAnimation(from: 0, to: 100, duration: 0.3, curve: curve), "curve (\(x), \(y), \(y), \(x))")
                #expect(curve.rate(at: 0.5).isFinite && curve.rate(at: 0).isFinite, "curve (\(x), \(y), \(y), \(x))")
            }
        }
        expectFinite(PhasedSimulation([]), "no phases")
        expectFinite(PhasedSimulation([(5, Stationary(3)), (.nan, Stationary(1))]), "odd phases")
    }

    @Test func aTrackerFedHugeOrBrokenSamplesGivesAFiniteVelocity() {
        for y in Self.hostile {
            var tracker = VelocityTracker()
            tracker.add(time: 0, x: 0, y: 500)
            tracker.add(time: 0.01, x: 0, y: 400)
            tracker.add(time: 0.02, x: y, y: y)
            let v = tracker.velocity(at: 0.02)
            #expect(v.x.isFinite && v.y.isFinite, "samples up to \(y)")
        }
    }
}
