import ScrollReelUIKit

/// How a documentation film says a scene's moments in the reader's words
/// (`render --captions events`, and `{name}` in a script's captions, filled in
/// at every frame the caption is on screen, so that it shows that frame's number).
///
/// A film says the motions by itself (a release, a catch, a rest, a zoom);
/// the scene adds what only it knows: which of its counters deserve a
/// sentence and which sentence, and how its screen counts pages. A counter
/// that is not in ``metrics`` is never said: "visibleCells: 5 → 4" is an
/// internal number, not what the film is about.
///
/// Every number a caption shows comes from the run at the frame it is said
/// (a counter's value, a scroll view's offset, a value of ``values``), never
/// from the text of a script, so the words stay right when the motion changes.
@MainActor
public struct SceneWords {
    /// Says one counter's change: its value before and now (the closure may also read
    /// the screen, as it is at that frame); nil says nothing.
    public typealias Saying = @MainActor (_ old: JSONValue, _ new: JSONValue) -> String?

    /// The sentence of each counter (``Scene/metrics``) that has one; the others are not said.
    /// A counter's sentence replaces whatever caption is on screen.
    public var metrics: [String: Saying] = [:]
    /// Counters whose sentence is said once, as a caption that then follows them: a new
    /// sentence of theirs while that caption is up replaces its words in place (it keeps
    /// its start, so the reader reads on, with the numbers the screen shows now); once
    /// it is gone, nothing more is said of them. Empty by default.
    public var revisedInPlace: Set<String> = []
    /// Numbers a script's caption shows as `{name}` (read at each frame it is on
    /// screen), besides the scene's counters, which it can show by their names too.
    public var values: [String: @MainActor () -> Double] = [:]
    /// Sentences a script's caption shows as `{name}`, made at each frame it is on
    /// screen: a demo's own words (its point, its result) for a script it shares
    /// with another demo, with the numbers of its run.
    public var texts: [String: @MainActor () -> String] = [:]
    /// A paging scroll view's page as the screen names it, from its index (0 for the
    /// first): "bubble #3" on a screen that labels its pages from #0; nil says
    /// "page 4 of 10", counting from 1.
    public var page: (@MainActor (Int) -> String)?
    /// Whether the film says where a release aims and where a motion comes to
    /// rest, in points; false for a screen whose own readout says it better (a
    /// carousel that counts items).
    public var saysMotion = true
    /// What a screen that the user scrolls in several places calls each scroll view
    /// (by its name in ``Scene/scrollViews``): "the hero" rather than "feed.section0".
    public var names: [String: String] = [:]
    /// What the film says instead of "comes to rest at …" when a scroll view
    /// stops (nil says the default sentence; return nil from it to say nothing).
    public var rest: (@MainActor (UIScrollView) -> String?)?
    /// Whether what ``rest`` says stays up as an event's caption does (it names what
    /// the stop showed, and stays true once the list moves on) rather than leaving
    /// the moment the scroll view moves again. False by default.
    public var restStays = false
    /// How long what ``rest`` says is up at most, in seconds (nil: as long as any
    /// event's caption, ``EventCaptions/duration``): longer for a stop's words that
    /// take longer to read, such as a result with its numbers.
    public var restDuration: Double?
    /// Whether this scene's captions are at full opacity from the frame they are said,
    /// rather than fading in over ``Caption/fade``: for words about what appears in that
    /// same frame (the mark a snap leaves where it starts), which a caption still fading
    /// in would name late. They still fade out. False by default.
    public var saidAtOnce = false

    /// What a side-by-side comparison (`scrollreel compare`) writes over this scene's
    /// pane, in plain words ("Snap after the stop"); nil writes the demo's id.
    public var title: String?
    /// What this scene's film came to, in a few words with the numbers of its run
    /// ("28 pictures asked for"): a comparison closes with every pane's outcome in one
    /// sentence under the panes ("Same finger — left: …; right: …"), from the script's
    /// last caption on. Nil (a pane without one) writes no closing sentence.
    public var outcome: (@MainActor () -> String)?

    /// Words for a scene that adds none of its own.
    public init() {}

    /// `text` with each `{name}` replaced by the value of that name now: one of
    /// ``texts``, ``values`` or a counter of `metrics`; an unknown name is left as it is.
    public func fill(_ text: String, metrics: [JSONValue.Member]) -> String {
        guard text.contains("{") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let text = texts[name] {
                out += text()
            } else if let value = values[name] {
                out += Self.number(value())
            } else if let m = metrics.first(where: { $0.key == name }), let w = Self.word(m.value) {
                out += w
            } else {
                out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// A number as a caption writes it: whole when it is (with a thin comma every three
    /// digits from 1,000 up: "2,600"), else to one decimal ("2.2").
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return "?" }
        let r = (x * 10).rounded() / 10
        if r == r.rounded() {
            let n = Int(min(max(r, -1e12), 1e12))
            let digits = String(abs(n))
            guard digits.count > 3 else { return (n < 0 ? "−" : "") + digits }
            var grouped = ""
            for (i, c) in digits.enumerated() {
                if i > 0, (digits.count - i) % 3 == 0 { grouped += "," }
                grouped.append(c)
            }
            return (n < 0 ? "−" : "") + grouped
        }
        return (r < 0 ? "−" : "") + JSONValue.format(abs(r), decimals: 1)
    }

    /// Points, speeds and distances as a caption writes them: whole ("1,300", "−60").
    public static func points(_ x: Double) -> String { number(x.isFinite ? x.rounded() : x) }

    /// A counter's value in words: numbers as ``number(_:)``, short strings as they are,
    /// booleans as yes/no; nil for what does not read as one value (lists, long text).
    public static func word(_ v: JSONValue) -> String? {
        switch v {
        case .number(let x): number(x)
        case .string(let s) where s.unicodeScalars.count <= 24: s
        case .bool(let b): b ? "yes" : "no"
        default: nil
        }
    }
}
