/// A heads-up display on a material: a title, then a row of figures, each a
/// large value over a small caption. What a demo counts (requests, cache hits,
/// the current index) in type big enough to read in a GIF 200 pixels wide.
open class HUDView: UIVisualEffectView {
    public struct Figure: Sendable, Hashable {
        public var value: String
        public var caption: String
        /// The value's colour; nil: the HUD's text colour.
        public var color: UIColor?
        public init(_ value: String, _ caption: String, color: UIColor? = nil) {
            self.value = value; self.caption = caption; self.color = color
        }
    }
    public var title: String?
    /// A line under the title that says what it means.
    public var subtitle: String?
    public var figures: [Figure] = []
    public var titleFont = UIFont.systemFont(ofSize: 19, weight: .bold)
    public var valueFont = UIFont.systemFont(ofSize: 30, weight: .bold)
    public var captionFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    public var subtitleFont = UIFont.systemFont(ofSize: 14, weight: .medium)
    public var padding = 14.0

    public init(effect: UIBlurEffect = UIBlurEffect(style: .systemMaterialDark), frame: CGRect = .zero) {
        super.init(effect: effect)
        self.frame = frame
        contentView.frame = bounds
        layer.cornerRadius = 18
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { return nil }

    private var isDark: Bool { effect?.isDark ?? false }
    public var textColor: UIColor { isDark ? .white : .label }
    public var secondaryTextColor: UIColor { isDark ? UIColor(white: 1, alpha: 0.7) : .secondaryLabel }

    /// The height the content needs (fonts' line heights; no text measurement).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = self.title == nil ? 0 : titleFont.lineHeight + 4
        let subtitle = self.subtitle == nil ? 0 : subtitleFont.lineHeight + 4
        return CGSize(width: size.width, height: padding * 2 + title + subtitle + valueFont.lineHeight + captionFont.lineHeight)
    }

    open override func draw(in ctx: GraphicsContext) {
        let pad = padding
        var y = pad
        if let title {
            ctx.draw(title, style: TextStyle(font: titleFont, color: textColor, alignment: .center),
                     in: CGRect(x: pad, y: y, width: bounds.width - 2 * pad, height: titleFont.lineHeight))
            y += titleFont.lineHeight + 4
        }
        if let subtitle {
            ctx.draw(subtitle, style: TextStyle(font: subtitleFont, color: secondaryTextColor, alignment: .center),
                     in: CGRect(x: pad, y: y - 2, width: bounds.width - 2 * pad, height: subtitleFont.lineHeight))
            y += subtitleFont.lineHeight + 4
        }
        guard !figures.isEmpty else { return }
        let column = (bounds.width - 2 * pad) / Double(figures.count)
        for (i, f) in figures.enumerated() {
            let x = pad + Double(i) * column
            ctx.draw(f.value, style: TextStyle(font: valueFont, color: f.color ?? textColor, alignment: .center),
                     in: CGRect(x: x, y: y, width: column, height: valueFont.lineHeight))
            ctx.draw(f.caption, style: TextStyle(font: captionFont, color: secondaryTextColor, alignment: .center),
                     in: CGRect(x: x, y: y + valueFont.lineHeight, width: column, height: captionFont.lineHeight))
        }
    }
}
