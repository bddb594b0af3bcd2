import ScrollReelUIKit
import ScrollRender
import SnapshotTesting
import Testing
@testable import ScrollReelSnapshotTesting

/// The captures against sizes and offsets worked out by hand. The screen is
/// `.iPhone13` at 1 pixel a point: 390 x 844 pt, a 47 pt notch above and a 34 pt home
/// indicator below, so a table that fills it rests with `adjustedContentInset`
/// (47, 0, 34, 0) and its first row at y 47. Thirty 50 pt rows are 1500 pt of content.
@MainActor
@Suite struct CaptureTests {
    static let oneX = UITraitCollection(displayScale: 1)
    static let gray = 128   // the table's background, between and after the rows

    func capture(_ vc: UIViewController, _ content: SnapshotContent) throws -> Bitmap {
        try picture(of: vc, as: .image(on: .iPhone13, content: content, traits: Self.oneX))
    }

    func expectRow(_ row: Int?, at y: Int, in b: Bitmap, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Stripes.row(at: 195, y, in: b) == row, "row at y \(y)", sourceLocation: sourceLocation)
    }

    func expectGray(at y: Int, in b: Bitmap, sourceLocation: SourceLocation = #_sourceLocation) {
        let p = b.rgba(x: 195, y: y)
        #expect(abs(Int(p.r) - Self.gray) <= 1 && p.g == p.r && p.b == p.r, "the table's background at y \(y)", sourceLocation: sourceLocation)
    }

    /// 47 + 30 × 50 + 34 = 1581 pt: the notch's inset, every row once, the home indicator's inset.
    @Test func fullContentIsOneTallPictureOfEveryRow() throws {
        let b = try capture(StripesViewController(rows: 30, rowHeight: 50), .full)
        #expect(b.width == 390)
        #expect(b.height == 1581)
        expectGray(at: 20, in: b)
        for row in 0..<30 {
            expectRow(row, at: 47 + 50 * row + 1, in: b)
            expectRow(row, at: 47 + 50 * row + 48, in: b)
        }
        expectGray(at: 1547 + 17, in: b)
    }

    /// The same content at 3 pixels a point (`.iPhone13`'s own scale): 1170 x 4743 px.
    @Test func fullContentAtTheDevicesScale() throws {
        let b = try picture(of: StripesViewController(rows: 30, rowHeight: 50), as: .image(on: .iPhone13, content: .full))
        #expect(b.width == 1170)
        #expect(b.height == 1581 * 3)
        #expect(Stripes.row(at: 585, (47 + 50 * 29 + 25) * 3, in: b) == 29)
    }

    /// Content shorter than the screen: the screen stays as it is.
    @Test func fullContentThatFitsKeepsTheScreen() throws {
        let b = try capture(StripesViewController(rows: 5, rowHeight: 50), .full)
        #expect(b.height == 844)
        expectRow(4, at: 47 + 200 + 25, in: b)
        expectGray(at: 47 + 250 + 10, in: b)
    }

    /// Offset 600: screen y shows content y + 600, so row ⌊(y + 600) / 50⌋.
    @Test func atAnOffset() throws {
        let b = try capture(StripesViewController(rows: 30, rowHeight: 50), .offset(CGPoint(x: 0, y: 600)))
        #expect(b.height == 844)
        for y in [0, 10, 49, 50, 51, 400, 843] { expectRow((y + 600) / 50, at: y, in: b) }
    }

    /// Row 20 of 60 at the top: its top edge (content y 1000) under the notch's inset,
    /// at screen y 47 (offset 953); row 19's last points show above it.
    @Test func aRowScrolledToTheTop() throws {
        let b = try capture(StripesViewController(rows: 60, rowHeight: 50), .row(IndexPath(row: 20, section: 0), at: .top))
        expectRow(19, at: 46, in: b)
        expectRow(20, at: 47, in: b)
        expectRow(19, at: 0, in: b)   // content y 953
    }

    /// Row 20 of 30 cannot reach the top: UIKit stops at the end of the content, offset
    /// 1500 + 34 − 844 = 690, which puts content y 737 (row 14) at screen y 47.
    @Test func aRowNearTheEndStopsAtTheEndOfTheContent() throws {
        let b = try capture(StripesViewController(rows: 30, rowHeight: 50), .row(IndexPath(row: 20, section: 0), at: .top))
        expectRow(14, at: 47, in: b)
        expectRow(29, at: 809, in: b)
        expectGray(at: 811, in: b)
    }

    /// The last row at the bottom: its bottom edge (1500) at 844 − 34 = 810, which is
    /// also the furthest the table scrolls (1500 + 34 − 844 = 690).
    @Test func theLastRowScrolledToTheBottom() throws {
        let b = try capture(StripesViewController(rows: 30, rowHeight: 50), .row(IndexPath(row: 29, section: 0), at: .bottom))
        expectRow(29, at: 809, in: b)
        expectRow(28, at: 759, in: b)
        expectGray(at: 811, in: b)
    }

    /// swift-snapshot-testing #411: rows that size themselves (80 pt, estimated 44) and
    /// a scroll to row 40 that UIKit leaves a few rows short, since the rows on the way
    /// are measured only as they come into view. The capture asks again until the row
    /// stays put: row 40 (content y 3200) at screen y 47, row 39 just above.
    @Test func aSelfSizingRowLandsWhereItWasAskedToBe() throws {
        let vc = StripesViewController(rows: 60, rowHeight: 80, estimated: 44)
        let b = try capture(vc, .row(IndexPath(row: 40, section: 0), at: .top))
        expectRow(39, at: 46, in: b)
        expectRow(40, at: 47, in: b)
        expectRow(40, at: 47 + 79, in: b)
        expectRow(41, at: 47 + 80, in: b)
    }

    /// The same with an animated scroll: played to its end, then settled.
    @Test func anAnimatedScrollIsPlayedToItsEnd() throws {
        let vc = StripesViewController(rows: 60, rowHeight: 80, estimated: 44)
        let b = try capture(vc, .row(IndexPath(row: 59, section: 0), at: .bottom, animated: true))
        // 60 × 80 = 4800: row 59's bottom at 810.
        expectRow(59, at: 809, in: b)
        expectRow(58, at: 809 - 80, in: b)
        expectGray(at: 811, in: b)
    }

    /// A fling comes to rest where UIKit's deceleration projects it. The script's fling
    /// is a 0.1 s drag at 1500 pt/s: the content follows the finger once it has moved the
    /// 10 pt a pan waits for, 150 − 10 = 140 pt, and the release at 1.5 pt/ms decays by
    /// 0.998 a millisecond, 1.5 / ln(1 / 0.998) = 749.25 pt in all, less the 5 pt it would
    /// still travel below the 10 pt/s at which it stops: from −47, rest at 837.25.
    @Test func afterAFling() throws {
        let vc = StripesViewController(rows: 60, rowHeight: 50)
        let screen = try HostedScreen.host(vc, on: .screen(size: CGSize(width: 390, height: 844), safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        try screen.scroll(.fling(velocity: CGPoint(x: 0, y: 1500)))
        let rest = vc.table.contentOffset.y
        screen.tearDown()
        #expect(abs(rest - 837.25) < 4, "rests at \(rest)")
        let flung = try capture(StripesViewController(rows: 60, rowHeight: 50), .fling(velocity: CGPoint(x: 0, y: 1500)))
        let placed = try capture(StripesViewController(rows: 60, rowHeight: 50), .offset(CGPoint(x: 0, y: rest)))
        #expect(flung == placed)
    }

    /// Half a second after the lift the content is still moving: from 93 at the release
    /// (−47 + 140), 1.5 pt/ms decaying by 0.998 a millisecond has carried it
    /// 1.5 × (1 − 0.998^500) / ln(1 / 0.998) = 473.9 pt, to 566.9; the row at screen
    /// y 47 is the one at content y 613.9, row 12. The scroll indicator shows, as on a
    /// device mid-fling.
    @Test func midFling() throws {
        let vc = StripesViewController(rows: 60, rowHeight: 50)
        let screen = try HostedScreen.host(vc, on: .screen(size: CGSize(width: 390, height: 844), safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        try screen.scroll(.fling(velocity: CGPoint(x: 0, y: 1500), after: 0.5))
        let offset = vc.table.contentOffset.y
        #expect(abs(offset - 566.9) < 4, "at \(offset)")
        #expect(screen.window.now == 0.6, "the lift at 0.1 s, then 0.5 s")
        #expect(!screen.window.isAtRest)
        screen.tearDown()
        let b = try capture(StripesViewController(rows: 60, rowHeight: 50), .fling(velocity: CGPoint(x: 0, y: 1500), after: 0.5))
        expectRow(Int((offset + 47) / 50), at: 47, in: b)
        let atRest = try capture(StripesViewController(rows: 60, rowHeight: 50), .fling(velocity: CGPoint(x: 0, y: 1500)))
        #expect(b != atRest)
        #expect(throws: SnapshotError.self) {
            try capture(StripesViewController(rows: 60, rowHeight: 50), .fling(velocity: CGPoint(x: 0, y: 1500), after: .nan))
        }
    }

    /// A collection view's item at the top and centred: 60 items of 100 pt, item 20's
    /// top (content y 2000) at 47 (offset 1953); centred, its middle (2050) at the middle
    /// of the safe area, (47 + 810) / 2 = 428.5 (offset 1621.5), so its top at 378.5;
    /// animated, the scroll is played to its end.
    @Test func anItemScrolledIntoView() throws {
        let grid = { StripesGridViewController(items: 60, length: 100, direction: .vertical) }
        let top = try capture(grid(), .item(IndexPath(item: 20, section: 0), at: .top))
        #expect(Stripes.row(at: 195, 46, in: top) == 19)
        #expect(Stripes.row(at: 195, 47, in: top) == 20)
        #expect(Stripes.row(at: 195, 146, in: top) == 20)
        #expect(Stripes.row(at: 195, 147, in: top) == 21)
        let centred = try capture(grid(), .item(IndexPath(item: 20, section: 0), at: .centeredVertically, animated: true))
        // (At 1 pixel a point the half-point edges are blends: pixel rows 378 and 478.)
        #expect(Stripes.row(at: 195, 377, in: centred) == 19)
        #expect(Stripes.row(at: 195, 378, in: centred) == nil)
        #expect(Stripes.row(at: 195, 379, in: centred) == 20)
        #expect(Stripes.row(at: 195, 477, in: centred) == 20)
        #expect(Stripes.row(at: 195, 478, in: centred) == nil)
        #expect(Stripes.row(at: 195, 479, in: centred) == 21)
    }

    /// A horizontal collection view grows wider, not taller: 12 items of 100 pt are
    /// 1200 pt, and the screen keeps its 844 pt (the notch's and home indicator's insets
    /// above and below the items).
    @Test func fullContentOfAHorizontalList() throws {
        let b = try capture(StripesGridViewController(items: 12, length: 100, direction: .horizontal), .full)
        #expect(b.width == 1200)
        #expect(b.height == 844)
        for item in 0..<12 {
            #expect(Stripes.row(at: item * 100 + 1, 400, in: b) == item)
            #expect(Stripes.row(at: item * 100 + 98, 400, in: b) == item)
        }
    }

    @Test func aScrollViewThatIsNotThereIsNamed() throws {
        #expect(throws: SnapshotError.self) {
            try capture(StripesViewController(rows: 30, rowHeight: 50), .offset(CGPoint(x: 0, y: 10), scrollView: "nope"))
        }
        #expect(throws: SnapshotError.self) {
            try capture(StripesViewController(rows: 30, rowHeight: 50), .row(IndexPath(row: 30, section: 0)))
        }
    }
}
