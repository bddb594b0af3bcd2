/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what a view controller
/// can learn of a transition under way (here, the rotation of the screen).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled (a rotation never is).
    var isCancelled: Bool { get }
    /// Whether the user drives the transition interactively.
    var isInteractive: Bool { get }
    /// The transition's length, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has come, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The view the transition happens in: the window.
    var containerView: UIView { get }
    /// The transform of a rotation: a quarter turn (`CGAffineTransform(rotationAngle:)`).
    var targetTransform: CGAffineTransform { get }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: lets a view controller run
/// code alongside a transition and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's changes (inside its animation, when it animates)
    /// and `completion` once it is over. Returns true: the blocks will run.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a rotation of the scene's screen: the blocks view controllers
/// hand it run when the window takes its new size, then after its layout pass.
@MainActor
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let targetTransform: CGAffineTransform
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(window: UIWindow, clockwise: Bool) {
        containerView = window
        targetTransform = CGAffineTransform(rotationAngle: (clockwise ? 1 : -1) * .pi / 2)
    }

    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongside() { for block in alongside { block(self) } }
    func complete() { for block in completions { block(self) } }
}

extension UIWindow {
    /// Turns the scene's screen to `device` (a `DeviceProfile.rotated()`), as a device
    /// turned in the hand before filming starts: the device's orientation changes (with
    /// `UIDevice.orientationDidChangeNotification`), the root view controller hears
    /// `willTransition(to:with:)` with the new vertical size class (an iPhone's) and
    /// `viewWillTransition(to:with:)` with the new size, the window takes it and is laid out,
    /// and the coordinator's blocks run, alongside and then after. Nothing animates: the
    /// rotation is over before the first frame.
    package func rotate(to device: DeviceProfile) {
        guard device.size != bounds.size else { return }
        environment.device.turn(to: device.isLandscape ? .landscapeLeft : .portrait)
        let coordinator = RotationCoordinator(window: self, clockwise: !device.isLandscape)
        // (An iPhone's vertical size class is compact on its side and regular upright: it changes
        // at every turn, so the traits' transition comes first, as in UIKit; an iPad's stays
        // regular.)
        if device.statusBarLayout != .tablet {
            let traits = UITraitCollection(verticalSizeClass: device.isLandscape ? .compact : .regular)
            rootViewController?.willTransition(to: traits, with: coordinator)
        }
        rootViewController?.viewWillTransition(to: device.size, with: coordinator)
        UIView.performWithoutAnimation {
            screen.device = device
            frame = CGRect(origin: .zero, size: device.size)
            coordinator.runAlongside()
        }
        layoutIfNeeded()
        coordinator.complete()
    }
}
