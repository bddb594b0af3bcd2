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
    /// The bar's own frame is set at once (a screen lays out what is under it from
    /// `frame.maxY`); what is in it is placed with constraints: the title row under the
    /// safe area's top, the accessory under the row, the hairline along the bottom.
    init(on view: UIView, title: String, backTitle: String? = nil, dark: Bool = false, accessory: UIView? = nil) {
        let top = view.safeAreaInsets.top
        let accessoryHeight = accessory?.bounds.height ?? 0
        let height = top + Self.barHeight + accessoryHeight
        super.init(effect: UIBlurEffect(style: dark ? .systemChromeMaterialDark : .systemChromeMaterial))
        frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
        contentView.frame = bounds
        let row = safeAreaLayoutGuide.topAnchor
        var constraints: [NSLayoutConstraint] = []
        if let accessory {
            accessory.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(accessory)
            constraints += [
                accessory.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                accessory.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                accessory.topAnchor.constraint(equalTo: row, constant: Self.barHeight),
                accessory.heightAnchor.constraint(equalToConstant: accessoryHeight),
            ]
        }
        let hairline = UIView()
        hairline.backgroundColor = dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
        hairline.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(hairline)
        constraints += [
            hairline.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            hairline.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            hairline.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            hairline.heightAnchor.constraint(equalToConstant: 1.0 / 3.0),
        ]
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = dark ? .white : .black
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        // The title keeps 90 pt clear at both ends, for the bar's buttons.
        var titleLeading = 90.0, titleTrailing = -90.0
        if let backTitle {
            let titleWidth = title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]).width
            let titleStart = bounds.width / 2 - titleWidth / 2
            func backWidth(_ t: String) -> Double { 8 + 25 + t.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width + 12 }
            // As UINavigationBar: the title leaves the centre, towards the right,
            // before the back title is shortened; it is shortened to "Back", then
            // to the chevron alone, only when even that does not make room.
            let rightInset = 8.0
            let fitting = [backTitle, "Back", ""].first {
                backWidth($0) <= titleStart || backWidth($0) + titleWidth <= bounds.width - rightInset
            } ?? ""
            if backWidth(fitting) > titleStart {
                titleLeading = backWidth(fitting)
                titleTrailing = -rightInset
                titleLabel.textAlignment = .left
            }
            let back = BackButton(title: fitting, frame: .zero)
            back.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(back)
            constraints += [
                back.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                back.topAnchor.constraint(equalTo: row),
                back.widthAnchor.constraint(equalToConstant: max(110, backWidth(fitting))),
                back.heightAnchor.constraint(equalToConstant: Self.barHeight),
            ]
        }
        constraints += [
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: titleLeading),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: titleTrailing),
            titleLabel.topAnchor.constraint(equalTo: row),
            titleLabel.heightAnchor.constraint(equalToConstant: Self.barHeight),
        ]
        NSLayoutConstraint.activate(constraints)
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
