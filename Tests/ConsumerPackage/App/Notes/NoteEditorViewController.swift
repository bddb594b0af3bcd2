import UIKit

/// The sheet the compose button presents: a template to start from, Cancel to go back.
class NoteEditorViewController: UITableViewController {
    private let templates = ["Blank", "Checklist", "Meeting", "Recipe", "Trip", "Reading List", "Groceries", "Journal",
                             "Project", "Workout", "Budget", "Gift Ideas", "Packing List", "Movies"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
        tableView.accessibilityIdentifier = "templates"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "template")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        templates.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "template", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = templates[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
