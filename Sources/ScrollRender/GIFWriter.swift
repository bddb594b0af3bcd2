import CGif

/// Writes an animated GIF with giflib, frame by frame, with what makes a
/// documentation GIF small and steady:
///
/// - one palette for the whole film (`Palette`), so colours do not flicker;
/// - each frame only as the rectangle that changed since the one before, the
///   unchanged pixels inside it transparent (long runs compress to nothing);
/// - a frame identical to the one before extends that one's delay instead;
/// - optional ordered (Bayer) dithering, which stays put from frame to frame,
///   unlike error diffusion, whose noise moves and costs bytes.
public final class GIFWriter {
    /// How colours the palette lacks are drawn.
    public enum Dither: String, Sendable, CaseIterable {
        /// The nearest palette colour everywhere (gradients band).
        case none
        /// Bayer dithering everywhere.
        case ordered
        /// Bayer dithering only where the palette lacks the colour by more than a
        /// step (a sky's gradient, a photo); a colour the palette has — flat UI
        /// fills, text, dots — stays exactly flat, so a still screen gets no noise.
        case gradients
    }

    /// The quantisation error (squared, summed over channels) above which
    /// `gradients` dithers: more than one level in one channel. Colours the
    /// palette holds exactly (flat fills, salient dots) are never dithered; a
    /// gradient between palette colours is, across the whole step, not only at
    /// its edges, so it reads as a gradient, not as bands.
    static let gradientError = 1

    /// Width of the GIF and of every frame added, in pixels.
    public let width: Int
    /// Height of the GIF and of every frame added, in pixels.
    public let height: Int
    /// The colours of every frame, at most 255; the index after the last is transparency.
    public let palette: Palette
    /// How a colour the palette lacks is drawn.
    public let dither: Dither
    private let mapper: Palette.Mapper
    private let transparent: Int
    private var displayed: [UInt8]?
    private var pending: (indices: [UInt8], delay: Int)?
    private let sink: Sink
    private let box: Unmanaged<Sink>
    private let gif: UnsafeMutablePointer<GifFileType>
    private let map: UnsafeMutablePointer<ColorMapObject>
    private var closed = false
    /// How many frames ``add(_:delay:)`` has been given, repeats included (a frame whose
    /// palette indices equal the one before lengthens that one instead of being written).
    public private(set) var frameCount = 0

