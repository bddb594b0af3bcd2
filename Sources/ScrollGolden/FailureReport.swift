import Foundation
import ScrollDiff
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// Where a report's time went: what the verify benchmark prints, so that the
/// cost of a failure can be read stage by stage.
public struct ReportTimings: Sendable {
    /// Playing this run again and drawing each of its frames (on the main thread).
    public var actualFilm = Duration.zero
    /// Re-creating the golden's film: frames drawn at the golden's offsets.
    public var goldenFilm = Duration.zero
    /// Waiting, once drawing is done, for the encoders still writing frames.
    public var encodersAfterDrawing = Duration.zero
    /// The failing keyframes' PNG pictures and composites.
    public var pictures = Duration.zero
    /// `pr.webp` and `pr.gif`.
    public var pullRequestAnimation = Duration.zero
    /// The whole report.
    public var total = Duration.zero
    /// How many frames were drawn for the report's films, this run's and the golden's
    /// re-created ones (a picture reused for a repeated frame is not counted).
    public var framesDrawn = 0
    /// How many distinct pictures the films' frames were encoded as (identical ones are encoded once).
    public var framesEncoded = 0
    /// The CPU time of each stage, which moves far less than its wall time when
    /// others use the machine.
    public var cpu = CPU()

    /// Timings of zero and no frames, to be filled in as the report is written.
    public init() {}

    /// CPU time per stage: a stage on the main thread is that thread's time;
    /// work spread over threads (painting, encoding) is summed over them.
    public struct CPU: Sendable {
        /// Playing this run again and recording its frames, on the main thread
        /// (its share of ``digests`` and ``thumbnails`` included).
        public var actualFilm = Duration.zero
        /// Re-creating the golden's film, on the main thread (its share of
        /// ``digests`` and ``thumbnails`` included).
        public var goldenFilm = Duration.zero
        /// The films' content digests, which find a picture already stored (main thread).
        public var digests = Duration.zero
        /// Scaling frames down for the pull-request animation (main thread).
        public var thumbnails = Duration.zero
        /// Painting the films' frames, summed over the threads that paint.
        public var painting = Duration.zero
        /// Encoding the films' distinct pictures, summed over the encoders.
        public var encoding = Duration.zero
        /// The failing keyframes' PNG pictures and composites.
        public var pictures = Duration.zero
        /// Composing the pull-request animation's frames (main thread).
        public var pullRequestFrames = Duration.zero
        /// Encoding `pr.webp`, its size samples included.
        public var pullRequestWebP = Duration.zero
        /// Encoding `pr.gif`, its size samples included.
        public var pullRequestGIF = Duration.zero
        /// The whole report: every thread of the process while it was written.
        public var total = Duration.zero

        /// Zero CPU time in every stage.
        public init() {}

        mutating func add(_ o: CPU) {
            actualFilm += o.actualFilm; goldenFilm += o.goldenFilm; digests += o.digests; thumbnails += o.thumbnails
            painting += o.painting; encoding += o.encoding; pictures += o.pictures
            pullRequestFrames += o.pullRequestFrames; pullRequestWebP += o.pullRequestWebP; pullRequestGIF += o.pullRequestGIF
            total += o.total
        }
    }

    mutating func add(_ other: ReportTimings) {
        actualFilm += other.actualFilm; goldenFilm += other.goldenFilm
        encodersAfterDrawing += other.encodersAfterDrawing
        pictures += other.pictures; pullRequestAnimation += other.pullRequestAnimation; total += other.total
        framesDrawn += other.framesDrawn; framesEncoded += other.framesEncoded
        cpu.add(other.cpu)
    }
}

