import Foundation
import QuartzCore
import Testing

/// Display links on the scene's virtual display: which frames they fire at for the rate they
/// ask for, and the timestamps they give their target.
@MainActor
@Suite struct CADisplayLinkTests {
    /// What a link saw at each fire: its `timestamp`, `targetTimestamp` and `duration`.
    struct Fire: Equatable, CustomStringConvertible {
        let timestamp, targetTimestamp, duration: Double
        var description: String { "\(timestamp)→\(targetTimestamp) (\(duration))" }
    }

    /// A link that records each of its fires.
    final class RecordingLink: CADisplayLink {
        var fired: [Fire] = []
        init() {
            super.init { l in
                (l as? RecordingLink)?.fired.append(Fire(timestamp: l.timestamp, targetTimestamp: l.targetTimestamp,
                                                         duration: l.duration))
            }
        }
    }

    func link() -> RecordingLink { RecordingLink() }

    /// Plays `frames` display frames at `hz` (frame k at k / hz) with `link` added in `mode`
    /// before the first; `between(k)` runs before frame k. Returns the link's fires.
    func fires(of link: RecordingLink, hz: Double = 60, frames: Int, mode: VirtualTime.RunLoop.Mode = .common,
               between: (Int, SceneClock) -> Void = { _, _ in }) -> [Fire] {
        let clock = SceneClock()
        clock.displayFrameInterval = 1 / hz  // (as a film sets it)
        clock.run { link.add(to: .main, forMode: mode) }
        for k in 0..<frames {
            between(k, clock)
            clock.advance(to: Double(k) / hz)
            clock.displayLinkFired()
        }
        return link.fired
    }

    /// The fires at display frames `ks` of a display at `hz`, each `every` frames from the next.
    func expected(_ ks: [Int], every n: Int, hz: Double = 60) -> [Fire] {
        ks.map { Fire(timestamp: Double($0) / hz, targetTimestamp: Double($0) / hz + Double(n) * (1 / hz), duration: 1 / hz) }
    }

    @Test func aLinkWithNoPreferenceFiresAtEveryFrame() {
        let l = link()
        #expect(fires(of: l, frames: 5) == expected([0, 1, 2, 3, 4], every: 1))
    }

    /// 30 fps on a 60 Hz display: every second frame; `duration` stays the display's frame
    /// time, and `targetTimestamp - timestamp` is the link's.
    @Test func thirtyFramesPerSecondFireAtEverySecondFrameOfASixtyHertzDisplay() {
        let l = link()
        l.preferredFramesPerSecond = 30
        #expect(fires(of: l, frames: 9) == expected([0, 2, 4, 6, 8], every: 2))
        #expect(abs(l.targetTimestamp - l.timestamp - 2.0 / 60) < 1e-12)
        #expect(l.duration == 1.0 / 60)
    }

    /// A rate the display cannot give becomes the nearest it can: 60 / n (24 fps: 20, nearer
    /// than 30).
    @Test func aRateTheDisplayCannotGiveBecomesTheNearestWholeDivision() {
        for (asked, n) in [(40, 2), (45, 1), (20, 3), (24, 3), (26, 2), (1, 60), (500, 1)] {
            let l = link()
            l.preferredFramesPerSecond = asked
            let fired = fires(of: l, frames: 121).map { Int(($0.timestamp * 60).rounded()) }
            #expect(fired == Array(stride(from: 0, to: 121, by: n)), "\(asked) fps")
        }
    }

    /// The range's preferred rate decides, kept within its minimum and maximum; with no
    /// preferred rate, the maximum does; the range takes precedence over preferredFramesPerSecond.
    @Test func aFrameRateRangeChoosesTheRate() {
        for (range, n) in [(CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20), 3),
                           (CAFrameRateRange(minimum: 8, maximum: 15), 4),
                           (CAFrameRateRange(minimum: 30, maximum: 60, preferred: 10), 2),
                           (CAFrameRateRange(minimum: 10, maximum: 40, preferred: 45), 2)] {
            let l = link()
            l.preferredFramesPerSecond = 60
            l.preferredFrameRateRange = range
            let ks = fires(of: l, frames: 13).map { Int(($0.timestamp * 60).rounded()) }
            #expect(ks == Array(stride(from: 0, to: 13, by: n)), "\(range)")
        }
    }

    /// On a 30 Hz display (a 30 fps film), a 30 fps link fires at every frame.
    @Test func thirtyFramesPerSecondOnAThirtyHertzDisplayIsEveryFrame() {
        let l = link()
        l.preferredFramesPerSecond = 30
        #expect(fires(of: l, hz: 30, frames: 4) == expected([0, 1, 2, 3], every: 1, hz: 30))
    }

    @Test func theDeprecatedFrameIntervalSkipsFrames() {
        let l = link()
        l.frameInterval = 3
        #expect(fires(of: l, frames: 7) == expected([0, 3, 6], every: 3))
    }

    @Test func frameRateRangeAsCoreAnimationHasIt() {
        #expect(CAFrameRateRange.default == CAFrameRateRange())
        #expect(CAFrameRateRange.default.minimum == 0 && CAFrameRateRange.default.maximum == 0)
        #expect(CAFrameRateRange.default.preferred == nil)
        var r = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 0)
        #expect(r.preferred == nil, "0 is no preference")
        r.preferred = 60
        #expect(r == CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60))
        #expect(r != CAFrameRateRange(minimum: 30, maximum: 120))
    }

    /// A paused link skips frames and fires again at the first frame after it resumes.
    @Test func aPausedLinkSkipsFramesAndResumesAtTheNextFrame() {
        let l = link()
        l.preferredFramesPerSecond = 30
        let got = fires(of: l, frames: 10) { k, _ in
            if k == 1 { l.isPaused = true }
            if k == 5 { l.isPaused = false }
        }
        #expect(got == expected([0, 5, 7, 9], every: 2))
    }

    /// In the default mode a link waits while a scroll view tracks a finger, and fires at the
    /// first frame back in its mode (its interval is long up); in the common modes it fires
    /// through.
    @Test func aDefaultModeLinkWaitsWhileTheRunLoopTracks() {
        let finger = NSObject()
        let track: (Int, SceneClock) -> Void = { k, clock in
            if k == 2 { clock.setTracking(finger, true) }
            if k == 5 { clock.setTracking(finger, false) }
        }
        let inDefault = link(), inCommon = link()
        inDefault.preferredFramesPerSecond = 30
        inCommon.preferredFramesPerSecond = 30
        #expect(fires(of: inDefault, frames: 9, mode: .default, between: track) == expected([0, 5, 7], every: 2))
        #expect(fires(of: inCommon, frames: 9, mode: .common, between: track) == expected([0, 2, 4, 6, 8], every: 2))
    }

    /// Invalidated, or removed from its last mode, a link never fires again and lets the
    /// scene come to rest.
    @Test func anInvalidatedLinkStopsAndLetsTheSceneRest() {
        let l = link()
        var clock: SceneClock?
        let got = fires(of: l, frames: 4) { k, c in
            clock = c
            #expect(c.isAtRest == (k >= 2), "frame \(k)")
            if k == 1 { l.remove(from: .main, forMode: .common) }
        }
        #expect(got == expected([0], every: 1))
        #expect(!l.isValid)
        clock?.run { l.add(to: .main, forMode: .common) }
        #expect(clock?.isAtRest == true, "an invalidated link cannot be added again")
    }
}
