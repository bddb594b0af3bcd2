import CoreGraphics
import VirtualTime

/// What a tree of layers is drawn into: a context that can also composite (the
/// renderer's frame recording). Core Animation's render server, in other words:
/// it knows groups, masks, backdrops and projections; the layers say what to draw.
package protocol LayerCompositor: LayerTextDrawing {
    /// Moves the user space by (x, y) (kept apart from `concatenate` so that a frame records the
    /// same operations as before layers drew themselves).
    func translate(x: Double, y: Double)
    /// Starts drawing into a group, composited when it ends.
    func pushGroup()
    /// Ends the group and paints it with `alpha`.
    func popGroup(alpha: Double)
    /// Ends the group of a layer's content and starts its mask's.
    func beginMask()
    /// Ends the mask's group and paints the content through it with `alpha`.
    func endMask(alpha: Double)
    /// Starts what may be skipped when `frame` (grown by `margin`) lies outside the clip; returns a
    /// token for `endCull`.
    func beginCull(frame: CGRect, margin: Double) -> Int
    /// Ends what `beginCull` started.
    func endCull(_ token: Int)
    /// Blurs what lies under `shape` (a material).
    func backdrop(_ backdrop: Backdrop, shape: Path, bounds: CGRect, alpha: Double)
    /// Starts drawing a layer whose transform has perspective, in its own coordinates; returns a token.
    func beginProjection() -> Int
    /// Ends it: what was drawn in `area` (the layer's coordinates) is projected by `transform` into
    /// the user space of the moment `beginProjection` was called.
    func endProjection(_ token: Int, transform: PlanarTransform, area: CGRect)
}

extension CALayer {
    /// Draws this tree of layers as Core Animation shows it at scene time `time`: each
    /// layer's presentation (its animations applied), placed by its geometry, with
    /// its shadow, background, content, sublayers (sorted by `zPosition`), border and
    /// mask, clipped when it masks to its bounds. The root is drawn where it is.
    @MainActor package func render(into compositor: any LayerCompositor, at time: Double) {
        render(into: compositor, at: time, placement: nil)
    }

    /// How a sublayer is placed in its superlayer: the superlayer's `sublayerTransform` about its
    /// anchor point, which applies before the sublayer is flattened into its plane.
    private struct Parent {
        let sublayerTransform: CATransform3D
        let anchor: CGPoint
    }

    @MainActor private func render(into c: any LayerCompositor, at time: Double, placement parent: Parent?) {
        // What is drawn is the presentation: the model values with the running
        // animations' values.
        let shown = presented(at: time)
        guard !isHidden, shown.opacityValue > 0.001 else { return }
        let isRoot = superlayer == nil && maskedLayer == nil
        let placement = isRoot ? nil : shown.placement(in: parent)
        if !isDoubleSided, !isRoot, shown.facesAway(in: parent) { return }

        // Skip what cannot show: a layer outside the visible area whose sublayers
        // cannot bleed out of it (it clips them, or has none) and that draws nothing
        // outside its bounds. Long scroll views have most of their content off screen,
        // and laying out text is not free. Whether it shows depends on the clip, which
        // the painter knows.
        var cull: Int?
        if superlayer != nil, masksToBounds || children.isEmpty, contentOverflow == nil, placement?.projective == nil {
            let margin = shadowOpacity > 0 ? Self.shadowRadius(shown.shadowRadius) * 2 + 8 : 1
            cull = c.beginCull(frame: shown.frame, margin: margin)
        }
        c.saveGState()
        var projection: Int?
        if let placement {
            switch placement {
            case .standard(let position, let transform, let anchorOffset):
                c.translate(x: position.x, y: position.y)
                if let transform { c.concatenate(transform) }
                c.translate(x: anchorOffset.x, y: anchorOffset.y)
            case .affine(let t):
                c.concatenate(t)
            case .projective:
                projection = c.beginProjection()
            }
        }
        drawSelf(shown, into: c, at: time)
        if let projection, case .projective(let h) = placement {
            c.endProjection(projection, transform: h, area: shown.projectionArea)
        }
        c.restoreGState()
        if let cull { c.endCull(cull) }
    }

