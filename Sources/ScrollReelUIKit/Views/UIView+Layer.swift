import QuartzCore

// A view is its layer's delegate and owner: the layer holds the view's geometry
// and look, tells the view what UIKit must know when they change, and asks it for
// what only the view draws.

extension UIView: CALayerDelegate {}

extension UIView: LayerOwner {
    /// The layer's `key` is about to change: inside an animation block, the change is
    /// animated (UIKit's `action(for:forKey:)` answers with an animation there, and
    /// with none elsewhere: a view's own layer never animates implicitly).
    package func layerWillChange(_ key: LayerKey) {
        guard let transaction = AnimationTransaction.current else { return }
        let property: TrackProperty
        switch key {
        case .position: property = .center
        case .bounds: property = .bounds
        case .transform: property = .transform
        case .opacity: property = .alpha
        case .backgroundColor: property = .backgroundColor
        default: return
        }
        transaction.willChange(self, property)
    }

    /// A change of size asks for layout and moves the subviews by their autoresizing masks.
    package func layerDidChangeBoundsSize(from old: CGSize) {
        setNeedsLayout()
        if autoresizesSubviews { for s in subviews { s.autoresize(from: old, to: bounds.size) } }
        existingLayoutState?.frameChanged(self)
    }

    /// An arranged subview of a stack view that is hidden gives up its place.
    package func layerDidChangeHidden() { existingLayoutState?.arrangingStackView?.arrangedSubviewVisibilityChanged(self) }
    package func layerNeedsLayout() { setNeedsLayout() }
    package func layerNeedsDisplay() {}

    package func drawContent(in context: any GraphicsContext) { draw(in: context) }

    package func layerDidRemoveViewAnimations(_ animations: [any AdditiveAnimation]) {
        let stopped = animations.compactMap { $0 as? ViewAnimation }
        for a in stopped { a.interrupt() }
        for a in stopped { a.finishIfEmpty() }
    }

    package var isWindowLayer: Bool { self is UIWindow }
    package var sceneClock: SceneClock? { window?.clock }
}

extension CALayer {
    /// Whether an animation running here keeps touches away (it lacks `.allowUserInteraction`).
    @MainActor var blocksTouches: Bool { tracks.contains { !$0.animation.allowsUserInteraction } }
}
