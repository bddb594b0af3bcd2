import Testing
import ScrollReelUIKit
import ScrollRender
@testable import ScrollSimulation

/// UIKit's time APIs, spelled as a UIKit file spells them, run on the scene's
/// virtual clock: they fire at their virtual times, the tracking run-loop mode
/// holds back default-mode timers, and a film of a screen that uses them is the
/// same on every run.
@MainActor
@Suite struct VirtualTimeTests {
    /// A screen that logs when each of its timers fires.
    final class TimersViewController: UIViewController {
        var log: [(String, Double)] = []
        var repeating: Timer?
        let scrollView = UIScrollView()

        // (Core Animation's clock, as a UIKit screen reads the time: the scene's.)
        private func note(_ s: String) { log.append((s, CACurrentMediaTime())) }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.accessibilityIdentifier = "list"
            scrollView.contentSize = CGSize(width: 390, height: 5000)
            scrollView.contentInsetAdjustmentBehavior = .never
            view.addSubview(scrollView)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.note("asyncAfter 0.5") }
            DispatchQueue.main.async { [weak self] in self?.note("async") }
            let item = DispatchWorkItem { [weak self] in self?.note("cancelled work item") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: item)
            item.cancel()
            repeating = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.note("timer") }
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { [weak self] _ in self?.note("once 0.25") }
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            scrollView.frame = view.bounds
        }
    }

    func play(_ vc: TimersViewController, _ steps: [Script.Step], duration: Double) throws {
        let demo = Demo(id: "timers", summary: "timers", viewController: { vc })
        let scene = try demo.makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        try Stage(scene: scene).run(Script(duration: duration, steps: steps), fps: 60) { _ in }
    }

    @Test func timersAndDispatchFireAtTheirVirtualTimes() throws {
        let vc = TimersViewController()
        try play(vc, [], duration: 3.2)
        #expect(vc.log.map(\.0) == ["async", "once 0.25", "asyncAfter 0.5", "timer", "timer", "timer"])
        let times: [Double] = vc.log.map(\.1)
        #expect(times == [0, 0.25, 0.5, 1, 2, 3])
    }

    @Test func invalidatingAndPausingATimerStopsIt() throws {
        let vc = TimersViewController()
        let pause = Demo(id: "pause", summary: "", viewController: { vc })
        let scene = try pause.makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        let clock = scene.window.clock
        try Stage(scene: scene).run(Script(duration: 5, steps: [.wait(duration: 1.5)]), fps: 60) { frame in
            // Paused at 1.5 s as the seed's carousel pauses its timer, then resumed
            // "two seconds from now" with a wall-clock date.
            if frame.index == 90 { scene.window.environment.run { vc.repeating?.fireDate = .distantFuture } }
            if frame.index == 150 { scene.window.environment.run { vc.repeating?.fireDate = Date(timeIntervalSinceNow: 2) } }
        }
        let fires = vc.log.filter { $0.0 == "timer" }.map(\.1)
        let expected: [Double] = [1, 4.5]
        #expect(fires == expected, "paused at 1.5 s, resumed at 2.5 + 2 s (got \(fires), clock at \(clock.now))")
    }

    /// `scheduledTimer` runs in the default mode: while the list is dragged and
    /// decelerates, its fires wait, then the missed ones fire once (Foundation's
    /// rule); `RunLoop.main.add(_:forMode: .common)` and GCD run throughout.
    @Test func defaultModeTimersWaitWhileAScrollViewTracks() throws {
        let vc = TimersViewController()
        var common: [Double] = []
        let demo = Demo(id: "modes", summary: "", viewController: { vc })
        let scene = try demo.makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        scene.window.environment.run {
            let t = Timer(timeInterval: 1, repeats: true) { _ in common.append(scene.window.now) }
            RunLoop.main.add(t, forMode: .common)
        }
        let list = try #require(scene.scrollView(named: "list"))
        var trackingSpan: (Double, Double)?
        try Stage(scene: scene).run(Script(duration: 6, steps: [
            .wait(duration: 0.5), .fling(scrollView: "list", velocity: CGPoint(x: 0, y: 2000), duration: 0.1),
        ]), fps: 60) { frame in
            if list.isDragging { trackingSpan = (trackingSpan?.0 ?? frame.time, frame.time) }
        }
        let (from, to) = try #require(trackingSpan)
        #expect(from < 1 && to > 3, "the fling tracks over the 1, 2 and 3 s fires (\(from)...\(to))")
        let fires = vc.log.filter { $0.0 == "timer" }.map(\.1)
        // The deceleration ends between two frames; the missed fires come once, then
        // the timer keeps its phase (whole seconds).
        let end = try #require(fires.first)
        #expect(end > to && end < to + 1.0 / 60, "one fire when the deceleration ended: \(fires)")
        let onPhase: [Double] = Array(stride(from: end.rounded(.down) + 1, through: 6, by: 1))
        #expect(Array(fires.dropFirst()) == onPhase, "\(fires)")
        let everySecond: [Double] = [1, 2, 3, 4, 5, 6]
        #expect(common == everySecond, "a common-mode timer fires through the drag")
    }

    /// A display link's target: its `step:` registered as the UIKitSources plugin's generated code
    /// registers an app's `@objc` methods, so the link is made as an iOS file makes it.
    final class FrameStamps {
        var stamps: [Double] = []
        func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
        static let registered: Void = {
            MethodDispatch.register([MethodTable(selectors: ["step:"], isDeclared: { $0 is FrameStamps.Type },
                                                 perform: { object, _, arguments in
                                                     (object as? FrameStamps)?.step(arguments.first as! CADisplayLink)
                                                 })])
        }()
    }

    /// A display link fires at every frame of the film, with the frame's time.
    @Test func aDisplayLinkFiresAtEveryFrame() throws {
        let vc = TimersViewController()
        let demo = Demo(id: "link", summary: "", viewController: { vc })
        let scene = try demo.makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        _ = FrameStamps.registered
        let target = FrameStamps()
        scene.window.environment.run {
            let link = CADisplayLink(target: target, selector: Selector("step:"))
            link.add(to: .main, forMode: .common)
        }
        try Stage(scene: scene).run(Script(duration: 0.1, steps: []), fps: 30) { _ in }
        let frames: [Double] = (0...3).map { Double($0) / 30 }
        #expect(target.stamps == frames)
    }

    /// A screen whose work goes through Swift concurrency's main actor.
    final class TasksViewController: UIViewController {
        var log: [(String, Double)] = []
        private func note(_ s: String) { log.append((s, CACurrentMediaTime())) }

        override func viewDidLoad() {
            super.viewDidLoad()
            Task { @MainActor in self.note("task from viewDidLoad") }
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
                Task { @MainActor () -> Void in
                    // (What Date() reads in the task: the scene's now.)
                    let dated = Date().timeIntervalSince(SceneClock.defaultStartDate)
                    self?.note("task from a timer, dated \(dated)")
                    Task { @MainActor () -> Void in self?.note("task from a task") }
                }
            }
            Timer.scheduledTimer(withTimeInterval: 0.75, repeats: false) { [weak self] _ in self?.note("timer 0.75") }
        }
    }

    /// `Task { @MainActor in … }` runs on the scene's main actor in virtual-time order:
    /// after the event that started it, before anything later — here, in a test's process,
    /// which plays the scene inside one block on the main queue (the tasks waited there
    /// for the film's end, and it never showed what they did).
    @Test func aTaskOnTheMainActorRunsInVirtualTimeOrder() throws {
        let vc = TasksViewController()
        let demo = Demo(id: "tasks", summary: "", viewController: { vc })
        let scene = try demo.makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        try Stage(scene: scene).run(Script(duration: 1, steps: []), fps: 60) { _ in }
        #expect(vc.log.map(\.0) == ["task from viewDidLoad", "task from a timer, dated 0.5", "task from a task", "timer 0.75"])
        #expect(vc.log.map(\.1) == [0, 0.5, 0.5, 0.75] as [Double])
        #expect(scene.window.environment.warnings.isEmpty, "\(scene.window.environment.warnings)")
    }

    /// The same screen filmed twice gives the same trace and the same pixels:
    /// nothing in it reads the wall clock (the fire date set from `Date()` is
    /// read to the millisecond).
    @Test func aFilmOfAScreenWithTimersIsTheSameOnEveryRun() throws {
        func film() throws -> (trace: [String], pictures: [Bitmap]) {
            let vc = TimersViewController()
            let demo = Demo(id: "timers", summary: "", defaultScript: Script(duration: 3, steps: [
                .wait(duration: 0.3), .fling(scrollView: "list", velocity: CGPoint(x: 0, y: 1500), duration: 0.1),
            ]), viewController: { vc })
            let playback = try Film(demo: demo).start()
            var trace: [String] = [], pictures: [Bitmap] = []
            while let f = try playback.next() {
                if f.index == 60 { playback.scene.window.environment.run { vc.repeating?.fireDate = Date(timeIntervalSinceNow: 0.7) } }
                trace.append(f.traceLine(scene: playback.scene) + " \(vc.log.map { "\($0.0)@\($0.1)" })")
                if f.index % 20 == 0 { pictures.append(try playback.picture()) }
            }
            return (trace, pictures)
        }
        let a = try film(), b = try film()
        #expect(a.trace == b.trace)
        #expect(a.pictures == b.pictures)
    }

    /// A list that loads more rows from `scrollViewDidScroll` while a fling
    /// decelerates, 0.5 s after it asks (a network call's latency).
    final class LoadMoreViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: .zero, style: .plain)
        var rows = 40
        var asked: Double?
        var arrived: Double?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.accessibilityIdentifier = "list"
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            tableView.frame = view.bounds
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard asked == nil, scrollView.isDecelerating else { return }
            asked = CACurrentMediaTime()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
                guard let self else { return }
                arrived = CACurrentMediaTime()
                rows += 40
                tableView.reloadData()
            }
        }
    }

    /// A harness of the user's own that plays the fingers and the clock itself,
    /// without making the scene current: the screen's code still runs in its scene,
    /// on its clock (its `.now()` was 0 there, and scheduling stopped the program).
    @Test func aScreenWhoseClockIsDrivenByHandKeepsItsOwnTime() {
        let vc = LoadMoreViewController()
        let scene = Scene(rootViewController: vc)
        let window = scene.window, clock = window.clock
        #expect(SceneEnvironment.current == nil)
        func frame(_ t: Double) { clock.advance(to: t); clock.displayLinkFired() }
        // A fling up the screen at 2500 pt/s, sampled at 120 Hz, from t = 0.1 s.
        window.touches.down(id: 1, at: CGPoint(x: 195, y: 700))
        for k in 1...12 {
            let t = 0.1 + Double(k) / 120
            clock.advance(to: t)
            window.touches.move(id: 1, to: CGPoint(x: 195, y: 700 - 2500 * Double(k) / 120))
            if k == 12 { window.touches.up(id: 1, at: CGPoint(x: 195, y: 450)) }
            if k % 2 == 0 { frame(t) }
        }
        for n in 13...60 { frame(Double(n) / 60) }
        let asked = vc.asked ?? -1, arrived = vc.arrived ?? -1
        #expect(asked > 0.2, "asked while the fling decelerates: \(asked)")
        #expect(abs(arrived - asked - 0.5) < 1e-9, "arrived 0.5 s after it was asked: \(asked) -> \(arrived)")
        #expect(vc.tableView.numberOfRows == 80)
    }

    /// A scene built around a window made before the build (as a test makes its
    /// window first): the layout pass of the build runs on the window's clock, so
    /// what it schedules runs in the film (it went to the build's own clock, which
    /// nothing advances, and never ran).
    @Test func workScheduledWhileTheSceneIsBuiltRunsOnItsWindowsClock() throws {
        final class Banner: UIView {
            var shownAt: [Double] = []
            var scheduled = false
            override func layoutSubviews() {
                super.layoutSubviews()
                guard !scheduled else { return }
                scheduled = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.shownAt.append(CACurrentMediaTime()) }
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let banner = Banner(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        let list = UIScrollView(frame: window.bounds)
        let demo = Demo(id: "banner", summary: "", defaultScript: Script(duration: 1, steps: [])) { _ in
            window.addSubview(list)
            window.addSubview(banner)
            return Scene(window: window, scrollViews: [("list", list)])
        }
        let scene = try demo.makeScene(DemoContext(textMeasurer: EstimatingTextMeasurer()))
        try Stage(scene: scene).run(demo.defaultScript, fps: 60) { _ in }
        #expect(banner.shownAt == [0.5])
    }
}
