extension UIView {
    /// UIKit's `UIView.TintAdjustmentMode`, with UIKit's raw values: whether a view's `tintColor`
    /// is drawn as set or dimmed (as behind an alert).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` for a view without a superview).
        case automatic = 0
        /// `tintColor` is the tint as set.
        case normal = 1
        /// `tintColor` is the tint desaturated to grey.
        case dimmed = 2
    }

    /// The tint colour before dimming: the first one set on this view or up its superview chain,
    /// system blue when none is.
    var undimmedTintColor: UIColor {
        var v: UIView? = self
        while let current = v {
            if let tint = current.ownTintColor, !(tint is SystemTintColor) { return tint }
            v = current.superview
        }
        return .systemBlue
    }

    /// What decides the view's `tintColor`: the colour and whether it is dimmed.
    struct EffectiveTint: Equatable {
        var color: UIColor
        var mode: TintAdjustmentMode
    }

    var effectiveTint: EffectiveTint { EffectiveTint(color: undimmedTintColor, mode: tintAdjustmentMode) }

    /// Whether any view's tint colour or mode was ever set: until then every view's tint is the
    /// default, and moving a view need not walk up its new superview chain to compare tints (a
    /// deep tree is built in time linear in its depth).
    static var anyTintWasSet = false

    /// The view's effective tint, or nil while no tint was ever set anywhere.
    var effectiveTintIfEverSet: EffectiveTint? { UIView.anyTintWasSet ? effectiveTint : nil }

    /// Runs `change` (a set of this view's own tint colour or mode), then, when it changed what the
    /// view draws with, calls `tintColorDidChange()` down the views it reaches.
    func changeTint(_ change: () -> Void) {
        UIView.anyTintWasSet = true
        let before = effectiveTint
        change()
        let after = effectiveTint
        if after != before { dispatchTintColorDidChange(color: after.color != before.color, mode: after.mode != before.mode) }
    }

    /// Calls `tintColorDidChange()` on this view, then depth first, in subview order, on every
    /// subview that inherits what changed: a subview with its own tint colour is not reached by a
    /// change of colour, one with its own mode not by a change of mode (UIKit's order: the view,
    /// then its subtree).
    func dispatchTintColorDidChange(color: Bool = true, mode: Bool = true) {
        backgroundColorTintDidChange()
        effectiveTintDidChange()
        tintColorDidChange()
        for subview in subviews {
            let reachesColor = color && !subview.hasOwnTintColor
            let reachesMode = mode && subview.ownTintAdjustmentMode == .automatic
            if reachesColor || reachesMode { subview.dispatchTintColorDidChange(color: reachesColor, mode: reachesMode) }
        }
    }

    /// `color` as this view draws a tint: dimmed to grey while the view's `tintAdjustmentMode` is
    /// `.dimmed`, as UIKit dims every tinted colour of a control (a bar button's own tint, a
    /// switch's `onTintColor`); `UIColor.tintColor` is the view's own tint.
    func tintAdjusted(_ color: UIColor) -> UIColor {
        let shown = color is SystemTintColor ? undimmedTintColor : color
        return tintAdjustmentMode == .dimmed ? shown.dimmedTint : shown
    }

    /// Whether this view has a tint colour of its own; `UIColor.tintColor` set as one is the
    /// inherited tint.
    var hasOwnTintColor: Bool { ownTintColor.map { !($0 is SystemTintColor) } ?? false }
}

extension UIColor {
    /// The colour as a dimmed tint: UIKit's "desaturated, dimmed version of the view's original tint
    /// color" (UIView.TintAdjustmentMode.dimmed, Apple's documentation). Apple publishes no formula;
    /// here the grey of the colour's luma (ITU-R BT.601 weights), which is darker than the colour's
    /// brightness for any saturated tint (system blue becomes a 40 % grey), with its alpha kept.
    var dimmedTint: UIColor {
        let luma = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(white: luma, alpha: alpha)
    }
}
