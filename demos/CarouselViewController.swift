#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The banner screen: full-screen pictures in a paging scroll view, a page
/// control, and the seed's 1 s timer.
final class CarouselViewController: UIViewController, UIScrollViewDelegate {
    static let pictures = 8
    /// Seconds after a drag's deceleration ends before the timer turns pages again.
    static let restartDelay = 2.0
    private(set) var scrollView: UIScrollView!
    let pageControl = UIPageControl()
    private var timer: Timer!
    private(set) var fires = 0
    /// True while the timer's animated turn runs (the dot already shows its page).
    private var isTurning = false
    /// Where the timer's last tick sends the banner (a page index; `pictures` is the
    /// copy of the first) and whether it first jumped back from that copy.
    private(set) var lastTurn = (page: 0, wrapped: false)
    var isTimerPaused: Bool { timer.fireDate == .distantFuture }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        let viewport = view.bounds.size
        let w = viewport.width, h = viewport.height
        view.backgroundColor = .black
        scrollView = UIScrollView(frame: view.bounds)
        scrollView.accessibilityIdentifier = "main"
        scrollView.contentSize = CGSize(width: w * Double(Self.pictures), height: h)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        for i in 0..<Self.pictures {
            let picture = UIImageView(image: Banner.image(i, size: viewport))
            picture.frame = CGRect(x: w * Double(i), y: 0, width: w, height: h)
            picture.tag = 100 + i
            scrollView.addSubview(picture)
        }
        // A copy of the first picture after the last, for the wrap.
        let first = scrollView.subviews.first { $0.tag == 100 } as! UIImageView
        let copy = UIImageView(image: first.image)
        copy.frame = CGRect(x: w * Double(Self.pictures), y: 0, width: w, height: h)
        scrollView.addSubview(copy)
        view.addSubview(scrollView)
        scrollView.tag = 100
        // The white status bar needs a dark backing on a light picture (Snow):
        // a scrim under it, as photo apps lay one.
        let scrim = GradientView(frame: CGRect(x: 0, y: 0, width: w, height: 110))
        scrim.gradientLayer.colors = [UIColor(white: 0, alpha: 0.4).cgColor, UIColor.clear.cgColor]
        scrim.isUserInteractionEnabled = false
        view.addSubview(scrim)
        pageControl.frame = CGRect(x: 0, y: h - 50 - 24, width: w, height: 50)
        pageControl.numberOfPages = Self.pictures
        // The seed's meaning (red: the others, green: the current one) in iOS's
        // tones rather than pure #FF0000 / #00FF00, on a platter that reads on
        // any picture. The others faint, the current one solid: told apart by
        // lightness too, not by hue alone (a red-green colour-blind reader).
        pageControl.pageIndicatorTintColor = UIColor.systemRed.withAlphaComponent(0.7)
        pageControl.currentPageIndicatorTintColor = .systemGreen
        pageControl.backgroundStyle = .prominent
        // Half as large again as UIKit's dots, as a banner that shows its page count
        // from afar does: at the gallery's one pixel a point UIKit's are 4 px specks.
        pageControl.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        view.addSubview(pageControl)
        scrollView.delegate = self
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [unowned self] _ in circularDisplayView() }
    }

    /// Not in the seed (it sets the page only when the timer fires or a drag ends),
    /// but what a shipped banner does: the dot follows the picture the finger moves.
    /// Not during the timer's own animated turn: the timer has already set the new
    /// page, and following the offset would put the dot back for the first half of
    /// the turn (a blink).
    func scrollViewDidScroll(_ sv: UIScrollView) {
        guard !isTurning else { return }
        pageControl.currentPage = Int((sv.contentOffset.x / sv.bounds.width).rounded()) % Self.pictures
    }

    func scrollViewDidEndScrollingAnimation(_ sv: UIScrollView) {
        isTurning = false
    }

    func scrollViewWillBeginDragging(_ sv: UIScrollView) {
        isTurning = false
        timer.fireDate = .distantFuture
    }

    func scrollViewDidEndDecelerating(_ sv: UIScrollView) {
        timer.fireDate = Date(timeInterval: Self.restartDelay, since: Date())
        pageControl.currentPage = Int((sv.contentOffset.x / sv.bounds.width).rounded()) % Self.pictures
    }

    /// circularDisplayView of the seed.
    private func circularDisplayView() {
        fires += 1
        let w = scrollView.bounds.width
        let n = Double(Self.pictures)
        var x = scrollView.contentOffset.x + w
        if x > w * n {
            // Past the copy of the first: jump to the real first without animation.
            scrollView.contentOffset = .zero
        }
        pageControl.currentPage = x == w * n ? 0 : Int(x / w) % Self.pictures
        let wrapped = x > w * n
        if wrapped {
            pageControl.currentPage = 1
            x = w
        }
        lastTurn = (Int((x / w).rounded()), wrapped)
        isTurning = true
        scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
    }
}
