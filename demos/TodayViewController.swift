#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// An app store's Today tab, written as an iOS 17 app writes it: one
/// compositional layout fed by a diffable data source. A hero carousel of story
/// cards pages card by card, centred (`.groupPagingCentered`); a shelf of apps in
/// columns of three glides and stops on a column's edge
/// (`.continuousGroupLeadingBoundary`); a ranked list in an inset grouped section
/// loads eight more rows, animated, each time its end comes into view.
final class TodayViewController: UIViewController {
    enum Section: Int, CaseIterable, Hashable, Sendable {
        case stories, shelf, ranked

        var title: String {
            switch self {
            case .stories: "Today"
            case .shelf: "Apps We Love Right Now"
            case .ranked: "Top Free Apps"
            }
        }
    }

    enum Item: Hashable, Sendable {
        case story(Story)
        case app(App)
        case ranked(App)
    }

    struct Story: Hashable, Sendable {
        let kicker: String
        let title: String
        let blurb: String
        let colors: [UInt32]
    }

    struct App: Hashable, Sendable {
        let id: Int
        let name: String
        let genre: String
        let color: UInt32
    }

    static let headerKind = "today-header"
    private(set) var collectionView: UICollectionView!
    /// The status bar's backdrop, as the App Store's Today draws one: once the feed
    /// scrolls under the status bar, the material blurs it there (a bare scroll view
    /// would print the clock over the cards); at the top it is not there.
    private let statusBarBackdrop = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private(set) var rankedCount = 0
    private(set) var pagesLoaded = 0
    private var isLoading = false
    /// The last page the ranked list loads.
    static let lastPage = 4

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.accessibilityIdentifier = "feed"
        collectionView.delegate = self
        view.addSubview(collectionView)
        statusBarBackdrop.alpha = 0
        view.addSubview(statusBarBackdrop)
        configureDataSource()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Self.stories.map(Item.story), toSection: .stories)
        snapshot.appendItems(Self.shelf.map(Item.app), toSection: .shelf)
        snapshot.appendItems(nextPage().map(Item.ranked), toSection: .ranked)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // MARK: Layout

    private func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: { [weak self] index, environment in
            guard let self, let section = Section(rawValue: index) else { return nil }
            switch section {
            case .stories: return self.storiesSection()
            case .shelf: return self.shelfSection(environment)
            case .ranked: return self.rankedSection(environment)
            }
        }, configuration: configuration)
    }

    private func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: Self.headerKind, alignment: .top)
    }

    /// Story cards 86 % of the width, 12 pt apart, one centred at a time; the cards beside it
    /// shrink a little with their distance from the middle.
    private func storiesSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.86), heightDimension: .absolute(300)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        section.boundarySupplementaryItems = [header()]
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items where item.representedElementCategory == .cell {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(0.92, 1 - distance / width * 0.16)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    /// Columns of three apps, 85 % of the width, 16 pt apart.
    private func shelfSection(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(3 * 64 + 2 * 8)),
            repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 16
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.boundarySupplementaryItems = [header()]
        section.supplementariesFollowContentInsets = false
        return section
    }

    /// The ranked apps as an inset grouped list with a header.
    private func rankedSection(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        list.backgroundColor = .systemGroupedBackground
        let section = NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
        section.contentInsets.bottom = 24
        return section
    }

    // MARK: Data

    private func configureDataSource() {
        let stories = UICollectionView.CellRegistration<StoryCardCell, Story> { cell, _, story in cell.show(story) }
        let apps = UICollectionView.CellRegistration<AppTileCell, App> { cell, _, app in cell.show(app) }
        let ranked = UICollectionView.CellRegistration<UICollectionViewListCell, App> { cell, indexPath, app in
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.item + 1)  \(app.name)"
            content.secondaryText = app.genre
            content.secondaryTextProperties.color = .secondaryLabel
            content.image = AppIcon.image(app.color, side: 40)
            content.imageProperties.cornerRadius = 9
            content.imageToTextPadding = 12
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: Self.headerKind) { header, _, indexPath in
            var content = UIListContentConfiguration.prominentInsetGroupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 8, trailing: 20)
            header.contentConfiguration = content
        }
        let listHeaders = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .story(let story): collectionView.dequeueConfiguredReusableCell(using: stories, for: indexPath, item: story)
            case .app(let app): collectionView.dequeueConfiguredReusableCell(using: apps, for: indexPath, item: app)
            case .ranked(let app): collectionView.dequeueConfiguredReusableCell(using: ranked, for: indexPath, item: app)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: listHeaders, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
    }

    private func nextPage() -> [App] {
        // Names as a store's chart has them: each once (a "Lumen 2" read as a placeholder).
        let names = ["Lumen Camera", "Tideway", "Parcel Tracker", "Quill Notes", "Orbit Weather", "Fathom Dive Log",
                     "Kiln Pottery", "Sprout Garden", "Meridian Maps", "Ember Reader", "Pocket Budget", "Sleep Cycle Coach",
                     "Harbor Transit", "Citrus Recipes", "Bloom Habits", "Trailhead", "Paper Moon", "Nightjar Radio",
                     "Scribble Kids", "Ledger Lite", "Halcyon Meditation", "Crumb Bakery", "Atlas Flights", "Sketchbook Pro",
                     "Tally Counter", "Juniper Mail", "Lantern Tasks", "Polar Steps", "Brightside Journal", "Fieldguide Birds",
                     "Marlin Tides", "Cobalt VPN", "Hopscotch Travel", "Pantry List", "Waveform Tuner", "Summit Run",
                     "Velvet Sounds", "Grove Plant ID", "Nimbus Files", "Keystone Password"]
        let genres = ["Photo & Video", "Travel", "Productivity", "Books", "Weather", "Health & Fitness", "Utilities", "Food & Drink"]
        let colors: [UInt32] = [0xff9f0a, 0x30b0c7, 0x5e5ce6, 0xff375f, 0x32d74b, 0x0a84ff, 0xbf5af2, 0xffd60a]
        let page = (0..<8).map { i in
            let n = rankedCount + i
            return App(id: 1000 + n, name: names[n % names.count] + (n >= names.count ? ["", " Plus", " Go", " Studio"][n / names.count % 4] : ""),
                       genre: genres[(n * 3) % genres.count], color: colors[(n * 5) % colors.count])
        }
        rankedCount += page.count
        pagesLoaded += 1
        return page
    }

    /// Appends the next page of ranked apps, animated, after a 0.6 s "network" wait.
    fileprivate func loadMoreIfNeeded() {
        guard !isLoading, pagesLoaded < Self.lastPage else { return }
        isLoading = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { [weak self] in
            guard let self else { return }
            var snapshot = self.dataSource.snapshot()
            snapshot.appendItems(self.nextPage().map(Item.ranked), toSection: .ranked)
            self.dataSource.apply(snapshot, animatingDifferences: true)
            self.isLoading = false
        }
    }

    static let stories: [Story] = [
        Story(kicker: "App of the day", title: "Sketch the city", blurb: "A pocket sketchbook that thinks in perspective.", colors: [0x0a84ff, 0x5e5ce6]),
        Story(kicker: "Get started", title: "Five apps for a calmer morning", blurb: "Small rituals, fewer notifications.", colors: [0xff9f0a, 0xff375f]),
        Story(kicker: "Meet the developer", title: "Mapping every ferry", blurb: "Three friends and a very large timetable.", colors: [0x30b0c7, 0x32d74b]),
        Story(kicker: "Game of the day", title: "Lanterns", blurb: "A puzzle of light, shadow and patience.", colors: [0xbf5af2, 0x5e5ce6]),
        Story(kicker: "Now trending", title: "Plan the perfect trip", blurb: "Itineraries, maps and offline guides.", colors: [0xff375f, 0xffd60a]),
    ]

    static let shelf: [App] = [
        ("Fieldnotes", "Productivity"), ("Starling", "Social Networking"), ("Harbor", "Finance"), ("Pebble Run", "Games"),
        ("Cadence", "Music"), ("Atlas Lite", "Navigation"), ("Mise", "Food & Drink"), ("Nook", "Books"), ("Glacier", "Weather"),
        ("Tally", "Finance"), ("Verse", "Reference"), ("Drift", "Games"),
    ].enumerated().map { App(id: 100 + $0.offset, name: $0.element.0, genre: $0.element.1,
                             color: [0x0a84ff, 0xff9f0a, 0x32d74b, 0xff375f, 0x5e5ce6, 0x30b0c7][$0.offset % 6]) }
}

