/// UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    /// The default, light bar.
    case `default` = 0
    /// A dark bar: white titles on the dark material.
    case black = 1
}

/// UIKit's `UINavigationBar`: the bar at the top of a navigation controller — its
/// background (the appearance for the scroll position), the top item's title, buttons
/// and back button, and a large title and search bar below them.
///
/// A navigation controller owns its bar and lays it out at every frame from its top
/// view controller's main scroll view (see `UINavigationController`); the bar's height
/// is the status bar's plus 44 pt, plus the large title's 52 and the search bar's 52
/// when they are open.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether the top item shows its title large, below the bar, while its content is at
    /// the top (false by default); items choose with `largeTitleDisplayMode`.
    open var prefersLargeTitles = false { didSet { owner?.barDidChange() } }
    /// The bar's appearance while content is under it.
    open var standardAppearance = UINavigationBarAppearance() { didSet { setNeedsLayout() } }
    /// The bar's appearance when the edge of the content meets it; nil: `standardAppearance`
    /// with a transparent background, as iOS 15 and later.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsLayout() } }
    /// The appearance of a compact bar (landscape phones): accepted; screens here are portrait.
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance of a compact bar at the scroll edge: accepted, as `compactAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether the bar is translucent (true by default). An opaque bar's view controllers lay
    /// their views out below it unless they set `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true { didSet { owner?.barDidChange() } }
    /// The legacy style: `.black` draws the dark material and white titles.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout() } }
    /// The legacy background colour of the standard appearance; nil: the material.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Attributes of the inline title (legacy; an appearance's attributes come first).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// Attributes of the large title (legacy; an appearance's attributes come first).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }

    /// The navigation controller that owns the bar (nil for a bar of your own).
    weak var owner: UINavigationController?
    private var ownItems: [UINavigationItem] = []

    private let backgrounds = BarBackgrounds(hairlineAlong: .bottom)
    private var contents: [ObjectIdentifier: NavigationItemContentView] = [:]
    /// What the bar shows now (set by its controller, or from its own items).
    var scene: NavigationBarScene?

    /// A bar of zero size; a navigation controller sizes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgrounds.install(in: self)
    }
    /// Bars are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// The items, bottom to top: the navigation controller's view controllers' items, or those
    /// set on a bar of your own.
    open var items: [UINavigationItem]? {
        get { owner.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }
    /// Sets the items of a bar of your own (a navigation controller's bar takes its items from
    /// its view controllers); not animated here.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard owner == nil else { return }
        ownItems = items ?? []
        setNeedsLayout()
    }
    /// Pushes an item on a bar of your own; not animated here.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard owner == nil else { return }
        ownItems.append(item)
        setNeedsLayout()
    }
    /// Pops the top item of a bar of your own and returns it; not animated here.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard owner == nil, !ownItems.isEmpty else { return nil }
        setNeedsLayout()
        return ownItems.removeLast()
    }

    /// UIKit's fitting size: the width asked for, 44 pt tall (the bar's own height).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics(device: (window?.screen ?? UIScreen.main).device).navigationBarHeight)
    }

    // MARK: Drawing a scene

    /// The appearance the bar shows for `item` while content is under it.
    func standardAppearance(for item: UINavigationItem?) -> UINavigationBarAppearance {
        if let own = item?.standardAppearance { return own }
        if barTintColor == nil, barStyle == .default { return standardAppearance }
        let legacy = UINavigationBarAppearance(barAppearance: standardAppearance)
        if let barTintColor { legacy.backgroundColor = barTintColor; legacy.backgroundEffect = nil }
        if barStyle == .black, barTintColor == nil { legacy.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
        return legacy
    }

    /// The appearance the bar shows for `item` at the scroll edge.
    func scrollEdgeAppearance(for item: UINavigationItem?) -> UINavigationBarAppearance {
        item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standardAppearance(for: item).transparentCopy
    }

    /// The bar's buttons are drawn in its tint: dimmed, they are shown again.
    override func effectiveTintDidChange() { setNeedsLayout() }

    open override func layoutSubviews() {
        let scene = self.scene ?? ownScene
        // The backgrounds: the scroll edge's fading into the standard one as content passes under.
        let top = scene.layers.last
        backgrounds.layout(standard: standardAppearance(for: top?.item), scrollEdge: scrollEdgeAppearance(for: top?.item),
                           progress: scene.state.scrollEdgeProgress, in: bounds)
        // Each item's content, kept while it is shown (at most two during a push or pop).
        var shown: [ObjectIdentifier: NavigationItemContentView] = [:]
        for layer in scene.layers {
            let id = ObjectIdentifier(layer.item)
            let content = contents[id] ?? NavigationItemContentView(bar: self)
            shown[id] = content
            if content.superview !== self { addSubview(content) } else { bringSubviewToFront(content) }
            content.frame = bounds
            content.show(layer, scene: scene)
            layer.item.displayingBar = self
        }
        for (id, content) in contents where shown[id] == nil { content.removeFromSuperview() }
        contents = shown
    }

    /// A bar of your own (not a navigation controller's): its top item at the bar's size.
    private var ownScene: NavigationBarScene {
        let metrics = BarMetrics(device: (window?.screen ?? UIScreen.main).device)
        let extent = NavigationBarExtent(statusBar: max(bounds.height - metrics.navigationBarHeight, 0), bar: metrics.navigationBarHeight,
                                         largeTitle: 0, search: 0, searchCollapses: true)
        let layers = topItem.map { [NavigationBarScene.Layer(item: $0, backItem: backItem, extent: extent, isLarge: false,
                                                             state: extent.state(scrolled: 1e6), shift: 0, alpha: 1)] } ?? []
        return NavigationBarScene(metrics: metrics, state: extent.state(scrolled: 1e6), layers: layers)
    }
}

