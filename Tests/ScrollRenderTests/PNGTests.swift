import Foundation
import Testing
import ScrollReelUIKit
@testable import ScrollRender

@MainActor
@Suite(.serialized) struct PNGTests {
    func sample(opaque: Bool) throws -> Bitmap {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
        w.statusBarStyle = nil
        w.backgroundColor = opaque ? .white : UIColor(white: 1, alpha: 0.3)
        let v = UIView(frame: CGRect(x: 8, y: 8, width: 40, height: 30))
        v.backgroundColor = UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.6)
        v.layer.cornerRadius = 9
        w.addSubview(v)
        let l = UILabel(text: "Aa", frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        w.addSubview(l)
        return try Renderer(viewport: w.bounds.size, scale: 2).render(w)
    }

    @Test func ourPNGsDecodeToTheSamePixelsAsCairosOwn() throws {
        for opaque in [true, false] {
            let b = try sample(opaque: opaque)
            let ours = PNGEncoder.encode(b)
            #expect(ours[25] == (opaque ? 2 : 6), "RGB when opaque, RGBA otherwise")
            #expect(Bitmap(png: ours) == Bitmap(png: b.cairoPNGData()))
            if opaque { #expect(Bitmap(png: ours) == b, "opaque pixels survive exactly") }
        }
    }

    @Test func encodingIsDeterministic() throws {
        let b = try sample(opaque: true)
        #expect(PNGEncoder.encode(b) == PNGEncoder.encode(b))
    }

    @Test func theWriterGivesTheSameBytesWithOneOrManyWorkers() throws {
        let frames = try (0..<6).map { i -> Bitmap in
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            w.statusBarStyle = nil
            w.backgroundColor = .white
            let v = UIView(frame: CGRect(x: Double(min(i, 3)) * 8, y: 10, width: 20, height: 20))
            v.backgroundColor = .blue
            w.addSubview(v)
            return try Renderer(viewport: w.bounds.size, scale: 2).render(w)
        }
        var outputs: [[Data]] = []
        for workers in [1, 2, 4] {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sr-writer-\(getpid())-\(workers)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let writer = try PNGSequenceWriter(directory: dir, workers: workers)
            for (i, f) in frames.enumerated() { try writer.write(f, index: i) }
            try writer.finish()
            #expect(writer.encodedFrames == 4, "frames 4 and 5 repeat frame 3 and are not encoded again")
            outputs.append(try (0..<6).map { try Data(contentsOf: dir.appendingPathComponent(PNGSequenceWriter.fileName($0))) })
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            #expect(names == (0..<6).map(PNGSequenceWriter.fileName), "no temporary files left")
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        #expect(outputs[0][4] == outputs[0][3])
    }

    @Test func framesOfAnEarlierLongerRunAreRemoved() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sr-stale-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data([1]).write(to: dir.appendingPathComponent("frame-0007.png"))
        try Data([1]).write(to: dir.appendingPathComponent("notes.txt"))
        let writer = try PNGSequenceWriter(directory: dir)
        try writer.write(Bitmap(width: 4, height: 4), index: 0)
        try writer.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["frame-0000.png", "notes.txt"])
    }

    @Test func anUnwritableFolderIsAClearError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sr-file-\(getpid())")
        try Data([1]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try PNGSequenceWriter(directory: file.appendingPathComponent("demo"))
            Issue.record("a folder inside a file cannot be made")
        } catch {
            #expect("\(error)".hasPrefix("cannot create the output folder \(file.path)/demo"))
        }
    }
}
