import BenchmarkSupport
import Foundation
import ScrollReel

// ScrollReel's GIF against ffmpeg's two-pass palettegen/paletteuse, on the same
// film: file size, quality (PSNR of every frame shown against the source frame
// at that moment, both GIFs read back by the same reader) and time (whole
// processes, median of 3; ours also simulates and draws the film, ffmpeg only
// reads the PNG frames we give it).
// Usage: gif-benchmark PATH/TO/scrollreel [demo ...]
let args = CommandLine.arguments
guard args.count >= 2 else { print("usage: gif-benchmark PATH/TO/scrollreel [demo ...]"); exit(2) }
let tool = args[1]
let demos = args.count > 2 ? Array(args.dropFirst(2)) : ["delegate", "bubble-snap", "nyc-parallax", "lazy-load"]
let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("sr-gifbench-\(getpid())")
try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: tmp) }
let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg", "/opt/homebrew/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) }
guard let ffmpeg else { print("ffmpeg is not installed (apt-get install ffmpeg)"); exit(2) }



/// PSNR over the whole film: the squared error of every 30 fps moment, summed.
func quality(_ gif: URL, against frames: [Bitmap]) throws -> Double {
    let shown = try GIFReader.frames(of: [UInt8](Data(contentsOf: gif)))
    var sum = 0.0, n = 0.0
    for (k, reference) in frames.enumerated() {
        // Half a hundredth of a second late: GIF delays are whole hundredths, so a
        // frame due at k/30 s may show up to 0.005 s after it in either GIF.
        guard let b = GIFReader.frame(at: Double(k) / 30 + 0.006, in: shown) else { continue }
        sum += b.squaredError(against: reference)
        n += Double(reference.width * reference.height * 3)
    }
    return 10 * log10(255 * 255 / (sum / n))
}

print("demo            encoder                       size      PSNR      time")
for demo in demos {
    let frames = tmp.appendingPathComponent("frames")
    _ = timeProcess(tool, ["render", demo, "--scale", "1", "--out", frames.path])
    let dir = frames.appendingPathComponent(demo)
    let count = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".png") }.count
    // The source at 30 fps: every other frame of the 60 fps film.
    let reference = try stride(from: 0, to: count, by: 2).map { i -> Bitmap in
        Bitmap(png: [UInt8](try Data(contentsOf: dir.appendingPathComponent(PNGSequenceWriter.fileName(i)))))!
    }
    let ff = tmp.appendingPathComponent("\(demo)-ffmpeg.gif")
    let ffTime = median((0..<3).map { _ in
        timeProcess(ffmpeg, ["-v", "error", "-y", "-framerate", "60", "-i", dir.appendingPathComponent("frame-%04d.png").path,
                     "-vf", "fps=30,split[a][b];[a]palettegen[p];[b][p]paletteuse", ff.path])
    })
    let oursDir = tmp.appendingPathComponent("ours")
    let oursTime = median((0..<3).map { _ in
        timeProcess(tool, ["render", demo, "--no-frames", "--gif", "--hold", "0", "--no-touches", "--captions", "none", "--scale", "1", "--out", oursDir.path])
    })
    let ours = oursDir.appendingPathComponent("\(demo).gif")
    func size(_ u: URL) -> Int { (try? FileManager.default.attributesOfItem(atPath: u.path)[.size] as? Int) ?? 0 }
    for (name, url, time) in [("ffmpeg palettegen+paletteuse", ff, ffTime), ("scrollreel --gif", ours, oursTime)] {
        print(demo.padding(toLength: 15, withPad: " ", startingAt: 0), name.padding(toLength: 28, withPad: " ", startingAt: 0),
              String(format: "%6d KB  %6.2f dB  %6.0f ms", size(url) / 1024, try quality(url, against: reference), time))
    }
    try? FileManager.default.removeItem(at: frames)
}
