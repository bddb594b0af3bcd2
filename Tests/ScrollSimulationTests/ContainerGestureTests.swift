import Testing
@testable import ScrollReelUIKit
@testable import ScrollSimulation

/// A list whose appearance calls are logged.
@MainActor
final class GestureList: UITableViewController {
    let name: String
    var log: [String] = []
    let rows: Int
    init(_ name: String, rows: Int = 60) {
        self.name = name; self.rows = rows
        super.init(style: .plain)
        title = name
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.accessibilityIdentifier = name
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name) didDisappear") }
}

/// Plays `steps` on `scene` and returns the frames.
@MainActor
private func play(_ scene: Scene, _ steps: [Script.Step], duration: Double? = nil) throws -> [Frame] {
    var frames: [Frame] = []
    try Stage(scene: scene).run(Script(duration: duration, steps: steps), fps: 60) { frames.append($0) }
    return frames
}

@MainActor
func navigationScene(search: Bool = true, pushed: Bool = false) -> (Scene, UINavigationController, GestureList, GestureList?) {
    SceneEnvironment().run {
        let root = GestureList("root")
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        if search { root.navigationItem.searchController = UISearchController(searchResultsController: nil) }
        var detail: GestureList?
        if pushed {
            let d = GestureList("detail")
            nav.pushViewController(d, animated: false)
            detail = d
        }
        return (Scene(rootViewController: nav), nav, root, detail)
    }
}

@MainActor
@Suite struct LargeTitleSnapTests {
    /// A drag let go (without a flick) part-way through a part of the bar that collapses:
    /// the list goes on to the nearer end, so the bar never rests half collapsed.
    func restingOffset(afterDragging distance: Double) throws -> CGFloat {
        let (scene, _, root, _) = navigationScene()
        _ = try play(scene, [
            .touchDown(at: CGPoint(x: 200, y: 600)),
            // (The first 10 pt are the touch slop: they do not move the list.)
            .moveTo(at: CGPoint(x: 200, y: 600 - 10 - distance), duration: 0.5),
            .hold(duration: 0.2),
            .touchUp,
            .wait(duration: 1),
        ])
        return root.tableView.contentOffset.y + 195
    }

    @Test func aScrollThatEndsPartWaySnapsToTheNearerEnd() throws {
        #expect(try restingOffset(afterDragging: 20) == 0, "20 pt into the 52 of the search bar: it opens again")
        #expect(try restingOffset(afterDragging: 32) == 52, "32 pt: it folds away")
        #expect(try restingOffset(afterDragging: 52 + 17) == 52, "17 pt into the title: it opens again")
        #expect(try restingOffset(afterDragging: 52 + 30) == 104, "30 pt into the title: it collapses")
        #expect(abs(try restingOffset(afterDragging: 200) - 200) < 1, "past the bar: no snap")
    }
}

@MainActor
@Suite struct InteractivePopTests {
    @Test func aSwipeFromTheLeftEdgePopsWithTheCallsOfAPop() throws {
        let (scene, nav, root, detail) = navigationScene(search: false, pushed: true)
        let d = try #require(detail)
        root.log.removeAll(); d.log.removeAll()
        var midX: CGFloat?
        var frames = 0
        try Stage(scene: scene).run(Script(steps: [
            .wait(duration: 0.2),
            .edgeSwipe(y: 420, distance: 240, duration: 0.3),
            .wait(duration: 1),
        ]), fps: 60) { _ in
            frames += 1
            if frames == Int(0.38 * 60) { midX = d.viewIfLoaded?.frame.minX }
        }
        #expect(nav.topViewController === root)
        #expect(d.parent == nil)
        #expect(d.log == ["detail willDisappear", "detail didDisappear"])
        #expect(root.log == ["root willAppear", "root didAppear"])
        // While the finger moves, the screen follows it (it moved 390 · f of the way).
        let x = try #require(midX)
        #expect(x > 20 && x < 260, "the detail screen follows the finger: \(x)")
    }

