import Synchronization

/// The Objective-C runtime's `objc_AssociationPolicy`: how an associated value is held.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference: the value is not kept alive (Objective-C keeps an unsafe one; here it
    /// reads as nil once the value is gone, rather than crashing).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`'s `copy()`; a value that cannot be copied is kept as it is).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference (atomicity does not matter here: a scene runs on one thread).
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// A copy, as `OBJC_ASSOCIATION_COPY_NONATOMIC`.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// The associated values of live objects, by object and key. An entry holds its object
/// weakly: once the object is gone its values are dropped (at the next set or get), so a
/// new object at the same address never sees them.
private struct Associations: @unchecked Sendable {
    struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
    }
    enum Value {
        case strong(Any)
        case weak(WeakBox)
        var value: Any? {
            switch self {
            case .strong(let v): return v
            case .weak(let box): return box.object
            }
        }
    }
    final class WeakBox { weak var object: AnyObject?; init(_ o: AnyObject) { object = o } }
    var entries: [ObjectIdentifier: Entry] = [:]
    var setsSinceSweep = 0

    /// Drops the entries whose objects are gone, now and then (every 256 sets), so values
    /// of dead objects do not pile up.
    mutating func sweepIfDue() {
        setsSinceSweep += 1
        guard setsSinceSweep >= 256 else { return }
        setsSinceSweep = 0
        entries = entries.filter { $0.value.owner != nil }
    }
}

private let associations = Mutex(Associations())

/// The Objective-C runtime's `objc_setAssociatedObject`: attaches `value` to `object` under
/// `key` (a pointer, usually to a static variable: `&Keys.badge`), held as `policy` says; nil
/// removes it. The values go away with the object.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    let id = ObjectIdentifier(owner)
    let stored: Associations.Value? = value.map { v in
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            return type(of: v) is AnyClass ? .weak(.init(v as AnyObject)) : .strong(v)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            return .strong((v as? NSCopying)?.copy() ?? v)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(v)
        }
    }
    // What is replaced is released outside the lock: its deinit may set associations too.
    let replaced = associations.withLock { a -> SceneBound<Associations.Value?> in
        a.sweepIfDue()
        var entry = a.entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Associations.Entry(owner: owner)
        let old = entry.values[key]
        entry.values[key] = stored
        a.entries[id] = entry.values.isEmpty ? nil : entry
        return SceneBound(value: old)
    }
    _ = replaced
}

/// The Objective-C runtime's `objc_getAssociatedObject`: the value attached to `object` under
/// `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    return associations.withLock { a -> SceneBound<Any?> in
        guard let entry = a.entries[ObjectIdentifier(owner)], entry.owner === owner else { return SceneBound(value: nil) }
        return SceneBound(value: entry.values[key]?.value)
    }.value
}

/// The Objective-C runtime's `objc_removeAssociatedObjects`: removes every value attached to
/// `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    let owner = object as AnyObject
    let removed = associations.withLock { a in SceneBound(value: a.entries.removeValue(forKey: ObjectIdentifier(owner))) }
    _ = removed
}
