/// UIKit's `UIToolbarAppearance` (iOS 13): a toolbar's background, as `UIBarAppearance`'s.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}

/// UIKit's `UIToolbar`: a bar of bar button items along the bottom of the screen — a navigation
/// controller's (see `UINavigationController.toolbar`), or one of your own.
///
/// The items are laid out in a row from the leading margin: 8 pt between two buttons, a
/// `.fixedSpace` item's `width` where it stands, and the room left over shared equally by the
/// `.flexibleSpace` items (without any, the buttons stay at the leading edge, as UIKit's). The
/// buttons fill the bar's own height (49 pt on a phone with a home indicator, see `sizeThatFits`);
/// a navigation controller's toolbar reaches below that to the screen's bottom edge, its
/// background behind the home indicator. The background is the standard appearance's material
/// with a hairline along the top, or the scroll-edge appearance (transparent by default) while
/// the end of the content meets the bar.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, leading to trailing; nil or empty shows only the background.
    open var items: [UIBarButtonItem]? { didSet { setNeedsLayout() } }
    /// The legacy style: `.black` draws the dark material.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent (true by default). Under an opaque navigation controller's
    /// toolbar, the view controller's view ends at the bar unless it sets
    /// `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true { didSet { owner?.viewIfLoaded?.setNeedsLayout() } }
    /// The legacy background colour of the standard appearance; nil: the material.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The bar's appearance while content is under it (iOS 13).
    open var standardAppearance = UIToolbarAppearance() { didSet { setNeedsLayout() } }
    /// The appearance of a compact bar (landscape phones): accepted; the bar keeps its height here.
    open var compactAppearance: UIToolbarAppearance?
    /// The bar's appearance when the end of the content meets it (iOS 15); nil: the standard
    /// appearance with a transparent background.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { setNeedsLayout() } }

    /// The navigation controller that owns the bar (nil for a bar of your own).
    weak var owner: UINavigationController?
    /// 0: the scroll-edge appearance; 1: the standard one (a navigation controller sets it from the
    /// content under the bar; a bar of your own shows the standard one).
    var scrollEdgeProgress: CGFloat = 1 { didSet { if scrollEdgeProgress != oldValue { setNeedsLayout() } } }
    private let backgrounds = BarBackgrounds(hairlineAlong: .top)
    private var buttons: [BarButtonView] = []

    /// A toolbar with `frame`; a navigation controller sizes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgrounds.install(in: self)
    }
    /// Bars are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the items; not animated here (UIKit cross-fades them).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// UIKit's fitting size: the width asked for and the bar's own height — 49 pt on a phone with a
    /// home indicator, 44 pt on one with a home button, 50 pt on iPad (see `BarMetrics`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: metrics.toolbarHeight)
    }

    private var metrics: BarMetrics { BarMetrics(device: (window?.screen ?? UIScreen.main).device) }

    /// The items are drawn in the bar's tint: dimmed, they are shown again.
    override func effectiveTintDidChange() { setNeedsLayout() }

    /// The appearance the bar shows while content is under it, with the legacy style and colour.
    private var legacyStandardAppearance: UIBarAppearance {
        if barTintColor == nil, barStyle == .default { return standardAppearance }
        let legacy = UIToolbarAppearance(barAppearance: standardAppearance)
        if let barTintColor { legacy.backgroundColor = barTintColor; legacy.backgroundEffect = nil }
        if barStyle == .black, barTintColor == nil { legacy.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
        return legacy
    }

    open override func layoutSubviews() {
        backgrounds.layout(standard: legacyStandardAppearance, scrollEdge: scrollEdgeAppearance,
                           progress: scrollEdgeProgress, in: bounds)

        let shown = (items ?? []).filter { !$0.isHidden }
        let buttonItems = shown.filter { !$0.isSpace }
        while buttons.count < buttonItems.count {
            let b = BarButtonView()
            addSubview(b)
            buttons.append(b)
        }
        while buttons.count > buttonItems.count { buttons.removeLast().removeFromSuperview() }
        let tint = tintColor ?? .systemBlue
        var widths: [ToolbarItemWidth] = []
        var next = 0
        for item in shown {
            switch item.systemItem {
            case .flexibleSpace?: widths.append(.flexible)
            case .fixedSpace?: widths.append(.fixed(max(item.width, 0)))
            default:
                let b = buttons[next]
                next += 1
                b.configure(item, tint: item.tintColor.map(tintAdjusted) ?? tint)
                b.firstResponder = owner?.topViewController
                widths.append(.button(b.fittingWidth))
            }
            item.displayingBar = self
        }
        let height = min(bounds.height, metrics.toolbarHeight)
        let spans = UIToolbar.itemSpans(widths, barWidth: bounds.width, margin: metrics.margin)
        next = 0
        for (i, w) in widths.enumerated() {
            guard case .button = w else { continue }
            buttons[next].frame = CGRect(x: spans[i].x, y: 0, width: spans[i].width, height: height)
            next += 1
        }
    }

    /// Where each item goes across a bar `barWidth` wide with `margin` at each side: the items in a
    /// row from the leading margin, 8 pt between two buttons (the navigation bar's spacing), fixed
    /// spaces at their widths, and what is left of the width between the margins shared equally
    /// by the flexible spaces (none when the items overflow it). Returns each item's x and width.
    static func itemSpans(_ widths: [ToolbarItemWidth], barWidth: CGFloat, margin: CGFloat) -> [(x: CGFloat, width: CGFloat)] {
        let spacing: CGFloat = 8
        var fixedTotal: CGFloat = 0
        var flexibleCount = 0
        for (i, w) in widths.enumerated() {
            switch w {
            case .button(let b):
                fixedTotal += b
                if i > 0, case .button = widths[i - 1] { fixedTotal += spacing }
            case .fixed(let f): fixedTotal += f
            case .flexible: flexibleCount += 1
            }
        }
        let leftover = max(barWidth - 2 * margin - fixedTotal, 0)
        let share = flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
        var x = margin
        var spans: [(x: CGFloat, width: CGFloat)] = []
        for (i, w) in widths.enumerated() {
            if i > 0, case .button = w, case .button = widths[i - 1] { x += spacing }
            let width: CGFloat
            switch w {
            case .button(let b): width = b
            case .fixed(let f): width = f
            case .flexible: width = share
            }
            spans.append((x, width))
            x += width
        }
        return spans
    }
}

/// What one toolbar item takes of the row: a button's width, a fixed space's, or a share of the
/// room left (a flexible space).
enum ToolbarItemWidth: Equatable {
    case button(CGFloat)
    case fixed(CGFloat)
    case flexible
}

extension UIBarButtonItem {
    /// Whether the item is room between buttons (a fixed or flexible space) rather than a button.
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }
}
