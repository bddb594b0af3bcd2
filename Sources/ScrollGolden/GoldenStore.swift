import Foundation
import ScrollKit
import ScrollRender
import ScrollSimulation

/// A demo's golden on disk: `golden/<demo>/trace.jsonl`, the keyframes
/// `frame-NNNN.png` (scale 1) and `manifest.json`.
public struct Manifest: Equatable {
    public var demo: String
    public var fps: Int
    public var scale: Double
    public var viewport: Size
    public var tracePrecision: Int
    public var keyframes: [Keyframe]
    public var environment: [(name: String, version: String)]

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
        s += "  \"tracePrecision\": \(tracePrecision),\n"
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

    init(demo: String, fps: Int, scale: Double, viewport: Size, tracePrecision: Int, keyframes: [Keyframe],
         environment: [(name: String, version: String)]) {
        self.demo = demo; self.fps = fps; self.scale = scale; self.viewport = viewport
        self.tracePrecision = tracePrecision; self.keyframes = keyframes; self.environment = environment
    }

    init(data: Data) throws {
        let v = try JSONDecoder().decode(JSONValue.self, from: data)
        func num(_ x: JSONValue?) throws -> Double {
            guard case .number(let n)? = x else { throw GoldenStore.Failure(description: "manifest.json is malformed") }
            return n
        }
        func str(_ x: JSONValue?) throws -> String {
            guard case .string(let s)? = x else { throw GoldenStore.Failure(description: "manifest.json is malformed") }
            return s
        }
        guard case .array(let vp)? = v["viewport"], vp.count == 2, case .array(let ks)? = v["keyframes"],
              case .object(let env)? = v["environment"] else {
            throw GoldenStore.Failure(description: "manifest.json is malformed")
        }
        demo = try str(v["demo"])
        fps = Int(try num(v["fps"]))
        scale = try num(v["scale"])
        viewport = Size(width: try num(vp[0]), height: try num(vp[1]))
        tracePrecision = Int(try num(v["tracePrecision"]))
        keyframes = try ks.map { Keyframe(frame: Int(try num($0["frame"])), time: try num($0["t"]), phase: try str($0["phase"])) }
        environment = try env.map { ($0.key, try str($0.value)) }
    }
}

public struct GoldenStore: Sendable {
    public struct Failure: Error, CustomStringConvertible { public let description: String }

    public let root: URL
    public init(root: URL) { self.root = root }

    public func folder(_ demo: String) -> URL { root.appendingPathComponent(demo) }

    public func manifest(_ demo: String) throws -> Manifest? {
        let url = folder(demo).appendingPathComponent("manifest.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try Manifest(data: data)
    }

    public func trace(_ demo: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: folder(demo).appendingPathComponent("trace.jsonl").path) else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    public func picture(_ demo: String, _ k: Keyframe) -> (png: [UInt8], bitmap: Bitmap)? {
        guard let data = FileManager.default.contents(atPath: folder(demo).appendingPathComponent(k.fileName).path) else { return nil }
        let bytes = [UInt8](data)
        return Bitmap(png: bytes).map { (bytes, $0) }
    }

    /// Writes a demo's golden. Every file goes to a temporary name first and is
    /// renamed into place, so an interrupted record leaves the old file or the
    /// new one, never a broken one; the manifest goes last.
    public func write(_ manifest: Manifest, trace: [String], pictures: [Int: Bitmap]) throws {
        let dir = folder(manifest.demo)
        try OutputFile.createFolder(dir)
        for k in manifest.keyframes {
            guard let b = pictures[k.frame] else { throw Failure(description: "no picture of frame \(k.frame)") }
            try OutputFile.write(PNGEncoder.encode(b), to: dir.appendingPathComponent(k.fileName))
        }
        try OutputFile.write(Array((trace.joined(separator: "\n") + "\n").utf8), to: dir.appendingPathComponent("trace.jsonl"))
        try OutputFile.write(Array(manifest.text.utf8), to: dir.appendingPathComponent("manifest.json"))
        // Keyframes of the previous golden that this one does not have.
        let keep = Set(manifest.keyframes.map(\.fileName))
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        where name.hasPrefix("frame-") && name.hasSuffix(".png") && !keep.contains(name) {
            try? FileManager.default.removeItem(at: dir.appendingPathComponent(name))
        }
    }
}
