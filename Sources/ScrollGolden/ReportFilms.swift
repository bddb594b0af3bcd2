import Dispatch
import Foundation
import Synchronization
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// The two films of a failing demo, as the report plays them: every frame of
/// this run, and the golden's film re-created, each frame a small lossy WebP at
/// scale 1 in `<demo>/film/` (each distinct picture stored once, shared by both
/// films). Only the artifacts hold them, never the goldens folder.
///
/// The golden keeps only its trace and keyframes, so its film is re-created:
/// the golden's exact pictures at its keyframes, and between them this build's
/// scene put at the golden's offsets and zoom scales of that frame. That shows
/// where the golden's motion was at every moment; the frames marked exact are
/// the golden's own pixels.
struct ReportFilms {
    /// Per frame, the file (relative to the report folder) of each film; nil: no golden film.
    var expected: [String]?
    var actual: [String] = []
    var times: [Double] = []
    /// Frames where the expected picture is the golden's own keyframe.
    var exact: [Int] = []
    var bytes = 0
    /// Where the films' time went (the verify benchmark prints it).
    var timings = ReportTimings()
    /// Small frames (film frame, expected, actual) for the pull-request animation.
    var thumbnails: [(frame: Int, expected: Bitmap?, actual: Bitmap)] = []

    /// Thumbnails are this many pixels wide, kept every 4th frame, or sparser so
    /// that a long film (or a golden trace of thousands of empty lines) keeps at
    /// most `maximumThumbnails` of each film in memory.
    static let thumbnailWidth = 140
    static let maximumThumbnails = 150
    /// The films keep at most 30 pictures a second (every other frame at 60
    /// fps; the golden's exact keyframes always): a reviewer follows the motion
    /// as well, and a failure costs half the drawing and encoding. A frame in
    /// between shows the picture before it.
    static let maximumFilmRate = 30
    static func filmStep(fps: Int) -> Int { max(1, fps / maximumFilmRate) }
    static func thumbnailStep(frames: Int) -> Int { max(4, (frames + maximumThumbnails - 1) / maximumThumbnails) }
    /// Lossy quality of the stored frames: small files, text still readable.
    static let quality: Float = 70

