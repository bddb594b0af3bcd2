/// UIKit's `UILayoutGuide`: a rectangle in a view's coordinate system that takes
/// part in Auto Layout like a view, without being drawn or getting touches (the
/// space between two views, a column to centre things in).
///
/// A view's own guides (`safeAreaLayoutGuide`, `layoutMarginsGuide`,
/// `readableContentGuide`, `keyboardLayoutGuide`, a scroll view's
/// `contentLayoutGuide` and `frameLayoutGuide`) are placed by UIKit; the guides you
/// add with `addLayoutGuide(_:)` are placed by your constraints.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide (set by `addLayoutGuide(_:)`), in whose coordinate system
    /// the guide's frame is.
    open internal(set) weak var owningView: UIView?
    /// A name for the guide, shown in descriptions and conflict reports.
    open var identifier: String = ""
    /// The order guides were made in: their stand-in for an address in reports.
    let serial = LayoutDiagnostics.nextSerial()
    /// Which of a view's own guides this is (nil for one added with `addLayoutGuide(_:)`).
    var system: SystemGuide?
    /// The scene engine that holds the guide's variables.
    weak var engine: LayoutEngine?

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public override init() { super.init() }

    /// The guide's rectangle in its owning view's coordinate system, as the last layout pass
    /// solved it (zero before it was laid out, as in UIKit).
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        return LayoutEngine.existing(for: owner)?.layoutFrame(of: self) ?? fallbackFrame(in: owner)
    }

    /// What a system guide is before any constraint uses it: the rectangle UIKit gives it.
    private func fallbackFrame(in owner: UIView) -> CGRect {
        guard let system else { return .zero }
        return system.rect(in: owner)
    }

    /// The guide's leading edge (its left, in a left-to-right layout).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge (its right, in a left-to-right layout).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// The constraints that affect the guide's layout along `axis`: the active constraints that
    /// name it.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let owner = owningView else { return [] }
        return LayoutEngine.constraintsAffecting(self, axis: axis, from: owner)
    }

    /// Whether the constraints leave the guide's frame undetermined (it could be elsewhere
    /// without any constraint holding less well).
    open var hasAmbiguousLayout: Bool {
        guard let owner = owningView else { return false }
        return LayoutEngine.existing(for: owner)?.isAmbiguous(self) ?? false
    }

    /// `<UILayoutGuide: 0x…; identifier = …; layoutFrame = …>`, numbered in creation order.
    open override var description: String {
        MainActor.assumeIsolated { "<\(LayoutDiagnostics.typeName(self)): \(LayoutDiagnostics.address(serial)) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = \(LayoutDiagnostics.describe(owningView))>" }
    }
}

/// The guides UIKit places itself, and the rectangle each stands for in its owner.
enum SystemGuide {
    case safeArea, margins, readableContent, keyboard, scrollContent, scrollFrame

    var identifier: String {
        switch self {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        }
    }

    /// The guide's rectangle in the owner's bounds coordinates, from the owner's
    /// current geometry (the content guide's is the content size).
    @MainActor func rect(in owner: UIView) -> CGRect {
        let b = CGRect(origin: .zero, size: owner.bounds.size)
        switch self {
        case .safeArea: return b.inset(by: owner.safeAreaInsets)
        case .margins: return b.inset(by: owner.layoutMargins)
        case .readableContent:
            let m = b.inset(by: owner.layoutMargins)
            let w = min(m.width, readableWidth)
            return CGRect(x: m.midX - w / 2, y: m.minY, width: w, height: m.height)
        case .keyboard:
            let top = owner.bounds.height - owner.keyboardInset
            return CGRect(x: 0, y: top, width: b.width, height: owner.bounds.height - top)
        case .scrollContent:
            return CGRect(origin: .zero, size: (owner as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame:
            return owner.bounds
        }
    }
}

/// The widest a readable column is at the default text size: UIKit's readable
/// content guide on an iPad at the Large content size category (the default)
/// measures 672 pt.
let readableWidth: CGFloat = 672

/// UIKit's `NSDirectionalRectEdge`: edges named by reading direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits, with UIKit's values.
    public let rawValue: UInt
    /// Edges from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// UIKit's `UITrackingLayoutGuide`: a guide that switches sets of constraints on
/// and off as it nears or leaves the edges of its view.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearSets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awaySets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// The edges the guide is near now. ScrollReel has no keyboard: a keyboard guide sits along
    /// the bottom, leading and trailing edges.
    var nearEdges: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// Constraints active while the guide is near `edge` (and inactive otherwise).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearSets.removeAll { $0.edge == edge }
        nearSets.append((edge, constraints))
        refreshTrackedConstraints()
    }

    /// Constraints active while the guide is away from `edge` (and inactive otherwise).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        awaySets.removeAll { $0.edge == edge }
        awaySets.append((edge, constraints))
        refreshTrackedConstraints()
    }

    /// The constraints set to be active near `edge`.
    open func constraintsActiveWhenNear(_ edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearSets.first { $0.edge == edge }?.constraints ?? []
    }

    /// The constraints set to be active away from `edge`.
    open func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awaySets.first { $0.edge == edge }?.constraints ?? []
    }

    /// Stops tracking every set (and deactivates them).
    open func removeAllTrackedConstraints() {
        NSLayoutConstraint.deactivate(nearSets.flatMap(\.constraints) + awaySets.flatMap(\.constraints))
        nearSets.removeAll()
        awaySets.removeAll()
    }

    func refreshTrackedConstraints() {
        guard owningView != nil else { return }
        for set in nearSets { NSLayoutConstraint.activate(nearEdges.isSuperset(of: set.edge) ? set.constraints : []) }
        for set in nearSets where !nearEdges.isSuperset(of: set.edge) { NSLayoutConstraint.deactivate(set.constraints) }
        for set in awaySets {
            if nearEdges.isDisjoint(with: set.edge) { NSLayoutConstraint.activate(set.constraints) } else { NSLayoutConstraint.deactivate(set.constraints) }
        }
    }
}

/// UIKit's `UIKeyboardLayoutGuide` (`view.keyboardLayoutGuide`): where the keyboard is.
/// ScrollReel never shows a keyboard, so the guide is the keyboard hidden: its top is
/// the bottom of the safe area (the bottom of the view when `usesBottomSafeArea` is
/// false) and it runs to the view's bottom, full width.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard; accepted (there is no keyboard).
    open var followsUndockedKeyboard = false
    /// Whether the hidden keyboard's guide stops at the bottom of the safe area (true, the
    /// default) or reaches the view's bottom.
    open var usesBottomSafeArea = true {
        didSet { if let owningView { LayoutEngine.existing(for: owningView)?.systemGuidesChanged(owningView) } }
    }
    /// The space kept above the keyboard when dismissing it interactively; accepted.
    open var keyboardDismissPadding: CGFloat = 0
}
