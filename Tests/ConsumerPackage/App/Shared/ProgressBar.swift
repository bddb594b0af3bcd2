import UIKit

/// A thin bar that fills as the scroll view it watches moves across its content, through
/// string-keyed KVO on `contentOffset`, as written before block-based KVO.
final class ProgressBar: UIView {
    private let fill = UIView()
    private weak var scrollView: UIScrollView?
    private var observationContext = 0

    init(observing scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.88, alpha: 1)
        layer.cornerRadius = 3
        clipsToBounds = true
        fill.backgroundColor = .systemBlue
        addSubview(fill)
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.initial, .new],
                               context: &observationContext)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        scrollView?.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), context: &observationContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &observationContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let scrollView, scrollView.contentSize.width > scrollView.bounds.width else {
            fill.frame = CGRect(x: 0, y: 0, width: 0, height: bounds.height)
            return
        }
        let progress = scrollView.contentOffset.x / (scrollView.contentSize.width - scrollView.bounds.width)
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * min(max(progress, 0), 1), height: bounds.height)
    }
}
