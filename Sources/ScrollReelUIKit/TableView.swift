/// What UIKit adds to Foundation's `IndexPath`: a row (or item) in a section.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

/// UIKit's `UITableViewCell`: a reusable row with a content view.
open class UITableViewCell: UIView {
    /// UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public let reuseIdentifier: String?
    public let contentView = UIView()

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }

    /// How `UITableView` makes a cell of a registered class: through the class's
    /// own `init(style:reuseIdentifier:)`, overridden or inherited (a required
    /// convenience initializer, so that a subclass written for UIKit, which
    /// overrides the designated initializers, needs nothing more).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    open override func layoutSubviews() { contentView.frame = bounds }

    /// Called before the cell is handed out again by `dequeueReusableCell`.
    open func prepareForReuse() {}
}

/// UIKit's `UITableViewDataSource`, one section.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// UIKit's `UITableViewDelegate`: a scroll-view delegate that can size rows.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}

/// UIKit's `UITableView` (plain style, one section, no separators): rows laid
/// out top to bottom, and only the visible ones have cells, which are reused.
///
/// As in UIKit, the layout pass asks the data source for the cells that come
/// into view (`cellForRowAt`) and puts the cells that leave it in a reuse queue
/// per identifier.
open class UITableView: UIScrollView {
    public weak var dataSource: (any UITableViewDataSource)?
    public var rowHeight: CGFloat = 44
    private var registered: [String: UITableViewCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var rowOffsets: [CGFloat] = [0]
    private var needsReload = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        alwaysBounceVertical = true
    }
    public required init?(coder: NSCoder) { return nil }

    public var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell from the reuse queue (after `prepareForReuse`), or a new one.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if var queue = reusable[identifier], !queue.isEmpty {
            let cell = queue.removeFirst()
            reusable[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        let type = registered[identifier] ?? UITableViewCell.self
        return type.init(registeredClassWithReuseIdentifier: identifier)
    }

    public func reloadData() {
        for path in visible.keys.sorted() { enqueue(visible[path]!) }
        visible.removeAll()
        needsReload = true
        setNeedsLayout()
    }

    public var numberOfRows: Int { dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0 }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard indexPath.row >= 0, indexPath.row + 1 < rowOffsets.count else { return .zero }
        return CGRect(x: 0, y: rowOffsets[indexPath.row], width: bounds.width,
                    height: rowOffsets[indexPath.row + 1] - rowOffsets[indexPath.row])
    }

    /// The visible cells, top to bottom.
    public var visibleCells: [UITableViewCell] { indexPathsForVisibleRows.compactMap { visible[$0] } }
    public var indexPathsForVisibleRows: [IndexPath] { visible.keys.sorted() }
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        rowOffsets = [0]
        for row in 0..<numberOfRows {
            let h = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: 0)) ?? rowHeight
            rowOffsets.append(rowOffsets.last! + h)
        }
        contentSize = CGSize(width: bounds.width, height: rowOffsets.last!)
    }

    private func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
    }

    /// The rows that intersect the visible part of the content.
    private func visibleRows() -> Range<Int> {
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        guard rowOffsets.count > 1 else { return 0..<0 }
        // Binary search for the first row ending below the top.
        var lo = 0, hi = rowOffsets.count - 1
        while lo < hi { let mid = (lo + hi) / 2; if rowOffsets[mid + 1] <= top { lo = mid + 1 } else { hi = mid } }
        var end = lo
        while end < rowOffsets.count - 1, rowOffsets[end] < bottom { end += 1 }
        return lo..<end
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let rows = visibleRows()
        // Top to bottom, so which cell a row gets back does not depend on
        // the dictionary's per-process hash order.
        for path in visible.keys.sorted() where !rows.contains(path.row) {
            enqueue(visible.removeValue(forKey: path)!)
        }
        for row in rows {
            let path = IndexPath(row: row, section: 0)
            let frame = rectForRow(at: path)
            if let cell = visible[path] {
                cell.frame = frame
                continue
            }
            guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
            cell.frame = frame
            visible[path] = cell
            insertSubview(cell, at: 0)
        }
    }
}
