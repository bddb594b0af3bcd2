import Foundation
import Testing
import ScrollDemos
import ScrollReelUIKit
@testable import ScrollRender
import ScrollSimulation

/// A caption is on screen in the frame its event happens, and what it says is on
/// screen (issue #36's reviews: a caption 1 s ahead of the release it names, a reuse
/// and a wrap said by nothing, new rows said to fade in below the screen's edge).
extension CaptionTests {
    /// The frames of a demo's film with its gallery captions, each with the caption then
    /// on screen (nil for none).
    func captionedFrames(_ id: String, fps: Int? = nil,
                         eachFrame: (Frame, Caption?, Film.Playback) -> Void) throws {
        let demo = try #require(Demos.named(id))
        let p = try (fps.map { Film(demo: demo, fps: $0) } ?? Film(demo: demo)).start()
        p.eventCaptions = true
        while let f = try p.next() { eachFrame(f, p.caption, p) }
    }

    /// The first frame whose caption starts with `prefix`, and for how long it is up at full opacity.
    func firstShown(_ prefix: String, in id: String, fps: Int? = nil,
                    moment: (Frame, Film.Playback) -> Bool) throws -> (said: Double?, moment: Double?, read: Double) {
        var said: Double?, at: Double?, frames = 0, rate = 0.0
        try captionedFrames(id, fps: fps) { f, c, p in
            rate = Double(p.film.fps)
            if at == nil, moment(f, p) { at = f.time }
            guard let c, c.text.hasPrefix(prefix) else { return }
            if said == nil { said = f.time }
            if c.opacity(at: f.time, fadesIn: !p.scene.words.saidAtOnce) >= 0.999 { frames += 1 }
        }
        return (said, at, Double(frames) / max(rate, 1))
    }

    /// reuse-pager's moment: Page #3 comes in wearing controller #0, the first page shown by
    /// a reused controller; said then, at the gallery's frame rate and at a GIF's.
    @Test(arguments: [60, 15])
    func theFirstReuseIsSaidAsItsPageComesIn(fps: Int) throws {
        let r = try firstShown("Page #3 reuses page controller #0", in: "reuse-pager", fps: fps) { _, p in
            let sv = p.scene.scrollView(named: "main")!
            return (sv.contentOffset.x / sv.bounds.width).rounded() == 3
        }
        #expect(r.said != nil && r.said == r.moment, "said at \(r.said ?? -1) s, page #3 in at \(r.moment ?? -1) s")
        // Read as one caption, whose words follow the pages that come in after it.
        var frames = 0, rate = 60.0
        try captionedFrames("reuse-pager", fps: fps) { f, c, p in
            rate = Double(p.film.fps)
            guard let c, let said = r.said, abs(c.start - said) < 1e-9 else { return }
            if c.opacity(at: f.time, fadesIn: !p.scene.words.saidAtOnce) >= 0.999 { frames += 1 }
        }
        #expect(Double(frames) / rate >= EventCaptions.readingTime - 1e-6, "read for \(Double(frames) / rate) s")
    }

    /// carousel's first wrap, onto the copy of picture 1, is said as the timer turns onto it,
    /// at full opacity for as long as the copy is on screen (the timer's second: the next
    /// tick jumps from it, and the words leave with it), and the wrap's caption, which then
    /// says what that next tick did, is up long enough to be read.
    @Test func carouselsFirstWrapIsSaidAtItsTick() throws {
        let r = try firstShown("Tick: onto a copy of picture 1", in: "carousel") { f, _ in
            f.metrics.contains { $0.key == "timerFires" && $0.value == .number(3) }
        }
        #expect(r.said != nil && r.said == r.moment, "said at \(r.said ?? -1) s, third tick at \(r.moment ?? -1) s")
        #expect((r.said ?? 99) < 3.1, "the first wrap, before the drag")
        // (The carousel's timer turns the page every 1 s.)
        #expect(r.read >= 1 - 1e-6, "the copy's words read for \(r.read) s")
        var start: Double?, frames = 0, rate = 60.0
        try captionedFrames("carousel") { f, c, p in
            rate = Double(p.film.fps)
            guard let c else { return }
            if start == nil, c.text.hasPrefix("Tick: onto a copy of picture 1") { start = c.start }
            if c.start == start, c.opacity(at: f.time, fadesIn: !p.scene.words.saidAtOnce) >= 0.999 { frames += 1 }
        }
        #expect(Double(frames) / rate >= EventCaptions.readingTime - 1e-6, "the wrap's caption read for \(Double(frames) / rate) s")
    }

