import Testing
@testable import ScrollPhysics

@Suite struct DecelerationTests {
    let flick = Deceleration(from: 400, velocity: Recording.releaseVelocity, rate: .normal)

    /// The recording's clock starts when UIKit first drew after the release, up to
    /// one frame (16.7 ms) later; the best alignment in that window is used.
    @Test func reproducesTheRecordedTrajectoryWithinOnePoint() {
        var best = (error: Double.infinity, shift: 0.0)
        for step in 0...40 {
            let shift = Double(step) * 0.0005
            let error = Recording.deceleration.map { abs(flick.position(at: $0.ms / 1000 + shift) - $0.y) }.max()!
            if error < best.error { best = (error, shift) }
        }
        #expect(best.error <= 1.0, "worst sample \(best.error) pt off at shift \(best.shift) s")
        #expect(best.shift > 0.01 && best.shift < 0.0175, "the recording starts about one frame after the release")
    }

    @Test func targetAndRestTimeMatchUIKit() {
        #expect(abs(flick.target - Recording.target) <= 1.0, "target \(flick.target)")
        // In the recording's clock (one frame after the release) it rests at ~1917 ms.
        #expect(abs(flick.duration - 0.0167 - Recording.restTime) < 1.0 / 60, "rests after \(flick.duration) s")
        #expect(flick.position(at: flick.duration) == flick.target)
        #expect(flick.velocity(at: flick.duration) == 0)
    }

    @Test func isTheClosedFormOfUIKitsPerMillisecondDecay() {
        // Stepping the per-millisecond rule by hand for 500 ms lands on the closed form.
        var x = 400.0, v = Recording.releaseVelocity
        for _ in 0..<500 {
            let next = v * 0.998
            // Exact integral over one millisecond of v·d^(1000t).
            x += (next - v) / (1000 * _log(0.998))
            v = next
        }
        #expect(abs(flick.position(at: 0.5) - x) < 1e-6)
        #expect(abs(flick.velocity(at: 0.5) - v) < 1e-6)
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        for t in stride(from: 0.05, to: 1.8, by: 0.25) {
            let h = 1e-6
            let numeric = (flick.position(at: t + h) - flick.position(at: t - h)) / (2 * h)
            #expect(abs(numeric - flick.velocity(at: t)) < 1e-3)
        }
    }

    @Test func fastRateStopsSoonerAndShorter() {
        let fast = Deceleration(from: 0, velocity: 2000, rate: .fast)
        let normal = Deceleration(from: 0, velocity: 2000, rate: .normal)
        #expect(fast.duration < normal.duration / 3)
        #expect(fast.target < normal.target / 3)
        // project() of WWDC18 is the distance without the stop threshold.
        #expect(abs(normal.target - DecelerationRate.normal.project(2000)) < 6)
    }

    @Test func aSlowReleaseDoesNotMove() {
        let d = Deceleration(from: 10, velocity: 5, rate: .normal)
        #expect(d.duration == 0 && d.target == 10)
    }

    @Test func timeAtPositionInvertsPosition() {
        for x in [450.0, 500, 600, 630] {
            let t = flick.time(atPosition: x)!
            #expect(abs(flick.position(at: t) - x) < 1e-9)
        }
        #expect(flick.time(atPosition: 700) == nil)
    }
}

@Suite struct RubberBandTests {
    @Test func reproducesTheRecordedTableWithinHalfAPoint() {
        for (pull, overscroll) in Recording.rubberBand {
            let f = RubberBand.offset(forOvershoot: pull, dimension: Recording.rubberBandViewport)
            #expect(abs(f - overscroll) <= 0.5, "pull \(pull): \(f) vs recorded \(overscroll)")
        }
    }

    @Test func isOddAndInvertible() {
        for x in [-400.0, -20, 0, 7, 300, 2000] {
            let f = RubberBand.offset(forOvershoot: x, dimension: 844)
            #expect(abs(RubberBand.offset(forOvershoot: -x, dimension: 844) + f) < 1e-12)
            #expect(abs(RubberBand.overshoot(forOffset: f, dimension: 844) - x) < 1e-6)
        }
    }

