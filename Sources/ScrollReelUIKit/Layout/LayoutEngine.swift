internal import ConstraintSolver

/// A scene's Auto Layout: its engine (made when the first constraint is
/// activated) and the warnings it printed.
final class SceneLayoutState: @unchecked Sendable {
    var warnings: [String] = []
    var engine: LayoutEngine?
}

/// The variables of one item (a view or a layout guide): its frame in its
/// superview's bounds coordinates (a guide's in its owning view's), the
/// engine's counterpart of UIKit's `minX`, `minY`, `width` and `height`.
@MainActor
final class LayoutNode {
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    let x, y, w, h: Variable
    /// A view's bounds origin, for constraints that reach across it (a view in a
    /// scroll view pinned to one outside it): pinned to the origin as it is now.
    var boundsX: Variable?, boundsY: Variable?
    var boundsPin: [NSLayoutConstraint] = []
    /// The constraints UIKit adds for the item itself: the autoresizing mask of a
    /// view that translates it, a view's intrinsic content size, a system guide's
    /// place in its view.
    var autoresizing: [NSLayoutConstraint] = []
    var contentSize: [NSLayoutConstraint] = []
    var guideConstraints: [NSLayoutConstraint] = []
    /// What the autoresizing constraints were made from (the frame and the mask).
    var autoresizingSource: (frame: CGRect, mask: UIView.AutoresizingMask, superview: ObjectIdentifier?)?
    /// The intrinsic size the content-size constraints hold, and the width a wrapping label was measured at.
    var intrinsic: CGSize?
    var wrapWidth: CGFloat?
    /// The held constraints that name this item.
    var constraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// A guide's frame as last seen, to tell its view when it moves.
    var lastGuideFrame: CGRect?

    init(_ solver: Solver) {
        // (Unnamed: the reports name items from the constraints, and naming every
        // variable of every measured cell would cost more than solving it.)
        x = solver.makeVariable()
        y = solver.makeVariable()
        w = solver.makeVariable()
        h = solver.makeVariable()
    }

    var item: AnyObject? { view ?? guide }
    func position(_ axis: NSLayoutConstraint.Axis) -> Variable { axis == .horizontal ? x : y }
    func size(_ axis: NSLayoutConstraint.Axis) -> Variable { axis == .horizontal ? w : h }
}

/// UIKit's layout engine (`NSISEngine`) over the `ConstraintSolver`: the active
/// constraints of a scene as linear constraints on its items' frames.
///
/// One engine serves a whole scene (views of different windows never share a
/// variable, so their parts of the tableau stay apart). Changes are collected
/// and handed to the solver at the next layout pass (``update()``): new and
/// re-prioritised constraints are added, changed constants shifted in place,
/// the autoresizing masks of views that translate them and the intrinsic sizes
/// of the others refreshed, wrapping labels measured again at the width they
/// were given until it settles; then every view whose solved frame differs
/// from its frame asks its superview for layout, and the superview's
/// `layoutSubviews()` takes the frame from the engine.
///
/// `systemLayoutSizeFitting` uses a short-lived engine of its own over the
/// view's subtree (`isFitting`).
@MainActor
final class LayoutEngine {
    let solver = Solver()
    /// The view a fitting engine measures (nil for a scene's engine).
    private let fittingRoot: UIView?
    private var nodes: [ObjectIdentifier: LayoutNode] = [:]
    private var nodeOrder: [LayoutNode] = []
    /// The constraints in the solver: each with its handle and the constant it was given there.
    private var held: [ObjectIdentifier: Held] = [:]
    private struct Held {
        let constraint: NSLayoutConstraint
        let id: ConstraintID
        var constant: CGFloat
    }
    private var pending: [NSLayoutConstraint] = []
    private var changedConstants: [NSLayoutConstraint] = []
    private var brokenConstraints: [NSLayoutConstraint] = []
    private var dirtyItems: [UIView] = []
    private var wrappingLabels: [LayoutNode] = []
    /// The held constraints on a first or last baseline: their offsets follow the text's
    /// height, which a wrapping label's solved width changes.
    private var baselineConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private(set) var isDirty = false
    private var scale: CGFloat

    init(fitting root: UIView? = nil, scale: CGFloat) {
        fittingRoot = root
        self.scale = max(scale, 1)
    }

    private static var detached: LayoutEngine?

    /// The engine of the scene a view belongs to (its window's, or the scene being
    /// built or played), made if there is none yet.
    static func engine(for view: UIView) -> LayoutEngine {
        if let environment = view.window?.environment ?? SceneEnvironment.current {
            if let e = environment.layoutState.engine { return e }
            let e = LayoutEngine(scale: environment.screen.scale)
            environment.layoutState.engine = e
            return e
        }
        if let detached { return detached }
        let e = LayoutEngine(scale: UIScreen.main.scale)
        detached = e
        return e
    }

    /// The engine of the view's scene if it has made one.
    static func existing(for view: UIView) -> LayoutEngine? {
        if let environment = view.window?.environment ?? SceneEnvironment.current { return environment.layoutState.engine }
        return detached
    }

    // MARK: Changes, as they come

    func markDirty() { isDirty = true }

    /// An activated constraint, to be solved at the next layout pass.
    func activated(_ c: NSLayoutConstraint) {
        c.engine = self
        pending.append(c)
        isDirty = true
    }

