import BenchmarkSupport
import Foundation
import ScrollReel
import ScrollDemos

// Where `scrollreel render` spends its time, per demo, at scale 2 and 60 fps:
//   record      the scene stepped and each frame recorded (the simulation's thread),
//               and that split: simulation (the script, motion, timers, delegate
//               calls), layout (the layout pass), display lists (recording each frame)
//   draw        each frame's drawing turned into pixels, one core (per frame)
//   encode      our PNG encoder, one core (per encoded frame)
//   limit       what the machine allows: the CPU of every encoded frame (draw +
//               encode) and the recording of every frame, over the cores
//   pipeline    `Film.write` (what `render` runs): recording here, drawing and
//               encoding on every core; and how close it comes to the limit
//   cairo       the same frames drawn, then written one after another with
//               Cairo's own cairo_surface_write_to_png (in this process)
//   process     the whole `scrollreel render DEMO` process, against cairo
// and checks that the pipeline wrote the pixels Cairo's writer did.
// Usage: render-benchmark [PATH/TO/scrollreel] [demos…]
var args = Array(CommandLine.arguments.dropFirst())
let tool = args.first.flatMap { $0.contains("/") ? $0 : nil }
if tool != nil { args.removeFirst() }
let demos = args.isEmpty ? Demos.all.map(\.id) : args
let scale = 2.0
let cores = ProcessInfo.processInfo.activeProcessorCount
let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: tmp) }

@MainActor func film(_ id: String) -> Film {
    guard let demo = Demos.named(id) else { print("no demo \(id)"); exit(2) }
    return Film(demo: demo, fps: 60)
}

/// Plays the film, handing each frame's drawing (recorded on this thread) to `body`.
@MainActor func drawings(_ id: String, _ body: (FrameDrawing, Int) throws -> Void) throws {
    let playback = try film(id).start()
    while let f = try playback.next() { try body(try playback.drawing(scale: scale), f.index) }
}

func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

func time(_ body: () throws -> Void) rethrows -> Double {
    seconds(try ContinuousClock().measure(body))
}

print("\(cores) cores, scale \(Int(scale)), 60 fps; per-frame times are one core's")
print("demo            frames encoded  record (sim  layout lists)   draw   encode |  limit    pipeline        | cairo    process  vs cairo | same | load")
var totals = (frames: 0, pipeline: 0.0, cairo: 0.0, process: 0.0, limit: 0.0)
for id in demos {
    var frames = 0, encoded = 0, previous: FrameDrawing?
    // Recording alone; the distinct frames, kept to draw and encode on their own.
    var distinct: [FrameDrawing] = []
    var split = RecordTimes()
    let record = try time {
        split = try MainActor.assumeIsolated {
            try RecordTimes.measure {
                try drawings(id) { d, _ in
                    frames += 1
                    if d != previous { distinct.append(d); previous = d }
                }
            }.1
        }
    }
    let renderer = try Renderer(viewport: film(id).viewport, scale: scale)
    var draw = 0.0, encodeTime = 0.0, last: Bitmap?
    for (i, d) in distinct.enumerated() {
        var b = Bitmap(width: 1, height: 1)
        draw += try time { b = try renderer.draw(d) }
        if i % 2 == 0 { encodeTime += time { _ = PNGEncoder.encode(b) } * 2 }
        // A frame equal to the one before is not encoded again, even when drawn apart.
        if b != last { encoded += 1 }
        last = b
    }
    let drawPerFrame = draw / Double(distinct.count), encodePerFrame = encodeTime / Double(distinct.count)
    let limit = (record + Double(encoded) * (drawPerFrame + encodePerFrame)) / Double(cores)

    let ours = tmp.appendingPathComponent("ours")
    var outputs = FilmOutputs(folder: ours)
    outputs.captions = .none   // as the other columns draw
    let pipeline = try time { try film(id).write(outputs) }

    let cairoDir = tmp.appendingPathComponent("cairo-\(id)")
    try FileManager.default.createDirectory(at: cairoDir, withIntermediateDirectories: true)
    let cairo = try time {
        try drawings(id) { d, i in
            try Data(try renderer.draw(d).cairoPNGData()).write(to: cairoDir.appendingPathComponent(PNGSequenceWriter.fileName(i)))
        }
    }
    var same = true
    for i in 0..<frames {
        let name = PNGSequenceWriter.fileName(i)
        let a = Bitmap(png: [UInt8](try Data(contentsOf: cairoDir.appendingPathComponent(name))))
        let b = Bitmap(png: [UInt8](try Data(contentsOf: ours.appendingPathComponent(id).appendingPathComponent(name))))
        if a == nil || a != b { same = false; break }
    }
    try? FileManager.default.removeItem(at: cairoDir)
    var process = Double.nan
    if let tool { process = timeProcess(tool, ["render", id, "--out", tmp.appendingPathComponent("process").path]) / 1000 }

    func rate(_ s: Double) -> String { String(format: "%6.1f/s", Double(frames) / s) }
    func ms(_ s: Double) -> String { String(format: "%5.1f", s * 1000) }
    print(id.padding(toLength: 15, withPad: " ", startingAt: 0), String(format: "%6d %7d", frames, encoded),
          ms(record / Double(frames)), "(" + [split.simulation, split.layout, split.recording].map { ms(seconds($0) / Double(frames)) }.joined(separator: " ") + ")",
          ms(drawPerFrame), ms(encodePerFrame), " |", rate(limit), rate(pipeline),
          String(format: "%4.0f %%", limit / pipeline * 100), " |", String(format: "%5.1f s", cairo),
          process.isNaN ? "      -" : String(format: "%5.2f s", process),
          process.isNaN ? "      -" : String(format: "%6.2fx", cairo / process), "  |", same ? "yes" : "NO ", String(format: "| %4.1f", loadAverage()))
    totals.frames += frames; totals.pipeline += pipeline; totals.cairo += cairo; totals.process += process
    totals.limit += limit   // seconds at the limit
}
print(String(format: "all %d frames: pipeline %.1f s (%.1f frames/s), Cairo's writer %.1f s%@", totals.frames, totals.pipeline,
             Double(totals.frames) / totals.pipeline, totals.cairo,
             tool == nil ? "" : String(format: ", whole processes %.1f s (%.2fx)", totals.process, totals.cairo / totals.process)))
// `render --all` in one process against the sum of every demo's limit (the
// seconds each demo's frames take at its limit).
if let tool, args.isEmpty {
    let all = timeProcess(tool, ["render", "--all", "--out", tmp.appendingPathComponent("all").path]) / 1000
    print(String(format: "render --all: %.1f s, the demos' limits together %.1f s (%.0f %% of the limit), load %.1f", all, totals.limit, totals.limit / all * 100, loadAverage()))
}
