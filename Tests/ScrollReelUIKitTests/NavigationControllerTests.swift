import Testing
@testable import ScrollReelUIKit

/// A list of `rows` rows, logging its appearance and containment calls.
@MainActor
final class LoggedList: UITableViewController {
    let name: String
    let rows: Int
    var log: [String]
    init(_ name: String, rows: Int = 60, log: [String] = []) {
        self.name = name; self.rows = rows; self.log = log
        super.init(style: .plain)
        title = name
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() { super.viewDidLoad(); tableView.rowHeight = 44 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name) willAppear\(animated ? "" : " (not animated)")") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name) didDisappear") }
    override func willMove(toParent parent: UIViewController?) { log.append("\(name) willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { log.append("\(name) didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// A navigation controller shown in a window of its own scene.
@MainActor
struct NavigationScene {
    let environment: SceneEnvironment
    let window: UIWindow
    let nav: UINavigationController
    let root: LoggedList

    init(device: DeviceProfile = .iPhone14, largeTitles: Bool = true, search: Bool = false, rows: Int = 60) {
        environment = SceneEnvironment(device: device)
        let root = LoggedList("A", rows: rows)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = largeTitles
        if search { root.navigationItem.searchController = UISearchController(searchResultsController: nil) }
        window = environment.run {
            let window = UIWindow()
            window.rootViewController = nav
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return window
        }
        self.root = root
        self.nav = nav
    }

    /// Runs the scene's clock `seconds` on, a display frame every 1/60 s.
    func advance(_ seconds: Double) {
        environment.run {
            let end = window.now + seconds
            while window.now < end - 1e-9 {
                window.clock.advance(to: min(end, window.now + 1.0 / 60))
                window.clock.displayLinkFired()
            }
        }
    }

    /// Places the root's list `scrolled` points from its resting top and lays the window out.
    func scroll(_ list: LoggedList, to scrolled: CGFloat) {
        environment.run {
            list.tableView.contentOffset = CGPoint(x: 0, y: scrolled - list.tableView.adjustedContentInset.top)
            window.layoutIfNeeded()
        }
    }

    var barState: NavigationBarState? { nav.navigationBar.scene?.state }
}

@MainActor
@Suite struct NavigationBarInsetTests {
    @Test func theBarSetsTheListsAdjustedInsetThroughTheSafeArea() {
        // iPhone 14: 47 pt status bar, 44 pt bar, 52 pt large title, 52 pt search bar.
        let s = NavigationScene(search: true)
        let table = s.root.tableView!
        #expect(table.adjustedContentInset.top == 47 + 44 + 52 + 52 as CGFloat)
        #expect(table.contentOffset.y == -195, "the list rests below the expanded bar")
        #expect(s.root.view.safeAreaInsets.top == 195)
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 195))
        #expect(table.adjustedContentInset.bottom == 34, "the home indicator's part is the window's")
    }

    @Test func theInsetFollowsTheTitleModeTheSearchBarAndTheDevice() {
        func top(_ s: NavigationScene) -> CGFloat { withExtendedLifetime(s) { s.root.tableView.adjustedContentInset.top } }
        #expect(top(NavigationScene(largeTitles: false)) == 47 + 44 as CGFloat)
        #expect(top(NavigationScene(largeTitles: true)) == 47 + 44 + 52 as CGFloat)
        #expect(top(NavigationScene(device: .iPhoneSE3, largeTitles: false)) == 20 + 44 as CGFloat)
        #expect(top(NavigationScene(device: .iPhone15, largeTitles: true)) == 59 + 44 + 52 as CGFloat)
        // iPad, iOS 12 and later: a 50 pt bar under its 24 pt status bar.
        #expect(top(NavigationScene(device: .iPad10, largeTitles: false)) == 24 + 50 as CGFloat)
    }

    @Test func aHiddenBarGivesNoInsetBeyondTheStatusBar() {
        let s = NavigationScene(largeTitles: false)
        s.environment.run {
            s.nav.setNavigationBarHidden(true, animated: false)
            s.window.layoutIfNeeded()
        }
        #expect(s.root.tableView.adjustedContentInset.top == 47)
        #expect(s.root.tableView.contentOffset.y == -47, "content resting at the top moves up with the inset")
        #expect(s.nav.navigationBar.isHidden)
    }

    /// `setNavigationBarHidden(_:animated:)` slides the bar up over
    /// `UINavigationControllerHideShowBarDuration` (0.2 s), the list's inset following the bar's
    /// bottom edge down to the status bar; `isNavigationBarHidden` says so at once, the bar is
    /// hidden at the end, and showing it again runs the slide back.
    @Test func hidingTheBarAnimatedSlidesItUpAndTheInsetFollows() {
        let s = NavigationScene(largeTitles: false)
        let table = s.root.tableView!
        s.environment.run { s.nav.setNavigationBarHidden(true, animated: true) }
        #expect(s.nav.isNavigationBarHidden)
        var bottoms: [CGFloat] = [], insets: [CGFloat] = []
        for _ in 0..<14 {
            s.advance(1.0 / 60)
            s.environment.run { s.window.layoutIfNeeded() }
            bottoms.append(s.nav.navigationBar.isHidden ? 0 : s.nav.navigationBar.frame.maxY)
            insets.append(table.adjustedContentInset.top)
        }
        #expect(zip(bottoms, bottoms.dropFirst()).allSatisfy { $0 >= $1 } && bottoms.contains { $0 > 0 && $0 < 91 })
        #expect(bottoms.suffix(2) == [0, 0] && s.nav.navigationBar.isHidden)
        #expect(zip(insets, insets.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(insets.last == 47, "the status bar's part stays")
        s.environment.run { s.nav.setNavigationBarHidden(false, animated: true) }
        #expect(!s.nav.isNavigationBarHidden)
        s.advance(0.3)
        s.environment.run { s.window.layoutIfNeeded() }
        #expect(!s.nav.navigationBar.isHidden && s.nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 91))
        #expect(table.adjustedContentInset.top == 91)
    }

    @Test func anOpaqueBarPutsTheViewBelowIt() {
        let s = NavigationScene(largeTitles: false)
        s.environment.run {
            s.nav.navigationBar.isTranslucent = false
            s.window.layoutIfNeeded()
        }
        #expect(s.root.view.frame.minY == 91)
        #expect(s.root.tableView.adjustedContentInset.top == 0)
    }
}

