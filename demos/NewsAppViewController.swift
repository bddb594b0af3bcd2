#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The demo app around TWPageViewController: a news app with a tab strip, a
/// pager of three kinds of pages, and a log of the children's lifecycle.
final class NewsAppViewController: DemoViewController, PageViewControllerDelegate {
    static let tabs = ["推荐", "热点", "视频", "科技", "财经", "体育", "娱乐", "汽车", "军事", "国际", "健康", "美食", "旅游", "游戏"]
    private(set) var strip: TitleStrip!
    private(set) var pager: PageViewController!
    private(set) var log: EventLogView!
    private(set) var lifecycle: [String] = []

    /// Which kind of child each tab shows.
    static func childType(_ index: Int) -> PageChildController.Type {
        switch NewsAppViewController.tabs[index] {
        case "视频", "体育", "游戏": VideoPage.self
        case "娱乐", "美食", "旅游", "汽车": GalleryPage.self
        default: NewsListPage.self
        }
    }

    override func buildViews() {
        let viewport = view.bounds.size
        view.backgroundColor = .white
        let bar = NavigationBar(on: view, title: "新闻")
        bar.titleLabel.font = UIFont(name: "PingFangSC-Semibold", size: 17)
        let top = bar.frame.maxY
        strip = TitleStrip(frame: CGRect(x: 0, y: top, width: viewport.width, height: 44), titles: NewsAppViewController.tabs)
        pager = PageViewController(frame: CGRect(x: 0, y: top + 44, width: viewport.width, height: viewport.height - top - 44),
                                   pageCount: NewsAppViewController.tabs.count, childType: Self.childType)
        // The last five calls, above the home indicator: a fifth of the screen,
        // not two fifths. A light rim keeps the dark panel apart from the
        // video page's black.
        log = EventLogView()
        log.translatesAutoresizingMaskIntoConstraints = false
        log.visibleEntries = 5
        log.layer.borderWidth = 1
        log.layer.borderColor = UIColor(white: 1, alpha: 0.28).cgColor
        log.title = "Children"
        log.pillWidth = 108
        pager.scrollView.accessibilityIdentifier = "main"
        strip.scrollView.accessibilityIdentifier = "tabs"
        view.addSubview(pager.scrollView)
        view.addSubview(strip)
        view.addSubview(bar)
        view.addSubview(log)
        NSLayoutConstraint.activate([
            log.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            log.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
            log.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -6),
            log.heightAnchor.constraint(equalToConstant: EventLogView.height(showing: 5)),
        ])
        pager.delegate = self
        strip.onSelect = { [unowned self] index in
            pager.scrollView.setContentOffset(CGPoint(x: pager.scrollView.bounds.width * Double(index), y: 0), animated: true)
        }
        pager.start()
        updatePills()
    }

    /// A page as the tab strip shows it, counted from 1 as a reader counts tabs: "5th 财经".
    static func tabName(_ index: Int) -> String { "\(ordinal(index + 1)) \(tabs[index])" }

    /// "1st", "2nd", "3rd", "4th"… as a reader counts tabs.
    static func ordinal(_ n: Int) -> String {
        let suffix = (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return "\(n)\(suffix)"
    }

    /// A child's kind as a reader calls it (the log said the class names, "NewsList").
    static func kindWords(_ kind: String) -> String {
        switch kind {
        case "NewsList": "news page"
        case "Video": "video page"
        case "Gallery": "photo page"
        default: kind
        }
    }

    private func updatePills() {
        // In the reader's words: the children in memory, and how many times one was loaded.
        log.pills = [("in memory \(pager.alive.count)", true, .systemBlue), ("loads so far \(pager.loads)", true, .systemBlue)]
    }

    private func record(_ call: String, _ c: PageChildController, _ index: Int) {
        lifecycle.append("\(call) \(index)")
        let appear = call.contains("Appear")
        log.append(EventLogView.Entry(time: CACurrentMediaTime(), name: call,
                                      detail: "\(Self.tabName(index)) · \(Self.kindWords(c.kind))",
                                      marks: [(appear, UIColor.systemGreen), (!appear, UIColor.systemRed)]))
        updatePills()
    }

    func pageViewController(_ p: PageViewController, prepareReuse controller: PageChildController) {
        updatePills()
    }
    func pageViewController(_ p: PageViewController, willAppear c: PageChildController, at i: Int) { record("willAppear", c, i) }
    func pageViewController(_ p: PageViewController, didAppear c: PageChildController, at i: Int) { record("didAppear", c, i) }
    func pageViewController(_ p: PageViewController, willDisappear c: PageChildController, at i: Int) { record("willDisappear", c, i) }
    func pageViewController(_ p: PageViewController, didDisappear c: PageChildController, at i: Int) { record("didDisappear", c, i) }
    func pageViewController(_ p: PageViewController, didScrollTo fraction: Double) {
        strip.follow(fraction)
        updatePills()
    }
}

