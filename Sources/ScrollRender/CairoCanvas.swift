import CCairo
import ScrollReelUIKit

/// `GraphicsContext` on a Cairo context. Internal: nothing outside this module
/// sees a `cairo_t`.
final class CairoCanvas: GraphicsContext {
    let cr: OpaquePointer
    let images: ImageCache
    let text: TextEngine

    init(cr: OpaquePointer, images: ImageCache, text: TextEngine) {
        self.cr = cr; self.images = images; self.text = text
    }

    func saveGState() { cairo_save(cr) }
    func restoreGState() { cairo_restore(cr) }

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

    func draw(_ string: String, style: TextStyle, in rect: CGRect) {
        text.draw(string, style: style, in: rect, cairo: cr)
    }

    func draw(_ image: UIImage, in rect: CGRect, alpha: Double) {
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        if image.isVector, case .drawing(let draw) = image.content {
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            if alpha < 1 { cairo_push_group(cr) }
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / image.size.width, rect.height / image.size.height)
            draw(self)
            if alpha < 1 { cairo_pop_group_to_source(cr); cairo_paint_with_alpha(cr, alpha) }
            cairo_restore(cr)
            return
        }
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
