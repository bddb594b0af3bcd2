/// What a view keeps for Auto Layout, made the first time the view takes part
/// (most views of a frame-built screen never make one).
@MainActor
final class ViewLayoutState {
    /// The view's stand-in address in reports, in the order views joined layout.
    let serial = LayoutDiagnostics.nextSerial()
    /// The constraints installed on the view (UIKit's `constraints`).
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// The margins set on the view (nil: its default).
    var specifiedMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The scene engine that holds the view's variables.
    weak var engine: LayoutEngine?
    /// Whether constraints reach across the view's bounds origin (a scroll view's frame
    /// guide, a view pinned outside it): a scroll then re-solves.
    var tracksBoundsOrigin = false
    /// The arranged subviews' stack view, told when one is hidden or shown.
    weak var arrangingStackView: UIStackView?
    /// A scroll view's content and frame layout guides, once asked for.
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// The engine the view was last measured in (`systemLayoutSizeFitting`), for the next measurement.
    var keptFitting: LayoutEngine.KeptFitting?

    /// A view's frame changed: if it translates its mask, its autoresizing constraints follow.
    func frameChanged(_ view: UIView) {
        guard translatesAutoresizingMaskIntoConstraints, let engine else { return }
        engine.itemChanged(view)
    }
}

extension UIView {
    /// The view's Auto Layout state, made when first needed.
    var layoutState: ViewLayoutState {
        if let s = existingLayoutState { return s }
        let s = ViewLayoutState()
        existingLayoutState = s
        return s
    }

    // MARK: Constraints

    /// The constraints installed on the view: those activated whose closest common ancestor it is,
    /// and those added with `addConstraint(_:)`.
    public var constraints: [NSLayoutConstraint] { existingLayoutState?.constraints ?? [] }

