import ScrollKit
import ScrollSimulation

/// Image loading in a table view (seeds 000-002): three strategies for when to
/// ask the (simulated) network for a row's picture, and the numbers that tell
/// them apart.
///
/// - `naive`: every cell that appears asks for its picture.
/// - `decelerating`: no loads while the table decelerates after the user let go,
///   and the visible cells load on `scrollViewDidEndDecelerating` and on
///   `scrollViewWillBeginDragging` (problems 2 and 3 of the text).
/// - `target-rect`: only cells inside the rectangle where the scroll will stop
///   (`targetContentOffset`), or whose picture is already in the memory cache.
enum LazyLoadDemo {
    enum Strategy: String, CaseIterable { case targetRect = "target-rect", decelerating, naive }

    static let demo = Demo(
        id: "lazy-load",
        summary: "table-view image loading: load everything, skip while decelerating, or only the target rect",
        variants: Strategy.allCases.map(\.rawValue),
        // The same fingers for every strategy: three hard flicks, each one catching
        // the deceleration of the one before (problem 3 of the text), the wait for
        // the pictures where the table stops, then a flick back over rows whose
        // pictures are in the memory cache.
        defaultScript: Script(steps: [
            .wait(duration: 0.9),
            .fling(scrollView: "main", velocity: Point(x: 0, y: 7000), duration: 0.05),
            .wait(duration: 0.35),
            .fling(scrollView: "main", velocity: Point(x: 0, y: 7000), duration: 0.05),
            .wait(duration: 0.35),
            .fling(scrollView: "main", velocity: Point(x: 0, y: 7000), duration: 0.05),
            .wait(duration: 4.2),
            .fling(scrollView: "main", velocity: Point(x: 0, y: -2500), duration: 0.08),
            .wait(duration: 2.5),
        ]),
        build: { context in
            let strategy = Strategy(rawValue: context.variant ?? "") ?? .targetRect
            let c = LazyLoadController(viewport: context.viewport, strategy: strategy)
            return Scene(window: c.window, scrollViews: [("main", c.tableView)], metrics: { [c] in c.metrics }, owners: [c])
        })
}

/// The simulated image service: each picture takes its own latency in virtual
/// time to arrive; arrived pictures stay in a memory cache; requests are counted.
final class ImageService {
    private weak var window: Window?
    private(set) var requests = 0
    private(set) var cacheHits = 0
    private var cache: [Int: Image] = [:]
    private var inFlight: [Int: [(Image) -> Void]] = [:]

    init(window: Window) { self.window = window }

    /// Between 0.25 and 0.85 s, fixed per picture.
    static func latency(_ row: Int) -> Double {
        var z = UInt64(row) &* 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 31)) &* 0xbf58_476d_1ce4_e5b9
        return 0.25 + 0.6 * Double(z >> 11) / Double(1 << 53)
    }

    func isCached(_ row: Int) -> Bool { cache[row] != nil }

    /// Calls `completion` with the picture: at once from the memory cache (as
    /// SDWebImage does), else when it arrives. A second request for a picture
    /// already on its way joins the first.
    func load(_ row: Int, completion: @escaping (Image) -> Void) {
        if let image = cache[row] {
            cacheHits += 1
            completion(image)
            return
        }
        if inFlight[row] != nil { inFlight[row]!.append(completion); return }
        requests += 1
        inFlight[row] = [completion]
        guard let window else { return }
        window.schedule(at: window.now + Self.latency(row)) { [weak self] in
            guard let self else { return }
            let image = CatPhotos.image(forRow: row)
            cache[row] = image
            for c in inFlight.removeValue(forKey: row) ?? [] { c(image) }
        }
    }
}

/// GLImageCell: one aspect-filled photo.
final class ImageCell: TableViewCell {
    let photoView = ImageView()
    /// The row whose picture this cell asked for (SDWebImage's `sd_imageURL`).
    var imageRow: Int?
    /// The row whose picture it shows (fading in or shown).
    var shownRow: Int?
    /// The picture's fade-in, stopped when the cell turns to another row: left
    /// running, it would bring the old picture back over the new row.
    var fadeIn: PropertyAnimation?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        contentView.addSubview(photoView)
        contentView.backgroundColor = Color(white: 0.93)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        photoView.frame = contentView.bounds
    }
}

