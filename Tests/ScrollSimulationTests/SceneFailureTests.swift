import Testing
import ScrollReelUIKit
import ScrollRender
@testable import ScrollSimulation

/// What UIKit would have stopped, and what would otherwise never end, stops the
/// scene as that demo's failure: one line naming the demo, what happened and
/// when, in bounded time, instead of a trap, a hang or a silent wrong film.
@MainActor
@Suite struct SceneFailureTests {
    /// A screen whose code is given as closures.
    final class Screen: UIViewController {
        let didLoad: (Screen) -> Void
        let scrollView = UIScrollView()
        let badge = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
        init(_ didLoad: @escaping (Screen) -> Void) { self.didLoad = didLoad; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.accessibilityIdentifier = "main"
            scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            scrollView.contentSize = CGSize(width: 390, height: 4000)
            badge.accessibilityIdentifier = "badge"
            view.addSubview(scrollView)
            scrollView.addSubview(badge)
            didLoad(self)
        }
    }

    /// The error a film of the screen ends with (nil when it plays to the end).
    func failure(duration: Double = 1, steps: [Script.Step] = [], _ didLoad: @escaping @MainActor (Screen) -> Void) -> String? {
        let body = didLoad
        let demo = Demo(id: "hostile", summary: "", defaultScript: Script(duration: duration, steps: steps),
                        viewController: { Screen(body) })
        do {
            try Film(demo: demo).play { _, _ in }
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func nanGeometryIsCoreAnimationsInvalidGeometry() {
        let frame = failure { s in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { s.badge.frame = CGRect(x: CGFloat.nan, y: 10, width: 40, height: 40) }
        }
        #expect(frame == "demo 'hostile': CALayerInvalidGeometry: CALayer position contains NaN: [nan 30.0], set on UIView 'badge' [0.0.0] (at t = 0.500 s)")
        let bounds = failure { s in s.badge.bounds.size.width = .infinity }
        #expect(bounds == "demo 'hostile': CALayerInvalidGeometry: CALayer bounds is not finite: [0.0 0.0; inf 40.0], set on UIView 'badge' (not in a window) (at t = 0.000 s), while its scene was built")
        let offset = failure { s in DispatchQueue.main.async { s.scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.nan) } }
        #expect(offset?.hasPrefix("demo 'hostile': CALayerInvalidGeometry: CALayer bounds contains NaN: [0.0 nan; 390.0 844.0], set on UIScrollView 'main' [0.0]") == true, "\(offset ?? "nil")")
        let transform = failure { s in
            DispatchQueue.main.async { s.badge.transform = CGAffineTransform(scaleX: CGFloat.nan, y: 1) }
        }
        #expect(transform?.contains("CALayer transform contains NaN: [nan 0.0 0.0 1.0 0.0 0.0], set on UIView 'badge'") == true, "\(transform ?? "nil")")
    }

    @Test func aZoomScaleOfZeroDrawsNothingAndNaNFails() {
        final class Zoom: NSObject, UIScrollViewDelegate {
            let view: UIView
            init(_ view: UIView) { self.view = view }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let zero = failure { s in
            let zoom = Zoom(s.badge)
            keepAlive(s, zoom)
            s.scrollView.delegate = zoom
            s.scrollView.minimumZoomScale = 0
            DispatchQueue.main.async { s.scrollView.zoomScale = 0 }
        }
        #expect(zero == nil)
        let nan = failure { s in
            let zoom = Zoom(s.badge)
            keepAlive(s, zoom)
            s.scrollView.delegate = zoom
            s.scrollView.maximumZoomScale = 4
            DispatchQueue.main.async { s.scrollView.zoomScale = CGFloat.nan }
        }
        #expect(nan?.contains("CALayerInvalidGeometry: CALayer transform contains NaN") == true, "\(nan ?? "nil")")
    }

    @Test func aViewAddedToItselfOrItsAncestorIsRefused() {
        let selfAdded = failure { s in DispatchQueue.main.async { s.badge.addSubview(s.badge) } }
        #expect(selfAdded == "demo 'hostile': NSInvalidArgumentException: Can't add self as subview: UIView 'badge' [0.0.0] (at t = 0.000 s)")
        let cycle = failure { s in DispatchQueue.main.async { s.badge.addSubview(s.view) } }
        #expect(cycle?.hasPrefix("demo 'hostile': NSInvalidArgumentException: Can't add a view's ancestor as its subview (it would make a cycle): UIView [0] into UIView 'badge' [0.0.0]") == true, "\(cycle ?? "nil")")
    }

    /// Work that re-posts itself for ever stops after a million events, or after 5 s of wall
    /// time spent on ten thousand or more (a debug build on a busy machine), named.
    @Test func theRunLoopWatchdogNamesWhatRepostsItself() {
        final class Again { var n = 0 }
        let mainQueue = failure { _ in
            let again = Again()
            @MainActor func post() { DispatchQueue.main.async { again.n += 1; post() } }
            post()
        }
        let counted = "demo 'hostile': 1,000,000 run-loop events without virtual time moving on"
        let timed = try? Regex(#"^demo 'hostile': [0-9,]+ run-loop events in [5-9] s of wall time without virtual time moving on"#)
        let finding = ", all of them DispatchQueue.main.async blocks — DispatchQueue.main.async re-posting itself? (at t = 0.000 s)"
        #expect(mainQueue == counted + finding || (mainQueue?.hasSuffix(finding) == true && mainQueue.map { $0.contains(timed!) } == true),
                "\(mainQueue ?? "nil")")
        // (The tiny asyncAfter delay and the zero-length animation restarted from its
        // completion are cases of the hostile-screens package.)
    }

    /// UIKit calls an animation's completion on a later turn of the run loop,
    /// even when nothing is animated: a pulse started in viewDidLoad, whose
    /// completion starts the next, runs (it recursed until the stack overflowed).
    @Test func aPulseStartedInViewDidLoadRuns() throws {
        nonisolated(unsafe) var pulses: [Double] = []
        let error = failure(duration: 3.5) { s in
            @MainActor func pulse(_ up: Bool) {
                UIView.animate(withDuration: 1, animations: { s.badge.alpha = up ? 1 : 0.3 }, completion: { _ in
                    pulses.append(CACurrentMediaTime())
                    pulse(!up)
                })
            }
            pulse(false)
        }
        #expect(error == nil)
        // The first completes on the next turn (nothing was in a window yet), then one a second.
        #expect(pulses == [0, 1, 2, 3], "\(pulses)")
    }

    @Test func aCompletionNeverRunsOnTheCallersStack() throws {
        nonisolated(unsafe) var order: [String] = []
        _ = failure { s in
            let loose = UIView()
            UIView.animate(withDuration: 0.3, animations: { loose.alpha = 0 }, completion: { _ in order.append("completion") })
            order.append("after animate")
        }
        #expect(order == ["after animate", "completion"])
    }

    @Test func recursionThroughUIKitStopsNamed() {
        final class Relayout: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                setNeedsLayout()
                layoutIfNeeded()
            }
        }
        let layout = failure { s in DispatchQueue.main.async { s.view.addSubview(Relayout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) } }
        #expect(layout?.contains("layout recursion: layoutIfNeeded re-entered 64 times from the layoutSubviews of Relayout [0.1]") == true, "\(layout ?? "nil")")

        final class Nudge: NSObject, UIScrollViewDelegate {
            weak var other: UIScrollView?
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                (other ?? scrollView).contentOffset.y += 1
            }
        }
        let nudge = Nudge()
        let selfMoving = failure { s in
            s.scrollView.delegate = nudge
            DispatchQueue.main.async { s.scrollView.contentOffset.y = 10 }
        }
        #expect(selfMoving?.contains("scrollViewDidScroll re-entered 256 times: its delegate moves the content of UIScrollView 'main' [0.0]") == true, "\(selfMoving ?? "nil")")
        let a = Nudge(), b = Nudge()
        let pushing = failure { s in
            let other = UIScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
            other.contentSize = CGSize(width: 390, height: 1_000_000)
            s.scrollView.contentSize = CGSize(width: 390, height: 1_000_000)
            s.view.addSubview(other)
            a.other = other; b.other = s.scrollView
            s.scrollView.delegate = a
            other.delegate = b
            DispatchQueue.main.async { s.scrollView.contentOffset.y = 10 }
        }
        #expect(pushing?.contains("scrollViewDidScroll re-entered 256 times") == true, "\(pushing ?? "nil")")
    }
}

/// Keeps `object` alive as long as `owner` (a screen's delegate, held weakly by UIKit).
@MainActor private func keepAlive(_ owner: SceneFailureTests.Screen, _ object: AnyObject) {
    keptAlive.append((owner, object))
}
@MainActor private var keptAlive: [(AnyObject, AnyObject)] = []
