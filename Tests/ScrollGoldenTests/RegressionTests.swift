import Foundation
import Testing
import ScrollDemos
import ScrollDiff
import ScrollGolden
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// A golden of bubble-snap recorded afresh in a temporary folder, so that these
/// tests do not depend on the repository's goldens.
@MainActor
func freshStore(_ name: String, demo: String = "bubble-snap") throws -> GoldenStore {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sr-golden-\(getpid())-\(name)")
    try? FileManager.default.removeItem(at: root)
    let store = GoldenStore(root: root)
    try Golden.record(GoldenCase(Demos.named(demo)!), in: store)
    return store
}

/// Moves the navigation bar's title one point right, wherever the bar keeps it
/// (a bar on a material holds its subviews in a content view).
@MainActor
func moveTitleOnePoint(in scene: Scene) {
    func labels(in view: UIView) -> [UILabel] { ((view as? UILabel).map { [$0] } ?? []) + view.subviews.flatMap(labels) }
    labels(in: scene.window).first { $0.text == "snap" }?.center.x += 1
}

@MainActor
func listing(_ dir: URL) -> [String: Date] {
    var out: [String: Date] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] {
        let attrs = try? FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(name).path)
        out[name] = attrs?[.modificationDate] as? Date
    }
    return out
}

@MainActor
@Suite(.serialized) struct RegressionTests {
    let demo = GoldenCase(Demos.named("bubble-snap")!)

    @Test func reRenderingOnTheSameMachinePasses() throws {
        let store = try freshStore("same")
        for _ in 0..<2 {
            let v = try Golden.verify(demo, in: store, acceptCommand: "record it")
            #expect(v.passed, "\(v.report)")
            #expect(v.keyframes.allSatisfy { $0.difference?.verdict == .identical })
        }
    }

    @Test func aChangedDecelerationRateFailsInTheTrace() throws {
        let store = try freshStore("rate")
        let script = Script(steps: [.configure(scrollView: "main", settings: { var s = ScrollViewSettings(); s.decelerationRate = 0.99; return s }())]
                            + demo.demo.defaultScript.steps)
        let v = try Golden.verify(demo, in: store, acceptCommand: "record it", script: script)
        #expect(!v.passed)
        let trace = try #require(v.traceDifference)
        // The first release of bubble-snap's script (its caption is read before the fling).
        #expect(trace.hasPrefix("frame 102 (t = 1.7 s): scrollViewWillEndDragging of \"main\": targetContentOffset.x is"), "\(trace)")
        #expect(trace.contains("but the golden has 807.859"))
    }

    @Test func aViewMovedByOnePointFailsInThePictures() throws {
        let store = try freshStore("moved")
        let v = try Golden.verify(demo, in: store, acceptCommand: "record it") { scene in
            moveTitleOnePoint(in: scene)
        }
        #expect(!v.passed)
        #expect(v.traceDifference == nil, "the motion is the same")
        let failed = v.keyframes.filter(\.failed)
        #expect(failed.count == v.keyframes.count, "the title is in every frame")
        let box = try #require(failed[0].difference?.boundingBox)
        #expect(box.y < 91 && box.x > 150 && box.x + box.width < 240, "the box is around the title: \(box)")
        #expect(v.problems[0].hasPrefix("keyframe 0 (start, t = 0 s):"), "\(v.problems[0])")
    }

    @Test func aChangedTextFails() throws {
        let store = try freshStore("text")
        let v = try Golden.verify(demo, in: store, acceptCommand: "record it") { scene in
            let labels = scene.scrollView(named: "main")!.subviews.compactMap { $0 as? UILabel }
            labels[12].text = "#x"
        }
        #expect(!v.passed && v.traceDifference == nil)
        // Bubble #12 is on screen from the settle of the first fling to the end.
        let failed = v.keyframes.filter(\.failed).map(\.keyframe.phase)
        #expect(failed.contains("rest") && !failed.contains("start"))
    }

    @Test func aChangedColourFails() throws {
        let store = try freshStore("colour")
        let v = try Golden.verify(demo, in: store, acceptCommand: "record it") { scene in
            for case let bubble as UILabel in scene.scrollView(named: "main")!.subviews { bubble.backgroundColor = UIColor(hex: 0xd25a62) }
        }
        #expect(!v.passed && v.keyframes.allSatisfy(\.failed))
        #expect(v.keyframes[0].difference!.differingPixels > 5000)
    }