    @Test func clampsOnlyOutsideTheRange() {
        #expect(RubberBand.clamp(50, to: 0...100, dimension: 500) == 50)
        #expect(RubberBand.clamp(-100, to: 0...100, dimension: 500) < 0)
        #expect(RubberBand.clamp(-100, to: 0...100, dimension: 500) > -100)
        let y = RubberBand.clamp(300, to: 0...100, dimension: 500)
        #expect(abs(RubberBand.unclamp(y, from: 0...100, dimension: 500) - 300) < 1e-6)
    }
}

/// UIKit's repeated-flick state, step by step.
@Suite struct FastScrollRowTests {
    @Test func theMultiplierGrowsFromTheFourthDragAndStopsAtSixteen() {
        var row = FastScroll()
        var multipliers: [Double] = []
        for i in 0..<40 {
            row.touchDown(at: Double(i) * 0.5)
            row.dragged(length: 300, speed: 2500, reversed: false)
            multipliers.append(row.multiplier)
            row.released(speed: 2500, at: Double(i) * 0.5 + 0.1, paging: false)
        }
        // count 3 adds 0.9, 4 adds 0.9, 5 and 6 add 1.8, 7 and 8 add 2.7, …
        let expected: [Double] = [1, 1, 1, 1.9, 2.8, 4.6, 6.4, 9.1]
        #expect(zip(multipliers, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(multipliers.prefix(8))")
        #expect(multipliers.last == 16 && multipliers.allSatisfy { $0 <= 16 })
        // A drag of 120 pt adds half a step.
        var short = FastScroll()
        for i in 0..<4 {
            short.touchDown(at: Double(i) * 0.5)
            short.dragged(length: 120, speed: 2500, reversed: false)
            short.released(speed: 2500, at: Double(i) * 0.5 + 0.1, paging: false)
        }
        #expect(abs(short.multiplier - 1.5) < 1e-9)
    }

    @Test func aReversalASlowDragOrALatePauseEndsTheRow() {
        func grown() -> FastScroll {
            var row = FastScroll()
            for i in 0..<4 {
                row.touchDown(at: Double(i) * 0.5)
                row.dragged(length: 240, speed: 2500, reversed: false)
                row.released(speed: 2500, at: Double(i) * 0.5 + 0.1, paging: false)
            }
            return row
        }
        var a = grown(); #expect(abs(a.multiplier - 1.9) < 1e-9 && a.count == 4)
        a.dragged(length: 10, speed: 2500, reversed: true); #expect(a.multiplier == 1 && a.count == 0)
        var b = grown(); b.dragged(length: 10, speed: 100, reversed: false); #expect(b.multiplier == 1 && b.count == 0)
        var c = grown(); c.touchDown(at: 1.6 + 1.01); #expect(c.multiplier == 1 && c.count == 0)
        var d = grown(); d.touchDown(at: 1.6 + 0.99); #expect(abs(d.multiplier - 1.9) < 1e-9 && d.count == 4)
        var e = grown(); e.released(speed: 500, at: 2, paging: false); #expect(e.count == 0)
        var f = FastScroll(); f.released(speed: 2500, at: 0, paging: true); #expect(f.count == 0)
    }

    /// The multiplier scales the glide, not its time; the spring past an edge takes
    /// the velocity without it.
    @Test func theMultiplierScalesTheDistanceNotTheTime() {
        let one = Deceleration(from: 0, velocity: 2500, rate: .normal)
        let more = Deceleration(from: 0, velocity: 2500, rate: .normal, multiplier: 2.8)
        #expect(more.duration == one.duration)
        #expect(abs(more.target - 2.8 * one.target) < 1e-9)
        #expect(abs(more.position(at: 0.3) - 2.8 * one.position(at: 0.3)) < 1e-9)
        #expect(abs(more.velocity(at: 0.3) - 2.8 * one.velocity(at: 0.3)) < 1e-9)
        #expect(abs(more.time(atPosition: more.position(at: 0.4))! - 0.4) < 1e-9)
        #expect(DecelerationRate(rawValue: 0.95).snappedAsUIKit == .fast && DecelerationRate(rawValue: 0.995).snappedAsUIKit == .normal)
    }
}
