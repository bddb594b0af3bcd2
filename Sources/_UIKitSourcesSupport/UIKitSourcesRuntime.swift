// What the code the UIKitSources plugin generates calls: an implementation detail of
// the plugin (hence the underscore), imported only by generated code. It forwards to
// ScrollReelUIKit's dispatch tables, so UIKit's own types carry no API that iOS lacks.
import ScrollReelUIKit

/// The methods of one class body or extension that selectors can name, as the plugin
/// generates them. Not for use in hand-written code.
public struct _UIKitSourcesMethodTable: Sendable {
    let table: MethodTable
    /// A table: the Objective-C names of its methods, a test of whether a class is the one
    /// that declares them (or a subclass), and the call of a method on an instance.
    public init(selectors: Set<String>, isDeclared: @escaping @Sendable (AnyClass) -> Bool,
                perform: @escaping @MainActor @Sendable (AnyObject, String, [Any?]) -> Any?) {
        table = MethodTable(selectors: selectors, isDeclared: isDeclared, perform: perform)
    }
}

/// The runtime of the plugin's generated code. Not for use in hand-written code.
public enum _UIKitSourcesRuntime {
    /// Registers a module's tables (once per module, from its generated registry).
    public static func register(_ tables: [_UIKitSourcesMethodTable]) {
        MethodDispatch.register(tables.map(\.table))
    }

    /// The argument at `index` a sender passed, as the method's parameter type; a missing one is
    /// nil (an action that takes a sender called with none). A value of another type stops with
    /// a message that names the method, at the method's line in the user's file.
    public static func argument<T>(_ arguments: [Any?], _ index: Int, of method: String,
                                   file: StaticString, line: UInt) -> T {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let value, let typed = value as? T { return typed }
        if value == nil, let none = Optional<Any>.none as? T { return none }
        let got = value.map { "\(type(of: $0))" } ?? "nil"
        preconditionFailure("\(method): argument \(index + 1) is \(got), but the method takes \(T.self)", file: file, line: line)
    }

    /// A method's result, as the tables return it.
    public static func result<T>(_ value: T) -> Any? { value }

    /// `target?.method?(…)` for a method an `@objc` protocol marks `optional`: nil when the target
    /// is nil or did not implement it, else what the method returned.
    @discardableResult
    public static func send<R>(_ target: AnyObject?, _ selector: String, _ arguments: [Any?], returning: R.Type) -> R? {
        guard let target else { return nil }
        let call = Box(value: (target, arguments))
        guard let result = onMain({ MethodDispatch.send(Selector(selector), to: call.value.0, call.value.1) }) else { return nil }
        return result as? R
    }

    /// As `send(_:_:_:returning:)` for a method that returns an optional: the two levels of
    /// optional flatten, as optional chaining does.
    @discardableResult
    public static func send<R>(_ target: AnyObject?, _ selector: String, _ arguments: [Any?], returning: R?.Type) -> R? {
        guard let target else { return nil }
        let call = Box(value: (target, arguments))
        guard let result = onMain({ MethodDispatch.send(Selector(selector), to: call.value.0, call.value.1) }) else { return nil }
        return result.flatMap { $0 as? R }
    }

    /// `target?.method` (an `@objc` protocol's optional method named without a call): the target
    /// when its class wrote the method, else nil.
    public static func implementer(_ target: AnyObject?, _ selector: String) -> AnyObject? {
        guard let target, MethodDispatch.responds(target, to: Selector(selector)) else { return nil }
        return target
    }

    /// `target.method!(…)`: the method's result; stops with the runtime's message when the target
    /// did not implement it.
    @discardableResult
    public static func call<R>(_ target: AnyObject, _ selector: String, _ arguments: [Any?], returning: R.Type,
                               file: StaticString, line: UInt) -> R {
        let call = Box(value: (target, arguments))
        let result = onMain { MethodDispatch.call(Selector(selector), on: call.value.0, call.value.1, file: file, line: line) }
        guard let typed = result as? R else {
            preconditionFailure("\(selector) returned \(result.map { "\(type(of: $0))" } ?? "nil"), not \(R.self)", file: file, line: line)
        }
        return typed
    }

    /// Whether `UIKit`'s optional protocol method is to be called on `target`: false only when the
    /// target's class is built through the plugin and did not write it (a class from elsewhere
    /// answers through the Swift protocol's default).
    public static func respondsOrUnknown(_ target: AnyObject?, _ selector: String) -> Bool {
        guard let target else { return false }
        return MethodDispatch.implements(target, Selector(selector)) ?? true
    }

    /// `NotificationCenter.default.removeObserver(observer)` (and its `name:object:` form) in an app
    /// file: Foundation's removal, and that of the observers added with a selector, which Swift on
    /// Linux's Foundation does not know.
    public static func removeObserver(_ center: NotificationCenter, _ observer: Any,
                                      name aName: NSNotification.Name? = nil, object anObject: Any? = nil) {
        center.removeSelectorObservers(observer, name: aName, object: anObject)
        center.removeObserver(observer, name: aName, object: anObject)
    }

