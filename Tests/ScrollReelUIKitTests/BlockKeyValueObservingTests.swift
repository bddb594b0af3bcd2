import Foundation
import Testing
@testable import ScrollReelUIKit

/// Foundation's block-based key-value observing of UIKit's observable properties:
/// `observe(\.contentOffset, options:) { view, change in … }`, as real screens
/// write it for parallax headers and pull-to-refresh.
@MainActor
@Suite struct BlockKeyValueObservingTests {
    @Test func aScrollViewsOffsetIsHeardAtEveryChangeWithItsOldAndNewValues() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        sv.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(sv)
        var heard: [(old: CGPoint?, new: CGPoint?)] = []
        var observed: UIScrollView?
        let observation = sv.observe(\.contentOffset, options: [.old, .new]) { view, change in
            observed = view
            heard.append((change.oldValue, change.newValue))
            #expect(change.kind == .setting && !change.isPrior && change.indexes == nil)
        }
        sv.contentOffset = CGPoint(x: 0, y: 40)
        sv.contentOffset = CGPoint(x: 0, y: 90)
        #expect(heard.count == 2)
        #expect(heard.first?.old == .zero && heard.first?.new == CGPoint(x: 0, y: 40))
        #expect(heard.last?.old == CGPoint(x: 0, y: 40) && heard.last?.new == CGPoint(x: 0, y: 90))
        #expect(observed === sv)
        // A finger's drag moves the offset, and each step is heard.
        heard = []
        window.touches.down(id: 1, at: CGPoint(x: 200, y: 500))
        for i in 1...6 {
            window.clock.advance(to: window.now + 1.0 / 60)
            window.touches.move(id: 1, to: CGPoint(x: 200, y: 500 - 20 * CGFloat(i)))
        }
        window.touches.up(id: 1, at: CGPoint(x: 200, y: 380))
        #expect(heard.count >= 5 && heard.last?.new == sv.contentOffset)
        // Invalidated, it hears no more.
        observation.invalidate()
        heard = []
        sv.contentOffset = .zero
        #expect(heard.isEmpty)
    }

    @Test func initialAndOptionsDecideWhatTheChangeCarries() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var changes: [NSKeyValueObservedChange<CGFloat>] = []
        let alpha = view.observe(\.alpha, options: [.initial, .new]) { _, change in changes.append(change) }
        #expect(changes.count == 1 && changes[0].newValue == 1 && changes[0].oldValue == nil, "the initial call, at once")
        view.alpha = 0.5
        #expect(changes.count == 2 && changes[1].newValue == 0.5 && changes[1].oldValue == nil, "no .old asked")
        var frames: [CGRect?] = []
        let frame = view.observe(\.frame) { _, change in frames.append(change.newValue) }
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        #expect(!frames.isEmpty && frames.allSatisfy { $0 == nil }, "heard, without values when no option asks for them")
        var hidden: [Bool?] = []
        let hiddenObservation = view.observe(\.isHidden, options: .new) { _, change in hidden.append(change.newValue) }
        view.isHidden = true
        #expect(hidden == [true], "isHidden is observed under its Objective-C key, hidden")
        _ = (alpha, frame, hiddenObservation)
    }

    @Test func releasingTheObservationEndsIt() {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var count = 0
        var observation: NSKeyValueObservation? = sv.observe(\.contentSize) { _, _ in count += 1 }
        sv.contentSize = CGSize(width: 100, height: 500)
        #expect(count == 1)
        _ = observation
        observation = nil
        sv.contentSize = CGSize(width: 100, height: 900)
        #expect(count == 1)
    }

    @Test func aTableViewsOffsetIsObservedThroughItsOwnType() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        var offsets: [CGPoint?] = []
        let observation = table.observe(\.contentOffset, options: .new) { _, change in offsets.append(change.newValue) }
        table.contentOffset = CGPoint(x: 0, y: 12)
        #expect(offsets.last == CGPoint(x: 0, y: 12))
        _ = observation
    }
}
