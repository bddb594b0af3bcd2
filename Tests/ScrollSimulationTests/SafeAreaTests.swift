import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// UIKit's adjusted content inset: the safe area added to `contentInset` on the
/// axes a scroll view scrolls along, as `contentInsetAdjustmentBehavior` says.
@MainActor
@Suite struct SafeAreaTests {
    /// A full-screen vertical scroll view on an iPhone 14: 47 pt status bar, 34 pt home indicator.
    func fullScreen(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat = 4000,
                    device: DeviceProfile = .iPhone14) -> (UIWindow, UIScrollView) {
        let environment = SceneEnvironment(device: device)
        return environment.run {
            let window = UIWindow()
            let sv = UIScrollView(frame: window.bounds)
            sv.contentSize = CGSize(width: window.bounds.width, height: contentHeight)
            sv.contentInsetAdjustmentBehavior = behavior
            sv.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            // Resting at its top edge, as a scroll view is before it appears.
            sv.contentOffset = CGPoint(x: 0, y: -10)
            window.addSubview(sv)
            window.layoutIfNeeded()
            return (window, sv)
        }
    }

    @Test func automaticAddsTheSafeAreaOnTheScrollingAxisAndStartsBelowTheStatusBar() {
        let (window, sv) = fullScreen(.automatic)
        defer { withExtendedLifetime(window) {} }
        #expect(sv.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        // Resting at the top edge, it moved with the edge: the content starts below the status bar.
        #expect(sv.contentOffset == CGPoint(x: 0, y: -57))
        #expect(sv.offsetRange(.vertical) == -57...(4000 + 34 - 844))
    }

    @Test func aScrollViewThatDoesNotScrollVerticallyIsNotAdjustedVertically() {
        let (window, sv) = fullScreen(.scrollableAxes, contentHeight: 500)
        defer { withExtendedLifetime(window) {} }
        #expect(sv.adjustedContentInset == sv.contentInset)
        let (alwaysWindow, always) = fullScreen(.always, contentHeight: 500)
        defer { withExtendedLifetime(alwaysWindow) {} }
        #expect(always.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    }

    /// Setting `contentInset` never moves the content; only the safe area's part,
    /// when it changes, moves content that rests at the top edge along with it.
    @Test func neverKeepsTheContentInsetAsItIs() {
        let (window, sv) = fullScreen(.never)
        defer { withExtendedLifetime(window) {} }
        #expect(sv.adjustedContentInset == sv.contentInset)
        #expect(sv.contentOffset == CGPoint(x: 0, y: -10))
    }

    @Test func theInsetFollowsTheDevice() {
        let (seWindow, se) = fullScreen(.automatic, device: .iPhoneSE3)
        defer { withExtendedLifetime(seWindow) {} }
        #expect(se.adjustedContentInset == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        let (fifteenWindow, fifteen) = fullScreen(.automatic, device: .iPhone15)
        defer { withExtendedLifetime(fifteenWindow) {} }
        #expect(fifteen.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
    }

    /// A status-bar tap scrolls to the top of the adjusted inset, where UIKit rests.
    @Test func scrollToTopGoesToTheAdjustedTop() throws {
        let (window, sv) = fullScreen(.automatic)
        let scene = Scene(window: window, scrollViews: [("main", sv)])
        sv.contentOffset = CGPoint(x: 0, y: 900)
        let stage = Stage(scene: scene)
        var last = CGPoint.zero
        try stage.run(Script(steps: [.tap(at: CGPoint(x: 195, y: 10)), .wait(duration: 2)]), fps: 60) { _ in
            last = sv.contentOffset
        }
        #expect(last == CGPoint(x: 0, y: -57))
    }
}