    /// Draws and stores `v`'s films in `demoDir/film/`; with `thumbnails`, keeps the
    /// small frames the pull-request animation is made of.
    @MainActor static func write(_ v: Verification, to demoDir: URL, thumbnails keepsThumbnails: Bool = false) throws -> ReportFilms? {
        guard let replay = v.replay else { return nil }
        let dir = demoDir.appendingPathComponent("film")
        try OutputFile.createFolder(dir)
        let prefix = demoDir.lastPathComponent + "/film/"
        var films = ReportFilms()
        var thumbs: [Int: Bitmap] = [:]
        let fps = replay.film.fps
        let step = filmStep(fps: fps)
        // Thumbnails fall on drawn frames.
        let thumbnailStep = (Self.thumbnailStep(frames: max(v.trace.count, v.goldenTrace?.count ?? 0)) + step - 1) / step * step

        // Both films are drawn on every core (`DrawingQueue`) while the scenes
        // step; the pictures come back in order, each stored once and encoded on
        // every core too. A frame not drawn shows the picture before it.
        enum Reel { case actual, expected }
        struct Shown { let reel: Reel; let frame: Int }
        // Each film names, per frame, the picture submitted for it; the
        // pictures' files are known once they come back.
        var pictureNames: [String] = []
        var actualPictures: [Int] = [], expectedPictures: [Int] = []
        var expectedThumbs: [Int: Bitmap] = [:]
        let store = FrameStore(dir: dir, prefix: prefix)
        let digests = CPUTime.Tally(), thumbnailing = CPUTime.Tally()
        let drawn = DrawingQueue<Shown?> { picture, shown in
            pictureNames.append(try store.add(picture, digests: digests))
            guard keepsThumbnails, let shown, shown.frame % thumbnailStep == 0 else { return }
            let thumbnail = thumbnailing.measure { picture.scaled(toWidth: thumbnailWidth) }
            if shown.reel == .actual { thumbs[shown.frame] = thumbnail } else { expectedThumbs[shown.frame] = thumbnail }
        }
        var submitted = 0
        func show(_ drawing: FrameDrawing?, or picture: Bitmap? = nil, as shown: Shown) throws -> Int {
            if let drawing { try drawn.submit(drawing, shown) } else { try drawn.submit(drawn: picture!, shown) }
            submitted += 1
            return submitted - 1
        }

        // This run, played again as it was verified; its keyframes are the
        // pictures the verification drew.
        let clock = ContinuousClock()
        var started = clock.now, cpuStarted = CPUTime.thread()
        let ownKeyframes = Dictionary(v.keyframes.map { ($0.keyframe.frame, $0.actual) }, uniquingKeysWith: { a, _ in a })
        let playback = try replay.film.start(prepare: replay.prepare ?? { _ in })
        while let f = try playback.next() {
            films.times.append(f.time)
            guard f.index % step == 0 || actualPictures.isEmpty else {
                actualPictures.append(actualPictures.last!)   // shown until the next drawn frame
                continue
            }
            let shown = Shown(reel: .actual, frame: f.index)
            if let picture = ownKeyframes[f.index] {
                actualPictures.append(try show(nil, or: picture, as: shown))
            } else {
                actualPictures.append(try show(try playback.drawing(scale: Golden.scale), as: shown))
                films.timings.framesDrawn += 1
            }
        }
        films.timings.actualFilm = clock.now - started
        films.timings.cpu.actualFilm = CPUTime.thread() - cpuStarted
        started = clock.now
        cpuStarted = CPUTime.thread()

        // The golden's film: its keyframes, and its offsets put on a fresh scene between them.
        var sameAsThisRun = Set<Int>()
        if let golden = v.goldenTrace {
            let record = TraceRecord(golden)
            // The golden's scene is built when a frame first needs it: not at all
            // where every frame is this run's picture or the golden's own.
            var built: Film.Playback?
            func stage() throws -> Film.Playback {
                if let built { return built }
                let made = try replay.goldenFilm.start()
                built = made
                return made
            }
            // Where this run played the golden's own film and stood, at a frame, where
            // the golden stood (the frames before a motion drifts, all of them when
            // only a layout or a colour changed), this run's picture of that frame is
            // the golden's re-created one: this build's scene at the same offsets and
            // zoom scales. It is neither drawn nor encoded again.
            let runPoses = replay.playsTheGoldensFilm ? TraceRecord(v.trace).frames.map(Self.pose) : []
            // The re-created picture depends only on the offsets and zoom scales
            // put on the scene: a frame with the same ones as the re-created frame
            // before it (the golden at rest) is that picture, not drawn again.
            var previous: (pose: [Double], drawing: FrameDrawing)?
            for (i, frame) in record.frames.enumerated() {
                let pose = Self.pose(frame)
                let shown = Shown(reel: .expected, frame: i)
                if let exact = replay.goldenKeyframes[i] {
                    expectedPictures.append(try show(nil, or: exact, as: shown))
                    films.exact.append(i)
                    previous = nil
                } else if i < runPoses.count, i < actualPictures.count, runPoses[i] == pose {
                    expectedPictures.append(actualPictures[i])
                    sameAsThisRun.insert(i)
                    previous = nil
                } else if let previous, previous.pose == pose || i % step != 0 {
                    // The same drawing again: the queue hands back the same picture.
                    expectedPictures.append(try show(previous.drawing, as: shown))
                } else {
                    // The screen's code runs as the offsets are put (scrollViewDidScroll,
                    // cells coming into view): in its scene, on its clock.
                    let stage = try stage()
                    let window = stage.scene.window
                    window.environment.run {
                        for (name, sv) in stage.scene.scrollViews {
                            guard let p = frame.scrollViews[name] else { continue }
                            if sv.zoomScale != p.zoom { sv.setZoomScale(p.zoom, animated: false) }
                            sv.contentOffset = CGPoint(x: p.x, y: p.y)
                        }
                        window.layoutIfNeeded()
                    }
                    let drawing = try stage.drawing(scale: Golden.scale)
                    expectedPictures.append(try show(drawing, as: shown))
                    previous = (pose, drawing)
                    films.timings.framesDrawn += 1
                }
            }
            // The longer of the two films sets the timeline.
            if record.frames.count > films.times.count {
                films.times += record.frames[films.times.count...].map(\.time)
            }
        }
        films.timings.goldenFilm = clock.now - started
        films.timings.cpu.goldenFilm = CPUTime.thread() - cpuStarted
        started = clock.now
        try drawn.finish()
        films.actual = actualPictures.map { pictureNames[$0] }
        if v.goldenTrace != nil { films.expected = expectedPictures.map { pictureNames[$0] } }
        films.bytes = try store.finish()
        films.timings.encodersAfterDrawing = clock.now - started
        films.timings.framesEncoded = store.count
        films.timings.cpu.digests = digests.total
        films.timings.cpu.thumbnails = thumbnailing.total
        films.timings.cpu.painting = drawn.paintingTime.total
        films.timings.cpu.encoding = store.encodingTime.total
        let frames = Set(thumbs.keys).union(expectedThumbs.keys).sorted()
        var lastActual: Bitmap?, lastExpected: Bitmap?
        for i in frames {
            lastActual = thumbs[i] ?? lastActual
            lastExpected = (sameAsThisRun.contains(i) ? thumbs[i] : expectedThumbs[i]) ?? lastExpected
            if let a = lastActual { films.thumbnails.append((i, v.goldenTrace == nil ? nil : lastExpected, a)) }
        }
        return films
    }

