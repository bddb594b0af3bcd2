import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// A demo's golden on disk: `golden/<demo>/trace.jsonl`, the keyframes
/// `frame-NNNN.png` (scale 1) and `manifest.json`.
public struct Manifest: Equatable {
    /// The golden's id (``GoldenCase/id``); reading a manifest checks that it names its folder.
    public var demo: String
    /// Frames per second the golden was recorded at, 1 to 1000; a verify plays at this rate.
    public var fps: Int
    /// Pixels per point of the keyframe pictures, 1 to 3.
    public var scale: Double
    /// The screen's size in points, each side 100 to 4000.
    public var viewport: CGSize
    /// Decimal places of the numbers in `trace.jsonl`, 0 to 6.
    public var tracePrecision: Int
    /// The frames kept as pictures, 1 to 64 in increasing frame order (fewer for a large
    /// screen: see ``ManifestLimits/keyframes(framePixels:)``).
    public var keyframes: [Keyframe]
    /// The libraries and pinned fonts the golden was drawn with and their versions
    /// (`RenderEnvironment.versions()` at record time); a verify names those that differ.
    public var environment: [(name: String, version: String)]
    /// How `trace.jsonl` is laid out (`TraceFormat`): 2 with a header line of the
    /// fields that never change, 1 (no such field: goldens recorded before) without.
    public var traceFormat = TraceFormat.current

    /// Whether two manifests write the same JSON: every field equal, environment in the same order.
    public static func == (a: Manifest, b: Manifest) -> Bool {
        a.json == b.json
    }

    var json: JSONValue {
        [
            "demo": .string(demo),
            "fps": .number(Double(fps)),
            "scale": .number(scale),
            "viewport": [.number(viewport.width), .number(viewport.height)],
            "tracePrecision": .number(Double(tracePrecision)),
            "traceFormat": .number(Double(traceFormat)),
            "keyframes": .array(keyframes.map {
                ["frame": .number(Double($0.frame)), "t": .number($0.time), "phase": .string($0.phase), "file": .string($0.fileName)]
            }),
            "environment": .object(environment.map { .init($0.name, .string($0.version)) }),
        ]
    }

    /// Pretty enough to review: one keyframe and one library per line.
    var text: String {
        var s = "{\n"
        s += "  \"demo\": \(JSONValue.string(demo).serialized),\n"
        s += "  \"fps\": \(fps), \"scale\": \(JSONValue.format(scale)), \"viewport\": [\(JSONValue.format(viewport.width)), \(JSONValue.format(viewport.height))],\n"
        s += "  \"tracePrecision\": \(tracePrecision), \"traceFormat\": \(traceFormat),\n"
        s += "  \"keyframes\": [\n"
        s += keyframes.map { k in
            "    " + JSONValue.object([.init("frame", .number(Double(k.frame))), .init("t", .number(k.time)),
                                      .init("phase", .string(k.phase)), .init("file", .string(k.fileName))]).serialized
        }.joined(separator: ",\n")
        s += "\n  ],\n  \"environment\": {\n"
        s += environment.map { "    \(JSONValue.string($0.name).serialized): \(JSONValue.string($0.version).serialized)" }.joined(separator: ",\n")
        s += "\n  }\n}\n"
        return s
    }

    init(demo: String, fps: Int, scale: Double, viewport: CGSize, tracePrecision: Int, keyframes: [Keyframe],
         environment: [(name: String, version: String)]) {
        self.demo = demo; self.fps = fps; self.scale = scale; self.viewport = viewport
        self.tracePrecision = tracePrecision; self.keyframes = keyframes; self.environment = environment
    }

