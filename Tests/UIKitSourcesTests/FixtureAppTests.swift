import Foundation
@testable import ScrollReelUIKit
import Testing
import UIKitSourcesFixture

/// The app files of Tests/Fixtures/ObjCApp, built through the plugin, behave as on iOS.
@MainActor @Suite struct FixtureAppTests {
    private func loaded() -> CounterViewController {
        let vc = CounterViewController()
        _ = vc.view
        return vc
    }

    /// A cell class written for a nib (only `init?(coder:)`) compiles, and a collection or table
    /// view that has it registered makes it in code: its outlets are nil, as without a nib.
    @Test func cellsWrittenForANibAreMadeInCodeWhenTheirClassIsRegistered() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(ArchivedCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let cell = try #require(collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
                                as? ArchivedCollectionCell)
        #expect(cell.reuseIdentifier == "cell" && cell.titleLabel == nil && !cell.isHeader)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(ArchivedTableCell.self, forCellReuseIdentifier: "row")
        #expect(table.dequeueReusableCell(withIdentifier: "row") is ArchivedTableCell)
    }

    @Test func targetActionCallsTheMethodWithItsSender() throws {
        let vc = loaded()
        vc.stepButton.sendActions(for: .touchUpInside)
        vc.stepButton.sendActions(for: .touchUpInside)
        #expect(vc.count == 2)
        #expect(vc.lastSender === vc.stepButton)
        // A method without a sender is called without one.
        vc.resetButton.sendActions(for: .touchUpInside)
        #expect(vc.count == 0)
        #expect(vc.stepButton.actions(forTarget: vc, forControlEvent: .touchUpInside) == ["stepTapped:"])
        vc.stepButton.removeTarget(vc, action: nil, for: .allEvents)
        vc.stepButton.sendActions(for: .touchUpInside)
        #expect(vc.count == 0)
    }

    @Test func aBarButtonItemSendsItsActionToItsTarget() throws {
        let vc = loaded()
        vc.stepButton.sendActions(for: .touchUpInside)
        let item = try #require(vc.navigationItem.rightBarButtonItem)
        #expect(item.target === vc)
        #expect(item.action == Selector("reset"))
        item.perform(from: nil)
        #expect(vc.count == 0)
    }

    @Test func outletsSetInCodeWork() {
        let vc = loaded()
        #expect(vc.stepButton.superview === vc.view)
        #expect(vc.title == "Counter @objc #selector(x)")
    }

    /// `override` members of an extension of the file's own class override, as on iOS.
    @Test func overridesWrittenInAnExtensionOverride() {
        let layout: UICollectionViewLayout = PagingLayout()
        layout.prepare()
        layout.prepare()
        #expect((layout as? PagingLayout)?.preparations == 2)
        #expect(layout.collectionViewContentSize == CGSize(width: 1000, height: 200))
        #expect((layout as? PagingLayout)?.pageWidth() == CGFloat(60))
    }

    @Test func optionalProtocolMethodsAreCalledOnlyWhenWritten() {
        let vc = loaded()
        let limiting = LimitingDelegate(limit: 1)
        vc.use(limiting)
        #expect(vc.delegateResponds)
        for _ in 0..<3 { vc.stepButton.sendActions(for: .touchUpInside) }
        #expect(vc.count == 1)
        #expect(limiting.changes == 1)
        #expect(vc.titleFromDelegate == nil)
        // The requirement's @objc(counter:didReachValue:) is the name the delegate's method answers to.
        #expect(limiting.reached == [1])
        #expect(vc.delegateHearsValues)
        #expect(limiting.responds(to: Selector("counter:didReachValue:")))
        #expect(!limiting.responds(to: Selector("counter:didReach:")))

        let plain = PlainDelegate()
        vc.use(plain)
        #expect(!vc.delegateResponds)
        #expect(!vc.delegateHearsValues)
        for _ in 0..<3 { vc.stepButton.sendActions(for: .touchUpInside) }
        #expect(vc.count == 4)
        #expect(plain.changes == 3)

        // A subclass's method is found though its superclass did not write it.
        let titled = TitledDelegate()
        vc.use(titled)
        #expect(vc.titleFromDelegate == "Titled")
        #expect(titled.responds(to: Selector("counterTitle")))
        #expect(!plain.responds(to: Selector("counterTitle")))
    }

    @Test func selectorNotificationsReachTheObserverUntilItIsRemoved() {
        let vc = loaded()
        vc.stepButton.sendActions(for: .touchUpInside)
        NotificationCenter.default.post(name: Notification.Name("CounterShouldReset"), object: nil)
        #expect(vc.count == 0)
        #expect(vc.notifications == ["CounterShouldReset"])
        vc.stopObservingResets()
        vc.stepButton.sendActions(for: .touchUpInside)
        NotificationCenter.default.post(name: Notification.Name("CounterShouldReset"), object: nil)
        #expect(vc.count == 1)
    }

    @Test func stringKeyedKVOSeesEveryOffsetChange() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let observer = OffsetObserver(scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scrollView.contentOffset = CGPoint(x: 0, y: 25)
        scrollView.frame.size.width = 90  // not an offset change: not heard
        #expect(observer.offsets == [10, 25])
        #expect(observer.olds == [0, 10])
        observer.stop()
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(observer.offsets == [10, 25])
    }

    @Test func associatedObjectsFollowTheirPolicyAndTheirObject() {
        let view = UIView()
        view.badge = "3"
        #expect(view.badge == "3")
        #expect(UIView().badge == nil)
        view.badge = nil
        #expect(view.badge == nil)
    }

    @Test func genericNestedAndOverriddenMethodsDispatchToTheMostDerived() {
        let pager = Pager<Int>()
        pager.fire()
        let fancy = FancyPager()
        fancy.fire()
        #expect(pager.log == ["Pager.turn"])
        #expect(fancy.log == ["FancyPager.turn"])
        let dot = Pager<Int>.Dot()
        dot.fire()
        #expect(dot.tapped)
    }

    /// `CADisplayLink(target:selector:)` sends its selector with the link at each of its frames:
    /// 30 fps on the 60 Hz display, every second frame, until it is invalidated.
    @Test func aDisplayLinkMadeWithATargetAndASelectorTicksAtItsRate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let ticker = TickerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(ticker)
        let start = window.now
        window.environment.run { ticker.start() }
        func frames(_ ks: ClosedRange<Int>) {
            for k in ks {
                window.clock.advance(to: start + Double(k) / 60)
                window.clock.displayLinkFired()
            }
        }
        frames(1...7)
        let expected: [Double] = [1, 3, 5, 7].map { start + $0 / 60 }
        #expect(ticker.ticks == expected)
        #expect(ticker.budgets.allSatisfy { abs($0 - 2.0 / 60) < 1e-9 }, "\(ticker.budgets)")
        ticker.stop()
        frames(8...10)
        #expect(ticker.ticks == expected)
    }

    // MARK: Gesture recognizers

    /// Moves a finger from `a` to `b` in `steps` samples 1/120 s apart, then lifts it.
    private func drag(_ window: UIWindow, from a: CGPoint, to b: CGPoint, steps: Int = 12) {
        window.touches.down(id: 1, at: a)
        for i in 1...steps {
            window.clock.advance(to: window.now + 1.0 / 120)
            window.touches.move(id: 1, to: a + (b - a) * (CGFloat(i) / CGFloat(steps)))
        }
        window.touches.up(id: 1, at: b)
        window.clock.advance(to: window.now + 1.0 / 120)
    }

    private func tap(_ window: UIWindow, at p: CGPoint) {
        window.touches.down(id: 1, at: p)
        window.clock.advance(to: window.now + 0.05)
        window.touches.up(id: 1, at: p)
        window.clock.advance(to: window.now + 0.1)
    }

    private func cardScreen() -> (UIWindow, CardViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let vc = CardViewController()
        window.rootViewController = vc
        window.layoutIfNeeded()
        return (window, vc)
    }

    /// `init(target:action:)`'s selector is sent with the recognizer at each state UIKit sends an
    /// action for, and a key-value observer of `state` hears every change, before the action.
    @Test func aRecognizerMadeWithTargetAndActionSendsItsSelector() {
        let (window, vc) = cardScreen()
        drag(window, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 160, y: 200))
        let pans = vc.log.filter { $0.hasPrefix("pan") }
        #expect(pans.first == "pan 1 0", "began, at no translation yet")
        #expect(pans.dropFirst().dropLast().allSatisfy { $0.hasPrefix("pan 2 ") })
        #expect(pans.last == "pan 3 50", "ended 50 pt on: 60 pt less the 10 pt hysteresis")
        #expect(pans.count >= 3)
        // began, changed at each action, ended, then back to possible once the touch is gone.
        #expect(vc.observedStates.first == 1)
        #expect(vc.observedStates.filter { $0 == 2 }.count == pans.count - 2)
        #expect(Array(vc.observedStates.suffix(2)) == [3, 0])
        #expect(vc.pan.state == .possible)
        vc.stopObservingPan()
        drag(window, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 160, y: 200))
        #expect(vc.log.filter { $0.hasPrefix("pan") }.count == 2 * pans.count, "the action again")
        #expect(vc.observedStates.count == pans.count + 1, "the observer removed hears nothing")
    }

    /// `addTarget(_:action:)` adds a pair once, in order; `removeTarget(_:action:)` removes one pair
    /// or, with nils, all of them; a subclass overriding `init(target:action:)` is made through it.
    @Test func addTargetAndRemoveTargetAsUIKitHasThem() {
        let (window, vc) = cardScreen()
        #expect(vc.doubleTap.numberOfTapsRequired == 2, "the subclass's init(target:action:) ran")
        tap(window, at: CGPoint(x: 100, y: 200))
        tap(window, at: CGPoint(x: 100, y: 200))
        #expect(vc.log == ["tap", "taps 2"])
        vc.stopTapping()
        window.clock.advance(to: window.now + 1)
        tap(window, at: CGPoint(x: 100, y: 200))
        tap(window, at: CGPoint(x: 100, y: 200))
        #expect(vc.log == ["tap", "taps 2", "taps 2"])
        vc.stopEverything()
        window.clock.advance(to: window.now + 1)
        tap(window, at: CGPoint(x: 100, y: 200))
        tap(window, at: CGPoint(x: 100, y: 200))
        #expect(vc.log == ["tap", "taps 2", "taps 2"])
        // A target is not retained: of two, the one released before the tap hears nothing, the one
        // kept hears it.
        let kept = CardViewController()
        let tap = UITapGestureRecognizer(target: kept, action: Selector("cardTapped"))
        var target: CardViewController? = CardViewController()
        tap.addTarget(target!, action: Selector("cardTapped"))
        weak let gone = target
        target = nil
        #expect(gone == nil)
        vc.card.addGestureRecognizer(tap)
        window.clock.advance(to: window.now + 1)
        self.tap(window, at: CGPoint(x: 100, y: 200))
        #expect(kept.log == ["tap"])
    }
}
