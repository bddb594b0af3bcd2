#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// An inbox that refreshes on a pull: `UIRefreshControl`, a load that takes a
/// second, and the new messages at the top.
public final class RefreshViewController: UITableViewController {
    private var messages = (1...12).map { "Message \($0)" }
    private var loads = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.load() }, for: .valueChanged)
        tableView.refreshControl = refresh
    }

    private func load() {
        loads += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self else { return }
            messages.insert(contentsOf: (1...3).map { "New message \(loads).\($0)" }, at: 0)
            tableView.reloadData()
            tableView.refreshControl?.endRefreshing()
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}
