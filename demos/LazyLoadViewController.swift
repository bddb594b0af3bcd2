#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The simulated image service: each picture takes its own latency in virtual
/// time to arrive; arrived pictures stay in a memory cache; requests are counted.
@MainActor
final class ImageService {
    private(set) var requests = 0
    private(set) var cacheHits = 0
    private var cache: [Int: UIImage] = [:]
    private var inFlight: [Int: [(UIImage) -> Void]] = [:]
    /// When each picture on its way arrives (the scene's clock).
    private var arrivals: [Int: CFTimeInterval] = [:]
    /// Called whenever a counter changes (the HUD shows them).
    var onChange: (() -> Void)?

    /// Requests on their way.
    var loading: Int { inFlight.count }

    /// Between 0.25 and 0.85 s, fixed per picture.
    static func latency(_ row: Int) -> Double {
        var z = UInt64(row) &* 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 31)) &* 0xbf58_476d_1ce4_e5b9
        return 0.25 + 0.6 * Double(z >> 11) / Double(1 << 53)
    }

    func isCached(_ row: Int) -> Bool { cache[row] != nil }

    /// When the picture of `row` arrives, if it is on its way (the scene's clock).
    func arrival(_ row: Int) -> CFTimeInterval? { arrivals[row] }

    /// Calls `completion` with the picture: at once from the memory cache (as
    /// SDWebImage does), else when it arrives. A second request for a picture
    /// already on its way joins the first.
    func load(_ row: Int, completion: @escaping (UIImage) -> Void) {
        if let image = cache[row] {
            cacheHits += 1
            onChange?()
            completion(image)
            return
        }
        if inFlight[row] != nil { inFlight[row]!.append(completion); return }
        requests += 1
        inFlight[row] = [completion]
        arrivals[row] = CACurrentMediaTime() + Self.latency(row)
        onChange?()
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.latency(row)) { [weak self] in
            guard let self else { return }
            let image = CatPhotos.image(forRow: row)
            cache[row] = image
            arrivals[row] = nil
            let waiting = inFlight.removeValue(forKey: row) ?? []
            onChange?()
            for c in waiting { c(image) }
        }
    }
}

