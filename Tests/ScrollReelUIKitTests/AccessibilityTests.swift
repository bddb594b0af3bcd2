import Testing
import ScrollReelUIKit

/// UIKit's accessibility properties on views, with UIKit's defaults per kind of view: what a cell
/// that configures them for VoiceOver reads and sets.
@MainActor
@Suite struct AccessibilityTests {
    @Test func labelsAndButtonsAreElementsThatReadTheirText() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Inbox" && label.accessibilityTraits == .staticText)
        label.text = "Sent"
        #expect(label.accessibilityLabel == "Sent", "the default follows the text")
        label.accessibilityLabel = "Sent mail"
        label.text = "Drafts"
        #expect(label.accessibilityLabel == "Sent mail", "a label set stays")

        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Delete" && button.accessibilityTraits == .button)
        button.isSelected = true
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        button.accessibilityTraits = .header
        #expect(button.accessibilityTraits == .header)

        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        view.isAccessibilityElement = true
        view.accessibilityTraits.insert(.button)
        #expect(view.isAccessibilityElement && view.accessibilityTraits == .button)
        #expect(!UIImageView().isAccessibilityElement && UIImageView().accessibilityTraits == .image)
    }
}
