import Foundation
import ScrollDemos
import ScrollGolden
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// One verification of bubble-snap per way a golden can fail, each against a
/// golden recorded afresh and then changed as that failure needs.
enum FailureKind: String, CaseIterable, Sendable {
    case traceOnly, pixelsOnly, both, missingGolden, sizeMismatch, versionMismatch

    static let demo = GoldenCase(Demos.named("bubble-snap")!)

    /// The golden's main offsets moved by 20 pt over frames 30...60: the motion
    /// differs, the keyframe pictures (none in that stretch) do not.
    static func shiftTrace(_ store: GoldenStore) throws {
        let url = store.folder("bubble-snap").appendingPathComponent("trace.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let manifest = try store.manifest("bubble-snap")!
        let keyframes = Set(manifest.keyframes.map(\.frame))
        // (Frame n is line n, or line n + 1 under the header line of the constant fields.)
        let header = lines.first?.hasPrefix("{\"constant\"") == true ? 1 : 0
        let shifted = lines.enumerated().map { i, line -> String in
            let frame = i - header
            guard (30...60).contains(frame), !keyframes.contains(frame),
                  let r = line.range(of: #""contentOffset": ["#) else { return line }
            let rest = line[r.upperBound...]
            let comma = rest.firstIndex(of: ",")!
            let x = Double(rest[..<comma])!
            return line[..<r.upperBound] + JSONValue.format(x + 20, decimals: 3) + rest[comma...]
        }
        try Data((shifted.joined(separator: "\n") + "\n").utf8).write(to: url)
    }

    @MainActor func verify() throws -> Verification {
        let demo = Self.demo
        let accept = "scrollreel golden record bubble-snap"
        switch self {
        case .traceOnly:
            let store = try freshStore("kind-trace")
            try Self.shiftTrace(store)
            return try Golden.verify(demo, in: store, acceptCommand: accept)
        case .pixelsOnly:
            let store = try freshStore("kind-pixels")
            return try Golden.verify(demo, in: store, acceptCommand: accept) { scene in
                for case let bubble as UILabel in scene.scrollView(named: "main")!.subviews { bubble.backgroundColor = UIColor(hex: 0xd25a62) }
            }
        case .both:
            let store = try freshStore("kind-both")
            let script = Script(steps: [.configure(scrollView: "main", settings: { var s = ScrollViewSettings(); s.decelerationRate = 0.99; return s }())]
                                + demo.demo.defaultScript.steps)
            return try Golden.verify(demo, in: store, acceptCommand: accept, script: script)
        case .missingGolden:
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("sr-golden-\(getpid())-kind-missing")
            try? FileManager.default.removeItem(at: root)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            return try Golden.verify(demo, in: GoldenStore(root: root), acceptCommand: accept)
        case .sizeMismatch:
            let store = try freshStore("kind-size")
            let k = try store.manifest("bubble-snap")!.keyframes[2]
            let url = store.folder("bubble-snap").appendingPathComponent(k.fileName)
            let small = try Bitmap(decodingPNG: [UInt8](Data(contentsOf: url))).scaled(toWidth: 195)
            try Data(PNGEncoder.encode(small)).write(to: url)
            return try Golden.verify(demo, in: store, acceptCommand: accept)
        case .versionMismatch:
            let store = try freshStore("kind-versions")
            let url = store.folder("bubble-snap").appendingPathComponent("manifest.json")
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"pango\": \"", with: "\"pango\": \"0.")
            try Data(text.utf8).write(to: url)
            return try Golden.verify(demo, in: store, acceptCommand: accept, mutate: moveTitleOnePoint)
        }
    }
}
