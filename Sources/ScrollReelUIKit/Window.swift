/// UIKit's `UIWindow`: the root of a scene, and the owner of its virtual time.
///
/// The window runs the scene's run loop (timers, the ends of motions), its display
/// link (scroll views in motion move once per frame) and its touches (hit testing
/// and the scroll views' pan and pinch gestures). The simulation module advances it.
open class UIWindow: UIView {
    /// The current virtual time, in seconds since the scene was made.
    public private(set) var now: Double = 0
    private var queue = EventQueue()
    private var displayLinkTargets: [UIScrollView] = []
    private var animations: [PropertyAnimation] = []
    var displayLinks: [CADisplayLink] = []
    private var recordedCalls: [DelegateCall] = []
    var touchSessions: [Int: TouchSession] = [:]
    /// Whether the status bar is drawn light (white) or dark; nil hides it.
    public var statusBarStyle: StatusBarStyle? = .dark

    public enum StatusBarStyle: Sendable { case dark, light }

    /// The height of the status bar area, where a tap scrolls to the top.
    public var statusBarHeight: Double = 47

    /// The screen's safe area: the status bar above, the home indicator below
    /// (an iPhone with a notch: 47 and 34 pt).
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: statusBarHeight, left: 0, bottom: 34, right: 0) }

    /// How the labels of this scene measure text: the measurer of the scene being
    /// built when the window was made (see `TextMeasurement`).
    public let textMeasurer: any TextMeasurer

    public init(frame: CGRect, textMeasurer: (any TextMeasurer)? = nil) {
        self.textMeasurer = textMeasurer ?? TextMeasurement.current ?? EstimatingTextMeasurer()
        super.init(frame: frame)
    }

    // MARK: Run loop

    /// Schedules `action` at virtual time `time` (not before now).
    @discardableResult
    public func schedule(at time: Double, keepsSceneAwake: Bool = true,
                         _ action: @escaping () -> Void) -> ScheduledEvent {
        queue.schedule(at: max(time, now), keepsSceneAwake: keepsSceneAwake, action)
    }

    /// The time of the next scheduled event, if any.
    public var nextEventTime: Double? { queue.peek()?.time }

    /// Runs every event due up to and including `time`, in order, each at its own
    /// exact time, with a layout pass after each; then moves the clock to `time`.
    public func advance(to time: Double) {
        while let e = queue.peek(), e.time <= time {
            _ = queue.pop()
            now = max(now, e.time)
            queue.run(e)
            layoutIfNeeded()
        }
        now = max(now, time)
    }

    /// One display frame at the current time: every scroll view in motion moves to
    /// where its motion is now (and calls `scrollViewDidScroll`), then layout.
    public func displayLinkFired() {
        for sv in displayLinkTargets { sv.displayLinkFired(at: now) }
        animations.removeAll { $0.isFinished }
        for a in animations { a.update(a.progress(at: now)) }
        displayLinks.removeAll { !$0.isValid }
        for link in displayLinks where link.isValid { link.callback(now) }
        layoutIfNeeded()
    }

    func addAnimation(_ a: PropertyAnimation) { animations.append(a) }
    func removeAnimation(_ a: PropertyAnimation) { animations.removeAll { $0 === a } }

    func addDisplayLinkTarget(_ sv: UIScrollView) {
        if !displayLinkTargets.contains(where: { $0 === sv }) { displayLinkTargets.append(sv) }
    }

    func removeDisplayLinkTarget(_ sv: UIScrollView) {
        displayLinkTargets.removeAll { $0 === sv }
    }

    /// Nothing moves, no finger is down, no scroll indicator is still fading and
    /// nothing but repeating timers is scheduled.
    public var isAtRest: Bool {
        guard displayLinkTargets.isEmpty, touchSessions.isEmpty, !queue.hasPendingWork,
              !displayLinks.contains(where: \.isValid) else { return false }
        // (Running animations have their end scheduled, so they count as pending work.)
        func indicatorsShowing(_ v: UIView) -> Bool {
            if let sv = v as? UIScrollView, sv.scrollIndicatorAlpha(at: now) > 0 { return true }
            return v.subviews.contains(where: indicatorsShowing)
        }
        return !indicatorsShowing(self)
    }

    // MARK: Delegate calls

    func record(_ call: DelegateCall) -> Int {
        recordedCalls.append(call)
        return recordedCalls.count - 1
    }

    func updateRecordedCall(_ index: Int, _ update: (inout DelegateCall) -> Void) {
        update(&recordedCalls[index])
    }

    /// The delegate calls (other than `scrollViewDidScroll`) made since the last drain, in call order.
    public func drainDelegateCalls() -> [DelegateCall] {
        defer { recordedCalls.removeAll(keepingCapacity: true) }
        return recordedCalls
    }

    /// The fingers on the screen by touch id, never in the dictionary's
    /// per-process hash order.
    var touchesInOrder: [TouchSession] { touchSessions.keys.sorted().map { touchSessions[$0]! } }

    /// Where the fingers are now, for the touch indicator.
    public var touchLocations: [CGPoint] { touchesInOrder.map(\.location) }

    /// Where fingers lifted in the last second, and when (for the touch
    /// indicator, which lets a lifted finger fade: a tap lasts 0.1 s, less
    /// than two frames of a documentation GIF).
    public internal(set) var recentLifts: [(location: CGPoint, time: Double)] = []
}