extension TodayViewController: UICollectionViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === collectionView else { return }
        statusBarBackdrop.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.safeAreaInsets.top)
        // In over the first 8 pt of content that goes under the status bar.
        let under = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        statusBarBackdrop.alpha = min(max(under / 8, 0), 1)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard indexPath.section == Section.ranked.rawValue,
              indexPath.item >= collectionView.numberOfItems(inSection: indexPath.section) - 2 else { return }
        loadMoreIfNeeded()
    }
}

/// A story card: a gradient, rounded 16 pt, with its kicker, title and blurb in white at the
/// bottom.
final class StoryCardCell: UICollectionViewCell {
    private let gradient = GradientView()
    private let kicker = UILabel()
    private let title = UILabel()
    private let blurb = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.layer.cornerCurve = .continuous
        contentView.clipsToBounds = true
        gradient.gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradient.gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        contentView.addSubview(gradient)
        kicker.font = .systemFont(ofSize: 13, weight: .semibold)
        kicker.textColor = UIColor.white.withAlphaComponent(0.8)
        title.font = .systemFont(ofSize: 28, weight: .bold)
        title.textColor = .white
        title.numberOfLines = 2
        blurb.font = .preferredFont(forTextStyle: .subheadline)
        blurb.textColor = UIColor.white.withAlphaComponent(0.9)
        blurb.numberOfLines = 2
        [kicker, title, blurb].forEach(contentView.addSubview)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ story: TodayViewController.Story) {
        kicker.text = story.kicker.uppercased()
        title.text = story.title
        blurb.text = story.blurb
        gradient.gradientLayer.colors = story.colors.map { UIColor(hex: $0).cgColor }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = contentView.bounds
        let width = contentView.bounds.width - 40
        let blurbHeight = blurb.sizeThatFits(CGSize(width: width, height: 100)).height
        let titleHeight = title.sizeThatFits(CGSize(width: width, height: 100)).height
        blurb.frame = CGRect(x: 20, y: contentView.bounds.height - 20 - blurbHeight, width: width, height: blurbHeight)
        title.frame = CGRect(x: 20, y: blurb.frame.minY - 4 - titleHeight, width: width, height: titleHeight)
        kicker.frame = CGRect(x: 20, y: 20, width: width, height: 18)
    }
}