    /// Reads a manifest and checks every field against `ManifestLimits`: a manifest
    /// is a file a user (or a merge) may have damaged, and its numbers size films,
    /// loops and pictures. The error names the field and what was wrong.
    init(data: Data) throws(GoldenStore.Failure) {
        func fail(_ field: String, _ message: String) -> GoldenStore.Failure {
            GoldenStore.Failure(description: "field '\(field)': \(message)")
        }
        guard data.count <= ManifestLimits.bytes else {
            throw GoldenStore.Failure(description: "larger than \(ManifestLimits.bytes >> 10) KB, which no manifest is")
        }
        let v: JSONValue
        do { v = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            throw GoldenStore.Failure(description: "not JSON")
        }
        guard case .object = v else { throw GoldenStore.Failure(description: "not a JSON object") }
        func number(_ field: String, _ x: JSONValue?) throws(GoldenStore.Failure) -> Double {
            guard case .number(let n)? = x else { throw fail(field, "must be a number") }
            return n
        }
        func integer(_ field: String, _ x: JSONValue?, _ range: ClosedRange<Int>) throws(GoldenStore.Failure) -> Int {
            let n = try number(field, x)
            // Checked before the conversion: Int(1e300) would trap.
            guard n.rounded() == n, Double(range.lowerBound) <= n, n <= Double(range.upperBound) else {
                throw fail(field, "must be a whole number from \(range.lowerBound) to \(range.upperBound) (got \(JSONValue.readable(n)))")
            }
            return Int(n)
        }
        func inRange(_ field: String, _ x: JSONValue?, _ range: ClosedRange<Double>) throws(GoldenStore.Failure) -> Double {
            let n = try number(field, x)
            guard range.contains(n) else {
                throw fail(field, "must be from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound)) (got \(JSONValue.readable(n)))")
            }
            return n
        }
        func string(_ field: String, _ x: JSONValue?) throws(GoldenStore.Failure) -> String {
            guard case .string(let s)? = x, s.utf8.count <= ManifestLimits.stringBytes else {
                throw fail(field, "must be a string of at most \(ManifestLimits.stringBytes) bytes")
            }
            return s
        }
        demo = try string("demo", v["demo"])
        fps = try integer("fps", v["fps"], ManifestLimits.fps)
        scale = try inRange("scale", v["scale"], ManifestLimits.scale)
        guard case .array(let vp)? = v["viewport"], vp.count == 2 else { throw fail("viewport", "must be [width, height]") }
        viewport = CGSize(width: try inRange("viewport", vp[0], ManifestLimits.viewportSide),
                        height: try inRange("viewport", vp[1], ManifestLimits.viewportSide))
        tracePrecision = try integer("tracePrecision", v["tracePrecision"], ManifestLimits.tracePrecision)
        // Absent in goldens recorded before the header line: version 1.
        traceFormat = v["traceFormat"] == nil ? 1 : try integer("traceFormat", v["traceFormat"], 1...TraceFormat.current)
        guard case .array(let ks)? = v["keyframes"], (1...ManifestLimits.keyframes).contains(ks.count) else {
            throw fail("keyframes", "must be a list of 1 to \(ManifestLimits.keyframes) keyframes")
        }
        let lastFrame = Int(Stage.maximumFilmLength) * fps
        var keyframes: [Keyframe] = []
        for (i, k) in ks.enumerated() {
            let frame = try integer("keyframes[\(i)].frame", k["frame"], 0...lastFrame)
            if let previous = keyframes.last, frame <= previous.frame {
                throw fail("keyframes[\(i)].frame", "must come after the keyframe before it (\(frame) after \(previous.frame))")
            }
            keyframes.append(Keyframe(frame: frame, time: try inRange("keyframes[\(i)].t", k["t"], 0...Stage.maximumFilmLength),
                                      phase: try string("keyframes[\(i)].phase", k["phase"])))
        }
        self.keyframes = keyframes
        let pixels = ManifestLimits.framePixels(viewport, scale: scale)
        guard pixels <= Renderer.maximumPixels else {
            throw fail("viewport", "at scale \(JSONValue.format(scale)) a frame would be \(pixels) pixels, more than the \(Renderer.maximumPixels) a frame may have")
        }
        guard keyframes.count <= ManifestLimits.keyframes(framePixels: pixels) else {
            throw fail("keyframes", "\(keyframes.count) keyframes of \(pixels) pixels are more than the \(ManifestLimits.keyframePixels) pixels a golden's keyframes may hold together (at most \(ManifestLimits.keyframes(framePixels: pixels)) at this size)")
        }
        guard case .object(let env)? = v["environment"], env.count <= ManifestLimits.keyframes * 4 else {
            throw fail("environment", "must be an object of library and font versions")
        }
        var environment: [(name: String, version: String)] = []
        for member in env { environment.append((member.key, try string("environment.\(member.key)", member.value))) }
        self.environment = environment
    }
}

/// The valid range of every field of a manifest (README, "Limits"): those of the
/// command line (`--fps`, `--size`, `--scale`, trace decimals) and of the film.
public enum ManifestLimits {
    /// The largest `manifest.json` read, in bytes (1 MB).
    public static let bytes = 1 << 20
    /// The longest string field (the demo, a keyframe's phase, a version), in UTF-8 bytes.
    public static let stringBytes = 256
    /// The frame rates a golden may have, in frames per second.
    public static let fps = 1...1000
    /// The scales a golden's pictures may have, in pixels per point.
    public static let scale = 1.0...3.0
    /// The width and height a golden's screen may have, in points.
    public static let viewportSide = 100.0...4000.0
    /// The decimal places a golden's trace numbers may have.
    public static let tracePrecision = 0...6
    /// The most keyframes a golden may have, whatever its size.
    public static let keyframes = 64
    /// The pixels a golden's keyframes may hold together (256 MB as BGRA): what
    /// bounds a verify's memory, which holds each keyframe and the golden's
    /// picture of it. A phone-sized golden (0.3 Mpx) can have all 64; a record
    /// of a large screen keeps fewer (4 at 4096 x 4096 pixels).
    public static let keyframePixels = 1 << 26

