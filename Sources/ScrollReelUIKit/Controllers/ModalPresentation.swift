import ScrollPhysics

/// A presentation on screen: the presented view controller's view in a container over
/// the window's content, how it came in and how it leaves.
///
/// Appearance calls come as UIKit sends them: the presented view controller's
/// `viewWillAppear` before the animation and `viewDidAppear` after it; the presenting
/// one's `viewWillDisappear`/`viewDidDisappear` only for a full-screen presentation (a
/// sheet leaves it on screen); the reverse when dismissed, then the completion.
@MainActor
class ModalPresentation {
    /// `.custom`: placed by its presentation controller (`frameOfPresentedViewInContainerView`).
    enum Kind { case sheet, fullScreen, alert, custom }

    let kind: Kind
    let presented: UIViewController
    unowned let presenter: UIViewController
    let controller: UIPresentationController
    /// Over the window's content, holding what the presentation shows.
    let container = PresentationContainerView()
    let dimming = DimmingView()
    /// The running animation (in or out), if any.
    var animation: PropertyAnimation?
    private(set) var isDismissing = false

    init(kind: Kind, presented: UIViewController, presenter: UIViewController, controller: UIPresentationController) {
        self.kind = kind; self.presented = presented; self.presenter = presenter; self.controller = controller
        container.modalPresentation = self
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.isUserInteractionEnabled = kind != .fullScreen && kind != .custom
        container.addSubview(dimming)
    }

    /// The window the presentation is in.
    var window: UIWindow? { container.window }

    /// How the presentation comes in and goes out: UIKit's spring-like slide, here a
    /// critically damped spring with a 0.5 s response (ω = 2π / 0.5), started from the
    /// velocity a finger gave it; UIKit publishes none of its presentation timings.
    static let angularFrequency = 2 * Double.pi / 0.5

    // MARK: Showing

    /// Whether the presenting view leaves the screen once the presentation is in place (and the
    /// presenting view controller disappears): a full-screen presentation's does, and a custom
    /// one's when its controller's `shouldRemovePresentersView` says so.
    var removesPresentersView: Bool { kind == .fullScreen || (kind == .custom && controller.shouldRemovePresentersView) }

    /// Puts the presentation on screen, animated or at once, then calls `completion`, with the
    /// presentation controller's calls in UIKit's order (see `UIPresentationController`).
    ///
    /// UIKit publishes no order for `viewDidAppear` and `presentationTransitionDidEnd(_:)`, both
    /// sent when the transition completes; ScrollReel sends the appearance first, as
    /// UIKit's `transitionDidFinish:` ends the appearance transition inside the completion.
    func begin(in window: UIWindow, animated: Bool, completion: (() -> Void)?) {
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.containerView = container
        window.addSubview(container)
        controller.presentationTransitionWillBegin()
        install()
        updatePresentingTint()
        presented.beginAppearanceTransition(true, animated: animated)
        let removesPresenter = removesPresentersView
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        window.layoutIfNeeded()
        run(animated: animated, appearing: true) { [weak self] in
            guard let self else { return }
            if removesPresenter {
                self.presenter.viewIfLoaded?.isHidden = true
                self.presenter.endAppearanceTransition()
            }
            self.presented.endAppearanceTransition()
            self.controller.presentationTransitionDidEnd(true)
            completion?()
        }
    }

    /// Takes the presentation off screen, animated or at once, then calls `completion`.
    func end(animated: Bool, velocity: CGFloat = 0, completion: (() -> Void)?) {
        guard !isDismissing else { return }
        isDismissing = true
        animation?.cancel()
        controller.dismissalTransitionWillBegin()
        updatePresentingTint()
        presented.beginAppearanceTransition(false, animated: animated)
        let removesPresenter = removesPresentersView
        if removesPresenter {
            presenter.viewIfLoaded?.isHidden = false
            presenter.beginAppearanceTransition(true, animated: animated)
        }
        run(animated: animated, appearing: false, velocity: velocity) { [weak self] in
            guard let self else { return }
            self.tearDown()
            self.presented.endAppearanceTransition()
            if removesPresenter { self.presenter.endAppearanceTransition() }
            self.controller.dismissalTransitionDidEnd(true)
            self.presented.presenter = nil
            if self.presenter.presentation === self { self.presenter.presentation = nil }
            completion?()
        }
    }