    @Test func aShortSlowSwipeComesBackAndTheCallsTurnAround() throws {
        let (scene, nav, root, detail) = navigationScene(search: false, pushed: true)
        let d = try #require(detail)
        root.log.removeAll(); d.log.removeAll()
        _ = try play(scene, [
            .wait(duration: 0.2),
            // 60 pt in 1 s: under half the width, slower than a width a second.
            .edgeSwipe(y: 420, distance: 60, duration: 1),
            .wait(duration: 1),
        ])
        #expect(nav.topViewController === d)
        #expect(d.view.frame.minX == 0)
        #expect(d.log == ["detail willDisappear", "detail willAppear", "detail didAppear"])
        #expect(root.log == ["root willAppear", "root willDisappear", "root didDisappear"])
    }

    @Test func theEdgeSwipeTakesTheFingerFromTheListUnderIt() throws {
        let (scene, _, _, detail) = navigationScene(search: false, pushed: true)
        let d = try #require(detail)
        let before = d.tableView.contentOffset
        _ = try play(scene, [.wait(duration: 0.2), .edgeSwipe(y: 420, distance: 240, duration: 0.3), .wait(duration: 1)])
        #expect(d.tableView.contentOffset == before, "the list did not scroll")
    }

    /// The pop is UIKit's `interactivePopGestureRecognizer`, a screen-edge pan from the left: the
    /// list under the finger lets the touch go once it begins, and an app can turn it off or
    /// decide through its delegate.
    @Test func thePopIsTheNavigationControllersEdgePanRecognizer() throws {
        let (scene, nav, _, detail) = navigationScene(search: false, pushed: true)
        let d = try #require(detail)
        let edgePan = try #require(nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(edgePan.edges == .left && edgePan.view === nav.view)
        var trackingWhilePopping: [Bool] = []
        try Stage(scene: scene).run(Script(steps: [
            .wait(duration: 0.2), .edgeSwipe(y: 420, distance: 240, duration: 0.3), .wait(duration: 1),
        ]), fps: 60) { f in
            if f.time > 0.3, f.time < 0.45 { trackingWhilePopping.append(d.tableView.isTracking) }
        }
        #expect(!trackingWhilePopping.isEmpty && !trackingWhilePopping.contains(true),
                "the list's pan failed: it stopped tracking the finger")
        #expect(nav.topViewController !== d)
    }

    final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { asked += 1; return false }
    }

    @Test func aDisabledOrRefusedEdgePanDoesNotPop() throws {
        for refuse in [false, true] {
            let (scene, nav, _, detail) = navigationScene(search: false, pushed: true)
            let d = try #require(detail)
            let delegate = RefusingDelegate()
            scene.window.environment.run {
                if refuse { nav.interactivePopGestureRecognizer?.delegate = delegate } else { nav.interactivePopGestureRecognizer?.isEnabled = false }
            }
            _ = try play(scene, [.wait(duration: 0.2), .edgeSwipe(y: 420, distance: 240, duration: 0.3), .wait(duration: 1)])
            #expect(nav.topViewController === d, "refused by its delegate: \(refuse)")
            #expect(d.view.frame.minX == 0)
            #expect(delegate.asked == (refuse ? 1 : 0))
        }
    }

    @Test func theStepIsValidatedWithItsField() {
        let bad = Script(steps: [.edgeSwipe(y: 420, distance: 5, duration: 0.3)])
        #expect(throws: ScriptError.self) { try bad.validate(source: "s.json") }
        do { try bad.validate(source: "s.json") } catch {
            #expect(error.description.hasPrefix("s.json: step 0 (edgeSwipe): field 'distance': must be from 20"))
        }
    }
}

