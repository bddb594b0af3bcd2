#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A recipe screen built entirely with Auto Layout, as an iOS 17 app builds one:
/// a scroll view sized by its content layout guide around a column of stack
/// views (a hero picture of fixed aspect ratio, the title, three figures, the
/// ingredients and the numbered steps, whose text wraps), and a row of tags in a
/// collection view whose cells size themselves.
public final class RecipeViewController: UIViewController, UICollectionViewDataSource {
    let tags = ["Vegetarian", "30 min", "One pot", "Serves 4", "Autumn", "Budget", "Freezes well"]
    let ingredients = [("Butternut squash", "1 kg"), ("Red lentils", "200 g"), ("Vegetable stock", "1.2 l"),
                       ("Coconut milk", "400 ml"), ("Ginger, grated", "2 tbsp"), ("Lime", "1")]
    let steps = [
        "Peel the squash, scoop out the seeds and cut it into chunks the size of a walnut.",
        "Soften the ginger in a little oil, then add the squash, the lentils and the stock and bring to the boil.",
        "Simmer for twenty minutes, until the lentils have fallen apart and the squash is tender.",
        "Stir in the coconut milk, blend until smooth and finish with the juice of the lime.",
    ]

    let scrollView = UIScrollView()
    let column = UIStackView()
    private let tagLayout = UICollectionViewFlowLayout()
    private(set) lazy var tagsView = UICollectionView(frame: .zero, collectionViewLayout: tagLayout)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        scrollView.accessibilityIdentifier = "recipe"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        column.axis = .vertical
        column.spacing = 16
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 32, trailing: 20)
        column.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)

        let hero = UIView()
        hero.backgroundColor = UIColor(red: 0.96, green: 0.62, blue: 0.25, alpha: 1)
        hero.layer.cornerRadius = 16
        column.addArrangedSubview(hero)

        let title = UILabel()
        title.text = "Squash and red lentil soup with coconut and ginger"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        title.numberOfLines = 0
        column.addArrangedSubview(title)

        let figures = UIStackView(arrangedSubviews: [
            figure("35", "minutes"), figure("4", "servings"), figure("310", "kcal"),
        ])
        figures.distribution = .fillEqually
        figures.spacing = 8
        column.addArrangedSubview(figures)

        tagLayout.scrollDirection = .horizontal
        tagLayout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        tagLayout.minimumInteritemSpacing = 8
        tagLayout.minimumLineSpacing = 8
        tagsView.accessibilityIdentifier = "tags"
        tagsView.backgroundColor = .systemBackground
        tagsView.showsHorizontalScrollIndicator = false
        tagsView.dataSource = self
        tagsView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
        column.addArrangedSubview(tagsView)

        column.addArrangedSubview(heading("Ingredients"))
        let list = UIStackView(arrangedSubviews: ingredients.map { ingredientRow($0.0, $0.1) })
        list.axis = .vertical
        list.spacing = 10
        column.addArrangedSubview(list)

        column.addArrangedSubview(heading("Method"))
        let method = UIStackView(arrangedSubviews: steps.enumerated().map { stepRow($0.offset + 1, $0.element) })
        method.axis = .vertical
        method.spacing = 14
        column.addArrangedSubview(method)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

            hero.heightAnchor.constraint(equalTo: hero.widthAnchor, multiplier: 0.6),
            tagsView.heightAnchor.constraint(equalToConstant: 34),
        ])
    }

    private func figure(_ value: String, _ caption: String) -> UIView {
        let valueLabel = UILabel(), captionLabel = UILabel()
        valueLabel.text = value
        valueLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        valueLabel.textAlignment = .center
        captionLabel.text = caption
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.textColor = .secondaryLabel
        captionLabel.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [valueLabel, captionLabel])
        stack.axis = .vertical
        stack.spacing = 2
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        stack.backgroundColor = .secondarySystemBackground
        stack.layer.cornerRadius = 12
        return stack
    }

    private func heading(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        return label
    }

    private func ingredientRow(_ name: String, _ amount: String) -> UIView {
        let dot = UIView()
        dot.backgroundColor = .systemOrange
        dot.layer.cornerRadius = 4
        dot.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([dot.widthAnchor.constraint(equalToConstant: 8), dot.heightAnchor.constraint(equalToConstant: 8)])
        let nameLabel = UILabel(), amountLabel = UILabel()
        nameLabel.text = name
        amountLabel.text = amount
        amountLabel.textColor = .secondaryLabel
        amountLabel.setContentHuggingPriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [dot, nameLabel, amountLabel])
        row.alignment = .center
        row.spacing = 12
        return row
    }

    private func stepRow(_ number: Int, _ text: String) -> UIView {
        let numberLabel = UILabel(), body = UILabel()
        numberLabel.text = "\(number)"
        numberLabel.font = .systemFont(ofSize: 17, weight: .bold)
        numberLabel.textColor = .systemOrange
        body.text = text
        body.numberOfLines = 0
        let row = UIStackView(arrangedSubviews: [numberLabel, body])
        row.alignment = .firstBaseline
        row.spacing = 12
        numberLabel.widthAnchor.constraint(equalToConstant: 20).isActive = true
        return row
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath) as! TagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }
}

/// A capsule around a word, as wide as the word.
final class TagCell: UICollectionViewCell {
    static let reuseIdentifier = "TagCell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 1, green: 0.93, blue: 0.85, alpha: 1)
        contentView.layer.cornerRadius = 17
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textColor = UIColor(red: 0.7, green: 0.35, blue: 0.05, alpha: 1)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -14),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