    /// Installs a constraint on the view and activates it. Install it on a common ancestor of its
    /// items, as UIKit requires (activating does that for you).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let other = constraint.installedOn {
            if other === self { return }
            other.removeConstraint(constraint)
        }
        layoutState.constraints.append(constraint)
        constraint.installedOn = self
        constraint.isBroken = false
        LayoutEngine.engine(for: self).activated(constraint)
        setNeedsLayout()
    }

    /// Installs and activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes an installed constraint from the view and deactivates it; nothing happens when the
    /// constraint is not installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self, let state = existingLayoutState else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        constraint.engine?.deactivated(constraint)
        setNeedsLayout()
    }

    /// Removes and deactivates each constraint installed here.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// Whether the view's autoresizing mask becomes constraints that fix its frame (true by
    /// default). Set it to false for a view that your constraints place: its frame then comes from
    /// the solution, and its intrinsic content size takes part.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { existingLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            existingLayoutState?.engine?.itemChanged(self)
            superview?.setNeedsLayout()
        }
    }

    // MARK: Anchors

    /// The view's leading edge (its left, in a left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge (its right, in a left-to-right layout).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of the view's text (`forFirstBaselineLayout`'s); a view
    /// without text has it at its bottom.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of the view's text (`forLastBaselineLayout`'s).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The guides added to the view with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { existingLayoutState?.guides ?? [] }

    /// Adds a guide whose frame is in this view's coordinate system, placed by your constraints.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        layoutState.guides.append(layoutGuide)
    }

    /// Removes a guide added with `addLayoutGuide(_:)`, deactivating the constraints that name it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        var v: UIView? = self
        while let view = v {
            for c in view.constraints where (c.first.items + (c.second?.items ?? [])).contains(where: { $0 === layoutGuide }) {
                view.removeConstraint(c)
            }
            v = view.superview
        }
        layoutState.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    func systemGuide(_ path: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, _ kind: SystemGuide) -> UILayoutGuide {
        if let g = layoutState[keyPath: path] { return g }
        let g = UILayoutGuide()
        g.system = kind
        g.identifier = kind.identifier
        g.owningView = self
        layoutState[keyPath: path] = g
        return g
    }

    /// The part of the view that bars, the status bar, the sensor housing and the home indicator
    /// leave clear (its `safeAreaInsets`), as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(\.safeAreaGuide, .safeArea) }
    /// The view's bounds inset by its `layoutMargins`, as a guide.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(\.marginsGuide, .margins) }
    /// A column inside the margins no wider than is comfortable to read (672 pt at the default
    /// text size), centred; as wide as the margins on a phone.
    public var readableContentGuide: UILayoutGuide { systemGuide(\.readableGuide, .readableContent) }
    /// Where the keyboard is. ScrollReel shows no keyboard: the guide is the hidden keyboard's,
    /// from the bottom of the safe area to the bottom of the view.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let g = layoutState.keyboardGuide { return g }
        let g = UIKeyboardLayoutGuide()
        g.system = .keyboard
        g.identifier = SystemGuide.keyboard.identifier
        g.owningView = self
        layoutState.keyboardGuide = g
        return g
    }

    /// How far the hidden keyboard's guide reaches up from the bottom.
    var keyboardInset: CGFloat {
        existingLayoutState?.keyboardGuide?.usesBottomSafeArea ?? true ? safeAreaInsets.bottom : 0
    }

    // MARK: Margins

    /// The view's margins as specified, before the safe area is added (UIKit's defaults: 8 pt on
    /// every side; a view controller's root view, its system minimum).
    var specifiedLayoutMargins: UIEdgeInsets {
        if let m = existingLayoutState?.specifiedMargins {
            if let vc = viewController, vc.viewRespectsSystemMinimumLayoutMargins {
                let min = vc.systemMinimumLayoutMargins
                return UIEdgeInsets(top: max(m.top, min.top), left: max(m.left, min.leading),
                                    bottom: max(m.bottom, min.bottom), right: max(m.right, min.trailing))
            }
            return m
        }
        if let vc = viewController {
            let min = vc.systemMinimumLayoutMargins
            return UIEdgeInsets(top: min.top, left: min.leading, bottom: min.bottom, right: min.trailing)
        }
        return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// The margins in effect: the specified ones, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, and at least the superview's where the view reaches
    /// into them when `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = specifiedLayoutMargins
        let state = existingLayoutState
        if state?.insetsLayoutMarginsFromSafeArea ?? true {
            let s = safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if state?.preservesSuperviewLayoutMargins == true, let superview {
            let sm = superview.effectiveLayoutMargins
            let f = frame, b = superview.bounds.size
            m.left = max(m.left, sm.left - f.minX)
            m.top = max(m.top, sm.top - f.minY)
            m.right = max(m.right, sm.right - (b.width - f.maxX))
            m.bottom = max(m.bottom, sm.bottom - (b.height - f.maxY))
        }
        return m
    }

    /// The view's layout margins, for the margin attributes and `layoutMarginsGuide`. Reading them
    /// gives the margins in effect (the specified ones, plus the safe area when
    /// `insetsLayoutMarginsFromSafeArea`); setting them sets the specified ones.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            layoutState.specifiedMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// The layout margins by reading direction (left to right here: leading is left).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = effectiveLayoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the view's margins are at least its superview's where it reaches into them (false
    /// by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { existingLayoutState?.preservesSuperviewLayoutMargins ?? false }
        set { layoutState.preservesSuperviewLayoutMargins = newValue; layoutMarginsChanged() }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (true by
    /// default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { existingLayoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutState.insetsLayoutMarginsFromSafeArea = newValue; layoutMarginsChanged() }
    }

    private func layoutMarginsChanged() {
        existingLayoutState?.engine?.systemGuidesChanged(self)
        LayoutEngine.existing(for: self)?.markDirty()
        layoutMarginsDidChange()
        setNeedsLayout()
    }

    // MARK: Content hugging and compression resistance

    /// How hard the view resists growing past its intrinsic size along an axis (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = existingLayoutState else { return .defaultLow }
        return axis == .horizontal ? s.hugging.horizontal : s.hugging.vertical
    }

    /// Sets how hard the view resists growing past its intrinsic size along an axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        existingLayoutState?.engine?.itemChanged(self)
    }

    /// How hard the view resists shrinking below its intrinsic size along an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = existingLayoutState else { return .defaultHigh }
        return axis == .horizontal ? s.compression.horizontal : s.compression.vertical
    }

    /// Sets how hard the view resists shrinking below its intrinsic size along an axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compression.horizontal = priority } else { layoutState.compression.vertical = priority }
        existingLayoutState?.engine?.itemChanged(self)
    }

    // MARK: Fitting sizes

    /// A size as smallest as the constraints allow, for `systemLayoutSizeFitting(_:)`: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A size as large as the constraints allow, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Debugging

    /// The active constraints that name the view along an axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraintsAffecting(self, axis: axis, from: self)
    }

    /// Whether the constraints leave the view's frame undetermined: it could be elsewhere, or of
    /// another size, without any constraint holding less well.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints else { return false }
        return LayoutEngine.existing(for: self)?.isAmbiguous(self) ?? false
    }

    /// In UIKit, moves an ambiguous view to another of its possible frames; here it does nothing
    /// (the solver's choice is deterministic).
    public func exerciseAmbiguityInLayout() {}

    /// Whether a constraint is installed on this view or a view below it.
    var holdsConstraints: Bool {
        if existingLayoutState?.constraints.isEmpty == false { return true }
        return subviews.contains { $0.holdsConstraints }
    }

    // MARK: Moving in the hierarchy

    /// UIKit's rule when a view leaves its superview: the constraints installed above it that name
    /// it or anything in its subtree are removed.
    func deactivateConstraintsLeavingWith() {
        var ancestor = superview
        while let a = ancestor {
            if let installed = a.existingLayoutState?.constraints, !installed.isEmpty {
                for c in installed where (c.first.items + (c.second?.items ?? [])).contains(where: { item in
                    ((item as? UIView) ?? (item as? UILayoutGuide)?.owningView)?.isDescendant(of: self) ?? false
                }) {
                    a.removeConstraint(c)
                }
            }
            ancestor = a.superview
        }
    }

    /// After the view joined or left a superview: its constraint updates are due where
    /// the update pass looks, its autoresizing constraints follow its new superview,
    /// and a subtree that moved to another scene takes its constraints to that scene's engine
    /// (making it, when the subtree brings the scene's first constraints: a cell whose
    /// `init` pinned its label, outside any scene, joining a window that held none).
    func didMoveForLayout() {
        if needsConstraintUpdate || subtreeNeedsConstraintUpdate { propagateConstraintUpdate() }
        guard let engine = LayoutEngine.existing(for: self) ?? (holdsConstraints ? LayoutEngine.engine(for: self) : nil) else { return }
        var stack = [self]
        while let v = stack.popLast() {
            if let state = v.existingLayoutState {
                if let old = state.engine, old !== engine { old.forget(v) }
                for c in state.constraints where c.engine !== engine {
                    c.engine?.deactivated(c)
                    engine.activated(c)
                }
            }
            stack.append(contentsOf: v.subviews)
        }
        existingLayoutState?.engine?.itemChanged(self)
    }

    // MARK: The update pass

    /// Calls `updateConstraints()` (a view controller's root view: its
    /// `updateViewConstraints()`) on every view of the subtree that asked for it,
    /// subviews first, as UIKit's constraint update pass.
    func updateConstraintsPass() {
        guard subtreeNeedsConstraintUpdate else { return }
        subtreeNeedsConstraintUpdate = false
        for s in subviews { s.updateConstraintsPass() }
        if needsConstraintUpdate {
            needsConstraintUpdate = false
            if let vc = viewController { vc.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// Marks the view's ancestors as holding a view whose constraints need updating.
    func propagateConstraintUpdate() {
        var v = superview
        while let s = v, !s.subtreeNeedsConstraintUpdate {
            s.subtreeNeedsConstraintUpdate = true
            v = s.superview
        }
    }

    // MARK: Applying the solution

    /// Sets each subview that the engine places (one that does not translate its mask) to its
    /// solved frame, and a scroll view's content size to its content layout guide's: what UIKit's
    /// `layoutSubviews()` does.
    func applyEngineLayout() {
        guard let engine = LayoutEngine.existing(for: self) else { return }
        for s in subviews where !s.translatesAutoresizingMaskIntoConstraints {
            guard let f = engine.frame(of: s), f != s.frame else { continue }
            if s.transform.isIdentity {
                s.frame = f
            } else {
                s.bounds.size = f.size
                s.center = CGPoint(x: f.midX, y: f.midY)
            }
        }
        if let scroll = self as? UIScrollView, let guide = existingLayoutState?.contentGuide,
           let f = engine.layoutFrame(of: guide), scroll.contentSize != f.size {
            scroll.contentSize = f.size
        }
    }

    /// The view whose first (or last) baseline stands for this view's, following
    /// `forFirstBaselineLayout` down.
    func baselineView(first: Bool) -> UIView {
        var v: UIView = self
        for _ in 0..<32 {
            let next = first ? v.forFirstBaselineLayout : v.forLastBaselineLayout
            if next === v || !next.isDescendant(of: v) { break }
            v = next
        }
        return v
    }

    /// Where the baseline is in the view: `fraction × height + offset` from its top.
    /// A view without text has it at its bottom. A label that wraps at its layout width
    /// is measured at `wrapWidth`, the width the engine last solved for it (else its
    /// bounds' width).
    func baselineOffset(first: Bool, wrapWidth: CGFloat? = nil) -> (fraction: CGFloat, offset: CGFloat) {
        guard let label = self as? UILabel, let text = label.text, !text.isEmpty else { return (1, 0) }
        // The text is centred in the label; the baseline is a line's height less its
        // descent (about a quarter of the point size) below the top of its line.
        let textHeight = label.intrinsicSize(wrappingAt: wrapWidth ?? (label.bounds.width > 0 ? label.bounds.width : nil)).height
        let font = label.font ?? .systemFont(ofSize: 17)
        let descent = font.pointSize * 0.24
        return first ? (0.5, -textHeight / 2 + font.lineHeight - descent) : (0.5, textHeight / 2 - descent)
    }
}

/// UIKit's `NSDirectionalEdgeInsets`: insets by reading direction.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat
    /// Insets of the given distance from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Insets of zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

extension UIScrollView {
    /// The scroll view's content area as a guide: constraints between it and the content set the
    /// content size (as constraints to the scroll view's own edges do), which the layout pass
    /// gives `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        if let g = layoutState.contentGuide { return g }
        let g = UILayoutGuide()
        g.system = .scrollContent
        g.identifier = SystemGuide.scrollContent.identifier
        g.owningView = self
        layoutState.contentGuide = g
        return g
    }

    /// The scroll view's frame as a guide in its content coordinates: content pinned to it stays
    /// put while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let g = layoutState.frameGuide { return g }
        let g = UILayoutGuide()
        g.system = .scrollFrame
        g.identifier = SystemGuide.scrollFrame.identifier
        g.owningView = self
        layoutState.frameGuide = g
        layoutState.tracksBoundsOrigin = true
        return g
    }
}
