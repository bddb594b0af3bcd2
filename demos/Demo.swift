import ScrollKit
import ScrollSimulation

/// What a demo is built from: the size of the screen it lays itself out in.
public struct DemoContext: Sendable {
    /// The device's screen in points (default an iPhone 15: 390 x 844).
    public var viewport: Size
    /// A demo's variant (e.g. the lazy-load strategy), nil for its default.
    public var variant: String?
    public init(viewport: Size = DemoContext.defaultViewport, variant: String? = nil) {
        self.viewport = viewport; self.variant = variant
    }
    public static let defaultViewport = Size(width: 390, height: 844)
}

/// One demo of the seed documents: a scene, the script that shows what it is
/// about, and a line that says what it shows.
public struct Demo: Sendable {
    public let id: String
    public let summary: String
    public let defaultScript: Script
    /// Variants a user can choose with `--variant`; the first is the default.
    public let variants: [String]
    private let build: @Sendable (DemoContext) -> Scene

    public init(id: String, summary: String, variants: [String] = [], defaultScript: Script,
                build: @escaping @Sendable (DemoContext) -> Scene) {
        self.id = id; self.summary = summary; self.variants = variants
        self.defaultScript = defaultScript; self.build = build
    }

    /// Builds the scene afresh (a run mutates it).
    public func makeScene(_ context: DemoContext = DemoContext()) -> Scene {
        let scene = build(context)
        scene.window.layoutIfNeeded()
        return scene
    }
}

/// Every demo, in the order `scrollreel list` shows them.
public enum Demos {
    public static let all: [Demo] = [
        DelegateDemo.demo,
        PagingDemo.demo,
        SnapDemos.snap,
        SnapDemos.target,
        ReusePagerDemo.demo,
        NYCParallaxDemo.demo,
        LazyLoadDemo.demo,
        PageViewControllerDemo.demo,
        CarouselDemo.demo,
        SwipeViewDemo.demo,
        ZoomDemo.demo,
        PullToRefreshDemo.demo,
        FeaturesDemo.demo,
    ]

    public static func named(_ id: String) -> Demo? { all.first { $0.id == id } }
}
