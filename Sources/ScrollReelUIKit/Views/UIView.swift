/// UIKit's `UIResponder`: what receives touches, and passes on those it does not
/// handle to the `next` responder (a view's superview, or its view controller).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The next responder in the chain, which gets the touches this one does not handle; nil for a plain
    /// responder.
    open var next: UIResponder? { nil }
    /// Tells the responder that a finger came down on it. The default passes the touch on to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Tells the responder that a finger on it moved. The default passes the touch on to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Tells the responder that a finger on it lifted. The default passes the touch on to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Tells the responder that a touch was cancelled, as when a scroll view takes the finger over to
    /// scroll. The default passes the touch on to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // UIKit's first responder: the one responder of a window that gets the keyboard's typing
    // (ScrollReel draws no keyboard: see UITextField). Kept by the responder's window.
    /// Whether the responder can become the first responder; false by default (a text field
    /// answers true while it is enabled).
    open var canBecomeFirstResponder: Bool { false }
    /// UIKit's `becomeFirstResponder()`: makes this responder its window's first responder, once the
    /// present one resigned. False, and nothing changes, when it cannot (`canBecomeFirstResponder`
    /// is false, it is in no window, or the present first responder refuses to resign).
    @discardableResult
    open func becomeFirstResponder() -> Bool { takeFirstResponder() }
    /// Whether the responder lets the first-responder status go; true by default.
    open var canResignFirstResponder: Bool { true }
    /// UIKit's `resignFirstResponder()`: gives up the first-responder status. True unless
    /// `canResignFirstResponder` is false; a responder that is not first responder answers true.
    @discardableResult
    open func resignFirstResponder() -> Bool { giveUpFirstResponder() }
    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }
    /// The custom view shown in place of the keyboard while this responder is first responder; nil
    /// here (UITextField's can be set). ScrollReel draws neither keyboards nor input views.
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard while this responder is first responder; nil here
    /// (UITextField's can be set). Never drawn: a headless scene has no keyboard.
    open var inputAccessoryView: UIView? { nil }
    /// UIKit's `reloadInputViews()`; there is no keyboard to reload, so it does nothing.
    open func reloadInputViews() {}

    /// UIKit's `awakeFromNib()`, which a nib or storyboard calls after loading the object. ScrollReel
    /// loads neither, so it is never called; declared so that the app's overrides compile.
    open func awakeFromNib() {}
    /// UIKit's `prepareForInterfaceBuilder()`, which only Interface Builder calls; never called here.
    open func prepareForInterfaceBuilder() {}
}

/// UIKit's `UITouch`: one finger, as the view it came down on sees it.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// UIKit's `UITouch.Phase`: where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but has not moved since the last event; ScrollReel does not send it.
        case stationary
        /// The finger lifted.
        case ended
        /// The touch was taken away, as when a scroll view takes the finger over to scroll.
        case cancelled
    }
    /// Where the touch is in its life, as of the event being delivered.
    open internal(set) var phase: Phase = .began
    /// The virtual time of the last change.
    open internal(set) var timestamp: TimeInterval = 0
    /// The view the finger came down on (the hit-tested view), which gets every event of the touch.
    open internal(set) weak var view: UIView?
    /// The window of the view the touch is delivered to.
    open internal(set) weak var window: UIWindow?
    /// The number of taps; always 1 here, as ScrollReel does not count repeated taps.
    open internal(set) var tapCount = 1
    /// The recognizers the touch is delivered to (those of the view it came down on and of that
    /// view's superviews), deepest first.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero

    /// Where the finger is, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }
    /// Where the finger was at the touch's previous event, in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }
}

/// UIKit's `UIEvent` for touches.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// UIKit's `UIEvent.EventType`; ScrollReel sends touch events only.
    public enum EventType: Int, Sendable {
        /// An event of fingers on the screen, the only type ScrollReel sends.
        case touches
        /// A motion event, such as shaking the device; never sent here.
        case motion
        /// A remote-control event, from headphones or an accessory; never sent here.
        case remoteControl
        /// A physical-button press event; never sent here.
        case presses
        /// A scroll event from a pointer device; never sent here.
        case scroll
        /// A pointer hover event; never sent here.
        case hover
        /// A transform event from a trackpad gesture; never sent here.
        case transform
    }
    /// When the event happened, in virtual time: the scene clock's seconds.
    open internal(set) var timestamp: TimeInterval = 0
    /// The event's touches: here only the touch being delivered, as each finger is delivered on its own.
    open internal(set) var allTouches: Set<UITouch>? = nil
    /// The event's type: always `.touches` here.
    open var type: EventType { .touches }
}

