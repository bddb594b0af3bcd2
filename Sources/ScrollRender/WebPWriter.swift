import CWebP

/// Writes an animated WebP with libwebp's WebPAnimEncoder (lossy, quality 82 by
/// default, one thread so the bytes never depend on scheduling).
public final class WebPWriter {
    /// The error when libwebp cannot set up, take a frame, or assemble the file;
    /// `description` starts with "libwebp:" and gives its reason.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public let description: String
    }
    /// Width of the animation in pixels; every frame added is read at this size.
    public let width: Int
    /// Height of the animation in pixels; every frame added is read at this size.
    public let height: Int
    /// Frames per second: frame n starts at n/fps s, rounded to the millisecond.
    public let fps: Int
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private var index = 0

    /// An encoder of `width` × `height` pixel frames at `fps` frames per second, looping
    /// forever, lossy at libwebp's `quality` (0 to 100; libwebp rejects another when a frame
    /// is added) and `method` (0, fastest, to 6, smallest; libwebp rejects another when a
    /// frame is added). Throws a ``Failure`` when libwebp cannot make the encoder.
    public init(width: Int, height: Int, fps: Int, quality: Float = 82, method: Int32 = 4) throws {
        self.width = width; self.height = height; self.fps = fps
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw Failure(description: "libwebp: cannot set up the encoder") }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        guard let enc = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw Failure(description: "libwebp: cannot make an animation encoder")
        }
        encoder = enc
        guard WebPConfigInit(&config) != 0 else { throw Failure(description: "libwebp: cannot set up the encoder") }
        config.quality = quality
        config.method = method
        config.thread_level = 0
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    private var timestamp: Int32 { Int32((Double(index) * 1000 / Double(fps)).rounded()) }

    /// Adds the next frame (each lasts 1/fps s).
    public func add(_ frame: Bitmap) throws {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw Failure(description: "libwebp: cannot make a picture") }
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        // Cairo's BGRA is premultiplied; our frames are opaque, where that changes nothing.
        let ok = frame.pixels.withUnsafeBufferPointer { WebPPictureImportBGRA(&picture, $0.baseAddress, Int32(frame.stride)) }
        guard ok != 0 else { throw Failure(description: "libwebp: cannot import a frame") }
        guard WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
            throw Failure(description: "libwebp: " + String(cString: WebPAnimEncoderGetError(encoder)))
        }
        index += 1
    }

    /// The file, its last frame shown `hold` seconds longer (0...600).
    public func finish(hold: Double = 0) throws -> [UInt8] {
        let end = timestamp + Int32((min(max(hold, 0), 600) * 1000).rounded())
        guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else {
            throw Failure(description: "libwebp: " + String(cString: WebPAnimEncoderGetError(encoder)))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
            throw Failure(description: "libwebp: " + String(cString: WebPAnimEncoderGetError(encoder)))
        }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: data.bytes)) }
        return [UInt8](UnsafeBufferPointer(start: data.bytes, count: data.size))
    }
}

/// One picture as a lossy WebP still (the report's film frames): libwebp's
/// simple path, without the animation encoder's analysis of frame against
/// frame, and at the fastest method, which at these sizes costs a few
/// milliseconds where the animation encoder's method 4 costs 30.
public enum WebPStill {
    /// The bytes of a lossy WebP of `frame` at libwebp's `quality` (0 to 100) and `method`
    /// (0, the fastest, to 6, the smallest). Throws a ``WebPWriter/Failure`` when libwebp cannot encode it.
    public static func encode(_ frame: Bitmap, quality: Float, method: Int32 = 0) throws -> [UInt8] {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw WebPWriter.Failure(description: "libwebp: cannot set up the encoder") }
        config.quality = quality
        config.method = method
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw WebPWriter.Failure(description: "libwebp: cannot make a picture") }
        picture.width = Int32(frame.width)
        picture.height = Int32(frame.height)
        defer { WebPPictureFree(&picture) }
        let imported = frame.pixels.withUnsafeBufferPointer { WebPPictureImportBGRA(&picture, $0.baseAddress, Int32(frame.stride)) }
        guard imported != 0 else { throw WebPWriter.Failure(description: "libwebp: cannot import a frame") }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        picture.writer = WebPMemoryWrite
        let ok = withUnsafeMutablePointer(to: &writer) { w -> Int32 in
            picture.custom_ptr = UnsafeMutableRawPointer(w)
            return WebPEncode(&config, &picture)
        }
        guard ok != 0 else { throw WebPWriter.Failure(description: "libwebp: cannot encode a frame (error \(picture.error_code.rawValue))") }
        return [UInt8](UnsafeBufferPointer(start: writer.mem, count: writer.size))
    }
}
