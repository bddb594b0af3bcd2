import Foundation
import Testing
import ScrollDemos
import ScrollDocs
import ScrollKit
import ScrollRender
import ScrollSimulation

/// A short film: bubble-snap's first second and a half, at 60 fps.
func shortFilm(_ id: String = "bubble-snap", seconds: Double = 1.5) -> Film {
    let demo = Demos.named(id)!
    var script = demo.defaultScript
    script.duration = seconds
    return Film(demo: demo, script: script)
}

func temporary(_ name: String) -> URL {
    let u = FileManager.default.temporaryDirectory.appendingPathComponent("sr-docs-\(getpid())-\(name)")
    try? FileManager.default.removeItem(at: u)
    return u
}

/// The chunks of a PNG or APNG: type and data.
func chunks(_ png: [UInt8]) -> [(String, [UInt8])] {
    var out: [(String, [UInt8])] = []
    var i = 8
    while i + 8 <= png.count {
        let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
        out.append((String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self), Array(png[(i + 8)..<(i + 8 + n)])))
        i += 12 + n
    }
    return out
}

func be32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }

@Suite(.serialized) struct AnimationTests {
    /// The source frames at scale 1.
    func sourceFrames(_ film: Film) throws -> [Bitmap] {
        try Renderer.prepare()
        var frames: [Bitmap] = []
        try film.draw(scale: 1, touches: false, wanted: { _ in true }) { _, b in frames.append(b) }
        return frames
    }

    @Test func theGIFShowsEveryThirtiethOfASecondAtTheRightTime() throws {
        try Renderer.prepare()
        let film = shortFilm()
        let dir = temporary("gif")
        var options = AnimationOptions()
        options.gif = true
        let count = try film.frameCount()
        let files = try Animations.write(film, into: dir, scale: 1, options: options, frameCount: count)
        #expect(files.map(\.lastPathComponent) == ["bubble-snap.gif"])
        let bytes = try [UInt8](Data(contentsOf: files[0]))
        let shown = try GIFReader.frames(of: bytes)
        let source = try sourceFrames(film)
        // 1.5 s at 30 fps: 46 moments; each shows the source frame of that moment.
        var worst = Double.infinity
        for k in 0..<46 {
            let b = try #require(GIFReader.frame(at: Double(k) / 30 + 0.006, in: shown))
            worst = min(worst, b.psnr(against: source[2 * k]))
        }
        #expect(worst > 45, "every moment close to its source frame (worst \(worst) dB)")
        // Identical frames are merged: fewer GIF frames than moments while nothing moves.
        #expect(shown.count < 46)
        // The same film gives the same bytes.
        let again = try Animations.write(film, into: temporary("gif2"), scale: 1, options: options, frameCount: count)
        #expect(try Data(contentsOf: again[0]) == Data(bytes))
    }

    @Test func theAPNGHasTheFilmsExactTimingAndPictures() throws {
        let film = shortFilm()
        let dir = temporary("apng")
        var options = AnimationOptions()
        options.apng = true
        let files = try Animations.write(film, into: dir, scale: 1, options: options, frameCount: try film.frameCount())
        let png = try [UInt8](Data(contentsOf: files[0]))
        let cs = chunks(png)
        #expect(cs.map(\.0).first == "IHDR" && cs[1].0 == "acTL" && cs.last?.0 == "IEND")
        let controls = cs.filter { $0.0 == "fcTL" }
        #expect(be32(cs[1].1, 0) == controls.count)
        // Sequence numbers run 0, 1, 2… across fcTL and fdAT.
        let sequence = cs.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map { be32($0.1, 0) }
        #expect(sequence == Array(0..<sequence.count))
        // Delays add up to the film: 91 frames of 1/60 s.
        let sixtieths = controls.map { c -> Int in
            let num = Int(c.1[20]) << 8 | Int(c.1[21]), den = Int(c.1[22]) << 8 | Int(c.1[23])
            #expect(den == 60)
            return num
        }
        #expect(sixtieths.reduce(0, +) == 91)
        // The default image is the first frame, exactly.
        let first = try #require(Bitmap(png: png))
        #expect(first == (try sourceFrames(film))[0])
    }

