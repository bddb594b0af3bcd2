import Foundation
import ScrollSimulation

/// The report's parts for motion: the two films in sync (side by side, overlaid
/// as an onion skin, or strobed), one scrubber and play/pause at the film's
/// timing, jumps to the first difference and to each delegate-call difference;
/// and the numbers of every keyframe and of the trace.
enum ReportPlayer {
    static func player(_ d: Summary.Demo, films: ReportFilms, fps: Int, curves: String) -> String {
        let v = d.verification
        let id = HTML.escape(v.demo)
        let first = d.firstDifferingFrame
        let frames = films.times.count
        let data: JSONValue = [
            "fps": .number(Double(fps)),
            "times": .array(films.times.map { .number($0) }),
            "expected": films.expected.map { .array($0.map(JSONValue.string)) } ?? .null,
            "actual": .array(films.actual.map(JSONValue.string)),
            "exact": .array(films.exact.map { .number(Double($0)) }),
        ]
        var s = "<div class=\"player\" data-demo=\"\(id)\" data-frame=\"0\" data-mode=\"side\" data-fps=\"\(fps)\""
        s += " data-frames=\"\(frames)\" data-first=\"\(first.map(String.init) ?? "")\">\n"
        s += "<script type=\"application/json\" class=\"film\">\(data.serialized(decimals: 4).replacingOccurrences(of: "</", with: "<\\/"))</script>\n"
        s += "<div class=\"controls\"><button type=\"button\" class=\"play\">Play</button>"
        s += "<input type=\"range\" class=\"scrub\" min=\"0\" max=\"\(max(0, frames - 1))\" value=\"0\" step=\"1\" aria-label=\"frame\">"
        s += "<span class=\"frame-label\">frame 0</span></div>\n<div class=\"controls\">"
        if let first {
            s += "<button type=\"button\" class=\"jump jump-first\" data-jump=\"\(first)\">Jump to the first differing frame (\(first))</button>"
        }
        if films.expected != nil {
            s += "<span class=\"modes\">UIView: <button type=\"button\" class=\"mode\" data-mode=\"side\" aria-pressed=\"true\">side by side</button>"
            s += "<button type=\"button\" class=\"mode\" data-mode=\"overlay\" aria-pressed=\"false\">overlay</button>"
            s += "<button type=\"button\" class=\"mode\" data-mode=\"strobe\" aria-pressed=\"false\">strobe</button></span>"
            s += "<label class=\"onion\">run over golden <input type=\"range\" class=\"opacity\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"opacity\"></label>"
        }
        s += "</div>\n<div class=\"screens\">"
        if films.expected != nil {
            s += "<figure class=\"side expected-side\"><figcaption>Expected (golden) <span class=\"exactness\"></span></figcaption><img class=\"expected\" alt=\"expected frame\"></figure>"
        }
        s += "<figure class=\"side actual-side\"><figcaption>Actual (this run)</figcaption><img class=\"actual\" alt=\"actual frame\"></figure>"
        if films.expected != nil {
            s += "<figure class=\"overlay\"><figcaption>Overlay: this run over the golden</figcaption><div class=\"stack\"><img class=\"expected\" alt=\"expected frame\"><img class=\"actual over\" alt=\"actual frame\"></div></figure>"
            s += "<figure class=\"strobe\"><figcaption>Strobe: <span class=\"which\">expected</span></figcaption><img class=\"strobe\" alt=\"strobe frame\"></figure>"
        }
        s += "</div>\n"
        if let t = d.trace, !t.callDifferences.isEmpty, let golden = v.goldenTrace {
            let e = TraceRecord(golden), a = TraceRecord(v.trace)
            s += "<h4>Delegate calls that differ</h4><ul class=\"calls\">"
            for i in t.callDifferences.prefix(12) {
                func names(_ r: TraceRecord) -> String {
                    guard i < r.frames.count else { return "—" }
                    let c = r.frames[i].calls
                    return c.isEmpty ? "none" : c.map { "\($0.name) (\"\($0.scrollView)\")" }.joined(separator: ", ")
                }
                let time = i < a.frames.count ? a.frames[i].time : 0
                s += "<li><button type=\"button\" class=\"jump jump-call\" data-jump=\"\(i)\">frame \(i)</button> t = \(JSONValue.format(time, decimals: 3)) s — golden: \(HTML.escape(names(e))); this run: \(HTML.escape(names(a)))</li>"
            }
            if t.callDifferences.count > 12 { s += "<li>… and \(t.callDifferences.count - 12) more frames</li>" }
            s += "</ul>\n"
        }
        s += "<h3>Curves</h3><p class=\"note\">Dashed: the golden; solid: this run. Ticks above a chart: the golden's delegate calls; below: this run's. Click a chart to go to that moment.</p>"
        s += "<div class=\"charts\">\(curves)</div>\n"
        if films.expected != nil {
            s += "<p class=\"note\">The golden stores its trace and \(films.exact.count) keyframes, not every frame: its film is re-created, "
            s += "with the golden's own pictures at its keyframes and, between them, this build's scene placed at the golden's offsets and zoom scales.</p>"
        }
        return s + "</div>\n"
    }

