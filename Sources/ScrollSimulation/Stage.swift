import ScrollKit

/// Runs a scene under a script in virtual time and hands out its frames.
///
/// The script's steps are scheduled on the window's run loop at their exact
/// times; finger samples follow at the digitizer's rate; frame n is taken at
/// t = n / fps after every event due by then has run and the display link has
/// moved whatever is in motion. Nothing reads the wall clock.
public final class Stage {
    public let scene: Scene
    public var window: Window { scene.window }

    /// Touch samples per second while a finger moves (the digitizer of a 120 Hz iPhone).
    public static let touchSampleRate = 120.0
    /// Without a duration, a run that never comes to rest stops after this long.
    public static let maximumDuration = 120.0
    public static let defaultFPS = 60

    private let fingerID = 1
    private var fingerLocation: Point?

    public init(scene: Scene) {
        self.scene = scene
    }

    /// Checks that the script only names scroll views the scene has.
    public func validate(_ script: Script, source: String) throws(ScriptError) {
        for (i, step) in script.steps.enumerated() {
            if let name = step.scrollViewName, scene.scrollView(named: name) == nil {
                let known = scene.scrollViews.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw ScriptError(source: source, step: i, stepName: step.name, field: "scrollView",
                                  message: "no scroll view named \"\(name)\" in this demo (it has \(known))")
            }
        }
    }

    /// Runs the script, calling `body` with every frame, in order. Frames run from
    /// t = 0 to the script's duration, or, without one, until everything has come
    /// to rest after the last step.
    public func run(_ script: Script, fps: Int, source: String = "script",
                    body: (Frame) throws -> Void) throws {
        var playback = try start(script, fps: fps, source: source)
        while let frame = playback.next() { try body(frame) }
    }

    /// Starts the script; each `next()` then runs the scene up to the next frame.
    /// (Two stages stepped together make a side-by-side comparison.)
    public func start(_ script: Script, fps: Int, source: String = "script") throws(ScriptError) -> Playback {
        try validate(script, source: source)
        let stepsEnd = schedule(script.steps)
        return Playback(stage: self, fps: fps, duration: script.duration, stepsEnd: stepsEnd)
    }

    public struct Playback {
        let stage: Stage
        let fps: Int
        let duration: Double?
        let stepsEnd: Double
        private var n = 0
        private var done = false

        init(stage: Stage, fps: Int, duration: Double?, stepsEnd: Double) {
            self.stage = stage; self.fps = fps; self.duration = duration; self.stepsEnd = stepsEnd
        }

        /// Whether the film is over (its duration reached, or everything at rest).
        public var isFinished: Bool { done }

        public mutating func next() -> Frame? {
            guard !done else { return nil }
            let t = Double(n) / Double(fps)
            let limit = duration ?? Stage.maximumDuration
            if t > limit + 1e-9 { done = true; return nil }
            let window = stage.window
            window.advance(to: t)
            window.displayLinkFired()
            let frame = Frame(index: n, time: t, events: window.drainDelegateCalls(),
                              metrics: stage.scene.metrics(), touches: window.touchLocations)
            if duration == nil, t >= stepsEnd, window.isAtRest { done = true }
            n += 1
            return frame
        }
    }

    /// Schedules every step at its start time; returns when the last step ends.
    private func schedule(_ steps: [Script.Step]) -> Double {
        var t = 0.0
        for step in steps {
            let start = t
            window.schedule(at: start) { [unowned self] in self.perform(step, at: start) }
            t += step.duration
        }
        return t
    }

    private func perform(_ step: Script.Step, at t: Double) {
        switch step {
        case .touchDown(let p):
            fingerLocation = p
            window.touchDown(id: fingerID, at: p)
        case .moveTo(let p, let d):
            let from = fingerLocation ?? p
            moveFinger(fingerID, from: from, to: p, start: t, duration: d)
            fingerLocation = p
        case .hold, .wait:
            break
        case .touchUp:
            if let p = fingerLocation { window.touchUp(id: fingerID, at: p) }
            fingerLocation = nil
        case .tap(let p):
            window.touchDown(id: fingerID, at: p)
            window.schedule(at: t + Script.Step.tapDuration) { [unowned self] in self.window.touchUp(id: self.fingerID, at: p) }
        case .pinch(let c, let k, let d):
            let half = Script.Step.pinchSpread / 2
            let a0 = Point(x: c.x - half, y: c.y), b0 = Point(x: c.x + half, y: c.y)
            let a1 = Point(x: c.x - half * k, y: c.y), b1 = Point(x: c.x + half * k, y: c.y)
            window.touchDown(id: 2, at: a0)
            window.touchDown(id: 3, at: b0)
            moveFinger(2, from: a0, to: a1, start: t, duration: d)
            moveFinger(3, from: b0, to: b1, start: t, duration: d)
            window.schedule(at: t + d) { [unowned self] in
                self.window.touchUp(id: 2, at: a1)
                self.window.touchUp(id: 3, at: b1)
            }
        case .fling(let name, let v, let requested):
            guard let sv = scene.scrollView(named: name) else { return }
            let d = flingTravelTime(velocity: v, requested: requested, in: sv)
            // The finger moves against the content, centred on the visible part of the scroll view.
            let center = visibleRect(of: sv).center
            let travel = v * (-d)
            let from = center - travel * 0.5, to = center + travel * 0.5
            window.touchDown(id: fingerID, at: from)
            moveFinger(fingerID, from: from, to: to, start: t, duration: d)
            window.schedule(at: t + d) { [unowned self] in self.window.touchUp(id: self.fingerID, at: to) }
        case .setContentOffset(let name, let p, let animated):
            scene.scrollView(named: name)?.setContentOffset(p, animated: animated)
        case .configure(let name, let settings):
            if let sv = scene.scrollView(named: name) { settings.apply(to: sv) }
        }
    }

    /// The part of a scroll view that is on screen (window points).
    private func visibleRect(of sv: ScrollView) -> Rect {
        let visible = sv.convert(sv.bounds, to: nil).intersection(window.bounds)
        return visible.isEmpty ? sv.convert(sv.bounds, to: nil) : visible
    }

    /// How long the finger of a fling moves. A fast fling's path would leave the
    /// scroll view (the finger must come down on it): the finger then moves for a
    /// shorter time at the same speed, so the release velocity is still the one
    /// asked for, and the rest of the step's time the finger is already up.
    private func flingTravelTime(velocity v: Point, requested: Double, in sv: ScrollView) -> Double {
        let d = Script.Step.flingDuration(velocity: v, requested: requested)
        let room = visibleRect(of: sv)
        let fit = min(abs(v.x) > 0 ? room.width * 0.8 / abs(v.x) : .infinity,
                      abs(v.y) > 0 ? room.height * 0.8 / abs(v.y) : .infinity)
        return max(min(d, fit), 2 * TouchPhysics.touchSlop / v.length)
    }

    /// Schedules the samples of a straight, constant-speed finger move.
    private func moveFinger(_ id: Int, from: Point, to: Point, start: Double, duration: Double) {
        let count = max(1, Int((duration * Self.touchSampleRate).rounded(.up)))
        for k in 1...count {
            let f = Double(k) / Double(count)
            let p = from + (to - from) * f
            window.schedule(at: start + duration * f) { [unowned self] in self.window.touchMove(id: id, to: p) }
        }
    }
}
