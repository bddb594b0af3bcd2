import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollSimulation

/// A screen that notes the size transitions it hears, and a child that does too.
@MainActor
final class TurningController: UIViewController {
    var log: [String] = []
    let child = ChildController()
    final class ChildController: UIViewController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
        }
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("traits vertical \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("willTransition \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))x\(Int(view.bounds.height))")
        coordinator.animate(alongsideTransition: { _ in
            self.log.append("alongside \(Int(self.view.bounds.width))")
        }, completion: { context in
            self.log.append("completion \(context.isCancelled)")
        })
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("layout \(Int(view.bounds.width))")
    }
}

@MainActor
@Suite struct RotationTests {
    func build(_ device: DeviceProfile) -> (Scene, TurningController, [String]) {
        let environment = SceneEnvironment(device: device)
        var heard: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) {
            note in
            let name = note.name.rawValue
            MainActor.assumeIsolated { heard.append(name) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let controller = TurningController()
        let scene = environment.run { Scene(rootViewController: controller) }
        return (scene, controller, heard)
    }

    @Test func aLandscapeSizeTurnsTheScreenBeforeTheFirstFrame() {
        let (scene, controller, heard) = build(DeviceProfile.iPhone14.resized(to: CGSize(width: 844, height: 390)))
        let log = controller.log.drop { $0.hasPrefix("layout 390") }
        #expect(Array(log) == ["traits vertical compact", "willTransition 844x390 from 390x844", "alongside 844", "layout 844", "completion false"])
        #expect(controller.child.sizes == [CGSize(width: 844, height: 390)], "the default passes the call on to the children")
        #expect(heard.last == UIDevice.orientationDidChangeNotification.rawValue)
        #expect(scene.window.bounds.size == CGSize(width: 844, height: 390))
        #expect(scene.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(scene.window.statusBarStyle == nil && scene.window.statusBarHeight == 0, "an iPhone on its side shows no status bar")
        scene.window.environment.run {
            #expect(UIDevice.current.orientation == .landscapeLeft && UIDevice.current.orientation.isLandscape)
            #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
        }
    }

    @Test func anUprightScreenHearsNoTransition() {
        let (scene, controller, heard) = build(.iPhone14)
        #expect(!controller.log.contains { $0.hasPrefix("willTransition") } && heard.isEmpty)
        scene.window.environment.run {
            #expect(UIDevice.current.orientation == .portrait && UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UIDevice.current.model == "iPhone" && UIDevice.current.systemName == "iOS")
        }
    }

    @Test func anIPadKeepsItsStatusBarOnItsSide() {
        let (scene, controller, _) = build(DeviceProfile.iPad10.resized(to: CGSize(width: 1180, height: 820)))
        #expect(scene.window.statusBarHeight == 24)
        #expect(controller.log.contains("willTransition 1180x820 from 820x1180"))
        #expect(!controller.log.contains { $0.hasPrefix("traits") }, "an iPad's size classes stay regular")
        scene.window.environment.run { #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.model == "iPad") }
    }
}
