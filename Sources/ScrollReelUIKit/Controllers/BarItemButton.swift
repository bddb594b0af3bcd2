/// A button of a bar for one item — a navigation bar's bar button, a tab bar's tab: its
/// title in `label`, its image in `imageView`, faded while a finger is on it; a tap calls
/// `tapped()`. It carries its item's `accessibilityIdentifier`, so that a UI test finds it
/// by the item's, as on iOS.
@MainActor
class BarItemButton: UIControl {
    let label = UILabel()
    let imageView = UIImageView()
    /// The button's alpha while a finger is on it.
    private let pressedAlpha: CGFloat

    /// A button faded to `pressedAlpha` while pressed; its image under its title, and `extras`
    /// (a glyph, a badge) over both.
    init(pressedAlpha: CGFloat, extras: [UIView] = []) {
        self.pressedAlpha = pressedAlpha
        super.init(frame: .zero)
        for v in [imageView, label] + extras { addSubview(v) }
        label.textAlignment = .center
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { return nil }

    /// Shows `item`: for now, its identifier (subclasses draw the rest).
    func show(_ item: UIBarItem) {
        accessibilityIdentifier = item.accessibilityIdentifier
    }

    /// A tap on the button; does nothing unless overridden.
    func tapped() {}

    override func layoutSubviews() {
        alpha = isHighlighted ? pressedAlpha : 1
    }

    override var isHighlighted: Bool { didSet { setNeedsLayout() } }
}
