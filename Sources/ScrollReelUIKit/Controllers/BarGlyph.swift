import Foundation

/// The glyphs UIKit's bars draw for the system's buttons (SF Symbols on iOS), as
/// strokes in a square box, in the bar's tint. Drawn with UIBezierPath into the
/// current context, so they scale with the frame.
enum BarGlyph: Sendable {
    /// The back button's chevron (`chevron.backward`).
    case chevronBackward
    /// `plus`.
    case plus
    /// `magnifyingglass`.
    case magnifyingGlass
    /// `xmark`.
    case xmark
    /// `square.and.arrow.up`.
    case share
    /// `square.and.pencil`.
    case compose
    /// `trash`.
    case trash
    /// `arrow.clockwise`.
    case refresh
    /// `book`.
    case bookmarks
    /// `folder`.
    case folder
    /// `camera`.
    case camera
    /// `play.fill`.
    case play
    /// `pause.fill`.
    case pause
    /// `backward.fill`.
    case rewind
    /// `forward.fill`.
    case fastForward
    /// `arrowshape.turn.up.left`.
    case reply
    /// `xmark.circle.fill` in grey, iOS 13's close button.
    case closeCircle

    /// The glyph of a system bar button item, or nil for a text item or a space.
    init?(_ item: UIBarButtonItem.SystemItem) {
        switch item {
        case .add: self = .plus
        case .search: self = .magnifyingGlass
        case .stop: self = .xmark
        case .action: self = .share
        case .compose: self = .compose
        case .trash: self = .trash
        case .refresh: self = .refresh
        case .bookmarks: self = .bookmarks
        case .organize: self = .folder
        case .camera: self = .camera
        case .play: self = .play
        case .pause: self = .pause
        case .rewind: self = .rewind
        case .fastForward: self = .fastForward
        case .reply: self = .reply
        case .close: self = .closeCircle
        case .pageCurl: self = .share
        default: return nil
        }
    }

