import Foundation

/// UIKit's `UIContentSizeCategoryAdjusting`: a view whose font follows the
/// Dynamic Type size.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view's font follows the content size category (for a font made with
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIContentSizeCategory {
    /// The body text size of each Dynamic Type size (Apple's Human Interface
    /// Guidelines, "Typography", the Dynamic Type sizes table for iOS): the yardstick
    /// `UIFontMetrics` scales by. `.large`, the default, is 17 pt.
    var bodyPointSize: CGFloat {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        default: 17
        }
    }
}

/// UIKit's `UIFontMetrics`: scales fonts and lengths for a Dynamic Type size, as
/// the body text (or the text style given) grows from its size at `.large`.
///
/// A scene's content size category is `.large`, iOS's default, so a font scaled
/// without a trait collection keeps its size; with one
/// (`scaledFont(for:compatibleWith:)`) it grows or shrinks as the body text does
/// at that size (ScrollReel scales every style by the body's ratio; iOS's own
/// table differs by a point here and there for some styles).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of body text.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    private let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    private func ratio(_ traits: UITraitCollection?) -> CGFloat {
        let category = traits?.preferredContentSizeCategory ?? .large
        return (category == .unspecified ? UIContentSizeCategory.large : category).bodyPointSize / 17
    }

    /// `font` at the scene's Dynamic Type size (the same font at `.large`).
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
    /// `font` scaled, but no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }
    /// `font` at the Dynamic Type size of `traitCollection` (`.large` when it gives none).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * ratio(traitCollection))
    }
    /// `font` scaled for `traitCollection`, but no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(min(font.pointSize * ratio(traitCollection), maximumPointSize))
    }
    /// A length (a spacing, a row height) scaled as the text is.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    /// A length scaled for `traitCollection`'s Dynamic Type size.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * ratio(traitCollection)
    }
}

extension UIFont {
    /// The system font for `style` at the Dynamic Type size of `traitCollection` (`.large`, the
    /// sizes of `preferredFont(forTextStyle:)`, when it gives none).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let font = preferredFont(forTextStyle: style)
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let body = (category == .unspecified ? UIContentSizeCategory.large : category).bodyPointSize
        return font.withSize((font.pointSize * body / 17).rounded())
    }
}
