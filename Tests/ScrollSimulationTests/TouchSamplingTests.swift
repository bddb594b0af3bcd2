import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// A finger is sampled on the digitizer's fixed 120 Hz clock, so that a finger
/// moving at constant speed moves the content by the same amount every frame.
@MainActor
@Suite struct TouchSamplingTests {
    /// Slow drags of lengths that are not whole ticks (0.7 s is 84.000…01 ticks in
    /// floating point), started on and off the clock: every frame of the steady
    /// part moves the content the same distance.
    @Test(arguments: [(0.7, 0.5), (0.7, 0.5037), (0.93, 0.25), (1.3, 1.0 / 3)])
    func aSteadyFingerMovesTheContentEvenly(_ move: (duration: Double, start: Double)) throws {
        let r = try run([.start(at: 1000), .wait(duration: move.start),
                         .touchDown(at: CGPoint(x: 195, y: 700)),
                         .moveTo(at: CGPoint(x: 195, y: 700 - 200 * move.duration), duration: move.duration),
                         .hold(duration: 0.1), .touchUp, .wait(duration: 0.2)])
        let steps = zip(r.offsets.dropFirst(), r.offsets).map { $0.y - $1.y }
        // The frames of the move once the pan has begun and before the finger arrives.
        let moving = steps.indices.filter { steps[$0] > 0 }
        let steady = Array(steps[(moving.first! + 2)...(moving.last! - 2)])
        #expect(steady.count > 20)
        let spread = steady.max()! - steady.min()!
        #expect(spread < 1e-6, "per-frame steps \(steady)")
        #expect(abs(steady[0] - 200.0 / 60) < 1e-6, "200 pt/s is 3.33 pt a frame")
    }

    /// The finger still arrives exactly where the step says, at its end, even
    /// when the end falls between two ticks.
    @Test func theLastSampleIsWhereTheFingerArrives() throws {
        let r = try run([.start(at: 1000), .touchDown(at: CGPoint(x: 195, y: 700)),
                         .moveTo(at: CGPoint(x: 195, y: 561), duration: 0.7013), .hold(duration: 0.1), .touchUp])
        // Frame 43 (t = 0.7167 s) is during the hold.
        #expect(r.frames[43].touches == [CGPoint(x: 195, y: 561)])
        #expect(r.frames[41].touches != [CGPoint(x: 195, y: 561)], "still on its way at 0.683 s")
    }
}
