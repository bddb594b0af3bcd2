import Testing
@testable import ScrollReelUIKit
import ScrollPhysics
import ScrollDemos
@testable import ScrollSimulation

/// Every demo's default run, sampled at 240 fps: from one frame to the next, no
/// scroll view's offset or scale, as shown on screen (the presentation value, with
/// what `UIView.animate` still adds), may move further than what moves it explains.
///
/// What explains a change between two frames:
/// - the running motion and view animations: at most the larger of their speeds at
///   the two frames times the frame time (5 % more for the curvature within a frame);
/// - a finger on the scroll view: the content never moves further than the finger
///   (the rubber band only shortens it), read from the finger's own touch samples;
///   a pinch scales by at most the ratio of the fingers' spread;
/// - a motion that comes to rest places the content exactly, from at most half a
///   pixel at 3x away (`Spring.distanceTolerance`; for a scale, that distance at the
///   far corner of the zoomed view), and a paging settle from at most UIKit's own
///   snap distance (`PagingSettle.snapDistance`), and a paging settle under way
///   shows a pixel more than it moves (it is placed on the pixel grid each frame).
/// Frames in which code placed the content (`contentOffset`, `setContentOffset(_:
/// animated: false)`, `zoomScale`: a script's step, the
/// carousel's wrap, SwipeView's re-centring, a linked scroll view) are known by the
/// scroll view's count of placements and are not held to this.
@MainActor
@Suite struct MotionContinuityTests {
    static let fps = 240.0

    struct Sample {
        let offset: CGPoint
        let scale: Double
        let velocity: (offset: CGPoint, scale: Double)
        let placements: Int
        let extent: Double
        let bounds: CGSize
        let moving: Bool
        let paging: Bool
    }

    /// A finger at one frame: where it was and what it drove.
    @MainActor struct Finger {
        let session: TouchSession
        let location: CGPoint
        let drives: [ObjectIdentifier]
        let pinches: ObjectIdentifier?
        init(_ s: TouchSession) {
            session = s
            location = s.location
            drives = (s.scrollViews + [s.panning, s.pinching].compactMap { $0 }).map(ObjectIdentifier.init)
            pinches = s.pinching.map(ObjectIdentifier.init)
        }
    }

    nonisolated static var runs: [(name: String, demo: Demo, variant: String?)] {
        Demos.all.flatMap { demo -> [(String, Demo, String?)] in
            demo.variants.isEmpty ? [(demo.id, demo, nil)] : demo.variants.map { ("\(demo.id)@\($0)", demo, $0) }
        }
    }

    @Test(arguments: runs.map(\.name))
    func noScrollViewJumpsInTheDefaultRun(_ name: String) throws {
        let (_, demo, variant) = Self.runs.first { $0.name == name }!
        let jumps = try Self.jumps(demoScene(demo.id, variant: variant), demo.defaultScript, name)
        #expect(jumps.checked > 100, "\(name): only \(jumps.checked) frame steps were checked")
        for j in jumps.found { Issue.record(Comment(rawValue: j)) }
    }

