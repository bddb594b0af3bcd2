import CoreGraphics
import VirtualTime

/// Core Animation's `CATransaction`: groups layer changes, sets how the implicit
/// animations of layers of one's own run (`setAnimationDuration`,
/// `setAnimationTimingFunction`, `setDisableActions`), and runs a completion block
/// once every animation added inside it has ended.
///
/// Outside `begin()`/`commit()` the settings go to the implicit transaction of the
/// current turn of the run loop, which commits when the turn ends, as on iOS.
open class CATransaction: NSObject {
    /// Settings of one transaction.
    private final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var values: [String: Any] = [:]
        let group: Group
        init(parent: Group?) { group = Group(parent: parent) }
    }

    /// The animations added inside one transaction: its completion block runs once
    /// it is committed and they have all ended (those of nested transactions too).
    package final class Group {
        private var pending = 0
        private var committed = false
        var completion: (() -> Void)?
        private weak var parent: Group?

        init(parent: Group?) {
            self.parent = parent
            parent?.pending += 1
        }

        /// One more animation to wait for.
        func join() -> Group { pending += 1; return self }

        /// One animation ended.
        func leave() {
            pending -= 1
            finishIfDone()
        }

        func commit() {
            committed = true
            finishIfDone()
        }

        private func finishIfDone() {
            guard committed, pending <= 0 else { return }
            committed = false
            if let block = completion {
                nonisolated(unsafe) let completion = block
                self.completion = nil
                // On the run loop, after what is running now, as Core Animation's.
                if let clock = SceneClock.current {
                    MainActor.assumeIsolated { _ = clock.schedule(at: clock.now) { completion() } }
                } else {
                    completion()
                }
            }
            parent?.leave()
            parent = nil
        }
    }

    nonisolated(unsafe) private static var stack: [Frame] = []
    nonisolated(unsafe) private static var implicit: Frame?

    /// The group of the innermost transaction (the implicit one when none is open), which animations
    /// added now join.
    package static var current: Group? { (stack.last ?? implicit)?.group }

    private static var top: Frame {
        if let f = stack.last { return f }
        if let f = implicit { return f }
        let f = Frame(parent: nil)
        implicit = f
        // The implicit transaction commits when the current turn of the run loop ends.
        if let clock = SceneClock.current {
            MainActor.assumeIsolated {
                _ = clock.schedule(at: clock.now, keepsSceneAwake: false) { commitImplicit() }
            }
        }
        return f
    }

    private static func commitImplicit() {
        guard let f = implicit else { return }
        implicit = nil
        f.group.commit()
    }

    private static func lookup<T>(_ value: (Frame) -> T?) -> T? {
        for f in stack.reversed() { if let v = value(f) { return v } }
        return implicit.flatMap(value)
    }

    /// Opens a transaction inside the current one.
    open class func begin() { stack.append(Frame(parent: (stack.last ?? implicit)?.group)) }
    /// Closes the innermost transaction: its completion block runs once its animations have ended.
    open class func commit() {
        guard let f = stack.popLast() else { return }
        f.group.commit()
    }
    /// Commits the implicit transaction now.
    open class func flush() { commitImplicit() }
    /// Accepted: there is one thread.
    open class func lock() {}
    /// Accepted: there is one thread.
    open class func unlock() {}

    /// How long implicit animations last: the innermost transaction's setting, else 0.25 s.
    open class func animationDuration() -> CFTimeInterval { lookup { $0.duration } ?? 0.25 }
    /// Sets how long the implicit animations of this transaction last.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        top.duration = dur.isFinite ? min(max(dur, 0), 1e6) : 0.25
    }
    /// The pace of implicit animations (nil: Core Animation's default curve).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { lookup { $0.timingFunction } }
    /// Sets the pace of the implicit animations of this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { top.timingFunction = function }
    /// Whether changes of layers make no implicit animations.
    open class func disableActions() -> Bool { lookup { $0.disableActions } ?? false }
    /// Turns implicit animations off (or on) for this transaction.
    open class func setDisableActions(_ flag: Bool) { top.disableActions = flag }
    /// The block that runs once this transaction's animations have ended.
    open class func completionBlock() -> (() -> Void)? { (stack.last ?? implicit)?.group.completion }
    /// Sets the block that runs once every animation added from now on in this transaction has ended
    /// (at once, on the run loop, when there are none).
    open class func setCompletionBlock(_ block: (() -> Void)?) { top.group.completion = block }
    /// A value set on the transaction.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return lookup { $0.values[key] }
        }
    }
    /// Sets a value on the transaction (the keys of its settings set them).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration: setAnimationDuration((anObject as? Double) ?? (anObject as? NSNumber)?.doubleValue ?? 0.25)
        case kCATransactionDisableActions: setDisableActions((anObject as? Bool) ?? (anObject as? NSNumber)?.boolValue ?? false)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: top.values[key] = anObject
        }
    }
}

/// The key of a transaction's animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of a transaction's disabling of actions.
public let kCATransactionDisableActions = "disableActions"
/// The key of a transaction's timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of a transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"
