import UIKit

/// A note: a title and its text.
struct Note: Equatable {
    var title: String
    var text: String
    var edited: String
}

/// The notes list as an iOS 17 app writes it: in a navigation controller, with a large
/// title and a search bar that hides as the list scrolls; the compose button (target–action)
/// presents the editor as a sheet; a row pushes its note, whose trash button asks in an
/// alert before the note goes to Recently Deleted.
class NotesViewController: UITableViewController {
    private(set) var notes: [Note] = [
        "Groceries", "Trip to Lisbon", "Book club", "Gift ideas", "Meeting notes", "Workout plan", "Packing list",
        "Recipes to try", "Movies", "Garden", "Car service", "Birthday party", "Reading list", "Budget",
        "Podcast ideas", "Flat viewing", "Plant care", "Quotes", "Weekend", "Dentist",
    ].enumerated().map { i, title in
        Note(title: title, text: "Bring the charger, the notebook and the blue folder. Call Sam about Saturday before noon.",
             edited: i < 3 ? "9:4\(i)" : "Yesterday")
    }
    /// What the trash button removed, newest last.
    private(set) var recentlyDeleted: [Note] = []
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationController?.navigationBar.prefersLargeTitles = true
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose(_:)))
        compose.accessibilityIdentifier = "compose"
        navigationItem.rightBarButtonItem = compose
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = true
        tableView.accessibilityIdentifier = "notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        tableView.rowHeight = UITableView.automaticDimension
    }

    @objc private func compose(_ sender: UIBarButtonItem) {
        let editor = UINavigationController(rootViewController: NoteEditorViewController())
        if let sheet = editor.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(editor, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let note = notes[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = note.title
        content.secondaryText = "\(note.edited)  \(note.text)"
        content.secondaryTextProperties.numberOfLines = 1
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let note = NoteViewController(note: notes[indexPath.row])
        note.onDelete = { [weak self] deleted in self?.moveToRecentlyDeleted(deleted) }
        navigationController?.pushViewController(note, animated: true)
    }

    private func moveToRecentlyDeleted(_ note: Note) {
        guard let row = notes.firstIndex(of: note) else { return }
        recentlyDeleted.append(notes.remove(at: row))
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }
}
