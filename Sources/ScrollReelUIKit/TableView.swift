/// UIKit's `UITableViewDataSource`.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// UIKit's `UITableViewDelegate`: a scroll-view delegate that sizes rows and
/// section headers, and hears selection and display.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
}

/// UIKit's `UITableView`: sections of rows laid out top to bottom, with section
/// headers and footers, and cells only for the rows in view, which are reused.
///
/// As in UIKit, the layout pass asks the data source for the cells that come
/// into view (`cellForRowAt`, then the delegate's `willDisplay`) and puts the
/// cells that leave it in a reuse queue per identifier, top to bottom (so the
/// same scroll hands the same cells to the same rows in every run). Rows whose
/// height is `automaticDimension` are measured by their cell
/// (`systemLayoutSizeFitting`) when they first come into view, and count
/// `estimatedRowHeight` until then. In the plain style, the header of the
/// section at the top sticks under the top edge.
open class UITableView: UIScrollView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    /// A row or header height that the cell or view works out itself.
    nonisolated public static let automaticDimension: CGFloat = -1

    public let style: Style
    public weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    public var rowHeight: CGFloat = 44 { didSet { invalidateLayout() } }
    public var estimatedRowHeight: CGFloat = 44
    /// Without titles or views a plain section has no header; these are the
    /// heights of the ones it has (`automaticDimension`: the style's own).
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateLayout() } }
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateLayout() } }
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    public var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    public var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.margin, bottom: 0, right: 0)
    public var allowsSelection = true
    /// A view above the first section and one below the last, scrolling with the rows.
    public var tableHeaderView: UIView? { didSet { replace(oldValue, with: tableHeaderView) } }
    public var tableFooterView: UIView? { didSet { replace(oldValue, with: tableFooterView) } }

    private var registered: [String: UITableViewCell.Type] = [:]
    private var registeredHeaders: [String: UITableViewHeaderFooterView.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var reusableHeaders: [String: [UITableViewHeaderFooterView]] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var visibleHeaders: [SupplementaryKey: UIView] = [:]
    private var layoutModel = TableLayout()
    /// Heights of self-sizing rows, measured when they first came into view.
    private var measured: [IndexPath: CGFloat] = [:]
    private var needsReload = true
    public private(set) var indexPathForSelectedRow: IndexPath?
    private var touchedRow: IndexPath?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        // UIKit's defaults since iOS 13: white plain tables, grey grouped ones.
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { return nil }

    public var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Cells

    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass ?? UITableViewCell.self
    }

    public func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaders[identifier] = aClass ?? UITableViewHeaderFooterView.self
    }

    /// A cell from the reuse queue (after `prepareForReuse`), or a new one of the
    /// registered class (`UITableViewCell` when none was registered).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier)
            ?? (registered[identifier] ?? UITableViewCell.self).init(registeredClassWithReuseIdentifier: identifier)
    }

    /// A cell from the reuse queue, or nil (UIKit's older form: the caller makes one).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusable[identifier], !queue.isEmpty {
            let cell = queue.removeFirst()
            reusable[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let type = registered[identifier] else { return nil }
        return type.init(registeredClassWithReuseIdentifier: identifier)
    }

    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaders[identifier], !queue.isEmpty {
            let view = queue.removeFirst()
            reusableHeaders[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let type = registeredHeaders[identifier] else { return nil }
        return type.init(registeredClassWithReuseIdentifier: identifier)
    }

    public func reloadData() {
        for path in visible.keys.sorted() { enqueue(visible[path]!, at: path) }
        visible.removeAll()
        for key in visibleHeaders.keys.sorted() { enqueueSupplementary(visibleHeaders[key]!) }
        visibleHeaders.removeAll()
        measured.removeAll()
        indexPathForSelectedRow = nil
        invalidateLayout()
    }

    private func invalidateLayout() {
        needsReload = true
        setNeedsLayout()
    }

    public var numberOfSections: Int { layout().sections.count }
    public func numberOfRows(inSection section: Int) -> Int {
        let s = layout().sections
        return s.indices.contains(section) ? s[section].rows.count : 0
    }
    /// The rows of the first section (the one-section tables of the seeds).
    public var numberOfRows: Int { numberOfRows(inSection: 0) }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layout().rowRect(indexPath, width: bounds.width) ?? .zero
    }
    public func rect(forSection section: Int) -> CGRect { layout().sectionRect(section, width: bounds.width) ?? .zero }
    public func rectForHeader(inSection section: Int) -> CGRect {
        layout().headerRect(section, width: bounds.width) ?? .zero
    }
    public func rectForFooter(inSection section: Int) -> CGRect {
        layout().footerRect(section, width: bounds.width) ?? .zero
    }

    /// The row under `point` (content coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { layout().row(at: point.y) }

    /// The visible cells, top to bottom.
    public var visibleCells: [UITableViewCell] { indexPathsForVisibleRows.compactMap { visible[$0] } }
    public var indexPathsForVisibleRows: [IndexPath] { visible.keys.sorted() }
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[SupplementaryKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling and selection

    /// UIKit's `scrollToRow(at:at:animated:)`: the row at the top, middle or
    /// bottom of the visible area (`.none`: the least scroll that shows it).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let r = rectForRow(at: indexPath)
        guard !r.isEmpty || r.height > 0 else { return }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = r.minY - inset.top - pinnedHeaderHeight(above: indexPath)
        case .middle: y = r.midY - inset.top - visibleHeight / 2
        case .bottom: y = r.maxY - inset.top - visibleHeight
        case .none:
            if r.minY < y + inset.top { y = r.minY - inset.top }
            else if r.maxY > y + inset.top + visibleHeight { y = r.maxY - inset.top - visibleHeight }
        }
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    /// The height of the header a plain table keeps over the row's section.
    private func pinnedHeaderHeight(above indexPath: IndexPath) -> CGFloat {
        style == .plain ? (layout().headerRect(indexPath.section, width: bounds.width)?.height ?? 0) : 0
    }

    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let old = indexPathForSelectedRow, old != indexPath { visible[old]?.setSelected(false, animated: animated) }
        indexPathForSelectedRow = indexPath
        guard let indexPath else { return }
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        visible[indexPath]?.setSelected(false, animated: animated)
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    // A tap on a row highlights it while the finger is down and selects it when
    // it lifts, as UIKit's table does; a finger that starts a scroll cancels it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, let touch = touches.first,
              let path = indexPathForRow(at: touch.location(in: self)), let cell = visible[path],
              tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        touchedRow = path
        cell.setHighlighted(true, animated: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let path = touchedRow { visible[path]?.setHighlighted(false, animated: false) }
        touchedRow = nil
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let path = touchedRow else { return }
        touchedRow = nil
        visible[path]?.setHighlighted(false, animated: false)
        let delegate = tableDelegate
        guard let chosen = delegate == nil ? path : delegate?.tableView(self, willSelectRowAt: path) else { return }
        if let old = indexPathForSelectedRow, old != chosen {
            visible[old]?.setSelected(false, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: old)
        }
        indexPathForSelectedRow = chosen
        visible[chosen]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: chosen)
    }

    // MARK: Layout

    /// The geometry of every section, row, header and footer, from the data source
    /// and delegate (rebuilt after `reloadData` or a change of heights).
    private func layout() -> TableLayout {
        guard needsReload else { return layoutModel }
        needsReload = false
        var model = TableLayout()
        model.top = tableHeaderView?.bounds.height ?? 0
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let delegate = tableDelegate
        for s in 0..<sections {
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
            var section = TableLayout.Section()
            section.header = supplementaryHeight(section: s, isHeader: true)
            for r in 0..<rows {
                let path = IndexPath(row: r, section: s)
                var h = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                if h == UITableView.automaticDimension { h = measured[path] ?? (estimatedRowHeight > 0 ? estimatedRowHeight : 44) }
                section.rows.append(h.isFinite ? max(h, 0) : 0)
            }
            section.footer = supplementaryHeight(section: s, isHeader: false)
            model.sections.append(section)
        }
        model.finish()
        model.footerViewHeight = tableFooterView?.bounds.height ?? 0
        layoutModel = model
        contentSize = CGSize(width: bounds.width, height: model.contentHeight)
        return model
    }

    /// A header's or footer's height: the delegate's, else the table's, else the
    /// style's own when the section has a title or a view (none otherwise in the
    /// plain style; grouped sections keep a gap).
    private func supplementaryHeight(section: Int, isHeader: Bool) -> CGFloat {
        let delegate = tableDelegate
        let asked = isHeader ? delegate?.tableView(self, heightForHeaderInSection: section)
                             : delegate?.tableView(self, heightForFooterInSection: section)
        if let asked, asked != UITableView.automaticDimension { return asked.isFinite ? max(asked, 0) : 0 }
        let title = isHeader ? dataSource?.tableView(self, titleForHeaderInSection: section)
                             : dataSource?.tableView(self, titleForFooterInSection: section)
        let view = isHeader ? delegate?.tableView(self, viewForHeaderInSection: section)
                            : delegate?.tableView(self, viewForFooterInSection: section)
        if let view, title == nil { return view.bounds.height > 0 ? view.bounds.height : 28 }
        switch style {
        case .plain: return title == nil && view == nil ? 0 : 28
        case .grouped, .insetGrouped:
            if title != nil || view != nil { return isHeader ? 38 : 30 }
            return isHeader ? (section == 0 ? 35 : 17.5) : 17.5
        }
    }

    private func enqueue(_ cell: UITableViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    private func enqueueSupplementary(_ view: UIView) {
        view.removeFromSuperview()
        if let v = view as? UITableViewHeaderFooterView, let id = v.reuseIdentifier { reusableHeaders[id, default: []].append(v) }
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var model = layout()
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        let rows = model.rows(from: top, to: bottom)
        // Top to bottom, so which cell a row gets back does not depend on the
        // dictionary's per-process hash order.
        for path in visible.keys.sorted() where !rows.contains(path) {
            enqueue(visible.removeValue(forKey: path)!, at: path)
        }
        for path in rows {
            if let cell = visible[path] {
                measureIfSelfSizing(cell, at: path, in: &model)
                cell.frame = model.rowRect(path, width: bounds.width) ?? .zero
                showSeparator(of: cell, at: path, in: model)
                continue
            }
            guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
            measureIfSelfSizing(cell, at: path, in: &model)
            cell.frame = model.rowRect(path, width: bounds.width) ?? .zero
            cell.setSelected(path == indexPathForSelectedRow, animated: false)
            showSeparator(of: cell, at: path, in: model)
            visible[path] = cell
            insertSubview(cell, at: 0)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        }
        layoutSupplementaryViews(model)
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.bounds.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: model.contentHeight - model.footerViewHeight, width: bounds.width,
                                  height: footer.bounds.height)
        }
    }

    /// A self-sizing row's height, asked of its cell the first time it is in view.
    private func measureIfSelfSizing(_ cell: UITableViewCell, at path: IndexPath, in model: inout TableLayout) {
        guard measured[path] == nil, model.isSelfSizing(path, table: self) else { return }
        cell.frame.size.width = bounds.width
        let h = cell.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0)).height
        measured[path] = h.isFinite ? max(h, 0) : 44
        needsReload = true
        model = layout()
    }

    /// Separators between rows: UIKit hides the last row's in a grouped section,
    /// and draws none at all with `separatorStyle = .none`.
    private func showSeparator(of cell: UITableViewCell, at path: IndexPath, in model: TableLayout) {
        let last = path.row == model.sections[path.section].rows.count - 1
        cell.separatorView.isHidden = separatorStyle == .none || (last && style != .plain)
        cell.separatorView.backgroundColor = separatorColor ?? .separator
        if cell.separatorInset.left == UITableViewCell.margin { cell.separatorInset = separatorInset }
    }

    /// Section headers and footers in view; in the plain style the header of the
    /// section at the top edge sticks there until the section's end pushes it up.
    private func layoutSupplementaryViews(_ model: TableLayout) {
        let edge = contentOffset.y + adjustedContentInset.top
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        var wanted: [SupplementaryKey: CGRect] = [:]
        for s in model.sections.indices {
            if var r = model.headerRect(s, width: bounds.width), r.height > 0 {
                if style == .plain, let section = model.sectionRect(s, width: bounds.width) {
                    r.origin.y = min(max(r.minY, edge), section.maxY - r.height)
                }
                if r.maxY > top, r.minY < bottom { wanted[SupplementaryKey(section: s, isHeader: true)] = r }
            }
            if let r = model.footerRect(s, width: bounds.width), r.height > 0, r.maxY > top, r.minY < bottom {
                wanted[SupplementaryKey(section: s, isHeader: false)] = r
            }
        }
        for key in visibleHeaders.keys.sorted() where wanted[key] == nil {
            enqueueSupplementary(visibleHeaders.removeValue(forKey: key)!)
        }
        for key in wanted.keys.sorted() {
            let view = visibleHeaders[key] ?? makeSupplementary(key)
            guard let view else { continue }
            view.frame = wanted[key]!
            if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
            visibleHeaders[key] = view
        }
    }

    private func makeSupplementary(_ key: SupplementaryKey) -> UIView? {
        let delegate = tableDelegate
        if let view = key.isHeader ? delegate?.tableView(self, viewForHeaderInSection: key.section)
                                   : delegate?.tableView(self, viewForFooterInSection: key.section) {
            return view
        }
        guard let title = key.isHeader ? dataSource?.tableView(self, titleForHeaderInSection: key.section)
                                       : dataSource?.tableView(self, titleForFooterInSection: key.section) else { return nil }
        let view = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        view.isGrouped = style != .plain
        view.textLabel?.text = style == .plain || !key.isHeader ? title : title.uppercased()
        view.backgroundColor = style == .plain ? .secondarySystemBackground : nil
        view.setNeedsLayout()
        return view
    }

    private static let titleViewIdentifier = "UITableView.title"
}

