import Foundation

/// UIKit's `UITextFieldDelegate`, declared as UIKit declares it. Every method has UIKit's default
/// (begin, end, change, clear and return allowed), so a delegate implements only what it needs, as
/// with UIKit's optional methods.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before the field becomes first responder; false keeps it from editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Told once the field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before the field resigns first responder; false keeps it editing (not when it leaves
    /// its window, nor for `endEditing(true)`).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Told once the field resigned first responder (when the delegate does not implement
    /// `textFieldDidEndEditing(_:reason:)`, whose default calls this one).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Told once the field resigned first responder, with why.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before typing replaces the characters in `range` (UTF-16 offsets) with `string`
    /// (empty for a deletion); false leaves the text as it is.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Told after the insertion point moved (after each change typed).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked before the clear button empties the field; false keeps the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when the return key is typed; true (the default) sends `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does for a delegate that implements only that one.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// UIKit's `UITextField`: one line of editable text, drawn as iOS draws it — the text (or the
/// placeholder in iOS's placeholder grey) vertically centred, a `.roundedRect` border as a white box
/// with 5 pt corners and a hairline of black at 20 % (as inspected on the iOS 13 simulator by
/// Flutter's `CupertinoTextField`, flutter/packages/flutter/lib/src/cupertino/text_field.dart),
/// the caret in the tint colour while editing, the clear button, left and right views.
///
/// **Headless editing.** A scene has no keyboard: when the field becomes first responder (a tap on
/// it, or `becomeFirstResponder()`), nothing appears on screen but its caret, and nothing is typed
/// unless the screen's code or a test types: `insertText(_:)` and `deleteBackward()` (UIKit's
/// `UIKeyInput`, what the keyboard calls) edit at the end of the text as typing does — asking the
/// delegate, then sending `.editingChanged` and posting `textDidChangeNotification` — and
/// `insertText("\n")` is the return key. Setting `text` sends nothing, as on iOS. The caret does
/// not blink (a frame shows it); there is no selection: typing always goes at the end.
///
/// In order, as UIKit: becoming first responder asks `textFieldShouldBeginEditing`, then (the
/// field editing) calls `textFieldDidBeginEditing`, sends `.editingDidBegin` and posts
/// `textDidBeginEditingNotification`; resigning asks `textFieldShouldEndEditing`, then calls
/// `textFieldDidEndEditing(_:reason:)`, sends `.editingDidEnd` and posts
/// `textDidEndEditingNotification`.
open class UITextField: UIControl, UIKeyInput, UIContentSizeCategoryAdjusting {
    /// UIKit's `UITextField.BorderStyle`, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin dark rectangle.
        case line = 1
        /// A grey bezel.
        case bezel = 2
        /// A white box with rounded corners and a hairline border: the usual iOS text field.
        case roundedRect = 3
    }

    /// UIKit's `UITextField.ViewMode`: when the clear button and the left and right views show.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While the field is being edited.
        case whileEditing = 1
        /// While the field is not being edited.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
    }

    /// Posted (with the field as its object) when a field began editing.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (with the field as its object) when a field ended editing.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted (with the field as its object) when typing changed a field's text.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")

    // MARK: Text

    /// The text; "" when none was given, as UIKit's (setting nil sets ""). Setting it sends no
    /// event and asks the delegate nothing.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }
    private var storedText = ""
    private var storedAttributedText: NSAttributedString?

    /// The text with its attributes. The font and colour of its first character are the ones it is
    /// drawn in; without attributes of its own, the field's font and text colour.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: defaultTextAttributes) }
        set {
            storedText = newValue?.string ?? ""
            storedAttributedText = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { storedPlaceholder }
        set { storedPlaceholder = newValue; storedAttributedPlaceholder = nil; invalidateIntrinsicContentSize() }
    }
    private var storedPlaceholder: String?
    private var storedAttributedPlaceholder: NSAttributedString?
    /// The placeholder with its attributes; its first character's font and colour are drawn, by
    /// default the field's font in iOS's placeholder grey (`UIColor.placeholderText`).
    open var attributedPlaceholder: NSAttributedString? {
        get {
            storedAttributedPlaceholder ?? storedPlaceholder.map {
                NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: UIColor.placeholderText])
            }
        }
        set { storedAttributedPlaceholder = newValue; storedPlaceholder = newValue?.string; invalidateIntrinsicContentSize() }
    }

    /// The font of the text (the system font at 17 pt by default); nil sets the default back.
    open var font: UIFont? {
        get { fieldFont }
        set { fieldFont = newValue ?? .systemFont(ofSize: 17); invalidateIntrinsicContentSize() }
    }
    private var fieldFont: UIFont = .systemFont(ofSize: 17)
    /// The colour of the text (`UIColor.label`, black, by default); nil sets the default back.
    open var textColor: UIColor? {
        get { fieldTextColor }
        set { fieldTextColor = newValue ?? .label }
    }
    private var fieldTextColor: UIColor = .label
    /// Where the text sits across the field (natural, the left, by default).
    open var textAlignment: NSTextAlignment = .natural
    /// The field's font and text colour as attributes (and the paragraph alignment); setting it
    /// sets the font and colour it holds.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: fieldFont, .foregroundColor: fieldTextColor] }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }
    /// The attributes of text typed next; kept, and typing uses the field's own.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the user may change the text's attributes; kept (there is no edit menu).
    open var allowsEditingTextAttributes = false
    /// Whether the font follows the Dynamic Type size when it is a text style's. A scene's size is
    /// fixed for the run, so the field keeps the font it was given.
    open var adjustsFontForContentSizeCategory = false
    /// Whether a text too wide is drawn smaller, down to `minimumFontSize`.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks the font to (0: UIKit's floor of 14 pt).
    open var minimumFontSize: CGFloat = 0

    // MARK: Look

    /// The border drawn around the field (none by default).
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// A picture drawn stretched over the field's bounds, in place of the border (a `.roundedRect`
    /// field ignores it, as UIKit's).
    open var background: UIImage?
    /// The picture drawn instead of `background` while the field is disabled.
    open var disabledBackground: UIImage?
    /// When the clear button (a grey circled cross at the right, which empties the field) shows.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's left edge (an icon, or padding), shown as `leftViewMode` says.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            invalidateIntrinsicContentSize(); setNeedsLayout()
        }
    }
    /// When `leftView` shows (never, by default).
    open var leftViewMode: ViewMode = .never { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// A view at the field's right edge, shown as `rightViewMode` says.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            invalidateIntrinsicContentSize(); setNeedsLayout()
        }
    }
    /// When `rightView` shows (never, by default).
    open var rightViewMode: ViewMode = .never { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }

    // MARK: Editing

    /// The field's delegate, asked before editing changes and told after.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited: it is its window's first responder.
    open private(set) var isEditing = false
    /// Whether the text is emptied when editing begins.
    open var clearsOnBeginEditing = false
    /// Whether the first character typed replaces the whole text.
    open var clearsOnInsertion = false
    private var replacesOnNextInsertion = false
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// The view shown in place of the keyboard while editing; kept, never drawn (no keyboard here).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// The view shown above the keyboard while editing; kept, never drawn.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Text input traits (UIKit's defaults; a headless scene shows no keyboard)

    /// How the keyboard would capitalise typing (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing would be autocorrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spelling would be checked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether quotes would be curled.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether two hyphens would become a dash.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces would be fixed around pasted words.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The keyboard the field asks for.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while the field is empty: then `insertText("\n")` in an
    /// empty field does nothing.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden: drawn as one dot a character.
    open var isSecureTextEntry = false
    /// What the text is, for AutoFill.
    open var textContentType: UITextContentType!

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// The return key is the field's primary event (UIKit's `primaryActionTriggered` of a text field).
    override var primaryEvent: Event { .editingDidEndOnExit }

    // MARK: First responder

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate, becomes its window's first responder (the one before
    /// resigning), then tells the delegate, sends `.editingDidBegin` and posts
    /// `textDidBeginEditingNotification`. False outside a window, when disabled, or when the
    /// delegate or the present first responder refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = ""; storedAttributedText = nil }
        replacesOnNextInsertion = clearsOnInsertion
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: asks the delegate (unless the field is made to: it leaves its window, or
    /// `endEditing(true)`), resigns, then tells the delegate, sends `.editingDidEnd` and posts
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder || isEditing else { return super.resignFirstResponder() }
        if !Self.forcingResign, delegate?.textFieldShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Typing (UIKeyInput)

    /// Whether the field has text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the end of the field, as the keyboard does: the delegate is asked with the
    /// range it replaces, then the text changes, the delegate is told the insertion point moved,
    /// `.editingChanged` is sent and `textDidChangeNotification` posted. "\n" is the return key:
    /// `textFieldShouldReturn` is asked and, if it agrees, `.editingDidEndOnExit` is sent (and with
    /// it the field's primary action); a field with something registered for either then ends
    /// editing, as a field whose keyboard's return key dismisses it.
    open func insertText(_ text: String) {
        if text == "\n" { return typedReturn() }
        let replaced = replacesOnNextInsertion ? NSRange(location: 0, length: storedText.utf16.count)
                                               : NSRange(location: storedText.utf16.count, length: 0)
        replaceTyped(replaced, with: text)
    }

    /// Deletes the last character, as the keyboard's delete key does (nothing in an empty field).
    open func deleteBackward() {
        guard let last = storedText.last else { return }
        let length = String(last).utf16.count
        replaceTyped(NSRange(location: storedText.utf16.count - length, length: length), with: "")
    }

    private func replaceTyped(_ range: NSRange, with string: String) {
        if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) == false { return }
        let utf16 = storedText.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        storedText.replaceSubrange(start..<end, with: string)
        storedAttributedText = nil
        replacesOnNextInsertion = false
        invalidateIntrinsicContentSize()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    private func typedReturn() {
        if enablesReturnKeyAutomatically, storedText.isEmpty { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if !allControlEvents.intersection([.editingDidEndOnExit, .primaryActionTriggered]).isEmpty { resignFirstResponder() }
    }

    /// The clear button was tapped: the delegate is asked, the text emptied, `.editingChanged` sent.
    private func clearTapped() {
        guard !storedText.isEmpty, delegate?.textFieldShouldClear(self) ?? true else { return }
        replaceTyped(NSRange(location: 0, length: storedText.utf16.count), with: "")
    }

    /// A tap on the field begins editing; a tap on the clear button empties it first.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let touch = touches.first else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(p) { clearTapped() }
        becomeFirstResponder()
    }

    // MARK: Geometry, as UIKit's overridable methods

    /// How far the text sits from the field's left and right edges for its border: 7 pt in a rounded
    /// box (Flutter's `CupertinoTextField` padding, from the iOS simulator), 4 pt in a line or bezel
    /// (chosen), none without a border.
    private var horizontalInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 4
        case .roundedRect: 7
        }
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
    }
    private var showsClearButton: Bool { shows(clearButtonMode) && !storedText.isEmpty }
    private var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    private var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    /// The size a side view takes: its frame's, else the size it asks for.
    private func sideSize(_ view: UIView) -> CGSize {
        if view.bounds.size != .zero { return view.bounds.size }
        let s = view.intrinsicContentSize
        return CGSize(width: max(s.width, 0), height: max(s.height, 0))
    }

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn when the field is not being edited: between the left view (or the
    /// border's inset) and the right view or the clear button (or the inset).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX + horizontalInset, right = bounds.maxX - horizontalInset
        if showsLeftView { left = leftViewRect(forBounds: bounds).maxX + (borderStyle == .none ? 0 : 4) }
        if showsRightView { right = rightViewRect(forBounds: bounds).minX }
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(x: left, y: bounds.minY, width: max(right - left, 0), height: bounds.height)
    }

    /// Where the placeholder is drawn: where the text is.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is drawn while editing: where it is otherwise.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button: 19 pt square, centred vertically, 5 pt in from the right edge (or left of
    /// the right view) in a bordered field.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let right = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - (borderStyle == .none ? 0 : 5)
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The left view at the left edge, its own size, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let s = sideSize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The right view at the right edge, its own size, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let s = sideSize(rightView)
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, shown, rect) in [(leftView, showsLeftView, leftViewRect(forBounds: bounds)),
                                    (rightView, showsRightView, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            if shown {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
    }

    /// The width of the text (or the placeholder) with the insets, side views and the clear button;
    /// the height of a line of the font, plus 13 pt in a rounded box (30 pt for 14 pt type, 34 pt
    /// for 17 pt, the heights Interface Builder and UIKit give those fields) and 8 pt in a line or
    /// bezel.
    open override var intrinsicContentSize: CGSize {
        let shown = storedText.isEmpty ? (storedPlaceholder ?? "") : displayedText
        let textWidth = shown.isEmpty ? 0 : sceneTextMeasurer.size(of: shown, style: textStyle(drawing: .text), width: .infinity).width.rounded(.up)
        var width = textWidth + 2 * horizontalInset
        if let leftView, leftViewMode != .never { width += sideSize(leftView).width }
        if let rightView, rightViewMode != .never { width += sideSize(rightView).width }
        if clearButtonMode != .never { width += 19 + 4 }
        let line = fieldFont.lineHeight
        let padding: CGFloat = switch borderStyle {
        case .none: 0
        case .line, .bezel: 8
        case .roundedRect: 13
        }
        return CGSize(width: width, height: line + padding)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    /// What is drawn as the text: one dot a character while `isSecureTextEntry`.
    private var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
    }

    private enum Drawn { case text, placeholder }

    /// The style the text or the placeholder is drawn in: the first character's attributes, else
    /// the field's font and colour (the placeholder's grey).
    private func textStyle(drawing which: Drawn) -> TextStyle {
        let attributed = which == .text ? storedAttributedText : storedAttributedPlaceholder
        let attributes = attributed.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil }
        let font = attributes?[.font] as? UIFont ?? fieldFont
        let color = attributes?[.foregroundColor] as? UIColor ?? (which == .text ? fieldTextColor : .placeholderText)
        let alignment: NSTextAlignment = textAlignment == .natural || textAlignment == .justified ? .left : textAlignment
        return TextStyle(font: font, color: color, alignment: alignment, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    }

    /// UIKit's `drawText(in:)`: draws the text in `rect` of the current context, vertically centred
    /// on one line, truncated at its tail — while editing, the end of a text too long shows instead,
    /// as the field scrolls to the insertion point. Override it to draw the text another way.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let shown = displayedText
        guard !shown.isEmpty else { return }
        var style = textStyle(drawing: .text)
        let width = sceneTextMeasurer.size(of: shown, style: style, width: .infinity).width
        if isEditing, width > rect.width {
            style.lineBreakMode = .byClipping
            style.alignment = .left
            ctx.saveGState()
            ctx.clip(to: rect)
            ctx.draw(shown, style: style, in: CGRect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height))
            ctx.restoreGState()
        } else {
            ctx.draw(shown, style: style, in: rect)
        }
    }

    /// UIKit's `drawPlaceholder(in:)`: draws the placeholder in `rect` of the current context, as
    /// `drawText(in:)` draws the text, in iOS's placeholder grey.
    open func drawPlaceholder(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let placeholder = storedPlaceholder, !placeholder.isEmpty else { return }
        ctx.draw(placeholder, style: textStyle(drawing: .placeholder), in: rect)
    }

    open override func draw(in context: any GraphicsContext) {
        drawBorder(in: context)
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        CGContext.withCurrent(context, of: self) {
            if storedText.isEmpty {
                drawPlaceholder(in: storedPlaceholder == nil ? rect : placeholderRect(forBounds: bounds))
            } else {
                drawText(in: rect)
            }
            draw(bounds)
        }
        if isEditing { drawCaret(in: context, textRect: rect) }
        if showsClearButton { drawClearButton(in: context, clearButtonRect(forBounds: bounds)) }
    }

    private func drawBorder(in context: any GraphicsContext) {
        let rect = borderRect(forBounds: bounds)
        let hairline = 1 / max(window?.screen.scale ?? 3, 1)
        switch borderStyle {
        case .roundedRect:
            let box = Path(roundedRect: rect, cornerRadius: 5)
            context.fill(box, with: isEnabled ? UIColor.white : UIColor(white: 0.96, alpha: 1))
            context.stroke(Path(roundedRect: rect.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: 5),
                           with: UIColor(white: 0, alpha: 0.2), lineWidth: hairline, lineCap: .butt)
            return
        case .line:
            context.stroke(Path(rect: rect.insetBy(dx: 0.5, dy: 0.5)), with: UIColor.black, lineWidth: 1, lineCap: .butt)
        case .bezel:
            context.stroke(Path(rect: rect.insetBy(dx: 0.5, dy: 0.5)), with: UIColor(white: 0.6, alpha: 1), lineWidth: 1, lineCap: .butt)
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), with: UIColor(white: 0.35, alpha: 1))
        case .none:
            break
        }
        if let image = isEnabled ? background : (disabledBackground ?? background) {
            context.draw(image, in: rect, alpha: 1)
        }
    }

    /// The caret: 2 pt wide, as tall as a line of the font, in the tint colour, after the text.
    private func drawCaret(in context: any GraphicsContext, textRect rect: CGRect) {
        let style = textStyle(drawing: .text)
        let shown = displayedText
        let width = shown.isEmpty ? 0 : min(sceneTextMeasurer.size(of: shown, style: style, width: .infinity).width, rect.width)
        let x: CGFloat = switch style.alignment {
        case .center: rect.midX + width / 2
        case .right: rect.maxX
        default: rect.minX + width
        }
        let height = style.font.lineHeight
        let caret = CGRect(x: min(x, rect.maxX - 2), y: rect.midY - height / 2, width: 2, height: height)
        context.fill(Path(roundedRect: caret, cornerRadius: 1), with: tintAdjusted(tintColor ?? .systemBlue))
    }

    /// The clear button: a grey filled circle with a white cross (a stand-in for the
    /// `xmark.circle.fill` glyph iOS draws).
    private func drawClearButton(in context: any GraphicsContext, _ rect: CGRect) {
        let circle = rect.insetBy(dx: 2.5, dy: 2.5)
        context.fill(Path(ovalIn: circle), with: UIColor.systemGray3)
        var cross = Path()
        let r: CGFloat = 3.2
        cross.move(to: CGPoint(x: circle.midX - r, y: circle.midY - r)); cross.addLine(to: CGPoint(x: circle.midX + r, y: circle.midY + r))
        cross.move(to: CGPoint(x: circle.midX + r, y: circle.midY - r)); cross.addLine(to: CGPoint(x: circle.midX - r, y: circle.midY + r))
        context.stroke(cross, with: UIColor.white, lineWidth: 1.6, lineCap: .round)
    }
}
