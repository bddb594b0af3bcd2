import Foundation
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// Something played and drawn frame by frame at a frame rate: a film, or films
/// side by side. Every documentation output plays a movie once.
@MainActor
public protocol Movie {
    var name: String { get }
    var fps: Int { get }
    /// Starts playing from the first frame; with `eventCaptions`, each film also
    /// says what happens in words (`EventCaptions`).
    func makePlayback(eventCaptions: Bool) throws -> any MoviePlayback
}

extension Movie {
    /// Starts playing from the first frame, with the script's captions only.
    public func makePlayback() throws -> any MoviePlayback { try makePlayback(eventCaptions: false) }
}

/// A movie being played.
@MainActor
public protocol MoviePlayback: AnyObject {
    /// Runs to the next frame; nil once the movie is over. A step of the script
    /// that cannot be played stops it with its error.
    func next() throws -> Frame?
    /// The current frame drawn at `scale`, with the fingers if `touches` and
    /// the caption of the moment if `captions`.
    func picture(scale: Double, touches: Bool, captions: Bool) throws -> Bitmap
    /// The same picture, recorded to be drawn on another thread (`DrawingQueue`).
    func pictureDrawing(scale: Double, touches: Bool, captions: Bool) throws -> PictureDrawing
    /// Where that picture must stay sharp when frames are averaged (motion blur), in
    /// its pixels: what stays put over the moving content, the caption if `captions`
    /// and the fingers if `touches`.
    func sharpRegions(scale: Double, touches: Bool, captions: Bool) -> [CGRect]
}

extension MoviePlayback {
    /// The current frame without captions.
    public func picture(scale: Double, touches: Bool) throws -> Bitmap { try picture(scale: scale, touches: touches, captions: false) }
}

extension Film: Movie {
    /// Starts the film from its first frame (`start(prepare:)`), with captions of what happens
    /// in words too if `eventCaptions`.
    public func makePlayback(eventCaptions: Bool) throws -> any MoviePlayback {
        let p = try start()
        p.eventCaptions = eventCaptions
        return p
    }
}

extension Film.Playback: MoviePlayback {
    /// The current frame's drawing, as a picture of one frame.
    public func pictureDrawing(scale: Double, touches: Bool, captions: Bool) throws -> PictureDrawing {
        PictureDrawing(try drawing(scale: scale, touches: touches, captions: captions))
    }
}

/// Films under the same finger, side by side, each labelled with its scene's title
/// (``SceneWords/title``) or else its name:
/// bubble-snap against bubble-target shows at a glance what seed #2's abrupt snap
/// means, and the three lazy-load strategies what each costs.
public struct SideBySide: Movie {
    /// The films shown, left to right; at least one.
    public let films: [Film]
    /// The films side by side in the order given; `films` must not be empty.
    public init(_ films: [Film]) {
        precondition(!films.isEmpty)
        self.films = films
    }

    /// The first film's frame rate. Every film advances one frame per frame of the movie,
    /// so the films are meant to share it.
    public var fps: Int { films[0].fps }
    /// The films' names joined by `-vs-`, such as `bubble-snap-vs-bubble-target`.
    public var name: String { films.map(\.name).joined(separator: "-vs-") }

    /// Starts every film (with captions of what happens in words if `eventCaptions`); each
    /// picture shows their frames side by side, captioned with their names.
    public func makePlayback(eventCaptions: Bool) throws -> any MoviePlayback {
        Playback(films: films, playbacks: try films.map { film in
            let p = try film.start()
            p.eventCaptions = eventCaptions
            return p
        })
    }

    final class Playback: MoviePlayback {
        let films: [Film]
        let playbacks: [Film.Playback]
        /// When the closing sentence comes up: with the script's last caption, the
        /// result each pane holds to the end (nil: a script without captions).
        private let closingStart: Double?
        /// The time of the frame shown.
        private var time = 0.0
        init(films: [Film], playbacks: [Film.Playback]) {
            self.films = films; self.playbacks = playbacks
            var t = 0.0, last: Double?
            for step in films[0].script.steps {
                if case .caption = step { last = t }
                t += step.duration
            }
            closingStart = last
        }

        /// What each pane is labelled: its scene's title in plain words, else its film's name.
        private var titles: [String] { zip(films, playbacks).map { $1.scene.words.title ?? $0.name } }

        /// The sentence under the panes at the end, with the numbers of this frame: what
        /// each pane's film came to (``SceneWords/outcome``), side by side, so that the
        /// last frame says what the comparison showed. Nil before the script's last
        /// caption, or when a pane has no words for its outcome.
        var closing: (words: String, opacity: Double)? {
            guard let closingStart, time >= closingStart - 1e-9 else { return nil }
            let outcomes = playbacks.compactMap { $0.scene.words.outcome?() }
            guard outcomes.count == playbacks.count else { return nil }
            let panes = playbacks.count == 2 ? ["left", "right"] : titles
            let words = "Same finger — " + zip(panes, outcomes).map { "\($0): \($1)" }.joined(separator: "; ")
            return (words, Caption(text: words, start: closingStart, end: .infinity).opacity(at: time))
        }

        /// The band the closing sentence is written in (there from the first frame, so
        /// that the picture keeps its size): only where captions are drawn.
        private func footer(scale: Double, captions: Bool) -> FrameComposer.Footer? {
            guard captions, closingStart != nil, playbacks.allSatisfy({ $0.scene.words.outcome != nil }) else { return nil }
            return FrameComposer.Footer(height: Int(52 * scale), size: 17 * scale, text: closing)
        }

        /// Plays every film in step; one that has ended keeps showing its last frame.
        func next() throws -> Frame? {
            var first: Frame?
            for p in playbacks { if let f = try p.next(), first == nil { first = f } }
            if let first { time = first.time }
            return first
        }

        func picture(scale: Double, touches: Bool, captions: Bool) throws -> Bitmap {
            try Self.compose(try playbacks.map { try $0.picture(scale: scale, touches: touches, captions: captions) },
                             names: titles, scale: scale, footer: footer(scale: scale, captions: captions))
        }

        func sharpRegions(scale: Double, touches: Bool, captions: Bool) -> [CGRect] {
            // Where `compose` puts each film's picture (FrameComposer.grid's panels).
            let gap = Double(Int(12 * scale)), captionHeight = Double(Int(30 * scale))
            let width = Double(films.map { Int(($0.viewport.width * scale).rounded()) }.max() ?? 0)
            return playbacks.enumerated().flatMap { i, p in
                p.sharpRegions(scale: scale, touches: touches, captions: captions).map { $0.offsetBy(dx: gap + Double(i) * (width + gap), dy: gap + captionHeight) }
            }
        }

        func pictureDrawing(scale: Double, touches: Bool, captions: Bool) throws -> PictureDrawing {
            let names = titles, footer = footer(scale: scale, captions: captions)
            return PictureDrawing(frames: try playbacks.map { try $0.drawing(scale: scale, touches: touches, captions: captions) }) {
                try Self.compose($0, names: names, scale: scale, footer: footer)
            }
        }

        /// The films' pictures in a row, each under its name, and the closing sentence's band under them.
        private nonisolated static func compose(_ pictures: [Bitmap], names: [String], scale: Double,
                                                footer: FrameComposer.Footer?) throws -> Bitmap {
            let panels = zip(pictures, names).map { FrameComposer.Panel($0, caption: $1) }
            return try FrameComposer.grid(panels, columns: panels.count, gap: Int(12 * scale),
                                          captionHeight: Int(30 * scale), captionSize: 17 * scale, footer: footer)
        }
    }
}