/// What a navigation bar shows at one moment: its height and background, and the
/// content of one item (two while a push or pop moves between them).
struct NavigationBarScene {
    /// One item's content in the bar.
    struct Layer {
        let item: UINavigationItem
        /// The item below it (its title is the back button's), if any.
        let backItem: UINavigationItem?
        let extent: NavigationBarExtent
        let isLarge: Bool
        /// The item's own bar at its scroll position (its large title and search bar).
        let state: NavigationBarState
        /// How far the item's large title and search bar are moved sideways (a push or pop
        /// slides them with the screen).
        var shift: CGFloat
        /// The opacity of the item's title and buttons.
        var alpha: CGFloat
        /// The opacity of its large title and search bar, which slide with the screen and fade
        /// over the whole of a push or pop.
        var largeAlpha: CGFloat = 1
    }
    let metrics: BarMetrics
    /// The bar itself (interpolated during a transition).
    let state: NavigationBarState
    /// Bottom to top; the last is the item that is, or becomes, the top one.
    let layers: [Layer]
}

/// One navigation item's content in the bar: the back button, the left and right
/// buttons, the title, and below them the large title and the search bar.
@MainActor
final class NavigationItemContentView: UIView {
    private unowned let bar: UINavigationBar
    /// The bar's row: the back button, the buttons and the inline title.
    private let row = PassThroughView()
    private let titleLabel = UILabel()
    private let largeTitleArea = UIView()
    private let largeTitleLabel = UILabel()
    private let backButton = BackButtonView()
    private var buttons: [BarButtonView] = []
    private weak var titleView: UIView?
    private weak var searchBar: UISearchBar?
    /// Whether the inline title of a large-title item is shown (it fades in and out in time).
    private var inlineTitleShown: Bool?
    /// When the item's content was first laid out: what changes within that instant (the
    /// scroll view taking its inset and moving to its top) is settled before the first frame,
    /// not faded.
    private var firstShownAt: CFTimeInterval?

