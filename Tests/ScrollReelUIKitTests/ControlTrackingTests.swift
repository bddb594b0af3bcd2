import Testing
@testable import ScrollReelUIKit

@MainActor
struct ControlTrackingTests {
    /// A control whose `beginTracking` says no still loses its highlight when the finger lifts.
    @Test func aControlThatDeclinesToTrackIsNotLeftHighlighted() {
        final class Declining: UIControl {
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
        }
        let control = Declining(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var upInside = 0
        control.addAction(UIAction { _ in upInside += 1 }, for: .touchUpInside)
        let touch = UITouch()
        touch.view = control
        touch.windowLocation = CGPoint(x: 10, y: 10)
        control.touchesBegan([touch], with: nil)
        #expect(control.isHighlighted && !control.isTracking)
        control.touchesEnded([touch], with: nil)
        #expect(!control.isHighlighted)
        #expect(upInside == 0, "a control that does not track sends no touch-up")
    }
}
