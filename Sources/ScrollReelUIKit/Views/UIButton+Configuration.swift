extension UIButton {
    /// UIKit's `UIButton.Configuration` (iOS 15): what a button shows — title, subtitle, image —
    /// and how: its style's background and colours, its size, corner style and padding.
    ///
    /// The styles as UIKit's: `plain()` (no background, the tint colour), `gray()` (a grey fill,
    /// the tint colour), `tinted()` (a fill of the tint colour at 15 %, the tint colour), `filled()`
    /// (a fill of the tint colour, white), with `borderless()`, `bordered()`, `borderedTinted()` and
    /// `borderedProminent()` as UIKit's aliases of them. `baseForegroundColor` and
    /// `baseBackgroundColor` replace the style's colours. A highlighted button fades its content
    /// (plain) or darkens its fill, as UIKit's.
    public struct Configuration {
        /// UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Sendable {
            /// Rounded by the button's size (UIKit's default).
            case dynamic
            /// The background's own corner radius (none).
            case fixed
            /// Slightly rounded: 4 pt.
            case small
            /// Rounded: 8 pt.
            case medium
            /// More rounded: 12 pt.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// UIKit's `UIButton.Configuration.Size`: the title's text style and the padding.
        public enum Size: Sendable {
            /// A footnote-sized title (12 pt), tight padding.
            case mini
            /// A subheadline-sized title (15 pt).
            case small
            /// A body-sized title (17 pt); the default.
            case medium
            /// A body-sized title with more room (17 pt).
            case large

            /// The padding around the content at this size.
            var insets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
                case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }
        }

        /// UIKit's `UIButton.Configuration.TitleAlignment`: how the title and subtitle line up.
        public enum TitleAlignment: Sendable {
            /// Centred (the button decides).
            case automatic
            /// At the leading edge.
            case leading
            /// Centred.
            case center
            /// At the trailing edge.
            case trailing
        }

        /// Which of UIKit's looks the configuration was made with.
        enum Style { case plain, gray, tinted, filled }
        let style: Style

        /// The title.
        public var title: String?
        /// The title as attributed text; its characters are drawn in the title's font and colour.
        public var attributedTitle: AttributedString?
        /// A second line under the title, smaller.
        public var subtitle: String?
        /// The image (a symbol image is drawn in the foreground colour).
        public var image: UIImage?
        /// Which side of the title the image goes (leading by default): `.leading`, `.trailing`,
        /// `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title (0 by default).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (0 by default).
        public var titlePadding: CGFloat = 0
        /// The symbol configuration for a symbol image; nil: sized to the title.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The space around the content; nil until set, the size's padding.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { ownContentInsets ?? buttonSize.insets }
            set { ownContentInsets = newValue }
        }
        private var ownContentInsets: NSDirectionalEdgeInsets?
        /// The colour of the title, subtitle and image instead of the style's.
        public var baseForegroundColor: UIColor?
        /// The colour of the background instead of the style's.
        public var baseBackgroundColor: UIColor?
        /// How round the background's corners are.
        public var cornerStyle = CornerStyle.dynamic
        /// The size of the title and the padding.
        public var buttonSize = Size.medium
        /// How the title and subtitle line up.
        public var titleAlignment = TitleAlignment.automatic
        /// Accepted; an activity indicator is not drawn here.
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        /// No background; the content in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background; the content in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint colour at 15 %; the content in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A background of the tint colour; the content in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's older name for `plain()`.
        public static func borderless() -> Configuration { plain() }
        /// UIKit's older name for `gray()`.
        public static func bordered() -> Configuration { gray() }
        /// UIKit's older name for `tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// UIKit's older name for `filled()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// The configuration for `button`'s state: itself here (the button applies its state when it
        /// draws).
        public func updated(for button: UIButton) -> Configuration { self }

        /// The title's text, plain or attributed.
        var titleText: String? { attributedTitle.map { String($0.characters) } ?? title }

        /// The title's font: the size's text style, semibold for a filled button as UIKit's.
        var titleFont: UIFont {
            let size: CGFloat = switch buttonSize { case .mini: 12; case .small: 15; case .medium, .large: 17 }
            return .systemFont(ofSize: size, weight: style == .filled ? .semibold : .regular)
        }
        var subtitleFont: UIFont { .systemFont(ofSize: buttonSize == .mini ? 10 : 13) }

        /// The foreground colour for a button tinted `tint`.
        func foreground(tint: UIColor) -> UIColor { baseForegroundColor ?? (style == .filled ? .white : tint) }

        /// The background colour for a button tinted `tint`; nil: none.
        func background(tint: UIColor) -> UIColor? {
            if let baseBackgroundColor { return style == .plain ? nil : baseBackgroundColor }
            switch style {
            case .plain: return nil
            case .gray: return .secondarySystemFill
            case .tinted: return tint.withAlphaComponent(tint.alpha * 0.15)
            case .filled: return tint
            }
        }

        /// The corner radius for a background of `height`.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: 0
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic: buttonSize == .large ? 12 : buttonSize == .mini ? 4 : 6
            }
        }
    }

    /// UIKit's `UIButton.configuration`: set, the button draws and sizes itself from it (its
    /// `setTitle(_:for:)` titles give way to it).
    public var configuration: Configuration? {
        get { buttonConfiguration }
        set {
            buttonConfiguration = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// UIKit's `UIButton(configuration:primaryAction:)`: a system button drawn from `configuration`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The configuration's image as drawn: configured for its symbol, tinted in `color`.
    func configurationImage(_ c: Configuration, color: UIColor) -> UIImage? {
        guard var image = c.image else { return nil }
        if image.isSymbolImage {
            let symbol = c.preferredSymbolConfigurationForImage ?? UIImage.SymbolConfiguration(pointSize: c.titleFont.pointSize)
            image = image.withConfiguration(symbol)
        }
        return image.shown(withTint: color)
    }

    /// The size of the content (image, title, subtitle) laid out as the configuration says, and
    /// where each goes in a box of that size.
    func configurationLayout(_ c: Configuration) -> (size: CGSize, image: CGRect?, title: CGRect?, subtitle: CGRect?) {
        let measurer = SceneEnvironment.currentTextMeasurer
        let titleSize = c.titleText.map { measurer.size(of: $0, style: TextStyle(font: c.titleFont), width: .infinity) }
        let subtitleSize = c.subtitle.map { measurer.size(of: $0, style: TextStyle(font: c.subtitleFont), width: .infinity) }
        let imageSize = configurationImage(c, color: .black)?.size
        var text = CGSize.zero
        if let t = titleSize { text = t }
        if let s = subtitleSize {
            text = CGSize(width: max(text.width, s.width), height: text.height + (titleSize == nil ? 0 : c.titlePadding) + s.height)
        }
        let hasText = titleSize != nil || subtitleSize != nil
        let gap = imageSize != nil && hasText ? c.imagePadding : 0
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        let image = imageSize ?? .zero
        let size = vertical
            ? CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
            : CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        var imageRect: CGRect?, textOrigin: CGPoint
        switch c.imagePlacement {
        case .trailing:
            textOrigin = CGPoint(x: 0, y: (size.height - text.height) / 2)
            imageRect = CGRect(x: text.width + gap, y: (size.height - image.height) / 2, width: image.width, height: image.height)
        case .top:
            imageRect = CGRect(x: (size.width - image.width) / 2, y: 0, width: image.width, height: image.height)
            textOrigin = CGPoint(x: (size.width - text.width) / 2, y: image.height + gap)
        case .bottom:
            textOrigin = CGPoint(x: (size.width - text.width) / 2, y: 0)
            imageRect = CGRect(x: (size.width - image.width) / 2, y: text.height + gap, width: image.width, height: image.height)
        default:
            imageRect = CGRect(x: 0, y: (size.height - image.height) / 2, width: image.width, height: image.height)
            textOrigin = CGPoint(x: image.width + gap, y: (size.height - text.height) / 2)
        }
        if imageSize == nil { imageRect = nil }
        func line(_ s: CGSize, y: CGFloat) -> CGRect {
            let x: CGFloat = switch c.titleAlignment {
            case .leading: 0
            case .trailing: text.width - s.width
            case .automatic, .center: (text.width - s.width) / 2
            }
            return CGRect(x: textOrigin.x + x, y: textOrigin.y + y, width: s.width, height: s.height)
        }
        let titleRect = titleSize.map { line($0, y: 0) }
        let subtitleRect = subtitleSize.map { line($0, y: (titleSize.map { $0.height + c.titlePadding }) ?? 0) }
        return (size, imageRect, titleRect, subtitleRect)
    }

    /// The configuration's size: its content and its insets.
    func configurationSize(_ c: Configuration) -> CGSize {
        let content = configurationLayout(c).size, insets = c.contentInsets
        return CGSize(width: ceil(content.width + insets.leading + insets.trailing),
                      height: ceil(content.height + insets.top + insets.bottom))
    }

    /// Draws the configuration: the background, then the content centred in the insets.
    func drawConfiguration(_ c: Configuration, in context: any GraphicsContext) {
        let tint = tintColor ?? .systemBlue
        var foreground = c.foreground(tint: tint)
        var background = c.background(tint: tint)
        if !isEnabled {
            foreground = .tertiaryLabel
            background = background.map { _ in .tertiarySystemFill }
        } else if isHighlighted {
            // UIKit fades a plain button's content and darkens a filled one's background.
            if let b = background { background = b.mixed(with: .black, 0.15) } else {
                foreground = foreground.withAlphaComponent(foreground.alpha * 0.2)
            }
        }
        if let background {
            context.fill(Path(roundedRect: bounds, cornerRadius: min(c.cornerRadius(height: bounds.height), bounds.height / 2)),
                         with: background.cgColor)
        }
        let layout = configurationLayout(c), insets = c.contentInsets
        let area = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                          width: bounds.width - insets.leading - insets.trailing, height: bounds.height - insets.top - insets.bottom)
        let origin = CGPoint(x: area.midX - layout.size.width / 2, y: area.midY - layout.size.height / 2)
        func placed(_ r: CGRect) -> CGRect { r.offsetBy(dx: origin.x, dy: origin.y) }
        if let rect = layout.image, let image = configurationImage(c, color: foreground) {
            context.draw(image, in: placed(rect), alpha: 1)
        }
        if let rect = layout.title, let title = c.titleText {
            context.draw(title, style: TextStyle(font: c.titleFont, color: foreground, alignment: .center), in: placed(rect))
        }
        if let rect = layout.subtitle, let subtitle = c.subtitle {
            context.draw(subtitle, style: TextStyle(font: c.subtitleFont, color: foreground, alignment: .center), in: placed(rect))
        }
    }
}
