import CCairo
import ScrollReelUIKit

/// The material under a `UIVisualEffectView`: what has been drawn under the view's
/// shape, blurred and made more vivid, then put back in place (Cairo has no
/// blur). As iOS does, the blur runs at a reduced resolution — one pixel per
/// 2 points, a sixteenth of the pixels at scale 2 — over only the view's box and
/// the margin the blur reaches into, where a box blur three times over is close
/// to a Gaussian; the result is scaled back up with a bilinear filter. All
/// integer arithmetic: the same frame gives the same pixels.
enum BackdropBlur {
    /// Points per pixel of the reduced picture the blur runs on.
    static let pointsPerSample = 2.0

    /// The blurred pictures of the last frames a painter drew, for materials
    /// over content that did not change: a frame whose operations up to the
    /// material are those of an earlier frame has the same pixels under it, so
    /// its blur is that frame's (a bar over a list at rest, a HUD while only a
    /// caption or a finger moves). Belongs to one painter: not thread-safe.
    final class Cache {
        struct Entry {
            let drawnBefore: ArraySlice<DrawOperation>
            let operation: DrawOperation
            let blurred: Blurred
        }
        /// What the blur made: the reduced picture and where it goes.
        final class Blurred {
            let surface: OpaquePointer
            let origin: (x: Double, y: Double)
            let factor: Int
            init(surface: OpaquePointer, origin: (x: Double, y: Double), factor: Int) {
                self.surface = surface; self.origin = origin; self.factor = factor
            }
            deinit { cairo_surface_destroy(surface) }
        }
        /// A few: a frame has a bar or two and a HUD.
        static let capacity = 4
        private var entries: [Entry] = []
        /// Blurs made and reused (the tests check that a still backdrop is reused).
        private(set) var made = 0, reused = 0

        /// Blurs what lies under `shape` (user space of the canvas's context) on the
        /// surface being drawn on, reusing an earlier blur when everything drawn
        /// before it is the same. `scale` is pixels per point of the screen;
        /// `alpha` the view's opacity (a material fading in).
        func apply(_ effect: Backdrop, under shape: Path, bounds: CGRect, scale: Double, alpha: Double,
                   drawnBefore: ArraySlice<DrawOperation>, canvas: CairoCanvas) {
            let operation = DrawOperation.backdrop(effect, shape: shape, bounds: bounds, alpha: alpha)
            let blurred: Blurred
            if let hit = entries.firstIndex(where: { $0.operation == operation && $0.drawnBefore == drawnBefore }) {
                blurred = entries[hit].blurred
                reused += 1
            } else {
                guard let made = BackdropBlur.blur(effect, bounds: bounds, scale: scale, cr: canvas.cr) else { return }
                blurred = made
                self.made += 1
                entries.insert(Entry(drawnBefore: drawnBefore, operation: operation, blurred: made), at: 0)
                if entries.count > Self.capacity { entries.removeLast() }
            }
            BackdropBlur.paint(blurred, under: shape, alpha: alpha, canvas: canvas)
        }
    }

    /// The blurred picture of what lies under `bounds` on the surface being drawn
    /// on; nil when nothing of it is on the surface.
    static func blur(_ effect: Backdrop, bounds: CGRect, scale: Double, cr: OpaquePointer) -> Cache.Blurred? {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(target)
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        guard tw > 0, th > 0, let data = cairo_image_surface_get_data(target) else { return nil }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)