@MainActor
@Suite struct NavigationBarScrollTests {
    /// The bar's height against how far the list is scrolled from its resting top: the search
    /// bar folds first, then the large title, point for point; pulled down, the title's area
    /// stretches.
    @Test func theLargeTitleCollapsesAndStretchesWithTheOffset() {
        let s = NavigationScene(search: true)
        let expected: [(scrolled: CGFloat, height: CGFloat)] = [
            (0, 195), (26, 169), (52, 143), (78, 117), (104, 91), (300, 91), (-40, 235),
        ]
        for (scrolled, height) in expected {
            s.scroll(s.root, to: scrolled)
            #expect(s.nav.navigationBar.frame.height == height, "scrolled \(scrolled)")
        }
        // The stretched title grows by 3 % of its height per height of stretch.
        s.scroll(s.root, to: -40)
        #expect(abs((s.barState?.stretch ?? 0) - 40) < 1e-9)
        #expect(abs(BarMetrics.largeTitleScale(stretch: 40) - (1 + 0.03 * 40 / 44)) < 1e-12)
        #expect(BarMetrics.largeTitleScale(stretch: 1000) == 1.1)
    }

    /// With `hidesSearchBarWhenScrolling` false the search bar stays: only the large title folds,
    /// and the search bar stays under the inline bar, where the content passes under it.
    @Test func aSearchBarThatDoesNotHideStaysUnderTheBar() {
        let s = NavigationScene(search: true)
        s.environment.run {
            s.root.navigationItem.hidesSearchBarWhenScrolling = false
            s.window.layoutIfNeeded()
        }
        for (scrolled, height) in [(0, 195), (26, 169), (52, 143), (300, 143)] as [(CGFloat, CGFloat)] {
            s.scroll(s.root, to: scrolled)
            #expect(s.nav.navigationBar.frame.height == height, "scrolled \(scrolled)")
        }
        let frame = s.root.navigationItem.searchController.map { $0.searchBar.convert($0.searchBar.bounds, to: nil) }
        #expect(frame?.minY == 47 + 44 && frame?.maxY == 143, "\(String(describing: frame))")
        #expect(s.barState?.scrollEdgeProgress == 1, "content is under the bar")
    }

