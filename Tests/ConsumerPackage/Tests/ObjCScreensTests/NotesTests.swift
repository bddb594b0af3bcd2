import ScrollReelTesting
import Testing
@testable import ObjCScreens

/// The notes app (App/Notes, compiled unchanged through the UIKitSources plugin) in its
/// navigation controller, played as a user plays it. Where a finger lands is read from the
/// screens' laid-out views after the steps before it (a bar button by its item's
/// `accessibilityIdentifier`, an alert's action by its title), as a UI test finds them, not
/// guessed: the film is deterministic, so the second run puts them in the same place.
@MainActor enum NotesFilm {
    /// A film of the notes list in a navigation controller; `made` is given the navigation
    /// controller and its root as the scene is built.
    static func demo(script: Script = Script(steps: []), root: @escaping @MainActor () -> NotesViewController = { NotesViewController() },
                     made: @escaping @MainActor (UINavigationController, NotesViewController) -> Void = { _, _ in }) -> Demo {
        Demo(id: "notes", summary: "a notes app in a navigation controller: large title, push, an alert, a sheet",
             defaultScript: script, tracedScrollViews: ["notes", "templates"], viewController: {
                 let notes = root()
                 let nav = UINavigationController(rootViewController: notes)
                 made(nav, notes)
                 return nav
             })
    }

    /// Plays `steps`, then returns the centre (window points) of the view `find` picks in the
    /// scene at rest.
    static func locate(after steps: [Script.Step], _ find: @escaping @MainActor (UINavigationController, NotesViewController) -> UIView?,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> CGPoint {
        var nav: UINavigationController?, notes: NotesViewController?
        try Film(demo: demo(script: Script(steps: steps), made: { nav = $0; notes = $1 })).play { _, _ in }
        let view = try #require(nav.flatMap { n in notes.flatMap { find(n, $0) } }, sourceLocation: sourceLocation)
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// Up and back to the top: the search bar, then the large title, fold into the bar and
    /// come back.
    static let scroll: [Script.Step] = [
        .wait(duration: 0.3),
        .fling(scrollView: "notes", velocity: CGPoint(x: 0, y: 1200), duration: 0.1),
        .wait(duration: 1.6),
        .fling(scrollView: "notes", velocity: CGPoint(x: 0, y: -2500), duration: 0.1),
        .wait(duration: 1.6),
    ]

    /// The whole film: the scroll; the second note pushed; its trash button (target–action)
    /// asks in an alert; Delete moves it to Recently Deleted and pops back; the compose button
    /// (target–action) presents the editor as a sheet at its medium detent, dragged up to
    /// large; its Cancel dismisses it.
    static func script() throws -> Script {
        var steps = scroll
        let row = try locate(after: steps) { _, notes in notes.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) }
        steps += [.tap(at: row), .wait(duration: 0.8)]
        let trash = try locate(after: steps) { nav, _ in nav.navigationBar.firstVisible { $0.accessibilityIdentifier == "trash" } }
        steps += [.tap(at: trash), .wait(duration: 0.6)]
        let delete = try locate(after: steps) { nav, _ in
            (nav.topViewController?.presentedViewController as? UIAlertController)?.view.button(titled: "Delete")
        }
        steps += [.tap(at: delete), .wait(duration: 0.9)]
        let compose = try locate(after: steps) { nav, _ in nav.navigationBar.firstVisible { $0.accessibilityIdentifier == "compose" } }
        steps += [.tap(at: compose), .wait(duration: 0.9)]
        let sheetTop = try locate(after: steps) { _, notes in
            (notes.presentedViewController as? UINavigationController)?.navigationBar
        }
        steps += [.touchDown(at: sheetTop), .moveTo(at: CGPoint(x: sheetTop.x, y: sheetTop.y - 380), duration: 0.6), .touchUp,
                  .wait(duration: 1)]
        let cancel = try locate(after: steps) { _, notes in
            (notes.presentedViewController as? UINavigationController)?.navigationBar.button(titled: "Cancel")
        }
        steps += [.tap(at: cancel), .wait(duration: 1)]
        return Script(steps: steps)
    }
}

extension UIView {
    /// The first view in this one's tree (itself first, then its subviews depth first) that is
    /// on screen — not hidden, not transparent — and matches.
    func firstVisible(where matches: (UIView) -> Bool) -> UIView? {
        guard !isHidden, alpha > 0 else { return nil }
        if matches(self) { return self }
        for sub in subviews { if let found = sub.firstVisible(where: matches) { return found } }
        return nil
    }

