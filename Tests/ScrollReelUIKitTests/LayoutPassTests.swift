import Testing
import ScrollReelUIKit

/// UIKit's layout pass goes only where a view asked for layout (`setNeedsLayout` marks the
/// ancestors), so the pass that follows every event and display frame costs nothing on a
/// tree that has not changed; when views move, it goes everywhere once to tell view
/// controllers and scroll views of their new safe area.
@MainActor
@Suite struct LayoutPassTests {
    /// A view that counts the layout pass's visits: the pass reads each view's subviews to
    /// go down, and nothing else reads them here.
    final class CountingView: UIView {
        var visits = 0
        var layouts = 0
        override var subviews: [UIView] { visits += 1; return super.subviews }
        override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
    }

    /// A window with a root view controller and a column of containers 6 deep, a counting view
    /// at the bottom of each of 10 columns.
    struct Tree {
        let window: UIWindow
        let root: UIViewController
        let leaves: [CountingView]
        let columns: [UIView]
    }

    func makeTree() -> Tree {
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var leaves: [CountingView] = [], columns: [UIView] = []
        for i in 0..<10 {
            let column = UIView(frame: CGRect(x: Double(i) * 39, y: 100, width: 39, height: 600))
            root.view.addSubview(column)
            columns.append(column)
            var parent = column
            for _ in 0..<5 {
                let v = UIView(frame: CGRect(x: 0, y: 10, width: 39, height: 500))
                parent.addSubview(v)
                parent = v
            }
            let leaf = CountingView(frame: CGRect(x: 0, y: 10, width: 39, height: 400))
            parent.addSubview(leaf)
            leaves.append(leaf)
        }
        window.layoutIfNeeded()
        return Tree(window: window, root: root, leaves: leaves, columns: columns)
    }

    @Test func aPassOverATreeThatDidNotChangeVisitsNoView() {
        SceneEnvironment().run {
            let tree = makeTree()
            #expect(tree.leaves.allSatisfy { $0.layouts == 1 })
            for leaf in tree.leaves { leaf.visits = 0 }
            tree.window.layoutIfNeeded()
            tree.window.layoutIfNeeded()
            #expect(tree.leaves.map(\.visits) == Array(repeating: 0, count: 10))
            #expect(tree.leaves.allSatisfy { $0.layouts == 1 })
        }
    }

    @Test func aViewThatAsksIsLaidOutOnceAndOnlyItsBranchIsVisited() {
        SceneEnvironment().run {
            let tree = makeTree()
            for leaf in tree.leaves { leaf.visits = 0 }
            tree.leaves[3].setNeedsLayout()
            tree.window.layoutIfNeeded()
            #expect(tree.leaves[3].layouts == 2)
            #expect(tree.leaves[3].visits > 0)
            #expect(tree.leaves.enumerated().allSatisfy { $0.offset == 3 || ($0.element.visits == 0 && $0.element.layouts == 1) })
            tree.leaves[3].visits = 0
            tree.window.layoutIfNeeded()
            #expect(tree.leaves[3].layouts == 2 && tree.leaves[3].visits == 0)
        }
    }

    @Test func aViewThatMovedSendsThePassEverywhereOnce() {
        SceneEnvironment().run {
            let tree = makeTree()
            for leaf in tree.leaves { leaf.visits = 0 }
            tree.columns[0].center.y += 20
            tree.window.layoutIfNeeded()
            #expect(tree.leaves.allSatisfy { $0.visits > 0 && $0.layouts == 1 })
            for leaf in tree.leaves { leaf.visits = 0 }
            tree.window.layoutIfNeeded()
            #expect(tree.leaves.allSatisfy { $0.visits == 0 })
        }
    }

    /// A container whose layout moves a child view controller's view under the status bar
    /// without resizing it: the child hears of its new safe area in the same pass.
    @Test func aChildMovedByItsParentsLayoutHearsOfItsSafeAreaInTheSamePass() {
        final class Child: UIViewController {
            var heard: [CGFloat] = []
            override func viewSafeAreaInsetsDidChange() { heard.append(view.safeAreaInsets.top) }
        }
        final class Container: UIView {
            var top: CGFloat = 300
            override func layoutSubviews() {
                super.layoutSubviews()
                subviews.first?.frame = CGRect(x: 0, y: top, width: bounds.width, height: 200)
            }
        }
        SceneEnvironment().run {
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let container = Container(frame: root.view.bounds)
            root.view.addSubview(container)
            let child = Child()
            root.addChild(child)
            container.addSubview(child.view)
            child.didMove(toParent: root)
            window.layoutIfNeeded()
            #expect(child.heard.isEmpty)
            container.top = 0
            container.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(child.heard == [47])
        }
    }

    /// A scroll view's safe area is its frame's, whatever its offset: at offsets such as a
    /// pull gives (-74.777…) it read 46.99999999999994 for the status bar's 47, and content
    /// bounced back to -adjustedContentInset.top rested 6e-14 off the edge.
    @Test func aScrollViewsSafeAreaDoesNotMoveWithItsOffset() {
        SceneEnvironment().run {
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let scrollView = UIScrollView(frame: root.view.bounds)
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            root.view.addSubview(scrollView)
            window.layoutIfNeeded()
            var tops: Set<CGFloat> = []
            for i in 0..<300 {
                scrollView.contentOffset = CGPoint(x: 0, y: -47 - Double(i) * 5 / 9)
                tops.insert(scrollView.safeAreaInsets.top)
            }
            #expect(tops == [47])
        }
    }

    /// A scroll view's `contentInset` set by an event that moves nothing: the next pass still
    /// updates `adjustedContentInset` and tells the delegate.
    @Test func aContentInsetChangeReachesTheDelegateAtTheNextPass() {
        final class Delegate: NSObject, UIScrollViewDelegate {
            var changes = 0
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
        }
        SceneEnvironment().run {
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
            let delegate = Delegate()
            scrollView.delegate = delegate
            root.view.addSubview(scrollView)
            window.layoutIfNeeded()
            let before = delegate.changes
            scrollView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
            window.layoutIfNeeded()
            #expect(delegate.changes == before + 1)
            #expect(scrollView.adjustedContentInset.top == 30)
        }
    }
}
