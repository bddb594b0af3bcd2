import Foundation
import Testing
import ScrollDemos
import ScrollGolden
import ScrollReelUIKit
import ScrollSimulation

/// The HTML report, opened from disk by a real headless browser (Chromium, from
/// the system's packages; `scripts/bootstrap --test` installs it).
@MainActor
@Suite(.serialized) struct ReportBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
                           "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    func browser(_ args: [String]) throws -> String {
        let path = try #require(Self.chromium, "Chromium is not installed: run scripts/bootstrap --test")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                       "--virtual-time-budget=10000"] + args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theReportShowsEveryPictureInABrowser() throws {
        let store = try freshStore("report")
        let demo = GoldenCase(Demos.named("bubble-snap")!)
        let script = Script(steps: [.configure(scrollView: "main", settings: { var s = ScrollViewSettings(); s.decelerationRate = 0.99; return s }())]
                            + demo.demo.defaultScript.steps)
        let v = try Golden.verify(demo, in: store, acceptCommand: "scrollreel golden record bubble-snap", script: script)
        #expect(!v.passed)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sr-report-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let index = try FailureReport.write([v], to: dir)
        let dom = try browser(["--dump-dom", index.absoluteString])
        let failed = v.keyframes.filter(\.failed).count
        #expect(failed > 0)
        // Each failing keyframe shows expected, difference, actual, two in the slider and one toggle;
        // the player shows five frames (side by side, overlay, strobe).
        #expect(dom.contains("data-images=\"\(failed * 6 + 5)/\(failed * 6 + 5)\""), "every picture loaded")
        #expect(dom.contains("scrollreel golden record bubble-snap"))
        #expect(dom.contains("targetContentOffset.x is"), "the trace difference is in the report")
        #expect(dom.contains("type=\"range\""), "a slider")
        // A picture of the report, for people who look at test artifacts.
        let shot = dir.appendingPathComponent("report.png")
        _ = try browser(["--window-size=1400,1000", "--screenshot=\(shot.path)", index.absoluteString])
        #expect(FileManager.default.fileExists(atPath: shot.path))
        try? FileManager.default.copyItem(at: shot, to: testArtifacts.appendingPathComponent("report-example.png"))
    }

    /// Every kind of failure, its report opened in Chromium and used as a
    /// reviewer would: scrub, jump, switch views, play.
    @Test(arguments: FailureKind.allCases)
    func theReportOfEachFailureKindPlaysBothFilms(_ kind: FailureKind) throws {
        let v = try kind.verify()
        #expect(!v.passed, "\(kind)")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sr-report-\(getpid())-\(kind)")
        try? FileManager.default.removeItem(at: dir)
        defer { try? FileManager.default.removeItem(at: dir) }
        let index = try FailureReport.write([v], to: dir, pullRequestAnimations: true)
        let r = try drive(index)
        // A picture of each report, for people who look at test artifacts.
        let shot = testArtifacts.appendingPathComponent("report-\(kind).png")
        try FileManager.default.createDirectory(at: testArtifacts, withIntermediateDirectories: true)
        _ = try browser(["--window-size=1300,1900", "--screenshot=\(shot.path)", index.absoluteString])
        let hasGolden = kind != .missingGolden
        #expect(r["players"] as? Int == 1)
        #expect(r["allImagesLoaded"] as? Bool == true, "\(kind): \(r["images"] ?? "")")
        // The scrubber moves the shown frame and the pictures with it.
        #expect(r["frame0"] as? String == "0")
        #expect(r["frameScrub"] as? String != "0" && r["srcScrub"] as? String != r["src0"] as? String, "\(kind): \(r)")
        #expect(r["playheadMoved"] as? Bool == true)
        // Play runs at the film's timing (0.5 s of virtual time is about 30 frames at 60 fps).
        let played = Int(r["framePlayed"] as? String ?? "") ?? 0
        #expect((20...40).contains(played), "\(kind): played to frame \(played)")
        let first = Summary.Demo(v).firstDifferingFrame
        switch kind {
        case .traceOnly:
            #expect(first == 30 && v.keyframes.allSatisfy { !$0.failed })
        case .pixelsOnly:
            #expect(first == 0 && v.traceDifference == nil)
        case .both:
            #expect(first == 102 && v.traceDifference != nil && v.keyframes.contains(where: \.failed))
            #expect((r["calls"] as? Int ?? 0) > 0, "the delegate calls differ")
            #expect(r["frameCall"] as? String == r["callTarget"] as? String)
        case .missingGolden:
            #expect(first == nil)
        case .sizeMismatch:
            #expect(first == v.keyframes[2].keyframe.frame)
        case .versionMismatch:
            #expect(v.problems[0].contains("other versions"))
            #expect(r["text"].map { "\($0)" }?.contains("pango 0.") == true)
        }
        if let first {
            #expect(r["frameFirst"] as? String == String(first), "\(kind): the jump goes to the first difference")
        } else {
            #expect(r["frameFirst"] == nil, "no golden: nothing to jump to")
        }
        if hasGolden {
            #expect(r["modeOverlay"] as? String == "overlay" && r["overlayShown"] as? Bool == true, "\(kind): \(r)")
            #expect(r["strobeChanged"] as? Bool == true, "the strobe alternates the two films")
            #expect(r["modeSide"] as? String == "side")
            #expect((r["charts"] as? Int ?? 0) >= 1 && (r["goldenCurves"] as? Int ?? 0) >= 1)
            #expect((r["divergence"] as? Int ?? 0) >= 1)
        } else {
            #expect(r["modeOverlay"] == nil, "no golden: no overlay")
            #expect((r["goldenCurves"] as? Int) == 0 && (r["charts"] as? Int ?? 0) >= 1)
        }
        try checkMarkdown(kind, v, index: index)
        // The numbers, even of the keyframes that pass.
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("summary.json"))) as! [String: Any]
        let demo = (summary["demos"] as! [[String: Any]])[0]
        #expect(demo["kind"] as? String == Summary.Demo(v).kind)
        if hasGolden {
            let keyframes = demo["keyframes"] as! [[String: Any]]
            #expect(keyframes.count == v.keyframes.count)
            #expect((r["keyframeRows"] as? Int) == v.keyframes.count)
        }
    }

    /// The pull-request summary of each kind: what differs in words, the first
    /// differing frame, the numbers, the animation (under its size) and the links.
    func checkMarkdown(_ kind: FailureKind, _ v: Verification, index: URL) throws {
        let file = index.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("pr-\(kind).md")
        let md = PullRequestSummary.markdown([v], report: index, file: file)
        let words: [FailureKind: (String, String)] = [
            .traceOnly: ("trace", "30 (t = 0.5 s)"), .pixelsOnly: ("pixels", "0 (t = 0 s)"),
            .both: ("trace and pixels", "102 (t = 1.7 s)"), .missingGolden: ("missing golden", "— (no golden)"),
            .sizeMismatch: ("picture size", "\(v.keyframes[2].keyframe.frame)"),
            .versionMismatch: ("pixels, other library versions", "0 (t = 0 s)"),
        ]
        let (what, first) = words[kind]!
        #expect(md.hasPrefix("## ScrollReel goldens: 1 of 1 demos differ\n"), "\(md)")
        #expect(md.contains("### bubble-snap: \(what)\n"), "\(kind): \(md)")
        #expect(md.contains("- first differing frame: \(first)"), "\(kind): \(md)")
        let folder = index.deletingLastPathComponent().lastPathComponent
        #expect(md.contains("[Full report](\(folder)/index.html#bubble-snap)"))
        #expect(md.contains("<source srcset=\"\(folder)/bubble-snap/pr.webp\" type=\"image/webp\"><img src=\"\(folder)/bubble-snap/pr.gif\""))
        for name in ["pr.webp", "pr.gif"] {
            let size = try FileManager.default.attributesOfItem(atPath: index.deletingLastPathComponent()
                .appendingPathComponent("bubble-snap/\(name)").path)[.size] as! Int
            #expect(size > 1000 && size <= PullRequestAnimation.maxBytes, "\(name): \(size) bytes")
        }
        switch kind {
        case .traceOnly: #expect(md.contains("max offset difference 20 pt") && md.contains("tightest tolerance that passes: 20"), "\(md)")
        case .pixelsOnly:
            // The same number of frames on both sides, whatever the demo's length.
            let frames = v.goldenTrace?.filter { $0.hasPrefix("{\"frame\"") }.count ?? -1
            #expect(md.contains("largest cluster") && md.contains("trace: \(frames) frames (golden \(frames)), max offset difference 0 pt"), "\(md)")
        case .both: #expect(md.contains("tightest tolerance that passes: none") && md.contains("frames with other delegate calls"), "\(md)")
        case .missingGolden: #expect(md.contains("no golden pictures") && md.contains("this run (no golden)"))
        case .sizeMismatch: #expect(md.contains("sizes differ"))
        case .versionMismatch: #expect(md.contains("pango 0."))
        }
        #expect(md.utf8.count < 4000, "short")
    }

    /// Runs the report in Chromium with a script that uses it as a person would,
    /// and returns what it saw.
    func drive(_ index: URL) throws -> [String: Any] {
        let page = try String(contentsOf: index, encoding: .utf8)
        let driven = index.deletingLastPathComponent().appendingPathComponent("driven.html")
        try Data(page.replacingOccurrences(of: "</body>", with: "<script>\(Self.driver)</script></body>").utf8).write(to: driven)
        let dom = try browser(["--dump-dom", driven.absoluteString])
        guard let start = dom.range(of: "data-result=\""), let end = dom[start.upperBound...].firstIndex(of: "\"") else {
            Issue.record("the driver left no result")
            return [:]
        }
        let json = dom[start.upperBound..<end].replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    }

    static let driver = """
    function later(ms) { return new Promise(function (ok) { setTimeout(ok, ms); }); }
    window.addEventListener('load', async function () {
      var r = {};
      var players = document.querySelectorAll('.player');
      r.players = players.length;
      var p = players[0];
      if (p) {
        var act = p.querySelector('.actual-side img.actual');
        r.frame0 = p.getAttribute('data-frame'); r.src0 = act.getAttribute('src');
        var head = p.querySelector('svg .playhead'), x0 = head.getAttribute('x1');
        var scrub = p.querySelector('.scrub');
        scrub.value = Math.floor(+scrub.max * 0.6); scrub.dispatchEvent(new Event('input'));
        r.frameScrub = p.getAttribute('data-frame'); r.srcScrub = act.getAttribute('src');
        r.playheadMoved = head.getAttribute('x1') !== x0;
        var first = p.querySelector('.jump-first');
        if (first) { first.click(); r.frameFirst = p.getAttribute('data-frame'); }
        var calls = p.querySelectorAll('.jump-call');
        r.calls = calls.length;
        if (calls.length) { var c = calls[calls.length - 1]; c.click(); r.frameCall = p.getAttribute('data-frame'); r.callTarget = c.getAttribute('data-jump'); }
        var overlay = p.querySelector('button.mode[data-mode=overlay]');
        if (overlay) {
          overlay.click();
          r.modeOverlay = p.getAttribute('data-mode');
          r.overlayShown = getComputedStyle(p.querySelector('figure.overlay')).display !== 'none'
            && getComputedStyle(p.querySelector('figure.expected-side')).display === 'none';
          p.querySelector('button.mode[data-mode=strobe]').click();
          var strobe = p.querySelector('img.strobe'), s0 = strobe.getAttribute('src');
          await later(450);
          r.strobeChanged = strobe.getAttribute('src') !== s0;
          p.querySelector('button.mode[data-mode=side]').click();
          r.modeSide = p.getAttribute('data-mode');
        }
        scrub.value = 0; scrub.dispatchEvent(new Event('input'));
        p.querySelector('.play').click();
        await later(500);
        r.framePlayed = p.getAttribute('data-frame');
        p.querySelector('.play').click();
        r.charts = p.querySelectorAll('svg.curves').length;
        r.goldenCurves = p.querySelectorAll('svg path[data-who=golden]').length;
        r.divergence = p.querySelectorAll('svg .divergence').length;
      }
      r.keyframeRows = document.querySelectorAll('table.keyframe-numbers tr').length - 1;
      r.text = document.body.innerText.slice(0, 4000);
      await later(300);
      var imgs = Array.prototype.slice.call(document.images).filter(function (i) { return i.getAttribute('src'); });
      var ok = imgs.filter(function (i) { return i.complete && i.naturalWidth > 0; });
      r.images = ok.length + '/' + imgs.length;
      r.allImagesLoaded = imgs.length > 0 && ok.length === imgs.length;
      document.body.setAttribute('data-result', JSON.stringify(r));
    });
    """
}
