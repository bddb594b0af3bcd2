import ScrollReelUIKit

/// A gesture script: what a finger (or two) does, step after step, in virtual time.
///
/// JSON form: `{"fps": 60, "duration": 3.0, "steps": [{"fling": {...}}, ...]}`,
/// coordinates in screen points from the viewport's top-left corner. See README.
public struct Script: Sendable, Equatable {
    /// Frames per second of the trace or film (default 60).
    public var fps: Int?
    /// Seconds to run; without it the run ends when everything rests after the last step.
    public var duration: Double?
    /// What the fingers do, in order; each step starts when the one before has taken its
    /// `duration`.
    public var steps: [Step]

    /// A script of `steps`, optionally with its frame rate and its length in seconds.
    public init(fps: Int? = nil, duration: Double? = nil, steps: [Step]) {
        self.fps = fps; self.duration = duration; self.steps = steps
    }

    /// Whether any step is a caption: a film of a script without one shows no
    /// caption of the script's.
    package var hasCaptions: Bool {
        steps.contains { if case .caption = $0 { true } else { false } }
    }

    /// One thing the fingers do, or a change to a scroll view; its JSON form is an object
    /// with one key, the step's `name`.
    public enum Step: Sendable, Equatable {
        /// The finger comes down at a point on the screen (points); it takes no time.
        case touchDown(at: CGPoint)
        /// A straight move at constant speed.
        case moveTo(at: CGPoint, duration: Double)
        /// The finger stays still.
        case hold(duration: Double)
        /// The finger lifts where it is; it takes no time.
        case touchUp
        /// Nothing happens; motions go on.
        case wait(duration: Double)
        /// A finger comes down at a point on the screen (points) and lifts `tapDuration` later
        /// without moving.
        case tap(at: CGPoint)
        /// Two fingers on a horizontal line through `center`, their spread multiplied by `scale`.
        case pinch(center: CGPoint, scale: Double, duration: Double)
        /// A straight drag inside the scroll view that releases with `velocity`
        /// (content-offset points per second).
        case fling(scrollView: String, velocity: CGPoint, duration: Double)
        /// Calls `setContentOffset(_:animated:)` on the named scroll view with `offset` (points);
        /// it takes no time, and an animated change goes on through the next steps.
        case setContentOffset(scrollView: String, offset: CGPoint, animated: Bool)
        /// (Indirect: the settings are by far the largest payload, and every step
        /// would otherwise be as large as they are.)
        indirect case configure(scrollView: String, settings: ScrollViewSettings)
        /// A finger from the left edge of the screen: it comes down `Script.Step.edgeInset`
        /// points from the edge at height `y`, moves right by `distance` points at constant
        /// speed over `duration` seconds, and lifts (a navigation controller's interactive pop).
        case edgeSwipe(y: Double, distance: Double, duration: Double)
        /// Text on screen for `duration` seconds, drawn as a banner over the app in
        /// frames and documentation films; it takes no time of its own (the next
        /// step starts at once) and is not part of the trace (see ``Caption``).
        case caption(text: String, duration: Double)

        /// The step's JSON name.
        public var name: String {
            switch self {
            case .touchDown: "touchDown"
            case .moveTo: "moveTo"
            case .hold: "hold"
            case .touchUp: "touchUp"
            case .wait: "wait"
            case .tap: "tap"
            case .pinch: "pinch"
            case .fling: "fling"
            case .setContentOffset: "setContentOffset"
            case .configure: "configure"
            case .caption: "caption"
            case .edgeSwipe: "edgeSwipe"
            }
        }

        /// The scroll view the step names, if any.
        public var scrollViewName: String? {
            switch self {
            case .fling(let n, _, _), .setContentOffset(let n, _, _), .configure(let n, _): n
            default: nil
            }
        }
    }
}

