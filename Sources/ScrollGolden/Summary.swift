import Foundation
import ScrollSimulation

/// The numbers of a verification, passing or not: the report shows them and
/// `summary.json` holds them for machines (a CI dashboard, a threshold review).
public struct Summary {
    /// One demo's verification and the numbers measured from it.
    public struct Demo {
        /// The verification the numbers are of.
        public let verification: Verification
        /// How this run's trace compares with the golden's; nil when there is no golden trace.
        public let trace: TraceNumbers?
        /// The numbers of each keyframe verified, in the manifest's order; none when the golden is missing.
        public let keyframes: [KeyframeNumbers]

        /// The numbers of the verification `v`.
        public init(_ v: Verification) {
            verification = v
            trace = v.goldenTrace.map { TraceNumbers(golden: $0, actual: v.trace) }
            keyframes = v.missing ? [] : v.keyframes.map(KeyframeNumbers.init)
        }

        /// The first frame where the run and the golden part: in the trace, or at
        /// the first failing keyframe, whichever comes first; nil when none does.
        public var firstDifferingFrame: Int? {
            // Without a golden nothing differs from it: everything is new.
            if verification.missing { return nil }
            let pixels = verification.keyframes.first(where: \.failed)?.keyframe.frame
            switch (trace?.firstDifferingFrame, pixels) {
            case (let t?, let p?): return min(t, p)
            case (let t, let p): return t ?? p
            }
        }

        /// What failed, in a few words: "trace and pixels", "no golden", …
        public var kind: String {
            let v = verification
            if v.passed { return "passed" }
            if v.missing { return "missing golden" }
            var parts: [String] = []
            if v.traceDifference != nil { parts.append("trace") }
            if v.keyframes.contains(where: { $0.difference?.verdict == .sizeMismatch }) { parts.append("picture size") }
            if v.keyframes.contains(where: { $0.failed && $0.difference?.verdict != .sizeMismatch }) { parts.append("pixels") }
            if v.problems.contains(where: { $0.contains("the run ended before it") }), !parts.contains("trace") { parts.append("trace") }
            var s = parts.joined(separator: " and ")
            if !v.environmentChanges.isEmpty { s += (s.isEmpty ? "" : ", ") + "other library versions" }
            return s.isEmpty ? "failed" : s
        }
    }

    /// One entry per verification, in the order they were given.
    public let demos: [Demo]
    /// The summary of `results`.
    public init(_ results: [Verification]) { demos = results.map(Demo.init) }

    /// The summary as JSON: each demo's numbers and thresholds, and how many demos passed and failed.
    public var json: JSONValue {
        .object([
            .init("demos", .array(demos.map(\.json))),
            .init("passed", .number(Double(demos.filter(\.verification.passed).count))),
            .init("failed", .number(Double(demos.filter { !$0.verification.passed }.count))),
        ])
    }

    /// `summary.json`, one demo per line group, stable for diffs.
    public var text: String { json.serialized(decimals: 6) + "\n" }
}

extension Summary.Demo {
    var json: JSONValue {
        let v = verification
        let o = v.options
        var members: [JSONValue.Member] = [
            .init("demo", .string(v.demo)),
            .init("passed", .bool(v.passed)),
            .init("kind", .string(kind)),
            .init("problems", .array(v.problems.map(JSONValue.string))),
            .init("environmentChanges", .array(v.environmentChanges.map(JSONValue.string))),
            .init("firstDifferingFrame", firstDifferingFrame.map { .number(Double($0)) } ?? .null),
            .init("thresholds", [
                "threshold": .number(o.threshold), "maxCluster": .number(Double(o.maxCluster)),
                "maxDifferingFraction": .number(o.maxDifferingFraction),
            ]),
        ]
        if let t = trace {
            var tm: [JSONValue.Member] = [
                .init("frames", .number(Double(t.frames))), .init("goldenFrames", .number(Double(t.goldenFrames))),
                .init("firstDifferingFrame", t.firstDifferingFrame.map { .number(Double($0)) } ?? .null),
                .init("maxOffsetDifference", .number(t.maxOffsetDifference)),
            ]
            if let at = t.maxOffsetDifferenceAt {
                tm.append(.init("maxOffsetDifferenceAt", ["frame": .number(Double(at.frame)), "scrollView": .string(at.scrollView)]))
            }
            tm += [
                .init("maxZoomScaleDifference", .number(t.maxZoomScaleDifference)),
                .init("delegateCallDifferences", .array(t.callDifferences.map { .number(Double($0)) })),
                .init("tightestTolerance", t.tightestTolerance.map(JSONValue.number) ?? .null),
            ]
            members.append(.init("trace", .object(tm)))
        } else {
            members.append(.init("trace", .null))
        }
        members.append(.init("keyframes", .array(keyframes.map { k in
            .object([
                .init("frame", .number(Double(k.frame))), .init("phase", .string(k.phase)), .init("t", .number(k.time)),
                .init("verdict", .string(k.verdict)), .init("differingPixels", .number(Double(k.differingPixels))),
                .init("antiAliasedPixels", .number(Double(k.antiAliasedPixels))),
                .init("largestCluster", .number(Double(k.largestCluster))), .init("pixels", .number(Double(k.pixels))),
                .init("tightestMaxCluster", k.tightestMaxCluster.map { .number(Double($0)) } ?? .null),
                .init("tightestMaxDifferingFraction", k.tightestMaxDifferingFraction.map(JSONValue.number) ?? .null),
            ])
        })))
        if !v.passed { members.append(.init("report", .string("index.html#\(v.demo)"))) }
        return .object(members)
    }
}
