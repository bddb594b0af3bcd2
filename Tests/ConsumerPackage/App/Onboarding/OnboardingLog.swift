import Foundation
import UIKit

/// Writes one of the delegate's optional methods (not `onboardingDidFinish`), and says
/// which page is shown.
final class OnboardingLog: NSObject, OnboardingDelegate {
    weak var statusLabel: UILabel?
    private(set) var shown: [Int] = []

    func onboarding(_ onboarding: OnboardingViewController, didShowPage page: Int) {
        shown.append(page)
        statusLabel?.text = "Page \(page + 1) shown"
    }
}
