import Testing
@testable import ScrollPhysics

@Suite struct BounceTests {
    let viewport = Recording.heldReleaseViewport

    /// Positions every millisecond from `from` to `to`.
    func samples(_ s: any Simulation, from: Double = 0, to: Double) -> [(t: Double, x: Double)] {
        stride(from: from, through: to, by: 0.001).map { ($0, s.position(at: $0)) }
    }

    /// UIKit's held release, at every recorded sample: the release is what the
    /// scroll view plans for a drag held 177 pt out and let go without velocity.
    @Test func reproducesUIKitsHeldReleaseAtEverySample() {
        let overscroll = Recording.heldReleaseOverscroll
        let release = ScrollDeceleration.make(from: overscroll, velocity: 0, rate: .normal, range: 0...5000,
                                              bounces: true, dimension: viewport)
        var worst = (error: 0.0, ms: 0.0)
        for (ms, y) in Recording.heldRelease {
            let error = abs(release.position(at: ms / 1000) - y) / abs(overscroll)
            #expect(error <= 0.02, "at \(ms) ms: \(release.position(at: ms / 1000)) vs UIKit's \(y)")
            if error > worst.error { worst = (error, ms) }
        }
        print("held release: worst sample \(worst.error) of the overscroll, at \(worst.ms) ms")
        #expect(release.finalPosition == 0)
    }