    /// `super.observeValue(forKeyPath:of:change:context:)` in an observer: NSObject's does nothing
    /// here.
    public static func superObserveValue(forKeyPath keyPath: String?, of object: Any?,
                                         change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    /// Runs `body` on the main actor, where ScrollReel's scenes run (the caller is on it: a scene
    /// has one thread).
    private static func onMain<T>(_ body: @MainActor () -> T) -> T {
        let result = MainActor.assumeIsolated { Box(value: body()) }
        return result.value
    }

    private struct Box<T>: @unchecked Sendable { let value: T }
}

/// What the Objective-C runtime does that Swift on Linux cannot: swapping methods
/// (swizzling), making classes at run time and finding classes by name. The plugin turns a
/// call of one of these functions in an app file into a call of the declaration of the same
/// name here, which the compiler refuses with one line at the app's own call that says why.
/// Each takes any arguments and returns what the runtime's does, so that this line is the
/// only error. Not for use in hand-written code.
public enum _UIKitSourcesUnavailable {
    /// The runtime's `method_exchangeImplementations`: refused.
    @available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: call the replacement where the app calls the method")
    public static func method_exchangeImplementations(_ arguments: Any?...) {}

    /// The runtime's `method_setImplementation`: refused.
    @available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: call the replacement where the app calls the method")
    public static func method_setImplementation(_ arguments: Any?...) -> OpaquePointer? { nil }

    /// The runtime's `method_getImplementation`: refused.
    @available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: call the replacement where the app calls the method")
    public static func method_getImplementation(_ arguments: Any?...) -> OpaquePointer? { nil }

    /// The runtime's `class_getInstanceMethod`: refused.
    @available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: a class's methods cannot be looked up or swapped")
    public static func class_getInstanceMethod(_ arguments: Any?...) -> OpaquePointer? { nil }

    /// The runtime's `class_getClassMethod`: refused.
    @available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: a class's methods cannot be looked up or swapped")
    public static func class_getClassMethod(_ arguments: Any?...) -> OpaquePointer? { nil }

    /// The runtime's `class_addMethod`: refused.
    @available(*, unavailable, message: "adding a method at run time needs the Objective-C runtime, which Swift on Linux does not have: declare the method in the class")
    public static func class_addMethod(_ arguments: Any?...) -> Bool { false }

    /// The runtime's `class_replaceMethod`: refused.
    @available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: call the replacement where the app calls the method")
    public static func class_replaceMethod(_ arguments: Any?...) -> OpaquePointer? { nil }

    /// The runtime's `class_copyMethodList`: refused.
    @available(*, unavailable, message: "listing a class's methods needs the Objective-C runtime, which Swift on Linux does not have")
    public static func class_copyMethodList(_ arguments: Any?...) -> UnsafeMutablePointer<OpaquePointer>? { nil }

    /// The runtime's `imp_implementationWithBlock`: refused.
    @available(*, unavailable, message: "method implementations made from blocks need the Objective-C runtime, which Swift on Linux does not have")
    public static func imp_implementationWithBlock(_ arguments: Any?...) -> OpaquePointer { OpaquePointer(bitPattern: 1)! }

    /// The runtime's `object_setClass`: refused.
    @available(*, unavailable, message: "changing an object's class (isa swizzling) needs the Objective-C runtime, which Swift on Linux does not have")
    public static func object_setClass(_ arguments: Any?...) -> AnyClass? { nil }

    /// The runtime's `objc_allocateClassPair`: refused.
    @available(*, unavailable, message: "making classes at run time needs the Objective-C runtime, which Swift on Linux does not have: declare the class in Swift")
    public static func objc_allocateClassPair(_ arguments: Any?...) -> AnyClass? { nil }

    /// The runtime's `objc_registerClassPair`: refused.
    @available(*, unavailable, message: "making classes at run time needs the Objective-C runtime, which Swift on Linux does not have: declare the class in Swift")
    public static func objc_registerClassPair(_ arguments: Any?...) {}

    /// Foundation's `NSClassFromString`: refused (on Linux it finds none of the app's classes).
    @available(*, unavailable, message: "finding a class by its name needs the Objective-C runtime's class list, which Swift on Linux does not have: name the class itself (MyCell.self)")
    public static func NSClassFromString(_ arguments: Any?...) -> AnyClass? { nil }

    /// The runtime's `objc_getClass`: refused.
    @available(*, unavailable, message: "finding a class by its name needs the Objective-C runtime's class list, which Swift on Linux does not have: name the class itself (MyCell.self)")
    public static func objc_getClass(_ arguments: Any?...) -> Any? { nil }

    /// The runtime's `objc_lookUpClass`: refused.
    @available(*, unavailable, message: "finding a class by its name needs the Objective-C runtime's class list, which Swift on Linux does not have: name the class itself (MyCell.self)")
    public static func objc_lookUpClass(_ arguments: Any?...) -> AnyClass? { nil }
}
