import Testing
@testable import ScrollReelUIKit

/// A prefetch data source that notes what it is asked, as a picture loader does.
@MainActor
final class PrefetchLog: UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    var asked: [[Int]] = []
    var cancelled: [[Int]] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked.append(indexPaths.map(\.row)) }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths.map(\.row)) }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { asked.append(indexPaths.map(\.item)) }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.item))
    }
}

@MainActor
@Suite struct PrefetchingTests {
    /// Ten 10 pt rows on screen: scrolling down asks for the next screenful, nearest
    /// first, never for a visible row and never twice.
    @Test func scrollingDownAsksForTheRowsAheadNearestFirst() {
        let rows = NumberedRows()
        let log = PrefetchLog()
        rows.table.prefetchDataSource = log
        rows.table.layoutIfNeeded()
        #expect(log.asked.isEmpty, "nothing is asked at rest")
        rows.table.contentOffset = CGPoint(x: 0, y: 5)
        rows.table.layoutIfNeeded()
        // Rows 0 to 10 are visible (0 and 10 in part); 105 to 205 lies ahead: rows 11 to 20.
        #expect(log.asked == [Array(11...20)])
        rows.table.contentOffset = CGPoint(x: 0, y: 25)
        rows.table.layoutIfNeeded()
        #expect(log.asked.last == [21, 22], "only what is new ahead")
        #expect(log.cancelled.isEmpty)
    }

    @Test func turningBackCancelsWhatFellBehind() {
        let rows = NumberedRows()
        let log = PrefetchLog()
        rows.table.prefetchDataSource = log
        rows.table.contentOffset = CGPoint(x: 0, y: 300)
        rows.table.layoutIfNeeded()
        rows.table.contentOffset = CGPoint(x: 0, y: 310)
        rows.table.layoutIfNeeded()
        #expect(log.asked == [Array(40...49), [50]], "the jump asked for 40 to 49, the next move for 50 alone")
        rows.table.contentOffset = CGPoint(x: 0, y: 300)
        rows.table.layoutIfNeeded()
        #expect(log.cancelled == [Array(41...50)], "the rows below were asked for and are no longer ahead")
        #expect(log.asked.last == Array((20...29).reversed()), "above now, nearest first")
    }

    @Test func aCollectionViewAsksForTheItemsAheadUnlessPrefetchingIsOff() {
        let cards = Cards()
        let log = PrefetchLog()
        cards.view.prefetchDataSource = log
        cards.view.contentOffset = CGPoint(x: 10, y: 0)
        cards.view.layoutIfNeeded()
        // Visible: 10 to 400 (cards 0 and 1); ahead: 400 to 790, cards 2 (440) and 3 (660).
        #expect(log.asked == [[2, 3]])
        cards.view.isPrefetchingEnabled = false
        cards.view.contentOffset = CGPoint(x: 400, y: 0)
        cards.view.layoutIfNeeded()
        #expect(log.asked.count == 1)
    }
}
