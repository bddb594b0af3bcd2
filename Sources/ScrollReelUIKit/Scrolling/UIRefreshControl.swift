/// UIKit's `UIRefreshControl`: the spinner above a scroll view's content that a
/// pull down starts a refresh with.
///
/// As on iOS: the spinner's spokes appear as the content is pulled past its top
/// edge; once the pull reaches `triggerDistance` while the finger is still
/// down, the control starts refreshing and sends `.valueChanged` (the app
/// starts its load); while it refreshes the content rests below it (its height
/// is part of `adjustedContentInset.top`); `endRefreshing()` takes that room
/// away with an animation and the content returns to the top edge.
/// `beginRefreshing()` from code shows it without sending `.valueChanged`, as
/// UIKit's.
open class UIRefreshControl: UIControl {
    /// Whether the control is refreshing: from a pull far enough down, or
    /// `beginRefreshing()`, until `endRefreshing()`.
    open private(set) var isRefreshing = false
    /// A line under the spinner (its string is drawn; attributes are not).
    open var attributedTitle: NSAttributedString? { didSet { setNeedsLayout() } }
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel(frame: .zero)

    /// The control's height, which the content rests below while refreshing.
    public static let height: CGFloat = 60
    /// How far past the top edge a pull starts a refresh: 100 pt of overscroll,
    /// which the rubber band reaches after about 210 pt of finger travel on a
    /// phone (a quarter of the screen, where iOS's control fires; UIKit does not
    /// publish its threshold).
    public static let triggerDistance: CGFloat = 100

    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.color = .secondaryLabel
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        isUserInteractionEnabled = false
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    open override var tintColor: UIColor! {
        get { spinner.color }
        set { spinner.color = newValue ?? .secondaryLabel }
    }

    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Starts refreshing from code, as UIKit's: the spinner starts and the control's
    /// height joins `adjustedContentInset.top`; no `.valueChanged` is sent.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        spinner.alpha = 1
        scrollView?.setNeedsLayout()
    }

    /// Ends the refresh: the spinner stops, and content resting below the control goes
    /// back to the top edge with a 0.3 s animation (unless a finger is dragging it).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let sv = scrollView else { return }
        // The content resting below the control goes back to the top edge, on
        // screen with UIKit's 0.3 s animation (the model value changes at once).
        let top = -sv.adjustedContentInset.top
        if sv.contentOffset.y < top, !sv.isDragging {
            UIView.animate(withDuration: 0.3) { sv.contentOffset = CGPoint(x: sv.contentOffset.x, y: top) }
        }
    }

    /// The scroll view moved: the spokes follow the pull, and a pull far enough
    /// while the finger is down starts the refresh.
    func scrollViewDidMove(_ sv: UIScrollView) {
        let pull = -(sv.contentOffset.y + sv.adjustedContentInset.top)
        if !isRefreshing {
            spinner.alpha = min(max(pull / Self.triggerDistance, 0), 1)
            if sv.isTracking, sv.isDragging, pull >= Self.triggerDistance {
                beginRefreshing()
                sendActions(for: .valueChanged)
            }
        }
        setNeedsLayout()
    }

    /// The room the control takes above the content while it refreshes.
    var insetWhileRefreshing: CGFloat { isRefreshing ? Self.height : 0 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let sv = scrollView else { return }
        // Just above the content's top edge, across the scroll view: in the gap a
        // pull opens between whatever is above and the content.
        frame = CGRect(x: 0, y: -Self.height, width: sv.bounds.width, height: Self.height)
        let hasTitle = !(attributedTitle?.string.isEmpty ?? true)
        spinner.center = CGPoint(x: bounds.midX, y: hasTitle ? bounds.midY - 9 : bounds.midY)
        titleLabel.isHidden = !hasTitle
        titleLabel.text = attributedTitle?.string
        titleLabel.frame = CGRect(x: 0, y: bounds.midY + 8, width: bounds.width, height: 18)
    }
}
