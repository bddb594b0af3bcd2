import Testing
import Foundation
import ScrollPhysics
import ScrollDemos
@testable import ScrollReelUIKit
@testable import ScrollSimulation

/// Round four of UIKit's own rules (iOS 26.1 UIKitCore decompile): the zoom band and
/// its return, the scroll indicators' timing, and `UIRefreshControl`, played by a
/// scripted finger.
@MainActor
@Suite struct RoundFourTests {
    // MARK: Zoom

    /// Pinched to 0.3 of the zoom demo's minimum of 1, the map shows 1 / 1.7 = 0.588
    /// (the offset band showed 0.722), and once the fingers lift it returns in
    /// 0.3·ln(1.7) + 0.1 = 0.259 s, ease-in-out, ending at the limit.
    @Test func aPinchBelowTheMinimumShowsUIKitsBandAndReturnsInItsTime() throws {
        let scene = try demoScene("zoom")
        let sv = scene.scrollView(named: "main")!
        var scales: [(t: Double, s: Double)] = []
        var calls: [DelegateCall] = []
        try Stage(scene: scene).run(Script(steps: [.pinch(center: CGPoint(x: 195, y: 420), scale: 0.3, duration: 0.5),
                                                   .wait(duration: 1)]), fps: 120) { f in
            scales.append((f.time, sv.zoomScale)); calls += f.events
        }
        let lowest = try #require(scales.map(\.s).min())
        #expect(abs(lowest - 1 / 1.7) < 1e-3, "shown \(lowest)")
        let end = try #require(calls.last { $0.name == "scrollViewDidEndZooming" })
        #expect(end.scale == 1)
        #expect(abs(end.time - (0.5 + 0.3 * log(1.7) + 0.1)) < 1e-6, "ended at \(end.time)")
        // Ease-in-out: half way back at half its time.
        let mid = try #require(scales.first { $0.t >= 0.5 + (0.3 * log(1.7) + 0.1) / 2 })
        #expect(mid.s > 0.7 && mid.s < 0.9, "\(mid)")
        #expect(scales.filter { $0.t >= end.time }.allSatisfy { $0.s == 1 })
    }

    final class Zooming: TestController {
        let map = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        init() {
            super.init(contentSize: CGSize(width: 390, height: 844)) { sv in
                sv.minimumZoomScale = 1
                sv.maximumZoomScale = 4
            }
            scrollView.addSubview(map)
        }
        override func viewForZooming(in scrollView: UIScrollView) -> UIView? { map }
    }

