import Testing
@testable import ScrollReelUIKit

/// List sections: `UICollectionLayoutListConfiguration` through
/// `NSCollectionLayoutSection.list`, `UICollectionViewListCell` with
/// `UIListContentConfiguration`, accessories and background configurations, and
/// content configurations on table cells, against iOS 17's metrics.
@MainActor
@Suite struct ListConfigurationTests {
    struct Row: Hashable, Sendable {
        let title: String
        var detail: String? = nil
        var value: String? = nil
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// A collection view of `list` sections showing `rows`, one list cell per row (a value cell
    /// when the row has a value, the default configuration else), with a chevron; headers named
    /// after their section.
    func list(_ list: UICollectionLayoutListConfiguration, _ rows: [[Row]], width: CGFloat = 390,
              accessories: [UICellAccessory] = [.disclosureIndicator()])
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Row>) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 800),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        cv.contentInsetAdjustmentBehavior = .never
        window.addSubview(cv)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = row.value == nil ? cell.defaultContentConfiguration() : .valueCell()
            content.text = row.title
            content.secondaryText = row.detail ?? row.value
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Row>(collectionView: cv) { cv, indexPath, row in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
        }
        source.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections(Array(rows.indices))
        for (s, section) in rows.enumerated() { snapshot.appendItems(section, toSection: s) }
        source.apply(snapshot, animatingDifferences: false)
        cv.layoutIfNeeded()
        return (cv, source)
    }

    func cell(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
        cv.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }
    /// Where the text of `cell` starts, in the collection view.
    func textStart(_ cell: UICollectionViewCell) -> CGFloat? {
        (cell.contentView as? UIListContentView).map { cell.frame.minX + cell.contentView.frame.minX + $0.textLeading }
    }
    /// The label showing `text` under `view`.
    func label(_ text: String, in view: UIView) -> UILabel? {
        for sub in view.subviews {
            if let l = sub as? UILabel, l.text == text { return l }
            if let l = label(text, in: sub) { return l }
        }
        return nil
    }

    /// Inset grouped, on a 390 pt phone: cards 16 pt in from the edges, 44 pt rows, the text 20 pt
    /// inside the card, a grouped header above each section whose text lines up with the rows'.
    @Test func anInsetGroupedListIsLaidOutAsSettings() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let (cv, source) = list(config, [[Row(title: "Wi-Fi", value: "Home"), Row(title: "Bluetooth", value: "On")], [Row(title: "General")]])
        _ = source
        let first = try #require(cell(cv, 0)), second = try #require(cell(cv, 1))
        #expect(first.frame.minX == 16 && first.frame.width == 358)
        #expect(first.frame.height == 44 && second.frame.minY == first.frame.maxY && second.frame.height == 44)
        #expect(textStart(first) == 36)
        let header = try #require(cv.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 0 && first.frame.minY == header.frame.maxY)
        // The header's text is the grouped style: 13 pt grey capitals, in line with the rows' text.
        let title = try #require(label("SECTION 0", in: cv))
        #expect(title.font.pointSize == 13 && title.textColor == .secondaryLabel)
        #expect(title.convert(title.bounds, to: cv).minX == 36)
        // The value sits at the trailing edge, before the chevron.
        let value = try #require(label("Home", in: first))
        let chevron = try #require(first.subviews.first { $0 is CellAccessoryView })
        #expect(value.convert(value.bounds, to: first).maxX <= chevron.frame.minX)
        #expect(chevron.frame.maxX == first.bounds.width - 20)
        // The card's corners: the first row's top ones, the last row's bottom ones.
        #expect(first.listPlacement?.cardCorners?.mask == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(second.listPlacement?.cardCorners?.mask == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let alone = try #require(cell(cv, 0, 1))
        #expect(alone.listPlacement?.cardCorners?.mask == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    /// From 414 pt wide, the card is inset 20 pt (iOS widens its layout margins there).
    @Test func aWidePhoneInsetsTheCards20Points() throws {
        let (cv, source) = list(UICollectionLayoutListConfiguration(appearance: .insetGrouped), [[Row(title: "A")]], width: 428)
        _ = source
        let first = try #require(cell(cv, 0))
        #expect(first.frame.minX == 20 && first.frame.width == 388)
        // Without headers a grouped section starts 35 pt down.
        #expect(first.frame.minY == 35)
    }

    /// Plain: rows edge to edge, the text at the 16 pt margin, separators from the text to the
    /// trailing edge under every row but the section's last.
    @Test func aPlainListRunsEdgeToEdgeWithSeparatorsInsetToTheText() throws {
        let (cv, source) = list(UICollectionLayoutListConfiguration(appearance: .plain),
                                [[Row(title: "One"), Row(title: "Two"), Row(title: "Three")]], accessories: [])
        _ = source
        let first = try #require(cell(cv, 0)), last = try #require(cell(cv, 2))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(textStart(first) == 16)
        let separator = try #require(first.subviews.first { !$0.isHidden && $0.frame.height < 1 && $0.backgroundColor == .separator })
        #expect(separator.frame.minX == 16 && separator.frame.maxX == 390 && separator.frame.maxY == 44)
        #expect(!last.subviews.contains { !$0.isHidden && $0.frame.height < 1 && $0.backgroundColor == .separator })
        #expect(cv.contentSize == CGSize(width: 390, height: 3 * 44))
    }

    /// Rows size themselves: a row with a secondary text under its text is as tall as both lines
    /// with the 11 pt margins and the 3 pt padding; the rows after it move down.
    @Test func rowsSizeThemselvesByTheirContent() throws {
        let (cv, source) = list(UICollectionLayoutListConfiguration(appearance: .plain),
                                [[Row(title: "Title", detail: "A subtitle under it"), Row(title: "Plain")]], accessories: [])
        _ = source
        let first = try #require(cell(cv, 0)), second = try #require(cell(cv, 1))
        let title = try #require(label("Title", in: first)), detail = try #require(label("A subtitle under it", in: first))
        #expect(title.font.pointSize == 17 && detail.font.pointSize == 15)
        let expected = 11 + title.sizeThatFits(.zero).height + 3 + detail.sizeThatFits(.zero).height + 11
        #expect(expected > 44)
        #expect(first.frame.height == expected)
        #expect(title.convert(title.bounds, to: first).minY == 11)
        #expect(second.frame.minY == expected && second.frame.height == 44)
    }

    /// A list cell's default configurations follow its place: a row's, a grouped or a plain
    /// header's; its background the appearance's, grey while selected.
    @Test func defaultConfigurationsFollowThePlaceInTheList() throws {
        var grouped = UICollectionLayoutListConfiguration(appearance: .grouped)
        grouped.headerMode = .supplementary
        let (cv, source) = list(grouped, [[Row(title: "A"), Row(title: "B")]])
        _ = source
        let row = try #require(cell(cv, 0))
        #expect(row.defaultContentConfiguration().textProperties.font.pointSize == 17)
        #expect(row.defaultBackgroundConfiguration().backgroundColor == .secondarySystemGroupedBackground)
        let header = try #require(cv.subviews.compactMap { $0 as? UICollectionViewListCell }.first { $0.listPlacement?.role == .header })
        #expect(header.defaultContentConfiguration().textProperties.transform == .uppercase)
        #expect(header.defaultBackgroundConfiguration().backgroundColor == .clear)
        // Selecting the row turns its background grey.
        cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        cv.layoutIfNeeded()
        let background = try #require(row.subviews.first { $0 is BackgroundConfigurationView })
        #expect(background.backgroundColor == .systemGray4)
        cv.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        cv.layoutIfNeeded()
        #expect(background.backgroundColor == .secondarySystemGroupedBackground)

        var plain = UICollectionLayoutListConfiguration(appearance: .plain)
        plain.headerMode = .supplementary
        let (plainView, plainSource) = list(plain, [[Row(title: "A")]])
        _ = plainSource
        let plainHeader = try #require(plainView.subviews.compactMap { $0 as? UICollectionViewListCell }.first { $0.listPlacement?.role == .header })
        #expect(plainHeader.defaultContentConfiguration().textProperties.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(plainHeader.defaultBackgroundConfiguration().backgroundColor == .systemBackground)
    }

    /// Accessories: the chevron and a label at the trailing edge, the delete button at the
    /// leading edge only while the collection view edits (the content moves over for it).
    @Test func accessoriesSitAtTheEdgesAndFollowEditing() throws {
        let (cv, source) = list(UICollectionLayoutListConfiguration(appearance: .plain), [[Row(title: "Row")]],
                                accessories: [.delete(), .label(text: "12"), .disclosureIndicator()])
        _ = source
        let row = try #require(cell(cv, 0))
        let views = row.subviews.compactMap { $0 as? CellAccessoryView }
        let delete = try #require(views.first { if case .delete = $0.accessory.kind { true } else { false } })
        let chevron = try #require(views.first { if case .disclosureIndicator = $0.accessory.kind { true } else { false } })
        let count = try #require(views.first { if case .label = $0.accessory.kind { true } else { false } })
        #expect(delete.isHidden && !chevron.isHidden && !count.isHidden)
        #expect(chevron.frame.maxX == 390 - 16 && count.frame.maxX == chevron.frame.minX - 8)
        #expect(textStart(row) == 16)
        cv.isEditing = true
        cv.layoutIfNeeded()
        #expect(!delete.isHidden && delete.frame.minX == 16 && delete.frame.width == 22)
        #expect(try #require(textStart(row)) == delete.frame.maxX + 16)
        #expect(row.configurationState.isEditing)
    }

    /// A valueCell puts its secondary text beside the text, at the trailing edge, in grey; a
    /// subtitleCell under it.
    @Test func theStylesPlaceTheSecondaryText() throws {
        let host = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var value = UIListContentConfiguration.valueCell()
        value.text = "Storage"
        value.secondaryText = "64 GB"
        host.contentConfiguration = value
        host.layoutIfNeeded()
        let title = try #require(label("Storage", in: host)), detail = try #require(label("64 GB", in: host))
        #expect(detail.textColor == .secondaryLabel && detail.font.pointSize == 17)
        #expect(detail.textAlignment == .right && detail.frame.maxX == 390 - 16)
        #expect(title.frame.minY == detail.frame.minY && title.frame.minX == 16)

        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "Storage"
        subtitle.secondaryText = "64 GB"
        host.contentConfiguration = subtitle
        host.layoutIfNeeded()
        let under = try #require(label("64 GB", in: host))
        #expect(under.frame.minY == title.frame.maxY + 3 && under.frame.minX == 16)
        #expect(host.contentView is UIListContentView && host.contentView.subviews.contains { $0 === under })
    }

    /// A table cell takes a content configuration too: its content view becomes the
    /// configuration's, and a self-sizing row is as tall as the content needs.
    @Test func aTableCellShowsAContentConfiguration() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row)"
                content.secondaryText = indexPath.row == 0 ? "With a second line" : nil
                cell.contentConfiguration = content
                return cell
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        window.addSubview(table)
        let source = Source()
        table.dataSource = source
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first.contentView is UIListContentView)
        let title = try #require(label("Row 0", in: first)), detail = try #require(label("With a second line", in: first))
        #expect(first.frame.height == 11 + title.frame.height + 3 + detail.frame.height + 11)
        #expect(second.frame.height == 44 && label("Row 1", in: second)?.frame.minX == 16)
    }

    /// A configuration update handler hears the state; a content view that supports the new
    /// configuration is kept and updated.
    @Test func configurationUpdatesFollowTheState() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            states.append(state.isSelected)
            var content = UIListContentConfiguration.cell()
            content.text = state.isSelected ? "Selected" : "Normal"
            cell.contentConfiguration = content
        }
        cell.layoutIfNeeded()
        let view = cell.contentView
        #expect(label("Normal", in: cell) != nil)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(states == [false, true])
        #expect(label("Selected", in: cell) != nil && cell.contentView === view)
    }

    /// A section's decoration item is a view of the class registered with the layout, behind the
    /// section's cells, over the section and its insets.
    @Test func aBackgroundDecorationIsShownBehindItsSection() throws {
        final class Card: UICollectionReusableView {}
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Card.self, forDecorationViewOfKind: "card")
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        final class Three: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
        }
        let source = Three()
        cv.dataSource = source
        window.addSubview(cv)
        cv.layoutIfNeeded()
        let card = try #require(cv.subviews.first { $0 is Card })
        #expect(card.frame == CGRect(x: 10, y: 0, width: 370, height: 10 + 150 + 10))
        let firstCell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cv.subviews.firstIndex { $0 === card }! < cv.subviews.firstIndex { $0 === firstCell }!)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))?.frame == card.frame)
    }

    /// The list's separator configuration and its per-row handler: a colour, a leading inset of
    /// one's own, a row without one, and one under the section's last row.
    @Test func separatorsFollowTheSeparatorConfiguration() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.separatorConfiguration.color = .systemRed
        config.itemSeparatorHandler = { indexPath, separators in
            var s = separators
            switch indexPath.item {
            case 0: s.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 10)
            case 1: s.bottomSeparatorVisibility = .hidden
            default: s.bottomSeparatorVisibility = .visible
            }
            return s
        }
        let (cv, source) = list(config, [[Row(title: "One"), Row(title: "Two"), Row(title: "Three")]], accessories: [])
        _ = source
        func separator(_ item: Int) -> UIView? {
            cell(cv, item)?.subviews.first { !$0.isHidden && $0.frame.height < 1 && $0.backgroundColor == .systemRed }
        }
        #expect(separator(0)?.frame.minX == 60 && separator(0)?.frame.maxX == 380)
        #expect(separator(1) == nil)
        #expect(separator(2)?.frame.minX == 16 && separator(2)?.frame.maxX == 390)
        #expect(UIListSeparatorConfiguration(listAppearance: .sidebar).bottomSeparatorVisibility == .hidden)
    }

    /// Colour transformers change the colours a configuration resolves: the text's, the
    /// background's; two are equal when they are the same one.
    @Test func colorTransformersApplyWhereColoursResolve() throws {
        let host = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var content = UIListContentConfiguration.cell()
        content.text = "Muted"
        content.textProperties.colorTransformer = .grayscale
        content.textProperties.color = .systemRed
        host.contentConfiguration = content
        host.layoutIfNeeded()
        let grey = UIConfigurationColorTransformer.grayscale(.systemRed)
        #expect(grey.red == grey.green && grey.green == grey.blue)
        #expect(label("Muted", in: host)?.textColor == grey)
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(background.resolvedBackgroundColor(for: .systemBlue).alpha == 0.5)
        let same = UIConfigurationColorTransformer.grayscale
        #expect(same == .grayscale && UIConfigurationColorTransformer { $0 } != UIConfigurationColorTransformer { $0 })
    }
}