    /// carousel's words about the copy of picture 1 leave in the frame of the next tick,
    /// which jumps from it (review-P: they stayed 0.5 s over picture 2), and that tick's
    /// own words are there in its frame.
    @Test(arguments: [60, 15])
    func carouselsCopyIsNotSaidAfterTheNextTick(fps: Int) throws {
        var stale: [String] = [], jump: String?
        try captionedFrames("carousel", fps: fps) { f, c, _ in
            guard let fires = f.metrics.first(where: { $0.key == "timerFires" }), case .number(let n) = fires.value, n >= 4 else { return }
            if let c, c.text.contains("copy of picture 1") { stale.append("t = \(f.time): \(c.text)") }
            if jump == nil { jump = c?.text ?? "no caption" }
        }
        #expect(stale.isEmpty, "\(stale.prefix(3))")
        #expect(jump == "Tick: jumped unseen to the real picture 1, then on to 2", "\(jump ?? "no fourth tick")")
    }

    /// delegate's first catch: its words are at full opacity in the frame the catch's
    /// willBeginDragging is logged, at the gallery's frame rate and at 60 (review-P: they
    /// faded in 0.14-0.27 s after it, under the first flick's words).
    @Test(arguments: [60, 15])
    func delegatesCatchIsSaidInItsFrame(fps: Int) throws {
        var caught: Double?, text: String?, opacity = 0.0
        try captionedFrames("delegate", fps: fps) { f, c, p in
            guard caught == nil, f.events.contains(where: { $0.method == .scrollViewWillBeginDragging && $0.isDecelerating }) else { return }
            caught = f.time
            text = c?.text
            opacity = c.map { $0.opacity(at: f.time, fadesIn: !p.scene.words.saidAtOnce) } ?? 0
        }
        #expect(caught != nil, "no catch")
        #expect(text?.hasPrefix("Each flick catches the gliding list") == true, "at \(caught ?? -1) s: \(text ?? "no caption")")
        #expect(opacity >= 0.999, "at \(caught ?? -1) s: drawn at \(opacity)")
    }

    /// swipe-view's wrap is said as the finger comes down for the flick past the first
    /// item: the list wraps to the last ones with its first move, the next frame.
    @Test func swipeViewsWrapIsSaidAsItWraps() throws {
        var previous: Double?
        let r = try firstShown("Back past the first item", in: "swipe-view") { f, _ in
            let offset = f.metrics.first { $0.key == "scrollOffset" }.flatMap { if case .number(let x) = $0.value { x } else { nil } }
            defer { previous = offset }
            guard let offset, let previous else { return false }
            return offset - previous > 5
        }
        let said = try #require(r.said), wrap = try #require(r.moment)
        #expect(said <= wrap && wrap - said < 0.05, "said at \(said) s, wrapped at \(wrap) s")
    }

