import Foundation
import Testing
import ScrollDemos
import ScrollGolden
import ScrollReelUIKit
import ScrollSimulation

/// A failure says what changed in behaviour first, in words, and a golden that
/// only a formatter touched still passes.
@MainActor
@Suite(.serialized) struct BehaviourSummaryTests {
    let demo = GoldenCase(Demos.named("bubble-snap")!)

    /// One more point of content: the layout line names the content size, and it
    /// leads the failure, before the first differing frame.
    @Test func aLayoutChangeLeadsWithTheContentSize() throws {
        let store = try freshStore("behaviour-layout")
        let v = try Golden.verify(demo, in: store, acceptCommand: "record it", mutate: { scene in
            let sv = scene.scrollView(named: "main")!
            sv.contentSize.width += 1
        })
        #expect(!v.passed)
        let first = try #require(v.problems.first)
        #expect(first.hasPrefix("behaviour: \"main\": content size "), "\(v.problems)")
        #expect(first.contains(" → "))
        let trace = try #require(v.problems.firstIndex { $0.hasPrefix("trace: ") })
        #expect(trace > 0, "the first differing frame follows the summary")
    }

    /// Another deceleration rate: where the release aimed changes, and it says so
    /// with both numbers.
    @Test func aChangedTargetIsSaidWithBothNumbers() throws {
        let store = try freshStore("behaviour-rate")
        var settings = ScrollViewSettings()
        settings.decelerationRate = 0.99
        let script = Script(steps: [.configure(scrollView: "main", settings: settings)] + demo.demo.defaultScript.steps)
        let v = try Golden.verify(demo, in: store, acceptCommand: "record it", script: script)
        let first = try #require(v.problems.first)
        #expect(first.hasPrefix("behaviour: \"main\": release 1 aimed at x 807.859 → x "), "\(first)")
        #expect(v.behaviourChanges.count == 1)
    }

    @Test func summaryOfSyntheticTraces() {
        func line(_ t: Double, x: Double, events: String = "") -> String {
            #"{"frame": 0, "t": \#(t), "scrollViews": {"shelf": {"contentOffset": [\#(x), 0], "contentSize": [2602, 200], "bounds": [390, 200]}}, "events": [\#(events)], "metrics": {}}"#
        }
        let aim = #"{"scrollView": "shelf", "name": "scrollViewWillEndDragging", "targetContentOffset": [300, 0], "adjustedTargetContentOffset": [316, 0]}"#
        let rest = #"{"scrollView": "shelf", "name": "scrollViewDidEndDecelerating", "contentOffset": [316, 0]}"#
        let golden = [line(0, x: 0), line(0.5, x: 100, events: aim), line(1, x: 316, events: rest), line(1.5, x: 316)]
        let actual = [line(0, x: 0), line(0.5, x: 100, events: aim.replacingOccurrences(of: "[316, 0]", with: "[317, 0]")),
                      line(1, x: 317, events: rest.replacingOccurrences(of: "316", with: "317")), line(1.5, x: 317)]
        #expect(BehaviourSummary.compare(golden: golden, actual: actual)
                == [#""shelf": release 1 aimed at x 316 → x 317; rest 1 came to rest at x 316 → x 317"#])
        #expect(BehaviourSummary.compare(golden: golden, actual: golden).isEmpty)
        // A call that went missing.
        let noRest = [line(0, x: 0), line(0.5, x: 100, events: aim), line(1, x: 316), line(1.5, x: 316)]
        #expect(BehaviourSummary.compare(golden: golden, actual: noRest)
                == [#""shelf": 0 rests (golden 1); delegate calls −scrollViewDidEndDecelerating"#])
    }

    /// Key order, white space and the spelling of numbers are not behaviour.
    @Test func aReformattedGoldenStillPasses() throws {
        let store = try freshStore("behaviour-format")
        let url = store.folder(demo.id).appendingPathComponent("trace.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        // Reverse every object's keys, spread it out, write 1 as 1.0, and end lines with CRLF.
        func reformat(_ v: Any) -> Any {
            if let d = v as? [String: Any] { return d.mapValues(reformat) }
            if let a = v as? [Any] { return a.map(reformat) }
            return v
        }
        var out = ""
        for l in lines {
            let obj = try JSONSerialization.jsonObject(with: Data(l.utf8))
            let data = try JSONSerialization.data(withJSONObject: reformat(obj), options: [.sortedKeys, .withoutEscapingSlashes])
            let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: ":", with: " : ")
                .replacingOccurrences(of: ",\"t\" : 0,", with: ",\"t\" : 0.0e0,")
            out += text + "\r\n\r\n"
        }
        try Data(out.utf8).write(to: url)
        #expect(out != lines.joined(separator: "\n"))
        let v = try Golden.verify(demo, in: store, acceptCommand: "record it")
        #expect(v.passed, "\(v.report)")
    }
}
