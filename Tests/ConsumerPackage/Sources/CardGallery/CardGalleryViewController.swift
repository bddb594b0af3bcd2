#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A horizontal gallery of cards that snaps each flick to a card, with a page
/// control. A UIKit view controller as an app ships it: the same file compiles
/// for iOS and, with ScrollReelUIKit, on Linux.
public final class CardGalleryViewController: UIViewController, UIScrollViewDelegate {
    public static let cardWidth: CGFloat = 300
    public static let spacing: CGFloat = 12
    static let titles = ["Kyoto", "Lisbon", "Oaxaca", "Reykjavík", "Tbilisi", "Hanoi", "Valparaíso", "Porto"]
    static let colors: [UIColor] = [UIColor(rgb: 0x5856d6), UIColor(rgb: 0xff9500), UIColor(rgb: 0x34c759), UIColor(rgb: 0x007aff),
                                    UIColor(rgb: 0xff2d55), UIColor(rgb: 0xaf52de), UIColor(rgb: 0x5ac8fa), UIColor(rgb: 0xffcc00)]

    public let scrollView = UIScrollView()
    let titleLabel = UILabel()
    let pageControl = UIPageControl()
    private var cards: [UIView] = []

    /// Where cards start: the first and the last are centred, as in the App Store.
    var inset: CGFloat { (view.bounds.width - Self.cardWidth) / 2 }
    var pitch: CGFloat { Self.cardWidth + Self.spacing }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        scrollView.accessibilityIdentifier = "gallery"
        scrollView.decelerationRate = .fast
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)

        titleLabel.text = "Places"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        view.addSubview(titleLabel)

        for (i, name) in Self.titles.enumerated() {
            let card = UIView()
            card.backgroundColor = Self.colors[i]
            card.layer.cornerRadius = 20
            card.layer.shadowOpacity = 0.18
            card.layer.shadowRadius = 10
            card.layer.shadowOffset = CGSize(width: 0, height: 6)
            let label = UILabel(frame: CGRect(x: 20, y: 330, width: Self.cardWidth - 40, height: 34))
            label.text = name
            label.font = .boldSystemFont(ofSize: 28)
            label.textColor = .white
            card.addSubview(label)
            let number = UILabel(frame: CGRect(x: 20, y: 20, width: 120, height: 20))
            number.text = "\(i + 1) of \(Self.titles.count)"
            number.font = .systemFont(ofSize: 15, weight: .semibold)
            number.textColor = UIColor(white: 1, alpha: 0.8)
            card.addSubview(number)
            scrollView.addSubview(card)
            cards.append(card)
        }

        pageControl.numberOfPages = Self.titles.count
        view.addSubview(pageControl)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 20, y: 96, width: width - 40, height: 41)
        scrollView.frame = CGRect(x: 0, y: 160, width: width, height: 420)
        for (i, card) in cards.enumerated() {
            card.frame = CGRect(x: inset + CGFloat(i) * pitch, y: 10, width: Self.cardWidth, height: 400)
        }
        scrollView.contentSize = CGSize(width: inset * 2 + CGFloat(cards.count) * pitch - Self.spacing, height: 420)
        pageControl.sizeToFit()
        pageControl.center = CGPoint(x: width / 2, y: 610)
    }

    /// The card nearest to the middle of the screen.
    public var currentCard: Int {
        let i = (scrollView.contentOffset.x / pitch).rounded()
        return Int(min(max(i, 0), CGFloat(Self.titles.count - 1)))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pageControl.currentPage = currentCard
    }

    /// Each flick ends on a card: the one the deceleration would stop nearest to,
    /// at most one card from where the finger lifted.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        var card = (targetContentOffset.pointee.x / pitch).rounded()
        let from = (scrollView.contentOffset.x / pitch).rounded()
        card = min(max(card, from - 1), from + 1)
        card = min(max(card, 0), CGFloat(Self.titles.count - 1))
        targetContentOffset.pointee.x = card * pitch
    }
}

extension UIColor {
    /// `UIColor(rgb: 0x5856d6)`.
    convenience init(rgb: UInt32) {
        self.init(red: CGFloat((rgb >> 16) & 0xff) / 255, green: CGFloat((rgb >> 8) & 0xff) / 255,
                  blue: CGFloat(rgb & 0xff) / 255, alpha: 1)
    }
}
