/// UIKit's `UILabel`: text in a font and colour, wrapped and truncated in its bounds
/// and centred vertically, as UILabel draws it.
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    // A label is an element, read as static text: its text (UIKit's defaults).
    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityLabelByDefault: String? { text }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .staticText }
    /// The text the label shows; nil or empty draws nothing.
    open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font of the text (the system font at 17 pt by default). Optional as UIKit
    /// declares it (`UIFont!`), so `label.font = UIFont(name:size:)` compiles; nil
    /// sets the default back.
    open var font: UIFont! {
        get { labelFont }
        set { labelFont = newValue ?? .systemFont(ofSize: 17); invalidateIntrinsicContentSize() }
    }
    private var labelFont: UIFont = .systemFont(ofSize: 17)
    /// The colour of the text (black by default); nil sets the default back, as UIKit's `UIColor!`.
    /// `UIColor.tintColor` draws the text in the label's tint colour.
    open var textColor: UIColor! {
        get { labelTextColor }
        set { labelTextColor = newValue ?? .black }
    }
    private var labelTextColor: UIColor = .black
    /// How the lines of text are aligned across the bounds (natural, the left, by default, as UIKit's).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the font follows the Dynamic Type size when it is a text style's
    /// (`UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics`); false by default. A scene's
    /// size is fixed for the run (`.large`, unless its traits say otherwise), so the label keeps
    /// the font it was given.
    open var adjustsFontForContentSizeCategory = false
    /// 0 means unlimited (UIKit's default is 1).
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// How a line too long for the bounds is wrapped or truncated (the tail truncated by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateIntrinsicContentSize() } }
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
    /// `TextStyle`: what the renderer draws the text with and the label measures it with.
    public var style: TextStyle {
        TextStyle(font: font, color: textColor.resolved(in: self), alignment: textAlignment,
                  numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
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