    init(bar: UINavigationBar) {
        self.bar = bar
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        addSubview(row)
        row.addSubview(titleLabel)
        row.addSubview(backButton)
        backButton.addAction(UIAction { [weak self] _ in self?.bar.owner?.backButtonTapped() }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { return nil }

    /// Passes touches that hit nothing of the item through to the bar.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    func show(_ layer: NavigationBarScene.Layer, scene: NavigationBarScene) {
        let item = layer.item
        let metrics = scene.metrics
        let width = bounds.width
        let margin = metrics.margin
        let barTop = layer.extent.statusBar
        let barHeight = metrics.navigationBarHeight
        let standard = bar.standardAppearance(for: item)
        let ink = bar.barStyle == .black ? UIColor.white : UIColor.label
        let tint = bar.tintColor ?? .systemBlue
        let isTop = layer.item === scene.layers.last?.item
        row.frame = bounds

        // The left side: the back button (unless hidden or replaced), then the left items.
        var leading = margin
        let left = item.leftBarButtonItems?.filter { !$0.isHidden } ?? []
        let showsBack = layer.backItem != nil && !item.hidesBackButton && (left.isEmpty || item.leftItemsSupplementBackButton)
        // The right items, from the trailing edge inwards.
        let right = item.rightBarButtonItems?.filter { !$0.isHidden } ?? []
        var views: [BarButtonView] = []
        func button(_ i: Int, _ barItem: UIBarButtonItem) -> BarButtonView {
            let v = i < buttons.count ? buttons[i] : BarButtonView()
            v.configure(barItem, tint: barItem.tintColor.map(bar.tintAdjusted) ?? tint)
            v.firstResponder = item.owner
            barItem.displayingBar = bar
            return v
        }
        var trailing = width - margin
        for barItem in right {
            let v = button(views.count, barItem)
            let w = v.fittingWidth
            v.frame = CGRect(x: trailing - w, y: barTop, width: w, height: barHeight)
            trailing -= w + 8
            views.append(v)
        }
        // The inline title, between the sides; centred on the bar when there is room.
        let titleFont = standard.titleTextAttributes.font(or: bar.titleTextAttributes?.font(or: .navigationTitle) ?? .navigationTitle)
        let titleColor = standard.titleTextAttributes.color(or: bar.titleTextAttributes?.color(or: ink) ?? ink)
        let title = item.shownTitle ?? ""
        titleLabel.text = title
        titleLabel.font = titleFont
        titleLabel.textColor = titleColor
        let titleWidth = ceil(title.size(withAttributes: [.font: titleFont]).width)
        if showsBack {
            // The back button is the item below's, as UIKit derives it: its backBarButtonItem's
            // title, else by its backButtonDisplayMode (which applies only without a
            // backBarButtonItem) its backButtonTitle or title, "Back", or the chevron alone.
            let back = layer.backItem!
            let mode = back.backBarButtonItem == nil ? back.backButtonDisplayMode : .default
            let backTitle: String
            switch mode {
            case .minimal: backTitle = ""
            case .generic: backTitle = "Back"
            case .default: backTitle = back.backTitle ?? "Back"
            }
            // As UINavigationBar: the title leaves the centre towards the right before the back
            // title is shortened; it is shortened to "Back", then to the chevron alone.
            let centredStart = width / 2 - titleWidth / 2
            let candidates = mode == .minimal ? [""] : [backTitle, "Back", ""]
            let fitting = candidates.first {
                BackButtonView.width(for: $0) <= centredStart - 4 || BackButtonView.width(for: $0) + titleWidth + 8 <= trailing
            } ?? ""
            backButton.configure(title: fitting, tint: tint)
            let w = BackButtonView.width(for: fitting)
            backButton.frame = CGRect(x: 0, y: barTop, width: w, height: barHeight)
            backButton.isHidden = false
            leading = w + 4
        } else {
            backButton.isHidden = true
        }
        for barItem in left {
            let v = button(views.count, barItem)
            let w = v.fittingWidth
            v.frame = CGRect(x: leading, y: barTop, width: w, height: barHeight)
            leading += w + 8
            views.append(v)
        }
        for v in buttons.dropFirst(views.count) { v.removeFromSuperview() }
        for v in views where v.superview !== row { row.addSubview(v) }
        buttons = views
        // Title: centred, or between the sides when the centre has no room.
        let room = CGRect(x: leading, y: barTop, width: max(trailing - leading, 0), height: barHeight)
        var titleFrame = CGRect(x: width / 2 - titleWidth / 2, y: barTop, width: titleWidth, height: barHeight)
        if titleFrame.minX < room.minX || titleFrame.maxX > room.maxX {
            titleFrame = CGRect(x: room.minX, y: barTop, width: room.width, height: barHeight)
        }
        titleFrame.origin.x += standard.titlePositionAdjustment.horizontal
        titleFrame.origin.y += standard.titlePositionAdjustment.vertical
        if let custom = item.titleView {
            titleLabel.isHidden = true
            if titleView !== custom { titleView?.removeFromSuperview(); titleView = custom; row.addSubview(custom) }
            let size = custom.bounds.size == .zero ? custom.sizeThatFits(room.size) : custom.bounds.size
            let w = min(size.width, room.width), h = min(size.height, barHeight)
            custom.frame = CGRect(x: min(max(width / 2 - w / 2, room.minX), room.maxX - w), y: barTop + (barHeight - h) / 2, width: w, height: h)
        } else {
            titleView?.removeFromSuperview()
            titleView = nil
            titleLabel.isHidden = false
            titleLabel.frame = titleFrame
        }

        // The large title, bottom-aligned in its area, clipped at the bar's bottom edge.
        // (Clipped by the bar's height, which a push or pop moves between two items' heights.)
        let below = max(scene.state.height - barTop - barHeight, 0)
        let largeShown = layer.isLarge ? min(layer.state.largeTitleShown + layer.state.stretch, below) : 0
        largeTitleArea.frame = CGRect(x: layer.shift, y: barTop + barHeight, width: width, height: largeShown)
        largeTitleArea.isHidden = !layer.isLarge
        if layer.isLarge {
            let largeFont = standard.largeTitleTextAttributes.font(or: bar.largeTitleTextAttributes?.font(or: .navigationLargeTitle) ?? .navigationLargeTitle)
            largeTitleLabel.text = title
            largeTitleLabel.font = largeFont
            largeTitleLabel.textColor = standard.largeTitleTextAttributes.color(or: bar.largeTitleTextAttributes?.color(or: ink) ?? ink)
            let scale = BarMetrics.largeTitleScale(stretch: layer.state.stretch)
            let lineHeight = ceil(largeFont.lineHeight)
            let w = width - 2 * margin
            // Its bottom sits 8 pt above the area's bottom; the area shrinks from below as it
            // collapses, so the title moves up with the content and slides under the bar.
            largeTitleLabel.transform = .identity
            largeTitleLabel.frame = CGRect(x: margin, y: largeShown - BarMetrics.largeTitleBottomPadding - lineHeight, width: w, height: lineHeight)
            // It fades as it slides under the bar: opaque while most of its line shows,
            // gone before only the feet of its letters would (a lone descender under the bar).
            let showing = (largeShown - BarMetrics.largeTitleBottomPadding) / lineHeight
            largeTitleLabel.alpha = min(max((showing - BarMetrics.largeTitleGoneAt) / BarMetrics.largeTitleFade, 0), 1)
            if scale != 1 {
                // Grown about its bottom-left corner, as UIKit's stretched title.
                let f = largeTitleLabel.frame
                largeTitleLabel.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: (scale - 1) * f.width / 2,
                                                              ty: -(scale - 1) * f.height / 2)
            }
        }
        // The inline title of a large-title item appears once the large title is nearly gone
        // (within 10 pt), and fades in or out over 0.15 s.
        if layer.isLarge, item.titleView == nil {
            let show = layer.state.largeTitleShown < BarMetrics.inlineTitleThreshold && layer.state.stretch == 0
            if show != inlineTitleShown {
                let now = CACurrentMediaTime()
                let first = firstShownAt ?? now
                firstShownAt = first
                let animated = inlineTitleShown != nil && window != nil && now > first
                inlineTitleShown = show
                if animated {
                    UIView.animate(withDuration: BarMetrics.inlineTitleFadeDuration) { self.titleLabel.alpha = show ? 1 : 0 }
                } else {
                    titleLabel.alpha = show ? 1 : 0
                }
            }
        } else {
            inlineTitleShown = nil
            titleLabel.alpha = 1
        }

        // The search bar, under the large title.
        if let search = item.searchController?.searchBar {
            if searchBar !== search { searchBar?.removeFromSuperview(); searchBar = search; addSubview(search) }
            search.fieldMargin = margin
            search.frame = CGRect(x: layer.shift, y: barTop + barHeight + largeShown, width: width,
                                  height: min(layer.state.searchShown, max(below - largeShown, 0)))
            search.isHidden = search.frame.height < 0.5
        } else {
            searchBar?.removeFromSuperview()
            searchBar = nil
        }

        // During a push or pop the item's title and buttons cross-fade with the other item's;
        // its large title and search bar slide with its screen.
        row.alpha = layer.alpha
        largeTitleArea.alpha = layer.largeAlpha
        searchBar?.alpha = layer.largeAlpha
        isUserInteractionEnabled = isTop && layer.alpha > 0.99
    }
}