/// The plain properties of a scroll view that a script may set with `configure`.
public struct ScrollViewSettings: Sendable, Equatable {
    /// The fraction of the velocity kept per millisecond: above 0 and at most 0.9999
    /// (JSON also takes "normal", 0.998, and "fast", 0.99). nil leaves it unchanged.
    public var decelerationRate: Double?
    /// Whether a release settles on a page; nil leaves it unchanged.
    public var isPagingEnabled: Bool?
    /// Whether the content runs past its edges and bounces back (else it stops at them);
    /// nil leaves it unchanged.
    public var bounces: Bool?
    /// Whether a horizontal drag bounces even when the content is no wider than the view;
    /// nil leaves it unchanged.
    public var alwaysBounceHorizontal: Bool?
    /// Whether a vertical drag bounces even when the content is no taller than the view;
    /// nil leaves it unchanged.
    public var alwaysBounceVertical: Bool?
    /// Whether the finger can scroll the view at all; nil leaves it unchanged.
    public var isScrollEnabled: Bool?
    /// Whether a drag that starts along one axis stays on it; nil leaves it unchanged.
    public var isDirectionalLockEnabled: Bool?
    /// Space around the content (points, each within ``ScriptLimits/position``; in JSON
    /// `[top, left, bottom, right]`); nil leaves it unchanged.
    public var contentInset: UIEdgeInsets?
    /// The smallest zoom scale (within ``ScriptLimits/scale``, and not above
    /// `maximumZoomScale` when both are given); nil leaves it unchanged.
    public var minimumZoomScale: Double?
    /// The largest zoom scale (within ``ScriptLimits/scale``); nil leaves it unchanged.
    public var maximumZoomScale: Double?
    /// Whether a pinch past the zoom limits bounces back to them; nil leaves it unchanged.
    public var bouncesZoom: Bool?
    /// Whether a tap on the status bar scrolls this view to the top; nil leaves it
    /// unchanged.
    public var scrollsToTop: Bool?
    /// Whether the horizontal scroll indicator shows while scrolling; nil leaves it
    /// unchanged.
    public var showsHorizontalScrollIndicator: Bool?
    /// Whether the vertical scroll indicator shows while scrolling; nil leaves it
    /// unchanged.
    public var showsVerticalScrollIndicator: Bool?
    /// Settings that change nothing: every property nil.
    public init() {}

    /// Sets each property that is not nil on `sv`, and leaves the others as they are.
    @MainActor public func apply(to sv: UIScrollView) {
        if let v = decelerationRate { sv.decelerationRate = .init(rawValue: v) }
        if let v = isPagingEnabled { sv.isPagingEnabled = v }
        if let v = bounces { sv.bounces = v }
        if let v = alwaysBounceHorizontal { sv.alwaysBounceHorizontal = v }
        if let v = alwaysBounceVertical { sv.alwaysBounceVertical = v }
        if let v = isScrollEnabled { sv.isScrollEnabled = v }
        if let v = isDirectionalLockEnabled { sv.isDirectionalLockEnabled = v }
        if let v = contentInset { sv.contentInset = v }
        if let v = minimumZoomScale { sv.minimumZoomScale = v }
        if let v = maximumZoomScale { sv.maximumZoomScale = v }
        if let v = bouncesZoom { sv.bouncesZoom = v }
        if let v = scrollsToTop { sv.scrollsToTop = v }
        if let v = showsHorizontalScrollIndicator { sv.showsHorizontalScrollIndicator = v }
        if let v = showsVerticalScrollIndicator { sv.showsVerticalScrollIndicator = v }
    }
}

extension Script.Step {
    /// How long a tap keeps the finger down.
    public static let tapDuration = 0.1
    /// Fingers of a pinch start this far apart (points).
    public static let pinchSpread = 120.0
    /// An edge swipe's finger comes down this far from the left edge (points): inside the
    /// 20 pt where a navigation controller takes it.
    public static let edgeInset = 2.0

    /// The virtual time the step takes; the next step starts after it.
    public var duration: Double {
        switch self {
        case .touchDown, .touchUp, .setContentOffset, .configure, .caption: 0
        case .moveTo(_, let d), .hold(let d), .wait(let d), .pinch(_, _, let d), .edgeSwipe(_, _, let d): d
        case .tap: Self.tapDuration
        case .fling(_, let v, let d): Self.flingDuration(velocity: v, requested: d)
        }
    }

    /// A fling must carry the finger past the touch slop for a pan to begin; a slow
    /// fling is made longer (at the same speed) until it does.
    public static func flingDuration(velocity: CGPoint, requested: Double) -> Double {
        let speed = velocity.length
        guard speed > 0 else { return requested }
        return max(requested, 2 * TouchPhysics.touchSlop / speed)
    }
}