    static func numbers(_ d: Summary.Demo) -> String {
        var s = "<h3>Numbers</h3>"
        if let t = d.trace {
            let at = t.maxOffsetDifferenceAt.map { " (frame \($0.frame), \"\(HTML.escape($0.scrollView))\")" } ?? ""
            s += "<table class=\"numbers trace-numbers\"><tr><th>trace</th><th>frames (golden)</th><th>first differing frame</th><th>max offset difference</th><th>max zoom difference</th><th>frames with other delegate calls</th><th>tightest tolerance that passes</th></tr>"
            s += "<tr><td>\(t.firstDifferingFrame == nil ? "identical" : "differs")</td><td>\(t.frames) (\(t.goldenFrames))</td>"
            s += "<td>\(t.firstDifferingFrame.map(String.init) ?? "—")</td><td>\(JSONValue.format(t.maxOffsetDifference, decimals: 3)) pt\(at)</td>"
            s += "<td>\(JSONValue.format(t.maxZoomScaleDifference, decimals: 3))</td><td>\(t.callDifferences.count)</td>"
            s += "<td>\(t.tightestTolerance.map { JSONValue.format($0, decimals: 3) } ?? "none: more than numbers differ")</td></tr></table>"
        }
        if !d.keyframes.isEmpty {
            let o = d.verification.options
            s += "<table class=\"numbers keyframe-numbers\"><tr><th>keyframe</th><th>phase</th><th>t (s)</th><th>verdict</th><th>differing px</th><th>largest cluster</th><th>anti-aliasing px</th>"
            s += "<th>passes with maxCluster ≥ (now \(o.maxCluster))</th><th>passes with maxDifferingFraction ≥ (now \(JSONValue.format(o.maxDifferingFraction, decimals: 6)))</th></tr>"
            for k in d.keyframes {
                s += "<tr class=\"\(HTML.escape(k.verdict))\"><td>\(k.frame)</td><td>\(HTML.escape(k.phase))</td><td>\(JSONValue.format(k.time, decimals: 3))</td><td>\(k.verdict)</td>"
                s += "<td>\(k.differingPixels)</td><td>\(k.largestCluster)</td><td>\(k.antiAliasedPixels)</td>"
                s += "<td>\(k.tightestMaxCluster.map(String.init) ?? "—")</td><td>\(k.tightestMaxDifferingFraction.map { JSONValue.format($0, decimals: 6) } ?? "—")</td></tr>"
            }
            s += "</table>"
        }
        return s + "\n"
    }

    static let style = """
    .player { margin: 12px 0; } .controls { display: flex; gap: 10px; align-items: center; margin: 6px 0; flex-wrap: wrap; }
    .controls .scrub { flex: 1; min-width: 300px; } .frame-label { font-variant-numeric: tabular-nums; min-width: 330px; }
    .screens { display: flex; gap: 12px; align-items: flex-start; } .screens img { width: 260px; display: block; border: 1px solid #ccc; }
    .player .overlay, .player .strobe, .player .onion { display: none; }
    .player[data-mode=overlay] .side, .player[data-mode=strobe] .side { display: none; }
    .player[data-mode=overlay] .overlay, .player[data-mode=overlay] .onion, .player[data-mode=strobe] .strobe { display: block; }
    .stack { position: relative; } .stack img.over { position: absolute; top: 0; left: 0; opacity: 0.5; }
    .player.differs .frame-label { color: #d70015; } button[aria-pressed=true] { font-weight: bold; }
    svg.curves { display: block; margin: 6px 0; cursor: crosshair; } svg .title { font: 600 12px sans-serif; } svg .tick { font: 10px sans-serif; fill: #666; }
    table.numbers { border-collapse: collapse; margin: 8px 0; font-size: 12px; } .numbers td, .numbers th { border: 1px solid #ddd; padding: 3px 6px; text-align: right; }
    .numbers tr.different td, .numbers tr.sizeMismatch td, .numbers tr.missing td { background: #fde8e8; } .note { color: #666; font-size: 12px; }
    """

