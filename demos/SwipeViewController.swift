#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The SwipeView screen of seed 004: a vertical, endless SwipeView of numbered
/// cards, a readout of its indexes, a scrollToItem button and an autoscroll switch.
final class SwipeViewController: DemoViewController, SwipeViewDataSource, SwipeViewDelegate {
    static let items = 12
    private(set) var swipeView: SwipeView!
    /// currentItemIndex, currentPage and scrollOffset, live: what the seed's
    /// author found wrong, shown big.
    let readout = HUDView(style: .systemThickMaterial)
    private(set) var autoscrollRow: ToggleRow!
    private(set) var indexChanges = 0

    override func buildViews() {
        let viewport = view.bounds.size
        view.backgroundColor = UIColor.systemGroupedBackground
        let bar = NavigationBar(on: view, title: "SwipeView")
        let top = bar.frame.maxY
        readout.padding = 8
        readout.layer.cornerRadius = 14
        readout.valueFont = .systemFont(ofSize: 26, weight: .bold)
        readout.captionFont = .systemFont(ofSize: 15, weight: .semibold)
        readout.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(readout)

        swipeView = SwipeView(frame: CGRect(x: 0, y: top + 76, width: viewport.width, height: 560))
        swipeView.scrollView.accessibilityIdentifier = "main"
        swipeView.vertical = true
        swipeView.wrapEnabled = true
        swipeView.itemsPerPage = 2
        swipeView.alignment = .center
        view.addSubview(swipeView)

        let scrollTo = UIButton(type: .system)
        scrollTo.frame = CGRect(x: 20, y: viewport.height - 90, width: 170, height: 44)
        // In the reader's words: it calls scrollToItem(at: 5, duration: 0.6).
        scrollTo.setTitle("Go to item 5", for: .normal)
        scrollTo.backgroundColor = .white
        scrollTo.layer.cornerRadius = 12
        scrollTo.titleLabel?.font = .systemFont(ofSize: 16, weight: .semibold)
        view.addSubview(scrollTo)
        autoscrollRow = ToggleRow(title: "Autoscroll", frame: CGRect(x: 200, y: viewport.height - 90, width: 170, height: 44))
        view.addSubview(autoscrollRow)
        view.addSubview(bar)
        // The readout 8 pt under the bar (once both are in the view).
        NSLayoutConstraint.activate([
            readout.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            readout.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            readout.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
        ])
        scrollTo.addAction(UIAction { [unowned self] _ in swipeView.scrollToItem(at: 5, duration: 0.6) }, for: .touchUpInside)
        autoscrollRow.action = { [unowned self] isOn in swipeView.autoscroll = isOn ? 0.8 : 0 }
        swipeView.dataSource = self
        swipeView.delegate = self
        swipeView.reloadData()
        showIndexes()
    }

    private func showIndexes() {
        readout.figures = [
            // In the reader's words (SwipeView's currentItemIndex, currentPage and
            // scrollOffset, counted in items): what the captions call them.
            .init("\(swipeView.currentItemIndex)", "item"),
            .init("\(swipeView.currentPage)", "page"),
            .init(String(twoDecimals: swipeView.scrollOffset), "position"),
        ]
        for (index, view) in swipeView.itemViews { (view as? Card)?.setCurrent(index == swipeView.currentItemIndex, animated: true) }
    }


    func numberOfItems(in swipeView: SwipeView) -> Int { Self.items }
    func swipeViewItemSize(_ swipeView: SwipeView) -> CGSize { CGSize(width: swipeView.bounds.width - 48, height: 200) }
    func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) {
        indexChanges += 1
        showIndexes()
    }
    func swipeViewDidScroll(_ swipeView: SwipeView) { showIndexes() }

    /// A card with a big number; a reused view gets its new number.
    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: UIView?) -> UIView {
        let card = view as? Card ?? Card()
        card.show(index)
        card.setCurrent(index == swipeView.currentItemIndex, animated: false)
        return card
    }

    /// An item: a rounded card with its number, 6 pt inside the item's slot. The
    /// current item (`currentItemIndex`) has a ring and a "current" tag; the
    /// others are dimmed. The dimming cross-fades in 0.2 s, so two cards trading
    /// places do not flash. (`currentItemIndex` is the rounded scroll offset, as
    /// SwipeView defines it: mid-step the mark moves to the card arriving, which
    /// is what the seed's author found surprising.)
    final class Card: UIView {
        let face = UIView()
        let number = UILabel()
        let currentTag = UILabel()
        private(set) var isCurrent = false

        func setCurrent(_ current: Bool, animated: Bool) {
            guard current != isCurrent || !animated else { return }
            isCurrent = current
            face.layer.borderWidth = current ? 4 : 0
            currentTag.isHidden = !current
            if animated {
                UIView.animate(withDuration: 0.2) { self.face.alpha = current ? 1 : 0.55 }
            } else {
                face.alpha = current ? 1 : 0.55
            }
        }
        init() {
            super.init(frame: .zero)
            face.layer.cornerRadius = 18
            face.layer.borderColor = UIColor(white: 0.1, alpha: 0.85).cgColor
            face.alpha = 0.55
            number.font = .systemFont(ofSize: 64, weight: .bold)
            // Dark digits: white on these pastels is 1.3:1 to 1.6:1; this is over 7:1.
            number.textColor = UIColor(white: 0.1, alpha: 0.85)
            number.textAlignment = .center
            currentTag.text = "current"
            currentTag.font = .systemFont(ofSize: 15, weight: .bold)
            currentTag.textColor = .white
            currentTag.textAlignment = .center
            currentTag.backgroundColor = UIColor(white: 0.1, alpha: 0.85)
            currentTag.layer.cornerRadius = 13
            currentTag.isHidden = true
            addSubview(face)
            face.addSubview(number)
            addSubview(currentTag)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        func show(_ index: Int) {
            number.text = "\(index)"
            face.backgroundColor = UIColor(hue: Double(index) / 12, saturation: 0.55, brightness: 0.88, alpha: 1)
        }
        override func layoutSubviews() {
            face.frame = bounds.insetBy(dx: 0, dy: 6)
            number.frame = face.bounds
            currentTag.frame = CGRect(x: face.frame.minX + 14, y: face.frame.minY + 14, width: 78, height: 26)
        }
    }
}

/// A grouped-table row with a title and a `UISwitch`: a tap anywhere on it flips
/// the switch (with its slide) and calls `action` with the new state.
final class ToggleRow: UIView {
    let titleLabel = UILabel()
    let toggle = UISwitch()
    var action: ((Bool) -> Void)?

    init(title: String, frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        toggle.isUserInteractionEnabled = false
        addSubview(titleLabel)
        addSubview(toggle)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        let size = toggle.sizeThatFits(.zero)
        toggle.frame = CGRect(x: bounds.width - size.width - 10, y: (bounds.height - size.height) / 2,
                            width: size.width, height: size.height)
        titleLabel.frame = CGRect(x: 14, y: 0, width: toggle.frame.minX - 20, height: bounds.height)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // UIKit's touch-up-inside reaches 70 pt past the control, as UIButton's.
        guard let point = touches.first?.location(in: self), bounds.insetBy(dx: -70, dy: -70).contains(point) else { return }
        toggle.setOn(!toggle.isOn, animated: true)
        action?(toggle.isOn)
    }
}
