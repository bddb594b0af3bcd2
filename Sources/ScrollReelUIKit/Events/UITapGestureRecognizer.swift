import QuartzCore

/// UIKit's `UITapGestureRecognizer`: one or more taps of one or more fingers.
/// Recognized when the last finger of the last tap lifts; it fails if a finger
/// moves 10 pt from where it came down, if more fingers come down than it asks
/// for, or if the next tap of a multiple tap does not come within 0.35 s (UIKit's
/// double-tap interval; neither figure is published).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs (1 by default).
    open var numberOfTouchesRequired = 1

    /// How far a finger may move during a tap.
    package static let allowableMovement: CGFloat = 10
    /// How long the next tap of a multiple tap may take to come.
    package static let tapInterval = 0.35

    private var taps = 0
    private var fingersThisTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var nextTapDeadline: ScheduledEvent?

    package override var isWaitingForTaps: Bool { taps > 0 && state == .possible && numberOfTouches == 0 }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapDeadline?.cancel()
        nextTapDeadline = nil
        for t in touches { starts[ObjectIdentifier(t)] = t.windowLocation }
        fingersThisTap = max(fingersThisTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches {
            if let s = starts[ObjectIdentifier(t)], (t.windowLocation - s).length > Self.allowableMovement { state = .failed; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches - touches.count <= 0 else { return }
        guard fingersThisTap == numberOfTouchesRequired else { state = .failed; return }
        taps += 1
        fingersThisTap = 0
        starts = [:]
        if taps >= numberOfTapsRequired {
            state = .recognized
        } else if let window = view?.window {
            nextTapDeadline = window.schedule(at: window.now + Self.tapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        taps = 0
        fingersThisTap = 0
        starts = [:]
        nextTapDeadline?.cancel()
        nextTapDeadline = nil
    }
}

/// UIKit's `UILongPressGestureRecognizer`: fingers held still for
/// `minimumPressDuration`. It begins then (continuous: it changes as the fingers
/// move and ends when they lift), and fails if a finger moves further than
/// `allowableMovement` before it began or lifts too soon.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down (0.5 s by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers (1 by default).
    open var numberOfTouchesRequired = 1
    /// How many taps before the press (0 by default; a press after taps is not recognized here unless 0).
    open var numberOfTapsRequired = 0
    /// How far a finger may move before the press begins (10 pt by default).
    open var allowableMovement: CGFloat = 10

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var timer: ScheduledEvent?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches { starts[ObjectIdentifier(t)] = t.windowLocation }
        if numberOfTouches > numberOfTouchesRequired || numberOfTapsRequired > 0 { if state == .possible { state = .failed }; return }
        guard numberOfTouches == numberOfTouchesRequired, state == .possible, let window = view?.window else { return }
        timer?.cancel()
        let d = minimumPressDuration.isFinite ? min(max(minimumPressDuration, 0), 1e6) : 0.5
        timer = window.schedule(at: window.now + d) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for t in touches {
                if let s = starts[ObjectIdentifier(t)], (t.windowLocation - s).length > allowableMovement { state = .failed; return }
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        starts = [:]
        timer?.cancel()
        timer = nil
    }
}

/// UIKit's `UISwipeGestureRecognizer`: a quick stroke in one of `direction`'s
/// directions. ScrollReel's thresholds (UIKit publishes none): recognized once the
/// finger has gone 50 pt that way within 0.5 s of coming down, no further than half
/// as far across; it fails if it moves 10 pt another way first, takes longer, or
/// lifts short.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The directions' bits, with UIKit's values.
        public let rawValue: UInt
        /// Directions from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }
    /// The directions that count (right by default).
    open var direction: Direction = .right
    /// How many fingers (1 by default).
    open var numberOfTouchesRequired = 1

    package static let distance: CGFloat = 50
    package static let duration = 0.5

    private var start = CGPoint.zero
    private var startTime = 0.0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 1 { start = location(in: nil); startTime = now }
        if numberOfTouches > numberOfTouchesRequired, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
        let d = location(in: nil) - start
        if now - startTime > Self.duration { state = .failed; return }
        let ways: [(Direction, CGFloat, CGFloat)] = [(.right, d.x, d.y), (.left, -d.x, d.y), (.down, d.y, d.x), (.up, -d.y, d.x)]
        for (dir, along, across) in ways where direction.contains(dir) {
            if along >= Self.distance, abs(across) <= along / 2 { state = .recognized; return }
        }
        // Gone 10 pt in a way that is none of its directions: not this swipe.
        if d.length >= UIPanGestureRecognizer.hysteresis,
           !ways.contains(where: { direction.contains($0.0) && $0.1 > 0 && abs($0.2) <= $0.1 }) {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
