import ScrollReelUIKit

/// Runs a scene under a script in virtual time and hands out its frames.
///
/// The script plays one moment at a time: the window's run loop holds one event
/// for it, the next moment something of the script is due (a step starts, a moving
/// finger's next sample, a finger lifts), and that event asks for the next. So
/// touch samples are made as the clock reaches them (memory does not grow with a
/// move's length), and what is due at the same virtual time runs in script order:
/// a step's last samples and its lift come before the next step. Frame n is taken
/// at t = n / fps after every event due by then has run and the display link has
/// moved whatever is in motion. Nothing reads the wall clock.
///
/// A script plays from the moment it starts: on a new scene that is t = 0; on a
/// scene whose clock has already run (a second script, or a script after a film),
/// its steps and frames are counted from the clock's time then, so a drag that
/// opens the second script moves as it would open the first.
@MainActor
public final class Stage {
    /// The scene being run.
    public let scene: Scene
    /// The scene's window: the script's touches go to it, and its clock and run loop keep
    /// virtual time.
    public var window: UIWindow { scene.window }
    private var touches: TouchRouter { scene.window.touches }
    private let recorder = DelegateCallRecorder()

    /// Touch samples per second while a finger moves (the digitizer of a 120 Hz iPhone).
    nonisolated public static let touchSampleRate = 120.0
    /// Without a duration, a run that never comes to rest stops this long after
    /// its last step (and never after `maximumFilmLength`).
    nonisolated public static let maximumDuration = 120.0
    /// The longest film: ten minutes of virtual time. A script's `duration` and its
    /// steps' total time may not exceed it (`validate`), and no playback runs past
    /// it: at most 600 × fps + 1 frames.
    nonisolated public static let maximumFilmLength = 600.0
    /// Frames per second when neither the command line nor the script gives a rate.
    nonisolated public static let defaultFPS = 60

    private let fingerID = 1
    private var fingerLocation: CGPoint?
    /// The script being played: the next step and when it starts.
    ///
    /// The script's own times (its steps, its fingers' samples) count from its start,
    /// `origin` on the clock, and only become the clock's when the run loop is asked
    /// for them: so a script started at any time makes the same samples at the same
    /// moments of its frames, to the bit, as one started at 0.
    private var steps: [Script.Step] = []
    /// The clock's time when the script started: its time 0.
    private var origin = 0.0
    /// The script time the run loop will next wake the script at.
    private var wakeTime = 0.0
    private var nextStep = 0
    private var nextStepTime = 0.0
    /// Fingers in a straight move, by touch id.
    private var moves: [FingerMove] = []
    private var pending: ScheduledEvent?
    /// The script's latest caption (a new one replaces it: one at a time).
    private var caption: Caption?

    /// A stage for `scene`; from now on it records the delegate calls of the scene's
    /// scroll views for the frames' `events`.
    public init(scene: Scene) {
        self.scene = scene
        scene.window.environment.delegateCallObserver = recorder
    }

    /// Checks the script's numbers, length and finger sequence (`Script.validate`),
    /// that it only names scroll views the scene has, and that every finger comes
    /// down on the screen.
    public func validate(_ script: Script, source: String) throws(ScriptError) {
        try script.validate(source: source)
        let screen = window.bounds
        for (i, step) in script.steps.enumerated() {
            if let name = step.scrollViewName, scene.scrollView(named: name) == nil {
                let known = scene.scrollViews.map { ScriptError.quoted($0.name) }.joined(separator: ", ")
                throw ScriptError(source: source, step: i, stepName: step.name, field: "scrollView",
                                  message: "no scroll view named \(ScriptError.quoted(name)) in this demo (it has \(known))")
            }
            let landing: (field: String, points: [CGPoint])? = switch step {
            case .touchDown(let p), .tap(let p): ("at", [p])
            case .edgeSwipe(let y, _, _): ("y", [CGPoint(x: Script.Step.edgeInset, y: y)])
            case .pinch(let c, _, _): ("center", [CGPoint(x: c.x - Script.Step.pinchSpread / 2, y: c.y),
                                                  CGPoint(x: c.x + Script.Step.pinchSpread / 2, y: c.y)])
            default: nil
            }
            if let landing, let off = landing.points.first(where: { !screen.contains($0) }) {
                throw ScriptError(source: source, step: i, stepName: step.name, field: landing.field,
                                  message: "a finger at (\(Self.format(off.x)), \(Self.format(off.y))) is off the "
                                      + "\(Self.format(screen.width)) x \(Self.format(screen.height)) pt screen")
            }
        }
        self.source = source
    }

    private static func format(_ v: CGFloat) -> String { JSONValue.format(Double(v), decimals: 1) }

    /// How errors name the script being played.
    private var source = "script"
    /// A step that could not be played: the run stops at the next frame with it.
    private var failure: ScriptError?

