import Foundation
import Testing
import ScrollReelUIKit
import ScrollDemos
@testable import ScrollSimulation

/// A fixed-seed generator (SplitMix64): the same mutations on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Garbage, mutated and extreme scripts: the parser never traps, and gives either a
/// script that plays or one line naming what is wrong.
@MainActor
@Suite struct ScriptFuzzTests {
    func outcome(_ bytes: [UInt8]) -> Result<Script, ScriptError> {
        Result { () throws(ScriptError) in try Script.parse(Data(bytes), source: "fuzz.json") }
    }

    /// What a mutation may splice in: JSON's punctuation, numbers at and past every
    /// limit, escapes, long strings, deep nesting, control characters and bytes
    /// that are not UTF-8.
    static let pieces: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "\\u0000", " ", "\n",
        "0", "-0", "1e999", "-1e999", "1e-400", "9e18", "1e19", "1e300", "0.1", "600", "600.0001", "1e6", "-1000001",
        "null", "true", "false", "\"main\"", "\"fling\"", "\"duration\"", "{\"wait\": {\"duration\": 1}}",
        "\"\u{1B}[31m\"", "\"\u{2028}\"",
    ].map { Array($0.utf8) } + [
        [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF], [0x00], [0x7F],
        Array(("\"" + String(repeating: "x", count: 20_000) + "\"").utf8),
        Array(repeating: UInt8(ascii: "["), count: 300),
        Array(repeating: UInt8(ascii: "{"), count: 100),
    ]

    static var seeds: [[UInt8]] {
        Demos.all.map { Array($0.defaultScript.json.serialized.utf8) } + [
            #"{"fps": 30, "duration": 2.5, "steps": [{"touchDown": {"at": [10, 20]}}, {"moveTo": {"at": [10, 120], "duration": 0.2}}, {"hold": {"duration": 0.1}}, {"touchUp": {}}, {"wait": {"duration": 1}}, {"tap": {"at": [5, 5]}}, {"pinch": {"center": [100, 100], "scale": 2, "duration": 0.5}}, {"fling": {"scrollView": "main", "velocity": [0, 1500]}}, {"setContentOffset": {"scrollView": "main", "offset": [0, 70], "animated": true}}, {"configure": {"scrollView": "main", "decelerationRate": "fast", "isPagingEnabled": true, "contentInset": [1, 2, 3, 4], "minimumZoomScale": 0.5, "maximumZoomScale": 3}}, {"caption": {"text": "a caption", "duration": 1.5}}]}"#,
        ].map { Array($0.utf8) }
    }

    @Test func mutatedScriptsParseAndPlayOrFailInOneLine() throws {
        let seeds = Self.seeds
        var random = SeededRandom(state: 13)
        var parsed = 0, refused = 0, notJSON = 0
        for _ in 0..<2500 {
            var b = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let i = Int.random(in: 0...b.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: if i < b.count { b[i] ^= UInt8(1 << Int.random(in: 0..<8, using: &random)) }
                case 1: b.removeSubrange(i..<min(b.count, i + Int.random(in: 1...12, using: &random)))
                case 2: b.insert(contentsOf: Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)], at: i)
                case 3:
                    // A number replaced by an extreme one.
                    if let d = b[i...].firstIndex(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                        let end = b[d...].firstIndex(where: { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) && $0 != UInt8(ascii: ".") }) ?? b.count
                        let extremes = ["1e19", "1e-300", "1e300", "600.5", "0", "1000001", "99999999999999999999", "4.9e-324"]
                        b.replaceSubrange(d..<end, with: Array(extremes[Int.random(in: 0..<extremes.count, using: &random)].utf8))
                    }
                default: b = Array(b.prefix(i))
                }
            }
            switch outcome(b) {
            case .success(let script):
                parsed += 1
                // Whatever parses is valid JSON, and plays (its first two seconds), or
                // is refused in one line when a finger would land off the screen.
                #expect((try? JSONSerialization.jsonObject(with: Data(b), options: [.fragmentsAllowed])) != nil)
                // (The test scene has one scroll view, "main".)
                if script.steps.allSatisfy({ ($0.scrollViewName ?? "main") == "main" }) {
                    do { _ = try run(script.steps, fps: 30, duration: 2) } catch let error as ScriptError {
                        #expect(error.field != nil && !error.description.contains("\n"), "\(error)")
                    }
                }
            case .failure(let error):
                refused += 1
                let line = error.description
                #expect(!line.contains("\n") && !line.contains("\u{1B}") && line.count < 1_000, "\(line.prefix(200))")
                if line.hasPrefix("fuzz.json: not valid JSON:") {
                    notJSON += 1
                    // Refused as JSON only when it is not JSON (RFC 8259), or is nested
                    // past our limit. (Foundation's reader lets trailing commas through.)
                    let trailingComma = String(decoding: b, as: UTF8.self).contains(/,[ \n]*[\]}]/)
                    if !line.contains("nested more than") && !line.contains("surrogate") && !trailingComma {
                        #expect((try? JSONSerialization.jsonObject(with: Data(b), options: [.fragmentsAllowed])) == nil, "\(line)")
                    }
                }
            }
        }
        #expect(parsed > 50 && refused - notJSON > 300 && notJSON > 300,
                "parsed \(parsed), refused \(refused) (\(notJSON) as not JSON)")
    }

    @Test func deepNestingHugeNumbersAndLongStringsAreRefusedCleanly() {
        func line(_ s: [UInt8]) -> String {
            switch outcome(s) { case .success: "parsed"; case .failure(let e): e.description }
        }
        let deep = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(line(deep) == "fuzz.json: not valid JSON: nested more than 64 levels deep at line 1, column 65")
        let deepInStep = Array(#"{"steps": [{"wait": {"duration": "#.utf8) + Array(repeating: UInt8(ascii: "["), count: 100)
        #expect(line(deepInStep).hasPrefix("fuzz.json: not valid JSON: nested more than 64 levels deep"))
        let longKey = Array(#"{"steps": [{"wait": {"duration": 1, ""#.utf8) + Array(repeating: UInt8(ascii: "k"), count: 100_000) + Array(#"": 1}}]}"#.utf8)
        #expect(line(longKey) == "fuzz.json: step 0 (wait): field '" + String(repeating: "k", count: 60) + "…': unknown field")
        let longNumber = Array(#"{"fps": 1"#.utf8) + Array(repeating: UInt8(ascii: "0"), count: 100_000) + Array(#", "steps": []}"#.utf8)
        #expect(line(longNumber) == "fuzz.json: field 'fps': must be a finite number")
        let bigArray = Array(#"{"steps": [{"tap": {"at": ["#.utf8) + Array(repeating: "0, ".utf8, count: 100_000).flatMap { $0 } + Array("0]}}]}".utf8)
        #expect(line(bigArray) == "fuzz.json: step 0 (tap): field 'at': must be [x, y]")
        #expect(line([0xFF, 0xFE, 0x7B, 0x00]) == "fuzz.json: not valid JSON: unexpected byte 0xFF where a value should be at line 1, column 1")
        #expect(line(Array("{\"steps\": [], \"x\u{1}\": 1}".utf8)).hasPrefix("fuzz.json: not valid JSON: a control character (byte 0x1) inside a string must be escaped"))
        #expect(line(Array(#"{"steps": [], "steps": []}"#.utf8)) == "fuzz.json: field 'steps': appears twice")
        #expect(line(Array("\u{FEFF}{\"steps\": []}".utf8)) == "parsed")
    }
}