    @Test func theWebPHasOneFrameEachSixtiethAtTheRightTimes() throws {
        let film = shortFilm()
        var options = AnimationOptions()
        options.webp = true
        let files = try Animations.write(film, into: temporary("webp"), scale: 1, options: options, frameCount: try film.frameCount())
        let bytes = try [UInt8](Data(contentsOf: files[0]))
        #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF" && String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP")
        // ANMF chunks carry 24-bit durations in milliseconds.
        var i = 12, total = 0, frames = 0
        while i + 8 <= bytes.count {
            let tag = String(decoding: bytes[i..<(i + 4)], as: UTF8.self)
            let n = Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]) << 16 | Int(bytes[i + 7]) << 24
            if tag == "ANMF" {
                frames += 1
                total += Int(bytes[i + 20]) | Int(bytes[i + 21]) << 8 | Int(bytes[i + 22]) << 16
            }
            i += 8 + n + (n & 1)
        }
        #expect(frames > 10 && abs(total - 1517) <= 20, "\(frames) frames, \(total) ms")
        let again = try Animations.write(film, into: temporary("webp2"), scale: 1, options: options, frameCount: try film.frameCount())
        #expect(try Data(contentsOf: again[0]) == Data(bytes))
    }

    @Test func maxWidthAndColoursAreHonoured() throws {
        let film = shortFilm(seconds: 0.5)
        var options = AnimationOptions()
        options.gif = true
        options.maxWidth = 120
        options.gifColors = 16
        let files = try Animations.write(film, into: temporary("small"), scale: 1, options: options, frameCount: try film.frameCount())
        let bytes = try [UInt8](Data(contentsOf: files[0]))
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 120)
        #expect(bytes[10] & 0x07 <= 3, "a 16-colour table (2^(n+1) with n <= 3)")
    }
}

@Suite(.serialized) struct DocumentationPictureTests {
    @Test func aContactSheetShowsTwelveFramesWithTheirTimes() throws {
        try Renderer.prepare()
        let film = shortFilm(seconds: 3)
        let count = try film.frameCount()
        #expect(ContactSheet.indices(frameCount: count) == [0, 16, 33, 49, 65, 82, 98, 115, 131, 147, 164, 180])
        let sheet = try ContactSheet.make(film, frameCount: count, scale: 1)
        #expect(sheet.width == 4 * 240 + 5 * 16)
    }

    @Test func aComparisonPlaysBothUnderTheSameFinger() throws {
        try Renderer.prepare()
        let movie = SideBySide(shortFilm("bubble-snap", seconds: 1), shortFilm("bubble-target", seconds: 1))
        #expect(movie.name == "bubble-snap-vs-bubble-target")
        var sizes: [Int] = []
        try movie.draw(scale: 1, touches: false, wanted: { $0 % 20 == 0 }) { f, b in sizes.append(b.width) }
        #expect(sizes.count == 4 && sizes.allSatisfy { $0 == 2 * 390 + 3 * 12 })
    }

    @Test func thePlotHasASeriesPerMovingAxisAndTheDelegateCalls() throws {
        try Renderer.prepare()
        let (series, marks) = try MotionPlot.collect(Film(demo: Demos.named("bubble-snap")!))
        #expect(series.map(\.name) == ["main x"])
        #expect(marks.map(\.label) == ["drag", "release", "rest", "animation end", "drag", "release", "animation end"])
        // The velocity at the release is the fling's 1400 pt/s.
        let release = marks[1].time
        let k = series[0].times.firstIndex { $0 >= release }!
        #expect(abs(series[0].velocities[k] - 1400) < 60)
        let picture = try MotionPlot.draw(Film(demo: Demos.named("bubble-snap")!), scale: 1)
        #expect(picture.width == 960 && picture.height == 640)
    }
}
