import Foundation
import Testing
import ScrollReelUIKit

/// Custom presentations as UIKit runs them: the transitioning delegate makes the presentation
/// controller, which hears the transitions in UIKit's order and places the presented view.
@MainActor
@Suite struct PresentationControllerTests {
    final class Log { var lines: [String] = [] }

    /// A card at the bottom of the screen as tall as the presented view controller's preferred
    /// content size, over a view of its own.
    final class CardPresentationController: UIPresentationController {
        let log: Log
        let shade = UIView()
        init(presentedViewController: UIViewController, presenting: UIViewController?, log: Log) {
            self.log = log
            super.init(presentedViewController: presentedViewController, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let container = containerView else { return .zero }
            let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: container.bounds.size)
            let height = min(presentedViewController.preferredContentSize.height, size.height)
            return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        }
        override func presentationTransitionWillBegin() {
            log.lines.append("presentationTransitionWillBegin in container \(containerView != nil), shown \(presentedViewController.viewIfLoaded?.window != nil)")
            containerView?.addSubview(shade)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.lines.append("presentationTransitionDidEnd \(completed)") }
        override func dismissalTransitionWillBegin() { log.lines.append("dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            log.lines.append("dismissalTransitionDidEnd \(completed)")
            if completed { shade.removeFromSuperview() }
        }
        override func containerViewWillLayoutSubviews() {
            log.lines.append("containerViewWillLayoutSubviews")
            shade.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
        override func containerViewDidLayoutSubviews() { log.lines.append("containerViewDidLayoutSubviews") }
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            log.lines.append("preferredContentSizeDidChange \(Int(container.preferredContentSize.height))")
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            log.lines.append("presentationController(forPresented:) from \(source.title ?? "?")")
            return CardPresentationController(presentedViewController: presented, presenting: presenting, log: log)
        }
    }

    final class Card: UIViewController {
        let log: Log
        init(log: Log) { self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("viewDidDisappear") }
    }

    /// A window showing a root view controller, and a card ready to be presented from it.
    func screen(_ body: (UIWindow, UIViewController, Card, Log, Delegate) -> Void) {
        let log = Log()
        let delegate = Delegate(log: log)
        SceneEnvironment().run {
            let window = UIWindow()
            let root = UIViewController()
            root.title = "root"
            window.rootViewController = root
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let card = Card(log: log)
            card.preferredContentSize = CGSize(width: 0, height: 300)
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            body(window, root, card, log, delegate)
        }
    }

    @Test func presentAndDismissCallThePresentationControllerInUIKitsOrder() {
        screen { window, root, card, log, _ in
            root.present(card, animated: false) { log.lines.append("presented") }
            #expect(log.lines == ["presentationController(forPresented:) from root",
                                  "presentationTransitionWillBegin in container true, shown false",
                                  "viewWillAppear", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
                                  "viewDidAppear", "presentationTransitionDidEnd true", "presented"])
            let controller = card.presentationController as? CardPresentationController
            #expect(controller != nil, "the delegate's controller is the view controller's")
            #expect(controller?.presentationStyle == .custom && controller?.shouldRemovePresentersView == false)
            #expect(card.view.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
            #expect(card.view.superview === controller?.containerView && controller?.shade.superview === controller?.containerView)
            #expect(root.view.window === window, "the presenting view stays")
            log.lines.removeAll()
            card.dismiss(animated: false) { log.lines.append("dismissed") }
            #expect(log.lines == ["dismissalTransitionWillBegin", "viewWillDisappear", "viewDidDisappear",
                                  "dismissalTransitionDidEnd true", "dismissed"])
            #expect(card.view.window == nil && controller?.shade.superview == nil && controller?.containerView == nil)
            #expect(root.presentedViewController == nil)
        }
    }

    /// `presentingViewController` is non-optional, as UIKit declares it: a controller made with
    /// nil for it (as a view controller's own `presentationController` is) answers the view
    /// controller whose `present` began the presentation.
    @Test func thePresentingViewControllerIsThePresenterEvenWhenTheControllerWasMadeWithoutOne() {
        SceneEnvironment().run {
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .fullScreen
            let controller = sheet.presentationController
            root.present(sheet, animated: false)
            let presenter: UIViewController? = controller?.presentingViewController
            #expect(presenter === root)
            #expect(controller?.presentedViewController === sheet)
        }
    }

    /// A new preferred content size reaches the presentation controller, whose container lays
    /// out again at the next pass: the card takes its new height.
    @Test func aPresentationSizedToItsContentFollowsItsPreferredContentSize() {
        screen { window, root, card, log, _ in
            root.present(card, animated: false)
            log.lines.removeAll()
            card.preferredContentSize = CGSize(width: 0, height: 400)
            #expect(log.lines == ["preferredContentSizeDidChange 400"])
            window.layoutIfNeeded()
            #expect(card.view.frame == CGRect(x: 0, y: 444, width: 390, height: 400))
            #expect(log.lines.suffix(2) == ["containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"])
        }
    }

    /// Animated, the card slides up from below the screen to its frame, and the transition ends
    /// when it is there.
    @Test func anAnimatedPresentationSlidesUpToItsFrame() {
        screen { window, root, card, log, _ in
            root.present(card, animated: true)
            #expect(abs(card.view.frame.minY - (544 + 844)) < 1e-6, "it starts a screen below its frame: \(card.view.frame)")
            #expect(!log.lines.contains("presentationTransitionDidEnd true"))
            window.clock.advance(to: window.now + 0.1)
            window.clock.displayLinkFired()
            let y = card.view.frame.minY
            #expect(y > 544 && y < 544 + 844, "on its way: \(y)")
            for _ in 0..<90 {
                window.clock.advance(to: window.now + 1.0 / 60)
                window.clock.displayLinkFired()
            }
            #expect(card.view.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
            #expect(log.lines.suffix(2) == ["viewDidAppear", "presentationTransitionDidEnd true"])
        }
    }

    /// Without a delegate's controller, a custom presentation is shown over the whole screen by
    /// a plain controller; a controller read before `present` stays, and the delegate is not asked
    /// (as in UIKit).
    @Test func withoutADelegatesControllerAPlainOneShowsItOverTheScreen() {
        screen { window, root, card, _, _ in
            card.transitioningDelegate = nil
            root.present(card, animated: false)
            #expect(type(of: card.presentationController!) == UIPresentationController.self)
            #expect(card.view.frame == window.bounds)
            #expect(root.view.window === window)
            card.dismiss(animated: false)
        }
        screen { _, root, card, log, _ in
            _ = card.presentationController
            root.present(card, animated: false)
            #expect(!log.lines.contains { $0.hasPrefix("presentationController(forPresented:)") })
        }
    }

    @Test func aFullScreenPresentationsControllerRemovesThePresentersView() {
        let vc = UIViewController()
        vc.modalPresentationStyle = .fullScreen
        #expect(vc.presentationController?.shouldRemovePresentersView == true)
        #expect(vc.presentationController?.presentationStyle == .fullScreen)
    }
}
