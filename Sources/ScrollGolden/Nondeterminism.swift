import ScrollRender

/// Whether two plays of one screen gave the same film. A golden of a screen that
/// is not the same on every run fails a minute later for no reason anyone can
/// see; `Golden.record` plays the screen twice and refuses to keep such a golden,
/// and a failing `Golden.verify` plays it again to say when this is why.
package enum Nondeterminism {
    /// What usually makes a screen differ between runs, for the line that says so.
    package static let usualCauses = "the usual causes: the wall clock read off the scene's thread, random numbers, "
        + "the order of a Set or a Dictionary, Swift concurrency (a Task's timing)"

    /// Where two captures of the same film first differ, in words (nil when they are the same):
    /// the first trace line that differs, else the first keyframe whose pixels do,
    /// with the region that differs.
    package static func difference(_ a: Capture, _ b: Capture) -> String? {
        if a.traceLines != b.traceLines {
            let i = a.traceLines.indices.first { $0 >= b.traceLines.count || a.traceLines[$0] != b.traceLines[$0] } ?? a.traceLines.count
            return "frame \(i) of the trace differs (\(a.traceLines.count) and \(b.traceLines.count) frames)"
        }
        for frame in a.pictures.keys.sorted() {
            guard let p = a.pictures[frame], let q = b.pictures[frame] else {
                return "keyframe \(frame) was drawn in one run only"
            }
            guard p.width == q.width, p.height == q.height else {
                return "keyframe \(frame) is \(p.width) x \(p.height) px in one run, \(q.width) x \(q.height) in the other"
            }
            if let box = differingRegion(p, q) {
                return "keyframe \(frame): \(box.count) pixels differ in x \(box.x), y \(box.y), \(box.width) x \(box.height)"
            }
        }
        return nil
    }

    /// The box around the pixels that differ, and how many do; nil when none does.
    /// (Both of one size.)
    static func differingRegion(_ p: Bitmap, _ q: Bitmap) -> (x: Int, y: Int, width: Int, height: Int, count: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, count = 0
        p.pixels.withUnsafeBufferPointer { a in
            q.pixels.withUnsafeBufferPointer { b in
                for y in 0..<p.height {
                    let pr = y * p.stride, qr = y * q.stride
                    for x in 0..<p.width where a[pr + 4 * x..<pr + 4 * x + 4].elementsEqual(b[qr + 4 * x..<qr + 4 * x + 4]) == false {
                        count += 1
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        return count == 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1, count)
    }
}
