import Synchronization

extension NSObjectProtocol {
    /// `NSObjectProtocol.responds(to:)`: whether the object has a method for `aSelector`.
    ///
    /// Here the methods are those of the dispatch tables that files built through the
    /// `UIKitSources` plugin register (the methods a selector can name there); an object of a
    /// class not built through the plugin answers false.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return MethodDispatch.responds(self, to: aSelector)
    }

    /// `NSObjectProtocol.perform(_:)`: calls the method `aSelector` names, without arguments.
    /// Returns the method's result when it is an object (unretained, as Objective-C returns
    /// it); stops with "unrecognized selector" when the object has no such method.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        send(aSelector, [])
    }

    /// `NSObjectProtocol.perform(_:with:)`: calls the method `aSelector` names with one argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        send(aSelector, [object])
    }

    /// `NSObjectProtocol.perform(_:with:with:)`: calls the method `aSelector` names with two
    /// arguments.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        send(aSelector, [object1, object2])
    }

    private func send(_ selector: Selector, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        let call = SceneBound(value: (self as AnyObject, arguments))
        let result = onSceneThread { SceneBound(value: MethodDispatch.call(selector, on: call.value.0, call.value.1)) }.value
        guard let result, type(of: result) is AnyClass else { return nil }
        return Unmanaged.passUnretained(result as AnyObject)
    }
}

/// The `perform(_:with:afterDelay:)` requests still to run, for
/// `cancelPreviousPerformRequests`.
private let delayedPerforms = Mutex<[DelayedPerform]>([])

private let nextPerformToken = Atomic<Int>(0)

private struct DelayedPerform: @unchecked Sendable {
    let token: Int
    let target: ObjectIdentifier
    let selector: Selector
    let argument: AnyObject?
    let event: ScheduledEvent
}

extension NSObject {
    /// Foundation's `perform(_:with:afterDelay:)`: calls the method `aSelector` names with
    /// `anArgument` after `delay` seconds of the scene's virtual time, in the run loop's
    /// default mode (so it waits while a scroll view tracks a finger, as on iOS). The target
    /// and the argument are kept until then. Outside a scene there is no clock to wait on:
    /// a programming error.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        perform(aSelector, with: anArgument, afterDelay: delay, inModes: [.default])
    }

    /// Foundation's `perform(_:with:afterDelay:inModes:)`: as `perform(_:with:afterDelay:)`, in
    /// the given run-loop modes (`.common` runs while a scroll view tracks a finger too).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {
        let request = SceneBound(value: (self, anArgument))
        onSceneThread { request.value.0.schedule(aSelector, with: request.value.1, afterDelay: delay, inModes: modes) }
    }

    @MainActor private func schedule(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                                     inModes modes: [RunLoop.Mode]) {
        guard let clock = SceneEnvironment.current?.clock else {
            preconditionFailure("perform(_:with:afterDelay:) outside a ScrollReel scene: there is no virtual clock to wait on")
        }
        let common = modes.contains(.common) || (modes.contains(.default) && modes.contains(.tracking))
        let wait = delay.isFinite ? min(max(delay, 0), 1e9) : 0
        let target = self, argument = anArgument
        let id = ObjectIdentifier(self)
        let token = delayedPerforms.withLock { _ in nextPerformToken.add(1, ordering: .relaxed).newValue }
        let event = clock.schedule(at: clock.now + wait, runsInCommonModes: common) {
            delayedPerforms.withLock { list in list.removeAll { $0.token == token } }
            _ = MethodDispatch.call(aSelector, on: target, [argument])
        }
        let request = DelayedPerform(token: token, target: id, selector: aSelector, argument: anArgument as AnyObject?, event: event)
        delayedPerforms.withLock { $0.append(request) }
    }

    /// Foundation's `cancelPreviousPerformRequests(withTarget:)`: cancels every
    /// `perform(_:with:afterDelay:)` still to run on `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let id = ObjectIdentifier(aTarget as AnyObject)
        cancelRequests { $0.target == id }
    }

    /// Foundation's `cancelPreviousPerformRequests(withTarget:selector:object:)`: cancels the
    /// requests on `aTarget` for `aSelector` whose argument is `anArgument` (the same object, or
    /// an equal one).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        let id = ObjectIdentifier(aTarget as AnyObject)
        let argument = anArgument as AnyObject?
        cancelRequests { r in
            r.target == id && r.selector == aSelector
                && (r.argument === argument || (r.argument as? NSObject).map { $0.isEqual(argument) } ?? (argument == nil && r.argument == nil))
        }
    }

    private class func cancelRequests(where matches: (DelayedPerform) -> Bool) {
        let cancelled = delayedPerforms.withLock { list -> [DelayedPerform] in
            let hit = list.filter(matches)
            list.removeAll(where: matches)
            return hit
        }
        for r in cancelled { r.event.cancel() }
    }
}
