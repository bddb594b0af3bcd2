import Foundation
import Testing
import ScrollDemos
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation
@testable import ScrollGolden

/// A failing verify reuses what it has: the golden's film takes this run's
/// pictures where the run stood where the golden stood, and the pull-request
/// animation is made once, at the setting its size allows.
@MainActor
@Suite struct ReportFilmsTests {
    func folder(_ name: String) -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sr-films-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: dir)
        return dir
    }

    /// The golden's offsets moved over frames 30...60 only: everywhere else the
    /// golden's film shows this run's pictures, and only those 31 frames (every
    /// other one: 16) are put on the golden's scene and drawn.
    @Test func theGoldensFilmIsThisRunsPicturesWhereBothStood() throws {
        let v = try FailureKind.traceOnly.verify()
        #expect(!v.passed)
        let dir = folder("same")
        defer { try? FileManager.default.removeItem(at: dir) }
        let films = try #require(try ReportFilms.write(v, to: dir, thumbnails: true))
        let expected = try #require(films.expected)
        let step = ReportFilms.filmStep(fps: 60)
        let keyframes = Set(v.keyframes.map(\.keyframe.frame))
        let ownDrawn = (0..<films.actual.count).filter { $0 % step == 0 && !keyframes.contains($0) }.count
        let exact = Set(films.exact)
        for i in 0..<min(expected.count, films.actual.count) where !(30...61).contains(i) && !exact.contains(i) {
            #expect(expected[i] == films.actual[i], "frame \(i): \(expected[i]) against \(films.actual[i])")
        }
        // Where the golden stood elsewhere, its film is its own: the scene put at its offsets.
        for i in stride(from: 30, through: 60, by: step) {
            #expect(expected[i] != films.actual[i], "frame \(i)")
        }
        let recreated = films.timings.framesDrawn - ownDrawn
        #expect((1...16).contains(recreated), "\(films.timings.framesDrawn) frames drawn, \(ownDrawn) of this run's")
        // The pull-request animation's golden side follows: the thumbnails where both stood are the same picture.
        let same = films.thumbnails.filter { !(28...64).contains($0.frame) && !exact.contains($0.frame) }
        #expect(!same.isEmpty && same.allSatisfy { $0.expected == $0.actual })
    }

    /// A run under another script, or of a changed scene, is not the golden's
    /// film: the golden's is made on its own scene, every frame.
    @Test func aChangedSceneGetsAGoldensFilmOfItsOwn() throws {
        let v = try FailureKind.pixelsOnly.verify()
        let dir = folder("own")
        defer { try? FileManager.default.removeItem(at: dir) }
        let films = try #require(try ReportFilms.write(v, to: dir))
        let expected = try #require(films.expected)
        let exact = Set(films.exact)
        // (The bubbles are another colour in this run: no frame of the two films is the same picture.)
        for i in stride(from: 0, to: min(expected.count, films.actual.count), by: 2) where !exact.contains(i) {
            #expect(expected[i] != films.actual[i], "frame \(i)")
        }
    }

    /// The pull-request animations are made only when asked for (only a
    /// pull-request comment shows them), and the films are the same pictures either way.
    @Test func thePullRequestAnimationIsMadeOnlyWhenAsked() throws {
        let v = try FailureKind.traceOnly.verify()
        let plain = folder("plain"), asked = folder("asked")
        defer { for d in [plain, asked] { try? FileManager.default.removeItem(at: d) } }
        var without = ReportTimings(), with = ReportTimings()
        _ = try FailureReport.write([v], to: plain, timings: &without)
        _ = try FailureReport.write([v], to: asked, timings: &with, pullRequestAnimations: true)
        let demo = v.demo
        for name in [PullRequestAnimation.webpName, PullRequestAnimation.gifName] {
            #expect(!FileManager.default.fileExists(atPath: plain.appendingPathComponent("\(demo)/\(name)").path))
            #expect(FileManager.default.fileExists(atPath: asked.appendingPathComponent("\(demo)/\(name)").path))
        }
        #expect(without.cpu.thumbnails == .zero && without.cpu.pullRequestWebP == .zero && without.cpu.pullRequestGIF == .zero)
        #expect(with.cpu.thumbnails > .zero && with.cpu.pullRequestWebP > .zero && with.cpu.pullRequestGIF > .zero)
        // The stages' CPU time is measured, and within the whole report's.
        #expect(without.cpu.actualFilm > .zero && without.cpu.painting > .zero && without.cpu.encoding > .zero)
        #expect(without.cpu.actualFilm + without.cpu.goldenFilm + without.cpu.painting + without.cpu.encoding <= without.cpu.total + .milliseconds(20))
        let films = FileManager.default.enumerator(atPath: plain.appendingPathComponent("\(demo)/film").path)!.allObjects as! [String]
        #expect(!films.isEmpty)
        for name in films {
            let a = try Data(contentsOf: plain.appendingPathComponent("\(demo)/film/\(name)"))
            #expect(a == (try Data(contentsOf: asked.appendingPathComponent("\(demo)/film/\(name)"))), "\(name)")
        }
    }

    /// An animation too large at every frame is made once at the setting a
    /// sample foretells, not at each setting in turn; one that fits is made once
    /// at every frame; a foretelling that falls short takes the next setting.
    @Test func thePullRequestAnimationIsMadeOnce() throws {
        let frame = Bitmap(width: 298, height: 330)
        let frames = (0..<75).map { ($0 * 4, frame) }
        let url = folder("pr").appendingPathComponent("pr.webp")
        #expect(PullRequestAnimation.settings(width: 298).map { "\($0.keep)x\($0.width)" } == ["1x298", "2x298", "4x298", "4x149", "4x74"])
        // An encoder whose frames cost `each` bytes, every one, at full width.
        func encoder(_ each: Double) -> (calls: () -> [Int], encode: ([(Int, Bitmap)], Int, URL) throws -> Int) {
            var calls: [Int] = []
            return ({ calls }, { picked, _, _ in
                calls.append(picked.count)
                return Int(each * Double(picked.count) * pow(Double(picked[0].1.width) / 298, 2))
            })
        }
        let big = encoder(20_000)
        let made = try PullRequestAnimation.make(frames, fps: 60, to: url, encode: big.encode)
        // 75 frames of 20 KB are 1.5 MB; every 4th frame (19) at √4 the cost is 740 KB; half as wide, 185 KB.
        #expect(made.map { "\($0.keep)x\($0.width)" } == ["4x149"])
        #expect(big.calls() == [1, 8, 19], "a sample of 1 and 8 frames, then the animation once")
        let small = encoder(2_000)
        #expect(try PullRequestAnimation.make(frames, fps: 60, to: url, encode: small.encode).map(\.keep) == [1])
        #expect(small.calls() == [1, 8, 75])
        // Frames that cost more than the sample said: the next setting, and only then.
        var calls: [Int] = []
        let fooled = try PullRequestAnimation.make(frames, fps: 60, to: url) { picked, _, _ in
            calls.append(picked.count)
            return [75: 1_000_000, 38: 800_000, 19: 400_000][picked.count] ?? 100 * picked.count
        }
        #expect(fooled.map(\.keep) == [1, 2, 4] && calls == [1, 8, 75, 38, 19], "\(calls)")
    }
}