/// Which header or footer.
struct SupplementaryKey: Hashable, Comparable {
    let section: Int
    let isHeader: Bool
    static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
        (a.section, a.isHeader ? 0 : 1) < (b.section, b.isHeader ? 0 : 1)
    }
}

/// The vertical geometry of a table: each section's header, rows and footer,
/// in content coordinates.
struct TableLayout {
    struct Section {
        var header: CGFloat = 0
        var rows: [CGFloat] = []
        var footer: CGFloat = 0
        /// Where the header starts, and where each row starts (one more: the end).
        var top: CGFloat = 0
        var rowStarts: [CGFloat] = []
    }
    var sections: [Section] = []
    /// The table header view's height, above the first section.
    var top: CGFloat = 0
    var footerViewHeight: CGFloat = 0
    private var end: CGFloat = 0

    var contentHeight: CGFloat { end + footerViewHeight }

    mutating func finish() {
        var y = top
        for i in sections.indices {
            sections[i].top = y
            y += sections[i].header
            var starts: [CGFloat] = [y]
            starts.reserveCapacity(sections[i].rows.count + 1)
            for h in sections[i].rows { y += h; starts.append(y) }
            sections[i].rowStarts = starts
            y += sections[i].footer
        }
        end = y
    }

    @MainActor func isSelfSizing(_ path: IndexPath, table: UITableView) -> Bool {
        (table.tableDelegate?.tableView(table, heightForRowAt: path) ?? table.rowHeight) == UITableView.automaticDimension
    }

