import ScrollKit
import ScrollSimulation

/// SwipeView as seed 004 ran it: vertical, endless (wrapEnabled), two items a
/// page, centred, with the current item and page shown live, an animated
/// scrollToItem and autoscroll.
enum SwipeViewDemo {
    static let demo = Demo(
        id: "swipe-view",
        summary: "SwipeView vertical with wrap: itemsPerPage, currentItemIndex/currentPage right, scrollToItem, autoscroll",
        defaultScript: Script(duration: 9, steps: [
            .wait(duration: 0.5),
            .fling(scrollView: "main", velocity: Point(x: 0, y: 1500), duration: 0.08),
            .wait(duration: 0.9),
            // Back past the first item: the wrap shows the last ones.
            .fling(scrollView: "main", velocity: Point(x: 0, y: -1500), duration: 0.08),
            .wait(duration: 0.9),
            .fling(scrollView: "main", velocity: Point(x: 0, y: -1500), duration: 0.08),
            .wait(duration: 1.0),
            .tap(at: Point(x: 105, y: 776)),   // scrollToItem(at: 5, duration: 0.6)
            .wait(duration: 1.4),
            .tap(at: Point(x: 285, y: 776)),   // autoscroll on
            .wait(duration: 2.4),
            .tap(at: Point(x: 285, y: 776)),   // autoscroll off
        ]),
        build: { context in
            let c = SwipeViewController(viewport: context.viewport)
            return Scene(window: c.window, scrollViews: [("main", c.swipeView.scrollView)], metrics: { [c] in c.metrics }, owners: [c])
        })
}

final class SwipeViewController: SwipeViewDataSource, SwipeViewDelegate {
    static let items = 12
    let window: Window
    let swipeView: SwipeView
    let status = Label()
    private(set) var indexChanges = 0

    init(viewport: Size) {
        window = Window(frame: Rect(origin: .zero, size: viewport))
        window.backgroundColor = Color.systemGroupedBackground
        let bar = NavigationBar(window: window, title: "SwipeView")
        let top = bar.frame.maxY
        status.frame = Rect(x: 20, y: top + 14, width: viewport.width - 40, height: 44)
        status.font = .systemFont(ofSize: 15, weight: .medium)
        status.numberOfLines = 2
        status.textAlignment = .center
        status.textColor = Color(white: 0.25)
        window.addSubview(status)

        swipeView = SwipeView(frame: Rect(x: 0, y: top + 66, width: viewport.width, height: 560))
        swipeView.vertical = true
        swipeView.wrapEnabled = true
        swipeView.itemsPerPage = 2
        swipeView.alignment = .center
        window.addSubview(swipeView)

        let scrollTo = Button(title: "scrollToItem(5)", frame: Rect(x: 20, y: viewport.height - 90, width: 170, height: 44))
        let auto = Button(title: "Autoscroll", frame: Rect(x: 200, y: viewport.height - 90, width: 170, height: 44))
        for b in [scrollTo, auto] {
            b.backgroundColor = .white
            b.layer.cornerRadius = 12
            b.font = .systemFont(ofSize: 16, weight: .semibold)
            window.addSubview(b)
        }
        window.addSubview(bar)
        scrollTo.action = { [unowned self] in swipeView.scrollToItem(at: 5, duration: 0.6) }
        auto.action = { [unowned self] in swipeView.autoscroll = swipeView.autoscroll == 0 ? 0.8 : 0 }
        swipeView.dataSource = self
        swipeView.delegate = self
        swipeView.reloadData()
        showIndexes()
    }

    var metrics: [JSONValue.Member] {
        [.init("currentItemIndex", .number(Double(swipeView.currentItemIndex))),
         .init("currentPage", .number(Double(swipeView.currentPage))),
         .init("scrollOffset", .number(swipeView.scrollOffset)),
         .init("itemViewsLoaded", .number(Double(swipeView.itemViews.count))),
         .init("itemViewsCreated", .number(Double(swipeView.viewsCreated)))]
    }

    private func showIndexes() {
        status.text = "currentItemIndex \(swipeView.currentItemIndex) · currentPage \(swipeView.currentPage)\n"
            + "scrollOffset " + JSONValue.format((swipeView.scrollOffset * 100).rounded() / 100, decimals: 2)
    }

    func numberOfItems(in swipeView: SwipeView) -> Int { Self.items }
    func swipeViewItemSize(_ swipeView: SwipeView) -> Size { Size(width: swipeView.bounds.width - 48, height: 200) }
    func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) { indexChanges += 1 }
    func swipeViewDidScroll(_ swipeView: SwipeView) { showIndexes() }

    /// A card with a big number; a reused view gets its new number.
    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: View?) -> View {
        let card = view as? Card ?? Card()
        card.show(index)
        return card
    }

    /// An item: a rounded card with its number, 6 pt inside the item's slot.
    final class Card: View {
        let face = View()
        let number = Label()
        init() {
            super.init(frame: .zero)
            face.layer.cornerRadius = 18
            number.font = .systemFont(ofSize: 64, weight: .bold)
            number.textColor = .white
            number.textAlignment = .center
            addSubview(face)
            face.addSubview(number)
        }
        func show(_ index: Int) {
            number.text = "\(index)"
            face.backgroundColor = Color(hue: Double(index) / 12, saturation: 0.55, brightness: 0.88)
        }
        override func layoutSubviews() {
            face.frame = bounds.insetBy(dx: 0, dy: 6)
            number.frame = face.bounds
        }
    }
}
