import Testing
import Synchronization
import ScrollReelUIKit
import ScrollRender
@testable import ScrollSimulation

/// A screen that shows `Date()` draws the same on every run: while its scene
/// plays, the scene's thread reads the scene's own now (its start date plus the
/// virtual time); every other thread, and the same thread outside the scene,
/// read the machine's clock.
@MainActor
@Suite struct SceneDateTests {
    final class Screen: UIViewController {
        var seen: [(virtual: Double, date: Date)] = []
        var otherThread: Date?
        override func viewDidLoad() {
            super.viewDidLoad()
            seen.append((CACurrentMediaTime(), Date()))
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [self] in
                seen.append((CACurrentMediaTime(), Date()))
                // Another thread, at the same moment: the machine's clock.
                let read = Box()
                Thread { let d = Date(); read.date.withLock { $0 = d } }.start()
                while read.date.withLock({ $0 == nil }) { usleep(1000) }
                otherThread = read.date.withLock { $0 }
            }
        }
    }

    final class Box: Sendable { let date = Mutex<Date?>(nil) }

    /// The machine's time, as the kernel stamps a new file with it (no C library clock involved).
    func kernelNow() throws -> Date {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scene-date-\(getpid())")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    }

    @Test func aSceneReadsItsOwnNowAndNothingElseDoes() throws {
        let screen = Screen()
        var demo = Demo(id: "dated", summary: "", defaultScript: Script(duration: 1, steps: []), viewController: { screen })
        let start = Date(timeIntervalSince1970: 1_000_000_000)   // 9 September 2001, 01:46:40 UTC
        demo.startDate = start
        try Film(demo: demo).play { _, _ in }
        #expect(screen.seen.map(\.virtual) == [0, 0.5])
        #expect(screen.seen.map(\.date) == [start, start.addingTimeInterval(0.5)])
        let kernel = try kernelNow()
        let other = try #require(screen.otherThread)
        #expect(abs(other.timeIntervalSince(kernel)) < 600, "another thread reads the machine's clock: \(other) vs \(kernel)")
        #expect(abs(Date().timeIntervalSince(kernel)) < 600, "after the scene, this thread reads the machine's clock again")
    }

    @Test func theDefaultStartIsTheSameOnEveryRun() throws {
        func run() throws -> [Date] {
            let screen = Screen()
            let demo = Demo(id: "dated", summary: "", defaultScript: Script(duration: 1, steps: []), viewController: { screen })
            try Film(demo: demo).play { _, _ in }
            return screen.seen.map(\.date)
        }
        let first = try run()
        #expect(first.first == SceneClock.defaultStartDate)
        #expect(try run() == first)
    }
}
