#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A reading list in a navigation controller with its toolbar shown: a trash button, a flexible
/// space and a Sort button in the list's `toolbarItems`, the whole screen tinted teal through the
/// navigation controller's `tintColor` (the bar buttons and the toolbar's items take it), the
/// trash button red through its own `tintColor`. Sort reverses the list; the toolbar's background
/// fades in as rows pass under it.
public final class ReadingListViewController: UITableViewController {
    public private(set) var articles = [
        "The case for slow software", "Notes on a scroll view", "Why springs feel right",
        "Rubber bands, measured", "A field guide to paging", "Deceleration in one line",
        "Cells, reused", "The long list problem", "Insets, explained", "Snapping to a grid",
        "Large titles, collapsing", "Pull to refresh, again", "Toolbars of the world",
        "A tour of the safe area", "The home indicator's 34 points", "Bounce, but not too much",
    ]
    /// What the toolbar's buttons did, in order: "sort", "trash <article>".
    public private(set) var log: [String] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        tableView.accessibilityIdentifier = "reading-list"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "article")
        let trash = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [unowned self] _ in trashFirst() })
        trash.tintColor = .systemRed
        toolbarItems = [
            trash,
            .flexibleSpace(),
            UIBarButtonItem(title: "Sort", primaryAction: UIAction { [unowned self] _ in sort() }),
        ]
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: false)
    }

    func sort() {
        log.append("sort")
        articles.reverse()
        tableView.reloadData()
    }

    func trashFirst() {
        guard !articles.isEmpty else { return }
        log.append("trash \(articles[0])")
        articles.removeFirst()
        tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { articles.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = articles[indexPath.row]
        content.image = UIImage(systemName: "doc.text")
        cell.contentConfiguration = content
        return cell
    }

    /// The screen as the app shows it: in a teal-tinted navigation controller.
    public static func inNavigationController() -> UINavigationController {
        let nav = UINavigationController(rootViewController: ReadingListViewController())
        nav.view.tintColor = .systemTeal
        return nav
    }
}