    // MARK: The screen behind

    /// Whether the presentation dims the tint of the screen behind it (while it is not leaving):
    /// an alert, an action sheet and a sheet do, as UIKit's presentation controllers set the
    /// presenting view's `tintAdjustmentMode` to `.dimmed` as the presentation begins and back as
    /// its dismissal begins; a full-screen presentation hides that screen instead.
    var dimsPresentingTint: Bool { kind != .fullScreen && kind != .custom }

    /// The presenting view's own `tintAdjustmentMode` from before this presentation dimmed it;
    /// nil while it does not dim it.
    private var presentingTintModeWas: UIView.TintAdjustmentMode?

    /// Dims the presenting view's tint, or gives it back its own mode, as `dimsPresentingTint` and
    /// `isDismissing` say now.
    func updatePresentingTint() {
        guard let view = presenter.viewIfLoaded else { return }
        let dims = dimsPresentingTint && !isDismissing
        if dims, presentingTintModeWas == nil {
            presentingTintModeWas = view.ownTintAdjustmentMode
            view.tintAdjustmentMode = .dimmed
        } else if !dims, let was = presentingTintModeWas {
            presentingTintModeWas = nil
            view.tintAdjustmentMode = was
        }
    }

    /// Puts the presented view in the container (subclasses add their chrome); a custom
    /// presentation's controller may give a view of its own that holds it (`presentedView`).
    func install() {
        let v = kind == .custom ? controller.presentedView ?? presented.view! : presented.view!
        installedView = v
        container.addSubview(v)
    }

    /// The view `install` put in the container.
    private(set) var installedView: UIView?

    /// Moves the presentation from hidden (0) to shown (1) or back, then calls `done`.
    func run(animated: Bool, appearing: Bool, velocity: CGFloat = 0, done: @escaping () -> Void) {
        let from = shown, to: CGFloat = appearing ? 1 : 0
        guard animated, let window, from != to else {
            shown = to
            done()
            return
        }
        let spring = Spring(from: Double(from), velocity: Double(velocity), to: Double(to), angularFrequency: Self.angularFrequency)
        let duration = max(spring.duration, 1.0 / 60)
        animation = window.animate(duration: duration, curve: .linear, update: { [weak self] f in
            self?.shown = CGFloat(spring.position(at: f * duration))
        }, completion: { [weak self] in
            self?.animation = nil
            done()
        })
    }

    /// How far the presentation is in: 0 off screen, 1 in place. Setting it lays it out.
    var shown: CGFloat = 0 { didSet { relayout() } }

    /// Lays out the presentation for `shown`.
    func relayout() {
        guard let window else { return }
        let b = window.bounds
        container.frame = b
        dimming.frame = b
        switch kind {
        case .fullScreen:
            dimming.alpha = 0
            presented.viewIfLoaded?.frame = b.offsetBy(dx: 0, dy: b.height * (1 - shown))
        case .custom:
            dimming.alpha = 0
            // At rest, the presentation controller places the view it gave (from
            // `containerViewWillLayoutSubviews`, as in UIKit); in motion, it slides up to
            // `frameOfPresentedViewInContainerView`.
            guard !isInContainerLayout || shown < 1 || animation != nil else { break }
            installedView?.frame = controller.frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: b.height * (1 - shown))
        case .alert, .sheet:
            break
        }
    }

    /// Whether `relayout` runs in the container's layout pass (not from a step of the motion).
    private var isInContainerLayout = false

    /// The container's layout pass: the presentation controller hears it before and after.
    func containerLayout() {
        controller.containerViewWillLayoutSubviews()
        isInContainerLayout = true
        relayout()
        isInContainerLayout = false
        controller.containerViewDidLayoutSubviews()
    }

    /// Removes what the presentation put on screen.
    func tearDown() {
        presented.viewIfLoaded?.removeFromSuperview()
        installedView?.removeFromSuperview()
        container.removeFromSuperview()
        controller.containerView = nil
    }

    /// The status bar the presentation wants, if it decides it (a sheet at its large detent
    /// shows the light status bar over the black behind the sunk screen).
    var statusBarStyle: UIWindow.StatusBarStyle? { nil }
}

