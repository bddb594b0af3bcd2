import Foundation
import ScrollKit
import ScrollSimulation

/// Pull to refresh and load more (seed 002): pulled down past 65 pt and let go,
/// a header with a spinner holds itself open with a top content inset while a
/// simulated load runs, then closes on new rows; pulled up 20 pt past the end,
/// more rows load below.
enum PullToRefreshDemo {
    static let demo = Demo(
        id: "pull-to-refresh",
        summary: "pull to refresh (a header held open by contentInset while loading) and load more past the end",
        defaultScript: Script(steps: [
            .wait(duration: 0.4),
            .touchDown(at: Point(x: 195, y: 200)),
            .moveTo(at: Point(x: 195, y: 520), duration: 0.7),
            .hold(duration: 0.2),
            .touchUp,
            .wait(duration: 2.4),
            // To the end of the list, then a pull up past it.
            .setContentOffset(scrollView: "main", offset: Point(x: 0, y: 767), animated: true),
            .wait(duration: 0.5),
            .touchDown(at: Point(x: 195, y: 700)),
            .moveTo(at: Point(x: 195, y: 350), duration: 0.6),
            .hold(duration: 0.2),
            .touchUp,
            .wait(duration: 1.8),
        ]),
        build: { context in
            let c = RefreshController(viewport: context.viewport)
            return Scene(window: c.window, scrollViews: [("main", c.tableView)], metrics: { [c] in c.metrics }, owners: [c])
        })
}

/// UIActivityIndicatorView: twelve spokes whose brightness turns once a second;
/// the phase is read from the window's clock, so it is a function of time.
final class ActivityIndicator: View {
    var isAnimating = false
    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    override func draw(in ctx: GraphicsContext) {
        let c = Point(x: bounds.midX, y: bounds.midY)
        let r = min(bounds.width, bounds.height) / 2
        let phase = isAnimating ? Int(((window?.now ?? 0) * 12).rounded(.down)) % 12 : 0
        for k in 0..<12 {
            let angle = Double(k) * Double.pi / 6 - Double.pi / 2
            var spoke = Path()
            spoke.move(to: Point(x: c.x + r * 0.45 * cos(angle), y: c.y + r * 0.45 * sin(angle)))
            spoke.addLine(to: Point(x: c.x + r * 0.95 * cos(angle), y: c.y + r * 0.95 * sin(angle)))
            let age = (phase - k + 12) % 12
            ctx.stroke(spoke, with: Color(white: 0.35, alpha: 1 - Double(age) / 14), lineWidth: r * 0.16, lineCap: .round)
        }
    }
}

final class RefreshController: TableViewDataSource, TableViewDelegate {
    enum State: String { case normal, pulling, loading }
    static let threshold = 65.0
    static let headerHeight = 60.0
    let window: Window
    let tableView: TableView
    let header = View()
    let headerLabel = Label()
    let spinner = ActivityIndicator(frame: Rect(x: 0, y: 0, width: 22, height: 22))
    let footer = ActivityIndicator(frame: Rect(x: 0, y: 0, width: 22, height: 22))
    private(set) var state = State.normal
    private(set) var rows: [String] = (1...20).map { "Story \($0)" }
    private(set) var refreshes = 0
    private(set) var loadMores = 0
    private var loadingMore = false

    init(viewport: Size) {
        window = Window(frame: Rect(origin: .zero, size: viewport))
        window.backgroundColor = .white
        let bar = NavigationBar(window: window, title: "Stories")
        tableView = TableView(frame: Rect(x: 0, y: bar.frame.maxY, width: viewport.width, height: viewport.height - bar.frame.maxY))
        tableView.rowHeight = 76
        tableView.register(StoryCell.self, forCellReuseIdentifier: "Story")
        // The header sits above the content, where a pull reveals it.
        header.frame = Rect(x: 0, y: -Self.headerHeight, width: viewport.width, height: Self.headerHeight)
        header.backgroundColor = Color(white: 0.96)
        spinner.center = Point(x: viewport.width / 2 - 70, y: Self.headerHeight / 2)
        headerLabel.frame = Rect(x: viewport.width / 2 - 50, y: 0, width: 160, height: Self.headerHeight)
        headerLabel.font = .systemFont(ofSize: 14, weight: .medium)
        headerLabel.textColor = Color(white: 0.4)
        header.addSubview(spinner)
        header.addSubview(headerLabel)
        tableView.addSubview(header)
        tableView.addSubview(footer)
        window.addSubview(tableView)
        window.addSubview(bar)
        tableView.dataSource = self
        tableView.delegate = self
        show(.normal)
        layoutFooter()
    }

