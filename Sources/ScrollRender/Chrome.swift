import ScrollReelUIKit
import ScrollSimulation

/// The parts of an iPhone screenshot that are not the app: the status bar (9:41,
/// signal, Wi-Fi, battery), the home indicator, and the simulator's touch circles.
@MainActor
enum Chrome {
    static func draw(_ window: UIWindow, in ctx: GraphicsContext, viewport: CGSize) {
        guard let style = window.statusBarStyle else { return }
        let ink = style == .light ? UIColor.white : UIColor.black
        let device = window.screen.device
        let barHeight = window.statusBarHeight
        let centerY = barHeight / 2 + 1
        let time = TextStyle(font: .systemFont(ofSize: 17, weight: .semibold), color: ink, alignment: .center)
        switch device.statusBarLayout {
        case .ears:
            // The time sits in the left ear of the sensor housing, the icons in the right one.
            let earWidth = (viewport.width - device.sensorHousingWidth) / 2
            ctx.draw("9:41", style: time, in: CGRect(x: 0, y: barHeight / 2 - 10, width: earWidth, height: 22))
            let battery = drawBattery(rightOf: viewport.width - earWidth / 2 + 38, centerY: centerY, ink: ink, in: ctx)
            let wifi = drawWiFi(rightOf: battery - 6, centerY: centerY, ink: ink, in: ctx)
            drawCellular(rightOf: wifi - 14, centerY: centerY, ink: ink, in: ctx)
        case .classic:
            // A 20 pt bar: signal and Wi-Fi at the left, the time in the middle, the battery at the right.
            let small = TextStyle(font: .systemFont(ofSize: 12, weight: .semibold), color: ink, alignment: .center)
            ctx.draw("9:41", style: small, in: CGRect(x: 0, y: centerY - 8, width: viewport.width, height: 15))
            // (The bars end 0.8 pt past their `rightOf`; the Wi-Fi's arcs reach 11.6 pt
            // either side of its centre, 8 pt left of its `rightOf`.)
            drawCellular(rightOf: 6 + 17, centerY: centerY - 1, ink: ink, in: ctx)
            drawWiFi(rightOf: 6 + 17 + 0.8 + 5 + 11.6 + 8, centerY: centerY - 1, ink: ink, in: ctx)
            drawBattery(rightOf: viewport.width - 6, centerY: centerY, ink: ink, in: ctx)
        case .tablet:
            // A 24 pt bar: the time and date at the left, Wi-Fi and battery at the right.
            let left = TextStyle(font: .systemFont(ofSize: 12, weight: .semibold), color: ink, alignment: .left)
            ctx.draw("9:41  Mon Jun 10", style: left, in: CGRect(x: 20, y: centerY - 8, width: 200, height: 15))
            let battery = drawBattery(rightOf: viewport.width - 20, centerY: centerY, ink: ink, in: ctx)
            drawWiFi(rightOf: battery - 6, centerY: centerY, ink: ink, in: ctx)
        }
        guard device.hasHomeIndicator else { return }
        // The home indicator: 134 pt on phones, longer on iPads.
        let length: CGFloat = device.statusBarLayout == .tablet ? 315 : 134
        let home = CGRect(x: viewport.width / 2 - length / 2, y: viewport.height - 8 - 5, width: length, height: 5)
        ctx.fill(Path(roundedRect: home, cornerRadius: 2.5), with: ink.withAlphaComponent(style == .light ? 0.9 : 0.85))
    }

    static let captionPadding = CGSize(width: 16, height: 10)
    static func captionWidth(_ viewport: CGSize) -> Double { min(viewport.width - 32, 358) }
    static func captionStyle(opacity: Double, lines: Int) -> TextStyle {
        TextStyle(font: .systemFont(ofSize: 17, weight: .semibold), color: UIColor.white.withAlphaComponent(CGFloat(opacity)),
                  alignment: .center, numberOfLines: lines, lineBreakMode: .byTruncatingTail)
    }