/// Everything a failing verification leaves behind in the artifacts folder:
/// for each failing keyframe an expected | difference | actual composite PNG and
/// the three pictures on their own, and one `index.html` for the whole run with
/// a side-by-side view, a slider and a toggle, the trace differences and the
/// command that accepts the change.
public enum FailureReport {
    /// Writes the report into `dir`: each demo's pictures and films in
    /// `dir/<demo>/`, the page as `dir/<indexName>` and the numbers beside it
    /// (`summary.json`, or `<stem>.summary.json` for another page name: a test
    /// writes `<demo>.html`, so that tests running at once never share a page).
    /// With `pullRequestAnimations`, each failing demo's folder also gets the
    /// small animations a pull-request comment shows (`pr.webp`, `pr.gif`;
    /// ``PullRequestSummary`` links them): the page itself never shows them.
    @MainActor public static func write(_ results: [Verification], to dir: URL, indexName: String = "index.html",
                                        pullRequestAnimations: Bool = false) throws -> URL {
        var timings = ReportTimings()
        return try write(results, to: dir, indexName: indexName, timings: &timings, pullRequestAnimations: pullRequestAnimations)
    }

    /// `write`, adding to `timings` where its time went.
    @MainActor public static func write(_ results: [Verification], to dir: URL, indexName: String = "index.html",
                                        timings: inout ReportTimings, pullRequestAnimations: Bool = false) throws -> URL {
        let writer = try Writer(to: dir, pullRequestAnimations: pullRequestAnimations)
        defer { timings.add(writer.timings) }
        return try writer.finish(results, indexName: indexName)
    }

    /// A report written as the verifications come in: each failing demo's
    /// pictures, films and pull-request animation as soon as it is verified (`golden
    /// verify` makes them while the next demo plays in its worker process, on the
    /// other cores), the page and the numbers once all are.
    @MainActor package final class Writer {
        let dir: URL
        /// Whether failing demos get the pull-request animations (only a
        /// pull-request comment shows them: they cost a failure about as much as its films).
        let pullRequestAnimations: Bool
        /// What earlier reports wrote in the folder (a report never writes into a folder it did not make).
        private let ours: [String]
        /// The section of each failing demo written so far.
        private var sections: [String: String] = [:]
        /// Where the time went, so far.
        package private(set) var timings = ReportTimings()

        /// A report into `dir` (made if missing), with the pull-request animations when asked.
        package init(to dir: URL, pullRequestAnimations: Bool = false) throws {
            self.dir = dir
            self.pullRequestAnimations = pullRequestAnimations
            try OutputFile.createFolder(dir)
            ours = ArtifactsFolder.written(in: dir)
        }

        /// Makes `v`'s pictures and films now, if it failed (once).
        package func add(_ v: Verification) throws {
            let clock = ContinuousClock(), started = clock.now, cpuStarted = CPUTime.process()
            defer { timings.total += clock.now - started; timings.cpu.total += CPUTime.process() - cpuStarted }
            try write(v)
        }

        private func write(_ v: Verification) throws {
            guard !v.passed, sections[v.demo] == nil else { return }
            try checkFolder(of: v)
            // Marked before it is made: a report stopped later (a folder not ours
            // further on) leaves only folders a report is known to have written.
            try ArtifactsFolder.markWritten([v.demo], in: dir)
            sections[v.demo] = try FailureReport.section(Summary.Demo(v), in: dir, pullRequestAnimation: pullRequestAnimations,
                                                         timings: &timings)
        }

        /// A report never writes into a folder it did not make (render's frames of a
        /// demo of the same name, say): it would later remove it with its pictures.
        private func checkFolder(of v: Verification) throws {
            let folder = dir.appendingPathComponent(v.demo)
            if !ours.contains(v.demo), FileManager.default.fileExists(atPath: folder.path) {
                throw OutputFile.Failure(description: "\(folder.path) exists and no report wrote it: give --artifacts another folder")
            }
        }

        /// Writes what is left of the report of `results` — the failing demos not
        /// added yet, the numbers (`summary.json`, or `<stem>.summary.json` for another
        /// page name), and the page as `dir/<indexName>` — and gives the page.
        package func finish(_ results: [Verification], indexName: String = "index.html") throws -> URL {
            let clock = ContinuousClock(), started = clock.now, cpuStarted = CPUTime.process()
            // Every folder is checked before any more is written.
            for v in results where !v.passed && sections[v.demo] == nil { try checkFolder(of: v) }
            for v in results { try write(v) }
            let summary = Summary(results)
            let sectionsInOrder = summary.demos.map { d in
                d.verification.passed ? HTML.passedSection(d.verification, numbers: ReportPlayer.numbers(d)) : sections[d.verification.demo]!
            }
            // Mark what this report writes, so that a later run removes only that.
            let summaryName = indexName == "index.html" ? "summary.json" : "\((indexName as NSString).deletingPathExtension).summary.json"
            try ArtifactsFolder.markWritten(summary.demos.filter { !$0.verification.passed }.map(\.verification.demo) + [indexName, summaryName], in: dir)
            try OutputFile.write(Array(summary.text.utf8), to: dir.appendingPathComponent(summaryName))
            let index = dir.appendingPathComponent(indexName)
            try OutputFile.write(Array(HTML.page(results: results, sections: sectionsInOrder).utf8), to: index)
            timings.total += clock.now - started
            timings.cpu.total += CPUTime.process() - cpuStarted
            return index
        }
    }

