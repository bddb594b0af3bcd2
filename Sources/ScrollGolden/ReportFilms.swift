import Foundation
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// The two films of a failing demo, as the report plays them: every frame of
/// this run, and the golden's film re-created, each frame a small lossy WebP at
/// scale 1 in `<demo>/film/` (a frame identical to the one before is not stored
/// again). Only the artifacts hold them, never the goldens folder.
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
    /// Small frames (film frame, expected, actual) for the pull-request animation.
    var thumbnails: [(frame: Int, expected: Bitmap?, actual: Bitmap)] = []

    /// Thumbnails are this many pixels wide, kept every 4th frame, or sparser so
    /// that a long film (or a golden trace of thousands of empty lines) keeps at
    /// most `maximumThumbnails` of each film in memory.
    static let thumbnailWidth = 140
    static let maximumThumbnails = 150
    static func thumbnailStep(frames: Int) -> Int { max(4, (frames + maximumThumbnails - 1) / maximumThumbnails) }
    /// Lossy quality of the stored frames: small files, text still readable.
    static let quality: Float = 70

    @MainActor static func write(_ v: Verification, to demoDir: URL) throws -> ReportFilms? {
        guard let replay = v.replay else { return nil }
        let dir = demoDir.appendingPathComponent("film")
        try OutputFile.createFolder(dir)
        let prefix = demoDir.lastPathComponent + "/film/"
        var films = ReportFilms()
        var thumbs: [Int: Bitmap] = [:]
        let thumbnailStep = Self.thumbnailStep(frames: max(v.trace.count, v.goldenTrace?.count ?? 0))

        // This run, played again as it was verified.
        var store = FrameStore(dir: dir, prefix: prefix, stem: "actual")
        let playback = try replay.film.start(prepare: replay.prepare ?? { _ in })
        while let f = try playback.next() {
            let picture = try playback.picture(scale: Golden.scale)
            films.actual.append(try store.add(picture))
            films.times.append(f.time)
            if f.index % thumbnailStep == 0 { thumbs[f.index] = picture.scaled(toWidth: thumbnailWidth) }
        }
        films.bytes += store.bytes

        // The golden's film: its keyframes, and its offsets put on a fresh scene between them.
        var expectedThumbs: [Int: Bitmap] = [:]
        if let golden = v.goldenTrace {
            let record = TraceRecord(golden)
            var store = FrameStore(dir: dir, prefix: prefix, stem: "expected")
            let stage = try replay.goldenFilm.start()
            var names: [String] = []
            for (i, frame) in record.frames.enumerated() {
                let picture: Bitmap
                if let exact = replay.goldenKeyframes[i] {
                    picture = exact
                    films.exact.append(i)
                } else {
                    for (name, sv) in stage.scene.scrollViews {
                        guard let p = frame.scrollViews[name] else { continue }
                        if sv.zoomScale != p.zoom { sv.setZoomScale(p.zoom, animated: false) }
                        sv.contentOffset = CGPoint(x: p.x, y: p.y)
                    }
                    stage.scene.window.layoutIfNeeded()
                    picture = try stage.picture(scale: Golden.scale)
                }
                names.append(try store.add(picture))
                if i % thumbnailStep == 0 { expectedThumbs[i] = picture.scaled(toWidth: thumbnailWidth) }
            }
            films.expected = names
            films.bytes += store.bytes
            // The longer of the two films sets the timeline.
            if record.frames.count > films.times.count {
                films.times += record.frames[films.times.count...].map(\.time)
            }
        }
        let frames = Set(thumbs.keys).union(expectedThumbs.keys).sorted()
        var lastActual: Bitmap?, lastExpected: Bitmap?
        for i in frames {
            lastActual = thumbs[i] ?? lastActual
            lastExpected = expectedThumbs[i] ?? lastExpected
            if let a = lastActual { films.thumbnails.append((i, v.goldenTrace == nil ? nil : lastExpected, a)) }
        }
        return films
    }

    /// Writes frames as WebP stills, skipping any identical to the one before.
    struct FrameStore {
        let dir: URL
        let prefix: String
        let stem: String
        var previous: (Bitmap, String)?
        var count = 0
        var bytes = 0

        init(dir: URL, prefix: String, stem: String) { self.dir = dir; self.prefix = prefix; self.stem = stem }

        mutating func add(_ b: Bitmap) throws -> String {
            if let (p, name) = previous, p == b { return name }
            let name = "\(stem)-\(FailureReport.pad(count)).webp"
            count += 1
            let writer = try WebPWriter(width: b.width, height: b.height, fps: 60, quality: ReportFilms.quality)
            try writer.add(b)
            let data = try writer.finish()
            try OutputFile.write(data, to: dir.appendingPathComponent(name))
            bytes += data.count
            previous = (b, prefix + name)
            return prefix + name
        }
    }
}
