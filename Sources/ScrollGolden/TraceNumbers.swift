import Foundation
import ScrollSimulation

/// A trace read back for the report: per frame its time, each scroll view's
/// offset and zoom scale, and the delegate calls.
struct TraceRecord {
    struct Call: Equatable {
        let name: String
        let scrollView: String
        let time: Double
    }
    struct Frame {
        let time: Double
        /// Scroll view name → (x, y, zoom scale), the offset as shown on screen.
        let scrollViews: [String: (x: Double, y: Double, zoom: Double)]
        let calls: [Call]
        let json: JSONValue?
    }

    let frames: [Frame]
    /// Scroll view names in the order the trace lists them.
    let scrollViews: [String]

    init(_ lines: [String]) {
        var names: [String] = []
        frames = lines.map { line in
            let v = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
            var svs: [String: (Double, Double, Double)] = [:]
            if case .object(let members)? = v?["scrollViews"] {
                for m in members {
                    if !names.contains(m.key) { names.append(m.key) }
                    // What was on screen: the presentation value where an animation
                    // made it differ from the model's.
                    let shown = TraceRecord.numbers(m.value["presentation"]?["contentOffset"])
                    let o = shown.count == 2 ? shown : TraceRecord.numbers(m.value["contentOffset"])
                    svs[m.key] = (o.first ?? 0, o.dropFirst().first ?? 0, TraceRecord.number(m.value["zoomScale"]) ?? 1)
                }
            }
            var calls: [Call] = []
            if case .array(let events)? = v?["events"] {
                for e in events {
                    guard case .string(let name)? = e["name"] else { continue }
                    var sv = "?"
                    if case .string(let s)? = e["scrollView"] { sv = s }
                    calls.append(Call(name: name, scrollView: sv, time: TraceRecord.number(e["t"]) ?? 0))
                }
            }
            return Frame(time: TraceRecord.number(v?["t"]) ?? 0, scrollViews: svs, calls: calls, json: v)
        }
        scrollViews = names
    }

    static func number(_ v: JSONValue?) -> Double? {
        if case .number(let x)? = v { return x }
        return nil
    }
    static func numbers(_ v: JSONValue?) -> [Double] {
        if case .array(let a)? = v { return a.compactMap { number($0) } }
        return []
    }
}

/// How far a run's trace is from its golden, in numbers: where they first part,
/// the largest offset difference, which frames' delegate calls differ, and the
/// tightest numeric tolerance under which the traces would match.
public struct TraceNumbers: Sendable, Equatable {
    /// How many frames (lines) this run's trace has.
    public var frames: Int
    /// How many frames (lines) the golden's trace has.
    public var goldenFrames: Int
    /// The first frame whose trace line differs (or where one trace ends); nil when identical.
    public var firstDifferingFrame: Int?
    /// The largest |Δ contentOffset| (either axis) over the frames both traces have.
    public var maxOffsetDifference: Double
    /// Where ``maxOffsetDifference`` is first reached: the frame and the scroll view's name;
    /// nil when no offset differs.
    public var maxOffsetDifferenceAt: (frame: Int, scrollView: String)?
    /// The largest |Δ zoomScale| of a scroll view over the frames both traces have; 0 when none differs.
    public var maxZoomScaleDifference: Double
    /// Frames whose delegate calls (names and scroll views) differ, in order.
    public var callDifferences: [Int]
    /// The largest difference of any number in the traces, when that is all that
    /// differs: a tolerance this large would pass. nil when something other than a
    /// number differs (a call, a flag, the length), which no tolerance forgives.
    public var tightestTolerance: Double?

    /// Whether every number is equal; ``maxOffsetDifferenceAt`` (a tuple) is not compared.
    public static func == (a: TraceNumbers, b: TraceNumbers) -> Bool {
        a.frames == b.frames && a.goldenFrames == b.goldenFrames && a.firstDifferingFrame == b.firstDifferingFrame
            && a.maxOffsetDifference == b.maxOffsetDifference && a.callDifferences == b.callDifferences
            && a.tightestTolerance == b.tightestTolerance && a.maxZoomScaleDifference == b.maxZoomScaleDifference
    }

    /// The numbers of this run's trace lines `actual` against the golden's `golden`, one JSON
    /// line per frame (lines that are not JSON count as frames with nothing in them).
    public init(golden: [String], actual: [String]) {
        self.init(TraceRecord(golden), TraceRecord(actual), goldenLines: golden, actualLines: actual)
    }

