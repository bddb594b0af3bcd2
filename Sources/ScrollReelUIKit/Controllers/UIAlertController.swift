/// UIKit's `UIAlertAction`: a button of an alert or action sheet.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// UIKit's `UIAlertAction.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A button in the tint colour.
        case `default` = 0
        /// The button that cancels: semibold, apart from the others in an action sheet, the
        /// left of two in an alert.
        case cancel = 1
        /// A button in red, for an action that destroys something.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button takes taps (a disabled one is drawn grey).
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// A button titled `title`; a tap dismisses the alert, then runs `handler` with the action.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title; self.style = style; self.handler = handler
        super.init()
    }
}

/// UIKit's `UIAlertController`: an alert (a card in the middle of the screen) or an
/// action sheet (buttons rising from the bottom), presented with `present(_:animated:)`,
/// drawn as iOS 17 draws them: a 270 pt card of 14 pt corners over the screen dimmed by
/// 20 % black, a 17 pt semibold title over a 13 pt message, 44 pt buttons side by side
/// when there are two, stacked otherwise.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Buttons rising from the bottom of the screen.
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    /// The alert's message, under its title.
    open var message: String? { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether it is an alert or an action sheet.
    public private(set) var preferredStyle: Style = .alert
    /// The buttons, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The button drawn semibold as the one to choose (an alert's); nil: none.
    open var preferredAction: UIAlertAction? { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// An alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        viewIfLoaded?.setNeedsLayout()
    }

    open override func loadView() {
        let v = AlertView(frame: .zero)
        v.alert = self
        view = v
    }

    /// The alert's text fields, in the order they were added; nil when it has none, as UIKit's.
    open var textFields: [UITextField]? { alertTextFields.isEmpty ? nil : alertTextFields }
    private var alertTextFields: [UITextField] = []

    /// UIKit's `addTextField(configurationHandler:)`: adds a text field under the message (13 pt
    /// text in a white box with a hairline border), which `configurationHandler` sets up (its
    /// placeholder, secure entry, delegate…). Only an alert takes text fields: for an action sheet the
    /// playing scene stops with UIKit's exception (`NSInternalInconsistencyException`). The first
    /// field becomes first responder once the alert is on screen, as on iOS (no keyboard is drawn).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            let message = "NSInternalInconsistencyException: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
            guard let clock = SceneEnvironment.current?.clock else { fatalError(message) }
            clock.fail(message)
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.backgroundColor = .white
        field.layer.borderWidth = 1 / 3
        field.layer.borderColor = UIColor(white: 0, alpha: 0.2).cgColor
        field.layer.cornerRadius = 4
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        field.leftViewMode = .always
        alertTextFields.append(field)
        configurationHandler?(field)
        viewIfLoaded?.setNeedsLayout()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        alertTextFields.first?.becomeFirstResponder()
    }

    /// The button tapped: the alert is dismissed, then the action's handler runs.
    func tapped(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}

/// The alert's card (or the action sheet's groups) and its buttons.
@MainActor
final class AlertView: UIView {
    weak var alert: UIAlertController?
    private let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private let cancelCard = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [AlertButton] = []
    private var separators: [UIView] = []

