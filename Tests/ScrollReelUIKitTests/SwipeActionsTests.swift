import ScrollPhysics
import Testing
@testable import ScrollReelUIKit

/// Swipe actions as UIKit has them: a finger dragging a row sideways slides the row (1:1 up to its
/// buttons, then on for a full swipe), the coloured buttons fill the part it uncovers, the release
/// springs it open or closed, a tap on a button runs its handler, and a touch elsewhere closes it.
@MainActor
@Suite struct SwipeActionsTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// An inbox of 20 rows of 60 pt: "Trash" (destructive) and "Flag" (orange) at the trailing
    /// edge, "Read" (blue) at the leading edge; what happens is written down in order.
    final class Inbox: NSObject, UITableViewDataSource, UITableViewDelegate {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        var rows = (0..<20).map { "Message \($0)" }
        var log: [String] = []
        var fullSwipe = true
        /// What the Trash handler passes to its completion.
        var trashDeletes = true

        override init() {
            super.init()
            // Content where the window's points are: no inset for the status bar.
            table.contentInsetAdjustmentBehavior = .never
            table.rowHeight = 60
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.delegate = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("didEndEditing \(indexPath?.row ?? -1)") }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            log.append("trailing \(indexPath.row)")
            let trash = UIContextualAction(style: .destructive, title: "Trash") { [unowned self] action, view, done in
                log.append("Trash \(indexPath.row) in \(view.bounds.width > 0 ? "button" : "nothing")")
                if trashDeletes {
                    rows.remove(at: indexPath.row)
                    tableView.deleteRows(at: [indexPath], with: .automatic)
                }
                done(trashDeletes)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                log.append("Flag \(indexPath.row)")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [trash, flag])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let read = UIContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
                log.append("Read \(indexPath.row)")
                done(true)
            }
            read.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [read])
        }
    }

    func inbox() -> Inbox {
        let inbox = Inbox()
        window.addSubview(inbox.table)
        window.layoutIfNeeded()
        return inbox
    }

    /// One display frame 1/60 s on.
    func frame() {
        window.clock.advance(to: window.now + 1.0 / 60)
        window.clock.displayLinkFired()
    }
    /// Display frames for `seconds`.
    func frames(_ seconds: Double) { for _ in 0..<Int((seconds * 60).rounded()) { frame() } }

    /// The finger comes down at `a`, moves to `b` in `steps` samples 1/120 s apart (a frame after
    /// each pair), and, if `hold`, stays there 0.2 s before it lifts (a release without velocity).
    func drag(from a: CGPoint, to b: CGPoint, steps: Int = 20, hold: Bool = true, lift: Bool = true) {
        window.touches.down(id: 1, at: a)
        for i in 1...steps {
            window.clock.advance(to: window.now + 1.0 / 120)
            window.touches.move(id: 1, to: a + (b - a) * (CGFloat(i) / CGFloat(steps)))
            if i % 2 == 0 { window.clock.displayLinkFired() }
        }
        if hold { frames(0.2) }
        if lift { window.touches.up(id: 1, at: b) }
    }

    func tap(at p: CGPoint) {
        window.touches.down(id: 1, at: p)
        window.clock.advance(to: window.now + 0.05)
        window.touches.up(id: 1, at: p)
    }

    func cell(_ inbox: Inbox, _ row: Int) -> UITableViewCell { inbox.table.cellForRow(at: IndexPath(row: row, section: 0))! }
    func pull(_ inbox: Inbox) -> SwipeActionsPullView? { inbox.table.subviews.compactMap { $0 as? SwipeActionsPullView }.first }
    /// The buttons' widths at rest, as their titles make them.
    func natural(_ inbox: Inbox) -> [CGFloat] { pull(inbox)?.buttons.map(\.naturalWidth) ?? [] }

    @Test func theRowFollowsTheFingerAndTheButtonsFillWhatItUncovers() throws {
        let inbox = inbox()
        // Row 1 (y 60…120): the finger moves 100 pt left; the pan begins 10 pt in, so the row is 90 pt left.
        drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 200, y: 90), hold: false, lift: false)
        #expect(cell(inbox, 1).frame == CGRect(x: -90, y: 60, width: 390, height: 60))
        #expect(cell(inbox, 0).frame.minX == 0 && cell(inbox, 2).frame.minX == 0, "only the swiped row moves")
        let pullView = try #require(pull(inbox))
        #expect(pullView.frame == CGRect(x: 300, y: 60, width: 90, height: 60))
        // "Trash" at the edge, "Flag" inside it, each in proportion to its width at rest.
        let widths = natural(inbox)
        #expect(widths.count == 2 && widths.allSatisfy { $0 >= SwipeActionsPullView.minimumButtonWidth })
        let total = widths[0] + widths[1]
        let trash = pullView.buttons[0], flag = pullView.buttons[1]
        #expect(abs(trash.frame.width - widths[0] * 90 / total) < 1e-9)
        #expect(abs(trash.frame.maxX - 90) < 1e-9 && abs(flag.frame.maxX - trash.frame.minX) < 1e-9 && abs(flag.frame.minX) < 1e-9)
        #expect(trash.backgroundColor == .systemRed && flag.backgroundColor == .systemOrange)
        #expect(trash.titleLabel.text == "Trash" && trash.titleLabel.textColor == .white)
        #expect(inbox.log == ["trailing 1", "willBeginEditing 1"], "asked once, when the swipe began")
        window.touches.up(id: 1, at: CGPoint(x: 200, y: 90))
    }

    /// Released without velocity past half the buttons' width, the row settles open on UIKit-like
    /// spring (critically damped, 0.4 s response), frame by frame from where the finger left it.
    @Test func aSlowReleasePastHalfwaySpringsOpenFrameByFrame() throws {
        let inbox = inbox()
        drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 200, y: 90))
        // "Trash" and "Flag" are short: each button is UIKit's least width, 74 pt. The row is left
        // 90 pt open, past half of 148 and short of all of it: it springs on to open.
        #expect(natural(inbox) == [74, 74])
        let open = natural(inbox).reduce(0, +)
        #expect(open / 2 < 90 && 90 < open)
        let spring = Spring(from: -90, velocity: 0, to: Double(-open), angularFrequency: SwipeActionsController.angularFrequency)
        var trace: [CGFloat] = []
        for _ in 0..<60 { frame(); trace.append(cell(inbox, 1).frame.minX) }
        for (k, x) in trace.enumerated() {
            #expect(abs(Double(x) - spring.position(at: Double(k + 1) / 60)) < 1e-6, "frame \(k + 1)")
        }
        #expect(zip(trace, trace.dropFirst()).allSatisfy { $0 >= $1 }, "never back: no overshoot")
        #expect(cell(inbox, 1).frame.minX == -open)
        let buttons = try #require(pull(inbox)).buttons
        #expect(buttons.map(\.frame.width) == natural(inbox), "open: each button at its width at rest")
    }

    @Test func aReleaseShortOfHalfwayClosesAndAFlickDecides() {
        let inbox = inbox()
        // 40 pt, held: short of half of the buttons' width (> 74 pt).
        drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 250, y: 90))
        frames(1)
        #expect(cell(inbox, 1).frame.minX == 0 && pull(inbox) == nil)
        #expect(inbox.log.last == "didEndEditing 1")
        // The same 40 pt flicked left (no hold): it opens.
        drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 250, y: 90), steps: 6, hold: false)
        frames(1)
        #expect(cell(inbox, 1).frame.minX == -natural(inbox).reduce(0, +))
    }

    @Test func aTapOnAButtonRunsItsHandlerAndTheRowCloses() throws {
        let inbox = inbox()
        drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 150, y: 90))
        frames(1)
        let flag = try #require(pull(inbox)?.buttons[1])
        tap(at: flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: nil))
        #expect(inbox.log == ["trailing 1", "willBeginEditing 1", "Flag 1"])
        frames(1)
        #expect(cell(inbox, 1).frame.minX == 0 && pull(inbox) == nil)
        #expect(inbox.log.last == "didEndEditing 1")
        #expect(!inbox.log.contains { $0.hasPrefix("select") }, "the tap was the button's, not the row's")
    }

    @Test func aTouchElsewhereClosesTheOpenRowAndSelectsNothing() {
        let inbox = inbox()
        drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 150, y: 90))
        frames(1)
        tap(at: CGPoint(x: 100, y: 330))
        frames(1)
        #expect(cell(inbox, 1).frame.minX == 0 && pull(inbox) == nil)
        #expect(!inbox.log.contains("select 5"))
        tap(at: CGPoint(x: 100, y: 330))
        #expect(inbox.log.last == "select 5", "closed: the next tap selects")
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let inbox = inbox()
        // 300 pt in 15 pt steps: the pan begins at the first (past the 10 pt slop), so the row is
        // 285 pt left, past halfway from open to the whole 390 pt row.
        drag(from: CGPoint(x: 370, y: 90), to: CGPoint(x: 70, y: 90), lift: false)
        #expect(pull(inbox)?.buttons[0].frame.width == 285, "armed: the first button covers all")
        #expect(inbox.table.swipe.isFullSwipeArmed)
        window.touches.up(id: 1, at: CGPoint(x: 70, y: 90))
        // Performed at the release; the swipe's end is told after the handler, as UIKit tells it.
        #expect(inbox.log == ["trailing 1", "willBeginEditing 1", "Trash 1 in button", "didEndEditing 1"])
        frames(1)
        #expect(inbox.rows.count == 19 && inbox.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Message 2")
        #expect(pull(inbox) == nil)
    }

    /// A delegate whose "Archive" deletes the row at once and completes later.
    final class Later: NSObject, UITableViewDelegate {
        unowned let inbox: Inbox
        var completion: ((Bool) -> Void)?
        init(_ inbox: Inbox) { self.inbox = inbox }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            inbox.log.append("didEndEditing \(indexPath?.row ?? -1)")
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let archive = UIContextualAction(style: .destructive, title: "Archive") { [unowned self] _, _, done in
                inbox.log.append("Archive \(indexPath.row)")
                inbox.rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                completion = done
            }
            return UISwipeActionsConfiguration(actions: [archive])
        }
    }

    /// A handler that finishes later (after an alert, say) keeps the row's swipe until it calls its
    /// completion: the table hears `didEndEditingRowAt` then, not when the row was deleted.
    @Test func theSwipeEndsWhenTheHandlerCompletesNotWhenTheRowIsDeleted() throws {
        let inbox = inbox()
        let later = Later(inbox)
        inbox.table.delegate = later
        drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 150, y: 90))
        frames(1)
        let button = try #require(pull(inbox)?.buttons[0])
        tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(inbox.log == ["Archive 1"], "the row is gone, the action not yet complete")
        frames(1)
        #expect(inbox.log == ["Archive 1"] && pull(inbox) == nil)
        let complete = try #require(later.completion)
        complete(true)
        #expect(inbox.log == ["Archive 1", "didEndEditing 1"])
    }

    /// A button is as wide as UIKit makes it: its title with 6 pt each side, at least 74 pt and at
    /// most 120 pt, where a longer title wraps onto a second line.
    @Test func aButtonIsItsTitleWithUIKitsPaddingWithinUIKitsLimits() throws {
        let configuration = UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Flag") { _, _, _ in },
            UIContextualAction(style: .normal, title: "Move to Junk") { _, _, _ in },
            UIContextualAction(style: .normal, title: "Mark as Unread and Archive") { _, _, _ in },
        ])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        let controller = SwipeActionsController(host: table)
        let pullView = SwipeActionsPullView(configuration: configuration, edge: .trailing, controller: controller)
        let titles = pullView.buttons.map { $0.titleLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).width }
        #expect(titles[0] + 12 < 74 && pullView.buttons[0].naturalWidth == 74, "a short title: the least width")
        #expect(titles[1] + 12 > 74 && titles[1] + 12 < 120)
        #expect(pullView.buttons[1].naturalWidth == ceil(titles[1]) + 12, "a middling title: itself and its padding")
        #expect(titles[2] + 12 > 120 && pullView.buttons[2].naturalWidth == 120, "a long title: the greatest width")
        pullView.frame = CGRect(x: 0, y: 0, width: pullView.naturalWidth, height: 60)
        pullView.layOutButtons(exposed: pullView.naturalWidth, fullSwipe: false)
        let long = pullView.buttons[2]
        long.layoutIfNeeded()
        #expect(long.titleLabel.frame.width == 108 && long.titleLabel.frame.height > long.titleLabel.font.lineHeight * 1.5,
                "wrapped onto two lines between the paddings")
        withExtendedLifetime(controller) {}
    }

    @Test func withoutAFullSwipeTheRowResistsPastItsButtons() {
        let inbox = inbox()
        inbox.fullSwipe = false
        drag(from: CGPoint(x: 370, y: 90), to: CGPoint(x: 70, y: 90), hold: false, lift: false)
        let open = natural(inbox).reduce(0, +)
        let expected = open + CGFloat(RubberBand.offset(forOvershoot: Double(285 - open), dimension: 390))
        #expect(abs(cell(inbox, 1).frame.minX + expected) < 1e-9)
        window.touches.up(id: 1, at: CGPoint(x: 70, y: 90))
        frames(1)
        #expect(cell(inbox, 1).frame.minX == -open, "released: back to open, nothing performed")
        #expect(!inbox.log.contains { $0.hasPrefix("Trash") })
    }

    @Test func theLeadingActionsComeFromTheOtherEdge() throws {
        let inbox = inbox()
        drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), hold: false, lift: false)
        #expect(cell(inbox, 2).frame.minX == 90)
        let pullView = try #require(pull(inbox))
        #expect(pullView.frame == CGRect(x: 0, y: 120, width: 90, height: 60))
        #expect(pullView.buttons.map(\.titleLabel.text) == ["Read"] && pullView.buttons[0].backgroundColor == .systemBlue)
        window.touches.up(id: 1, at: CGPoint(x: 200, y: 150))
    }

    @Test func aVerticalDragScrollsAndSwipesNothing() {
        let inbox = inbox()
        drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 205, y: 250))
        #expect(inbox.table.contentOffset.y > 100)
        #expect(pull(inbox) == nil && inbox.table.visibleCells.allSatisfy { $0.frame.minX == 0 })
        #expect(!inbox.log.contains { $0.hasPrefix("trailing") })
    }

    /// List sections take their actions from the list configuration's providers.
    @Test func aListSectionSwipesWithItsConfigurationsProviders() throws {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        var performed: [String] = []
        list.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                performed.append("Delete \(indexPath.item)")
                done(false)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        cv.contentInsetAdjustmentBehavior = .never
        window.addSubview(cv)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, n in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(n)"
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, n in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: n)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let row = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let y = row.frame.midY
        drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 150, y: y))
        frames(1)
        let open = try #require(cv.subviews.compactMap { $0 as? SwipeActionsPullView }.first)
        #expect(row.frame.minX == -open.naturalWidth)
        let button = open.buttons[0]
        tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        frames(1)
        #expect(performed == ["Delete 1"])
        #expect(row.frame.minX == 0, "not performed: the row slides back")
    }
}
