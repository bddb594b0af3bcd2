import CoreGraphics
import VirtualTime

/// Core Animation's `CALayer`: a rectangle of content in a tree of layers, which
/// the renderer walks to draw every frame.
///
/// Geometry is Core Animation's: `position` is where the `anchorPoint` (a unit
/// point of the bounds, the centre by default) lies in the superlayer, `transform`
/// turns and scales about it, and `bounds.origin` shifts what the sublayers show.
/// A view's layer is the view's geometry (the view forwards to it); a layer of
/// one's own is added with `addSublayer(_:)`.
///
/// Changing an animatable property of a layer of one's own that is on screen
/// animates it, as Core Animation's implicit animations do (0.25 s, or the
/// `CATransaction`'s duration; `CATransaction.setDisableActions(true)` turns them
/// off); a view's own layer changes at once, unless inside `UIView.animate`.
/// Running animations (`add(_:forKey:)`) show in `presentation()` and on screen,
/// on the scene's virtual clock.
///
/// Unlike UIKit's classes, and as in the iOS SDK, layers are not bound to the main
/// actor. ScrollReel draws and animates them on the main thread, where scenes run.
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Geometry

    /// The layer's rectangle in its own coordinates: its size, and an origin that shifts what its
    /// sublayers show. Animatable.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let action = willChange(.bounds)
            let old = storedBounds
            storedBounds = newValue
            didChange(action)
            if old.size != newValue.size { boundsSizeDidChange(from: old.size) }
        }
    }
    /// Where the anchor point lies, in the superlayer's coordinates. Animatable.
    open var position: CGPoint {
        get { storedPosition }
        set {
            let action = willChange(.position)
            storedPosition = newValue
            didChange(action)
        }
    }
    /// The point of the bounds, in unit coordinates ((0, 0) top left, (1, 1) bottom right), that
    /// `position` places and `transform` turns about; the centre by default. Animatable.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { willSet { pendingAction = willChange(.anchorPoint) } didSet { didChange(takePending()) } }
    /// The anchor point's depth: where along z `transform` turns about.
    open var anchorPointZ: CGFloat = 0
    /// Where the layer is drawn among its siblings: higher in front, equal in sublayer order. It does not
    /// change which layer gets touches. Animatable.
    open var zPosition: CGFloat = 0 { willSet { pendingAction = willChange(.zPosition) } didSet { didChange(takePending()) } }
    /// The layer's transform, about its anchor point, relative to its superlayer's plane; a 3-D
    /// transform with perspective (`m34`) is drawn projected. Animatable.
    open var transform: CATransform3D {
        get { storedTransform }
        set {
            let action = willChange(.transform)
            storedTransform = newValue
            didChange(action)
        }
    }
    /// A transform applied to every sublayer, about this layer's anchor point (the usual place for a
    /// perspective shared by the sublayers). Animatable.
    open var sublayerTransform = CATransform3DIdentity {
        willSet { pendingAction = willChange(.sublayerTransform) } didSet { didChange(takePending()) }
    }

    /// The layer's rectangle in its superlayer's coordinates, derived from `position`, `anchorPoint`,
    /// `bounds.size` and `transform` (the box of the transformed bounds). Setting it places and sizes the
    /// layer, as Core Animation does (with a transform other than the identity, only its position).
    open var frame: CGRect {
        get { Self.frame(position: storedPosition, anchorPoint: anchorPoint, bounds: storedBounds, transform: storedTransform) }
        set {
            if storedTransform == CATransform3DIdentity || storedTransform.isAffine && CATransform3DGetAffineTransform(storedTransform).isIdentity {
                var b = bounds
                b.size = newValue.size
                bounds = b
            }
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets `transform` to the affine transform `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// Whether the layer and its sublayers are drawn.
    open var isHidden = false {
        didSet { if isHidden != oldValue, let owner { MainActor.assumeIsolated { owner.layerDidChangeHidden() } } }
    }
    /// The opacity of the layer and its sublayers as a whole, from 0 to 1. Animatable.
    open var opacity: Float {
        get { Float(opacityValue) }
        set { opacityValue = CGFloat(newValue) }
    }
    /// The opacity at full precision (a view's `alpha` is a `CGFloat`).
    package var opacityValue: CGFloat = 1 {
        willSet { pendingAction = willChange(.opacity) } didSet { didChange(takePending()) }
    }
    /// The colour that fills the bounds, rounded by `cornerRadius`, under the content. Animatable.
    open var backgroundColor: CGColor? {
        get { storedBackgroundColor }
        set {
            let action = willChange(.backgroundColor)
            storedBackgroundColor = newValue
            didChange(action)
        }
    }
    /// The radius of the rounded corners of the background, border and shadow, and of the clip when
    /// `masksToBounds` is set. Animatable.
    open var cornerRadius: CGFloat = 0 { willSet { pendingAction = willChange(.cornerRadius) } didSet { didChange(takePending()) } }
    /// Which corners `cornerRadius` rounds (all by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners. ScrollReel draws `.continuous` corners with a
    /// longer, smoother transition, as iOS's squircle corners.
    open var cornerCurve = CALayerCornerCurve.circular
    /// The width of the border, drawn inside the bounds over the content and the sublayers; 0 (the
    /// default) draws none. Animatable.
    open var borderWidth: CGFloat = 0 { willSet { pendingAction = willChange(.borderWidth) } didSet { didChange(takePending()) } }
    /// The border's colour; opaque black by default. Animatable.
    open var borderColor: CGColor? = CGColor.black {
        willSet { pendingAction = willChange(.borderColor) } didSet { didChange(takePending()) }
    }
    /// Whether the content and sublayers are clipped to the bounds, rounded by `cornerRadius`.
    open var masksToBounds = false
    /// Whether the layer is drawn when its back faces the viewer (a card turned past 90°).
    open var isDoubleSided = true
    /// Accepted; ScrollReel's coordinates are always UIKit's (y points down).
    open var isGeometryFlipped = false
    /// Accepted; layers are drawn with their own alpha whatever it says.
    open var isOpaque = false
    /// Accepted and ignored: edges are always antialiased.
    open var allowsEdgeAntialiasing = false
    /// Accepted: a translucent layer and its sublayers are always composited as a group.
    open var allowsGroupOpacity = true
    /// Accepted and ignored: every layer is drawn afresh each frame.
    open var shouldRasterize = false
    /// Accepted and ignored (see `shouldRasterize`).
    open var rasterizationScale: CGFloat = 1
    /// Accepted and ignored: layers are drawn on the main thread.
    open var drawsAsynchronously = false
    /// The colour of the shadow (opaque black by default). Animatable.
    open var shadowColor: CGColor? = CGColor.black {
        willSet { pendingAction = willChange(.shadowColor) } didSet { didChange(takePending()) }
    }
    /// The opacity of the shadow, from 0 to 1; 0 (the default) draws none. Animatable.
    open var shadowOpacity: Float = 0 { willSet { pendingAction = willChange(.shadowOpacity) } didSet { didChange(takePending()) } }
    /// How far the shadow is offset from the layer, in points ((0, -3) by default, as Core
    /// Animation's). Animatable.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { pendingAction = willChange(.shadowOffset) } didSet { didChange(takePending()) }
    }
    /// The blur radius of the shadow, in points. ScrollReel draws the blur as stacked outlines of the
    /// shape, and caps the radius at 100 pt. Animatable.
    open var shadowRadius: CGFloat = 3 { willSet { pendingAction = willChange(.shadowRadius) } didSet { didChange(takePending()) } }
    /// The shape of the shadow, in the layer's coordinates; nil: the rounded bounds.
    open var shadowPath: CGPath? { willSet { pendingAction = willChange(.shadowPath) } didSet { didChange(takePending()) } }

    /// The layer's image: a `CGImage` (what `UIImage.cgImage` gives), drawn under the content that
    /// `draw(in:)` draws and placed by `contentsGravity`; anything else draws nothing, as on iOS.
    open var contents: Any?
    /// Where `contents` goes in the bounds (`.resize`, filling them, by default).
    open var contentsGravity = CALayerContentsGravity.resize
    /// The part of `contents` drawn, in unit coordinates (the whole image by default). Animatable.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { pendingAction = willChange(.contentsRect) } didSet { didChange(takePending()) }
    }
    /// Accepted: images are drawn at the frame's scale whatever it says.
    open var contentsScale: CGFloat = 1
    /// Accepted and ignored: contents stretch as a whole.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Accepted and ignored: images are filtered smoothly.
    open var minificationFilter = CALayerContentsFilter.linear
    /// Accepted and ignored: images are filtered smoothly.
    open var magnificationFilter = CALayerContentsFilter.linear
    /// Accepted and ignored: Core Image filters are not drawn.
    open var filters: [Any]?
    /// Accepted and ignored (see `filters`).
    open var backgroundFilters: [Any]?
    /// Accepted and ignored (see `filters`).
    open var compositingFilter: Any?

    /// A name for the layer, which `value(forKey:)` code and debugging use.
    open var name: String?
    /// What the layer asks for its drawing, its layout and its actions (a view is its layer's delegate).
    open weak var delegate: (any CALayerDelegate)?
    /// Actions by key, consulted for implicit animations after the delegate.
    open var actions: [String: any CAAction]?
    /// Accepted: the values of a layer's style dictionary are not read.
    open var style: [AnyHashable: Any]?

    // MARK: The tree

    /// The layer this layer is a sublayer of.
    public private(set) weak var superlayer: CALayer?
    /// The sublayers, back to front (before `zPosition` sorts them); nil when there are none, as
    /// Core Animation answers. Setting it replaces them all.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for l in children { l.superlayer = nil }
            children = []
            for l in newValue ?? [] { insertSublayer(l, at: UInt32(children.count)) }
        }
    }
    /// The layer whose alpha masks this one: only where it is opaque is this layer visible. It is
    /// placed in this layer's coordinates and has no superlayer.
    open var mask: CALayer? {
        didSet {
            oldValue?.maskedLayer = nil
            mask?.removeFromSuperlayer()
            mask?.maskedLayer = self
            if mask?.subtreeNeedsPass == true { needsPass() }
        }
    }

    // MARK: Stored values

    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedTransform = CATransform3DIdentity
    private var storedBackgroundColor: CGColor?
    package private(set) var children: [CALayer] = []
    /// The layer this one masks.
    package weak var maskedLayer: CALayer?
    /// The view whose geometry this layer is, if any.
    package weak var owner: (any LayerOwner)?
    /// The additive animations of `UIView.animate` on this layer, in the order they began.
    package var tracks: [AdditiveTrack] = []
    /// The animations added to the layer, in the order they were added.
    package var running: [RunningAnimation] = []
    /// What the renderer draws of a material (a `UIVisualEffectView`'s backdrop): the blur of what
    /// lies under the layer.
    package var backdrop: Backdrop?
    /// The drawing of `draw(in:)` as of the last `display()`.
    package var displayed: GraphicsRecording?
    private var needsDisplayFlag = false { didSet { if needsDisplayFlag { needsPass() } } }
    private var needsLayoutFlag = false { didSet { if needsLayoutFlag { needsPass() } } }
    /// Whether this layer, or one in its tree below (its sublayers, its mask), asked for layout or
    /// display since Core Animation's last pass: the pass goes only where one did, so a frame costs
    /// what changed, not the size of the tree (200,000 rows took 0.2 s a frame in a debug build).
    /// Set on a layer, it is set on every layer above it.
    private var subtreeNeedsPass = false

    /// Marks this layer and those above it for the pass (up to the first one already marked).
    private func needsPass() {
        var l: CALayer? = self
        while let layer = l, !layer.subtreeNeedsPass {
            layer.subtreeNeedsPass = true
            l = layer.superlayer ?? layer.maskedLayer
        }
    }
    /// The action of a property whose setter is a `willSet`/`didSet` pair, between the two (the
    /// subclasses' animatable properties use it too: `pendingAction = willChange(.key)` in `willSet`,
    /// `didChange(takePending())` in `didSet`).
    var pendingAction: PendingAction?
    /// False for a presentation copy: its changes are not actions.
    package var isModelLayer = true

    // MARK: Making layers

    /// A layer with Core Animation's default properties.
    public override init() { super.init() }

    /// Core Animation's copy of `layer` for a presentation layer or a subclass's own copies: its
    /// properties, not its sublayers or animations.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyModel(of: other) }
    }

    /// Layers are made in code here: there are no archives to decode. A view whose `layerClass` is a
    /// class of its own gets its layer through this initializer (Swift cannot call `init()` through a
    /// class value), which makes a default layer; a subclass that traps in it cannot be a `layerClass`.
    public required init?(coder: NSCoder) {
        guard coder is LayerClassCoder else { return nil }
        super.init()
    }

    /// A layer of `layerClass` (`CALayer` or a subclass), as a view makes its own.
    package static func make(_ layerClass: AnyClass) -> CALayer {
        switch layerClass {
        case is CAShapeLayer.Type where layerClass == CAShapeLayer.self: return CAShapeLayer()
        case is CAGradientLayer.Type where layerClass == CAGradientLayer.self: return CAGradientLayer()
        case is CATextLayer.Type where layerClass == CATextLayer.self: return CATextLayer()
        case is CATransformLayer.Type where layerClass == CATransformLayer.self: return CATransformLayer()
        case let type as CALayer.Type where layerClass != CALayer.self:
            return type.init(coder: LayerClassCoder()) ?? CALayer()
        default: return CALayer()
        }
    }

    /// Copies the model values a presentation copy starts from.
    package func copyModel(of other: CALayer) {
        storedBounds = other.storedBounds; storedPosition = other.storedPosition; anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ; zPosition = other.zPosition; storedTransform = other.storedTransform
        sublayerTransform = other.sublayerTransform; isHidden = other.isHidden; opacityValue = other.opacityValue
        storedBackgroundColor = other.storedBackgroundColor; cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve; borderWidth = other.borderWidth
        borderColor = other.borderColor; masksToBounds = other.masksToBounds; isDoubleSided = other.isDoubleSided
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius; shadowPath = other.shadowPath; contents = other.contents
        contentsGravity = other.contentsGravity; contentsRect = other.contentsRect; contentsScale = other.contentsScale
        name = other.name; backdrop = other.backdrop
    }

    // MARK: The tree

    /// Adds `layer` in front of the other sublayers, taking it out of its superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count - (layer.superlayer === self ? 1 : 0)))
    }

    /// Inserts `layer` among the sublayers at `index` (clamped), taking it out of its superlayer first.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.detachFromSuperlayer()
        if layer.maskedLayer != nil { layer.maskedLayer?.mask = nil }
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
        if layer.subtreeNeedsPass { needsPass() }
    }

    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.detachFromSuperlayer()
        let i = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(i))
    }

    /// Inserts `layer` just in front of `sibling` (in front of all when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.detachFromSuperlayer()
        let i = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(i))
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers; nothing happens when `oldLayer` is not one.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = children.firstIndex(where: { $0 === oldLayer }), oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Takes the layer out of its superlayer (or off the layer it masks).
    open func removeFromSuperlayer() {
        if let masked = maskedLayer { masked.mask = nil; return }
        detachFromSuperlayer()
    }

    private func detachFromSuperlayer() {
        guard let s = superlayer else { return }
        s.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// Moves the sublayer at `from` to `to` among the sublayers (what UIKit's subview reordering does
    /// to its layers).
    package func moveSublayer(_ layer: CALayer, to index: Int) {
        guard let i = children.firstIndex(where: { $0 === layer }) else { return }
        children.remove(at: i)
        children.insert(layer, at: min(max(index, 0), children.count))
    }

    /// Swaps two sublayers.
    package func swapSublayers(_ a: CALayer, _ b: CALayer) {
        guard let i = children.firstIndex(where: { $0 === a }), let j = children.firstIndex(where: { $0 === b }) else { return }
        children.swapAt(i, j)
    }

    /// The root of the tree this layer is in (a mask's is the tree of the layer it masks).
    package var rootLayer: CALayer {
        var l = self
        while let s = l.superlayer ?? l.maskedLayer { l = s }
        return l
    }

    // MARK: Layout

    /// Asks for `layoutSublayers()` before the next frame (a view's layer: the view's layout).
    open func setNeedsLayout() {
        if let owner { MainActor.assumeIsolated { owner.layerNeedsLayout() } } else { needsLayoutFlag = true }
    }
    /// Whether the layer asked for layout.
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out this layer's tree of layers of their own that asked for it, as Core Animation does
    /// before it draws (a view's layer is laid out by the view's layout pass).
    open func layoutIfNeeded() {
        if needsLayoutFlag, owner == nil {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for l in children where l.owner == nil { l.layoutIfNeeded() }
    }
    /// Positions the sublayers; the default asks the delegate (`layoutSublayers(of:)`).
    open func layoutSublayers() { askDelegate { $0.layoutSublayers(of: $1) } }
    /// The size the layer would like: its bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }
    /// Whether a change of the bounds asks for `display()` again (false by default).
    open var needsDisplayOnBoundsChange = false

    // MARK: Drawing

    /// Asks for `display()` before the next frame. On iOS a layer of one's own draws nothing until it is
    /// asked to display once; a view's layer is drawn every frame here.
    open func setNeedsDisplay() {
        if let owner { MainActor.assumeIsolated { owner.layerNeedsDisplay() } } else { needsDisplayFlag = true }
    }
    /// Asks for `display()` (the whole layer is drawn again).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
    /// Whether the layer asked to display.
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Displays the layer now if it asked to.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }
    /// Makes the layer's content: the delegate's `display(_:)` if it has one, else what `draw(in:)` draws,
    /// kept until the next display.
    open func display() {
        if delegate != nil { askDelegate { $0.display($1) } } else { displayByDrawing() }
    }

    /// Core Animation's own display: what `draw(in:)` draws, kept until the next display.
    package func displayByDrawing() {
        let recording = GraphicsRecording()
        let context = CGContext(recording, area: CGRect(origin: .zero, size: bounds.size))
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        displayed = recording
    }
    /// Draws the layer's content into `ctx`, in the layer's bounds coordinates; the default asks the
    /// delegate (`draw(_:in:)`).
    open func draw(in ctx: CGContext) {
        nonisolated(unsafe) let ctx = ctx
        askDelegate { $0.draw($1, in: ctx) }
    }

    /// Core Animation's pass before a frame, over this tree: the layers of one's own (not a view's,
    /// which the views lay out and draw) that asked for layout are laid out, then those that asked
    /// to display are displayed.
    package func layOutAndDisplayLayersOfTheirOwn() {
        guard subtreeNeedsPass else { return }
        subtreeNeedsPass = false
        if owner == nil, needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for l in children { l.layOutAndDisplayLayersOfTheirOwn() }
        mask?.layOutAndDisplayLayersOfTheirOwn()
        if owner == nil { displayIfNeeded() }
    }

    // MARK: Hit testing

    /// Whether `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer under `p`, given in the superlayer's coordinates.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacityValue > 0 else { return nil }
        let local = superlayer == nil ? mapToSuperlayer.inverted?.apply(p).point ?? p : convert(p, from: superlayer)
        if masksToBounds, !contains(local) { return nil }
        for l in children.reversed() { if let hit = l.hitTest(local) { return hit } }
        return contains(local) ? self : nil
    }

    // MARK: Actions

    /// The action for `event`: the delegate's, then `actions`', then the class's default; NSNull or
    /// nil means none.
    open func action(forKey event: String) -> (any CAAction)? {
        if let a = askDelegate({ $0.action(for: $1, forKey: event) }) ?? nil {
            return a is NSNull ? nil : a
        }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let a = Self.defaultAction(forKey: event) { return a is NSNull ? nil : a }
        return nil
    }

    /// The class's action for `event`: none here (implicit animations are the fallback).
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The default value of `key`, as Core Animation's class method.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a change of `key` redraws the layer (false for every key here).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Animations

    /// Runs a copy of `anim` on the layer under `key` (replacing one under the same key, which stops
    /// unfinished), on the scene's clock. Outside a scene nothing runs.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }

    /// The animation running under `key` (a copy of what was added).
    open func animation(forKey key: String) -> CAAnimation? { running.first { $0.key == key }?.animation }

    /// The keys of the running animations, in the order they were added.
    open func animationKeys() -> [String]? {
        let keys = running.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Stops the animation under `key`: the model value shows, and its delegate hears it stopped
    /// unfinished.
    open func removeAnimation(forKey key: String) { removeRunningAnimation(forKey: key) }

    /// Stops every animation of the layer where it is: the model values show. Core Animation's
    /// animations tell their delegates they stopped unfinished; `UIView.animate`'s complete with
    /// `false` (on the run loop, as UIKit's).
    open func removeAllAnimations() { removeEveryAnimation() }

    /// The layer as it is shown now: a copy with the running animations' values (`UIView.animate`'s
    /// included). A layer of a class of one's own gives nil (it cannot be copied here).
    open func presentation() -> Self? { presented(at: now) as? Self }

    /// The model layer of a presentation copy: the layer itself here.
    open func model() -> Self { self }

    // MARK: What subclasses add

    /// A subclass's own animatable key paths (a shape layer's `strokeEnd`, …).
    package func ownAnimatableValue(_ keyPath: String) -> AnimatableValue? { nil }
    /// Sets one of a subclass's own key paths; whether it was one.
    package func setOwnAnimatableValue(_ value: AnimatableValue, _ keyPath: String) -> Bool { false }
    /// A copy of the model values (not the tree), of the layer's own class for Core Animation's: a
    /// presentation copy, whose changes are not actions.
    package final func makeCopy() -> CALayer {
        let c = blankCopy()
        c.isModelLayer = false
        c.copyModel(of: self)
        return c
    }
    /// A layer of Core Animation's class of this one (a subclass of its own makes a `CALayer`), at
    /// its defaults: what `makeCopy()` copies the model into.
    package func blankCopy() -> CALayer { CALayer() }

    /// Draws a subclass's own content (a shape layer's path, a text layer's string) in the bounds.
    package func drawOwnContent(in context: any GraphicsContext) {}

    /// The box a subclass draws into beyond its bounds (a shape layer's path), in its coordinates.
    package var contentOverflow: CGRect? { nil }

    // MARK: Timing (CAMediaTiming)

    /// When the layer's time begins, in its superlayer's time.
    open var beginTime: CFTimeInterval = 0 { didSet { rescheduleAnimations() } }
    /// Accepted: a layer has no duration of its own.
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time (and its animations') runs against its superlayer's; 0 pauses them.
    open var speed: Float = 1 { didSet { rescheduleAnimations() } }
    /// Added to the layer's time (with `speed` 0: the moment shown).
    open var timeOffset: CFTimeInterval = 0 { didSet { rescheduleAnimations() } }
    /// Accepted: a layer's time does not repeat.
    open var repeatCount: Float = 0
    /// Accepted: a layer's time does not repeat.
    open var repeatDuration: CFTimeInterval = 0
    /// Accepted: a layer's time does not reverse.
    open var autoreverses = false
    /// Accepted.
    open var fillMode = CAMediaTimingFillMode.removed

    var layerSpeed: Float { speed.isFinite ? speed : 1 }
    var layerTimeOffset: Double { timeOffset.isFinite ? timeOffset : 0 }
    var layerBeginTime: Double { beginTime.isFinite ? beginTime : 0 }

    /// Converts `t` from `layer`'s time (nil: the scene's) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let scene = layer.flatMap { $0.sceneTime(fromLocal: t) } ?? t
        return localTime(atSceneTime: scene)
    }
    /// Converts `t` from this layer's time to `layer`'s (nil: the scene's).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let scene = sceneTime(fromLocal: t) ?? t
        return layer?.localTime(atSceneTime: scene) ?? scene
    }

    // MARK: Private

    /// Calls the delegate on the main actor, where layers are drawn, laid out and animated; nil
    /// without a delegate.
    package func askDelegate<T>(_ body: @MainActor (any CALayerDelegate, CALayer) -> T) -> T? {
        guard let delegate else { return nil }
        nonisolated(unsafe) let layer = self, d = delegate
        nonisolated(unsafe) var result: T?
        MainActor.assumeIsolated { result = body(d, layer) }
        return result
    }

    func takePending() -> PendingAction? {
        defer { pendingAction = nil }
        return pendingAction
    }

    private func boundsSizeDidChange(from old: CGSize) {
        if let owner {
            MainActor.assumeIsolated { owner.layerDidChangeBoundsSize(from: old) }
        } else {
            needsLayoutFlag = true
            if needsDisplayOnBoundsChange { needsDisplayFlag = true }
        }
    }

    static func frame(position: CGPoint, anchorPoint: CGPoint, bounds: CGRect, transform: CATransform3D) -> CGRect {
        let w = bounds.width, h = bounds.height
        let local = CGRect(x: -anchorPoint.x * w, y: -anchorPoint.y * h, width: w, height: h)
        if transform == CATransform3DIdentity { return local.offsetBy(dx: position.x, dy: position.y) }
        if transform.isAffine {
            return local.applying(CATransform3DGetAffineTransform(transform)).offsetBy(dx: position.x, dy: position.y)
        }
        let planar = transform.planar
        let corners = [CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
                       CGPoint(x: local.minX, y: local.maxY), CGPoint(x: local.maxX, y: local.maxY)].map { planar.apply($0).point }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()! + position.x, y: ys.min()! + position.y,
                      width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// The coder a view passes `init?(coder:)` of a layer class of its own (see `CALayer.init?(coder:)`).
package final class LayerClassCoder: NSCoder {}

/// Core Animation's `CACornerMask`: which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The mask's bits, with Core Animation's values.
    public let rawValue: UInt
    /// A mask from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (in UIKit's coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// iOS's continuous corners: the curvature grows smoothly from the straight edge (a squircle).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Core Animation's `CALayerContentsGravity`: where a layer's `contents` goes in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// A gravity by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred along the top edge (in UIKit's coordinates).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred along the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred along the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred along the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping its aspect ratio (some of it may lie outside).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// Core Animation's `CALayerContentsFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name.
    public let rawValue: String
    /// A filter by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Nearest neighbour.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Trilinear.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The material a layer blurs what lies under it with (what a `UIVisualEffectView`'s
/// backdrop layer does).
package struct Backdrop: Hashable, Sendable {
    /// The blur's standard deviation, in points of the screen.
    package var blurRadius: Double
    /// How much more saturated the blurred backdrop becomes (1: unchanged).
    package var saturation: Double
    /// The colour laid over the blurred backdrop.
    package var tint: CGColor

    package init(blurRadius: Double, saturation: Double, tint: CGColor) {
        self.blurRadius = blurRadius; self.saturation = saturation; self.tint = tint
    }
}

extension CALayerContentsGravity {
    /// Where an image of `size` goes inside `bounds` (in UIKit's coordinates: `.top` is the top).
    package func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let w = size.width, h = size.height
            let x: CGFloat = [.left, .topLeft, .bottomLeft].contains(self) ? bounds.minX
                : [.right, .topRight, .bottomRight].contains(self) ? bounds.maxX - w : bounds.midX - w / 2
            let y: CGFloat = [.top, .topLeft, .topRight].contains(self) ? bounds.minY
                : [.bottom, .bottomLeft, .bottomRight].contains(self) ? bounds.maxY - h : bounds.midY - h / 2
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
