import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// Every number a script gives has a range (README, "Limits"); outside it the
/// script is refused with one line, inside it nothing downstream traps.
@MainActor
@Suite struct ScriptLimitsTests {
    func error(_ s: String) -> String {
        do { _ = try Script.parse(Data(s.utf8), source: "s.json"); return "parsed" } catch { return error.description }
    }

    @Test func numbersOutsideTheirRangeAreRefusedNamingTheRange() {
        let cases: [(String, String)] = [
            (#"{"steps": [{"setContentOffset": {"scrollView": "main", "offset": [0, 1e19]}}]}"#,
             "s.json: step 0 (setContentOffset): field 'offset': must have coordinates from -1000000 to 1000000 points (got 1e+19)"),
            (#"{"steps": [{"pinch": {"center": [195, 400], "scale": 1e300, "duration": 1}}]}"#,
             "s.json: step 0 (pinch): field 'scale': must be from 0.01 to 100 (got 1e+300)"),
            (#"{"steps": [{"touchDown": {"at": [0, 0]}}, {"moveTo": {"at": [0, 9], "duration": 1e17}}, {"touchUp": {}}]}"#,
             "s.json: step 1 (moveTo): field 'duration': must be at most 600 s, the longest film (got 1e+17)"),
            (#"{"steps": [{"fling": {"scrollView": "main", "velocity": [0, 1e-300]}}]}"#,
             "s.json: step 0 (fling): field 'velocity': must have a speed from 1 to 100000 points per second (got 1e-300)"),
            (#"{"steps": [{"fling": {"scrollView": "main", "velocity": [1e200, 1e200]}}]}"#,
             "s.json: step 0 (fling): field 'velocity': must have a speed from 1 to 100000 points per second (got 1.414213562373095e+200)"),
            (#"{"steps": [{"fling": {"scrollView": "main", "velocity": [0, 0]}}]}"#,
             "s.json: step 0 (fling): field 'velocity': must have a speed from 1 to 100000 points per second (got 0)"),
            (#"{"steps": [{"tap": {"at": [-1000001, 5]}}]}"#,
             "s.json: step 0 (tap): field 'at': must have coordinates from -1000000 to 1000000 points (got -1000001)"),
            (#"{"steps": [{"configure": {"scrollView": "main", "contentInset": [0, 0, 2e6, 0]}}]}"#,
             "s.json: step 0 (configure): field 'contentInset': must have insets from -1000000 to 1000000 points (got 2000000)"),
            (#"{"steps": [{"configure": {"scrollView": "main", "maximumZoomScale": 1e-9}}]}"#,
             "s.json: step 0 (configure): field 'maximumZoomScale': must be from 0.01 to 100 (got 1e-09)"),
            (#"{"steps": [{"configure": {"scrollView": "main", "minimumZoomScale": 3, "maximumZoomScale": 2}}]}"#,
             "s.json: step 0 (configure): field 'maximumZoomScale': must not be less than minimumZoomScale"),
            (#"{"steps": [{"configure": {"scrollView": "main", "decelerationRate": 0.99999}}]}"#,
             "s.json: step 0 (configure): field 'decelerationRate': must be \"normal\", \"fast\" or a number above 0 and at most 0.9999 (got 0.99999)"),
            (#"{"steps": [{"configure": {"scrollView": "main", "decelerationRate": 0}}]}"#,
             "s.json: step 0 (configure): field 'decelerationRate': must be \"normal\", \"fast\" or a number above 0 and at most 0.9999 (got 0)"),
            (#"{"steps": [{"configure": {"scrollView": "main", "decelerationRate": "slow"}}]}"#,
             "s.json: step 0 (configure): field 'decelerationRate': must be \"normal\", \"fast\" or a number above 0 and at most 0.9999"),
            (#"{"steps": [{"pinch": {"center": [195, 400], "scale": 2, "duration": 0}}]}"#,
             "s.json: step 0 (pinch): field 'duration': must be greater than 0 (got 0)"),
            (#"{"steps": [{"fling": {"scrollView": "main", "velocity": [0, 100], "duration": 601}}]}"#,
             "s.json: step 0 (fling): field 'duration': must be at most 600 s, the longest film (got 601)"),
            (#"{"fps": 1e300, "steps": []}"#,
             "s.json: field 'fps': must be a whole number of frames per second from 1 to 1000 (got 1e+300)"),
            (#"{"fps": 29.97, "steps": []}"#,
             "s.json: field 'fps': must be a whole number of frames per second from 1 to 1000 (got 29.97)"),
        ]
        for (script, expected) in cases { #expect(error(script) == expected) }
    }

    @Test func theFilmIsAtMostTenMinutes() {
        #expect(error(#"{"duration": 1e9, "steps": []}"#) == "s.json: field 'duration': must be at most 600 s, the longest film (got 1000000000)")
        #expect(error(#"{"duration": 600, "steps": []}"#) == "parsed")
        // The steps' durations count too, each within range but together too long.
        #expect(error(#"{"steps": [{"wait": {"duration": 400}}, {"tap": {"at": [1, 1]}}, {"wait": {"duration": 200}}]}"#)
                == "s.json: step 2 (wait): the steps last 600.1 s by the end of this one, longer than the longest film (600 s)")
        // A slow fling is lengthened until it passes the touch slop: 20 s at 1 pt/s.
        let slow = #"{"fling": {"scrollView": "main", "velocity": [0, 1]}}"#
        #expect(error(#"{"steps": ["# + Array(repeating: slow, count: 31).joined(separator: ", ") + "]}")
                == "s.json: step 30 (fling): the steps last 620 s by the end of this one, longer than the longest film (600 s)")
    }

    @Test func aPlaybackNeverRunsPastTheLongestFilm() throws {
        // A scene that never rests (a finger held down for the whole film) stops at 600 s.
        let held = Script(duration: 600, steps: [.touchDown(at: CGPoint(x: 195, y: 400))])
        var playback = try Stage(scene: TestController().scene).start(held, fps: 1)
        var last: Frame?
        while let f = try playback.next() { last = f }
        #expect(last?.index == 600 && last?.time == 600)
        // Built in code past the limit, a script is refused by the stage too.
        let long = Script(steps: [.wait(duration: 700)])
        #expect(throws: ScriptError.self) { _ = try Stage(scene: TestController().scene).start(long, fps: 60) }
        #expect(throws: ScriptError.self) { _ = try Stage(scene: TestController().scene).start(Script(steps: []), fps: 0) }
    }

    @Test func theExtremesOfEveryRangePlayAndTrace() throws {
        final class Zooming: TestController {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            override init(contentSize: CGSize = CGSize(width: 390, height: 844), configure: (UIScrollView) -> Void = { _ in }) {
                super.init(contentSize: contentSize, configure: configure)
                scrollView.addSubview(content)
            }
            override func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        }
        let far = ScriptLimits.position.upperBound
        var settings = ScrollViewSettings()
        settings.decelerationRate = ScriptLimits.maximumDecelerationRate
        settings.contentInset = UIEdgeInsets(top: far, left: -far, bottom: far, right: -far)
        settings.minimumZoomScale = ScriptLimits.scale.lowerBound
        settings.maximumZoomScale = ScriptLimits.scale.upperBound
        let scripts: [[Script.Step]] = [
            [.setContentOffset(scrollView: "main", offset: CGPoint(x: far, y: -far), animated: true), .wait(duration: 1)],
            [.configure(scrollView: "main", settings: settings),
             .fling(scrollView: "main", velocity: CGPoint(x: 0, y: ScriptLimits.flingSpeed.upperBound), duration: 0.1)],
            [.fling(scrollView: "main", velocity: CGPoint(x: 0, y: ScriptLimits.flingSpeed.lowerBound), duration: 0.1)],
            [.touchDown(at: CGPoint(x: 195, y: 400)), .moveTo(at: CGPoint(x: far, y: -far), duration: 0),
             .moveTo(at: CGPoint(x: -far, y: far), duration: 1 / 120), .touchUp],
            [.configure(scrollView: "main", settings: settings),
             .pinch(center: CGPoint(x: 195, y: 400), scale: ScriptLimits.scale.upperBound, duration: 1e-9),
             .pinch(center: CGPoint(x: 195, y: 400), scale: ScriptLimits.scale.lowerBound, duration: 0.2)],
        ]
        for steps in scripts {
            let r = try run(steps, duration: 20, controller: Zooming())
            #expect(r.frames.count == 1201)
            // Fixed point throughout: no exponent, no null for a number that overflowed.
            let bad = r.lines.filter { $0.contains("null") || $0.contains(/[0-9][eE][-+0-9]|nan|inf/) }
            #expect(bad.isEmpty, "\(bad.first ?? "")")
        }
    }

    @Test func numbersAreWrittenWhateverTheirSize() {
        #expect(JSONValue.format(1e19) == "10000000000000000000")
        #expect(JSONValue.format(-1e19) == "-10000000000000000000")
        #expect(JSONValue.format(0x1p63) == "9223372036854775808")
        #expect(JSONValue.format(123_456_789_012.345678) == "123456789012")
        let largest = JSONValue.format(.greatestFiniteMagnitude)
        #expect(largest == "179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368")
        #expect(JSONValue.format(-.greatestFiniteMagnitude).hasPrefix("-1797693134862315708"))
        #expect(JSONValue.format(.infinity) == "null" && JSONValue.format(.nan) == "null")
        #expect(JSONValue.format(1.5, decimals: -3) == "2" && JSONValue.format(0.1, decimals: 99) == "0.1")
        #expect(JSONValue.format(.leastNonzeroMagnitude) == "0")
    }

    @Test func namesFromAScriptAreEscapedAndCutShortInTheErrorLine() throws {
        let stage = Stage(scene: TestController().scene)
        let long = String(repeating: "a", count: 400_000) + "\u{1B}[31m"
        let script = Script(steps: [.fling(scrollView: long, velocity: CGPoint(x: 0, y: 100), duration: 0.1)])
        do { try stage.validate(script, source: "x\ny.json"); Issue.record("must fail") } catch {
            let line = error.description
            #expect(line == #"x\ny.json: step 0 (fling): field 'scrollView': no scroll view named ""# + String(repeating: "a", count: 60)
                    + #"…" in this demo (it has "main")"#)
        }
        #expect(error("{\"steps\": [{\"te\\u001bst\\u2028\": {}}]}").hasPrefix(#"s.json: step 0 (te\u001bst\u2028): unknown step"#))
        #expect(error("{\"steps\": [{\"wait\": {\"duration\": 1, \"\\u0007\\u0085\": 1}}]}")
                == #"s.json: step 0 (wait): field '\u0007\u0085': unknown field"#)
        #expect(!error(#"{"steps": [{"wait": {"duration": 1, ""# + String(repeating: "b", count: 100_000) + #"": 1}}]}"#).contains(String(repeating: "b", count: 61)))
    }
}
