import Foundation
import ScrollReelUIKit
import Testing
import UIKitSourcesFixture

/// The app files of Tests/Fixtures/ObjCApp, built through the plugin, behave as on iOS.
@MainActor @Suite struct FixtureAppTests {
    private func loaded() -> CounterViewController {
        let vc = CounterViewController()
        _ = vc.view
        return vc
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
        item.sendAction()
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
}