    /// A deactivated constraint leaves the solver at once.
    func deactivated(_ c: NSLayoutConstraint) {
        pending.removeAll { $0 === c }
        brokenConstraints.removeAll { $0 === c }
        c.isBroken = false
        if release(c) { retryBroken() }
        c.engine = nil
        isDirty = true
    }

    func constantChanged(_ c: NSLayoutConstraint) {
        guard held[ObjectIdentifier(c)] != nil else { return }
        changedConstants.append(c)
        isDirty = true
    }

    func priorityChanged(_ c: NSLayoutConstraint) {
        guard release(c) else { return }
        pending.append(c)
        isDirty = true
    }

    /// A view's frame, mask, intrinsic size or participation changed: its own
    /// constraints are refreshed at the next pass.
    func itemChanged(_ view: UIView) {
        guard nodes[ObjectIdentifier(view)] != nil else { return }
        dirtyItems.append(view)
        isDirty = true
    }

    /// A view's content changed (`invalidateIntrinsicContentSize`: a label's text or font): as
    /// `itemChanged`, and a label that wraps at its layout width is measured again from its text
    /// on one line, as UIKit does, so that it can take more room than its old text wrapped at
    /// (measured at the old width, its intrinsic width would keep it there).
    func contentChanged(_ view: UIView) {
        guard let n = nodes[ObjectIdentifier(view)] else { return }
        n.wrapWidth = nil
        itemChanged(view)
    }

    /// The insets or margins of a view changed: its system guides move at the next pass.
    func systemGuidesChanged(_ view: UIView) { isDirty = true }

    /// A view that moved to another scene's engine: its variables and the constraints
    /// UIKit made for it leave this one (its own constraints move with it).
    func forget(_ view: UIView) {
        var items: [AnyObject] = [view]
        if let state = view.existingLayoutState {
            items += state.guides as [AnyObject]
            items += [state.safeAreaGuide, state.marginsGuide, state.readableGuide, state.keyboardGuide,
                      state.contentGuide, state.frameGuide].compactMap { $0 }
        }
        for item in items {
            guard let n = nodes.removeValue(forKey: ObjectIdentifier(item)) else { continue }
            for c in n.constraints.values { _ = release(c) }
            for c in n.autoresizing + n.contentSize + n.guideConstraints + n.boundsPin { _ = release(c) }
            nodeOrder.removeAll { $0 === n }
            wrappingLabels.removeAll { $0 === n }
        }
        view.existingLayoutState?.engine = nil
        isDirty = true
    }

    // MARK: The pass

    /// Hands every change to the solver and tells the superviews of views whose
    /// solved frames moved that they need layout.
    func update() {
        guard isDirty else { return }
        isDirty = false
        sweep()
        // The views' own constraints first (a view that stopped translating its autoresizing
        // mask gives up its frame's), so that a new constraint is not weighed against a
        // frame the view no longer keeps; then those of views that the new constraints
        // brought in.
        refreshDirtyItems()
        let adding = pending
        pending.removeAll()
        for c in adding where c.isActive && held[ObjectIdentifier(c)] == nil && !c.isBroken { add(c) }
        let changing = changedConstants
        changedConstants.removeAll()
        for c in changing { shiftConstant(of: c) }
        refreshDirtyItems()
        refreshGuides()
        settleWrappingLabels()
        if fittingRoot == nil { reportMoves() }
    }

    private func refreshDirtyItems() {
        let items = dirtyItems
        dirtyItems.removeAll()
        for view in items { refreshOwnConstraints(view) }
    }

    /// Items that went away (their views deallocated) take their constraints with them.
    private func sweep() {
        guard nodeOrder.contains(where: { $0.item == nil }) else { return }
        for node in nodeOrder where node.item == nil {
            for c in node.constraints.values { _ = release(c) }
            for c in node.autoresizing + node.contentSize + node.guideConstraints + node.boundsPin { _ = release(c) }
        }
        nodeOrder.removeAll { $0.item == nil }
        nodes = nodes.filter { $0.value.item != nil }
        wrappingLabels.removeAll { $0.item == nil }
    }

    private func reportMoves() {
        for node in nodeOrder {
            if let view = node.view {
                guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                      let f = frame(of: view), f != view.frame else { continue }
                superview.setNeedsLayout()
            } else if let guide = node.guide, let owner = guide.owningView {
                let f = rawFrame(node)
                if f != node.lastGuideFrame {
                    node.lastGuideFrame = f
                    owner.setNeedsLayout()
                }
            }
        }
    }

    // MARK: Reading the solution

    private func value(_ v: Variable) -> CGFloat { CGFloat(solver.value(of: v)) }

    private func rawFrame(_ n: LayoutNode) -> CGRect {
        CGRect(x: value(n.x), y: value(n.y), width: value(n.w), height: value(n.h))
    }

    /// Rounds edges to the screen's pixels, as UIKit does when it sets frames from the engine.
    private func pixelAligned(_ r: CGRect) -> CGRect {
        func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let x0 = round(r.minX), y0 = round(r.minY), x1 = round(r.maxX), y1 = round(r.maxY)
        return CGRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    /// The frame the solution gives a view that does not translate its mask (nil for one the
    /// engine does not place).
    func frame(of view: UIView) -> CGRect? {
        guard !view.translatesAutoresizingMaskIntoConstraints, let n = nodes[ObjectIdentifier(view)], n.view === view else { return nil }
        return view.frame(forAlignmentRect: pixelAligned(rawFrame(n)))
    }

    /// A guide's frame in its owning view (nil when the engine does not hold it).
    func layoutFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let n = nodes[ObjectIdentifier(guide)], n.guide === guide else { return nil }
        return pixelAligned(rawFrame(n))
    }

