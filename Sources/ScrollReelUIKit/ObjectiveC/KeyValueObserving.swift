/// Foundation's `NSKeyValueObservingOptions`: what a key-value observer is sent.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The option bits, with Foundation's values.
    public let rawValue: UInt
    /// Creates the options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value (`.newKey`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value (`.oldKey`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The observer is sent the current value at once, as it is added.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification before each change as well; accepted, and not sent: ScrollReel's properties
    /// announce their changes once they are made.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// Foundation's `NSKeyValueChangeKey`: the keys of a change dictionary.
public struct NSKeyValueChangeKey: Hashable, Sendable, RawRepresentable {
    /// The key's string, as Foundation spells it.
    public let rawValue: String
    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind of change, an `NSKeyValueChange` raw value (always `.setting` here).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value, with `.new`.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value, with `.old`.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change; never sent here.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change, with `.prior`.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// Foundation's `NSKeyValueChange`: the kind of a change.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set: the only kind UIKit's properties send.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects were replaced in a to-many relationship.
    case replacement = 4
}

/// One `addObserver(_:forKeyPath:options:context:)`.
package struct KeyValueObservation {
    weak var observer: NSObject?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    /// The value the observer last heard of: the old value of the next change.
    var lastValue: Any?
    /// A block observation's handler (`observe(_:options:changeHandler:)`), called with each
    /// change instead of `observeValue(forKeyPath:of:change:context:)`; its `observer` is the
    /// `NSKeyValueObservation`, so the observation ends when that goes.
    var block: (@MainActor ([NSKeyValueChangeKey: Any]) -> Void)?
}

/// The string-keyed key-value observing of UIKit's observable properties.
///
/// A property of a ScrollReel class announces its changes (every time it is set, as
/// automatic KVO does, even to the same value) through ``KeyValueObservable/keyValueDidChange(_:)``;
/// the observers registered for its key are sent
/// `observeValue(forKeyPath:of:change:context:)` through the dispatch tables of files built by the
/// `UIKitSources` plugin, which is where that method can be written without the Objective-C runtime.
@MainActor
package protocol KeyValueObservable: NSObject {
    /// The observations of this object, nil when there are none (the common case, checked first).
    var keyValueObservations: [KeyValueObservation]? { get set }
    /// The current value for an observable key, or nil for a key that is not observable here.
    func observableValue(forKey key: String) -> Any?
}


extension KeyValueObservable {
    /// Sends the observers of `keys` their changes; cheap when nobody observes.
    package func keyValueDidChange(_ keys: String...) {
        guard let observations = keyValueObservations else { return }
        for (i, o) in observations.enumerated() where keys.contains(o.keyPath) {
            guard let observer = o.observer else { continue }
            let new = observableValue(forKey: o.keyPath)
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if o.options.contains(.new), let new { change[.newKey] = new }
            if o.options.contains(.old), let old = o.lastValue { change[.oldKey] = old }
            if keyValueObservations?.indices.contains(i) == true { keyValueObservations?[i].lastValue = new }
            notify(observer, o, change)
        }
    }

    fileprivate func notify(_ observer: NSObject, _ o: KeyValueObservation, _ change: [NSKeyValueChangeKey: Any]) {
        if let block = o.block { return block(change) }
        _ = MethodDispatch.send(Selector(observeValueSelector), to: observer, [o.keyPath, self, change, o.context])
    }
}

@MainActor private var warnedUnobservable: Set<String> = []

/// Says once per class and key path that the observation will hear nothing.
@MainActor private func warnUnobservable(_ keyPath: String, of object: NSObject) {
    let key = "\(type(of: object)).\(keyPath)"
    guard warnedUnobservable.insert(key).inserted else { return }
    FileHandle.standardError.write(Data("ScrollReel: warning: '\(keyPath)' of \(type(of: object)) is not key-value observable here; its observer hears no changes\n".utf8))
}

/// The selector the plugin gives `observeValue(forKeyPath:of:change:context:)`.
let observeValueSelector = "observeValueForKeyPath:of:change:context:"

extension NSObject {
    /// Foundation's `addObserver(_:forKeyPath:options:context:)`: `observer` is sent
    /// `observeValue(forKeyPath:of:change:context:)` each time the property is set.
    ///
    /// Observable here: a view's `frame`, `bounds`, `center`, `alpha` and `hidden`; a scroll view's
    /// `contentOffset`, `contentSize`, `contentInset` and `zoomScale` (every change of the offset,
    /// by a finger, a deceleration or code); a gesture recognizer's `state` (its raw value in an
    /// `NSNumber`, at each change, before the recognizer sends its actions). Another key path is accepted with a warning on standard
    /// error, once per class and key path, and its observer hears nothing. The observer is held
    /// weakly.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        let call = SceneBound(value: (self, observer, context))
        onSceneThread { call.value.0.observe(by: call.value.1, forKeyPath: keyPath, options: options, context: call.value.2) }
    }

    @MainActor fileprivate func observe(by observer: NSObject, forKeyPath keyPath: String,
                                        options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?,
                                        block: (@MainActor ([NSKeyValueChangeKey: Any]) -> Void)? = nil) {
        guard let observed = self as? any KeyValueObservable, observed.observableValue(forKey: keyPath) != nil else {
            // Foundation would observe any key-value compliant property; what ScrollReel does not
            // announce is said once, and the screen runs on without those changes.
            warnUnobservable(keyPath, of: self)
            return
        }
        let value = observed.observableValue(forKey: keyPath)
        var o = KeyValueObservation(observer: observer, keyPath: keyPath, options: options, context: context,
                                    lastValue: value, block: block)
        observed.keyValueObservations = (observed.keyValueObservations ?? []) + [o]
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let value { change[.newKey] = value }
            o.lastValue = value
            observed.notify(observer, o, change)
        }
    }

    /// Foundation's `removeObserver(_:forKeyPath:context:)`: removes the observation with that
    /// observer, key path and context.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        let call = SceneBound(value: (self, observer, context))
        onSceneThread {
            let (object, observer, context) = call.value
            object.removeObservations { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
        }
    }

    /// Foundation's `removeObserver(_:forKeyPath:)`: removes the observer's observations of that
    /// key path.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        let call = SceneBound(value: (self, observer))
        onSceneThread { call.value.0.removeObservations { $0.observer === call.value.1 && $0.keyPath == keyPath } }
    }

    @MainActor fileprivate func removeObservations(where matches: (KeyValueObservation) -> Bool) {
        guard let observed = self as? any KeyValueObservable, var list = observed.keyValueObservations else { return }
        list.removeAll { matches($0) || $0.observer == nil }
        observed.keyValueObservations = list.isEmpty ? nil : list
    }
}

