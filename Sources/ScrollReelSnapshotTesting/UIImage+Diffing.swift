import Foundation
import ScrollDiff
import ScrollGolden
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// Pictures compared as swift-snapshot-testing compares them on iOS, requiring a 100 % match.
    public static var image: Diffing { .image() }

    /// Pictures compared as swift-snapshot-testing compares them on iOS: with
    /// `precision` 1 and `perceptualPrecision` 1, every byte must match; a lower
    /// `precision` is the share of bytes (with `perceptualPrecision` 1) or of pixels
    /// (below 1) that must match; a pixel matches when its CIE ΔE94 colour
    /// difference is at most (1 − `perceptualPrecision`) × 100 (98–99 % is about what
    /// an eye tells apart). A failure also says where the pixels differ, in clusters
    /// (ScrollReel's image diff), says first when this machine draws with other
    /// library or font versions than the reference, and leaves a reference |
    /// difference | snapshot picture in `SNAPSHOT_ARTIFACTS` (the temporary folder by
    /// default) under `ScrollReel/`.
    ///
    /// - Parameters:
    ///   - precision: the share of pixels (or bytes) that must match, 0 to 1.
    ///   - perceptualPrecision: how close a pixel's colour must be to match, 0 to 1.
    ///   - scale: the reference's pixels per point (nil: 1), for the `UIImage` read from disk.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let precision = Double(precision.isNaN ? 1 : min(max(precision, 0), 1))
        let perceptual = Double(perceptualPrecision.isNaN ? 1 : min(max(perceptualPrecision, 0), 1))
        let readScale = Double(scale.map { $0.isFinite && $0 > 0 ? $0 : 1 } ?? 1)
        return .diff(
            toData: { Data(SnapshotPNG.bytes(of: $0)) },
            fromData: { UIImage(pngData: [UInt8]($0), scale: readScale) ?? SnapshotPNG.unreadable(Data($0)) }
        ) { reference, snapshot in
            SnapshotPNG.compare(reference, snapshot, precision: precision, perceptualPrecision: perceptual)
        }
    }
}

/// The PNG files the image strategies write: the picture, and in text chunks the
/// versions of the libraries and fonts that drew it, the view tree it was drawn
/// from (and, for a snapshot that could not be taken, why).
enum SnapshotPNG {
    /// The text chunk's keyword for the drawing libraries' versions.
    static let versionsKey = "ScrollReel-render"
    /// The text chunk's keyword for a snapshot that could not be taken.
    static let errorKey = "ScrollReel-error"

    /// `bitmap` as PNG, with the versions it was drawn with and the view tree it was
    /// drawn from (``LayoutRecord``), if given.
    static func encode(_ bitmap: Bitmap, layout: String? = nil) -> [UInt8] {
        let versions = (try? RenderEnvironment.versions())?.map { "\($0.name) \($0.version)" }.joined(separator: ", ") ?? ""
        let png = inserting([versionsKey: versions], into: PNGEncoder.encode(bitmap))
        guard let layout else { return png }
        return inserting(compressed: [LayoutRecord.key: layout], into: png)
    }

    /// A red picture that stands for a snapshot that could not be taken; the reason is
    /// in its text chunk, and comparing it always fails with that reason.
    static func failure(_ message: String) -> UIImage {
        var red = Bitmap(width: 320, height: 80)
        for i in stride(from: 0, to: red.pixels.count, by: 4) { red.pixels[i + 2] = 217; red.pixels[i + 3] = 255 }
        let png = inserting([errorKey: message], into: PNGEncoder.encode(red))
        return UIImage(pngData: png)!
    }

    /// A reference that is not a PNG: comparing with it fails and says so.
    static func unreadable(_ data: Data) -> UIImage {
        failure("the reference is not a PNG file (\(data.count) bytes)")
    }

    /// `png` with tEXt chunks after its header (keyword, NUL, Latin-1 text).
    static func inserting(_ texts: [String: String], into png: [UInt8]) -> [UInt8] {
        let headerEnd = 8 + 25   // signature, then IHDR: length, type, 13 bytes, CRC
        guard png.count > headerEnd else { return png }
        var chunks: [UInt8] = []
        for (key, text) in texts.sorted(by: { $0.key < $1.key }) {
            let latin1 = text.unicodeScalars.map { $0.value < 256 && $0.value != 0 ? UInt8($0.value) : UInt8(ascii: "?") }
            PNGEncoder.appendChunk("tEXt", Array(key.utf8) + [0] + latin1.prefix(4000), to: &chunks)
        }
        return Array(png[..<headerEnd]) + chunks + Array(png[headerEnd...])
    }