/// An app on the shelf: its icon, name and genre, and a GET button.
final class AppTileCell: UICollectionViewCell {
    private let icon = UIImageView(frame: .zero)
    private let name = UILabel()
    private let genre = UILabel()
    private let get = UILabel()
    private let rule = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.layer.cornerRadius = 13
        icon.layer.cornerCurve = .continuous
        icon.clipsToBounds = true
        name.font = .preferredFont(forTextStyle: .body)
        genre.font = .preferredFont(forTextStyle: .footnote)
        genre.textColor = .secondaryLabel
        get.text = "GET"
        get.font = .systemFont(ofSize: 15, weight: .bold)
        get.textColor = .systemBlue
        get.textAlignment = .center
        get.backgroundColor = .tertiarySystemFill
        get.layer.cornerRadius = 14
        get.clipsToBounds = true
        rule.backgroundColor = .separator
        [icon, name, genre, get, rule].forEach(contentView.addSubview)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ app: TodayViewController.App) {
        icon.image = AppIcon.image(app.color, side: 56)
        name.text = app.name
        genre.text = app.genre
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        icon.frame = CGRect(x: 0, y: (b.height - 56) / 2, width: 56, height: 56)
        get.frame = CGRect(x: b.width - 74, y: (b.height - 28) / 2, width: 74, height: 28)
        let x = icon.frame.maxX + 12, width = max(0, get.frame.minX - 8 - x)
        name.frame = CGRect(x: x, y: b.height / 2 - 21, width: width, height: 21)
        genre.frame = CGRect(x: x, y: b.height / 2 + 1, width: width, height: 17)
        rule.frame = CGRect(x: x, y: b.height + 3.5, width: b.width - x, height: 1.0 / 3)
    }
}

/// Stand-ins for app icons: a rounded square in the app's colour with a white glyph.
@MainActor enum AppIcon {
    static func image(_ color: UInt32, side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            let base = UIColor(hex: color)
            base.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            UIColor.white.withAlphaComponent(0.9).setFill()
            UIBezierPath(ovalIn: CGRect(x: side * 0.28, y: side * 0.28, width: side * 0.44, height: side * 0.44)).fill()
            base.setFill()
            UIBezierPath(ovalIn: CGRect(x: side * 0.38, y: side * 0.38, width: side * 0.24, height: side * 0.24)).fill()
        }
    }
}
