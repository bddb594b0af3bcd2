import Foundation
import ScrollDiff
import ScrollDocs
import ScrollGolden
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation
import SnapshotTesting

/// How a film snapshot is kept: an animated GIF or WebP, as `scrollreel render
/// --gif` / `--webp` writes them.
public enum FilmFormat: String, Sendable {
    /// An animated GIF (`<test>.<n>.linux.gif`): a palette of the film's colours, 30 fps.
    case gif
    /// An animated WebP (`<test>.<n>.linux.webp`): lossy, quality 82, the film's own timing.
    case webp
}

/// A screen's film under a script, encoded as a documentation animation: what
/// `.film(script:format:)` keeps as its reference, so the GIF a README shows is also
/// the one a test checks.
public struct ScrollFilm {
    /// The animation's format.
    public let format: FilmFormat
    /// The encoded file.
    public let bytes: [UInt8]
    /// Why the film could not be made, for a snapshot that failed.
    let error: String?

    init(format: FilmFormat, bytes: [UInt8], error: String? = nil) {
        self.format = format; self.bytes = bytes; self.error = error
    }
}

extension Snapshotting where Value == UIViewController, Format == ScrollFilm {
    /// The view controller's film under `script`, as a GIF or WebP reference, drawn as
    /// `scrollreel render` draws a film (status bar, the fingers as circles, the script's
    /// captions, the last frame held), at one pixel a point. Compared frame by frame: a
    /// frame fails when its pixels differ as `options` judges (a film encoded the same
    /// byte for byte passes at once).
    ///
    /// - Parameters:
    ///   - script: what the finger does; without a `duration` the film lasts until everything rests.
    ///   - format: GIF or WebP.
    ///   - config: the device's screen (default the default device's).
    ///   - options: how the frames' pictures are compared.
    public static func film(script: Script, format: FilmFormat = .gif, on config: ViewImageConfig? = nil,
                            options: DiffOptions = DiffOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "linux." + format.rawValue, diffing: .film(format, options: options)) { viewController in
            Async { done in
                done(FilmTaking.film(script: script, format: format, device: MotionTaking.device(config)) {
                    Scene(rootViewController: viewController)
                })
            }
        }
    }
}

extension Diffing where Value == ScrollFilm {
    /// Films compared frame by frame, each frame's picture within `options`.
    ///
    /// - Parameters:
    ///   - format: the films' format.
    ///   - options: how the frames' pictures are compared.
    public static func film(_ format: FilmFormat, options: DiffOptions = DiffOptions()) -> Diffing {
        .diff(toData: { film in Data(film.error.map { SnapshotPNG.bytes(of: SnapshotPNG.failure($0)) } ?? film.bytes) },
              fromData: { ScrollFilm(format: format, bytes: [UInt8]($0)) }) { reference, film in
            FilmTaking.compare(reference, film, options: options)
        }
    }
}

/// Makes and compares film snapshots.
enum FilmTaking {
    /// The longest film a snapshot makes, in seconds of virtual time.
    static let maximumLength = 30.0

    static func film(script: Script, format: FilmFormat, device: DeviceProfile,
                     build: @escaping @MainActor @Sendable () -> Scene) -> ScrollFilm {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-film-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            return try onMainActor {
                let demo = Demo(id: "film", summary: "a film snapshot", defaultScript: script) { _ in build() }
                var film = Film(demo: demo, device: device, script: script, source: "the film's script")
                // (The scene wraps the test's one view controller: it cannot be built twice.)
                film.remakesScene = false
                var outputs = FilmOutputs(folder: folder)
                outputs.frames = false
                outputs.scale = 1
                outputs.touches = true
                outputs.animations.gif = format == .gif
                outputs.animations.webp = format == .webp
                let report = try film.write(outputs)
                // A reference is read back whole, frame by frame, to be compared: keep it short.
                guard Double(report.frames) / Double(film.fps) <= maximumLength else {
                    throw SnapshotError("the film lasts \(report.frames / film.fps) s, more than the \(Int(maximumLength)) s a film snapshot may: give the script a duration")
                }
                guard let file = report.files.first(where: { $0.pathExtension == format.rawValue }) else {
                    throw SnapshotError("no \(format.rawValue) was written")
                }
                return ScrollFilm(format: format, bytes: [UInt8](try Data(contentsOf: file)))
            }
        } catch {
            FileHandle.standardError.write(Data("ScrollReel: the film could not be made: \(error)\n".utf8))
            return ScrollFilm(format: format, bytes: [], error: "\(error)")
        }
    }

    /// The frames of an animation, each with the time it appears.
    static func frames(of film: ScrollFilm) throws -> [(time: Double, bitmap: Bitmap)] {
        switch film.format {
        case .gif: try GIFReader.frames(of: film.bytes).map { ($0.time, $0.bitmap) }
        case .webp: try WebPReader.frames(of: film.bytes).map { ($0.time, $0.bitmap) }
        }
    }

    static func compare(_ reference: ScrollFilm, _ film: ScrollFilm, options: DiffOptions) -> (String, [DiffAttachment])? {
        if let error = film.error { return ("The film could not be made: \(error)", []) }
        if reference.bytes == film.bytes { return nil }
        let expected: [(time: Double, bitmap: Bitmap)], actual: [(time: Double, bitmap: Bitmap)]
        do { expected = try frames(of: reference) } catch { return ("The reference is not a \(reference.format.rawValue) film: \(error)", []) }
        do { actual = try frames(of: film) } catch { return ("The film could not be read back: \(error)", []) }
        var lines: [String] = []
        let length = (expected.last?.time ?? 0, actual.last?.time ?? 0)
        if expected.count != actual.count || abs(length.0 - length.1) > 1e-6 {
            lines.append("the film has \(actual.count) frames to \(JSONValue.format(length.1, decimals: 2)) s, the reference \(expected.count) to \(JSONValue.format(length.0, decimals: 2)) s")
        }
        var failing: [(Double, Bitmap, Bitmap, ImageDifference)] = []
        for (t, picture) in expected {
            let shown = actual.last { $0.time <= t + 1e-6 }?.bitmap ?? actual.first?.bitmap
            guard let shown else { break }
            let d = ImageDiff.compare(picture, shown, options: options)
            if d.verdict == .different || d.verdict == .sizeMismatch { failing.append((t, picture, shown, d)) }
        }
        for (t, _, _, d) in failing.prefix(5) { lines.append("frame at t = \(JSONValue.format(t, decimals: 2)) s: \(d.summary)") }
        if failing.count > 5 { lines.append("and \(failing.count - 5) more frames") }
        guard !lines.isEmpty else { return nil }
        var attachments: [DiffAttachment] = []
        if let (t, expectedPicture, actualPicture, d) = failing.first,
           let (picture, path) = SnapshotPNG.differencePicture(expectedPicture, actualPicture, difference: d,
                                                               name: "frame at t = \(JSONValue.format(t, decimals: 2)) s") {
            attachments.append(.data(Data(picture), name: "difference.png"))
            lines.append("reference | difference | film at t = \(JSONValue.format(t, decimals: 2)) s: \(path)")
        }
        return ("The film differs from the reference.\n" + lines.map { "  - " + $0 }.joined(separator: "\n"), attachments)
    }
}