    /// Writes a failing demo's pictures, films and (when asked) pull-request
    /// animation into `dir/<demo>/`, and gives its section of the page.
    @MainActor static func section(_ d: Summary.Demo, in dir: URL, pullRequestAnimation: Bool,
                                   timings: inout ReportTimings) throws -> String {
        let clock = ContinuousClock()
        let v = d.verification
        let demoDir = dir.appendingPathComponent(v.demo)
        try OutputFile.createFolder(demoDir)
        var figures: [String] = []
        let picturesStarted = clock.now, picturesCPU = CPUTime.thread()
        for k in v.keyframes where k.failed {
            let stem = "frame-" + pad(k.keyframe.frame)
            let actualName = "\(stem)-actual.png", expectedName = "\(stem)-expected.png"
            let diffName = "\(stem)-diff.png", compositeName = "\(stem)-composite.png"
            try save(k.actual, demoDir.appendingPathComponent(actualName))
            var diffPicture: Bitmap?
            if let e = k.expected {
                try save(e, demoDir.appendingPathComponent(expectedName))
                if let d = k.difference, d.verdict != .sizeMismatch {
                    diffPicture = d.picture(over: e)
                    try save(diffPicture!, demoDir.appendingPathComponent(diffName))
                }
            }
            let composite = try Composite.make(expected: k.expected, difference: diffPicture, actual: k.actual,
                                               caption: caption(v, k))
            try save(composite, demoDir.appendingPathComponent(compositeName))
            figures.append(HTML.figure(demo: v.demo, keyframe: k, caption: caption(v, k),
                                       expected: k.expected == nil ? nil : expectedName,
                                       diff: diffPicture == nil ? nil : diffName,
                                       actual: actualName, composite: compositeName))
        }
        timings.pictures += clock.now - picturesStarted
        timings.cpu.pictures += CPUTime.thread() - picturesCPU
        let films = try ReportFilms.write(v, to: demoDir, thumbnails: pullRequestAnimation)
        if let films { timings.add(films.timings) }
        let fps = v.replay?.film.fps ?? Golden.fps
        let curves = Curves.svg(golden: v.goldenTrace, actual: v.trace, firstDifference: d.firstDifferingFrame, fps: fps)
        let motion = films.map { ReportPlayer.player(d, films: $0, fps: fps, curves: curves) } ?? ""
        let animationStarted = clock.now
        if let films, pullRequestAnimation { try PullRequestAnimation.write(films, fps: fps, to: demoDir, cpu: &timings.cpu) }
        timings.pullRequestAnimation += clock.now - animationStarted
        return HTML.section(v, figures: figures, motion: motion, numbers: ReportPlayer.numbers(d))
    }

    static func caption(_ v: Verification, _ k: Verification.KeyframeResult) -> String {
        let what = k.expected == nil ? "no golden picture" : k.difference?.verdict == .sizeMismatch
            ? "golden \(k.expected!.width) x \(k.expected!.height) px, actual \(k.actual.width) x \(k.actual.height) px"
            : k.difference?.summary ?? ""
        return "\(v.demo) · frame \(k.keyframe.frame) · \(k.keyframe.phase) · t = \(JSONValue.format(k.keyframe.time, decimals: 3)) s — \(what)"
    }

