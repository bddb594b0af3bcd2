import BenchmarkSupport
import Foundation
import ScrollReel
import ScrollDemos

// What a failing `golden verify` costs against a passing one, whole process,
// and where a failure's time goes. Each demo's golden is copied and its trace's
// header changed (the content size), so the run differs from frame 0 on, as a
// layout change would: the report then shows both whole films.
//   pass:  scrollreel golden verify DEMO --golden COPY           (median of runs)
//   fail:  the same against the changed copy, report included   (median of runs)
//   fail --markdown: the same, with the pull-request comment and its animations
// Then the failing verify once in this process, stage by stage, in CPU time.
// Usage: verify-benchmark PATH/TO/scrollreel [runs] [demos…]
let args = CommandLine.arguments
guard args.count >= 2 else { print("usage: verify-benchmark PATH/TO/scrollreel [runs] [demos…]"); exit(2) }
let tool = args[1]
let runs = args.count > 2 ? Int(args[2]) ?? 3 : 3
let demos = args.count > 3 ? Array(args[3...]) : MainActor.assumeIsolated { Demos.all.map(\.id) }
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("sr-verifybench-\(getpid())")
defer { try? FileManager.default.removeItem(at: tmp) }
let fm = FileManager.default

func copyGolden(_ demo: String, into root: URL, failing: Bool) throws {
    let id = demo.split(separator: "@").first.map(String.init) ?? demo
    try fm.createDirectory(at: root, withIntermediateDirectories: true)
    for name in try fm.contentsOfDirectory(atPath: repository.appendingPathComponent("golden").path) where name == id || name.hasPrefix(id + "@") {
        let target = root.appendingPathComponent(name)
        try fm.copyItem(at: repository.appendingPathComponent("golden").appendingPathComponent(name), to: target)
        guard failing else { continue }
        let trace = target.appendingPathComponent("trace.jsonl")
        var lines = try String(contentsOf: trace, encoding: .utf8).components(separatedBy: "\n")
        guard let i = lines.firstIndex(where: { $0.contains("\"contentSize\": [") }) else { continue }
        lines[i] = lines[i].replacingOccurrences(of: "\"contentSize\": [", with: "\"contentSize\": [1")
        try lines.joined(separator: "\n").write(to: trace, atomically: true, encoding: .utf8)
    }
}

/// The CPU time of every thread of this process so far.
func processCPU() -> Duration {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return .seconds(t.tv_sec) + .nanoseconds(t.tv_nsec)
}

func seconds(_ d: Duration) -> String { String(format: "%5.2f s", Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) }

