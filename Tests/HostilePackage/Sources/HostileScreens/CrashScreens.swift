#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Ends the app when a deceleration ends: `exit(0)` in user code.
public final class ExitScreen: ListScreen {
    public override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        exit(0)
    }
}

/// A force-unwrapped nil in a delegate call.
public final class ForceUnwrapScreen: ListScreen {
    var selected: UIView?
    public override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        selected!.backgroundColor = .systemBlue
    }
}

/// `abort()`, as a C library does on a fatal error.
public final class AbortScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { abort() }
    }
}

/// A failed C assertion.
public final class CAssertScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            // What a C library's assert(rows.count > 0) calls when it fails.
            typealias AssertFail = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UInt32, UnsafePointer<CChar>) -> Void
            if let fail = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__assert_fail") {
                unsafeBitCast(fail, to: AssertFail.self)("rows.count > 0", "legacy.c", 42, "load_rows")
            }
            abort()
        }
    }
}

/// Unbounded recursion of the screen's own: the stack overflows.
public final class RecursionScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { _ = self.depth(0) }
    }
    @inline(never) func depth(_ n: Int) -> Int {
        var frame = [n, n + 1, n + 2, n + 3]
        frame[n % 4] += depth(n + 1)
        return frame.reduce(0, +)
    }
}

/// A layoutSubviews that asks for layout and lays itself out again.
public final class LayoutRecursionScreen: ListScreen {
    final class Restless: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            setNeedsLayout()
            layoutIfNeeded()
        }
    }
    public override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.view.addSubview(Restless(frame: CGRect(x: 0, y: 0, width: 20, height: 20))) }
    }
}

/// Sets contentOffset from every scrollViewDidScroll, a point further each time.
public final class OffsetFromDidScrollScreen: ListScreen {
    public override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollView.contentOffset.y += 1
    }
}

/// Two scroll views whose delegates push each other.
public final class PushingScrollViewsScreen: ListScreen {
    let other = UIScrollView()
    public override func viewDidLoad() {
        super.viewDidLoad()
        other.accessibilityIdentifier = "other"
        other.delegate = self
        other.contentSize = CGSize(width: 390, height: 100_000)
        view.addSubview(other)
    }
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height / 2)
        other.frame = CGRect(x: 0, y: view.bounds.height / 2, width: view.bounds.width, height: view.bounds.height / 2)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 100_000)
    }
    public override func scrollViewDidScroll(_ sv: UIScrollView) {
        let target = sv === scrollView ? other : scrollView
        target.contentOffset = CGPoint(x: 0, y: sv.contentOffset.y + 1)
    }
}
