/// UIKit's `UIConfigurationStateCustomKey`: the key of an app's own value in a
/// configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// UIKit's `UIConfigurationState`: what a view's configurations are updated for (its
/// traits, and whether it is selected, highlighted…).
public protocol UIConfigurationState {
    /// A state with these traits and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
    /// An app's own value for `key`, or nil.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// UIKit's `UIViewConfigurationState`: the state of a view for its configurations.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits and nothing else set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    /// An app's own value for `key`, or nil.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// UIKit's `UICellConfigurationState`: the state of a cell (or of a header or footer
/// of a list) for its configurations: a view's state, and whether it is being edited,
/// swiped, expanded or reordered.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell (a header) is pinned to the visible bounds.
    public var isPinned = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell (an outline's item) is expanded.
    public var isExpanded = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits and nothing else set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    /// An app's own value for `key`, or nil.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// UIKit's `UIContentConfiguration`: what a cell shows, as a value: it makes the view
/// that shows it, and a copy of itself for a state (a selected cell's, say).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it should look in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// UIKit's `UIContentView`: a view made by a content configuration, which shows the
/// configuration it is given.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: whether it is of the same type
    /// as the one it shows).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the same type as the one the view shows.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// UIKit's `UIAxis`: horizontal, vertical, or both.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The axes' bits.
    public let rawValue: Int
    /// Axes from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Neither axis.
    public static let neither = UIAxis([])
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 2)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// UIKit's `UIContextualAction`: a button a swipe reveals on a row of a table or a list
/// section. A finger dragging the row sideways slides it and uncovers the buttons, in
/// their colours (`.destructive` red, `.normal` grey, or `backgroundColor`) with the
/// image above the title in white; a tap on one runs its handler, which calls the
/// completion with whether it did the action (the row then closes).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button that removes the row.
        case destructive
    }
    /// UIKit's `UIContextualAction.Handler`: called with the action, the view it was shown in
    /// and a completion to call with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    /// The button's style.
    public let style: Style
    /// What the button does.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's colour (by its style when nil).
    open var backgroundColor: UIColor!
    /// The button's image.
    open var image: UIImage?

    /// An action of `style` titled `title`, which runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// UIKit's `UISwipeActionsConfiguration`: the buttons a swipe reveals on one edge of a
/// row, the first at the edge (see `UIContextualAction`); an empty one reveals nothing.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge inward.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true
    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// UIKit's `UIConfigurationColorTransformer`: a function from a colour to a colour that
/// a configuration applies to a colour it resolves (a grey for a selected row's text,
/// say). Two transformers are equal when they are the same one.
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    private final class Function {
        let transform: (UIColor) -> UIColor
        init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    }
    private let function: Function
    /// The function.
    public var transform: (UIColor) -> UIColor { function.transform }
    /// A transformer applying `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { function = Function(transform) }
    /// The transformed `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// A grey of the colour's luminance.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let y = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return UIColor(red: y, green: y, blue: y, alpha: color.alpha)
    }
    /// The preferred tint (the system blue here, as an app's tint colour).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }
    /// A grey standing in for a monochrome tint.
    public static let monochromeTint = UIConfigurationColorTransformer { _ in .systemGray }

    /// Whether the two are the same transformer.
    public static func == (a: UIConfigurationColorTransformer, b: UIConfigurationColorTransformer) -> Bool { a.function === b.function }
    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(function)) }
}
