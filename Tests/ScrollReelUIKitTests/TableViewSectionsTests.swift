import Testing
@testable import ScrollReelUIKit

/// A table as an iOS screen writes one: sections with titles, a registered
/// subclass written the UIKit way, selection, self-sizing rows.
@MainActor
final class SectionedFeed: NSObject, UITableViewDataSource, UITableViewDelegate {
    let table: UITableView
    var selected: [IndexPath] = []
    var displayed: [IndexPath] = []
    var made = 0

    /// Written as for UIKit: overrides the designated initializers, nothing more.
    final class StoryCell: UITableViewCell {
        let badge = UIView()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    init(style: UITableView.Style = .plain) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
        // Rows of a fixed height (the default since iOS 11 is automaticDimension: these subtitle
        // cells would be as tall as their two lines).
        table.rowHeight = 44
        super.init()
        table.register(StoryCell.self, forCellReuseIdentifier: "story")
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { [4, 30, 2][section] }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { ["Today", "This week", "Older"][section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "story", for: indexPath)
        made += 1
        cell.textLabel?.text = "Story \(indexPath.section).\(indexPath.row)"
        cell.detailTextLabel?.text = "A line about it"
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed.append(indexPath) }
}

@MainActor
@Suite struct TableViewSectionsTests {
    @Test func sectionsStackHeadersRowsAndFooters() {
        let feed = SectionedFeed()
        let t = feed.table
        #expect(t.numberOfSections == 3 && t.numberOfRows(inSection: 1) == 30)
        // Plain style: 28 pt title headers, 44 pt rows, no footers.
        #expect(t.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 390, height: 44))
        #expect(t.rectForHeader(inSection: 1).minY == CGFloat(28 + 4 * 44))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 4 * 44 + 28))
        #expect(t.contentSize.height == CGFloat(3 * 28 + 36 * 44))
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 28 + 4 * 44 + 28 + 45)) == IndexPath(row: 1, section: 1))
    }

    @Test func aSubclassWrittenForUIKitIsMadeThroughItsOwnInitializer() throws {
        let feed = SectionedFeed()
        let cell = try #require(feed.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SectionedFeed.StoryCell)
        #expect(cell.style == .subtitle, "made through StoryCell's override, which asks for .subtitle")
        #expect(cell.badge.superview === cell.contentView)
        #expect(cell.reuseIdentifier == "story")
    }

    @Test func onlyRowsInViewHaveCellsAndTheyAreDisplayedInOrder() {
        let feed = SectionedFeed()
        // 600 pt: header 28, four rows to 204, header to 232, then rows of section 1 to 600.
        let expected = (0..<4).map { IndexPath(row: $0, section: 0) } + (0..<9).map { IndexPath(row: $0, section: 1) }
        #expect(feed.table.indexPathsForVisibleRows == expected)
        #expect(feed.displayed == expected)
        #expect(feed.made == 13)
    }

    @Test func thePlainHeaderOfTheSectionAtTheTopSticks() throws {
        let feed = SectionedFeed()
        feed.table.contentOffset = CGPoint(x: 0, y: 300)
        feed.table.layoutIfNeeded()
        let header = try #require(feed.table.headerView(forSection: 1))
        #expect(header.frame.minY == 300, "pinned at the top edge")
        #expect(header.textLabel?.text == "This week")
        // Near the section's end the next section pushes it up.
        let end = feed.table.rect(forSection: 1).maxY
        feed.table.contentOffset = CGPoint(x: 0, y: end - 10)
        feed.table.layoutIfNeeded()
        #expect(feed.table.headerView(forSection: 1)?.frame.maxY == end)
    }

    @Test func groupedTablesTitleInSmallCapitalsAndHideTheLastSeparator() throws {
        let feed = SectionedFeed(style: .grouped)
        let header = try #require(feed.table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "TODAY")
        let last = try #require(feed.table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let first = try #require(feed.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(last.separatorView.isHidden && !first.separatorView.isHidden)
        #expect(feed.table.backgroundColor == .systemGroupedBackground)
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let feed = SectionedFeed()
        let t = feed.table
        let path = IndexPath(row: 15, section: 1)
        let r = t.rectForRow(at: path)
        t.scrollToRow(at: path, at: .top, animated: false)
        #expect(t.contentOffset.y == r.minY - 28, "below the section's pinned header")
        t.scrollToRow(at: path, at: .bottom, animated: false)
        #expect(t.contentOffset.y == r.maxY - 600)
        t.scrollToRow(at: path, at: .middle, animated: false)
        #expect(t.contentOffset.y == r.midY - 300)
    }

    @Test func selfSizingRowsAreMeasuredByTheirCellWhenTheyComeIntoView() {
        let feed = SectionedFeed()
        let t = feed.table
        t.rowHeight = UITableView.automaticDimension
        t.estimatedRowHeight = 100
        t.layoutIfNeeded()
        // Rows in view are measured (two 17 pt lines: the subtitle style), the rest estimated.
        let measured = t.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(measured != 100 && measured >= 44)
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 2)).height == 100)
    }

    @Test func cellStylesLayOutTheirLabelsAsUIKit() {
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Home"
        value1.layoutIfNeeded()
        #expect(value1.textLabel!.frame.minX == 16)
        #expect(value1.detailTextLabel!.frame.maxX == CGFloat(390 - 16))
        #expect(value1.detailTextLabel!.textColor == .secondaryLabel)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil, "the default style has no detail label")
    }

    /// A tap selects the row under it (after the scroll view's 150 ms hold, or at
    /// the lift for a shorter tap); a finger that scrolls selects nothing.
    @Test func aTapSelectsARowAndAScrollDoesNot() throws {
        let environment = SceneEnvironment()
        let (window, feed) = environment.run { () -> (UIWindow, SectionedFeed) in
            let feed = SectionedFeed()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            feed.table.contentInsetAdjustmentBehavior = .never
            window.addSubview(feed.table)
            window.layoutIfNeeded()
            return (window, feed)
        }
        let clock = window.clock
        // A tap on the second row of section 0 (y 28 + 44 … 28 + 88).
        window.touches.down(id: 1, at: CGPoint(x: 100, y: 90))
        clock.advance(to: 0.1)
        #expect(feed.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false, "held back 150 ms")
        window.touches.up(id: 1, at: CGPoint(x: 100, y: 90))
        #expect(feed.selected == [IndexPath(row: 1, section: 0)])
        #expect(feed.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        // A finger held 0.2 s highlights the row; then it drags: cancelled, nothing selected.
        clock.advance(to: 1)
        window.touches.down(id: 1, at: CGPoint(x: 100, y: 300))
        clock.advance(to: 1.2)
        let row = try #require(feed.table.indexPathForRow(at: CGPoint(x: 100, y: 300)))
        #expect(feed.table.cellForRow(at: row)?.isHighlighted == true)
        for i in 1...10 {
            clock.advance(to: 1.2 + Double(i) * 0.01)
            window.touches.move(id: 1, to: CGPoint(x: 100, y: 300 - 5 * CGFloat(i)))
        }
        window.touches.up(id: 1, at: CGPoint(x: 100, y: 250))
        #expect(feed.table.cellForRow(at: row)?.isHighlighted == false)
        #expect(feed.selected == [IndexPath(row: 1, section: 0)], "the drag selected nothing")
    }
}
