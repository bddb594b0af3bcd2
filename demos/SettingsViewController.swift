#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// iOS's Settings, as an app would write it: an inset grouped list in a navigation
/// controller with a large title and a search bar that folds away as the list scrolls;
/// a row pushes its detail screen; the detail's "Tips" button presents a sheet with its
/// own list, at half height first.
final class SettingsViewController: UITableViewController {
    struct Row {
        let title: String
        let detail: String?
        let color: UIColor
        let glyph: SettingsIcon.Glyph
    }

    let sections: [[Row]] = [
        [Row(title: "Airplane Mode", detail: nil, color: .systemOrange, glyph: .plane),
         Row(title: "Wi-Fi", detail: "Home", color: .systemBlue, glyph: .waves),
         Row(title: "Bluetooth", detail: "On", color: .systemBlue, glyph: .rune),
         Row(title: "Cellular", detail: nil, color: .systemGreen, glyph: .bars),
         Row(title: "Personal Hotspot", detail: "Off", color: .systemGreen, glyph: .link)],
        [Row(title: "Notifications", detail: nil, color: .systemRed, glyph: .bell),
         Row(title: "Sounds & Haptics", detail: nil, color: .systemPink, glyph: .speaker),
         Row(title: "Focus", detail: nil, color: .systemIndigo, glyph: .moon),
         Row(title: "Screen Time", detail: nil, color: .systemIndigo, glyph: .hourglass)],
        [Row(title: "General", detail: nil, color: .systemGray, glyph: .gear),
         Row(title: "Control Center", detail: nil, color: .systemGray, glyph: .toggles),
         Row(title: "Display & Brightness", detail: nil, color: .systemBlue, glyph: .sun),
         Row(title: "Home Screen & App Library", detail: nil, color: .systemIndigo, glyph: .grid),
         Row(title: "Accessibility", detail: nil, color: .systemBlue, glyph: .person),
         Row(title: "Wallpaper", detail: nil, color: .systemCyan, glyph: .flower),
         Row(title: "Siri & Search", detail: nil, color: .darkGray, glyph: .waves),
         Row(title: "Face ID & Passcode", detail: nil, color: .systemGreen, glyph: .face),
         Row(title: "Emergency SOS", detail: nil, color: .systemRed, glyph: .sos),
         Row(title: "Battery", detail: nil, color: .systemGreen, glyph: .battery),
         Row(title: "Privacy & Security", detail: nil, color: .systemBlue, glyph: .hand)],
        [Row(title: "App Store", detail: nil, color: .systemBlue, glyph: .grid),
         Row(title: "Wallet & Apple Pay", detail: nil, color: .black, glyph: .bars)],
        [Row(title: "Passwords", detail: nil, color: .systemGray, glyph: .key),
         Row(title: "Mail", detail: nil, color: .systemBlue, glyph: .envelope),
         Row(title: "Contacts", detail: nil, color: .systemGray, glyph: .person),
         Row(title: "Calendar", detail: nil, color: .systemRed, glyph: .grid),
         Row(title: "Notes", detail: nil, color: .systemYellow, glyph: .lines),
         Row(title: "Reminders", detail: nil, color: .systemOrange, glyph: .lines),
         Row(title: "Phone", detail: nil, color: .systemGreen, glyph: .phone),
         Row(title: "Messages", detail: nil, color: .systemGreen, glyph: .bubble)],
    ]

    /// Every appearance call the root and the detail screen hear, in order (the trace's metric).
    var lifecycle: [String] = []

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .always
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = true
        tableView.accessibilityIdentifier = "settings"
        tableView.rowHeight = 44
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); lifecycle.append("Settings willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); lifecycle.append("Settings didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); lifecycle.append("Settings willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); lifecycle.append("Settings didDisappear") }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section][indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "row")
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.detail
        cell.imageView?.image = SettingsIcon.image(row.glyph, color: row.color)
        if row.title == "Airplane Mode" {
            cell.accessoryType = .none
            cell.accessoryView = UISwitch()
        } else {
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let row = sections[indexPath.section][indexPath.row]
        guard row.title != "Airplane Mode" else { return }
        let detail = GeneralViewController(title: row.title)
        detail.onAppearance = { [weak self] in self?.lifecycle.append($0) }
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// A Settings detail screen: an inline title, the back button to Settings, and a "Tips"
/// button that presents a sheet.
final class GeneralViewController: UITableViewController {
    let sections: [[String]] = [
        ["About", "Software Update"],
        ["AppleCare & Warranty"],
        ["AirDrop", "AirPlay & Handoff", "Picture in Picture", "CarPlay"],
        ["iPhone Storage", "Background App Refresh"],
        ["Date & Time", "Keyboard", "Fonts", "Language & Region", "Dictionary"],
        ["VPN & Device Management"],
        ["Legal & Regulatory"],
        ["Transfer or Reset iPhone", "Shut Down"],
    ]
    var onAppearance: ((String) -> Void)?

    init(title: String) {
        super.init(style: .insetGrouped)
        self.title = title
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tips", primaryAction: UIAction { [weak self] _ in
            self?.showTips()
        })
        tableView.accessibilityIdentifier = "detail"
        tableView.rowHeight = 44
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); onAppearance?("\(title!) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); onAppearance?("\(title!) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); onAppearance?("\(title!) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); onAppearance?("\(title!) didDisappear") }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        let text = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = text
        cell.textLabel?.textColor = text == "Shut Down" ? .systemBlue : .label
        cell.accessoryType = text == "Shut Down" ? .none : .disclosureIndicator
        return cell
    }

    func showTips() {
        let tips = TipsViewController()
        let nav = UINavigationController(rootViewController: tips)
        if let sheet = nav.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(nav, animated: true)
    }
}

/// The sheet's content: a list of tips under an inline title with a Done button.
final class TipsViewController: UITableViewController {
    let tips = (1...24).map { "Tip \($0): " + ["Swipe from the left edge to go back", "Pull down on a list to see its search field",
                                              "Tap the status bar to scroll to the top", "Drag a sheet's grabber to resize it"][$0 % 4] }

    init() { super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tips"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
        tableView.accessibilityIdentifier = "tips"
        tableView.rowHeight = 52
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tips.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "tip") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "tip")
        let parts = tips[indexPath.row].split(separator: ":", maxSplits: 1).map { String($0) }
        cell.textLabel?.text = parts[0]
        cell.detailTextLabel?.text = parts[1].trimmingCharacters(in: .whitespaces)
        return cell
    }
}
