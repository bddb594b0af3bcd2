import Foundation
import Testing
import ScrollReelUIKit

/// `UIContentContainer` as UIKit has it: a view controller's preferred content size reaches the
/// container that lays it out, once per change.
@MainActor
@Suite struct ContentContainerTests {
    /// A container that notes what its children tell it.
    final class Parent: UIViewController {
        var heard: [String] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            heard.append("\(Int(container.preferredContentSize.width))x\(Int(container.preferredContentSize.height))")
        }
    }

    @Test func aChildsPreferredContentSizeReachesItsParentOncePerChange() {
        let parent = Parent(), child = UIViewController()
        #expect(child.preferredContentSize == .zero, "no preference by default")
        child.preferredContentSize = CGSize(width: 100, height: 50)
        #expect(parent.heard.isEmpty, "not a child yet: no one to tell")
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize.height = 260
        #expect(parent.heard == ["320x200", "320x260"])
        let asContainer: any UIContentContainer = child
        #expect(asContainer.preferredContentSize == CGSize(width: 320, height: 260))
    }

    @Test func aChildGetsTheParentsSizeByDefault() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        #expect(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 390, height: 844))
                == CGSize(width: 390, height: 844))
        let controller = UIPresentationController(presentedViewController: child, presenting: parent)
        #expect(controller.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 20))
                == CGSize(width: 10, height: 20))
        child.preferredContentSize = CGSize(width: 300, height: 400)
        #expect(controller.preferredContentSize == CGSize(width: 300, height: 400), "the presented view controller's")
    }
}
