/// UIKit's `UILabel`: text in a font and colour, wrapped and truncated in its bounds
/// and centred vertically, as UILabel draws it.
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    // A label is an element, read as static text: its text (UIKit's defaults).
    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityLabelByDefault: String? { text }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .staticText }
    /// The text the label shows; nil or empty draws nothing. Setting it replaces the attributed
    /// text with the same characters in the label's font, colour, alignment and line breaks.
    open var text: String? {
        get { labelText }
        set {
            guard newValue != labelText || labelAttributedText != nil else { return }
            labelText = newValue
            labelAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }
    private var labelText: String?

    /// The text with attributes of its own over ranges of it, drawn run by run: each range's font,
    /// colour, background colour, kerning, underline, strikethrough and baseline offset (see
    /// `NSAttributedString.Key`); the paragraph style of its first character aligns, spaces and
    /// breaks the lines. A range without a font or colour is drawn in the label's.
    ///
    /// As UIKit's: setting it sets `text` to its characters, and `font`, `textColor`,
    /// `textAlignment` and `lineBreakMode` to what its first character's attributes say;
    /// setting one of those afterwards applies it to all of the attributed text; setting `text`
    /// replaces it. Without attributed text of its own, it is `text` with the label's attributes
    /// (nil without text).
    open var attributedText: NSAttributedString? {
        get {
            if let labelAttributedText { return labelAttributedText }
            return labelText.map { NSAttributedString(string: $0, attributes: labelAttributes) }
        }
        set {
            guard let newValue else { text = nil; return }
            // The label's own attributes fill what the string leaves out, as UIKit's getter shows them.
            let filled = NSMutableAttributedString(attributedString: newValue)
            let whole = NSRange(location: 0, length: filled.length)
            for (key, value) in labelAttributes {
                filled.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                    if existing == nil { filled.addAttribute(key, value: value, range: range) }
                }
            }
            labelText = filled.string
            labelAttributedText = filled
            if filled.length > 0 {
                let first = filled.attributes(at: 0, effectiveRange: nil)
                if let f = first[.font] as? UIFont { labelFont = f }
                if let c = first[.foregroundColor] as? UIColor { labelTextColor = c }
                if let p = first[.paragraphStyle] as? NSParagraphStyle {
                    labelTextAlignment = p.alignment
                    labelLineBreakMode = p.lineBreakMode
                }
            }
            invalidateIntrinsicContentSize()
        }
    }
    /// The attributed text set, with the label's attributes filled in; nil while the label shows
    /// plain `text`.
    private var labelAttributedText: NSAttributedString? { didSet { attributedRuns = nil } }
    /// The runs of `labelAttributedText`, made when first drawn or measured.
    private var attributedRuns: [TextStyle.Run]?

    /// The label's font, colour and paragraph style as an attributed string's attributes.
    private var labelAttributes: [NSAttributedString.Key: Any] {
        [.font: labelFont, .foregroundColor: labelTextColor, .paragraphStyle: labelParagraphStyle]
    }
    private var labelParagraphStyle: NSParagraphStyle {
        let p = NSMutableParagraphStyle()
        p.alignment = labelTextAlignment
        p.lineBreakMode = labelLineBreakMode
        return p
    }

    /// Sets `value` for `key` over all of the attributed text, if the label has its own (UIKit's
    /// font, colour, alignment and line-break setters do).
    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: (Any?) -> Any) {
        guard let labelAttributedText else { return }
        let changed = NSMutableAttributedString(attributedString: labelAttributedText)
        changed.enumerateAttribute(key, in: NSRange(location: 0, length: changed.length), options: []) { existing, range, _ in
            changed.addAttribute(key, value: value(existing), range: range)
        }
        self.labelAttributedText = changed
    }

    /// The paragraph style `existing` (an attribute's value) with `change` made to it.
    private func paragraphStyle(_ existing: Any?, _ change: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let p = ((existing as? NSParagraphStyle) ?? labelParagraphStyle).mutableCopy() as! NSMutableParagraphStyle
        change(p)
        return p
    }

    /// The font of the text (the system font at 17 pt by default). Optional as UIKit
    /// declares it (`UIFont!`), so `label.font = UIFont(name:size:)` compiles; nil
    /// sets the default back. Set, it applies to all of the attributed text.
    open var font: UIFont! {
        get { labelFont }
        set {
            labelFont = newValue ?? .systemFont(ofSize: 17)
            applyToAttributedText(.font) { [labelFont] _ in labelFont }
            invalidateIntrinsicContentSize()
        }
    }
    private var labelFont: UIFont = .systemFont(ofSize: 17)
    /// The colour of the text (black by default); nil sets the default back, as UIKit's `UIColor!`.
    /// `UIColor.tintColor` draws the text in the label's tint colour. Set, it applies to all of
    /// the attributed text.
    open var textColor: UIColor! {
        get { labelTextColor }
        set {
            labelTextColor = newValue ?? .black
            applyToAttributedText(.foregroundColor) { [labelTextColor] _ in labelTextColor }
        }
    }
    private var labelTextColor: UIColor = .black
    /// How the lines of text are aligned across the bounds (natural, the left, by default, as
    /// UIKit's). Set, it applies to all of the attributed text.
    open var textAlignment: NSTextAlignment {
        get { labelTextAlignment }
        set {
            labelTextAlignment = newValue
            applyToAttributedText(.paragraphStyle) { existing in self.paragraphStyle(existing) { $0.alignment = newValue } }
        }
    }
    private var labelTextAlignment = NSTextAlignment.natural
    /// Whether the font follows the Dynamic Type size when it is a text style's
    /// (`UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics`); false by default. A scene's
    /// size is fixed for the run (`.large`, unless its traits say otherwise), so the label keeps
    /// the font it was given.
    open var adjustsFontForContentSizeCategory = false
    /// 0 means unlimited (UIKit's default is 1).
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// How a line too long for the bounds is wrapped or truncated (the tail truncated by default).
    /// Set, it applies to all of the attributed text.
    open var lineBreakMode: NSLineBreakMode {
        get { labelLineBreakMode }
        set {
            labelLineBreakMode = newValue
            applyToAttributedText(.paragraphStyle) { existing in self.paragraphStyle(existing) { $0.lineBreakMode = newValue } }
            invalidateIntrinsicContentSize()
        }
    }
    private var labelLineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The width at which a label of several lines wraps for its intrinsic content size. 0 (the
    /// default) wraps at the width the constraints give it: the layout pass measures it again at
    /// that width, as UIKit does.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { return nil }

    /// A label with its text (ScrollReel's shorthand for `UILabel()` and `text = …`).
    package convenience init(text: String?, frame: CGRect = .zero) {
        self.init(frame: frame)
        self.text = text
    }

    /// The label's font, colour, alignment, number of lines and line breaking as one ScrollReel
    /// `TextStyle`: what the renderer draws the text with and the label measures it with (with
    /// the attributed text's runs, and its line spacing).
    public var style: TextStyle {
        var style = TextStyle(font: font, color: textColor, alignment: textAlignment,
                              numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        if let labelAttributedText {
            if attributedRuns == nil { attributedRuns = style.runs(of: labelAttributedText) }
            style.runs = attributedRuns ?? []
            if labelAttributedText.length > 0,
               let p = labelAttributedText.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle {
                style.lineSpacing = p.lineSpacing
            }
        }
        return style.mapColors { $0.resolved(in: self) }
    }

    /// The fonts of the scene the label was last measured in. A label read once its scene is over
    /// (a test's look at a screen after its film played: the window is gone) is measured with them
    /// still, so its sizes agree with the frames that scene laid out, instead of with the estimate
    /// used outside any scene.
    private var lastSceneMeasurer: (any TextMeasurer)?

    private var textMeasurer: any TextMeasurer {
        guard window == nil, SceneEnvironment.current == nil, let lastSceneMeasurer else {
            let measurer = sceneTextMeasurer
            if window != nil || SceneEnvironment.current != nil { lastSceneMeasurer = measurer }
            return measurer
        }
        return lastSceneMeasurer
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        // One line never wraps; several wrap within the width asked about (none: unlimited).
        let width = numberOfLines != 1 && size.width > 0 ? size.width : .infinity
        let s = textMeasurer.size(of: text, style: style, width: width)
        // UIKit rounds a label's fitting size up to whole points, and never answers
        // wider than it was asked (trailing spaces of a wrapped line do not count).
        return CGSize(width: min(s.width.rounded(.up), width), height: s.height.rounded(.up))
    }

    /// The size of the text: on one line, or wrapped at `preferredMaxLayoutWidth` (else at the
    /// width the layout gave the label); zero without text.
    open override var intrinsicContentSize: CGSize {
        intrinsicSize(wrappingAt: bounds.width > 0 ? bounds.width : nil)
    }

    /// Whether the label wraps at the width its constraints give it.
    var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The intrinsic size with the text wrapped at `width` (nil: unlimited) when the label wraps to
    /// its layout width.
    func intrinsicSize(wrappingAt width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let limit = numberOfLines == 1 ? CGFloat.infinity : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width ?? .infinity
        return sizeThatFits(CGSize(width: limit, height: .greatestFiniteMagnitude))
    }

    open override func draw(in context: any GraphicsContext) {
        guard let text, !text.isEmpty else { return }
        context.draw(text, style: style, in: bounds)
    }
}
