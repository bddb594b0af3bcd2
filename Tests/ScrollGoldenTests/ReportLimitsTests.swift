import Testing
@testable import ScrollGolden

/// What a failing verify keeps in memory is bounded by what it shows, not by
/// what a golden's files claim.
struct ReportLimitsTests {
    /// A golden trace of 36,001 empty lines (600 s at 60 fps) keeps at most 150
    /// thumbnails of each film for the pull-request animation; a 5 s film keeps
    /// every 4th frame.
    @Test func thumbnailsAreBoundedWhateverTheFilmsLength() {
        for frames in [1, 300, 600, 601, 5_000, 36_001, 600_001] {
            let step = ReportFilms.thumbnailStep(frames: frames)
            #expect((frames + step - 1) / step <= ReportFilms.maximumThumbnails, "\(frames) frames keep \((frames + step - 1) / step)")
        }
        #expect(ReportFilms.thumbnailStep(frames: 300) == 4)
    }

    /// A golden's keyframes hold at most 2^26 pixels together: a phone screen
    /// keeps the 16 a record chooses, a 4096 x 4096 frame 4.
    @Test func keyframesOfLargeScreensAreFewer() {
        #expect(ManifestLimits.keyframes(framePixels: 390 * 844) == 64)
        #expect(ManifestLimits.keyframes(framePixels: 4096 * 4096) == 4)
        #expect(ManifestLimits.keyframes(framePixels: 1 << 30) == 2)
    }
}
