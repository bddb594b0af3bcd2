import UIKit

/// Told about the onboarding's progress; every method is optional, as in an Objective-C API.
@objc protocol OnboardingDelegate: AnyObject {
    @objc optional func onboarding(_ onboarding: OnboardingViewController, didShowPage page: Int)
    @objc optional func onboardingDidFinish(_ onboarding: OnboardingViewController)
}

/// An onboarding pager written as an iOS app's screen: outlets, target–action, an optional
/// delegate, and a progress bar that watches the offset through KVO.
public final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
    @IBOutlet public weak var scrollView: UIScrollView!
    @IBOutlet weak var pageControl: UIPageControl!
    @IBOutlet weak var nextButton: UIButton!
    @IBOutlet weak var progressBar: ProgressBar!
    @IBOutlet weak var statusLabel: UILabel!

    private let pages: [(title: String, color: UIColor)] = [
        ("Welcome", UIColor(red: 0.20, green: 0.47, blue: 0.96, alpha: 1)),
        ("Swipe through", UIColor(red: 0.18, green: 0.69, blue: 0.47, alpha: 1)),
        ("Tap the dots", UIColor(red: 0.96, green: 0.55, blue: 0.16, alpha: 1)),
        ("You're set", UIColor(red: 0.56, green: 0.27, blue: 0.80, alpha: 1)),
    ]
    private var pageViews: [UILabel] = []
    weak var delegate: OnboardingDelegate?
    private let log = OnboardingLog()
    /// The pages shown, in order, as the delegate heard them.
    public var shownPages: [Int] { log.shown }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let scroll = UIScrollView()
        scroll.accessibilityIdentifier = "onboarding"
        scroll.isPagingEnabled = true
        scroll.showsHorizontalScrollIndicator = false
        scroll.delegate = self
        view.addSubview(scroll)
        scrollView = scroll
        for page in pages {
            let label = UILabel()
            label.text = page.title
            label.textAlignment = .center
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 30)
            label.backgroundColor = page.color
            scrollView.addSubview(label)
            pageViews.append(label)
        }

        let dots = UIPageControl()
        dots.numberOfPages = pages.count
        dots.currentPageIndicatorTintColor = .label
        dots.pageIndicatorTintColor = .tertiaryLabel
        dots.addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)
        view.addSubview(dots)
        pageControl = dots

        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.titleLabel?.font = .boldSystemFont(ofSize: 17)
        next.addTarget(self, action: #selector(nextTapped), for: .touchUpInside)
        view.addSubview(next)
        nextButton = next

        let bar = ProgressBar(observing: scroll)
        view.addSubview(bar)
        progressBar = bar

        let status = UILabel()
        status.textAlignment = .center
        status.font = .systemFont(ofSize: 15)
        status.textColor = .secondaryLabel
        view.addSubview(status)
        statusLabel = status

        delegate = log
        log.statusLabel = status
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, top = view.safeAreaInsets.top
        progressBar.frame = CGRect(x: 20, y: top + 12, width: bounds.width - 40, height: 6)
        scrollView.frame = CGRect(x: 0, y: top + 30, width: bounds.width, height: bounds.height - top - 230)
        for (i, label) in pageViews.enumerated() {
            label.frame = CGRect(x: CGFloat(i) * bounds.width + 20, y: 20, width: bounds.width - 40,
                                 height: scrollView.bounds.height - 40)
            label.layer.cornerRadius = 24
            label.clipsToBounds = true
        }
        scrollView.contentSize = CGSize(width: bounds.width * CGFloat(pages.count), height: scrollView.bounds.height)
        pageControl.frame = CGRect(x: 0, y: scrollView.frame.maxY + 10, width: bounds.width, height: 30)
        statusLabel.frame = CGRect(x: 0, y: pageControl.frame.maxY + 6, width: bounds.width, height: 24)
        nextButton.frame = CGRect(x: bounds.width / 2 - 60, y: statusLabel.frame.maxY + 30, width: 120, height: 44)
    }

    private var currentPage: Int {
        guard scrollView.bounds.width > 0 else { return 0 }
        return Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    @objc private func pageControlChanged(_ sender: UIPageControl) {
        scrollView.setContentOffset(CGPoint(x: CGFloat(sender.currentPage) * scrollView.bounds.width, y: 0), animated: true)
    }

    @IBAction func nextTapped() {
        guard currentPage < pages.count - 1 else {
            delegate?.onboardingDidFinish?(self)
            return
        }
        scrollView.setContentOffset(CGPoint(x: CGFloat(currentPage + 1) * scrollView.bounds.width, y: 0), animated: true)
    }

    private func settled() {
        pageControl.currentPage = currentPage
        nextButton.setTitle(currentPage == pages.count - 1 ? "Get started" : "Next", for: .normal)
        delegate?.onboarding?(self, didShowPage: currentPage)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settled() }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settled() }
}
