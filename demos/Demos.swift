import ScrollSimulation

/// Every demo of the seed documents, in the order `scrollreel list` shows them.
public enum Demos {
    /// Every built-in demo, in the order `scrollreel list` shows them.
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
        TodayDemo.demo,
        NavigationDemo.demo,
    ]

    /// The demo with this id (its name on the command line), or nil.
    public static func named(_ id: String) -> Demo? { all.first { $0.id == id } }
}