/// A view that takes no touch itself: only its subviews do.
@MainActor
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The back button: the chevron and the previous item's title, in the bar's tint.
@MainActor
final class BackButtonView: UIControl {
    private let chevron = BarGlyphView(glyph: .chevronBackward, color: .systemBlue, weight: 3)
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(chevron)
        addSubview(label)
        label.font = .barButton(done: false)
    }
    required init?(coder: NSCoder) { return nil }

    /// The button's width with `title`: the 8 pt margin, the chevron's 25, the title and 8 more.
    static func width(for title: String) -> CGFloat {
        title.isEmpty ? 44 : 8 + 25 + ceil(title.size(withAttributes: [.font: UIFont.barButton(done: false)]).width) + 8
    }

    func configure(title: String, tint: UIColor) {
        label.text = title
        label.textColor = tint
        chevron.color = tint
    }

    override func layoutSubviews() {
        chevron.frame = CGRect(x: 8, y: bounds.midY - 11, width: 22, height: 22)
        label.frame = CGRect(x: 33, y: 0, width: max(bounds.width - 33, 0), height: bounds.height)
        alpha = isHighlighted ? 0.2 : 1
    }

    override var isHighlighted: Bool { didSet { setNeedsLayout() } }
}

/// One bar button item in a bar: its title, glyph, image or custom view, in its tint;
/// a tap runs the item's action.
@MainActor
final class BarButtonView: BarItemButton {
    private(set) weak var item: UIBarButtonItem?
    /// Where a nil-target action starts up the responder chain: the item's view controller.
    weak var firstResponder: UIResponder?
    private let glyph = BarGlyphView(glyph: .plus, color: .systemBlue, weight: 2)
    private weak var custom: UIView?

