import Foundation
import QuartzCore
import Testing

/// Core Animation's layer tree: geometry from position, anchor point, bounds and
/// transform; the sublayer list; conversions between layers.
@MainActor
@Suite struct CALayerTests {
    @Test func frameIsDerivedFromPositionAnchorPointAndBounds() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.position == CGPoint(x: 60, y: 45) && l.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        l.anchorPoint = .zero
        // The position stays; the frame moves so that the anchor point is on it.
        #expect(l.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        l.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(l.position == .zero)
        l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(l.frame == CGRect(x: -20, y: -30, width: 40, height: 60))
        // With a transform, setting the frame only moves the layer.
        l.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(l.bounds.size == CGSize(width: 20, height: 20) && l.position == CGPoint(x: 2.5, y: 2.5))
    }

    @Test func sublayersKeepTheirOrderAndOneSuperlayer() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers == [a, c, b])
        root.insertSublayer(a, above: b)
        #expect(root.sublayers == [c, b, a])
        root.insertSublayer(b, at: 0)
        #expect(root.sublayers == [b, c, a])
        let d = CALayer()
        root.replaceSublayer(c, with: d)
        #expect(root.sublayers == [b, d, a] && c.superlayer == nil && d.superlayer === root)
        let other = CALayer()
        other.addSublayer(a)
        #expect(root.sublayers == [b, d] && a.superlayer === other)
        a.removeFromSuperlayer()
        #expect(other.sublayers == nil && a.superlayer == nil)
        // A mask belongs to no tree of sublayers.
        root.mask = b
        #expect(root.sublayers == [d] && b.superlayer == nil)
        b.removeFromSuperlayer()
        #expect(root.mask == nil)
    }

    @Test func pointsConvertThroughPositionsBoundsAndTransforms() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        root.addSublayer(child)
        #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 110, y: 60))
        #expect(root.convert(CGPoint(x: 110, y: 60), to: child) == CGPoint(x: 10, y: 10))
        // A scroll: the bounds' origin shifts what the sublayers show.
        root.bounds.origin = CGPoint(x: 0, y: 40)
        #expect(child.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 110, y: 60))
        #expect(root.hitTest(CGPoint(x: 110, y: 20)) === child)
        // A half turn about the centre.
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi))
        let p = child.convert(CGPoint(x: 10, y: 10), to: root)
        #expect(abs(p.x - 190) < 1e-9 && abs(p.y - 140) < 1e-9)
        let back = child.convert(p, from: root)
        #expect(abs(back.x - 10) < 1e-9 && abs(back.y - 10) < 1e-9)
    }

    @Test func transformsFollowCoreAnimationsConventions() {
        // About z, as CGAffineTransform(rotationAngle:).
        let z = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let a = CGAffineTransform(rotationAngle: 0.3)
        #expect(CATransform3DGetAffineTransform(z) == a && CATransform3DIsAffine(z))
        // A transform then its inverse is the identity.
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(CATransform3DTranslate(t, 10, 20, 30), 0.7, 1, 1, 0)
        let i = CATransform3DConcat(t, CATransform3DInvert(t))
        #expect(zip(i.entries, CATransform3DIdentity.entries).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(!CATransform3DIsAffine(t))
        // Concatenation applies the first, then the second.
        let moved = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 0, 0))
        #expect(moved.planar.apply(CGPoint(x: 1, y: 1)).point == CGPoint(x: 7, y: 2))
        // Perspective: turned about y, the edge that comes towards the eye is magnified.
        var p = CATransform3DIdentity
        p.m34 = -1 / 100
        let turned = CATransform3DRotate(p, .pi / 6, 0, 1, 0).planar
        let right = turned.apply(CGPoint(x: 50, y: 50)), left = turned.apply(CGPoint(x: -50, y: 50))
        #expect(abs(right.point.y) != abs(left.point.y))
        #expect(abs(right.point.x - left.point.x) < 100)
    }

    @Test func keyPathsIntoTransformsReadAndWriteTheirParts() {
        let l = CALayer()
        l.transform = CATransform3DScale(CATransform3DMakeRotation(0.5, 0, 0, 1), 2, 2, 1)
        #expect(abs((l.animatableValue("transform.rotation.z").flatMap { if case .scalar(let v) = $0 { v } else { nil } } ?? 0) - 0.5) < 1e-12)
        #expect(abs((l.animatableValue("transform.scale.x").flatMap { if case .scalar(let v) = $0 { v } else { nil } } ?? 0) - 2) < 1e-12)
        let plain = CALayer()
        plain.setAnimatableValue(.scalar(0.3), "transform.rotation.z")
        #expect(zip(plain.transform.entries, CATransform3DMakeRotation(0.3, 0, 0, 1).entries).allSatisfy { abs($0 - $1) < 1e-12 })
        plain.transform = CATransform3DIdentity
        plain.setAnimatableValue(.scalar(1.5), "transform.scale")
        #expect(plain.transform == CATransform3DMakeScale(1.5, 1.5, 1.5))
        plain.setAnimatableValue(.scalar(30), "position.x")
        #expect(plain.position.x == 30)
    }
}
