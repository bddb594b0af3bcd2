import Foundation
import ScrollDiff
import ScrollRender
import ScrollSimulation

/// A verification as bytes, to cross from the process that played a demo to the
/// one that reports on it (`golden verify` plays each demo in a worker process,
/// so that a crash, a hang or an `exit()` in a scene is that demo's failure).
///
/// Everything the report, the summary and the Markdown read crosses; the
/// pictures of a verification that passed do not (nothing shows them: only
/// their numbers), so a passing verification arrives with empty pixel arrays in
/// its keyframes, of the right sizes. The replay does not cross either: the
/// receiver makes it again from the golden case and the film's frame rate and
/// screen, which do (`Wire.Replay`).
package enum VerificationWire {
    /// How the run was played, for the receiver to make the replay again.
    package struct Replay: Sendable {
        /// The film's frames per second, and its screen in points.
        package let fps: Int
        package let viewport: CGSize
    }

    package static func encode(_ v: Verification) -> [UInt8] {
        var w = Writer()
        let pixels = !v.passed
        w.string(v.demo)
        w.strings(v.problems)
        w.strings(v.environmentChanges)
        w.optional(v.traceDifference) { $0.string($1) }
        w.strings(v.behaviourChanges)
        w.strings(v.notes)
        w.int(v.keyframes.count)
        for k in v.keyframes {
            w.int(k.keyframe.frame); w.double(k.keyframe.time); w.string(k.keyframe.phase)
            w.optional(k.expected) { $0.bitmap($1, pixels: pixels) }
            w.bitmap(k.actual, pixels: pixels)
            w.optional(k.difference) { w, d in
                w.string(d.verdict.rawValue); w.int(d.width); w.int(d.height)
                w.int(d.differingPixels); w.int(d.antiAliasedPixels); w.int(d.largestCluster)
                w.optional(d.boundingBox) { w, b in w.int(b.x); w.int(b.y); w.int(b.width); w.int(b.height) }
                w.bytes(pixels ? d.mask : [])
            }
        }
        w.bool(v.missing)
        w.string(v.acceptCommand)
        w.optional(v.goldenTrace) { $0.strings($1) }
        w.strings(v.trace)
        w.double(v.options.threshold); w.bool(v.options.detectAntiAliasing)
        w.int(v.options.maxCluster); w.double(v.options.maxDifferingFraction)
        w.optional(v.replay) { w, r in
            w.int(r.film.fps); w.double(Double(r.film.viewport.width)); w.double(Double(r.film.viewport.height))
        }
        return w.bytes
    }

    /// The verification `bytes` hold and how its film was played, or nil for bytes
    /// that are not one.
    package static func decode(_ bytes: [UInt8]) -> (Verification, Replay?)? {
        var r = Reader(bytes)
        guard let demo = r.string(), let problems = r.strings(), let environment = r.strings(),
              let traceDifference = r.optional({ $0.string() }), let behaviour = r.strings(), let notes = r.strings(),
              let count = r.int(), count >= 0, count <= 1024 else { return nil }
        var keyframes: [Verification.KeyframeResult] = []
        for _ in 0..<count {
            guard let frame = r.int(), let time = r.double(), let phase = r.string(),
                  let expected = r.optional({ $0.bitmap() }), let actual = r.bitmap(),
                  let difference = r.optional({ r -> ImageDifference? in
                      guard let verdict = r.string().flatMap(ImageDifference.Verdict.init(rawValue:)),
                            let width = r.int(), let height = r.int(), let differing = r.int(), let antiAliased = r.int(),
                            let largest = r.int(),
                            let box = r.optional({ r -> (x: Int, y: Int, width: Int, height: Int)? in
                                guard let x = r.int(), let y = r.int(), let w = r.int(), let h = r.int() else { return nil }
                                return (x, y, w, h)
                            }),
                            let mask = r.bytes() else { return nil }
                      return ImageDifference(verdict: verdict, width: width, height: height, differingPixels: differing,
                                             antiAliasedPixels: antiAliased, boundingBox: box, largestCluster: largest, mask: mask)
                  }) else { return nil }
            keyframes.append(Verification.KeyframeResult(keyframe: Keyframe(frame: frame, time: time, phase: phase),
                                                         expected: expected, actual: actual, difference: difference))
        }
        guard let missing = r.bool(), let accept = r.string(), let goldenTrace = r.optional({ $0.strings() }),
              let trace = r.strings(), let threshold = r.double(), let antiAliasing = r.bool(),
              let maxCluster = r.int(), let maxFraction = r.double(),
              let replay = r.optional({ r -> Replay? in
                  guard let fps = r.int(), let w = r.double(), let h = r.double() else { return nil }
                  return Replay(fps: fps, viewport: CGSize(width: w, height: h))
              }), r.isAtEnd else { return nil }
        var v = Verification(demo: demo, acceptCommand: accept)
        v.problems = problems
        v.environmentChanges = environment
        v.traceDifference = traceDifference
        v.behaviourChanges = behaviour
        v.notes = notes
        v.keyframes = keyframes
        v.missing = missing
        v.goldenTrace = goldenTrace
        v.trace = trace
        v.options.threshold = threshold
        v.options.detectAntiAliasing = antiAliasing
        v.options.maxCluster = maxCluster
        v.options.maxDifferingFraction = maxFraction
        return (v, replay)
    }

    /// Gives `v` back the replay it had: the golden case's film at the frame rate and
    /// screen it was played at, and the golden's pictures it holds.
    package static func restore(_ replay: Replay, of golden: GoldenCase, into v: inout Verification) {
        v.replay = .init(film: golden.film(fps: replay.fps, viewport: replay.viewport), prepare: nil,
                         goldenFilm: golden.film(fps: replay.fps, viewport: replay.viewport),
                         goldenKeyframes: Dictionary(v.keyframes.compactMap { k in k.expected.map { (k.keyframe.frame, $0) } },
                                                     uniquingKeysWith: { a, _ in a }))
    }

    private struct Writer {
        var bytes: [UInt8] = []
        mutating func int(_ n: Int) { withUnsafeBytes(of: Int64(n).littleEndian) { bytes += $0 } }
        mutating func double(_ d: Double) { withUnsafeBytes(of: d.bitPattern.littleEndian) { bytes += $0 } }
        mutating func bool(_ b: Bool) { bytes.append(b ? 1 : 0) }
        mutating func bytes(_ b: [UInt8]) { int(b.count); bytes += b }
        mutating func string(_ s: String) { bytes(Array(s.utf8)) }
        mutating func strings(_ list: [String]) { int(list.count); list.forEach { string($0) } }
        mutating func optional<T>(_ value: T?, _ write: (inout Writer, T) -> Void) {
            bool(value != nil)
            if let value { write(&self, value) }
        }
        mutating func bitmap(_ b: Bitmap, pixels: Bool) {
            int(b.width); int(b.height); int(b.stride); bytes(pixels ? b.pixels : [])
        }
    }

    private struct Reader {
        let data: [UInt8]
        var offset = 0
        init(_ data: [UInt8]) { self.data = data }
        var isAtEnd: Bool { offset == data.count }

        mutating func int() -> Int? {
            guard offset + 8 <= data.count else { return nil }
            var v: UInt64 = 0
            for i in 0..<8 { v |= UInt64(data[offset + i]) << (8 * UInt64(i)) }
            offset += 8
            return Int(Int64(bitPattern: v))
        }
        mutating func double() -> Double? { int().map { Double(bitPattern: UInt64(bitPattern: Int64($0))) } }
        mutating func bool() -> Bool? {
            guard offset < data.count, data[offset] <= 1 else { return nil }
            offset += 1
            return data[offset - 1] == 1
        }
        mutating func bytes() -> [UInt8]? {
            guard let n = int(), n >= 0, n <= data.count - offset else { return nil }
            defer { offset += n }
            return Array(data[offset..<offset + n])
        }
        mutating func string() -> String? { bytes().map { String(decoding: $0, as: UTF8.self) } }
        mutating func strings() -> [String]? {
            guard let n = int(), n >= 0, n <= data.count - offset else { return nil }
            var out: [String] = []
            for _ in 0..<n { guard let s = string() else { return nil }; out.append(s) }
            return out
        }
        /// `.some(nil)` for an absent value, nil for bytes that do not read.
        mutating func optional<T>(_ read: (inout Reader) -> T?) -> T?? {
            guard let present = bool() else { return nil }
            guard present else { return .some(nil) }
            guard let v = read(&self) else { return nil }
            return .some(v)
        }
        mutating func bitmap() -> Bitmap? {
            guard let w = int(), let h = int(), let stride = int(), let pixels = bytes(),
                  w >= 0, h >= 0, stride >= 0, pixels.isEmpty || pixels.count == stride * h else { return nil }
            return Bitmap(width: w, height: h, stride: stride, pixels: pixels)
        }
    }
}
