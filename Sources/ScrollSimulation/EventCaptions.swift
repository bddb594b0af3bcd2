import ScrollReelUIKit

/// What a documentation film says of its moments, in words, from the delegate
/// calls and metrics of each frame (`render --captions events`): where a release
/// aimed and whether the delegate rewrote it, where a motion came to rest, a snap
/// after the rest, a zoom bouncing back to its limit, a scroll to the top, a
/// counter of the demo that changed ("page: 1 → 2").
///
/// One caption at a time: a new one replaces the one on screen, except that a
/// metric's change does not cut short what a delegate call said less than
/// `minimumShown` ago (the call is the point; the counter follows from it). A
/// new gesture (a drag or a zoom beginning) fades out what was said of the last
/// one, once it has been read for `minimumShown`.
@MainActor
public struct EventCaptions {
    /// How long an event's caption stays.
    public static let duration = 1.6
    static let minimumShown = 0.8
    /// A metric that changed less than this before is busy (a counter of every
    /// frame), not news.
    static let quietBefore = 0.5

    private var current: Caption?
    private var currentIsEvent = false
    private var rest: [ObjectIdentifier: (offset: CGPoint, time: Double)] = [:]
    private var zoomExtremes: [ObjectIdentifier: (low: CGFloat, high: CGFloat)] = [:]
    private var metrics: [String: (value: JSONValue, changed: Double)] = [:]

    /// A captioner that has said nothing yet; give it every frame of a run, in order, with
    /// `caption(after:scene:)`.
    public init() {}

    /// Takes in a frame; returns the caption on screen at it.
    public mutating func caption(after frame: Frame, scene: Scene) -> Caption? {
        let t = frame.time
        let named = scene.scrollViews
        let several = named.count > 1
        for (_, sv) in named {
            let id = ObjectIdentifier(sv)
            if var e = zoomExtremes[id] {
                e.low = min(e.low, sv.zoomScale); e.high = max(e.high, sv.zoomScale)
                zoomExtremes[id] = e
            }
        }
        var said: String?
        for call in frame.events {
            guard let sv = named.first(where: { ObjectIdentifier($0.view) == call.scrollView })?.view else { continue }
            let prefix = several ? scene.name(of: call.scrollView) + ": " : ""
            if let words = describe(call, sv) { said = prefix + words }
        }
        if let said {
            show(said, at: t, event: true)
        } else if let change = metricChange(frame) {
            if !currentIsEvent || !(current.map { t - $0.start < Self.minimumShown && $0.isShown(at: t) } ?? false) {
                show(change, at: t, event: false)
            }
        } else {
            _ = metricChange(frame)
        }
        return current.flatMap { $0.isShown(at: t) ? $0 : nil }
    }

    /// Ends the caption on screen (after a fade) unless it is still being read.
    private mutating func fadeOut(at t: Double) {
        guard var c = current, c.isShown(at: t) else { return }
        c.end = min(c.end, max(t, c.start + Self.minimumShown) + Caption.fade)
        current = c
    }

    private mutating func show(_ text: String, at t: Double, event: Bool) {
        current = Caption(text: text, start: t, end: t + Self.duration)
        currentIsEvent = event
    }

