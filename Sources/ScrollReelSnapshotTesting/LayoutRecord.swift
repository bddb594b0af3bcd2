import ScrollReelUIKit

/// The view tree a picture was drawn from, kept in the picture's PNG (a compressed
/// text chunk), so that a failing image snapshot can say first what changed in the
/// layout — which view moved, grew, changed its text or its scroll offset — before
/// it says which pixels differ; or, when the tree is the same, that the difference
/// is in what the views draw.
///
/// One line a view, depth first: its depth, its class, its place and its fields in
/// `recursiveDescription`'s words, separated by tabs. A view is known by its path
/// from the window: the classes on the way and, for each, its place — a cell's
/// index path, a table header's section (a reused cell is the same row wherever it sits among its siblings),
/// else its rank among its siblings of the same class.
enum LayoutRecord {
    /// The text chunk's keyword.
    static let key = "ScrollReel-layout"
    /// At most this many changed views are named; the rest are counted.
    static let shown = 4

    /// The record of `view` and everything under it.
    @MainActor
    static func of(_ view: UIView) -> String {
        var lines: [String] = []
        func visit(_ v: UIView, depth: Int) {
            let fields = RecursiveDescription.fields(v).map { "\($0.key)=\(flat($0.value))" }
            lines.append((["\(depth)", "\(type(of: v))", place(of: v)] + fields).joined(separator: "\t"))
            // Cells in their index paths' order (a table adds reused cells in any order),
            // after the other subviews, which keep theirs.
            let cells = v.subviews.compactMap { s in indexPath(of: s).map { (s, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
            for s in v.subviews where indexPath(of: s) == nil { visit(s, depth: depth + 1) }
            for s in cells { visit(s, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The index path of a cell its table or collection view shows.
    @MainActor
    private static func indexPath(of v: UIView) -> IndexPath? {
        if let cell = v as? UITableViewCell { return (v.superview as? UITableView)?.indexPath(for: cell) }
        if let cell = v as? UICollectionViewCell { return (v.superview as? UICollectionView)?.indexPath(for: cell) }
        return nil
    }

    /// A cell's index path or a table header's section, in words; empty for other views.
    @MainActor
    private static func place(of v: UIView) -> String {
        if let header = v as? UITableViewHeaderFooterView, let table = v.superview as? UITableView,
           let section = (0..<min(table.numberOfSections, 10_000)).first(where: { table.headerView(forSection: $0) === header }) {
            return "header of section \(section)"
        }
        guard let path = indexPath(of: v), path.count == 2 else { return "" }
        return (v is UITableViewCell ? "row \(path.row)" : "item \(path.item)") + (path.section > 0 ? " of section \(path.section)" : "")
    }

    private static func flat(_ s: String) -> String {
        s.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    /// One view read back from a record.
    struct View {
        /// Classes from the root down, each with its place: an index path in words, or
        /// its rank among same-class siblings and how many there are.
        var path: [Step]
        var fields: [(key: String, value: String)]
        var type: String { path.last?.type ?? "" }
        var id: String { path.map(\.id).joined(separator: "/") }

        struct Step {
            var type: String
            var place: String
            var index: Int
            var of: Int
            var id: String { place.isEmpty ? "\(type)#\(index)" : "\(type)@\(place)" }
            /// `StripeCell (row 3)`, `UILabel #2`, `UITableView`.
            var name: String { place.isEmpty ? (of > 1 ? "\(type) #\(index + 1)" : type) : "\(type) (\(place))" }
        }

        /// The view in words: its class, its text, its place, its parent.
        var name: String {
            guard let last = path.last else { return "" }
            var words = last.name
            if let text = fields.first(where: { $0.key == "text" || $0.key == "title" }) { words += " \(text.value)" }
            if path.count > 1 { words += " in " + path[path.count - 2].name }
            return words
        }
    }

    /// The views of a record, in its order; nil for a text that is not one.
    static func views(_ record: String) -> [View]? {
        var nodes: [(parent: Int?, type: String, place: String, fields: [(key: String, value: String)])] = []
        var open: [Int] = []   // the node at each depth on the way down to the last line
        for line in record.split(separator: "\n") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 3, let depth = Int(parts[0]), depth >= 0, depth <= open.count,
                  depth > 0 || nodes.isEmpty else { return nil }
            open.removeSubrange(depth...)
            let fields = parts.dropFirst(3).map { part -> (key: String, value: String) in
                let kv = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (String(kv[0]), kv.count > 1 ? String(kv[1]) : "")
            }
            nodes.append((open.last, parts[1], parts[2], fields))
            open.append(nodes.count - 1)
        }
        // Each node's rank among its parent's children of its class, and how many there are.
        func key(_ i: Int) -> String { "\(nodes[i].parent ?? -1) \(nodes[i].type)" }
        var seen: [String: Int] = [:], rank: [Int] = []
        for i in nodes.indices {
            rank.append(seen[key(i), default: 0])
            seen[key(i), default: 0] += 1
        }
        return nodes.indices.map { i in
            var path: [View.Step] = []
            var at: Int? = i
            while let j = at {
                path.insert(View.Step(type: nodes[j].type, place: nodes[j].place, index: rank[j], of: seen[key(j)] ?? 1), at: 0)
                at = nodes[j].parent
            }
            return View(path: path, fields: nodes[i].fields)
        }
    }

    /// What changed from `reference` to `snapshot`, a line a view (at most ``shown``,
    /// then how many more); empty when the trees are the same; nil when either is not
    /// a record. Views whose parent kept its frame come first, in the tree's order: the
    /// table whose content grew and the rows that moved, before what moved inside them
    /// (a view that grows carries its subviews with it).
    static func changes(from reference: String, to snapshot: String) -> [String]? {
        guard let old = views(reference), let new = views(snapshot) else { return nil }
        let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Set(new.map(\.id))
        var lines: [String] = [], inner: [String] = [], reframed: Set<String> = []
        for view in new {
            let parentReframed = reframed.contains(view.path.dropLast().map(\.id).joined(separator: "/"))
            func note(_ line: String) {
                if parentReframed { inner.append(line) } else { lines.append(line) }
            }
            guard let was = before[view.id] else {
                reframed.insert(view.id)
                note("\(view.name) is new (\(field("frame", of: view)))")
                continue
            }
            if field("frame", of: view) != field("frame", of: was) { reframed.insert(view.id) }
            var changed: [String] = []
            for (key, value) in view.fields {
                let then = was.fields.first { $0.key == key }?.value
                if then != value { changed.append("\(key) \(then ?? "unset") → \(value)") }
            }
            for (key, value) in was.fields where !view.fields.contains(where: { $0.key == key }) {
                changed.append("\(key) \(value) → unset")
            }
            if !changed.isEmpty { note("\(view.name): " + changed.joined(separator: ", ")) }
        }
        for view in old where !after.contains(view.id) {
            lines.append("\(view.name) is gone (was \(field("frame", of: view)))")
        }
        lines += inner
        guard lines.count > shown else { return lines }
        return Array(lines.prefix(shown)) + ["… and \(lines.count - shown) more views changed"]
    }

    private static func field(_ key: String, of view: View) -> String {
        view.fields.first { $0.key == key }.map { "\($0.key) \($0.value)" } ?? "no \(key)"
    }
}