    /// Runs the script, calling `body` with every frame, in order. Frames run from
    /// t = 0 to the script's duration, or, without one, until everything has come
    /// to rest after the last step.
    public func run(_ script: Script, fps: Int, source: String = "script",
                    body: (Frame) throws -> Void) throws {
        var playback = try start(script, fps: fps, source: source)
        while let frame = try playback.next() { try body(frame) }
    }

    /// Starts the script; each `next()` then runs the scene up to the next frame.
    /// (Two stages stepped together make a side-by-side comparison.)
    public func start(_ script: Script, fps: Int, source: String = "script") throws(ScriptError) -> Playback {
        try validate(script, source: source)
        guard ScriptLimits.fps.contains(Double(fps)) else {
            throw ScriptError(source: source, field: "fps", message: "must be from 1 to 1000 frames per second (got \(fps))")
        }
        pending?.cancel()
        // Motions stepped by the screen (a paging settle) step at the film's frames.
        window.clock.displayFrameInterval = 1 / Double(fps)
        steps = script.steps
        origin = window.now
        nextStep = 0
        nextStepTime = 0
        moves = []
        fingerLocation = nil
        caption = nil
        if !steps.isEmpty { wakeUp(at: 0) }
        let stepsEnd = script.steps.reduce(0) { $0 + $1.duration }
        return Playback(stage: self, fps: fps, start: origin, duration: script.duration, stepsEnd: stepsEnd)
    }

    /// One run of a script, frame by frame: each `next()` runs the scene up to the next
    /// frame's time. ``Stage/start(_:fps:source:)`` makes it.
    @MainActor
    public struct Playback {
        let stage: Stage
        let fps: Int
        /// The clock's time at frame 0.
        let start: Double
        let duration: Double?
        let stepsEnd: Double
        private var n = 0
        private var done = false

        init(stage: Stage, fps: Int, start: Double, duration: Double?, stepsEnd: Double) {
            self.stage = stage; self.fps = fps; self.start = start; self.duration = duration; self.stepsEnd = stepsEnd
        }

        /// Whether the film is over (its duration reached, or everything at rest).
        public var isFinished: Bool { done }

        /// The last frame is at the script's duration; without one, at most
        /// `maximumDuration` after the last step; never after `maximumFilmLength`
        /// (all counted from the script's start).
        var end: Double { min(duration ?? stepsEnd + Stage.maximumDuration, Stage.maximumFilmLength) }

        /// The next frame; a step that cannot be played (a fling at a scroll view the
        /// finger cannot reach) stops the run with its `ScriptError`, and a scene
        /// that stopped (UIKit would have raised, or the run loop's watchdog found
        /// it stuck) with its `SceneFailure`.
        public mutating func next() throws -> Frame? {
            guard !done else { return nil }
            let elapsed = Double(n) / Double(fps)
            if elapsed > end + 1e-9 { done = true; return nil }
            let t = start + elapsed
            let window = stage.window
            SceneActivity.beginStep(.runLoop, at: window.now)
            defer { SceneActivity.endStep() }
            let frame = window.environment.run {
                window.clock.advance(to: t)
                window.clock.displayLinkFired()
                // (The frame's numbers are read after the layout pass, not in it.)
                SceneActivity.enter(.displayFrame, at: t)
                let metrics = stage.scene.metrics()
                // `{name}` in a script's caption shows the number of this frame: never stale.
                var latest = stage.caption
                if let template = latest?.text { latest?.text = stage.scene.words.fill(template, metrics: metrics) }
                let caption = latest.flatMap { $0.isShown(at: t) ? $0 : nil }
                return Frame(index: n, time: t, events: stage.recorder.drain(),
                             metrics: metrics, touches: window.touches.locations, caption: caption, lastScriptCaption: latest)
            }
            if let failure = window.clock.failure {
                done = true
                throw failure
            }
            if let failure = stage.failure {
                done = true
                throw failure
            }
            if duration == nil, elapsed >= stepsEnd, window.isAtRest { done = true }
            n += 1
            return frame
        }
    }

    // MARK: Playing the script

    /// A finger moving straight at constant speed, sampled as a digitizer samples
    /// it: at every tick of its 120 Hz clock while it moves (ticks of virtual time,
    /// k / 120 s, whenever the move began), and once more where it arrives. Samples
    /// are made one at a time as they fall due. On a fixed clock a 60 fps film gets
    /// two samples a frame, every frame: a finger at constant speed moves the
    /// content evenly. (Spread evenly over the move instead, a 0.7 s move got 85
    /// samples 8.2 ms apart, and every eighth frame took three.)
    /// A tap's finger has no samples: it only waits to lift.
    private struct FingerMove {
        let id: Int
        let from: CGPoint, to: CGPoint
        let start: Double, duration: Double
        /// Where the move ends in time: the finger's arrival, and its lift if it lifts.
        let end: Double
        /// The first clock tick after the start, as a tick count.
        let firstTick: Double
        let samples: Int
        /// Whether the finger lifts at the end (after its last sample).
        let lifts: Bool
        var sent = 0

