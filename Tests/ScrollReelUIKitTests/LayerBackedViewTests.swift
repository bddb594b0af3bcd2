import Testing
import QuartzCore
@testable import ScrollReelUIKit

/// Every view is backed by its layer, as in UIKit: the view's geometry is the
/// layer's, the subviews' layers are sublayers in the subviews' order among the
/// layers of one's own, `presentation()` shows `UIView.animate`'s animations, and
/// layers of one's own animate implicitly on screen (a view's own never does).
@MainActor
@Suite struct LayerBackedViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    @Test func aViewsGeometryAndLookAreItsLayers() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.layer.frame == v.frame && v.layer.position == v.center && v.layer.bounds == v.bounds)
        #expect(v.layer.delegate === v)
        v.alpha = 0.3
        v.isHidden = true
        v.backgroundColor = .red
        v.transform = CGAffineTransform(rotationAngle: 0.2)
        #expect(v.layer.opacity == Float(0.3) && v.layer.isHidden && v.layer.backgroundColor == UIColor.red.cgColor)
        #expect(CATransform3DGetAffineTransform(v.layer.transform) == CGAffineTransform(rotationAngle: 0.2))
        // And the other way: the layer moved is the view moved.
        v.layer.position = CGPoint(x: 200, y: 300)
        #expect(v.center == CGPoint(x: 200, y: 300))
        v.layer.backgroundColor = UIColor.blue.cgColor
        #expect(v.backgroundColor == .blue)
    }

    final class Counting: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test func resizingTheLayerLaysTheViewOutAndAutoresizesItsSubviews() {
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        v.addSubview(child)
        v.layoutIfNeeded()
        let before = v.layouts
        v.layer.bounds.size = CGSize(width: 200, height: 100)
        #expect(child.frame.width == 200)
        v.layoutIfNeeded()
        #expect(v.layouts == before + 1)
    }

    @Test func subviewsLayersAreSublayersInTheirOrderAmongLayersOfOnesOwn() {
        let v = UIView(), a = UIView(), b = UIView(), c = UIView()
        let own = CALayer()
        v.addSubview(a)
        v.layer.addSublayer(own)
        v.addSubview(b)
        func order() -> [String] {
            (v.layer.sublayers ?? []).map { l in l === own ? "own" : l === a.layer ? "a" : l === b.layer ? "b" : l === c.layer ? "c" : "?" }
        }
        #expect(order() == ["a", "own", "b"])
        v.insertSubview(c, at: 0)
        #expect(order() == ["c", "a", "own", "b"])
        v.bringSubviewToFront(c)
        #expect(order() == ["a", "own", "b", "c"] && v.subviews == [a, b, c])
        v.sendSubviewToBack(b)
        #expect(order() == ["b", "a", "own", "c"] && v.subviews == [b, a, c])
        v.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order() == ["c", "a", "own", "b"] && v.subviews == [c, a, b])
        a.removeFromSuperview()
        #expect(order() == ["c", "own", "b"] && a.layer.superlayer == nil)
        let m = UIView()
        v.mask = m
        #expect(v.layer.mask === m.layer)
    }

    @Test func aCustomLayerClassIsTheViewsLayer() {
        final class Ring: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
        final class Tinted: CALayer {}
        final class TintedView: UIView { override class var layerClass: AnyClass { Tinted.self } }
        #expect(Ring().layer is CAShapeLayer)
        #expect(TintedView().layer is Tinted)
    }

    @Test func thePresentationShowsUIViewAnimations() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 150 })
        window.clock.advance(to: 0.5)
        #expect(v.layer.position.x == 150)
        #expect(v.layer.presentation()?.position.x == 100)
        window.clock.advance(to: 2)
        #expect(v.layer.presentation()?.position.x == 150)
    }

    @Test func aLayerOfOnesOwnOnScreenAnimatesImplicitlyAndAViewsLayerDoesNot() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(host)
        let own = CALayer()
        host.layer.addSublayer(own)
        window.environment.run {
            own.opacity = 0
            host.layer.opacity = 0
        }
        #expect(own.animationKeys() == ["opacity"] && host.layer.animationKeys() == nil)
        window.clock.advance(to: 0.125)
        // Half-way through the 0.25 s implicit animation, along Core Animation's default curve.
        let shown = own.presentation()!.opacity
        #expect(abs(Double(shown) - (1 - CAMediaTimingFunction(name: .default).progress(0.5))) < 1e-6)
        window.clock.advance(to: 0.3)
        #expect(own.presentation()!.opacity == 0 && own.animationKeys() == nil)
        // Turned off by the transaction, or by an action of NSNull.
        window.environment.run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            own.opacity = 1
            CATransaction.commit()
            own.actions = ["position": NSNull()]
            own.position = CGPoint(x: 5, y: 5)
        }
        #expect(own.animationKeys() == nil)
        // A layer not on screen does not animate.
        let loose = CALayer()
        window.environment.run { loose.opacity = 0 }
        #expect(loose.animationKeys() == nil)
    }

    @Test func aTransactionsDurationTimesImplicitAnimations() {
        let own = CALayer()
        window.layer.addSublayer(own)
        window.environment.run {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            own.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()
        }
        window.clock.advance(to: 1)
        #expect(own.presentation()?.position.x == 50)
    }
}