    /// The file name of a keyframe's expected | difference | actual picture.
    public static func compositeName(_ k: Keyframe) -> String { "frame-\(pad(k.frame))-composite.png" }

    static func pad(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n) }

    static func save(_ b: Bitmap, _ url: URL) throws {
        try OutputFile.write(PNGEncoder.encode(b), to: url)
    }
}

/// The expected | difference | actual picture, drawn with ScrollReel's own views.
@MainActor
package enum Composite {
    package static func make(expected: Bitmap?, difference: Bitmap?, actual: Bitmap, caption: String) throws -> Bitmap {
        let gap = 16.0, header = 64.0
        var panels: [(String, Bitmap?, UIColor)] = []
        if expected == nil {
            panels = [("NO GOLDEN — this run only", actual, UIColor(hex: 0xd93a3a))]
        } else if difference == nil {
            panels = [("EXPECTED \(expected!.width)×\(expected!.height)", expected, UIColor(white: 0.3, alpha: 1)),
                      ("ACTUAL \(actual.width)×\(actual.height)", actual, UIColor(white: 0.3, alpha: 1))]
        } else {
            panels = [("EXPECTED (golden)", expected, UIColor(white: 0.3, alpha: 1)), ("DIFFERENCE", difference, UIColor(hex: 0xd93a3a)),
                      ("ACTUAL (this run)", actual, UIColor(white: 0.3, alpha: 1))]
        }
        let w = panels.map { Double($0.1!.width) }.reduce(0, +) + gap * Double(panels.count + 1)
        let h = (panels.map { Double($0.1!.height) }.max() ?? 0) + header + gap
        let environment = SceneEnvironment(textMeasurer: try PinnedFonts.textMeasurer())
        let window = environment.run { UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h)) }
        window.statusBarStyle = nil
        window.backgroundColor = UIColor(white: 0.96, alpha: 1)
        let title = UILabel(text: caption, frame: CGRect(x: gap, y: 8, width: w - 2 * gap, height: 22))
        title.font = .systemFont(ofSize: 15, weight: .semibold)
        window.addSubview(title)
        var x = gap
        for (name, bitmap, color) in panels {
            let b = bitmap!
            let label = UILabel(text: name, frame: CGRect(x: x, y: 36, width: Double(b.width), height: 20))
            label.font = .systemFont(ofSize: 13, weight: .bold)
            label.textColor = color
            window.addSubview(label)
            if let image = UIImage(pngData: PNGEncoder.encode(b)) {
                let view = UIImageView(image: image, frame: CGRect(x: x, y: header, width: Double(b.width), height: Double(b.height)))
                view.layer.borderWidth = 1
                view.layer.borderColor = UIColor(white: 0.75, alpha: 1).cgColor
                window.addSubview(view)
            }
            x += Double(b.width) + gap
        }
        return try Renderer(viewport: window.bounds.size, scale: 1).render(window)
    }
}

enum HTML {
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func figure(demo: String, keyframe k: Verification.KeyframeResult, caption: String, expected: String?,
                       diff: String?, actual: String, composite: String) -> String {
        let a = "\(demo)/\(actual)"
        var s = "<figure class=\"keyframe\"><figcaption>\(escape(caption))</figcaption>\n"
        if let expected {
            let e = "\(demo)/\(expected)"
            s += "<div class=\"views\">"
            s += "<div class=\"side\"><h4>Expected</h4><img src=\"\(e)\" alt=\"expected\"></div>"
            if let diff { s += "<div class=\"side\"><h4>Difference</h4><img src=\"\(demo)/\(diff)\" alt=\"difference\"></div>" }
            s += "<div class=\"side\"><h4>Actual</h4><img src=\"\(a)\" alt=\"actual\"></div>"
            // Slider: the actual image over the expected one, clipped at the handle.
            s += "<div class=\"side\"><h4>Slider</h4><div class=\"slider\"><img src=\"\(e)\" alt=\"expected\">"
            s += "<div class=\"over\"><img src=\"\(a)\" alt=\"actual\"></div></div>"
            s += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"slider\"></div>"
            s += "<div class=\"side\"><h4>Toggle</h4><div class=\"toggle\" title=\"click to switch\"><img src=\"\(e)\" data-other=\"\(a)\" alt=\"expected\"></div><span class=\"which\">expected</span></div>"
            s += "</div>"
        } else {
            s += "<div class=\"views\"><div class=\"side\"><h4>Actual (no golden)</h4><img src=\"\(a)\" alt=\"actual\"></div></div>"
        }
        s += "<p><a href=\"\(demo)/\(composite)\">expected | difference | actual as one picture</a></p></figure>\n"
        return s
    }

