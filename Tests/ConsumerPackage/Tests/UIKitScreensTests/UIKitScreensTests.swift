import ScrollReelTesting
import Testing
@testable import UIKitScreens

/// The screens as ScrollReel demos: each view controller unchanged, and a script.
enum Screens {
    static let feed = Demo(
        id: "feed", summary: "a table feed with sections, a flick and a tap on a story",
        defaultScript: Script(steps: [
            .wait(duration: 0.2),
            .fling(scrollView: "feed", velocity: CGPoint(x: 0, y: 1800), duration: 0.1),
            .wait(duration: 2.5),
            .tap(at: CGPoint(x: 195, y: 420)),
            .wait(duration: 0.5),
        ]),
        viewController: { FeedViewController() })

    static let grid = Demo(
        id: "grid", summary: "a flow-layout photo grid, flicked down and back",
        defaultScript: Script(steps: [
            .wait(duration: 0.2),
            .fling(scrollView: "grid", velocity: CGPoint(x: 0, y: 2500), duration: 0.1),
            .wait(duration: 2.2),
            .fling(scrollView: "grid", velocity: CGPoint(x: 0, y: -1500), duration: 0.1),
            .wait(duration: 2),
        ]),
        viewController: { GridViewController() })

    static let carousel = Demo(
        id: "hero-carousel", summary: "a carousel turned by a timer, and flicks that end on a page",
        defaultScript: Script(steps: [
            .wait(duration: 3.5),
            .fling(scrollView: "carousel", velocity: CGPoint(x: 700, y: 0), duration: 0.1),
            .wait(duration: 3.5),
        ]),
        viewController: { HeroCarouselViewController() })

    static let refresh = Demo(
        id: "inbox-refresh", summary: "a pull that refreshes an inbox with UIRefreshControl",
        defaultScript: Script(steps: [
            .wait(duration: 0.2),
            .touchDown(at: CGPoint(x: 195, y: 200)),
            .moveTo(at: CGPoint(x: 195, y: 520), duration: 0.5),
            .touchUp,
            .wait(duration: 2),
        ]),
        viewController: { RefreshViewController() })

    static let profile = Demo(
        id: "profile", summary: "a header that collapses as the list scrolls: a UIViewPropertyAnimator scrubbed by the offset",
        defaultScript: Script(steps: [
            .wait(duration: 0.2),
            // Slowly up by 70 pt: half-way collapsed, following the finger.
            .touchDown(at: CGPoint(x: 195, y: 600)),
            .moveTo(at: CGPoint(x: 195, y: 530), duration: 0.6),
            .hold(duration: 0.3),
            .touchUp,
            .wait(duration: 0.4),
            .fling(scrollView: "profile", velocity: CGPoint(x: 0, y: 1500), duration: 0.1),
            .wait(duration: 1.8),
            .fling(scrollView: "profile", velocity: CGPoint(x: 0, y: -3000), duration: 0.1),
            .wait(duration: 2),
        ]),
        viewController: { ProfileViewController() })

    static let recipe = Demo(
        id: "recipe", summary: "a screen built with Auto Layout: stack views, self-sizing tags, a scroll view sized by its content",
        defaultScript: Script(steps: [
            .wait(duration: 0.2),
            .fling(scrollView: "tags", velocity: CGPoint(x: 900, y: 0), duration: 0.1),
            .wait(duration: 1.2),
            .fling(scrollView: "recipe", velocity: CGPoint(x: 0, y: 1600), duration: 0.1),
            .wait(duration: 2.2),
        ]),
        viewController: { RecipeViewController() })

    /// Rows of the inbox are 64 pt, under the status bar and the navigation bar (91 pt): row
    /// `n`'s middle is at 123 + 64·n on the screen.
    static func row(_ n: Int) -> Double { 123 + 64 * Double(n) }

    static let mailbox = Demo(
        id: "mailbox", summary: "a Mail-style inbox: rows swiped open, a full swipe that trashes, a leading swipe, and Edit with several rows selected and trashed",
        defaultScript: Script(steps: [
            .wait(duration: 0.3),
            // Grace's row, slowly left by 150 pt: past half of Trash and Flag, it springs open.
            .touchDown(at: CGPoint(x: 330, y: row(1))),
            .moveTo(at: CGPoint(x: 180, y: row(1)), duration: 0.3),
            .hold(duration: 0.1),
            .touchUp,
            .wait(duration: 0.7),
            // Flag, the inner button (Trash is at the edge): the row closes, flagged.
            .tap(at: CGPoint(x: 279, y: row(1))),
            .wait(duration: 0.7),
            // Katherine's row, swiped all the way: Trash runs, the row goes.
            .touchDown(at: CGPoint(x: 370, y: row(3))),
            .moveTo(at: CGPoint(x: 30, y: row(3)), duration: 0.25),
            .touchUp,
            .wait(duration: 0.8),
            // Ada's row to the right: Read, tapped.
            .touchDown(at: CGPoint(x: 40, y: row(0))),
            .moveTo(at: CGPoint(x: 190, y: row(0)), duration: 0.3),
            .hold(duration: 0.1),
            .touchUp,
            .wait(duration: 0.6),
            .tap(at: CGPoint(x: 37, y: row(0))),
            .wait(duration: 0.7),
            // Edit, three rows selected, Trash.
            .tap(at: CGPoint(x: 360, y: 69)),
            .wait(duration: 0.6),
            .tap(at: CGPoint(x: 200, y: row(2))),
            .wait(duration: 0.3),
            .tap(at: CGPoint(x: 200, y: row(4))),
            .wait(duration: 0.3),
            .tap(at: CGPoint(x: 200, y: row(5))),
            .wait(duration: 0.5),
            .tap(at: CGPoint(x: 35, y: 69)),
            .wait(duration: 1),
        ]),
        viewController: { UINavigationController(rootViewController: MailboxViewController()) })

