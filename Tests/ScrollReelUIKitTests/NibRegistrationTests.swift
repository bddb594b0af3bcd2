import Testing
@testable import ScrollReelUIKit

/// Registering nibs, as UIKit declares it: the last registration for an identifier wins, and a
/// nil nib unregisters it. (Dequeuing from a nib stops with a message naming it: ScrollReel
/// cannot read nibs.)
@MainActor
@Suite struct NibRegistrationTests {
    final class Cell: UITableViewCell {}

    @Test func aNilNibUnregistersTheIdentifierAndAClassReplacesANib() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(Cell.self, forCellReuseIdentifier: "row")
        #expect(table.dequeueReusableCell(withIdentifier: "row") is Cell)
        table.register(nil as UINib?, forCellReuseIdentifier: "row")
        #expect(table.dequeueReusableCell(withIdentifier: "row") == nil, "nil unregisters, as in UIKit")
        table.register(UINib(nibName: "RowCell", bundle: nil), forCellReuseIdentifier: "row")
        table.register(Cell.self, forCellReuseIdentifier: "row")
        #expect(table.dequeueReusableCell(withIdentifier: "row") is Cell, "the class registered last wins")

        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") != nil)
        table.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)

        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(nil as UINib?, forCellWithReuseIdentifier: "item")
        #expect(collection.registered["item"] == nil)
    }
}
