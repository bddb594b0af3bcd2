/// UIKit's `UIBackgroundConfiguration`: the background of a cell, a header or a
/// footer, as a value: a colour, a custom view, rounded corners, a stroke, and
/// insets. The list styles (`listPlainCell()`, `listGroupedCell()`…) are iOS 17's:
/// a plain row on the system background, a grouped one on the secondary grouped
/// background, either grey (system grey 4) while selected or highlighted.
public struct UIBackgroundConfiguration: Hashable {
    /// A view drawn under the colour; nil by default.
    public var customView: UIView?
    /// The radius of the corners; 0 by default.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose inset also takes the view's layout margins (none by default).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour (nil: the view's tint colour).
    public var backgroundColor: UIColor?
    /// A change applied to the fill colour when it is resolved; nil by default.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn over the colour; nil by default.
    public var image: UIImage?
    /// How the image fills the background.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the outline (nil: the view's tint colour, when `strokeWidth` is not 0).
    public var strokeColor: UIColor?
    /// A change applied to the outline's colour when it is resolved; nil by default.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the outline; 0 (none) by default.
    public var strokeWidth: CGFloat = 0
    /// How far the outline lies outside the background.
    public var strokeOutset: CGFloat = 0
    /// Set by the list styles: the colour while selected or highlighted.
    var selectedColor: UIColor?

    private init(color: UIColor?, selected: UIColor? = nil) {
        backgroundColor = color
        selectedColor = selected
    }

    /// A plain list's row: the system background, grey while selected.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(color: .systemBackground, selected: .systemGray4) }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(color: .systemBackground) }
    /// A grouped list's row: the secondary grouped background, grey while selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(color: .secondarySystemGroupedBackground, selected: .systemGray4)
    }
    /// A grouped list's header or footer: clear, over the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(color: .clear) }
    /// A sidebar's row: clear, a rounded grey while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration(color: .clear, selected: .systemGray4)
        c.cornerRadius = 10
        return c
    }
    /// A sidebar's row beside a list.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listSidebarCell() }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(color: .clear) }
    /// A row in the look of its list (iOS 18's): the secondary grouped background.
    public static func listCell() -> UIBackgroundConfiguration { listGroupedCell() }
    /// A header in the look of its list (iOS 18's): clear.
    public static func listHeader() -> UIBackgroundConfiguration { listGroupedHeaderFooter() }
    /// A footer in the look of its list (iOS 18's): clear.
    public static func listFooter() -> UIBackgroundConfiguration { listGroupedHeaderFooter() }
    /// No background.
    public static func clear() -> UIBackgroundConfiguration { .init(color: .clear) }

    /// The colour the background is filled with, given the view's tint colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }
    /// The colour of the outline, given the view's tint colour.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
    /// This configuration as it looks in `state`: a list style's grey while selected or
    /// highlighted.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let selectedColor, let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var c = self
        c.backgroundColor = selectedColor
        return c
    }

    /// Whether two configurations are the same (images and custom views by identity).
    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.customView === b.customView && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
            && a.backgroundColor == b.backgroundColor && a.backgroundColorTransformer == b.backgroundColorTransformer
            && a.strokeColorTransformer == b.strokeColorTransformer && a.image === b.image && a.imageContentMode == b.imageContentMode
            && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && a.selectedColor == b.selectedColor
    }
    /// Hashes the configuration's main values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColor)
        hasher.combine(strokeWidth)
    }
}

/// The view that draws a cell's background configuration: its colour and outline in
/// its layer (rounded as the configuration and the cell's place in an inset grouped
/// section say), the custom view inside.
final class BackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration { didSet { apply() } }
    /// The corners a list section rounds (inset grouped: the first row's top corners, the last
    /// row's bottom ones) and their radius; nil outside such a section.
    var sectionCorners: (mask: CACornerMask, radius: CGFloat)? { didSet { apply() } }

    init(_ configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        apply()
    }
    required init?(coder: NSCoder) { return nil }

    private func apply() {
        let c = configuration
        backgroundColor = c.resolvedBackgroundColor(for: tintColor ?? .systemBlue)
        if let corners = sectionCorners, c.cornerRadius == 0 {
            layer.cornerRadius = corners.radius
            layer.maskedCorners = corners.mask
        } else {
            layer.cornerRadius = c.cornerRadius
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        }
        layer.borderWidth = c.strokeWidth
        layer.borderColor = c.strokeWidth > 0 ? c.resolvedStrokeColor(for: tintColor ?? .systemBlue).cgColor : nil
        clipsToBounds = layer.cornerRadius > 0
        if let custom = c.customView, custom.superview !== self {
            subviews.forEach { $0.removeFromSuperview() }
            addSubview(custom)
        } else if c.customView == nil {
            subviews.forEach { $0.removeFromSuperview() }
        }
        setNeedsLayout()
    }

    /// The frame in `bounds` of its host, by the configuration's insets.
    func place(in bounds: CGRect) {
        frame = bounds.inset(by: configuration.backgroundInsets)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        configuration.customView?.frame = bounds
    }
}