    @Test func theBackgroundTurnsToTheStandardAppearanceOnceContentIsUnderTheBar() {
        let s = NavigationScene()
        s.scroll(s.root, to: 0)
        #expect(s.barState?.scrollEdgeProgress == 0, "at rest: the scroll-edge appearance")
        s.scroll(s.root, to: 52)
        #expect(s.barState?.scrollEdgeProgress == 0, "the title has collapsed, nothing is under the bar yet")
        s.scroll(s.root, to: 57)
        #expect(s.barState?.scrollEdgeProgress == 0.5)
        s.scroll(s.root, to: 62)
        #expect(s.barState?.scrollEdgeProgress == 1)
        // An inline bar turns as soon as content passes under it.
        let inline = NavigationScene(largeTitles: false)
        inline.scroll(inline.root, to: 2)
        #expect(inline.barState?.scrollEdgeProgress == 0.2)
    }

    @Test func theScrollEdgeAppearanceIsTheStandardOneWithATransparentBackground() {
        let s = NavigationScene()
        let bar = s.nav.navigationBar
        let edge = bar.scrollEdgeAppearance(for: s.root.navigationItem)
        #expect(edge.isTransparent)
        #expect(bar.standardAppearance(for: s.root.navigationItem).backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
        let custom = UINavigationBarAppearance()
        custom.configureWithOpaqueBackground()
        s.root.navigationItem.scrollEdgeAppearance = custom
        #expect(bar.scrollEdgeAppearance(for: s.root.navigationItem) === custom, "an item's appearance comes first")
    }

    @Test func theSnapTargetIsTheNearerEndOfThePartThatIsHalfCollapsed() {
        let e = NavigationBarExtent(statusBar: 47, bar: 44, largeTitle: 52, search: 52, searchCollapses: true)
        #expect(e.snapTarget(scrolled: 0) == nil)
        #expect(e.snapTarget(scrolled: 20) == 0)
        #expect(e.snapTarget(scrolled: 30) == 52)
        #expect(e.snapTarget(scrolled: 52) == nil)
        #expect(e.snapTarget(scrolled: 60) == 52)
        #expect(e.snapTarget(scrolled: 90) == 104)
        #expect(e.snapTarget(scrolled: 104) == nil)
        #expect(e.snapTarget(scrolled: 400) == nil)
        #expect(e.snapTarget(scrolled: -30) == nil, "a stretched title springs back with the list, no snap")
    }
}

@MainActor
@Suite struct NavigationTransitionTests {
    /// UIKit's order for an animated push (logged on iOS: the old screen's
    /// `viewWillDisappear`, the new one's `viewWillAppear`, the animation, `viewDidDisappear`,
    /// `viewDidAppear`, then `didMove(toParent:)`), and the slide: the new screen from the
    /// right edge over the old one, which moves a third of the way left.
    @Test func anAnimatedPushSlidesInWithUIKitsOrderOfCalls() {
        let s = NavigationScene()
        let b = LoggedList("B")
        s.root.log.removeAll()
        s.environment.run { s.nav.pushViewController(b, animated: true) }
        #expect(s.root.log == ["A willDisappear"])
        #expect(b.log == ["B willMove(parent)", "B willAppear"])
        #expect(s.nav.topViewController === b)
        s.advance(0.1)
        let midB = b.view.frame.minX, midA = s.root.view.frame.minX
        #expect(midB > 0 && midB < 390, "B is on its way in")
        #expect(abs(midA - (midB - 390) / 3) < 0.5, "A moves a third as far, to the left")
        s.advance(0.4)
        #expect(b.view.frame.minX == 0)
        #expect(s.root.view.superview == nil, "A's view leaves the screen")
        #expect(s.root.log.suffix(2) == ["A willDisappear", "A didDisappear"])
        #expect(b.log == ["B willMove(parent)", "B willAppear", "B didAppear", "B didMove(parent)"])
        #expect(b.navigationController === s.nav)
    }

