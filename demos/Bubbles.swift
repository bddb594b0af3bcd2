#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The bubbles of the pagination demos (seeds 000-002): circular labels "#i",
/// bold system 20, white on the bubble blue.
@MainActor
enum Bubble {
    static let color = UIColor(hex: 0x5a62d2)

    static func make(_ index: Int, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = "#\(index)"
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        label.textColor = .white
        label.backgroundColor = color
        label.layer.cornerRadius = frame.width / 2
        label.layer.masksToBounds = true
        return label
    }
}

/// The navigation bar every pagination demo has on its white view: its back
/// button returns to the master list of the original demo project. The caller
/// adds it last, over the content.
@MainActor func paginationBar(on view: UIView, title: String) -> NavigationBar {
    view.backgroundColor = .white
    return NavigationBar(on: view, title: title, backTitle: "Pagination")
}
