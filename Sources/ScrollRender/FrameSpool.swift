import CDeflate
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frames kept on disk, compressed, to be read back in order: what lets a GIF
/// (whose palette must be made from every frame before the first is written) be
/// made in one play of a film, with memory flat in the film's length.
///
/// The spool is an unlinked file in `folder`: nothing is left behind, whatever
/// happens to the process.
public final class FrameSpool {
    private let fd: Int32
    private var length: Int = 0
    private var entries: [(tag: Int, offset: Int, size: Int, width: Int, height: Int)] = []
    private let compressor: OpaquePointer
    private let path: String
    private let folder: URL

    /// A spool in `folder`, whose file is unlinked as soon as it is made. Throws an
    /// ``OutputFile/Failure`` naming the folder when the file cannot be created there.
    public init(in folder: URL) throws {
        self.folder = folder
        path = folder.appendingPathComponent(".spool-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Self.failure(folder, errno) }
        unlink(path)
        compressor = libdeflate_alloc_compressor(1)!
    }

    deinit {
        close(fd)
        libdeflate_free_compressor(compressor)
    }

    /// How many frames the spool holds.
    public var count: Int { entries.count }

    /// Why the spool failed, from the `errno` read where the call failed (and
    /// passed here before anything else can change it).
    private static func failure(_ folder: URL, _ code: Int32) -> OutputFile.Failure {
        let reason = String(cString: strerror(code))
        return OutputFile.Failure(description: "cannot write the frames' spool file in \(folder.path): "
                                  + reason.prefix(1).lowercased() + reason.dropFirst())
    }

    /// Appends a frame with a tag of the caller's (a GIF frame's number).
    public func append(_ bitmap: Bitmap, tag: Int) throws {
        let packed = bitmap.packed
        let bound = libdeflate_deflate_compress_bound(compressor, packed.count)
        let data = [UInt8](unsafeUninitializedCapacity: bound) { dst, n in
            n = packed.withUnsafeBytes { libdeflate_deflate_compress(compressor, $0.baseAddress, $0.count, dst.baseAddress, dst.count) }
        }
        var offset = 0
        while offset < data.count {
            let n = data.withUnsafeBytes { pwrite(fd, $0.baseAddress! + offset, $0.count - offset, off_t(length + offset)) }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                throw Self.failure(folder, code)
            }
            offset += n
        }
        entries.append((tag, length, data.count, bitmap.width, bitmap.height))
        length += data.count
    }

    /// Forgets the last frame appended.
    public func removeLast() { if let e = entries.popLast() { length = e.offset } }

    /// The tag of the last frame appended.
    public var lastTag: Int? { entries.last?.tag }

    /// Reads the frames back in order.
    public func forEach(_ body: (Int, Bitmap) throws -> Void) throws {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw OutputFile.Failure(description: "out of memory") }
        defer { libdeflate_free_decompressor(decompressor) }
        for e in entries {
            var data = [UInt8](repeating: 0, count: e.size)
            let n = data.withUnsafeMutableBytes { pread(fd, $0.baseAddress, e.size, off_t(e.offset)) }
            guard n == e.size else { throw Self.failure(folder, n < 0 ? errno : EIO) }
            let count = e.width * e.height * 4
            var pixels = [UInt8](repeating: 0, count: count)
            let status = data.withUnsafeBytes { src in
                pixels.withUnsafeMutableBytes { dst in
                    libdeflate_deflate_decompress(decompressor, src.baseAddress, src.count, dst.baseAddress, dst.count, nil)
                }
            }
            guard status == LIBDEFLATE_SUCCESS else { throw OutputFile.Failure(description: "a spooled frame did not read back") }
            try body(e.tag, Bitmap(width: e.width, height: e.height, stride: e.width * 4, pixels: pixels))
        }
    }
}

extension Bitmap {
    /// The pixels without row padding.
    var packed: [UInt8] {
        if stride == width * 4 { return pixels }
        var out = [UInt8]()
        out.reserveCapacity(width * height * 4)
        for y in 0..<height { out += pixels[(y * stride)..<(y * stride + width * 4)] }
        return out
    }
}

extension Bitmap {
    /// A picture's identity for finding it again without keeping its pixels:
    /// its size and two independent checksums of its pixels (CRC-32 and
    /// Adler-32, both libdeflate's, a fraction of a millisecond a frame), so
    /// that two different pictures taken for one would need both to collide.
    public struct Digest: Hashable, Sendable {
        let width: Int, height: Int
        let crc: UInt32, adler: UInt32
    }

    /// The digest of this bitmap: its size and the checksums of `pixels` as stored
    /// (row padding included).
    public var digest: Digest {
        pixels.withUnsafeBytes { p in
            Digest(width: width, height: height, crc: libdeflate_crc32(0, p.baseAddress, p.count),
                   adler: libdeflate_adler32(1, p.baseAddress, p.count))
        }
    }
}