    /// Draws the glyph filling `box` (a square is best) in `color`, strokes `weight` points wide.
    @MainActor
    func draw(in box: CGRect, color: UIColor, weight: CGFloat = 2) {
        let s = min(box.width, box.height)
        let o = CGPoint(x: box.midX - s / 2, y: box.midY - s / 2)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: o.x + x * s, y: o.y + y * s) }
        let path = UIBezierPath()
        path.lineWidth = weight
        path.lineCapStyle = .round
        var fill = false
        switch self {
        case .chevronBackward:
            path.move(to: p(0.62, 0.12)); path.addLine(to: p(0.25, 0.5)); path.addLine(to: p(0.62, 0.88))
        case .plus:
            path.move(to: p(0.5, 0.12)); path.addLine(to: p(0.5, 0.88))
            path.move(to: p(0.12, 0.5)); path.addLine(to: p(0.88, 0.5))
        case .magnifyingGlass:
            path.addArc(withCenter: p(0.42, 0.42), radius: 0.3 * s, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            path.move(to: p(0.64, 0.64)); path.addLine(to: p(0.9, 0.9))
        case .xmark:
            path.move(to: p(0.18, 0.18)); path.addLine(to: p(0.82, 0.82))
            path.move(to: p(0.82, 0.18)); path.addLine(to: p(0.18, 0.82))
        case .share:
            path.move(to: p(0.36, 0.4)); path.addLine(to: p(0.22, 0.4)); path.addLine(to: p(0.22, 0.95))
            path.addLine(to: p(0.78, 0.95)); path.addLine(to: p(0.78, 0.4)); path.addLine(to: p(0.64, 0.4))
            path.move(to: p(0.5, 0.62)); path.addLine(to: p(0.5, 0.05))
            path.move(to: p(0.34, 0.2)); path.addLine(to: p(0.5, 0.05)); path.addLine(to: p(0.66, 0.2))
        case .compose:
            path.move(to: p(0.55, 0.15)); path.addLine(to: p(0.12, 0.15)); path.addLine(to: p(0.12, 0.88))
            path.addLine(to: p(0.85, 0.88)); path.addLine(to: p(0.85, 0.45))
            path.move(to: p(0.45, 0.58)); path.addLine(to: p(0.88, 0.12))
        case .trash:
            path.move(to: p(0.12, 0.22)); path.addLine(to: p(0.88, 0.22))
            path.move(to: p(0.38, 0.22)); path.addLine(to: p(0.38, 0.08)); path.addLine(to: p(0.62, 0.08)); path.addLine(to: p(0.62, 0.22))
            path.move(to: p(0.2, 0.22)); path.addLine(to: p(0.26, 0.92)); path.addLine(to: p(0.74, 0.92)); path.addLine(to: p(0.8, 0.22))
        case .refresh:
            path.addArc(withCenter: p(0.5, 0.52), radius: 0.34 * s, startAngle: -.pi / 2, endAngle: 1.6 * .pi, clockwise: true)
            path.move(to: p(0.5, 0.06)); path.addLine(to: p(0.62, 0.18)); path.addLine(to: p(0.5, 0.3))
        case .bookmarks:
            path.move(to: p(0.5, 0.22)); path.addLine(to: p(0.1, 0.14)); path.addLine(to: p(0.1, 0.84)); path.addLine(to: p(0.5, 0.92))
            path.addLine(to: p(0.9, 0.84)); path.addLine(to: p(0.9, 0.14)); path.addLine(to: p(0.5, 0.22)); path.addLine(to: p(0.5, 0.92))
        case .folder:
            path.move(to: p(0.08, 0.84)); path.addLine(to: p(0.08, 0.18)); path.addLine(to: p(0.38, 0.18)); path.addLine(to: p(0.46, 0.28))
            path.addLine(to: p(0.92, 0.28)); path.addLine(to: p(0.92, 0.84)); path.close()
        case .camera:
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.06, 0.28), size: CGSize(width: 0.88 * s, height: 0.6 * s)),
                                     cornerRadius: 0.1 * s))
            path.move(to: p(0.32, 0.28)); path.addLine(to: p(0.38, 0.16)); path.addLine(to: p(0.62, 0.16)); path.addLine(to: p(0.68, 0.28))
            path.move(to: p(0.66, 0.58))
            path.addArc(withCenter: p(0.5, 0.58), radius: 0.16 * s, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        case .play:
            fill = true
            path.move(to: p(0.22, 0.1)); path.addLine(to: p(0.88, 0.5)); path.addLine(to: p(0.22, 0.9)); path.close()
        case .pause:
            fill = true
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.2, 0.12), size: CGSize(width: 0.2 * s, height: 0.76 * s)), cornerRadius: 0.04 * s))
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.6, 0.12), size: CGSize(width: 0.2 * s, height: 0.76 * s)), cornerRadius: 0.04 * s))
        case .rewind, .fastForward:
            fill = true
            let (a, b): (CGFloat, CGFloat) = self == .rewind ? (0.5, 0.02) : (0.5, 0.98)
            for x0 in [a, self == .rewind ? 0.98 : 0.02] {
                path.move(to: p(x0, 0.2)); path.addLine(to: p(x0 == a ? b : a, 0.5)); path.addLine(to: p(x0, 0.8)); path.close()
            }
        case .reply:
            path.move(to: p(0.38, 0.18)); path.addLine(to: p(0.08, 0.48)); path.addLine(to: p(0.38, 0.78))
            path.move(to: p(0.08, 0.48))
            path.addCurve(to: p(0.92, 0.86), controlPoint1: p(0.6, 0.48), controlPoint2: p(0.92, 0.5))
        case .closeCircle:
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(ovalIn: CGRect(origin: p(0, 0), size: CGSize(width: s, height: s))).fill()
            let x = UIBezierPath()
            x.lineWidth = weight
            x.lineCapStyle = .round
            x.move(to: p(0.36, 0.36)); x.addLine(to: p(0.64, 0.64))
            x.move(to: p(0.64, 0.36)); x.addLine(to: p(0.36, 0.64))
            UIColor.secondaryLabel.setStroke()
            x.stroke()
            return
        }
        if fill {
            color.setFill()
            path.fill()
        } else {
            color.setStroke()
            path.stroke()
        }
    }
}

/// A view that draws one glyph filling its bounds (the back button's chevron, a system
/// bar button's symbol).
final class BarGlyphView: UIView {
    var glyph: BarGlyph
    var color: UIColor
    var weight: CGFloat

    init(glyph: BarGlyph, color: UIColor, weight: CGFloat) {
        self.glyph = glyph; self.color = color; self.weight = weight
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) { glyph.draw(in: bounds, color: color, weight: weight) }
}
