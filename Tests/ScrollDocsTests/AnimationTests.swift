import Foundation
import Testing
import ScrollDemos
@testable import ScrollDocs
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// A short film: bubble-snap's first second and a half, at 60 fps, from 0.3 s before
/// its fling (the story's opening caption and the pause to read it left out).
@MainActor
func shortFilm(_ id: String = "bubble-snap", seconds: Double = 1.5) -> Film {
    let demo = Demos.named(id)!
    var script = demo.defaultScript
    if let fling = script.steps.firstIndex(where: { if case .fling = $0 { true } else { false } }) {
        script.steps = [.wait(duration: 0.3)] + script.steps[fling...]
    }
    script.duration = seconds
    return Film(demo: demo, script: script)
}

/// Writes only the animations of `film` at scale 1 into `dir`.
@MainActor
func animations(_ movie: some Movie, _ options: AnimationOptions, into dir: URL, touches: Bool = false) throws -> [URL] {
    var outputs = FilmOutputs(folder: dir)
    outputs.frames = false
    outputs.animations = options
    outputs.scale = 1
    outputs.touches = touches
    return try movie.write(outputs).files
}

@MainActor
func temporary(_ name: String) -> URL {
    let u = FileManager.default.temporaryDirectory.appendingPathComponent("sr-docs-\(getpid())-\(name)")
    try? FileManager.default.removeItem(at: u)
    return u
}

/// The chunks of a PNG or APNG: type and data.
@MainActor
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

@MainActor
func be32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }

@MainActor
@Suite(.serialized) struct AnimationTests {
    /// The source frames at scale 1.
    func sourceFrames(_ film: Film) throws -> [Bitmap] {
        let playback = try film.start()
        var frames: [Bitmap] = []
        while try playback.next() != nil { frames.append(try playback.picture(scale: 1)) }
        return frames
    }

    @Test func theGIFShowsEveryThirtiethOfASecondAtTheRightTime() throws {
        let film = shortFilm()
        let dir = temporary("gif")
        var options = AnimationOptions()
        options.gif = true
        let files = try animations(film, options, into: dir)
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
        let again = try animations(film, options, into: temporary("gif2"))
        #expect(try Data(contentsOf: again[0]) == Data(bytes))
    }

    /// With motion blur, a 15 fps GIF's frame is the average of the four film frames
    /// it stands for: in the fling it is closer to that average than to any one of
    /// them; at rest, before the finger, it is the frame itself.
    @Test func motionBlurAveragesTheFramesAGIFFrameStandsFor() throws {
        let film = shortFilm()
        var options = AnimationOptions()
        options.gif = true
        options.gifFPS = 15
        options.gifColors = 256
        options.motionBlur = true
        let shown = try GIFReader.frames(of: try [UInt8](Data(contentsOf: try animations(film, options, into: temporary("blur"))[0])))
        let source = try sourceFrames(film)
        func average(_ frames: [Bitmap]) -> Bitmap {
            var out = frames.last!
            for i in out.pixels.indices {
                out.pixels[i] = UInt8((frames.reduce(0) { $0 + Int($1.pixels[i]) } + frames.count / 2) / frames.count)
            }
            return out
        }
        // GIF frame 7 (t = 0.467 s, film frame 28) stands for film frames 25 to 28, in the fling's glide.
        let moving = try #require(GIFReader.frame(at: 7.0 / 15 + 0.006, in: shown))
        let blurred = moving.psnr(against: average(Array(source[25...28])))
        let sampled = moving.psnr(against: source[28])
        #expect(blurred > sampled + 3, "averaged \(blurred) dB, the frame of the moment \(sampled) dB")
        let still = try #require(GIFReader.frame(at: 1.0 / 15 + 0.006, in: shown))
        #expect(still.psnr(against: source[4]) > 40)
    }

