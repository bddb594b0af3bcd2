import ScrollReelUIKit

/// What a documentation film says of its moments, in the reader's words, from the
/// delegate calls and counters of each frame (`render --captions events`): a
/// release and how far it will glide (or how far the delegate moved the stop), the
/// finger catching a moving list, where a motion comes to rest (the page, as the
/// screen names it), a pinch past a zoom limit springing back, a scroll to the
/// top, and the scene's own sentences for its counters (``SceneWords``).
///
/// One caption at a time, said in the frame its event happens, in sentence case: a
/// new one replaces the one on screen. A caption of a state ("Comes to rest at 823
/// pt", "Zoomed to 2.2×") leaves as soon as the state stops being true; a caption of
/// a gesture stays until the next caption replaces it, or fades when the next
/// gesture begins (once it has been up 1.2 s at full opacity: less cannot be read). Scroll views are
/// named only once the user has dragged two of them.
///
/// Said frame by frame, a caption's time on screen is not known when it is said:
/// the next event, a counter's sentence or the script's own caption may replace it a
/// few frames later, or its state stop being true. A film played to its end knows,
/// and ``readable(_:)`` leaves out each caption that would be up for less than
/// ``readingTime``.
@MainActor
public struct EventCaptions {
    /// How long an event's caption stays at most: until the next caption replaces it,
    /// or its state stops being true (no film is longer).
    public static let duration = Stage.maximumFilmLength
    /// Seconds a caption must be up at full opacity not to be a flash: one the next
    /// caption would cut sooner is not said at all.
    public nonisolated static let readingTime = 1.2

    /// Seconds a reader needs for `text` at full opacity: about 0.25 s a word and
    /// 0.5 s to find it, never under 2 s.
    public nonisolated static func readingTime(of text: String) -> Double {
        let words = text.split(whereSeparator: { $0 == " " }).count
        return max(2.0, 0.25 * Double(words) + 0.5)
    }

    private var current: Caption?
    /// While a state caption is up: whether its state still holds.
    private var holds: (@MainActor () -> Bool)?
    private var metrics: [String: JSONValue] = [:]
    /// The counter (of ``SceneWords/revisedInPlace``) whose sentence the caption said last
    /// is, if it is; and those counters that have been said.
    private var revising: String?
    private var revisedSaid: Set<String> = []
    private var dragged: Set<ObjectIdentifier> = []
    /// Whether a finger was on the screen at the last frame.
    private var fingerDown = false
    private var zooms: [ObjectIdentifier: (low: CGFloat, high: CGFloat, announced: Bool)] = [:]

    /// A captioner that has said nothing yet; give it every frame of a run, in order, with
    /// `caption(after:scene:)`.
    public init() {}

    /// The caption said last, as it stands after this frame (its end moved by what
    /// came after it, such as the script's caption); nil before anything is said.
    public var latest: Caption? { current }

    /// Whether the caption said last is of a state ("Comes to rest at 823 pt"), up
    /// only while its state holds.
    public var saysState: Bool { holds != nil }

    /// Takes in a frame; returns the caption on screen at it.
    public mutating func caption(after frame: Frame, scene: Scene) -> Caption? {
        let t = frame.time
        // A state caption goes in the frame its state stops being true (no fade: it would be wrong while it fades).
        if let holds, var c = current, c.isShown(at: t), !holds() { c.end = t; current = c; self.holds = nil }
        // A finger coming down begins the next gesture: what was read goes (the finger may
        // come under it), before the scroll view knows it is a drag.
        if !frame.touches.isEmpty, !fingerDown { end(at: t, minimum: Self.minimumShown) }
        fingerDown = !frame.touches.isEmpty
        // Followers (a title driven by another scroll view's didScroll) have no say, and
        // a scroll view is named only once the user has dragged two.
        let movable = scene.scrollViews.filter { $0.view.isUserInteractionEnabled }
        for call in frame.events where call.method == .scrollViewWillBeginDragging { dragged.insert(call.scrollView) }
        let several = dragged.count > 1
        var said: (text: String, holds: (@MainActor () -> Bool)?, duration: Double)?
        for call in frame.events {
            guard let (name, sv) = movable.first(where: { ObjectIdentifier($0.view) == call.scrollView }),
                  let words = describe(call, sv, words: scene.words, at: t) else { continue }
            // What a stop says is up as long as the scene gives it.
            let duration = call.method == .scrollViewDidEndDecelerating && scene.words.rest != nil
                ? scene.words.restDuration ?? Self.duration : Self.duration
            said = ((several ? (scene.words.names[name] ?? name) + ": " : "") + words.text, words.holds, duration)
        }
        for (_, sv) in movable where zooms[ObjectIdentifier(sv)] != nil {
            if let words = watchZoom(sv, frame: frame) { said = (words, nil, Self.duration) }
        }
        var revised: String?
        if let (key, sentence) = metricSentence(frame, words: scene.words) {
            if scene.words.revisedInPlace.contains(key) {
                // Said once; after that, only new words for its caption while it is up.
                if revising == key, var c = current, c.isShown(at: t) {
                    c.text = sentence.prefix(1).uppercased() + sentence.dropFirst()
                    current = c
                } else if !revisedSaid.contains(key) {
                    said = (sentence, nil, Self.duration); revised = key
                }
            } else {
                said = (sentence, nil, Self.duration)
            }
        }
        if let said {
            show(said.text, at: t, holds: said.holds, duration: said.duration)
            revising = revised
            if let revised { revisedSaid.insert(revised) }
        }
        return current.flatMap { $0.isShown(at: t) ? $0 : nil }
    }

