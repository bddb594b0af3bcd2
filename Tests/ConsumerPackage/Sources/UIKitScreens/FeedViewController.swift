#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A news feed: a plain table with sticky section headers, subtitle cells, a
/// table header, and a tap that selects a story.
public final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    struct Story {
        let title: String
        let source: String
    }

    private let sections: [(title: String, stories: [Story])] = [
        ("Top Stories", (1...6).map { Story(title: "Headline number \($0)", source: "The Daily · \($0 * 3) min read") }),
        ("Technology", (1...8).map { Story(title: "A story about chips \($0)", source: "Tech Weekly · \($0 + 2) min read") }),
        ("Sports", (1...8).map { Story(title: "Match report \($0)", source: "Sport Today · \($0 + 1) min read") }),
    ]
    public private(set) var selectedStory: String?
    public let tableView = UITableView(frame: .zero, style: .plain)

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        view.backgroundColor = .systemBackground
        tableView.accessibilityIdentifier = "feed"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 64
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "story")

        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 390, height: 72))
        header.text = "  Today"
        header.font = .boldSystemFont(ofSize: 34)
        tableView.tableHeaderView = header
        view.addSubview(tableView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].stories.count
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "story", for: indexPath)
        let story = sections[indexPath.section].stories[indexPath.row]
        cell.textLabel?.text = story.title
        cell.textLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedStory = sections[indexPath.section].stories[indexPath.row].title
    }
}