    /// The control whose label reads `title`.
    func button(titled title: String) -> UIView? {
        firstVisible { $0 is UIControl && $0.firstVisible { ($0 as? UILabel)?.text == title } != nil }
    }
}

/// The list's appearance calls and the navigation controller's `willShow`/`didShow`, in order.
@MainActor final class CallLog: NSObject, UINavigationControllerDelegate {
    var calls: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        calls.append("willShow \(type(of: viewController))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        calls.append("didShow \(type(of: viewController))")
    }
}

/// The list, telling the log its appearance calls.
final class LoggedNotesViewController: NotesViewController {
    var log: CallLog?
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.calls.append("Notes.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.calls.append("Notes.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.calls.append("Notes.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.calls.append("Notes.viewDidDisappear") }
}

@MainActor @Suite struct NotesTests {
    @Test func theNotesMatchTheirGolden() throws {
        try expectScrollGolden(of: NotesFilm.demo(), script: try NotesFilm.script())
    }

    /// What the film did, seen through the screens and the containers at every frame: the bar
    /// folded from large title and search bar to the inline bar and back; the row pushed its
    /// note (UIKit's appearance calls, in order); the trash button's alert; Delete ran its
    /// handler (the note in Recently Deleted) and popped back; compose presented the editor
    /// as a sheet, dragged to its large detent; Cancel dismissed it.
    @Test func theNotesAppPushesAsksAndPresents() throws {
        let log = CallLog()
        var nav: UINavigationController?, notes: NotesViewController?
        var barBottoms: [CGFloat] = [], stacks: [[String]] = [], alert: UIAlertController?, sheetDetents: [String] = []
        let script = try NotesFilm.script()
        try Film(demo: NotesFilm.demo(script: script, root: {
            let list = LoggedNotesViewController()
            list.log = log
            return list
        }, made: { n, list in
            n.delegate = log
            nav = n
            notes = list
        })).play { _, _ in
            guard let nav, let notes else { return }
            barBottoms.append(nav.navigationBar.frame.maxY)
            let stack = nav.viewControllers.map { "\(type(of: $0))" }
            if stacks.last != stack { stacks.append(stack) }
            if let a = nav.topViewController?.presentedViewController as? UIAlertController { alert = a }
            // (nil: the smallest detent, as UIKit's `selectedDetentIdentifier` starts.)
            if let sheet = (notes.presentedViewController as? UINavigationController)?.sheetPresentationController {
                let id = sheet.selectedDetentIdentifier?.rawValue ?? "nil"
                if sheetDetents.last != id { sheetDetents.append(id) }
            }
        }
        let list = try #require(notes)
        // On an iPhone 14: the 47 pt status bar, the 44 pt bar, the 52 pt large title and the
        // 52 pt search bar at the top; the inline bar alone once the list scrolled.
        let expanded: CGFloat = 47 + 44 + 52 + 52, inline: CGFloat = 47 + 44
        #expect(barBottoms.first == expanded)
        #expect(barBottoms.contains(inline), "\(barBottoms.min() ?? 0)…\(barBottoms.max() ?? 0)")
        #expect(stacks == [["LoggedNotesViewController"], ["LoggedNotesViewController", "NoteViewController"],
                           ["LoggedNotesViewController"]])
        #expect(log.calls == [
            "willShow LoggedNotesViewController", "Notes.viewWillAppear", "Notes.viewDidAppear", "didShow LoggedNotesViewController",
            // The push: the list leaves as the note arrives.
            "willShow NoteViewController", "Notes.viewWillDisappear", "Notes.viewDidDisappear", "didShow NoteViewController",
            // Delete's pop: the list comes back. (The alert over the note and the sheet over the
            // list, presented over their presenters, send the presenters no appearance calls.)
            "willShow LoggedNotesViewController", "Notes.viewWillAppear", "Notes.viewDidAppear", "didShow LoggedNotesViewController",
        ])
        let shown = try #require(alert)
        #expect(shown.title == "Delete Note?" && shown.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(list.recentlyDeleted.map(\.title) == ["Trip to Lisbon"])
        #expect(list.notes.count == 19 && !list.notes.contains { $0.title == "Trip to Lisbon" })
        #expect(list.tableView.numberOfRows(inSection: 0) == 19)
        #expect(sheetDetents == ["nil", "com.apple.UIKit.large"])
        #expect(list.presentedViewController == nil, "Cancel dismissed the sheet")
        #expect(nav?.topViewController === list)
    }
}
