#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A photo grid: three square tiles a row in a flow layout, with a header per
/// album.
public final class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let albums = [("Summer", 14), ("City walks", 9), ("Mountains", 20)]
    private let layout = UICollectionViewFlowLayout()
    public private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    final class PhotoCell: UICollectionViewCell {
        let number = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 6
            contentView.clipsToBounds = true
            number.textColor = .white
            number.font = .systemFont(ofSize: 13, weight: .bold)
            contentView.addSubview(number)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            number.frame = CGRect(x: 8, y: bounds.height - 24, width: bounds.width - 16, height: 18)
        }
    }

    final class AlbumHeader: UICollectionReusableView {
        let title = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.font = .systemFont(ofSize: 22, weight: .bold)
            addSubview(title)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height)
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout.minimumLineSpacing = 4
        layout.minimumInteritemSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 48)
        collectionView.accessibilityIdentifier = "grid"
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(AlbumHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "album")
        view.addSubview(collectionView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { albums.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums[section].1
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        let hue = CGFloat((indexPath.section * 7 + indexPath.item) % 12) / 12
        cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.85, alpha: 1)
        cell.number.text = "\(indexPath.item + 1)"
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "album",
                                                                     for: indexPath) as! AlbumHeader
        header.title.text = albums[indexPath.section].0
        return header
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 32 - 2 * 4) / 3
        return CGSize(width: side.rounded(.down), height: side.rounded(.down))
    }
}
