import CWebP

/// Reads an animated WebP back into whole frames (libwebp's `WebPAnimDecoder`),
/// each with the time it appears: to compare a film snapshot frame by frame.
public enum WebPReader {
    /// One frame as it is shown.
    public struct Frame {
        /// When the frame appears, in seconds.
        public let time: Double
        /// The whole picture, premultiplied as every `Bitmap` is.
        public let bitmap: Bitmap
    }

    /// The error when the bytes are not an animated WebP or are broken.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public let description: String
    }

    /// Every frame of the animation in `bytes`, in order.
    public static func frames(of bytes: [UInt8]) throws -> [Frame] {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw Failure(description: "libwebp's decoder cannot start") }
        options.color_mode = MODE_bgrA   // premultiplied B, G, R, A: a Bitmap's layout
        options.use_threads = 0
        return try bytes.withUnsafeBufferPointer { p -> [Frame] in
            var data = WebPData(bytes: p.baseAddress, size: p.count)
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw Failure(description: "not an animated WebP") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw Failure(description: "a broken WebP") }
            let w = Int(info.canvas_width), h = Int(info.canvas_height)
            var frames: [Frame] = []
            var start = 0.0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else {
                    throw Failure(description: "a broken WebP (frame \(frames.count + 1))")
                }
                let pixels = [UInt8](UnsafeBufferPointer(start: buffer, count: w * h * 4))
                frames.append(Frame(time: start, bitmap: Bitmap(width: w, height: h, stride: w * 4, pixels: pixels)))
                // libwebp gives each frame's end time, in milliseconds.
                start = Double(timestamp) / 1000
            }
            return frames
        }
    }
}
