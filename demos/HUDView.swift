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
    var title: String? { didSet { setNeedsUpdateConstraints() } }
    /// A line under the title that says what it means.
    var subtitle: String? { didSet { setNeedsUpdateConstraints() } }
    /// The figures, side by side in equal columns under the title.
    var figures: [Figure] = [] { didSet { setNeedsUpdateConstraints() } }
    private let titleLabel = UILabel(), subtitleLabel = UILabel()
    /// The title, the subtitle and the row of figures, top to bottom.
    private let column = UIStackView()
    /// One column per figure, of equal widths.
    private let row = UIStackView()
    /// A value label and a caption label per figure, and each pair's column.
    private var figureLabels: [(value: UILabel, caption: UILabel, column: UIStackView)] = []
    /// Every label is a line of its font tall.
    private var lineHeights: [(UILabel, NSLayoutConstraint)] = []
    private var insets: [NSLayoutConstraint] = []
    /// The title's font (19 pt bold).
    var titleFont = UIFont.systemFont(ofSize: 19, weight: .bold) { didSet { setNeedsUpdateConstraints() } }
    /// The figures' values' font (30 pt bold).
    var valueFont = UIFont.systemFont(ofSize: 30, weight: .bold) { didSet { setNeedsUpdateConstraints() } }
    /// The figures' captions' font (15 pt semibold).
    var captionFont = UIFont.systemFont(ofSize: 15, weight: .semibold) { didSet { setNeedsUpdateConstraints() } }
    /// The subtitle's font (14 pt medium).
    var subtitleFont = UIFont.systemFont(ofSize: 14, weight: .medium) { didSet { setNeedsUpdateConstraints() } }
    /// The margin around the content, in points.
    var padding = 14.0 { didSet { setNeedsUpdateConstraints() } }

    /// Whether the material is a dark one (the text is white on it).
    private let isDark: Bool

    /// Creates a HUD on the given material, with 18 pt rounded corners; it takes no touches. Its
    /// height is its content's: place it with constraints on its edges.
    init(style: UIBlurEffect.Style, frame: CGRect = .zero) {
        isDark = [.systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
                  .systemChromeMaterialDark].contains(style)
        super.init(effect: UIBlurEffect(style: style))
        self.frame = frame
        contentView.frame = bounds
        layer.cornerRadius = 18
        isUserInteractionEnabled = false
        column.axis = .vertical
        row.distribution = .fillEqually
        column.addArrangedSubview(titleLabel)
        column.addArrangedSubview(subtitleLabel)
        column.addArrangedSubview(row)
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        insets = [
            column.topAnchor.constraint(equalTo: contentView.topAnchor),
            column.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: column.bottomAnchor),
        ]
        NSLayoutConstraint.activate(insets)
        lineStyle(titleLabel, titleFont)
        lineStyle(subtitleLabel, subtitleFont)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The colour of the title and the values: white on a dark material, `label` on a light one.
    var textColor: UIColor { isDark ? .white : .label }
    /// The colour of the subtitle and the captions: white at 70 % on a dark material, `secondaryLabel`
    /// on a light one.
    var secondaryTextColor: UIColor { isDark ? UIColor(white: 1, alpha: 0.7) : .secondaryLabel }

    /// The height the content needs (fonts' line heights; no text measurement): what the
    /// constraints make the HUD.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = self.title == nil ? 0 : titleFont.lineHeight + 4
        let subtitle = self.subtitle == nil ? 0 : subtitleFont.lineHeight + 4
        return CGSize(width: size.width, height: padding * 2 + title + subtitle + valueFont.lineHeight + captionFont.lineHeight)
    }

    /// A label of the HUD: centred, one line of its font tall. The height is wanted at 999,
    /// not required: a stack view collapses a hidden arranged view with a required zero
    /// height (UIKit's `UISV-hiding`), which a required line height would contradict, as
    /// on iOS.
    private func lineStyle(_ label: UILabel, _ font: UIFont) {
        label.font = font
        label.textAlignment = .center
        if let i = lineHeights.firstIndex(where: { $0.0 === label }) {
            lineHeights[i].1.constant = font.lineHeight
        } else {
            let height = label.heightAnchor.constraint(equalToConstant: font.lineHeight)
            height.priority = UILayoutPriority(999)
            height.isActive = true
            lineHeights.append((label, height))
        }
    }

    /// The labels take the title, subtitle and figures; the title is 2 pt above the subtitle
    /// and 4 above the figures without one, the subtitle 6 above the figures.
    override func updateConstraints() {
        for c in insets { c.constant = padding }
        titleLabel.text = title
        titleLabel.isHidden = title == nil
        titleLabel.textColor = textColor
        lineStyle(titleLabel, titleFont)
        subtitleLabel.text = subtitle
        subtitleLabel.isHidden = subtitle == nil
        subtitleLabel.textColor = secondaryTextColor
        lineStyle(subtitleLabel, subtitleFont)
        column.setCustomSpacing(subtitle == nil ? 4 : 2, after: titleLabel)
        column.setCustomSpacing(6, after: subtitleLabel)
        while figureLabels.count > figures.count {
            let gone = figureLabels.removeLast()
            gone.column.removeFromSuperview()
            lineHeights.removeAll { $0.0 === gone.value || $0.0 === gone.caption }
        }
        while figureLabels.count < figures.count {
            let value = UILabel(), caption = UILabel()
            let pair = UIStackView(arrangedSubviews: [value, caption])
            pair.axis = .vertical
            row.addArrangedSubview(pair)
            figureLabels.append((value, caption, pair))
        }
        for (f, labels) in zip(figures, figureLabels) {
            labels.value.text = f.value
            labels.value.textColor = f.color ?? textColor
            lineStyle(labels.value, valueFont)
            labels.caption.text = f.caption
            labels.caption.textColor = secondaryTextColor
            lineStyle(labels.caption, captionFont)
        }
        super.updateConstraints()
    }
}
