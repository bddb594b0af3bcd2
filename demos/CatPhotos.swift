import ScrollReelUIKit

/// The lazy-load demo's "photos": a cat per row, drawn from the row number alone
/// (fur, eyes, pose, background). The cell shows the row's number over it.
enum CatPhotos {
    /// The shapes of the original data (width x height); 0 means unknown (44 pt row).
    static let shapes: [(Double, Double)] = [(4, 3), (3, 2), (1, 1), (3, 4), (16, 9), (0, 0), (4, 3), (2, 3), (3, 2), (5, 4)]

    static func size(ofRow row: Int) -> CGSize? {
        let s = shapes[row % shapes.count]
        return s.0 > 0 ? CGSize(width: s.0 * 100, height: s.1 * 100) : nil
    }

    static let furs: [(UIColor, UIColor)] = [
        (UIColor(hex: 0xf0a35e), UIColor(hex: 0xc46f2d)), (UIColor(hex: 0x9a9ca3), UIColor(hex: 0x5d6068)),
        (UIColor(hex: 0x2e2b2b), UIColor(hex: 0x121010)), (UIColor(hex: 0xf4efe6), UIColor(hex: 0xcdbfa8)),
        (UIColor(hex: 0xd9b38c), UIColor(hex: 0x8a6240)), (UIColor(hex: 0x7d6a5a), UIColor(hex: 0x3f342a)),
    ]
    static let eyes = [UIColor(hex: 0x7cc96b), UIColor(hex: 0xe2b93b), UIColor(hex: 0x5aa6d6), UIColor(hex: 0xc98b3a)]

    static func image(forRow row: Int) -> UIImage {
        let size = self.size(ofRow: row) ?? CGSize(width: 400, height: 300)
        return UIImage(size: size, vector: true) { ctx in draw(row, size, ctx) }
    }

    static func draw(_ row: Int, _ size: CGSize, _ ctx: CGContext) {
        let w = size.width, h = size.height
        let hue = Double((row * 37) % 100) / 100
        let background = [UIColor(hue: hue, saturation: 0.35, brightness: 0.95, alpha: 1),
                          UIColor(hue: hue + 0.08, saturation: 0.55, brightness: 0.75, alpha: 1)].map(\.cgColor)
        ctx.drawLinearGradient(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: background as CFArray, locations: [0, 1])!,
                               start: .zero, end: CGPoint(x: w, y: h), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let (fur, shade) = furs[(row * 7) % furs.count]
        let eye = eyes[(row * 5) % eyes.count]
        let r = min(w, h) * 0.30
        let c = CGPoint(x: w * (0.35 + 0.3 * Double((row * 13) % 10) / 10), y: h * 0.56)
        // Body, then head and ears.
        shade.setFill()
        ctx.fillEllipse(in: CGRect(x: c.x - r * 1.3, y: c.y + r * 0.55, width: r * 2.6, height: r * 2.2))
        for side in [-1.0, 1.0] {
            let ear = UIBezierPath()
            ear.move(to: CGPoint(x: c.x + side * r * 0.95, y: c.y - r * 0.25))
            ear.addLine(to: CGPoint(x: c.x + side * r * 0.75, y: c.y - r * 1.35))
            ear.addLine(to: CGPoint(x: c.x + side * r * 0.20, y: c.y - r * 0.8))
            ear.close()
            fur.setFill()
            ear.fill()
            let inner = UIBezierPath()
            inner.move(to: CGPoint(x: c.x + side * r * 0.80, y: c.y - r * 0.45))
            inner.addLine(to: CGPoint(x: c.x + side * r * 0.72, y: c.y - r * 1.08))
            inner.addLine(to: CGPoint(x: c.x + side * r * 0.38, y: c.y - r * 0.78))
            inner.close()
            UIColor(hex: 0xf2a7a7, alpha: 0.8).setFill()
            inner.fill()
        }
        fur.setFill()
        ctx.fillEllipse(in: CGRect(x: c.x - r, y: c.y - r * 0.9, width: 2 * r, height: 1.8 * r))
        // Eyes with slit pupils, nose, whiskers.
        for side in [-1.0, 1.0] {
            let e = CGRect(x: c.x + side * r * 0.42 - r * 0.17, y: c.y - r * 0.3, width: r * 0.34, height: r * 0.38)
            eye.setFill()
            ctx.fillEllipse(in: e)
            UIColor(white: 0.05, alpha: 1).setFill()
            ctx.fillEllipse(in: e.insetBy(dx: r * 0.12, dy: r * 0.02))
        }
        let nose = UIBezierPath()
        nose.move(to: CGPoint(x: c.x - r * 0.1, y: c.y + r * 0.18))
        nose.addLine(to: CGPoint(x: c.x + r * 0.1, y: c.y + r * 0.18))
        nose.addLine(to: CGPoint(x: c.x, y: c.y + r * 0.3))
        nose.close()
        UIColor(hex: 0xe07a86).setFill()
        nose.fill()
        for side in [-1.0, 1.0] {
            for k in 0..<3 {
                let whisker = UIBezierPath()
                whisker.move(to: CGPoint(x: c.x + side * r * 0.25, y: c.y + r * 0.32 + Double(k) * r * 0.08))
                whisker.addLine(to: CGPoint(x: c.x + side * r * 1.25, y: c.y + r * 0.22 + Double(k) * r * 0.16))
                whisker.lineWidth = max(1, r * 0.025)
                whisker.lineCapStyle = .round
                UIColor(white: 1, alpha: 0.75).setStroke()
                whisker.stroke()
            }
        }
    }
}
