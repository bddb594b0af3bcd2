import CCairo
import ScrollReelUIKit

/// A layer with perspective (`CATransform3D` with `m34`): Cairo's transforms are
/// affine, so the layer is painted apart, in its own coordinates, at about the
/// resolution it will show at, and its pixels are then mapped onto the frame
/// through the projective transform, each frame pixel sampled bilinearly from the
/// layer's picture at the point the inverse transform gives (premultiplied
/// colours, transparent outside it, so its edges are smooth). The result is painted
/// through the current clip and group like any image. Plain double arithmetic: the
/// same frame gives the same pixels.
enum Projection {
    /// The largest side of the layer's own picture, in pixels.
    static let maximumSide = 4096.0

    static func paint(_ operations: [DrawOperation], area: CGRect, transform: PlanarTransform, scale: Double,
                      canvas: CairoCanvas) throws(Renderer.Failure) {
        let cr = canvas.cr
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Layer coordinates → device pixels.
        let toDevice = transform.concatenating(PlanarTransform(m: [m.xx, m.yx, 0, m.xy, m.yy, 0, m.x0, m.y0, 1]))
        let corners = [CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                       CGPoint(x: area.maxX, y: area.maxY), CGPoint(x: area.minX, y: area.maxY)].map(toDevice.apply)
        // (A layer reaching behind the eye is not drawn: its projection is not bounded.)
        guard corners.allSatisfy({ $0.w > 1e-6 && $0.point.x.isFinite && $0.point.y.isFinite }) else { return }
        // The layer's picture at the resolution of its longest projected edge.
        let edges = zip(corners, corners.dropFirst() + corners.prefix(1)).map { ($0.point - $1.point).length }
        let sides = [area.width, area.height, area.width, area.height]
        let magnification = zip(edges, sides).map { $1 > 0 ? $0 / $1 : 1 }.max() ?? 1
        var s = min(max(magnification, 0.25), 8)
        s = min(s, maximumSide / max(area.width, area.height, 1))
        let sw = Int((area.width * s).rounded(.up)), sh = Int((area.height * s).rounded(.up))
        guard sw >= 1, sh >= 1 else { return }

        // Where it lands in the frame, within the clip.
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        cairo_restore(cr)
        let xs = corners.map(\.point.x), ys = corners.map(\.point.y)
        let x0 = max((xs.min()!).rounded(.down), cx0.rounded(.down)), y0 = max((ys.min()!).rounded(.down), cy0.rounded(.down))
        let x1 = min((xs.max()!).rounded(.up), cx1.rounded(.up)), y1 = min((ys.max()!).rounded(.up), cy1.rounded(.up))
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= Double(Renderer.maximumPixels) else { return }
        let dw = Int(x1 - x0), dh = Int(y1 - y0)

        // The layer's own picture.
        guard let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sw), Int32(sh)),
              cairo_surface_status(source) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(source) }
        let scr = cairo_create(source)!
        cairo_scale(scr, s, s)
        cairo_translate(scr, -area.minX, -area.minY)
        defer { cairo_destroy(scr) }
        try CairoCanvas(cr: scr, images: canvas.images, text: canvas.text, backdrops: canvas.backdrops).play(operations, scale: scale * s)
        cairo_surface_flush(source)

        // Frame pixel → source pixel: the inverse of source pixel → layer → device → frame box.
        let sourceToDevice = PlanarTransform(m: [1 / s, 0, 0, 0, 1 / s, 0, area.minX, area.minY, 1]).concatenating(toDevice)
        guard let inverse = sourceToDevice.inverted else { return }
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(dw), Int32(dh)),
              cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(target) }
        cairo_surface_flush(target)
        let sstride = Int(cairo_image_surface_get_stride(source)) / 4, dstride = Int(cairo_image_surface_get_stride(target)) / 4
        let src = UnsafeRawPointer(cairo_image_surface_get_data(source)!).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(cairo_image_surface_get_data(target)!).assumingMemoryBound(to: UInt32.self)
        let h = inverse.m
        for y in 0..<dh {
            let py = y0 + Double(y) + 0.5
            for x in 0..<dw {
                let px = x0 + Double(x) + 0.5
                let w = px * h[2] + py * h[5] + h[8]
                guard w > 0 else { continue }
                let u = (px * h[0] + py * h[3] + h[6]) / w - 0.5, v = (px * h[1] + py * h[4] + h[7]) / w - 0.5
                guard u > -1, v > -1, u < Double(sw), v < Double(sh) else { continue }
                dst[y * dstride + x] = sample(src, stride: sstride, width: sw, height: sh, u: u, v: v)
            }
        }
        cairo_surface_mark_dirty(target)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, target, x0, y0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The premultiplied ARGB pixel at (u, v) of the picture, bilinearly, transparent outside it.
    private static func sample(_ src: UnsafePointer<UInt32>, stride rowLength: Int, width: Int, height: Int, u: Double, v: Double) -> UInt32 {
        let fx = u.rounded(.down), fy = v.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let ax = u - fx, ay = v - fy
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < width && y < height ? src[y * rowLength + x] : 0
        }
        let p00 = pixel(ix, iy), p10 = pixel(ix + 1, iy), p01 = pixel(ix, iy + 1), p11 = pixel(ix + 1, iy + 1)
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let c00 = Double((p00 >> UInt32(shift)) & 0xff), c10 = Double((p10 >> UInt32(shift)) & 0xff)
            let c01 = Double((p01 >> UInt32(shift)) & 0xff), c11 = Double((p11 >> UInt32(shift)) & 0xff)
            let top = c00 + (c10 - c00) * ax, bottom = c01 + (c11 - c01) * ax
            let c = min(max((top + (bottom - top) * ay).rounded(), 0), 255)
            out |= UInt32(c) << UInt32(shift)
        }
        return out
    }
}
