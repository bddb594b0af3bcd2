/// Words on screen for a while: a script's `caption` step, or what a
/// documentation film says of the moment (`EventCaptions`).
///
/// Captions explain a film; they are not behaviour. The trace never holds them,
/// and a golden's keyframes are drawn without them, so rewording a caption never
/// fails a golden test.
public struct Caption: Sendable, Equatable {
    /// The words on screen (for a script's caption, within ``ScriptLimits/captionLength``).
    public var text: String
    /// When it appears and when it is gone (seconds of virtual time).
    public var start: Double
    /// When it is gone (seconds of virtual time), after fading out over the last ``fade``
    /// seconds.
    public var end: Double

    /// How long a script's caption stays when its step gives no duration.
    public static let defaultDuration = 2.0
    /// Seconds a caption takes to fade in, and to fade out.
    public static let fade = 0.15

    /// Where on the screen a caption's banner sits.
    public enum Placement: Sendable, Equatable {
        /// Above the home indicator, as a toast.
        case bottom
        /// Below the navigation bar, as a banner.
        case top
        /// Across the middle of the screen: a screen whose bars and panels at
        /// the top and the bottom are what the film is about.
        case middle
        /// Centred `y` points below the top of the screen: a screen whose subject
        /// fills the middle (a current item, a page being flicked), with the banner
        /// over what is beside it.
        case at(y: Double)
        /// Not shown: a screen that explains itself (a log of the calls) and
        /// has no free place for a banner.
        case hidden
    }

    /// A caption of `text` on screen from `start` to `end` (seconds of virtual time).
    public init(text: String, start: Double, end: Double) {
        self.text = text; self.start = start; self.end = end
    }

    /// Whether it is on screen at `t` (seconds): from `start` up to, not including, `end`,
    /// with a nanosecond's slack for rounding.
    public func isShown(at t: Double) -> Bool { t >= start - 1e-9 && t < end - 1e-9 }

    /// How opaque it is at `t`: fading in after `start`, out before `end`. A caption
    /// that starts with the film (at 0) is there at once: a film's first frame is also
    /// what a looping GIF comes back to, and a banner fading in there flashes a ghost.
    public func opacity(at t: Double) -> Double { opacity(at: t, fadesIn: true) }

    /// How opaque it is at `t`, fading in after `start` only if `fadesIn` (a caption said
    /// at once, ``SceneWords/saidAtOnce``, is at full opacity in its first frame); it
    /// fades out before `end` either way.
    public func opacity(at t: Double, fadesIn: Bool) -> Double {
        guard isShown(at: t) else { return 0 }
        let fadingIn = !fadesIn || start <= 1e-9 ? 1 : (t - start) / Self.fade + 1 / 60 / Self.fade
        return min(1, fadingIn, (end - t) / Self.fade)
    }
}
