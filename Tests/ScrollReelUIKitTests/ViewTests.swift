import Testing
@testable import ScrollReelUIKit

@MainActor
@Suite struct ViewGeometryTests {
    @Test func frameComesFromCenterBoundsAndTransform() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(60, 45) && v.bounds.size == CGSize(100, 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -40, y: 20 - 25, width: 200, height: 100))
        #expect(v.bounds.size == CGSize(100, 50), "the transform leaves the bounds alone")
    }

    @Test func convertGoesThroughBoundsOriginsAndTransforms() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        window.addSubview(scroll)
        let child = UIView(frame: CGRect(x: 50, y: 1000, width: 40, height: 40))
        scroll.addSubview(child)
        scroll.contentSize = CGSize(390, 3000)
        scroll.contentOffset = CGPoint(0, 900)
        #expect(child.convert(CGPoint(0, 0), to: nil) == CGPoint(50, 200))
        #expect(window.convert(CGPoint(60, 210), to: child) == CGPoint(10, 10))
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(CGPoint(0, 0), to: nil) == CGPoint(30, 180))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 40, height: 40), to: scroll) == CGRect(x: 30, y: 980, width: 80, height: 80))
    }
}

/// The paging demo's touch-delegate view: touches outside the narrow scroll view go to it.
@MainActor
final class TouchBridge: UIView {
    weak var target: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? target : hit
    }
}

@MainActor
@Suite struct HitTestTests {
    @Test func findsTheDeepestInteractiveVisibleView() {
        let root = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        a.addSubview(b)
        root.addSubview(a)
        #expect(root.hitTest(CGPoint(60, 60), with: nil) === b)
        b.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(60, 60), with: nil) === a)
        a.isHidden = true
        #expect(root.hitTest(CGPoint(60, 60), with: nil) === root)
    }

    @Test func childrenOutsideTheirParentAreNotHit() {
        let root = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let bleeding = UIView(frame: CGRect(x: 120, y: 0, width: 100, height: 100))
        parent.addSubview(bleeding)
        root.addSubview(parent)
        #expect(root.hitTest(CGPoint(250, 50), with: nil) === root)
    }

    @Test func anOverrideCanForwardTouches() {
        let root = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let bridge = TouchBridge(frame: root.bounds)
        let pager = UIScrollView(frame: CGRect(x: 65, y: 300, width: 260, height: 260))
        bridge.addSubview(pager)
        bridge.target = pager
        root.addSubview(bridge)
        #expect(root.hitTest(CGPoint(20, 400), with: nil) === pager)
        #expect(root.hitTest(CGPoint(195, 400), with: nil) === pager)
    }
}

@MainActor
@Suite struct ScrollViewGeometryTests {
    @Test func offsetRangeIncludesTheInsets() {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        sv.contentSize = CGSize(390, 2000)
        sv.contentInset = UIEdgeInsets(top: 60, left: 0, bottom: 20, right: 0)
        #expect(sv.offsetRange(.vertical) == -60...(2000 + 20 - 844))
        #expect(sv.offsetRange(.horizontal) == 0...0)
        #expect(sv.canScroll(.vertical) && !sv.canScroll(.horizontal))
        sv.alwaysBounceHorizontal = true
        #expect(sv.canScroll(.horizontal))
        sv.isScrollEnabled = false
        #expect(!sv.canScroll(.vertical))
    }

    @Test func pagesCoverTheContent() {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 260, height: 300))
        sv.contentSize = CGSize(260 * 100, 300)
        #expect(sv.pageCount(.horizontal) == 100)
        sv.contentSize = CGSize(260 * 10 + 100, 300)
        #expect(sv.pageCount(.horizontal) == 11)
    }

    @Test func contentOffsetIsTheBoundsOrigin() {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
        sv.contentOffset = CGPoint(0, 30)
        #expect(sv.bounds.origin == CGPoint(0, 30) && sv.frame.origin == CGPoint(0, 50))
    }
}

@MainActor
@Suite struct RunLoopTests {
    @Test func eventsRunInTimeOrderAndTiesInSchedulingOrder() {
        let w = UIWindow(frame: .zero)
        var log: [String] = []
        w.schedule(at: 0.5) { log.append("b") }
        w.schedule(at: 0.2) { log.append("a") }
        w.schedule(at: 0.5) { log.append("c") }
        w.schedule(at: 0.9) { log.append("late") }
        w.clock.advance(to: 0.5)
        #expect(log == ["a", "b", "c"] && w.now == 0.5)
    }

    @Test func repeatingTimersKeepTheirPhase() {
        let scene = SceneEnvironment()
        let w = scene.run { UIWindow(frame: .zero) }
        var fires: [Double] = []
        let t = scene.run { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires.append(w.now) } }
        w.clock.advance(to: 3.5)
        #expect(fires == [1, 2, 3])
        #expect(w.isAtRest, "a repeating timer does not keep the scene busy")
        t.invalidate()
        w.clock.advance(to: 10)
        #expect(fires.count == 3)
    }
}

/// `insertSubview(_:belowSubview:)` and `(_:aboveSubview:)` put a view that is
/// already a subview exactly beside its sibling, as UIKit does.
@MainActor
@Suite struct SubviewOrderTests {
    private func names(_ parent: UIView) -> [String] { parent.subviews.map { $0.accessibilityIdentifier ?? "?" } }

    private func parent(_ ids: [String]) -> (UIView, [String: UIView]) {
        let p = UIView()
        var views: [String: UIView] = [:]
        for id in ids {
            let v = UIView()
            v.accessibilityIdentifier = id
            p.addSubview(v)
            views[id] = v
        }
        return (p, views)
    }

    @Test func aSubviewMovesJustBelowOrAboveItsSibling() {
        var (p, v) = parent(["V", "S"])
        p.insertSubview(v["V"]!, belowSubview: v["S"]!)
        #expect(names(p) == ["V", "S"], "already below: stays")
        (p, v) = parent(["V", "S", "B"])
        p.insertSubview(v["V"]!, aboveSubview: v["S"]!)
        #expect(names(p) == ["S", "V", "B"])
        (p, v) = parent(["S", "B", "V"])
        p.insertSubview(v["V"]!, belowSubview: v["B"]!)
        #expect(names(p) == ["S", "V", "B"])
        p.insertSubview(v["S"]!, aboveSubview: v["B"]!)
        #expect(names(p) == ["V", "B", "S"])
        let n = UIView()
        n.accessibilityIdentifier = "N"
        p.insertSubview(n, belowSubview: v["B"]!)
        #expect(names(p) == ["V", "N", "B", "S"], "a new view")
    }
}

@MainActor
@Suite struct FontWeightTests {
    /// Each of UIKit's weights is drawn with a face at least as heavy as the
    /// lighter weights': ultra-light is the lightest, then thin, then light.
    @Test func heavierWeightsDrawHeavierFaces() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let css = weights.map(\.cssWeight)
        #expect(css == css.sorted() && Set(css).count == weights.count, "\(css)")
    }
}
