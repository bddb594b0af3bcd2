import Foundation
import Testing
import ScrollGolden
import ScrollReelUIKit
import ScrollSimulation

/// A golden is only kept of a screen that plays the same twice; a verify that
/// fails because the screen never does says so first.
@MainActor
@Suite struct NondeterminismTests {
    /// A screen whose badge sits one point lower on every run (as a random number,
    /// a hash order or a clock would move it).
    final class Restless: UIViewController {
        nonisolated(unsafe) static var runs = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            Self.runs += 1
            let badge = UIView(frame: CGRect(x: 20, y: 100 + CGFloat(Self.runs), width: 40, height: 40))
            badge.backgroundColor = .systemRed
            view.addSubview(badge)
        }
    }

    /// The same screen, the same on every run.
    final class Steady: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let badge = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
            badge.backgroundColor = .systemRed
            view.addSubview(badge)
        }
    }

    func store(_ name: String) -> GoldenStore {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sr-nondeterminism-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: root)
        return GoldenStore(root: root)
    }

    let still = Script(duration: 0.2, steps: [])

    @Test func recordRefusesAScreenThatDiffersBetweenTwoRuns() throws {
        let store = store("record")
        defer { try? FileManager.default.removeItem(at: store.root) }
        let restless = GoldenCase(Demo(id: "restless", summary: "", defaultScript: still, viewController: { Restless() }))
        let error = #expect(throws: (any Error).self) { try Golden.record(restless, in: store) }
        let said = "\(error.map { "\($0)" } ?? "")"
        // (Its top edge and its bottom edge moved: two rows of 40 pixels.)
        #expect(said.hasPrefix("demo 'restless': this screen differs between two runs (keyframe 0: 80 pixels differ in x 20, y 1"), "\(said)")
        #expect(said.contains("not recorded; the usual causes: the wall clock"), "\(said)")
        #expect(!FileManager.default.fileExists(atPath: store.folder("restless").path), "nothing written")
        let steady = GoldenCase(Demo(id: "steady", summary: "", defaultScript: still, viewController: { Steady() }))
        try Golden.record(steady, in: store)
        #expect(try store.manifest("steady") != nil)
    }

    @Test func verifySaysWhenTheScreenIsWhyItFails() throws {
        let store = store("verify")
        defer { try? FileManager.default.removeItem(at: store.root) }
        // Recorded from the steady screen under the restless one's name, then verified restless.
        try Golden.record(GoldenCase(Demo(id: "screen", summary: "", defaultScript: still, viewController: { Steady() })), in: store)
        let restless = GoldenCase(Demo(id: "screen", summary: "", defaultScript: still, viewController: { Restless() }))
        let v = try Golden.verify(restless, in: store, acceptCommand: "record it")
        #expect(!v.passed)
        #expect(v.problems.first?.hasPrefix("this screen differs between two runs (keyframe 0:") == true, "\(v.problems)")
        // A plain regression is not called nondeterministic.
        let steady = GoldenCase(Demo(id: "screen", summary: "", defaultScript: still, viewController: { Steady() }))
        let moved = try Golden.verify(steady, in: store, acceptCommand: "record it") { scene in
            scene.window.rootViewController?.view.subviews.last?.center.x += 1
        }
        #expect(!moved.passed)
        #expect(!moved.problems.contains { $0.contains("differs between two runs") }, "\(moved.problems)")
    }
}
