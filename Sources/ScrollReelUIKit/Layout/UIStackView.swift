/// UIKit's `UIStackView`: lays out its arranged subviews in a row or a column
/// with constraints of its own (named `UISV-…` in conflict reports, as UIKit's).
///
/// Along the axis: the first view starts at the stack's leading edge (its
/// margins' with `isLayoutMarginsRelativeArrangement`), the last ends at its
/// trailing edge, and the views follow each other `spacing` apart (or
/// `setCustomSpacing(_:after:)`'s), sized by the distribution. Across it: the
/// alignment. A hidden arranged view gives up its place and its spacing (inside
/// `UIView.animate` the others move there along the animation).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis at their intrinsic sizes; the one that hugs least stretches (and
        /// the one that resists compression least shrinks); among equals, the last.
        case fill
        /// Every view the same size, filling the axis.
        case fillEqually
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views at their intrinsic sizes, with equal spaces between them (at least `spacing`).
        case equalSpacing
        /// The views at their intrinsic sizes, with their centres equally far apart (their spaces
        /// at least `spacing`).
        case equalCentering
    }

    /// UIKit's `UIStackView.Alignment`: where the views sit across the axis.
    public enum Alignment: Int, Sendable {
        /// Each view fills the stack across the axis.
        case fill
        /// Each view at the leading edge (of a vertical stack) or the top (of a horizontal one).
        case leading
        /// The first baselines of a horizontal stack's views line up.
        case firstBaseline
        /// Each view centred across the axis.
        case center
        /// Each view at the trailing edge (vertical) or the bottom (horizontal).
        case trailing
        /// The last baselines of a horizontal stack's views line up.
        case lastBaseline
        /// The top, for a horizontal stack (the same as `leading`).
        public static var top: Alignment { .leading }
        /// The bottom, for a horizontal stack (the same as `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// For `setCustomSpacing(_:after:)`: use the stack's `spacing` after that view.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// For `spacing` and `setCustomSpacing(_:after:)`: the system spacing (8 pt).
    public static let spacingUseSystem = -CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lays out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// A row (`.horizontal`, the default) or a column (`.vertical`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// How the views share the axis (`.fill` by default).
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// Where the views sit across the axis (`.fill` by default).
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The space between adjacent views (0 by default); the least space for the equal
    /// distributions.
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether a vertical stack's spacing runs from one view's last baseline to the next one's
    /// first baseline (false by default).
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether the views are laid out within the stack's layout margins rather than its bounds
    /// (false by default).
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var stackConstraints: [NSLayoutConstraint] = []
    private var stackGuides: [UILayoutGuide] = []
    private var needsArrangement = true

    /// An empty horizontal stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A horizontal stack of the given views, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Stack views are made in code here.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Arranged subviews

    /// Adds a view at the end of the arrangement (and as a subview, if it is not one); the stack
    /// places it with constraints, so its `translatesAutoresizingMaskIntoConstraints` becomes false.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `stackIndex` (clamped), adding it as a subview if it
    /// is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layoutState.arrangingStackView = self
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes a view out of the arrangement; it stays a subview (remove it from the stack with
    /// `removeFromSuperview()`, which also takes it out of the arrangement).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        if view.existingLayoutState?.arrangingStackView === self { view.layoutState.arrangingStackView = nil }
        arrangementChanged()
    }

    /// Removing an arranged view from the stack takes it out of the arrangement, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the space after one arranged view (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The custom space after an arranged view, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The first arranged view's first baseline (a vertical stack's), or the first's.
    open override var forFirstBaselineLayout: UIView { visibleViews.first ?? arrangedSubviews.first ?? self }
    /// The last arranged view's last baseline for a vertical stack; the first's for a horizontal one.
    open override var forLastBaselineLayout: UIView {
        (axis == .vertical ? visibleViews.last : visibleViews.first) ?? arrangedSubviews.last ?? self
    }

    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        arrangementChanged()
        // Inside an animation block the others move into place along it.
        AnimationTransaction.current?.layoutAtEnd(self)
    }

    func arrangedSubviewContentChanged() {
        if distribution == .fillProportionally || distribution == .fill { arrangementChanged() }
    }

    private func arrangementChanged() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    private var visibleViews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    // MARK: The constraints

    /// Rebuilds the stack's constraints when its arrangement changed.
    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            rebuild()
        }
        super.updateConstraints()
    }

    private func rebuild() {
        NSLayoutConstraint.deactivate(stackConstraints)
        stackConstraints.removeAll()
        for g in stackGuides { removeLayoutGuide(g) }
        stackGuides.removeAll()
        let views = arrangedSubviews.filter { $0.superview === self }
        guard !views.isEmpty else { return }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let main: NSLayoutConstraint.Axis = axis
        let cross: NSLayoutConstraint.Axis = axis == .horizontal ? .vertical : .horizontal
        var made: [NSLayoutConstraint] = []
        func add(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?,
                 _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                 priority: UILayoutPriority = .required, _ name: String) {
            let c = NSLayoutConstraint(first: AnchorSpec(item: a, attribute: aa), relation: relation,
                                       second: b.map { AnchorSpec(item: $0, attribute: ba) }, multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = name
            made.append(c)
        }
        let start: NSLayoutConstraint.Attribute = main == .horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = main == .horizontal ? .trailing : .bottom
        let size: NSLayoutConstraint.Attribute = main == .horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = main == .horizontal ? .centerX : .centerY
        let crossStart: NSLayoutConstraint.Attribute = cross == .horizontal ? .leading : .top
        let crossEnd: NSLayoutConstraint.Attribute = cross == .horizontal ? .trailing : .bottom
        let crossCenter: NSLayoutConstraint.Attribute = cross == .horizontal ? .centerX : .centerY
        let crossSize: NSLayoutConstraint.Attribute = cross == .horizontal ? .width : .height

        let shown = views.filter { !$0.isHidden }
        for v in views where v.isHidden {
            // A hidden view collapses along the axis at the start, out of the way.
            add(v, size, .equal, nil, .notAnAttribute, "UISV-hiding")
            add(v, start, .equal, canvas, start, "UISV-hiding")
        }

        // Along the axis.
        if let first = shown.first, let last = shown.last {
            add(first, start, .equal, canvas, start, "UISV-canvas-connection")
            add(canvas, end, .equal, last, end, "UISV-canvas-connection")
            for (a, b) in zip(shown, shown.dropFirst()) {
                let gap = spacing(after: a)
                let (from, to): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                    isBaselineRelativeArrangement && main == .vertical ? (.lastBaseline, .firstBaseline) : (end, start)
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    add(b, to, .equal, a, from, constant: gap, "UISV-spacing")
                case .equalSpacing, .equalCentering:
                    add(b, to, .greaterThanOrEqual, a, from, constant: gap, "UISV-spacing")
                }
            }
            switch distribution {
            case .fill:
                // UIKit: among views that hug (or resist compression) alike, the last one gives.
                for (i, v) in shown.enumerated() {
                    let intrinsic = main == .horizontal ? v.intrinsicContentSize.width : v.intrinsicContentSize.height
                    guard intrinsic >= 0, intrinsic.isFinite else { continue }
                    let p = UILayoutPriority(0.5 - Float(i) * 0.0001)
                    add(v, size, .equal, nil, .notAnAttribute, constant: intrinsic, priority: p, "UISV-ambiguity-suppression")
                }
            case .fillEqually:
                for v in shown.dropFirst() { add(v, size, .equal, first, size, "UISV-fill-equally") }
            case .fillProportionally:
                let sizes = shown.map { v -> CGFloat in
                    let s = main == .horizontal ? v.intrinsicContentSize.width : v.intrinsicContentSize.height
                    return s > 0 && s.isFinite ? s : 0
                }
                let total = sizes.reduce(0, +)
                let gaps = zip(shown, shown.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
                if total > 0 {
                    for (v, s) in zip(shown, sizes) {
                        add(v, size, .equal, canvas, size, multiplier: s / total, constant: -gaps * s / total,
                            priority: UILayoutPriority(999), "UISV-fill-proportionally")
                    }
                }
            case .equalSpacing, .equalCentering:
                // Guides span the gaps (edge to edge, or centre to centre) and are all the same length.
                var spans: [UILayoutGuide] = []
                for (a, b) in zip(shown, shown.dropFirst()) {
                    let g = UILayoutGuide()
                    g.identifier = "UISV-distributing-edge"
                    addLayoutGuide(g)
                    stackGuides.append(g)
                    let (from, to) = distribution == .equalSpacing ? (end, start) : (center, center)
                    add(g, start, .equal, a, from, "UISV-distributing-edge")
                    add(g, end, .equal, b, to, "UISV-distributing-edge")
                    if let first = spans.first {
                        add(g, size, .equal, first, size, priority: distribution == .equalSpacing ? .required : UILayoutPriority(999),
                            "UISV-distributing")
                    }
                    spans.append(g)
                }
            }
        }

        // Across it.
        for v in views {
            switch alignment {
            case .fill:
                add(v, crossStart, .equal, canvas, crossStart, "UISV-alignment")
                add(v, crossEnd, .equal, canvas, crossEnd, "UISV-alignment")
            case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
                add(v, crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
                add(canvas, crossEnd, .greaterThanOrEqual, v, crossEnd, "UISV-spanning-boundary")
                switch alignment {
                case .leading: add(v, crossStart, .equal, canvas, crossStart, "UISV-alignment")
                case .trailing: add(v, crossEnd, .equal, canvas, crossEnd, "UISV-alignment")
                case .center: add(v, crossCenter, .equal, canvas, crossCenter, "UISV-alignment")
                default:
                    if cross == .vertical, let first = shown.first ?? views.first, v !== first {
                        let b: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                        add(v, b, .equal, first, b, "UISV-alignment")
                    } else if cross == .horizontal {
                        add(v, crossStart, .equal, canvas, crossStart, "UISV-alignment")
                    }
                }
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest (widest) view when nothing else sizes it.
            add(canvas, crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-spanning-fit")
            if alignment == .firstBaseline || alignment == .lastBaseline, cross == .vertical, let first = shown.first {
                // The baseline's view sits as high as the others allow.
                add(first, crossStart, .equal, canvas, crossStart, priority: UILayoutPriority(49), "UISV-spanning-fit")
            }
        }
        if shown.isEmpty {
            add(canvas, size, .equal, nil, .notAnAttribute, "UISV-canvas-fit")
        }
        stackConstraints = made
        for c in made { addConstraint(c) }
    }

    private func spacing(after view: UIView) -> CGFloat {
        let s = customSpacings[ObjectIdentifier(view)] ?? spacing
        return s == Self.spacingUseSystem ? systemSpacing : s
    }
}
