import HostileScreens
import ScrollReel

/// Every hostile screen as a demo, and a well-behaved one to verify beside them.
public enum Hostile {
    /// A flick down the list, and time for the deceleration to end.
    static let flick = Script(duration: 4, steps: [
        .wait(duration: 0.2),
        .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2500), duration: 0.1),
    ])
    static let still = Script(duration: 1.5, steps: [])

    static func demo(_ id: String, _ summary: String, _ script: Script = flick,
                     _ make: @escaping @MainActor @Sendable () -> UIViewController) -> Demo {
        Demo(id: id, summary: summary, defaultScript: script, viewController: make)
    }

    /// Fine: a list flicked down. Verified beside the hostile ones.
    public static let fine = demo("fine", "a plain list, flicked") { ListScreen() }

    public static let demos: [Demo] = [
        fine,
        // Drawing
        demo("pop-in", "a badge that pops in from scale 0", still) { PopInScreen(from: CGAffineTransform(scaleX: 0, y: 0)) },
        demo("pop-in-green", "the same pop-in, in green: what a golden of pop-in must catch", still) {
            PopInScreen(from: CGAffineTransform(scaleX: 0, y: 0), colour: .systemGreen)
        },
        demo("pop-in-flat", "a badge that grows from scaleX 1, y 0", still) { PopInScreen(from: CGAffineTransform(scaleX: 1, y: 0)) },
        demo("zoom-zero", "zoomScale set to 0, then back to 1", still) { ZeroZoomScreen() },
        demo("huge-image", "a 3000 pt picture shown in 300 pt", still) { HugeImageScreen() },
        demo("damaged-png", "a PNG cut short after its header", still) { DamagedPNGScreen() },
        demo("large-pngs", "sixteen 2048 px PNG pictures on screen at once", Script(duration: 0.2, steps: [])) { LargePNGsScreen() },
        demo("new-image-each-frame", "a new UIImage every frame for 20 s", Script(duration: 20, steps: [])) { NewImageEachFrameScreen() },
        demo("translucent-200", "200 translucent views nested", Script(duration: 0.1, steps: [])) { NestedTranslucentScreen(depth: 200) },
        demo("translucent-500", "500 translucent views nested", Script(duration: 0.1, steps: [])) { NestedTranslucentScreen(depth: 500) },
        demo("nested-10000", "plain views nested 10,000 deep", Script(duration: 0.5, steps: [])) { DeepNestingScreen(depth: 10_000) },
        demo("nested-1000", "plain views nested 1,000 deep", Script(duration: 0.5, steps: [])) { DeepNestingScreen(depth: 1_000) },
        demo("nested-4000", "plain views nested 4,000 deep", Script(duration: 0.5, steps: [])) { DeepNestingScreen(depth: 4_000) },
        // Numbers out of range (UIKit takes them; each film ends, drawn)
    ] + OutOfRangeScreen.Kind.allCases.map { kind in
        demo("range-\(kind.rawValue)", "\(kind.rawValue), then a flick") { OutOfRangeScreen(kind) }
    } + [
        // Time
        demo("main-async-repost", "DispatchQueue.main.async re-posting itself") { MainQueueRepostScreen() },
        demo("zero-animation-loop", "a 0 s animation restarted from its completion") { ZeroAnimationLoopScreen() },
        demo("tiny-delay-repost", "asyncAfter(.now() + 1 ns) re-posting itself", Script(duration: 2, steps: [])) { TinyDelayRepostScreen() },
        demo("pulse", "a 1 s pulse chain started in viewDidLoad", Script(duration: 3.5, steps: [])) { PulseScreen() },
        demo("sleep", "sleep(3600) when a deceleration ends") { SleepScreen() },
        demo("endless-loop", "while true in a timer's block") { EndlessLoopScreen() },
        demo("main-actor-task", "Task { @MainActor in } from viewDidLoad", still) { MainActorTaskScreen() },
        demo("task-storm", "Tasks on the main actor that each start two more", still) { TaskStormScreen() },
        // Crashes and exits
        demo("user-exit0", "exit(0) when a deceleration ends") { ExitScreen() },
        demo("force-unwrap", "a force-unwrapped nil when a drag begins") { ForceUnwrapScreen() },
        demo("abort", "abort() in a block", still) { AbortScreen() },
        demo("c-assert", "a failed C assertion", still) { CAssertScreen() },
        demo("stack-overflow", "unbounded recursion of its own", still) { RecursionScreen() },
        demo("layout-recursion", "a layoutSubviews that lays itself out again", still) { LayoutRecursionScreen() },
        demo("offset-from-did-scroll", "contentOffset moved on from every scrollViewDidScroll") { OffsetFromDidScrollScreen() },
        demo("pushing-scroll-views", "two scroll views whose delegates push each other") { PushingScrollViewsScreen() },
        // Geometry
        demo("nan-frame", "a NaN frame", still) { BadGeometryScreen(.nanFrame) },
        demo("infinite-frame", "an infinite height", still) { BadGeometryScreen(.infiniteFrame) },
        demo("nan-offset", "a NaN content offset", still) { BadGeometryScreen(.nanOffset) },
        demo("nan-zoom", "a NaN zoom scale", still) { BadGeometryScreen(.nanZoom) },
        demo("nan-transform", "a rotation by NaN", still) { BadGeometryScreen(.nanTransform) },
        demo("nan-center", "a centre of sqrt(-1)", still) { BadGeometryScreen(.nanCenterInLayout) },
        demo("self-subview", "v.addSubview(v)", still) { SelfSubviewScreen(cycle: false) },
        demo("subview-cycle", "a view's ancestor added to it", still) { SelfSubviewScreen(cycle: true) },
        demo("nan-row-height", "a table whose rows are NaN points high", still) { RowHeightScreen(height: .nan, rows: 1_000) },
        demo("zero-row-heights", "a table of 200,000 rows of height 0", still) { RowHeightScreen(height: 0, rows: 200_000) },
        demo("self-sizing-million", "a self-sizing table of a million rows, flicked") { SelfSizingTableScreen(rows: 1_000_000) },
        // The run loop and names
        demo("removed-while-decelerating", "the list removed mid-deceleration; a default-mode timer after it", Script(duration: 3, steps: [
            .wait(duration: 0.2), .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 3000), duration: 0.1),
        ])) { RemovedWhileDeceleratingScreen(replacesRoot: false) },
        demo("root-replaced-while-decelerating", "the root view controller replaced mid-deceleration", Script(duration: 3, steps: [
            .wait(duration: 0.2), .fling(scrollView: "main", velocity: CGPoint(x: 0, y: 3000), duration: 0.1),
        ])) { RemovedWhileDeceleratingScreen(replacesRoot: true) },
        demo("colliding-names", "scroll views named main, main and main#2", Script(duration: 2, steps: [
            .wait(duration: 0.2), .fling(scrollView: "main#2", velocity: CGPoint(x: 0, y: 1500), duration: 0.1),
        ])) { CollidingNamesScreen() },
        // Nondeterminism
        demo("date-label", "a label that shows Date()", still) { DateLabelScreen() },
        demo("set-order", "labels laid out in a Set's order", still) { SetOrderScreen() },
    ]
}
