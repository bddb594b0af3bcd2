import Dispatch
import Foundation
import ScrollRender
import Synchronization

/// The small animation of a failing demo for a pull-request comment: the
/// golden's film and this run's side by side (or this run alone when there is no
/// golden), as an animated WebP and a GIF for code hosts that block WebP; each
/// file kept under `maxBytes` by dropping frames (then by halving the width).
public enum PullRequestAnimation {
    /// The most bytes each of `pr.webp` and `pr.gif` may have.
    public static let maxBytes = 512 * 1024
    /// The name of the animated WebP in the demo's report folder.
    public static let webpName = "pr.webp"
    /// The name of the GIF in the demo's report folder, for code hosts that block WebP.
    public static let gifName = "pr.gif"

    static func write(_ films: ReportFilms, fps: Int, to demoDir: URL) throws {
        guard !films.thumbnails.isEmpty else { return }
        let frames = try films.thumbnails.map { t -> (Int, Bitmap) in
            var panels = [FrameComposer.Panel(t.actual, caption: "this run")]
            if let e = t.expected { panels.insert(FrameComposer.Panel(e, caption: "golden"), at: 0) }
            return (t.frame, try FrameComposer.grid(panels, columns: panels.count, gap: 6, captionHeight: 16, captionSize: 11))
        }
        // The two files are made at once, one on each of two cores.
        let encoders: [(String, @Sendable ([(Int, Bitmap)], Int, URL) throws -> Int)] = [(webpName, webp), (gifName, gif)]
        let failures = Mutex<[any Error]>([])
        DispatchQueue.concurrentPerform(iterations: encoders.count) { i in
            let (name, encode) = encoders[i]
            let url = demoDir.appendingPathComponent(name)
            var keep = 1, width = frames[0].1.width
            do {
                while true {
                    let picked = frames.enumerated().filter { $0.offset % keep == 0 }.map(\.element)
                    let scaled = picked.map { ($0.0, $0.1.scaled(toWidth: width)) }
                    let bytes = try encode(scaled, fps, url)
                    if bytes <= maxBytes { break }
                    // Fewer frames first (the motion stays readable), then smaller ones.
                    if keep < 4 { keep *= 2 } else if width > 120 { width /= 2 } else { break }
                }
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
        if let first = failures.withLock({ $0.first }) { throw first }
    }

    /// The seconds between film frames `a` and `b` as GIF hundredths, rounded so that delays add up to the film's time.
    static func hundredths(_ a: Int, _ b: Int, fps: Int) -> Int {
        max(2, Int((Double(b) * 100 / Double(fps)).rounded()) - Int((Double(a) * 100 / Double(fps)).rounded()))
    }

    static func gif(_ frames: [(Int, Bitmap)], fps: Int, to url: URL) throws -> Int {
        var histogram = Palette.Histogram()
        for (_, b) in frames { histogram.add(b, step: 2) }
        let palette = Palette.build(from: histogram, size: 255)
        let w = try GIFWriter(width: frames[0].1.width, height: frames[0].1.height, palette: palette, file: try OutputFile(url))
        for (k, (frame, b)) in frames.enumerated() {
            let next = k + 1 < frames.count ? frames[k + 1].0 : frame + (frames.count > 1 ? frame - frames[k - 1].0 : 1)
            try w.add(b, delay: hundredths(frame, next, fps: fps))
        }
        try w.finish()
        return size(url)
    }

    static func webp(_ frames: [(Int, Bitmap)], fps: Int, to url: URL) throws -> Int {
        // WebP frames are equally spaced: the spacing of the frames kept.
        let spacing = frames.count > 1 ? frames[1].0 - frames[0].0 : 1
        let w = try WebPWriter(width: frames[0].1.width, height: frames[0].1.height, fps: max(1, Int((Double(fps) / Double(max(spacing, 1))).rounded())), quality: 60)
        for (_, b) in frames { try w.add(b) }
        let data = try w.finish()
        try OutputFile.write(data, to: url)
        return data.count
    }

    static func size(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
