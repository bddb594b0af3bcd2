/// UIKit's `UIRefreshControl`: the spinner above a scroll view's content that a
/// pull down starts a refresh with.
///
/// As UIKit's own code has it (iOS 26.1 UIKitCore decompile,
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `UIRefreshControl.mm` and
/// `_UIRefreshControlModernContentView.mm`; decompiled code, not recordings):
/// - the control is 60 pt high, or the title's height + 67 with a title;
/// - the first 60 pt of a pull past the top follow the finger 1:1, the rubber band
///   applies beyond (`UIScrollView`'s drag);
/// - once the pull reaches `min(round(H/2), (titleHeight + 100)·1.125·max(H, 372)/568)`
///   (H the scroll view's height: 132.1 pt at 667, 167.2 at 844, 184.6 at 932) while the
///   finger is still down, the control starts refreshing and sends `.valueChanged`;
/// - refreshing adds the control's height to the scroll view's `adjustedContentInset.top`
///   (`contentInset` is not changed) without moving the offset, so nothing jumps;
///   released, the content bounces to rest below the control;
/// - `beginRefreshing()` from code adds the inset the same way, without `.valueChanged`;
/// - `endRefreshing()` removes the inset keeping the offset, then (no finger, no bounce
///   running) animates the content back by what showed of the control over 0.3 s, while
///   the spinner fades over 0.3 s.
open class UIRefreshControl: UIControl {
    /// Whether the control is refreshing: from a pull far enough down, or
    /// `beginRefreshing()`, until `endRefreshing()`.
    open private(set) var isRefreshing = false { didSet { superview?.markForLayoutPass() } }
    /// A line under the spinner (its string is drawn; attributes are not).
    open var attributedTitle: NSAttributedString? { didSet { setNeedsLayout(); scrollView?.setNeedsLayout() } }
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel(frame: .zero)
    /// The spinner is fading after `endRefreshing()`: the pull does not set its opacity.
    private var isGoingAway = false

    /// The control's height without a title, which the content rests below while refreshing.
    static let baseHeight: CGFloat = 60
    /// What a title adds to the title's own height: 62 pt for the spinner, 5 below.
    static let titleAllowance: CGFloat = 67

    /// The title's height (0 without a title).
    private var titleHeight: CGFloat {
        guard let text = attributedTitle?.string, !text.isEmpty else { return 0 }
        titleLabel.text = text
        return titleLabel.sizeThatFits(CGSize(width: 10_000, height: 10_000)).height.rounded(.up)
    }

    /// The control's height: 60 pt, or the title's height + 67 with a title.
    var controlHeight: CGFloat {
        let title = titleHeight
        return title > 0 ? title + Self.titleAllowance : Self.baseHeight
    }

    /// How far past the top a pull must reach, finger down, to start a refresh in a scroll
    /// view `height` points high: `min(round(H/2), (titleHeight + 100)·1.125·max(H, 372)/568)`.
    func snappingHeight(scrollViewHeight height: CGFloat) -> CGFloat {
        let h = max(height, 0)
        let maximum = (titleHeight + 100) * 1.125 * max(h, 372) / 568
        return min((h / 2).rounded(), maximum)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.color = .secondaryLabel
        addSubview(spinner)
        titleLabel.font = .preferredFont(forTextStyle: .caption1)
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
    /// height joins `adjustedContentInset.top` without moving the content (scroll to show
    /// it); no `.valueChanged` is sent.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        isGoingAway = false
        spinner.startAnimating()
        spinner.alpha = 1
        scrollView?.setNeedsLayout()
    }

    /// Ends the refresh: the control's height leaves `adjustedContentInset.top` with the
    /// offset kept; then, with no finger on the scroll view and no bounce running, the
    /// content goes back by what shows of the control over 0.3 s (the model value at once,
    /// as UIKit's animation), and the spinner fades over 0.3 s.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        isGoingAway = true
        UIView.animate(withDuration: Self.goAwayDuration, animations: { self.spinner.alpha = 0 }) { [weak self] _ in
            guard let self, !self.isRefreshing else { return }
            self.isGoingAway = false
            self.spinner.stopAnimating()
        }
        guard let sv = scrollView else { return }
        sv.setNeedsLayout()
        let top = -sv.adjustedContentInset.top
        if sv.isTracking || sv.isDragging {
            // The finger (or the deceleration after it) takes the content back itself.
            if sv.isDecelerating, !sv.isTracking { sv.restartDecelerationAgainstEdges() }
            return
        }
        if sv.contentOffset.y < top {
            UIView.animate(withDuration: Self.goAwayDuration) { sv.contentOffset = CGPoint(x: sv.contentOffset.x, y: top) }
        }
    }

    /// How long the content and the spinner take to go away after `endRefreshing()`.
    static let goAwayDuration = 0.3

    /// The scroll view moved: the spokes follow the pull, and a pull far enough
    /// while the finger is down starts the refresh.
    func scrollViewDidMove(_ sv: UIScrollView) {
        let pull = -(sv.contentOffset.y + sv.adjustedContentInset.top)
        if !isRefreshing {
            let snapping = snappingHeight(scrollViewHeight: sv.bounds.height)
            if !isGoingAway { spinner.alpha = min(max(pull / max(snapping, 1), 0), 1) }
            if sv.isTracking, sv.isDragging, pull >= snapping {
                beginRefreshing()
                sendActions(for: .valueChanged)
            }
        }
        setNeedsLayout()
    }

    /// The room the control takes above the content while it refreshes.
    var insetWhileRefreshing: CGFloat { isRefreshing ? controlHeight : 0 }

    /// How far past the top edge a pull follows the finger 1:1 before the rubber band
    /// (0 while refreshing: the control's room is then inside the content inset).
    var freePull: CGFloat { isRefreshing ? 0 : controlHeight }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let sv = scrollView else { return }
        // Just above the content's top edge, across the scroll view: in the gap a
        // pull opens between whatever is above and the content.
        let height = controlHeight
        frame = CGRect(x: 0, y: -height, width: sv.bounds.width, height: height)
        let title = titleHeight
        spinner.center = CGPoint(x: bounds.midX, y: title > 0 ? 31 : bounds.midY)
        titleLabel.isHidden = title == 0
        titleLabel.text = attributedTitle?.string
        titleLabel.frame = CGRect(x: 0, y: 62, width: bounds.width, height: title)
    }
}