    /// The alert card's width (Flutter's `_kCupertinoDialogWidth`, from Apple's design
    /// resources), its corners (`_kCornerRadius`), the padding around its text
    /// (`_kDialogEdgePadding`), a button's height.
    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    static let padding: CGFloat = 20
    static let buttonHeight: CGFloat = 44
    /// An action sheet's button height (Flutter's `_kActionSheetButtonMinHeight`, measured on
    /// the simulator: 57.17) and its edge margin and cancel gap (`_kActionSheetEdgePadding`,
    /// `_kActionSheetCancelButtonPadding`, 8 pt).
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        card.layer.cornerRadius = Self.cornerRadius
        card.clipsToBounds = true
        cancelCard.layer.cornerRadius = Self.cornerRadius
        cancelCard.clipsToBounds = true
        cancelCard.backgroundColor = .white
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        addSubview(card)
        addSubview(cancelCard)
        card.contentView.addSubview(titleLabel)
        card.contentView.addSubview(messageLabel)
    }
    required init?(coder: NSCoder) { return nil }

    /// Passes touches beside the card through (to the dimming behind).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func layoutSubviews() {
        guard let alert else { return }
        let isSheet = alert.preferredStyle == .actionSheet
        let width = isSheet ? min(bounds.width - 2 * Self.sheetMargin, 400) : Self.alertWidth
        let textWidth = width - 2 * (isSheet ? 16 : Self.padding)
        // The header: title and message.
        titleLabel.text = alert.title
        titleLabel.font = isSheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = isSheet ? .secondaryLabel : .label
        messageLabel.text = alert.message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isSheet ? .secondaryLabel : .label
        var y: CGFloat = 0
        let hasHeader = (alert.title?.isEmpty == false) || (alert.message?.isEmpty == false)
        if hasHeader {
            y = isSheet ? 14 : Self.padding
            for label in [titleLabel, messageLabel] {
                guard let text = label.text, !text.isEmpty else { label.isHidden = true; continue }
                label.isHidden = false
                let size = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
                label.frame = CGRect(x: (width - textWidth) / 2, y: y, width: textWidth, height: size.height)
                y += size.height + 2
            }
            y += (isSheet ? 12 : Self.padding) - 2
        } else {
            y = alert.textFields == nil ? 0 : Self.padding
            titleLabel.isHidden = true
            messageLabel.isHidden = true
        }
        // The text fields: 24 pt tall, 16 pt in from the card's sides, 8 pt apart, under the message
        // (chosen by eye after iOS 17's alert; UIKit publishes no metrics).
        for field in alert.textFields ?? [] {
            if field.superview !== card.contentView { card.contentView.addSubview(field) }
            field.frame = CGRect(x: 16, y: y, width: width - 32, height: 24)
            y += 24 + 8
        }
        if alert.textFields != nil { y += Self.padding - 8 }
        // The buttons: an alert's two side by side (cancel on the left), else stacked with the
        // cancel last; an action sheet's cancel in its own card below.
        var inCard = alert.actions
        var cancel: UIAlertAction?
        if let i = inCard.firstIndex(where: { $0.style == .cancel }) {
            let c = inCard.remove(at: i)
            if isSheet { cancel = c } else if inCard.count == 1 { inCard.insert(c, at: 0) } else { inCard.append(c) }
        }
        let sideBySide = !isSheet && inCard.count == 2
        let buttonHeight = isSheet ? Self.sheetButtonHeight : Self.buttonHeight
        var views: [AlertButton] = []
        for sep in separators { sep.removeFromSuperview() }
        separators = []
        func separator(_ frame: CGRect, in parent: UIView) {
            let s = UIView(frame: frame)
            s.backgroundColor = .separator
            parent.addSubview(s)
            separators.append(s)
        }
        let hairline: CGFloat = 1 / 3
        for (i, action) in inCard.enumerated() {
            let b = i < buttons.count ? buttons[i] : AlertButton()
            b.configure(action, sheet: isSheet, preferred: alert.preferredAction === action, alert: alert)
            if b.superview !== card.contentView { card.contentView.addSubview(b) }
            if sideBySide {
                let w = width / 2
                b.frame = CGRect(x: CGFloat(i) * w, y: y, width: w, height: buttonHeight)
            } else {
                b.frame = CGRect(x: 0, y: y + CGFloat(i) * buttonHeight, width: width, height: buttonHeight)
            }
            if hasHeader || i > 0, !(sideBySide && i == 1) { separator(CGRect(x: 0, y: b.frame.minY, width: width, height: hairline), in: card.contentView) }
            if sideBySide, i == 1 { separator(CGRect(x: width / 2, y: y, width: hairline, height: buttonHeight), in: card.contentView) }
            views.append(b)
        }
        let cardHeight = y + (sideBySide ? buttonHeight : CGFloat(inCard.count) * buttonHeight)
        var cancelButton: AlertButton?
        if let cancel {
            let b = buttons.count > views.count ? buttons[views.count] : AlertButton()
            b.configure(cancel, sheet: true, preferred: true, alert: alert)
            if b.superview !== cancelCard { cancelCard.addSubview(b) }
            b.frame = CGRect(x: 0, y: 0, width: width, height: buttonHeight)
            cancelButton = b
        }
        let all = views + (cancelButton.map { [$0] } ?? [])
        for b in buttons where !all.contains(where: { $0 === b }) { b.removeFromSuperview() }
        buttons = all
        cancelCard.isHidden = cancelButton == nil
        if isSheet {
            let bottom = bounds.height - max(safeAreaInsets.bottom, Self.sheetMargin)
            let cancelHeight = cancelButton == nil ? 0 : buttonHeight + Self.sheetMargin
            cancelCard.frame = CGRect(x: (bounds.width - width) / 2, y: bottom - buttonHeight, width: width, height: buttonHeight)
            card.frame = CGRect(x: (bounds.width - width) / 2, y: bottom - cancelHeight - cardHeight, width: width, height: cardHeight)
        } else {
            card.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - cardHeight) / 2, width: width, height: cardHeight)
        }
        card.contentView.frame = card.bounds
    }
}

