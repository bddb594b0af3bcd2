/// UIKit's `UISearchResultsUpdating`: told when the search bar's text changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text or scope changed (or the search became active).
    func updateSearchResults(for searchController: UISearchController)
}

/// UIKit's `UISearchControllerDelegate`: told as the search is shown and dismissed.
/// Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// UIKit's `UISearchController`: a search bar, shown by a navigation item
/// (`navigationItem.searchController`) below the title, and the controller that shows
/// results while it is active.
///
/// ScrollReel draws the search bar in the navigation bar and folds it away as the
/// content scrolls (`hidesSearchBarWhenScrolling`); a scripted finger does not type, so
/// a search becomes active only when code sets `isActive` (which tells the delegate and
/// the results updater, as UIKit does).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows the results while the search is active (nil: the searched
    /// screen shows them itself).
    public let searchResultsController: UIViewController?
    /// Told when the search text changes or the search becomes active.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told as the search is shown and dismissed.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the searched screen is dimmed while the search is active (true by default).
    open var obscuresBackgroundDuringPresentation = true
    /// The pre-iOS 12 name of `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while the search is active (true by default): accepted.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the cancel button shows while the search is active: accepted.
    open var automaticallyShowsCancelButton = true
    /// The search bar.
    public let searchBar = UISearchBar()

    /// A search controller that shows its results in `searchResultsController` (nil: in the
    /// searched screen).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }
    /// A search controller that shows its results in the searched screen.
    public convenience override init() { self.init(searchResultsController: nil) }
    /// A search controller that shows its results in the searched screen; both arguments are
    /// ignored, as there are no nibs here.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }
    /// Controllers are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the search is active. Setting it tells the delegate (`willPresent…`,
    /// `didPresent…` or the dismiss pair) and the results updater.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                delegate?.didPresentSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
            } else {
                delegate?.willDismissSearchController(self)
                delegate?.didDismissSearchController(self)
            }
        }
    }
}

/// UIKit's `UISearchBarDelegate` (the part a scripted finger can reach): every method has a
/// default that does nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// The search text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// UIKit's `UISearchBar`: a rounded search field with a magnifying glass and its
/// placeholder (or text), drawn as iOS 17 draws the minimal search bar of a navigation
/// bar: a 36 pt field in the tertiary fill, 10 pt corners, 17 pt text.
///
/// Shorter than its 52 pt (a navigation bar folding it away), the field shrinks from
/// the top and its glass and text fade out before it is gone.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        /// The bar's default style: minimal in a navigation bar.
        case `default`
        /// A translucent background behind the field.
        case prominent
        /// No background: the field alone.
        case minimal
    }

    /// The search text; nil or empty shows the placeholder.
    open var text: String? {
        didSet {
            guard text != oldValue else { return }
            delegate?.searchBar(self, textDidChange: text ?? "")
            if let searchController { searchController.searchResultsUpdater?.updateSearchResults(for: searchController) }
        }
    }
    /// The grey text shown while the field is empty; "Search" when nil, as UIKit shows.
    open var placeholder: String?
    /// A line above the field: accepted and not shown.
    open var prompt: String?
    /// The bar's style: accepted; the field is drawn minimal.
    open var searchBarStyle: Style = .default
    /// Titles of a scope bar under the field: accepted and not shown.
    open var scopeButtonTitles: [String]?
    /// The selected scope: accepted.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows: accepted; none is drawn.
    open var showsScopeBar = false
    /// Whether the cancel button shows: accepted; none is drawn.
    open var showsCancelButton = false
    /// Told as the text changes.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller the bar belongs to.
    weak var searchController: UISearchController?
    /// How far the field is from the bar's sides (a navigation bar aligns it with its title).
    var fieldMargin: CGFloat = 8 { didSet { setNeedsLayout() } }

    /// A search bar with UIKit's height of 56 pt standing alone (52 in a navigation bar).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    /// A search bar of zero size; a bar that shows it sizes it.
    public convenience init() { self.init(frame: .zero) }
    /// Search bars are made in code here: there are no nibs or storyboards to decode.
    public required init?(coder: NSCoder) { return nil }

    /// UIKit's fitting size: the width asked for, 56 pt tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }

    open override func draw(_ rect: CGRect) {
        // The field: 36 pt with 8 pt below, shrinking from the top as the bar folds away.
        let fieldHeight = min(max(bounds.height - 16, 0), 36)
        guard fieldHeight > 0.5 else { return }
        let field = CGRect(x: fieldMargin, y: bounds.height - 8 - fieldHeight, width: max(bounds.width - 2 * fieldMargin, 0),
                           height: fieldHeight)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: field, cornerRadius: min(10, fieldHeight / 2)).fill()
        // The glass and the text fade out over the field's last half.
        let alpha = min(max((fieldHeight - 18) / 18, 0), 1)
        guard alpha > 0 else { return }
        let ink = UIColor.secondaryLabel.withAlphaComponent(UIColor.secondaryLabel.alpha * alpha)
        BarGlyph.magnifyingGlass.draw(in: CGRect(x: field.minX + 8, y: field.midY - 9, width: 18, height: 18), color: ink, weight: 2)
        let shown = (text?.isEmpty ?? true) ? (placeholder ?? "Search") : text!
        let color = (text?.isEmpty ?? true) ? ink : UIColor.label.withAlphaComponent(alpha)
        let font = UIFont.systemFont(ofSize: 17)
        let lineHeight = shown.size(withAttributes: [.font: font]).height
        shown.draw(in: CGRect(x: field.minX + 32, y: field.midY - lineHeight / 2, width: field.width - 40, height: lineHeight),
                   withAttributes: [.font: font, .foregroundColor: color])
    }
}