    static let readingList = Demo(
        id: "reading-list", summary: "a list with a toolbar in the screen's teal tint: its background fades in as rows pass under it, Sort reverses the list, the red trash button deletes the first row",
        defaultScript: Script(steps: [
            .wait(duration: 0.3),
            .fling(scrollView: "reading-list", velocity: CGPoint(x: 0, y: 1400), duration: 0.1),
            .wait(duration: 1.8),
            // Sort, at the toolbar's trailing end (its 49 pt row above the home indicator).
            .tap(at: CGPoint(x: 352, y: 844 - 34 - 24)),
            .wait(duration: 0.8),
            // Trash, at the leading end.
            .tap(at: CGPoint(x: 30, y: 844 - 34 - 24)),
            .wait(duration: 1),
        ]),
        viewController: { ReadingListViewController.inNavigationController() })
}

@Suite struct UIKitScreensTests {
    @Test func theFeedMatchesItsGolden() throws { try expectScrollGolden(of: Screens.feed) }
    @Test func theGridMatchesItsGolden() throws { try expectScrollGolden(of: Screens.grid) }
    @Test func theCarouselMatchesItsGolden() throws { try expectScrollGolden(of: Screens.carousel) }
    @Test func theInboxMatchesItsGolden() throws { try expectScrollGolden(of: Screens.refresh) }
    @Test func theProfileMatchesItsGolden() throws { try expectScrollGolden(of: Screens.profile) }
    @Test func theRecipeMatchesItsGolden() throws { try expectScrollGolden(of: Screens.recipe) }
    @Test func theMailboxMatchesItsGolden() throws { try expectScrollGolden(of: Screens.mailbox) }
    @Test func theReadingListMatchesItsGolden() throws { try expectScrollGolden(of: Screens.readingList) }

    /// The inbox's states that no scroll shows, each a golden of its own: the script cut at
    /// that moment, its last frame the picture (a row open on its buttons, a full swipe under
    /// the finger, a trashed row on its way out, the leading action, three rows selected).
    @Test(arguments: [("open", 1.35), ("full-swipe", 2.43), ("trashing", 2.55), ("read", 4.1), ("selected", 7.0)])
    func theMailboxStatesMatchTheirGoldens(_ state: String, _ seconds: Double) throws {
        let steps = Screens.mailbox.defaultScript.steps
        try expectScrollGolden(of: Screens.mailbox, script: Script(duration: seconds, steps: steps), named: "mailbox-\(state)")
    }