/// TWPageTitleViewController: a scrolling row of tabs with a custom highlight
/// that glides with the pager between tabs (the improvement seed 003 planned)
/// and keeps the selected tab in view.
final class TitleStrip: UIView {
    let scrollView: UIScrollView
    private var tabs: [TabLabel] = []
    let indicator = UIView()
    var onSelect: ((Int) -> Void)?

    final class TabLabel: UILabel {
        var onTap: (() -> Void)?
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?() }
    }

    init(frame: CGRect, titles: [String]) {
        scrollView = UIScrollView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.98, alpha: 1)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.alwaysBounceHorizontal = true
        // The seed's indicator: mint, rounded, with a green border, behind the
        // titles. (The seed dims the whole view to 0.3, border included, which
        // leaves a highlight too faint to see at a small size; here only the
        // mint is translucent and the border is a stronger green.)
        indicator.frame = CGRect(x: 0, y: 5, width: 0, height: frame.height - 10)
        indicator.backgroundColor = UIColor(red: 0.8362, green: 1.0, blue: 0.9041, alpha: 0.9)
        indicator.layer.cornerRadius = indicator.bounds.height / 2
        indicator.layer.masksToBounds = true
        indicator.layer.borderWidth = 1.5
        indicator.layer.borderColor = UIColor.systemGreen.cgColor
        scrollView.addSubview(indicator)
        var x = 8.0
        for (i, title) in titles.enumerated() {
            let tab = TabLabel()
            tab.text = title
            tab.font = UIFont(name: "PingFangSC-Regular", size: 16)
            tab.textAlignment = .center
            tab.isUserInteractionEnabled = true
            let width = tab.sizeThatFits(CGSize(width: 0, height: 0)).width + 28
            tab.frame = CGRect(x: x, y: 0, width: width, height: frame.height)
            tab.onTap = { [unowned self] in onSelect?(i) }
            scrollView.addSubview(tab)
            tabs.append(tab)
            x += width
        }
        scrollView.contentSize = CGSize(width: x + 8, height: frame.height)
        let hairline = UIView(frame: CGRect(x: 0, y: frame.height - 1.0 / 3.0, width: frame.width, height: 1.0 / 3.0))
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.2)
        addSubview(scrollView)
        addSubview(hairline)
        follow(0)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// Places the highlight for the pager at page `fraction` (2.4 is 40 % of the
    /// way from tab 2 to tab 3) and scrolls the strip to keep it in view.
    func follow(_ fraction: Double) {
        let f = min(max(fraction, 0), Double(tabs.count - 1))
        let i = Int(f.rounded(.down)), t = f - Double(i)
        let a = tabs[i].frame, b = tabs[min(i + 1, tabs.count - 1)].frame
        let x = a.minX + (b.minX - a.minX) * t, w = a.width + (b.width - a.width) * t
        indicator.frame = CGRect(x: x + 4, y: 5, width: w - 8, height: bounds.height - 10)
        let selected = Int(f.rounded())
        for (k, tab) in tabs.enumerated() {
            tab.textColor = k == selected ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.55, alpha: 1)
            tab.font = UIFont(name: k == selected ? "PingFangSC-Semibold" : "PingFangSC-Regular", size: 16)
        }
        let inset = scrollView.adjustedContentInset
        let lowest = -inset.left, highest = max(lowest, scrollView.contentSize.width + inset.right - scrollView.bounds.width)
        let centered = min(max(indicator.frame.midX - bounds.width / 2, lowest), highest)
        scrollView.contentOffset = CGPoint(x: centered, y: 0)
    }
}

