#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A badge that pops in from nothing: scale 0 (or one axis at 0), animated to
/// identity, as the standard pop-in does; `pop` is the transform it starts from.
public final class PopInScreen: ListScreen {
    let start: CGAffineTransform
    let colour: UIColor
    public init(from start: CGAffineTransform, colour: UIColor = .systemRed) {
        self.start = start
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }
    public override func viewDidLoad() {
        super.viewDidLoad()
        badge.backgroundColor = colour
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            self.badge.transform = self.start
            UIView.animate(withDuration: 0.6, delay: 0.2, options: [], animations: { self.badge.transform = .identity })
        }
    }
}

/// Zooms its content to zero.
public final class ZeroZoomScreen: ListScreen {
    let content = UIView()
    public override func viewDidLoad() {
        super.viewDidLoad()
        content.frame = CGRect(x: 0, y: 0, width: 390, height: 3616)
        for row in rows { content.addSubview(row) }
        scrollView.addSubview(content)
        scrollView.minimumZoomScale = 0
        scrollView.maximumZoomScale = 2
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.scrollView.zoomScale = 0 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { self.scrollView.zoomScale = 1 }
    }
    public override func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
}

/// What a NaN or an infinite number does where a screen sets geometry.
public final class BadGeometryScreen: ListScreen {
    public enum Kind: String, CaseIterable, Sendable { case nanFrame, infiniteFrame, nanOffset, nanZoom, nanTransform, nanCenterInLayout }
    let kind: Kind
    public init(_ kind: Kind) { self.kind = kind; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    public override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.maximumZoomScale = 3
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { self.misbehave() }
    }
    private func misbehave() {
        let zero: CGFloat = 0
        switch kind {
        case .nanFrame: rows[3].frame = CGRect(x: zero / zero, y: 20, width: 100, height: 40)
        case .infiniteFrame: rows[3].frame.size.height = 1 / zero
        case .nanOffset: scrollView.contentOffset = CGPoint(x: 0, y: zero / zero)
        case .nanZoom: scrollView.zoomScale = zero / zero
        case .nanTransform: badge.transform = CGAffineTransform(rotationAngle: zero / zero)
        case .nanCenterInLayout: badge.center.y = sqrt(-1 as CGFloat)
        }
    }
    public override func viewForZooming(in scrollView: UIScrollView) -> UIView? { rows.first }
}

/// A view added to itself, or to its own subview.
public final class SelfSubviewScreen: ListScreen {
    let cycle: Bool
    public init(cycle: Bool) { self.cycle = cycle; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    public override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            if self.cycle { self.rows[0].addSubview(self.scrollView) } else { self.badge.addSubview(self.badge) }
            _ = self.badge.window
        }
    }
}

/// A table whose delegate answers a height of NaN, or of zero, for every row.
public final class RowHeightScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let height: CGFloat
    let count: Int
    let table = UITableView(frame: .zero, style: .plain)
    public init(height: CGFloat, rows: Int) { self.height = height; self.count = rows; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    public override func viewDidLoad() {
        super.viewDidLoad()
        table.accessibilityIdentifier = "main"
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(table)
    }
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        table.frame = view.bounds
    }
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row < 5 ? 44 : height
    }
}

/// A self-sizing table of very many rows.
public final class SelfSizingTableScreen: UIViewController, UITableViewDataSource {
    let count: Int
    let table = UITableView(frame: .zero, style: .plain)
    public init(rows: Int) { self.count = rows; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    public override func viewDidLoad() {
        super.viewDidLoad()
        table.accessibilityIdentifier = "main"
        table.dataSource = self
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(table)
    }
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        table.frame = view.bounds
    }
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.textLabel?.numberOfLines = 0
        return cell
    }
}