    /// Hand-overs from one motion to another that the default runs may not reach.
    nonisolated static let handOvers: [(name: String, script: [Script.Step], scene: @MainActor @Sendable () throws -> Scene)] = [
        ("a flick into the top edge", [.start(at: 300), .fling(scrollView: "main", velocity: CGPoint(x: 0, y: -2600), duration: 0.1),
                                       .wait(duration: 1.5)], { TestController().scene }),
        ("a bounce caught by a finger, dragged and let go",
         [.start(at: 8440 - 844 - 300), .flingDown(3000), .wait(duration: 0.15), .touchDown(at: CGPoint(x: 195, y: 400)),
          .moveTo(at: CGPoint(x: 195, y: 300), duration: 0.2), .touchUp, .wait(duration: 1.5)], { TestController().scene }),
        ("a held release caught and let go without a move",
         [.touchDown(at: CGPoint(x: 195, y: 200)), .moveTo(at: CGPoint(x: 195, y: 500), duration: 0.4), .hold(duration: 0.2),
          .touchUp, .wait(duration: 0.15), .touchDown(at: CGPoint(x: 195, y: 400)), .hold(duration: 0.1), .touchUp,
          .wait(duration: 1)], { TestController().scene }),
        ("a flick back into the content from a pull",
         [.touchDown(at: CGPoint(x: 195, y: 200)), .moveTo(at: CGPoint(x: 195, y: 400), duration: 0.3),
          .moveTo(at: CGPoint(x: 195, y: 250), duration: 0.08), .touchUp, .wait(duration: 1.5)], { TestController().scene }),
        ("an animated setContentOffset interrupted by a drag",
         [.setContentOffset(scrollView: "main", offset: CGPoint(x: 0, y: 1500), animated: true), .wait(duration: 0.12),
          .touchDown(at: CGPoint(x: 195, y: 400)), .moveTo(at: CGPoint(x: 195, y: 200), duration: 0.2), .touchUp,
          .wait(duration: 2)], { TestController().scene }),
        ("paging: a flick, a slow release, a pull past the first page",
         [.fling(scrollView: "main", velocity: CGPoint(x: 3000, y: 0), duration: 0.1), .wait(duration: 0.6),
          .touchDown(at: CGPoint(x: 300, y: 400)), .moveTo(at: CGPoint(x: 150, y: 400), duration: 0.75), .touchUp,
          .wait(duration: 0.8), .setContentOffset(scrollView: "main", offset: .zero, animated: false),
          .touchDown(at: CGPoint(x: 100, y: 400)), .moveTo(at: CGPoint(x: 300, y: 400), duration: 0.2), .touchUp,
          .wait(duration: 1)],
         { TestController(contentSize: CGSize(width: 390 * 10, height: 844)) { $0.isPagingEnabled = true }.scene }),
        ("zoom: a pinch during a deceleration, a pan past the edges zoomed, a pinch past the minimum at a corner",
         [.pinch(center: CGPoint(x: 195, y: 420), scale: 2.5, duration: 0.5), .wait(duration: 0.3),
          .fling(scrollView: "main", velocity: CGPoint(x: 1500, y: 2500), duration: 0.1), .wait(duration: 0.2),
          .pinch(center: CGPoint(x: 200, y: 400), scale: 2, duration: 0.4), .wait(duration: 1),
          .touchDown(at: CGPoint(x: 100, y: 300)), .moveTo(at: CGPoint(x: 350, y: 700), duration: 0.3), .touchUp,
          .wait(duration: 1.5), .pinch(center: CGPoint(x: 60, y: 120), scale: 0.2, duration: 0.5), .wait(duration: 1.5)],
         { try demoScene("zoom") }),
        ("zoom: a pinch that catches the return from past the maximum",
         [.pinch(center: CGPoint(x: 195, y: 420), scale: 4, duration: 0.5), .wait(duration: 0.15),
          .pinch(center: CGPoint(x: 195, y: 420), scale: 0.9, duration: 0.5), .wait(duration: 2)],
         { try demoScene("zoom") }),
    ]

    @Test(arguments: handOvers.map(\.name))
    func noScrollViewJumpsWhereOneMotionHandsOverToAnother(_ name: String) throws {
        let run = Self.handOvers.first { $0.name == name }!
        let jumps = try Self.jumps(try run.scene(), Script(steps: run.script), name)
        #expect(jumps.checked > 100)
        for j in jumps.found { Issue.record(Comment(rawValue: j)) }
    }

