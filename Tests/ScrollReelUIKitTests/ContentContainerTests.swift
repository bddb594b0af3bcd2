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

    /// A container that notes each child whose Auto Layout fitting size changed.
    final class FittingParent: UIViewController {
        var heard: [String] = []
        override func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
            heard.append((container as? UIViewController)?.title ?? "?")
        }
    }

    /// A child whose view is a label pinned 10 pt inside it by constraints.
    final class LabelChild: UIViewController {
        let label = UILabel()
        override func loadView() {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            label.translatesAutoresizingMaskIntoConstraints = false
            v.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: v.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: v.bottomAnchor, constant: -10),
            ])
            view = v
        }
    }

    /// UIKit's bridge from a child that uses Auto Layout: after a layout pass in which the child's
    /// view fits another size, its parent hears `systemLayoutFittingSizeDidChange`, once per change.
    @Test func aChildsAutoLayoutFittingSizeChangeReachesItsParent() {
        let parent = FittingParent(), child = LabelChild()
        child.title = "label"
        parent.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.label.text = "Short"
        parent.view.layoutIfNeeded()
        #expect(parent.heard.isEmpty, "the first pass only notes the size")
        let before = child.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(before.height > 20 && before.width > 20, "\(before)")
        child.label.text = "A much longer line of text"
        parent.view.layoutIfNeeded()
        #expect(parent.heard == ["label"], "a longer text widens the fitting size")
        #expect(child.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width > before.width)
        // A pass in which the fitting size stays the same says nothing.
        child.view.setNeedsLayout()
        parent.view.layoutIfNeeded()
        #expect(parent.heard == ["label"])
        // A child laid out by frames alone (no constraints of its own) is never measured.
        let framed = UIViewController()
        framed.title = "framed"
        parent.addChild(framed)
        parent.view.addSubview(framed.view)
        framed.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.view.layoutIfNeeded()
        framed.view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        parent.view.layoutIfNeeded()
        #expect(parent.heard == ["label"])
    }
}
