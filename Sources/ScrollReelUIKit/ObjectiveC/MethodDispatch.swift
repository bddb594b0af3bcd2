import Synchronization

/// The methods one class body or extension of an app's file declares for
/// selectors, as the `UIKitSources` plugin's generated code registers them.
///
/// `isDeclared(by:)` tells whether a class is the declaring class or a subclass
/// of it (the generated code tests a conformance it adds to that declaration, so
/// it works for generic and private classes too); `perform` calls one of the
/// methods on an instance with the arguments a sender passes.
package struct MethodTable: Sendable {
    package let selectors: Set<String>
    package let isDeclared: @Sendable (AnyClass) -> Bool
    package let perform: @MainActor @Sendable (AnyObject, String, [Any?]) -> Any?

    package init(selectors: Set<String>, isDeclared: @escaping @Sendable (AnyClass) -> Bool,
                 perform: @escaping @MainActor @Sendable (AnyObject, String, [Any?]) -> Any?) {
        self.selectors = selectors; self.isDeclared = isDeclared; self.perform = perform
    }
}

/// What stands in for the Objective-C runtime's method lookup: the tables of the
/// files built through the plugin, searched as `objc_msgSend` searches classes —
/// the object's own class first, then up the superclass chain, so a subclass's
/// method wins over the one it overrides.
package enum MethodDispatch {
    private struct State {
        var tables: [MethodTable] = []
        /// (class, selector) → index of the table that answers, or nil for none.
        var cache: [Key: Int?] = [:]
    }
    private struct Key: Hashable { let cls: ObjectIdentifier; let selector: String }
    private static let state = Mutex(State())

    /// Adds a module's tables; the generated code calls it once per module.
    package static func register(_ tables: [MethodTable]) {
        state.withLock { s in
            s.tables += tables
            s.cache.removeAll()
        }
    }

    /// Whether any table of a file built through the plugin applies to `cls`: then the
    /// tables know all of its methods that a selector can name.
    package static func knows(_ cls: AnyClass) -> Bool {
        state.withLock { s in s.tables.contains { $0.isDeclared(cls) } }
    }

    /// The table with the most derived declaration of `selector` for instances of `cls`.
    private static func table(for selector: String, in cls: AnyClass) -> MethodTable? {
        let key = Key(cls: ObjectIdentifier(cls), selector: selector)
        return state.withLock { s -> MethodTable? in
            if let cached = s.cache[key] { return cached.map { s.tables[$0] } }
            var chain: [AnyClass] = []
            var next: AnyClass? = cls
            while let c = next { chain.append(c); next = _getSuperclass(c) }
            var best: (depth: Int, index: Int)?
            for (index, table) in s.tables.enumerated() where table.selectors.contains(selector) && table.isDeclared(cls) {
                // The declaring class is the last one up the chain that the test accepts.
                let depth = chain.lastIndex { table.isDeclared($0) } ?? 0
                if best.map({ depth < $0.depth }) ?? true { best = (depth, index) }
            }
            s.cache[key] = .some(best?.index)
            return best.map { s.tables[$0.index] }
        }
    }

    /// Whether `object`'s class (or a superclass) declares a method for `selector`.
    package static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
        table(for: selector.name, in: type(of: object)) != nil
    }

    /// Whether `object` implements `selector`: nil when its class is not built through
    /// the plugin (then nothing is known, and UIKit's delegate methods are called as
    /// Swift protocol methods with their defaults).
    package static func implements(_ object: AnyObject, _ selector: Selector) -> Bool? {
        let cls: AnyClass = type(of: object)
        if table(for: selector.name, in: cls) != nil { return true }
        return knows(cls) ? false : nil
    }

    /// Calls the method `selector` names on `object` with `arguments` (a method that takes
    /// fewer arguments gets the first ones: an action that takes no sender gets none).
    /// Returns nil when the object has no such method.
    @MainActor package static func send(_ selector: Selector, to object: AnyObject, _ arguments: [Any?]) -> Any?? {
        guard let table = table(for: selector.name, in: type(of: object)) else { return nil }
        return .some(table.perform(object, selector.name, arguments))
    }

    /// Calls the method as ``send(_:to:_:)`` does, and stops with the runtime's message when the
    /// object has none: what Objective-C does with an unrecognized selector.
    @MainActor @discardableResult
    package static func call(_ selector: Selector, on object: AnyObject, _ arguments: [Any?],
                             file: StaticString = #fileID, line: UInt = #line) -> Any? {
        guard let result = send(selector, to: object, arguments) else {
            preconditionFailure("-[\(type(of: object)) \(selector.name)]: unrecognized selector sent to instance"
                + " (only methods of files built through the UIKitSources plugin can be named by selectors)",
                file: file, line: line)
        }
        return result
    }
}