    init(_ e: TraceRecord, _ a: TraceRecord, goldenLines: [String], actualLines: [String]) {
        frames = actualLines.count
        goldenFrames = goldenLines.count
        let common = min(goldenLines.count, actualLines.count)
        firstDifferingFrame = (0..<common).first { goldenLines[$0] != actualLines[$0] }
            ?? (goldenLines.count == actualLines.count ? nil : common)
        maxOffsetDifference = 0
        maxZoomScaleDifference = 0
        callDifferences = []
        var numeric = 0.0, structural = goldenLines.count != actualLines.count
        for i in 0..<common {
            let ef = e.frames[i], af = a.frames[i]
            for name in e.scrollViews {
                guard let x = ef.scrollViews[name], let y = af.scrollViews[name] else { continue }
                let d = max(abs(x.x - y.x), abs(x.y - y.y))
                if d > maxOffsetDifference { maxOffsetDifference = d; maxOffsetDifferenceAt = (i, name) }
                maxZoomScaleDifference = max(maxZoomScaleDifference, abs(x.zoom - y.zoom))
            }
            if ef.calls.map({ [$0.name, $0.scrollView] }) != af.calls.map({ [$0.name, $0.scrollView] }) {
                callDifferences.append(i)
            }
            if goldenLines[i] != actualLines[i] {
                if let d = Self.numericDifference(ef.json, af.json) { numeric = max(numeric, d) } else { structural = true }
            }
        }
        tightestTolerance = structural ? nil : numeric
    }

    /// The largest difference between numbers in the same place of `x` and `y`;
    /// nil when they differ in anything but numbers.
    static func numericDifference(_ x: JSONValue?, _ y: JSONValue?) -> Double? {
        switch (x, y) {
        case (.number(let p)?, .number(let q)?):
            return abs(p - q)
        case (.array(let p)?, .array(let q)?):
            guard p.count == q.count else { return nil }
            var m = 0.0
            for (u, v) in zip(p, q) { guard let d = numericDifference(u, v) else { return nil }; m = max(m, d) }
            return m
        case (.object(let p)?, .object(let q)?):
            guard p.map(\.key) == q.map(\.key) else { return nil }
            var m = 0.0
            for (u, v) in zip(p, q) { guard let d = numericDifference(u.value, v.value) else { return nil }; m = max(m, d) }
            return m
        default:
            return x == y ? 0 : nil
        }
    }
}

/// How far a keyframe's picture is from its golden, and the loosest settings it
/// needs to pass: the numbers behind the verdict, shown even when it passes.
public struct KeyframeNumbers: Sendable, Equatable {
    /// The keyframe's frame index.
    public let frame: Int
    /// The phase of the motion the keyframe shows (``Keyframe/phase``).
    public let phase: String
    /// The keyframe's time in seconds.
    public let time: Double
    /// identical, equivalent, different, sizeMismatch, or missing (no golden picture).
    public let verdict: String
    /// Pixels beyond the colour threshold that are not anti-aliasing; 0 without a golden picture.
    public let differingPixels: Int
    /// Pixels beyond the threshold judged to be anti-aliasing, and so not counted; 0 without a golden picture.
    public let antiAliasedPixels: Int
    /// The size in pixels of the largest 8-connected cluster of differing pixels; 0 without a golden picture.
    public let largestCluster: Int
    /// The pixels of this run's picture (width × height).
    public let pixels: Int
    /// The smallest `DiffOptions.maxCluster` under which it passes (clusters must stay below it).
    public let tightestMaxCluster: Int?
    /// The smallest `DiffOptions.maxDifferingFraction` under which it passes.
    public let tightestMaxDifferingFraction: Double?

    /// The numbers of the keyframe result `k`; the tightest settings are nil when it was not
    /// compared pixel by pixel (no golden picture, or pictures of other sizes).
    public init(_ k: Verification.KeyframeResult) {
        frame = k.keyframe.frame; phase = k.keyframe.phase; time = k.keyframe.time
        let d = k.difference
        verdict = d?.verdict.rawValue ?? "missing"
        differingPixels = d?.differingPixels ?? 0
        antiAliasedPixels = d?.antiAliasedPixels ?? 0
        largestCluster = d?.largestCluster ?? 0
        pixels = k.actual.width * k.actual.height
        let comparable = d != nil && d!.verdict != .sizeMismatch
        tightestMaxCluster = comparable ? largestCluster + 1 : nil
        tightestMaxDifferingFraction = comparable && pixels > 0 ? Double(differingPixels) / Double(pixels) : nil
    }
}