    @Test func aMissingGoldenFailsAndStillShowsThePictures() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sr-golden-\(getpid())-missing")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let nowhere = try Golden.verify(demo, in: GoldenStore(root: root), acceptCommand: "record it")
        #expect(!nowhere.passed && nowhere.missing)
        #expect(nowhere.problems == ["there is no golden for bubble-snap: the goldens folder \(root.path) does not exist"])
        #expect(!FileManager.default.fileExists(atPath: root.path), "verify never records")

        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let v = try Golden.verify(demo, in: GoldenStore(root: root), acceptCommand: "record it")
        #expect(!v.passed && v.missing)
        #expect(v.problems == ["there is no golden for bubble-snap in \(root.path)/bubble-snap"])
        #expect(!v.keyframes.isEmpty && v.keyframes.allSatisfy { $0.expected == nil && $0.failed })
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty, "verify never records")
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("sr-artifacts-\(getpid())-missing")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        _ = try FailureReport.write([v], to: artifacts)
        let files = try FileManager.default.contentsOfDirectory(atPath: artifacts.appendingPathComponent("bubble-snap").path)
        #expect(files.filter { $0.hasSuffix("-composite.png") }.count == v.keyframes.count)
    }

    @Test func verifyNeverWritesIntoTheGoldensFolder() throws {
        let store = try freshStore("readonly")
        let before = listing(store.folder("bubble-snap"))
        let v = try Golden.verify(demo, in: store, acceptCommand: "record it") { scene in scene.scrollView(named: "main")!.subviews[3].backgroundColor = .black }
        #expect(!v.passed)
        #expect(listing(store.folder("bubble-snap")) == before)
    }

    @Test func otherLibraryVersionsAreNamedFirst() throws {
        let store = try freshStore("versions")
        let url = store.folder("bubble-snap").appendingPathComponent("manifest.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"pango\": \"", with: "\"pango\": \"0.")
        try Data(text.utf8).write(to: url)
        // Same pixels: the version note alone is no failure.
        #expect(try Golden.verify(demo, in: store, acceptCommand: "record it").passed)
        let v = try Golden.verify(demo, in: store, acceptCommand: "record it") { scene in scene.scrollView(named: "main")!.subviews[3].backgroundColor = .black }
        #expect(v.problems[0].hasPrefix("this machine draws with other versions than the golden's (the usual cause): pango 0.1.50"))
    }

    @Test func recordReplacesTheGoldenWholeAndLeavesNoTemporaryFiles() throws {
        let store = try freshStore("rerecord")
        let dir = store.folder("bubble-snap")
        try Data([1, 2, 3]).write(to: dir.appendingPathComponent("frame-0999.png"))
        try Golden.record(demo, in: store)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        let manifest = try #require(try store.manifest("bubble-snap"))
        #expect(names == (manifest.keyframes.map(\.fileName) + ["manifest.json", "trace.jsonl"]).sorted())
        #expect(manifest.keyframes.count <= KeyframeSelection.maximum)
    }

    @Test func shardsSplitTheDemosDeterministicallyAndCompletely() {
        let ids = GoldenCase.all(in: Demos.all).map(\.id)
        #expect(ids.count == Demos.all.count + 2, "every demo, and lazy-load once per strategy")
        let shards = (1...3).map { Golden.shard(ids, index: $0, count: 3) }
        #expect(shards.flatMap { $0 }.sorted() == ids.sorted())
        #expect(shards == (1...3).map { Golden.shard(ids.reversed(), index: $0, count: 3) })
        #expect(shards.allSatisfy { abs($0.count - ids.count / 3) <= 1 }, "balanced")
    }
}

@MainActor
@Suite struct KeyframeSelectionTests {
    /// Frames 0...n at 60 fps, with `motion` over the given ranges.
    func frames(_ n: Int, _ motions: [(ClosedRange<Int>, TraceFrame.Motion)], events: [Int: [String]] = [:]) -> [TraceFrame] {
        (0...n).map { i in
            TraceFrame(index: i, time: Double(i) / 60, events: events[i] ?? [], motion: motions.first { $0.0.contains(i) }?.1)
        }
    }

    @Test func coversEveryPhaseOfAFlick() {
        let f = frames(200, [(11...20, .drag), (21...119, .deceleration)],
                       events: [10: ["scrollViewWillBeginDragging"],
                                20: ["scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating"],
                                120: ["scrollViewDidEndDecelerating"]])
        let k = KeyframeSelection.select(f)
        #expect(k.map(\.frame) == [0, 15, 20, 70, 120, 200])
        #expect(k.map(\.phase) == ["start", "drag", "release", "mid-deceleration", "settle", "rest"])
    }

