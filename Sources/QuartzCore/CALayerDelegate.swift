import CoreGraphics
import VirtualTime

/// Core Animation's `CALayerDelegate`: what a layer asks for its content, its
/// layout and its actions. A view is its layer's delegate; any object can be a
/// layer's. Every method has a default, as Core Animation's optional methods.
/// Its methods run on the main actor, where ScrollReel draws and lays out layers,
/// so that a view or a view controller can be a layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Makes the layer's content; the default draws it with `draw(_:in:)` (the layer's `draw(in:)`).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's bounds coordinates; the default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: nil to go on looking (the layer's `actions`, then its class),
    /// `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Draws the layer with `draw(in:)`, as Core Animation does without a `display(_:)` of the delegate's.
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Nil: the layer goes on looking for an action.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// Core Animation's `CAAction`: what runs when a layer's property changes (an
/// animation is one; `NSNull` is the action that does nothing).
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the action that stops the search for one.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The view whose geometry a layer is: the layer tells it what UIKit's view must
/// know and asks it for what only the view draws.
@preconcurrency @MainActor
package protocol LayerOwner: AnyObject, Sendable {
    /// `key` of the layer is about to change (inside `UIView.animate` the view animates it). Whether the
    /// view took the change (a view's layer never animates implicitly).
    func layerWillChange(_ key: LayerKey)
    /// The layer's size changed (the view lays out and autoresizes its subviews).
    func layerDidChangeBoundsSize(from old: CGSize)
    /// The layer was hidden or shown.
    func layerDidChangeHidden()
    /// Someone asked the layer for layout.
    func layerNeedsLayout()
    /// Someone asked the layer to display.
    func layerNeedsDisplay()
    /// Draws the view's own content (its `draw(_:)`, or a built-in view's drawing), in its bounds.
    func drawContent(in context: any GraphicsContext)
    /// Draws what a view shows over its subviews (a scroll view's indicators), in its bounds.
    func drawOverSublayers(in context: any GraphicsContext)
    /// `layer.removeAllAnimations()` stopped these view animations.
    func layerDidRemoveViewAnimations(_ animations: [any AdditiveAnimation])
    /// Whether this is a window's layer (the root of what is on screen).
    var isWindowLayer: Bool { get }
    /// The clock of the scene the view is shown in (its window's).
    var sceneClock: SceneClock? { get }
}