final class LazyLoadController: TableViewDataSource, TableViewDelegate {
    static let rows = 120
    let window: Window
    let tableView: TableView
    let strategy: LazyLoadDemo.Strategy
    let service: ImageService
    private var userDragging = false
    private var targetRect: Rect?
    private(set) var imagesShown = 0

    init(viewport: Size, strategy: LazyLoadDemo.Strategy) {
        self.strategy = strategy
        window = Window(frame: Rect(origin: .zero, size: viewport))
        window.backgroundColor = .white
        service = ImageService(window: window)
        let bar = NavigationBar(window: window, title: "Miao")
        tableView = TableView(frame: Rect(x: 0, y: bar.frame.maxY, width: viewport.width, height: viewport.height - bar.frame.maxY))
        tableView.register(ImageCell.self, forCellReuseIdentifier: "ImageCell")
        window.addSubview(tableView)
        let refresh = Button(title: "Refresh", frame: Rect(x: viewport.width - 90, y: window.statusBarHeight, width: 80, height: 44))
        refresh.action = { [unowned self] in tableView.reloadData() }
        bar.addSubview(refresh)
        window.addSubview(bar)
        tableView.dataSource = self
        tableView.delegate = self
    }

    var metrics: [JSONValue.Member] {
        let visible = tableView.visibleCells.compactMap { $0 as? ImageCell }
        let loaded = visible.filter { $0.shownRow != nil && $0.shownRow == tableView.indexPath(for: $0)?.row }
        return [.init("requests", .number(Double(service.requests))), .init("imagesShown", .number(Double(imagesShown))),
                .init("cacheHits", .number(Double(service.cacheHits))),
                .init("visibleCells", .number(Double(visible.count))), .init("visibleWithImage", .number(Double(loaded.count)))]
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.rows }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        guard let size = CatPhotos.size(ofRow: indexPath.row) else { return 44 }
        return tableView.bounds.width / size.width * size.height
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ImageCell", for: indexPath) as! ImageCell
        setup(cell, row: indexPath.row)
        return cell
    }

    /// setupCell:withIndexPath: of the seeds, with the strategy's rule.
    private func setup(_ cell: ImageCell, row: Int) {
        guard cell.imageRow != row else { return }
        cell.fadeIn?.cancel()
        cell.photoView.imageAlpha = 0
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
            shouldLoad = targetRect.map { $0.intersects(tableView.rectForRow(at: IndexPath(row: row))) } ?? true
                || service.isCached(row)
        }
        guard shouldLoad else { return }
        cell.imageRow = row
        service.load(row) { [weak self, weak cell] image in
            guard let self, let cell, cell.imageRow == row else { return }
            cell.photoView.image = image
            cell.shownRow = row
            imagesShown += 1
            // Fade in over 0.25 s.
            cell.fadeIn = window.animate(duration: 0.25, curve: .linear) { [weak cell] p in cell?.photoView.imageAlpha = p }
        }
    }

    private func loadImagesForVisibleCells() {
        for cell in tableView.visibleCells {
            if let path = tableView.indexPath(for: cell) { setup(cell as! ImageCell, row: path.row) }
        }
    }

    func scrollViewWillBeginDragging(_ sv: ScrollView) {
        userDragging = true
        targetRect = nil
        if strategy != .naive { loadImagesForVisibleCells() }
    }

    func scrollViewWillEndDragging(_ sv: ScrollView, withVelocity v: Point, targetContentOffset: inout Point) {
        if strategy == .targetRect {
            targetRect = Rect(origin: targetContentOffset, size: sv.bounds.size)
        }
    }

    func scrollViewDidEndDragging(_ sv: ScrollView, willDecelerate decelerate: Bool) {
        userDragging = false
    }

    func scrollViewDidEndDecelerating(_ sv: ScrollView) {
        targetRect = nil
        if strategy != .naive { loadImagesForVisibleCells() }
    }
}
