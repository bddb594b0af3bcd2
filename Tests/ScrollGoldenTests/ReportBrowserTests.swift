import Foundation
import Testing
import ScrollDemos
import ScrollGolden
import ScrollKit
import ScrollSimulation

/// The HTML report, opened from disk by a real headless browser (Chromium, from
/// the system's packages; `scripts/bootstrap --test` installs it).
@Suite(.serialized) struct ReportBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
                           "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    func browser(_ args: [String]) throws -> String {
        let path = try #require(Self.chromium, "Chromium is not installed: run scripts/bootstrap --test")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                       "--virtual-time-budget=10000"] + args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theReportShowsEveryPictureInABrowser() throws {
        let store = try freshStore("report")
        let demo = GoldenCase(Demos.named("bubble-snap")!)
        let script = Script(steps: [.configure(scrollView: "main", settings: { var s = ScrollViewSettings(); s.decelerationRate = 0.99; return s }())]
                            + demo.demo.defaultScript.steps)
        let v = try Golden.verify(demo, in: store, acceptCommand: "scrollreel golden record bubble-snap", script: script)
        #expect(!v.passed)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sr-report-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let index = try FailureReport.write([v], to: dir)
        let dom = try browser(["--dump-dom", index.absoluteString])
        let failed = v.keyframes.filter(\.failed).count
        #expect(failed > 0)
        // Each failing keyframe shows expected, difference, actual, two in the slider and one toggle.
        #expect(dom.contains("data-images=\"\(failed * 6)/\(failed * 6)\""), "every picture loaded")
        #expect(dom.contains("scrollreel golden record bubble-snap"))
        #expect(dom.contains("targetContentOffset.x is"), "the trace difference is in the report")
        #expect(dom.contains("type=\"range\""), "a slider")
        // A picture of the report, for people who look at test artifacts.
        let shot = dir.appendingPathComponent("report.png")
        _ = try browser(["--window-size=1400,1000", "--screenshot=\(shot.path)", index.absoluteString])
        #expect(FileManager.default.fileExists(atPath: shot.path))
        try? FileManager.default.copyItem(at: shot, to: testArtifacts.appendingPathComponent("report-example.png"))
    }
}
