/// Writes an animated PNG (APNG). Debian's libpng cannot write APNG (its patch
/// was dropped), so the acTL, fcTL and fdAT chunks are written here, around the
/// same scanline encoder as single PNGs. Timing is exact (a frame of a 60 fps
/// film lasts 1/60 s); each frame after the first is only the rectangle that
/// changed, and a frame identical to the one before lengthens that one.
///
/// Frames are streamed to the file as they come (memory holds two frames, not the
/// film); the frame count, which the `acTL` chunk carries before the frames, is
/// patched in at the end.
public final class APNGWriter {
    /// Width of every frame in pixels; each frame added must be this size.
    public let width: Int
    /// Height of every frame in pixels; each frame added must be this size.
    public let height: Int
    /// Frames per second: each frame is shown for 1/fps s (the denominator of every frame's delay).
    public let fps: Int
    private let file: OutputFile
    private var opaque: Bool?
    private var previous: Bitmap?
    private var pending: (bitmap: Bitmap, frames: Int)?
    private var sequence: UInt32 = 0
    private var written = 0
    /// How many frames ``add(_:)`` has been given, repeats included (a repeat
    /// lengthens the frame before it instead of being written).
    public private(set) var frameCount = 0

    /// Where the acTL chunk's data starts: after the signature and IHDR.
    private static let animationControlOffset = 8 + 12 + 13 + 8

    /// A writer of `width` × `height` pixel frames at `fps` frames per second into `file`,
    /// which ``finish(hold:)`` puts in place. Nothing is written before the first frame.
    public init(width: Int, height: Int, fps: Int, file: OutputFile) {
        self.width = width; self.height = height; self.fps = fps; self.file = file
    }

    /// Adds the next frame (each lasts 1/fps s).
    public func add(_ frame: Bitmap) throws {
        frameCount += 1
        if opaque == nil {
            opaque = frame.isOpaque
            var head = PNGEncoder.signature
            PNGEncoder.appendChunk("IHDR", PNGEncoder.header(width: width, height: height, opaque: frame.isOpaque), to: &head)
            PNGEncoder.appendChunk("acTL", Self.animationControl(frames: 0), to: &head)
            try file.write(head)
        }
        if let p = pending, p.bitmap == frame {
            pending!.frames += 1
            return
        }
        try flushPending()
        pending = (frame, 1)
    }

    private static func animationControl(frames: Int) -> [UInt8] {
        var actl: [UInt8] = []
        actl.appendBigEndian(UInt32(frames))
        actl.appendBigEndian(0)  // loop forever
        return actl
    }

    private func flushPending() throws {
        guard let p = pending, let opaque else { return }
        pending = nil
        var rect = (x: 0, y: 0, w: width, h: height)
        if let prev = previous, let r = Self.changedRect(prev, p.bitmap) { rect = r }
        var fctl: [UInt8] = []
        fctl.appendBigEndian(sequence); sequence += 1
        fctl.appendBigEndian(UInt32(rect.w)); fctl.appendBigEndian(UInt32(rect.h))
        fctl.appendBigEndian(UInt32(rect.x)); fctl.appendBigEndian(UInt32(rect.y))
        // delay = frames / fps seconds, exactly (a 16-bit numerator: a still
        // longer than 65535 frames is shown for that long).
        let frames = min(p.frames, 65535)
        fctl += [UInt8(frames >> 8), UInt8(frames & 0xff), UInt8(fps >> 8), UInt8(fps & 0xff)]
        fctl += [0, 0]  // dispose: none; blend: source (the rectangle replaces what was there)
        var body: [UInt8] = []
        PNGEncoder.appendChunk("fcTL", fctl, to: &body)
        let data = PNGEncoder.imageData(p.bitmap, rect: rect, opaque: opaque, level: PNGEncoder.defaultLevel)
        if written == 0 {
            PNGEncoder.appendChunk("IDAT", data, to: &body)
        } else {
            var fdat: [UInt8] = []
            fdat.appendBigEndian(sequence); sequence += 1
            fdat += data
            PNGEncoder.appendChunk("fdAT", fdat, to: &body)
        }
        try file.write(body)
        written += 1
        previous = p.bitmap
    }

    /// The smallest rectangle holding every pixel that differs (nil: none).
    static func changedRect(_ a: Bitmap, _ b: Bitmap) -> (x: Int, y: Int, w: Int, h: Int)? {
        var x0 = a.width, y0 = a.height, x1 = -1, y1 = -1
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    let ra = UnsafeRawPointer(pa.baseAddress! + y * a.stride), rb = UnsafeRawPointer(pb.baseAddress! + y * b.stride)
                    for x in 0..<a.width where ra.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) != rb.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) {
                        x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                    }
                }
            }
        }
        return x1 < 0 ? nil : (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
    }

    /// Writes the last frame (shown `hold` seconds longer), the frame count and
    /// IEND, and puts the file in place.
    public func finish(hold: Double = 0) throws {
        guard opaque != nil else { throw OutputFile.Failure(description: "cannot write \(file.url.path): the film has no frames") }
        if hold > 0, hold <= 600 { pending?.frames += Int((hold * Double(fps)).rounded()) }
        try flushPending()
        var end: [UInt8] = []
        PNGEncoder.appendChunk("IEND", [], to: &end)
        try file.write(end)
        var actl: [UInt8] = []
        PNGEncoder.appendChunk("acTL", Self.animationControl(frames: written), to: &actl)
        try file.write(actl, at: Self.animationControlOffset - 8)
        try file.commit()
    }
}