    /// Whether `text` fits a caption's two lines on `viewport` (longer text is cut
    /// short with an ellipsis, and the reader misses its end).
    static func captionFits(_ text: String, viewport: CGSize, engine: TextEngine) -> Bool {
        let width = captionWidth(viewport) - 2 * captionPadding.width
        let all = engine.size(of: text, style: captionStyle(opacity: 1, lines: 0), width: width)
        let two = engine.size(of: text, style: captionStyle(opacity: 1, lines: 2), width: width)
        return all.height <= two.height + 0.5
    }

    /// A caption as iOS draws a banner: a dark translucent rounded rectangle with
    /// white semibold text, up to two lines, centred above the home indicator
    /// (where a toast sits and the app's bars are not), below a navigation bar
    /// (`.top`), or across the middle of the screen (`.middle`); at most 358 pt wide.
    /// 17 pt text stays readable when a film is shown at two thirds of its size.
    /// Where ``drawCaption(_:opacity:placement:window:in:measuredBy:viewport:)`` puts the banner of `text`, in points.
    @MainActor static func captionBox(_ text: String, placement: Caption.Placement, window: UIWindow, measuredBy engine: TextEngine,
                                      viewport: CGSize) -> CGRect {
        let maxWidth = captionWidth(viewport)
        let padding = captionPadding
        let measured = engine.size(of: text, style: captionStyle(opacity: 1, lines: 2), width: maxWidth - 2 * padding.width)
        let size = CGSize(width: min(maxWidth, ceil(measured.width) + 2 * padding.width), height: ceil(measured.height) + 2 * padding.height)
        let bottom = viewport.height - max(window.safeAreaInsets.bottom, 0) - 24
        let y = switch placement {
        case .top: window.safeAreaInsets.top + 44 + 12
        case .middle: (viewport.height - size.height) / 2
        case .at(let centre): min(max(centre.isFinite ? centre : 0, size.height / 2), viewport.height - size.height / 2) - size.height / 2
        case .bottom, .hidden: bottom - size.height
        }
        return CGRect(x: (viewport.width - size.width) / 2, y: y, width: size.width, height: size.height)
    }

    /// The banner and its text fade as one picture (a group painted at `opacity`): a
    /// banner fading in or out is never seen without its words, as white text of its
    /// own opacity over a banner of its own would be (a blank grey pill). The banner
    /// is opaque, so that nothing of the screen (a line, a label) shows through the words.
    static func drawCaption(_ text: String, opacity: Double, placement: Caption.Placement, window: UIWindow, in canvas: RecordingCanvas,
                            measuredBy engine: TextEngine, viewport: CGSize) {
        let style = captionStyle(opacity: 1, lines: 2)
        let box = captionBox(text, placement: placement, window: window, measuredBy: engine, viewport: viewport)
        let padding = captionPadding
        let faded = opacity < 1
        if faded { canvas.pushGroup() }
        canvas.fill(Path(roundedRect: box, cornerRadius: min(16, box.height / 2)), with: UIColor(white: 0.1, alpha: 1))
        canvas.draw(text, style: style, in: box.insetBy(dx: padding.width, dy: padding.height))
        if faded { canvas.popGroup(alpha: max(0, opacity)) }
    }

    /// Battery: a rounded outline, its charge, and the nub, ending at `x`
    /// (past the nub); returns where it begins.
    @discardableResult
    private static func drawBattery(rightOf x: CGFloat, centerY: CGFloat, ink: UIColor, in ctx: GraphicsContext) -> CGFloat {
        let body = CGRect(x: x - 27, y: centerY - 6.5, width: 25, height: 13)
        ctx.stroke(Path(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4), with: ink.withAlphaComponent(0.4),
                   lineWidth: 1, lineCap: .butt)
        ctx.fill(Path(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 2.5), with: ink)
        ctx.fill(Path(roundedRect: CGRect(x: body.maxX + 1, y: centerY - 2, width: 1.5, height: 4), cornerRadius: 0.75),
                 with: ink.withAlphaComponent(0.4))
        return body.minX
    }