extension UIView: KeyValueObservable {
    package func observableValue(forKey key: String) -> Any? {
        if let scrollView = self as? UIScrollView {
            switch key {
            case "contentOffset": return scrollView.contentOffset
            case "contentSize": return scrollView.contentSize
            case "contentInset": return scrollView.contentInset
            case "zoomScale": return scrollView.zoomScale
            default: break
            }
        }
        switch key {
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        case "alpha": return alpha
        case "hidden": return isHidden
        default: return nil
        }
    }
}

extension UIGestureRecognizer: KeyValueObservable {
    package func observableValue(forKey key: String) -> Any? {
        key == "state" ? NSNumber(value: state.rawValue) : nil
    }
}

// MARK: Block-based observing

/// Foundation's protocol that brings `observe(_:options:changeHandler:)` to `NSObject`
/// (swift-corelibs-foundation has no key-value observing, so ScrollReel declares it, for
/// UIKit's views). Not to be adopted by hand.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// Foundation's `NSKeyValueObservedChange`: one change, as a block observer hears it.
public struct NSKeyValueObservedChange<Value> {
    /// Foundation's `NSKeyValueChange`.
    public typealias Kind = NSKeyValueChange
    /// What kind of change it was: always `.setting` for UIKit's properties.
    public let kind: Kind
    /// The value now, with the `.new` option; nil without it.
    public let newValue: Value?
    /// The value before, with the `.old` option (nil without it, and in the `.initial` call).
    public let oldValue: Value?
    /// The indexes of a to-many change: never sent here.
    public let indexes: IndexSet?
    /// Whether this is the call before the change (`.prior`): never, here.
    public let isPrior: Bool
}

/// Foundation's `NSKeyValueObservation`: what `observe(_:options:changeHandler:)` returns. The
/// observation lasts while it is kept (or until `invalidate()`), as Foundation's does.
public final class NSKeyValueObservation: NSObject {
    private weak var object: NSObject?
    private let keyPath: String

    fileprivate init(object: NSObject, keyPath: String) {
        self.object = object
        self.keyPath = keyPath
        super.init()
    }

    /// Ends the observation: the handler is called no more.
    public func invalidate() {
        guard let object else { return }
        self.object = nil
        let call = SceneBound(value: (object, self as NSObject))
        onSceneThread { call.value.0.removeObservations { $0.observer === call.value.1 || $0.observer == nil } }
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Foundation's block-based key-value observing: `changeHandler` is called with the view and
    /// the change each time the property at `keyPath` is set (and at once with `.initial`), until
    /// the returned observation is invalidated or released.
    ///
    /// Observable here: a view's `frame`, `bounds`, `center`, `alpha` and `isHidden`; a scroll
    /// view's `contentOffset`, `contentSize`, `contentInset` and `zoomScale` (every change, by a
    /// finger, a motion or code). Another key path is accepted with a warning on standard error,
    /// and its handler is never called.
    @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        observeBlock(observableKey(keyPath), keyPath, options: options, changeHandler: changeHandler)
    }

    /// The string key of one of a view's observable key paths (or a description for the warning).
    @MainActor
    fileprivate func observableKey<Value>(_ keyPath: KeyPath<Self, Value>) -> String {
        let k = keyPath as AnyKeyPath
        let keys: [(AnyKeyPath, String)] = [(\Self.frame, "frame"), (\Self.bounds, "bounds"), (\Self.center, "center"),
                                            (\Self.alpha, "alpha"), (\Self.isHidden, "hidden")]
        return keys.first { $0.0 == k }?.1 ?? "\(type(of: keyPath))"
    }

    @MainActor
    fileprivate func observeBlock<Value>(_ key: String, _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions,
                                         changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation(object: self, keyPath: key)
        let block: @MainActor ([NSKeyValueChangeKey: Any]) -> Void = { [weak self] change in
            guard let self else { return }
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: change[.newKey] as? Value,
                                                         oldValue: change[.oldKey] as? Value, indexes: nil, isPrior: false))
        }
        observe(by: observation, forKeyPath: key, options: options, context: nil, block: block)
        return observation
    }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
    /// Foundation's block-based key-value observing, for a scroll view: its `contentOffset`,
    /// `contentSize`, `contentInset` and `zoomScale` besides a view's key paths (see
    /// `UIView`'s `observe(_:options:changeHandler:)`).
    @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let k = keyPath as AnyKeyPath
        let keys: [(AnyKeyPath, String)] = [(\Self.contentOffset, "contentOffset"), (\Self.contentSize, "contentSize"),
                                            (\Self.contentInset, "contentInset"), (\Self.zoomScale, "zoomScale")]
        return observeBlock(keys.first { $0.0 == k }?.1 ?? observableKey(keyPath), keyPath, options: options,
                            changeHandler: changeHandler)
    }
}
