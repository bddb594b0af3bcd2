/// UIKit's `UIContentContainer`: what a view controller, or the presentation controller that
/// shows one, hears of its children's sizes and of its own size changes.
/// `UIViewController` and `UIPresentationController` adopt it.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container's content would like (zero: no preference).
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed; `container` is the child.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's view, laid out by Auto Layout, fits a different size now.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give `container`, a child, inside a parent `parentSize` large.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to change to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {
    /// Tells whoever lays this view controller out that its preferred size changed: its parent,
    /// else the presentation controller that shows it (a popover or a custom presentation
    /// sizes itself with it), as UIKit does when the value changes.
    func preferredContentSizeChanged() {
        if let parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if let presentation = presenter?.presentation, presentation.presented === self {
            presentation.controller.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// After a layout pass of the view: a view laid out by Auto Layout (constraints installed on
    /// it) whose fitting size (`systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`)
    /// changed since the last pass tells its parent, else the presentation controller that shows
    /// it, with `systemLayoutFittingSizeDidChange(forChildContentContainer:)` — UIKit's bridge
    /// from a child that uses Auto Layout to a container that does not. The first pass under a
    /// container only notes the size.
    func layoutPassDidEnd() {
        guard let view = viewIfLoaded, !(view.existingLayoutState?.constraints.isEmpty ?? true),
              let container = fittingSizeContainer else {
            reportedFittingSize = nil
            return
        }
        let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let id = ObjectIdentifier(container as AnyObject)
        let last = reportedFittingSize
        reportedFittingSize = (id, size)
        guard let last, last.container == id, last.size != size else { return }
        container.systemLayoutFittingSizeDidChange(forChildContentContainer: self)
    }

    /// Who lays this view controller out: its parent, else the presentation controller showing it.
    private var fittingSizeContainer: (any UIContentContainer)? {
        if let parent { return parent }
        if let presentation = presenter?.presentation, presentation.presented === self { return presentation.controller }
        return nil
    }
}
