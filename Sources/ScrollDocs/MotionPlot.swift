import Foundation
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// The picture that explains the physics: each scroll view's content offset and
/// velocity against time, with the delegate calls marked on the time axis; drawn
/// with ScrollReel's own views and renderer.
@MainActor
public enum MotionPlot {
    /// One curve of the plot: a scroll view's content offset along one axis, sampled at every frame.
    public struct Series {
        /// What is plotted, in UIKit's words: `contentOffset.x`, or with the scroll view's
        /// name when the scene has several (its word in ``SceneWords/names``, such as
        /// `the hero contentOffset.x`).
        public let name: String
        /// The frames' times in seconds.
        public var times: [Double] = []
        /// The content offset shown on screen along the axis at each time, in points.
        public var offsets: [Double] = []
        /// Points per second, from the frames on either side.
        public var velocities: [Double] = []
    }

    /// A delegate call marked on the time axis as a vertical line.
    public struct Mark {
        /// When the call was made, in seconds.
        public let time: Double
        /// What the call means: `drag`, `release`, `rest`, `animation end`, `zoom end` or `to top`.
        public let label: String
        /// The colour of the mark's line.
        public let color: UIColor
    }

    /// What the plot shows: one series per scroll view and axis that moved.
    public static func collect(_ film: Film) throws -> (series: [Series], marks: [Mark]) {
        var samples: [String: [(Double, CGPoint)]] = [:]
        var order: [String] = []
        var marks: [Mark] = []
        var words: [String: String] = [:]
        try film.play { f, scene in
            if f.index == 0 {
                // The scroll views as the film names them (UIKit's word for what is plotted,
                // and the screen's word for which one), not their names in the trace.
                let several = scene.scrollViews.count > 1
                for (name, _) in scene.scrollViews {
                    words[name] = several ? (scene.words.names[name] ?? name) + " contentOffset" : "contentOffset"
                }
            }
            for (name, sv) in scene.scrollViews {
                if samples[name] == nil { order.append(name) }
                samples[name, default: []].append((f.time, sv.presentation.bounds.origin))
            }
            for e in f.events {
                if let mark = mark(for: e.name, at: e.time) { marks.append(mark) }
            }
        }
        var series: [Series] = []
        for name in order {
            let s = samples[name]!
            for axis in Axis.allCases {
                let values = s.map { Double($0.1[axis]) }
                guard values.contains(where: { $0 != values[0] }) else { continue }
                var out = Series(name: "\(words[name] ?? name).\(axis == .horizontal ? "x" : "y")")
                out.times = s.map(\.0)
                out.offsets = values
                out.velocities = values.indices.map { i in
                    let a = max(0, i - 1), b = min(values.count - 1, i + 1)
                    return b > a ? (values[b] - values[a]) / (s[b].0 - s[a].0) : 0
                }
                series.append(out)
            }
        }
        return (series, marks)
    }

    static func mark(for name: String, at t: Double) -> Mark? {
        switch name {
        case "scrollViewWillBeginDragging": Mark(time: t, label: "drag", color: .systemOrange)
        case "scrollViewWillEndDragging": Mark(time: t, label: "release", color: .systemRed)
        case "scrollViewDidEndDecelerating": Mark(time: t, label: "rest", color: .systemGreen)
        case "scrollViewDidEndScrollingAnimation": Mark(time: t, label: "animation end", color: UIColor(hex: 0xaf52de))
        case "scrollViewDidEndZooming": Mark(time: t, label: "zoom end", color: UIColor(hex: 0x5ac8fa))
        case "scrollViewDidScrollToTop": Mark(time: t, label: "to top", color: UIColor(hex: 0x5856d6))
        default: nil
        }
    }

    /// The plot's size in points; the picture is this times the scale in pixels.
    public static let size = CGSize(width: 960, height: 640)