    /// Wi-Fi: three arcs over a dot, ending at `x`; returns its centre.
    @discardableResult
    private static func drawWiFi(rightOf x: CGFloat, centerY: CGFloat, ink: UIColor, in ctx: GraphicsContext) -> CGFloat {
        let wifiCenter = CGPoint(x: x - 8, y: centerY + 5)
        for (i, r) in [3.2, 7.4, 11.6].enumerated() {
            var p = Path()
            if i == 0 {
                p = Path(ovalIn: CGRect(x: wifiCenter.x - 2.2, y: wifiCenter.y - 4.2, width: 4.4, height: 4.4))
                ctx.fill(p, with: ink)
            } else {
                p.addArc(center: wifiCenter, radius: r, startAngle: -Double.pi * 0.75, endAngle: -Double.pi * 0.25, clockwise: true)
                ctx.stroke(p, with: ink, lineWidth: 2.2, lineCap: .round)
            }
        }
        return wifiCenter.x
    }

    /// Cellular: four bars of rising height, ending at `x`; returns where they begin.
    @discardableResult
    private static func drawCellular(rightOf x: CGFloat, centerY: CGFloat, ink: UIColor, in ctx: GraphicsContext) -> CGFloat {
        for i in 0..<4 {
            let h = 4.0 + Double(i) * 2.4
            let bar = CGRect(x: x - 17 + Double(i) * 4.6, y: centerY + 5.5 - h, width: 3, height: h)
            ctx.fill(Path(roundedRect: bar, cornerRadius: 1), with: ink)
        }
        return x - 17
    }

    /// How long a lifted finger takes to fade out.
    static let liftFade = 0.25

    /// The fingers, as the Simulator's "show touches" draws them, made to read in
    /// a small GIF: a white disc with a dark rim shows on light and dark content
    /// alike; the two fingers of a pinch are joined by a line; a lifted finger
    /// fades out over `liftFade` (a tap lasts 0.1 s, less than two frames of a
    /// 15 fps GIF).
    static func drawTouches(of window: UIWindow, in ctx: GraphicsContext) {
        let down = window.touches.locations
        if down.count == 2 {
            var line = Path()
            line.move(to: down[0])
            line.addLine(to: down[1])
            ctx.stroke(line, with: UIColor(white: 0, alpha: 0.25), lineWidth: 5, lineCap: .round)
            ctx.stroke(line, with: UIColor(white: 1, alpha: 0.85), lineWidth: 2.5, lineCap: .round)
        }
        for lift in window.touches.recentLifts {
            let age = window.now - lift.time
            guard age >= 0, age < liftFade else { continue }
            let k = 1 - age / liftFade
            drawFinger(at: lift.location, opacity: k, growth: 1 + 0.35 * (1 - k), in: ctx)
        }
        for p in down { drawFinger(at: p, opacity: 1, growth: 1, in: ctx) }
    }

    private static func drawFinger(at p: CGPoint, opacity: Double, growth: Double, in ctx: GraphicsContext) {
        let r = 20 * growth
        let disc = CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)
        ctx.stroke(Path(ovalIn: disc.insetBy(dx: -1.5, dy: -1.5)), with: UIColor(white: 0, alpha: 0.3 * opacity), lineWidth: 3, lineCap: .butt)
        ctx.fill(Path(ovalIn: disc), with: UIColor(white: 1, alpha: 0.5 * opacity))
        ctx.stroke(Path(ovalIn: disc.insetBy(dx: 0.75, dy: 0.75)), with: UIColor(white: 1, alpha: 0.95 * opacity), lineWidth: 1.5, lineCap: .butt)
        ctx.fill(Path(ovalIn: CGRect(x: p.x - 3, y: p.y - 3, width: 6, height: 6)), with: UIColor(white: 0, alpha: 0.35 * opacity))
    }
}
