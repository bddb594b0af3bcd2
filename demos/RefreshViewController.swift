#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// EGORefreshTableHeaderView's face, for the header and the footer: an arrow
/// (which way to pull) or a spinner (loading) in the middle, and a line of
/// text centred beside it, as UIRefreshControl lays out its title: when the
/// text changes, neither the icon nor the text moves sideways.
final class RefreshStatusView: UIView {
    let label = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    let arrow = Arrow()
    static let height = 60.0
    /// The text on the side nearest the rows: under the icon in the header, above it
    /// in the footer. A footer is first seen at the bottom of the screen, where the
    /// home indicator is: its top is what a short pull shows, so its text goes there,
    /// never under the indicator.
    let textAboveIcon: Bool

    init(frame: CGRect, textAboveIcon: Bool = false) {
        self.textAboveIcon = textAboveIcon
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 14, weight: .semibold)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        spinner.color = UIColor(white: 0.4, alpha: 1)
        for v in [arrow, spinner, label] as [UIView] { addSubview(v) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// The text alone, neither arrow nor spinner: a load that is done.
    func showDone(_ text: String) {
        label.text = text
        spinner.stopAnimating()
        arrow.isHidden = true
        setNeedsLayout()
    }

    /// `pointsUp`: nil hides the arrow (the spinner turns instead).
    func show(_ text: String, arrowPointsUp: Bool?) {
        label.text = text
        if let up = arrowPointsUp {
            spinner.stopAnimating()
            arrow.isHidden = false
            arrow.transform = up ? CGAffineTransform(rotationAngle: Double.pi) : .identity
        } else {
            arrow.isHidden = true
            spinner.startAnimating()
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let icon = 20.0
        // (Bounds and centre: the arrow may be turned, and a turned view's frame
        // sets only its position.)
        arrow.bounds = CGRect(x: 0, y: 0, width: icon, height: icon)
        let iconY = textAboveIcon ? 41.0 : 19.0
        arrow.center = CGPoint(x: bounds.midX, y: iconY)
        spinner.center = CGPoint(x: bounds.midX, y: iconY)
        label.frame = CGRect(x: 0, y: textAboveIcon ? 4 : 32, width: bounds.width, height: 20)
    }

    /// A downward arrow; turned half a turn it points up.
    final class Arrow: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func draw(_ rect: CGRect) {
            UIColor.systemGray.setStroke()
            let shaft = UIBezierPath()
            shaft.move(to: CGPoint(x: bounds.midX, y: 2))
            shaft.addLine(to: CGPoint(x: bounds.midX, y: bounds.height - 3))
            let head = UIBezierPath()
            head.move(to: CGPoint(x: bounds.midX - 6, y: bounds.height - 9))
            head.addLine(to: CGPoint(x: bounds.midX, y: bounds.height - 3))
            head.addLine(to: CGPoint(x: bounds.midX + 6, y: bounds.height - 9))
            for stroke in [shaft, head] {
                stroke.lineWidth = 2.2
                stroke.lineCapStyle = .round
                stroke.stroke()
            }
        }
    }
}

/// The stories screen: a table under a navigation bar, with EGORefreshTableHeaderView's
/// pull-to-refresh header and a load-more footer, both driven by the seed's delegate code.
final class RefreshViewController: DemoViewController, UITableViewDataSource, UITableViewDelegate {
    enum State: String { case normal, pulling, loading }
    static let threshold = 65.0
    static let headerHeight = RefreshStatusView.height
    static let footerHeight = RefreshStatusView.height
    /// Seed 002's rule: pulled up more than this past the end, more rows load.
    static let loadMoreDistance = 20.0
    private(set) var tableView: UITableView!
    let header = RefreshStatusView(frame: .zero)
    let footer = RefreshStatusView(frame: .zero, textAboveIcon: true)
    private(set) var state = State.normal
    private(set) var rows: [String] = (1...20).map { "Story \($0)" }
    /// Rows that arrived by a refresh or a load more (marked with a dot).
    private var arrived: Set<String> = []
    private(set) var refreshes = 0
    private(set) var loadMores = 0
    private(set) var loadingMore = false
    /// The rows the last load more added.
    private(set) var lastLoaded: [String] = []
    /// The bottom inset without the footer: the home indicator's safe area, so
    /// that the last row rests above it.
    private(set) var baseBottomInset = 0.0

