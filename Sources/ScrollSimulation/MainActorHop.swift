import Dispatch

/// Runs `body` on the main actor, where scenes run (UIKit's classes are main-actor
/// isolated, here as on iOS), from any thread: at once when called on the main
/// queue (XCTest, a `@MainActor` test), else by waiting for the main queue (Swift
/// Testing runs tests elsewhere, and keeps the main queue free). For the test
/// helpers, whose callers may be on either.
package func onMainActor<T>(_ body: @MainActor () throws -> T) throws -> T {
    if isOnMainQueue { return try MainActor.assumeIsolated { try UncheckedSendable(body()) }.value }
    return try Dispatch.DispatchQueue.main.sync { try MainActor.assumeIsolated { try UncheckedSendable(body()) } }.value
}

/// Whether the caller runs on the main queue, whichever thread drains it (on
/// Linux, Swift Testing's main actor runs on a worker thread, so
/// `Thread.isMainThread` does not tell).
private var isOnMainQueue: Bool {
    Dispatch.DispatchQueue.getSpecific(key: mainQueueKey) == true
}

private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    Dispatch.DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// A value handed between the test's thread and the main thread, which never use
/// it at the same time.
package struct UncheckedSendable<T>: @unchecked Sendable {
    package let value: T
    package init(_ value: T) { self.value = value }
}
