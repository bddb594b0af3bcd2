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
    public var steps: [Step]

    public init(fps: Int? = nil, duration: Double? = nil, steps: [Step]) {
        self.fps = fps; self.duration = duration; self.steps = steps
    }

    public enum Step: Sendable, Equatable {
        case touchDown(at: CGPoint)
        /// A straight move at constant speed.
        case moveTo(at: CGPoint, duration: Double)
        /// The finger stays still.
        case hold(duration: Double)
        case touchUp
        /// Nothing happens; motions go on.
        case wait(duration: Double)
        case tap(at: CGPoint)
        /// Two fingers on a horizontal line through `center`, their spread multiplied by `scale`.
        case pinch(center: CGPoint, scale: Double, duration: Double)
        /// A straight drag inside the scroll view that releases with `velocity`
        /// (content-offset points per second).
        case fling(scrollView: String, velocity: CGPoint, duration: Double)
        case setContentOffset(scrollView: String, offset: CGPoint, animated: Bool)
        /// (Indirect: the settings are by far the largest payload, and every step
        /// would otherwise be as large as they are.)
        indirect case configure(scrollView: String, settings: ScrollViewSettings)
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
    public var decelerationRate: Double?
    public var isPagingEnabled: Bool?
    public var bounces: Bool?
    public var alwaysBounceHorizontal: Bool?
    public var alwaysBounceVertical: Bool?
    public var isScrollEnabled: Bool?
    public var isDirectionalLockEnabled: Bool?
    public var contentInset: UIEdgeInsets?
    public var minimumZoomScale: Double?
    public var maximumZoomScale: Double?
    public var bouncesZoom: Bool?
    public var scrollsToTop: Bool?
    public var showsHorizontalScrollIndicator: Bool?
    public var showsVerticalScrollIndicator: Bool?
    public init() {}

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

    /// The virtual time the step takes; the next step starts after it.
    public var duration: Double {
        switch self {
        case .touchDown, .touchUp, .setContentOffset, .configure, .caption: 0
        case .moveTo(_, let d), .hold(let d), .wait(let d), .pinch(_, _, let d): d
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
