/// UIKit's `UIBlurEffect`: a material. What lies under the view is blurred, its
/// colours made more vivid, and a tint is laid over it, so that text on the
/// material stays readable whatever scrolls beneath (a navigation bar, a HUD).
public struct UIBlurEffect: Hashable, Sendable {
    /// UIKit's material styles, in their light and dark appearances.
    public enum Style: Sendable, Hashable {
        /// The most translucent light material.
        case systemUltraThinMaterial
        /// A light material, more translucent than the standard one.
        case systemThinMaterial
        /// The standard light material.
        case systemMaterial
        /// A light material, more opaque than the standard one.
        case systemThickMaterial
        /// The light material of system chrome, such as bars.
        case systemChromeMaterial
        /// The most translucent dark material.
        case systemUltraThinMaterialDark
        /// A dark material, more translucent than the standard one.
        case systemThinMaterialDark
        /// The standard dark material.
        case systemMaterialDark
        /// A dark material, more opaque than the standard one.
        case systemThickMaterialDark
        /// The dark material of system chrome, such as bars.
        case systemChromeMaterialDark
    }
    /// The effect's material.
    public let style: Style
    /// Creates a blur effect of the given material.
    public init(style: Style) { self.style = style }

    /// The blur's standard deviation, in points of the screen.
    public var blurRadius: Double { 10 }

    /// How much more saturated the blurred backdrop becomes (1: unchanged).
    public var saturation: Double { isDark ? 1.6 : 1.8 }

    /// Whether the material is one of the dark ones.
    public var isDark: Bool {
        switch style {
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark: true
        default: false
        }
    }

    /// The colour laid over the blurred backdrop: the thicker the material, the
    /// more of it (values matched by eye to iOS 17 screenshots).
    public var tintColor: UIColor {
        switch style {
        case .systemUltraThinMaterial: UIColor(white: 0.97, alpha: 0.42)
        case .systemThinMaterial: UIColor(white: 0.97, alpha: 0.62)
        case .systemMaterial: UIColor(white: 0.97, alpha: 0.74)
        case .systemThickMaterial: UIColor(white: 0.97, alpha: 0.86)
        case .systemChromeMaterial: UIColor(white: 0.975, alpha: 0.8)
        case .systemUltraThinMaterialDark: UIColor(white: 0.1, alpha: 0.42)
        case .systemThinMaterialDark: UIColor(white: 0.1, alpha: 0.6)
        case .systemMaterialDark: UIColor(white: 0.11, alpha: 0.74)
        case .systemThickMaterialDark: UIColor(white: 0.1, alpha: 0.86)
        case .systemChromeMaterialDark: UIColor(white: 0.07, alpha: 0.8)
        }
    }
}

/// UIKit's `UIVisualEffectView` with a blur effect: the renderer blurs what has
/// been drawn under the view's shape (its bounds, rounded by its corner radius)
/// before it draws the view. Subviews go into `contentView`, as in UIKit.
open class UIVisualEffectView: UIView {
    /// The material the renderer blurs what lies under the view with; nil draws none.
    open var effect: UIBlurEffect? {
        didSet { updateBackdrop() }
    }
    /// The view to add subviews to: it fills the effect view (its width and height follow the
    /// effect view's, as UIKit's) and is drawn over the material.
    open private(set) var contentView = UIView()

    /// Creates an effect view with the given material (nil: none) and a zero frame.
    public init(effect: UIBlurEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        updateBackdrop()
    }

    /// The layer blurs what lies under it, as the material says (UIKit's backdrop layer).
    private func updateBackdrop() {
        layer.backdrop = effect.map { Backdrop(blurRadius: $0.blurRadius, saturation: $0.saturation, tint: $0.tintColor.cgColor) }
    }
    public required init?(coder: NSCoder) { return nil }

    /// ScrollReel's shorthand for `UIVisualEffectView(effect:)` and `frame = …`.
    package convenience init(effect: UIBlurEffect?, frame: CGRect) {
        self.init(effect: effect)
        self.frame = frame
        contentView.frame = bounds
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
