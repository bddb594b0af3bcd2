import UIKit

/// One note, pushed from the list: its text under an inline title, and a trash button that
/// asks before deleting.
class NoteViewController: UIViewController {
    let note: Note
    /// Called with the note when the alert's Delete is tapped.
    var onDelete: ((Note) -> Void)?
    private let body = UILabel()

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.title = note.title
        navigationItem.largeTitleDisplayMode = .never
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(confirmDelete))
        trash.accessibilityIdentifier = "trash"
        navigationItem.rightBarButtonItem = trash

        body.text = note.text
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            body.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    @objc private func confirmDelete() {
        let alert = UIAlertController(title: "Delete Note?", message: "“\(note.title)” will be moved to Recently Deleted.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.onDelete?(self.note)
            self.navigationController?.popViewController(animated: true)
        })
        present(alert, animated: true)
    }
}
