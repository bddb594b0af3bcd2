import Testing
@testable import ScrollReelUIKit

/// Haptic feedback generators: UIKit's API, nothing played, the scene told once.
@MainActor
@Suite struct FeedbackGeneratorTests {
    @Test func feedbackIsAcceptedAndNotedOnce() {
        let scene = SceneEnvironment(device: .iPhone14)
        scene.run {
            let impact = UIImpactFeedbackGenerator(style: .light)
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
            #expect(impact.style == .light && UIImpactFeedbackGenerator().style == .medium)
        }
        #expect(scene.warnings.filter { $0.contains("haptic feedback is not played") } == [
            "UIImpactFeedbackGenerator.impactOccurred: haptic feedback is not played in a scene",
            "UINotificationFeedbackGenerator.notificationOccurred: haptic feedback is not played in a scene",
            "UISelectionFeedbackGenerator.selectionChanged: haptic feedback is not played in a scene",
        ])
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4 && UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
    }
}
