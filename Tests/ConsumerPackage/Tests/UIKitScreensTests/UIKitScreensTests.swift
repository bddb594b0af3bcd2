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
}

@Suite struct UIKitScreensTests {
    @Test func theFeedMatchesItsGolden() throws { try expectScrollGolden(of: Screens.feed) }
    @Test func theGridMatchesItsGolden() throws { try expectScrollGolden(of: Screens.grid) }
    @Test func theCarouselMatchesItsGolden() throws { try expectScrollGolden(of: Screens.carousel) }
    @Test func theInboxMatchesItsGolden() throws { try expectScrollGolden(of: Screens.refresh) }
    @Test func theProfileMatchesItsGolden() throws { try expectScrollGolden(of: Screens.profile) }
    @Test func theRecipeMatchesItsGolden() throws { try expectScrollGolden(of: Screens.recipe) }

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