@MainActor
@Suite struct TabBarTests {
    @Test func aTapOnTheSelectedTabScrollsItsListToTheTop() throws {
        let (scene, tabs, list) = SceneEnvironment().run { () -> (Scene, UITabBarController, GestureList) in
            let list = GestureList("feed")
            let nav = UINavigationController(rootViewController: list)
            nav.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
            let other = GestureList("other")
            other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
            other.tabBarItem.badgeValue = "3"
            let tabs = UITabBarController()
            tabs.viewControllers = [nav, other]
            return (Scene(rootViewController: tabs), tabs, list)
        }
        // The tab bar keeps its 49 pt and the home indicator's 34 clear of the list.
        #expect(list.tableView.adjustedContentInset.bottom == 49 + 34 as CGFloat)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        _ = try play(scene, [
            .setContentOffset(scrollView: "feed", offset: CGPoint(x: 0, y: 900), animated: false),
            .wait(duration: 0.1),
            // The Feed tab, the selected one: the left half of the bar.
            .tap(at: CGPoint(x: 97, y: 844 - 83 + 20)),
            .wait(duration: 2),
        ])
        #expect(list.tableView.contentOffset.y == -list.tableView.adjustedContentInset.top)
        #expect(tabs.selectedIndex == 0)
    }

    /// The tab bar per device: 49 pt over the home indicator on an iPhone with one, 49 pt at the
    /// bottom of a phone with a home button, 50 pt over the indicator on iPad (iOS 12 and later).
    @Test func theBarsHeightFollowsTheDevice() {
        for (device, height) in [(DeviceProfile.iPhone14, 49 + 34), (.iPhoneSE3, 49), (.iPhone15ProMax, 49 + 34), (.iPad10, 50 + 20)]
            as [(DeviceProfile, CGFloat)] {
            let (scene, tabs, list) = SceneEnvironment(device: device).run { () -> (Scene, UITabBarController, GestureList) in
                let list = GestureList("a")
                list.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
                let tabs = UITabBarController()
                tabs.viewControllers = [list]
                return (Scene(rootViewController: tabs), tabs, list)
            }
            withExtendedLifetime(scene) {
                #expect(tabs.tabBar.frame == CGRect(x: 0, y: device.size.height - height, width: device.size.width, height: height),
                        "\(device.name)")
                #expect(list.tableView.adjustedContentInset.bottom == height, "\(device.name)")
            }
        }
    }

    @Test func aTapOnAnotherTabSelectsItWithTheCallsOfASwitch() throws {
        let (scene, tabs, a, b) = SceneEnvironment().run { () -> (Scene, UITabBarController, GestureList, GestureList) in
            let a = GestureList("a"), b = GestureList("b")
            a.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
            b.tabBarItem = UITabBarItem(title: "B", image: nil, tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            return (Scene(rootViewController: tabs), tabs, a, b)
        }
        a.log.removeAll()
        _ = try play(scene, [.tap(at: CGPoint(x: 292, y: 844 - 83 + 20)), .wait(duration: 0.2)])
        #expect(tabs.selectedViewController === b)
        #expect(a.log == ["a willDisappear", "a didDisappear"])
        #expect(b.log == ["b willAppear", "b didAppear"])
        #expect(a.view.superview == nil)
    }
}

@MainActor
@Suite struct SheetHandOverTests {
    func presentedSheet() throws -> (Scene, SheetPresentation, GestureList) {
        let (scene, presenter, list) = SceneEnvironment().run { () -> (Scene, UIViewController, GestureList) in
            let presenter = UIViewController()
            let scene = Scene(rootViewController: presenter)
            let list = GestureList("sheet")
            list.sheetPresentationController?.detents = [.medium(), .large()]
            presenter.present(list, animated: false)
            return (scene, presenter, list)
        }
        let sheet = try #require(presenter.presentation as? SheetPresentation)
        return (scene, sheet, list)
    }

