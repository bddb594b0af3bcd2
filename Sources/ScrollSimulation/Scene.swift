import ScrollReelUIKit

/// A built demo: its window, its scroll views by name (the primary one is `main`),
/// and its counters.
public struct Scene {
    public let window: UIWindow
    /// In the order traces list them.
    public let scrollViews: [(name: String, view: UIScrollView)]
    /// Demo-specific counters, read at every frame (empty when none).
    public let metrics: () -> [JSONValue.Member]
    /// Objects the scene needs alive (controllers and delegates: UIKit holds delegates weakly).
    public let owners: [AnyObject]

    public init(window: UIWindow, scrollViews: [(name: String, view: UIScrollView)],
                metrics: @escaping () -> [JSONValue.Member] = { [] }, owners: [AnyObject] = []) {
        self.window = window; self.scrollViews = scrollViews; self.metrics = metrics; self.owners = owners
    }

    public func scrollView(named name: String) -> UIScrollView? {
        scrollViews.first { $0.name == name }?.view
    }

    public func name(of id: ObjectIdentifier) -> String {
        scrollViews.first { ObjectIdentifier($0.view) == id }?.name ?? "?"
    }
}