/// GLImageCell: one aspect-filled photo, and what an app shows before it
/// arrives: the row's number, a placeholder, and a spinner while its request is
/// on its way. A row whose picture's size is unknown (44 pt) shows it as a
/// thumbnail in a plain table row, rather than a strip of a cropped picture.
final class ImageCell: UITableViewCell {
    let photoView = UIImageView()
    let placeholder = PhotoPlaceholder()
    let spinner = UIActivityIndicatorView(style: .large)
    let numberLabel = UILabel()
    let detailLabel = UILabel()
    /// The row whose picture this cell asked for (SDWebImage's `sd_imageURL`).
    var imageRow: Int?
    /// The row whose picture it shows (fading in or shown).
    var shownRow: Int?
    /// A row of the unknown size: a thumbnail and text instead of a full-width picture.
    var isCompact = false { didSet { if isCompact != oldValue { setNeedsLayout() } } }
    /// The part of the cell on screen (cell coordinates): the number stays in
    /// it, and the placeholder's glyph and spinner in its middle, so that a tall
    /// row half scrolled away still says which row it is.
    var visibleSpan: ClosedRange<Double>? { didSet { if visibleSpan != oldValue { setNeedsLayout() } } }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .white
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        numberLabel.font = .systemFont(ofSize: 20, weight: .bold)
        numberLabel.textAlignment = .center
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = .secondaryLabel
        // True before and after its picture arrives: the feed gave no size, so the row
        // is the standard 44 pt and its picture a thumbnail (seen beside it). Short enough
        // for the row's one line: a longer one was cut mid-word ("the feed gav…"); in the
        // reader's words, not the data's ("the feed gave no size").
        detailLabel.text = "size unknown: shown small"
        spinner.color = UIColor(white: 0.45, alpha: 1)
        for v in [placeholder, photoView, numberLabel, detailLabel, spinner] as [UIView] { contentView.addSubview(v) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func show(row: Int) {
        numberLabel.text = "#\(row)"
        // Placeholders of neighbouring rows in two greys: the rows show while
        // their pictures are not there yet, without separator lines (the table
        // has none, as a photo feed).
        placeholder.backgroundColor = row.isMultiple(of: 2) ? .systemGray5 : .systemGray6
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        detailLabel.isHidden = !isCompact
        if isCompact {
            let thumb = CGRect(x: 16, y: 4, width: 48, height: b.height - 8)
            photoView.frame = thumb
            placeholder.frame = thumb
            photoView.layer.cornerRadius = 6
            placeholder.layer.cornerRadius = 6
            placeholder.showsGlyph = false
            numberLabel.frame = CGRect(x: 76, y: 0, width: 64, height: b.height - 1)
            numberLabel.isHidden = false
            numberLabel.textColor = .label
            numberLabel.backgroundColor = nil
            numberLabel.textAlignment = .left
            detailLabel.frame = CGRect(x: 140, y: 0, width: b.width - 140 - 52, height: b.height - 1)
            spinner.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
            spinner.center = CGPoint(x: b.width - 30, y: b.midY)
        } else {
            let picture = CGRect(x: 0, y: 0, width: b.width, height: b.height)
            photoView.frame = picture
            placeholder.frame = picture
            photoView.layer.cornerRadius = 0
            placeholder.layer.cornerRadius = 0
            placeholder.showsGlyph = true
            let span = (visibleSpan ?? 0...picture.height).clamped(to: 0...max(0, picture.height))
            numberLabel.frame = CGRect(x: 12, y: min(max(span.lowerBound + 12, 12), max(12, picture.height - 44)), width: 72, height: 32)
            // A sliver of a row (under the bar or just above the HUD) shows no
            // badge rather than half of one.
            numberLabel.isHidden = span.upperBound - span.lowerBound < 44
            numberLabel.textColor = .white
            numberLabel.backgroundColor = UIColor(white: 0, alpha: 0.5)
            numberLabel.layer.cornerRadius = 16
            numberLabel.textAlignment = .center
            // The glyph and the spinner in the middle of what shows, kept inside the picture.
            let middle = min(max((span.lowerBound + span.upperBound) / 2, 60), max(60, picture.height - 80))
            placeholder.glyphCenterY = middle
            placeholder.caption = imageRow == nil ? "not requested" : nil
            spinner.transform = .identity
            spinner.center = CGPoint(x: picture.midX, y: middle + 50)
        }
    }
}

/// What a row shows where its picture will be: grey, with a picture glyph.
final class PhotoPlaceholder: UIView {
    var showsGlyph = true
    /// Where the glyph sits (nil: the middle).
    var glyphCenterY: Double?
    /// A line under the glyph (why there is no picture).
    var caption: String?
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemGray5
        clipsToBounds = true
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func draw(_ rect: CGRect) {
        guard showsGlyph else { return }
        let ink = UIColor(hex: 0xc7c7cc)  // systemGray3
        ink.set()
        let box = CGRect(x: bounds.midX - 30, y: (glyphCenterY ?? bounds.midY) - 23, width: 60, height: 46)
        let frame = UIBezierPath(roundedRect: box, cornerRadius: 7)
        frame.lineWidth = 3.5
        frame.lineCapStyle = .round
        frame.stroke()
        let hills = UIBezierPath()
        hills.move(to: CGPoint(x: box.minX + 6, y: box.maxY - 6))
        hills.addLine(to: CGPoint(x: box.minX + 22, y: box.midY))
        hills.addLine(to: CGPoint(x: box.minX + 32, y: box.maxY - 14))
        hills.addLine(to: CGPoint(x: box.minX + 40, y: box.maxY - 20))
        hills.addLine(to: CGPoint(x: box.maxX - 6, y: box.maxY - 6))
        hills.close()
        hills.fill()
        UIBezierPath(ovalIn: CGRect(x: box.maxX - 20, y: box.minY + 8, width: 10, height: 10)).fill()
        if let caption {
            caption.drawVerticallyCentred(in: CGRect(x: 0, y: box.maxY + 14, width: bounds.width, height: 24),
                                          withAttributes: textAttributes(.systemFont(ofSize: 17, weight: .semibold), UIColor(hex: 0xaeaeb2),
                                                                         alignment: .center))
        }
    }
}

/// The photo feed: a table of cat pictures under a navigation bar, loaded by one
/// of three strategies, with a HUD of the image service's counters.
final class LazyLoadViewController: DemoViewController, UITableViewDataSource, UITableViewDelegate {
    enum Strategy: String, CaseIterable {
        case targetRect = "target-rect", decelerating, naive
        /// What the strategy does, in the reader's words: the readout's title and the
        /// film's (a comparison's pane) title, so the numbers are read under the same name.
        var title: String {
            switch self {
            case .naive: "Load every row"
            case .decelerating: "Wait for the stop"
            case .targetRect: "Load where it will stop"
            }
        }
    }
    static let rows = 120
    private(set) var tableView: UITableView!
    let strategy: Strategy
    let service = ImageService()
    private var userDragging = false
    /// When the table last came to rest (the scene's clock), and how many times it has.
    private(set) var lastStop: CFTimeInterval = 0
    private(set) var stops = 0
    /// How long after the first stop every row on screen had its picture (0 when
    /// they had it at the stop; nil until then): what the user waited for.
    private(set) var waitAfterFirstStop: Double?
    private var targetRect: CGRect?
    /// At the last stop, how long until every row on screen had its picture (the
    /// latest of their arrivals; 0 when none waited): how long they stay empty.
    private(set) var emptyAfterLastStop = 0.0
    /// `emptyAfterLastStop` as it was at each stop, in order: what each stop's words
    /// said, so the film's end names every stop's wait (not the first one's for all).
    private(set) var emptyAtStops: [Double] = []
    private(set) var imagesShown = 0
    // A thick material: the rows' badges passing under it do not smudge its text.
    let hud = HUDView(style: .systemThickMaterialDark)