    /// The words for one delegate call, if it is worth a caption.
    private mutating func describe(_ call: DelegateCall, _ sv: UIScrollView) -> String? {
        let id = call.scrollView
        switch call.method {
        case .scrollViewWillEndDragging:
            guard let v = call.velocity, let target = call.targetContentOffset else { return nil }
            let vertical = abs(v.y) >= abs(v.x)
            func along(_ p: CGPoint) -> CGFloat { vertical ? p.y : p.x }
            if let adjusted = call.adjustedTargetContentOffset, abs(along(adjusted) - along(target)) >= 0.5 {
                return "willEndDragging → target \(Self.points(along(target))) rewritten to \(Self.points(along(adjusted)))"
            }
            let speed = abs(along(v)) * 1000
            guard speed >= 1 else { return nil }
            return "released at \(Self.points(speed)) pt/s → aims at \(Self.points(along(target)))"
        case .scrollViewDidEndDecelerating:
            rest[id] = (call.contentOffset, call.time)
            if sv.isPagingEnabled, sv.bounds.width > 0, sv.contentSize.width > sv.bounds.width {
                let page = Self.clampedInt(call.contentOffset.x / sv.bounds.width) + 1
                let pages = Self.clampedInt((sv.contentSize.width / sv.bounds.width).rounded(.up))
                return "comes to rest on page \(page) of \(pages)"
            }
            let vertical = sv.contentSize.height > sv.bounds.height || sv.contentSize.width <= sv.bounds.width
            return "comes to rest at \(Self.points(vertical ? call.contentOffset.y : call.contentOffset.x))"
        case .scrollViewDidEndScrollingAnimation:
            guard let r = rest[id], call.time - r.time < 2 else { return nil }
            let dx = call.contentOffset.x - r.offset.x, dy = call.contentOffset.y - r.offset.y
            let d = abs(dy) >= abs(dx) ? dy : dx
            guard abs(d) >= 0.5 else { return nil }
            rest[id] = nil
            return "snap after rest: \(d > 0 ? "+" : "−")\(Self.points(abs(d))) pt in \(Self.seconds(call.time - r.time)) s"
        case .scrollViewWillBeginDragging:
            rest[id] = nil
            fadeOut(at: call.time)
            return nil
        case .scrollViewWillBeginZooming:
            zoomExtremes[id] = (sv.zoomScale, sv.zoomScale)
            fadeOut(at: call.time)
            return nil
        case .scrollViewDidEndZooming:
            let scale = call.scale ?? sv.zoomScale
            defer { zoomExtremes[id] = nil }
            guard let e = zoomExtremes[id] else { return "zoom ends at \(Self.scale(scale))×" }
            if e.high > scale + 0.01 { return "zoom \(Self.scale(e.high))× → bounces back to \(Self.scale(scale))×" }
            if e.low < scale - 0.01 { return "zoom \(Self.scale(e.low))× → bounces back to \(Self.scale(scale))×" }
            return "zoom ends at \(Self.scale(scale))×"
        case .scrollViewDidScrollToTop:
            return "status-bar tap → scrolled to the top"
        default:
            return nil
        }
    }

    /// The first metric that changed after being quiet, in words.
    private mutating func metricChange(_ frame: Frame) -> String? {
        var words: String?
        for m in frame.metrics {
            let old = metrics[m.key]
            guard old?.value != m.value else { continue }
            metrics[m.key] = (m.value, frame.time)
            guard let old, words == nil, frame.time - old.changed >= Self.quietBefore,
                  !m.key.hasSuffix("Calls"), let a = Self.word(old.value), let b = Self.word(m.value) else { continue }
            words = "\(m.key): \(a) → \(b)"
        }
        return words
    }

    /// A metric's value in a caption: whole numbers, short strings and booleans;
    /// nil for what does not read as a change (fractions, lists).
    static func word(_ v: JSONValue) -> String? {
        switch v {
        case .number(let x) where x == x.rounded() && abs(x) < 1e9: String(Int(x))
        case .string(let s) where s.unicodeScalars.count <= 24: s
        case .bool(let b): b ? "yes" : "no"
        default: nil
        }
    }

    static func clampedInt(_ x: CGFloat) -> Int { x.isFinite ? Int(min(max(x.rounded(), -1e9), 1e9)) : 0 }
    static func points(_ x: CGFloat) -> String { String(clampedInt(x)) }
    static func scale(_ x: CGFloat) -> String { JSONValue.format(Double(x), decimals: 1) }
    static func seconds(_ x: Double) -> String { JSONValue.format(x, decimals: 2) }
}
