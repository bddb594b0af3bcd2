import ScrollReelUIKit

// The carousel's pictures: what an app would ship as image files, drawn here
// (ScrollReel's `UIImage(size:vector:drawing:)`) so that the demo needs none.

/// The banners: eight landscapes, each its own palette, drawn from its number.
enum Banner {
    static let palettes: [(sky: [UInt32], hills: [UInt32], sun: UInt32, name: String)] = [
        ([0x1e3c72, 0x2a5298, 0x7fa6e0], [0x23404f, 0x1a2f3a, 0x0e1b22], 0xfff3c4, "Lake"),
        ([0xff7e5f, 0xfeb47b, 0xffe0b2], [0x8c3b2b, 0x6b2a1f, 0x3f1812], 0xfffbe6, "Dunes"),
        ([0x0f2027, 0x203a43, 0x2c5364], [0x1d4d3a, 0x133626, 0x0a2016], 0xd8f3ff, "Forest"),
        ([0x41295a, 0x2f0743, 0x8e44ad], [0x2b1b3d, 0x1f1230, 0x120a1f], 0xffd1f0, "Aurora"),
        ([0x56ccf2, 0x2f80ed, 0xbfe9ff], [0x3f9a4c, 0x2e7a3a, 0x1d5827], 0xffffff, "Meadow"),
        ([0xf7971e, 0xffd200, 0xfff3b0], [0x9a5b20, 0x744417, 0x4c2c0e], 0xffffff, "Canyon"),
        ([0x83a4d4, 0xb6fbff, 0xeefcff], [0xdfe9f3, 0xc1d3e6, 0x98b3cf], 0xfffbd6, "Snow"),
        ([0x232526, 0x414345, 0x6a6d70], [0x2b2b2b, 0x1c1c1c, 0x0d0d0d], 0xe8e8e8, "Night"),
    ]

    static func image(_ i: Int, size: CGSize) -> UIImage {
        UIImage(size: size, vector: true) { ctx in
            let p = palettes[i % palettes.count]
            let w = size.width, h = size.height
            let sky = p.sky.map { UIColor(hex: $0).cgColor }
            let skyStops = sky.indices.map { CGFloat($0) / CGFloat(sky.count - 1) }
            ctx.drawLinearGradient(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: sky as CFArray, locations: skyStops)!,
                                   start: .zero, end: CGPoint(x: 0, y: h * 0.7),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            let sun = CGPoint(x: w * (0.25 + 0.07 * Double(i)), y: h * 0.33)
            UIColor(hex: p.sun, alpha: 0.95).setFill()
            ctx.fillEllipse(in: CGRect(x: sun.x - 46, y: sun.y - 46, width: 92, height: 92))
            for (layer, color) in p.hills.enumerated() {
                let base = h * (0.55 + 0.12 * Double(layer))
                let hill = UIBezierPath()
                hill.move(to: CGPoint(x: 0, y: h))
                hill.addLine(to: CGPoint(x: 0, y: base))
                let peaks = 3 + layer
                for k in 0...peaks {
                    let x = w * Double(k) / Double(peaks)
                    let dy = (k + i + layer) % 2 == 0 ? -h * 0.08 : h * 0.03
                    hill.addCurve(to: CGPoint(x: x, y: base + dy), controlPoint1: CGPoint(x: x - w / Double(peaks) * 0.5, y: base - h * 0.02),
                                  controlPoint2: CGPoint(x: x - w / Double(peaks) * 0.3, y: base + dy))
                }
                hill.addLine(to: CGPoint(x: w, y: h))
                hill.close()
                UIColor(hex: color).setFill()
                hill.fill()
            }
            // A shade under the number and the name, so that white text reads
            // on a light picture too.
            let shade = [UIColor(white: 0, alpha: 0), UIColor(white: 0, alpha: 0.3), UIColor(white: 0, alpha: 0.45)].map(\.cgColor)
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: h - 300, width: w, height: 300))
            ctx.drawLinearGradient(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: shade as CFArray, locations: [0, 0.45, 1])!,
                                   start: CGPoint(x: 0, y: h - 300), end: CGPoint(x: 0, y: h), options: [])
            ctx.restoreGState()
            let number: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 64, weight: .bold), .foregroundColor: UIColor.white]
            let numberSize = String(format2: i + 1).size(withAttributes: number)
            String(format2: i + 1).draw(at: CGPoint(x: 24, y: h - 190 - numberSize.height / 2), withAttributes: number)
            let name: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 22, weight: .medium),
                                                       .foregroundColor: UIColor(white: 1, alpha: 0.85)]
            p.name.draw(at: CGPoint(x: 26, y: h - 145 - p.name.size(withAttributes: name).height / 2), withAttributes: name)
        }
    }
}

extension String {
    /// "01", "02", …
    init(format2 n: Int) { self = (n < 10 ? "0" : "") + String(n) }
}
