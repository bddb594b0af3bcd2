// The PNG encoder at libdeflate levels 0 to 4 on frames of a demo: time per frame
// and size, best of 5 (how the default level was chosen).
// Usage: png-levels [demo]
import Foundation
import ScrollDemos
import ScrollKit
import ScrollRender
import ScrollSimulation
try Renderer.prepare()
let demo = Demos.named(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "delegate")!
let scene = demo.makeScene()
let r = try Renderer(viewport: DemoContext.defaultViewport, scale: 2)
var bitmaps: [Bitmap] = []
try Stage(scene: scene).run(demo.defaultScript, fps: 60) { f in if f.index % 20 == 0 { bitmaps.append(r.render(scene.window)) } }
func time(_ body: () -> Void) -> Double { let t0 = DispatchTime.now().uptimeNanoseconds; body(); return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6 }
for level: Int32 in [0, 1, 2, 3, 4] {
  var size = 0
  var t = Double.infinity
  for _ in 0..<5 { size = 0; t = min(t, time { for b in bitmaps { size += PNGEncoder.encode(b, level: level).count } }) }
  print("level \(level): \(String(format: "%.1f", t / Double(bitmaps.count))) ms/frame, \(size / bitmaps.count / 1024) KB")
}