    @Test func anAnimatedPopRunsItBackAndRemovesTheChild() {
        let s = NavigationScene()
        let b = LoggedList("B")
        s.environment.run { s.nav.pushViewController(b, animated: false) }
        s.advance(0.1)
        s.root.log.removeAll(); b.log.removeAll()
        let popped = s.environment.run { s.nav.popViewController(animated: true) }
        #expect(popped === b)
        #expect(b.log == ["B willMove(nil)", "B willDisappear"])
        #expect(s.root.log == ["A willAppear"])
        s.advance(0.1)
        #expect(b.view.frame.minX > 0 && b.view.frame.minX < 390)
        s.advance(0.4)
        #expect(b.log == ["B willMove(nil)", "B willDisappear", "B didDisappear", "B didMove(nil)"])
        #expect(s.root.log == ["A willAppear", "A didAppear"])
        #expect(b.parent == nil && s.nav.viewControllers == [s.root])
        #expect(s.root.view.frame.minX == 0)
    }

    @Test func theBarTakesTheNewItemsTitleBackButtonAndHeight() {
        let s = NavigationScene()
        let b = LoggedList("Detail")
        b.navigationItem.largeTitleDisplayMode = .never
        s.environment.run { s.nav.pushViewController(b, animated: true) }
        s.advance(0.1)
        let h = s.nav.navigationBar.frame.height
        #expect(h > 91 && h < 143, "the bar shrinks from the large title to the inline one with the push")
        s.advance(0.4)
        #expect(s.nav.navigationBar.frame.height == 91)
        #expect(b.tableView.adjustedContentInset.top == 91)
        #expect(s.nav.navigationBar.topItem === b.navigationItem)
        #expect(s.nav.navigationBar.backItem === s.root.navigationItem)
        #expect(s.root.navigationItem.backTitle == "A")
    }

    /// The back button is the item below's: its `backButtonDisplayMode` (not the top item's)
    /// decides, and a `backBarButtonItem` of its own overrides the mode.
    @Test func theBackButtonFollowsTheItemBelow() {
        func backTitle(below: (UINavigationItem) -> Void, top: (UINavigationItem) -> Void = { _ in }) -> String? {
            let s = NavigationScene(largeTitles: false)
            let b = LoggedList("Detail")
            s.environment.run {
                below(s.root.navigationItem)
                top(b.navigationItem)
                s.nav.pushViewController(b, animated: false)
                s.window.layoutIfNeeded()
            }
            func find(_ v: UIView) -> BackButtonView? {
                if let b = v as? BackButtonView, !b.isHidden, b.superview?.isUserInteractionEnabled == true { return b }
                return v.subviews.lazy.compactMap(find).first
            }
            return withExtendedLifetime(s) { find(s.nav.navigationBar)?.subviews.compactMap { ($0 as? UILabel)?.text }.first }
        }
        #expect(backTitle(below: { _ in }) == "A")
        #expect(backTitle(below: { $0.backButtonTitle = "Lists" }) == "Lists")
        #expect(backTitle(below: { $0.backButtonDisplayMode = .minimal }) == "")
        #expect(backTitle(below: { $0.backButtonDisplayMode = .generic }) == "Back")
        #expect(backTitle(below: { _ in }, top: { $0.backButtonDisplayMode = .minimal }) == "A", "the top item's mode is not the back button's")
        #expect(backTitle(below: {
            $0.backButtonDisplayMode = .minimal
            $0.backBarButtonItem = UIBarButtonItem(title: "Home", style: .plain, target: nil, action: nil)
        }) == "Home")
    }

    @Test func anAutomaticTitleFollowsTheItemBelow() {
        let s = NavigationScene()
        let b = LoggedList("B"), c = LoggedList("C")
        c.navigationItem.largeTitleDisplayMode = .never
        let d = LoggedList("D")
        s.environment.run { s.nav.setViewControllers([s.root, b, c, d], animated: false) }
        #expect(s.nav.showsLargeTitle(b), "automatic under a large root: large")
        #expect(!s.nav.showsLargeTitle(c))
        #expect(!s.nav.showsLargeTitle(d), "automatic under an inline item: inline")
    }

    @Test func popToRootRemovesTheMiddleAtOnce() {
        let s = NavigationScene()
        let b = LoggedList("B"), c = LoggedList("C")
        s.environment.run { s.nav.setViewControllers([s.root, b, c], animated: false) }
        s.advance(0.1)
        let popped = s.environment.run { s.nav.popToRootViewController(animated: true) }
        #expect(popped == [b, c])
        #expect(b.parent == nil, "the middle one leaves at once")
        s.advance(0.6)
        #expect(c.parent == nil && s.nav.topViewController === s.root)
    }

    @Test func theBackButtonPops() {
        let s = NavigationScene()
        let b = LoggedList("B")
        s.environment.run { s.nav.pushViewController(b, animated: false) }
        s.advance(0.1)
        s.environment.run {
            s.window.touches.down(id: 1, at: CGPoint(x: 30, y: 69))
            s.window.touches.up(id: 1, at: CGPoint(x: 30, y: 69))
        }
        s.advance(0.6)
        #expect(s.nav.topViewController === s.root)
    }
}

