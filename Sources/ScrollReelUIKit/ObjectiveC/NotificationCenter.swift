import Synchronization

/// The observers added with a selector, so that they can be removed by observer.
private let selectorObservers = Mutex<[SelectorObserver]>([])

private struct SelectorObserver: @unchecked Sendable {
    weak var center: NotificationCenter?
    weak var observer: AnyObject?
    let observerID: ObjectIdentifier
    let name: Notification.Name?
    weak var object: AnyObject?
    let token: any NSObjectProtocol
}

extension NotificationCenter {
    /// Foundation's `addObserver(_:selector:name:object:)`, which Swift on Linux lacks: `observer`
    /// is sent `aSelector` (with the notification, if the method takes an argument) for each
    /// notification called `aName` (nil: any) posted by `anObject` (nil: anyone), at once, on the
    /// posting thread. The observer is not retained; once it is gone it is sent nothing.
    ///
    /// Swift on Linux's `removeObserver(_:)` does not know observers added this way: in files built
    /// through the `UIKitSources` plugin, `NotificationCenter.default.removeObserver(…)` removes them
    /// too.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = SceneBound(value: observer as AnyObject)
        let weakTarget = WeakBox(target.value)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let object = weakTarget.object else { return }
            let call = SceneBound(value: (object, notification))
            onSceneThread { _ = MethodDispatch.call(aSelector, on: call.value.0, [call.value.1]) }
        }
        let entry = SelectorObserver(center: self, observer: target.value, observerID: ObjectIdentifier(target.value), name: aName,
                                     object: anObject.map { $0 as AnyObject }, token: token)
        selectorObservers.withLock { list in
            list.removeAll { $0.observer == nil }
            list.append(entry)
        }
    }

    /// Removes what `addObserver(_:selector:name:object:)` added for `observer` with `aName` (nil: any
    /// name) and `anObject` (nil: any sender); what the plugin's rewritten
    /// `NotificationCenter.default.removeObserver(…)` calls besides Foundation's.
    package func removeSelectorObservers(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) {
        let id = ObjectIdentifier(observer as AnyObject)
        let sender = anObject.map { $0 as AnyObject }
        let removed = selectorObservers.withLock { list -> SceneBound<[SelectorObserver]> in
            let hit = list.filter { $0.center === self && $0.observerID == id && (aName == nil || $0.name == aName)
                && (sender == nil || $0.object === sender) }
            list.removeAll { e in hit.contains { $0.token === e.token } }
            return SceneBound(value: hit)
        }
        for entry in removed.value { removeObserver(entry.token) }
    }
}

/// A weak reference to be captured by a `@Sendable` closure.
final class WeakBox: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