/// The dark layer over what a presentation covers; a tap on it runs `onTap` (a sheet
/// is dismissed by a tap beside it).
@MainActor
final class DimmingView: UIControl {
    var onTap: (() -> Void)?
    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { return nil }
}

/// The view that holds a presentation over the window's content.
@MainActor
final class PresentationContainerView: UIView {
    weak var modalPresentation: ModalPresentation?
    override func layoutSubviews() { modalPresentation?.containerLayout() }
}

extension UIViewController {
    /// The root of this view controller's tree of children: it presents for them, as UIKit
    /// forwards `present` to the nearest full-screen ancestor.
    var presentationAnchor: UIViewController {
        var vc = self
        while let p = vc.parent { vc = p }
        return vc
    }

    /// The presentation this view controller (or the root of its tree) shows.
    var activePresentation: ModalPresentation? { presentationAnchor.presentation }

    func presentViewController(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let anchor = presentationAnchor
        // As UIKit: a view controller that already presents one, or whose view is not in a
        // window, cannot present (UIKit logs a warning and does nothing).
        guard anchor.presentation == nil, vc.presenter == nil, vc.parent == nil, vc !== anchor,
              let window = anchor.viewIfLoaded?.window else { return }
        if vc.modalPresentationStyle == .custom, vc.ownPresentationController == nil,
           let made = vc.transitioningDelegate?.presentationController(forPresented: vc, presenting: anchor, source: self) {
            vc.ownPresentationController = made
        }
        let controller = vc.presentationController ?? UIPresentationController(presentedViewController: vc, presenting: anchor)
        controller.setPresenting(anchor)
        let p: ModalPresentation
        if let alert = vc as? UIAlertController {
            p = AlertPresentation(alert: alert, presenter: anchor, controller: controller)
        } else if let sheet = controller as? UISheetPresentationController {
            p = SheetPresentation(presented: vc, presenter: anchor, controller: sheet)
        } else if vc.modalPresentationStyle == .custom {
            p = ModalPresentation(kind: .custom, presented: vc, presenter: anchor, controller: controller)
        } else {
            p = ModalPresentation(kind: .fullScreen, presented: vc, presenter: anchor, controller: controller)
        }
        vc.presenter = anchor
        anchor.presentation = p
        p.begin(in: window, animated: animated, completion: completion)
    }

    func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
        // The presentation this view controller shows, else the one it (or its tree) is shown by.
        let p = activePresentation ?? presentedAncestor?.presenter?.presentation
        guard let p else { completion?(); return }
        // What the presented view controller presents in turn goes first, at once.
        if let inner = p.presented.presentation { inner.end(animated: false, completion: nil) }
        p.end(animated: animated, completion: completion)
    }

    /// The status bar a presentation on screen decides (a sheet at its large detent), if any:
    /// the last presentation's that decides one.
    var presentationStatusBarStyle: UIWindow.StatusBarStyle? {
        var style: UIWindow.StatusBarStyle?
        var p = presentation
        while let current = p {
            if let s = current.statusBarStyle { style = s }
            p = current.presented.activePresentation
        }
        return style
    }

    /// The view controller of this tree that is presented (this one or an ancestor), if any.
    var presentedAncestor: UIViewController? {
        var vc: UIViewController? = self
        while let c = vc {
            if c.presenter != nil { return c }
            vc = c.parent
        }
        return nil
    }

    /// The presentation style a presentation of this view controller takes on iPhone.
    var resolvedPresentationKind: ModalPresentation.Kind {
        if self is UIAlertController { return .alert }
        switch modalPresentationStyle {
        case .custom: return .custom
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return .fullScreen
        default: return .sheet
        }
    }
}