    init() { super.init(pressedAlpha: 0.2, extras: [glyph]) }
    required init?(coder: NSCoder) { return nil }

    override func tapped() { item?.perform(from: firstResponder ?? self) }

    func configure(_ item: UIBarButtonItem, tint: UIColor) {
        self.item = item
        show(item)
        isEnabled = item.isEnabled
        let color = item.isEnabled ? tint : UIColor.tertiaryLabel
        if let view = item.customView {
            if custom !== view { custom?.removeFromSuperview(); custom = view; addSubview(view) }
        } else {
            custom?.removeFromSuperview()
            custom = nil
        }
        let systemGlyph = item.systemItem.flatMap(BarGlyph.init)
        label.isHidden = item.customView != nil || systemGlyph != nil || item.image != nil || item.title == nil
        label.text = item.title
        label.font = item.titleTextAttributes(for: .normal)?.font(or: .barButton(done: item.isDone)) ?? .barButton(done: item.isDone)
        label.textColor = item.titleTextAttributes(for: .normal)?.color(or: color) ?? color
        glyph.isHidden = item.customView != nil || systemGlyph == nil
        if let systemGlyph { glyph.glyph = systemGlyph; glyph.color = color }
        imageView.isHidden = item.customView != nil || systemGlyph != nil || item.image == nil
        imageView.image = item.image
        // A template image (a symbol) is drawn in the item's colour, as its title is.
        imageView.tintColor = color
        setNeedsLayout()
    }

