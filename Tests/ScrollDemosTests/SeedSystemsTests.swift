import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollDemos
import ScrollRender
@testable import ScrollSimulation

/// The smaller systems of seeds 002 and 004, through their traces.
@MainActor
@Suite(.serialized) struct CarouselTests {
    @Test func theTimerTurnsOnePageASecondPausesWhileDraggingAndWraps() throws {
        let run = try DemoRun("carousel")
        let w = 390.0
        let animationEnds = run.events.filter { $0["name"] as! String == "scrollViewDidEndScrollingAnimation" }
            .map { ($0["t"] as! Double, ($0["contentOffset"] as! [Double])[0]) }
        // Before the drag: at 1.3, 2.3, 3.3 s (fired at 1, 2, 3 s; 0.3 s animations), a page each.
        #expect(animationEnds.prefix(3).map(\.0).map { ($0 * 1000).rounded() } == [1300, 2300, 3300])
        #expect(animationEnds.prefix(3).map(\.1) == [6 * w, 7 * w, 8 * w])
        let drag = run.events.first { $0["name"] as! String == "scrollViewWillBeginDragging" }!["t"] as! Double
        let rest = run.events.first { $0["name"] as! String == "scrollViewDidEndDecelerating" }!["t"] as! Double
        // Paused from the drag until 2 s after the deceleration ended.
        let next = animationEnds.first { $0.0 > drag }!
        #expect(abs(next.0 - (rest + 2 + 0.3)) < 1e-9, "resumes 2 s after didEndDecelerating")
        // The wrap: past the copy of the first page the offset jumps to 0 without
        // animation, then animates to the second page.
        let offsets = run.frames.map { run.offset($0).x }
        let jump = try #require(offsets.indices.dropLast().first { offsets[$0] == 8 * w && offsets[$0 + 1] < w })
        // (The timer fires on a frame now that the paging settle ends on one: the
        // animation shows its start there, then moves on.)
        #expect(offsets[jump + 2] > offsets[jump + 1], "animating from 0 towards page 1")
        #expect(animationEnds.contains { $0.1 == w })
        let paused = run.frames.filter { ($0["t"] as! Double) > drag && ($0["t"] as! Double) < rest }
        #expect(paused.allSatisfy { run.metric($0, "timerPaused") as! Bool })
    }

    @Test func theDotOnlyMovesForwardWhileTheTimerTurnsThePages() throws {
        let run = try DemoRun("carousel")
        let drag = run.events.first { $0["name"] as! String == "scrollViewWillBeginDragging" }!["t"] as! Double
        let pages = run.frames.filter { ($0["t"] as! Double) < drag }.map { Int(run.metric($0, "currentPage") as! Double) }
        let steps = zip(pages, pages.dropFirst()).filter { $0 != $1 }
        // Each timer turn moves the dot once, one page on (mod the 8 pictures), through
        // the wrap; it never goes back for part of the turn. (Seven turns before the drag:
        // the wrap's words are read first.)
        #expect(steps.count == 7)
        #expect(steps.allSatisfy { ($0 + 1) % 8 == $1 }, "\(steps)")
    }
}

@MainActor
@Suite(.serialized) struct SwipeViewTests {
    func metric(_ run: DemoRun, _ f: [String: Any], _ key: String) -> Double { run.metric(f, key) as! Double }

    @Test func verticalWithWrapShowsTheFirstItemAndKeepsTheIndexesRight() throws {
        let run = try DemoRun("swipe-view")
        let first = run.frames[0]
        #expect(metric(run, first, "currentItemIndex") == 0 && metric(run, first, "currentPage") == 0)
        // After each fling rests, the index and page match where the content is.
        for e in run.events where e["name"] as! String == "scrollViewDidEndDecelerating" {
            let f = run.frames.first { ($0["t"] as! Double) >= (e["t"] as! Double) }!
            let offset = metric(run, f, "scrollOffset")
            #expect(offset == offset.rounded())
            #expect(metric(run, f, "currentItemIndex") == offset)
            #expect(metric(run, f, "currentPage") == (offset / 2).rounded())
        }
        let rests = run.events.filter { $0["name"] as! String == "scrollViewDidEndDecelerating" }.map { e -> Double in
            let f = run.frames.first { ($0["t"] as! Double) >= (e["t"] as! Double) }!
            return metric(run, f, "currentItemIndex")
        }
        // Forward one page, back, and back again past item 0 to the last page: the wrap.
        #expect(rests == [2, 0, 10])
        #expect(run.frames.allSatisfy { metric(run, $0, "itemViewsCreated") <= 6 }, "item views are reused")
    }

