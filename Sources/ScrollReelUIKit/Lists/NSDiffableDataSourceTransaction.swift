// What a diffable data source tells about a reordering the user made: the snapshots before and
// after, and the difference between them (UIKit's `NSDiffableDataSourceTransaction`).

/// UIKit's `NSDiffableDataSourceTransaction`: a change the user made to a diffable data source's
/// items by moving one (its `reorderingHandlers` hear it).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the change.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the items, all sections' in order, as a difference with its moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change of each section it touched.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// UIKit's `NSDiffableDataSourceSectionTransaction`: the change of one section's items.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before the change.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after the change.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of its items, with moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension NSDiffableDataSourceSnapshot {
    /// The snapshot with the item at `source` moved to `destination` (an index path of the
    /// snapshot after the move), or nil when either is not in it.
    func moving(from source: IndexPath, to destination: IndexPath) -> NSDiffableDataSourceSnapshot? {
        guard let item = item(at: source), sectionIdentifiers.indices.contains(destination.section) else { return nil }
        var moved = self
        moved.deleteItems([item])
        let section = sectionIdentifiers[destination.section]
        let items = moved.itemIdentifiers(inSection: section)
        guard destination.item <= items.count else { return nil }
        if destination.item == items.count {
            moved.appendItems([item], toSection: section)
        } else {
            moved.insertItems([item], beforeItem: items[destination.item])
        }
        return moved
    }
}

extension NSDiffableDataSourceTransaction {
    /// The transaction of a move from `initial` to `final`.
    init(from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.itemIdentifiers(inSection: section), after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            var a = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>(), b = a
            a.append(before)
            b.append(after)
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: a, finalSnapshot: b,
                                                          difference: after.difference(from: before).inferringMoves())
        }
    }
}