    /// `png` with zTXt chunks (keyword, NUL, method 0, zlib stream) after its header.
    static func inserting(compressed texts: [String: String], into png: [UInt8]) -> [UInt8] {
        let headerEnd = 8 + 25
        guard png.count > headerEnd else { return png }
        var chunks: [UInt8] = []
        for (key, text) in texts.sorted(by: { $0.key < $1.key }) {
            PNGEncoder.appendChunk("zTXt", Array(key.utf8) + [0, 0] + Zlib.compress(Array(text.utf8)), to: &chunks)
        }
        return Array(png[..<headerEnd]) + chunks + Array(png[headerEnd...])
    }

    /// The text chunks of `png` (tEXt, and zTXt decompressed), by keyword.
    static func texts(of png: [UInt8]) -> [String: String] {
        var texts: [String: String] = [:]
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard length >= 0, i + 12 + length <= png.count else { break }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            if type == "tEXt", let nul = png[(i + 8)..<(i + 8 + length)].firstIndex(of: 0) {
                let key = String(decoding: png[(i + 8)..<nul], as: UTF8.self)
                texts[key] = String(png[(nul + 1)..<(i + 8 + length)].map { Character(Unicode.Scalar($0)) })
            }
            if type == "zTXt", let nul = png[(i + 8)..<(i + 8 + length)].firstIndex(of: 0), nul + 2 <= i + 8 + length,
               png[nul + 1] == 0, let text = Zlib.decompress(Array(png[(nul + 2)..<(i + 8 + length)])) {
                texts[String(decoding: png[(i + 8)..<nul], as: UTF8.self)] = String(decoding: text, as: UTF8.self)
            }
            if type == "IDAT" || type == "IEND" { break }
            i += 12 + length
        }
        return texts
    }

    /// The PNG bytes of an image: its own, or, for an image drawn by code, the
    /// drawing at scale 1.
    static func bytes(of image: UIImage) -> [UInt8] {
        if case .png(let bytes) = image.cgImageValue.content { return bytes }
        let size = image.size, drawn = UncheckedSendable(image)
        guard size.width >= 1, size.height >= 1,
              let bitmap = try? onMainActor({ () throws -> Bitmap in
                  let view = UIImageView(image: drawn.value)
                  let screen = try HostedScreen.host(view, size: size)
                  defer { screen.tearDown() }
                  return try screen.picture(scale: 1)
              }) else { return bytes(of: failure("the image could not be drawn (\(size.width) x \(size.height) pt)")) }
        return encode(bitmap)
    }

    // MARK: Comparing

    /// What swift-snapshot-testing's image diffing says, with ScrollReel's account of
    /// where the pixels differ; nil when the snapshot matches.
    static func compare(_ reference: UIImage, _ snapshot: UIImage, precision: Double,
                        perceptualPrecision: Double) -> (String, [DiffAttachment])? {
        let new = bytes(of: snapshot), old = bytes(of: reference)
        if let error = texts(of: new)[errorKey] { return ("The snapshot could not be taken: \(error)", []) }
        if let error = texts(of: old)[errorKey] { return ("The reference cannot be used: \(error)", []) }
        if new == old { return nil }
        let expected: Bitmap, actual: Bitmap
        do {
            expected = try Bitmap(decodingPNG: old)
        } catch {
            return ("Reference image could not be loaded: \(error)", [])
        }
        do {
            actual = try Bitmap(decodingPNG: new)
        } catch {
            return ("Newly-taken snapshot could not be loaded: \(error)", [])
        }
        var lines: [String] = []
        if let note = versionNote(reference: old, snapshot: new) { lines.append(note) }
        var seen: ImageDifference?
        if expected.width != actual.width || expected.height != actual.height {
            lines.append("Newly-taken snapshot@(\(Double(actual.width)), \(Double(actual.height))) does not match reference@(\(Double(expected.width)), \(Double(expected.height))).")
            lines.append("  the snapshot is \(actual.width) x \(actual.height) px, the reference \(expected.width) x \(expected.height) px")
            lines += layoutNote(reference: old, snapshot: new)
        } else {
            let match = PixelMatch.compare(expected, actual, precision: precision, perceptualPrecision: perceptualPrecision)
            guard let verdict = match.message, let box = match.box else { return nil }
            lines.append(verdict)
            lines += layoutNote(reference: old, snapshot: new)
            lines.append("  \(match.differingPixels) of \(actual.width * actual.height) pixels differ, in (\(box.0), \(box.1), \(box.2) x \(box.3))")
            seen = ImageDiff.compare(expected, actual)
            lines.append("  as an eye sees it (YIQ distance over 0.1, anti-aliasing aside): "
                         + (seen!.differingPixels == 0 ? "no pixel differs" : seen!.summary))
        }
        var attachments: [DiffAttachment] = [.data(Data(old), name: "reference.png"), .data(Data(new), name: "failure.png")]
        if let (picture, path) = differencePicture(expected, actual, difference: seen, name: "reference | difference | snapshot") {
            attachments.append(.data(Data(picture), name: "difference.png"))
            lines.append("  reference | difference | snapshot: \(path)")
        }
        return (lines.joined(separator: "\n"), attachments)
    }

    /// What changed in the view tree from the reference's to the snapshot's, a line a
    /// view; that nothing did, when the difference is in what the views draw; nothing
    /// when either picture has no tree (an iOS reference, or one recorded before
    /// pictures kept theirs).
    static func layoutNote(reference: [UInt8], snapshot: [UInt8]) -> [String] {
        guard let then = texts(of: reference)[LayoutRecord.key], let now = texts(of: snapshot)[LayoutRecord.key],
              let changes = LayoutRecord.changes(from: then, to: now) else { return [] }
        guard !changes.isEmpty else {
            return ["  the view tree is as in the reference (every frame, text, offset and colour): the difference is in what the views draw"]
        }
        return ["  what changed in the view tree:"] + changes.map { "    " + $0 }
    }

    /// "Drawn with other versions" when the reference names other library or font
    /// versions than this machine's: the usual cause of moved pixels.
    static func versionNote(reference: [UInt8], snapshot: [UInt8]) -> String? {
        guard let then = texts(of: reference)[versionsKey], let now = texts(of: snapshot)[versionsKey], then != now else { return nil }
        func parse(_ s: String) -> [String: String] {
            Dictionary(s.split(separator: ",").compactMap { part -> (String, String)? in
                let words = part.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
                return words.count == 2 ? (String(words[0]), String(words[1])) : nil
            }, uniquingKeysWith: { a, _ in a })
        }
        let a = parse(then), b = parse(now)
        let changes = a.keys.sorted().filter { a[$0] != b[$0] }.map { "\($0) \(a[$0]!) → \(b[$0] ?? "absent")" }
        guard !changes.isEmpty else { return nil }
        return "This machine draws with other versions than the reference's (the usual cause of moved pixels): "
            + changes.joined(separator: ", ")
    }

    /// The reference | difference | snapshot picture under `caption` (`difference`: how
    /// the two differ, when it is known already), written as PNG to the artifacts folder
    /// (`SNAPSHOT_ARTIFACTS`, else the temporary folder) under `ScrollReel/`, named for
    /// the snapshot's pixels: its PNG bytes and path.
    static func differencePicture(_ expected: Bitmap, _ actual: Bitmap, difference: ImageDifference? = nil,
                                  name caption: String) -> (png: [UInt8], path: String)? {
        guard let picture = try? onMainActor({ () throws -> Bitmap in
            let sameSize = expected.width == actual.width && expected.height == actual.height
            let diff = sameSize ? (difference ?? ImageDiff.compare(expected, actual)).picture(over: expected) : nil
            return try Composite.make(expected: expected, difference: diff, actual: actual, caption: caption)
        }) else { return nil }
        let png = PNGEncoder.encode(picture)
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                         isDirectory: true).appendingPathComponent("ScrollReel", isDirectory: true)
        // (A sample of the pixels names the file: the same failure writes the same file again.)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in Swift.stride(from: 0, to: actual.pixels.count, by: 61) { hash = (hash ^ UInt64(actual.pixels[i])) &* 0x100_0000_01b3 }
        let file = folder.appendingPathComponent("difference-\(String(hash, radix: 16)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(png).write(to: file, options: .atomic)
        } catch {
            return nil
        }
        return (png, file.path)
    }
}
