/// UIKit's `NSDiffableDataSourceSectionSnapshot`: the items of one section as an
/// outline — items with children, each parent expanded or collapsed.
///
/// A value: build one (`append(_:to:)` adds children under a parent), expand and
/// collapse parents, and give it to a collection view's diffable data source with
/// `apply(_:to:animatingDifferences:completion:)`. The section then shows its
/// `visibleItems` (the items whose parents are all expanded, in outline order);
/// the data source sets each list cell's `indentationLevel` to its item's level and
/// its `configurationState.isExpanded`, and a tap on an outline disclosure accessory
/// expands or collapses its item through the data source's
/// `sectionSnapshotHandlers`. A new parent is collapsed. Identifiers are unique; a
/// duplicate, or an item named that the snapshot lacks, is an error as UIKit's
/// exception is, and the message names it.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: @unchecked Sendable
where ItemIdentifierType: Hashable & Sendable {
    private struct Node {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }
    private var roots: [ItemIdentifierType] = []
    private var nodes: [ItemIdentifierType: Node] = [:]

    /// An empty section snapshot.
    public init() {}

    /// Every item, in outline order (each parent before its children), collapsed or not.
    public var items: [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        out.reserveCapacity(nodes.count)
        walk(roots, into: &out) { _ in true }
        return out
    }
    /// The items at the top level, in order.
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items shown: those whose parents are all expanded, in outline order.
    public var visibleItems: [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        walk(roots, into: &out) { nodes[$0]?.isExpanded == true }
        return out
    }

    private func walk(_ list: [ItemIdentifierType], into out: inout [ItemIdentifierType], descend: (ItemIdentifierType) -> Bool) {
        for item in list {
            out.append(item)
            if let children = nodes[item]?.children, !children.isEmpty, descend(item) { walk(children, into: &out, descend: descend) }
        }
    }

    // MARK: Adding and removing

    /// Adds `items` at the end of `parent`'s children, or at the end of the top level when
    /// `parent` is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent { existing(parent) }
        add(items, parent: parent)
        if let parent { nodes[parent]!.children += items } else { roots += items }
    }
    /// Inserts `items` before `item`, among its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        place(items, beside: item, after: false)
    }
    /// Inserts `items` after `item`, among its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        place(items, beside: item, after: true)
    }
    /// Inserts the items of `snapshot`, with their children and expansion, before `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        place(snapshot, beside: item, after: false)
    }
    /// Inserts the items of `snapshot`, with their children and expansion, after `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        place(snapshot, beside: item, after: true)
    }
    /// Removes `items` and all their children (those the snapshot lacks are ignored).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
            removeTree(item)
        }
    }
    /// Removes every item.
    public mutating func deleteAll() {
        roots = []
        nodes = [:]
    }
    /// Replaces the children of `parent` with the items of `snapshot` (their children and
    /// expansion included).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        existing(parent)
        for child in nodes[parent]!.children { removeTree(child) }
        nodes[parent]!.children = []
        graft(snapshot, under: parent)
        nodes[parent]!.children = snapshot.roots
    }

    // MARK: Expanding and collapsing

    /// Expands `items`: their children show (if their own parents are expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { existing(item); nodes[item]!.isExpanded = true }
    }
    /// Collapses `items`: their children no longer show.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { existing(item); nodes[item]!.isExpanded = false }
    }
    /// Whether `item` is expanded (false for an item the snapshot lacks).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }
    /// Whether `item` shows: it is in the snapshot and its parents are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let up = nodes[parent], up.isExpanded else { return false }
            node = up
        }
        return true
    }

    // MARK: Asking

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }
    /// How deep `item` is: 0 at the top level, 1 for a child of a top-level item… (0 for an item
    /// the snapshot lacks).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var parent = nodes[item]?.parent
        while let p = parent { level += 1; parent = nodes[p]?.parent }
        return level
    }
    /// The place of `item` in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard nodes[item] != nil else { return nil }
        return items.firstIndex(of: item)
    }
    /// The parent of `child`, or nil for a top-level item or one the snapshot lacks.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }
    /// The children of `parent` (with theirs and their expansion) as a snapshot of their own,
    /// under `parent` itself when `includingParent`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        existing(parent)
        var out = NSDiffableDataSourceSectionSnapshot()
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            let node = nodes[item]!
            out.nodes[item] = Node(parent: newParent, children: node.children, isExpanded: node.isExpanded)
            for child in node.children { copy(child, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
            out.roots = [parent]
        } else {
            for child in nodes[parent]!.children { copy(child, under: nil) }
            out.roots = nodes[parent]!.children
        }
        return out
    }
    /// A text picture of the outline: one item a line, indented by its level, `+` before an
    /// expanded parent and `-` before a collapsed one.
    public func visualDescription() -> String {
        var lines: [String] = []
        for item in items {
            let node = nodes[item]!
            let mark = node.children.isEmpty ? " " : (node.isExpanded ? "+" : "-")
            lines.append(String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: The tree

    private func existing(_ item: ItemIdentifierType) {
        guard nodes[item] != nil else {
            preconditionFailure("NSDiffableDataSourceSectionSnapshot: the item \(item) does not exist in the section snapshot")
        }
    }
    private mutating func add(_ items: [ItemIdentifierType], parent: ItemIdentifierType?) {
        for item in items {
            guard nodes[item] == nil else {
                preconditionFailure("NSDiffableDataSourceSectionSnapshot: the item \(item) is already in the section snapshot (identifiers must be unique)")
            }
            nodes[item] = Node(parent: parent)
        }
    }
    private mutating func place(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, after: Bool) {
        existing(item)
        let parent = nodes[item]!.parent
        add(items, parent: parent)
        splice(items, beside: item, parent: parent, after: after)
    }
    private mutating func place(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, beside item: ItemIdentifierType, after: Bool) {
        existing(item)
        let parent = nodes[item]!.parent
        graft(snapshot, under: parent)
        splice(snapshot.roots, beside: item, parent: parent, after: after)
    }
    private mutating func splice(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, parent: ItemIdentifierType?, after: Bool) {
        var siblings = parent.map { nodes[$0]!.children } ?? roots
        let i = siblings.firstIndex(of: item)! + (after ? 1 : 0)
        siblings.insert(contentsOf: items, at: i)
        if let parent { nodes[parent]!.children = siblings } else { roots = siblings }
    }
    /// Adds the nodes of `snapshot`, its roots under `parent` (the caller lists them there).
    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType?) {
        add(snapshot.items, parent: nil)
        for (item, node) in snapshot.nodes { nodes[item] = Node(parent: node.parent ?? parent, children: node.children, isExpanded: node.isExpanded) }
    }
    private mutating func removeTree(_ item: ItemIdentifierType) {
        guard let node = nodes.removeValue(forKey: item) else { return }
        for child in node.children { removeTree(child) }
    }
}
