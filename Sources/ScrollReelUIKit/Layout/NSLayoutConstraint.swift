/// UIKit's `NSLayoutConstraint`: a linear relation between two attributes of
/// views or layout guides, `first.attribute₁ (=, ≤, ≥) multiplier × second.attribute₂ + constant`,
/// which Auto Layout keeps as well as its priority allows.
///
/// Activating a constraint (`isActive = true`, `activate(_:)`) installs it on the
/// closest common ancestor of its items; the next layout pass hands it to the
/// scene's constraint solver (Cassowary, in the `ConstraintSolver` module), and
/// each view's superview takes the view's frame from the solution in its
/// `layoutSubviews()`. Changing `constant` re-solves from the current solution.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// UIKit's `NSLayoutConstraint.Relation`, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        /// The first attribute is at most the second's.
        case lessThanOrEqual = -1
        /// The first attribute equals the second's.
        case equal = 0
        /// The first attribute is at least the second's.
        case greaterThanOrEqual = 1
    }

    /// UIKit's `NSLayoutConstraint.Attribute`, with UIKit's raw values. Leading and
    /// trailing are left and right: ScrollReel lays out left to right.
    public enum Attribute: Int, Sendable {
        /// The left edge of the alignment rectangle.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (the left, in a left-to-right layout).
        case leading = 5
        /// The trailing edge (the right, in a left-to-right layout).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The centre along the x axis.
        case centerX = 9
        /// The centre along the y axis.
        case centerY = 10
        /// The baseline of the last line of text (the bottom, for a view without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom, for a view without text).
        case firstBaseline = 12
        /// The left edge inset by the view's left layout margin.
        case leftMargin = 13
        /// The right edge inset by the right layout margin.
        case rightMargin = 14
        /// The top edge inset by the top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin = 18
        /// The centre along the x axis between the left and right margins.
        case centerXWithinMargins = 19
        /// The centre along the y axis between the top and bottom margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint on a constant (`width == 100`).
        case notAnAttribute = 0

        /// Which axis the attribute lies on (nil for `notAnAttribute`).
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                 .centerYWithinMargins: .vertical
            case .notAnAttribute: nil
            }
        }
        /// Width and height: sizes, which may equal a constant; the others are locations.
        var isDimension: Bool { self == .width || self == .height }
        var isLeadingTrailing: Bool {
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
        }
        var isLeftRight: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
    }

    /// UIKit's `NSLayoutConstraint.Axis`: horizontal or vertical, as content hugging,
    /// compression resistance and stack views take it.
    public enum Axis: Int, Sendable {
        /// Along the x axis.
        case horizontal = 0
        /// Along the y axis.
        case vertical = 1
    }

    /// The first side of the relation (what `firstItem` and `firstAttribute` name).
    let first: AnchorSpec
    /// The second side, nil for a constraint on a constant.
    let second: AnchorSpec?

    /// The item whose attribute the constraint sets: a view or a layout guide.
    open var firstItem: AnyObject? { first.item }
    /// The item related to, or nil for a constraint on a constant.
    open var secondItem: AnyObject? { second?.item }
    /// The first item's attribute.
    open var firstAttribute: Attribute { first.attribute }
    /// The second item's attribute (`notAnAttribute` for a constraint on a constant).
    open var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    /// The first anchor of the constraint.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(first) }
    /// The second anchor of the constraint, or nil for a constraint on a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor<AnyObject>($0) } }
    /// How the first attribute relates to the second.
    public let relation: Relation
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// The constant added to the second attribute. Changing it on an active constraint re-solves
    /// the layout at the next layout pass, from the current solution. A value that is not finite
    /// is refused, with UIKit's message on standard error.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.report("NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(newValue) firstAnchor:\(first.describe()) secondAnchor:\(second?.describe() ?? "(null)")")
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            engine?.constantChanged(self)
        }
    }
    private var storedConstant: CGFloat

    /// How much the constraint matters, 1 to 1000 (`required`, the default). As in UIKit, a
    /// required constraint that is active cannot become optional or the reverse: that change is
    /// refused with a message. Priorities outside 1...1000 are clamped.
    open var priority: UILayoutPriority = .required {
        didSet {
            let clamped = UILayoutPriority(min(max(priority.rawValue.isNaN ? 1000 : priority.rawValue, 1), 1000))
            if clamped != priority { priority = clamped; return }
            guard priority != oldValue else { return }
            if isActive, (priority == .required) != (oldValue == .required) {
                LayoutDiagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
                priority = oldValue
                return
            }
            engine?.priorityChanged(self)
        }
    }

    /// A name for the constraint, shown in its description and in UIKit's conflict reports.
    open var identifier: String?
    /// Accepted: there are no nibs to archive to.
    open var shouldBeArchived = false

    /// The view the constraint is installed on (its items' closest common ancestor) while active.
    weak var installedOn: UIView?
    /// The solver holding the constraint, and its handle there.
    weak var engine: LayoutEngine?
    /// Set when the engine broke the constraint to recover from a conflict: it stays active
    /// but is not held, as UIKit's.
    var isBroken = false
    /// The order constraints were made in: their deterministic stand-in for an address.
    let serial: Int
    /// A constraint UIKit makes for an item itself (autoresizing, a guide's place): its
    /// locations are the item's own position in its superview (or owning view).
    var isLocal = false
    /// Whether a conflict it broke in has been reported (once is enough).
    var reportedConflict = false

    /// Whether the constraint takes part in layout. Activating installs it on the closest common
    /// ancestor of its items (UIKit raises an exception when they have none: so does ScrollReel,
    /// with UIKit's message); deactivating removes it.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { activateConstraint() } else { installedOn?.removeConstraint(self) }
        }
    }

    init(first: AnchorSpec, relation: Relation, second: AnchorSpec?, multiplier: CGFloat, constant: CGFloat) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.storedConstant = constant.isFinite ? constant : 0
        self.serial = LayoutDiagnostics.nextSerial()
        super.init()
        if !multiplier.isFinite || !constant.isFinite {
            LayoutDiagnostics.report("NSLayoutConstraint \(multiplier.isFinite ? "constant" : "multiplier") is not finite!  That's illegal.  \(multiplier.isFinite ? "constant:\(constant)" : "multiplier:\(multiplier)") firstAnchor:\(first.describe()) secondAnchor:\(second?.describe() ?? "(null)")")
        }
    }

    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: `view1.attr1
    /// (relation) view2.attr2 × multiplier + c`. As in UIKit, a location attribute needs a second
    /// item, the two attributes must lie on one axis and be of one kind (sizes with sizes,
    /// locations with locations, leading/trailing not with left/right), and the items must be views
    /// or layout guides: otherwise the call stops the program with UIKit's message.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let item1 = Self.layoutItem(view1)
        let item2 = view2.map(Self.layoutItem)
        Self.validate(attr1, item2 == nil ? .notAnAttribute : attr2, hasSecondItem: item2 != nil, multiplier: multiplier)
        self.init(first: AnchorSpec(item: item1, attribute: attr1), relation: relation,
                  second: item2.map { AnchorSpec(item: $0, attribute: attr2) }, multiplier: multiplier, constant: c)
    }

    /// An empty constraint, as `NSLayoutConstraint()` makes one on iOS: no items, no attributes,
    /// `== 0`. Code keeps one as a placeholder to replace later; activating it stops the program
    /// (its items have no common ancestor), as UIKit raises.
    public override convenience init() {
        self.init(first: AnchorSpec(item: nil, attribute: .notAnAttribute), relation: .equal, second: nil,
                  multiplier: 1, constant: 0)
    }

    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`: the constraints an ASCII-art
    /// format describes, such as `"H:|-[title]-(>=8)-[badge(24)]-|"` (Auto Layout's Visual Format
    /// Language; ``NSLayoutConstraint/FormatOptions`` align the views across the format's axis).
    /// They are returned inactive, for `activate(_:)` or `addConstraints(_:)`.
    ///
    /// Names are looked up in `views` (which must hold `UIView`s) and `metrics` (numbers). `-` is
    /// the standard space: 8 points between two views, 20 between a view and its superview's edge
    /// (`|`), which the view must already have. A format UIKit refuses raises UIKit's
    /// `NSInvalidArgumentException` on one line, with the format and the character where reading
    /// stopped (`Unable to parse constraint format: badge is not a key in the views dictionary.
    /// Format "H:[title]-[badge]", at character 12.`): the scene playing stops with it, and no
    /// constraint is made.
    open class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        VisualFormat.constraints(format, options: opts, metrics: metrics, views: views)
    }

    private static func layoutItem(_ item: Any) -> AnyObject {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide }
        fatalError("NSLayoutConstraint for \(item): Constraint items must each be a view or layout guide.")
    }

    private static func validate(_ a1: Attribute, _ a2: Attribute, hasSecondItem: Bool, multiplier: CGFloat) {
        if a1 == .notAnAttribute {
            fatalError("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Unknown layout attribute")
        }
        if !a1.isDimension && (!hasSecondItem || a2 == .notAnAttribute || multiplier == 0) {
            fatalError("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        }
        guard hasSecondItem, a2 != .notAnAttribute else { return }
        if a1.axis != a2.axis || a1.isDimension != a2.isDimension {
            fatalError("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes.")
        }
        if (a1.isLeadingTrailing && a2.isLeftRight) || (a1.isLeftRight && a2.isLeadingTrailing) {
            fatalError("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        }
    }

    /// Activates each constraint (see `isActive`).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private func activateConstraint() {
        guard installedOn == nil else { return }
        guard let container = LayoutEngine.container(of: self) else {
            fatalError("Unable to activate constraint with anchors \(first.describe()) and \(second?.describe() ?? "(null)") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        }
        container.addConstraint(self)
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… 'identifier' UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`,
    /// with addresses numbered in the order things were made, so that reports are the same on
    /// every run.
    open override var description: String {
        MainActor.assumeIsolated {
            "<\(LayoutDiagnostics.typeName(self)):\(LayoutDiagnostics.address(serial))\(identifier.map { " '\($0)'" } ?? "") \(equation)   (\(isActive || engine != nil ? "active" : "inactive"))>"
        }
    }

    /// The relation as UIKit writes it in a description.
    var equation: String {
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = ""
        if let second {
            rhs = second.describe()
            if multiplier != 1 { rhs = "\(LayoutDiagnostics.number(multiplier))*\(rhs)" }
            if constant != 0 { rhs += constant < 0 ? " - \(LayoutDiagnostics.number(-constant))" : " + \(LayoutDiagnostics.number(constant))" }
        } else {
            rhs = LayoutDiagnostics.number(constant)
        }
        let p = priority == .required ? "" : " priority:\(LayoutDiagnostics.number(CGFloat(priority.rawValue)))"
        return "\(first.describe()) \(op) \(rhs)\(p)"
    }
}

/// UIKit's private `NSAutoresizingMaskLayoutConstraint`: what a view that
/// translates its autoresizing mask into constraints gets, one per edge or size,
/// reported under this name in conflicts.
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {}

/// UIKit's private `NSContentSizeLayoutConstraint`: a view's intrinsic content size,
/// `size ≥ intrinsic` at its compression resistance or `size ≤ intrinsic` at its
/// content hugging priority.
final class NSContentSizeLayoutConstraint: NSLayoutConstraint {}

/// One side of a constraint: an attribute of an item, or the distance between two
/// anchors (`anchorWithOffset(to:)`).
@preconcurrency @MainActor
final class AnchorSpec {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    /// For an offset dimension: from this anchor to `offsetTo`.
    let offsetFrom: AnchorSpec?
    let offsetTo: AnchorSpec?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item; self.attribute = attribute; offsetFrom = nil; offsetTo = nil
    }
    init(from: AnchorSpec, to: AnchorSpec) {
        item = from.item; attribute = .notAnAttribute; offsetFrom = from; offsetTo = to
    }

    /// The items this side reads.
    var items: [AnyObject] {
        if let offsetFrom, let offsetTo { return offsetFrom.items + offsetTo.items }
        return item.map { [$0] } ?? []
    }

    func describe() -> String {
        if let offsetFrom, let offsetTo { return "(\(offsetTo.describe()) - \(offsetFrom.describe()))" }
        return "\(LayoutDiagnostics.describe(item)).\(LayoutDiagnostics.attributeName(attribute))"
    }
}
