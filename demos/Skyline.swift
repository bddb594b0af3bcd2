#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A Manhattan skyline at dusk, drawn procedurally and deterministically (the
/// same seed always draws the same city): a navy sky that burns to red-orange
/// at the horizon, a far row of towers in haze, a near row with lit windows, a
/// spired tower in the middle and a tapered one to the west, the river below.
///
/// Nothing rises higher than `highestPoint`: the sky above is where the
/// demo's titles and text are, and a spire through the text made it unreadable.
enum Skyline {
    /// The original panorama's proportions: 4200 x 960.
    static let aspect = 4200.0 / 960.0
    /// Where the horizon is, as a fraction of the height from the top.
    static let horizon = 0.80
    /// The top of the tallest spire, as a fraction of the height from the top.
    static let highestPoint = 0.42

    @MainActor static func image(height: Double) -> UIImage {
        let size = CGSize(width: (height * aspect).rounded(), height: height)
        return UIGraphicsImageRenderer(size: size).image { draw(in: $0.cgContext, size: size) }
    }

    /// SplitMix64: a tiny, well-known generator; the skyline must not depend on
    /// the platform's random numbers.
    struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            z ^= z >> 31
            return Double(z >> 11) / Double(1 << 53)
        }
        mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * next() }
    }

    static func draw(in ctx: CGContext, size: CGSize) {
        let w = size.width, h = size.height
        let horizon = h * Self.horizon
        var random = Random(state: 1914)

        // Sky: deep navy overhead, violet, then the burning horizon.
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: w, height: horizon))
        let sky = [0x060b22, 0x142052, 0x4a2d62, 0xb8463f, 0xe8693a, 0xf6a04d].map { UIColor(hex: $0).cgColor }
        ctx.drawLinearGradient(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: sky as CFArray,
                                          locations: [0, 0.35, 0.62, 0.82, 0.93, 1])!,
                               start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: horizon), options: [])
        ctx.restoreGState()
        // A few stars in the dark part of the sky.
        for _ in 0..<Int(w / 9) {
            let x = random.range(0, w), y = random.range(0, horizon * 0.45)
            let r = random.range(0.3, 0.9)
            ctx.setFillColor(UIColor(white: 1, alpha: random.range(0.25, 0.8) * (1 - y / (horizon * 0.5))).cgColor)
            ctx.fillEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
        }

        // Far towers, lost in the haze of the sunset.
        var x = -20.0
        while x < w {
            let bw = random.range(18, 55), bh = random.range(0.08, 0.26) * h
            ctx.setFillColor(UIColor(hex: 0x3a2347, alpha: 0.85).cgColor)
            ctx.fill(CGRect(x: x, y: horizon - bh, width: bw, height: bh + 1))
            x += bw + random.range(-6, 4)
        }

        // Near towers with lit windows, and two landmarks.
        let spireX = w * 0.52, westTowerX = w * 0.18
        x = -10
        while x < w {
            let bw = random.range(26, 80)
            var bh = random.range(0.10, 0.26) * h
            if abs(x - spireX) < 260 || abs(x - westTowerX) < 180 { bh *= 0.7 }
            tower(ctx, CGRect(x: x, y: horizon - bh, width: bw, height: bh + 2), &random, setbacks: random.next() < 0.4)
            x += bw + random.range(2, 14)
        }
        landmarkSpire(ctx, centerX: spireX, base: horizon, h: h, &random)
        landmarkTapered(ctx, centerX: westTowerX, base: horizon, h: h, &random)

        // The river: dark water with the city's lights drawn out on it.
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: horizon, width: w, height: h - horizon))
        let water = [UIColor(hex: 0x1b1530).cgColor, UIColor(hex: 0x05060f).cgColor]
        ctx.drawLinearGradient(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: water as CFArray, locations: [0, 1])!,
                               start: CGPoint(x: 0, y: horizon), end: CGPoint(x: 0, y: h), options: [])
        ctx.restoreGState()
        for _ in 0..<Int(w / 6) {
            let rx = random.range(0, w), ry = random.range(horizon + 4, h - 10)
            let len = random.range(6, 28) * (1 - (ry - horizon) / (h - horizon) * 0.6)
            ctx.setFillColor(UIColor(hex: random.next() < 0.7 ? 0xf7b267 : 0xffe3a3, alpha: random.range(0.15, 0.45)).cgColor)
            ctx.fill(CGRect(x: rx, y: ry, width: len, height: 1.2))
        }
    }

    static let windowLit = [UIColor(hex: 0xffd98a), UIColor(hex: 0xffe9b8), UIColor(hex: 0xf5b85f)]

    private static func tower(_ ctx: CGContext, _ r: CGRect, _ random: inout Random, setbacks: Bool) {
        let body = UIColor(hex: random.next() < 0.5 ? 0x0e1022 : 0x15182e)
        ctx.setFillColor(body.cgColor)
        ctx.fill(r)
        var roof = r.minY
        if setbacks {
            // Art-deco steps on top.
            let step = r.width * 0.18
            ctx.setFillColor(body.cgColor)
            ctx.fill(CGRect(x: r.minX + step, y: r.minY - 14, width: r.width - 2 * step, height: 15))
            ctx.setFillColor(body.cgColor)
            ctx.fill(CGRect(x: r.minX + 2 * step, y: r.minY - 24, width: r.width - 4 * step, height: 11))
            roof -= 24
        }
        if random.next() < 0.2 {
            ctx.setFillColor(body.cgColor)
            ctx.fill(CGRect(x: r.midX - 0.75, y: roof - random.range(10, 30), width: 1.5, height: 30))
        }
        windows(ctx, in: r.insetBy(dx: 4, dy: 6), &random, density: random.range(0.18, 0.5))
    }

    private static func windows(_ ctx: CGContext, in r: CGRect, _ random: inout Random, density: Double) {
        guard r.width > 6, r.height > 6 else { return }
        let cw = 5.0, ch = 7.0
        var y = r.minY
        while y + 3 < r.maxY {
            var x = r.minX
            while x + 2.5 < r.maxX {
                if random.next() < density {
                    let c = windowLit[Int(random.next() * 3) % 3]
                    ctx.setFillColor((c.withAlphaComponent(random.range(0.45, 0.95))).cgColor)
                    ctx.fill(CGRect(x: x, y: y, width: 2.5, height: 3.5))
                }
                x += cw
            }
            y += ch
        }
    }

    /// An Empire State-like tower: stepped shaft, crown and a needle.
    private static func landmarkSpire(_ ctx: CGContext, centerX: Double, base: Double, h: Double, _ random: inout Random) {
        let body = UIColor(hex: 0x0b0d1c)
        let tiers: [(Double, Double)] = [(120, 0.21), (86, 0.25), (60, 0.28), (40, 0.295), (24, 0.305)]
        for (width, top) in tiers {
            let r = CGRect(x: centerX - width / 2, y: base - top * h, width: width, height: top * h)
            ctx.setFillColor(body.cgColor)
            ctx.fill(r)
        }
        windows(ctx, in: CGRect(x: centerX - 56, y: base - 0.20 * h, width: 112, height: 0.195 * h), &random, density: 0.42)
        // The lit crown and the mast, whose light is the highest point.
        let crown = base - 0.32 * h, tip = h * highestPoint
        ctx.setFillColor(UIColor(hex: 0xf2c46d, alpha: 0.9).cgColor)
        ctx.fill(CGRect(x: centerX - 12, y: crown, width: 24, height: 0.015 * h))
        let needle = CGMutablePath()
        needle.move(to: CGPoint(x: centerX - 4, y: crown))
        needle.addLine(to: CGPoint(x: centerX, y: tip + 2))
        needle.addLine(to: CGPoint(x: centerX + 4, y: crown))
        needle.closeSubpath()
        ctx.setFillColor(body.cgColor)
        ctx.addPath(needle)
        ctx.fillPath()
        ctx.setFillColor(UIColor(hex: 0xff5a4a).cgColor)
        ctx.fillEllipse(in: CGRect(x: centerX - 2, y: tip, width: 4, height: 4))
    }

    /// A One World Trade Center-like tower: a tapering glass prism and a spire.
    private static func landmarkTapered(_ ctx: CGContext, centerX: Double, base: Double, h: Double, _ random: inout Random) {
        let top = base - 0.30 * h
        let prism = CGMutablePath()
        prism.move(to: CGPoint(x: centerX - 55, y: base))
        prism.addLine(to: CGPoint(x: centerX - 22, y: top))
        prism.addLine(to: CGPoint(x: centerX + 22, y: top))
        prism.addLine(to: CGPoint(x: centerX + 55, y: base))
        prism.closeSubpath()
        ctx.saveGState()
        ctx.addPath(prism)
        ctx.clip()
        let glass = [0x10142c, 0x1c2348, 0x4a3558].map { UIColor(hex: $0).cgColor }
        ctx.drawLinearGradient(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: glass as CFArray, locations: [0, 0.6, 1])!,
                               start: CGPoint(x: centerX - 55, y: base), end: CGPoint(x: centerX + 55, y: top), options: [])
        ctx.restoreGState()
        let tip = h * (highestPoint + 0.02)
        ctx.setFillColor(UIColor(hex: 0x9aa3c7).cgColor)
        ctx.fill(CGRect(x: centerX - 1, y: tip + 2, width: 2, height: top - tip - 2))
        ctx.setFillColor(UIColor(white: 1, alpha: 0.9).cgColor)
        ctx.fillEllipse(in: CGRect(x: centerX - 2.5, y: tip, width: 5, height: 5))
        var y = top + 12
        while y < base - 10 {
            let f = (y - top) / (base - top)
            let half = 22 + 33 * f - 6
            ctx.setFillColor(UIColor(hex: 0xffd98a, alpha: 0.12 + 0.2 * random.next()).cgColor)
            ctx.fill(CGRect(x: centerX - half, y: y, width: 2 * half, height: 1))
            y += 9
        }
    }
}
