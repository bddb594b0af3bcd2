/// The Objective-C runtime's `Selector`: the name of a method, such as
/// `"pageControlChanged:"`, that target–action APIs call on their target.
///
/// Swift on Linux has no Objective-C runtime, so `#selector(…)` does not compile
/// there. Files built through the `UIKitSources` plugin get their `#selector`
/// expressions turned into selectors of this type, and each class's methods that
/// a selector can name (`@objc`, `@IBAction`, `@objcMembers`, the methods of
/// `@objc` protocols and of UIKit's delegate protocols) into a dispatch table
/// through which ``NSObject/responds(to:)``, `UIControl.addTarget(_:action:for:)`
/// and the rest find and call them. Two selectors are equal when their names are.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String

    /// A selector for the method with this Objective-C name (`"tap:"`, `"handlePan:"`, `"reload"`).
    public init(_ str: String) { name = str }

    /// A selector from a string literal: `let s: Selector = "reload"`.
    public init(stringLiteral value: String) { name = value }

    /// The selector's name.
    public var description: String { name }
}

/// Foundation's `NSStringFromSelector`: the selector's name.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// Foundation's `NSSelectorFromString`: the selector with that name.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
