/// UIKit's `UIListContentConfiguration`: the content of a row of a list, a header
/// or a footer, as a value: an image, a text and a secondary text, with their
/// properties and the margins and paddings between them, in one of iOS's styles
/// (`cell()`, `subtitleCell()`, `valueCell()`, `groupedHeader()`…). A list cell's
/// `defaultContentConfiguration()` gives the style of its place in the list.
///
/// The styles' metrics are iOS 17's at the default Dynamic Type size (Large): a
/// cell's text in the body style (17 pt), 11 pt above and below it (a one-line row
/// is 44 pt tall), the secondary text 15 pt under the text or, side by side, at
/// the trailing edge in grey; the horizontal margins are the cell's own (16 pt on
/// a phone under 414 pt wide, 20 pt from 414 pt and in inset grouped lists:
/// `axesPreservingSuperviewLayoutMargins`), read off iOS 17 Settings and list
/// screens. `attributedText` is shown with the text properties (its attributes are
/// not drawn).
public struct UIListContentConfiguration: Hashable {
    /// UIKit's `UIListContentConfiguration.TextProperties`: how a text is drawn.
    public struct TextProperties: Hashable {
        /// UIKit's `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// By the writing direction (left here).
            case natural
            /// Centred.
            case center
            /// Justified (drawn as natural).
            case justified
        }
        /// UIKit's `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Hashable, Sendable {
            /// As written.
            case none
            /// In capitals.
            case uppercase
            /// In small letters.
            case lowercase
            /// Each word capitalised.
            case capitalized
        }
        /// The font.
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        /// The colour.
        public var color: UIColor = .label
        /// A change applied to `color` when it is resolved; nil by default.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// How a line too long is cut.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines (0: as many as needed); 0 by default.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width (not applied here).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale of a shrinking font.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be drawn tighter before truncating.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory = true
        /// A change of case applied to the text.
        public var transform: TextTransform = .none
        /// Whether a truncated text shows its whole self on a long press.
        public var showsExpansionTextWhenTruncated = false
        /// The colour the text is drawn in: `color`, through the transformer.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }

    /// UIKit's `UIListContentConfiguration.ImageProperties`: how the image is drawn.
    public struct ImageProperties: Hashable {
        /// UIKit's marker of the standard size of a reserved layout dimension.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
        /// The image's tint (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// A change applied to the tint when it is resolved; nil by default.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The radius of the image's corners; 0 by default.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero: no limit).
        public var maximumSize: CGSize = .zero
        /// The room kept for the image (zero: the image's own size).
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image keeps its colours under Smart Invert.
        public var accessibilityIgnoresInvertColors = false
        /// The tint the image is drawn with, given the view's `tintColor`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let tint = self.tintColor ?? tintColor
            return tintColorTransformer?(tint) ?? tint
        }
    }

    /// The image before the text; nil by default.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The text; nil by default.
    public var text: String?
    /// The text with attributes (shown with `textProperties`); setting it is an alternative to
    /// `text`.
    public var attributedText: NSAttributedString?
    /// How the text is drawn.
    public var textProperties = TextProperties()
    /// The secondary text; nil by default.
    public var secondaryText: String?
    /// The secondary text with attributes (shown with `secondaryTextProperties`).
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties = TextProperties()
    /// The axes along which the content keeps at least its superview's (the cell's) layout
    /// margins; `.horizontal` for the cell and header styles.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the secondary text goes beside the text (at the trailing edge) rather than under
    /// it, when both fit.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the texts side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16
    /// The space between the text and the secondary text under it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(text: UIFont.TextStyle, weight: UIFont.Weight? = nil, color: UIColor = .label, secondary: UIFont.TextStyle = .subheadline,
                 secondaryColor: UIColor = .label, margins: NSDirectionalEdgeInsets) {
        let font = UIFont.preferredFont(forTextStyle: text)
        textProperties.font = weight.map { .systemFont(ofSize: font.pointSize, weight: $0) } ?? font
        textProperties.color = color
        secondaryTextProperties.font = .preferredFont(forTextStyle: secondary)
        secondaryTextProperties.color = secondaryColor
        directionalLayoutMargins = margins
    }
    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A row: the text in the body style, the secondary text under it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .body, margins: cellMargins)
    }
    /// A row with a subtitle: the secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .body, margins: cellMargins)
    }
    /// A row with a value: the secondary text beside the text, at the trailing edge, in grey.
    public static func valueCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: .body, secondary: .body, secondaryColor: .secondaryLabel, margins: cellMargins)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    /// A row of a sidebar: the image tinted, then the text.
    public static func sidebarCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: .body, margins: cellMargins)
        c.imageToTextPadding = 12
        return c
    }
    /// A row of a sidebar with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: .body, secondary: .subheadline, secondaryColor: .secondaryLabel, margins: cellMargins)
        c.imageToTextPadding = 12
        return c
    }
    /// A row of a sidebar beside a list.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }
    /// A row of a sidebar beside a list, with a subtitle.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { sidebarSubtitleCell() }
    /// A header of a sidebar: the text in the headline style.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .headline, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
    }
    /// A header of a plain list: 17 pt semibold, on the list's background, pinned as it scrolls.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .headline, margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }
    /// A footer of a plain list: 13 pt grey.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .footnote, color: .secondaryLabel,
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }
    /// A header of a grouped list: 13 pt grey capitals just above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: .footnote, color: .secondaryLabel,
                                           margins: NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
        c.textProperties.transform = .uppercase
        return c
    }
    /// A footer of a grouped list: 13 pt grey just under the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .footnote, color: .secondaryLabel,
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16))
    }
    /// A prominent header of an inset grouped list: 20 pt bold.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .title3, weight: .bold, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16))
    }
    /// An extra prominent header of an inset grouped list: 22 pt bold.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .title2, weight: .bold, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16))
    }
    /// A header in the look of its list (iOS 18's): 13 pt grey just above the section.
    public static func header() -> UIListContentConfiguration {
        var c = groupedHeader()
        c.textProperties.transform = .none
        return c
    }
    /// A footer in the look of its list (iOS 18's): 13 pt grey just under the section.
    public static func footer() -> UIListContentConfiguration { groupedFooter() }

    /// The text shown, as transformed by the text properties.
    var shownText: String? { (text ?? attributedText?.string).map(textProperties.transformed) }
    /// The secondary text shown.
    var shownSecondaryText: String? { (secondaryText ?? secondaryAttributedText?.string).map(secondaryTextProperties.transformed) }

    /// Whether two configurations are the same (images and custom views by identity).
    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.image === b.image && a.imageProperties == b.imageProperties && a.text == b.text && a.attributedText == b.attributedText
            && a.textProperties == b.textProperties && a.secondaryText == b.secondaryText
            && a.secondaryAttributedText == b.secondaryAttributedText && a.secondaryTextProperties == b.secondaryTextProperties
            && a.axesPreservingSuperviewLayoutMargins == b.axesPreservingSuperviewLayoutMargins
            && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
            && a.imageToTextPadding == b.imageToTextPadding && a.textToSecondaryTextHorizontalPadding == b.textToSecondaryTextHorizontalPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
    }
    /// Hashes the configuration's main values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(image.map(ObjectIdentifier.init))
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(textProperties)
        hasher.combine(secondaryTextProperties)
        hasher.combine(directionalLayoutMargins)
    }
}

