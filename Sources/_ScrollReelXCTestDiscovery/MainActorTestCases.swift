// Lets XCTest on Linux run a `@MainActor` test case class, as iOS snapshot test
// files written for Swift 6 declare them (UIKit's classes are main-actor isolated).
//
// On Linux, SwiftPM lists each test class's methods in a generated file and hands
// the list to XCTest's `testCase(_:)`, which takes `(T) -> () -> Void` methods; a
// `@MainActor` method is `(T) -> @MainActor () -> Void`, and the conversion of the
// list fails at run time ("Could not cast value of type …"), killing the whole
// test process before any test runs. These overloads take such lists exactly, so
// the generated call picks them, and run each method on the main actor, where
// XCTest runs every test here (on the main thread).
//
// The generated file sees them because the user's test target re-exports
// ScrollReelSnapshotTesting, which re-exports this module. This module is in the
// Swift 5 language mode on purpose: in Swift 6 a `@MainActor` function type is
// implicitly `@Sendable`, no longer the generated list's exact type, and XCTest's
// own overload wins again.
#if canImport(XCTest) && !canImport(ObjectiveC)
import XCTest

/// XCTest's `testCase(_:)` for a list of `@MainActor` test methods that may throw:
/// each runs on the main actor (XCTest runs tests on the main thread).
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () throws -> Void)]) -> XCTestCaseEntry {
    (T.self, allTests.map { name, method in
        let method = UncheckedSendable(method)
        return (name, { test in
            let test = UncheckedSendable(test as! T)
            try MainActor.assumeIsolated { try method.value(test.value)() }
        })
    })
}

/// XCTest's `testCase(_:)` for a list of `@MainActor` test methods that do not throw.
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () -> Void)]) -> XCTestCaseEntry {
    testCase(allTests.map { name, method in (name, { (test: T) -> @MainActor () throws -> Void in method(test) }) })
}

/// A value handed to the main actor by the thread that is already on it.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
#endif
