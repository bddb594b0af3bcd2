import Foundation
import ScrollDiff
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// What verifying one demo found.
public struct Verification {
    /// The id of the golden verified: the demo's id, with `@variant` for a variant, unless
    /// the case was named (``GoldenCase/id``).
    public let demo: String
    /// Why it failed, most likely cause first; empty when it passed.
    public var problems: [String] = []
    /// Library or font versions that differ from the golden's manifest.
    public var environmentChanges: [String] = []
    /// The first way this run's trace differs from the golden's, in words (frame, scroll view,
    /// field, both values, or a different length); nil when they match or there is no golden.
    public var traceDifference: String?
    /// What changed in behaviour, in words, a line per scroll view (`BehaviourSummary`).
    public var behaviourChanges: [String] = []
    /// What is worth knowing but fails nothing (what an interrupted record left
    /// beside the golden).
    public var notes: [String] = []
    /// Each keyframe of the manifest with this run's picture and the golden's; without a usable
    /// golden, the keyframes this run would record, with no golden picture.
    public var keyframes: [KeyframeResult] = []
    /// Whether there is no golden for the demo at all (a damaged one is a problem, not missing).
    public var missing = false
    /// The command that accepts this run as the new golden, in the words of
    /// whoever verified it (the command line, or the user's test).
    public var acceptCommand: String
    /// The golden's trace and this run's, and how to play the run again: what
    /// the report's films, curves and numbers are made from.
    public var goldenTrace: [String]?
    /// This run's trace, one JSON line per frame (``Capture/traceLines``).
    public var trace: [String] = []
    /// How to play this run and the golden's film again, for the report's films; set by verification.
    public var replay: Replay?
    /// The thresholds the keyframe pictures were compared with.
    public var options = DiffOptions()

    /// The run as it was verified (film, scene change) and the golden's film with its keyframes.
    public struct Replay {
        /// The film this run played, under the script verified (at the golden's fps and
        /// viewport when there is a golden).
        public let film: Film
        /// The change made to the scene before the run, if any (the regression tests' `mutate`).
        public let prepare: (@MainActor (Scene) -> Void)?
        /// The golden's own film: the case's script, without a script or scene change
        /// given to the verification.
        public let goldenFilm: Film
        /// The golden's keyframe pictures that could be read, keyed by frame index.
        public let goldenKeyframes: [Int: Bitmap]

        /// Whether this run played the golden's own film (no other script, no change
        /// to the scene): where it stood where the golden stood, its picture is the golden's.
        var playsTheGoldensFilm: Bool {
            prepare == nil && film.name == goldenFilm.name && film.script == goldenFilm.script
                && film.fps == goldenFilm.fps && film.viewport == goldenFilm.viewport
        }
    }

    /// A verification of `demo` with nothing found yet (it passes until a problem is added);
    /// `acceptCommand` is what accepts the run.
    public init(demo: String, acceptCommand: String) { self.demo = demo; self.acceptCommand = acceptCommand }

    /// Whether verification found no problem.
    public var passed: Bool { problems.isEmpty }

    /// One keyframe: this run's picture against the golden's.
    public struct KeyframeResult {
        /// The keyframe compared: its frame, time and phase.
        public let keyframe: Keyframe
        /// The golden's picture; nil when it is missing or unreadable, or there is no golden.
        public let expected: Bitmap?
        /// This run's picture of the same frame.
        public let actual: Bitmap
        /// How the pictures differ (a size mismatch when their sizes do); nil without a golden picture.
        public let difference: ImageDifference?
        /// Whether the keyframe fails: no golden picture to compare, pictures of other sizes, or
        /// pictures judged different.
        public var failed: Bool {
            guard let difference else { return true }
            return difference.verdict == .different || difference.verdict == .sizeMismatch
        }
    }

    /// One paragraph for a test failure or the command line.
    /// What a terminal or a CI log shows: each problem on one line, control
    /// characters escaped (names from a golden's files reach these lines: an
    /// escape sequence or a newline with `::error::` after it must not act).
    public var report: String {
        let noted = notes.map { "\n  note: " + Self.shown($0) }.joined()
        guard !passed else { return "\(demo): ok" + noted }
        return "\(demo): FAILED\n" + problems.map { "  - " + Self.shown($0) }.joined(separator: "\n")
            + "\n  accept the change with: \(Self.shown(acceptCommand))" + noted
    }