    /// A phase is named from what moves: the rest between two motions is not
    /// "mid-animation", and a scroll-to-top animation after a long rest gets its
    /// keyframe inside it (the feed of the report: 4.95 s at rest, 5.75–6.05 s moving).
    @Test func phasesAreNamedFromWhatMoves() {
        let f = frames(420, [(11...20, .drag), (21...119, .deceleration), (345...363, .animation)],
                       events: [20: ["scrollViewWillEndDragging"], 120: ["scrollViewDidEndDecelerating"],
                                364: ["scrollViewDidScrollToTop"]])
        let k = KeyframeSelection.select(f)
        let inside = k.filter { (345...363).contains($0.frame) }
        #expect(inside.map(\.phase) == ["mid-animation"], "\(k)")
        #expect(!k.contains { (121...344).contains($0.frame) && $0.phase != "settle" }, "nothing named for a rest: \(k)")
        #expect(k.contains { $0.frame == 364 && $0.phase == "settle" })
    }

    @Test func neverKeepsMoreThanSixteenButKeepsLongAnimations() {
        var motions: [(ClosedRange<Int>, TraceFrame.Motion)] = []
        var events: [Int: [String]] = [:]
        for g in 0..<40 {
            motions.append(((g * 50 + 2)...(g * 50 + 9), .drag))
            motions.append(((g * 50 + 10)...(g * 50 + 39), .deceleration))
            events[g * 50 + 9] = ["scrollViewWillEndDragging"]
        }
        motions.append((2010...2030, .animation))
        let k = KeyframeSelection.select(frames(2100, motions, events: events))
        #expect(k.count == 16 && k.first?.phase == "start" && k.last?.phase == "rest")
        #expect(k.map(\.frame) == k.map(\.frame).sorted())
        #expect(k.contains { (2010...2030).contains($0.frame) && $0.phase == "mid-animation" }, "a 0.35 s animation keeps its keyframe")
    }
}

@MainActor
@Suite struct TraceDiffTests {
    let line = #"{"frame": 3, "t": 0.05, "scrollViews": {"main": {"contentOffset": [0, 120.5], "contentSize": [390, 8440], "bounds": [390, 844], "zoomScale": 1, "isTracking": false, "isDragging": true, "isDecelerating": true}}, "events": [], "metrics": {"n": 1}}"#

    @Test func namesTheFrameTheScrollViewAndTheField() {
        let changed = line.replacingOccurrences(of: "120.5", with: "121")
        #expect(TraceDiff.firstDifference(expected: [line], actual: [changed])
                == "frame 0 (t = 0.05 s): scroll view \"main\": contentOffset.y is 121 but the golden has 120.5")
        let flag = line.replacingOccurrences(of: "\"isDragging\": true", with: "\"isDragging\": false")
        #expect(TraceDiff.firstDifference(expected: [line], actual: [flag])
                == "frame 0 (t = 0.05 s): scroll view \"main\": isDragging is false but the golden has true")
        let metric = line.replacingOccurrences(of: "\"n\": 1", with: "\"n\": 2")
        #expect(TraceDiff.firstDifference(expected: [line], actual: [metric]) == "frame 0 (t = 0.05 s): metric n is 2 but the golden has 1")
    }

    @Test func namesAMissingOrExtraDelegateCall() {
        let call = #"{"scrollView": "main", "name": "scrollViewDidEndDecelerating", "t": 0.04, "contentOffset": [0, 120.5], "isDragging": false, "isDecelerating": false}"#
        let with = line.replacingOccurrences(of: "\"events\": []", with: "\"events\": [\(call)]")
        #expect(TraceDiff.firstDifference(expected: [with], actual: [line])
                == "frame 0 (t = 0.05 s): the golden has scrollViewDidEndDecelerating on \"main\" at t = 0.04 s; this run does not make that call")
        #expect(TraceDiff.firstDifference(expected: [line], actual: [with])
                == "frame 0 (t = 0.05 s): this run makes scrollViewDidEndDecelerating on \"main\" at t = 0.04 s; the golden does not")
    }

    @Test func namesALengthDifference() {
        #expect(TraceDiff.firstDifference(expected: [line, line], actual: [line])
                == "the run comes to rest at frame 0 (t = 0.05 s); the golden goes on to frame 1")
        #expect(TraceDiff.firstDifference(expected: [line], actual: [line]) == nil)
    }
}
