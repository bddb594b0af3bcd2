import ScrollReelUIKit

/// The bubbles of the pagination demos (seeds 000-002): circular labels "#i",
/// bold system 20, white on the bubble blue.
@MainActor
enum Bubble {
    static let color = UIColor(hex: 0x5a62d2)

    static func make(_ index: Int, frame: CGRect) -> UILabel {
        let label = UILabel(text: "#\(index)", frame: frame)
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        label.textColor = .white
        label.backgroundColor = color
        label.layer.cornerRadius = frame.width / 2
        label.layer.masksToBounds = true
        return label
    }
}

/// The window every pagination demo starts from: white, with a navigation bar
/// whose back button returns to the master list of the original demo project.
@MainActor func paginationWindow(viewport: CGSize, title: String) -> (UIWindow, NavigationBar) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
    window.backgroundColor = .white
    let bar = NavigationBar(window: window, title: title, backTitle: "Pagination")
    return (window, bar)
}