        init(id: Int, from: CGPoint, to: CGPoint, start: Double, duration: Double, samples: Int? = nil, lifts: Bool) {
            self.id = id; self.from = from; self.to = to; self.start = start; self.duration = duration; self.lifts = lifts
            end = Stage.scriptTime(start + duration)
            let rate = Stage.touchSampleRate
            // Ticks strictly inside the move (a hair of tolerance: 0.7 × 120 is 84.000…01).
            firstTick = (start * rate + 1e-6).rounded(.down) + 1
            let lastTick = ((start + duration) * rate - 1e-6).rounded(.up) - 1
            // (Bounded before the conversion: durations are validated, but Int() must never trap.)
            let ticks = min(max(lastTick - firstTick + 1, 0), Stage.maximumFilmLength * rate)
            self.samples = samples ?? Int(ticks) + 1
        }

        /// When sample `k` (1-based) is made: on the clock's ticks, the last where the finger arrives.
        private func time(ofSample k: Int) -> Double {
            k < samples ? (firstTick + Double(k - 1)) / Stage.touchSampleRate : end
        }

        var fraction: Double {
            guard sent > 0 else { return 0 }
            return duration > 0 ? min(max((time(ofSample: sent) - start) / duration, 0), 1) : 1
        }
        var nextSampleTime: Double? { sent < samples ? time(ofSample: sent + 1) : nil }
        var liftTime: Double? { lifts ? end : nil }
        var nextTime: Double? { nextSampleTime ?? liftTime }
    }

    /// A time of the script (a step's start, a finger's arrival) on the nanosecond:
    /// the sums of its steps' durations otherwise fall an ulp either side of the
    /// frame and tick times they equal (0.3 + 0.1 + 0.45 + 0.1 is 0.95000000000000007,
    /// later than frame 57 at 57/60). A finger that lifted an ulp after the frame
    /// of its lift left that frame on the tick sample before, half a frame's
    /// movement short, and the next frame made it up: the hitch at every release.
    /// On the nanosecond, both are the double nearest the same decimal time.
    nonisolated static func scriptTime(_ t: Double) -> Double {
        guard t.isFinite, abs(t) < 1e6 else { return t }
        return (t * 1e9).rounded() / 1e9
    }

    /// Asks the run loop for the script's next moment (a script time).
    private func wakeUp(at time: Double) {
        wakeTime = time
        pending = window.clock.schedule(at: origin + time, kind: .script) { [unowned self] in self.play() }
    }

    /// Runs everything of the script that is due now, in script order: the moving
    /// fingers' samples (finger by finger), then their lifts, then the next step if
    /// it starts now; again until nothing more is due. Then waits for the next moment.
    private func play() {
        pending = nil
        let now = wakeTime
        while true {
            var acted = false
            for i in moves.indices {
                if let t = moves[i].nextSampleTime, t <= now {
                    moves[i].sent += 1
                    let m = moves[i]
                    touches.move(id: m.id, to: m.from + (m.to - m.from) * m.fraction)
                    acted = true
                }
            }
            for m in moves where m.nextSampleTime == nil {
                if let t = m.liftTime, t <= now { touches.up(id: m.id, at: m.to) }
            }
            moves.removeAll { $0.nextSampleTime == nil && ($0.liftTime ?? -.infinity) <= now }
            if nextStep < steps.count, nextStepTime <= now {
                let step = steps[nextStep]
                let start = nextStepTime
                nextStep += 1
                nextStepTime = Self.scriptTime(nextStepTime + step.duration)
                do { try perform(step, at: start) } catch {
                    if failure == nil { failure = ScriptError(source: source, step: nextStep - 1, stepName: step.name,
                                                              field: error.field, message: error.message) }
                }
                acted = true
            }
            if !acted { break }
        }
        let next = (moves.compactMap(\.nextTime) + (nextStep < steps.count ? [nextStepTime] : [])).min()
        if let next { wakeUp(at: next) }
    }

    /// Why a step cannot be played, before the step's number is known.
    private struct StepFailure: Error {
        let field: String
        let message: String
    }

