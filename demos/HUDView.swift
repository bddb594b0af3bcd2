#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A heads-up display on a material: a title, then a row of figures, each a
/// large value over a small caption, in labels. What a demo counts (requests, cache hits,
/// the current index) in type big enough to read in a GIF 200 pixels wide.
final class HUDView: UIVisualEffectView {
    /// One figure of the HUD: a large value over a small caption.
    struct Figure: Sendable, Hashable {
        /// The value, drawn large ("42", "87 %").
        var value: String
        /// What the value counts, drawn small under it.
        var caption: String
        /// The value's colour; nil: the HUD's text colour.
        var color: UIColor?
        /// Creates a figure from its value and caption, in its own colour if one is given.
        init(_ value: String, _ caption: String, color: UIColor? = nil) {
            self.value = value; self.caption = caption; self.color = color
        }
    }
    /// The heading at the top of the HUD; nil shows none.
    var title: String? { didSet { setNeedsLayout() } }
    /// A line under the title that says what it means.
    var subtitle: String? { didSet { setNeedsLayout() } }
    /// The figures, side by side in equal columns under the title.
    var figures: [Figure] = [] { didSet { setNeedsLayout() } }
    private let titleLabel = UILabel(), subtitleLabel = UILabel()
    /// A value label and a caption label per figure.
    private var figureLabels: [(value: UILabel, caption: UILabel)] = []
    /// The title's font (19 pt bold).
    var titleFont = UIFont.systemFont(ofSize: 19, weight: .bold)
    /// The figures' values' font (30 pt bold).
    var valueFont = UIFont.systemFont(ofSize: 30, weight: .bold)
    /// The figures' captions' font (15 pt semibold).
    var captionFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    /// The subtitle's font (14 pt medium).
    var subtitleFont = UIFont.systemFont(ofSize: 14, weight: .medium)
    /// The margin around the content, in points.
    var padding = 14.0

    /// Whether the material is a dark one (the text is white on it).
    private let isDark: Bool

    /// Creates a HUD on the given material, with 18 pt rounded corners; it takes no touches.
    init(style: UIBlurEffect.Style, frame: CGRect = .zero) {
        isDark = [.systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
                  .systemChromeMaterialDark].contains(style)
        super.init(effect: UIBlurEffect(style: style))
        self.frame = frame
        contentView.frame = bounds
        layer.cornerRadius = 18
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The colour of the title and the values: white on a dark material, `label` on a light one.
    var textColor: UIColor { isDark ? .white : .label }
    /// The colour of the subtitle and the captions: white at 70 % on a dark material, `secondaryLabel`
    /// on a light one.
    var secondaryTextColor: UIColor { isDark ? UIColor(white: 1, alpha: 0.7) : .secondaryLabel }

    /// The height the content needs (fonts' line heights; no text measurement).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = self.title == nil ? 0 : titleFont.lineHeight + 4
        let subtitle = self.subtitle == nil ? 0 : subtitleFont.lineHeight + 4
        return CGSize(width: size.width, height: padding * 2 + title + subtitle + valueFont.lineHeight + captionFont.lineHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        func place(_ label: UILabel, _ text: String?, _ font: UIFont, _ color: UIColor, _ frame: CGRect) {
            if label.superview == nil { contentView.addSubview(label) }
            label.isHidden = text == nil
            label.text = text
            label.font = font
            label.textColor = color
            label.textAlignment = .center
            label.frame = frame
        }
        let pad = padding
        var y = pad
        place(titleLabel, title, titleFont, textColor, CGRect(x: pad, y: y, width: bounds.width - 2 * pad, height: titleFont.lineHeight))
        if title != nil { y += titleFont.lineHeight + 4 }
        place(subtitleLabel, subtitle, subtitleFont, secondaryTextColor,
              CGRect(x: pad, y: y - 2, width: bounds.width - 2 * pad, height: subtitleFont.lineHeight))
        if subtitle != nil { y += subtitleFont.lineHeight + 4 }
        while figureLabels.count > figures.count { let l = figureLabels.removeLast(); l.value.removeFromSuperview(); l.caption.removeFromSuperview() }
        while figureLabels.count < figures.count { figureLabels.append((UILabel(), UILabel())) }
        let column = (bounds.width - 2 * pad) / CGFloat(max(figures.count, 1))
        for (i, f) in figures.enumerated() {
            let x = pad + CGFloat(i) * column
            place(figureLabels[i].value, f.value, valueFont, f.color ?? textColor, CGRect(x: x, y: y, width: column, height: valueFont.lineHeight))
            place(figureLabels[i].caption, f.caption, captionFont, secondaryTextColor,
                  CGRect(x: x, y: y + valueFont.lineHeight, width: column, height: captionFont.lineHeight))
        }
    }
}