    @Test func aSheetRestsAtItsSmallestDetentAndItsListBelowIt() throws {
        let (scene, sheet, list) = try presentedSheet()
        defer { withExtendedLifetime(scene) {} }
        #expect(sheet.top == 422, "medium: half of the 844 pt screen")
        #expect(sheet.geometry.largestTop == 47 + 10 as CGFloat, "large: 10 pt below the status bar")
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 422))
        #expect(list.tableView.adjustedContentInset.top == 0, "the sheet is below the status bar")
        #expect(list.presentingViewController != nil && list.presentingViewController?.presentedViewController === list)
    }

    /// Dragging the list up raises the sheet to its largest detent first; the rest of the same
    /// drag scrolls the list.
    @Test func draggingUpRaisesTheSheetThenScrollsTheList() throws {
        let (scene, sheet, list) = try presentedSheet()
        let start = list.tableView.contentOffset.y
        var trackedWhileDown: [Bool] = []
        try Stage(scene: scene).run(Script(steps: [
            .touchDown(at: CGPoint(x: 200, y: 760)),
            .moveTo(at: CGPoint(x: 200, y: 760 - 10 - 365 - 100), duration: 0.8),
            .hold(duration: 0.3),
            .touchUp,
            .wait(duration: 1),
        ]), fps: 60) { f in
            if f.time > 0.05, f.time < 1.05 { trackedWhileDown.append(list.tableView.isTracking) }
        }
        #expect(sheet.top == 57)
        // The sheet's pan drives the list itself: the list tracks the finger the whole time it is down.
        #expect(!trackedWhileDown.isEmpty && !trackedWhileDown.contains(false))
        #expect(!list.tableView.isTracking && !list.tableView.isDrivenByContainer)
        // (The pan starts at the first 120 Hz sample past the 10 pt slop, up to 4.84 pt later, as a
        // scroll view's.)
        let scrolled = list.tableView.contentOffset.y - start
        #expect(scrolled > 100 - 4.9 && scrolled <= 100, "the last 100 pt scrolled the list: \(scrolled)")
        #expect(list.sheetPresentationController?.selectedDetentIdentifier == .large)
    }

    /// At the largest detent with the list scrolled, a drag down scrolls the list back to its
    /// top first, then pulls the sheet down with it; let go there, it settles at a detent.
    @Test func draggingDownScrollsTheListBackThenPullsTheSheet() throws {
        let (scene, sheet, list) = try presentedSheet()
        _ = try play(scene, [
            .setContentOffset(scrollView: "sheet", offset: CGPoint(x: 0, y: 80), animated: false),
            .wait(duration: 0.05),
        ])
        scene.window.environment.run { list.sheetPresentationController?.selectedDetentIdentifier = .large }
        var topWhenListReachedItsTop: CGFloat?
        var frames: [Frame] = []
        try Stage(scene: scene).run(Script(steps: [
            .wait(duration: 1),
            .touchDown(at: CGPoint(x: 200, y: 300)),
            .moveTo(at: CGPoint(x: 200, y: 300 + 10 + 80 + 150), duration: 0.8),
            .hold(duration: 0.3),
            .touchUp,
            .wait(duration: 1.5),
        ]), fps: 60) { f in
            frames.append(f)
            if topWhenListReachedItsTop == nil, list.tableView.contentOffset.y <= 0.01, f.time > 1 { topWhenListReachedItsTop = sheet.top }
        }
        let reached = try #require(topWhenListReachedItsTop)
        #expect(reached < 57 + 5, "the sheet stayed at its detent until the list reached its top (\(reached))")
        #expect(list.tableView.contentOffset.y == 0)
        // 150 pt down from the large detent and held: the nearer detent is the large one.
        #expect(sheet.top == 57)
    }

    /// With `prefersScrollingExpandsWhenScrolledToEdge` false, a drag up on the list scrolls it and
    /// leaves the sheet at its detent; a drag on the sheet's navigation bar still raises it.
    @Test func aSheetThatDoesNotExpandWhenScrolledScrollsItsList() throws {
        let (scene, presenter, list) = SceneEnvironment().run { () -> (Scene, UIViewController, GestureList) in
            let presenter = UIViewController()
            let scene = Scene(rootViewController: presenter)
            let list = GestureList("sheet")
            let nav = UINavigationController(rootViewController: list)
            nav.sheetPresentationController?.detents = [.medium(), .large()]
            nav.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge = false
            presenter.present(nav, animated: false)
            return (scene, presenter, list)
        }
        let sheet = try #require(presenter.presentation as? SheetPresentation)
        _ = try play(scene, [.wait(duration: 0.1)])
        let start = list.tableView.contentOffset.y
        var afterListDrag: (top: CGFloat, scrolled: CGFloat)?
        _ = try Stage(scene: scene).run(Script(steps: [
            .touchDown(at: CGPoint(x: 200, y: 760)),
            .moveTo(at: CGPoint(x: 200, y: 560), duration: 0.5),
            .hold(duration: 0.3),
            .touchUp,
            .wait(duration: 0.5),
            // The sheet's bar: 22 pt below its top.
            .touchDown(at: CGPoint(x: 200, y: 422 + 22)),
            .moveTo(at: CGPoint(x: 200, y: 60), duration: 0.5),
            .touchUp,
            .wait(duration: 1),
        ]), fps: 60) { f in
            if afterListDrag == nil, f.time >= 1.29 { afterListDrag = (sheet.top, list.tableView.contentOffset.y - start) }
        }
        let first = try #require(afterListDrag)
        #expect(first.top == 422, "the sheet stays at its medium detent")
        #expect(first.scrolled > 200 - 10 - 4.9 && first.scrolled <= 200, "the list took the drag: \(first.scrolled)")
        #expect(sheet.top == 57)
        #expect(list.navigationController?.sheetPresentationController?.selectedDetentIdentifier == .large)
    }

    @Test func aFlickDownDismissesTheSheet() throws {
        let (scene, sheet, list) = try presentedSheet()
        let presenter = sheet.presenter
        _ = try play(scene, [
            .touchDown(at: CGPoint(x: 200, y: 500)),
            .moveTo(at: CGPoint(x: 200, y: 700), duration: 0.15),
            .touchUp,
            .wait(duration: 1.5),
        ])
        #expect(presenter.presentedViewController == nil)
        #expect(list.view.window == nil)
        #expect(list.log.suffix(2) == ["sheet willDisappear", "sheet didDisappear"])
    }

    /// Going away, the sheet slides down whole, as UIKit's: below its smallest detent it keeps
    /// that detent's height and its list neither shrinks nor scrolls (it used to shrink with
    /// the part still on screen, and the list inside reflowed under its bar).
    @Test func aDismissedSheetSlidesOutWithoutShrinking() throws {
        let (scene, sheet, list) = try presentedSheet()
        var seen: [(top: CGFloat, height: CGFloat, offset: CGFloat)] = []
        try Stage(scene: scene).run(Script(steps: [
            .touchDown(at: CGPoint(x: 200, y: 500)),
            .moveTo(at: CGPoint(x: 200, y: 700), duration: 0.15),
            .touchUp,
            .wait(duration: 1.5),
        ]), fps: 60) { _ in seen.append((sheet.top, list.view.frame.height, list.tableView.contentOffset.y)) }
        let below = seen.filter { $0.top > 422.5 && $0.top < 844 }
        #expect(below.count > 5, "the sheet is seen on its way out")
        #expect(below.allSatisfy { $0.height == 422 }, "\(below.map(\.height))")
        #expect(below.allSatisfy { $0.offset == seen[0].offset }, "\(below.map(\.offset))")
    }

    /// Dismissed from its large detent, it slides out at its large height.
    @Test func aSheetDismissedFromItsLargeDetentKeepsItsHeight() throws {
        let (scene, sheet, list) = try presentedSheet()
        let largestTop = sheet.geometry.largestTop
        let large = 844 - largestTop
        scene.window.environment.run {
            list.sheetPresentationController?.selectedDetentIdentifier = .large
            sheet.move(to: sheet.geometry.largestTop, velocity: 0, animated: false)
            list.dismiss(animated: true)
        }
        var heights: [(top: CGFloat, height: CGFloat)] = []
        try Stage(scene: scene).run(Script(steps: [.wait(duration: 1.5)]), fps: 60) { _ in
            heights.append((sheet.top, list.view.frame.height))
        }
        let leaving = heights.filter { $0.top > largestTop + 0.5 && $0.top < 844 }
        #expect(leaving.count > 5, "the sheet is seen on its way out")
        #expect(leaving.allSatisfy { $0.height == large }, "\(leaving.map(\.height))")
    }

    @Test func theProjectionChoosesTheDetent() {
        let g = SheetGeometry(controller: {
            let c = UISheetPresentationController(presentedViewController: UIViewController(), presenting: nil)
            c.detents = [.medium(), .large()]
            return c
        }(), screenHeight: 844, safeTop: 47)
        #expect(g.restingDetent(top: 300, velocity: 0, dismissible: true) == .medium)
        #expect(g.restingDetent(top: 200, velocity: 0, dismissible: true) == .large)
        #expect(g.restingDetent(top: 300, velocity: -600, dismissible: true) == .large, "a flick up carries it to the top")
        #expect(g.restingDetent(top: 500, velocity: 900, dismissible: true) == nil, "a flick down dismisses")
        #expect(g.restingDetent(top: 500, velocity: 900, dismissible: false) == .medium)
    }
}