    /// The size a fitting engine found for its root.
    func fittingSize() -> CGSize? {
        guard let root = fittingRoot, let n = nodes[ObjectIdentifier(root)] else { return nil }
        return pixelAligned(CGRect(x: 0, y: 0, width: value(n.w), height: value(n.h))).size
    }

    func isAmbiguous(_ item: AnyObject) -> Bool {
        update()
        guard let n = nodes[ObjectIdentifier(item)], n.item === item else { return false }
        if let v = n.view, v.translatesAutoresizingMaskIntoConstraints { return false }
        return [n.x, n.y, n.w, n.h].contains { solver.isAmbiguous($0) }
    }

    func constraintsNaming(_ item: AnyObject) -> [NSLayoutConstraint] {
        guard let n = nodes[ObjectIdentifier(item)], n.item === item else { return [] }
        return n.constraints.values.sorted { $0.serial < $1.serial }
    }

    // MARK: Items

    private func node(for item: AnyObject) -> LayoutNode {
        if let n = nodes[ObjectIdentifier(item)], n.item === item { return n }
        if fittingRoot == nil { evictFromOtherEngine(item) }
        let n = LayoutNode(solver)
        nodes[ObjectIdentifier(item)] = n
        nodeOrder.append(n)
        if let view = item as? UIView {
            n.view = view
            if fittingRoot == nil { view.layoutState.engine = self }
            if view === fittingRoot {
                // The measured view sits at the origin; its size is what is asked.
                addSystem(local(view, .left, 0, "UIView-Fitting-Origin-X"), to: n, \.autoresizing)
                addSystem(local(view, .top, 0, "UIView-Fitting-Origin-Y"), to: n, \.autoresizing)
                refreshContentSize(view, n)
            } else {
                refreshOwnConstraints(view, n)
            }
        } else if let guide = item as? UILayoutGuide {
            n.guide = guide
            if fittingRoot == nil { guide.engine = self }
            if guide.system != nil { makeGuideConstraints(guide, n) }
        }
        return n
    }

    /// An item laid out by another scene's engine (a view built outside the scene it
    /// joined) leaves it, with its constraints, which this engine takes over.
    private func evictFromOtherEngine(_ item: AnyObject) {
        let other: LayoutEngine? = (item as? UIView)?.existingLayoutState?.engine ?? (item as? UILayoutGuide)?.engine
        guard let other, other !== self, let n = other.nodes[ObjectIdentifier(item)], n.item === item else { return }
        for c in n.constraints.values.sorted(by: { $0.serial < $1.serial }) where other.release(c) {
            c.engine = self
            pending.append(c)
        }
        for c in n.autoresizing + n.contentSize + n.guideConstraints + n.boundsPin { _ = other.release(c) }
        other.nodes[ObjectIdentifier(item)] = nil
        other.nodeOrder.removeAll { $0 === n }
    }

    /// A view's own constraints: its autoresizing mask while it translates it, its
    /// intrinsic content size while it does not.
    private func refreshOwnConstraints(_ view: UIView, _ given: LayoutNode? = nil) {
        guard let n = given ?? nodes[ObjectIdentifier(view)], n.view === view else { return }
        if view === fittingRoot { refreshContentSize(view, n); return }
        if view.translatesAutoresizingMaskIntoConstraints {
            for c in n.contentSize { _ = release(c) }
            n.contentSize.removeAll()
            n.intrinsic = nil
            refreshAutoresizing(view, n)
        } else {
            for c in n.autoresizing { _ = release(c) }
            n.autoresizing.removeAll()
            n.autoresizingSource = nil
            refreshContentSize(view, n)
        }
    }

