import CCairo
import ScrollReelUIKit

/// Plays a frame's recorded operations on a Cairo context. Internal: nothing
/// outside this module sees a `cairo_t`.
final class CairoCanvas {
    let cr: OpaquePointer
    let images: ImageCache
    let text: TextEngine
    let backdrops: Backdrop.Cache

    init(cr: OpaquePointer, images: ImageCache, text: TextEngine, backdrops: Backdrop.Cache) {
        self.cr = cr; self.images = images; self.text = text; self.backdrops = backdrops
    }

    /// Plays `operations`, each as the Cairo calls it stands for. `scale` is the
    /// frame's pixels per point (the backdrop blurs at a resolution of its own).
    func play(_ operations: [DrawOperation], scale: Double) {
        var contents: [OpaquePointer] = []
        var i = 0
        while i < operations.count {
            switch operations[i] {
            case .save: cairo_save(cr)
            case .restore: cairo_restore(cr)
            case .translate(let x, let y): cairo_translate(cr, x, y)
            case .scale(let x, let y): cairo_scale(cr, x, y)
            case .concatenate(let t): concatenate(t)
            case .clip(let path): clip(to: path)
            case .clipRect(let r):
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                cairo_clip(cr)
            case .fill(let path, let color): fill(path, with: color)
            case .fillGradient(let path, let gradient): fill(path, with: gradient)
            case .stroke(let path, let color, let lineWidth, let lineCap): stroke(path, with: color, lineWidth: lineWidth, lineCap: lineCap)
            case .text(let string, let style, let rect): text.draw(string, style: style, in: rect, cairo: cr)
            case .image(let image, let rect, let alpha): draw(image, in: rect, alpha: alpha)
            case .pushGroup: cairo_push_group(cr)
            case .popGroup(let alpha):
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            case .beginMask:
                contents.append(cairo_pop_group(cr))
                cairo_push_group(cr)
            case .endMask(let alpha):
                let mask = cairo_pop_group(cr)
                let content = contents.removeLast()
                cairo_push_group(cr)
                cairo_set_source(cr, content)
                cairo_mask(cr, mask)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
                cairo_pattern_destroy(mask)
                cairo_pattern_destroy(content)
            case .backdrop(let effect, let shape, let bounds, let alpha):
                backdrops.apply(effect, under: shape, bounds: bounds, scale: scale, alpha: alpha,
                                drawnBefore: operations[..<i], canvas: self)
            case .cull(let frame, let margin, let end):
                var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
                cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
                let visible = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).insetBy(dx: -margin, dy: -margin)
                if !frame.intersects(visible) { i = end; continue }
            }
            i += 1
        }
    }

    func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    func setPath(_ path: Path) {
        cairo_new_path(cr)
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let c, let r, let a0, let a1, let clockwise):
                // y points down: increasing angles run clockwise on screen, as in cairo_arc.
                if clockwise { cairo_arc(cr, c.x, c.y, r, a0, a1) } else { cairo_arc_negative(cr, c.x, c.y, r, a0, a1) }
            case .close: cairo_close_path(cr)
            }
        }
    }

    func clip(to path: Path) {
        setPath(path)
        cairo_clip(cr)
    }

    func setColor(_ c: UIColor) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

    func fill(_ path: Path, with color: UIColor) {
        setPath(path)
        setColor(color)
        cairo_fill(cr)
    }

    func fill(_ path: Path, with gradient: LinearGradient) {
        setPath(path)
        let pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    func stroke(_ path: Path, with color: UIColor, lineWidth: Double, lineCap: LineCap) {
        setPath(path)
        setColor(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, lineCap == .round ? CAIRO_LINE_CAP_ROUND : lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }

    func draw(_ image: RecordedImage, in rect: CGRect, alpha: Double) {
        guard let raster = images.raster(for: image) else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(raster.width), rect.height / Double(raster.height))
        cairo_set_source_surface(cr, raster.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