/// UIKit's `UIView`: a rectangle in a tree, with its own coordinate space.
///
/// As in UIKit, `frame` is derived from `center`, `bounds.size` and `transform`
/// (anchor point in the middle), and `bounds.origin` shifts the children: a scroll
/// view's `contentOffset` is its `bounds.origin`.
open class UIView: UIResponder {
    /// The view this view is a subview of, or nil.
    open private(set) weak var superview: UIView?
    /// The view's subviews, back to front: later ones are drawn over earlier ones and are hit first.
    open private(set) var subviews: [UIView] = [] { didSet { UIView.treeChanges &+= 1 } }
    /// How many times a view of any tree gained, lost or reordered its subviews or changed its
    /// `accessibilityIdentifier`: what is derived from a whole tree (a scene's named scroll views)
    /// is kept while this stays the same, so a frame costs what changed, not the size of the tree.
    package static var treeChanges: UInt64 = 0

    // The geometry and the look are the layer's (the view forwards to it, as UIKit's
    // does); the layer tells the view before an animatable property changes, so that
    // inside an animation block it is animated (see `UIView.animate(withDuration:…)`).
    /// The centre of the view's frame, in its superview's coordinate system: its layer's `position`.
    /// Animatable. A NaN or infinite centre is refused as Core Animation refuses it
    /// (`CALayerInvalidGeometry`): the scene stops with that failure, naming the view.
    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return refuseGeometry("position", [newValue.x, newValue.y]) }
            let old = layer.position
            layer.position = newValue
            if newValue != old {
                UIView.geometryGeneration &+= 1
                existingLayoutState?.frameChanged(self)
            }
            keyValueDidChange("center", "frame")
        }
    }
    /// The view's rectangle in its own coordinate system: its origin shifts what the subviews show (a
    /// scroll view's content offset). A change of size asks for layout and autoresizes the subviews.
    /// Its layer's bounds. Animatable. NaN or infinite bounds are refused as Core Animation refuses
    /// them (`CALayerInvalidGeometry`): the scene stops with that failure, naming the view.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard Self.isFinite(newValue) else {
                return refuseGeometry("bounds", [newValue.origin.x, newValue.origin.y, newValue.width, newValue.height])
            }
            let old = layer.bounds
            // (A change of size lays out and autoresizes: `layerDidChangeBoundsSize`.)
            layer.bounds = newValue
            if newValue != old { UIView.geometryGeneration &+= 1 }
            if keyValueObservations != nil {
                keyValueDidChange("bounds")
                if newValue.origin != old.origin { keyValueDidChange("contentOffset") }
                if newValue.size != old.size { keyValueDidChange("frame") }
            }
            if newValue.origin != old.origin, existingLayoutState?.tracksBoundsOrigin == true {
                LayoutEngine.existing(for: self)?.boundsOriginChanged(self)
            }
        }
    }
    /// The view's transform, about its centre, relative to its bounds: its layer's transform (the
    /// affine part of it). Animatable. A transform with a NaN or infinite entry is refused as Core
    /// Animation refuses it (`CALayerInvalidGeometry`); one that scales to zero is fine, and draws
    /// nothing.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set {
            guard Self.isFinite(newValue) else {
                let t = newValue
                return refuseGeometry("transform", [t.a, t.b, t.c, t.d, t.tx, t.ty])
            }
            let old = layer.transform
            layer.transform = CATransform3DMakeAffineTransform(newValue)
            if layer.transform != old { UIView.geometryGeneration &+= 1 }
        }
    }

    /// UIKit's `transform3D` (iOS 13): the view's layer's whole 3-D transform, about its centre;
    /// `transform` is its affine part. Animatable. One with a NaN or infinite entry is refused, as
    /// `transform` refuses it.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            guard newValue.entries.allSatisfy(\.isFinite) else { return refuseGeometry("transform3D", newValue.entries) }
            layer.transform = newValue
        }
    }

    private static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
    }
    private static func isFinite(_ t: CGAffineTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    /// Refuses `values` (the new `property` of the layer), not all finite. Core
    /// Animation raises `CALayerInvalidGeometry` for NaN geometry and the app
    /// stops; here the scene stops with that failure, in one line naming the view,
    /// and the value is not taken, so that nothing after it meets a NaN (Foundation's
    /// `CGRect.contains` and `intersects` trap on one on Linux).
    private func refuseGeometry(_ property: String, _ values: [CGFloat]) {
        let shown = values.map { v in v.isNaN ? "nan" : v.isInfinite ? (v < 0 ? "-inf" : "inf") : "\(v)" }
        let listed = property == "bounds" ? "\(shown[0]) \(shown[1]); \(shown[2]) \(shown[3])" : shown.joined(separator: " ")
        let what = values.contains(where: \.isNaN) ? "contains NaN" : "is not finite"
        (window?.clock ?? SceneEnvironment.current?.clock)?.fail(
            "CALayerInvalidGeometry: CALayer \(property) \(what): [\(listed)], set on \(nameForFailures)")
    }

    /// The view as a failure names it: its class, its `accessibilityIdentifier`,
    /// and its place in its window's tree (`UILabel 'title' [0.1.3]`: the window's
    /// first subview's second subview's fourth subview), as traces name scroll views.
    package var nameForFailures: String {
        var path: [Int] = []
        var v: UIView = self
        while let s = v.superview {
            path.append(s.subviews.firstIndex { $0 === v } ?? 0)
            v = s
        }
        let id = accessibilityIdentifier.map { " '\($0)'" } ?? ""
        let place = v is UIWindow ? (path.isEmpty ? " (the window)" : " [\(path.reversed().map(String.init).joined(separator: "."))]")
            : " (not in a window)"
        return "\(type(of: self))\(id)\(place)"
    }
    /// The view's opacity, from 0 to 1, applied to it and its subviews as a whole; a view at 0.01 or less
    /// gets no touches. Its layer's opacity. Animatable.
    open var alpha: CGFloat {
        get { layer.opacityValue }
        set {
            layer.opacityValue = newValue
            keyValueDidChange("alpha")
        }
    }
    /// Whether the view is hidden: neither it nor its subviews are drawn or get touches. An arranged
    /// subview of a stack view that is hidden gives up its place.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            keyValueDidChange("hidden")
        }
    }
    /// The string-keyed key-value observers of this view's properties (nil: none).
    package var keyValueObservations: [KeyValueObservation]?
    /// The colour that fills the view's bounds, rounded by the layer's corner radius, under its content;
    /// nil fills nothing. Its layer's background colour. Animatable.
    open var backgroundColor: UIColor? {
        get {
            guard let shown = layer.backgroundColor else { return nil }
            return ownBackgroundColor.flatMap { $0.resolved(in: self).cgColor == shown ? $0 : nil } ?? UIColor(cgColor: shown)
        }
        set {
            ownBackgroundColor = newValue
            layer.backgroundColor = newValue?.resolved(in: self).cgColor
        }
    }
    private var ownBackgroundColor: UIColor?
    /// Fills the layer again with the background colour when it is `UIColor.tintColor`, whose
    /// resolved colour changed with the view's tint.
    func backgroundColorTintDidChange() {
        guard let color = ownBackgroundColor as? SystemTintColor else { return }
        layer.backgroundColor = color.resolved(in: self).cgColor
    }
    /// Whether the view gets touches: when false, hit-testing skips it and its subviews.
    open var isUserInteractionEnabled = true
    /// An integer that identifies the view, which `viewWithTag(_:)` finds it by.
    open var tag = 0
    /// A name for tests and traces (UIKit's `accessibilityIdentifier`).
    public var accessibilityIdentifier: String? { didSet { UIView.treeChanges &+= 1 } }
    /// The view's Core Animation layer, an instance of the class's `layerClass`: the view's geometry
    /// and look, and what the renderer draws (its corners, border, shadow, mask, sublayers).
    open private(set) var layer: CALayer
    /// The class of the view's layer: `CALayer`, or a subclass such as `CAGradientLayer` or
    /// `CAShapeLayer` for a view that is a gradient or a shape.
    open class var layerClass: AnyClass { CALayer.self }
    /// UIKit's `mask` view: only where its pixels are opaque is this view visible. Its layer is this
    /// view's layer's `mask`, placed by its frame in this view's coordinates.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// Whether the view's content and subviews are clipped to its bounds, rounded by the layer's corner
    /// radius; the same as the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    package var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    /// UIKit's `contentMode`: how an image view places its image in its bounds.
    open var contentMode: ContentMode = .scaleToFill

    // MARK: Accessibility (UIKit's UIAccessibility informal protocol, on views)

    /// Whether assistive technologies see this view as one element: false for a plain view, true
    /// for labels and controls (UIKit's defaults) unless set.
    open var isAccessibilityElement: Bool {
        get { ownIsAccessibilityElement ?? isAccessibilityElementByDefault }
        set { ownIsAccessibilityElement = newValue }
    }
    private var ownIsAccessibilityElement: Bool?
    /// What the view is, spoken: a label's text and a button's title unless set.
    open var accessibilityLabel: String? {
        get { ownAccessibilityLabel ?? accessibilityLabelByDefault }
        set { ownAccessibilityLabel = newValue }
    }
    private var ownAccessibilityLabel: String?
    /// What acting on the view does (nil by default).
    open var accessibilityHint: String?
    /// The view's value, spoken after its label (nil by default).
    open var accessibilityValue: String?
    /// What kind of element the view is: `.staticText` for a label, `.image` for an image view,
    /// `.button` for a button (with `.selected` and `.notEnabled` as its state says) unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { ownAccessibilityTraits ?? accessibilityTraitsByDefault }
        set { ownAccessibilityTraits = newValue }
    }
    private var ownAccessibilityTraits: UIAccessibilityTraits?
    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the view's siblings while it is shown.
    open var accessibilityViewIsModal = false
    /// Whether the view's subviews are read as a group.
    open var shouldGroupAccessibilityChildren = false

    /// The defaults of a kind of view; labels, image views and controls answer their own.
    var isAccessibilityElementByDefault: Bool { false }
    var accessibilityLabelByDefault: String? { nil }
    var accessibilityTraitsByDefault: UIAccessibilityTraits { .none }

    /// UIKit's `tintColor`: the first colour set on this view or up its superview chain, system blue
    /// when none is; desaturated to grey while `tintAdjustmentMode` is `.dimmed` (see
    /// `UIColor.dimmedTint`). Setting nil (or `UIColor.tintColor`, which is the inherited tint)
    /// inherits again.
    open var tintColor: UIColor! {
        get {
            let tint = undimmedTintColor
            return tintAdjustmentMode == .dimmed ? tint.dimmedTint : tint
        }
        set { changeTint { ownTintColor = newValue } }
    }
    /// The tint colour set on this view itself (nil: inherited).
    var ownTintColor: UIColor?

    /// UIKit's `tintAdjustmentMode`: the first mode other than `.automatic` on this view or up its
    /// superview chain, `.normal` when there is none. A presented alert, action sheet or dimming sheet
    /// sets its presenting view controller's view to `.dimmed` while it is up.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var v: UIView? = self
            while let current = v {
                if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
                v = current.superview
            }
            return .normal
        }
        set { changeTint { ownTintAdjustmentMode = newValue } }
    }
    /// The mode set on this view itself (`.automatic`: inherited).
    var ownTintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Called when the view's effective `tintColor` changes: its own or an ancestor's `tintColor` or
    /// `tintAdjustmentMode` was set, or the view moved under a differently tinted superview. UIKit
    /// calls it on the view first, then down its subtree in subview order, skipping the branches the
    /// change does not reach. The default does nothing; override it to redraw in the new tint.
    open func tintColorDidChange() {}
    /// Called just before `tintColorDidChange()`, for our own views that keep tinted colours in their
    /// subviews (a bar's buttons) and lay them out again; a user's override of `tintColorDidChange()`
    /// cannot skip it.
    func effectiveTintDidChange() {}

    /// UIKit's `autoresizingMask`: how the view's frame follows its superview's size.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a change of the view's size moves and resizes its subviews by their `autoresizingMask`
    /// (true by default).
    open var autoresizesSubviews = true
    /// Accepted; every view is drawn with its own alpha.
    open var isOpaque = true
    /// Accepted; a view without a multiple-touch flag still gets every finger here.
    open var isMultipleTouchEnabled = false
    /// Accepted and ignored: an exclusive view does not keep other fingers from other views here.
    open var isExclusiveTouch = false

    private var needsLayout = true
    /// How deep this view's layout passes are nested (its layoutSubviews laying it out again).
    private var layoutDepth = 0
    private static let maximumLayoutDepth = 64
    /// Whether this view or one below it needs layout: the layout pass goes down only
    /// where this is set (UIKit marks the ancestors in `setNeedsLayout`), so a pass over a
    /// clean tree costs nothing.
    private var subtreeNeedsLayout = true
    /// On the root of a tree: `geometryGeneration` when its last whole layout pass ended.
    /// When any view has moved since, the pass goes down every branch once, to tell each
    /// view controller's view and scroll view of a changed safe area.
    private var laidOutGeneration = -1
    /// The view's Auto Layout state (constraints, guides, margins, priorities), made when first
    /// needed (see `Layout/UIView+Layout.swift`).
    var existingLayoutState: ViewLayoutState?
    /// Whether `updateConstraints()` is due at the next update pass, for this view or one below it.
    var needsConstraintUpdate = true
    var subtreeNeedsConstraintUpdate = true

    /// Creates a view with the given frame rectangle, in its superview's coordinate system.
    public init(frame: CGRect) {
        layer = CALayer.make(Self.layerClass)
        super.init()
        layer.owner = self
        layer.delegate = self
        self.frame = frame
    }

    public override convenience init() { self.init(frame: .zero) }

    /// Views are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// UIKit's `encode(with:)` (`NSCoding`): what a view writes to an archive. There are no nibs or
    /// archives of views here, so the default writes nothing; a subclass's override that calls `super`
    /// and encodes its own keys works as on iOS.
    open func encode(with coder: NSCoder) {}

    /// The responder after a view: its view controller if it is one's root view,
    /// else its superview.
    open override var next: UIResponder? { viewController ?? superview }
    /// The view controller whose root view this is.
    weak var viewController: UIViewController?

    // MARK: Geometry

    /// The view's frame rectangle, in its superview's coordinate system, derived from `center`,
    /// `bounds.size` and `transform`. With a transform other than the identity, setting it only moves
    /// the centre.
    open var frame: CGRect {
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

    /// A point in the coordinates of the root of this view's tree, in this view's bounds coordinates (the
    /// inverse of `convertToRoot(_:)`).
    public func convertFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView? = self
        while let c = v, c.superview != nil { chain.append(c); v = c.superview }
        return chain.reversed().reduce(p) { $1.pointFromSuperview($0) }
    }

    /// UIKit's `convert(_:to:)`; `nil` means the window (the root).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = convertToRoot(point)
        return view?.convertFromRoot(root) ?? root
    }

    /// UIKit's `convert(_:from:)`; `nil` means the window (the root).
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let root = view?.convertToRoot(point) ?? point
        return convertFromRoot(root)
    }

    /// UIKit's `convert(_:to:)` for a rectangle: the bounding box of its corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [CGPoint(rect.minX, rect.minY), CGPoint(rect.maxX, rect.minY),
                       CGPoint(rect.minX, rect.maxY), CGPoint(rect.maxX, rect.maxY)].map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// UIKit's `convert(_:from:)` for a rectangle: the bounding box of its corners, converted from
    /// `view`'s coordinates (nil: the window's).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let corners = [CGPoint(rect.minX, rect.minY), CGPoint(rect.maxX, rect.minY),
                       CGPoint(rect.minX, rect.maxY), CGPoint(rect.maxX, rect.maxY)].map { convert($0, from: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    // MARK: Hierarchy

    /// Adds a view after the other subviews, in front of them; a view that is already a subview moves to
    /// the front. It leaves any other superview first.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count + (view.superview === self ? -1 : 0))
    }

    /// Inserts a view among the subviews at `index` (clamped to the list), taking it out of any other
    /// superview, with UIKit's hierarchy callbacks.
    open func insertSubview(_ view: UIView, at index: Int) {
        // UIKit raises for a view added to itself; a view's ancestor added to it
        // would make a cycle, and walking up to the window would never end.
        // (A view without subviews is nobody's ancestor: no walk up to the root, so
        // that building a tree 10,000 levels deep stays linear.)
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else {
            let message = view === self ? "Can't add self as subview: \(nameForFailures)"
                : "Can't add a view's ancestor as its subview (it would make a cycle): \(view.nameForFailures) into \(nameForFailures)"
            (window?.clock ?? SceneEnvironment.current?.clock)?.fail("NSInvalidArgumentException: " + message)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldTint = view.effectiveTintIfEverSet
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.detach()
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        view.windowDidChange(to: newWindow)
        // The layer goes where the view goes: on top of every sublayer, or below the
        // layer of the subview that is now in front of it.
        if i + 1 < subviews.count { layer.insertSublayer(view.layer, below: subviews[i + 1].layer) } else { layer.addSublayer(view.layer) }
        didAddSubview(view)
        view.didMoveToSuperview()
        if view.effectiveTintIfEverSet != oldTint { view.dispatchTintColorDidChange() }
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        setNeedsLayout()
        UIView.geometryGeneration &+= 1
        view.didMoveForLayout()
    }

    /// Inserts a view just behind `sibling` (at the back when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard view !== sibling else { return }
        insertSubview(view, at: index(before: subviews.firstIndex { $0 === sibling } ?? 0, moving: view))
    }

    /// Inserts a view just in front of `sibling` (at the front when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard view !== sibling else { return }
        insertSubview(view, at: index(before: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1, moving: view))
    }

    /// Where a view goes to land at `index` of the subviews as they are now: one
    /// less when it is a subview already in front of that place, as it is taken
    /// out of the list first.
    private func index(before index: Int, moving view: UIView) -> Int {
        guard let current = subviews.firstIndex(where: { $0 === view }), current < index else { return index }
        return index - 1
    }

    /// Moves a subview behind its siblings; nothing happens when `view` is not a subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        layer.moveSublayer(view.layer, to: 0)
    }

    /// Swaps the subviews at two indices, exchanging their places front to back; nothing happens when
    /// either index is out of range.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        layer.swapSublayers(subviews[index1].layer, subviews[index2].layer)
    }

    /// UIKit's `viewWithTag(_:)`: this view or the first descendant with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// Moves a subview in front of its siblings; nothing happens when `view` is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        layer.addSublayer(view.layer)
    }

    /// Takes the view out of its superview, and so out of its window, with UIKit's hierarchy callbacks;
    /// nothing happens without a superview.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        deactivateConstraintsLeavingWith()
        let oldWindow = window
        let oldTint = effectiveTintIfEverSet
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        detach()
        windowDidChange(to: nil)
        didMoveToSuperview()
        if effectiveTintIfEverSet != oldTint { dispatchTintColorDidChange() }
        if oldWindow != nil { notifyDidMoveToWindow() }
        UIView.geometryGeneration &+= 1
        didMoveForLayout()
    }

    /// Takes the view out of its superview's list, without callbacks.
    private func detach() {
        guard let s = superview else { return }
        s.willRemoveSubview(self)
        s.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        s.setNeedsLayout()
    }

    /// UIKit's hierarchy callbacks, for subclasses.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view joined or left a superview. The default does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) joins or leaves a window, with the new window or nil. The
    /// default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called when the view (or an ancestor) joins or leaves a window.
    open func didMoveToWindow() {}
    /// Called after a subview was added to this view. The default does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed from this view. The default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// UIKit's `endEditing(_:)`: the first responder in this view's subtree (a text field being
    /// edited) resigns; with `force`, whatever it or its delegate answers. True when it resigned, or
    /// when no responder in the subtree was first responder.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.firstResponder, responder.responderView?.isDescendant(of: self) == true else { return true }
        if force { responder.forceResignFirstResponder(); return true }
        return responder.resignFirstResponder()
    }

    private func notifyWillMove(toWindow w: UIWindow?) {
        // A first responder taken out of its window gives the status up, whatever it answers.
        if w !== window, let window, window.firstResponder === self { forceResignFirstResponder() }
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
    /// forwards it (neither its parent nor a presentation sends appearance calls itself).
    private var forwardingViewController: UIViewController? {
        guard let vc = viewController, vc.receivesAppearanceFromWindow else { return nil }
        return vc
    }

    /// Whether this view is `view` or lies anywhere in its subtree.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        if let w = self as? UIWindow { return w }
        return windowOfSuperviews
    }

    /// The nearest window among the superviews, kept as the view moves (set on
    /// the subtree that moved, as UIKit sends `didMoveToWindow()` to it), so that
    /// `window` is not a walk up to the root: asked on every `addSubview`, such a
    /// walk made a tree nested n deep cost n² to build.
    private weak var windowOfSuperviews: UIWindow?

    /// The view and its subtree now lie in `w` (nil: in none); a window inside
    /// keeps its own.
    private func windowDidChange(to w: UIWindow?) {
        guard windowOfSuperviews !== w else { return }
        windowOfSuperviews = w
        guard !(self is UIWindow) else { return }
        // (A loop with its own stack, not recursion: a tree may be deeper than the thread's stack.)
        var pending = subviews
        while let v = pending.popLast() {
            guard v.windowOfSuperviews !== w else { continue }
            v.windowOfSuperviews = w
            if !(v is UIWindow) { pending.append(contentsOf: v.subviews) }
        }
    }

    /// Depth-first search for a view with the given identifier.
    public func view(withIdentifier id: String) -> UIView? {
        if accessibilityIdentifier == id { return self }
        for s in subviews { if let v = s.view(withIdentifier: id) { return v } }
        return nil
    }

    // MARK: Layout

    /// Asks for ``layoutSubviews()`` at the next layout pass, which follows every event and display frame
    /// on the scene's clock (or at ``layoutIfNeeded()``).
    open func setNeedsLayout() {
        needsLayout = true
        markForLayoutPass()
    }

    /// Makes the next layout pass come down to this view (for what it checks there, such
    /// as a scroll view's adjusted content inset) without asking for `layoutSubviews()`.
    func markForLayoutPass() {
        var v: UIView? = self
        while let s = v, !s.subtreeNeedsLayout {
            s.subtreeNeedsLayout = true
            v = s.superview
        }
    }

    /// UIKit's layout pass, from this view down: the constraints of views that asked are updated
    /// (subviews first), the scene's constraint solver takes every change, and then each view that
    /// needs layout gets `layoutSubviews()` (bracketed by its view controller's
    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews`), parents before children. Layout that
    /// changes constraints, text or frames is solved and laid out again in the same pass.
    ///
    /// As Core Animation's `layoutIfNeeded`, layout starts at the highest ancestor that needs it
    /// (one not already in its own `layoutSubviews`): a table view asked in `viewWillAppear` is
    /// first given its frame by its superview.
    open func layoutIfNeeded() {
        var root: UIView = self
        while let s = root.superview { root = s }
        for _ in 0..<8 {
            root.updateConstraintsIfNeeded()
            LayoutEngine.existing(for: self)?.update()
            var top: UIView = self
            while let s = top.superview, s.needsLayout, !s.isLayingOutSubviews { top = s }
            let start = UIView.geometryGeneration
            let moved = root.laidOutGeneration != start
            if top !== root {
                top.layoutSubtree(all: moved, since: start)
            } else if moved || root.subtreeNeedsLayout {
                root.layoutSubtree(all: moved, since: start)
                // Views that moved during the pass may have moved where it had been already:
                // the next pass goes everywhere once more.
                root.laidOutGeneration = UIView.geometryGeneration == start ? start : -1
            }
            guard let engine = LayoutEngine.existing(for: self), engine.isDirty || root.subtreeNeedsConstraintUpdate else { break }
        }
        (self as? UIWindow)?.finishAppearances()
    }

    /// Whether the view is in its own `layoutSubviews()` (a layout asked for from there does not
    /// start above it again).
    private var isLayingOutSubviews = false

    /// Lays out this view if it asked to be, then those of its subviews that need it, or every
    /// one (`all`) when views have moved since the last pass (or since `generation`, during
    /// this one).
    private func layoutSubtree(all: Bool, since generation: Int) {
        subtreeNeedsLayout = false
        (self as? UIScrollView)?.updateAdjustedContentInset()
        if let vc = viewController, window != nil {
            let insets = safeAreaInsets
            if insets != vc.reportedSafeAreaInsets {
                vc.reportedSafeAreaInsets = insets
                safeAreaInsetsDidChange()
                vc.viewSafeAreaInsetsDidChange()
                needsLayout = true
            }
        }
        if needsLayout {
            needsLayout = false
            // A layoutSubviews that asks for layout and lays itself out again at once
            // would recurse until the stack overflows: the scene stops with a failure.
            guard layoutDepth < Self.maximumLayoutDepth else {
                (window?.clock ?? SceneEnvironment.current?.clock)?.fail(
                    "layout recursion: layoutIfNeeded re-entered \(Self.maximumLayoutDepth) times from the layoutSubviews of \(nameForFailures) "
                    + "(a layoutSubviews that calls setNeedsLayout and layoutIfNeeded on itself?)")
                return
            }
            layoutDepth += 1
            defer { layoutDepth -= 1 }
            isLayingOutSubviews = true
            layoutSublayers(of: layer)
            isLayingOutSubviews = false
        }
        let all = all || UIView.geometryGeneration != generation
        for s in subviews where all || s.subtreeNeedsLayout { s.layoutSubtree(all: all, since: generation) }
    }

    /// UIKit's `layoutSublayers(of:)`, the view as its layer's delegate: the layout pass lays the view out
    /// through it. For the view's own layer the default tells its view controller
    /// (`viewWillLayoutSubviews()`), calls `layoutSubviews()`, and tells the view controller again
    /// (`viewDidLayoutSubviews()`), as UIKit's does; override it to place sublayers of your own after
    /// calling `super`.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        if let vc = viewController {
            vc.viewWillLayoutSubviews()
            layoutSubviews()
            vc.viewDidLayoutSubviews()
            vc.layoutPassDidEnd()
        } else {
            layoutSubviews()
        }
    }

    /// Lays out the subviews. The default sets each subview that your constraints place to the frame
    /// the solver found (a view whose `translatesAutoresizingMaskIntoConstraints` is true keeps the
    /// frame you gave it); override it to position subviews yourself, and call `super` first when you
    /// use constraints too.
    open func layoutSubviews() { applyEngineLayout() }

    // MARK: Auto Layout

    /// Updates the constraints of this view and the views below it that asked for it
    /// (`setNeedsUpdateConstraints()`), subviews first.
    open func updateConstraintsIfNeeded() { updateConstraintsPass() }

    /// Override to add or change the view's constraints in the update pass; call `super` last.
    /// The default does nothing.
    open func updateConstraints() {}

    /// Whether the view asked for `updateConstraints()`.
    open func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Asks for `updateConstraints()` at the next layout pass.
    open func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        subtreeNeedsConstraintUpdate = true
        propagateConstraintUpdate()
        LayoutEngine.existing(for: self)?.markDirty()
    }

    /// Whether the view needs constraint-based layout to work; false by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// How far the alignment rectangle (what constraints place) lies inside the frame; zero by
    /// default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a frame: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame of an alignment rectangle: the rectangle outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
                      width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }

    /// The view whose first baseline is this view's (`firstBaselineAnchor`); the view itself by
    /// default, a stack view's first arranged subview's.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is this view's (`lastBaselineAnchor`); the view itself by default.
    open var forLastBaselineLayout: UIView { self }

    /// The size that fits the view's constraints (those of its subtree alone), as small as they
    /// allow (`layoutFittingCompressedSize`) or as large (`layoutFittingExpandedSize`), or as close
    /// to any target size as they allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that fits the view's constraints (its subtree's alone), with its width and height
    /// held to `targetSize` as firmly as the priorities say: `.required` fixes that dimension,
    /// `.fittingSizeLevel` lets the content decide it (as small as it allows for a target of 0, as
    /// large for `layoutFittingExpandedSize`). A self-sizing cell is measured this way, at the
    /// table's width.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Called when the view's layout margins change. Does nothing by default.
    open func layoutMarginsDidChange() {}

    /// Called when a view controller's root view's safe area changes, before its view controller's
    /// `viewSafeAreaInsetsDidChange()`. Does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// The size that fits the content (UIKit's `sizeThatFits(_:)`); a plain view keeps its size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// UIKit's `intrinsicContentSize`: what the view's content needs (a label's
    /// text, an image); `noIntrinsicMetric` where it has no preference.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// The value of an intrinsic size dimension that the view has no preference for (-1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// Tells Auto Layout that `intrinsicContentSize` changed: the view's content-size constraints
    /// are refreshed at the next layout pass.
    open func invalidateIntrinsicContentSize() {
        existingLayoutState?.arrangingStackView?.arrangedSubviewContentChanged()
        guard let engine = existingLayoutState?.engine else { return }
        engine.contentChanged(self)
        superview?.setNeedsLayout()
    }

    /// UIKit's `sizeToFit`: asks `sizeThatFits` with the current size (a label
    /// with several lines wraps within its current width) and takes the answer.
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        let f = frame
        frame = CGRect(x: f.minX, y: f.minY, width: s.width, height: s.height)
    }

    // MARK: Touches

    /// The recognizers attached to the view, in the order they were added.
    package var attachedRecognizers: [UIGestureRecognizer] = []

    /// Whether `gestureRecognizer` (on this view or a subview) may begin; true by default. A view
    /// overrides it to keep a recognizer from starting on it.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

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
    /// As UIKit's, an inset is never more than the superview's on that edge (a page
    /// scrolled off to the side is not inset by the distance) nor than the view's
    /// own extent (a view not laid out yet, of zero size, has none); a view
    /// controller's `additionalSafeAreaInsets` narrow the area for its view and
    /// everything in it. Kept until any view moves.
    open var safeAreaInsets: UIEdgeInsets {
        if let cached = safeAreaCache, cached.generation == UIView.geometryGeneration { return cached.insets }
        let insets = computedSafeAreaInsets()
        safeAreaCache = (UIView.geometryGeneration, insets)
        return insets
    }

    private func computedSafeAreaInsets() -> UIEdgeInsets {
        guard let window else { return .zero }
        let f = frameForSafeArea
        // The safe region the superview leaves, and the part of the screen this view's
        // frame counts in (its superview's frame): what sticks out is not inset further.
        var region: CGRect, clip: CGRect
        if let s = superview, !(s is UIWindow) {
            clip = s.frameForSafeArea
            region = clip.inset(by: s.safeAreaInsets)
        } else {
            clip = window.bounds
            region = window.bounds.inset(by: window.safeAreaInsets)
        }
        if let vc = viewController {
            // A container's bars (a navigation bar above, a tab bar below) and the view
            // controller's own additional insets.
            for insets in [vc.containerSafeAreaInsets, vc.additionalSafeAreaInsets] where insets != .zero {
                region = region.overlap(f.inset(by: insets))
            }
        }
        let top = min(max(0, region.minY - max(f.minY, clip.minY)), max(f.height, 0))
        let left = min(max(0, region.minX - max(f.minX, clip.minX)), max(f.width, 0))
        return UIEdgeInsets(top: top, left: left,
                            bottom: min(max(0, min(f.maxY, clip.maxY) - region.maxY), max(f.height - top, 0)),
                            right: min(max(0, min(f.maxX, clip.maxX) - region.maxX), max(f.width - left, 0)))
    }

    /// This view's frame in the window's coordinates as the safe area sees it: converted
    /// from its superview's coordinates, so that a scroll view's own offset does not enter
    /// it (converting its bounds went through `bounds.midY` and left a safe area of
    /// 46.99999999999994 at some offsets), and a screen sunk back behind a sheet
    /// (`ignoresTransformForSafeArea`) keeps the safe area it had, as in UIKit.
    private var frameForSafeArea: CGRect {
        guard superview != nil else { return bounds }
        let own = ignoresTransformForSafeArea
            ? CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
            : frame
        var corners = [CGPoint(own.minX, own.minY), CGPoint(own.maxX, own.minY),
                       CGPoint(own.minX, own.maxY), CGPoint(own.maxX, own.maxY)]
        var v: UIView = superview!
        while let s = v.superview {
            // (`pointInSuperview`'s arithmetic, so that the figures are those of `convert`.)
            let view = v
            corners = corners.map { p in
                let local = CGPoint(x: p.x - view.bounds.midX, y: p.y - view.bounds.midY)
                return (view.ignoresTransformForSafeArea ? local : local.applying(view.transform)) + view.center
            }
            v = s
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Set by a sheet on the screen it sinks back: its transform does not move its safe area.
    var ignoresTransformForSafeArea = false { didSet { if ignoresTransformForSafeArea != oldValue { UIView.geometryGeneration &+= 1 } } }

    /// Bumped whenever any view moves, resizes, transforms or changes place in a tree:
    /// what cached safe areas are checked against.
    static var geometryGeneration = 0
    private var safeAreaCache: (generation: Int, insets: UIEdgeInsets)?

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

    /// UIKit's `draw(_:)`: a view that draws its own content overrides it and draws
    /// into `UIGraphicsGetCurrentContext()` (Core Graphics calls, `UIBezierPath`,
    /// string drawing) in its bounds coordinates. ScrollReel asks for the whole
    /// bounds every frame; the default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// UIKit's `setNeedsDisplay()`: the view's content is drawn again (`draw(_:)`) for
    /// the next frame. A view that draws its own content calls it when what it draws
    /// changes. (ScrollReel draws every view's content at every frame, so the next
    /// frame shows the change either way; the call marks the layer, as UIKit's does.)
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// UIKit's `setNeedsDisplay(_:)`: `rect` of the view's content is drawn again; here the
    /// whole view is, as ``setNeedsDisplay()`` does.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// How the renderer draws the view's own content (not its background, border or
    /// subviews, which it draws itself): ScrollReel's built-in views draw here; any
    /// other view through UIKit's `draw(_:)`.
    open func draw(in context: any GraphicsContext) {
        CGContext.withCurrent(context, of: self) { draw(bounds) }
    }

    /// What the view draws over its subviews (a scroll view's indicators), in its bounds; nothing by
    /// default.
    package func drawOverSublayers(in context: any GraphicsContext) {}

    /// The window's measurer (the scene's), or the one of the scene being built.
    var sceneTextMeasurer: any TextMeasurer {
        window?.textMeasurer ?? SceneEnvironment.currentTextMeasurer
    }
}

extension UIView {
    /// UIKit's `UIView.AutoresizingMask`, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask's bits, with UIKit's values.
        public let rawValue: UInt
        /// Creates the mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin grows or shrinks with the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width grows or shrinks with the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows or shrinks with the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows or shrinks with the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height grows or shrinks with the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows or shrinks with the superview's height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
