import Testing
@testable import ScrollReelUIKit

/// A cell's `separatorLayoutGuide`: its leading edge is where the separator starts; a
/// constraint of the app's (to a label's leading edge) moves the separator there.
@MainActor
@Suite struct SeparatorLayoutGuideTests {
    /// A row with an avatar-sized gap: its label starts 60 pt in, and the separator with it when
    /// `aligned`.
    final class PersonCell: UITableViewCell {
        let label = UILabel()
        var aligned = false { didSet { if aligned { separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor).isActive = true } } }
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.text = "Ada Lovelace"
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 60),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class People: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath) as! PersonCell
            // Rows 0 and 1 align their separators with the label; rows 2 and 3 only look at the guide.
            if indexPath.row < 2 { if !cell.aligned { cell.aligned = true } } else { _ = cell.separatorLayoutGuide }
            return cell
        }
    }

    @Test func aTableCellsSeparatorFollowsItsGuide() {
        let people = People()
        var table: UITableView!
        let (window, _) = showing { root in
            table = UITableView(frame: root.bounds, style: .plain)
            table.register(PersonCell.self, forCellReuseIdentifier: "person")
            table.dataSource = people
            root.addSubview(table)
        }
        window.layoutIfNeeded()
        let cells = (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) as! PersonCell }
        for cell in cells[..<2] {
            #expect(cell.separatorView.frame.minX == 60 && cell.separatorView.frame.maxX == 390)
            #expect(cell.separatorLayoutGuide.layoutFrame.minX == 60)
        }
        for cell in cells[2...] {
            #expect(cell.separatorView.frame.minX == 16, "the table's separator inset")
            #expect(cell.separatorLayoutGuide.layoutFrame.minX == 16 && cell.separatorLayoutGuide.layoutFrame.maxX == 390)
        }
        withExtendedLifetime(people) {}
    }

    /// In a list, the separator starts at the text by default; a list cell of one's own content
    /// aligns it with its label through the guide.
    @Test func aListCellsSeparatorFollowsItsGuide() {
        final class Row: UICollectionViewListCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.text = "Grace Hopper"
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 72),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Rows: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            }
        }
        let rows = Rows()
        var list: UICollectionView!
        let (window, _) = showing { root in
            list = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
            list.register(Row.self, forCellWithReuseIdentifier: "row")
            list.dataSource = rows
            root.addSubview(list)
        }
        window.layoutIfNeeded()
        let first = list.cellForItem(at: IndexPath(item: 0, section: 0)) as! Row
        #expect(!first.separator.isHidden && first.separator.frame.minX == 72 && first.separator.frame.maxX == 390)
        #expect(first.separatorLayoutGuide.layoutFrame.minX == 72)
        withExtendedLifetime(rows) {}
    }
}
