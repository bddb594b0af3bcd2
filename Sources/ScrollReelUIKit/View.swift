/// Core Animation's `CALayer`: the properties UIKit code sets on a view's layer
/// that ScrollReel draws.
@MainActor
open class CALayer {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    /// Opaque black by default, as Core Animation's.
    open var borderColor: CGColor? = UIColor.black.cgColor
    /// Same as the view's `clipsToBounds`.
    open var masksToBounds = false
    open var shadowColor: CGColor? = UIColor.black.cgColor
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    /// The animations running on this layer, one track per property and animation.
    var tracks: [Track] = []
    public init() {}
}

/// UIKit's `UIResponder`: what receives touches, and passes on those it does not
/// handle to the `next` responder (a view's superview, or its view controller).
@MainActor
open class UIResponder: NSObject {
    open var next: UIResponder? { nil }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// UIKit's `UITouch`: one finger, as the view it came down on sees it.
@MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    public internal(set) var phase: Phase = .began
    /// The virtual time of the last change.
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    public internal(set) var tapCount = 1
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero

    /// Where the finger is, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }
}

/// UIKit's `UIEvent` for touches.
@MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var allTouches: Set<UITouch>? = nil
    open var type: EventType { .touches }
}

/// UIKit's `UIView`: a rectangle in a tree, with its own coordinate space.
///
/// As in UIKit, `frame` is derived from `center`, `bounds.size` and `transform`
/// (anchor point in the middle), and `bounds.origin` shifts the children: a scroll
/// view's `contentOffset` is its `bounds.origin`.
open class UIView: UIResponder {
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    // The animatable properties tell an animation block that they change (see
    // `UIView.animate(withDuration:…)`).
    public var center: CGPoint = .zero {
        willSet { AnimationTransaction.current?.willChange(self, .center) }
    }
    public var bounds: CGRect = .zero {
        willSet { AnimationTransaction.current?.willChange(self, .bounds) }
        didSet {
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if autoresizesSubviews { for s in subviews { s.autoresize(from: oldValue.size, to: bounds.size) } }
            }
        }
    }
    public var transform: CGAffineTransform = .identity {
        willSet { AnimationTransaction.current?.willChange(self, .transform) }
    }
    public var alpha: CGFloat = 1 {
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
    package var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    /// UIKit's `contentMode`: how an image view places its image in its bounds.
    public var contentMode: ContentMode = .scaleToFill

    /// UIKit's `tintColor`: inherited from the superview unless set; system blue at the root.
    public var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue; tintColorDidChange() }
    }
    private var ownTintColor: UIColor?
    open func tintColorDidChange() {}

    /// UIKit's `autoresizingMask`: how the view's frame follows its superview's size.
    public var autoresizingMask: AutoresizingMask = []
    public var autoresizesSubviews = true
    /// Accepted; every view is drawn with its own alpha.
    public var isOpaque = true
    /// Accepted; a view without a multiple-touch flag still gets every finger here.
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false

    private var needsLayout = true

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    public override convenience init() { self.init(frame: .zero) }

    /// Views are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// The responder after a view: its view controller if it is one's root view,
    /// else its superview.
    open override var next: UIResponder? { viewController ?? superview }
    /// The view controller whose root view this is.
    weak var viewController: UIViewController?

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
        insertSubview(view, at: subviews.count + (view.superview === self ? -1 : 0))
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        let oldWindow = view.window
        let newWindow = window
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.detach()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// UIKit's `viewWithTag(_:)`: this view or the first descendant with the tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        detach()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    /// Takes the view out of its superview's list, without callbacks.
    private func detach() {
        guard let s = superview else { return }
        s.willRemoveSubview(self)
        s.subviews.removeAll { $0 === self }
        superview = nil
        s.setNeedsLayout()
    }

    /// UIKit's hierarchy callbacks, for subclasses.
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called when the view (or an ancestor) joins or leaves a window.
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    private func notifyWillMove(toWindow w: UIWindow?) {
        if let vc = forwardingViewController { vc.viewWillMove(toWindow: w) }
        willMove(toWindow: w)
        for s in subviews { s.notifyWillMove(toWindow: w) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for s in subviews { s.notifyDidMoveToWindow() }
        if let vc = forwardingViewController { vc.viewDidMoveToWindow() }
    }

    /// The view controller whose appearance follows this view's window, if UIKit
    /// forwards it (its parent does not send appearance calls itself).
    private var forwardingViewController: UIViewController? {
        guard let vc = viewController, vc.parent?.shouldAutomaticallyForwardAppearanceMethods ?? true else { return nil }
        return vc
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
        (self as? UIScrollView)?.updateAdjustedContentInset()
        if needsLayout {
            needsLayout = false
            if let vc = viewController {
                vc.viewWillLayoutSubviews()
                layoutSubviews()
                vc.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Override to position subviews; called by the layout pass.
    open func layoutSubviews() {}

    /// The size that fits the content (UIKit's `sizeThatFits(_:)`); a plain view keeps its size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// UIKit's `intrinsicContentSize`: what the view's content needs (a label's
    /// text, an image); `noIntrinsicMetric` where it has no preference.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1
    open func invalidateIntrinsicContentSize() {}

    /// UIKit's `sizeToFit`: asks `sizeThatFits` with the current size (a label
    /// with several lines wraps within its current width) and takes the answer.
    public func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        let f = frame
        frame = CGRect(x: f.minX, y: f.minY, width: s.width, height: s.height)
    }

    // MARK: Touches

    /// UIKit's `point(inside:with:)`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// UIKit's `hitTest(_:with:)`: the deepest visible, interactive view under `point`
    /// (in this view's coordinates). Subclasses override it to forward touches, as
    /// the paging demo's touch-delegate view does.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // (As UIKit: on model values; a view animating without `.allowUserInteraction` is skipped.)
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, !layer.blocksTouches,
              self.point(inside: point, with: event) else { return nil }
        for s in subviews.reversed() {
            if let hit = s.hitTest(s.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// UIKit's `safeAreaInsets`: how far the window's safe area reaches into this
    /// view, edge by edge (the status bar and the home indicator keep clear of it).
    open var safeAreaInsets: UIEdgeInsets {
        guard let safe = safeAreaRect else { return .zero }
        let f = convert(bounds, to: nil)
        return UIEdgeInsets(top: max(0, safe.minY - f.minY), left: max(0, safe.minX - f.minX),
                            bottom: max(0, f.maxY - safe.maxY), right: max(0, f.maxX - safe.maxX))
    }

    /// The safe area in window coordinates: the window's bounds inside the
    /// device's insets, narrowed by every view controller's
    /// `additionalSafeAreaInsets` on the way down.
    private var safeAreaRect: CGRect? {
        if let w = self as? UIWindow { return w.bounds.inset(by: w.safeAreaInsets) }
        guard var r = superview?.safeAreaRect else { return nil }
        if let vc = viewController, vc.additionalSafeAreaInsets != .zero {
            let own = convert(bounds, to: nil).inset(by: vc.additionalSafeAreaInsets)
            r = r.overlap(own)
        }
        return r
    }

    /// Moves the frame with a change of the superview's size, as UIKit's
    /// autoresizing does: the change goes to the flexible margins and sizes, shared
    /// in proportion to their current lengths when several are flexible.
    func autoresize(from old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        var f = frame
        func share(_ delta: CGFloat, _ parts: [(flexible: Bool, length: CGFloat)]) -> [CGFloat] {
            let flexible = parts.filter(\.flexible)
            guard !flexible.isEmpty, delta != 0 else { return parts.map { _ in 0 } }
            let total = flexible.reduce(0) { $0 + max($1.length, 0) }
            return parts.map { p in
                guard p.flexible else { return 0 }
                return total > 0 ? delta * max(p.length, 0) / total : delta / CGFloat(flexible.count)
            }
        }
        let m = autoresizingMask
        let h = share(new.width - old.width, [(m.contains(.flexibleLeftMargin), f.minX), (m.contains(.flexibleWidth), f.width),
                                              (m.contains(.flexibleRightMargin), old.width - f.maxX)])
        let v = share(new.height - old.height, [(m.contains(.flexibleTopMargin), f.minY), (m.contains(.flexibleHeight), f.height),
                                                (m.contains(.flexibleBottomMargin), old.height - f.maxY)])
        f.origin.x += h[0]; f.size.width += h[1]
        f.origin.y += v[0]; f.size.height += v[1]
        frame = f
    }

    // MARK: Drawing

    /// Draws the view's own content (not its background, border or subviews, which
    /// the renderer draws) in its bounds coordinates.
    open func draw(in context: GraphicsContext) {}
}

extension UIView {
    /// UIKit's `UIView.AutoresizingMask`, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