print("whole process, median of \(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores; wall time, then CPU time (user + system,")
print("the worker's included: it moves less with the machine's load); load: the 1-minute load average when the demo was done")
print("demo              pass       fail (report)   fail / pass   fail --markdown   50 failing scenes |  CPU pass   CPU fail   fail / pass   CPU fail --markdown   fail / pass | load")
var stages: [(String, ReportTimings, verifyPass: Duration, verifyFail: Duration)] = []
for demo in demos {
    let passing = tmp.appendingPathComponent("pass-\(demo)"), failing = tmp.appendingPathComponent("fail-\(demo)")
    try copyGolden(demo, into: passing, failing: false)
    try copyGolden(demo, into: failing, failing: true)
    let artifacts = tmp.appendingPathComponent("artifacts-\(demo)")
    let passes = (0..<runs).map { _ in
        measureProcess(tool, ["golden", "verify", demo, "--golden", passing.path, "--artifacts", artifacts.path]) }
    let fails = (0..<runs).map { _ in
        try? fm.removeItem(at: artifacts)
        return measureProcess(tool, ["golden", "verify", demo, "--golden", failing.path, "--artifacts", artifacts.path], status: 1) }
    let markdown = tmp.appendingPathComponent("pr-\(demo).md")
    let commented = (0..<runs).map { _ in
        try? fm.removeItem(at: artifacts)
        return measureProcess(tool, ["golden", "verify", demo, "--golden", failing.path, "--artifacts", artifacts.path,
                                     "--markdown", markdown.path], status: 1) }
    let pass = median(passes.map(\.wall)), fail = median(fails.map(\.wall)), failMD = median(commented.map(\.wall))
    let passCPU = median(passes.map(\.cpu)), failCPU = median(fails.map(\.cpu)), failMDCPU = median(commented.map(\.cpu))
    print(demo.padding(toLength: 16, withPad: " ", startingAt: 0)
          + String(format: " %6.2f s   %8.2f s      %6.1fx     %8.2f s      %6.0f s       | %6.2f s   %6.2f s    %6.1fx     %8.2f s           %6.1fx    | %4.1f",
                   pass / 1000, fail / 1000, fail / pass, failMD / 1000, 50 * fail / 1000,
                   passCPU / 1000, failCPU / 1000, failCPU / passCPU, failMDCPU / 1000, failMDCPU / passCPU, loadAverage()))

    // The same failure in this process, stage by stage.
    // (A failing verify plays the scene twice, to tell a changed scene from one
    // that differs between two runs: its CPU beside a passing one's shows that.)
    let results = try MainActor.assumeIsolated { () throws -> (ReportTimings, Duration, Duration) in
        var spent: [Duration] = []
        var verifications: [Verification] = []
        for root in [passing, failing] {
            let started = processCPU()
            verifications = try GoldenCase.named(demo, in: Demos.all).map { try Golden.verify($0, in: GoldenStore(root: root), acceptCommand: "") }
            spent.append(processCPU() - started)
        }
        var timings = ReportTimings()
        try? fm.removeItem(at: artifacts)
        _ = try FailureReport.write(verifications, to: artifacts, timings: &timings, pullRequestAnimations: true)
        return (timings, spent[0], spent[1])
    }
    stages.append((demo, results.0, results.1, results.2))
}
// A film's frames recorded (the scene stepped: simulation and layout; its
// display lists), drawn alone, and encoded alone, per frame: the costs the
// report's films are made of.
print("\nper frame of a report film (scale 1): record (simulation, layout, display lists), drawing alone, WebP encoding alone, content digest")
for demo in demos {
    let (split, draw, encode, digest) = try MainActor.assumeIsolated { () throws -> ([Double], Double, Double, Double) in
        let film = Film(demo: Demos.named(demo.split(separator: "@").first.map(String.init) ?? demo)!, fps: 60)
        let (drawings, times) = try RecordTimes.measure { () throws -> [FrameDrawing] in
            let playback = try film.start()
            var drawings: [FrameDrawing] = []
            while try playback.next() != nil { drawings.append(try playback.drawing(scale: 1)) }
            return drawings
        }
        let renderer = try Renderer(viewport: film.viewport, scale: 1)
        var pictures: [Bitmap] = []
        let clock = ContinuousClock(), started = clock.now
        let n = drawings.count
        for (i, d) in drawings.enumerated() {
            let p = try renderer.draw(d)
            if i % 10 == 0 { pictures.append(p) }
        }
        let drawn = clock.now - started
        let t1 = clock.now
        for p in pictures { _ = try WebPStill.encode(p, quality: 70) }
        let encoded = clock.now - t1
        let t2 = clock.now
        for p in pictures { _ = p.digest }
        let digested = clock.now - t2
        func ms(_ d: Duration, _ count: Int) -> Double { (Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) * 1000 / Double(count) }
        return ([times.simulation, times.layout, times.recording].map { ms($0, n) }, ms(drawn, n), ms(encoded, pictures.count), ms(digested, pictures.count))
    }
    print(demo.padding(toLength: 16, withPad: " ", startingAt: 0)
          + String(format: "  record %5.2f ms (%5.2f %5.2f %5.2f)   draw %5.2f ms   encode %5.2f ms   digest %4.2f ms",
                   split.reduce(0, +), split[0], split[1], split[2], draw, encode, digest))
}

print("\nwhere a failure's time goes (one run in this process; the scenes step on the main thread,")
print("frames are drawn and encoded on every core meanwhile, the wait is what they add after the last frame)")
print("demo              this run's film   golden's film   encoders' wait   pictures   pr animation   report   frames drawn / encoded")
for (demo, t, _, _) in stages {
    print("\(demo.padding(toLength: 16, withPad: " ", startingAt: 0))  \(seconds(t.actualFilm))         \(seconds(t.goldenFilm))       \(seconds(t.encodersAfterDrawing))        \(seconds(t.pictures))    \(seconds(t.pullRequestAnimation))      \(seconds(t.total))   \(t.framesDrawn) / \(t.framesEncoded)")
}

// The same run in CPU time: what each stage cost, whichever threads did it.
print("\nthe same in CPU time (s; main thread: the films' stepping and recording, of which digests and thumbnails;")
print("painting and encoding summed over their threads; the report's total is every thread of the process,")
print("with the pull-request animation, which `golden verify` makes only with --markdown; verify: the whole")
print("verification of the passing and of the failing copy, which plays the scene twice)")
print("demo             verify pass  fail | run's film  golden's  digests  thumbs | painting  encoding | pictures | pr frames  pr webp  pr gif | report")
for (demo, t, verifyPass, verifyFail) in stages {
    let c = t.cpu
    print(demo.padding(toLength: 16, withPad: " ", startingAt: 0) + " " + [verifyPass, verifyFail].map(seconds).joined(separator: " ")
          + " | " + [c.actualFilm, c.goldenFilm, c.digests, c.thumbnails].map(seconds).joined(separator: " ")
          + " | " + [c.painting, c.encoding].map(seconds).joined(separator: " ")
          + " | " + seconds(c.pictures)
          + " | " + [c.pullRequestFrames, c.pullRequestWebP, c.pullRequestGIF].map(seconds).joined(separator: " ")
          + " | " + seconds(c.total))
}
