/// The properties UIKit keeps on a view's `CALayer` that ScrollReel draws.
public final class CALayer {
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: UIColor = .black
    /// Same as the view's `clipsToBounds`.
    public var masksToBounds = false
    public var shadowColor: UIColor = .black
    public var shadowOpacity: Double = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: Double = 3
    /// The animations running on this layer, one track per property and animation.
    var tracks: [Track] = []
    init() {}
}

/// UIKit's `UIView`: a rectangle in a tree, with its own coordinate space.
///
/// As in UIKit, `frame` is derived from `center`, `bounds.size` and `transform`
/// (anchor point in the middle), and `bounds.origin` shifts the children: a scroll
/// view's `contentOffset` is its `bounds.origin`.
open class UIView {
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    // The animatable properties tell an animation block that they change (see
    // `UIView.animate(withDuration:…)`).
    public var center: CGPoint = .zero {
        willSet { AnimationTransaction.current?.willChange(self, .center) }
    }
    public var bounds: CGRect = .zero {
        willSet { AnimationTransaction.current?.willChange(self, .bounds) }
        didSet { if bounds.size != oldValue.size { setNeedsLayout() } }
    }
    public var transform: CGAffineTransform = .identity {
        willSet { AnimationTransaction.current?.willChange(self, .transform) }
    }
    public var alpha: Double = 1 {
        willSet { AnimationTransaction.current?.willChange(self, .alpha) }
    }
    public var isHidden = false
    public var backgroundColor: UIColor? {
        willSet { AnimationTransaction.current?.willChange(self, .backgroundColor) }
    }
    public var isUserInteractionEnabled = true
    public var tag = 0
    /// A name for tests and traces (UIKit's `accessibilityIdentifier`).
    public var accessibilityIdentifier: String?
    public let layer = CALayer()
    /// UIKit's `mask` view: only where its pixels are opaque is this view visible.
    public var mask: UIView?

    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    public var cornerRadius: Double {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    private var needsLayout = true

    public init(frame: CGRect = .zero) {
        self.frame = frame
    }

    // MARK: Geometry

    public var frame: CGRect {
        get {
            let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            let r = transform.isIdentity ? local : local.applying(transform)
            return r.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            // As UIKit: with a non-identity transform only the position is meaningful.
            if transform.isIdentity {
                bounds.size = newValue.size
            }
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// A point in this view's bounds coordinates, in its superview's coordinates.
    public func pointInSuperview(_ p: CGPoint) -> CGPoint {
        let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY)
        return local.applying(transform) + center
    }

    /// A point in the superview's coordinates, in this view's bounds coordinates.
    public func pointFromSuperview(_ p: CGPoint) -> CGPoint {
        let local = (p - center).applying(transform.inverted())
        return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }

    /// The point in the coordinates of the root of this view's tree.
    public func convertToRoot(_ p: CGPoint) -> CGPoint {
        var p = p
        var v: UIView = self
        while let s = v.superview { p = v.pointInSuperview(p); v = s }
        return p
    }

    public func convertFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView? = self
        while let c = v, c.superview != nil { chain.append(c); v = c.superview }
        return chain.reversed().reduce(p) { $1.pointFromSuperview($0) }
    }

    /// UIKit's `convert(_:to:)`; `nil` means the window (the root).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = convertToRoot(point)
        return view?.convertFromRoot(root) ?? root
    }

    /// UIKit's `convert(_:from:)`; `nil` means the window (the root).
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let root = view?.convertToRoot(point) ?? point
        return convertFromRoot(root)
    }

    /// UIKit's `convert(_:to:)` for a rectangle: the bounding box of its corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [CGPoint(rect.minX, rect.minY), CGPoint(rect.maxX, rect.minY),
                       CGPoint(rect.minX, rect.maxY), CGPoint(rect.maxX, rect.maxY)].map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let corners = [CGPoint(rect.minX, rect.minY), CGPoint(rect.maxX, rect.minY),
                       CGPoint(rect.minX, rect.maxY), CGPoint(rect.maxX, rect.maxY)].map { convert($0, from: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    // MARK: Hierarchy

    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.didMoveToWindowIfNeeded()
        setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToWindowIfNeeded()
        setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    public func removeFromSuperview() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        superview = nil
        s.setNeedsLayout()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }

    /// The window this view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let c = v { if let w = c as? UIWindow { return w }; v = c.superview }
        return nil
    }

    private func didMoveToWindowIfNeeded() {
        if window != nil { didMoveToWindow() }
    }

    /// Called when the view (or an ancestor) joins a window.
    open func didMoveToWindow() {
        for s in subviews { s.didMoveToWindow() }
    }

    /// Depth-first search for a view with the given identifier.
    public func view(withIdentifier id: String) -> UIView? {
        if accessibilityIdentifier == id { return self }
        for s in subviews { if let v = s.view(withIdentifier: id) { return v } }
        return nil
    }

    // MARK: Layout

    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view if it asked to be, then its subviews, as UIKit's layout pass.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Override to position subviews; called by the layout pass.
    open func layoutSubviews() {}

    /// The size that fits the content (UIKit's `sizeThatFits(_:)`); a plain view keeps its size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// UIKit's `sizeToFit`: asks `sizeThatFits` with the current size (a label
    /// with several lines wraps within its current width) and takes the answer.
    public func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        let f = frame
        frame = CGRect(x: f.minX, y: f.minY, width: s.width, height: s.height)
    }

    // MARK: Touches

    /// UIKit's `point(inside:with:)`.
    open func point(inside point: CGPoint) -> Bool { bounds.contains(point) }

    /// UIKit's `hitTest(_:with:)`: the deepest visible, interactive view under `point`
    /// (in this view's coordinates). Subclasses override it to forward touches, as
    /// the paging demo's touch-delegate view does.
    open func hitTest(_ point: CGPoint) -> UIView? {
        // (As UIKit: on model values; a view animating without `.allowUserInteraction` is skipped.)
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, !layer.blocksTouches, self.point(inside: point) else { return nil }
        for s in subviews.reversed() {
            if let hit = s.hitTest(s.pointFromSuperview(point)) { return hit }
        }
        return self
    }

    /// The touch callbacks a view receives when it is the hit view of a finger
    /// (`UIResponder`'s touchesBegan/Ended/Cancelled, one touch at a time).
    open func touchBegan(at point: CGPoint) {}
    open func touchMoved(to point: CGPoint) {}
    open func touchEnded(at point: CGPoint) {}
    /// The touch became a scroll: a view that highlights itself lets go here.
    open func touchCancelled() {}

    // MARK: Drawing

    /// Draws the view's own content (not its background, border or subviews, which
    /// the renderer draws) in its bounds coordinates.
    open func draw(in context: GraphicsContext) {}
}