    @Test func scrollToItemFollowsTheSeedsCubicEaseInOut() throws {
        let run = try DemoRun("swipe-view")
        // The tap on "Go to item 5" lifts at 4.1 + .08 + .9 + .08 + 2.37 + .08 + 4.02 + 0.1 = 11.73 s;
        // the animation runs 0.6 s from item 10 to item 5, the short way, stepped
        // by SwipeView's 1/60 s timer from the tap: a frame shows the last step.
        let start = 11.73, duration = 0.6
        var checked = 0
        for f in run.frames {
            let t = f["t"] as! Double
            guard t > start + 1.0 / 60, t < start + duration else { continue }
            let step = ((t - start) * 60 + 1e-9).rounded(.down) / 60
            let p = step / duration
            let eased = p < 0.5 ? 0.5 * pow(p * 2, 3) : 0.5 * pow(p * 2 - 2, 3) + 1
            #expect(abs(metric(run, f, "scrollOffset") - (10 - 5 * eased)) < 1e-5, "t = \(t)")
            checked += 1
        }
        #expect(checked == 35)
        let after = run.frames.first { ($0["t"] as! Double) >= start + duration + 1.0 / 60 }!
        #expect(metric(run, after, "scrollOffset") == 5)
    }

    @Test func autoscrollMovesAtItsSpeed() throws {
        let run = try DemoRun("swipe-view")
        func offset(at t: Double) -> Double {
            metric(run, run.frames.first { abs(($0["t"] as! Double) - t) < 1e-6 }!, "scrollOffset")
        }
        // Autoscroll (0.8 items a second) runs from the second tap, at about 15.3 s, to about 17.9 s.
        #expect(abs((offset(at: 17.0) - offset(at: 16.0)) - 0.8) < 1e-6)
    }
}

@MainActor
@Suite(.serialized) struct ZoomTests {
    @Test func pinchZoomKeepsContentSizeWithTheScaleAndBouncesInsideTheLimits() throws {
        let run = try DemoRun("zoom")
        let scales = run.frames.map { ((($0["scrollViews"] as! [String: Any])["main"] as! [String: Any])["zoomScale"] as! Double) }
        #expect(scales.max()! > 3.05, "pinched past the maximum, against resistance")
        #expect(scales.min()! < 0.95, "and below the minimum")
        for f in run.frames {
            let sv = (f["scrollViews"] as! [String: Any])["main"] as! [String: Any]
            let size = sv["contentSize"] as! [Double], scale = sv["zoomScale"] as! Double
            #expect(abs(size[0] - 390 * scale) < 1e-3 && abs(size[1] - 753 * scale) < 1e-3)
        }
        // The third pinch catches the second's return just short of 3: that zoom
        // ends there, at the limit it was returning to (within the limits, as
        // UIKit documents `atScale`).
        #expect(run.metric(run.frames.last!, "endScales") as! [Double] == [2.2, 3, 1])
        let names = run.events.map { $0["name"] as! String }.filter { $0 != "scrollViewDidZoom" }
        let zooming: [String] = names.filter { $0.contains("Zooming") }
        let expected: [String] = Array(repeating: ["scrollViewWillBeginZooming", "scrollViewDidEndZooming"], count: 3).flatMap { $0 }
        #expect(zooming == expected)
        #expect(run.offset(run.frames.last!) == (0, 0))
    }
}

@MainActor
@Suite(.serialized) struct PullToRefreshTests {
    @Test func theHeaderHoldsItselfOpenWhileLoadingThenCloses() throws {
        let run = try DemoRun("pull-to-refresh")
        let states = run.frames.map { run.metric($0, "state") as! String }
        var order: [String] = []
        for s in states where order.last != s { order.append(s) }
        #expect(order == ["normal", "pulling", "loading", "normal"])
        // While loading the content rests under the 60 pt header.
        let loading = run.frames.filter { run.metric($0, "state") as! String == "loading" }
        #expect(loading.allSatisfy { run.metric($0, "contentInsetTop") as! Double == 60 })
        #expect(run.offset(loading.last!).y == -60)
        #expect(run.metric(run.frames.last!, "refreshes") as! Double == 1)
        #expect(run.metric(run.frames.last!, "contentInsetTop") as! Double == 0)
    }

