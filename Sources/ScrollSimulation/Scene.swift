import ScrollReelUIKit

/// A built demo: its window, its scroll views by name (the primary one is `main`),
/// and its counters.
@MainActor
public struct Scene {
    /// The window the scene is shown in; a run drives its touches, clock and run loop.
    public let window: UIWindow
    private let namedScrollViews: [(name: String, view: UIScrollView)]?
    /// The window's named scroll views as last found, kept until a view tree changes
    /// (`UIView.treeChanges`): asked at every frame, they cost a walk of the whole tree
    /// (200,000 rows: 0.2 s a frame in a debug build).
    private let foundScrollViews = FoundScrollViews()
    private let tracedScrollViews: [String]?
    /// Demo-specific counters, read at every frame (empty when none).
    public let metrics: () -> [JSONValue.Member]
    /// Objects the scene needs alive (controllers and delegates: UIKit holds delegates weakly).
    public let owners: [AnyObject]
    /// Where documentation films put their captions: at the bottom, unless the
    /// screen keeps what matters there (a log panel, a toolbar).
    public var captionPlacement = Caption.Placement.bottom
    /// Views that stay put over the moving content (a panel of counters, a readout):
    /// a motion-blurred film (`--gif-motion-blur`) draws them as they are at each of
    /// its frames, not averaged, so that a counter that changed during the exposure
    /// never prints its two values over each other. Empty by default.
    public var overlays: [UIView] = []
    /// How films say this scene's moments: its counters' sentences, how its screen
    /// counts pages, the numbers its script's captions show (see ``SceneWords``).
    public var words = SceneWords()

    /// A scene whose scroll views the demo names itself.
    public init(window: UIWindow, scrollViews: [(name: String, view: UIScrollView)],
                metrics: @escaping () -> [JSONValue.Member] = { [] }, owners: [AnyObject] = []) {
        self.window = window; self.namedScrollViews = scrollViews; self.metrics = metrics; self.owners = owners
        self.tracedScrollViews = nil
    }

    /// A UIKit screen: `rootViewController` of a window that fills the device's
    /// screen, shown (`makeKeyAndVisible`: its view loads and appears) and laid
    /// out. Its scroll views are found in the window at every frame and named as
    /// UI tests name them (see `scrollViews`).
    /// - Parameters:
    ///   - tracedScrollViews: the `accessibilityIdentifier`s of the scroll views that
    ///     traces follow, in this order; nil follows every scroll view in the window.
    ///     A screen whose cells hold scroll views of their own names the few that
    ///     tell its story; one that is not in the window at a frame is left out of
    ///     that frame.
    ///   - metrics: the screen's own counters, read at every frame.
    ///
    /// On a screen turned on its side (`--size 844x390` on an iPhone 14), the screen is
    /// built upright and then turned before the first frame, as a device turned in the
    /// hand: `viewWillTransition(to:with:)`, `UIDevice.orientationDidChangeNotification`
    /// and a layout pass at the landscape size.
    public init(rootViewController: UIViewController, tracedScrollViews: [String]? = nil,
                metrics: @escaping () -> [JSONValue.Member] = { [] }) {
        let window = UIWindow()
        let turned = window.screen.device.isLandscape ? window.screen.device : nil
        // The screen's code (viewDidLoad, the appearance and layout calls) runs in the
        // window's scene, even when the scene is made outside one.
        window.environment.run {
            if let turned {
                window.screen.turn(to: turned.rotated())
                window.frame = CGRect(origin: .zero, size: window.screen.device.size)
            }
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            if let turned { window.rotate(to: turned) }
        }
        self.window = window; self.namedScrollViews = nil; self.metrics = metrics; self.owners = [rootViewController]
        self.tracedScrollViews = tracedScrollViews
    }

    /// In the order traces list them. A scene built from a view controller lists
    /// the scroll views in its window now (only those of `tracedScrollViews`, in
    /// that order, when it was given), in view-tree order (depth first, back to
    /// front): each by its `accessibilityIdentifier`, as UI tests find views, or,
    /// without one, by its class and its place in the tree (`UITableView[0.2]`:
    /// the window's first subview's third subview); a name used twice gets `#2`,
    /// `#3`, … in tree order, skipping any name a scroll view already has.
    public var scrollViews: [(name: String, view: UIScrollView)] {
        if let namedScrollViews { return namedScrollViews }
        let all: [(name: String, view: UIScrollView)]
        if let found = foundScrollViews.found, found.changes == UIView.treeChanges {
            all = found.scrollViews
        } else {
            all = Self.scrollViews(in: window)
            foundScrollViews.found = (UIView.treeChanges, all)
        }
        guard let tracedScrollViews else { return all }
        return tracedScrollViews.compactMap { name in all.first { $0.name == name } }
    }

    /// The scroll view ``scrollViews`` lists under `name`, or nil.
    public func scrollView(named name: String) -> UIScrollView? {
        scrollViews.first { $0.name == name }?.view
    }

    /// The name ``scrollViews`` gives the scroll view with this identity; "?" when it is
    /// not in the scene.
    public func name(of id: ObjectIdentifier) -> String {
        scrollViews.first { ObjectIdentifier($0.view) == id }?.name ?? "?"
    }

    static func scrollViews(in window: UIWindow) -> [(name: String, view: UIScrollView)] {
        var bases: [(base: String, view: UIScrollView)] = []
        // (One path, grown and shrunk on the way: a copy per view made a tree nested
        // n deep cost n² in time and memory.)
        var path: [Int] = []
        func visit(_ view: UIView) {
            if let sv = view as? UIScrollView {
                bases.append((sv.accessibilityIdentifier ?? "\(type(of: sv))[\(path.map(String.init).joined(separator: "."))]", sv))
            }
            for (i, s) in view.subviews.enumerated() {
                path.append(i)
                visit(s)
                path.removeLast()
            }
        }
        visit(window)
        // A repeated name gets the first `#n` that no scroll view is named already:
        // identifiers "main", "main" and "main#2" are named main, main#3 and main#2.
        var taken = Set(bases.map(\.base))
        var seen: Set<String> = []
        return bases.map { base, sv in
            if seen.insert(base).inserted { return (base, sv) }
            var n = 2
            while taken.contains("\(base)#\(n)") { n += 1 }
            taken.insert("\(base)#\(n)")
            return ("\(base)#\(n)", sv)
        }
    }
}

/// A scene's scroll views as last found in its window, and the tree changes they were found at.
@MainActor private final class FoundScrollViews {
    var found: (changes: UInt64, scrollViews: [(name: String, view: UIScrollView)])?
}