    init(strategy: Strategy) {
        self.strategy = strategy
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func buildViews() {
        let viewport = view.bounds.size
        view.backgroundColor = .white
        let bar = NavigationBar(on: view, title: "Miao")
        tableView = UITableView(frame: CGRect(x: 0, y: bar.frame.maxY, width: viewport.width, height: viewport.height - bar.frame.maxY))
        tableView.accessibilityIdentifier = "main"
        // The seed's code sets its insets itself (it predates the safe area), so the
        // safe area is not added on top of them.
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.separatorStyle = .none
        tableView.register(ImageCell.self, forCellReuseIdentifier: "ImageCell")
        view.addSubview(tableView)
        let refresh = UIButton(type: .system)
        refresh.frame = CGRect(x: viewport.width - 90, y: view.safeAreaInsets.top, width: 80, height: 44)
        refresh.setTitle("Refresh", for: .normal)
        refresh.addAction(UIAction { [unowned self] _ in tableView.reloadData() }, for: .touchUpInside)
        bar.contentView.addSubview(refresh)
        view.addSubview(bar)
        // The strategy and its counters, over the table.
        hud.title = strategy.title
        hud.subtitle = switch strategy {
        case .naive: "loads every row that appears"
        case .decelerating: "loads nothing while the table decelerates"
        case .targetRect: "loads only the rows where the table will stop"
        }
        hud.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hud)
        NSLayoutConstraint.activate([
            hud.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            hud.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
            hud.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        service.onChange = { [unowned self] in updateHUD() }
        updateHUD()
        tableView.dataSource = self
        tableView.delegate = self
    }

    private func updateHUD() {
        hud.figures = [
            .init("\(service.requests)", "requests"),
            .init("\(service.loading)", "loading", color: service.loading > 0 ? .systemOrange : nil),
            .init("\(service.cacheHits)", "cache hits"),
        ]
    }

    /// The height under the navigation bar that a two-line caption banner covers (12 pt
    /// below the bar, two lines and their padding).
    static let captionBand = 72.0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rows }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let size = CatPhotos.size(ofRow: indexPath.row) else { return 44 }
        return tableView.bounds.width / size.width * size.height
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ImageCell", for: indexPath) as! ImageCell
        setup(cell, row: indexPath.row)
        cell.visibleSpan = visibleSpan(of: tableView.rectForRow(at: indexPath))
        return cell
    }

    /// The part of a row (in its own coordinates) that shows between the band under
    /// the bar where the films' words go and the HUD: the top row's number badge stays
    /// below those words, not under them (the reviews: the top row's number was hidden
    /// under the caption for the whole film).
    private func visibleSpan(of row: CGRect) -> ClosedRange<Double> {
        let top = tableView.contentOffset.y + Self.captionBand
        let bottom = tableView.contentOffset.y + min(tableView.bounds.height, hud.frame.minY - tableView.frame.minY)
        let a = max(0, top - row.minY), b = max(a, min(row.height, bottom - row.minY))
        return a...b
    }