    /// `setZoomScale(_:animated:)` and `zoom(to:animated:)` take UIKit's duration rule:
    /// 1 → 2 in 0.3·ln 2 + 0.1 s, and 2 → 4 (a rect a quarter of the screen wide) in the
    /// same time, the rect centred.
    @Test func programmaticZoomsTakeTheSameDurationRule() throws {
        let c = Zooming()
        var ends: [DelegateCall] = []
        try Stage(scene: c.scene).run(Script(duration: 1.5, steps: []), fps: 60) { f in
            if f.index == 0 { c.scrollView.setZoomScale(2, animated: true) }
            if f.index == 45 { c.scrollView.zoom(to: CGRect(x: 195, y: 422, width: 97.5, height: 100), animated: true) }
            ends += f.events.filter { $0.name == "scrollViewDidEndZooming" }
        }
        try #require(ends.count == 2)
        #expect(abs(ends[0].time - (0.3 * log(2) + 0.1)) < 1e-6 && ends[0].scale == 2)
        #expect(abs(ends[1].time - (0.75 + 0.3 * log(2) + 0.1)) < 1e-6 && ends[1].scale == 4)
        #expect(c.scrollView.zoomScale == 4)
        // The rect's centre (243.75, 472) at 4x, centred in the 390 x 844 view.
        #expect(c.scrollView.contentOffset == CGPoint(x: 243.75 * 4 - 195, y: 472 * 4 - 422))
        // Without animation: at once.
        c.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 390, height: 844), animated: false)
        #expect(c.scrollView.zoomScale == 1 && c.scrollView.contentOffset == .zero)
    }

    // MARK: Scroll indicators

    /// After a drag the indicators stay 1.0 s from the release, then fade over 0.25 s;
    /// `flashScrollIndicators()` fades them over 0.5 s at once; content that fits has none.
    @Test func indicatorsStayASecondThenFadeAndAFlashFadesOverHalfASecond() throws {
        let c = TestController()
        _ = try run([.touchDown(at: CGPoint(x: 195, y: 600)), .moveTo(at: CGPoint(x: 195, y: 400), duration: 0.4),
                     .hold(duration: 0.3), .touchUp, .wait(duration: 2)], controller: c)
        let sv = c.scrollView
        let up = sv.lastScrollTime
        #expect(abs(up - 0.7) < 1e-9, "the release, not the last move at 0.4, starts the second")
        #expect(sv.scrollIndicatorAlpha(at: up + 0.99) == 1)
        #expect(abs(sv.scrollIndicatorAlpha(at: up + 1.125) - 0.5) < 1e-9)
        #expect(sv.scrollIndicatorAlpha(at: up + 1.25) == 0)
        sv.flashScrollIndicators()
        let now = sv.now
        #expect(sv.scrollIndicatorAlpha(at: now) == 1)
        #expect(abs(sv.scrollIndicatorAlpha(at: now + 0.25) - 0.5) < 1e-9)
        #expect(sv.scrollIndicatorAlpha(at: now + 0.5) == 0)
        let fits = TestController(contentSize: CGSize(width: 390, height: 500))
        fits.scrollView.flashScrollIndicators()
        #expect(fits.scrollView.scrollIndicatorAlpha(at: fits.scrollView.now) == 0)
    }

    /// The geometry: 3 pt thick, 3 pt in from the edge, at least 36 pt long.
    @Test func indicatorsAreThreePointsThickThreeInAndAtLeast36Long() throws {
        let c = TestController(contentSize: CGSize(width: 390, height: 844 * 100))
        let v = try #require(c.scrollView.scrollIndicatorRects().vertical)
        #expect(v.width == 3 && v.maxX == 390 - 3 && v.height == 36)
        #expect(v.minY == c.scrollView.safeAreaOverlap.top + 3, "3 pt below the safe area")
    }

    // MARK: UIRefreshControl

    final class Pulled: TestController {
        let refresh = UIRefreshControl()
        var valueChanged: [(t: Double, pull: Double, tracking: Bool)] = []
        init(height: Double) {
            super.init(contentSize: CGSize(width: 390, height: 3000))
            window.frame = CGRect(x: 0, y: 0, width: 390, height: height)
            scrollView.frame = window.bounds
            scrollView.refreshControl = refresh
            refresh.addAction(UIAction { [unowned self] _ in
                let sv = scrollView
                valueChanged.append((sv.now, -(sv.contentOffset.y + sv.contentInset.top), sv.isTracking))
            }, for: .valueChanged)
        }
    }

    /// UIKit's trigger, `min(round(H/2), 100·1.125·max(H, 372)/568)`: 132.1 pt at 667,
    /// 167.2 at 844, 184.6 at 932 — reached while the finger is still down, after the
    /// first 60 pt followed the finger 1:1 and the band slowed the rest.
    @Test(arguments: [(667.0, 132.1), (844.0, 167.2), (932.0, 184.6)])
    func aPullRefreshesAtUIKitsHeightWhileTheFingerIsDown(_ height: Double, _ trigger: Double) throws {
        let c = Pulled(height: height)
        #expect(abs(c.refresh.snappingHeight(scrollViewHeight: height) - trigger) < 0.05)
        var pulls: [(t: Double, pull: Double, refreshing: Bool)] = []
        let d = c
        try Stage(scene: d.scene).run(Script(steps: [.touchDown(at: CGPoint(x: 195, y: 100)),
                                                     .moveTo(at: CGPoint(x: 195, y: 100 + 420), duration: 2),
                                                     .touchUp, .wait(duration: 1.5)]), fps: 60) { f in
            pulls.append((f.time, -(d.scrollView.contentOffset.y), d.refresh.isRefreshing))
        }
        let fired = try #require(d.valueChanged.first)
        #expect(d.valueChanged.count == 1 && fired.tracking, "once, the finger still down")
        #expect(fired.pull >= trigger - 0.05)
        let i = try #require(pulls.firstIndex { $0.refreshing })
        #expect(pulls[i - 1].pull < trigger + 0.05 && !pulls[i - 1].refreshing)
        // 1:1 up to 60 pt: the finger moves 3.5 pt a frame.
        let early = pulls.filter { $0.pull > 0 && $0.pull <= 60 && $0.t < 2 }
        let steps = zip(early, early.dropFirst()).map { $1.pull - $0.pull }.dropFirst()
        #expect(steps.count > 5 && steps.allSatisfy { abs($0 - 3.5) < 1e-6 }, "\(steps)")
        // Beyond 60 pt the band: slower than the finger.
        let late = pulls.filter { $0.pull > 70 && $0.t < 2 }
        #expect(zip(late, late.dropFirst()).allSatisfy { $1.pull - $0.pull < 3.5 })
        // Refreshing: 60 pt more adjustedContentInset.top, contentInset unchanged; the
        // content rests below the control.
        #expect(d.scrollView.contentInset.top == 0 && d.scrollView.adjustedContentInset.top == 60)
        #expect(d.scrollView.contentOffset.y == -60)
    }

    /// `beginRefreshing()` adds the inset without moving the content or sending
    /// `.valueChanged`; `endRefreshing()` takes it away and the content returns to the edge.
    @Test func beginRefreshingMovesNothingAndEndRefreshingReturns() throws {
        let c = Pulled(height: 844)
        try Stage(scene: c.scene).run(Script(duration: 1, steps: []), fps: 60) { f in
            if f.index == 1 {
                c.refresh.beginRefreshing()
            }
        }
        #expect(c.valueChanged.isEmpty && c.refresh.isRefreshing)
        #expect(c.scrollView.contentOffset.y == 0 && c.scrollView.adjustedContentInset.top == 60)
        #expect(c.scrollView.contentInset.top == 0)
        c.scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        c.refresh.endRefreshing()
        #expect(c.scrollView.adjustedContentInset.top == 0 && c.scrollView.contentOffset.y == 0)
    }

    /// After `endRefreshing()` the content is seen to go back, not to jump: the offset
    /// shown keeps −60 in the frame of the call, then reaches the edge 0.3 s later, moving
    /// up every frame in between (UIKit animates the offset by the visible height).
    @Test func endRefreshingTakesTheContentBackInPointThreeSeconds() throws {
        let c = Pulled(height: 844)
        let sv = c.scrollView
        var shown: [(t: Double, y: Double)] = []
        var ended = 0.0
        try Stage(scene: c.scene).run(Script(duration: 1.5, steps: []), fps: 60) { f in
            if f.index == 1 {
                c.refresh.beginRefreshing()
                sv.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
            }
            if f.index == 30 {
                c.refresh.endRefreshing()
                ended = sv.now
            }
            shown.append((f.time, sv.presentation.bounds.origin.y))
        }
        let during = shown.filter { $0.t >= ended && $0.t <= ended + 0.3 + 1e-9 }
        #expect(during.first?.y == -60, "the frame of the call still shows the content under the spinner")
        #expect(zip(during, during.dropFirst()).allSatisfy { $1.y > $0.y }, "\(during)")
        #expect(shown.filter { $0.t >= ended + 0.3 - 1e-9 }.allSatisfy { $0.y == 0 }, "at the edge from 0.3 s on")
        #expect(during.filter { $0.t < ended + 0.3 - 1e-6 }.allSatisfy { $0.y < 0 }, "not there before")
    }

    /// A tap on the status bar springs the content to the top; at the end of that
    /// scroll the indicators fade at once over 0.5 s (UIKit's flash), not after a second.
    @Test func theEndOfAScrollToTopFadesTheIndicatorsOverHalfASecond() throws {
        let c = TestController()
        _ = try run([.touchDown(at: CGPoint(x: 195, y: 700)), .moveTo(at: CGPoint(x: 195, y: 200), duration: 0.4),
                     .hold(duration: 0.3), .touchUp, .wait(duration: 2), .tap(at: CGPoint(x: 195, y: 20)),
                     .wait(duration: 3)], controller: c)
        let sv = c.scrollView
        #expect(sv.contentOffset.y == -sv.adjustedContentInset.top)
        let end = sv.lastScrollTime
        #expect(sv.scrollIndicatorAlpha(at: end) == 1)
        #expect(abs(sv.scrollIndicatorAlpha(at: end + 0.25) - 0.5) < 1e-9)
        #expect(sv.scrollIndicatorAlpha(at: end + 0.5) == 0)
    }
}
