/// UIKit's `NSDiffableDataSourceSnapshot`: the sections and items of a collection
/// or table view at one moment, by identifier.
///
/// A value: build one (`appendSections(_:)`, `appendItems(_:toSection:)`), or take
/// the data source's with `snapshot()`, change it, and give it to the data source's
/// `apply(_:animatingDifferences:completion:)`, which works out what was inserted,
/// deleted and moved and animates it. Identifiers are unique in a snapshot, items
/// across all sections; a duplicate, or a section or item named that the snapshot
/// lacks, is an error as UIKit's exception is, and the message names it.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// Where each item is: its section's identifier (the index is looked up: snapshots are
    /// changed far more often than they are read item by item).
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var sectionIndex: [SectionIdentifierType: Int] = [:]

    /// The sections marked with `reloadSections(_:)` since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked with `reloadItems(_:)` since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked with `reconfigureItems(_:)` since the snapshot was made.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// All items, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in the section `identifier`.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        items[index(ofExisting: identifier)].count
    }
    /// The items of the section `identifier`, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[index(ofExisting: identifier)]
    }
    /// The section that holds the item `identifier`, or nil if no section does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }
    /// The place of the item `identifier` in `itemIdentifiers` (counted across sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sectionIndex[section] else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + items[s].firstIndex(of: identifier)!
    }
    /// The place of the section `identifier` in `sectionIdentifiers`, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier`, or of the last section when it is nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            preconditionFailure("NSDiffableDataSourceSnapshot: there are currently no sections to append the items to")
        }
        let s = index(ofExisting: section)
        insert(identifiers, section: s, at: items[s].count)
    }
    /// Inserts `identifiers` before the item `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let (s, i) = location(ofExisting: beforeIdentifier)
        insert(identifiers, section: s, at: i)
    }
    /// Inserts `identifiers` after the item `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let (s, i) = location(ofExisting: afterIdentifier)
        insert(identifiers, section: s, at: i + 1)
    }
    /// Removes the items `identifiers` (those the snapshot lacks are ignored, as UIKit's are).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
        for id in identifiers { sectionOfItem[id] = nil }
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    }
    /// Removes every item, keeping the sections.
    public mutating func deleteAllItems() {
        items = items.map { _ in [] }
        sectionOfItem = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }
    /// Moves the item `identifier` just before the item `toIdentifier` (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }
    /// Moves the item `identifier` just after the item `toIdentifier` (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }
    /// Marks the items `identifiers` to be reloaded: the data source asks for new cells for them.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers { _ = location(ofExisting: id) }
        reloadedItemIdentifiers += identifiers.filter { !reloadedItemIdentifiers.contains($0) }
    }
    /// Marks the items `identifiers` to be reconfigured: the data source configures their existing
    /// cells again (a registration's dequeue gives back the cell the item has).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers { _ = location(ofExisting: id) }
        reconfiguredItemIdentifiers += identifiers.filter { !reconfiguredItemIdentifiers.contains($0) }
    }

    // MARK: Sections

    /// Adds the sections `identifiers`, empty, at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }
    /// Inserts the sections `identifiers`, empty, before the section `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: index(ofExisting: toIdentifier))
    }
    /// Inserts the sections `identifiers`, empty, after the section `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: index(ofExisting: toIdentifier) + 1)
    }
    /// Removes the sections `identifiers` with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        for s in sections.indices where gone.contains(sections[s]) {
            for item in items[s] { sectionOfItem[item] = nil }
        }
        let kept = sections.indices.filter { !gone.contains(sections[$0]) }
        sections = kept.map { sections[$0] }
        items = kept.map { items[$0] }
        reindexSections()
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
        reloadedItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
    }
    /// Moves the section `identifier`, with its items, just before the section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }
    /// Moves the section `identifier`, with its items, just after the section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }
    /// Marks the sections `identifiers` to be reloaded: all their items get new cells.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers { _ = index(ofExisting: id) }
        reloadedSectionIdentifiers += identifiers.filter { !reloadedSectionIdentifiers.contains($0) }
    }

    // MARK: Internals

    /// The snapshot as the data source keeps it: without the marks of what to reload.
    var withoutMarks: Self {
        var s = self
        s.reloadedItemIdentifiers = []
        s.reloadedSectionIdentifiers = []
        s.reconfiguredItemIdentifiers = []
        return s
    }

    /// The item at `indexPath`, or nil outside the snapshot.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }
    /// The index path of the item `identifier`, or nil.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let s = sectionIndex[section],
              let i = items[s].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    private func index(ofExisting section: SectionIdentifierType) -> Int {
        guard let s = sectionIndex[section] else {
            preconditionFailure("NSDiffableDataSourceSnapshot: the section \(section) does not exist in the snapshot")
        }
        return s
    }

    private func location(ofExisting item: ItemIdentifierType) -> (section: Int, item: Int) {
        guard let path = indexPath(of: item) else {
            preconditionFailure("NSDiffableDataSourceSnapshot: the item \(item) does not exist in the snapshot")
        }
        return (path.section, path.item)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], section s: Int, at i: Int) {
        var seen = Set<ItemIdentifierType>()
        for id in identifiers {
            guard sectionOfItem[id] == nil, seen.insert(id).inserted else {
                preconditionFailure("NSDiffableDataSourceSnapshot: the item \(id) is already in the snapshot (identifiers must be unique)")
            }
        }
        items[s].insert(contentsOf: identifiers, at: i)
        for id in identifiers { sectionOfItem[id] = sections[s] }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at s: Int) {
        var seen = Set<SectionIdentifierType>()
        for id in identifiers {
            guard sectionIndex[id] == nil, seen.insert(id).inserted else {
                preconditionFailure("NSDiffableDataSourceSnapshot: the section \(id) is already in the snapshot (identifiers must be unique)")
            }
        }
        sections.insert(contentsOf: identifiers, at: s)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: s)
        reindexSections()
    }

    private mutating func move(_ identifier: ItemIdentifierType, to target: ItemIdentifierType, after: Bool) {
        guard identifier != target else { return }
        let (s, i) = location(ofExisting: identifier)
        _ = location(ofExisting: target)
        items[s].remove(at: i)
        let (t, j) = location(ofExisting: target)
        items[t].insert(identifier, at: after ? j + 1 : j)
        sectionOfItem[identifier] = sections[t]
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to target: SectionIdentifierType, after: Bool) {
        guard identifier != target else { return }
        let s = index(ofExisting: identifier)
        _ = index(ofExisting: target)
        let moved = items.remove(at: s)
        sections.remove(at: s)
        reindexSections()
        let t = index(ofExisting: target) + (after ? 1 : 0)
        sections.insert(identifier, at: t)
        items.insert(moved, at: t)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }
}
