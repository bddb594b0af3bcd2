import Foundation

// UIKit's first responder. Each window keeps at most one; `becomeFirstResponder()` asks the
// present one to resign first. A headless scene has no keyboard: nothing appears when a text
// field becomes first responder, and the keyboard notifications below are never posted.

extension UIResponder {
    /// The view the responder stands for: a view itself, a view controller's view (once loaded).
    var responderView: UIView? { self as? UIView ?? (self as? UIViewController)?.viewIfLoaded }

    /// The window the responder is in: its view's window.
    var responderWindow: UIWindow? { responderView?.window }

    /// Set while a first responder is made to resign (it leaves its window, or `endEditing(true)`):
    /// it resigns whatever `canResignFirstResponder` or a text field's delegate answers.
    static var forcingResign = false

    /// UIResponder's own `becomeFirstResponder()`.
    func takeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            guard current.resignFirstResponder(), window.firstResponder !== current else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// UIResponder's own `resignFirstResponder()`.
    func giveUpFirstResponder() -> Bool {
        guard canResignFirstResponder || Self.forcingResign else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// Resigns whatever the responder or its delegate answers.
    func forceResignFirstResponder() {
        let window = responderWindow
        let was = Self.forcingResign
        Self.forcingResign = true
        defer { Self.forcingResign = was }
        _ = resignFirstResponder()
        if let window, window.firstResponder === self { window.firstResponder = nil }
    }

    /// UIKit's keyboard notifications. A headless scene shows no keyboard and never posts them;
    /// they are declared so that screens that observe them compile.
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Posted on iOS after the keyboard appeared; never posted here.
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Posted on iOS before the keyboard goes; never posted here.
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Posted on iOS after the keyboard went; never posted here.
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Posted on iOS before the keyboard's frame changes; never posted here.
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted on iOS after the keyboard's frame changed; never posted here.
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    /// The user-info key of the keyboard's frame (a `CGRect` in an `NSValue`) before the change.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame after the change.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard animation's duration, in seconds.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the keyboard animation's curve (a `UIView.AnimationCurve` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key that says whether the keyboard belongs to this app.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
