import ScrollReelUIKit

/// The range of every number a script may give (README, "Limits").
///
/// Each range is wide enough for any gesture on a phone or tablet and narrow enough
/// that nothing downstream overflows: positions and offsets stay far inside what a
/// trace writes with its six decimals, a finger's speed stays finite however short
/// its move, durations add up to a film of bounded length (and so a bounded number
/// of frames and touch samples).
public enum ScriptLimits {
    /// Points, either way from the origin: finger coordinates, content offsets and
    /// content insets (a million points is over a thousand screens of content).
    public static let position = -1_000_000.0...1_000_000.0
    /// Seconds a step may last; all the steps together may not exceed the film.
    public static let duration = 0.0...Stage.maximumFilmLength
    /// Points per second, the length of a fling's velocity: slower is a hold, and
    /// UIKit's fastest flicks are ~30,000.
    public static let flingSpeed = 1.0...100_000.0
    /// A pinch's scale and the zoom scale limits.
    public static let scale = 0.01...100.0
    /// `decelerationRate` is above 0 and at most this: closer to 1 a flick would
    /// glide on for longer than any film.
    public static let maximumDecelerationRate = 0.9999
    /// Frames per second a script or a run may ask for: whole numbers from 1 to 1000.
    public static let fps = 1.0...1000.0
    /// A caption's text: 1 to 200 Unicode scalars, no control characters (it is
    /// one banner of at most two lines).
    public static let captionLength = 1...200
    /// Seconds a caption stays on screen.
    public static let captionDuration = 0.1...60.0

    static let decelerationRateRule =
        "must be \"normal\", \"fast\" or a number above 0 and at most \(JSONValue.format(maximumDecelerationRate))"
}

extension Script {
    /// Checks every number against its range (`ScriptLimits`), the length of the
    /// film (`Stage.maximumFilmLength`) and the finger's sequence.
    public func validate(source: String) throws(ScriptError) {
        let longest = Stage.maximumFilmLength
        if let fps, !ScriptLimits.fps.contains(Double(fps)) {
            throw ScriptError(source: source, field: "fps", message: "must be a whole number of frames per second from 1 to 1000 (got \(fps))")
        }
        if let duration, !(duration > 0 && duration <= longest) {
            throw ScriptError(source: source, field: "duration", message: duration > 0
                ? "must be at most \(Int(longest)) s, the longest film (got \(ScriptError.show(duration)))"
                : "must be greater than 0 (got \(ScriptError.show(duration)))")
        }
        var end = 0.0
        for (i, step) in steps.enumerated() {
            try step.validate(source: source, index: i)
            end += step.duration
            if end > longest {
                throw ScriptError(source: source, step: i, stepName: step.name,
                                  message: "the steps last \(ScriptError.show(end)) s by the end of this one, longer than the longest film (\(Int(longest)) s)")
            }
        }
        try checkFingerSequence(source: source)
    }

    /// One finger: it must be down before it moves, holds or lifts, and up before it
    /// comes down again or before a tap, pinch or fling; and it must be up at the end,
    /// unless the script's duration ends the film (else the film would wait for a
    /// rest that never comes).
    func checkFingerSequence(source: String) throws(ScriptError) {
        var down: Int?
        for (i, step) in steps.enumerated() {
            func fail(_ m: String) -> ScriptError { ScriptError(source: source, step: i, stepName: step.name, message: m) }
            switch step {
            case .touchDown:
                if down != nil { throw fail("the finger is already down (add a touchUp first)") }
                down = i
            case .moveTo, .hold:
                if down == nil { throw fail("the finger is not down (add a touchDown first)") }
            case .touchUp:
                if down == nil { throw fail("the finger is not down") }
                down = nil
            case .tap, .pinch, .fling, .edgeSwipe:
                if down != nil { throw fail("the finger is still down (add a touchUp first)") }
            case .wait, .setContentOffset, .configure, .caption:
                break
            }
        }
        if let down, duration == nil {
            throw ScriptError(source: source, step: down, stepName: steps[down].name,
                              message: "the finger never lifts (add a touchUp at the end, or give the script a duration)")
        }
    }
}

