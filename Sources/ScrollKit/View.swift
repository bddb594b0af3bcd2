/// The properties UIKit keeps on a view's `CALayer` that ScrollReel draws.
public final class Layer {
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    /// Same as the view's `clipsToBounds`.
    public var masksToBounds = false
    public var shadowColor: Color = .black
    public var shadowOpacity: Double = 0
    public var shadowOffset = Size(width: 0, height: -3)
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
open class View {
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []

    // The animatable properties tell an animation block that they change (see
    // `View.animate(withDuration:…)`).
    public var center: Point = .zero {
        willSet { AnimationTransaction.current?.willChange(self, .center) }
    }
    public var bounds: Rect = .zero {
        willSet { AnimationTransaction.current?.willChange(self, .bounds) }
        didSet { if bounds.size != oldValue.size { setNeedsLayout() } }
    }
    public var transform: AffineTransform = .identity {
        willSet { AnimationTransaction.current?.willChange(self, .transform) }
    }
    public var alpha: Double = 1 {
        willSet { AnimationTransaction.current?.willChange(self, .alpha) }
    }
    public var isHidden = false
    public var backgroundColor: Color? {
        willSet { AnimationTransaction.current?.willChange(self, .backgroundColor) }
    }
    public var isUserInteractionEnabled = true
    public var tag = 0
    /// A name for tests and traces (UIKit's `accessibilityIdentifier`).
    public var accessibilityIdentifier: String?
    public let layer = Layer()
    /// UIKit's `mask` view: only where its pixels are opaque is this view visible.
    public var mask: View?

    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    public var cornerRadius: Double {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    private var needsLayout = true

    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    // MARK: Geometry

    public var frame: Rect {
        get {
            let local = Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            let r = transform.isIdentity ? local : transform.apply(local)
            return r.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            // As UIKit: with a non-identity transform only the position is meaningful.
            if transform.isIdentity {
                bounds.size = newValue.size
            }
            center = Point(x: newValue.midX, y: newValue.midY)
        }
    }

    /// A point in this view's bounds coordinates, in its superview's coordinates.
    public func pointInSuperview(_ p: Point) -> Point {
        let local = Point(x: p.x - bounds.midX, y: p.y - bounds.midY)
        return transform.apply(local) + center
    }

    /// A point in the superview's coordinates, in this view's bounds coordinates.
    public func pointFromSuperview(_ p: Point) -> Point {
        let local = transform.inverted().apply(p - center)
        return Point(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }

    /// The point in the coordinates of the root of this view's tree.
    public func convertToRoot(_ p: Point) -> Point {
        var p = p
        var v: View = self
        while let s = v.superview { p = v.pointInSuperview(p); v = s }
        return p
    }

    public func convertFromRoot(_ p: Point) -> Point {
        var chain: [View] = []
        var v: View? = self
        while let c = v, c.superview != nil { chain.append(c); v = c.superview }
        return chain.reversed().reduce(p) { $1.pointFromSuperview($0) }
    }

    /// UIKit's `convert(_:to:)`; `nil` means the window (the root).
    public func convert(_ point: Point, to view: View?) -> Point {
        let root = convertToRoot(point)
        return view?.convertFromRoot(root) ?? root
    }

    /// UIKit's `convert(_:from:)`; `nil` means the window (the root).
    public func convert(_ point: Point, from view: View?) -> Point {
        let root = view?.convertToRoot(point) ?? point
        return convertFromRoot(root)
    }

    /// UIKit's `convert(_:to:)` for a rectangle: the bounding box of its corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                       Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)].map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                       Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)].map { convert($0, from: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    // MARK: Hierarchy

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.didMoveToWindowIfNeeded()
        setNeedsLayout()
    }

    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToWindowIfNeeded()
        setNeedsLayout()
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    public func removeFromSuperview() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        superview = nil
        s.setNeedsLayout()
    }

    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }

    /// The window this view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let c = v { if let w = c as? Window { return w }; v = c.superview }
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
    public func view(withIdentifier id: String) -> View? {
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
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// UIKit's `sizeToFit`: asks `sizeThatFits` with the current size (a label
    /// with several lines wraps within its current width) and takes the answer.
    public func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        let f = frame
        frame = Rect(x: f.minX, y: f.minY, width: s.width, height: s.height)
    }

    // MARK: Touches

    /// UIKit's `point(inside:with:)`.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// UIKit's `hitTest(_:with:)`: the deepest visible, interactive view under `point`
    /// (in this view's coordinates). Subclasses override it to forward touches, as
    /// the paging demo's touch-delegate view does.
    open func hitTest(_ point: Point) -> View? {
        // (As UIKit: on model values; a view animating without `.allowUserInteraction` is skipped.)
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, !layer.blocksTouches, self.point(inside: point) else { return nil }
        for s in subviews.reversed() {
            if let hit = s.hitTest(s.pointFromSuperview(point)) { return hit }
        }
        return self
    }

    /// The touch callbacks a view receives when it is the hit view of a finger
    /// (`UIResponder`'s touchesBegan/Ended/Cancelled, one touch at a time).
    open func touchBegan(at point: Point) {}
    open func touchMoved(to point: Point) {}
    open func touchEnded(at point: Point) {}
    /// The touch became a scroll: a view that highlights itself lets go here.
    open func touchCancelled() {}

    // MARK: Drawing

    /// Draws the view's own content (not its background, border or subviews, which
    /// the renderer draws) in its bounds coordinates.
    open func draw(in context: GraphicsContext) {}
}
