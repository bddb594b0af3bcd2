import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// A script played on a scene whose clock has already run (a second script in a
/// test, a script after a film) starts where the clock is: its steps and frames
/// count from then, so it plays as it would on a new scene.
@MainActor
@Suite struct SecondScriptTests {
    let drag: [Script.Step] = [.start(at: 1000), .touchDown(at: CGPoint(x: 195, y: 600)),
                               .moveTo(at: CGPoint(x: 195, y: 200), duration: 0.5), .touchUp]

    @Test func aDragOpeningASecondScriptMovesAsOnANewScene() throws {
        let fresh = try run(drag, duration: 1.5)
        let controller = TestController()
        _ = try run([.wait(duration: 1.25)], controller: controller)
        let second = try run(drag, duration: 1.5, controller: controller)
        // The same samples in the same frames. (Played from t = 0, every sample of the
        // move was due at once: the drag jumped 400 pt in its first frame.) The glide
        // after the release differs in the last bits only: its times are the clock's,
        // 1.25 s later.
        #expect(second.offsets.count == fresh.offsets.count)
        #expect(zip(second.offsets, fresh.offsets).allSatisfy { abs($0.y - $1.y) < 1e-9 && $0.x == $1.x })
        #expect(Array(second.offsets.prefix(32)) == Array(fresh.offsets.prefix(32)))
        #expect(second.names == fresh.names)
        #expect(second.frames.first?.time == 1.25)
        #expect(second.frames.count == fresh.frames.count)
    }

    @Test func aSecondScriptsCaptionIsShownFromItsOwnStart() throws {
        let controller = TestController()
        _ = try run([.wait(duration: 2)], controller: controller)
        let second = try run([.wait(duration: 0.5), .caption(text: "hello", duration: 1)], duration: 2, controller: controller)
        let shown = second.frames.filter { $0.caption != nil }.map(\.index)
        #expect(shown.first == 30)
        #expect(shown.last == 89)
    }
}
