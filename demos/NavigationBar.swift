#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A UINavigationBar look-alike: the bar's material (what scrolls under it is
/// blurred, as iOS does; never sharp text through it) under the status bar, a
/// hairline at the bottom, a centred title, an optional back button and an
/// optional accessory row under the title (a scope bar, a header strip) that
/// shares the material.
final class NavigationBar: UIVisualEffectView {
    let titleLabel = UILabel()
    static let barHeight = 44.0

    /// A bar across the top of `view` (which it does not join), from its top edge to
    /// 44 pt below its safe area's top (the status bar), and the accessory under that.
    init(on view: UIView, title: String, backTitle: String? = nil, dark: Bool = false, accessory: UIView? = nil) {
        let top = view.safeAreaInsets.top
        let height = top + Self.barHeight + (accessory?.bounds.height ?? 0)
        super.init(effect: UIBlurEffect(style: dark ? .systemChromeMaterialDark : .systemChromeMaterial))
        frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
        contentView.frame = bounds
        if let accessory {
            accessory.frame = CGRect(x: 0, y: top + Self.barHeight, width: bounds.width, height: accessory.bounds.height)
            contentView.addSubview(accessory)
        }
        let hairline = UIView(frame: CGRect(x: 0, y: height - 1.0 / 3.0, width: bounds.width, height: 1.0 / 3.0))
        hairline.backgroundColor = dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
        contentView.addSubview(hairline)
        titleLabel.frame = CGRect(x: 90, y: top, width: bounds.width - 180, height: Self.barHeight)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = dark ? .white : .black
        titleLabel.textAlignment = .center
        contentView.addSubview(titleLabel)
        if let backTitle {
            let titleWidth = title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]).width
            let titleStart = bounds.width / 2 - titleWidth / 2
            func backWidth(_ t: String) -> Double { 8 + 25 + t.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width + 12 }
            // As UINavigationBar: the title leaves the centre, towards the right,
            // before the back title is shortened; it is shortened to "Back", then
            // to the chevron alone, only when even that does not make room.
            let rightLimit = bounds.width - 8
            let fitting = [backTitle, "Back", ""].first { backWidth($0) <= titleStart || backWidth($0) + titleWidth <= rightLimit } ?? ""
            if backWidth(fitting) > titleStart {
                titleLabel.frame = CGRect(x: backWidth(fitting), y: top,
                                          width: rightLimit - backWidth(fitting), height: Self.barHeight)
                titleLabel.textAlignment = .left
            }
            let back = BackButton(title: fitting, frame: CGRect(x: 8, y: top, width: max(110, backWidth(fitting)), height: Self.barHeight))
            contentView.addSubview(back)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// The chevron and title of a back button.
    final class BackButton: UIView {
        let title: String
        init(title: String, frame: CGRect) {
            self.title = title
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func draw(_ rect: CGRect) {
            let chevron = UIBezierPath()
            let midY = bounds.midY
            chevron.move(to: CGPoint(x: 18, y: midY - 10))
            chevron.addLine(to: CGPoint(x: 8, y: midY))
            chevron.addLine(to: CGPoint(x: 18, y: midY + 10))
            chevron.lineWidth = 3
            chevron.lineCapStyle = .round
            UIColor.systemBlue.setStroke()
            chevron.stroke()
            title.drawVerticallyCentred(in: CGRect(x: 25, y: 0, width: bounds.width - 25, height: bounds.height),
                                        withAttributes: textAttributes(.systemFont(ofSize: 17), .systemBlue))
        }
    }
}
