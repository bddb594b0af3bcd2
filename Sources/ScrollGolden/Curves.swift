import Foundation
import ScrollSimulation

/// Both curves of a demo as inline SVG: for every scroll view its content offset
/// (each axis that moves) and its zoom scale (where it moves), the golden's
/// dashed and this run's solid against time on one chart; the golden's delegate
/// calls as ticks above the chart, this run's below, and the first divergence as
/// a red line. A playhead follows the report's scrubber; a click seeks.
enum Curves {
    static let width = 900.0, height = 200.0
    static let left = 64.0, right = 16.0, top = 26.0, bottom = 34.0

    struct Series {
        let label: String
        let golden: [(Double, Double)]
        let actual: [(Double, Double)]
    }

    /// One chart per scroll view, and one more for its zoom scale where that moves.
    static func svg(golden: [String]?, actual: [String], firstDifference: Int?, fps: Int) -> String {
        let e = golden.map(TraceRecord.init), a = TraceRecord(actual)
        var names = e?.scrollViews ?? []
        for n in a.scrollViews where !names.contains(n) { names.append(n) }
        let duration = max(e?.frames.last?.time ?? 0, a.frames.last?.time ?? 0, 1.0 / Double(max(fps, 1)))
        let divergence = firstDifference.flatMap { i in
            i < a.frames.count ? a.frames[i].time : e.flatMap { i < $0.frames.count ? $0.frames[i].time : nil }
        }
        var out = ""
        for name in names {
            func points(_ r: TraceRecord?, _ pick: (Double, Double, Double) -> Double) -> [(Double, Double)] {
                guard let r else { return [] }
                return r.frames.compactMap { f in f.scrollViews[name].map { (f.time, pick($0.x, $0.y, $0.zoom)) } }
            }
            func moves(_ p: [(Double, Double)]) -> Bool { p.contains { $0.1 != p.first!.1 } }
            var offset: [Series] = []
            for (axis, pick) in [("x", { (x: Double, _: Double, _: Double) in x }), ("y", { (_: Double, y: Double, _: Double) in y })] {
                let g = points(e, pick), c = points(a, pick)
                if moves(g) || moves(c) { offset.append(Series(label: "contentOffset.\(axis)", golden: g, actual: c)) }
            }
            if offset.isEmpty { offset.append(Series(label: "contentOffset.y", golden: points(e) { _, y, _ in y }, actual: points(a) { _, y, _ in y })) }
            let calls = { (r: TraceRecord?) in r?.frames.flatMap { $0.calls.filter { $0.scrollView == name } } ?? [] }
            out += chart(title: "\"\(name)\" content offset (pt)", series: offset, duration: duration,
                         goldenCalls: calls(e), actualCalls: calls(a), divergence: divergence)
            let gz = points(e) { _, _, z in z }, az = points(a) { _, _, z in z }
            if moves(gz) || moves(az) {
                out += chart(title: "\"\(name)\" zoom scale", series: [Series(label: "zoomScale", golden: gz, actual: az)],
                             duration: duration, goldenCalls: calls(e), actualCalls: calls(a), divergence: divergence)
            }
        }
        return out
    }

    static let colors = ["#0a84ff", "#ff9f0a", "#30d158", "#bf5af2"]

    /// A delegate call's colour: the kind of moment it marks.
    static func color(_ call: String) -> String {
        switch call {
        case "scrollViewWillBeginDragging": "#ff9500"
        case "scrollViewWillEndDragging", "scrollViewDidEndDragging": "#ff3b30"
        case "scrollViewWillBeginDecelerating": "#ffcc00"
        case "scrollViewDidEndDecelerating": "#34c759"
        case "scrollViewDidEndScrollingAnimation": "#af52de"
        case "scrollViewWillBeginZooming", "scrollViewDidEndZooming": "#5ac8fa"
        default: "#8e8e93"
        }
    }