    /// `s` with control characters (and line and paragraph separators, bidi
    /// overrides) written as escapes, cut at 2000 characters.
    public static func shown(_ s: String) -> String { ScriptError.escaped(s, limit: 2000) }
}

/// What a golden is kept for: a demo (one of ours, or a user's scene), in one of
/// its variants, under its default script or another one; kept in a folder of
/// its own name.
public struct GoldenCase: Sendable {
    /// The demo played.
    public let demo: Demo
    /// The demo's variant the scene is built in, nil for its default.
    public let variant: String?
    /// nil: the demo's default script.
    public let script: Script?
    /// The folder name: the demo's id, with `@variant` for a variant, unless named.
    public let id: String

    /// A golden of `demo` in `variant` under `script` (the default script when nil), kept in
    /// the folder `name`, or by default the demo's id with `@variant` for a variant.
    public init(_ demo: Demo, variant: String? = nil, script: Script? = nil, name: String? = nil) {
        self.demo = demo; self.variant = variant; self.script = script
        self.id = name ?? variant.map { "\(demo.id)@\($0)" } ?? demo.id
    }

    /// The film the golden is made from.
    func film(fps: Int = Golden.fps, viewport: CGSize = DemoContext.defaultViewport, script override: Script? = nil) -> Film {
        Film(demo: demo, variant: variant, viewport: viewport, script: override ?? script, fps: fps)
    }

    /// Every demo of `demos`, each of its variants once.
    public static func all(in demos: [Demo]) -> [GoldenCase] {
        demos.flatMap { d in d.variants.isEmpty ? [GoldenCase(d)] : d.variants.map { GoldenCase(d, variant: $0) } }
    }

    /// `paging`, `lazy-load@naive`, or `lazy-load` for all of its variants.
    public static func named(_ name: String, in demos: [Demo]) -> [GoldenCase] {
        all(in: demos).filter { $0.id == name || $0.demo.id == name }
    }
}

/// Records goldens and verifies runs against them: each golden is drawn at
/// ``Golden/scale`` and recorded at ``Golden/fps``.
@MainActor
public enum Golden {
    /// The goldens are drawn at scale 1: small files, and every point is a pixel.
    nonisolated public static let scale = 1.0
    /// Frames per second goldens are recorded at; verifying plays at the fps in the golden's manifest.
    nonisolated public static let fps = 60

    /// Records the golden of `golden` into `store`.
    @discardableResult
    public static func record(_ golden: GoldenCase, in store: GoldenStore) throws -> Manifest {
        // A first play finds the phases of the motion; the second draws them (the
        // keyframes include middles of phases, known only once a phase has ended).
        let film = golden.film()
        let first = try Capture.run(film, scale: scale, keyframes: [])
        let keyframes = selectKeyframes(first, of: film)
        let capture = try Capture.run(film, scale: scale, keyframes: Set(keyframes.map(\.frame)))
        // A screen that is not the same on every run would fail its golden later for
        // no reason anyone can see: it is played once more, and not recorded if it differs.
        let again = try Capture.run(film, scale: scale, keyframes: Set(keyframes.map(\.frame)))
        if let d = Nondeterminism.difference(first, capture) ?? Nondeterminism.difference(capture, again) {
            throw SceneError(demo: golden.id, message: "this screen differs between two runs (\(d)), so no golden of it could pass: "
                             + "not recorded; \(Nondeterminism.usualCauses)")
        }
        let manifest = Manifest(demo: golden.id, fps: fps, scale: scale, viewport: film.viewport,
                                tracePrecision: Capture.tracePrecision, keyframes: keyframes,
                                environment: try RenderEnvironment.versions())
        try store.write(manifest, trace: TraceFormat.compact(capture.traceValues, decimals: Capture.tracePrecision), pictures: capture.pictures)
        return manifest
    }

    /// Verifies `demo` against its golden in `store`; never writes there.
    /// - Parameters:
    ///   - golden: the demo or screen and how it is played.
    ///   - store: the goldens folder it is read from.
    ///   - acceptCommand: what the user runs to accept the change, in their context.
    ///   - options: how closely pictures must match.
    ///   - script: another finger than the golden's (tests that prove goldens catch regressions).
    ///   - mutate: a change to the scene before it plays (the same tests).
    public static func verify(_ golden: GoldenCase, in store: GoldenStore, acceptCommand: String,
                              options: DiffOptions = DiffOptions(),
                              script: Script? = nil, mutate: (@MainActor (Scene) -> Void)? = nil) throws -> Verification {
        // Under the goldens folder's shared lock: a record swapping this golden
        // in waits, so the manifest, trace and keyframes read are of one golden.
        var v = try store.withLock(exclusive: false) {
            try verifyUnlocked(golden, in: store, acceptCommand: acceptCommand, options: options, script: script, mutate: mutate)
        }
        v.notes += store.leftovers(golden.id).map {
            "an interrupted golden record left \($0) in \(store.root.path); the golden itself is whole, and the next record of \(golden.id) removes it"
        }
        return v
    }