    override func buildViews() {
        let viewport = view.bounds.size
        view.backgroundColor = .white
        let bar = NavigationBar(on: view, title: "Stories")
        tableView = UITableView(frame: CGRect(x: 0, y: bar.frame.maxY, width: viewport.width, height: viewport.height - bar.frame.maxY))
        tableView.accessibilityIdentifier = "main"
        // The seed's code sets its insets itself (it predates the safe area), so the
        // safe area is not added on top of them.
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.separatorStyle = .none
        tableView.rowHeight = 76
        tableView.register(StoryCell.self, forCellReuseIdentifier: "Story")
        baseBottomInset = view.safeAreaInsets.bottom
        tableView.contentInset.bottom = baseBottomInset
        // The header sits above the content, where a pull reveals it; the footer
        // below the last row.
        header.frame = CGRect(x: 0, y: -Self.headerHeight, width: viewport.width, height: Self.headerHeight)
        header.backgroundColor = UIColor.systemGray6
        // The header's grey reaches up past it, so that a long pull shows no
        // white gap above it (EGORefreshTableHeaderView is as tall as the table).
        let above = UIView(frame: CGRect(x: 0, y: -Self.headerHeight - viewport.height, width: viewport.width, height: viewport.height))
        above.backgroundColor = UIColor.systemGray6
        above.isUserInteractionEnabled = false
        tableView.addSubview(above)
        footer.frame = CGRect(x: 0, y: 0, width: viewport.width, height: Self.footerHeight)
        tableView.addSubview(header)
        tableView.addSubview(footer)
        view.addSubview(tableView)
        view.addSubview(bar)
        tableView.dataSource = self
        tableView.delegate = self
        show(.normal)
        footer.show("Pull up to load more", arrowPointsUp: true)
        tableView.layoutIfNeeded()
        layoutFooter()
    }

    private func show(_ s: State) {
        state = s
        switch s {
        case .normal: header.show("Pull down to refresh", arrowPointsUp: false)
        case .pulling: header.show("Release to refresh", arrowPointsUp: true)
        case .loading: header.show("Loading…", arrowPointsUp: nil)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Story", for: indexPath) as! StoryCell
        cell.title.text = rows[indexPath.row]
        cell.subtitle.text = StoryCell.summary(of: rows[indexPath.row])
        cell.fresh = arrived.contains(rows[indexPath.row])
        cell.contentView.alpha = 1
        return cell
    }

    /// How far the content is pulled up past its end (the bottom inset included).
    private func pastTheEnd(_ sv: UIScrollView) -> Double {
        sv.contentOffset.y + sv.bounds.height - sv.contentInset.bottom - sv.contentSize.height
    }

    // EGORefreshTableHeaderView's logic, and its mirror for the footer.
    func scrollViewDidScroll(_ sv: UIScrollView) {
        layoutFooter()
        guard sv.isDragging else { return }
        // "Release" only to a finger that holds the list: a flick's bounce past the
        // end (isDragging stays true while it decelerates) loads nothing.
        if !loadingMore, sv.isTracking {
            // The arrow turns at the threshold, as the header's does.
            let release = pastTheEnd(sv) > Self.loadMoreDistance
            footer.show(release ? "Release to load more" : "Pull up to load more", arrowPointsUp: !release)
        }
        guard state != .loading else { return }
        let y = sv.contentOffset.y
        if state == .pulling, y > -Self.threshold, y < 0 { show(.normal) }
        else if state == .normal, y < -Self.threshold { show(.pulling) }
    }

    func scrollViewDidEndDragging(_ sv: UIScrollView, willDecelerate decelerate: Bool) {
        if sv.contentOffset.y <= -Self.threshold, state != .loading {
            show(.loading)
            // Held open while loading: the content rests below the header.
            sv.contentInset.top = Self.headerHeight
            // (Long enough for the film's words on the held list to be read.)
            DispatchQueue.main.asyncAfter(deadline: .now() + 2.9) { [unowned self] in finishRefresh() }
        }
        // Seed 002's load more: pulled up more than 20 pt past the end (which,
        // under the home indicator, is the end of the bottom inset).
        if pastTheEnd(sv) > Self.loadMoreDistance, !loadingMore {
            loadingMore = true
            footer.show("Loading…", arrowPointsUp: nil)
            // Held open while loading, as the header: the content settles with
            // the footer above the home indicator.
            sv.contentInset.bottom = baseBottomInset + Self.footerHeight
            DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) { [unowned self] in finishLoadMore() }
        }
    }

    /// The `n`th letter (1 is A): a new story's name.
    static func letter(_ n: Int) -> String { String(UnicodeScalar(UInt8(64 + min(max(n, 1), 26)))) }

    private func finishRefresh() {
        refreshes += 1
        // Named as a reader tells them apart (A, B, C; then D, E, F), not by a count.
        let new = (1...3).map { "New story " + Self.letter(3 * (refreshes - 1) + $0) }
        arrived.formUnion(new)
        rows.insert(contentsOf: new, at: 0)
        tableView.reloadData()
        state = .normal
        // The header says the load is done while it closes, and is reset (to
        // "Pull down to refresh") only once it is out of sight.
        header.showDone("Updated just now")
        // Close the header, as a refresh control does: the inset goes at once and
        // the offset's change (the scroll view's bounds) animates back to the top.
        UIView.animate(withDuration: 0.3, animations: { [unowned self] in
            tableView.contentInset.top = 0
            tableView.contentOffset = CGPoint(x: 0, y: 0)
        }, completion: { [unowned self] _ in
            if state == .normal { show(.normal) }
        })
    }

