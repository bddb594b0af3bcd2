import Foundation
import ScrollRender
import ScrollSimulation

/// The documentation animations of a film: GIF, APNG, WebP, with the trade-offs
/// people expect from gifski (colours, width, frame rate).
public struct AnimationOptions: Sendable {
    /// Whether to write `<name>.gif`: one palette for the whole film, at ``gifFPS``.
    public var gif = false
    /// Whether to write `<name>.png`, an animated PNG of every frame at the film's exact timing.
    public var apng = false
    /// Whether to write `<name>.webp`, a lossy animated WebP of every frame.
    public var webp = false
    /// Colours in the GIF's palette (2...256; one index goes to transparency).
    public var gifColors = 256
    /// Frames per second of the GIF. GIF delays are whole hundredths of a second
    /// and browsers slow anything under 2/100 s down, so a 60 fps film becomes a
    /// 30 fps GIF by default (every other frame, timed 3, 3 and 4 hundredths).
    public var gifFPS = 30
    /// How the GIF draws colours its palette lacks; by default only in gradients, so flat colours stay flat.
    public var dither = GIFWriter.Dither.gradients
    /// Scale every animation down to at most this many pixels wide.
    public var maxWidth: Int?
    /// Whether a GIF frame is the average of the film's frames since the GIF's last
    /// one (as a camera's open shutter sees them) rather than the film's frame of
    /// that moment: a list flicked at 7,000 pt/s moves 470 pt between two frames of
    /// a 15 fps GIF, and sampled it strobes (rows seem to jump, or to run backwards);
    /// averaged, it smears as the eye expects. Still frames are the same either way.
    public var motionBlur = false
    /// Seconds the last frame stays on screen beyond its own time before the
    /// animation loops (0...60): a documentation film ends on its result, so a
    /// reader sees the punchline before the loop starts again.
    public var hold = 2.0
    /// The valid range of ``hold``.
    public static let holdRange = 0.0...60.0
    /// Options that write no animation, with the defaults above for the rest.
    public init() {}
    /// Whether any of the three animations is asked for.
    public var any: Bool { gif || apng || webp }
}

/// The animations of one movie, fed its frames as it plays (once): APNG and WebP
/// take every frame, the GIF the frames of its own frame rate. Each file is
/// written under a temporary name and put in place when it is whole.
final class AnimationWriters {
    let options: AnimationOptions
    let folder: URL
    let name: String
    let fps: Int
    private var apng: APNGWriter?
    private var webp: WebPWriter?
    private var gif: GIFFrames?
    private(set) var written: [URL] = []

    init(options: AnimationOptions, folder: URL, name: String, fps: Int) {
        self.options = options; self.folder = folder; self.name = name; self.fps = fps
    }

    private func url(_ ext: String) -> URL { folder.appendingPathComponent("\(name).\(ext)") }

    /// Adds a frame's picture; `sharp` is where it stays as it is when frames are
    /// averaged (``AnimationOptions/motionBlur``), in its pixels.
    func add(_ frame: Frame, _ picture: Bitmap, sharp: [CGRect] = []) throws {
        guard options.any else { return }
        let b = options.maxWidth.map { picture.scaled(toWidth: $0) } ?? picture
        let shrink = Double(b.width) / Double(max(picture.width, 1))
        if options.apng {
            if apng == nil { apng = APNGWriter(width: b.width, height: b.height, fps: fps, file: try OutputFile(url("png"))) }
            try apng!.add(b)
        }
        if options.webp {
            if webp == nil { webp = try WebPWriter(width: b.width, height: b.height, fps: fps) }
            try webp!.add(b)
        }
        if options.gif {
            if gif == nil { gif = try GIFFrames(filmFPS: fps, options: options, folder: folder) }
            try gif!.add(frame.index, b, sharp: sharp.map {
                CGRect(x: $0.minX * shrink, y: $0.minY * shrink, width: $0.width * shrink, height: $0.height * shrink)
            })
        }
    }

    /// Writes what is still pending and puts the files in place.
    func finish(lastFrame: Int) throws -> [URL] {
        let hold = min(max(options.hold, AnimationOptions.holdRange.lowerBound), AnimationOptions.holdRange.upperBound)
        if let apng {
            try apng.finish(hold: hold)
            written.append(url("png"))
        }
        if let webp {
            // libwebp assembles the file in memory (compressed frames), then we write it.
            try OutputFile.write(try webp.finish(hold: hold), to: url("webp"))
            written.append(url("webp"))
        }
        if let gif {
            try gif.finish(lastFrame: lastFrame, hold: hold, to: url("gif"))
            written.append(url("gif"))
        }
        return written
    }
}