    /// Plays `film` once without drawing it and draws its plot of offset and velocity at
    /// `scale` pixels per point (1920 × 1280 pixels by default).
    public static func draw(_ film: Film, scale: Double = 2) throws -> Bitmap {
        let (series, marks) = try collect(film)
        let environment = SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer())
        let window = environment.run { UIWindow(frame: CGRect(origin: .zero, size: size)) }
        window.statusBarStyle = nil
        window.backgroundColor = .white
        window.addSubview(PlotView(frame: window.bounds, title: "\(film.name) — content offset and velocity",
                                   series: series, marks: marks, duration: series.first?.times.last ?? 1))
        return try Renderer(viewport: size, scale: scale).render(window)
    }

    static let seriesColors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, UIColor(hex: 0xaf52de), .systemRed]

    /// The chart itself.
    final class PlotView: UIView {
        let title: String, series: [Series], marks: [Mark], duration: Double
        init(frame: CGRect, title: String, series: [Series], marks: [Mark], duration: Double) {
            self.title = title; self.series = series; self.marks = marks; self.duration = max(duration, 0.1)
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        /// Round steps for an axis: 1, 2 or 5 times a power of ten.
        static func step(for span: Double, ticks: Int) -> Double {
            let raw = max(span, 1e-9) / Double(ticks)
            let p = pow(10, (log10(raw)).rounded(.down))
            for m in [1.0, 2, 5, 10] where m * p >= raw { return m * p }
            return 10 * p
        }

        override func draw(in ctx: GraphicsContext) {
            let left = 80.0, right = bounds.width - 24, markBand = 22.0
            ctx.draw(title, style: TextStyle(font: .systemFont(ofSize: 18, weight: .semibold)), in: CGRect(x: left, y: 12, width: right - left, height: 26))
            let panels: [(String, CGRect, (Series) -> [Double])] = [
                ("content offset (pt)", CGRect(x: left, y: 48 + markBand, width: right - left, height: 230), { $0.offsets }),
                ("velocity (pt/s)", CGRect(x: left, y: 48 + markBand + 270, width: right - left, height: 200), { $0.velocities }),
            ]
            func x(_ t: Double, _ r: CGRect) -> Double { r.minX + t / duration * r.width }
            for (label, r, values) in panels {
                let all = series.flatMap(values)
                var lo = all.min() ?? 0, hi = all.max() ?? 1
                if hi - lo < 1e-9 { lo -= 1; hi += 1 }
                let pad = (hi - lo) * 0.08
                lo -= pad; hi += pad
                func y(_ v: Double) -> Double { r.maxY - (v - lo) / (hi - lo) * r.height }
                ctx.fill(Path(rect: r), with: UIColor(white: 0.985, alpha: 1))
                // Horizontal grid and value labels.
                let step = Self.step(for: hi - lo, ticks: 5)
                var v = (lo / step).rounded(.up) * step
                while v <= hi {
                    ctx.fill(CGRect(x: r.minX, y: y(v) - 0.25, width: r.width, height: 0.5), with: UIColor(white: 0.85, alpha: 1))
                    ctx.draw(JSONValue.format(v, decimals: 1), style: TextStyle(font: .systemFont(ofSize: 11), color: UIColor(white: 0.45, alpha: 1), alignment: .right),
                             in: CGRect(x: r.minX - 72, y: y(v) - 8, width: 66, height: 16))
                    v += step
                }
                if lo < 0 && hi > 0 { ctx.fill(CGRect(x: r.minX, y: y(0) - 0.5, width: r.width, height: 1), with: UIColor(white: 0.6, alpha: 1)) }
                // The delegate calls, as vertical lines across the panel.
                for m in marks { ctx.fill(CGRect(x: x(m.time, r) - 0.5, y: r.minY, width: 1, height: r.height), with: m.color.withAlphaComponent(0.45)) }
                for (i, s) in series.enumerated() {
                    var path = Path()
                    for (k, t) in s.times.enumerated() {
                        let p = CGPoint(x: x(t, r), y: y(values(s)[k]))
                        if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
                    }
                    ctx.stroke(path, with: MotionPlot.seriesColors[i % MotionPlot.seriesColors.count], lineWidth: 2, lineCap: .round)
                }
                // The panel's name last, on a plate of the panel's colour: no curve crosses it.
                let labelStyle = TextStyle(font: .systemFont(ofSize: 12, weight: .medium), color: UIColor(white: 0.35, alpha: 1))
                let labelWidth = window!.textMeasurer.size(of: label, style: labelStyle, width: .infinity).width
                ctx.fill(Path(roundedRect: CGRect(x: r.minX + 2, y: r.minY + 2, width: labelWidth + 8, height: 20), cornerRadius: 4),
                         with: UIColor(white: 0.985, alpha: 0.92))
                ctx.draw(label, style: labelStyle, in: CGRect(x: r.minX + 6, y: r.minY + 4, width: labelWidth + 2, height: 16))
            }
            // The time axis and the marks' names above the first panel.
            let bottom = panels[1].1
            let tstep = Self.step(for: duration, ticks: 10)
            var t = 0.0
            while t <= duration + 1e-9 {
                ctx.draw(JSONValue.format(t, decimals: 2) + " s", style: TextStyle(font: .systemFont(ofSize: 11), color: UIColor(white: 0.45, alpha: 1), alignment: .center),
                         in: CGRect(x: x(t, bottom) - 30, y: bottom.maxY + 4, width: 60, height: 16))
                t += tstep
            }
            var lastLabelEnd = -Double.infinity
            for m in marks.sorted(by: { $0.time < $1.time }) {
                let mx = x(m.time, panels[0].1)
                guard mx - 2 > lastLabelEnd else { continue }
                let style = TextStyle(font: .systemFont(ofSize: 10, weight: .semibold), color: m.color)
                let w = window!.textMeasurer.size(of: m.label, style: style, width: .infinity).width + 4
                ctx.draw(m.label, style: style, in: CGRect(x: mx - 2, y: 48, width: w, height: 16))
                lastLabelEnd = mx + w
            }
            // Legend.
            var lx = left
            let ly = bottom.maxY + 30
            for (i, s) in series.enumerated() {
                ctx.fill(CGRect(x: lx, y: ly + 6, width: 18, height: 3), with: MotionPlot.seriesColors[i % MotionPlot.seriesColors.count])
                ctx.draw(s.name, style: TextStyle(font: .systemFont(ofSize: 12)), in: CGRect(x: lx + 24, y: ly, width: 140, height: 16))
                lx += 150
            }
            for (label, color) in [("drag", UIColor.systemOrange), ("release", .systemRed), ("rest", .systemGreen), ("animation end", UIColor(hex: 0xaf52de))] {
                ctx.fill(CGRect(x: lx, y: ly + 1, width: 2, height: 14), with: color)
                ctx.draw(label, style: TextStyle(font: .systemFont(ofSize: 12), color: UIColor(white: 0.35, alpha: 1)), in: CGRect(x: lx + 6, y: ly, width: 100, height: 16))
                lx += 16 + window!.textMeasurer.size(of: label, style: TextStyle(font: .systemFont(ofSize: 12)), width: .infinity).width + 14
            }
        }
    }
}
