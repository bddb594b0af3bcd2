import ScrollReelUIKit
import Testing
@testable import ScrollReelSnapshotTesting

/// The view tree kept in a picture, and what a failure says changed in it.
@MainActor
@Suite struct LayoutRecordTests {
    func tree(badge: Bool, title: String, width: CGFloat) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 80))
        for (i, text) in [title, "subtitle"].enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: 12 + CGFloat(i) * 24, width: width - 32, height: 20))
            label.text = text
            card.addSubview(label)
        }
        if badge { card.addSubview(UIImageView(frame: CGRect(x: width - 40, y: 8, width: 24, height: 24))) }
        return card
    }

    @Test func theSameTreeHasNoChanges() {
        let record = LayoutRecord.of(tree(badge: true, title: "Hello", width: 200))
        #expect(LayoutRecord.changes(from: record, to: record) == [])
    }

    /// Each changed view on a line, named by its class, its text and its place; a view
    /// that appeared or went; what changed inside a view that grew comes after.
    @Test func changesInWords() {
        let reference = LayoutRecord.of(tree(badge: true, title: "Hello", width: 200))
        let snapshot = LayoutRecord.of(tree(badge: false, title: "Hi", width: 220))
        #expect(LayoutRecord.changes(from: reference, to: snapshot) == [
            "UIView: frame (0 0; 200 80) → (0 0; 220 80)",
            "UIImageView in UIView is gone (was frame (160 8; 24 24))",
            "UILabel #1 'Hi' in UIView: frame (16 12; 168 20) → (16 12; 188 20), text 'Hello' → 'Hi'",
            "UILabel #2 'subtitle' in UIView: frame (16 36; 168 20) → (16 36; 188 20)",
        ])
        #expect(LayoutRecord.changes(from: snapshot, to: reference)?[1] == "UILabel #1 'Hello' in UIView: frame (16 12; 188 20) → (16 12; 168 20), text 'Hi' → 'Hello'")
        #expect(LayoutRecord.changes(from: snapshot, to: reference)?.contains("UIImageView in UIView is new (frame (160 8; 24 24))") == true)
    }

    /// Cells are known by their index paths, wherever the table put them among its subviews.
    @Test func cellsByIndexPath() throws {
        let vc = StripesViewController(rows: 30, rowHeight: 50)
        vc.loadViewIfNeeded()
        vc.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        vc.view.layoutIfNeeded()
        let record = LayoutRecord.of(vc.view)
        let views = try #require(LayoutRecord.views(record))
        let cells = views.filter { $0.type == "StripeCell" }
        #expect(cells.map(\.path.last!.place) == (0..<cells.count).map { "row \($0)" })
        #expect(cells.first?.name == "StripeCell (row 0) in UITableView")
    }

    /// A table's section headers by their sections.
    @Test func headersBySection() throws {
        final class Sections: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let sections = Sections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.dataSource = sections
        table.layoutIfNeeded()
        let views = try #require(LayoutRecord.views(LayoutRecord.of(table)))
        #expect(views.filter { $0.type == "UITableViewHeaderFooterView" }.map(\.path.last!.place)
                == ["header of section 0", "header of section 1", "header of section 2"])
        #expect(views.contains { $0.name == "UITableViewCell (row 1 of section 2) in UITableView" })
    }

    @Test func aTextThatIsNotARecordIsNone() {
        #expect(LayoutRecord.views("1\tUIView\t") == nil, "a first view below the root")
        #expect(LayoutRecord.views("0\tUIView\t\n2\tUILabel\t") == nil, "a view two levels under its parent")
        #expect(LayoutRecord.views("nonsense") == nil)
        #expect(LayoutRecord.changes(from: "nonsense", to: LayoutRecord.of(UIView())) == nil)
    }

    /// More than four changes: four, then how many more.
    @Test func manyChangesAreCounted() {
        func row(_ n: Int, offset: CGFloat) -> UIView {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            for i in 0..<n { v.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(i) * 10 + offset, width: 10, height: 10))) }
            return v
        }
        let changes = LayoutRecord.changes(from: LayoutRecord.of(row(7, offset: 0)), to: LayoutRecord.of(row(7, offset: 1)))
        #expect(changes?.count == 5)
        #expect(changes?.first == "UIView #1 in UIView: frame (0 0; 10 10) → (0 1; 10 10)")
        #expect(changes?.last == "… and 3 more views changed")
    }
}
