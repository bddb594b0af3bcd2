#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// Settings' row icons: a white glyph on a rounded square of the row's colour, 29 pt,
/// drawn once each with UIGraphicsImageRenderer (an app would ship them as images; the
/// glyphs stand in for SF Symbols).
enum SettingsIcon {
    enum Glyph: CaseIterable {
        case plane, waves, rune, bars, link, bell, speaker, moon, hourglass, gear, toggles, sun, grid, person, flower, face, sos,
             battery, hand, key, envelope, lines, phone, bubble
    }

    static let side: CGFloat = 29

    @MainActor private static var cache: [String: UIImage] = [:]

    @MainActor static func image(_ glyph: Glyph, color: UIColor) -> UIImage {
        let key = "\(glyph)-\(ObjectIdentifier(color))"
        if let hit = cache[key] { return hit }
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { ctx in
            let box = CGRect(x: 0, y: 0, width: side, height: side)
            color.setFill()
            UIBezierPath(roundedRect: box, cornerRadius: 6.5).fill()
            UIColor.white.setFill()
            UIColor.white.setStroke()
            draw(glyph, in: box.insetBy(dx: 6, dy: 6))
        }
        cache[key] = image
        return image
    }

    @MainActor private static func draw(_ glyph: Glyph, in r: CGRect) {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height) }
        let path = UIBezierPath()
        path.lineWidth = 2
        path.lineCapStyle = .round
        var fill = true
        switch glyph {
        case .plane:
            path.move(to: p(0.5, 0.02)); path.addLine(to: p(0.58, 0.38)); path.addLine(to: p(1, 0.6)); path.addLine(to: p(0.58, 0.55))
            path.addLine(to: p(0.56, 0.82)); path.addLine(to: p(0.7, 0.95)); path.addLine(to: p(0.3, 0.95)); path.addLine(to: p(0.44, 0.82))
            path.addLine(to: p(0.42, 0.55)); path.addLine(to: p(0, 0.6)); path.addLine(to: p(0.42, 0.38)); path.close()
        case .waves:
            fill = false
            for (i, r0) in [0.18, 0.34, 0.5].enumerated() {
                let arc = UIBezierPath(arcCenter: p(0.5, 0.85), radius: r0 * r.width * 1.1, startAngle: -2.4, endAngle: -0.74, clockwise: true)
                arc.lineWidth = 2
                arc.lineCapStyle = .round
                if i == 0 { UIBezierPath(ovalIn: CGRect(origin: p(0.42, 0.78), size: CGSize(width: 3, height: 3))).fill() }
                path.append(arc)
            }
        case .rune:
            fill = false
            path.move(to: p(0.25, 0.28)); path.addLine(to: p(0.75, 0.72)); path.addLine(to: p(0.5, 0.92)); path.addLine(to: p(0.5, 0.08))
            path.addLine(to: p(0.75, 0.28)); path.addLine(to: p(0.25, 0.72))
        case .bars:
            for (i, h) in [0.35, 0.55, 0.75, 0.95].enumerated() {
                path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.04 + CGFloat(i) * 0.25, 1 - h), size: CGSize(width: r.width * 0.17, height: r.height * h)),
                                         cornerRadius: 1))
            }
        case .link:
            fill = false
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.05, 0.3), size: CGSize(width: r.width * 0.55, height: r.height * 0.4)), cornerRadius: r.height * 0.2))
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.4, 0.3), size: CGSize(width: r.width * 0.55, height: r.height * 0.4)), cornerRadius: r.height * 0.2))
        case .bell:
            path.move(to: p(0.5, 0.05)); path.addCurve(to: p(0.85, 0.72), controlPoint1: p(0.85, 0.1), controlPoint2: p(0.8, 0.6))
            path.addLine(to: p(0.95, 0.8)); path.addLine(to: p(0.05, 0.8)); path.addLine(to: p(0.15, 0.72))
            path.addCurve(to: p(0.5, 0.05), controlPoint1: p(0.2, 0.6), controlPoint2: p(0.15, 0.1)); path.close()
            path.append(UIBezierPath(ovalIn: CGRect(origin: p(0.38, 0.82), size: CGSize(width: r.width * 0.24, height: r.height * 0.16))))
        case .speaker:
            path.move(to: p(0.05, 0.35)); path.addLine(to: p(0.3, 0.35)); path.addLine(to: p(0.62, 0.08)); path.addLine(to: p(0.62, 0.92))
            path.addLine(to: p(0.3, 0.65)); path.addLine(to: p(0.05, 0.65)); path.close()
            let wave = UIBezierPath(arcCenter: p(0.62, 0.5), radius: r.width * 0.3, startAngle: -0.8, endAngle: 0.8, clockwise: true)
            wave.lineWidth = 2
            UIColor.white.setStroke()
            wave.stroke()
        case .moon:
            path.addArc(withCenter: p(0.5, 0.5), radius: r.width * 0.45, startAngle: 0.9, endAngle: 0.9 + 4.5, clockwise: true)
            path.addArc(withCenter: p(0.72, 0.32), radius: r.width * 0.34, startAngle: 0.9 + 4.5 - 0.2, endAngle: 1.2, clockwise: false)
            path.close()
        case .hourglass:
            path.move(to: p(0.15, 0.05)); path.addLine(to: p(0.85, 0.05)); path.addLine(to: p(0.55, 0.5)); path.addLine(to: p(0.85, 0.95))
            path.addLine(to: p(0.15, 0.95)); path.addLine(to: p(0.45, 0.5)); path.close()
        case .gear:
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                path.append(UIBezierPath(roundedRect: CGRect(x: r.midX + cos(a) * r.width * 0.36 - 2.2, y: r.midY + sin(a) * r.height * 0.36 - 2.2,
                                                             width: 4.4, height: 4.4), cornerRadius: 1))
            }
            path.append(UIBezierPath(ovalIn: r.insetBy(dx: r.width * 0.14, dy: r.height * 0.14)))
        case .toggles:
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.05, 0.12), size: CGSize(width: r.width * 0.9, height: r.height * 0.3)), cornerRadius: r.height * 0.15))
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.05, 0.58), size: CGSize(width: r.width * 0.9, height: r.height * 0.3)), cornerRadius: r.height * 0.15))
        case .sun:
            path.append(UIBezierPath(ovalIn: r.insetBy(dx: r.width * 0.28, dy: r.height * 0.28)))
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                path.append(UIBezierPath(ovalIn: CGRect(x: r.midX + cos(a) * r.width * 0.44 - 1.5, y: r.midY + sin(a) * r.height * 0.44 - 1.5, width: 3, height: 3)))
            }
        case .grid:
            for i in 0..<2 { for j in 0..<2 {
                path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.04 + CGFloat(i) * 0.5, 0.04 + CGFloat(j) * 0.5),
                                                             size: CGSize(width: r.width * 0.42, height: r.height * 0.42)), cornerRadius: 2))
            } }
        case .person:
            path.append(UIBezierPath(ovalIn: CGRect(origin: p(0.3, 0.02), size: CGSize(width: r.width * 0.4, height: r.height * 0.4))))
            path.move(to: p(0.05, 0.98)); path.addCurve(to: p(0.95, 0.98), controlPoint1: p(0.1, 0.4), controlPoint2: p(0.9, 0.4)); path.close()
        case .flower:
            for i in 0..<6 {
                let a = CGFloat(i) * .pi / 3
                path.append(UIBezierPath(ovalIn: CGRect(x: r.midX + cos(a) * r.width * 0.25 - r.width * 0.18, y: r.midY + sin(a) * r.height * 0.25 - r.height * 0.18,
                                                        width: r.width * 0.36, height: r.height * 0.36)))
            }
        case .face:
            fill = false
            path.move(to: p(0.05, 0.3)); path.addLine(to: p(0.05, 0.05)); path.addLine(to: p(0.3, 0.05))
            path.move(to: p(0.7, 0.05)); path.addLine(to: p(0.95, 0.05)); path.addLine(to: p(0.95, 0.3))
            path.move(to: p(0.95, 0.7)); path.addLine(to: p(0.95, 0.95)); path.addLine(to: p(0.7, 0.95))
            path.move(to: p(0.3, 0.95)); path.addLine(to: p(0.05, 0.95)); path.addLine(to: p(0.05, 0.7))
            path.move(to: p(0.3, 0.65)); path.addQuadCurve(to: p(0.7, 0.65), controlPoint: p(0.5, 0.8))
        case .sos:
            let text = "SOS" as NSString
            text.draw(at: p(0.0, 0.22), withAttributes: [.font: UIFont.systemFont(ofSize: 9, weight: .heavy), .foregroundColor: UIColor.white])
            return
        case .battery:
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.0, 0.28), size: CGSize(width: r.width * 0.86, height: r.height * 0.44)), cornerRadius: 2.5))
            path.append(UIBezierPath(rect: CGRect(origin: p(0.9, 0.42), size: CGSize(width: r.width * 0.1, height: r.height * 0.16))))
        case .hand:
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.2, 0.4), size: CGSize(width: r.width * 0.62, height: r.height * 0.58)), cornerRadius: 4))
            for i in 0..<4 {
                path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.2 + CGFloat(i) * 0.16, 0.06 + (i == 0 || i == 3 ? 0.1 : 0)),
                                                             size: CGSize(width: r.width * 0.13, height: r.height * 0.5)), cornerRadius: 2))
            }
        case .key:
            path.append(UIBezierPath(ovalIn: CGRect(origin: p(0.0, 0.25), size: CGSize(width: r.width * 0.5, height: r.height * 0.5))))
            path.append(UIBezierPath(rect: CGRect(origin: p(0.4, 0.44), size: CGSize(width: r.width * 0.6, height: r.height * 0.14))))
            path.append(UIBezierPath(rect: CGRect(origin: p(0.78, 0.44), size: CGSize(width: r.width * 0.12, height: r.height * 0.32))))
        case .envelope:
            path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.0, 0.15), size: CGSize(width: r.width, height: r.height * 0.7)), cornerRadius: 2))
            path.fill()
            let flap = UIBezierPath()
            flap.lineWidth = 1.5
            flap.move(to: p(0.05, 0.2)); flap.addLine(to: p(0.5, 0.58)); flap.addLine(to: p(0.95, 0.2))
            UIColor(white: 0, alpha: 0.35).setStroke()
            flap.stroke()
            return
        case .lines:
            for i in 0..<3 {
                path.append(UIBezierPath(roundedRect: CGRect(origin: p(0.05, 0.12 + CGFloat(i) * 0.3), size: CGSize(width: r.width * 0.9, height: 2.4)), cornerRadius: 1.2))
            }
        case .phone:
            path.move(to: p(0.15, 0.05)); path.addLine(to: p(0.35, 0.05)); path.addLine(to: p(0.42, 0.3)); path.addLine(to: p(0.3, 0.4))
            path.addQuadCurve(to: p(0.6, 0.7), controlPoint: p(0.4, 0.6)); path.addLine(to: p(0.7, 0.58)); path.addLine(to: p(0.95, 0.65))
            path.addLine(to: p(0.95, 0.85)); path.addQuadCurve(to: p(0.15, 0.05), controlPoint: p(0.05, 0.95)); path.close()
        case .bubble:
            path.append(UIBezierPath(ovalIn: CGRect(origin: p(0.0, 0.05), size: CGSize(width: r.width, height: r.height * 0.78))))
            path.move(to: p(0.2, 0.7)); path.addLine(to: p(0.1, 0.98)); path.addLine(to: p(0.42, 0.8)); path.close()
        }
        if fill { path.fill() } else { path.stroke() }
    }
}