    /// Where a trace frame stands: each scroll view's offset and zoom scale, in name order.
    static func pose(_ frame: TraceRecord.Frame) -> [Double] {
        frame.scrollViews.sorted { $0.key < $1.key }.flatMap { [$0.value.x, $0.value.y, $0.value.zoom] }
    }

    /// Writes the films' frames as WebP stills, each distinct picture once (a
    /// frame of the golden's film that this run also drew, or one repeated at
    /// rest, names the file already written), encoded on every core while the
    /// caller draws the next. File names are given in drawing order, so the
    /// report is the same bytes however the encoders interleave; at most
    /// `cores + 1` pictures wait for an encoder.
    final class FrameStore: @unchecked Sendable {
        let dir: URL
        let prefix: String
        private var names: [Bitmap.Digest: String] = [:]
        private(set) var count = 0
        private let queue = DispatchQueue(label: "scrollreel.report-films", attributes: .concurrent)
        private let slots = DispatchSemaphore(value: ProcessInfo.processInfo.activeProcessorCount + 1)
        private let group = DispatchGroup()
        private let failure = Mutex<String?>(nil)
        private let written = Mutex(0)
        /// The CPU time of the encoders, summed.
        let encodingTime = CPUTime.Tally()

        init(dir: URL, prefix: String) { self.dir = dir; self.prefix = prefix }

        /// The file (relative to the report) that shows `b`; the time its digest takes goes to `digests`.
        func add(_ b: Bitmap, digests: CPUTime.Tally) throws -> String {
            if let why = failure.withLock({ $0 }) { throw OutputFile.Failure(description: why) }
            let key = digests.measure { b.digest }
            if let name = names[key] { return name }
            let name = "frame-\(FailureReport.pad(count)).webp"
            count += 1
            names[key] = prefix + name
            let url = dir.appendingPathComponent(name)
            slots.wait()
            queue.async(group: group) { [self] in
                defer { slots.signal() }
                do {
                    let data = try encodingTime.measure { try WebPStill.encode(b, quality: ReportFilms.quality) }
                    try OutputFile.write(data, to: url)
                    written.withLock { $0 += data.count }
                } catch {
                    failure.withLock { $0 = $0 ?? OutputFile.reason(error) }
                }
            }
            return prefix + name
        }

        /// Waits for the encoders; the bytes written.
        func finish() throws -> Int {
            group.wait()
            if let why = failure.withLock({ $0 }) { throw OutputFile.Failure(description: why) }
            return written.withLock { $0 }
        }
    }
}
