import Foundation
import Testing
import ScrollKit
import ScrollDemos
import ScrollRender
@testable import ScrollSimulation

/// Each demo's own behaviour, through its trace under its default script.
struct DemoRun {
    let frames: [[String: Any]]
    init(_ id: String, script: Script? = nil, fps: Int = 60) throws {
        try Renderer.prepare()
        let demo = try #require(Demos.named(id))
        let scene = demo.makeScene()
        var lines: [[String: Any]] = []
        try Stage(scene: scene).run(script ?? demo.defaultScript, fps: fps) { f in
            lines.append(try JSONSerialization.jsonObject(with: Data(f.traceLine(scene: scene).utf8)) as! [String: Any])
        }
        frames = lines
    }
    func offset(_ frame: [String: Any], _ sv: String = "main") -> (x: Double, y: Double) {
        let o = ((frame["scrollViews"] as! [String: Any])[sv] as! [String: Any])["contentOffset"] as! [Double]
        return (o[0], o[1])
    }
    var events: [[String: Any]] { frames.flatMap { $0["events"] as! [[String: Any]] } }
    func metric(_ frame: [String: Any], _ key: String) -> Any? { (frame["metrics"] as! [String: Any])[key] }
}

@Suite(.serialized) struct DemoBehaviourTests {
    @Test func everyDemoHasADefaultScriptThatRunsAndComesToRest() throws {
        for demo in Demos.all {
            let run = try DemoRun(demo.id)
            #expect(run.frames.count > 60, "\(demo.id) shows something for more than a second")
            #expect(run.frames.count < 60 * 12, "\(demo.id) is a few seconds long")
            #expect(!run.events.isEmpty, "\(demo.id) scrolls")
        }
    }

    @Test func bubbleSnapSnapsAfterTheDecelerationOntoMultiplesOf70() throws {
        let run = try DemoRun("bubble-snap")
        let names = run.events.map { $0["name"] as! String }
        // The snap is an animation that starts when the deceleration has ended: abrupt.
        let end = try #require(names.firstIndex(of: "scrollViewDidEndDecelerating"))
        #expect(names[(end + 1)...].contains("scrollViewDidEndScrollingAnimation"))
        for e in run.events where e["name"] as! String == "scrollViewDidEndScrollingAnimation" {
            let x = (e["contentOffset"] as! [Double])[0]
            #expect(x.truncatingRemainder(dividingBy: 70) == 0, "rests at \(x)")
        }
        #expect(run.offset(run.frames.last!).x.truncatingRemainder(dividingBy: 70) == 0)
        #expect(run.metric(run.frames.last!, "snapAnimations") as? Double == 2)
    }

    @Test func bubbleTargetLandsOnMultiplesOf70WithoutASecondAnimation() throws {
        let run = try DemoRun("bubble-target")
        let ends = run.events.filter { $0["name"] as! String == "scrollViewWillEndDragging" }
        #expect(ends.count == 2)
        for e in ends {
            let target = (e["adjustedTargetContentOffset"] as? [Double] ?? e["targetContentOffset"] as! [Double])[0]
            #expect(target.truncatingRemainder(dividingBy: 70) == 0)
        }
        #expect(!run.events.contains { $0["name"] as! String == "scrollViewDidEndScrollingAnimation" })
        for e in run.events where e["name"] as! String == "scrollViewDidEndDecelerating" {
            #expect(((e["contentOffset"] as! [Double])[0]).truncatingRemainder(dividingBy: 70) == 0)
        }
    }

    @Test func pagingMovesAtMostOnePagePerFlick() throws {
        let run = try DemoRun("paging")
        var startPage: Double?
        var flicks = 0
        for e in run.events {
            let x = (e["contentOffset"] as! [Double])[0]
            switch e["name"] as! String {
            case "scrollViewWillBeginDragging": startPage = (x / 260).rounded()
            case "scrollViewDidEndDecelerating":
                let page = x / 260
                #expect(page == page.rounded(), "rests on a page")
                #expect(abs(page - startPage!) <= 1, "from page \(startPage!) to \(page)")
                flicks += 1
            default: break
            }
        }
        #expect(flicks == 3)
        // The flick from outside the scroll view went through the touch-delegate view.
        #expect((run.events.first!["t"] as! Double) < 0.4)
        #expect(run.metric(run.frames.last!, "touchTests") as? Double == 1, "the Touch Test button still gets its tap")
    }

    @Test func theReusePagerKeepsThreeControllersAndReusesThem() throws {
        let run = try DemoRun("reuse-pager")
        for f in run.frames {
            let created = run.metric(f, "instancesCreated") as! Double
            #expect(created <= 3)
            let pages = (run.metric(f, "visiblePages") as! [Double]).map(Int.init)
            let p = Int((run.offset(f).x / 390).rounded())
            #expect(Set(pages) == Set([p - 1, p, p + 1].filter { (0..<10).contains($0) }), "t = \(f["t"]!)")
            // The nav title follows the main scroll view.
            #expect(abs(run.offset(f, "nav").x - run.offset(f).x / 390 * 200) < 5e-6)
        }
        let maxPage = run.frames.map { Int((run.offset($0).x / 390).rounded()) }.max()!
        #expect(maxPage >= 4, "the pager visited enough pages for instances to be reused")
        #expect(run.metric(run.frames.last!, "instancesCreated") as? Double == 3)
    }

    @Test func theParallaxBackgroundStaysWithinItsClamp() throws {
        let run = try DemoRun("nyc-parallax")
        let maxTranslation = run.metric(run.frames[0], "backgroundMaxTranslation") as! Double
        #expect(maxTranslation > 3000)
        var sawPullPastTheStart = false
        for f in run.frames {
            let t = run.metric(f, "backgroundTranslation") as! Double
            #expect(t <= 0 && t >= -maxTranslation)
            let x = run.offset(f).x
            #expect(abs(run.offset(f, "content").x - x / 390 * 590) < 5e-6, "the text layer moves 590/390 as fast")
            if x < 0 { sawPullPastTheStart = true; #expect(t == 0, "clamped while pulled past the first page") }
            else { #expect(abs(-t - x / (390 * 11) * maxTranslation) < 5e-5) }
        }
        #expect(sawPullPastTheStart)
    }

    @Test func theDelegateDemoPlaysTheSeedsSequence() throws {
        let run = try DemoRun("delegate")
        let names = run.events.map { String(($0["name"] as! String).dropFirst("scrollView".count)) }
        let flick = ["WillBeginDragging", "WillEndDragging", "DidEndDragging", "WillBeginDecelerating"]
        #expect(names == flick + flick + flick + ["WillBeginDragging", "WillEndDragging", "DidEndDragging", "DidEndDecelerating"])
    }
}