    /// page-view-controller's given-up drag is said at its release, as the page starts
    /// back (the reviews: a caption only once the page was back came late), and read
    /// before the film's end words replace it.
    @Test(arguments: [60, 15])
    func aDragGivenUpIsSaidAtItsRelease(fps: Int) throws {
        var touching = false
        let r = try firstShown("Let go short of the 6th tab", in: "page-view-controller", fps: fps) { f, p in
            defer { touching = !f.touches.isEmpty }
            // The release: the finger lifts off the pager, moved towards the 6th tab (page 5).
            let sv = p.scene.scrollView(named: "main")!
            return touching && f.touches.isEmpty && sv.contentOffset.x > 4 * sv.bounds.width + 1
        }
        #expect(r.moment != nil, "no release short of the 6th tab")
        #expect(r.said != nil && r.said == r.moment, "said at \(r.said ?? -1) s, released at \(r.moment ?? -1) s")
        #expect(r.read >= EventCaptions.readingTime(of: "Let go short of the 6th tab: it goes back, never didAppear") - 1e-6,
                "read for \(r.read) s")
    }

    /// reuse-pager's reuse caption names the page on screen and its page controller at every
    /// frame it is up (review-Q: "Page #3 reuses Instance #0", as it then read, stayed over Page #4 for
    /// 0.66 s). (Its words are read to their end before the next flick ends them, so
    /// Page #4 comes in with the caption gone.)
    @Test(arguments: [60, 15])
    func theReuseCaptionNamesThePageOnScreen(fps: Int) throws {
        var checked = Set<String>(), stale: [String] = []
        try captionedFrames("reuse-pager", fps: fps) { f, c, p in
            guard let c, c.text.hasPrefix("Page #") else { return }
            let sv = p.scene.scrollView(named: "main")!
            let page = Int((sv.contentOffset.x / sv.bounds.width).rounded())
            let instance = Int(p.scene.words.values["instanceOnScreen"]?() ?? -1)
            let says = "Page #\(page) reuses page controller #\(instance)"
            if c.text == says || c.text.hasPrefix(says + ";") { checked.insert(says) } else { stale.append("t = \(f.time): \"\(c.text)\" over \(says)") }
        }
        #expect(stale.isEmpty, "\(stale.prefix(3))")
        #expect(checked.contains("Page #3 reuses page controller #0"), "\(checked.sorted())")
    }

    /// carousel's restart, 2 s after the drag's stop (seed 004), is said at the tick that
    /// turns the page again (review-P/Q: only the announcement was said, and it was gone).
    @Test(arguments: [60, 15])
    func carouselsRestartIsSaidAtItsTick(fps: Int) throws {
        // The restart's tick: the first change of timerFires after the drag paused the timer.
        var fires: Double?, wasPaused = false, said: Double?, restart: Double?
        try captionedFrames("carousel", fps: fps) { f, c, _ in
            if f.metrics.first(where: { $0.key == "timerPaused" })?.value == .bool(true) { wasPaused = true }
            let n = f.metrics.first { $0.key == "timerFires" }.flatMap { if case .number(let x) = $0.value { x } else { nil } }
            if wasPaused, restart == nil, let n, let fires, n > fires { restart = f.time }
            fires = n
            if said == nil, c?.text.hasPrefix("2 s after the stop, the timer turns the page again") == true { said = f.time }
        }
        #expect(restart != nil && said == restart, "said at \(said ?? -1) s, the timer turned at \(restart ?? -1) s")
    }

    /// today's new rows are said as they arrive, and arrive on screen: the list is held
    /// past its end, so the first of them fades in above the screen's bottom edge.
    @Test func todaysNewRowsFadeInOnScreenAsTheyAreSaid() throws {
        var arrival: Double?, said: Double?, onScreen: Double = 0, rows = 8.0
        try captionedFrames("today") { f, c, p in
            let n = f.metrics.first { $0.key == "rankedRows" }.flatMap { if case .number(let x) = $0.value { x } else { nil } } ?? rows
            if arrival == nil, n > rows {
                arrival = f.time
                let feed = p.scene.scrollView(named: "feed") as! UICollectionView
                let first = IndexPath(item: Int(rows), section: 2)
                if let box = feed.layoutAttributesForItem(at: first)?.frame {
                    let top = feed.convert(box, to: nil).minY
                    onScreen = p.scene.window.bounds.height - 34 - top
                }
            }
            rows = n
            if said == nil, c?.text.hasPrefix("Pulled past its end, the list adds rows 9 onward") == true { said = f.time }
        }
        #expect(arrival != nil && said == arrival, "said at \(said ?? -1) s, arrived at \(arrival ?? -1) s")
        #expect(onScreen > 50, "the first new row's top is \(onScreen) pt above the home indicator")
    }

    /// bubble-snap's first snap, the film's point, is large: the release stops the list
    /// nearly half way between two bubbles (a 17 pt snap was seen only by its mark).
    @Test func bubbleSnapsFirstSnapIsLarge() throws {
        var snaps: [Double] = []
        try Film(demo: Demos.named("bubble-snap")!).play { f, _ in
            for e in f.events where e.method == .scrollViewDidEndDecelerating {
                let x = e.contentOffset.x
                snaps.append(abs((x / 70).rounded() * 70 - x))
            }
        }
        #expect((snaps.first ?? 0) >= 28, "\(snaps) pt of at most 35")
    }

    /// The snap demos' words about a mark are drawn at full opacity in the frame the mark
    /// appears (`SceneWords.saidAtOnce`): the first snap's mark (bubble-snap) and the slow
    /// drag's (both), at the gallery's 30 fps — a caption still fading in showed its pill
    /// pale grey under a mark already there.
    @Test(arguments: ["bubble-snap", "bubble-target"])
    func theSnapsWordsAreThereWithItsMark(demo: String) throws {
        let engine = try TextEngine.shared()
        var checked: [String] = [], faint: [String] = []
        var snaps = 0.0
        try captionedFrames(demo, fps: 30) { f, c, p in
            let snapped = f.metrics.first { $0.key == "snapAnimations" }.flatMap { m -> Double? in
                if case .number(let x) = m.value { x } else { nil }
            } ?? 0
            defer { snaps = snapped }
            let released = f.events.contains { $0.method == .scrollViewWillEndDragging } && f.time > 5
            guard snapped > snaps || released else { return }
            guard let c else { faint.append("t = \(f.time): no caption"); return }
            let box = Chrome.captionBox(c.text, placement: p.captionPlacement(), window: p.scene.window,
                                        measuredBy: engine, viewport: p.film.viewport)
            guard let picture = try? p.picture(scale: 1, touches: false, captions: true) else { return }
            // The pill's fill, inside its rounded left end: opaque, it is 10 % white.
            let px = picture.rgba(x: Int(box.minX) + 12, y: Int(box.midY))
            checked.append(c.text)
            if px.r > 40 { faint.append("t = \(f.time): \"\(c.text)\" drawn at \(px.r)/255") }
        }
        #expect(checked.count == (demo == "bubble-snap" ? 2 : 1), "\(checked)")
        #expect(faint.isEmpty, "\(faint)")
    }

    /// navigation's sheet slides down through the whole screen as it is dragged away: no
    /// caption is over its header (grabber, title, Done) while that caption can be read.
    @Test func noCaptionCoversTheSheetsHeader() throws {
        let engine = try TextEngine.shared()
        var covered: [String] = []
        try captionedFrames("navigation") { f, c, p in
            guard let c, c.opacity(at: f.time) >= 0.5,
                  let sheet = p.scene.window.rootViewController?.presentedViewController?.view else { return }
            let header = sheet.convert(CGRect(x: 0, y: 0, width: sheet.bounds.width, height: 56), to: nil)
            let box = Chrome.captionBox(c.text, placement: p.captionPlacement(), window: p.scene.window,
                                        measuredBy: engine, viewport: p.film.viewport)
            if box.intersects(header) { covered.append("t = \(f.time): \(c.text)") }
        }
        #expect(covered.isEmpty, "\(covered.prefix(3))")
    }

    /// pull-to-refresh's captions keep one place: the finger's pulls stay clear of it.
    @Test func pullToRefreshsCaptionsKeepOnePlace() throws {
        var places: [String] = []
        try captionedFrames("pull-to-refresh") { _, c, p in
            guard c != nil else { return }
            let place = "\(p.captionPlacement())"
            if places.last != place { places.append(place) }
        }
        #expect(places.count == 1, "\(places)")
    }
}
