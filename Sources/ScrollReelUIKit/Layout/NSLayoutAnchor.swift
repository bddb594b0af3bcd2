/// UIKit's `NSLayoutAnchor`: an attribute of a view or layout guide that makes
/// constraints with another anchor of its kind. The subclasses keep the kinds
/// apart at compile time: x-axis anchors relate to x-axis anchors, y to y, and
/// dimensions to dimensions (and to constants).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let spec: AnchorSpec

    init(_ spec: AnchorSpec) {
        self.spec = spec
        super.init()
    }

    convenience init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.init(AnchorSpec(item: item, attribute: attribute))
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: AnchorSpec?, multiplier: CGFloat = 1,
              constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: spec, relation: relation, second: other, multiplier: multiplier, constant: constant)
    }

    /// A constraint that this anchor equals `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor.spec)
    }
    /// A constraint that this anchor is at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.spec)
    }
    /// A constraint that this anchor is at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.spec)
    }
    /// A constraint that this anchor equals `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor.spec, constant: c)
    }
    /// A constraint that this anchor is at least `anchor` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.spec, constant: c)
    }
    /// A constraint that this anchor is at most `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.spec, constant: c)
    }

    /// A description such as `UILabel:0x1.leading`.
    open override var description: String { MainActor.assumeIsolated { spec.describe() } }
}

/// The standard space between two sibling views, which `equalToSystemSpacingAfter:` and
/// `…Below:` multiply: 8 pt, UIKit's standard spacing between views.
let systemSpacing: CGFloat = 8

/// UIKit's `NSLayoutXAxisAnchor`: a left, right, leading, trailing or centre-x anchor.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension that can be constrained.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(AnchorSpec(from: spec, to: otherAnchor.spec))
    }
    /// A constraint that this anchor is the system spacing (8 pt) × `multiplier` after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor.spec, constant: systemSpacing * multiplier)
    }
    /// A constraint that this anchor is at least the system spacing × `multiplier` after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.spec, constant: systemSpacing * multiplier)
    }
    /// A constraint that this anchor is at most the system spacing × `multiplier` after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.spec, constant: systemSpacing * multiplier)
    }
}

/// UIKit's `NSLayoutYAxisAnchor`: a top, bottom, centre-y or baseline anchor.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension that can be constrained.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(AnchorSpec(from: spec, to: otherAnchor.spec))
    }
    /// A constraint that this anchor is the system spacing (8 pt) × `multiplier` below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor.spec, constant: systemSpacing * multiplier)
    }
    /// A constraint that this anchor is at least the system spacing × `multiplier` below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.spec, constant: systemSpacing * multiplier)
    }
    /// A constraint that this anchor is at most the system spacing × `multiplier` below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.spec, constant: systemSpacing * multiplier)
    }
}

/// UIKit's `NSLayoutDimension`: a width or height anchor (or the distance between two
/// anchors), which relates to other dimensions with a multiplier and to constants.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint that this dimension equals `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// A constraint that this dimension is at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// A constraint that this dimension is at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// A constraint that this dimension equals `anchor` × `m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor.spec, multiplier: m)
    }
    /// A constraint that this dimension is at least `anchor` × `m`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.spec, multiplier: m)
    }
    /// A constraint that this dimension is at most `anchor` × `m`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.spec, multiplier: m)
    }
    /// A constraint that this dimension equals `anchor` × `m` + `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor.spec, multiplier: m, constant: c)
    }
    /// A constraint that this dimension is at least `anchor` × `m` + `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.spec, multiplier: m, constant: c)
    }
    /// A constraint that this dimension is at most `anchor` × `m` + `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.spec, multiplier: m, constant: c)
    }
}
