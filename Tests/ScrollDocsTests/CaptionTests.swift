import Foundation
import Testing
import ScrollDemos
import ScrollDocs
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// Captions: a script's `caption` step and `--captions events`. They are drawn in
/// documentation pictures and nowhere else: not in the trace, not in a golden.
@MainActor
@Suite(.serialized) struct CaptionTests {
    func parse(_ s: String) -> String {
        do { _ = try Script.parse(Data(s.utf8), source: "s.json"); return "parsed" } catch { return error.description }
    }

    @Test func aCaptionStepIsCheckedLikeEveryOther() {
        #expect(parse(#"{"steps": [{"caption": {"text": "Flick up"}}]}"#) == "parsed")
        #expect(parse(#"{"steps": [{"caption": {"duration": 1}}]}"#) == "s.json: step 0 (caption): field 'text': is missing")
        #expect(parse(#"{"steps": [{"caption": {"text": ""}}]}"#) == "s.json: step 0 (caption): field 'text': must be 1 to 200 characters (got 0)")
        #expect(parse(#"{"steps": [{"caption": {"text": "a\u001b[31m"}}]}"#)
                == #"s.json: step 0 (caption): field 'text': must not hold control characters (got "a\u001b[31m")"#)
        #expect(parse(#"{"steps": [{"caption": {"text": "a", "duration": 61}}]}"#)
                == "s.json: step 0 (caption): field 'duration': must be from 0.1 to 60 seconds (got 61)")
        #expect(parse(#"{"steps": [{"caption": {"text": "a", "size": 3}}]}"#).contains("field 'size'"))
    }

    /// On screen from its step for its duration (taking no script time), one at a
    /// time, never in the trace; drawn only when pictures ask for captions.
    @Test func aScriptCaptionShowsForItsDurationAndStaysOutOfTheTrace() throws {
        let demo = Demos.named("bubble-snap")!
        var steps: [Script.Step] = [.caption(text: "First", duration: 1), .wait(duration: 0.5), .caption(text: "Second", duration: 0.5)]
        steps += demo.defaultScript.steps
        let film = Film(demo: demo, script: Script(duration: 1.5, steps: steps))
        let p = try film.start()
        var shown: [Int: String] = [:]
        var lines: [String] = []
        var plain: Bitmap?, captioned: Bitmap?
        while let f = try p.next() {
            shown[f.index] = f.caption?.text
            lines.append(f.traceLine(scene: p.scene))
            if f.index == 45 {
                plain = try p.picture(scale: 1)
                captioned = try p.picture(scale: 1, captions: true)
            }
        }
        #expect(shown[0] == "First" && shown[29] == "First")
        #expect(shown[30] == "Second" && shown[59] == "Second" && shown[60] == nil)
        #expect(!lines.joined().contains("First") && !lines.joined().contains("caption"))
        // The banner is drawn low on the screen, over the app, and nowhere else.
        let a = try #require(plain), b = try #require(captioned)
        var changedRows = Set<Int>()
        for y in 0..<a.height {
            for x in 0..<a.width where a.rgba(x: x, y: y) != b.rgba(x: x, y: y) { changedRows.insert(y) }
        }
        #expect(!changedRows.isEmpty && changedRows.min()! > 844 / 2 && changedRows.max()! < 844 - 34)
    }

    func eventCaptions(_ id: String) throws -> [String] {
        let film = Film(demo: Demos.named(id)!)
        let p = try film.start()
        p.eventCaptions = true
        var said: [String] = []
        while try p.next() != nil {
            if let c = p.caption?.text, said.last != c { said.append(c) }
        }
        return said
    }

    /// bubble-snap against bubble-target: which one is abrupt, in words.
    @Test func eventCaptionsSayWhatTheDelegateDid() throws {
        let snap = try eventCaptions("bubble-snap")
        #expect(snap.contains { $0.hasPrefix("snap after rest: ") && $0.hasSuffix(" s") }, "\(snap)")
        let target = try eventCaptions("bubble-target")
        #expect(target.contains { $0.contains("willEndDragging → target") && $0.contains("rewritten to") }, "\(target)")
        #expect(!target.contains { $0.hasPrefix("snap after rest") })
        let zoom = try eventCaptions("zoom")
        #expect(zoom.contains { $0.contains("bounces back to 3×") }, "\(zoom)")
        let paging = try eventCaptions("paging")
        #expect(paging.contains { $0.hasPrefix("comes to rest on page ") }, "\(paging)")
    }
}