    private static func verifyUnlocked(_ golden: GoldenCase, in store: GoldenStore, acceptCommand: String, options: DiffOptions,
                                       script: Script?, mutate: (@MainActor (Scene) -> Void)?) throws -> Verification {
        let id = golden.id
        var v = Verification(demo: id, acceptCommand: acceptCommand)
        v.options = options
        let manifest: Manifest?, trace: [String]?
        do {
            manifest = try store.manifest(id)
            trace = try store.trace(id, maximumFrames: Int(Stage.maximumFilmLength) * (manifest?.fps ?? 1000) + 1)
        } catch {
            // A damaged golden is this demo's failure, not the suite's: say what is
            // wrong and still show what this run draws.
            return try withoutGolden(golden, v, problem: "the golden cannot be used: \(error.description)",
                                     script: script, mutate: mutate)
        }
        guard let manifest, let trace else {
            var isFolder: ObjCBool = false
            let rootExists = FileManager.default.fileExists(atPath: store.root.path, isDirectory: &isFolder) && isFolder.boolValue
            v.missing = true
            return try withoutGolden(golden, v, problem: rootExists ? "there is no golden for \(id) in \(store.folder(id).path)"
                                     : "there is no golden for \(id): the goldens folder \(store.root.path) does not exist",
                                     script: script, mutate: mutate)
        }
        let film = golden.film(fps: manifest.fps, viewport: manifest.viewport, script: script)
        let capture = try Capture.run(film, scale: manifest.scale, keyframes: Set(manifest.keyframes.map(\.frame)), mutate: mutate)
        v.goldenTrace = trace
        v.trace = capture.traceLines
        v.notes += capture.warnings
        let current = try RenderEnvironment.versions()
        let now = Dictionary(current.map { ($0.name, $0.version) }, uniquingKeysWith: { a, _ in a })
        for (name, version) in manifest.environment where now[name] != version {
            v.environmentChanges.append("\(name) \(version) → \(now[name] ?? "absent")")
        }

        var pictureProblems: [String] = []
        if let d = TraceDiff.firstDifference(expected: trace, actual: capture.traceLines) {
            v.traceDifference = d
            v.behaviourChanges = BehaviourSummary.compare(golden: trace, actual: capture.traceLines)
        }
        for k in manifest.keyframes {
            guard let actual = capture.pictures[k.frame] else {
                pictureProblems.append("keyframe \(k.frame) (\(k.phase)): the run ended before it")
                continue
            }
            let label = "keyframe \(k.frame) (\(k.phase))"
            switch store.picture(id, k, size: (actual.width, actual.height)) {
            case .picture(_, let expected):
                let diff = ImageDiff.compare(expected, actual, options: options)
                let result = Verification.KeyframeResult(keyframe: k, expected: expected, actual: actual, difference: diff)
                v.keyframes.append(result)
                if result.failed {
                    pictureProblems.append("keyframe \(k.frame) (\(k.phase), t = \(JSONValue.format(k.time, decimals: 3)) s): \(diff.summary)")
                }
            case .missing:
                v.keyframes.append(Verification.KeyframeResult(keyframe: k, expected: nil, actual: actual, difference: nil))
                pictureProblems.append("\(label): the golden picture \(k.fileName) is missing")
            case .unreadable(let why):
                v.keyframes.append(Verification.KeyframeResult(keyframe: k, expected: nil, actual: actual, difference: nil))
                pictureProblems.append("\(label): the golden picture \(k.fileName) cannot be read: \(why)")
            case .otherSize(let w, let h, let expected):
                v.keyframes.append(Verification.KeyframeResult(keyframe: k, expected: expected, actual: actual,
                                                               difference: .sizeMismatch(width: actual.width, height: actual.height)))
                pictureProblems.append("\(label): the golden is \(w) x \(h) px, this run \(actual.width) x \(actual.height)")
            }
        }
        let stray = store.strayFiles(id, manifest: manifest)
        if !stray.isEmpty {
            pictureProblems.append("files in \(store.folder(id).path) that its manifest does not name (left by an interrupted writer or by hand; remove them or record again): "
                                   + stray.prefix(5).joined(separator: ", ") + (stray.count > 5 ? " and \(stray.count - 5) more" : ""))
        }
        // What changed in behaviour leads; the first differing frame follows.
        v.problems += v.behaviourChanges.map { "behaviour: " + $0 }
        if let d = v.traceDifference { v.problems.append("trace: " + d) }
        v.replay = .init(film: film, prepare: mutate, goldenFilm: golden.film(fps: manifest.fps, viewport: manifest.viewport),
                         goldenKeyframes: Dictionary(v.keyframes.compactMap { k in k.expected.map { (k.keyframe.frame, $0) } },
                                                     uniquingKeysWith: { a, _ in a }))
        v.problems += pictureProblems
        if !v.problems.isEmpty {
            // Why it fails may be that it never plays the same twice: played again, said first.
            let again = try Capture.run(film, scale: manifest.scale, keyframes: Set(manifest.keyframes.map(\.frame)), mutate: mutate)
            if let d = Nondeterminism.difference(capture, again) {
                v.problems.insert("this screen differs between two runs (\(d)): no golden of it can pass; \(Nondeterminism.usualCauses)", at: 0)
            }
        }
        if !v.problems.isEmpty, !v.environmentChanges.isEmpty {
            // The usual cause of moved pixels: say it first.
            v.problems.insert("this machine draws with other versions than the golden's (the usual cause): "
                              + v.environmentChanges.joined(separator: ", "), at: 0)
        }
        return v
    }

