#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A view that is a gradient: its layer is a `CAGradientLayer` (the usual UIKit way
/// to put one in a view tree, and to fade a view through its `mask`). Scrims over
/// pictures and the pager's title mask.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
