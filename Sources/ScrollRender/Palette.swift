/// A colour palette for GIF: up to 256 opaque colours, chosen for a whole film
/// from a histogram of its frames (as ffmpeg's palettegen does): the film's own
/// colours when it has few enough, else median cut followed by a few rounds of
/// k-means.
///
/// Area alone decides badly for an app's screen: a page indicator's green dot or
/// a red badge is a few hundred pixels against a sky of millions, so median cut
/// spends every colour on the sky and the dot turns teal. Small saturated colours
/// carry meaning, so they are weighed by importance, not area: the most common
/// distinct saturated colours (see `salient(in:limit:)`) get an entry of their
/// own, exactly, before the rest is cut.
/// Everything here is integer or fixed-order arithmetic: the same frames always
/// give the same palette.
public struct Palette: Sendable, Equatable {
    /// The colours in index order, opaque 8-bit RGB: a GIF's colour table.
    public var colors: [(r: UInt8, g: UInt8, b: UInt8)]

    /// Whether two palettes hold the same colours in the same order.
    public static func == (a: Palette, b: Palette) -> Bool {
        a.colors.count == b.colors.count && zip(a.colors, b.colors).allSatisfy { $0 == $1 }
    }

    /// The colours of a film, each exact colour counted (as ffmpeg's palettegen
    /// does with stats_mode=full): a film with few colours gets them exactly.
    public struct Histogram: Sendable {
        /// One counter per 24-bit colour (64 MB, cheaper than hashing every pixel).
        var counts = [UInt32](repeating: 0, count: 1 << 24)

        /// An empty histogram, every colour counted zero.
        public init() {}

        /// Counts every `step`-th pixel of every `step`-th row.
        public mutating func add(_ bitmap: Bitmap, step: Int = 1) {
            bitmap.pixels.withUnsafeBufferPointer { p in
                var y = 0
                while y < bitmap.height {
                    var x = 0
                    while x < bitmap.width {
                        let i = y * bitmap.stride + x * 4
                        let key = Int(p[i + 2]) << 16 | Int(p[i + 1]) << 8 | Int(p[i])
                        counts[key] &+= 1
                        x += step
                    }
                    y += step
                }
            }
        }
    }

    struct Cell { let r: Double, g: Double, b: Double, n: Double }

    /// Up to `size` colours for the histogram (fewer if the film has fewer).
    public static func build(from h: Histogram, size: Int) -> Palette {
        var cells: [Cell] = []
        for key in 0..<(1 << 24) where h.counts[key] > 0 {
            cells.append(Cell(r: Double(key >> 16), g: Double((key >> 8) & 0xff), b: Double(key & 0xff), n: Double(h.counts[key])))
        }
        if cells.count <= size {
            return Palette(colors: cells.map { (UInt8($0.r), UInt8($0.g), UInt8($0.b)) })
        }
        guard !cells.isEmpty else { return Palette(colors: [(0, 0, 0)]) }
        let fixed = salient(in: cells, limit: size / 6)
        let cutSize = size - fixed.count
        // Median cut: split the box with the largest weighted spread along its widest axis.
        var boxes: [[Cell]] = [cells]
        // The box to split is the one with the largest squared error along one axis.
        func spread(_ box: [Cell]) -> (score: Double, axis: Int) {
            var best = (0.0, 0)
            for axis in 0..<3 {
                var n = 0.0, sum = 0.0, squares = 0.0
                for c in box {
                    let v = axis == 0 ? c.r : axis == 1 ? c.g : c.b
                    n += c.n; sum += c.n * v; squares += c.n * v * v
                }
                let score = squares - sum * sum / max(n, 1)
                if score > best.0 { best = (score, axis) }
            }
            return best
        }
        while boxes.count < cutSize {
            var pick = -1, pickAxis = 0, pickScore = 0.0
            for (i, box) in boxes.enumerated() where box.count > 1 {
                let s = spread(box)
                if s.score > pickScore { pick = i; pickAxis = s.axis; pickScore = s.score }
            }
            guard pick >= 0 else { break }
            let key: (Cell) -> Double = pickAxis == 0 ? { $0.r } : pickAxis == 1 ? { $0.g } : { $0.b }
            let sorted = boxes[pick].sorted { (a: Cell, b: Cell) -> Bool in
                let ka = key(a), kb = key(b)
                if ka != kb { return ka < kb }
                return (a.r, a.g, a.b) < (b.r, b.g, b.b)
            }
            let total = sorted.reduce(0) { $0 + $1.n }
            var acc = 0.0, cut = 1
            for (i, c) in sorted.enumerated() {
                acc += c.n
                if acc >= total / 2 { cut = max(1, min(sorted.count - 1, i + 1)); break }
            }
            boxes[pick] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
        }
        var centers = fixed.map { ($0.r, $0.g, $0.b) } + boxes.map { box -> (Double, Double, Double) in
            let n = box.reduce(0) { $0 + $1.n }
            return (box.reduce(0) { $0 + $1.r * $1.n } / n, box.reduce(0) { $0 + $1.g * $1.n } / n, box.reduce(0) { $0 + $1.b * $1.n } / n)
        }
        // k-means on the cells, weighted by their counts.
        for _ in 0..<4 {
            var acc = [(Double, Double, Double, Double)](repeating: (0, 0, 0, 0), count: centers.count)
            for c in cells {
                var best = 0, bestD = Double.infinity
                for (k, m) in centers.enumerated() {
                    let d = (c.r - m.0) * (c.r - m.0) + (c.g - m.1) * (c.g - m.1) + (c.b - m.2) * (c.b - m.2)
                    if d < bestD { bestD = d; best = k }
                }
                acc[best].0 += c.r * c.n; acc[best].1 += c.g * c.n; acc[best].2 += c.b * c.n; acc[best].3 += c.n
            }
            // The salient colours stay exactly what they are.
            for k in centers.indices where k >= fixed.count && acc[k].3 > 0 {
                centers[k] = (acc[k].0 / acc[k].3, acc[k].1 / acc[k].3, acc[k].2 / acc[k].3)
            }
        }
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
        return Palette(colors: centers.map { (byte($0.0), byte($0.1), byte($0.2)) })
    }

