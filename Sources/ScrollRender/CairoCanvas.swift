import CCairo
import ScrollReelUIKit

/// Plays a frame's recorded operations on a Cairo context. Internal: nothing
/// outside this module sees a `cairo_t`.
final class CairoCanvas {
    let cr: OpaquePointer
    let images: ImageCache
    let text: TextEngine
    let backdrops: BackdropBlur.Cache

    init(cr: OpaquePointer, images: ImageCache, text: TextEngine, backdrops: BackdropBlur.Cache) {
        self.cr = cr; self.images = images; self.text = text; self.backdrops = backdrops
    }

    /// Plays `operations`, each as the Cairo calls it stands for. `scale` is the
    /// frame's pixels per point (the backdrop blurs at a resolution of its own).
    ///
    /// Whatever the operations hold, the context comes out as it went in and can
    /// draw the next frame: a transform that cannot be inverted (a view scaled to
    /// 0 on an axis, a NaN or infinite one) draws nothing of what it would place,
    /// up to the restore that ends it, as Core Animation draws nothing of a layer
    /// it cannot map (the next view draws normally); a restore or a group's end
    /// with nothing of its kind open is passed over; what is still open at the
    /// end is closed. Cairo's status is checked after every operation: one that
    /// puts the context in an error state anyway (out of memory, say) stops the
    /// drawing with its name, and the painter makes a fresh context.
    ///
    /// Group surfaces (a translucent layer's, composited at its opacity) are kept
    /// within `groupBudget` bytes at once: a group that would take more is drawn
    /// straight through at its alpha instead, as Core Animation draws a layer whose
    /// `allowsGroupOpacity` is false (each thing in it at the layer's opacity, so
    /// where they overlap the lower shows through a little more). Views nested
    /// hundreds deep, each translucent, cost a bounded number of surfaces, not one
    /// per level; the ordinary few levels of a screen are exact.
    func play(_ operations: [DrawOperation], scale: Double) throws(Renderer.Failure) {
        var contents: [OpaquePointer] = []
        var open: [Level] = []
        fade = 1
        groupBytes = 0
        peakGroupBytes = 0
        defer {
            // Close what the operations left open (a failure, or a list cut short),
            // so that nothing of this drawing reaches the next.
            for level in open.reversed() {
                switch level {
                case .save: cairo_restore(cr)
                case .group, .mask: cairo_pattern_destroy(cairo_pop_group(cr))
                case .flat: break
                }
            }
            for c in contents { cairo_pattern_destroy(c) }
            fade = 1
            groupBytes = 0
        }
        /// While a transform that cannot be inverted is in force: how many levels
        /// opened since (skipped with it).
        var hiddenDepth: Int?
        var i = 0
        while i < operations.count {
            let operation = operations[i]
            if let depth = hiddenDepth {
                // Nothing shows under a singular transform: skip to the restore
                // that ends it, keeping count of the levels opened on the way.
                switch operation {
                case .save, .pushGroup: hiddenDepth = depth + 1
                case .restore, .popGroup, .endMask:
                    if depth > 0 { hiddenDepth = depth - 1 } else { hiddenDepth = nil; close(operation, &open, &contents) }
                case .cull(_, _, let end): i = end; continue
                default: break
                }
                i += 1
                continue
            }
            switch operation {
            case .save: cairo_save(cr); open.append(.save)
            case .restore, .popGroup, .endMask: close(operation, &open, &contents)
            case .translate(let x, let y):
                if !transform(CGAffineTransform(translationX: x, y: y)) { hiddenDepth = 0 }
            case .scale(let x, let y):
                if !transform(CGAffineTransform(scaleX: x, y: y)) { hiddenDepth = 0 }
            case .concatenate(let t):
                if !transform(t) { hiddenDepth = 0 }
            case .clip(let path): clip(to: path)
            case .clipRect(let r):
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                cairo_clip(cr)
            case .fill(let path, let color): fill(path, with: color)
            case .fillGradient(let path, let gradient): fill(path, with: gradient)
            case .stroke(let path, let color, let style): stroke(path, with: color, style: style)
            case .text(let string, let style, let rect):
                // (Laid out from its rectangle's corner; centred in its height unless it starts at the top.)
                if rect.minX.isFinite, rect.minY.isFinite, rect.height.isFinite || style.startsAtTop {
                    faded { text.draw(string, style: style, in: rect, cairo: cr) }
                }
            case .image(let image, let rect, let alpha): try draw(image, in: rect, alpha: alpha * fade)
            case .pushGroup(let alpha):
                cairo_push_group(cr)
                let bytes = groupTargetBytes()
                if let alpha, groupBytes + bytes > Self.groupBudget {
                    // Past the budget: this group's content is drawn straight through.
                    cairo_pattern_destroy(cairo_pop_group(cr))
                    open.append(.flat(fade: fade))
                    fade *= alpha.isFinite ? min(max(alpha, 0), 1) : 1
                } else {
                    open.append(.group(fade: fade, bytes: bytes))
                    groupBytes += bytes
                    fade = 1
                }
            case .beginMask:
                guard case .group(let outerFade, let bytes)? = open.last else { break }
                contents.append(cairo_pop_group(cr))
                cairo_push_group(cr)
                open[open.count - 1] = .mask(fade: outerFade, bytes: bytes)
            case .backdrop(let effect, let shape, let bounds, let alpha):
                backdrops.apply(effect, under: shape, bounds: bounds, scale: scale, alpha: alpha * fade,
                                drawnBefore: operations[..<i], canvas: self)
            case .projected(let inside, let area, let transform):
                try fadedThrowing { () throws(Renderer.Failure) in
                    try Projection.paint(inside, area: area, transform: transform, scale: scale, canvas: self)
                }
            case .cull(let frame, let margin, let end):
                var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
                cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
                let visible = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).insetBy(dx: -margin, dy: -margin)
                // (A NaN frame is never recorded, but `intersects` traps on one: checked first.)
                if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
                    || !frame.intersects(visible) { i = end; continue }
            }
            let status = cairo_status(cr)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw Renderer.Failure(description: "Cairo refused operation \(i) (\(operation.name)) of the frame: \(String(cString: cairo_status_to_string(status)))")
            }
            i += 1
        }
    }

    /// What the drawing has open: a saved state, a group (with the fade outside it
    /// and its surface's bytes), a mask's group (its content waiting in
    /// `contents`), or a group drawn straight through (the fade outside it).
    private enum Level: Equatable {
        case save
        case group(fade: Double, bytes: Int)
        case mask(fade: Double, bytes: Int)
        case flat(fade: Double)
    }

    /// The bytes of group surfaces one drawing keeps open at once: 128 MB, ten
    /// groups the size of an iPhone 14's screen at scale 3 (a screen nests two or
    /// three translucent views; a film of 500 nested ones no longer takes a
    /// surface per level).
    static let groupBudget = 128 << 20

    /// The alpha that what is drawn now is painted with: the product of the alphas
    /// of the groups drawn straight through since the innermost real group (1 when
    /// there are none).
    private(set) var fade = 1.0
    /// The bytes of the group surfaces open.
    private var groupBytes = 0 { didSet { peakGroupBytes = max(peakGroupBytes, groupBytes) } }
    /// The most bytes of group surfaces open at once in the last drawing played.
    private(set) var peakGroupBytes = 0

    /// The bytes of the surface the group just pushed draws into (sized by Cairo
    /// to the clip).
    private func groupTargetBytes() -> Int {
        guard let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return 0 }
        return Int(cairo_image_surface_get_stride(target)) * Int(cairo_image_surface_get_height(target))
    }

    /// Draws what `body` draws at `fade`: in a group of its own only while a group
    /// is drawn straight through (for what cannot take the alpha itself: text, a
    /// projected layer).
    private func faded(_ body: () -> Void) {
        guard fade < 1 else { return body() }
        cairo_push_group(cr)
        body()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, fade)
    }

    private func fadedThrowing(_ body: () throws(Renderer.Failure) -> Void) throws(Renderer.Failure) {
        guard fade < 1 else { return try body() }
        cairo_push_group(cr)
        do { try body() } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, fade)
    }

    /// A restore, a group's end or a mask's end, if what it closes is open.
    private func close(_ operation: DrawOperation, _ open: inout [Level], _ contents: inout [OpaquePointer]) {
        switch (operation, open.last) {
        case (.restore, .save?):
            cairo_restore(cr)
        case (.popGroup(let alpha), .group(let outer, let bytes)?):
            cairo_pop_group_to_source(cr)
            fade = outer
            groupBytes -= bytes
            cairo_paint_with_alpha(cr, alpha * fade)
        case (.popGroup, .flat(let outer)?):
            fade = outer
        case (.endMask(let alpha), .mask(let outer, let bytes)?):
            let mask = cairo_pop_group(cr)
            let content = contents.removeLast()
            cairo_push_group(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, mask)
            cairo_pop_group_to_source(cr)
            fade = outer
            groupBytes -= bytes
            cairo_paint_with_alpha(cr, alpha * fade)
            cairo_pattern_destroy(mask)
            cairo_pattern_destroy(content)
        default:
            return
        }
        open.removeLast()
    }

    /// Applies `t` to the user space unless the result could not be inverted
    /// (what Cairo refuses with `CAIRO_STATUS_INVALID_MATRIX`, for good); false then.
    func transform(_ t: CGAffineTransform) -> Bool {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        var result = cairo_matrix_t()
        cairo_matrix_multiply(&result, &m, &ctm)
        // Cairo's own test (`_cairo_matrix_is_invertible`): a finite, non-zero
        // determinant, of the transform and of the result; and a finite inverse.
        func invertible(_ m: cairo_matrix_t) -> Bool {
            let det = m.xx * m.yy - m.yx * m.xy
            var inverse = m
            return det.isFinite && det != 0 && cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS
                && [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0, inverse.xx, inverse.yx, inverse.xy, inverse.yy, inverse.x0, inverse.y0]
                    .allSatisfy(\.isFinite)
        }
        guard invertible(m), invertible(result) else { return false }
        cairo_transform(cr, &m)
        return true
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

    /// Whether Cairo can take the path: every coordinate finite. (UIKit's drawing
    /// drops NaN coordinates before they are recorded; a view's own shape may still
    /// carry an infinite size, which draws nothing.)
    private func isDrawable(_ path: Path) -> Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        return path.elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): finite(p)
            case .curve(let c1, let c2, let p): finite(c1) && finite(c2) && finite(p)
            case .arc(let c, let r, let a0, let a1, _): finite(c) && r.isFinite && a0.isFinite && a1.isFinite
            case .close: true
            }
        }
    }

    func clip(to path: Path) {
        // A shape that cannot be drawn clips everything away (nothing of it shows).
        if isDrawable(path) { setPath(path) } else { cairo_new_path(cr) }
        if path.usesEvenOddFillRule {
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        } else {
            cairo_clip(cr)
        }
    }

    func setColor(_ c: CGColor) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * fade) }

    func fill(_ path: Path, with color: CGColor) {
        guard isDrawable(path) else { return }
        setPath(path)
        setColor(color)
        if path.usesEvenOddFillRule {
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        } else {
            cairo_fill(cr)
        }
    }

    func fill(_ path: Path, with gradient: LinearGradient) {
        guard isDrawable(path), gradient.start.x.isFinite, gradient.start.y.isFinite,
              gradient.end.x.isFinite, gradient.end.y.isFinite else { return }
        setPath(path)
        let pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)
        for stop in gradient.stops where stop.location.isFinite {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha * fade)
        }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    func stroke(_ path: Path, with color: CGColor, style: StrokeStyle) {
        guard isDrawable(path), style.lineWidth.isFinite else { return }
        setPath(path)
        setColor(color)
        cairo_set_line_width(cr, style.lineWidth)
        let cap = style.lineCap
        cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        switch style.lineJoin {
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        case .miter:
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, style.miterLimit)
        }
        let dashed = !style.dash.isEmpty
        if dashed { style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) } }
        cairo_stroke(cr)
        if dashed { cairo_set_dash(cr, nil, 0, 0) }
        if style.lineJoin == .miter { cairo_set_miter_limit(cr, 10) }
    }

    func draw(_ image: RecordedImage, in rect: CGRect, alpha: Double) throws(Renderer.Failure) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite,
              rect.width > 0, rect.height > 0 else { return }
        let raster = try images.raster(for: image)
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

extension DrawOperation {
    /// The operation's name, for a failure that names it.
    var name: String {
        switch self {
        case .save: "save"
        case .restore: "restore"
        case .translate: "translate"
        case .scale: "scale"
        case .concatenate: "transform"
        case .clip, .clipRect: "clip"
        case .fill: "fill"
        case .fillGradient: "gradient fill"
        case .stroke: "stroke"
        case .text: "text"
        case .image: "image"
        case .pushGroup: "group"
        case .popGroup: "end of group"
        case .beginMask: "mask"
        case .endMask: "end of mask"
        case .backdrop: "blur material"
        case .projected: "layer in perspective"
        case .cull: "cull"
        }
    }
}