    func rowRect(_ p: IndexPath, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(p.section), sections[p.section].rows.indices.contains(p.row) else { return nil }
        let s = sections[p.section]
        return CGRect(x: 0, y: s.rowStarts[p.row], width: width, height: s.rows[p.row])
    }

    func headerRect(_ i: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(i) else { return nil }
        return CGRect(x: 0, y: sections[i].top, width: width, height: sections[i].header)
    }

    func footerRect(_ i: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(i) else { return nil }
        let s = sections[i]
        return CGRect(x: 0, y: s.rowStarts.last ?? s.top + s.header, width: width, height: s.footer)
    }

    func sectionRect(_ i: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(i) else { return nil }
        let s = sections[i]
        return CGRect(x: 0, y: s.top, width: width, height: (s.rowStarts.last ?? s.top + s.header) + s.footer - s.top)
    }

    /// The rows that intersect [top, bottom), in order.
    func rows(from top: CGFloat, to bottom: CGFloat) -> [IndexPath] {
        var out: [IndexPath] = []
        for (si, s) in sections.enumerated() {
            guard let last = s.rowStarts.last, last > top, s.top < bottom, s.rows.count > 0 else { continue }
            // Binary search for the first row ending below the top.
            var lo = 0, hi = s.rows.count - 1
            while lo < hi { let mid = (lo + hi) / 2; if s.rowStarts[mid + 1] <= top { lo = mid + 1 } else { hi = mid } }
            var r = lo
            while r < s.rows.count, s.rowStarts[r] < bottom {
                out.append(IndexPath(row: r, section: si))
                r += 1
            }
        }
        return out
    }

    /// The row under content height `y`.
    func row(at y: CGFloat) -> IndexPath? {
        for (si, s) in sections.enumerated() {
            for r in s.rows.indices where s.rowStarts[r] <= y && y < s.rowStarts[r + 1] {
                return IndexPath(row: r, section: si)
            }
        }
        return nil
    }
}