    var metrics: [JSONValue.Member] {
        [.init("state", .string(state.rawValue)), .init("rows", .number(Double(rows.count))),
         .init("refreshes", .number(Double(refreshes))), .init("loadMores", .number(Double(loadMores))),
         .init("contentInsetTop", .number(tableView.contentInset.top))]
    }

    private func show(_ s: State) {
        state = s
        headerLabel.text = switch s {
        case .normal: "Pull down to refresh"
        case .pulling: "Release to refresh"
        case .loading: "Loading…"
        }
        spinner.isAnimating = s == .loading
        spinner.isHidden = s != .loading
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: ScrollKit.IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Story", for: indexPath) as! StoryCell
        cell.title.text = rows[indexPath.row]
        cell.fresh = rows[indexPath.row].hasPrefix("New")
        return cell
    }

    // EGORefreshTableHeaderView's logic.
    func scrollViewDidScroll(_ sv: ScrollView) {
        layoutFooter()
        guard state != .loading, sv.isDragging else { return }
        let y = sv.contentOffset.y
        if state == .pulling, y > -Self.threshold, y < 0 { show(.normal) }
        else if state == .normal, y < -Self.threshold { show(.pulling) }
    }

    func scrollViewDidEndDragging(_ sv: ScrollView, willDecelerate decelerate: Bool) {
        if sv.contentOffset.y <= -Self.threshold, state != .loading {
            show(.loading)
            // Held open while loading: the content rests below the header.
            sv.contentInset.top = Self.headerHeight
            Timer.scheduledTimer(in: window, withTimeInterval: 1.5, repeats: false) { [unowned self] _ in finishRefresh() }
        }
        // Seed 002's load more: pulled up more than 20 pt past the end.
        let sub = sv.contentSize.height - sv.contentOffset.y
        if sv.bounds.height - sub > 20, !loadingMore {
            loadingMore = true
            footer.isAnimating = true
            layoutFooter()
            Timer.scheduledTimer(in: window, withTimeInterval: 1.0, repeats: false) { [unowned self] _ in finishLoadMore() }
        }
    }

    private func finishRefresh() {
        refreshes += 1
        rows.insert(contentsOf: (1...3).map { "New story \(refreshes)·\($0)" }, at: 0)
        tableView.reloadData()
        show(.normal)
        // Close the header: the inset and the offset return together.
        let startOffset = tableView.contentOffset.y
        window.animate(duration: 0.3) { [unowned self] p in
            tableView.contentInset.top = Self.headerHeight * (1 - p)
            tableView.contentOffset = Point(x: 0, y: startOffset * (1 - p))
        }
    }

    private func finishLoadMore() {
        loadMores += 1
        let start = rows.count
        rows += (1...10).map { "Story \(start + $0)" }
        loadingMore = false
        footer.isAnimating = false
        tableView.reloadData()
        layoutFooter()
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: ScrollKit.IndexPath) -> Double { 76 }

    /// Keeps the footer spinner below the last row.
    func layoutFooter() {
        footer.center = Point(x: tableView.bounds.width / 2, y: tableView.contentSize.height + 30)
        footer.isHidden = !footer.isAnimating
    }
}

final class StoryCell: TableViewCell {
    let title = Label()
    let subtitle = Label()
    let dot = View()
    var fresh = false { didSet { dot.isHidden = !fresh } }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        subtitle.font = .systemFont(ofSize: 14)
        subtitle.textColor = Color.systemGray
        subtitle.text = "A short line about the story, in grey."
        dot.backgroundColor = .systemBlue
        dot.layer.cornerRadius = 5
        for v in [title, subtitle, dot] { contentView.addSubview(v) }
        let line = View()
        line.backgroundColor = Color.separator
        line.tag = 7
        contentView.addSubview(line)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = Rect(x: 8, y: 22, width: 10, height: 10)
        title.frame = Rect(x: 24, y: 12, width: bounds.width - 40, height: 24)
        subtitle.frame = Rect(x: 24, y: 38, width: bounds.width - 40, height: 20)
        contentView.subviews.first { $0.tag == 7 }?.frame = Rect(x: 24, y: bounds.height - 1.0 / 3.0, width: bounds.width - 24, height: 1.0 / 3.0)
    }
}