@MainActor
@Suite struct AlertTests {
    final class Screen: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("screen willAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("screen willDisappear") }
    }

    @Test func anAlertsButtonDismissesItThenRunsItsHandler() throws {
        var log: [String] = []
        let (scene, screen, alert) = SceneEnvironment().run { () -> (Scene, Screen, UIAlertController) in
            let screen = Screen()
            let scene = Scene(rootViewController: screen)
            let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                log.append("handler, presented: \(screen.presentedViewController == nil ? "none" : "alert")")
            })
            screen.present(alert, animated: true)
            return (scene, screen, alert)
        }
        #expect(screen.presentedViewController === alert)
        #expect(alert.presentingViewController === screen)
        // Two buttons side by side: Cancel on the left, Delete on the right of the 270 pt card.
        _ = try play(scene, [.wait(duration: 1), .tap(at: CGPoint(x: 195 + 67, y: 422 + 40)), .wait(duration: 1)])
        _ = try play(scene, [.wait(duration: 0.1)])
        #expect(screen.presentedViewController == nil)
        #expect(log == ["handler, presented: none"])
        #expect(!screen.log.contains("screen willDisappear"), "an alert leaves the screen on screen")
    }

    /// An action sheet as an iPhone draws it: its buttons 57 pt tall in a card 8 pt from the
    /// sides, its Cancel in a card of its own above the home indicator. A tap on a button (found
    /// by its title in the laid-out sheet) runs its handler; a tap beside the sheet is a tap on
    /// Cancel; an alert takes no tap beside it.
    @Test func anActionSheetsButtonsAndATapBesideIt() throws {
        func present(_ style: UIAlertController.Style, log: @escaping (String) -> Void) -> (Scene, Screen, UIAlertController) {
            SceneEnvironment().run { () -> (Scene, Screen, UIAlertController) in
                let screen = Screen()
                let scene = Scene(rootViewController: screen)
                let sheet = UIAlertController(title: nil, message: "Add a new mailbox", preferredStyle: style)
                sheet.addAction(UIAlertAction(title: "New Mailbox", style: .default) { _ in log("new") })
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
                screen.present(sheet, animated: true)
                return (scene, screen, sheet)
            }
        }
        func centre(of title: String, in view: UIView) -> CGPoint? {
            func find(_ v: UIView) -> UIView? {
                if v is UIControl, v.subviews.contains(where: { ($0 as? UILabel)?.text == title }) { return v }
                return v.subviews.lazy.compactMap(find).first
            }
            return find(view).map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
        }
        var log: [String] = []
        var (scene, screen, sheet) = present(.actionSheet) { log.append($0) }
        _ = try play(scene, [.wait(duration: 1)])
        let new = try #require(centre(of: "New Mailbox", in: sheet.view))
        let cancel = try #require(centre(of: "Cancel", in: sheet.view))
        // Above the home indicator's 34 pt: Cancel's 57 pt card; 8 pt above it, the card of the others.
        let cancelY: CGFloat = 844 - 34 - 28.5, newY: CGFloat = cancelY - 28.5 - 8 - 28.5
        #expect(cancel == CGPoint(x: 195, y: cancelY))
        #expect(new.y == newY)
        _ = try play(scene, [.tap(at: new), .wait(duration: 1)])
        #expect(log == ["new"] && screen.presentedViewController == nil)

        (scene, screen, sheet) = present(.actionSheet) { log.append($0) }
        _ = try play(scene, [.wait(duration: 1), .tap(at: CGPoint(x: 195, y: 200)), .wait(duration: 1)])
        #expect(log == ["new", "cancel"] && screen.presentedViewController == nil, "a tap beside the sheet cancels it")

        (scene, screen, sheet) = present(.alert) { log.append($0) }
        _ = try play(scene, [.wait(duration: 1), .tap(at: CGPoint(x: 195, y: 200)), .wait(duration: 1)])
        #expect(log == ["new", "cancel"] && screen.presentedViewController === sheet, "an alert stays")
    }

    @Test func aFullScreenPresentationHidesThePresenter() throws {
        let (scene, screen, presented) = SceneEnvironment().run { () -> (Scene, Screen, UIViewController) in
            let screen = Screen()
            let scene = Scene(rootViewController: screen)
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            screen.present(presented, animated: true)
            return (scene, screen, presented)
        }
        _ = try play(scene, [.wait(duration: 1.5)])
        #expect(screen.log == ["screen willAppear", "screen willDisappear"])
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        scene.window.environment.run { presented.dismiss(animated: false) }
        #expect(screen.log.last == "screen willAppear")
        #expect(screen.presentedViewController == nil)
    }
}