    @Test func theAPNGHasTheFilmsExactTimingAndPictures() throws {
        let film = shortFilm()
        let dir = temporary("apng")
        var options = AnimationOptions()
        options.apng = true
        let files = try animations(film, options, into: dir)
        let png = try [UInt8](Data(contentsOf: files[0]))
        let cs = chunks(png)
        #expect(cs.map(\.0).first == "IHDR" && cs[1].0 == "acTL" && cs.last?.0 == "IEND")
        let controls = cs.filter { $0.0 == "fcTL" }
        #expect(be32(cs[1].1, 0) == controls.count)
        // Sequence numbers run 0, 1, 2… across fcTL and fdAT.
        let sequence = cs.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map { be32($0.1, 0) }
        #expect(sequence == Array(0..<sequence.count))
        // Delays add up to the film, 91 frames of 1/60 s, and the end hold (2 s by default).
        let sixtieths = controls.map { c -> Int in
            let num = Int(c.1[20]) << 8 | Int(c.1[21]), den = Int(c.1[22]) << 8 | Int(c.1[23])
            #expect(den == 60)
            return num
        }
        #expect(sixtieths.reduce(0, +) == 91 + 120)
        #expect(sixtieths.last! >= 120)
        // The default image is the first frame, exactly.
        let first = try #require(Bitmap(png: png))
        #expect(first == (try sourceFrames(film))[0])
    }

    @Test func theWebPHasOneFrameEachSixtiethAtTheRightTimes() throws {
        let film = shortFilm()
        var options = AnimationOptions()
        options.webp = true
        let files = try animations(film, options, into: temporary("webp"))
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
        #expect(frames > 10 && abs(total - 1517 - 2000) <= 20, "\(frames) frames, \(total) ms (with the 2 s hold)")
        let again = try animations(film, options, into: temporary("webp2"))
        #expect(try Data(contentsOf: again[0]) == Data(bytes))
    }

