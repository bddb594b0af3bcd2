#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A profile whose large header collapses into a bar as the list scrolls up: a
/// paused `UIViewPropertyAnimator` holds the collapsed look, and the table's
/// offset scrubs it through `fractionComplete`.
public final class ProfileViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let tableView = UITableView(frame: .zero, style: .plain)
    private let header = UIView()
    private let avatar = UILabel()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let headerHeight: CGFloat = 240
    /// How much of the header stays on screen once collapsed: the status bar and a bar.
    private let collapsedHeight: CGFloat = 100
    private var collapse: UIViewPropertyAnimator?
    /// How far the header has collapsed, from 0 (open) to 1.
    public var collapsed: CGFloat { collapse?.fractionComplete ?? 0 }

    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.accessibilityIdentifier = "profile"
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.rowHeight = 56
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        view.addSubview(tableView)

        header.backgroundColor = .systemIndigo
        avatar.text = "JA"
        avatar.textAlignment = .center
        avatar.font = .boldSystemFont(ofSize: 30)
        avatar.textColor = .systemIndigo
        avatar.backgroundColor = .white
        avatar.layer.cornerRadius = 40
        avatar.clipsToBounds = true
        nameLabel.text = "Jane Appleseed"
        nameLabel.font = .boldSystemFont(ofSize: 28)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        handleLabel.text = "@jane · 1,024 posts"
        handleLabel.font = .systemFont(ofSize: 15)
        handleLabel.textColor = UIColor(white: 1, alpha: 0.8)
        handleLabel.textAlignment = .center
        for v in [avatar, nameLabel, handleLabel] { header.addSubview(v) }
        view.addSubview(header)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        tableView.frame = view.bounds
        guard collapse == nil else { return }
        header.frame = CGRect(x: 0, y: 0, width: width, height: headerHeight)
        avatar.frame = CGRect(x: width / 2 - 40, y: 60, width: 80, height: 80)
        nameLabel.frame = CGRect(x: 20, y: 150, width: width - 40, height: 34)
        handleLabel.frame = CGRect(x: 20, y: 186, width: width - 40, height: 20)
        tableView.contentInset.top = headerHeight
        tableView.verticalScrollIndicatorInsets.top = headerHeight
        tableView.contentOffset = CGPoint(x: 0, y: -headerHeight)

        // Collapsed: the header slides up until only its last 100 pt show, the
        // avatar and the handle fade, and the name shrinks into the bar.
        let rise = headerHeight - collapsedHeight
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { [header, avatar, nameLabel, handleLabel] in
            header.transform = CGAffineTransform(translationX: 0, y: -rise)
            avatar.alpha = 0
            avatar.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            handleLabel.alpha = 0
            nameLabel.transform = CGAffineTransform(translationX: 0, y: 32).scaledBy(x: 0.62, y: 0.62)
        }
        animator.pausesOnCompletion = true
        collapse = animator
        animator.fractionComplete = 0
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let collapse else { return }
        let travelled = scrollView.contentOffset.y + headerHeight
        collapse.fractionComplete = min(max(travelled / (headerHeight - collapsedHeight), 0), 1)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = "Post \(indexPath.row + 1)"
        return cell
    }
}
