import ScrollPhysics
import Testing
@testable import ScrollReelUIKit

/// Rows inserted and deleted as UIKit animates them, frame by frame: over the update's 0.3 s,
/// ease in ease out, each by its `RowAnimation` (`.automatic` as UIKit picks it for the row's
/// place), and a reordered row settling from under the finger into its place.
@MainActor
@Suite struct TableRowAnimationTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    typealias Rows = ListEditingTests.Rows

    /// The 10-row, 50 pt table controller of the editing tests, with its content where the
    /// window's points are.
    func rows() -> Rows {
        let controller = Rows(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tableView.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        return controller
    }

    func cell(_ c: Rows, _ row: Int) -> UITableViewCell { c.tableView.cellForRow(at: IndexPath(row: row, section: 0))! }

    /// The update's progress `seconds` after it began: UIKit's 0.3 s, ease in ease out.
    func progress(_ seconds: Double) -> CGFloat { CGFloat(TimingCurve.easeInEaseOut.progress(at: min(seconds / 0.3, 1))) }

    /// Steps display frames of 1/60 s from `start` through the update, calling `check` with the
    /// time since the start at each.
    func frames(from start: Double, _ check: (Double) -> Void) {
        for k in 1...21 {
            window.clock.advance(to: start + Double(k) / 60)
            window.clock.displayLinkFired()
            check(Double(k) / 60)
        }
    }

    @Test func automaticPicksUIKitsAnimationForTheRowsPlace() {
        let automatic = UITableView.RowAnimation.automatic
        #expect(automatic.resolved(row: 4, of: 10, deleting: true) == .bottom, "between two rows: under the row below")
        #expect(automatic.resolved(row: 4, of: 10, deleting: false) == .top, "between two rows: from under the row above")
        #expect(automatic.resolved(row: 9, of: 10, deleting: true) == .top && automatic.resolved(row: 9, of: 10, deleting: false) == .top)
        #expect(automatic.resolved(row: 0, of: 10, deleting: true) == .bottom && automatic.resolved(row: 0, of: 10, deleting: false) == .bottom)
        #expect(automatic.resolved(row: 0, of: 1, deleting: true) == .fade)
        #expect(UITableView.RowAnimation.left.resolved(row: 4, of: 10, deleting: true) == .left)
    }

    /// The Delete button of the delete confirmation commits; the data source deletes the row with
    /// `.automatic`: between rows 1 and 3, row 2 slides down behind row 3 as the rows below rise
    /// by its height, and its red button, grown over the whole row, goes with it.
    @Test func aCommittedDeleteSlidesUnderTheRowBelowFrameByFrame() throws {
        let c = rows()
        c.setEditing(true, animated: false)
        c.tableView.layoutIfNeeded()
        let deleted = cell(c, 2), below = cell(c, 3), last = cell(c, 9)
        let control = try #require(deleted.editingControlView)
        window.touches.down(id: 1, at: control.convert(CGPoint(x: 11, y: 11), to: nil))
        window.clock.advance(to: window.now + 0.05)
        window.touches.up(id: 1, at: control.convert(CGPoint(x: 11, y: 11), to: nil))
        for _ in 0..<60 { window.clock.advance(to: window.now + 1.0 / 60); window.clock.displayLinkFired() }
        let pull = try #require(c.tableView.subviews.compactMap { $0 as? SwipeActionsPullView }.first)
        let button = pull.buttons[0], x = deleted.frame.minX
        #expect(x == -pull.naturalWidth)
        let tapAt = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        window.touches.down(id: 1, at: tapAt)
        window.clock.advance(to: window.now + 0.05)
        window.touches.up(id: 1, at: tapAt)
        #expect(c.log == ["commit delete 2"])
        let start = window.now
        // Behind the rows kept while it goes.
        #expect(c.tableView.subviews.firstIndex { $0 === deleted }! < c.tableView.subviews.firstIndex { $0 === below }!)
        frames(from: start) { t in
            guard t < 0.3 else { return }
            let p = progress(t)
            #expect(abs(deleted.presentation.frame.minY - (100 + 50 * p)) < 1e-9, "deleted row at \(t)")
            #expect(deleted.presentation.frame.minX == x && deleted.presentation.alpha == 1, "it keeps its swipe and shows")
            #expect(abs(below.presentation.frame.minY - (150 - 50 * p)) < 1e-9, "row below at \(t)")
            #expect(abs(last.presentation.frame.minY - (450 - 50 * p)) < 1e-9, "last row at \(t)")
            let red = pull.presentation.frame
            #expect(pull.superview === c.tableView && abs(red.minY - (100 + 50 * p)) < 1e-9, "the button goes with it at \(t)")
            #expect(abs(red.minX - 316 * (1 - p)) < 1e-9 && abs(red.width - (74 + 316 * p)) < 1e-9, "grown over the row at \(t)")
        }
        #expect(pull.superview == nil)
        #expect(deleted.superview == nil || deleted.isHidden, "gone once the update is over")
        #expect(below.frame.minY == 100 && below.presentation.frame.minY == 100)
    }

    /// `.fade` leaves the row where it is and fades it; an insertion with `.automatic` between
    /// two rows comes down from behind the row above.
    @Test func aFadeFadesInPlaceAndAnInsertionComesDownFromTheRowAbove() {
        let c = rows()
        let faded = cell(c, 4)
        c.rows.remove(at: 4)
        c.tableView.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
        var start = window.now
        frames(from: start) { t in
            guard t < 0.3 else { return }
            #expect(faded.presentation.frame.minY == 200, "in place at \(t)")
            #expect(abs(faded.presentation.alpha - (1 - progress(t))) < 1e-9, "fading at \(t)")
        }
        c.rows.insert("New", at: 3)
        c.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        start = window.now
        let inserted = cell(c, 3), pushed = cell(c, 4)
        #expect(inserted.textLabel?.text == "New" && inserted.frame.minY == 150)
        frames(from: start) { t in
            guard t < 0.3 else { return }
            let p = progress(t)
            #expect(abs(inserted.presentation.frame.minY - (100 + 50 * p)) < 1e-9, "inserted row at \(t)")
            #expect(inserted.presentation.alpha == 1)
            #expect(abs(pushed.presentation.frame.minY - (150 + 50 * p)) < 1e-9, "the row it pushes at \(t)")
        }
        #expect(inserted.presentation.frame.minY == 150 && pushed.presentation.frame.minY == 200)
    }

    /// A row dragged by its grip: the rows it passes slide out of its way over 0.3 s, and on the
    /// release it settles from under the finger into its place over 0.3 s, ease in ease out.
    @Test func aReorderedRowSettlesIntoItsPlaceFrameByFrame() throws {
        let c = rows()
        c.setEditing(true, animated: false)
        c.tableView.layoutIfNeeded()
        let moving = cell(c, 1), passed = cell(c, 2)
        let grip = moving.convert(CGPoint(x: 390 - 22, y: moving.bounds.midY), to: nil)
        window.touches.down(id: 1, at: grip)
        // Down 30 pt: the row's centre (105) is over row 2, which makes room upwards.
        for i in 1...3 {
            window.clock.advance(to: window.now + 1.0 / 120)
            window.touches.move(id: 1, to: CGPoint(x: grip.x, y: grip.y + CGFloat(i) * 10))
        }
        #expect(moving.center.y == 105 && passed.frame.minY == 50)
        let crossed = window.now
        frames(from: crossed) { t in
            #expect(abs(passed.presentation.frame.minY - (100 - 50 * progress(t))) < 1e-9, "row 2 making room at \(t)")
            #expect(moving.presentation.center.y == 105, "the lifted row stays under the finger")
        }
        // Lifted at 105: its place is row 2's (100…150), centre 125.
        window.touches.up(id: 1, at: CGPoint(x: grip.x, y: grip.y + 30))
        #expect(c.log == ["move 1 to 2"] && moving.frame.minY == 100)
        let released = window.now
        frames(from: released) { t in
            #expect(abs(moving.presentation.center.y - (105 + 20 * progress(t))) < 1e-9, "settling at \(t)")
        }
        #expect(moving.presentation.center.y == 125)
    }
}
