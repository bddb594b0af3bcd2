import ScrollReelTesting
import Testing
import UIKitScreens

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
}

@Suite struct UIKitScreensTests {
    @Test func theFeedMatchesItsGolden() throws { try expectScrollGolden(of: Screens.feed) }
    @Test func theGridMatchesItsGolden() throws { try expectScrollGolden(of: Screens.grid) }
    @Test func theCarouselMatchesItsGolden() throws { try expectScrollGolden(of: Screens.carousel) }
    @Test func theInboxMatchesItsGolden() throws { try expectScrollGolden(of: Screens.refresh) }
    @Test func theProfileMatchesItsGolden() throws { try expectScrollGolden(of: Screens.profile) }

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
