/// Cell and supplementary registrations: a cell class and the code that configures
/// it for an item, registered with the collection view the first time it is used.
extension UICollectionView {
    /// UIKit's `UICollectionView.CellRegistration`: a cell class and how to configure
    /// a cell of it for an item. Make it once (outside the cell provider, as UIKit
    /// asks) and dequeue with `dequeueConfiguredReusableCell(using:for:item:)`, which
    /// registers the class under an identifier of the registration's own the first
    /// time, then calls `handler` with the cell, the index path and the item.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures `cell` for the item `itemIdentifier` at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The nib the cells come from, or nil when they are made from `Cell` (there are no nibs
        /// here: dequeuing a registration with one stops, naming the nib).
        public let cellNib: UINib?
        /// The code that configures a dequeued cell.
        public let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            cellNib = nil
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("CellRegistration")
        }
        /// A registration of cells from `cellNib`, configured by `handler`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.cellNib = cellNib
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("CellRegistration")
        }
    }

    /// UIKit's `UICollectionView.SupplementaryRegistration`: a supplementary view class
    /// for one element kind, and how to configure a view of it.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The nib the views come from, or nil when they are made from `Supplementary`.
        public let supplementaryNib: UINib?
        /// The kind of supplementary view this registration makes.
        public let elementKind: String
        /// The code that configures a dequeued view.
        public let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            supplementaryNib = nil
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("SupplementaryRegistration")
        }
        /// A registration of views of `elementKind` from `supplementaryNib`, configured by `handler`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.supplementaryNib = supplementaryNib
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("SupplementaryRegistration")
        }
    }

    /// A cell for the item at `indexPath`, from the reuse queue of `registration` or new, configured
    /// by its handler with `item`. A nil item is an error, as in UIKit's Swift overlay.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        if registered[registration.reuseIdentifier] == nil {
            if let nib = registration.cellNib { _ = nib.instantiate(withOwner: nil) }
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            preconditionFailure("dequeueConfiguredReusableCell: the cell dequeued is not a \(Cell.self)")
        }
        guard let item else { preconditionFailure("dequeueConfiguredReusableCell(using:for:item:): item is nil at \(indexPath)") }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's kind for `indexPath`, from its reuse queue or
    /// new, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary
    where Supplementary: UICollectionReusableView {
        let kind = registration.elementKind
        if !isRegistered(supplementaryOfKind: kind, identifier: registration.reuseIdentifier) {
            if let nib = registration.supplementaryNib { _ = nib.instantiate(withOwner: nil) }
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier,
                                                          for: indexPath) as? Supplementary else {
            preconditionFailure("dequeueConfiguredReusableSupplementary: the view dequeued is not a \(Supplementary.self)")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}

/// The reuse identifiers of registrations: one per registration made, numbered in
/// order (so runs are the same from one process to the next).
@MainActor
enum RegistrationIdentifiers {
    private static var count = 0
    static func next(_ kind: String) -> String {
        count += 1
        return "\(kind)-\(count)"
    }
}
