import Foundation
import Testing
import ScrollDemos
import ScrollDocs
import ScrollReelUIKit
@testable import ScrollRender
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
        steps += demo.defaultScript.steps.filter { if case .caption = $0 { false } else { true } }
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

    /// A demo's default script without its story captions.
    func storyless(_ id: String) -> Script {
        Script(steps: Demos.named(id)!.defaultScript.steps.filter { if case .caption = $0 { false } else { true } })
    }

    /// What a demo's film says, in order (without the script's captions if `eventsOnly`).
    func eventCaptions(_ id: String, eventsOnly: Bool = false, script: Script? = nil) throws -> [String] {
        let demo = Demos.named(id)!
        let film = script.map { Film(demo: demo, script: $0) } ?? Film(demo: demo)
        let p = try film.start()
        p.eventCaptions = true
        var said: [String] = []
        while let f = try p.next() {
            if eventsOnly, f.caption != nil { continue }
            if let c = p.caption?.text, said.last != c { said.append(c) }
        }
        return said
    }

    /// What `EventCaptions` says of a demo's film frame by frame, before a whole film's
    /// captions are made readable (``EventCaptions/readable(_:)``).
    func rawEventCaptions(_ id: String, script: Script) throws -> [String] {
        var captioner = EventCaptions(), said: [String] = []
        try Film(demo: Demos.named(id)!, script: script).play { f, scene in
            if let c = captioner.caption(after: f, scene: scene)?.text, said.last != c { said.append(c) }
        }
        return said
    }

    /// bubble-snap against bubble-target: which one is abrupt, in words, in sentence case.
    @Test func eventCaptionsSayWhatTheDelegateDid() throws {
        let snap = try eventCaptions("bubble-snap")
        #expect(snap.contains { $0.hasPrefix("Stopped off-centre at the mark, then snaps ") && $0.contains(" pt onto bubble #") }, "\(snap)")
        let target = try eventCaptions("bubble-target")
        // (At the release each film says its own few words; the film's own, said without
        // the story, name the points the app moved the stop.)
        #expect(target.contains("The app aims this glide at a bubble") && snap.contains("Let go: UIKit alone picks the stop"), "\(target)")
        #expect(target.contains { $0.hasPrefix("Comes to rest centred on bubble #") }, "\(target)")
        #expect(!target.contains { $0.contains(": snaps") })
        // The second gesture, let go without speed off a bubble, glides onto the delegate's
        // stop: said so, not a snap (the demo's own story covers it: played without; and
        // before the readability rule, which leaves it out: the glide ends 0.4 s later).
        let plain = try rawEventCaptions("bubble-target", script: storyless("bubble-target"))
        #expect(plain.contains { $0.hasPrefix("Let go without speed: it glides ") && $0.hasSuffix(" pt to the stop the app chose") }, "\(plain)")
        #expect(plain.contains { $0.contains("; the app moves the stop ") && $0.hasSuffix(" pt further") }, "\(plain)")
        let zoom = try eventCaptions("zoom")
        // Each limit said as the pinch crosses it, with where it springs back to; the
        // spring's end is not said again (the caption stays up to be read).
        #expect(zoom.contains("Pinched past the 3× maximum, the map resists; let go, it springs back to 3×"), "\(zoom)")
        #expect(zoom.contains("Pinched below the 1× minimum, the map resists; let go, it springs back to 1×"), "\(zoom)")
        #expect(!zoom.contains { $0.hasPrefix("Back to") }, "\(zoom)")
        // The first pinch stays inside the limits: no spring is said of it (and its
        // result, which the next caption would cut 0.4 s later, is left to the badge).
        #expect(!zoom.contains { $0.hasPrefix("Zoomed to") } && zoom.filter { $0.contains("the map resists") }.count == 2, "\(zoom)")
        // A pager under a tab strip names its pages as the strip shows them, counted from 1,
        // where a flick heads. (paging's own film says no rest: each comes just before the
        // next gesture's caption.) The calls the log reverses are not said: the story says
        // the given-up drag at its release.
        let pages = try rawEventCaptions("page-view-controller", script: storyless("page-view-controller"))
        #expect(pages.contains { $0.contains("; it heads for the ") && $0.hasSuffix(" tab, 财经") }, "\(pages)")
        #expect(!pages.contains { $0.contains("reversed") }, "\(pages)")
        #expect(!pages.contains { $0.contains("#") }, "\(pages)")
        let delegate = try eventCaptions("delegate")
        #expect(delegate.contains { $0.hasPrefix("Each flick catches the gliding list") }, "\(delegate)")
        // Counters are said only in the words a demo gives them; every caption starts as a sentence does.
        for id in ["delegate", "lazy-load", "swipe-view", "carousel", "reuse-pager", "page-view-controller", "zoom", "today"] {
            let said = try eventCaptions(id, eventsOnly: true)
            #expect(!said.contains { $0.contains(" → ") || $0.contains("Calls") || $0.hasPrefix("main:") }, "\(id): \(said)")
            #expect(!said.contains { $0.first?.isLowercase == true }, "\(id): \(said)")
        }
        let pager = try eventCaptions("page-view-controller")
        #expect(pager.contains { $0 == "Stopped on the 5th tab: it and its neighbours load now" }, "\(pager)")
        #expect(pager.contains { $0 == "Dragging toward the 6th tab: it gets willAppear" }, "\(pager)")
        #expect(pager.contains { $0 == "Let go short of the 6th tab: it goes back, never didAppear" }, "\(pager)")
        #expect(pager.contains { $0.hasPrefix("The 3rd tab, 视频, swiped past, never loaded; 3 in memory, 5 loads so far") }, "\(pager)")
    }

    /// A rest caption leaves when what it says stops being true, even at the same
    /// offset: swipe-view wraps, and item 10 can sit where item 0 sat.
    @Test func aRestCaptionNamesTheItemTheReadoutNames() throws {
        // (Played without its story, whose captions cover the rests, and as said frame by
        // frame: in this film the next flick comes before a rest's caption could be read.)
        let film = Film(demo: Demos.named("swipe-view")!, script: storyless("swipe-view"))
        var captioner = EventCaptions()
        var checked = 0
        try film.play { f, scene in
            guard let text = captioner.caption(after: f, scene: scene)?.text, text.hasPrefix("It stops on item "),
                  case .number(let item)? = f.metrics.first(where: { $0.key == "currentItemIndex" })?.value else { return }
            #expect(text.hasPrefix("It stops on item \(Int(item));"), "t = \(f.time): \"\(text)\" with the readout at item \(Int(item))")
            checked += 1
        }
        #expect(checked > 10)
    }

    /// Every caption of a gallery film — the script's story and what `--captions
    /// events` says — is up at full opacity for its reading time
    /// (``EventCaptions/readingTime(of:)``: about 0.25 s a word and 0.5 s, at least
    /// 2 s), or is the film's last (held on its last frame), or stays until the next
    /// caption replaces it: the film gives it no more time (the waits of the
    /// golden-backed default scripts are not lengthened for an overlay), or until the
    /// next gesture begins (the film's new subject: its finger may come under the
    /// words). One that leaves sooner, with nothing after it, is a state's that ended
    /// (``endedWithTheirState``). None is up for less than 1.2 s: that is a flash, not
    /// said at all.
    @Test(arguments: films)
    func everyCaptionIsReadableForItsLength(_ name: String) throws {
        let parts = name.split(separator: "@").map(String.init)
        let film = Film(demo: Demos.named(parts[0])!, variant: parts.count > 1 ? parts[1] : nil)
        let p = try film.start()
        p.eventCaptions = true
        // Each caption, by its start, with its words, the frames it is read at and what comes
        // after it ("" for nothing; "a finger" when the next gesture began while it was up).
        var shown: [(start: Double, text: String, frames: Int, next: String?)] = []
        var lastShown: Double?, gestureBegan = false, fingers = false
        while let f = try p.next() {
            lastShown = nil
            // (A gesture begins as a finger comes down.)
            if !f.touches.isEmpty, !fingers { gestureBegan = true }
            fingers = !f.touches.isEmpty
            guard let c = p.caption else {
                if !shown.isEmpty, shown[shown.count - 1].next == nil { shown[shown.count - 1].next = gestureBegan ? "a finger" : "" }
                continue
            }
            lastShown = c.start
            if shown.last.map({ $0.start != c.start }) ?? true {
                if !shown.isEmpty, shown[shown.count - 1].next == nil { shown[shown.count - 1].next = c.text }
                shown.append((c.start, c.text, 0, nil))
                gestureBegan = false
            }
            // (As the film draws it: a scene's words said at once are read from their first frame.)
            if c.opacity(at: f.time, fadesIn: !p.scene.words.saidAtOnce) >= 0.999 { shown[shown.count - 1].frames += 1 }
        }
        let ended = Self.endedWithTheirState[name] ?? []
        for c in shown where c.start != lastShown {
            let read = Double(c.frames) / Double(film.fps), needs = EventCaptions.readingTime(of: c.text)
            let line = "\(name) at \(c.start): \"\(c.text)\" read for \(read) s of \(needs) s"
            #expect(read >= EventCaptions.readingTime - 1e-6, "\(line): a flash")
            guard read < needs - 1e-6 else { continue }
            if let next = c.next, !next.isEmpty {
                let then = "then \(next == "a finger" ? "the next gesture" : "\"\(next)\"")"
                #expect(!Self.readInFull.contains(name), "\(line), \(then): cut short before it was read")
                print("Cut short: \(line), \(then)")
            } else {
                #expect(ended.contains { c.text.hasPrefix($0) }, "\(line), then nothing: it left before it was read")
            }
        }
    }

    /// The films whose every caption is read for its reading time before the next one
    /// replaces it. The others' captions cut short are printed: bubble-snap,
    /// bubble-target and zoom are still to do.
    nonisolated static let readInFull: Set<String> = [
        "reuse-pager", "carousel", "paging", "swipe-view", "features", "navigation", "today", "delegate",
        "nyc-parallax", "page-view-controller", "pull-to-refresh", "lazy-load@naive", "lazy-load@decelerating",
        "lazy-load@target-rect",
    ]

    /// The captions of a state that leave, with nothing after them, before their
    /// reading time: the state stopped being true (the list moved on).
    nonisolated static let endedWithTheirState: [String: [String]] = [
        // The rest on #12, until the slow drag moves the list (5.9 s).
        "bubble-target": ["Comes to rest centred on bubble #"],
    ]

    /// A finger coming down begins the next gesture, the film's new subject: no caption
    /// read for its minimum time (``EventCaptions/minimumShown``) is still up in that
    /// frame — an event's, or the script's held past its time (today's shelf caption
    /// stayed up over the page's scroll, 0.6 s after its time). Only a script's caption
    /// within its time is, as its script says it.
    @Test(arguments: films)
    func aCaptionLeavesWhenTheNextGestureBegins(_ name: String) throws {
        let parts = name.split(separator: "@").map(String.init)
        let film = Film(demo: Demos.named(parts[0])!, variant: parts.count > 1 ? parts[1] : nil)
        let p = try film.start()
        p.eventCaptions = true
        var fingers = false, stale: [String] = []
        while let f = try p.next() {
            defer { fingers = !f.touches.isEmpty }
            guard !f.touches.isEmpty, !fingers, let c = p.caption else { continue }
            if f.caption?.start != c.start, f.time >= c.start + EventCaptions.minimumShown - 1e-6 {
                stale.append("t = \(f.time): \"\(c.text)\", up since \(c.start)")
            }
        }
        #expect(stale.isEmpty, "\(name): \(stale)")
    }

    /// A caption keeps its place for as long as it is up (it never hops while the
    /// finger moves), and no fingertip is under it: the navigation film's sheet drags
    /// keep to where the sheet's top edge is not.
    @Test(arguments: films)
    func aCaptionKeepsItsPlaceClearOfTheFingers(_ name: String) throws {
        let parts = name.split(separator: "@").map(String.init)
        let film = Film(demo: Demos.named(parts[0])!, variant: parts.count > 1 ? parts[1] : nil)
        let p = try film.start()
        p.eventCaptions = true
        let engine = try TextEngine.shared()
        var last: (start: Double, script: Bool, place: Caption.Placement)?
        var hops: [String] = [], covered: Set<String> = []
        while let f = try p.next() {
            guard let c = p.caption, p.scene.captionPlacement != .hidden else { last = nil; continue }
            let place = p.captionPlacement(), script = f.caption != nil
            if let last, last.start == c.start, last.script == script, last.place != place {
                hops.append("t = \(f.time): \"\(c.text)\" from \(last.place) to \(place)")
            }
            last = (c.start, script, place)
            let box = Chrome.captionBox(c.text, placement: place, window: p.scene.window, measuredBy: engine, viewport: film.viewport)
            if f.touches.contains(where: { box.insetBy(dx: -30, dy: -30).contains($0) }) { covered.insert(c.text) }
        }
        #expect(hops.isEmpty, "\(name): \(hops.prefix(3))")
        #expect(covered.isEmpty, "\(name): a finger under \(covered.sorted())")
    }

    /// A whole film's event captions, known to their ends: one up for less than 1.2 s at
    /// full opacity is not said, and the one it cut short is seen again to its own end;
    /// a state's caption is not brought back (its state may have ended); the film's
    /// last caption is held on its last frame, so it stays however short.
    @Test func anEventCaptionCutBeforeItIsReadIsNotSaid() {
        let fps = 60.0
        let release = Caption(text: "Released at 1,400 pt/s", start: 1, end: 2.6)
        let rest = Caption(text: "Comes to rest at 823 pt", start: 1.5, end: 1.8)
        let zoomed = Caption(text: "Zoomed to 2.2×", start: 3, end: 4.6)
        let caught = Caption(text: "The finger catches the moving list", start: 3.3, end: 4.9)
        let flash = Caption(text: "Comes to rest at 1,200 pt", start: 3.6, end: 3.8)
        let last = Caption(text: "A tap on the status bar: back to the top", start: 4.8, end: 6.4)
        // What the events had said by each time (the latest caption, as it stands), and whether it is of a state.
        func said(_ t: Double) -> (Caption?, Bool) {
            switch t {
            case ..<1: (nil, false)
            case ..<1.5: (release, false)
            case ..<3: (rest, true)
            case ..<3.3: (zoomed, true)
            case ..<3.6: (caught, false)
            case ..<4.8: (flash, true)
            default: (last, false)
            }
        }
        let frames = (0..<300).map { i -> EventCaptions.FrameCaptions in
            let t = Double(i) / fps, (c, state) = said(t)
            return .init(time: t, event: c, isState: state, scriptShown: false)
        }
        let shown = EventCaptions.readable(frames)
        func at(_ t: Double) -> String? { shown[Int((t * fps).rounded())]?.text }
        // The flash of a rest is not said; the release it cut short is read to its end.
        #expect(at(1.4) == release.text && at(1.7) == release.text && at(2.5) == release.text && at(2.7) == nil)
        // A state's caption is not said when cut short, nor brought back.
        #expect(at(3.1) == nil)
        #expect(at(3.4) == caught.text && at(3.7) == caught.text && at(4.7) == caught.text)
        // The film's last caption is held on its last frame.
        #expect(at(4.9) == last.text)
        // A caption under the script's is not seen: its time there does not count.
        func readable(coveredUntil end: Double) -> [Caption?] {
            EventCaptions.readable(frames.map { f in
                .init(time: f.time, event: f.time >= 1 ? release : nil, isState: false, scriptShown: (1..<end).contains(f.time))
            })
        }
        #expect(readable(coveredUntil: 1)[Int(2.1 * fps)]?.text == release.text)
        #expect(readable(coveredUntil: 2)[Int(2.1 * fps)] == nil)
    }

    /// Every number of every caption a gallery film shows (the script's story and
    /// what `--captions events` says) is a number of the run at every frame it is on
    /// screen: a scroll view's offset, page, page count, size or zoom scale, a
    /// counter of the demo or a value it names for its words — or, for what was
    /// said of an event, a number of that event (the release's speed, how far UIKit
    /// aims, how far the delegate moved the stop, a counter's change). A number
    /// written into a script, or a caption left up after its state changed, fails.
    nonisolated static let films: [String] = Demos.all.flatMap { d -> [String] in
        d.variants.isEmpty ? [d.id] : d.variants.map { d.id + "@" + $0 }
    }

    @Test(arguments: films)
    func everyCaptionNumberIsANumberOfTheRunAtItsFrame(_ name: String) throws {
        let parts = name.split(separator: "@").map(String.init)
        let film = Film(demo: Demos.named(parts[0])!, variant: parts.count > 1 ? parts[1] : nil)
        let p = try film.start()
        p.eventCaptions = true
        // What each frame's events could be said with, by the frame's time.
        var eventsAt: [(time: Double, numbers: [Double])] = []
        var eventNumbers: [Double] = []
        var shownStart: Double?
        var previous: [String: Double] = [:]
        var texts: Set<String> = []
        while let f = try p.next() {
            var metrics: [String: Double] = [:]
            var state: [Double] = []
            func collect(_ v: JSONValue) {
                switch v {
                case .number(let x): state.append(x)
                case .array(let items): items.forEach(collect)
                case .object(let members): members.forEach { collect($0.value) }
                default: break
                }
            }
            for m in f.metrics {
                collect(m.value)
                if case .number(let x) = m.value { metrics[m.key] = x }
            }
            for (_, sv) in p.scene.scrollViews {
                state += [sv.contentOffset.x, sv.contentOffset.y, sv.zoomScale, sv.minimumZoomScale, sv.maximumZoomScale,
                          sv.bounds.width, sv.bounds.height, sv.contentSize.width, sv.contentSize.height]
                for (offset, size, length) in [(sv.contentOffset.x, sv.bounds.width, sv.contentSize.width),
                                               (sv.contentOffset.y, sv.bounds.height, sv.contentSize.height)] where size > 0 {
                    state += [(offset / size).rounded(), (offset / size).rounded() + 1, (length / size).rounded(.up)]
                }
            }
            state += p.scene.words.values.values.map { $0() }
            var said: [Double] = p.scene.scrollViews.map { Double($0.view.zoomScale) }
            for call in f.events {
                if let v = call.velocity { said.append(hypot(v.x, v.y) * 1000) }
                if let t = call.targetContentOffset {
                    said.append(hypot(t.x - call.contentOffset.x, t.y - call.contentOffset.y))
                    if let a = call.adjustedTargetContentOffset { said.append(hypot(a.x - t.x, a.y - t.y)) }
                    for (_, sv) in p.scene.scrollViews where sv.bounds.width > 0 && sv.bounds.height > 0 {
                        for page in [(t.x / sv.bounds.width).rounded(), (t.y / sv.bounds.height).rounded()] { said += [page, page + 1] }
                    }
                }
            }
            for (key, x) in metrics { if let old = previous[key] { said.append(abs(x - old)) } }
            eventsAt.append((f.time, said))
            previous = metrics
            guard let caption = p.caption else { shownStart = nil; continue }
            if shownStart != caption.start {
                // What was said of the events of the frame it was said in.
                shownStart = caption.start
                eventNumbers = eventsAt.last { $0.time <= caption.start + 1e-9 }?.numbers ?? []
            }
            texts.insert(caption.text)
            for number in Self.numbers(in: caption.text) {
                let near = number.decimal ? 0.051 : 0.5
                let found = (state + eventNumbers).contains { abs($0 - number.value) <= near || abs(abs($0) - number.value) <= near }
                #expect(found, "\(name) at t = \(f.time): \"\(caption.text)\" says \(number.value), not a number of the run at this frame")
            }
        }
        // Read to its end: two lines at most, nothing cut short.
        let engine = try TextEngine.shared()
        for text in texts.sorted() {
            #expect(Chrome.captionFits(text, viewport: film.viewport, engine: engine), "\(name): \"\(text)\" is cut short after two lines")
        }
    }

    /// The numbers a caption writes: "2,600", "−60", "2.2", "#12".
    static func numbers(in text: String) -> [(value: Double, decimal: Bool)] {
        var out: [(Double, Bool)] = []
        var current = ""
        func flush() {
            let digits = current.replacingOccurrences(of: ",", with: "")
            if let x = Double(digits.replacingOccurrences(of: "−", with: "-")) { out.append((x, digits.contains("."))) }
            current = ""
        }
        let scalars = Array(text)
        for (i, c) in scalars.enumerated() {
            let next = i + 1 < scalars.count ? scalars[i + 1] : " "
            if c.isNumber || ((c == "," || c == ".") && !current.isEmpty && next.isNumber) || (c == "−" && next.isNumber) {
                current.append(c)
            } else if !current.isEmpty { flush() }
        }
        if !current.isEmpty { flush() }
        return out
    }
}
