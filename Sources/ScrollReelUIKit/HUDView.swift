/// A heads-up display on a material: a title, then a row of figures, each a
/// large value over a small caption. What a demo counts (requests, cache hits,
/// the current index) in type big enough to read in a GIF 200 pixels wide.
open class HUDView: UIVisualEffectView {
    /// One figure of the HUD: a large value over a small caption.
    public struct Figure: Sendable, Hashable {
        /// The value, drawn large ("42", "87 %").
        public var value: String
        /// What the value counts, drawn small under it.
        public var caption: String
        /// The value's colour; nil: the HUD's text colour.
        public var color: UIColor?
        /// Creates a figure from its value and caption, in its own colour if one is given.
        public init(_ value: String, _ caption: String, color: UIColor? = nil) {
            self.value = value; self.caption = caption; self.color = color
        }
    }
    /// The heading at the top of the HUD; nil shows none.
    public var title: String?
    /// A line under the title that says what it means.
    public var subtitle: String?
    /// The figures, side by side in equal columns under the title.
    public var figures: [Figure] = []
    /// The title's font (19 pt bold).
    public var titleFont = UIFont.systemFont(ofSize: 19, weight: .bold)
    /// The figures' values' font (30 pt bold).
    public var valueFont = UIFont.systemFont(ofSize: 30, weight: .bold)
    /// The figures' captions' font (15 pt semibold).
    public var captionFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    /// The subtitle's font (14 pt medium).
    public var subtitleFont = UIFont.systemFont(ofSize: 14, weight: .medium)
    /// The margin around the content, in points.
    public var padding = 14.0

    /// Creates a HUD on the given material (the dark system material by default), with 18 pt rounded
    /// corners; it takes no touches.
    public init(effect: UIBlurEffect = UIBlurEffect(style: .systemMaterialDark), frame: CGRect = .zero) {
        super.init(effect: effect)
        self.frame = frame
        contentView.frame = bounds
        layer.cornerRadius = 18
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { return nil }

    private var isDark: Bool { effect?.isDark ?? false }
    /// The colour of the title and the values: white on a dark material, `label` on a light one.
    public var textColor: UIColor { isDark ? .white : .label }
    /// The colour of the subtitle and the captions: white at 70 % on a dark material, `secondaryLabel`
    /// on a light one.
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