    /// Saturated colours worth an exact entry: each is the most common exact colour
    /// of its neighbourhood (16 levels per channel), chroma (max − min channel) at
    /// least 80, seen on at least 64 pixels over the film (a dot of 8 × 8 px in
    /// one frame), at least 40 levels from another chosen one; the most common
    /// first, up to `limit`.
    static func salient(in cells: [Cell], limit: Int) -> [Cell] {
        var best: [Int: Cell] = [:]
        for c in cells {
            let chroma = max(c.r, c.g, c.b) - min(c.r, c.g, c.b)
            guard chroma >= 80, c.n >= 64 else { continue }
            let bucket = (Int(c.r) >> 4) << 8 | (Int(c.g) >> 4) << 4 | Int(c.b) >> 4
            if let seen = best[bucket], seen.n >= c.n { continue }
            best[bucket] = c
        }
        let ranked = best.values.sorted { ($0.n, $0.r, $0.g, $0.b) > ($1.n, $1.r, $1.g, $1.b) }
        var chosen: [Cell] = []
        for c in ranked where chosen.count < limit {
            let far = chosen.allSatisfy { o in
                let d = (c.r - o.r) * (c.r - o.r) + (c.g - o.g) * (c.g - o.g) + (c.b - o.b) * (c.b - o.b)
                return d >= 40 * 40
            }
            if far { chosen.append(c) }
        }
        return chosen
    }

    /// Maps pixels to palette indices, remembering the answer for every colour it has seen.
    public final class Mapper {
        let palette: Palette
        private var memo: [Int16]

        /// A mapper to `palette`, with an empty memo of one entry per 24-bit colour.
        public init(_ palette: Palette) {
            self.palette = palette
            memo = [Int16](repeating: -1, count: 1 << 24)
        }

        /// The index of the palette colour nearest to (r, g, b) (each 0 to 255) by squared RGB
        /// distance, the lowest index on a tie.
        @inline(__always) public func index(r: Int, g: Int, b: Int) -> UInt8 {
            let key = r << 16 | g << 8 | b
            let m = memo[key]
            if m >= 0 { return UInt8(m) }
            var best = 0, bestD = Int.max
            for (k, c) in palette.colors.enumerated() {
                let dr = r - Int(c.r), dg = g - Int(c.g), db = b - Int(c.b)
                let d = dr * dr + dg * dg + db * db
                if d < bestD { bestD = d; best = k }
            }
            memo[key] = Int16(best)
            return UInt8(best)
        }

        /// How far palette colour `index` is from (r, g, b), squared.
        @inline(__always) public func squaredError(r: Int, g: Int, b: Int, index: UInt8) -> Int {
            let c = palette.colors[Int(index)]
            let dr = r - Int(c.r), dg = g - Int(c.g), db = b - Int(c.b)
            return dr * dr + dg * dg + db * db
        }
    }
}