/// A screen whose `compose:` the tests register as the plugin's generated code would.
@MainActor
final class TargetActionScreen: UITableViewController {
    var composed: [String] = []
    func compose(_ sender: Any?) { composed.append(sender is UIBarButtonItem ? "from item" : "from ?") }
    static let registered: Void = {
        MethodDispatch.register([MethodTable(selectors: ["compose:"], isDeclared: { $0 is TargetActionScreen.Type },
                                             perform: { object, _, args in (object as! TargetActionScreen).compose(args.first ?? nil) })])
    }()
}

@MainActor
@Suite struct BarButtonTargetActionTests {
    /// Shows `screen` in a navigation controller and taps where `point` says in its bar (by
    /// default the right button of an inline bar: 16 pt from the right edge, in the 44 pt row).
    func tapRightButton(of screen: TargetActionScreen,
                        at point: @MainActor (UINavigationBar) -> CGPoint? = { _ in CGPoint(x: 390 - 16 - 12, y: 47 + 22) }) {
        _ = TargetActionScreen.registered
        let environment = SceneEnvironment()
        environment.run {
            let nav = UINavigationController(rootViewController: screen)
            let window = UIWindow()
            window.rootViewController = nav
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            guard let p = point(nav.navigationBar) else { return }
            window.touches.down(id: 1, at: p)
            window.touches.up(id: 1, at: p)
        }
    }

    @Test func aTapSendsTheActionToTheTarget() {
        let screen = TargetActionScreen()
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: screen,
                                                                   action: Selector("compose:"))
        tapRightButton(of: screen)
        #expect(screen.composed == ["from item"])
    }

    @Test func aNilTargetFindsTheActionUpTheResponderChain() {
        let screen = TargetActionScreen()
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "New", style: .plain, target: nil,
                                                                   action: Selector("compose:"))
        tapRightButton(of: screen)
        #expect(screen.composed == ["from item"])
    }

    /// A UI test finds a bar button by its item's `accessibilityIdentifier`, as on iOS: the view
    /// that carries it is the button, and a tap at its centre sends the action.
    @Test func theButtonCarriesItsItemsIdentifier() {
        let screen = TargetActionScreen()
        let item = UIBarButtonItem(barButtonSystemItem: .compose, target: screen, action: Selector("compose:"))
        item.accessibilityIdentifier = "compose"
        screen.navigationItem.rightBarButtonItem = item
        // The tap happens only if exactly one view carries the identifier and it is a control.
        tapRightButton(of: screen) { bar in
            func carrying(_ v: UIView) -> [UIView] { (v.accessibilityIdentifier == "compose" ? [v] : []) + v.subviews.flatMap(carrying) }
            let found = carrying(bar)
            guard found.count == 1, let button = found.first as? UIControl else { return nil }
            return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        }
        #expect(screen.composed == ["from item"])
    }

    @Test func aPrimaryActionComesFirst() {
        let screen = TargetActionScreen()
        var ran = false
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: Selector("compose:"))
        item.primaryAction = UIAction { _ in ran = true }
        screen.navigationItem.rightBarButtonItem = item
        tapRightButton(of: screen)
        #expect(ran && screen.composed.isEmpty)
    }
}
