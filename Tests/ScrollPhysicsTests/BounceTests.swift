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

    /// The device's flick into an edge: the model, crossing the edge at the speed
    /// and time that fit the recording best (its first frame is a few frames after
    /// the crossing), has every frame after the peak within 0.02 of the peak.
    @Test func reproducesADevicesFlickIntoAnEdge() {
        let recording = Recording.flickIntoEdge
        let peakIndex = recording.indices.max { recording[$0] < recording[$1] }!
        func shown(_ crossingTime: Double, _ speed: Double, at i: Int) -> Double {
            -Bounce.crossing(edge: 0, velocity: -speed, dimension: 812).position(at: crossingTime + Double(i) / 60)
        }
        func error(_ t0: Double, _ v: Double, from: Int) -> Double {
            (from..<recording.count).map { abs(shown(t0, v, at: $0) - recording[$0]) }.max()! / recording[peakIndex]
        }
        // A deterministic search for the crossing: time before the first frame, and speed.
        var best = (t0: 0.0, v: 0.0, e: Double.infinity)
        for i in 0...100 {
            for j in 0...200 {
                let t0 = Double(i) * 0.0005, v = 3000 + Double(j) * 15
                let e = error(t0, v, from: 0)
                if e < best.e { best = (t0, v, e) }
            }
        }
        let afterPeak = error(best.t0, best.v, from: peakIndex)
        print("device flick into an edge: crossing \(best.t0 * 1000) ms before the first frame at \(best.v) pt/s; "
              + "after the peak within \(afterPeak) of the peak, throughout within \(best.e)")
        #expect(afterPeak <= 0.02)
        #expect(best.e <= 0.02)
    }

    /// A flick into an edge hands over without a change of speed, overshoots once,
    /// peaks 1/ω after the crossing at any speed (a spring is linear), and rests
    /// exactly at the edge.
    @Test func aFlickIntoAnEdgeOvershootsOnceAtAnySpeed() throws {
        for speed in [600.0, 2600, 6000] {
            let friction = Deceleration(from: 300, velocity: -speed, rate: .normal)
            guard let tEdge = friction.time(atPosition: 0) else { continue }
            let crossing = friction.velocity(at: tEdge)
            let flick = ScrollDeceleration.make(from: 300, velocity: -speed, rate: .normal, range: 0...10_000,
                                                bounces: true, dimension: 844)
            #expect(abs(flick.velocity(at: tEdge + 1e-9) - crossing) < 1e-6 * abs(crossing))
            let after = samples(flick, from: tEdge, to: flick.duration)
            let peak = after.min { $0.x < $1.x }!
            #expect(abs(peak.t - tEdge - 1 / Bounce.flickFrequency) < 0.002, "peak \(peak.t - tEdge) s after the crossing")
            #expect(abs(-peak.x - abs(crossing) / (Bounce.flickFrequency * _exp(1))) < 0.01 * abs(peak.x))
            let out = after.filter { $0.t <= peak.t }, back = after.filter { $0.t >= peak.t }
            #expect(zip(out, out.dropFirst()).allSatisfy { $1.x <= $0.x + 1e-12 })
            #expect(zip(back, back.dropFirst()).allSatisfy { $1.x >= $0.x - 1e-12 })
            #expect(after.allSatisfy { $0.x <= 1e-12 } && flick.finalPosition == 0)
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