extension UIListContentConfiguration: UIContentConfiguration {
    /// A new `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    /// This configuration as it looks in `state` (the list styles do not change with the state).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// A view that can lend its layout margins to the list content inside it (a cell, a
/// header): the horizontal margin a content view preserves.
@MainActor protocol ListContentHost: UIView {
    var listContentMargin: CGFloat { get }
}

/// UIKit's `UIListContentView`: the view a `UIListContentConfiguration` makes: its
/// image, text and secondary text laid out as the configuration says.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var list: UIListContentConfiguration
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let imageView = UIImageView(frame: .zero)

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }
    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown; setting a `UIListContentConfiguration` updates the view (another
    /// kind is ignored, as UIKit refuses it).
    open var configuration: any UIContentConfiguration {
        get { list }
        set {
            guard let new = newValue as? UIListContentConfiguration else { return }
            list = new
            apply()
        }
    }

    /// Whether `configuration` is a `UIListContentConfiguration`.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        func style(_ label: UILabel, _ text: String?, _ p: UIListContentConfiguration.TextProperties) {
            label.text = text
            label.font = p.font
            label.textColor = p.resolvedColor()
            label.numberOfLines = p.numberOfLines
            label.lineBreakMode = p.lineBreakMode
            label.textAlignment = p.alignment == .center ? .center : .natural
            label.isHidden = text?.isEmpty ?? true
        }
        style(textLabel, list.shownText, list.textProperties)
        style(secondaryTextLabel, list.shownSecondaryText, list.secondaryTextProperties)
        imageView.image = list.image
        imageView.isHidden = list.image == nil
        imageView.tintColor = list.imageProperties.tintColor
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
        setNeedsLayout()
    }

    /// The frames of the image and the texts in a view `width` wide and `height` tall (nil: as
    /// tall as they need), and that height.
    private func arrangement(width: CGFloat, height: CGFloat?) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat, sideBySide: Bool) {
        var m = list.directionalLayoutMargins
        if list.axesPreservingSuperviewLayoutMargins.contains(.horizontal), let host = superview as? any ListContentHost {
            m.leading = max(m.leading, host.listContentMargin)
            m.trailing = max(m.trailing, host.listContentMargin)
        }
        var imageSize = CGSize.zero
        if let image = list.image {
            imageSize = image.size
            let limit = list.imageProperties.maximumSize
            if limit.width > 0, imageSize.width > limit.width { imageSize = CGSize(width: limit.width, height: imageSize.height * limit.width / imageSize.width) }
            if limit.height > 0, imageSize.height > limit.height { imageSize = CGSize(width: imageSize.width * limit.height / imageSize.height, height: limit.height) }
        }
        let reserved = list.image == nil ? 0 : max(imageSize.width, max(0, list.imageProperties.reservedLayoutSize.width))
        let x = m.leading + (reserved > 0 ? reserved + list.imageToTextPadding : 0)
        let available = max(0, width - x - m.trailing)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        func fit(_ label: UILabel, _ w: CGFloat) -> CGSize {
            let s = label.sizeThatFits(CGSize(width: w, height: Self.unlimited))
            return CGSize(width: min(s.width, w), height: s.height)
        }
        var text = CGRect.zero, secondary = CGRect.zero, block: CGFloat
        let sideBySide: Bool
        if list.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
            let t = fit(textLabel, Self.unlimited), s = fit(secondaryTextLabel, Self.unlimited)
            sideBySide = t.width + list.textToSecondaryTextHorizontalPadding + s.width <= available
        } else {
            sideBySide = false
        }
        if sideBySide {
            let s = fit(secondaryTextLabel, available)
            let t = fit(textLabel, max(0, available - s.width - list.textToSecondaryTextHorizontalPadding))
            block = max(t.height, s.height)
            // Each label gets the room up to the other (the secondary text right-aligned), so that
            // rounding never wraps a word that was measured to fit.
            let split = x + available - s.width - list.textToSecondaryTextHorizontalPadding
            text = CGRect(x: x, y: 0, width: max(t.width, split - x), height: t.height)
            secondary = CGRect(x: split + list.textToSecondaryTextHorizontalPadding / 2, y: 0,
                               width: x + available - split - list.textToSecondaryTextHorizontalPadding / 2, height: s.height)
        } else {
            let t = hasText ? fit(textLabel, available) : .zero
            let s = hasSecondary ? fit(secondaryTextLabel, available) : .zero
            let gap = hasText && hasSecondary ? list.textToSecondaryTextVerticalPadding : 0
            block = t.height + gap + s.height
            text = CGRect(x: x, y: 0, width: available, height: t.height)
            secondary = CGRect(x: x, y: t.height + gap, width: available, height: s.height)
        }
        let content = max(block, imageSize.height)
        let needed = m.top + content + m.bottom
        let total = height ?? needed
        // The content sits between the margins, centred when the view is taller than it needs.
        let top = m.top + max(0, (total - needed) / 2)
        if sideBySide {
            text.origin.y = top + (content - text.height) / 2
            secondary.origin.y = top + (content - secondary.height) / 2
        } else {
            text.origin.y += top + (content - block) / 2
            secondary.origin.y += top + (content - block) / 2
        }
        let image = CGRect(x: m.leading + (reserved - imageSize.width) / 2, y: top + (content - imageSize.height) / 2,
                           width: imageSize.width, height: imageSize.height)
        return (image, text, secondary, needed, sideBySide)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let a = arrangement(width: bounds.width, height: bounds.height)
        imageView.frame = a.image
        textLabel.frame = a.text
        secondaryTextLabel.frame = a.secondary
        secondaryTextLabel.textAlignment = a.sideBySide ? .right : list.secondaryTextProperties.alignment == .center ? .center : .natural
    }

    /// The size the content needs at `size.width`: its height with the margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(width: size.width, height: nil).height)
    }

    /// A width no text reaches (the text measurer takes widths in fixed-point units, where the
    /// greatest finite value would overflow).
    private static let unlimited: CGFloat = 100_000

    /// Where the text starts, from the view's leading edge (a list's separator starts there).
    var textLeading: CGFloat { arrangement(width: bounds.width, height: bounds.height).text.minX }
}
