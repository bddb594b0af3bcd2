import Foundation
import Testing
@testable import ScrollReelUIKit

/// UITextField as UIKit declares it: the first responder, the delegate's questions and the
/// editing events in UIKit's order, typing through UIKeyInput, the clear button, and
/// UIAlertController's text fields.
@MainActor
@Suite struct TextFieldTests {
    /// Writes down every delegate call, control event and notification, in order.
    final class Recorder: UITextFieldDelegate {
        var log: [String] = []
        var allowBegin = true, allowEnd = true, allowChange = true, allowReturn = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd(\(reason.rawValue))") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("shouldChange(\(range.location),\(range.length),\(string))"); return allowChange
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowReturn }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return true }

        func watch(_ field: UITextField) -> [NSObjectProtocol] {
            field.delegate = self
            for (event, name) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                  (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")] {
                field.addAction(UIAction { [unowned self] _ in log.append(name) }, for: event)
            }
            return [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                    UITextField.textDidEndEditingNotification].map { name in
                let entry = name.rawValue.replacingOccurrences(of: "UITextFieldText", with: "")
                return NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [unowned self] _ in
                    MainActor.assumeIsolated { log.append(entry) }
                }
            }
        }
    }

    func inWindow(_ body: (UIWindow) -> Void) {
        let environment = SceneEnvironment(device: .iPhone14)
        environment.run { body(UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) }
    }

    @Test func editingBeginsAndEndsInUIKitsOrder() {
        inWindow { window in
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
            window.addSubview(field)
            let recorder = Recorder()
            let observers = recorder.watch(field)
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            #expect(field.text == "" && !field.isEditing && !field.isFirstResponder && field.canBecomeFirstResponder)
            #expect(field.becomeFirstResponder())
            #expect(field.isFirstResponder && field.isEditing && window.firstResponder === field)
            #expect(recorder.log == ["shouldBegin", "didBegin", "editingDidBegin", "DidBeginEditingNotification"])
            recorder.log = []
            #expect(field.becomeFirstResponder() && recorder.log.isEmpty, "already first responder: nothing asked again")
            #expect(field.resignFirstResponder())
            #expect(recorder.log == ["shouldEnd", "didEnd(0)", "editingDidEnd", "DidEndEditingNotification"])
            #expect(!field.isFirstResponder && !field.isEditing)
        }
    }

    @Test func theDelegateCanRefuseToBeginOrToEnd() {
        inWindow { window in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            window.addSubview(field)
            let recorder = Recorder()
            field.delegate = recorder
            recorder.allowBegin = false
            #expect(!field.becomeFirstResponder() && !field.isEditing && recorder.log == ["shouldBegin"])
            recorder.allowBegin = true
            recorder.allowEnd = false
            #expect(field.becomeFirstResponder())
            #expect(!field.resignFirstResponder() && field.isFirstResponder, "the delegate keeps it editing")
            // A second field cannot take the first responder from one that refuses to go.
            let other = UITextField(frame: CGRect(x: 0, y: 50, width: 200, height: 34))
            window.addSubview(other)
            #expect(!other.becomeFirstResponder() && field.isFirstResponder && !other.isEditing)
            // endEditing(true) ends it whatever the delegate says; endEditing(false) asks.
            #expect(!window.endEditing(false) && field.isEditing)
            #expect(window.endEditing(true) && !field.isEditing && !field.isFirstResponder)
            recorder.allowEnd = true
            #expect(field.becomeFirstResponder() && other.becomeFirstResponder())
            #expect(!field.isEditing && other.isFirstResponder, "the present first responder resigns for the next")
        }
    }

    @Test func aFieldOutsideAWindowOrDisabledCannotEdit() {
        let loose = UITextField()
        #expect(!loose.becomeFirstResponder() && !loose.isEditing)
        inWindow { window in
            let field = UITextField()
            window.addSubview(field)
            field.isEnabled = false
            #expect(!field.canBecomeFirstResponder && !field.becomeFirstResponder())
            field.isEnabled = true
            #expect(field.becomeFirstResponder())
            field.removeFromSuperview()
            #expect(!field.isEditing && !field.isFirstResponder && window.firstResponder == nil,
                    "a first responder that leaves its window resigns")
        }
    }

    @Test func typingAsksTheDelegateThenChangesTheTextAndTellsEveryone() {
        inWindow { window in
            let field = UITextField()
            window.addSubview(field)
            let recorder = Recorder()
            let observers = recorder.watch(field)
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            field.becomeFirstResponder()
            recorder.log = []
            field.insertText("Hé")
            #expect(field.text == "Hé" && field.hasText)
            #expect(recorder.log == ["shouldChange(0,0,Hé)", "didChangeSelection", "editingChanged", "DidChangeNotification"])
            recorder.log = []
            field.insertText("🙂")
            field.deleteBackward()
            #expect(field.text == "Hé")
            #expect(recorder.log.filter { $0.hasPrefix("shouldChange") } == ["shouldChange(2,0,🙂)", "shouldChange(2,2,)"],
                    "ranges in UTF-16, as NSRange: the emoji is two units")
            recorder.allowChange = false
            field.insertText("x")
            #expect(field.text == "Hé", "a refused change leaves the text")
            recorder.log = []
            field.text = "Set"
            #expect(recorder.log.isEmpty && field.text == "Set", "setting text sends nothing, as on iOS")
            field.text = nil
            #expect(field.text == "" && !field.hasText)
        }
    }

    @Test func returnSendsEditingDidEndOnExitAndEndsEditingWhenSomeoneListens() {
        inWindow { window in
            let field = UITextField()
            window.addSubview(field)
            let recorder = Recorder()
            field.delegate = recorder
            field.becomeFirstResponder()
            field.insertText("\n")
            #expect(recorder.log.suffix(1) == ["shouldReturn"] && field.isEditing && field.text == "",
                    "no target for editingDidEndOnExit: the field keeps editing, and no newline is typed")
            var primary = 0
            field.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
            recorder.log = []
            field.insertText("\n")
            #expect(primary == 1 && !field.isEditing, "the return key is a text field's primary action")
            #expect(recorder.log == ["shouldReturn", "shouldEnd", "didEnd(0)"])
            field.becomeFirstResponder()
            recorder.allowReturn = false
            field.insertText("\n")
            #expect(primary == 1 && field.isEditing, "a delegate that answers false keeps the return key from acting")
        }
    }

    @Test func aTapBeginsEditingAndTheClearButtonEmptiesTheField() {
        inWindow { window in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.text = "Paris"
            window.addSubview(field)
            let recorder = Recorder()
            field.delegate = recorder
            func tap(_ p: CGPoint) {
                let touch = UITouch()
                touch.view = field
                touch.windowLocation = p
                field.touchesBegan([touch], with: nil)
                field.touchesEnded([touch], with: nil)
            }
            #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 176, y: 7.5, width: 19, height: 19))
            tap(CGPoint(x: 185, y: 17))
            #expect(field.isEditing && field.text == "Paris", "not editing: no clear button to tap, the tap begins editing")
            #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 165, height: 34), "the text stops before the clear button")
            tap(CGPoint(x: 185, y: 17))
            #expect(field.text == "" && recorder.log.contains("shouldClear") && field.isEditing)
            #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34), "an empty field shows no clear button")
        }
    }

    @Test func sideViewsShowAsTheirModesSay() {
        inWindow { window in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            field.leftView = icon
            field.leftViewMode = .unlessEditing
            window.addSubview(field)
            field.layoutIfNeeded()
            #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 10, width: 30, height: 20))
            #expect(field.textRect(forBounds: field.bounds).minX == 30)
            field.becomeFirstResponder()
            field.layoutIfNeeded()
            #expect(icon.superview == nil && field.textRect(forBounds: field.bounds).minX == 0)
        }
    }

    @Test func traitsAndSizesAsUIKitDeclaresThem() {
        let field = UITextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default && field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default && !field.isSecureTextEntry && field.textContentType == nil)
        field.keyboardType = .emailAddress; field.returnKeyType = .done; field.textContentType = .password
        #expect(UIKeyboardType.emailAddress.rawValue == 7 && UIReturnKeyType.done.rawValue == 9 && UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIControl.Event.editingChanged.rawValue == 1 << 17 && UIControl.Event.allEditingEvents.rawValue == 0xF0000)
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3 && UITextField.ViewMode.always.rawValue == 3)
        // Heights: a line of the font (17 pt: 21 pt) plus 13 pt in a rounded box.
        #expect(field.intrinsicContentSize.height == 21)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34 && field.intrinsicContentSize.width == 14)
        field.font = .systemFont(ofSize: 14)
        #expect(field.intrinsicContentSize.height == 30)
        let traits: any UIKeyInput = field
        #expect(traits.keyboardType == .emailAddress)
    }

    @Test func anAlertsTextFieldsAreConfiguredAndTheFirstTakesTheFocus() {
        let environment = SceneEnvironment(device: .iPhone14)
        environment.run {
            let root = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = root
            window.makeKeyAndVisible()
            let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            #expect(alert.textFields == nil)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"] && alert.textFields?[1].isSecureTextEntry == true)
            root.present(alert, animated: false)
            window.layoutIfNeeded()
            environment.clock.advance(to: environment.clock.now + 1)
            let fields = alert.textFields ?? []
            #expect(fields.first?.isFirstResponder == true && fields.first?.window === window)
            #expect(fields.count == 2 && fields[1].frame.minY > fields[0].frame.maxY && fields[0].frame.width == 238)
        }
    }
}