    static func section(_ v: Verification, figures: [String], motion: String, numbers: String) -> String {
        var s = "<section id=\"\(escape(v.demo))\" class=\"failed\"><h2>\(escape(v.demo))</h2><ul class=\"problems\">"
        for p in v.problems { s += "<li>\(escape(p))</li>" }
        s += "</ul>"
        if let t = v.traceDifference { s += "<h3>Trace</h3><pre class=\"trace\">\(escape(t))</pre>" }
        s += "<p>Accept this run as the new golden:</p><pre class=\"accept\">\(escape(v.acceptCommand))</pre>"
        s += "<h3>Films</h3>" + motion + numbers
        return s + (figures.isEmpty ? "" : "<h3>Keyframes that fail</h3>") + figures.joined() + "</section>\n"
    }

    static func passedSection(_ v: Verification, numbers: String) -> String {
        "<section id=\"\(escape(v.demo))\" class=\"passed\"><details><summary>\(escape(v.demo)): ok — its numbers</summary>\(numbers)</details></section>\n"
    }

    static func page(results: [Verification], sections: [String]) -> String {
        let failed = results.filter { !$0.passed }
        let summary = "\(results.count - failed.count) of \(results.count) demos match their goldens"
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>ScrollReel goldens: \(escape(summary))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; background: #fafafa; }
        h1 { font-size: 20px; } h2 { border-top: 1px solid #ddd; padding-top: 16px; }
        .problems li { margin: 4px 0; } pre { background: #fff; border: 1px solid #ddd; padding: 8px; white-space: pre-wrap; }
        .views { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
        .side h4 { margin: 4px 0; font-size: 12px; text-transform: uppercase; color: #666; }
        .side img { display: block; border: 1px solid #ccc; max-width: 260px; }
        .slider { position: relative; width: fit-content; } .slider .over { position: absolute; top: 0; left: 0; bottom: 0; overflow: hidden; width: 50%; }
        .slider .over img { max-width: none; width: 260px; } .slider img { width: 260px; }
        .toggle img { cursor: pointer; }
        figure { margin: 16px 0 28px; } figcaption { font-weight: 600; margin-bottom: 8px; }
        \(ReportPlayer.style)
        </style></head><body>
        <h1>ScrollReel goldens: \(escape(summary))</h1>
        <ul>\(results.map { "<li>\(escape($0.demo)): \($0.passed ? "ok" : "<a href=\"#\(escape($0.demo))\">failed</a>")</li>" }.joined())</ul>
        \(sections.joined())
        <script>
        // Counts the pictures that loaded, for people and for the browser test.
        window.addEventListener('load', function () {
          var imgs = Array.prototype.slice.call(document.images);
          var ok = imgs.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
          document.documentElement.setAttribute('data-images', ok + '/' + imgs.length);
        });
        document.querySelectorAll('.side input[type=range]').forEach(function (r) {
          r.addEventListener('input', function () { r.parentNode.querySelector('.over').style.width = r.value + '%'; });
        });
        document.querySelectorAll('.toggle img').forEach(function (img) {
          img.addEventListener('click', function () {
            var other = img.getAttribute('data-other'); img.setAttribute('data-other', img.getAttribute('src'));
            img.setAttribute('src', other);
            var label = img.parentNode.parentNode.querySelector('.which');
            label.textContent = label.textContent === 'expected' ? 'actual' : 'expected';
          });
        });
        \(ReportPlayer.script)
        </script>
        </body></html>
        """
    }
}
