import ObjCScreens
import ScrollReelTesting
import Testing

/// The app's onboarding screen, compiled from App/ as it is, as a ScrollReel demo.
enum ObjCScreens {
    static let script = Script(steps: [
        .wait(duration: 0.3),
        // A swipe to page 2.
        .fling(scrollView: "onboarding", velocity: CGPoint(x: 900, y: 0), duration: 0.1),
        .wait(duration: 1.2),
        // A tap right of the current dot: the page control's target–action turns the pager.
        .tap(at: CGPoint(x: 240, y: 668)),
        .wait(duration: 1),
        // "Next": an @IBAction without a sender.
        .tap(at: CGPoint(x: 195, y: 781)),
        .wait(duration: 1),
    ])

    static let onboarding = Demo(
        id: "onboarding", summary: "an app's onboarding pager built through the UIKitSources plugin: a swipe, a tap on the page control, Next",
        defaultScript: script, viewController: { OnboardingViewController() })
}

@MainActor @Suite struct ObjCScreensTests {
    @Test func theOnboardingMatchesItsGolden() throws { try expectScrollGolden(of: ObjCScreens.onboarding) }

    /// `addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)` turns the
    /// pager when the page control is tapped, and the delegate's optional method hears each page.
    @Test func thePageControlTurnsThePager() throws {
        var screen: OnboardingViewController?
        var offsets: [CGFloat] = []
        try Film(demo: Demo(id: "o", summary: "", defaultScript: ObjCScreens.script,
                            viewController: { let vc = OnboardingViewController(); screen = vc; return vc })).play { _, _ in
            offsets.append(screen?.scrollView.contentOffset.x ?? -1)
        }
        let width: CGFloat = 390
        #expect(offsets.contains(width))          // the swipe's page
        #expect(offsets.contains(2 * width))      // the page control's
        #expect(offsets.last == 3 * width)        // Next's
        #expect(screen?.shownPages == [1, 2, 3])
    }
}