    /// A script's caption is on screen at `t`, and is what the film shows: what was
    /// said of an event ends (shown after the script's caption, it would come late);
    /// a state caption stays, to show once the script's caption is gone, while true.
    public mutating func yieldToScript(at t: Double) {
        guard holds == nil, var c = current, c.isShown(at: t) else { return }
        c.end = t
        current = c
    }

    /// Ends the caption on screen now (after a fade), or once it has been read; a
    /// caption of a state still goes the moment its state stops being true.
    private mutating func end(at t: Double, minimum: Double = 0) {
        guard var c = current, c.isShown(at: t) else { return }
        // Read already: the next gesture replaces it in its first frame (its finger may
        // come under the words; fading, they would still be there).
        c.end = min(c.end, t >= c.start + minimum ? t : c.start + minimum + Caption.fade)
        current = c
    }

    /// How long the caption on screen stays, at least, when the next gesture begins
    /// (the gesture is the film's new subject, and its finger may come under the words):
    /// long enough not to be a flash, and its fade in.
    package static let minimumShown = readingTime + Caption.fade

    private mutating func show(_ text: String, at t: Double, holds: (@MainActor () -> Bool)?, duration: Double) {
        current = Caption(text: text.prefix(1).uppercased() + text.dropFirst(), start: t, end: t + duration)
        self.holds = holds
    }

    /// The words for one delegate call, if it is worth a caption.
    private mutating func describe(_ call: DelegateCall, _ sv: UIScrollView, words: SceneWords, at t: Double)
        -> (text: String, holds: (@MainActor () -> Bool)?)? {
        switch call.method {
        case .scrollViewWillEndDragging:
            guard words.saysMotion, let v = call.velocity, let target = call.targetContentOffset else { return nil }
            let speed = hypot(v.x, v.y) * 1000
            if let adjusted = call.adjustedTargetContentOffset, Self.distance(adjusted, target) >= 0.5 {
                let moved = SceneWords.points(Self.distance(adjusted, target))
                // Let go without speed, the stop the delegate moved is still a glide (UIKit
                // decelerates onto it): a motion after the lift, but not a second one.
                if speed < 50 { return ("let go without speed: it glides \(moved) pt to the stop the app chose", nil) }
                let along = Self.distance(adjusted, call.contentOffset) >= Self.distance(target, call.contentOffset)
                return ("released at \(SceneWords.points(speed)) pt/s; the app moves the stop \(moved) pt "
                        + (along ? "further" : "back"), nil)
            }
            guard speed >= 50 else { return nil }
            let released = "released at \(SceneWords.points(speed)) pt/s"
            if sv.isPagingEnabled, let page = page(target, sv) {
                return ("\(released); it heads for \(words.page?(page) ?? "page \(page + 1)")", nil)
            }
            let glide = Self.distance(target, call.contentOffset)
            guard glide >= 1 else { return nil }
            return ("\(released); UIKit aims the glide \(SceneWords.points(glide)) pt further", nil)
        case .scrollViewWillBeginDragging:
            if call.isDecelerating { return ("the finger catches the moving list", nil) }
            end(at: t, minimum: Self.minimumShown)
            return nil
        case .scrollViewDidEndDecelerating:
            let at = call.contentOffset
            let holds: @MainActor () -> Bool = { [weak sv] in sv.map { Self.distance($0.contentOffset, at) < 0.5 } ?? false }
            if let rest = words.rest {
                guard let text = rest(sv) else { return nil }
                if words.restStays { return (text, nil) }
                // Up while it rests there and the scene would still say the same: a
                // wrapping view can come back to an offset showing another item.
                return (text, { [weak sv] in sv.map { holds() && rest($0) == text } ?? false })
            }
            guard words.saysMotion else { return nil }
            if sv.isPagingEnabled, let page = page(at, sv), let pages = pages(sv) {
                return ("comes to rest on " + (words.page?(page) ?? "page \(page + 1) of \(pages)"), holds)
            }
            let both = sv.contentSize.width > sv.bounds.width + 0.5 && sv.contentSize.height > sv.bounds.height + 0.5
            if both { return ("comes to rest at (\(SceneWords.points(at.x)), \(SceneWords.points(at.y)))", holds) }
            let vertical = sv.contentSize.height > sv.bounds.height || sv.contentSize.width <= sv.bounds.width
            return ("comes to rest at \(SceneWords.points(vertical ? at.y : at.x)) pt", holds)
        case .scrollViewWillBeginZooming:
            zooms[call.scrollView] = (sv.zoomScale, sv.zoomScale, false)
            end(at: t, minimum: Self.minimumShown)
            return nil
        case .scrollViewDidEndZooming:
            let scale = call.scale ?? sv.zoomScale
            let announced = zooms[call.scrollView]?.announced ?? false
            zooms[call.scrollView] = nil
            // After a pinch past a limit, its caption already says where the spring ends:
            // it stays up, to be read.
            guard !announced else { return nil }
            let holds: @MainActor () -> Bool = { [weak sv] in sv.map { abs($0.zoomScale - scale) < 0.005 } ?? false }
            return ("zoomed to \(SceneWords.number(scale))×", holds)
        case .scrollViewDidScrollToTop:
            return ("a tap on the status bar: back to the top", nil)
        default:
            return nil
        }
    }