    /// The new rows take the footer's place, where the user is looking; the
    /// content grew, so giving the footer's inset back moves nothing.
    private func finishLoadMore() {
        loadMores += 1
        let start = rows.count { !$0.hasPrefix("New") }
        let new = (1...10).map { "Story \(start + $0)" }
        arrived.formUnion(new)
        lastLoaded = new
        rows += new
        loadingMore = false
        tableView.reloadData()
        tableView.layoutIfNeeded()
        tableView.contentInset.bottom = baseBottomInset
        footer.show("Pull up to load more", arrowPointsUp: true)
        layoutFooter()
        // The rows that arrive where the footer was fade in (as an insertion with
        // .fade would), rather than replacing the footer in one frame.
        for case let cell as StoryCell in tableView.visibleCells where new.contains(cell.title.text ?? "") {
            cell.contentView.alpha = 0
            UIView.animate(withDuration: 0.3) { cell.contentView.alpha = 1 }
        }
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 76 }

    /// How many of the last load more's rows are on screen, above the home indicator.
    var lastLoadedOnScreen: Int {
        let bottom = tableView.contentOffset.y + tableView.bounds.height - baseBottomInset
        return tableView.visibleCells.compactMap { $0 as? StoryCell }.filter { cell in
            lastLoaded.contains(cell.title.text ?? "") && cell.frame.minY < bottom - 20
        }.count
    }

    /// Keeps the footer below the last row; it shows only while the content is
    /// pulled past its end or loading.
    func layoutFooter() {
        footer.frame = CGRect(x: 0, y: tableView.contentSize.height, width: tableView.bounds.width, height: Self.footerHeight)
        // (Not for a flick's bounce past the end: its face would pass under the home
        // indicator, where no finger pulls it up.)
        footer.isHidden = !loadingMore && (pastTheEnd(tableView) <= 0 || !tableView.isTracking)
    }
}

final class StoryCell: UITableViewCell {
    let title = UILabel()
    let subtitle = UILabel()
    let dot = UIView()
    var fresh = false { didSet { dot.isHidden = !fresh } }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        subtitle.font = .systemFont(ofSize: 14)
        subtitle.textColor = UIColor.systemGray
        dot.backgroundColor = .systemBlue
        dot.layer.cornerRadius = 5
        for v in [title, subtitle, dot] { contentView.addSubview(v) }
        let line = UIView()
        line.backgroundColor = UIColor.separator
        line.tag = 7
        contentView.addSubview(line)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// A line under each story's title, the same for the same story on every run. As
    /// many as the rows a film shows (20, then 10 more, and the new ones at the top), so
    /// that no line comes round again under another story.
    static let summaries = [
        "Harbour ferries add a late run on weekends",
        "The library keeps its doors open until ten",
        "A new bike lane opens along the river",
        "Night market returns to the old station square",
        "Rain expected through Thursday, then sun",
        "Local team wins its third match in a row",
        "Museum shows a century of city maps",
        "Bakery on Elm Street marks fifty years",
        "Park clean-up draws two hundred volunteers",
        "Tram line extension reaches the hospital",
        "School choir heads to the national final",
        "Old cinema reopens with a silent-film week",
        "Council votes to plant a thousand street trees",
        "Fire crews rescue a cat from the clock tower",
        "Farmers' market moves to Saturday mornings",
        "Bridge repairs close one lane until May",
        "Student app finds the nearest free parking",
        "Jazz festival announces its first headliners",
        "Swimming pool reopens after a year of work",
        "Power cut hits the east side for two hours",
        "Hikers find a lost ring on the hill path",
        "New bus timetable starts on Monday",
        "Corner shop owner retires after forty years",
        "City marathon route avoids the old town",
        "Food bank appeals for winter coats",
        "Rooftop garden feeds a school kitchen",
        "Chess club beats the mayor in a charity match",
        "Late frost worries the orchard growers",
        "Street artists repaint the underpass",
        "Airport adds a direct flight to Lisbon",
        "Zoo welcomes two red panda cubs",
        "Flood defences tested at the river mouth",
        "Theatre group stages a play in a laundrette",
        "Hospital opens a walk-in clinic at night",
        "Second-hand book fair fills the town hall",
        "Cycle hire scheme adds fifty electric bikes",
        "Lighthouse open to visitors for one weekend",
        "Bakers queue for the first pumpkin pies",
        "Water prices to rise by two percent",
        "Radio station turns a hundred with a street party",
    ]
    /// Story N's line (its number taken in a different order, so neighbours differ);
    /// a refresh's new stories take the lines after the last numbered ones.
    static func summary(of title: String) -> String {
        let digits = title.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        // (A new story's letter is its place among the new ones: A is 1.)
        let number = title.hasPrefix("New") ? 30 + Int((title.unicodeScalars.last?.value ?? 65) - 64) : (digits.first ?? 0)
        return summaries[(number * 7) % summaries.count]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = CGRect(x: 8, y: 22, width: 10, height: 10)
        title.frame = CGRect(x: 24, y: 12, width: bounds.width - 40, height: 24)
        subtitle.frame = CGRect(x: 24, y: 38, width: bounds.width - 40, height: 20)
        contentView.subviews.first { $0.tag == 7 }?.frame = CGRect(x: 24, y: bounds.height - 1.0 / 3.0, width: bounds.width - 24, height: 1.0 / 3.0)
    }
}

