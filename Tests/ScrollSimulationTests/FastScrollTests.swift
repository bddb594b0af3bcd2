import Testing
import ScrollReelUIKit
import ScrollPhysics
@testable import ScrollSimulation

/// `decelerationRate` and the repeated-flick multiplier, as UIKit's own code has
/// them (iOS 26.1 UIKitCore decompile; physics.md, "Deceleration details").
@MainActor
@Suite struct FastScrollTests {
    func list() -> TestController { TestController(contentSize: CGSize(width: 390, height: 200_000)) }

    /// The glide of each release: the target `scrollViewWillEndDragging` was told,
    /// less where the content was then.
    func glides(_ r: Run) -> [Double] {
        r.all("scrollViewWillEndDragging").map { Double($0.targetContentOffset!.y - $0.contentOffset.y) }
    }

    static let flick = Script.Step.fling(scrollView: "main", velocity: CGPoint(x: 0, y: 2500), duration: 0.1)
    /// 2500 pt/s decays to 10 pt/s at 0.998 a millisecond after (2500 − 10) / (1000 · −ln 0.998) pt.
    static let glide = 2490 / (-1000 * log(0.998))

    /// UIKit's setter keeps only `.fast` and `.normal`: under 0.994 is `.fast`.
    @Test func theRateSetterSnapsToFastOrNormal() {
        let sv = UIScrollView(frame: .zero)
        let cases: [(set: Double, kept: Double)] = [(0.95, 0.99), (0.7, 0.99), (0.9939, 0.99), (0.99, 0.99),
                                                    (0.994, 0.998), (0.995, 0.998), (0.9999, 0.998), (.nan, 0.998)]
        for (set, kept) in cases {
            sv.decelerationRate = UIScrollView.DecelerationRate(rawValue: set)
            #expect(Double(sv.decelerationRate.rawValue) == kept, "\(set) reads back \(sv.decelerationRate.rawValue)")
        }
    }

    /// A custom rate glides as the rate it snaps to: 0.95 as `.fast`, 0.995 as `.normal`
    /// (they glided 222 and 580 pt where `.fast` and `.normal` glide 381 and 1177).
    @Test func aCustomRateGlidesAsTheRateItSnapsTo() throws {
        func glide(_ rate: Double) throws -> Double {
            let c = TestController(contentSize: CGSize(width: 390, height: 20_000)) {
                $0.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate)
            }
            return glides(try run([Self.flick, .wait(duration: 3)], controller: c))[0]
        }
        #expect(try glide(0.95) == glide(0.99))
        #expect(try glide(0.995) == glide(0.998))
        #expect(abs(try glide(0.99) - 2490 / (-1000 * log(0.99))) < 1e-6)
    }

    /// Seven quick 2500 pt/s flicks, each 240 pt of drag past the touch slop, each
    /// catching the glide 0.2 s after the last: the first three glide 1244 pt; from
    /// the fourth the multiplier grows by (1 + (n − 3) / 2) · min(240 / 240, 0.9):
    /// 1.9, 2.8, 4.6, 6.4 times — and the target the delegate hears includes it.
    @Test func repeatedFastFlicksGlideFurtherAndFurther() throws {
        let steps = (0..<7).flatMap { _ in [Self.flick, Script.Step.wait(duration: 0.2)] } + [.wait(duration: 4)]
        let r = try run(steps, controller: list())
        let g = glides(r)
        let expected = [1, 1, 1, 1.9, 2.8, 4.6, 6.4].map { $0 * Self.glide }
        #expect(g.count == 7)
        for (i, (got, want)) in zip(g, expected).enumerated() {
            #expect(abs(got - want) < 1e-6, "flick \(i + 1) glides \(got), not \(want)")
        }
        // The content is shown going the multiplier's times faster from the release.
        let last = r.all("scrollViewWillEndDragging").last!
        #expect(abs(last.velocity!.y - 2.5) < 1e-9, "the delegate hears the finger's velocity")
        #expect(r.offsets.last!.y == last.targetContentOffset!.y)
    }

    /// What ends the row: a finger more than 1 s after the last fast release, a glide
    /// that came to rest, a release slower than 0.6 pt/ms, a drag that slows under
    /// 0.13 pt/ms; and a paging scroll view never counts.
    @Test func whatEndsTheRow() throws {
        let three = (0..<3).flatMap { _ in [Self.flick, Script.Step.wait(duration: 0.2)] }
        // A 1.2 s pause before the fourth: it glides as the first did.
        let late = glides(try run(three + [.wait(duration: 1.0), Self.flick, .wait(duration: 4)], controller: list()))
        #expect(abs(late[3] - Self.glide) < 1e-6, "\(late)")
        // A slow third release (0.5 pt/ms): the fourth is only the first of a new row.
        let slowFlick = Script.Step.fling(scrollView: "main", velocity: CGPoint(x: 0, y: 500), duration: 0.1)
        let slow = glides(try run([Self.flick, .wait(duration: 0.2), Self.flick, .wait(duration: 0.2), slowFlick,
                                   .wait(duration: 0.1), Self.flick, .wait(duration: 0.2), Self.flick, .wait(duration: 4)],
                                  controller: list()))
        #expect(abs(slow[3] - Self.glide) < 1e-6 && abs(slow[4] - Self.glide) < 1e-6, "\(slow)")
        // A short list: each glide reaches the end and its spring, which ends the row.
        let short = TestController(contentSize: CGSize(width: 390, height: 1600))
        let edge = glides(try run((0..<5).flatMap { _ in [Self.flick, Script.Step.wait(duration: 0.2)] } + [.wait(duration: 2)],
                                  controller: short))
        #expect(edge.allSatisfy { $0 <= Self.glide + 1e-6 }, "\(edge)")
        // Paging: never multiplied.
        let pager = TestController(contentSize: CGSize(width: 390, height: 844 * 40)) { $0.isPagingEnabled = true }
        let paged = try run((0..<6).flatMap { _ in [Self.flick, Script.Step.wait(duration: 0.2)] } + [.wait(duration: 2)],
                            controller: pager)
        let moved = paged.all("scrollViewWillEndDragging").map { $0.targetContentOffset!.y - $0.contentOffset.y }
        #expect(moved.allSatisfy { $0 <= 844 }, "a page at most: \(moved)")
    }
}