    static func chart(title: String, series: [Series], duration: Double, goldenCalls: [TraceRecord.Call],
                      actualCalls: [TraceRecord.Call], divergence: Double?) -> String {
        let plotW = width - left - right, plotH = height - top - bottom
        let values = series.flatMap { $0.golden.map(\.1) + $0.actual.map(\.1) }
        var lo = values.min() ?? 0, hi = values.max() ?? 1
        if hi - lo < 1e-9 { lo -= 1; hi += 1 }
        let pad = (hi - lo) * 0.06
        lo -= pad; hi += pad
        func x(_ t: Double) -> Double { left + t / duration * plotW }
        func y(_ v: Double) -> Double { top + plotH - (v - lo) / (hi - lo) * plotH }
        func f(_ v: Double) -> String { JSONValue.format(v, decimals: 1) }
        var s = "<svg class=\"curves\" viewBox=\"0 0 \(f(width)) \(f(height))\" width=\"\(f(width))\" height=\"\(f(height))\""
        s += " data-duration=\"\(JSONValue.format(duration, decimals: 4))\" data-left=\"\(f(left))\" data-plot-width=\"\(f(plotW))\""
        s += " role=\"img\" aria-label=\"\(HTML.escape(title))\" xmlns=\"http://www.w3.org/2000/svg\">"
        s += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"#fcfcfc\" stroke=\"#ddd\"/>"
        s += "<text x=\"\(f(left))\" y=\"14\" class=\"title\">\(HTML.escape(title))</text>"
        // Value grid.
        for k in 0...4 {
            let v = lo + (hi - lo) * Double(k) / 4
            s += "<line x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(y(v)))\" y2=\"\(f(y(v)))\" stroke=\"#eee\"/>"
            s += "<text x=\"\(f(left - 6))\" y=\"\(f(y(v) + 4))\" text-anchor=\"end\" class=\"tick\">\(f(v))</text>"
        }
        // Time axis.
        let step = max(0.1, (duration / 8 * 10).rounded(.up) / 10)
        var t = 0.0
        while t <= duration + 1e-9 {
            s += "<text x=\"\(f(x(t)))\" y=\"\(f(height - 6))\" text-anchor=\"middle\" class=\"tick\">\(JSONValue.format(t, decimals: 1)) s</text>"
            t += step
        }
        // Delegate calls: the golden's above the plot, this run's below it.
        for (calls, y0, who) in [(goldenCalls, top - 8, "golden"), (actualCalls, top + plotH, "this run")] {
            for c in calls {
                s += "<rect class=\"call\" x=\"\(f(x(c.time) - 1))\" y=\"\(f(y0))\" width=\"2\" height=\"8\" fill=\"\(color(c.name))\">"
                s += "<title>\(who): \(HTML.escape(c.name)) at t = \(JSONValue.format(c.time, decimals: 3)) s</title></rect>"
            }
        }
        for (i, series) in series.enumerated() {
            let c = colors[i % colors.count]
            for (points, dash, who) in [(series.golden, " stroke-dasharray=\"5 4\" stroke-opacity=\"0.75\"", "golden"), (series.actual, "", "this run")]
            where !points.isEmpty {
                let d = points.enumerated().map { k, p in (k == 0 ? "M" : "L") + f(x(p.0)) + " " + f(y(p.1)) }.joined()
                s += "<path class=\"series\" data-who=\"\(who)\" d=\"\(d)\" fill=\"none\" stroke=\"\(c)\" stroke-width=\"2\"\(dash)>"
                s += "<title>\(who): \(series.label)</title></path>"
            }
            // Legend.
            let lx = left + plotW - 330 + Double(i) * 165
            s += "<line x1=\"\(f(lx))\" x2=\"\(f(lx + 18))\" y1=\"10\" y2=\"10\" stroke=\"\(c)\" stroke-width=\"2\" stroke-dasharray=\"5 4\"/>"
            s += "<line x1=\"\(f(lx + 22))\" x2=\"\(f(lx + 40))\" y1=\"10\" y2=\"10\" stroke=\"\(c)\" stroke-width=\"2\"/>"
            s += "<text x=\"\(f(lx + 44))\" y=\"14\" class=\"tick\">\(series.label) golden / run</text>"
        }
        if let d = divergence {
            s += "<line class=\"divergence\" x1=\"\(f(x(d)))\" x2=\"\(f(x(d)))\" y1=\"\(f(top))\" y2=\"\(f(top + plotH))\" stroke=\"#d70015\" stroke-width=\"1.5\"/>"
            s += "<text x=\"\(f(x(d) + 4))\" y=\"\(f(top + 12))\" fill=\"#d70015\" class=\"tick\">first difference</text>"
        }
        s += "<line class=\"playhead\" x1=\"\(f(left))\" x2=\"\(f(left))\" y1=\"\(f(top))\" y2=\"\(f(top + plotH))\" stroke=\"#111\" stroke-opacity=\"0.5\"/>"
        return s + "</svg>\n"
    }
}