    /// The layer in its own bounds coordinates: shadow, background, content, sublayers, border, mask.
    @MainActor private func drawSelf(_ shown: CALayer, into c: any LayerCompositor, at time: Double) {
        let bounds = shown.bounds
        let alpha = shown.opacityValue
        let shape = shown.outline(of: bounds)
        // A material blurs what is under it: drawn before any group, whose
        // surface would hold nothing of what lies beneath.
        if let backdrop = shown.backdrop { c.backdrop(backdrop, shape: shape, bounds: bounds, alpha: alpha) }
        let grouped = alpha < 0.999 || mask != nil
        if grouped { c.pushGroup() }

        let drawsBox = !(self is CATransformLayer)
        if drawsBox, shown.shadowOpacity > 0 { shown.drawShadow(shape: shape, bounds: bounds, into: c) }
        if let backdrop = shown.backdrop { c.fill(shape, with: backdrop.tint) }
        if drawsBox, let bg = shown.backgroundColor, bg.alpha > 0 { c.fill(shape, with: bg) }
        if let gradient = (shown as? CAGradientLayer)?.gradient(in: bounds) { c.fill(shape, with: gradient) }
        c.saveGState()
        if masksToBounds { c.clip(to: shape) }
        shown.drawContents(in: c)
        if let owner {
            owner.drawContent(in: c)
        } else {
            shown.drawOwnContent(in: c)
            if let displayed { displayed.replay(on: c) }
        }
        let parent = Parent(sublayerTransform: shown.sublayerTransform,
                            anchor: CGPoint(x: bounds.minX + shown.anchorPoint.x * bounds.width,
                                            y: bounds.minY + shown.anchorPoint.y * bounds.height))
        for sub in sublayersInDrawingOrder { sub.render(into: c, at: time, placement: parent) }
        owner?.drawOverSublayers(in: c)
        c.restoreGState()
        if drawsBox, shown.borderWidth > 0 {
            // Core Animation draws the border inside the bounds, over the content: one half
            // as wide as the box's shorter side already covers it (a width of 1e300 took
            // Cairo 0.2 s a frame to stroke).
            let w = min(shown.borderWidth, max(min(bounds.width, bounds.height), 0) / 2)
            let inset = shown.outline(of: bounds.insetBy(dx: w / 2, dy: w / 2), radius: max(0, shown.cornerRadius - w / 2))
            c.stroke(inset, with: shown.borderColor ?? CGColor.clear, lineWidth: w, lineCap: .butt)
        }

        if grouped {
            if let mask {
                c.beginMask()
                mask.render(into: c, at: time, placement: nil)
                c.endMask(alpha: alpha)
            } else {
                c.popGroup(alpha: alpha)
            }
        }
    }