    /// The keyframes of a first play: as many as a golden of this screen may hold.
    package static func selectKeyframes(_ first: Capture, of film: Film) -> [Keyframe] {
        let pixels = ManifestLimits.framePixels(film.viewport, scale: scale)
        return KeyframeSelection.select(first.frames, maximum: min(KeyframeSelection.maximum, ManifestLimits.keyframes(framePixels: pixels)))
    }

    /// A verification that has no golden to compare with (missing or damaged):
    /// the problem, and the keyframes this run would record, to show.
    private static func withoutGolden(_ golden: GoldenCase, _ verification: Verification, problem: String,
                                      script: Script?, mutate: (@MainActor (Scene) -> Void)?) throws -> Verification {
        var v = verification
        let film = golden.film(script: script)
        let first = try Capture.run(film, scale: scale, keyframes: [], mutate: mutate)
        let keyframes = selectKeyframes(first, of: film)
        let capture = try Capture.run(film, scale: scale, keyframes: Set(keyframes.map(\.frame)), mutate: mutate)
        v.trace = capture.traceLines
        v.replay = .init(film: film, prepare: mutate, goldenFilm: golden.film(), goldenKeyframes: [:])
        v.keyframes = keyframes.compactMap { k in
            capture.pictures[k.frame].map { Verification.KeyframeResult(keyframe: k, expected: nil, actual: $0, difference: nil) }
        }
        v.problems = [problem]
        return v
    }

    /// Which demos shard `index` of `count` verifies (both from 1): every
    /// `count`-th demo in id order, so shards are stable and balanced.
    nonisolated public static func shard(_ ids: [String], index: Int, count: Int) -> [String] {
        ids.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

// Printing a verification (a test's failure message, `dump`, a debugger) shows
// what it found, never the pixels it holds.
extension Verification: CustomStringConvertible, CustomReflectable {
    /// The verification as ``report`` says it: ok, or each problem and the command that accepts the run.
    public var description: String { report }
    /// The demo, whether it passed, its problems and how many keyframes, never the pictures.
    public var customMirror: Mirror {
        Mirror(self, children: ["demo": demo, "passed": passed, "problems": problems, "keyframes": keyframes.count])
    }
}

extension Verification.KeyframeResult: CustomStringConvertible, CustomReflectable {
    /// The keyframe's frame and phase, and the verdict and summary of its difference, or that
    /// there is no golden picture.
    public var description: String {
        "keyframe \(keyframe.frame) (\(keyframe.phase)): " + (difference.map { "\($0.verdict.rawValue): \($0.summary)" } ?? "no golden picture")
    }
    /// Only `description`, never the pictures.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