// MARK: The three kinds of pages

/// Headlines with thumbnails.
final class NewsListPage: PageChildController {
    override func load(index: Int) {
        super.load(index: index)
        view.subviews.forEach { $0.removeFromSuperview() }
        view.backgroundColor = .white
        let tab = NewsAppViewController.tabs[index]
        for k in 0..<6 {
            let y = 16 + Double(k) * 96
            let thumb = UIView(frame: CGRect(x: 16, y: y, width: 96, height: 72))
            thumb.backgroundColor = UIColor(hue: Double((index * 5 + k) % 12) / 12, saturation: 0.45, brightness: 0.85, alpha: 1)
            thumb.layer.cornerRadius = 8
            view.addSubview(thumb)
            let headline = UILabel(frame: CGRect(x: 124, y: y + 2, width: view.bounds.width - 140, height: 44))
            headline.text = "\(tab)新闻 \(k + 1)：今日要闻与深度报道"
            headline.font = UIFont(name: "PingFangSC-Medium", size: 16)
            headline.numberOfLines = 2
            view.addSubview(headline)
            let meta = UILabel(frame: CGRect(x: 124, y: y + 52, width: 200, height: 16))
            meta.text = "ScrollReel · \(k + 2) 分钟前"
            meta.font = UIFont(name: "PingFangSC-Regular", size: 12)
            meta.textColor = UIColor(white: 0.55, alpha: 1)
            view.addSubview(meta)
        }
    }
}

/// A large video thumbnail with a play button.
final class VideoPage: PageChildController {
    override func load(index: Int) {
        super.load(index: index)
        view.subviews.forEach { $0.removeFromSuperview() }
        view.backgroundColor = UIColor(white: 0.08, alpha: 1)
        for k in 0..<3 {
            let frame = CGRect(x: 16, y: 16 + Double(k) * 200, width: view.bounds.width - 32, height: 170)
            let player = VideoThumb(frame: frame, hue: Double((index * 3 + k) % 10) / 10)
            view.addSubview(player)
        }
    }

    final class VideoThumb: UIView {
        let hue: Double
        init(frame: CGRect, hue: Double) {
            self.hue = hue
            super.init(frame: frame)
            layer.cornerRadius = 12
            clipsToBounds = true
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func draw(_ rect: CGRect) {
            let colors = [UIColor(hue: hue, saturation: 0.6, brightness: 0.55, alpha: 1),
                          UIColor(hue: hue + 0.1, saturation: 0.7, brightness: 0.25, alpha: 1)].map(\.cgColor)
            UIGraphicsGetCurrentContext()?.drawLinearGradient(
                CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])!,
                start: .zero, end: CGPoint(x: bounds.width, y: bounds.height), options: [])
            let c = CGPoint(x: bounds.midX, y: bounds.midY)
            UIColor(white: 1, alpha: 0.85).setFill()
            UIBezierPath(ovalIn: CGRect(x: c.x - 26, y: c.y - 26, width: 52, height: 52)).fill()
            let play = UIBezierPath()
            play.move(to: CGPoint(x: c.x - 8, y: c.y - 12))
            play.addLine(to: CGPoint(x: c.x + 14, y: c.y))
            play.addLine(to: CGPoint(x: c.x - 8, y: c.y + 12))
            play.close()
            UIColor(white: 0.1, alpha: 1).setFill()
            play.fill()
        }
    }
}

/// A grid of pictures.
final class GalleryPage: PageChildController {
    override func load(index: Int) {
        super.load(index: index)
        view.subviews.forEach { $0.removeFromSuperview() }
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        let side = (view.bounds.width - 4 * 6) / 3
        for k in 0..<18 {
            let tile = UIView(frame: CGRect(x: 6 + Double(k % 3) * (side + 6), y: 6 + Double(k / 3) * (side + 6), width: side, height: side))
            tile.backgroundColor = UIColor(hue: Double((index * 7 + k * 3) % 20) / 20, saturation: 0.5, brightness: 0.9, alpha: 1)
            tile.layer.cornerRadius = 6
            view.addSubview(tile)
        }
    }
}