    /// The sublayers back to front: by `zPosition`, equal ones in sublayer order.
    private var sublayersInDrawingOrder: [CALayer] {
        guard children.contains(where: { $0.zPosition != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    /// Draws `contents` (a `CGImage`) by `contentsGravity`.
    private func drawContents(in c: any GraphicsContext) {
        guard let image = contents.flatMap({ $0 as? CGImage }), image.size.width > 0, image.size.height > 0 else { return }
        c.draw(image, in: contentsGravity.rect(for: image.size, in: bounds), alpha: 1)
    }

    /// The shape of the layer's background, border and clip: its bounds, rounded.
    package func outline(of rect: CGRect, radius: CGFloat? = nil) -> Path {
        let r = radius ?? cornerRadius
        let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if maskedCorners == all, cornerCurve == .circular { return Path(roundedRect: rect, cornerRadius: r) }
        return Path(roundedRect: rect, cornerRadius: r, corners: maskedCorners.rawValue, continuous: cornerCurve == .continuous)
    }

    /// A radius from a user's scene may be anything: NaN or a huge one would trap
    /// the conversion or take for ever to draw; past 100 pt a shadow is no longer one.
    package static func shadowRadius(_ r: CGFloat) -> Double {
        r.isFinite ? min(max(r, 0), 100) : 0
    }

    /// A soft shadow: the shape blurred by stacking translucent outlines (Cairo has
    /// no blur); enough for cards and bubbles.
    private func drawShadow(shape: Path, bounds: CGRect, into c: any LayerCompositor) {
        let steps = max(1, Int(Self.shadowRadius(shadowRadius).rounded()))
        let color = shadowColor ?? CGColor.clear
        let fill = CGColor(red: color.red, green: color.green, blue: color.blue,
                           alpha: CGFloat(shadowOpacity) / CGFloat(steps) * 0.6)
        c.saveGState()
        c.translate(x: shadowOffset.width, y: shadowOffset.height)
        for i in stride(from: steps, through: 1, by: -1) {
            let grow = Double(i)
            if let path = shadowPath?.path {
                // A shape of its own: grown by stroking its outline.
                let width = 2 * max(0, grow - Double(steps) / 2)
                c.fill(path, with: fill)
                if width > 0 { c.stroke(path, with: fill, style: StrokeStyle(lineWidth: width, lineJoin: .round)) }
            } else {
                let r = bounds.insetBy(dx: -grow + Double(steps) / 2, dy: -grow + Double(steps) / 2)
                c.fill(outline(of: r, radius: cornerRadius + grow), with: fill)
            }
        }
        c.restoreGState()
    }

    /// Where a layer lies in its superlayer, as the frame records it.
    package enum Placement {
        /// The usual case: moved to its position, transformed (when not the identity) and moved by the
        /// anchor's offset in its bounds: the operations frames have always recorded.
        case standard(position: CGPoint, transform: CGAffineTransform?, anchorOffset: CGPoint)
        /// A superlayer's sublayer transform or a 3-D transform that keeps the plane affine.
        case affine(CGAffineTransform)
        /// Perspective: drawn apart and projected.
        case projective(PlanarTransform)

        var projective: PlanarTransform? { if case .projective(let h) = self { h } else { nil } }
    }

    /// The layer's placement in a superlayer with `parent`'s sublayer transform.
    private func placement(in parent: Parent?) -> Placement {
        let b = bounds
        let anchorOffset = anchorPoint == CGPoint(x: 0.5, y: 0.5)
            ? CGPoint(x: -b.midX, y: -b.midY)
            : CGPoint(x: -(b.minX + anchorPoint.x * b.width), y: -(b.minY + anchorPoint.y * b.height))
        let parentTransform = parent.map { $0.sublayerTransform } ?? CATransform3DIdentity
        if parentTransform == CATransform3DIdentity, transform.isAffine {
            let a = CATransform3DGetAffineTransform(transform)
            return .standard(position: position, transform: a.isIdentity ? nil : a, anchorOffset: anchorOffset)
        }
        var m = CATransform3DMakeTranslation(anchorOffset.x, anchorOffset.y, -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let parent, parentTransform != CATransform3DIdentity {
            m = m.concatenating(CATransform3DMakeTranslation(-parent.anchor.x, -parent.anchor.y, 0))
                .concatenating(parentTransform)
                .concatenating(CATransform3DMakeTranslation(parent.anchor.x, parent.anchor.y, 0))
        }
        let h = m.planar
        if h.isAffine { return .affine(h.affine) }
        return .projective(h)
    }

    /// Whether the layer, placed by `m` (its full transform into the superlayer), shows its back.
    private func facesAway(in parent: Parent?) -> Bool {
        let parentTransform = parent.map { $0.sublayerTransform } ?? CATransform3DIdentity
        return transform.concatenating(parentTransform).m33 < 0
    }

    /// What of the layer's coordinates a projection rasterises: its bounds, its sublayers' frames
    /// and what it draws beyond them.
    private var projectionArea: CGRect {
        var area = bounds
        if !masksToBounds {
            for l in children where !l.isHidden { area = area.union(l.frame) }
            if let overflow = contentOverflow { area = area.union(overflow) }
        }
        if shadowOpacity > 0 {
            let m = Self.shadowRadius(shadowRadius) * 2 + 8
            area = area.union(area.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -m, dy: -m))
        }
        return area
    }
}