    /// The width the item takes in the bar.
    var fittingWidth: CGFloat {
        guard let item else { return 0 }
        if item.width > 0 { return item.width }
        if let custom { return custom.bounds.width > 0 ? custom.bounds.width : custom.sizeThatFits(CGSize(width: 200, height: 44)).width }
        if !glyph.isHidden || !imageView.isHidden { return 28 }
        return ceil((item.title ?? "").size(withAttributes: [.font: label.font!]).width)
    }

    override func layoutSubviews() {
        label.frame = bounds
        let side: CGFloat = 22
        glyph.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        if let image = imageView.image {
            let s = image.size
            let k = min(1, 24 / max(s.height, 1))
            imageView.frame = CGRect(x: bounds.midX - s.width * k / 2, y: bounds.midY - s.height * k / 2, width: s.width * k, height: s.height * k)
        }
        if let custom {
            let s = custom.bounds.size == .zero ? custom.sizeThatFits(bounds.size) : custom.bounds.size
            custom.frame = CGRect(x: 0, y: bounds.midY - min(s.height, bounds.height) / 2, width: bounds.width, height: min(s.height, bounds.height))
        }
        super.layoutSubviews()
    }
}

/// A bar's background in one appearance: its material, colour, image and the hairline
/// along its edge.
@MainActor
final class BarBackgroundView: UIView {
    enum Edge { case top, bottom }
    private let edge: Edge
    private let material = UIVisualEffectView(effect: nil)
    private let color = UIView()
    private let image = UIImageView()
    private let shadow = UIView()
    private let shadowImage = UIImageView()

    var appearance: UIBarAppearance? { didSet { setNeedsLayout() } }

    init(edge: Edge) {
        self.edge = edge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for v in [material, color, image, shadow, shadowImage] { addSubview(v) }
    }
    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        let a = appearance
        material.effect = a?.backgroundEffect
        material.isHidden = a?.backgroundEffect == nil
        material.frame = bounds
        color.backgroundColor = a?.backgroundColor
        color.isHidden = a?.backgroundColor == nil
        color.frame = bounds
        image.image = a?.backgroundImage
        image.contentMode = a?.backgroundImageContentMode ?? .scaleToFill
        image.isHidden = a?.backgroundImage == nil
        image.frame = bounds
        // The hairline: one pixel of a 3x screen, outside a top bar's bottom or a bottom bar's top.
        let hairline = 1 / max(window?.screen.scale ?? 3, 1)
        let y = edge == .bottom ? bounds.height : -hairline
        shadow.backgroundColor = a?.shadowColor
        shadow.isHidden = a?.shadowColor == nil || a?.shadowImage != nil
        shadow.frame = CGRect(x: 0, y: y, width: bounds.width, height: hairline)
        shadowImage.image = a?.shadowImage
        shadowImage.isHidden = a?.shadowImage == nil
        if let s = a?.shadowImage?.size {
            shadowImage.frame = CGRect(x: 0, y: edge == .bottom ? bounds.height : -s.height, width: bounds.width, height: s.height)
        }
    }
}
