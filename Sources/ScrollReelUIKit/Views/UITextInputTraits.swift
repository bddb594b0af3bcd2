// UIKit's text input traits: what the keyboard would look like and do for a text field. A headless
// scene draws no keyboard, so the traits are kept for the screen's code to set and read; only
// `isSecureTextEntry` changes what is drawn (dots for the characters).

/// UIKit's `UIKeyboardType`, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    /// The current input method's keyboard.
    case `default` = 0
    /// Letters and numbers in ASCII.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs: a "." and "/" and ".com".
    case URL = 3
    /// Digits 0 to 9.
    case numberPad = 4
    /// Digits, "+", "*" and "#".
    case phonePad = 5
    /// Letters, and a phone pad one key away.
    case namePhonePad = 6
    /// For e-mail addresses: "@" and "." at hand.
    case emailAddress = 7
    /// Digits and the decimal separator.
    case decimalPad = 8
    /// "@" and "#" at hand.
    case twitter = 9
    /// A space and "." at hand, and a Go key.
    case webSearch = 10
    /// Digits 0 to 9 in ASCII.
    case asciiCapableNumberPad = 11
    /// The deprecated name of `.asciiCapable`, which the SDK still declares.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// UIKit's `UIKeyboardAppearance`, with UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's appearance.
    case `default` = 0
    /// A dark keyboard.
    case dark = 1
    /// A light keyboard.
    case light = 2
    /// The deprecated name of `.dark`, which the SDK still declares.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// UIKit's `UIReturnKeyType`: the title of the keyboard's return key, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// UIKit's `UITextAutocapitalizationType`, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No letter is capitalised for the user.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence (UIKit's default).
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// UIKit's `UITextAutocorrectionType`, with UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice for the text.
    case `default` = 0
    /// No autocorrection.
    case no = 1
    /// Autocorrection.
    case yes = 2
}

/// UIKit's `UITextSpellCheckingType`, with UIKit's raw values.
public enum UITextSpellCheckingType: Int, Sendable {
    /// Follows the autocorrection setting.
    case `default` = 0
    /// No spell checking.
    case no = 1
    /// Spell checking.
    case yes = 2
}

/// UIKit's `UITextSmartQuotesType`, with UIKit's raw values.
public enum UITextSmartQuotesType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Straight quotes stay straight.
    case no = 1
    /// Quotes are curled.
    case yes = 2
}

/// UIKit's `UITextSmartDashesType`, with UIKit's raw values.
public enum UITextSmartDashesType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Two hyphens stay two hyphens.
    case no = 1
    /// Two hyphens become a dash.
    case yes = 2
}

/// UIKit's `UITextSmartInsertDeleteType`, with UIKit's raw values.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// No spaces added or removed around pasted words.
    case no = 1
    /// Spaces added or removed around pasted words.
    case yes = 2
}

/// UIKit's `UITextContentType`: what a text field holds, for AutoFill.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The type's string, UIKit's.
    public let rawValue: String
    /// Creates a content type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType("name")
    /// A given name.
    public static let givenName = UITextContentType("given-name")
    /// A family name.
    public static let familyName = UITextContentType("family-name")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// An organisation's name.
    public static let organizationName = UITextContentType("organization")
    /// A job title.
    public static let jobTitle = UITextContentType("organization-title")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// A city.
    public static let addressCity = UITextContentType("address-level2")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A country's name.
    public static let countryName = UITextContentType("country-name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// An e-mail address.
    public static let emailAddress = UITextContentType("email")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("cc-number")
    /// An account's user name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password, which AutoFill may suggest.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code received by message.
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// UIKit's `UITextInputTraits`: how the keyboard looks and behaves for a text input. Every trait
/// has UIKit's default, so a type that adopts the protocol declares only those it changes.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// How letters are capitalised as the user types.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether typing is autocorrected.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether spelling is checked.
    var spellCheckingType: UITextSpellCheckingType { get }
    /// The keyboard shown.
    var keyboardType: UIKeyboardType { get }
    /// The keyboard's appearance.
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// The title of the return key.
    var returnKeyType: UIReturnKeyType { get }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden as it is typed (a password).
    var isSecureTextEntry: Bool { get }
    /// What the text is, for AutoFill.
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    /// `.sentences`, UIKit's default.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// `.default`.
    public var autocorrectionType: UITextAutocorrectionType { .default }
    /// `.default`.
    public var spellCheckingType: UITextSpellCheckingType { .default }
    /// `.default`.
    public var keyboardType: UIKeyboardType { .default }
    /// `.default`.
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    /// `.default`.
    public var returnKeyType: UIReturnKeyType { .default }
    /// False.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// False.
    public var isSecureTextEntry: Bool { false }
    /// Nil.
    public var textContentType: UITextContentType! { nil }
}

/// UIKit's `UIKeyInput`: what a keyboard sends to the first responder. A headless scene has no
/// keyboard; a test types into a text field by calling these, as the keyboard would.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Types `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
