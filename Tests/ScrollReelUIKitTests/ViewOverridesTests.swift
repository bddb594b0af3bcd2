import Foundation
import Testing
@testable import ScrollReelUIKit

/// Members of UIView and UIControl that real files override or read, as the SDK
/// declares them.
@MainActor
@Suite struct ViewOverridesTests {
    /// A page control that places its dot layers after the view's own layout, as
    /// FSPagerView's FSPageControl does.
    final class Dots: UIView {
        var log: [String] = []
        let dot = CALayer()
        var callsSuper = true
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(dot)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() { log.append("layoutSubviews"); super.layoutSubviews() }
        override func layoutSublayers(of layer: CALayer) {
            if callsSuper { super.layoutSublayers(of: layer) }
            log.append("dots")
            dot.frame = CGRect(x: bounds.midX - 4, y: bounds.midY - 4, width: 8, height: 8)
        }
    }

    @Test func theLayoutPassGoesThroughLayoutSublayersOfTheViewsLayer() {
        let dots = Dots(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        dots.layoutIfNeeded()
        #expect(dots.log == ["layoutSubviews", "dots"] && dots.dot.frame == CGRect(x: 46, y: 16, width: 8, height: 8))
        let silent = Dots(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        silent.callsSuper = false
        silent.layoutIfNeeded()
        #expect(silent.log == ["dots"], "without super, layoutSubviews is not called, as in UIKit")
        // A view controller hears about its view's layout around it.
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewWillLayoutSubviews() { log.append("will") }
            override func viewDidLayoutSubviews() { log.append("did") }
        }
        let vc = Controller()
        vc.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        vc.view.layoutIfNeeded()
        #expect(vc.log == ["will", "did"])
    }

    final class ArchivedCell: UICollectionViewCell {
        var encoded = false
        override func encode(with coder: NSCoder) {
            super.encode(with: coder)
            encoded = true
        }
    }

    @Test func aViewsEncodeCanBeOverridden() {
        let cell = ArchivedCell(frame: .zero)
        cell.encode(with: NSCoder())
        #expect(cell.encoded)
    }

    @Test func contentAlignmentsAsUIKitDeclaresThem() {
        let control = UIControl()
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5 && UIControl.ContentVerticalAlignment.fill.rawValue == 3)
    }
}
