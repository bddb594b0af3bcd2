#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A Mail-style inbox: a table view controller whose rows swipe left for Trash (a full swipe
/// trashes) and Flag, and right for Read/Unread; Edit selects several rows and Trash deletes
/// them. Each thing the table asks or tells is written in `log`, in order.
public final class MailboxViewController: UITableViewController {
    public struct Message: Equatable {
        public let sender: String
        public let subject: String
        public var unread: Bool
        public var flagged: Bool
    }

    public private(set) var messages: [Message] = [
        ("Ada Lovelace", "Notes on the engine", true),
        ("Grace Hopper", "The bug in relay 70", true),
        ("Alan Turing", "Re: can machines think?", false),
        ("Katherine Johnson", "Trajectory figures", true),
        ("Edsger Dijkstra", "Goto, considered", false),
        ("Barbara Liskov", "Substitution, again", false),
        ("Donald Knuth", "A cheque for $2.56", true),
        ("Margaret Hamilton", "Priority displays", false),
        ("Dennis Ritchie", "Hello, world", false),
        ("Frances Allen", "Optimising the loop", true),
        ("John Backus", "Formula translation", false),
        ("Radia Perlman", "Spanning the tree", false),
    ].map { Message(sender: $0.0, subject: $0.1, unread: $0.2, flagged: false) }

    /// What the table asked and told, in order: "swipe <sender>", "trash <sender>", ...
    public private(set) var log: [String] = []
    /// The bar button that trashes the rows selected while editing.
    public private(set) lazy var trashSelectedItem = UIBarButtonItem(
        title: "Trash", primaryAction: UIAction { [unowned self] _ in trashSelected() })

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.accessibilityIdentifier = "inbox"
        tableView.rowHeight = 64
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        log.append(editing ? "edit" : "done")
        navigationItem.leftBarButtonItem = editing ? trashSelectedItem : nil
        trashSelectedItem.isEnabled = false
    }

    /// Deletes the rows selected while editing, as Mail's toolbar Trash does, and leaves editing.
    func trashSelected() {
        let rows = (tableView.indexPathsForSelectedRows ?? []).sorted()
        log.append("trash selected " + rows.map { messages[$0.row].sender }.joined(separator: ", "))
        for path in rows.reversed() { messages.remove(at: path.row) }
        tableView.deleteRows(at: rows, with: .automatic)
        setEditing(false, animated: true)
    }

    // MARK: Data source

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = messages[indexPath.row]
        cell.textLabel?.text = message.sender
        cell.textLabel?.font = .systemFont(ofSize: 17, weight: message.unread ? .semibold : .regular)
        cell.detailTextLabel?.text = message.subject
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.imageView?.image = UIImage(systemName: message.unread ? "circle.fill" : "circle")
        cell.imageView?.tintColor = message.unread ? .systemBlue : .clear
        cell.accessoryView = message.flagged ? UIImageView(image: UIImage(systemName: "flag.fill")) : nil
        cell.accessoryView?.tintColor = .systemOrange
        return cell
    }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        log.append("commit delete \(messages[indexPath.row].sender)")
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    // MARK: Swipes

    public override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("swipe \(messages[indexPath.row].sender)")
    }

    public override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("end swipe")
    }

    public override func tableView(_ tableView: UITableView,
                                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let trash = UIContextualAction(style: .destructive, title: "Trash") { [unowned self] _, _, done in
            log.append("trash \(messages[indexPath.row].sender)")
            messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        trash.image = UIImage(systemName: "trash.fill")
        let flagged = messages[indexPath.row].flagged
        let flag = UIContextualAction(style: .normal, title: flagged ? "Unflag" : "Flag") { [unowned self] _, _, done in
            messages[indexPath.row].flagged.toggle()
            log.append("\(flagged ? "unflag" : "flag") \(messages[indexPath.row].sender)")
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        flag.image = UIImage(systemName: "flag.fill")
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [trash, flag])
    }

    public override func tableView(_ tableView: UITableView,
                                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let unread = messages[indexPath.row].unread
        let toggle = UIContextualAction(style: .normal, title: unread ? "Read" : "Unread") { [unowned self] _, _, done in
            messages[indexPath.row].unread.toggle()
            log.append("\(unread ? "read" : "unread") \(messages[indexPath.row].sender)")
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        toggle.image = UIImage(systemName: unread ? "envelope" : "envelope.fill")
        toggle.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [toggle])
    }

    // MARK: Selection

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if tableView.isEditing {
            trashSelectedItem.isEnabled = true
            log.append("select \(messages[indexPath.row].sender)")
        } else {
            log.append("open \(messages[indexPath.row].sender)")
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }

    public override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        guard tableView.isEditing else { return }
        trashSelectedItem.isEnabled = !(tableView.indexPathsForSelectedRows ?? []).isEmpty
        log.append("deselect \(messages[indexPath.row].sender)")
    }
}

/// A message row: the sender over the subject, the unread dot before them.
final class MessageCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { return nil }
}