    /// Every frame step of `script` on `scene` at 240 fps that what moves the
    /// content does not explain, in words, and how many steps were held to it.
    static func jumps(_ scene: Scene, _ script: Script, _ name: String) throws -> (found: [String], checked: Int) {
        let window = scene.window
        // (By scroll view: the scroll views on screen change as screens are pushed and presented.)
        var samples: [[ObjectIdentifier: Sample]] = []
        var fingersByFrame: [[Finger]] = []
        var names: [ObjectIdentifier: String] = [:]
        var times: [Double] = []
        try Stage(scene: scene).run(script, fps: Int(Self.fps)) { frame in
            times.append(frame.time)
            fingersByFrame.append(window.touches.inOrder.map(Finger.init))
            samples.append(Dictionary(uniqueKeysWithValues: scene.scrollViews.map { _, sv in
                let zoomed = sv.delegate?.viewForZooming(in: sv)?.bounds.size ?? sv.contentSize
                // What is on screen: the model value plus what view animations still add.
                let v = sv.motionVelocity
                let animated = sv.presentationBoundsOriginVelocity
                return (ObjectIdentifier(sv),
                        Sample(offset: sv.presentation.bounds.origin, scale: sv.zoomScale,
                               velocity: (v.offset + animated, v.scale),
                               placements: sv.placements, extent: max(zoomed.width, zoomed.height, 1),
                               bounds: sv.bounds.size, moving: sv.isInMotion, paging: sv.isPagingEnabled))
            }))
            for (name, sv) in scene.scrollViews { names[ObjectIdentifier(sv)] = name }
        }
        let dt = 1 / Self.fps
        let allowance = Spring.distanceTolerance + 1e-9
        var checked = 0
        var found: [String] = []
        for i in 1..<times.count {
            let (f0, f1) = (fingersByFrame[i - 1], fingersByFrame[i])
            // A finger down at either frame: where it was at the other one is where it
            // came down or lifted.
            var fingers: [(from: CGPoint, to: CGPoint, drives: [ObjectIdentifier], pinches: ObjectIdentifier?)] = []
            for f in f0 {
                let to = f1.first { $0.session === f.session }?.location ?? f.session.location
                fingers.append((f.location, to, f.drives, f.pinches))
            }
            for f in f1 where !f0.contains(where: { $0.session === f.session }) {
                fingers.append((f.session.start, f.location, f.drives, f.pinches))
            }
            for (id, b) in samples[i].sorted(by: { (names[$0.key] ?? "") < (names[$1.key] ?? "") }) {
                // A scroll view that came on screen at this frame has no step to check.
                guard let a = samples[i - 1][id], let svName = names[id], a.placements == b.placements else { continue }
                checked += 1
                let mine = fingers.filter { $0.drives.contains(id) }
                let fingerX = mine.reduce(0) { $0 + abs($1.to.x - $1.from.x) }
                let fingerY = mine.reduce(0) { $0 + abs($1.to.y - $1.from.y) }
                // A pinch: the scale follows the spread, the offset keeps the point
                // under the fingers' midpoint (at most the content's extent away).
                var pinchScale = 0.0, pinchOffset = 0.0
                let pinching = mine.filter { $0.pinches == id }
                if pinching.count == 2 {
                    let spread0 = (pinching[0].from - pinching[1].from).length
                    let spread1 = (pinching[0].to - pinching[1].to).length
                    pinchScale = max(a.scale, b.scale) * abs(spread1 - spread0) / max(min(spread0, spread1), 1)
                    let anchor = (max(a.offset.length, b.offset.length) + a.bounds.width + a.bounds.height)
                        / min(a.scale, b.scale)
                    pinchOffset = anchor * pinchScale
                }
                func explained(_ v0: Double, _ v1: Double) -> Double { max(abs(v0), abs(v1)) * dt * 1.05 }
                // A paging settle that ended between the frames snapped onto its page;
                // one under way is placed on the pixel grid at each frame (UIKit's rule),
                // so a frame may show up to a whole pixel (1/3 pt) more than it moved.
                let snap = a.paging && a.moving && !b.moving ? PagingSettle.snapDistance
                    : a.paging && (a.moving || b.moving) ? 1.0 / 3 - Spring.distanceTolerance : 0
                let dx = abs(b.offset.x - a.offset.x), dy = abs(b.offset.y - a.offset.y)
                let okX = explained(a.velocity.offset.x, b.velocity.offset.x) + fingerX + pinchOffset + allowance + snap
                let okY = explained(a.velocity.offset.y, b.velocity.offset.y) + fingerY + pinchOffset + allowance + snap
                // The scale, as the distance its change moves the far corner of the zoomed view.
                let ds = abs(b.scale - a.scale) * a.extent
                let okS = (explained(a.velocity.scale, b.velocity.scale) + pinchScale) * a.extent + allowance
                if !(dx <= okX && dy <= okY) {
                    found.append("\(name) \"\(svName)\" frame \(i) (t = \(times[i])): the offset moves (\(dx), \(dy)) pt in one frame; its motion and fingers explain (\(okX), \(okY))")
                }
                if !(ds <= okS) {
                    found.append("\(name) \"\(svName)\" frame \(i) (t = \(times[i])): the scale moves \(b.scale - a.scale) (\(ds) pt at the far corner); its motion and fingers explain \(okS) pt")
                }
            }
        }
        return (found, checked)
    }
}
