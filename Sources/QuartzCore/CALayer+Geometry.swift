import CoreGraphics
import VirtualTime

// Converting points and rectangles between the coordinates of layers of one tree:
// each layer maps its bounds into its superlayer by its geometry (position,
// anchor point, transform; a superlayer's sublayer transform), flattened into the
// plane as it is drawn.

extension CALayer {
    /// The map from this layer's coordinates into its superlayer's.
    package var mapToSuperlayer: PlanarTransform {
        let b = bounds
        let anchor = CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let s = superlayer, s.sublayerTransform != CATransform3DIdentity {
            let sb = s.bounds
            let sa = CGPoint(x: sb.minX + s.anchorPoint.x * sb.width, y: sb.minY + s.anchorPoint.y * sb.height)
            m = m.concatenating(CATransform3DMakeTranslation(-sa.x, -sa.y, 0)).concatenating(s.sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(sa.x, sa.y, 0))
        }
        return m.planar
    }

    /// The map from this layer's coordinates into its root's.
    package var mapToRoot: PlanarTransform {
        var m = PlanarTransform.identity
        var l: CALayer = self
        while let s = l.superlayer {
            m = m.concatenating(l.mapToSuperlayer)
            l = s
        }
        return m
    }

    /// `p`, in `layer`'s coordinates (nil: the root's), in this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let root = layer.map { $0.mapToRoot.apply(p).point } ?? p
        return mapToRoot.inverted?.apply(root).point ?? root
    }

    /// `p`, in this layer's coordinates, in `layer`'s (nil: the root's).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let root = mapToRoot.apply(p).point
        guard let layer else { return root }
        return layer.mapToRoot.inverted?.apply(root).point ?? root
    }

    /// The box of `r`'s corners, from `layer`'s coordinates (nil: the root's) into this layer's.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        Self.box([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                  CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: layer) })
    }

    /// The box of `r`'s corners, from this layer's coordinates into `layer`'s (nil: the root's).
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        Self.box([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                  CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: layer) })
    }

    private static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