/// One button of an alert.
@MainActor
final class AlertButton: UIControl {
    private let label = UILabel()
    private weak var action: UIAlertAction?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        addSubview(label)
    }
    required init?(coder: NSCoder) { return nil }

    func configure(_ action: UIAlertAction, sheet: Bool, preferred: Bool, alert: UIAlertController) {
        self.action = action
        label.text = action.title
        let bold = preferred || (!sheet && action.style == .cancel && alert.preferredAction == nil)
        label.font = .systemFont(ofSize: sheet ? 20 : 17, weight: bold ? .semibold : .regular)
        label.textColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : .systemBlue
        removeAllActions()
        addAction(UIAction { [weak alert, weak action] _ in if let action { alert?.tapped(action) } }, for: .touchUpInside)
    }

    private func removeAllActions() {
        for id in registered { removeAction(identifiedBy: id, for: .touchUpInside) }
        registered = []
    }
    private var registered: [UIAction.Identifier] = []

    override func addAction(_ action: UIAction, for events: UIControl.Event) {
        registered.append(action.identifier)
        super.addAction(action, for: events)
    }

    override func layoutSubviews() {
        label.frame = bounds.insetBy(dx: 8, dy: 0)
        backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : nil
    }

    override var isHighlighted: Bool { didSet { setNeedsLayout() } }
}

/// An alert or action sheet on screen: the screen dimmed by 20 % black (Flutter's
/// `kCupertinoModalBarrierColor`, from Apple's design resources); an alert fades in as it
/// shrinks from 115 % to its size, an action sheet rises from the bottom (UIKit publishes
/// neither animation; these are matched by eye to iOS 17).
@MainActor
final class AlertPresentation: ModalPresentation {
    init(alert: UIAlertController, presenter: UIViewController, controller: UIPresentationController) {
        super.init(kind: .alert, presented: alert, presenter: presenter, controller: controller)
        // A tap beside an iPhone action sheet is a tap on its Cancel button, when it has one (the
        // sheet goes and the cancel action's handler runs); an alert, or an action sheet without
        // a cancel action, takes no tap beside it. (UIAlertController's behaviour since iOS 8.)
        dimming.onTap = { [weak alert] in
            guard let alert, alert.preferredStyle == .actionSheet,
                  let cancel = alert.actions.first(where: { $0.style == .cancel }) else { return }
            alert.tapped(cancel)
        }
    }

    private var isSheet: Bool { (presented as? UIAlertController)?.preferredStyle == .actionSheet }

    override func relayout() {
        guard let window else { return }
        let b = window.bounds
        container.frame = b
        dimming.frame = b
        dimming.alpha = 0.2 * min(max(shown, 0), 1)
        guard let v = presented.viewIfLoaded else { return }
        if isSheet {
            v.transform = .identity
            v.alpha = 1
            v.frame = b.offsetBy(dx: 0, dy: b.height * (1 - shown))
        } else {
            v.frame = b
            let k = 1 + 0.15 * max(1 - shown, 0)
            v.transform = isDismissing ? .identity : CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: 0, ty: 0)
            v.alpha = min(max(shown, 0), 1)
        }
    }
}