    /// How many keyframes a golden of frames of `framePixels` pixels may have.
    public static func keyframes(framePixels: Int) -> Int {
        min(keyframes, max(2, keyframePixels / max(1, framePixels)))
    }

    /// The pixels of one frame of a `viewport` screen at `scale`.
    static func framePixels(_ viewport: CGSize, scale: Double) -> Int {
        Int((viewport.width * scale).rounded()) * Int((viewport.height * scale).rounded())
    }
}

/// What a golden folder holds for one keyframe.
public enum GoldenPicture {
    /// No file for the keyframe in the golden's folder.
    case missing
    /// Present but not a readable PNG (empty, truncated, corrupt): why.
    case unreadable(String)
    /// A PNG of another size than the manifest says; decoded, to show, only when
    /// it is no more than four times the size expected.
    case otherSize(width: Int, height: Int, bitmap: Bitmap?)
    /// A readable PNG of the expected size: its bytes and its decoded pixels.
    case picture(png: [UInt8], bitmap: Bitmap)
}

/// The goldens folder: a folder per golden, named by its id, holding `manifest.json`,
/// `trace.jsonl` and the keyframe PNGs. Reads check every file; writes replace a golden whole.
public struct GoldenStore: Sendable {
    /// The error of a golden that cannot be used: `description` names the file and what is
    /// wrong with it (a field out of range, an unreadable or oversized file).
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public let description: String
    }

    /// The goldens folder.
    public let root: URL
    /// A store of the goldens in `root`; nothing is read or created until asked.
    public init(root: URL) { self.root = root }

    /// The folder of the golden whose id is `demo`, under ``root`` (whether or not it exists).
    public func folder(_ demo: String) -> URL { root.appendingPathComponent(demo) }

    /// The golden's manifest; nil when there is none. A manifest that cannot be read
    /// or breaks a limit throws a `Failure` naming the file and the field.
    public func manifest(_ demo: String) throws(Failure) -> Manifest? {
        let url = folder(demo).appendingPathComponent("manifest.json")
        guard let data = try read(url, limit: ManifestLimits.bytes + 1) else { return nil }
        let manifest: Manifest
        do { manifest = try Manifest(data: data) } catch { throw Failure(description: "\(url.path): \(error.description)") }
        guard manifest.demo == demo else {
            throw Failure(description: "\(url.path): field 'demo': is \(JSONValue.string(manifest.demo).serialized) but the golden's folder is \(demo)")
        }
        return manifest
    }

    /// The golden's frame lines, whole (`TraceFormat.expand`). `maximumFrames` is
    /// the most a film can have at the golden's frame rate (600 s of it): a trace
    /// with more lines is refused before anything is parsed or replayed (a
    /// failing verify replays the golden one frame per line).
    public func trace(_ demo: String, maximumFrames: Int = Int(Stage.maximumFilmLength) * 1000 + 1) throws(Failure) -> [String]? {
        // A trace line is a few hundred bytes a frame; 600 s at 1000 fps of the widest scene fits.
        let url = folder(demo).appendingPathComponent("trace.jsonl")
        guard let data = try read(url, limit: 1 << 30) else { return nil }
        let newlines = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        if newlines > maximumFrames + 1 {
            throw Failure(description: "\(url.path): \(newlines) lines, more than the \(maximumFrames) frames of the longest film at this golden's frame rate")
        }
        // One frame a line; a line of nothing but white space (or a CR left by a
        // tool that writes CRLF) is not a frame.
        // (Swift reads CR LF as one character, so all three line ends are named.)
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
        // Whole frames, whichever version wrote the file.
        return TraceFormat.expand(lines)
    }

    /// The keyframe's picture, checked against the size the manifest implies
    /// before any pixel memory is taken.
    public func picture(_ demo: String, _ k: Keyframe, size: (width: Int, height: Int)) -> GoldenPicture {
        let url = folder(demo).appendingPathComponent(k.fileName)
        let data: Data?
        do { data = try read(url, limit: 64 << 20) } catch { return .unreadable(error.description) }
        guard let data else { return .missing }
        let bytes = [UInt8](data)
        do {
            let declared = try Bitmap.pngSize(bytes)
            guard declared == size else {
                let small = declared.width * declared.height <= 4 * size.width * size.height
                return .otherSize(width: declared.width, height: declared.height,
                                  bitmap: small ? try? Bitmap(decodingPNG: bytes) : nil)
            }
            return .picture(png: bytes, bitmap: try Bitmap(decodingPNG: bytes))
        } catch {
            return .unreadable(error.description)
        }
    }

    /// Files in the golden's folder that its manifest does not name (Finder's
    /// .DS_Store aside): what an interrupted writer or a hand left there.
    public func strayFiles(_ demo: String, manifest: Manifest) -> [String] {
        let known = Set(manifest.keyframes.map(\.fileName) + ["manifest.json", "trace.jsonl"])
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(demo).path)) ?? []
        return names.filter { $0 != ".DS_Store" && !known.contains($0) }.sorted()
    }

    /// A file's bytes, nil when it does not exist; one line naming the path and
    /// the reason when it cannot be read or is larger than `limit`.
    /// A golden file's bytes (nil when it does not exist), at most `limit`.
    ///
    /// A golden comes from a pull request, so each of its files must be a regular
    /// file in the goldens folder: a symbolic link (git commits them) could make
    /// any file of the CI machine the "expected" picture and copy it into the
    /// report; a FIFO or a device (`/dev/stdin`, `/dev/zero`) would block the read
    /// for ever or fill memory. The file is opened without following links and
    /// without blocking, and checked on the open descriptor, so nothing can be
    /// swapped in between the check and the read; its size is checked before a
    /// byte is read.
    private func read(_ url: URL, limit: Int) throws(Failure) -> Data? {
        let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP { throw Failure(description: "\(url.path): is a symbolic link; a golden's files must be regular files (record it again)") }
            throw Failure(description: "\(url.path): cannot be read: \(String(cString: strerror(code)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(description: "\(url.path): cannot be read: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw Failure(description: "\(url.path): is not a regular file (a FIFO, a device or a folder); a golden's files must be regular files")
        }
        guard info.st_size <= limit else { throw Failure(description: "\(url.path): larger than \(max(1, limit >> 20)) MB") }
        var data = Data(count: Int(info.st_size))
        var got = 0
        let ok = data.withUnsafeMutableBytes { buffer -> Bool in
            while got < buffer.count {
                let n = Foundation.read(fd, buffer.baseAddress! + got, buffer.count - got)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return n == 0 }
                got += n
            }
            return true
        }
        guard ok else { throw Failure(description: "\(url.path): cannot be read: \(String(cString: strerror(errno)))") }
        return data.prefix(got)
    }

    /// What an interrupted `golden record` of `demo` left beside its golden (a
    /// staging or set-aside folder of a process that no longer runs); the next
    /// record of the demo removes it, or puts a set-aside golden back.
    public func leftovers(_ demo: String) -> [String] { FolderSwap.leftovers(of: folder(demo)) }

    /// Runs `body` holding the goldens folder's lock: exclusive for a record,
    /// shared for a verify, so that two records never clean up each other's
    /// staging folders and a verify reads a golden whole, before or after a
    /// swap. An advisory `flock` on the folder itself: nothing is added to it,
    /// and a process that dies lets go. Without a goldens folder there is
    /// nothing to guard.
    public func withLock<R>(exclusive: Bool, _ body: () throws -> R) throws -> R {
        let fd = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            guard errno == EINTR else { break }   // a file system without locks: go on unguarded
        }
        return try body()
    }

    /// Writes a demo's golden as one unit: the new folder is written beside the
    /// old one and swapped in by one rename (`FolderSwap`), so an interrupted
    /// record leaves the old golden or the new one, whole, never a mixture; what a
    /// killed earlier record left beside it is cleaned up first.
    public func write(_ manifest: Manifest, trace: [String], pictures: [Int: Bitmap]) throws {
        let dir = folder(manifest.demo)
        try OutputFile.createFolder(root)
        try withLock(exclusive: true) {
            FolderSwap.recover(dir)
            let staging = try FolderSwap.makeStaging(for: dir)
            do {
                try write(manifest, trace: trace, pictures: pictures, into: staging)
                try FolderSwap.replace(dir, with: staging)
            } catch {
                FolderSwap.discard(staging)
                throw error
            }
        }
    }

    private func write(_ manifest: Manifest, trace: [String], pictures: [Int: Bitmap], into staging: URL) throws {
            for k in manifest.keyframes {
                guard let b = pictures[k.frame] else { throw Failure(description: "no picture of frame \(k.frame)") }
                try OutputFile.write(PNGEncoder.encode(b), to: staging.appendingPathComponent(k.fileName))
            }
            try OutputFile.write(Array((trace.joined(separator: "\n") + "\n").utf8), to: staging.appendingPathComponent("trace.jsonl"))
            try OutputFile.write(Array(manifest.text.utf8), to: staging.appendingPathComponent("manifest.json"))
    }
}
