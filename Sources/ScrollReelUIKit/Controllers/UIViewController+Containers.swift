/// A scroll view held weakly.
struct WeakScrollView {
    weak var view: UIScrollView?
}

extension UIViewController {
    /// The nearest navigation controller this view controller is in, or nil.
    public var navigationController: UINavigationController? {
        var vc = parent
        while let c = vc {
            if let nav = c as? UINavigationController { return nav }
            vc = c.parent
        }
        return nil
    }

    /// The nearest tab bar controller this view controller is in, or nil.
    public var tabBarController: UITabBarController? {
        var vc = parent
        while let c = vc {
            if let tabs = c as? UITabBarController { return tabs }
            vc = c.parent
        }
        return nil
    }

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
