import BenchmarkSupport
import Foundation
import ScrollReel
import ScrollDemos

// ScrollReel's image diff against ImageMagick's `compare -metric AE` on the same
// pairs of PNG files, both as whole processes (decode + compare), in one run:
//   scrollreel diff A B          vs   compare -metric AE A B null:
// Pairs: identical frames, a one-point layout shift, and a changed text, at
// scale 1 (goldens) and scale 2.
// Usage: diff-benchmark PATH/TO/scrollreel [runs]
let args = CommandLine.arguments
guard args.count >= 2 else { print("usage: diff-benchmark PATH/TO/scrollreel [runs]"); exit(2) }
let tool = args[1]
let runs = args.count > 2 ? Int(args[2])! : 7
let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("sr-diffbench-\(getpid())")
try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: tmp) }

@MainActor func frame(scale: Double, mutate: @escaping @MainActor (Scene) -> Void = { _ in }) throws -> Bitmap {
    let playback = try Film(demo: Demos.named("delegate")!, fps: 60).start(prepare: mutate)
    while let f = try playback.next() { if f.index == 60 { return try playback.picture(scale: scale) } }
    fatalError("the delegate demo has fewer than 61 frames")
}

func write(_ b: Bitmap, _ name: String) throws -> String {
    let url = tmp.appendingPathComponent(name)
    try Data(PNGEncoder.encode(b)).write(to: url)
    return url.path
}



let compare = ["/usr/bin/compare", "/usr/local/bin/compare", "/opt/homebrew/bin/compare"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}
guard let compare else { print("ImageMagick's compare is not installed (apt-get install imagemagick)"); exit(2) }

print("median of \(runs) runs, milliseconds per whole process (decode both PNGs and compare)")
print("pair                         scrollreel diff   compare -metric AE   faster by   in-process diff only")
for scale in [1.0, 2.0] {
    let base = try frame(scale: scale)
    let pairs: [(String, Bitmap)] = [
        ("identical", base),
        ("1 pt layout shift", try frame(scale: scale) { $0.window.subviews[0].center.y += 1 }),
        ("changed text", try frame(scale: scale) { scene in
            ((scene.window.subviews.last as? UIView)?.subviews.first as? UILabel)?.text = "Changed" }),
    ]
    let a = try write(base, "a-\(Int(scale)).png")
    for (name, other) in pairs {
        let b = try write(other, "b-\(Int(scale))-\(name.prefix(4)).png")
        let ours = median((0..<runs).map { _ in timeProcess(tool, ["diff", a, b]) })
        let theirs = median((0..<runs).map { _ in timeProcess(compare, ["-metric", "AE", a, b, "null:"]) })
        let inProcess = median((0..<runs).map { _ -> Double in
            let d = ContinuousClock().measure { _ = ImageDiff.compare(base, other) }
            return (Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) * 1000
        })
        let label = "\(name) @\(Int(scale))x".padding(toLength: 28, withPad: " ", startingAt: 0)
        print(label, String(format: "%12.1f   %18.1f   %8.2fx   %12.2f", ours, theirs, theirs / ours, inProcess))
    }
}
