import ScrollReel

/// A horizontal gallery of cards that snaps each flick to a card, with a page
/// control: a UIKit view controller ported to ScrollReelUIKit line by line.
public final class CardGalleryViewController: UIScrollViewDelegate {
    public static let cardWidth = 300.0
    public static let spacing = 12.0
    static let titles = ["Kyoto", "Lisbon", "Oaxaca", "Reykjavík", "Tbilisi", "Hanoi", "Valparaíso", "Porto"]
    static let colors: [UIColor] = [UIColor(rgb: 0x5856d6), UIColor(rgb: 0xff9500), UIColor(rgb: 0x34c759), UIColor(rgb: 0x007aff),
                                  UIColor(rgb: 0xff2d55), UIColor(rgb: 0xaf52de), UIColor(rgb: 0x5ac8fa), UIColor(rgb: 0xffcc00)]

    public let window: UIWindow
    public let scrollView: UIScrollView
    let pageControl = UIPageControl()
    /// Where cards start: the first and the last are centred, as in the App Store.
    var inset: Double { (window.bounds.width - Self.cardWidth) / 2 }
    var pitch: Double { Self.cardWidth + Self.spacing }

    public init(viewport: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
        window.backgroundColor = .systemGroupedBackground
        scrollView = UIScrollView(frame: CGRect(x: 0, y: 160, width: viewport.width, height: 420))
        scrollView.decelerationRate = .fast
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        window.addSubview(scrollView)

        let title = UILabel(text: "Places", frame: CGRect(x: 20, y: 96, width: viewport.width - 40, height: 41))
        title.font = .boldSystemFont(ofSize: 34)
        window.addSubview(title)

        for (i, name) in Self.titles.enumerated() {
            let card = UIView(frame: CGRect(x: inset + Double(i) * pitch, y: 10, width: Self.cardWidth, height: 400))
            card.backgroundColor = Self.colors[i]
            card.cornerRadius = 20
            card.layer.shadowOpacity = 0.18
            card.layer.shadowRadius = 10
            card.layer.shadowOffset = CGSize(width: 0, height: 6)
            let label = UILabel(text: name, frame: CGRect(x: 20, y: 330, width: Self.cardWidth - 40, height: 34))
            label.font = .boldSystemFont(ofSize: 28)
            label.textColor = .white
            card.addSubview(label)
            let number = UILabel(text: "\(i + 1) of \(Self.titles.count)", frame: CGRect(x: 20, y: 20, width: 120, height: 20))
            number.font = .systemFont(ofSize: 15, weight: .semibold)
            number.textColor = UIColor(white: 1, alpha: 0.8)
            card.addSubview(number)
            scrollView.addSubview(card)
        }
        scrollView.contentSize = CGSize(width: inset * 2 + Double(Self.titles.count) * pitch - Self.spacing, height: 420)

        pageControl.numberOfPages = Self.titles.count
        pageControl.sizeToFit()
        pageControl.center = CGPoint(x: viewport.width / 2, y: 610)
        window.addSubview(pageControl)
    }

    /// The card nearest to the middle of the screen.
    var currentCard: Int {
        let i = (scrollView.contentOffset.x / pitch).rounded()
        return Int(min(max(i, 0), Double(Self.titles.count - 1)))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pageControl.currentPage = currentCard
    }

    /// Each flick ends on a card: the one the deceleration would stop nearest to,
    /// at most one card from where the finger lifted.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {
        var card = (targetContentOffset.x / pitch).rounded()
        let from = (scrollView.contentOffset.x / pitch).rounded()
        card = min(max(card, from - 1), from + 1)
        card = min(max(card, 0), Double(Self.titles.count - 1))
        targetContentOffset.x = card * pitch
    }
}

public enum CardGallery {
    /// The gallery, two flicks to the left and one back.
    public static let demo = Demo(
        id: "card-gallery",
        summary: "a card gallery that snaps each flick to a card (targetContentOffset)",
        defaultScript: Script(steps: [
            .wait(duration: 0.2),
            .fling(scrollView: "main", velocity: CGPoint(x: 900, y: 0), duration: 0.1),
            .wait(duration: 1.2),
            .fling(scrollView: "main", velocity: CGPoint(x: 2600, y: 0), duration: 0.1),
            .wait(duration: 1.2),
            .fling(scrollView: "main", velocity: CGPoint(x: -1200, y: 0), duration: 0.1),
        ]),
        build: { context in
            let controller = CardGalleryViewController(viewport: context.viewport)
            return Scene(window: controller.window, scrollViews: [("main", controller.scrollView)],
                         metrics: { [.init("card", .number(Double(controller.currentCard)))] }, owners: [controller])
        })
}

extension UIColor {
    /// `UIColor(rgb: 0x5856d6)`.
    convenience init(rgb: UInt32) {
        self.init(red: CGFloat((rgb >> 16) & 0xff) / 255, green: CGFloat((rgb >> 8) & 0xff) / 255,
                  blue: CGFloat(rgb & 0xff) / 255, alpha: 1)
    }
}
