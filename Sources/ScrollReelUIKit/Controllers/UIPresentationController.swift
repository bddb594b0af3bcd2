/// UIKit's `UIModalPresentationStyle`, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented screen covers the whole screen; the presenting one disappears.
    case fullScreen = 0
    /// A sheet over the presenting screen (on iPhone, from below the status bar).
    case pageSheet = 1
    /// A sheet; on iPhone, the same as `.pageSheet`.
    case formSheet = 2
    /// Over the presenting view controller's context; here the whole screen, as `.fullScreen`.
    case currentContext = 3
    /// A presentation of your own: the presentation controller the view controller's
    /// `transitioningDelegate` makes (`presentationController(forPresented:presenting:source:)`)
    /// places it; without one, a plain `UIPresentationController` shows it over the whole screen,
    /// the presenting screen staying.
    case custom = 4
    /// The whole screen, the presenting screen staying (drawn under it).
    case overFullScreen = 5
    /// Over the context, the presenting screen staying: here as `.overFullScreen`.
    case overCurrentContext = 6
    /// A popover: on iPhone it adapts to a sheet, as here.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet (iOS 13 and later).
    case automatic = -2
}

/// UIKit's `UIModalTransitionStyle`, with UIKit's raw values: accepted; presentations slide
/// up from the bottom.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented screen slides up from the bottom.
    case coverVertical = 0
    /// A horizontal flip.
    case flipHorizontal = 1
    /// A cross-fade.
    case crossDissolve = 2
    /// A page curl.
    case partialCurl = 3
}

/// UIKit's `UIAdaptivePresentationControllerDelegate`: asked and told about a dismissal by a
/// drag. Every method has a default.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a drag may dismiss the sheet (true unless overridden).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A drag is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A drag dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A drag tried to dismiss a sheet that may not be (`isModalInPresentation`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// True: a drag may dismiss the sheet.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// UIKit's `UIViewControllerTransitioningDelegate`: what makes a custom presentation (a view
/// controller's `transitioningDelegate`, asked when it is presented with
/// `modalPresentationStyle = .custom`).
///
/// ScrollReel asks for the presentation controller; its presentations slide up from the bottom,
/// so the animation controllers of UIKit's protocol are not part of it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The presentation controller that shows `presented`, presented by `presenting` at the
    /// request of `source` (the view controller `present` was called on); nil for a plain one.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: a plain presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// UIKit's `UIPresentationController`: how a presented view controller is shown — where its
/// view goes, what is behind it.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    private let presented: UIViewController
    private weak var presenting: UIViewController?
    /// The view controller being presented.
    open var presentedViewController: UIViewController { presented }
    /// The view controller that presents it, non-optional as in UIKit: the one given to
    /// `init(presentedViewController:presenting:)`, or, when that was nil, the one whose
    /// `present(_:animated:)` began the presentation. Reading it before either is a programming
    /// error, stopped with a message naming the presented view controller (UIKit has no
    /// presenting view controller to give then either).
    open var presentingViewController: UIViewController {
        guard let vc = presenting ?? presented.presentingViewController else {
            preconditionFailure("UIPresentationController.presentingViewController read before \(type(of: presented)) was presented")
        }
        return vc
    }
    /// Asked and told about dismissals by a drag.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The view that holds the presentation, over the window's content, while it is shown.
    public internal(set) var containerView: UIView?

    /// A presentation of `presentedViewController` by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presented = presentedViewController
        self.presenting = presentingViewController
        super.init()
    }

    /// The view shown: the presented view controller's (inside a sheet's rounded card for a sheet).
    /// A custom presentation may return a view of its own that holds it: that view goes into the
    /// container.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container: the whole container. A custom presentation
    /// overrides it (a card the height of the presented view controller's
    /// `preferredContentSize`, say); the presented view starts its slide in from there and comes
    /// to rest there.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen, so that the presenting view leaves it
    /// (and the presenting view controller hears `viewWillDisappear`/`viewDidDisappear`): false
    /// for a subclass that does not override it, as in UIKit; true for the controller of a
    /// `.fullScreen` or `.currentContext` presentation.
    open var shouldRemovePresentersView: Bool {
        // (The controller UIKit makes for `.fullScreen` and `.currentContext` is a private
        // subclass whose answer is true; this class stands in for it.)
        type(of: self) == UIPresentationController.self && [.fullScreen, .currentContext].contains(presentationStyle)
    }

    /// The presentation style UIKit made this controller for: the presented view controller's.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    // MARK: The transitions
    //
    // UIKit calls these in this order (and ScrollReel with it; see ModalPresentation): to
    // present, `presentationTransitionWillBegin`, the presented view controller's
    // `viewWillAppear`, the container's layout (`containerViewWillLayoutSubviews`,
    // `containerViewDidLayoutSubviews`), the animation, `viewDidAppear`, then
    // `presentationTransitionDidEnd(true)` and the completion; to dismiss,
    // `dismissalTransitionWillBegin`, `viewWillDisappear`, the animation, `viewDidDisappear`,
    // then `dismissalTransitionDidEnd(true)` and the completion.

    /// The presentation is about to begin: the container is in the window, the presented view
    /// not yet. Add the views of your own (a dimming view) here. Does nothing by default.
    open func presentationTransitionWillBegin() {}
    /// The presentation's animation ended; `completed` is false when it was cancelled (never
    /// here). Does nothing by default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to begin. Does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal's animation ended and the presented view left the container (`completed`:
    /// true; a dismissal here is never cancelled). Remove your own views here. Does nothing by
    /// default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews (at the presentation, and again whenever it
    /// is asked to: `containerView?.setNeedsLayout()`); place the presented view here. Does
    /// nothing by default.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}

    func setPresenting(_ vc: UIViewController) { presenting = vc }

    // MARK: Content size

    /// The presented view controller's preferred content size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The presented view controller's `preferredContentSize` changed: the container lays out
    /// again, so that a presentation sized from it takes the new size. An override that calls
    /// `super` keeps that.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerView?.setNeedsLayout()
    }

    /// The presented view's Auto Layout fitting size changed (after a layout pass of a presented
    /// view with constraints of its own, as for a child's). Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the presented view controller gets inside a container `parentSize` large:
    /// `parentSize` by default.
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    /// The container is about to change to `size`. Does nothing by default.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The traits are about to change. Does nothing by default.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
}

extension UIPresentationController: UIContentContainer {}
