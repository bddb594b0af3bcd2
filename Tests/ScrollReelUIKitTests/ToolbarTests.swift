import Testing
@testable import ScrollReelUIKit

/// A navigation controller's toolbar, as UIKit's: hidden until `isToolbarHidden` is false, then
/// its own 49 pt above the home indicator (83 pt in all on an iPhone 14), the top view
/// controller's `toolbarItems` on it, and the safe area — so a list's `adjustedContentInset` —
/// keeping clear of it.
@MainActor
@Suite struct ToolbarTests {
    /// The toolbar's buttons, leading to trailing.
    func buttons(_ s: NavigationScene) -> [BarButtonView] {
        s.nav.toolbar.subviews.compactMap { $0 as? BarButtonView }.sorted { $0.frame.minX < $1.frame.minX }
    }

    /// A scene whose root list has a trash button, a flexible space and a "Select" button in its
    /// toolbar items, the toolbar shown.
    func sceneWithToolbar() -> NavigationScene {
        let s = NavigationScene(largeTitles: false)
        s.environment.run {
            s.root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil), .flexibleSpace(),
                                   UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)]
            s.nav.setToolbarHidden(false, animated: false)
            s.window.layoutIfNeeded()
        }
        return s
    }

    @Test func theToolbarIsHiddenUntilAskedFor() {
        let s = NavigationScene(largeTitles: false)
        s.environment.run {
            s.root.toolbarItems = [UIBarButtonItem(systemItem: .add)]
            s.window.layoutIfNeeded()
        }
        #expect(s.nav.isToolbarHidden, "UIKit's default")
        #expect(s.nav.toolbar.isHidden)
        #expect(s.root.tableView.adjustedContentInset.bottom == 34, "only the home indicator")
    }

    @Test func theToolbarSitsAboveTheHomeIndicatorAndInsetsTheList() {
        let s = sceneWithToolbar()
        // iPhone 14: 390 × 844 pt, 34 pt home indicator.
        #expect(s.nav.toolbar.frame == CGRect(x: 0, y: 844 - 49 - 34, width: 390, height: 83))
        #expect(!s.nav.toolbar.isHidden)
        #expect(s.root.view.safeAreaInsets.bottom == 83)
        #expect(s.root.tableView.adjustedContentInset.bottom == 83, "the list's last row can scroll clear of the bar")
        #expect(s.root.view.frame.height == 844, "a translucent toolbar: the view goes on under it")
        // The items: the trash glyph at the leading margin, "Select" at the trailing one, the
        // flexible space taking the rest; both the bar's 49 pt tall, above the home indicator.
        let b = buttons(s)
        #expect(b.count == 2)
        #expect(b[0].frame == CGRect(x: 16, y: 0, width: 28, height: 49))
        #expect(b[1].frame.maxX == 390 - 16 && b[1].frame.minY == 0 && b[1].frame.height == 49)
        #expect(b[1].frame.width > 40 && b[1].frame.width < 60, "\"Select\" at 17 pt: \(b[1].frame.width)")
    }

    @Test func hidingTheToolbarSlidesItAndTheInsetFollows() {
        let s = sceneWithToolbar()
        s.environment.run { s.nav.setToolbarHidden(true, animated: true) }
        #expect(s.nav.isToolbarHidden, "hidden at once; the bar slides out")
        s.advance(0.1)
        let midway = s.root.tableView.adjustedContentInset.bottom
        #expect(midway > 34 && midway < 83, "half way through the 0.2 s slide: \(midway)")
        #expect(s.nav.toolbar.frame.minY > 761 && s.nav.toolbar.frame.minY < 844)
        s.advance(0.15)
        #expect(s.nav.toolbar.isHidden)
        #expect(s.root.tableView.adjustedContentInset.bottom == 34)
        // Shown again at once.
        s.environment.run {
            s.nav.isToolbarHidden = false
            s.window.layoutIfNeeded()
        }
        #expect(s.root.tableView.adjustedContentInset.bottom == 83)
    }

    @Test func thePushedControllersItemsAndHidesBottomBarWhenPushed() {
        let s = sceneWithToolbar()
        let detail = LoggedList("B")
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        detail.setToolbarItems([.flexibleSpace(), share, .flexibleSpace()], animated: false)
        s.environment.run {
            s.nav.pushViewController(detail, animated: false)
            s.window.layoutIfNeeded()
        }
        #expect(s.nav.toolbar.items?.count == 3 && s.nav.toolbar.items?[1] === share)
        let b = buttons(s)
        #expect(b.count == 1 && b[0].frame.midX == 195, "one button between two flexible spaces is centred")
        #expect(detail.tableView.adjustedContentInset.bottom == 83)
        // A controller that hides the bottom bar when pushed has no toolbar while on top.
        let full = LoggedList("C")
        full.hidesBottomBarWhenPushed = true
        s.environment.run {
            s.nav.pushViewController(full, animated: false)
            s.window.layoutIfNeeded()
        }
        #expect(s.nav.toolbar.isHidden && !s.nav.isToolbarHidden)
        #expect(full.tableView.adjustedContentInset.bottom == 34)
        s.environment.run {
            s.nav.popViewController(animated: false)
            s.window.layoutIfNeeded()
        }
        #expect(!s.nav.toolbar.isHidden && s.nav.toolbar.items?[1] === share)
    }

    @Test func anOpaqueToolbarEndsTheViewAtTheBar() {
        let s = sceneWithToolbar()
        s.environment.run {
            s.nav.toolbar.isTranslucent = false
            s.window.layoutIfNeeded()
        }
        #expect(s.root.view.frame.maxY == CGFloat(844 - 83))
        #expect(s.root.tableView.adjustedContentInset.bottom == 0, "nothing of the view is under a bar")
        s.environment.run {
            s.root.extendedLayoutIncludesOpaqueBars = true
            s.window.layoutIfNeeded()
        }
        #expect(s.root.view.frame.maxY == CGFloat(844) && s.root.tableView.adjustedContentInset.bottom == 83)
    }

    @Test func aHomeButtonPhonesToolbarIs44PointsTall() {
        let s = NavigationScene(device: .iPhoneSE3, largeTitles: false)
        s.environment.run {
            s.nav.isToolbarHidden = false
            s.window.layoutIfNeeded()
        }
        let height = s.window.bounds.height
        #expect(s.nav.toolbar.frame == CGRect(x: 0, y: height - 44, width: s.window.bounds.width, height: 44))
        #expect(s.root.tableView.adjustedContentInset.bottom == 44)
        #expect(s.nav.toolbar.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 100, height: 44))
    }

    /// The row of items: buttons 8 pt apart from the leading margin, fixed spaces at their widths,
    /// flexible spaces sharing what is left.
    @Test func itemsAreLaidOutInARow() {
        func xs(_ w: [ToolbarItemWidth], _ bar: CGFloat = 400, _ margin: CGFloat = 20) -> [CGFloat] {
            UIToolbar.itemSpans(w, barWidth: bar, margin: margin).map(\.x)
        }
        // Two buttons among three flexible spaces: 400 − 40 − 60 leaves 300, 100 each.
        #expect(xs([.flexible, .button(30), .flexible, .button(30), .flexible]) == [20, 120, 150, 250, 280])
        #expect(UIToolbar.itemSpans([.flexible, .button(30)], barWidth: 400, margin: 20).map(\.width) == [330, 30])
        // Without flexible spaces the buttons stay at the leading edge; a fixed space replaces the gap.
        #expect(xs([.button(30), .button(40), .fixed(10), .button(20)], 400, 16) == [16, 54, 94, 104])
        // Items wider than the bar: the flexible spaces shrink to nothing.
        #expect(UIToolbar.itemSpans([.button(300), .flexible, .button(300)], barWidth: 400, margin: 20).map(\.width) == [300, 0, 300])
    }
}
