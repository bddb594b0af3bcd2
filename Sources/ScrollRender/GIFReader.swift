import CGif
import ScrollPhysics

/// Reads an animated GIF back into whole frames (with giflib), honouring each
/// frame's rectangle, transparency, disposal and delay: to check what a GIF
/// shows, ours or another encoder's.
public enum GIFReader {
    /// One frame of a GIF as it is shown: the whole picture once the frame's image is
    /// drawn over what the frames before it left.
    public struct Frame {
        /// When the frame appears, in seconds.
        public let time: Double
        /// The whole picture, the GIF's full size, opaque where drawn and transparent elsewhere.
        public let bitmap: Bitmap
    }

    /// The error when the bytes are not a GIF, are broken, or have a frame without colours;
    /// `description` says which, with giflib's error code.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public let description: String
    }

    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// Every frame of the GIF in `bytes`, in order, each with the time it appears
    /// (the sum of the delays before it). Throws a ``Failure`` when giflib cannot read it.
    public static func frames(of bytes: [UInt8]) throws -> [Frame] {
        let source = Source(bytes)
        let box = Unmanaged.passRetained(source)
        defer { box.release() }
        var error: Int32 = 0
        guard let gif = DGifOpen(box.toOpaque(), { file, buffer, length in
            let s = Unmanaged<Source>.fromOpaque(file!.pointee.UserData).takeUnretainedValue()
            let n = min(Int(length), s.bytes.count - s.offset)
            s.bytes.withUnsafeBufferPointer { p in buffer!.update(from: p.baseAddress! + s.offset, count: n) }
            s.offset += n
            return Int32(n)
        }, &error) else { throw Failure(description: "not a GIF (giflib error \(error))") }
        defer { DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK else { throw Failure(description: "a broken GIF (giflib error \(gif.pointee.Error))") }
        let w = Int(gif.pointee.SWidth), h = Int(gif.pointee.SHeight)
        var canvas = Bitmap(width: w, height: h)
        var out: [Frame] = []
        var time = 0.0
        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            var gcb = GraphicsControlBlock()
            DGifSavedExtensionToGCB(gif, Int32(i), &gcb)
            let desc = image.ImageDesc
            guard let map = desc.ColorMap ?? gif.pointee.SColorMap else { throw Failure(description: "a frame without colours") }
            let before = canvas
            let x0 = Int(desc.Left), y0 = Int(desc.Top), fw = Int(desc.Width), fh = Int(desc.Height)
            for y in 0..<fh {
                for x in 0..<fw {
                    let index = Int32(image.RasterBits[y * fw + x])
                    if index == gcb.TransparentColor { continue }
                    let cx = x0 + x, cy = y0 + y
                    guard cx < w, cy < h, index < map.pointee.ColorCount else { continue }
                    let c = map.pointee.Colors[Int(index)]
                    let o = cy * canvas.stride + cx * 4
                    canvas.pixels[o] = c.Blue; canvas.pixels[o + 1] = c.Green; canvas.pixels[o + 2] = c.Red; canvas.pixels[o + 3] = 255
                }
            }
            out.append(Frame(time: time, bitmap: canvas))
            time += Double(gcb.DelayTime) / 100
            switch gcb.DisposalMode {
            case DISPOSE_BACKGROUND:
                for y in y0..<min(h, y0 + fh) { for x in x0..<min(w, x0 + fw) {
                    let o = y * canvas.stride + x * 4
                    canvas.pixels[o] = 0; canvas.pixels[o + 1] = 0; canvas.pixels[o + 2] = 0; canvas.pixels[o + 3] = 0
                } }
            case DISPOSE_PREVIOUS:
                canvas = before
            default:
                break
            }
        }
        return out
    }

    /// The frame on screen at time `t`.
    public static func frame(at t: Double, in frames: [Frame]) -> Bitmap? {
        frames.last { $0.time <= t + 1e-9 }?.bitmap
    }
}

extension Bitmap {
    /// Peak signal-to-noise ratio against `reference` (RGB, 8 bits), in decibels.
    public func psnr(against reference: Bitmap) -> Double {
        let mse = squaredError(against: reference) / Double(width * height * 3)
        return mse == 0 ? .infinity : 10 * (255.0 * 255.0 / mse).log10
    }

    /// The sum of squared RGB differences.
    public func squaredError(against r: Bitmap) -> Double {
        precondition(width == r.width && height == r.height)
        var sum = 0.0
        pixels.withUnsafeBufferPointer { a in
            r.pixels.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = y * stride + x * 4, j = y * r.stride + x * 4
                        for c in 0..<3 { let d = Double(a[i + c]) - Double(b[j + c]); sum += d * d }
                    }
                }
            }
        }
        return sum
    }
}

extension Double {
    var log10: Double { _log10(self) }
}
