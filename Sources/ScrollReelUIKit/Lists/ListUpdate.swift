/// The changes of one batch update of a collection or table view, as the calls in a
/// `performBatchUpdates` block name them: deletions and reloads by their index
/// paths before the update, insertions by those after it, moves from before to
/// after (UIKit's rules: the order of the calls does not matter).
struct ListUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// What to call when the change has been shown (the batch's and those of batches run inside
    /// its block).
    var completions: [(Bool) -> Void] = []
    /// A table's row animations, by the rows deleted (before the update) and inserted (after it).
    var deletedRowAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRowAnimations: [IndexPath: UITableView.RowAnimation] = [:]

    mutating func merge(_ other: ListUpdate) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        movedSections += other.movedSections
        deletedItems.formUnion(other.deletedItems)
        insertedItems.formUnion(other.insertedItems)
        reloadedItems.formUnion(other.reloadedItems)
        movedItems += other.movedItems
        completions += other.completions
        deletedRowAnimations.merge(other.deletedRowAnimations) { _, new in new }
        insertedRowAnimations.merge(other.insertedRowAnimations) { _, new in new }
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Where each item went: the index paths of the items kept, before → after, and
    /// those after the update that are new (inserted, in an inserted section, or
    /// reloaded). As UIKit does, an item neither deleted nor moved keeps its order
    /// among the kept items of its section, which follows its section; numbers of
    /// items that do not add up are an error with UIKit's explanation.
    struct Mapping {
        var newPath: [IndexPath: IndexPath] = [:]
        var appearing = Set<IndexPath>()
        /// Kept items whose cells are replaced (reloaded): before → after.
        var reloaded: [IndexPath: IndexPath] = [:]
        var newSection: [Int: Int] = [:]
    }

    /// Numbers of items that do not add up: UIKit's NSInternalInconsistencyException.
    struct Inconsistency: Error { let message: String }

    func mapping(old: [Int], new: [Int], view: String) throws(Inconsistency) -> Mapping {
        var m = Mapping()
        // Sections.
        let movedFrom = Dictionary(movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        let moveTargets = Set(movedSections.map(\.to))
        let staying = old.indices.filter { !deletedSections.contains($0) && movedFrom[$0] == nil }
        let slots = new.indices.filter { !insertedSections.contains($0) && !moveTargets.contains($0) }
        guard staying.count == slots.count else {
            throw Inconsistency(message: "Invalid update of the \(view): invalid number of sections. The number of sections after the update (\(new.count)) must be equal to the number of sections before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)")
        }
        for (s, t) in zip(staying, slots) { m.newSection[s] = t }
        for (s, t) in movedFrom { m.newSection[s] = t }
        // Items: the explicit moves, then the kept items of each section in order.
        let itemMoves = Dictionary(movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        let itemTargets = Set(movedItems.map(\.to))
        var kept: [Int: [IndexPath]] = [:]
        for s in old.indices {
            guard let t = m.newSection[s] else { continue }
            for i in 0..<old[s] {
                let p = IndexPath(item: i, section: s)
                if deletedItems.contains(p) { continue }
                if let to = itemMoves[p] { m.newPath[p] = to; continue }
                kept[t, default: []].append(p)
            }
        }
        for t in new.indices {
            let free = (0..<new[t]).map { IndexPath(item: $0, section: t) }
                .filter { !insertedItems.contains($0) && !itemTargets.contains($0) }
            let from = kept[t] ?? []
            if insertedSections.contains(t) {
                m.appearing.formUnion(free)
                continue
            }
            guard free.count == from.count else {
                let s = m.newSection.first { $0.value == t }?.key ?? t
                let inserted = insertedItems.filter { $0.section == t }.count
                let deleted = deletedItems.filter { $0.section == s }.count
                let movedIn = movedItems.filter { $0.to.section == t && $0.from.section != s }.count
                let movedOut = movedItems.filter { $0.from.section == s && $0.to.section != t }.count
                throw Inconsistency(message: "Invalid update of the \(view): invalid number of items in section \(t). The number of items contained in an existing section after the update (\(new[t])) must be equal to the number of items contained in that section before the update (\(old.indices.contains(s) ? old[s] : 0)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)")
            }
            for (p, q) in zip(from, free) { m.newPath[p] = q }
        }
        m.appearing.formUnion(insertedItems)
        for p in reloadedItems.union(old.indices.filter(reloadedSections.contains).flatMap { s in
            (0..<old[s]).map { IndexPath(item: $0, section: s) } }) {
            if let q = m.newPath.removeValue(forKey: p) {
                m.reloaded[p] = q
                m.appearing.insert(q)
            }
        }
        return m
    }
}

extension ListUpdate {
    /// The batch update that takes a view showing `old` to `new`: sections and items
    /// that appear or disappear are inserted or deleted, the kept ones whose order
    /// changed are moved (the fewest: those outside a longest run kept in order), an
    /// item that changes section is moved, and the snapshot's reloads are reloads.
    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        for (s, id) in oldSections.enumerated() where newSectionIndex[id] == nil { deletedSections.insert(s) }
        for (t, id) in newSections.enumerated() where oldSectionIndex[id] == nil { insertedSections.insert(t) }
        let keptOld = oldSections.filter { newSectionIndex[$0] != nil }
        let keptNew = newSections.filter { oldSectionIndex[$0] != nil }
        for id in Self.outOfOrder(keptOld, keptNew) { movedSections.append((oldSectionIndex[id]!, newSectionIndex[id]!)) }
        for s in new.reloadedSectionIdentifiers { if let i = oldSectionIndex[s] { reloadedSections.insert(i) } }

        // Items: those kept in a kept section.
        for (s, sid) in oldSections.enumerated() {
            let oldItems = old.itemIdentifiers(inSection: sid)
            guard let t = newSectionIndex[sid] else { continue }
            let newItems = new.itemIdentifiers(inSection: sid)
            let newPlace = Dictionary(uniqueKeysWithValues: newItems.enumerated().map { ($1, $0) })
            let oldPlace = Dictionary(uniqueKeysWithValues: oldItems.enumerated().map { ($1, $0) })
            for (i, item) in oldItems.enumerated() where newPlace[item] == nil {
                // Gone, or gone to another section: a move when both sections are kept.
                if let to = new.indexPath(of: item), !insertedSections.contains(to.section) {
                    movedItems.append((IndexPath(item: i, section: s), to))
                } else {
                    deletedItems.insert(IndexPath(item: i, section: s))
                }
            }
            for (j, item) in newItems.enumerated() where oldPlace[item] == nil {
                if let from = old.indexPath(of: item), !deletedSections.contains(from.section) { continue }  // moved in
                insertedItems.insert(IndexPath(item: j, section: t))
            }
            let stayed = oldItems.filter { newPlace[$0] != nil }
            for item in Self.outOfOrder(stayed, newItems.filter { oldPlace[$0] != nil }) {
                movedItems.append((IndexPath(item: oldPlace[item]!, section: s), IndexPath(item: newPlace[item]!, section: t)))
            }
        }
        for item in new.reloadedItemIdentifiers {
            if let p = old.indexPath(of: item), new.indexPath(of: item) != nil { reloadedItems.insert(p) }
        }
    }

    /// The elements of `a` to move so that it reads as `b` (the same elements, another
    /// order): all but a longest subsequence the two share.
    static func outOfOrder<T: Hashable>(_ a: [T], _ b: [T]) -> [T] {
        guard a != b else { return [] }
        let rank = Dictionary(uniqueKeysWithValues: b.enumerated().map { ($1, $0) })
        // Longest increasing subsequence of the ranks, by patience sorting (n log n).
        let ranks = a.map { rank[$0]! }
        var tails: [Int] = [], tailIndex: [Int] = [], previous = [Int](repeating: -1, count: ranks.count)
        for (i, r) in ranks.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi { let mid = (lo + hi) / 2; if tails[mid] < r { lo = mid + 1 } else { hi = mid } }
            previous[i] = lo > 0 ? tailIndex[lo - 1] : -1
            if lo == tails.count { tails.append(r); tailIndex.append(i) } else { tails[lo] = r; tailIndex[lo] = i }
        }
        var inOrder = Set<Int>()
        var i = tailIndex.last ?? -1
        while i >= 0 { inOrder.insert(i); i = previous[i] }
        return a.indices.filter { !inOrder.contains($0) }.map { a[$0] }
    }
}

extension ListUpdate {
    /// Stops the scene of `view` with UIKit's exception for an update whose numbers do not add
    /// up (outside a scene, the process stops, as UIKit's exception would).
    @MainActor static func fail(_ error: Inconsistency, in view: UIView) {
        view.raiseInScene("NSInternalInconsistencyException: " + error.message)
    }
}

extension UIView {
    /// What UIKit raises at this view (`exception`, its name first): the scene of the view
    /// stops with it as that demo's failure, and the caller goes on with what it has (outside
    /// a scene, the process stops, as UIKit's exception would).
    func raiseInScene(_ exception: String) {
        guard let clock = window?.clock ?? SceneEnvironment.current?.clock else { preconditionFailure(exception) }
        clock.fail(exception)
    }
}
