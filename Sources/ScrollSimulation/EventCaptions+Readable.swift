/// A whole film's event captions, made readable once it has been played to its end.
extension EventCaptions {
    /// One frame of a film as it was played: what its events had said by then
    /// (``EventCaptions/latest``), and whether the script's caption, which has the
    /// screen while it is up, covered it.
    public struct FrameCaptions: Sendable {
        /// The frame's virtual time (seconds).
        public var time: Double
        /// The latest caption said of the events, as it stands at this frame (it may
        /// have ended: it is shown only while ``Caption/isShown(at:)``).
        public var event: Caption?
        /// Whether that caption is of a state (``EventCaptions/saysState``).
        public var isState: Bool
        /// Whether the script's caption is on screen at this frame (and the event's is not seen).
        public var scriptShown: Bool

        /// One frame's captions.
        public init(time: Double, event: Caption?, isState: Bool, scriptShown: Bool) {
            self.time = time; self.event = event; self.isState = isState; self.scriptShown = scriptShown
        }
    }

    /// The event captions of `frames` (a whole film, in order) that can be read: each
    /// seen at full opacity for less than ``readingTime`` is left out — unless it is
    /// up at the last frame, which a film holds — and the caption it cut short is seen
    /// again until its own end, as if it had not been said (but a caption of a state
    /// is not: its state may have ended meanwhile). Whether a caption is read depends
    /// on whether the next one is said, so they are weighed from the last back.
    ///
    /// Returns the caption to show at each frame (the script's caption, when up,
    /// still covers it). `fadesIn` is false for a scene whose captions are at full
    /// opacity from their first frame (``SceneWords/saidAtOnce``): they are read from it.
    public nonisolated static func readable(_ frames: [FrameCaptions], fadesIn: Bool = true) -> [Caption?] {
        // Each caption said (one at a time), as it was last seen: its frames and its end.
        var said: [(caption: Caption, first: Int, last: Int, isState: Bool)] = []
        for (i, f) in frames.enumerated() {
            guard let c = f.event else { continue }
            if let last = said.last, last.caption.start == c.start {
                said[said.count - 1].caption = c
                said[said.count - 1].last = i
            } else {
                said.append((c, i, i, f.isState))
            }
        }
        var shown = [Caption?](repeating: nil, count: frames.count)
        // Where the next caption that is said (one that stays) begins.
        var nextSaid = frames.count
        for s in said.reversed() {
            let span = s.first..<(s.isState ? s.last + 1 : nextSaid)
            var seen = 0.0, held = false
            for i in span where s.caption.isShown(at: frames[i].time) && !frames[i].scriptShown {
                let next = i + 1 < frames.count ? frames[i + 1].time : frames[i].time
                if s.caption.opacity(at: frames[i].time, fadesIn: fadesIn) >= 0.999 { seen += next - frames[i].time }
                held = held || i == frames.count - 1
            }
            guard seen >= readingTime - 1e-6 || held else { continue }
            for i in span where s.caption.isShown(at: frames[i].time) {
                // (With the words it had at that frame: a caption revised in place, ``SceneWords/revisedInPlace``.)
                var c = s.caption
                if let e = frames[i].event, e.start == c.start { c.text = e.text }
                shown[i] = c
            }
            nextSaid = s.first
        }
        return shown
    }
}
