/// A callback scheduled at a virtual time; cancel it to skip it.
public final class ScheduledEvent {
    public let time: Double
    /// Whether the scene counts as busy while this is pending (a repeating timer's
    /// next fire does not: it would keep a scene busy forever).
    public let keepsSceneAwake: Bool
    fileprivate let sequence: Int
    fileprivate let action: () -> Void
    public private(set) var isCancelled = false
    fileprivate init(time: Double, sequence: Int, keepsSceneAwake: Bool, action: @escaping () -> Void) {
        self.time = time; self.sequence = sequence; self.keepsSceneAwake = keepsSceneAwake; self.action = action
    }
    public func cancel() { isCancelled = true }
}

/// The window's run loop in virtual time: events run in time order, and events
/// scheduled for the same time run in the order they were scheduled. There is no
/// wall clock anywhere: time only moves when the simulation advances it.
struct EventQueue {
    private var heap: [ScheduledEvent] = []
    private var nextSequence = 0

    private static func before(_ a: ScheduledEvent, _ b: ScheduledEvent) -> Bool {
        a.time < b.time || (a.time == b.time && a.sequence < b.sequence)
    }

    mutating func schedule(at time: Double, keepsSceneAwake: Bool, _ action: @escaping () -> Void) -> ScheduledEvent {
        let e = ScheduledEvent(time: time, sequence: nextSequence, keepsSceneAwake: keepsSceneAwake, action: action)
        nextSequence += 1
        heap.append(e)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.before(heap[i], heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
        return e
    }

    /// The earliest event that is not cancelled.
    mutating func peek() -> ScheduledEvent? {
        while let top = heap.first, top.isCancelled { _ = pop() }
        return heap.first
    }

    mutating func pop() -> ScheduledEvent? {
        guard !heap.isEmpty else { return nil }
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count, Self.before(heap[l], heap[m]) { m = l }
                if r < heap.count, Self.before(heap[r], heap[m]) { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        return top
    }

    func run(_ e: ScheduledEvent) { if !e.isCancelled { e.action() } }

    /// Whether anything that keeps the scene awake is still to come.
    var hasPendingWork: Bool { heap.contains { !$0.isCancelled && $0.keepsSceneAwake } }
}

/// Foundation's `Timer`, on the window's virtual run loop.
public final class Timer {
    public let timeInterval: Double
    public let repeats: Bool
    private let block: (Timer) -> Void
    private weak var window: UIWindow?
    private var pending: ScheduledEvent?
    public private(set) var isValid = true

    /// When the timer fires next, in virtual time; `nil` means never (Foundation's
    /// `distantFuture`, which the carousel of seed 004 uses to pause it). Setting it
    /// moves the next fire; a repeating timer goes on every interval from there.
    public var fireDate: Double? {
        get { pending?.time }
        set {
            pending?.cancel()
            pending = nil
            guard isValid, let newValue else { return }
            arm(at: newValue)
        }
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on `window`'s run loop.
    @discardableResult
    public static func scheduledTimer(in window: UIWindow, withTimeInterval interval: Double, repeats: Bool,
                                      block: @escaping (Timer) -> Void) -> Timer {
        let t = Timer(window: window, interval: interval, repeats: repeats, block: block)
        t.arm(at: window.now + interval)
        return t
    }

    private init(window: UIWindow, interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.window = window; self.timeInterval = max(interval, 1e-4); self.repeats = repeats; self.block = block
    }

    /// The run loop holds a scheduled timer, as Foundation's does: the event keeps
    /// it alive until it fires for the last time or is invalidated.
    private func arm(at time: Double) {
        pending = window?.schedule(at: time, keepsSceneAwake: !repeats) { self.fire(scheduledAt: time) }
    }

    private func fire(scheduledAt time: Double) {
        guard isValid else { return }
        // Repeating timers keep their phase: the next fire is a whole interval after
        // this one was due, as Foundation's timers do.
        if repeats { arm(at: time + timeInterval) } else { isValid = false; pending = nil }
        block(self)
    }

    public func invalidate() {
        isValid = false
        pending?.cancel()
        pending = nil
    }
}