    /// What the inbox heard, in UIKit's order, and what is left of it.
    @Test @MainActor func theMailboxSwipesAndEditsThroughPublicAPI() throws {
        var mailbox: MailboxViewController?
        try Film(demo: Demo(id: "m", summary: "", defaultScript: Screens.mailbox.defaultScript, viewController: {
            let vc = MailboxViewController()
            mailbox = vc
            return UINavigationController(rootViewController: vc)
        })).play { _, _ in }
        let vc = try #require(mailbox)
        #expect(vc.log == [
            "swipe Grace Hopper", "flag Grace Hopper", "end swipe",
            "swipe Katherine Johnson", "trash Katherine Johnson", "end swipe",
            "swipe Ada Lovelace", "read Ada Lovelace", "end swipe",
            "edit", "select Alan Turing", "select Barbara Liskov", "select Donald Knuth",
            "trash selected Alan Turing, Barbara Liskov, Donald Knuth", "done",
        ])
        #expect(vc.messages.map(\.sender) == ["Ada Lovelace", "Grace Hopper", "Edsger Dijkstra", "Margaret Hamilton",
                                               "Dennis Ritchie", "Frances Allen", "John Backus", "Radia Perlman"])
        #expect(vc.messages[0].unread == false && vc.messages[1].flagged)
        #expect(!vc.isEditing && vc.tableView.numberOfRows(inSection: 0) == 8)
        #expect(vc.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 }, "every row closed")
    }

    /// The reading list's toolbar, heard through public API: Sort reversed the list, then the red
    /// trash button deleted its new first row.
    @Test @MainActor func theReadingListsToolbarSortsThenTrashes() throws {
        var shown: UINavigationController?
        try Film(demo: Demo(id: "r", summary: "", defaultScript: Screens.readingList.defaultScript, viewController: {
            let nav = ReadingListViewController.inNavigationController()
            shown = nav
            return nav
        })).play { _, _ in }
        let nav = try #require(shown)
        let vc = try #require(nav.topViewController as? ReadingListViewController)
        #expect(vc.log == ["sort", "trash Bounce, but not too much"])
        #expect(vc.articles.first == "The home indicator's 34 points" && vc.articles.count == 15)
        #expect(!nav.isToolbarHidden && nav.toolbar.items?.count == 3, "the list's toolbar items, on the shown toolbar")
        #expect(vc.toolbarItems?.first?.tintColor == .systemRed)
    }

    /// The recipe's layout, worked out by hand on an iPhone 14 (390 pt wide): a 20 pt
    /// margin each side, the hero 0.6 as tall as it is wide, the title wrapped at the
    /// column's 350 pt, the figures a third of the column each less the gaps, the content as
    /// tall as the column, and each tag as wide as its word plus 14 pt each side and as tall
    /// as it plus 8 above and below. (Text sizes are the label's own, read after the film: a
    /// label measures with the fonts of the scene it was laid out in.)
    @Test @MainActor func theRecipeIsLaidOutByItsConstraints() throws {
        var recipe: RecipeViewController?
        try Film(demo: Demo(id: "r", summary: "", defaultScript: Script(duration: 0.1, steps: []),
                            viewController: { let vc = RecipeViewController(); recipe = vc; return vc })).play { _, _ in }
        let vc = try #require(recipe)
        let hero = vc.column.arrangedSubviews[0]
        #expect(hero.frame == CGRect(x: 20, y: 8, width: 350, height: 210))
        let title = vc.column.arrangedSubviews[1] as! UILabel
        #expect(title.frame.minY == 234 && title.frame.width == 350)
        #expect(title.frame.height == title.sizeThatFits(CGSize(width: 350, height: CGFloat.greatestFiniteMagnitude)).height)
        // 16 below the title; (350 - 2 · 8) / 3 = 111⅓ each, on the screen's ⅓ pt pixels.
        let figures = vc.column.arrangedSubviews[2] as! UIStackView
        #expect(figures.frame.minY == title.frame.maxY + 16 && figures.frame.width == 350)
        let thirds: [CGFloat] = [0, 358.0 / 3, 716.0 / 3]
        for (figure, x) in zip(figures.arrangedSubviews, thirds) {
            #expect(abs(figure.frame.minX - x) < 0.01 && abs(figure.frame.width - 334.0 / 3) < 0.01)
        }
        #expect(vc.scrollView.contentSize == CGSize(width: 390, height: vc.column.frame.height))
        let tags = vc.tagsView.visibleCells.compactMap { $0 as? TagCell }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(tags.count >= 3)
        for tag in tags {
            let word = tag.label.intrinsicContentSize
            #expect(tag.frame.size == CGSize(width: word.width + 28, height: word.height + 16))
        }
        #expect(zip(tags, tags.dropFirst()).allSatisfy { $1.frame.minX == $0.frame.maxX + 8 })
    }

    /// The header follows the offset at every frame: nearly half collapsed while the
    /// finger holds the list 70 pt up, open again once back at the top.
    @Test @MainActor func theProfileHeaderFollowsTheOffset() throws {
        var profile: ProfileViewController?
        var held: [CGFloat] = [], byOffset: [String] = []
        try Film(demo: Demo(id: "p", summary: "", defaultScript: Screens.profile.defaultScript,
                            viewController: { let vc = ProfileViewController(); profile = vc; return vc })).play { frame, _ in
            guard let vc = profile else { return }
            let expected = min(max((vc.tableView.contentOffset.y + 240) / 140, 0), 1)
            if abs(vc.collapsed - expected) > 1e-9 { byOffset.append("t = \(frame.time): \(vc.collapsed) vs \(expected)") }
            if frame.time > 0.9, frame.time < 1.1 { held.append(vc.collapsed) }
        }
        #expect(byOffset.isEmpty, "\(byOffset.prefix(3))")
        // 70 pt of finger, less the touch slop the pan takes before the content moves:
        // a little under half of the 140 pt collapse, and still while the finger holds.
        #expect(!held.isEmpty && held.allSatisfy { $0 == held[0] && $0 > 0.35 && $0 < 0.5 }, "\(held)")
        #expect(profile?.collapsed == 0, "open again at the top")
    }

    /// What the screens did, seen through their own state after the run.
    @Test @MainActor func theTapSelectedAStoryAndTheCarouselEndedOnAPage() throws {
        var feed: FeedViewController?
        try Film(demo: Demo(id: "feed", summary: "", defaultScript: Screens.feed.defaultScript,
                            viewController: { let vc = FeedViewController(); feed = vc; return vc })).play { _, _ in }
        #expect(feed?.selectedStory != nil)
        var carousel: HeroCarouselViewController?
        try Film(demo: Demo(id: "c", summary: "", defaultScript: Screens.carousel.defaultScript,
                            viewController: { let vc = HeroCarouselViewController(); carousel = vc; return vc })).play { _, _ in }
        let x = try #require(carousel?.scrollView.contentOffset.x)
        #expect(x.truncatingRemainder(dividingBy: 390) == 0, "rests on a page: \(x)")
    }
}