    static let script = """
    document.querySelectorAll('.player').forEach(function (p) {
      var data = JSON.parse(p.querySelector('script.film').textContent);
      var n = data.times.length, fps = data.fps, first = p.getAttribute('data-first');
      var exact = {}; data.exact.forEach(function (i) { exact[i] = true; });
      var scrub = p.querySelector('.scrub'), label = p.querySelector('.frame-label');
      var frame = 0, timer = null, strobeTimer = null, strobeExpected = true;
      function at(list, i) { return list && list.length ? list[Math.min(i, list.length - 1)] : null; }
      function show(i) {
        frame = Math.max(0, Math.min(n - 1, Math.round(i) || 0));
        scrub.value = frame;
        var e = at(data.expected, frame), a = at(data.actual, frame);
        p.querySelectorAll('img.expected').forEach(function (img) { if (e) img.src = e; });
        p.querySelectorAll('img.actual').forEach(function (img) { img.src = a; });
        var st = p.querySelector('img.strobe'); if (st) st.src = strobeExpected && e ? e : a;
        p.setAttribute('data-frame', frame);
        var t = data.times[frame] || 0;
        var ex = p.querySelector('.exactness');
        if (ex) ex.textContent = frame >= data.expected.length ? '(ended)' : exact[frame] ? '(its keyframe, exact)' : '(re-created from its trace)';
        label.textContent = 'frame ' + frame + ' of ' + (n - 1) + ' · t = ' + t.toFixed(3) + ' s';
        p.classList.toggle('differs', first !== '' && frame >= +first);
        p.querySelectorAll('svg.curves').forEach(function (svg) {
          var x = +svg.getAttribute('data-left') + t / +svg.getAttribute('data-duration') * +svg.getAttribute('data-plot-width');
          var line = svg.querySelector('.playhead'); line.setAttribute('x1', x); line.setAttribute('x2', x);
        });
      }
      function pause() { if (timer) { clearTimeout(timer); timer = null; } p.querySelector('.play').textContent = 'Play'; p.removeAttribute('data-playing'); }
      function play() {
        if (frame >= n - 1) show(0);
        var start = Date.now(), from = frame;
        p.querySelector('.play').textContent = 'Pause'; p.setAttribute('data-playing', '');
        (function tick() {
          // The film's timing: the frame is where the clock says, not a count of ticks.
          var f = from + Math.floor((Date.now() - start) * fps / 1000);
          show(f);
          if (f >= n - 1) { pause(); return; }
          timer = setTimeout(tick, 1000 / fps);
        })();
      }
      p.querySelector('.play').addEventListener('click', function () { if (timer) pause(); else play(); });
      scrub.addEventListener('input', function () { pause(); show(+scrub.value); });
      p.querySelectorAll('.jump').forEach(function (b) {
        b.addEventListener('click', function () { pause(); show(+b.getAttribute('data-jump')); });
      });
      p.querySelectorAll('button.mode').forEach(function (b) {
        b.addEventListener('click', function () {
          var mode = b.getAttribute('data-mode');
          p.setAttribute('data-mode', mode);
          p.querySelectorAll('button.mode').forEach(function (o) { o.setAttribute('aria-pressed', o === b ? 'true' : 'false'); });
          if (strobeTimer) { clearInterval(strobeTimer); strobeTimer = null; }
          if (mode === 'strobe') strobeTimer = setInterval(function () {
            strobeExpected = !strobeExpected;
            p.querySelector('.strobe .which').textContent = strobeExpected ? 'expected' : 'actual';
            show(frame);
          }, 400);
        });
      });
      var opacity = p.querySelector('.opacity');
      if (opacity) opacity.addEventListener('input', function () { p.querySelector('img.over').style.opacity = opacity.value / 100; });
      p.querySelectorAll('svg.curves').forEach(function (svg) {
        svg.addEventListener('click', function (ev) {
          var r = svg.getBoundingClientRect(), scale = r.width / svg.viewBox.baseVal.width;
          var t = ((ev.clientX - r.left) / scale - +svg.getAttribute('data-left')) / +svg.getAttribute('data-plot-width') * +svg.getAttribute('data-duration');
          var best = 0; data.times.forEach(function (x, i) { if (Math.abs(x - t) < Math.abs(data.times[best] - t)) best = i; });
          pause(); show(best);
        });
      });
      show(0);
    });
    """
}
