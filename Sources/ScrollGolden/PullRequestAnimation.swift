import Dispatch
import Foundation
import ScrollRender
import Synchronization

/// The small animation of a failing demo for a pull-request comment: the
/// golden's film and this run's side by side (or this run alone when there is no
/// golden), as an animated WebP and a GIF for code hosts that block WebP; each
/// file kept under `maxBytes` by dropping frames (then by halving the width),
/// made once at the setting a sample of the film foretells, not tried and made again.
public enum PullRequestAnimation {
    /// The most bytes each of `pr.webp` and `pr.gif` may have.
    public static let maxBytes = 512 * 1024
    /// The name of the animated WebP in the demo's report folder.
    public static let webpName = "pr.webp"
    /// The name of the GIF in the demo's report folder, for code hosts that block WebP.
    public static let gifName = "pr.gif"

    static func write(_ films: ReportFilms, fps: Int, to demoDir: URL, cpu: inout ReportTimings.CPU) throws {
        guard !films.thumbnails.isEmpty else { return }
        let composing = CPUTime.thread()
        let frames = try films.thumbnails.map { t -> (Int, Bitmap) in
            var panels = [FrameComposer.Panel(t.actual, caption: "this run")]
            if let e = t.expected { panels.insert(FrameComposer.Panel(e, caption: "golden"), at: 0) }
            return (t.frame, try FrameComposer.grid(panels, columns: panels.count, gap: 6, captionHeight: 16, captionSize: 11))
        }
        // The two files are made at once, one on each of two cores, each once: at
        // the frames and width its size allows, foretold from a sample of the film.
        let encoders: [(String, @Sendable ([(Int, Bitmap)], Int, URL) throws -> Int)] = [(webpName, webp), (gifName, gif)]
        let failures = Mutex<[any Error]>([])
        cpu.pullRequestFrames += CPUTime.thread() - composing
        let encoding = [CPUTime.Tally(), CPUTime.Tally()]
        DispatchQueue.concurrentPerform(iterations: encoders.count) { i in
            let (name, encode) = encoders[i]
            do {
                try encoding[i].measure { _ = try make(frames, fps: fps, to: demoDir.appendingPathComponent(name), encode: encode) }
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
        cpu.pullRequestWebP += encoding[0].total
        cpu.pullRequestGIF += encoding[1].total
        if let first = failures.withLock({ $0.first }) { throw first }
    }

    /// Makes one animation of `frames` with `encode` (which writes the file and gives
    /// its bytes) at the first of the ``settings(width:)`` a sample foretells under
    /// ``maxBytes``, and gives the settings it was made at, in order: the last is the file's.
    @discardableResult
    static func make(_ frames: [(Int, Bitmap)], fps: Int, to url: URL,
                     encode: ([(Int, Bitmap)], Int, URL) throws -> Int) throws -> [(keep: Int, width: Int)] {
        let width = frames[0].1.width
        let choices = settings(width: width)
        var next = 0
        if frames.count > sampleFrames {
            let sample = try Sample(frames, fps: fps, encode: encode, url: url)
            next = choices.firstIndex { sample.bytes(frames: frames.count, $0, width: width) <= maxBytes } ?? choices.count - 1
        }
        var made: [(keep: Int, width: Int)] = []
        while true {
            let (keep, w) = choices[next]
            made.append((keep, w))
            let picked = frames.enumerated().filter { $0.offset % keep == 0 }.map { ($0.element.0, $0.element.1.scaled(toWidth: w)) }
            // A foretelling that fell short (the sample errs large: it should not)
            // takes the next setting; the smallest is kept whatever its size.
            if try encode(picked, fps, url) <= maxBytes || next == choices.count - 1 { return made }
            next += 1
        }
    }

    /// The settings an animation may be made at, in the order they are tried: every
    /// frame, then every other and every fourth (the motion stays readable), then
    /// frames half as wide, again while wider than 120 pixels.
    static func settings(width: Int) -> [(keep: Int, width: Int)] {
        var list = [(1, width), (2, width), (4, width)]
        var w = width
        while w > 120 { w /= 2; list.append((4, w)) }
        return list
    }

    /// Frames sampled to foretell an animation's size.
    static let sampleFrames = 8

    /// What a sample of a film cost one encoder at full size: its first frame
    /// alone, and each frame after it. The sample is the frames in the middle of
    /// the film, where it moves (a film's still start and end cost next to
    /// nothing), so the foretelling errs large.
    struct Sample {
        let first: Double
        let perFrame: Double

        init(_ frames: [(Int, Bitmap)], fps: Int, encode: ([(Int, Bitmap)], Int, URL) throws -> Int, url: URL) throws {
            let n = min(sampleFrames, frames.count), start = (frames.count - n) / 2
            let picked = Array(frames[start..<start + n])
            first = Double(try encode(Array(picked.prefix(1)), fps, url))
            let all = Double(try encode(picked, fps, url))
            perFrame = n > 1 ? max(0, all - first) / Double(n - 1) : 0
        }

        /// The bytes of `frames` frames at `setting`, frames of `width` pixels at full
        /// size. A frame kept of every `keep` differs more from the one before it: it
        /// is taken to cost √keep times as much (between the same, for a
        /// small change that moves on, and keep times, for one that spreads).
        func bytes(frames: Int, _ setting: (keep: Int, width: Int), width: Int) -> Int {
            let kept = (frames + setting.keep - 1) / setting.keep
            let area = pow(Double(setting.width) / Double(width), 2)
            return Int(((first + perFrame * Double(setting.keep).squareRoot() * Double(kept - 1)) * area).rounded(.up))
        }
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

    /// libwebp's method for `pr.webp`: 2 costs 35–40 % less time than the
    /// animation encoder's usual 4 for 6 % more bytes (58 frames of 300 x 330,
    /// a film scrolling: 0.43 s against 0.67 s of one core, 101 KB against 95 KB),
    /// and a failing demo's report is what a CI run waits for.
    static let webpMethod: Int32 = 2

    static func webp(_ frames: [(Int, Bitmap)], fps: Int, to url: URL) throws -> Int {
        // WebP frames are equally spaced: the spacing of the frames kept.
        let spacing = frames.count > 1 ? frames[1].0 - frames[0].0 : 1
        let w = try WebPWriter(width: frames[0].1.width, height: frames[0].1.height, fps: max(1, Int((Double(fps) / Double(max(spacing, 1))).rounded())),
                               quality: 60, method: webpMethod)
        for (_, b) in frames { try w.add(b) }
        let data = try w.finish()
        try OutputFile.write(data, to: url)
        return data.count
    }

    static func size(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
