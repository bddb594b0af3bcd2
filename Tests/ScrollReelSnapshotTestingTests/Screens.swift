import ScrollReelUIKit
import ScrollRender
import SnapshotTesting
import Testing
@testable import ScrollReelSnapshotTesting

/// A table whose rows are stripes, each its own colour (`Stripes.colour(row)`), so
/// that a pixel tells which row is where.
@MainActor
final class StripesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView()
    let rows: Int
    /// Each row's height; with `estimated`, the rows are self-sizing and the table only
    /// knows `estimated` for a row until it has measured its cell.
    let rowHeight: CGFloat
    let estimated: CGFloat?

    init(rows: Int, rowHeight: CGFloat, estimated: CGFloat? = nil) {
        self.rows = rows; self.rowHeight = rowHeight; self.estimated = estimated
        super.init()
    }
    required init?(coder: NSCoder) { return nil }

    final class StripeCell: UITableViewCell {
        var height: CGFloat = 44
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.separatorStyle = .none
        table.backgroundColor = UIColor(white: 0.5, alpha: 1)
        table.accessibilityIdentifier = "stripes"
        if let estimated {
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = estimated
        } else {
            table.rowHeight = rowHeight
        }
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = StripeCell(style: .default, reuseIdentifier: nil)
        cell.height = rowHeight
        cell.backgroundColor = Stripes.colour(indexPath.row)
        cell.contentView.backgroundColor = Stripes.colour(indexPath.row)
        return cell
    }
}

enum Stripes {
    /// Row `row`'s colour: no two of the first 64 rows alike.
    static func colour(_ row: Int) -> UIColor {
        UIColor(red: CGFloat(row % 8) / 7, green: CGFloat(row / 8 % 8) / 7, blue: 0.25, alpha: 1)
    }

    /// The 8-bit RGB of row `row`'s colour, as a picture holds it.
    static func rgb(_ row: Int) -> (UInt8, UInt8, UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return (byte(Double(row % 8) / 7), byte(Double(row / 8 % 8) / 7), byte(0.25))
    }

    /// The row whose colour is at (x, y) of `bitmap`, or nil for another colour.
    static func row(at x: Int, _ y: Int, in bitmap: Bitmap, rows: Int = 64) -> Int? {
        let p = bitmap.rgba(x: x, y: y)
        return (0..<rows).first { let c = rgb($0); return abs(Int(c.0) - Int(p.r)) <= 1 && abs(Int(c.1) - Int(p.g)) <= 1 && abs(Int(c.2) - Int(p.b)) <= 1 }
    }
}

/// A bar along the top of the safe area, 10 pt tall, and a box that fades in over
/// one second once the screen appears, and a label a timer changes after two.
@MainActor
final class SafeAreaBarViewController: UIViewController {
    let bar = UIView()
    let box = UIView()
    let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        bar.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        box.alpha = 0
        status.text = "waiting"
        view.addSubview(bar)
        view.addSubview(box)
        view.addSubview(status)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets
        bar.frame = CGRect(x: 0, y: safe.top, width: view.bounds.width, height: 10)
        box.frame = CGRect(x: 20, y: safe.top + 40, width: 100, height: 100)
        status.frame = CGRect(x: 20, y: safe.top + 160, width: 200, height: 30)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 1) { self.box.alpha = 1 }
        Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in self?.status.text = "done" }
    }
}

/// Takes a strategy's snapshot of `value` and decodes its picture.
@MainActor
func picture<Value>(of value: Value, as strategy: Snapshotting<Value, UIImage>) throws -> Bitmap {
    var taken: UIImage?
    strategy.snapshot(value).run { taken = $0 }
    let bytes = SnapshotPNG.bytes(of: try #require(taken))
    if let error = SnapshotPNG.texts(of: bytes)[SnapshotPNG.errorKey] { throw SnapshotError(error) }
    return try Bitmap(decodingPNG: bytes)
}

/// Takes a strategy's text snapshot of `value`.
@MainActor
func text<Value>(of value: Value, as strategy: Snapshotting<Value, String>) -> String {
    var taken = ""
    strategy.snapshot(value).run { taken = $0 }
    return taken
}


/// A collection view of stripes: `items` cells of `length` pt along the scroll
/// direction, each filling the other way, no spacing; each cell `Stripes.colour(item)`.
@MainActor
final class StripesGridViewController: UIViewController, UICollectionViewDataSource {
    let layout = UICollectionViewFlowLayout()
    lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let items: Int
    let length: CGFloat

    init(items: Int, length: CGFloat, direction: UICollectionView.ScrollDirection) {
        self.items = items; self.length = length
        super.init()
        layout.scrollDirection = direction
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collection.frame = view.bounds
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.backgroundColor = UIColor(white: 0.5, alpha: 1)
        collection.accessibilityIdentifier = "grid"
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "stripe")
        collection.dataSource = self
        view.addSubview(collection)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Each cell fills the collection view across the scroll direction (inside its insets).
        let inset = collection.adjustedContentInset
        layout.itemSize = layout.scrollDirection == .vertical
            ? CGSize(width: collection.bounds.width, height: length)
            : CGSize(width: length, height: collection.bounds.height - inset.top - inset.bottom)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "stripe", for: indexPath)
        cell.contentView.backgroundColor = Stripes.colour(indexPath.item)
        return cell
    }
}