    private func perform(_ step: Script.Step, at t: Double) throws(StepFailure) {
        switch step {
        case .touchDown(let p):
            fingerLocation = p
            touches.down(id: fingerID, at: p)
        case .moveTo(let p, let d):
            let from = fingerLocation ?? p
            moves.append(FingerMove(id: fingerID, from: from, to: p, start: t, duration: d, lifts: false))
            fingerLocation = p
        case .hold, .wait:
            break
        case .touchUp:
            if let p = fingerLocation { touches.up(id: fingerID, at: p) }
            fingerLocation = nil
        case .edgeSwipe(let y, let distance, let d):
            let from = CGPoint(x: Script.Step.edgeInset, y: y)
            touches.down(id: fingerID, at: from)
            moves.append(FingerMove(id: fingerID, from: from, to: CGPoint(x: from.x + distance, y: y), start: t, duration: d, lifts: true))
        case .tap(let p):
            touches.down(id: fingerID, at: p)
            moves.append(FingerMove(id: fingerID, from: p, to: p, start: t, duration: Script.Step.tapDuration, samples: 0, lifts: true))
        case .pinch(let c, let k, let d):
            let half = Script.Step.pinchSpread / 2
            let a0 = CGPoint(x: c.x - half, y: c.y), b0 = CGPoint(x: c.x + half, y: c.y)
            let a1 = CGPoint(x: c.x - half * k, y: c.y), b1 = CGPoint(x: c.x + half * k, y: c.y)
            touches.down(id: 2, at: a0)
            touches.down(id: 3, at: b0)
            moves.append(FingerMove(id: 2, from: a0, to: a1, start: t, duration: d, lifts: true))
            moves.append(FingerMove(id: 3, from: b0, to: b1, start: t, duration: d, lifts: true))
        case .fling(let name, let v, let requested):
            let quoted = ScriptError.quoted(name)
            guard let sv = scene.scrollView(named: name) else {
                throw StepFailure(field: "scrollView", message: "no scroll view named \(quoted) in this demo at t = \(Self.format(origin + t)) s")
            }
            // The finger moves against the content, centred on the part of the
            // scroll view on screen; a scroll view with none cannot be flung.
            let visible = visibleRect(of: sv)
            guard !visible.isEmpty else {
                throw StepFailure(field: "scrollView", message: "the scroll view \(quoted) is not on screen at t = \(Self.format(origin + t)) s")
            }
            let d = flingTravelTime(velocity: v, requested: requested, in: visible)
            let travel = v * (-d)
            let from = visible.center - travel * 0.5, to = visible.center + travel * 0.5
            // Where it comes down, the finger must reach the scroll view (not the
            // status bar, not a view above it).
            if from.y < window.statusBarHeight, window.statusBarStyle != nil {
                throw StepFailure(field: "scrollView", message: "a finger at (\(Self.format(from.x)), \(Self.format(from.y))) "
                                  + "would tap the status bar, not the scroll view \(quoted), at t = \(Self.format(origin + t)) s")
            }
            let hit = window.hitTest(from, with: nil)
            guard let hit, hit === sv || hit.isDescendant(of: sv) else {
                let what = hit.map { "\(type(of: $0))" } ?? "nothing"
                throw StepFailure(field: "scrollView", message: "a finger at (\(Self.format(from.x)), \(Self.format(from.y))) "
                                  + "lands on \(what), not on the scroll view \(quoted), at t = \(Self.format(origin + t)) s")
            }
            touches.down(id: fingerID, at: from)
            moves.append(FingerMove(id: fingerID, from: from, to: to, start: t, duration: d, lifts: true))
        case .setContentOffset(let name, let p, let animated):
            scene.scrollView(named: name)?.setContentOffset(p, animated: animated)
        case .configure(let name, let settings):
            if let sv = scene.scrollView(named: name) { settings.apply(to: sv) }
        case .caption(let text, let d):
            // `{name}` shows a number of the run, filled in at each frame (never one written in the script).
            caption = Caption(text: text, start: origin + t, end: origin + t + d)
        }
    }

    /// The part of a scroll view that is on screen (window points): inside the
    /// window and inside every ancestor that clips.
    private func visibleRect(of sv: UIScrollView) -> CGRect {
        var visible = sv.convert(sv.bounds, to: nil).overlap(window.bounds)
        var v = sv.superview
        while let c = v, !(c is UIWindow) {
            if c.clipsToBounds { visible = visible.overlap(c.convert(c.bounds, to: nil)) }
            v = c.superview
        }
        return visible
    }

    /// How long the finger of a fling moves. A fast fling's path would leave the
    /// scroll view (the finger must come down on it): the finger then moves for a
    /// shorter time at the same speed, so the release velocity is still the one
    /// asked for, and the rest of the step's time the finger is already up.
    private func flingTravelTime(velocity v: CGPoint, requested: Double, in room: CGRect) -> Double {
        let d = Script.Step.flingDuration(velocity: v, requested: requested)
        let fit = min(abs(v.x) > 0 ? room.width * 0.8 / abs(v.x) : .infinity,
                      abs(v.y) > 0 ? room.height * 0.8 / abs(v.y) : .infinity)
        return max(min(d, fit), 2 * TouchPhysics.touchSlop / v.length)
    }
}
