import Testing
import ScrollReelUIKit

/// A view controller's life cycle in UIKit's order, as iOS sends it to a window's
/// root view controller at launch and to a child added to a visible window.
@MainActor
@Suite struct ViewControllerLifecycleTests {
    final class LoggingViewController: UIViewController {
        let name: String
        var log: [String]
        var frameSeenInDidAppear: CGRect?
        let box = UIView()
        init(_ name: String, log: [String] = []) {
            self.name = name; self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func loadView() { log.append("loadView"); super.loadView() }
        override func viewDidLoad() { log.append("viewDidLoad"); view.addSubview(box) }
        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
        override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange \(Int(view.safeAreaInsets.top))") }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() {
            log.append("viewDidLayoutSubviews")
            box.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
        }
        override func viewDidAppear(_ animated: Bool) {
            log.append("viewDidAppear")
            frameSeenInDidAppear = box.frame
        }
    }

    @Test func aRootViewControllerHearsItsLifeCycleInUIKitsOrder() {
        let vc = LoggingViewController("root")
        SceneEnvironment().run {
            let window = UIWindow()
            window.rootViewController = vc
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        #expect(vc.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange 47",
                           "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        // viewDidAppear sees the layout done: the box under the status bar.
        #expect(vc.frameSeenInDidAppear == CGRect(x: 0, y: 47, width: 390, height: 44))
    }

    @Test func aChildWhoseSafeAreaIsZeroIsNotToldOfIt() {
        let root = LoggingViewController("root"), child = LoggingViewController("child")
        SceneEnvironment().run {
            let window = UIWindow()
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.addChild(child)
            // In the middle of the screen: clear of the status bar and the home indicator.
            child.view.frame = CGRect(x: 0, y: 200, width: 390, height: 300)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            #expect(child.log.last == "viewWillAppear", "viewDidAppear waits for the layout pass")
            window.layoutIfNeeded()
        }
        #expect(child.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                              "viewDidLayoutSubviews", "viewDidAppear"])
    }
}
