// The PNG encoder at libdeflate levels 0 to 4 on frames of a demo: time per frame
// and size, best of 5 (how the default level was chosen).
// Usage: png-levels [demo]
import Foundation
import ScrollReel
import ScrollDemos
let demo = Demos.named(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "delegate")!
let bitmaps = try MainActor.assumeIsolated { () throws -> [Bitmap] in
    let playback = try Film(demo: demo, fps: 60).start()
    var bitmaps: [Bitmap] = []
    while let f = try playback.next() { if f.index % 20 == 0 { bitmaps.append(try playback.picture(scale: 2)) } }
    return bitmaps
}
func time(_ body: () -> Void) -> Double {
    let d = ContinuousClock().measure(body)
    return (Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) * 1000
}
for level: Int32 in [0, 1, 2, 3, 4] {
  var size = 0
  var t = Double.infinity
  for _ in 0..<5 { size = 0; t = min(t, time { for b in bitmaps { size += PNGEncoder.encode(b, level: level).count } }) }
  print("level \(level): \(String(format: "%.1f", t / Double(bitmaps.count))) ms/frame, \(size / bitmaps.count / 1024) KB")
}
