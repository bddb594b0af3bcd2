import CCairo
import ScrollReelUIKit
import Synchronization

/// Images rasterised at the render scale, kept while they are drawn: at most
/// `budget` bytes of rasters in the whole process (every painter's cache
/// together: a film is drawn by a painter per core, and one more while the
/// pictures wait), the least recently drawn going first, except those the frame
/// being drawn uses (memory follows what is on screen, not every image a film
/// ever showed, nor the number of cores: a screen that makes a new image each
/// frame stays flat).
final class ImageCache {
    final class Raster {
        let surface: OpaquePointer
        let width: Int
        let height: Int
        init(surface: OpaquePointer) {
            self.surface = surface
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
        }
        var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * height }
        deinit { cairo_surface_destroy(surface) }
    }

    /// The bytes of rasters the caches keep beyond what their current frames draw:
    /// 256 MB, twenty photos the size of an iPhone 14's screen at scale 2.
    static let budget = 256 << 20

    /// The bytes of rasters all the caches keep.
    private static let allBytes = Atomic<Int>(0)
    /// The bytes of rasters all the caches keep now.
    static var bytesInAllCaches: Int { allBytes.load(ordering: .relaxed) }

    let scale: Double
    let text: TextEngine
    private struct Entry {
        // Keyed by identity; the image is kept alive with its raster so that its
        // identifier cannot be reused by another image while it is here.
        let image: RecordedImage
        let raster: Raster
        var lastFrame: Int
    }
    private var rasters: [ObjectIdentifier: Entry] = [:]
    /// The bytes of the rasters kept.
    private(set) var bytes = 0
    /// Counts frames, so that the current one's images are never evicted.
    private var frame = 0
    /// Rasters made and evicted so far (the tests read them).
    private(set) var made = 0, evicted = 0

    init(scale: Double, text: TextEngine) { self.scale = scale; self.text = text }

    deinit { Self.allBytes.subtract(bytes, ordering: .relaxed) }

    /// A new frame begins: what the last one drew may now be evicted.
    func beginFrame() { frame += 1 }

    /// Drops every raster (a film is over: the next one's images are other objects).
    func removeAll() {
        Self.allBytes.subtract(bytes, ordering: .relaxed)
        evicted += rasters.count
        rasters.removeAll()
        bytes = 0
    }

    func raster(for image: RecordedImage) throws(Renderer.Failure) -> Raster {
        let key = ObjectIdentifier(image)
        if let hit = rasters[key] {
            rasters[key]!.lastFrame = frame
            return hit.raster
        }
        let r = try rasterize(image)
        made += 1
        rasters[key] = Entry(image: image, raster: r, lastFrame: frame)
        bytes += r.bytes
        Self.allBytes.add(r.bytes, ordering: .relaxed)
        evict()
        return r
    }

    /// Drops this cache's least recently drawn rasters until the budget of all the
    /// caches holds, or it has none left but the current frame's.
    private func evict() {
        guard Self.bytesInAllCaches > Self.budget else { return }
        let old = rasters.filter { $0.value.lastFrame < frame }.sorted { $0.value.lastFrame < $1.value.lastFrame }
        for (key, entry) in old {
            guard Self.bytesInAllCaches > Self.budget else { break }
            rasters[key] = nil
            bytes -= entry.raster.bytes
            Self.allBytes.subtract(entry.raster.bytes, ordering: .relaxed)
            evicted += 1
        }
    }

    /// The most pixels one raster may have: a frame's, so that an image bigger than
    /// the screen is still drawn (at a lower resolution), never left out.
    static let maximumRasterPixels = Double(Renderer.maximumPixels)

    /// The scale a drawn image of `size` points is rasterised at: the frame's, or
    /// less for one too big to hold at it (drawn scaled up, a little soft).
    static func rasterScale(for size: CGSize, frameScale: Double) -> Double {
        let w = Double(size.width), h = Double(size.height)
        guard w * frameScale > 32767 || h * frameScale > 32767 || w * h * frameScale * frameScale > maximumRasterPixels else {
            return frameScale
        }
        return min(frameScale, 32767 / w, 32767 / h, (maximumRasterPixels / (w * h)).squareRoot())
    }

    private func rasterize(_ image: RecordedImage) throws(Renderer.Failure) -> Raster {
        switch image.content {
        case .drawing(let operations):
            // A drawn image's size is the user's: NaN, infinite or empty draws nothing
            // (the recorder leaves those out); a huge one is drawn at a lower scale.
            let size = image.size
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw Renderer.Failure(description: "an image of \(size.width) x \(size.height) points cannot be drawn")
            }
            let s = Self.rasterScale(for: size, frameScale: scale)
            let pw = max(1, (size.width * s).rounded(.up)), ph = max(1, (size.height * s).rounded(.up))
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(min(pw, 32767)), Int32(min(ph, 32767)))!
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                let why = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
                cairo_surface_destroy(surface)
                throw Renderer.Failure(description: "a \(Int(pw)) x \(Int(ph)) px image could not be made: \(why)")
            }
            let raster = Raster(surface: surface)
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            cairo_scale(cr, s, s)
            try CairoCanvas(cr: cr, images: self, text: text, backdrops: BackdropBlur.Cache()).play(operations, scale: s)
            cairo_surface_flush(surface)
            return raster
        case .png(let bytes):
            return try PNGDecoder.raster(from: bytes)
        }
    }
}

/// Decodes PNG bytes with Cairo's own reader.
enum PNGDecoder {
    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// Nil for bytes that are not a PNG within `PNGInfo`'s limits (checked before
    /// libpng allocates on the header's word) or that Cairo cannot read.
    static func surface(from bytes: [UInt8]) -> OpaquePointer? {
        guard let info = try? PNGInfo(bytes) else { return nil }
        return surface(from: bytes, checked: info)
    }

    /// An image's PNG bytes as a raster, or the reason they cannot be drawn: a
    /// picture that is not drawn is the frame's failure, never a hole in it.
    static func raster(from bytes: [UInt8]) throws(Renderer.Failure) -> ImageCache.Raster {
        let info: PNGInfo
        do { info = try PNGInfo(bytes) } catch {
            throw Renderer.Failure(description: "a PNG image of \(bytes.count) bytes cannot be drawn: \(error)")
        }
        guard let surface = surface(from: bytes, checked: info) else {
            throw Renderer.Failure(description: "a \(info.width) x \(info.height) px PNG image could not be decoded (damaged data, or not enough memory)")
        }
        return ImageCache.Raster(surface: surface)
    }

    /// (`checked` is the bytes' header, already checked: the proof that libpng may
    /// take the header at its word.)
    static func surface(from bytes: [UInt8], checked: PNGInfo) -> OpaquePointer? {
        let reader = Reader(bytes)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard r.offset + n <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            r.bytes.withUnsafeBufferPointer { p in data!.update(from: p.baseAddress! + r.offset, count: n) }
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        return surface
    }
}

