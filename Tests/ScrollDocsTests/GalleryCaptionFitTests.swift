import Foundation
import Testing
import ScrollDemos
@testable import ScrollDocs
import ScrollReelUIKit
@testable import ScrollRender
import ScrollSimulation

/// Nothing the README's gallery writes is cut short with "…": every caption of every
/// demo's default script (its story and what `--captions events` says, with the numbers
/// of the run) fits a caption's two lines at the gallery's width (390 pt at one pixel a
/// point), and each comparison's closing sentence fits its band's two lines under the
/// panes. (Issue #36's reviewers read "…below the conte…" for 1.8 s.)
@MainActor
@Suite(.serialized) struct GalleryCaptionFitTests {
    /// The gallery's screen: 390 pt wide, drawn at one pixel a point.
    static let gallery = CGSize(width: 390, height: 844)

    @Test(arguments: CaptionTests.films)
    func everyCaptionFitsAtTheGallerysWidth(_ name: String) throws {
        let parts = name.split(separator: "@").map(String.init)
        let film = Film(demo: Demos.named(parts[0])!, variant: parts.count > 1 ? parts[1] : nil, viewport: Self.gallery)
        let p = try film.start()
        p.eventCaptions = true
        var texts: Set<String> = []
        while try p.next() != nil { if let c = p.caption { texts.insert(c.text) } }
        #expect(!texts.isEmpty, "\(name) says nothing")
        let engine = try TextEngine.shared()
        for text in texts.sorted() {
            #expect(Chrome.captionFits(text, viewport: Self.gallery, engine: engine), "\(name): \"\(text)\" is cut short with …")
        }
    }

    /// The gallery's comparisons (the Makefile's `compare` lines): the closing sentence,
    /// with the numbers of the run, in two lines of 17 px across both panes.
    @Test(arguments: [["bubble-snap", "bubble-target"], ["lazy-load@naive", "lazy-load@target-rect"],
                      ["lazy-load@decelerating", "lazy-load@target-rect"]])
    func everyComparisonsClosingSentenceFits(_ names: [String]) throws {
        let films = names.map { name in
            let parts = name.split(separator: "@").map(String.init)
            return Film(demo: Demos.named(parts[0])!, variant: parts.count > 1 ? parts[1] : nil, viewport: Self.gallery, fps: 30)
        }
        let p = try #require(try SideBySide(films).makePlayback(eventCaptions: true) as? SideBySide.Playback)
        var last: String?
        while try p.next() != nil { if let c = p.closing { last = c.words } }
        let words = try #require(last, "no closing sentence")
        // The band's width at one pixel a point: both panes and the gaps, less a gap at each side.
        let width = Double(films.count) * Self.gallery.width + Double(films.count + 1) * 12 - 2 * 12
        let engine = try TextEngine.shared()
        let style = { (lines: Int) in
            TextStyle(font: .systemFont(ofSize: 17, weight: .semibold), color: .black, alignment: .center,
                      numberOfLines: lines, lineBreakMode: .byTruncatingTail)
        }
        let all = engine.size(of: words, style: style(0), width: width), two = engine.size(of: words, style: style(2), width: width)
        #expect(all.height <= two.height + 0.5, "\"\(words)\" is cut short after two lines")
    }
}