    func scrollViewDidScroll(_ sv: UIScrollView) { updateVisibleSpans() }

    /// The HUD is placed by constraints: its frame is known only once the layout pass has run,
    /// so the rows' spans are worked out again after it (rows dequeued before it saw none).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateVisibleSpans()
    }

    private func updateVisibleSpans() {
        for cell in tableView.visibleCells {
            if let path = tableView.indexPath(for: cell) {
                (cell as! ImageCell).visibleSpan = visibleSpan(of: tableView.rectForRow(at: path))
            }
        }
    }

    /// setupCell:withIndexPath: of the seeds, with the strategy's rule.
    private func setup(_ cell: ImageCell, row: Int) {
        cell.show(row: row)
        cell.isCompact = CatPhotos.size(ofRow: row) == nil
        guard cell.imageRow != row else { return }
        // A fade-in still running for the cell's old row would go on showing it.
        cell.photoView.layer.removeAllAnimations()
        cell.photoView.alpha = 0
        cell.spinner.stopAnimating()
        cell.setNeedsLayout()
        cell.shownRow = nil
        // A load still under way for the cell's old row must not land here.
        cell.imageRow = nil
        let shouldLoad: Bool
        switch strategy {
        case .naive:
            shouldLoad = true
        case .decelerating:
            shouldLoad = userDragging || !tableView.isDecelerating
        case .targetRect:
            shouldLoad = targetRect.map { $0.intersects(tableView.rectForRow(at: IndexPath(row: row, section: 0))) } ?? true
                || service.isCached(row)
        }
        guard shouldLoad else { return }
        cell.imageRow = row
        cell.spinner.startAnimating()
        cell.setNeedsLayout()
        service.load(row) { [weak self, weak cell] image in
            guard let self, let cell, cell.imageRow == row else { return }
            cell.spinner.stopAnimating()
            cell.setNeedsLayout()
            cell.photoView.image = image
            cell.shownRow = row
            imagesShown += 1
            noteWaitAfterFirstStop()
            UIView.animate(withDuration: 0.25) { cell.photoView.alpha = 1 }
        }
    }

    private func noteWaitAfterFirstStop() {
        guard stops == 1, waitAfterFirstStop == nil, !tableView.isDragging, !tableView.isDecelerating else { return }
        let cells = tableView.visibleCells.compactMap { $0 as? ImageCell }
        guard cells.allSatisfy({ $0.shownRow != nil && $0.shownRow == tableView.indexPath(for: $0)?.row }) else { return }
        waitAfterFirstStop = CACurrentMediaTime() - lastStop
    }

    /// How long from now until every row on screen has its picture: the latest arrival
    /// of the pictures they wait for (0 when none waits).
    func waitForVisiblePictures() -> Double {
        let now = CACurrentMediaTime()
        return tableView.visibleCells.compactMap { cell -> Double? in
            guard let cell = cell as? ImageCell, let row = tableView.indexPath(for: cell)?.row, cell.shownRow != row,
                  let arrival = service.arrival(row) else { return nil }
            return arrival - now
        }.max().map { max(0, $0) } ?? 0
    }

    private func loadImagesForVisibleCells() {
        for cell in tableView.visibleCells {
            if let path = tableView.indexPath(for: cell) { setup(cell as! ImageCell, row: path.row) }
        }
    }

    func scrollViewWillBeginDragging(_ sv: UIScrollView) {
        userDragging = true
        targetRect = nil
        if strategy != .naive { loadImagesForVisibleCells() }
    }

    func scrollViewWillEndDragging(_ sv: UIScrollView, withVelocity v: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if strategy == .targetRect {
            targetRect = CGRect(origin: targetContentOffset.pointee, size: sv.bounds.size)
        }
    }

    func scrollViewDidEndDragging(_ sv: UIScrollView, willDecelerate decelerate: Bool) {
        userDragging = false
    }

    func scrollViewDidEndDecelerating(_ sv: UIScrollView) {
        stops += 1
        lastStop = CACurrentMediaTime()
        targetRect = nil
        noteWaitAfterFirstStop()
        if strategy != .naive { loadImagesForVisibleCells() }
        emptyAfterLastStop = waitForVisiblePictures()
        emptyAtStops.append(emptyAfterLastStop)
    }
}
