import Foundation
import ScrollRender
import ScrollSimulation

/// The documentation animations of a film: GIF, APNG, WebP, with the trade-offs
/// people expect from gifski (colours, width, frame rate).
public struct AnimationOptions: Sendable {
    public var gif = false
    public var apng = false
    public var webp = false
    /// Colours in the GIF's palette (2...256; one index goes to transparency).
    public var gifColors = 256
    /// Frames per second of the GIF. GIF delays are whole hundredths of a second
    /// and browsers slow anything under 2/100 s down, so a 60 fps film becomes a
    /// 30 fps GIF by default (every other frame, timed 3, 3 and 4 hundredths).
    public var gifFPS = 30
    public var dither = GIFWriter.Dither.none
    /// Scale every animation down to at most this many pixels wide.
    public var maxWidth: Int?
    public init() {}
    public var any: Bool { gif || apng || webp }
}

public enum Animations {
    public struct Failure: Error, CustomStringConvertible { public let description: String }

    /// Writes `<name>.gif`, `<name>.png` (APNG) and/or `<name>.webp` of `movie`
    /// into `dir`. Every file is written whole under a temporary name and renamed.
    @discardableResult
    public static func write(_ movie: any Movie, into dir: URL, scale: Double, touches: Bool = false,
                             options: AnimationOptions, frameCount: Int,
                             progress: @escaping (String, Int) -> Void = { _, _ in }) throws -> [URL] {
        let fps = movie.fps, name = movie.name
        if options.any {
            do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
                throw Failure(description: "cannot create the output folder \(dir.path): \((error as NSError).localizedDescription)")
            }
        }
        func draw(_ wanted: (Int) -> Bool, _ body: (Frame, Bitmap) throws -> Void) throws {
            try movie.draw(scale: scale, touches: touches, wanted: wanted, body)
        }
        var written: [URL] = []
        func scaled(_ b: Bitmap) -> Bitmap { options.maxWidth.map { b.scaled(toWidth: $0) } ?? b }
        func save(_ bytes: [UInt8], _ ext: String) throws {
            let url = dir.appendingPathComponent("\(name).\(ext)")
            do { try Data(bytes).write(to: url, options: .atomic) } catch {
                throw Failure(description: "cannot write \(url.path): \((error as NSError).localizedDescription)")
            }
            written.append(url)
        }
        if options.apng || options.webp {
            var apng: APNGWriter?, webp: WebPWriter?
            try draw({ _ in true }) { (f: Frame, bitmap: Bitmap) in
                let b = scaled(bitmap)
                if options.apng {
                    if apng == nil { apng = APNGWriter(width: b.width, height: b.height, fps: fps) }
                    apng!.add(b)
                }
                if options.webp {
                    if webp == nil { webp = try WebPWriter(width: b.width, height: b.height, fps: fps) }
                    try webp!.add(b)
                }
                progress(options.apng ? "apng" : "webp", f.index + 1)
            }
            if let apng { try save(apng.finish(), "png") }
            if let webp { try save(try webp.finish(), "webp") }
        }
        if options.gif {
            // The GIF's frames: source frame round(k · fps / gifFPS) shows at k / gifFPS.
            let gifFPS = min(options.gifFPS, fps)
            let lastTime = Double(frameCount - 1) / Double(fps)
            let count = Int((lastTime * Double(gifFPS)).rounded(.down)) + 1
            let sources = (0..<count).map { Int((Double($0) * Double(fps) / Double(gifFPS)).rounded()) }
            let index = Dictionary(sources.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
            func delay(_ k: Int) -> Int {
                Int((Double(k + 1) * 100 / Double(gifFPS)).rounded()) - Int((Double(k) * 100 / Double(gifFPS)).rounded())
            }
            // First pass: the film's colours (every fourth GIF frame, every other pixel).
            var histogram = Palette.Histogram()
            try draw({ index[$0] != nil }) { f, bitmap in
                histogram.add(scaled(bitmap), step: 1)
                progress("palette", f.index + 1)
            }
            let palette = Palette.build(from: histogram, size: min(max(options.gifColors, 2), 256) - 1)
            // Second pass: the frames.
            var gif: GIFWriter?
            try draw({ index[$0] != nil }) { f, bitmap in
                let b = scaled(bitmap)
                if gif == nil { gif = try GIFWriter(width: b.width, height: b.height, palette: palette, dither: options.dither) }
                try gif!.add(b, delay: delay(index[f.index]!))
                progress("gif", f.index + 1)
            }
            if let gif { try save(try gif.finish(), "gif") }
        }
        return written
    }
}
