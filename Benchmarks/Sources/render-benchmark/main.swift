import Foundation
import ScrollReel
import ScrollDemos

// Draw + encode at scale 2 for real demos, three ways, in one run:
//   baseline   draw, then Cairo's own cairo_surface_write_to_png, one frame after another
//   pipeline   ScrollReel's PNGSequenceWriter: libdeflate, every core, repeats not re-encoded
// and the parts on their own (draw only; our encoder on one core), then checks that
// both ways wrote the same pixels.
let demos = CommandLine.arguments.dropFirst().isEmpty ? ["delegate", "bubble-snap", "nyc-parallax"] : Array(CommandLine.arguments.dropFirst())
let scale = 2.0
let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: tmp) }

func frames(_ id: String, _ body: (Bitmap, Int) throws -> Void) throws -> Int {
    let playback = try Film(demo: Demos.named(id)!, fps: 60).start()
    var n = 0
    while let f = playback.next() {
        try body(try playback.picture(scale: scale), f.index)
        n += 1
    }
    return n
}

func time(_ body: () throws -> Void) rethrows -> Double {
    let t0 = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
}

print("cores: \(ProcessInfo.processInfo.activeProcessorCount), scale \(Int(scale)), frames at 60 fps")
print("demo           frames  draw-only  ours-1core  baseline   pipeline  speed-up  identical")
var totalBaseline = 0.0, totalPipeline = 0.0, totalFrames = 0
for id in demos {
    var count = 0
    let drawOnly = try time { count = try frames(id) { _, _ in } }
    var oneCore = 0.0
    _ = try frames(id) { b, i in if i % 4 == 0 { oneCore += try time { _ = PNGEncoder.encode(b) } * 4 } }
    let baseDir = tmp.appendingPathComponent("baseline-\(id)")
    try FileManager.default.createDirectory(at: baseDir, withIntermediateDirectories: true)
    let baseline = try time {
        _ = try frames(id) { b, i in
            try Data(b.cairoPNGData()).write(to: baseDir.appendingPathComponent(PNGSequenceWriter.fileName(i)))
        }
    }
    let ourDir = tmp.appendingPathComponent("ours-\(id)")
    let pipeline = try time {
        let writer = try PNGSequenceWriter(directory: ourDir)
        _ = try frames(id) { b, i in try writer.write(b, index: i) }
        try writer.finish()
    }
    // Same pixels: decode every frame of both and compare.
    var identical = true
    for i in 0..<count {
        let name = PNGSequenceWriter.fileName(i)
        let a = Bitmap(png: [UInt8](try Data(contentsOf: baseDir.appendingPathComponent(name))))
        let b = Bitmap(png: [UInt8](try Data(contentsOf: ourDir.appendingPathComponent(name))))
        if a == nil || a != b { identical = false; break }
    }
    func fps(_ s: Double) -> String { String(format: "%7.1f/s", Double(count) / s) }
    print(id.padding(toLength: 14, withPad: " ", startingAt: 0), String(format: "%6d", count), fps(drawOnly),
          String(format: "%8.1f ms", oneCore / Double(count) * 1000), fps(baseline), fps(pipeline),
          String(format: "%7.2fx", baseline / pipeline), identical ? "yes" : "NO")
    totalBaseline += baseline; totalPipeline += pipeline; totalFrames += count
}
print(String(format: "all            %6d  baseline %.1f frames/s, pipeline %.1f frames/s: %.2fx faster",
             totalFrames, Double(totalFrames) / totalBaseline, Double(totalFrames) / totalPipeline, totalBaseline / totalPipeline))
