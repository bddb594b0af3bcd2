import QuartzCore
import ScrollPhysics

/// UIKit's `UIGestureRecognizer`: watches the touches on its view (and the
/// view's subviews) and recognizes a gesture in them before the views do.
///
/// The window's `sendEvent(_:)` gives each touch to the recognizers of the view
/// it came down on and of that view's superviews first, then to the view. A
/// recognizer moves through UIKit's states (`possible`, then `began`, `changed`,
/// `ended` for a continuous gesture, or straight to `recognized`, or `failed`);
/// when it begins or is recognized, the other recognizers that cannot recognize
/// with it fail, and, with `cancelsTouchesInView`, the views get
/// `touchesCancelled` for its touches. `require(toFail:)` holds it until the other
/// has failed; the delegate may stop it beginning, let it recognize with others,
/// or keep touches from it.
///
/// At each change of state that UIKit sends an action for, the recognizer sends
/// its actions: `init(target:action:)` and `addTarget(_:action:)` take a
/// `#selector`, which compiles in files built through the `UIKitSources` plugin
/// (the method is called with the recognizer if it takes an argument), as on iOS.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's `UIGestureRecognizer.State`, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Watching the touches; nothing recognized yet (the state at rest).
        case possible
        /// A continuous gesture has begun.
        case began
        /// A continuous gesture has changed.
        case changed
        /// A continuous gesture ended (or a discrete one was recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed
        /// A discrete gesture was recognized: the same as `ended`.
        public static let recognized = State.ended
    }

    /// The recognizer's state. Set by the recognizer itself (a subclass, in its touch methods); a
    /// change to `began` or `recognized` takes effect once the window lets it (see the class).
    open var state: State {
        get { storedState }
        set {
            if let environment { environment.recognizer(self, requests: newValue) } else { storedState = newValue }
        }
    }
    /// The state as it is now; each change is announced to key-value observers of `state` (the raw
    /// value, as Objective-C's KVO boxes it in an `NSNumber`), before the actions are sent.
    package var storedState = State.possible {
        didSet { if storedState != .possible || oldValue != .possible { keyValueDidChange("state") } }
    }
    /// The observers of `state` (see `addObserver(_:forKeyPath:options:context:)`).
    package var keyValueObservations: [KeyValueObservation]?
    /// Hears whether the recognizer may begin, recognize with others, and see a touch.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer watches touches; a disabled one that was recognizing is cancelled.
    open var isEnabled = true {
        didSet {
            if !isEnabled, oldValue, state == .began || state == .changed { state = .cancelled }
        }
    }
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the view gets `touchesCancelled` for the recognizer's touches once it recognizes (true
    /// by default).
    open var cancelsTouchesInView = true
    /// Whether the view hears of a touch only once the recognizer has failed (false by default).
    open var delaysTouchesBegan = false
    /// Whether the view hears a touch end only once the recognizer has failed or recognized (true by
    /// default).
    open var delaysTouchesEnded = true
    /// Accepted: every touch here is a finger.
    open var requiresExclusiveTouchType = true
    /// Accepted: every touch here is a finger.
    open var allowedTouchTypes: [NSNumber] = [0]
    /// A name for the recognizer, for debugging.
    open var name: String?

    /// The touches the recognizer is watching.
    package private(set) var touches: [UITouch] = []
    /// Recognizers that must fail before this one may begin.
    package private(set) var failureRequirements: [WeakRecognizer] = []
    /// What is called at each change of state UIKit sends an action for, in the order it was added:
    /// blocks (no `action`), and target–action pairs (`target` and `action` name them, to remove
    /// them). The target is not retained, as UIKit's are not.
    private struct Handler {
        weak var target: AnyObject?
        let action: AnyHashable?
        let send: @MainActor (UIGestureRecognizer) -> Void
    }
    private var handlers: [Handler] = []
    /// The window that delivers touches to the recognizer now.
    package weak var environment: GestureEnvironment?

    /// UIKit's designated initializer: a recognizer that sends `action` to `target` (not retained)
    /// when it begins, changes, ends, is cancelled or is recognized; with a nil target or action,
    /// a recognizer without an action, to which `addTarget(_:action:)` can add one.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without an action.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// A recognizer that calls `handler` with itself when it begins, changes, ends, is cancelled or
    /// is recognized: for UIKit's own recognizers (a table's swipe), whose actions are no selector.
    /// Not public: iOS has only `init(target:action:)`.
    package convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        handlers.append(Handler(target: nil, action: nil, send: handler))
    }

    /// UIKit's `addTarget(_:action:)`: sends `action` to `target` too (after the pairs added
    /// before), with the recognizer if the method takes an argument. A pair added twice is sent
    /// once. The method must be one a selector can name in a file built through the
    /// `UIKitSources` plugin; another stops the scene with the runtime's "unrecognized selector".
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        addAction(target: object, action: action) { [weak object] recognizer in
            guard let object else { return }
            MethodDispatch.call(action, on: object, [recognizer])
        }
    }

    /// UIKit's `removeTarget(_:action:)`: stops sending `action` (nil: every action) to `target`
    /// (nil: every target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        removeActions(target: target.map { $0 as AnyObject }, action: action.map { AnyHashable($0) })
    }

    /// Adds what to call at each change of state UIKit sends an action for, for `target` and
    /// `action` (a pair added twice is kept once).
    package final func addAction(target: AnyObject?, action: AnyHashable, _ send: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        guard !handlers.contains(where: { $0.action == action && $0.target === target }) else { return }
        handlers.append(Handler(target: target, action: action, send: send))
    }

    /// Removes the target–action pairs of `target` (nil: every target) with `action` (nil: every action).
    package func removeActions(target: AnyObject?, action: AnyHashable?) {
        handlers.removeAll { h in
            guard h.action != nil else { return false }
            return (target == nil || h.target === target) && (action == nil || h.action == action)
        }
    }

    /// Calls the handlers.
    package func sendActions() { for h in handlers { h.send(self) } }

    // MARK: What the recognizer sees

    /// How many touches the recognizer is watching.
    open var numberOfTouches: Int { touches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return lastLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        let sum = touches.reduce(CGPoint.zero) { $0 + $1.windowLocation }
        let c = sum * (1 / CGFloat(touches.count))
        return view?.convert(c, from: nil) ?? c
    }
    /// Where the centroid was when the last touch lifted (a tap's location after it ended).
    package var lastLocation: CGPoint?

    /// Where touch `touchIndex` is in `view`'s coordinates (nil: the window's).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }

    // MARK: Relations to other recognizers

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it begins; it fails
    /// when the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail (true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail (true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (false; subclasses
    /// override).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (false; subclasses override).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: For subclasses

    /// Puts the recognizer back at rest after a gesture (or a failure); subclasses reset their own
    /// state, calling super.
    open func reset() {}

    /// Stops watching `touch`.
    open func ignore(_ touch: UITouch, for event: UIEvent) { touches.removeAll { $0 === touch } }

    /// A touch came down on the view or one of its subviews.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A watched touch moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A watched touch lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A watched touch was cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    // MARK: Bookkeeping

    package func watch(_ touch: UITouch) { if !touches.contains(where: { $0 === touch }) { touches.append(touch) } }
    package func forget(_ touch: UITouch) {
        if touches.count == 1 { lastLocation = location(in: nil) }
        touches.removeAll { $0 === touch }
    }
    package func watches(_ touch: UITouch) -> Bool { touches.contains { $0 === touch } }

    /// Back at rest: `possible`, no touches.
    package func resetToPossible() {
        storedState = .possible
        touches.removeAll()
        reset()
    }

    /// A multi-tap recognizer between taps, waiting for the next.
    package var isWaitingForTaps: Bool { false }

    /// The virtual time now (0 outside a window).
    package var now: Double { view?.window?.now ?? 0 }
}

/// UIKit's `UIGestureRecognizerDelegate`: a say in when a recognizer begins, which
/// recognizers recognize together, and which touches it sees. Every method has a
/// default, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `possible` and begin (or be recognized); true by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two may recognize at the same time; false by default (either's delegate saying
    /// true is enough).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer must wait for `otherGestureRecognizer` to fail; false by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for this recognizer to fail; false by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch` at all; true by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// True.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// True.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// A weak reference to a recognizer.
package struct WeakRecognizer {
    package weak var recognizer: UIGestureRecognizer?
    package init(_ r: UIGestureRecognizer) { recognizer = r }
}

extension UIView {
    /// The recognizers attached to the view, in the order they were added; nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for r in attachedRecognizers { r.view = nil }
            attachedRecognizers = []
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `gestureRecognizer` to the view (taking it from any other view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view; one that was recognizing is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        if gestureRecognizer.state == .began || gestureRecognizer.state == .changed { gestureRecognizer.state = .cancelled }
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
