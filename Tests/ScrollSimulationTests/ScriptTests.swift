import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

@MainActor
@Suite struct ScriptTests {
    func parse(_ s: String) throws(ScriptError) -> Script { try Script.parse(Data(s.utf8), source: "s.json") }
    func error(_ s: String) -> String {
        do { _ = try parse(s); return "parsed" } catch { return error.description }
    }

    @Test func parsesEveryStep() throws {
        let s = try parse("""
        {"fps": 30, "duration": 2.5, "steps": [
          {"touchDown": {"at": [10, 20]}}, {"moveTo": {"at": [10, 120], "duration": 0.2}}, {"hold": {"duration": 0.1}},
          {"touchUp": {}}, {"wait": {"duration": 1}}, {"tap": {"at": [5, 5]}},
          {"pinch": {"center": [100, 100], "scale": 2, "duration": 0.5}},
          {"fling": {"scrollView": "main", "velocity": [0, 1500]}},
          {"setContentOffset": {"scrollView": "main", "offset": [0, 70], "animated": true}},
          {"configure": {"scrollView": "main", "decelerationRate": "fast", "isPagingEnabled": true, "contentInset": [1, 2, 3, 4]}}
        ]}
        """)
        #expect(s.fps == 30 && s.duration == 2.5 && s.steps.count == 10)
        #expect(s.steps[7] == .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 1500), duration: 0.1))
        guard case .configure(_, let settings) = s.steps[9] else { Issue.record("configure"); return }
        #expect(settings.decelerationRate == 0.99 && settings.contentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        // And back: the JSON form parses to the same script.
        #expect(try Script.parse(s.json, source: "x") == s)
    }

    @Test func errorsNameTheFileTheStepAndTheField() {
        #expect(error(#"{"steps": [{"wait": {"duration": 1}}, {"fling": {"scrollView": "main", "velocity": [0]}}]}"#)
                == "s.json: step 1 (fling): field 'velocity': must be [x, y]")
        #expect(error(#"{"steps": [{"wait": {"duration": -1}}]}"#)
                == "s.json: step 0 (wait): field 'duration': must not be negative (got -1)")
        #expect(error(#"{"steps": [{"teleport": {}}]}"#).hasPrefix("s.json: step 0 (teleport): unknown step"))
        #expect(error(#"{"steps": [{"wait": {"duration": 1, "speed": 2}}]}"#)
                == "s.json: step 0 (wait): field 'speed': unknown field")
        #expect(error(#"{"fps": 0, "steps": []}"#).hasPrefix("s.json: field 'fps':"))
        #expect(error(#"{"steps": [{"touchUp": {}}]}"#) == "s.json: step 0 (touchUp): the finger is not down")
        #expect(error(#"{"steps": [{"configure": {"scrollView": "main", "decelerationRate": 1.5}}]}"#)
                .contains("field 'decelerationRate'"))
        #expect(error("{\"steps\": [\n  {\"wait\": }]}")            == "s.json: not valid JSON: unexpected '}' where a value should be at line 2, column 12")
        #expect(error(#"{"steps": [{"wait": {"duration": 1e999}}]}"#) == "s.json: step 0 (wait): field 'duration': must be a finite number")
        #expect(error(#"{"duration": 0, "steps": []}"#).contains("field 'duration': must be greater than 0"))
    }

    @Test func unknownScrollViewsAreRejectedBeforeAnythingRuns() throws {
        let stage = Stage(scene: TestController().scene)
        let script = Script(steps: [.wait(duration: 1), .fling(scrollView: "nav", velocity: CGPoint(x: 1, y: 0), duration: 0.1)])
        #expect(throws: ScriptError.self) { try stage.validate(script, source: "x.json") }
        do { try stage.validate(script, source: "x.json") } catch {
            #expect(error.description == "x.json: step 1 (fling): field 'scrollView': no scroll view named \"nav\" in this demo (it has \"main\")")
        }
    }

    @Test func numbersAreWrittenInFixedPoint() {
        #expect(JSONValue.format(0.016666666666) == "0.016667")
        #expect(JSONValue.format(-0.0000001) == "0")
        #expect(JSONValue.format(635.18) == "635.18")
        #expect(JSONValue.format(1e-6) == "0.000001")
        #expect(JSONValue.format(-12) == "-12")
    }
}