        // The view's box in the surface's pixels.
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx + ox); ys.append(dy + oy)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        // One sample per `factor` pixels; the region reaches three deviations past
        // the view, so that what lies just outside it bleeds in, and is aligned to
        // the sample grid so that a still backdrop gives still pixels.
        let factor = max(1, Int((pointsPerSample * scale).rounded()))
        let sigma = effect.blurRadius * scale / Double(factor)
        let margin = Int((3 * sigma).rounded(.up)) * factor
        func aligned(_ v: Double, up: Bool) -> Int {
            let p = Int(max(-1e6, min(1e6, up ? v.rounded(.up) : v.rounded(.down))))
            let q = up ? (p + factor - 1) / factor : (p >= 0 ? p / factor : -((-p + factor - 1) / factor))
            return q * factor
        }
        let x0 = max(0, aligned(minX, up: false) - margin), y0 = max(0, aligned(minY, up: false) - margin)
        let x1 = min(tw, aligned(maxX, up: true) + margin), y1 = min(th, aligned(maxY, up: true) + margin)
        guard x1 > x0, y1 > y0 else { return nil }
        let w = (x1 - x0 + factor - 1) / factor, h = (y1 - y0 + factor - 1) / factor

        // Average each factor x factor block (premultiplied, so colours and alpha
        // average together correctly).
        var small = [Int32](repeating: 0, count: w * h * 4)
        small.withUnsafeMutableBufferPointer { out in
            for sy in 0..<h {
                let py0 = y0 + sy * factor, py1 = min(y1, py0 + factor)
                for sx in 0..<w {
                    let px0 = x0 + sx * factor, px1 = min(x1, px0 + factor)
                    var b = 0, g = 0, r = 0, a = 0
                    for py in py0..<py1 {
                        var q = data + py * stride + px0 * 4
                        for _ in px0..<px1 {
                            b &+= Int(q[0]); g &+= Int(q[1]); r &+= Int(q[2]); a &+= Int(q[3])
                            q += 4
                        }
                    }
                    let n = (py1 - py0) * (px1 - px0)
                    let o = out.baseAddress! + (sy * w + sx) * 4
                    if n & (n - 1) == 0 {
                        // A whole block: a power of two, so a shift is the division.
                        let shift = n.trailingZeroBitCount
                        o[0] = Int32((b + n / 2) >> shift); o[1] = Int32((g + n / 2) >> shift)
                        o[2] = Int32((r + n / 2) >> shift); o[3] = Int32((a + n / 2) >> shift)
                    } else {
                        o[0] = Int32((b + n / 2) / n); o[1] = Int32((g + n / 2) / n)
                        o[2] = Int32((r + n / 2) / n); o[3] = Int32((a + n / 2) / n)
                    }
                }
            }
        }
        // Three box passes of this radius have about the deviation asked for.
        let radius = max(1, Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded()))
        // Samples are 0...255, so a sum's rounded mean is looked up in a table
        // rather than divided out (an integer division per sample was most of
        // the blur's time); the same numbers either way.
        let span = 2 * radius + 1
        let means = (0...255 * span).map { Int32(($0 + span / 2) / span) }
        small.withUnsafeMutableBufferPointer { p in
            means.withUnsafeBufferPointer { means in
                for _ in 0..<3 {
                    boxBlur(p.baseAddress!, count: w, lines: h, step: 4, lineStep: w * 4, radius: radius, means: means.baseAddress!)
                    boxBlur(p.baseAddress!, count: h, lines: w, step: w * 4, lineStep: 4, radius: radius, means: means.baseAddress!)
                }
            }
        }
        saturate(&small, by: effect.saturation)

        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let outStride = Int(cairo_image_surface_get_stride(out))
        let outData = cairo_image_surface_get_data(out)!
        for sy in 0..<h {
            for sx in 0..<w {
                let o = (sy * w + sx) * 4, d = sy * outStride + sx * 4
                let a = min(255, max(0, small[o + 3]))
                for c in 0..<3 { outData[d + c] = UInt8(min(a, max(0, small[o + c]))) }
                outData[d + 3] = UInt8(a)
            }
        }
        cairo_surface_mark_dirty(out)
        return Cache.Blurred(surface: out, origin: (Double(x0) - ox, Double(y0) - oy), factor: factor)
    }

    /// The blurred picture back in place, clipped to the view's shape.
    static func paint(_ blurred: Cache.Blurred, under shape: Path, alpha: Double, canvas: CairoCanvas) {
        let cr = canvas.cr
        cairo_save(cr)
        canvas.clip(to: shape)
        cairo_identity_matrix(cr)
        cairo_translate(cr, blurred.origin.x, blurred.origin.y)
        cairo_scale(cr, Double(blurred.factor), Double(blurred.factor))
        cairo_set_source_surface(cr, blurred.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        if alpha < 0.999 {
            cairo_paint_with_alpha(cr, alpha)
        } else {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// One box-blur pass along `lines` lines of `count` samples (4 channels each,
    /// summed together as one vector), the edges repeated beyond the ends;
    /// `means[sum]` is the rounded mean of a sum over `2 * radius + 1` samples.
    static func boxBlur(_ p: UnsafeMutablePointer<Int32>, count: Int, lines: Int, step: Int, lineStep: Int, radius: Int,
                        means: UnsafePointer<Int32>) {
        let line = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: count)
        defer { line.deallocate() }
        for l in 0..<lines {
            let base = p + l * lineStep
            for i in 0..<count {
                let q = base + i * step
                line[i] = SIMD4(q[0], q[1], q[2], q[3])
            }
            var sum = SIMD4<Int32>.zero
            for k in -radius...radius { sum &+= line[min(max(k, 0), count - 1)] }
            for i in 0..<count {
                let q = base + i * step
                q[0] = means[Int(sum[0])]; q[1] = means[Int(sum[1])]; q[2] = means[Int(sum[2])]; q[3] = means[Int(sum[3])]
                sum &+= line[min(i + radius + 1, count - 1)] &- line[max(i - radius, 0)]
            }
        }
    }

    /// Moves each colour away from its luminance by `factor` (premultiplied:
    /// clamped to the pixel's alpha), in fixed point.
    static func saturate(_ pixels: inout [Int32], by factor: Double) {
        let s = Int32((factor * 256).rounded())
        guard s != 256 else { return }
        for o in stride(from: 0, to: pixels.count, by: 4) {
            let b = pixels[o], g = pixels[o + 1], r = pixels[o + 2], a = pixels[o + 3]
            let l = (54 * r + 183 * g + 19 * b + 128) >> 8
            for c in 0..<3 {
                let v = l + ((pixels[o + c] - l) * s + 128) >> 8
                pixels[o + c] = min(a, max(0, v))
            }
        }
    }
}
