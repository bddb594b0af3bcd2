/// A value carried into a main-actor closure that runs on the thread it was made on
/// (the scene's): targets and arguments of target–action calls.
struct SceneBound<T>: @unchecked Sendable {
    let value: T
}

extension Timer {
    /// Foundation's `Timer(timeInterval:target:selector:userInfo:repeats:)`: a timer, not yet
    /// scheduled, that sends `aSelector` to `aTarget` (with the timer, if the method takes an
    /// argument) at each fire. The target is kept until the timer is invalidated.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        let target = SceneBound(value: aTarget as AnyObject)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            _ = MethodDispatch.call(aSelector, on: target.value, [timer])
        }
        self.userInfo = userInfo
    }

    /// Foundation's `Timer(fireAt:interval:target:selector:userInfo:repeats:)`: as
    /// `init(timeInterval:target:selector:userInfo:repeats:)`, first firing at `date`.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector,
                            userInfo ui: Any?, repeats rep: Bool) {
        let target = SceneBound(value: t as AnyObject)
        self.init(fire: date, interval: ti, repeats: rep) { timer in
            _ = MethodDispatch.call(s, on: target.value, [timer])
        }
        self.userInfo = ui
    }

    /// Foundation's `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: on the main
    /// run loop in the default mode, first fire one interval from now.
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let t = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        t.schedule(in: .default)
        return t
    }
}

extension CADisplayLink {
    /// Core Animation's `CADisplayLink(target:selector:)`: a link that sends `sel` to `target` (with
    /// the link, if the method takes an argument) at every frame once it is added to a run loop. The
    /// target is kept until the link is invalidated, as Core Animation keeps it.
    public convenience init(target: Any, selector sel: Selector) {
        let object = target as AnyObject
        self.init { link in _ = MethodDispatch.call(sel, on: object, [link]) }
    }
}

/// Runs `body` on the main actor, where a scene runs; for Foundation's nonisolated
/// entry points (`perform(_:)`, `addObserver(_:forKeyPath:…)`), which UIKit code calls
/// from the main thread. Called from another thread, it stops (MainActor's check).
package func onSceneThread<T>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { SceneBound(value: body()) }.value
}