extension Script.Step {
    /// Checks the step's numbers against `ScriptLimits`.
    func validate(source: String, index: Int) throws(ScriptError) {
        func fail(_ field: String, _ message: String) -> ScriptError {
            ScriptError(source: source, step: index, stepName: name, field: field, message: message)
        }
        func range(_ r: ClosedRange<Double>) -> String { "from \(JSONValue.format(r.lowerBound)) to \(JSONValue.format(r.upperBound))" }
        func point(_ field: String, _ p: CGPoint) throws(ScriptError) {
            for x in [p.x, p.y] where !ScriptLimits.position.contains(x) {
                throw fail(field, "must have coordinates \(range(ScriptLimits.position)) points (got \(ScriptError.show(x)))")
            }
        }
        func duration(_ d: Double, positive: Bool = false) throws(ScriptError) {
            if positive, !(d > 0) { throw fail("duration", "must be greater than 0 (got \(ScriptError.show(d)))") }
            if d < 0 { throw fail("duration", "must not be negative (got \(ScriptError.show(d)))") }
            if !(d <= ScriptLimits.duration.upperBound) {
                throw fail("duration", "must be at most \(Int(ScriptLimits.duration.upperBound)) s, the longest film (got \(ScriptError.show(d)))")
            }
        }
        func scale(_ field: String, _ k: Double) throws(ScriptError) {
            if !ScriptLimits.scale.contains(k) { throw fail(field, "must be \(range(ScriptLimits.scale)) (got \(ScriptError.show(k)))") }
        }
        switch self {
        case .touchDown(let p), .tap(let p):
            try point("at", p)
        case .moveTo(let p, let d):
            try point("at", p)
            try duration(d)
        case .hold(let d), .wait(let d):
            try duration(d)
        case .touchUp:
            break
        case .pinch(let c, let k, let d):
            try point("center", c)
            try scale("scale", k)
            try duration(d, positive: true)
        case .fling(_, let v, let d):
            // The length scaled by the larger component: squares of huge or tiny
            // components would overflow or vanish.
            let m = max(abs(v.x), abs(v.y))
            let speed = m == 0 ? 0 : m * ((v.x / m) * (v.x / m) + (v.y / m) * (v.y / m)).squareRoot()
            guard ScriptLimits.flingSpeed.contains(speed) else {
                throw fail("velocity", "must have a speed \(range(ScriptLimits.flingSpeed)) points per second (got \(ScriptError.show(speed)))")
            }
            try duration(d, positive: true)
        case .setContentOffset(_, let p, _):
            try point("offset", p)
        case .edgeSwipe(let y, let distance, let d):
            if !ScriptLimits.position.contains(y) {
                throw fail("y", "must be \(range(ScriptLimits.position)) points (got \(ScriptError.show(y)))")
            }
            if !(distance >= 2 * TouchPhysics.touchSlop && distance <= ScriptLimits.position.upperBound) {
                throw fail("distance", "must be from \(JSONValue.format(2 * TouchPhysics.touchSlop)) to \(JSONValue.format(ScriptLimits.position.upperBound)) points, past the touch slop (got \(ScriptError.show(distance)))")
            }
            try duration(d, positive: true)
        case .caption(let text, let d):
            let n = text.unicodeScalars.count
            guard ScriptLimits.captionLength.contains(n) else {
                throw fail("text", "must be 1 to \(ScriptLimits.captionLength.upperBound) characters (got \(n))")
            }
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
                throw fail("text", "must not hold control characters (got \(ScriptError.quoted(text)))")
            }
            guard ScriptLimits.captionDuration.contains(d) else {
                throw fail("duration", "must be \(range(ScriptLimits.captionDuration)) seconds (got \(ScriptError.show(d)))")
            }
        case .configure(_, let s):
            if let r = s.decelerationRate, !(r > 0 && r <= ScriptLimits.maximumDecelerationRate) {
                throw fail("decelerationRate", ScriptLimits.decelerationRateRule + " (got \(ScriptError.show(r)))")
            }
            if let i = s.contentInset {
                for x in [i.top, i.left, i.bottom, i.right] where !ScriptLimits.position.contains(x) {
                    throw fail("contentInset", "must have insets \(range(ScriptLimits.position)) points (got \(ScriptError.show(x)))")
                }
            }
            if let k = s.minimumZoomScale { try scale("minimumZoomScale", k) }
            if let k = s.maximumZoomScale { try scale("maximumZoomScale", k) }
            if let lo = s.minimumZoomScale, let hi = s.maximumZoomScale, lo > hi {
                throw fail("maximumZoomScale", "must not be less than minimumZoomScale")
            }
        }
    }
}