    @Test func pullingUpPastTheEndLoadsMore() throws {
        let run = try DemoRun("pull-to-refresh")
        #expect(run.metric(run.frames.last!, "loadMores") as! Double == 1)
        #expect(run.metric(run.frames.last!, "rows") as! Double == 33)
    }

    /// As an app does it: while more rows load, the footer's spinner and text
    /// stay on screen above the home indicator (held by a bottom inset, not only
    /// during the overscroll), and the new rows then arrive where it was.
    @Test func theLoadMoreFooterStaysOnScreenWhileLoadingAndTheNewRowsArriveThere() throws {
        let playback = try Film(demo: Demos.named("pull-to-refresh")!, fps: 60).start()
        let c = try #require(playback.scene.owners.first as? RefreshViewController)
        let window = try #require(c.view.window), table: UITableView = c.tableView
        let visible = CGRect(x: 0, y: table.frame.minY, width: window.bounds.width,
                           height: window.bounds.height - window.safeAreaInsets.bottom - table.frame.minY)
        func onScreen(_ r: CGRect) -> Bool {
            r.minX >= visible.minX && r.maxX <= visible.maxX && r.minY >= visible.minY - 0.001 && r.maxY <= visible.maxY + 0.001
        }
        var loadingFrames = 0, offScreen: [String] = [], wasLoading = false, arrival: CGRect?
        while let f = try playback.next() {
            if c.loadingMore {
                loadingFrames += 1
                // Its face (the spinner and "Loading…"); the band around them
                // may reach under the home indicator, as the rows do.
                let spinner = c.footer.spinner.convert(c.footer.spinner.bounds, to: nil)
                let text = c.footer.label.convert(c.footer.label.bounds, to: nil)
                if c.footer.isHidden || !c.footer.spinner.isAnimating || !onScreen(spinner) || !visible.contains(CGPoint(x: text.midX, y: text.midY)) {
                    offScreen.append("frame \(f.index): spinner at \(spinner), text at \(text)")
                }
            } else if wasLoading {
                arrival = table.convert(table.rectForRow(at: IndexPath(row: 23, section: 0)), to: nil)
            }
            wasLoading = c.loadingMore
        }
        #expect(loadingFrames >= 55, "a second of loading: \(loadingFrames) frames")
        #expect(offScreen.isEmpty, "\(offScreen.count) frames, first \(offScreen.prefix(2))")
        let first = try #require(arrival, "the load finished")
        #expect(c.rows[23] == "Story 21")
        #expect(first.minY >= visible.minY && first.minY + 44 <= visible.maxY, "the first new row's title is on screen: \(first)")
    }
}

@MainActor
@Suite(.serialized) struct FeaturesTests {
    @Test func theDirectionalLockKeepsANearlyVerticalDragVerticalButNotATrueDiagonal() throws {
        let run = try DemoRun("features")
        let ends = run.events.filter { $0["name"] as! String == "scrollViewDidEndDragging" }.map { $0["contentOffset"] as! [Double] }
        #expect(ends[0][0] == 0 && ends[0][1] > -127, "locked: only y moved")
        #expect(ends[1][0] > 100 && ends[1][1] > ends[0][1] + 100, "diagonal: both moved")
    }

    @Test func aTapOnTheStatusBarScrollsToTheTopOfTheInset() throws {
        let run = try DemoRun("features")
        let call = try #require(run.events.first { $0["name"] as! String == "scrollViewDidScrollToTop" })
        #expect((call["contentOffset"] as! [Double])[1] == -127)
        #expect(run.metric(run.frames.last!, "scrolledToTop") as! Double == 1)
    }

    @Test func theContentSizeFollowsSeed002sRule() throws {
        let run = try DemoRun("features")
        let size = ((run.frames[0]["scrollViews"] as! [String: Any])["main"] as! [String: Any])["contentSize"] as! [Double]
        let expected: [Double] = [16 + 1200 + 16, 16 + 2000 + 16]
        #expect(size == expected)
    }
}
