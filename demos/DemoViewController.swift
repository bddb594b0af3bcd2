#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A demo screen that builds its views in its first layout pass, not in
/// `viewDidLoad`: they hang from the navigation bar, whose height is the top of the
/// safe area, and UIKit knows the safe area only once the view is in its window
/// (in `viewDidLoad` it is zero). The original demo project built them in
/// `viewDidLoad` under a fixed 20 pt status bar.
class DemoViewController: UIViewController {
    private var isBuilt = false

    /// Builds the screen's views: called once, in the first layout pass, when
    /// `view.bounds` and `view.safeAreaInsets` are the screen's.
    func buildViews() {}

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !isBuilt else { return }
        isBuilt = true
        buildViews()
    }
}