    /// The return is at full speed in the first frame (UIKit moves 19.7 pt in its
    /// first 16.2 ms), where a spring let go from rest starts at zero speed.
    @Test func theHeldReleaseStartsMovingAtOnce() {
        let release = Bounce(from: Recording.heldReleaseOverscroll, momentum: 0, edge: 0, dimension: viewport)
        let recordedFirstFrameSpeed = (Recording.heldRelease[0].y - Recording.heldReleaseOverscroll) / 0.0162
        #expect(abs(release.velocity(at: 0) - recordedFirstFrameSpeed) / recordedFirstFrameSpeed < 0.05,
                "\(release.velocity(at: 0)) pt/s against \(recordedFirstFrameSpeed)")
        let spring = Spring(from: Recording.heldReleaseOverscroll, velocity: 0, to: 0, angularFrequency: 17)
        #expect(spring.velocity(at: 0) == 0)
    }

    /// The finger's overshoot decays as one exponential: the recording's own time
    /// constant, measured sample by sample through the rubber band, is τ throughout.
    @Test func theRecordingIsOneExponentialOfTheFingersOvershoot() {
        let u0 = RubberBand.overshoot(forOffset: Recording.heldReleaseOverscroll, dimension: viewport)
        for (ms, y) in Recording.heldRelease.prefix(24) {
            let u = RubberBand.overshoot(forOffset: y, dimension: viewport)
            let tau = -(ms / 1000) / _log(u / u0)
            #expect(abs(tau - Bounce.timeConstant) < 0.004, "at \(ms) ms the time constant is \(tau)")
        }
    }

    /// A deceleration that runs into the top edge at 2000 pt/s: the figures of the
    /// overshoot, a hand-over without a change of speed, no oscillation, and a
    /// return that ends on the held release's curve.
    @Test func aFlickIntoAnEdgeOvershootsOnceAndReturnsAsAHeldReleaseDoes() throws {
        let d = 844.0, range = 0.0...10_000
        // From 300 pt at 2600 pt/s: the edge is reached at 2000 pt/s.
        let start = 300.0
        let friction = Deceleration(from: start, velocity: -2600, rate: .normal)
        let tEdge = try #require(friction.time(atPosition: 0))
        let crossing = friction.velocity(at: tEdge)
        let flick = ScrollDeceleration.make(from: start, velocity: -2600, rate: .normal, range: range,
                                            bounces: true, dimension: d)
        // The hand-over keeps the speed on screen.
        #expect(abs(flick.velocity(at: tEdge + 1e-9) - crossing) < 1e-6 * abs(crossing))
        #expect(abs(flick.position(at: tEdge + 1e-9)) < 1e-5)

        let after = samples(flick, from: tEdge, to: flick.duration)
        let peak = after.min { $0.x < $1.x }!
        let timeOfPeak = peak.t - tEdge
        print("flick into an edge at \(Int(-crossing)) pt/s, viewport \(Int(d)): peak \(-peak.x) pt, "
              + "\(Int(timeOfPeak * 1000)) ms after the crossing, at rest \(flick.duration - tEdge) s after it")
        #expect(-peak.x > 40 && -peak.x < 52, "peak overscroll \(-peak.x)")
        #expect(timeOfPeak > 0.06 && timeOfPeak < 0.08, "peak \(timeOfPeak) s after the crossing")
        // One overshoot: out until the peak, back after it, never inside the edge.
        let out = after.filter { $0.t <= peak.t }, back = after.filter { $0.t >= peak.t }
        #expect(zip(out, out.dropFirst()).allSatisfy { $1.x <= $0.x + 1e-12 })
        #expect(zip(back, back.dropFirst()).allSatisfy { $1.x >= $0.x - 1e-12 })
        #expect(after.allSatisfy { $0.x <= 1e-12 })
        #expect(flick.finalPosition == 0)
        // Once the momentum is gone the return is the held release from where it
        // is: let go there without velocity, the content follows the same curve.
        let t1 = tEdge + 0.25
        let held = Bounce(from: flick.position(at: t1), momentum: 0, edge: 0, dimension: d)
        for t in stride(from: t1, through: flick.duration, by: 0.01) {
            #expect(abs(flick.position(at: t) - held.position(at: t - t1)) < 0.02 * abs(peak.x), "t = \(t)")
        }
    }

    /// A finger that catches the bounce takes the content at `RubberBand.unclamp` of
    /// what is shown; letting go again at once continues the same motion, without
    /// the momentum: from a held release, exactly the same curve.
    @Test func catchingAndLettingGoContinuesTheSameMotion() {
        let release = Bounce(from: -120, momentum: 0, edge: 0, dimension: 844)
        for t1 in [0.05, 0.2, 0.4] {
            let caught = release.position(at: t1)
            let again = ScrollDeceleration.make(from: caught, velocity: 0, rate: .normal, range: 0...5000,
                                                bounces: true, dimension: 844)
            for dt in stride(from: 0.0, through: 0.5, by: 0.05) {
                #expect(abs(again.position(at: dt) - release.position(at: t1 + dt)) < 1e-6, "t1 \(t1), dt \(dt)")
            }
        }
    }

    @Test func itIsSymmetricAtTheFarEdgeAndEndsWithinHalfAPixel() {
        let top = Bounce(from: -80, momentum: 0, edge: 0, dimension: 844)
        let bottom = Bounce(from: 1080, momentum: 0, edge: 1000, dimension: 844)
        for t in stride(from: 0.0, through: top.duration, by: 0.01) {
            #expect(abs((bottom.position(at: t) - 1000) + top.position(at: t)) < 1e-9)
        }
        #expect(top.duration == bottom.duration)
        let before = top.duration - 1e-9
        #expect(abs(top.position(at: before)) < Spring.distanceTolerance)
        #expect(abs(top.velocity(at: before)) < Spring.speedTolerance)
        #expect(top.position(at: top.duration) == 0 && top.velocity(at: top.duration) == 0)
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        let flick = Bounce.crossing(edge: 0, velocity: -2500, dimension: 844)
        let held = Bounce(from: -150, momentum: -300, edge: 0, dimension: 844)
        for s in [flick, held] {
            for t in stride(from: 0.01, to: s.duration - 0.01, by: 0.05) {
                let h = 1e-6
                let numeric = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
                #expect(abs(numeric - s.velocity(at: t)) < 1e-3 * max(1, abs(numeric)), "t = \(t)")
            }
        }
    }

    /// Momentum towards the content carries it back across the edge, at the speed it
    /// has there on screen, and the deceleration inside takes over from that speed.
    @Test func aFlickBackFromOverscrollCrossesIntoTheContent() throws {
        let s = ScrollDeceleration.make(from: -50, velocity: 3000, rate: .normal, range: 0...5000,
                                        bounces: true, dimension: 844)
        let phased = try #require(s as? PhasedSimulation)
        let tIn = phased.phases[1].start
        #expect(abs(s.position(at: tIn)) < 1e-9)
        #expect(abs(s.velocity(at: tIn - 1e-9) - s.velocity(at: tIn + 1e-9)) < 1e-3)
        #expect(s.finalPosition > 50)
        // Too little momentum to cross: it returns to the edge and rests there.
        let weak = ScrollDeceleration.make(from: -50, velocity: 100, rate: .normal, range: 0...5000,
                                           bounces: true, dimension: 844)
        #expect(weak is Bounce && weak.finalPosition == 0)
    }
}
