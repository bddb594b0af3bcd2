/// A scroll view held weakly.
struct WeakScrollView {
    weak var view: UIScrollView?
}

extension UIViewController {
    /// The nearest navigation controller this view controller is in, or nil.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller this view controller is in, or nil.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest parent (or its parent, and so on) of type `T`.
    private func nearestAncestor<T: UIViewController>(_: T.Type) -> T? {
        sequence(first: self, next: \.parent).dropFirst().lazy.compactMap { $0 as? T }.first
    }

    // MARK: Containers that send their children's appearance calls themselves

    /// Puts `child`'s view in this container's view, under `bar` (the container's layout pass
    /// places it): the navigation controller's top view controller, the tab bar controller's
    /// selected one.
    package func installChildView(_ child: UIViewController, under bar: UIView) {
        guard let container = viewIfLoaded else { return }
        let v = child.view!
        if v.superview !== container { container.insertSubview(v, belowSubview: bar) }
        container.setNeedsLayout()
    }

    /// Passes this container's own appearance call on to `child`, the one it shows (for a
    /// container whose `shouldAutomaticallyForwardAppearanceMethods` is false): a `will` call
    /// begins the child's transition the same way, a `did` call ends it.
    package func forwardAppearance(_ call: AppearanceCall, to child: UIViewController?, animated: Bool) {
        switch call {
        case .willAppear: child?.beginAppearanceTransition(true, animated: animated)
        case .willDisappear: child?.beginAppearanceTransition(false, animated: animated)
        case .didAppear, .didDisappear: child?.endAppearanceTransition()
        }
    }
}

/// A view controller's appearance calls, as a container forwards them.
package enum AppearanceCall {
    case willAppear, didAppear, willDisappear, didDisappear
}

extension UIViewController {

    /// Names the scroll view whose content a container's bar along `edge` follows (iOS 15):
    /// a navigation bar's large title and appearance at the top, a tab bar's appearance at
    /// the bottom. Without one, UIKit's heuristic chooses (see `contentScrollView(for:)`).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge = .all) {
        for e in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(e) {
            contentScrollViews[e.rawValue] = scrollView.map { WeakScrollView(view: $0) }
        }
        parent?.viewIfLoaded?.setNeedsLayout()
    }

    /// The scroll view a bar along `edge` follows: the one `setContentScrollView(_:for:)`
    /// named; else, as UIKit's heuristic, the view itself when it is a scroll view, or its
    /// first subview when that is one (a scroll view behind another view is not found, as on
    /// iOS, where it must be the view's first subview).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        for e in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(e) {
            if let named = contentScrollViews[e.rawValue] { return named.view }
        }
        guard let view = viewIfLoaded else { return nil }
        if let sv = view as? UIScrollView { return sv }
        return view.subviews.first as? UIScrollView
    }
}