    /// The error when giflib cannot start, write or close the GIF; `description` says
    /// what failed and giflib's error code.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public let description: String
    }

    /// Where giflib's output goes: the file, and the first error writing it.
    private final class Sink {
        let file: OutputFile
        var failure: (any Error)?
        init(file: OutputFile) { self.file = file }
    }

    /// Starts the file (screen, palette, loop forever); frames are streamed to
    /// `file` as they come, so memory holds two frames of indices, not the film.
    /// - Parameters:
    ///   - width: the animation's width in pixels; every frame has it.
    ///   - height: the animation's height in pixels; every frame has it.
    ///   - palette: at most 255 colours; one more index is kept for transparency.
    ///   - dither: how colours between the palette's are spread (none by default).
    ///   - file: where the GIF is streamed, under a temporary name until `finish`.
    public init(width: Int, height: Int, palette: Palette, dither: Dither = .none, file: OutputFile) throws {
        precondition(palette.colors.count <= 255)
        self.width = width; self.height = height; self.palette = palette; self.dither = dither
        sink = Sink(file: file)
        mapper = Palette.Mapper(palette)
        transparent = palette.colors.count
        box = Unmanaged.passRetained(sink)
        var error: Int32 = 0
        guard let gif = EGifOpen(box.toOpaque(), { file, data, length in
            let s = Unmanaged<Sink>.fromOpaque(file!.pointee.UserData).takeUnretainedValue()
            guard s.failure == nil else { return 0 }
            do { try s.file.write(UnsafeRawBufferPointer(start: data, count: Int(length))) } catch {
                s.failure = error
                return 0
            }
            return length
        }, &error) else {
            box.release()
            throw Failure(description: "giflib could not start a GIF (error \(error))")
        }
        self.gif = gif
        var mapSize: Int32 = 2
        while mapSize < Int32(palette.colors.count + 1) { mapSize *= 2 }
        map = GifMakeMapObject(mapSize, nil)!
        for (i, c) in palette.colors.enumerated() {
            map.pointee.Colors[i] = GifColorType(Red: c.r, Green: c.g, Blue: c.b)
        }
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "the screen")
        // NETSCAPE2.0: loop forever.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "the loop")
        var app = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, 11, &app), "the loop")
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(gif, 3, &loop), "the loop")
        try check(EGifPutExtensionTrailer(gif), "the loop")
    }

    deinit {
        if !closed { var e: Int32 = 0; EGifCloseFile(gif, &e) }
        GifFreeMapObject(map)
        box.release()
    }

    private func check(_ status: Int32, _ what: String) throws {
        if let e = sink.failure { throw e }
        if status != GIF_OK { throw Failure(description: "giflib failed to write \(what) (error \(gif.pointee.Error))") }
    }

    /// The 8 x 8 Bayer matrix, thresholds 0...63.
    private static let bayer: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22, 3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Adds a frame shown for `delay` hundredths of a second.
    public func add(_ frame: Bitmap, delay: Int) throws {
        precondition(frame.width == width && frame.height == height)
        var indices = [UInt8](repeating: 0, count: width * height)
        frame.pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * frame.stride + x * 4
                    var r = Int(p[i + 2]), g = Int(p[i + 1]), b = Int(p[i])
                    // The Bayer offset, ±8 levels for `ordered`; for `gradients` as
                    // large as the pixel's own error from its nearest palette colour
                    // (at most 8), so that a colour near one in the palette stays
                    // near it and only the steps of a gradient are mixed.
                    var amplitude = 8
                    if dither == .gradients {
                        let k = mapper.index(r: r, g: g, b: b)
                        let e2 = mapper.squaredError(r: r, g: g, b: b, index: k)
                        if e2 <= Self.gradientError {
                            indices[y * width + x] = k
                            continue
                        }
                        amplitude = min(8, Int((Double(e2) / 3).squareRoot().rounded()))
                    }
                    if dither != .none {
                        let t = (Self.bayer[(y & 7) * 8 + (x & 7)] - 32) * amplitude / 32
                        r = min(255, max(0, r + t)); g = min(255, max(0, g + t)); b = min(255, max(0, b + t))
                    }
                    indices[y * width + x] = mapper.index(r: r, g: g, b: b)
                }
            }
        }
        frameCount += 1
        if let p = pending, p.indices == indices {
            pending!.delay += delay
            return
        }
        try flushPending()
        pending = (indices, delay)
    }

    /// Writes the pending frame: the whole picture first, then only the rectangle
    /// that changed, its unchanged pixels transparent.
    private func flushPending() throws {
        guard let p = pending else { return }
        pending = nil
        var rect = (x: 0, y: 0, w: width, h: height)
        var pixels = p.indices
        if let previous = displayed {
            var x0 = width, y0 = height, x1 = -1, y1 = -1
            for y in 0..<height {
                for x in 0..<width where previous[y * width + x] != p.indices[y * width + x] {
                    x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                }
            }
            if x1 < 0 { x0 = 0; y0 = 0; x1 = 0; y1 = 0 }
            rect = (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
            pixels = [UInt8](repeating: 0, count: rect.w * rect.h)
            for y in 0..<rect.h {
                for x in 0..<rect.w {
                    let i = (y0 + y) * width + x0 + x
                    pixels[y * rect.w + x] = previous[i] == p.indices[i] ? UInt8(transparent) : p.indices[i]
                }
            }
        }
        var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(65535, max(2, p.delay))),
                                       TransparentColor: displayed == nil ? NO_TRANSPARENT_COLOR : Int32(transparent))
        var ext = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&gcb, &ext)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, ext), "a frame's timing")
        try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.w), Int32(rect.h), false, nil), "a frame")
        try pixels.withUnsafeMutableBufferPointer { b in
            for row in 0..<rect.h {
                try check(EGifPutLine(gif, b.baseAddress! + row * rect.w, Int32(rect.w)), "a frame's pixels")
            }
        }
        displayed = p.indices
    }

    /// Writes the last frame, shown `hold` hundredths longer, closes the GIF and
    /// puts the file in place.
    public func finish(hold: Int = 0) throws {
        pending?.delay += max(0, hold)
        try flushPending()
        var error: Int32 = 0
        closed = true
        let status = EGifCloseFile(gif, &error)
        if let e = sink.failure { throw e }
        guard status == GIF_OK else { throw Failure(description: "giflib failed to close the GIF (error \(error))") }
        try sink.file.commit()
    }
}
