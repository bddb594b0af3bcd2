import Foundation
import ScrollRender
import ScrollSimulation

/// What to make of a movie, all from one play: its frames as PNG files, its
/// animations and its contact sheet.
public struct FilmOutputs: Sendable {
    /// Everything goes here: frames in `folder/<name>/`, the others beside them.
    public var folder: URL
    /// `folder/<name>/frame-0000.png`, … at `scale`.
    public var frames = true
    /// The animations to write beside the frames, `folder/<name>.gif`, `.png` and `.webp`; none by default.
    public var animations = AnimationOptions()
    /// `folder/<name>-contact-sheet.png`.
    public var contactSheet = false
    /// Pixels per point: 1, 2 or 3.
    public var scale = 2.0
    /// Draw the fingers, as the Simulator's "show touches".
    public var touches = false
    /// Which captions the frames and animations show.
    public var captions = CaptionMode.script

    /// Captions in the pictures of a film (never in its trace or a golden).
    public enum CaptionMode: String, Sendable, CaseIterable {
        /// None at all.
        case none
        /// The script's `caption` steps.
        case script
        /// The script's, and where it says nothing, what happens in words
        /// (delegate calls and the demo's counters; see `EventCaptions`).
        case events
    }

    /// Outputs into `folder`: the PNG frames at scale 2 with the script's captions, and
    /// nothing else until asked.
    public init(folder: URL) { self.folder = folder }

    /// What was made.
    public struct Report: Sendable {
        /// How many frames the film had (the last frame's index plus one).
        public var frames = 0
        /// Frames encoded (a frame identical to the one before is not encoded again).
        public var encodedFrames = 0
        /// Bytes of PNG frame files written, copies of repeated frames included; 0 when no frames were asked for.
        public var frameBytes = 0
        /// The animations and the contact sheet.
        public var files: [URL] = []
        /// An empty report: no frames, no files.
        public init() {}
    }
}

extension Movie {
    /// Plays the movie once and makes every output asked for; `progress` hears
    /// each frame's number and time as it is drawn. A script error stops it
    /// before any file is touched.
    @discardableResult
    public func write(_ outputs: FilmOutputs, progress: (Frame) -> Void = { _ in }) throws -> FilmOutputs.Report {
        let playback = try makePlayback(eventCaptions: outputs.captions == .events)
        try OutputFile.createFolder(outputs.folder)
        let frames = outputs.frames ? try PNGSequenceWriter(directory: outputs.folder.appendingPathComponent(name)) : nil
        let animations = AnimationWriters(options: outputs.animations, folder: outputs.folder, name: name, fps: fps)
        let sheet = outputs.contactSheet ? ContactSheet(title: name, fps: fps) : nil
        var report = FilmOutputs.Report()
        var lastIndex = -1
        // The scene steps and records each frame here; the frames are drawn on
        // every core and come back in order to be written.
        try withoutActuallyEscaping(progress) { progress in
            let drawn = DrawingQueue<(Frame, sharp: [CGRect])> { picture, payload in
                let frame = payload.0
                try frames?.write(picture, index: frame.index)
                try animations.add(frame, picture, sharp: payload.sharp)
                sheet?.add(frame, picture)
                lastIndex = frame.index
                progress(frame)
            }
            while let frame = try playback.next() {
                let sharp = outputs.animations.motionBlur ? playback.sharpRegions(scale: outputs.scale, touches: outputs.touches, captions: outputs.captions != .none) : []
                try drawn.submit(try playback.pictureDrawing(scale: outputs.scale, touches: outputs.touches, captions: outputs.captions != .none),
                                 (frame, sharp: sharp))
            }
            try drawn.finish()
        }
        report.frames = lastIndex + 1
        if let frames {
            try frames.finish()
            report.encodedFrames = frames.encodedFrames
            report.frameBytes = frames.bytesWritten
        }
        report.files = try animations.finish(lastFrame: lastIndex)
        if let sheet {
            let url = outputs.folder.appendingPathComponent("\(name)-contact-sheet.png")
            try OutputFile.write(PNGEncoder.encode(try sheet.make()), to: url)
            report.files.append(url)
        }
        return report
    }
}