    /// A pinch past a zoom limit: said as the scale crosses it, while the fingers
    /// still pinch (the map resists), with where it springs back to once let go. No
    /// scale of the moment: it changes every frame, and a film at a lower frame rate
    /// would show a number its badge never shows.
    private mutating func watchZoom(_ sv: UIScrollView, frame: Frame) -> String? {
        let id = ObjectIdentifier(sv)
        guard var z = zooms[id] else { return nil }
        z.low = min(z.low, sv.zoomScale); z.high = max(z.high, sv.zoomScale)
        zooms[id] = z
        guard !z.announced else { return nil }
        let scale = sv.zoomScale
        if scale > sv.maximumZoomScale + 0.005 {
            zooms[id]?.announced = true
            let limit = SceneWords.number(sv.maximumZoomScale)
            return "pinched past the \(limit)× maximum, the map resists; let go, it springs back to \(limit)×"
        }
        if scale < sv.minimumZoomScale - 0.005 {
            zooms[id]?.announced = true
            let limit = SceneWords.number(sv.minimumZoomScale)
            return "pinched below the \(limit)× minimum, the map resists; let go, it springs back to \(limit)×"
        }
        return nil
    }

    /// The scene's sentence for a counter that changed at this frame, if it has one.
    private mutating func metricSentence(_ frame: Frame, words: SceneWords) -> (key: String, text: String)? {
        var sentence: (key: String, text: String)?
        for m in frame.metrics {
            let old = metrics[m.key]
            metrics[m.key] = m.value
            guard let old, old != m.value, sentence == nil, let say = words.metrics[m.key] else { continue }
            sentence = say(old, m.value).map { (m.key, $0) }
        }
        return sentence
    }

    /// The index of the page `offset` shows (0 for the first).
    private func page(_ offset: CGPoint, _ sv: UIScrollView) -> Int? {
        let horizontal = sv.contentSize.width > sv.bounds.width
        let size = horizontal ? sv.bounds.width : sv.bounds.height
        guard size > 0 else { return nil }
        return Self.clampedInt((horizontal ? offset.x : offset.y) / size)
    }

    /// How many pages the screen counts.
    private func pages(_ sv: UIScrollView) -> Int? {
        let horizontal = sv.contentSize.width > sv.bounds.width
        let size = horizontal ? sv.bounds.width : sv.bounds.height
        guard size > 0 else { return nil }
        return Self.clampedInt(((horizontal ? sv.contentSize.width : sv.contentSize.height) / size).rounded(.up))
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
    static func clampedInt(_ x: CGFloat) -> Int { x.isFinite ? Int(min(max(x.rounded(), -1e9), 1e9)) : 0 }
}