/// A GIF made in one play: the frames of the GIF's moments are spooled to disk
/// and counted into the palette's histogram as they come; at the end the palette
/// is made from all of them and the spool is encoded.
///
/// GIF frame k shows at k / gifFPS the film's frame of that moment,
/// round(k · fps / gifFPS); its delay is the whole hundredths between moments.
final class GIFFrames {
    let fps: Int
    let gifFPS: Int
    let options: AnimationOptions
    private var histogram = Palette.Histogram()
    private let spool: FrameSpool

    init(filmFPS: Int, options: AnimationOptions, folder: URL) throws {
        fps = filmFPS
        gifFPS = min(options.gifFPS, filmFPS)
        self.options = options
        spool = try FrameSpool(in: folder)
    }

    /// The GIF frame that film frame `index` is, if any.
    func gifFrame(of index: Int) -> Int? {
        let k = Int((Double(index) * Double(gifFPS) / Double(fps)).rounded())
        return Int((Double(k) * Double(fps) / Double(gifFPS)).rounded()) == index ? k : nil
    }

    func delay(_ k: Int) -> Int {
        Int((Double(k + 1) * 100 / Double(gifFPS)).rounded()) - Int((Double(k) * 100 / Double(gifFPS)).rounded())
    }

    /// With motion blur: the sums of the film's frames since the last GIF frame.
    private var exposure: (sums: [UInt32], frames: Int)?

    func add(_ index: Int, _ bitmap: Bitmap, sharp: [CGRect] = []) throws {
        var bitmap = bitmap
        if options.motionBlur, let averaged = expose(bitmap, ends: gifFrame(of: index) != nil) {
            bitmap = Self.keeping(sharp, of: bitmap, in: averaged)
        }
        guard let k = gifFrame(of: index) else { return }
        histogram.add(bitmap, step: 1)
        try spool.append(bitmap, tag: k)
    }

    /// Adds a film frame to the exposure; at the end of one, the average of its
    /// frames (nil before then).
    private func expose(_ b: Bitmap, ends: Bool) -> Bitmap? {
        var e = exposure ?? ([UInt32](repeating: 0, count: b.pixels.count), 0)
        if e.sums.count != b.pixels.count { e = ([UInt32](repeating: 0, count: b.pixels.count), 0) }
        b.pixels.withUnsafeBufferPointer { p in
            e.sums.withUnsafeMutableBufferPointer { s in for i in 0..<p.count { s[i] &+= UInt32(p[i]) } }
        }
        e.frames += 1
        guard ends else { exposure = e; return nil }
        exposure = nil
        guard e.frames > 1 else { return b }
        let n = UInt32(e.frames)
        var out = b
        out.pixels.withUnsafeMutableBufferPointer { o in
            e.sums.withUnsafeBufferPointer { s in for i in 0..<s.count { o[i] = UInt8((s[i] + n / 2) / n) } }
        }
        return out
    }

    /// `averaged` with the pixels of `sharp` (a frame's overlays and fingers) as they are in `frame`.
    static func keeping(_ sharp: [CGRect], of frame: Bitmap, in averaged: Bitmap) -> Bitmap {
        guard !sharp.isEmpty, frame.width == averaged.width, frame.height == averaged.height, frame.stride == averaged.stride else { return averaged }
        var out = averaged
        for r in sharp where r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite {
            let x0 = max(0, Int(r.minX.rounded(.down)) - 1), x1 = min(frame.width, Int(r.maxX.rounded(.up)) + 1)
            let y0 = max(0, Int(r.minY.rounded(.down)) - 1), y1 = min(frame.height, Int(r.maxY.rounded(.up)) + 1)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                let from = y * frame.stride + x0 * 4, to = y * frame.stride + x1 * 4
                out.pixels.replaceSubrange(from..<to, with: frame.pixels[from..<to])
            }
        }
        return out
    }

    func finish(lastFrame: Int, hold: Double, to url: URL) throws {
        // A GIF moment after the film's last frame (rounded onto it) is not shown.
        if let k = spool.lastTag, Double(k) / Double(gifFPS) > Double(lastFrame) / Double(fps) + 1e-9 { spool.removeLast() }
        let palette = Palette.build(from: histogram, size: min(max(options.gifColors, 2), 256) - 1)
        var gif: GIFWriter?
        try spool.forEach { k, b in
            if gif == nil { gif = try GIFWriter(width: b.width, height: b.height, palette: palette, dither: options.dither, file: try OutputFile(url)) }
            try gif!.add(b, delay: delay(k))
        }
        try gif?.finish(hold: Int((hold * 100).rounded()))
    }
}