    /// UIKit's autoresizing constraints: each of the frame's position and size is a
    /// linear function of the superview's size, with the change shared among the
    /// flexible margins and sizes in proportion to their lengths (what
    /// `autoresize(from:to:)` does to a frame).
    private func refreshAutoresizing(_ view: UIView, _ n: LayoutNode) {
        let f = view.frame, mask = view.autoresizingMask, superview = view.superview
        let source = (frame: f, mask: mask, superview: superview.map(ObjectIdentifier.init))
        if let old = n.autoresizingSource, old.frame == source.frame, old.mask == source.mask, old.superview == source.superview {
            return
        }
        n.autoresizingSource = source
        let size = superview?.bounds.size ?? .zero
        func line(_ start: CGFloat, _ length: CGFloat, _ total: CGFloat, _ flexStart: Bool, _ flexSize: Bool,
                  _ flexEnd: Bool) -> (start: (CGFloat, CGFloat), size: (CGFloat, CGFloat)) {
            let parts = [(flexStart, start), (flexSize, length), (flexEnd, total - start - length)]
            let flexible = parts.filter(\.0)
            let sum = flexible.reduce(0) { $0 + max($1.1, 0) }
            let shares = parts.map { p -> CGFloat in
                guard p.0 else { return 0 }
                return sum > 0 ? max(p.1, 0) / sum : 1 / CGFloat(flexible.count)
            }
            // position(W) = start + (W - total)·share
            return ((shares[0], start - shares[0] * total), (shares[1], length - shares[1] * total))
        }
        let hx = line(f.minX, f.width, size.width, mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                      mask.contains(.flexibleRightMargin))
        let vy = line(f.minY, f.height, size.height, mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                      mask.contains(.flexibleBottomMargin))
        let wanted: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, (CGFloat, CGFloat))] = [
            (.left, .width, hx.start), (.top, .height, vy.start), (.width, .width, hx.size), (.height, .height, vy.size),
        ]
        let name = "h=\(Self.maskCode(mask, horizontal: true)) v=\(Self.maskCode(mask, horizontal: false))"
        if n.autoresizing.count == 4, zip(n.autoresizing, wanted).allSatisfy({ c, w in
            (c.secondItem != nil) == (superview != nil && w.2.0 != 0) && c.multiplier == w.2.0 && c.secondItem === (w.2.0 != 0 ? superview : nil)
        }) {
            for (c, w) in zip(n.autoresizing, wanted) { c.identifier = name; c.constant = w.2.1; shiftConstant(of: c) }
            return
        }
        for c in n.autoresizing { _ = release(c) }
        n.autoresizing.removeAll()
        for (attribute, parentAttribute, (k, b)) in wanted {
            let c: NSLayoutConstraint
            if let superview, k != 0 {
                c = NSAutoresizingMaskLayoutConstraint(first: AnchorSpec(item: view, attribute: attribute), relation: .equal,
                                                       second: AnchorSpec(item: superview, attribute: parentAttribute),
                                                       multiplier: k, constant: b)
            } else {
                c = NSAutoresizingMaskLayoutConstraint(first: AnchorSpec(item: view, attribute: attribute), relation: .equal,
                                                       second: nil, multiplier: 1, constant: b)
            }
            c.isLocal = true
            c.identifier = name
            addSystem(c, to: n, \.autoresizing)
        }
    }

    /// UIKit's notation for a mask in its logs: `-` fixed, `&` flexible, for the leading margin,
    /// the size and the trailing margin.
    static func maskCode(_ m: UIView.AutoresizingMask, horizontal: Bool) -> String {
        let parts: [UIView.AutoresizingMask] = horizontal ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
                                                          : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        return parts.map { m.contains($0) ? "&" : "-" }.joined()
    }

    /// The intrinsic size as two pairs of constraints per axis: no larger than it at
    /// the content hugging priority, no smaller at the compression resistance.
    private func refreshContentSize(_ view: UIView, _ n: LayoutNode) {
        let size = intrinsicSize(of: view, n)
        let priorities = view.existingLayoutState.map {
            [$0.hugging.horizontal, $0.compression.horizontal, $0.hugging.vertical, $0.compression.vertical]
        } ?? [.defaultLow, .defaultHigh, .defaultLow, .defaultHigh]
        let wanted: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)] = [
            (.width, .lessThanOrEqual, size.width, priorities[0]), (.width, .greaterThanOrEqual, size.width, priorities[1]),
            (.height, .lessThanOrEqual, size.height, priorities[2]), (.height, .greaterThanOrEqual, size.height, priorities[3]),
        ].filter { $0.2 != UIView.noIntrinsicMetric && $0.2 >= 0 && $0.2.isFinite }
        n.intrinsic = size
        let same = n.contentSize.count == wanted.count && zip(n.contentSize, wanted).allSatisfy {
            $0.firstAttribute == $1.0 && $0.relation == $1.1 && $0.priority == $1.3
        }
        if same {
            for (c, w) in zip(n.contentSize, wanted) where c.constant != w.2 { c.constant = w.2; shiftConstant(of: c) }
            return
        }
        for c in n.contentSize { _ = release(c) }
        n.contentSize.removeAll()
        for (attribute, relation, value, priority) in wanted {
            let c = NSContentSizeLayoutConstraint(first: AnchorSpec(item: view, attribute: attribute), relation: relation,
                                                  second: nil, multiplier: 1, constant: value)
            c.priority = priority
            addSystem(c, to: n, \.contentSize)
        }
        if let label = view as? UILabel, label.wrapsToLayoutWidth, !wrappingLabels.contains(where: { $0 === n }) {
            wrappingLabels.append(n)
        }
    }

    private func intrinsicSize(of view: UIView, _ n: LayoutNode) -> CGSize {
        if let label = view as? UILabel, label.wrapsToLayoutWidth { return label.intrinsicSize(wrappingAt: n.wrapWidth) }
        return view.intrinsicContentSize
    }

    /// Multi-line labels without a `preferredMaxLayoutWidth` wrap at the width they
    /// are given: measured again at the solved width and re-solved, until the widths
    /// settle (UIKit's second layout pass for such labels).
    private func settleWrappingLabels() {
        for _ in 0..<4 {
            var changed = false
            for n in wrappingLabels {
                guard let label = n.view as? UILabel, label.wrapsToLayoutWidth,
                      !label.translatesAutoresizingMaskIntoConstraints || label === fittingRoot else { continue }
                let w = pixelAligned(CGRect(x: 0, y: 0, width: value(n.w), height: 0)).width
                if let old = n.wrapWidth, abs(old - w) < 0.5 / scale { continue }
                n.wrapWidth = w
                refreshContentSize(label, n)
                refreshBaselines(of: label)
                changed = true
            }
            if !changed { return }
        }
    }

    /// Makes again the constraints on a baseline that `label`'s text sets, with its text's
    /// height at the width it now wraps at.
    private func refreshBaselines(of label: UILabel) {
        guard !baselineConstraints.isEmpty else { return }
        let affected = baselineConstraints.values.filter { c in
            [(c.firstAttribute, c.firstItem), (c.secondAttribute, c.secondItem)].contains { attribute, item in
                attribute.isBaseline && (item as? UIView)?.baselineView(first: attribute == .firstBaseline) === label
            }
        }
        for c in affected.sorted(by: { $0.serial < $1.serial }) where release(c) { add(c) }
    }

    // MARK: System guides

    private func makeGuideConstraints(_ guide: UILayoutGuide, _ n: LayoutNode) {
        guard let owner = guide.owningView, let system = guide.system else { return }
        func pin(_ a: NSLayoutConstraint.Attribute, _ name: String, relation: NSLayoutConstraint.Relation = .equal,
                 toOwner ownerAttribute: NSLayoutConstraint.Attribute? = nil, multiplier: CGFloat = 1,
                 priority: UILayoutPriority = .required) {
            let con = NSLayoutConstraint(first: AnchorSpec(item: guide, attribute: a), relation: relation,
                                         second: ownerAttribute.map { AnchorSpec(item: owner, attribute: $0) },
                                         multiplier: multiplier, constant: 0)
            con.isLocal = true
            con.identifier = system.identifier + "-" + name
            con.priority = priority
            addSystem(con, to: n, \.guideConstraints)
        }
        switch system {
        case .scrollContent:
            pin(.left, "left")
            pin(.top, "top")
        case .readableContent:
            pin(.top, "top")
            pin(.height, "height", toOwner: .height)
            pin(.width, "maxWidth", relation: .lessThanOrEqual)
            pin(.width, "marginsWidth", relation: .lessThanOrEqual, toOwner: .width)
            pin(.width, "width", toOwner: .width, priority: UILayoutPriority(999))
            pin(.centerX, "centerX", toOwner: .width, multiplier: 0.5)
        case .keyboard:
            pin(.left, "left")
            pin(.top, "top", toOwner: .height)
            pin(.width, "width", toOwner: .width)
            pin(.height, "height")
        case .safeArea, .margins, .scrollFrame:
            pin(.left, "left")
            pin(.top, "top")
            pin(.width, "width", toOwner: .width)
            pin(.height, "height", toOwner: .height)
        }
        if system == .scrollFrame { owner.layoutState.tracksBoundsOrigin = true }
        refreshGuide(guide, n, owner: owner)
    }

    /// Moves each system guide to its view's current insets, margins or scroll offset.
    private func refreshGuides() {
        for n in nodeOrder {
            guard let guide = n.guide, guide.system != nil, let owner = guide.owningView else { continue }
            refreshGuide(guide, n, owner: owner)
        }
    }

    /// The constants of a system guide's constraints, in the order they were made.
    private func refreshGuide(_ guide: UILayoutGuide, _ n: LayoutNode, owner: UIView) {
        let values: [CGFloat]
        switch guide.system {
        case .safeArea?, .margins?:
            let i = guide.system == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
            values = [i.left, i.top, -(i.left + i.right), -(i.top + i.bottom)]
        case .readableContent?:
            let i = owner.layoutMargins
            values = [i.top, -(i.top + i.bottom), readableWidth, -(i.left + i.right), -(i.left + i.right), (i.left - i.right) / 2]
        case .keyboard?:
            let inset = owner.keyboardInset
            values = [0, -inset, 0, inset]
        case .scrollFrame?:
            values = [owner.bounds.minX, owner.bounds.minY, 0, 0]
        case .scrollContent?, nil:
            return
        }
        for (c, v) in zip(n.guideConstraints, values) where c.constant != v {
            c.constant = v
            shiftConstant(of: c)
        }
    }

    // MARK: Holding constraints

    /// Adds a constraint UIKit makes itself (autoresizing, content size, guides) to an item's list.
    private func addSystem(_ c: NSLayoutConstraint, to n: LayoutNode, _ list: ReferenceWritableKeyPath<LayoutNode, [NSLayoutConstraint]>) {
        c.engine = self
        n[keyPath: list].append(c)
        add(c)
    }

    private func local(_ view: UIView, _ a: NSLayoutConstraint.Attribute, _ value: CGFloat, _ name: String) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(first: AnchorSpec(item: view, attribute: a), relation: .equal, second: nil, multiplier: 1, constant: value)
        c.isLocal = true
        c.identifier = name
        return c
    }

    private func add(_ c: NSLayoutConstraint) {
        guard let (expression, items) = linearExpression(of: c) else { return }
        let relation: Relation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        let strength = Strength(c.priority.rawValue)
        do {
            let id = try solver.add(Constraint(expression, relation, strength: strength))
            held[ObjectIdentifier(c)] = Held(constraint: c, id: id, constant: c.constant)
            if c.firstAttribute.isBaseline || c.secondAttribute.isBaseline { baselineConstraints[ObjectIdentifier(c)] = c }
            for item in items { node(for: item).constraints[ObjectIdentifier(c)] = c }
        } catch .unsatisfiable(let conflicts) {
            breakConstraint(c, conflicting: conflicts)
        } catch {
            LayoutDiagnostics.report("Unable to install constraint \(c): \(error)")
        }
    }

    /// Takes a constraint out of the solver; false when it was not held.
    @discardableResult
    private func release(_ c: NSLayoutConstraint) -> Bool {
        guard let entry = held.removeValue(forKey: ObjectIdentifier(c)) else { return false }
        solver.remove(entry.id)
        baselineConstraints[ObjectIdentifier(c)] = nil
        for item in c.first.items + (c.second?.items ?? []) {
            nodes[ObjectIdentifier(item)]?.constraints[ObjectIdentifier(c)] = nil
        }
        isDirty = true
        return true
    }

    private func shiftConstant(of c: NSLayoutConstraint) {
        guard var entry = held[ObjectIdentifier(c)] else { return }
        // The solver holds `first - m·second - constant`; the change moves its constant.
        let delta = Double(c.constant - entry.constant)
        guard delta != 0, let inSolver = solver.constraint(entry.id) else { return }
        entry.constant = c.constant
        held[ObjectIdentifier(c)] = entry
        isDirty = true
        do {
            try solver.setConstant(of: entry.id, to: inSolver.expression.constant - delta)
        } catch .unsatisfiable(let conflicts) {
            _ = release(c)
            breakConstraint(c, conflicting: conflicts)
        } catch {}
    }

    /// UIKit's recovery from a conflict: the report, then the constraint that could
    /// not be added (the last one, which keeps the choice the same on every run)
    /// is broken: it stays active but no longer takes part until a required
    /// constraint leaves or changes.
    private func breakConstraint(_ c: NSLayoutConstraint, conflicting ids: [ConstraintID]) {
        let others = held.values.filter { ids.contains($0.id) }.map(\.constraint).sorted { $0.serial < $1.serial }
        if !c.reportedConflict {
            c.reportedConflict = true
            LayoutDiagnostics.reportUnsatisfiable(others + [c], breaking: c)
        }
        // A measurement (`systemLayoutSizeFitting`) reports, but leaves the scene's engine alone.
        guard fittingRoot == nil else { conflictedWhileFitting = true; return }
        c.isBroken = true
        if !brokenConstraints.contains(where: { $0 === c }) { brokenConstraints.append(c) }
    }

    private func retryBroken() {
        guard !brokenConstraints.isEmpty else { return }
        for c in brokenConstraints { c.isBroken = false }
        pending.append(contentsOf: brokenConstraints)
        brokenConstraints.removeAll()
        isDirty = true
    }

    // MARK: Expressions

    /// The constraint as `first - multiplier·second - constant` in the coordinates
    /// of its items' closest common ancestor, and the items it names.
    private func linearExpression(of c: NSLayoutConstraint) -> (LinearExpression, [AnyObject])? {
        let container = c.isLocal ? nil : Self.commonContainer(c.first.items + (c.second?.items ?? []))
        if !c.isLocal && container == nil { return nil }
        guard let lhs = expression(c.first, in: container, local: c.isLocal) else { return nil }
        var e = lhs - Double(c.constant)
        if let second = c.second {
            guard let rhs = expression(second, in: container, local: c.isLocal) else { return nil }
            e = e - Double(c.multiplier) * rhs
        }
        return (e, c.first.items + (c.second?.items ?? []))
    }

    private func expression(_ spec: AnchorSpec, in container: UIView?, local: Bool) -> LinearExpression? {
        if let from = spec.offsetFrom, let to = spec.offsetTo {
            guard let a = expression(from, in: container, local: local), let b = expression(to, in: container, local: local) else { return nil }
            return b - a
        }
        guard let item = spec.item else { return nil }
        var target: AnyObject = item
        var attribute = spec.attribute
        if let view = item as? UIView, let plain = attribute.outsideMargins {
            target = view.layoutMarginsGuide
            attribute = plain
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = target as? UIView {
            let first = attribute == .firstBaseline
            let b = view.baselineView(first: first)
            let n = node(for: b)
            guard let top = position(of: b, .vertical, in: container, local: local && b === view) else { return nil }
            let (fraction, offset) = b.baselineOffset(first: first, wrapWidth: n.wrapWidth)
            return top + LinearExpression(n.h, Double(fraction)) + Double(offset)
        }
        guard let axis = attribute.axis else { return nil }
        let n = node(for: target)
        if attribute.isDimension { return LinearExpression(n.size(axis)) }
        var size = LinearExpression(n.size(axis))
        var start: LinearExpression
        if let scroll = target as? UIScrollView, scroll === container, !local {
            // A scroll view's edges are its content's (the content layout guide); its
            // centre is its frame's, as UIKit's.
            if attribute == .centerX || attribute == .centerY {
                let frame = node(for: scroll.frameLayoutGuide)
                start = LinearExpression(frame.position(axis)); size = LinearExpression(frame.size(axis))
            } else {
                start = LinearExpression(); size = LinearExpression(node(for: scroll.contentLayoutGuide).size(axis))
            }
        } else {
            guard let p = position(of: target, axis, in: container, local: local) else { return nil }
            start = p
        }
        switch attribute {
        case .left, .leading, .top: return start
        case .right, .trailing, .bottom: return start + size
        case .centerX, .centerY: return start + 0.5 * size
        default: return nil
        }
    }

    /// Where an item's leading edge on `axis` is in the container's bounds coordinates:
    /// its own position plus, for each view on the way up, that view's position
    /// less its bounds origin.
    private func position(of item: AnyObject, _ axis: NSLayoutConstraint.Axis, in container: UIView?, local: Bool) -> LinearExpression? {
        let n = node(for: item)
        var e = LinearExpression(n.position(axis))
        if local { return e }
        var next: UIView?
        if let view = item as? UIView {
            if view === container { return LinearExpression() }
            next = view.superview
        } else if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView else { return nil }
            if owner === container { return e }
            let o = node(for: owner)
            e = e + o.position(axis) - boundsOrigin(of: owner, o, axis)
            next = owner.superview
        }
        while let s = next, s !== container {
            let sn = node(for: s)
            e = e + sn.position(axis) - boundsOrigin(of: s, sn, axis)
            next = s.superview
        }
        return next === container ? e : nil
    }

    /// A view's bounds origin on an axis: a constant 0 for a view that keeps it at 0,
    /// else a variable pinned to it (a scroll view's content offset).
    private func boundsOrigin(of view: UIView, _ n: LayoutNode, _ axis: NSLayoutConstraint.Axis) -> LinearExpression {
        guard view is UIScrollView || view.bounds.origin != .zero else { return LinearExpression() }
        if n.boundsX == nil {
            n.boundsX = solver.makeVariable()
            n.boundsY = solver.makeVariable()
            view.layoutState.tracksBoundsOrigin = true
            refreshBoundsOrigin(view)
            for c in n.boundsPin { n.constraints[ObjectIdentifier(c)] = nil }
        }
        return LinearExpression(axis == .horizontal ? n.boundsX! : n.boundsY!)
    }

    /// A view's bounds origin moved (a scroll): constraints that reach across it, and its
    /// frame guide, follow at the next pass.
    func boundsOriginChanged(_ view: UIView) {
        refreshBoundsOrigin(view)
        isDirty = true
    }

    /// Pins the bounds-origin variables to the view's bounds origin.
    func refreshBoundsOrigin(_ view: UIView) {
        guard let n = nodes[ObjectIdentifier(view)], let bx = n.boundsX, let by = n.boundsY else { return }
        let o = view.bounds.origin
        if n.boundsPin.isEmpty {
            for (v, value, name) in [(bx, o.x, "boundsX"), (by, o.y, "boundsY")] {
                let c = BoundsOriginConstraint(first: AnchorSpec(item: view, attribute: .notAnAttribute), relation: .equal, second: nil,
                                               multiplier: 1, constant: value)
                c.identifier = "UIView-bounds-origin-" + name
                c.variable = v
                c.engine = self
                n.boundsPin.append(c)
                if let id = try? solver.add(Constraint(LinearExpression(v) - Double(value), .equal)) {
                    held[ObjectIdentifier(c)] = Held(constraint: c, id: id, constant: value)
                }
            }
            return
        }
        for (c, value) in zip(n.boundsPin, [o.x, o.y]) where c.constant != value {
            c.constant = value
            shiftConstant(of: c)
        }
        isDirty = true
    }

    // MARK: Finding containers

    /// The view whose bounds coordinates a constraint is written in: the closest
    /// common ancestor of the views (or guides' owning views) it names.
    static func commonContainer(_ items: [AnyObject]) -> UIView? {
        var container: UIView?
        for item in items {
            let view: UIView? = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            guard let view else { return nil }
            guard let current = container else { container = view; continue }
            if view.isDescendant(of: current) { continue }
            var ancestor: UIView? = current
            while let a = ancestor, !view.isDescendant(of: a) { ancestor = a.superview }
            guard let found = ancestor else { return nil }
            container = found
        }
        return container
    }

    /// Where an activated constraint is installed: its items' closest common ancestor.
    static func container(of c: NSLayoutConstraint) -> UIView? {
        commonContainer(c.first.items + (c.second?.items ?? []))
    }

    /// The active constraints that name an item, along an axis, from the view's engine.
    static func constraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis, from view: UIView) -> [NSLayoutConstraint] {
        guard let engine = existing(for: view) else { return [] }
        engine.update()
        return engine.constraintsNaming(item).filter { ($0.firstAttribute.axis ?? $0.secondAttribute.axis) == axis }
    }

    // MARK: Fitting

    /// What a measurement depends on besides constants and content: the subtree's views and
    /// where each hangs, the constraints inside it with their priorities, the target sizes that
    /// are wished for and how firmly, and the screen's scale. A view measured again with the same
    /// signature (a reused cell given new text) is measured in the engine kept from last time.
    struct FittingSignature: Equatable {
        var views: [ObjectIdentifier?] = []
        var constraints: [ObjectIdentifier] = []
        var priorities: [Float] = []
        var targets: [Float?] = []
        var scale: CGFloat = 1
    }

    /// A measuring engine kept by the view it measured, with what it was built from.
    final class KeptFitting {
        let engine: LayoutEngine
        let signature: FittingSignature
        init(engine: LayoutEngine, signature: FittingSignature) { self.engine = engine; self.signature = signature }
    }

    /// Set when a constraint could not be held during a measurement in a kept engine.
    private var conflictedWhileFitting = false
    /// A fitting engine's wishes for the target width and height.
    private var fittingWishes: [NSLayoutConstraint] = []

    /// The size of `view` from the constraints of its subtree alone, with its width and height
    /// wishing for `target` at the given priorities (UIKit's `systemLayoutSizeFitting`).
    ///
    /// The first measurement builds an engine over the subtree; the view keeps it, and a
    /// measurement with the same views, constraints and priorities (a self-sizing cell reused
    /// for another row) only moves the constants, the target and the content sizes in it and
    /// re-solves from there, as UIKit measures a cell in its own engine. Labels are measured
    /// again from one line, as in a new engine; a conflict falls back to a new engine, so what
    /// is broken is what a first measurement breaks.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        view.updateConstraintsIfNeeded()
        var signature = FittingSignature()
        signature.scale = (view.window?.screen ?? UIScreen.main).scale
        var inside: [NSLayoutConstraint] = []
        var stack = [view]
        while let v = stack.popLast() {
            signature.views.append(ObjectIdentifier(v))
            signature.views.append(v === view ? nil : v.superview.map(ObjectIdentifier.init))
            for c in v.existingLayoutState?.constraints ?? [] where c.isActive && !c.isBroken {
                let isInside = c.first.items.allSatisfy { Self.isItem($0, inside: view) }
                    && (c.second?.items.allSatisfy { Self.isItem($0, inside: view) } ?? true)
                if isInside { inside.append(c) }
            }
            stack.append(contentsOf: v.subviews.reversed())
        }
        signature.constraints = inside.map(ObjectIdentifier.init)
        signature.priorities = inside.map(\.priority.rawValue)
        let wishes = [(target.width, horizontal), (target.height, vertical)]
        signature.targets = wishes.map { $0.0.isFinite ? fittingPriority($0.1).rawValue : nil }

        let state = view.layoutState
        if let kept = state.keptFitting, kept.signature == signature,
           let size = kept.engine.refit(view, target: target, inside: inside) {
            return size
        }
        let engine = LayoutEngine(fitting: view, scale: signature.scale)
        let root = engine.node(for: view)
        for ((value, priority), attribute) in zip(wishes, [NSLayoutConstraint.Attribute.width, .height]) where value.isFinite {
            let c = NSLayoutConstraint(first: AnchorSpec(item: view, attribute: attribute), relation: .equal, second: nil,
                                       multiplier: 1, constant: max(value, 0))
            c.identifier = "UIView-Fitting-" + (attribute == .width ? "Width" : "Height")
            c.priority = fittingPriority(priority)
            engine.addSystem(c, to: root, \.autoresizing)
            engine.fittingWishes.append(c)
        }
        for c in inside { engine.add(c) }
        engine.settleWrappingLabels()
        let size = engine.fittingSize() ?? view.bounds.size
        engine.detachOwnConstraints()
        // An engine whose constraints reach across a bounds origin pinned to its value now
        // is not kept (rare in a measured subtree: a scroll view inside a cell).
        let keepable = !engine.nodeOrder.contains { $0.boundsX != nil } && inside.allSatisfy { engine.held[ObjectIdentifier($0)] != nil }
        state.keptFitting = keepable ? KeptFitting(engine: engine, signature: signature) : nil
        return size
    }

    private static func fittingPriority(_ p: UILayoutPriority) -> UILayoutPriority { UILayoutPriority(min(max(p.rawValue, 1), 1000)) }

    private static func isItem(_ item: AnyObject, inside view: UIView) -> Bool {
        ((item as? UIView) ?? (item as? UILayoutGuide)?.owningView)?.isDescendant(of: view) ?? false
    }

    /// The constraints the engine made itself no longer tell it of changes (it is not a scene's:
    /// nothing would take them).
    private func detachOwnConstraints() {
        for entry in held.values where entry.constraint.engine === self { entry.constraint.engine = nil }
    }

    /// Measures `root` again in this kept fitting engine: the target, the constraints' constants,
    /// the items' own constraints (content sizes, labels from one line), the system guides and
    /// the baselines are brought up to date and re-solved. Nil when a constraint could not hold
    /// (the caller measures in a new engine).
    private func refit(_ root: UIView, target: CGSize, inside: [NSLayoutConstraint]) -> CGSize? {
        guard nodes[ObjectIdentifier(root)] != nil, inside.allSatisfy({ held[ObjectIdentifier($0)] != nil }) else { return nil }
        conflictedWhileFitting = false
        for c in fittingWishes {
            let value = c.firstAttribute == .width ? target.width : target.height
            c.constant = max(value, 0)
            shiftConstant(of: c)
        }
        for c in inside { shiftConstant(of: c) }
        for n in nodeOrder {
            guard let view = n.view else { continue }
            if view is UILabel { n.wrapWidth = nil }
            refreshOwnConstraints(view, n)
        }
        refreshGuides()
        for c in baselineConstraints.values.sorted(by: { $0.serial < $1.serial }) where release(c) { add(c) }
        settleWrappingLabels()
        detachOwnConstraints()
        guard !conflictedWhileFitting else { return nil }
        return fittingSize()
    }
}

/// The pin of a view's bounds origin, for constraints that cross it.
final class BoundsOriginConstraint: NSLayoutConstraint {
    var variable: Variable?
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a first or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// A margin attribute's edge of the margins guide (`leadingMargin` → `leading`), nil for others.
    var outsideMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