    /// A documentation film ends on its result: the last frame is held `hold`
    /// seconds in every format, and `hold = 0` ends the loop on the film's own time.
    @Test func everyAnimationHoldsItsLastFrame() throws {
        let film = shortFilm(seconds: 0.5)
        for hold in [0.0, 3.5] {
            var options = AnimationOptions()
            options.gif = true; options.apng = true; options.webp = true
            options.hold = hold
            let files = try animations(film, options, into: temporary("hold-\(hold)"))
            let gif = try [UInt8](Data(contentsOf: try #require(files.first { $0.pathExtension == "gif" })))
            // Graphics control extensions: 21 F9 04 flags delay(le16) …; the last one is the last frame's.
            var delays: [Int] = []
            for i in 0..<(gif.count - 5) where gif[i] == 0x21 && gif[i + 1] == 0xF9 && gif[i + 2] == 4 {
                delays.append(Int(gif[i + 4]) | Int(gif[i + 5]) << 8)
            }
            // 16 moments of 1/30 s (53 hundredths), then the hold.
            #expect(delays.reduce(0, +) == 53 + Int(hold * 100), "GIF: \(delays)")
            let apng = chunks(try [UInt8](Data(contentsOf: try #require(files.first { $0.pathExtension == "png" }))))
            let nums = apng.filter { $0.0 == "fcTL" }.map { Int($0.1[20]) << 8 | Int($0.1[21]) }
            #expect(nums.reduce(0, +) == 31 + Int(hold * 60), "APNG: \(nums)")
        }
    }

    @Test func maxWidthAndColoursAreHonoured() throws {
        let film = shortFilm(seconds: 0.5)
        var options = AnimationOptions()
        options.gif = true
        options.maxWidth = 120
        options.gifColors = 16
        let files = try animations(film, options, into: temporary("small"))
        let bytes = try [UInt8](Data(contentsOf: files[0]))
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 120)
        #expect(bytes[10] & 0x07 <= 3, "a 16-colour table (2^(n+1) with n <= 3)")
    }
}

@MainActor
@Suite(.serialized) struct DocumentationPictureTests {
    @Test func aContactSheetShowsTwelveFramesWithTheirTimes() throws {
        #expect(ContactSheet.indices(frameCount: 181) == [0, 16, 33, 49, 65, 82, 98, 115, 131, 147, 164, 180])
        let film = shortFilm(seconds: 3)
        var outputs = FilmOutputs(folder: temporary("sheet"))
        outputs.frames = false
        outputs.contactSheet = true
        outputs.scale = 1
        let report = try film.write(outputs)
        #expect(report.frames == 181 && report.files.map(\.lastPathComponent) == ["bubble-snap-contact-sheet.png"])
        let sheet = try #require(Bitmap(png: [UInt8](Data(contentsOf: report.files[0]))))
        #expect(sheet.width == 4 * 240 + 5 * 16)
    }

    /// Without knowing the film's length, the sheet still takes the first and the
    /// last frame and frames close to even spacing, holding few thumbnails.
    @Test func theContactSheetChoosesEvenlySpacedFramesInOnePass() throws {
        for n in [5, 12, 13, 100, 181, 997, 5000] {
            let sheet = ContactSheet(title: "t", fps: 60)
            let picture = Bitmap(width: 8, height: 8)
            for i in 0..<n {
                sheet.add(Frame(index: i, time: Double(i) / 60, events: [], metrics: [], touches: []), picture)
                #expect(sheet.keptCount <= 2 * ContactSheet.frames + 1)
            }
            let chosen = sheet.chosen().map(\.index)
            let ideal = ContactSheet.indices(frameCount: n)
            #expect(chosen.first == 0 && chosen.last == n - 1, "n = \(n): \(chosen)")
            #expect(chosen.count == ideal.count, "n = \(n): \(chosen)")
            let spacing = Double(n - 1) / Double(ContactSheet.frames - 1)
            for (c, i) in zip(chosen, ideal) { #expect(Double(abs(c - i)) <= max(1, spacing / 2), "n = \(n): \(chosen) vs \(ideal)") }
        }
    }

    /// Frames, GIF, APNG, WebP and the contact sheet all come from one drawn play; a
    /// film with captions is played once more before it, without drawing, to know what
    /// its captions say and where they sit (`Film.Playback`).
    @Test(arguments: [(FilmOutputs.CaptionMode.none, 1), (.script, 2), (.events, 2)])
    func everyOutputComesFromOnePlay(_ captions: FilmOutputs.CaptionMode, plays: Int) throws {
        try countPlays(captions, plays: plays, scriptSpeaks: true)
    }

    /// A film whose script has no caption step says nothing of its own: with the
    /// script's captions it is played once, as without captions; with event
    /// captions, still twice (they are known from a first play).
    @Test(arguments: [(FilmOutputs.CaptionMode.script, 1), (.events, 2)])
    func aScriptWithoutCaptionsIsPlayedOnce(_ captions: FilmOutputs.CaptionMode, plays: Int) throws {
        try countPlays(captions, plays: plays, scriptSpeaks: false)
    }

    func countPlays(_ captions: FilmOutputs.CaptionMode, plays: Int, scriptSpeaks: Bool) throws {
        let builds = Counter()
        let base = Demos.named("bubble-snap")!
        let steps = base.defaultScript.steps.filter { step in
            if case .caption = step { scriptSpeaks } else { true }
        }
        #expect(steps.count < base.defaultScript.steps.count || scriptSpeaks)
        let counted = Demo(id: "counted", summary: "", defaultScript: Script(duration: 0.5, steps: steps)) { context in
            builds.increment()
            return try base.makeScene(context)
        }
        var outputs = FilmOutputs(folder: temporary("once-\(captions)-\(scriptSpeaks)"))
        outputs.captions = captions
        outputs.animations.gif = true
        outputs.animations.apng = true
        outputs.animations.webp = true
        outputs.contactSheet = true
        outputs.scale = 1
        let report = try Film(demo: counted).write(outputs)
        #expect(builds.value == plays)
        #expect(report.frames == 31 && report.files.count == 4)
    }

    /// A comparison's last frames say in one sentence, under the panes, what each
    /// pane's film came to, with the numbers of the run; before the script's last
    /// caption the band under the panes is empty.
    @Test func aComparisonClosesWithOneSentenceOfWhatEachPaneShowed() throws {
        let movie = SideBySide(["bubble-snap", "bubble-target"].map { Film(demo: Demos.named($0)!) })
        let playback = try #require(try movie.makePlayback(eventCaptions: true) as? SideBySide.Playback)
        var first: Bitmap?, last: Bitmap?
        var said: [String] = []
        while let f = try playback.next() {
            if let c = playback.closing?.words, said.last != c { said.append(c) }
            if f.index == 0 { first = try playback.picture(scale: 1, touches: false, captions: true) }
            if playback.closing != nil { last = try playback.picture(scale: 1, touches: false, captions: true) }
        }
        #expect(said == ["Same finger — left: stopped off a bubble, then snapped onto it (2 snaps); right: each glide ended on its bubble (no snap)"],
                "\(said)")
        let a = try #require(first), b = try #require(last)
        // The band: 52 px under the panes (at one pixel a point), the same in every frame.
        #expect(a.height == 12 + 30 + 844 + 12 + 52 && b.height == a.height)
        func ink(_ p: Bitmap) -> Int {
            var n = 0
            for y in (p.height - 52)..<p.height { for x in 0..<p.width where p.rgba(x: x, y: y).r < 100 { n += 1 } }
            return n
        }
        #expect(ink(a) == 0 && ink(b) > 500)
        // Without captions (a golden's pictures), no band.
        #expect(try playback.picture(scale: 1, touches: false, captions: false).height == 12 + 30 + 844 + 12)
    }

    @Test func aComparisonPlaysThemUnderTheSameFinger() throws {
        let movie = SideBySide([shortFilm("bubble-snap", seconds: 1), shortFilm("bubble-target", seconds: 1)])
        #expect(movie.name == "bubble-snap-vs-bubble-target")
        let playback = try movie.makePlayback()
        var sizes: [Int] = []
        while let f = try playback.next() { if f.index % 20 == 0 { sizes.append(try playback.picture(scale: 1, touches: false).width) } }
        #expect(sizes.count == 4 && sizes.allSatisfy { $0 == 2 * 390 + 3 * 12 })
        // Variants compare like demos: three strategies of one table.
        let lazy = Demos.named("lazy-load")!
        let three = SideBySide(lazy.variants.map { Film(demo: lazy, variant: $0, script: Script(duration: 0.1, steps: [])) })
        #expect(three.name == lazy.variants.map { "lazy-load@\($0)" }.joined(separator: "-vs-"))
        let p3 = try three.makePlayback()
        _ = try p3.next()
        #expect(try p3.picture(scale: 1, touches: false).width == 3 * 390 + 4 * 12)
    }

    @Test func thePlotHasASeriesPerMovingAxisAndTheDelegateCalls() throws {
        let (series, marks) = try MotionPlot.collect(Film(demo: Demos.named("bubble-snap")!))
        #expect(series.map(\.name) == ["contentOffset.x"])
        #expect(marks.map(\.label) == ["drag", "release", "rest", "animation end", "drag", "release", "animation end"])
        // The velocity at the release is the fling's 1375 pt/s.
        let release = marks[1].time
        let k = series[0].times.firstIndex { $0 >= release }!
        #expect(abs(series[0].velocities[k] - 1375) < 60)
        let picture = try MotionPlot.draw(Film(demo: Demos.named("bubble-snap")!), scale: 1)
        #expect(picture.width == 960 && picture.height == 640)
    }
}

@MainActor
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    var value: Int { lock.withLock { n } }
    func increment() { lock.withLock { n += 1 } }
}
