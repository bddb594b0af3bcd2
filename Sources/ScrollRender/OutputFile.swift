import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way ScrollReel writes a file, so that no failure, interruption or odd
/// destination ever leaves damage:
///
/// - A regular file (or a path that does not exist yet) is written under a
///   temporary name beside it and renamed over it by `commit()`: readers see the
///   old file or the whole new one, never a part. Without `commit()` (an error, a
///   throw anywhere in the caller) the temporary file is removed.
/// - A symbolic link is written through: its target is the file replaced, and the
///   link stays a link.
/// - A device or a FIFO (`/dev/null`, `/dev/full`, a named pipe) is written to
///   directly and never replaced; its write errors are reported like any other.
/// - A folder in the way is an error.
///
/// Files are streamed: `write` appends as it goes, so memory does not grow with
/// the file, and `write(_:at:)` patches bytes already written (an APNG's frame
/// count, known only at the end).
public final class OutputFile {
    /// The error of a file that cannot be written, in one line that names the path and
    /// the reason (such as "cannot write /tmp/a.png: permission denied").
    public struct Failure: Error, CustomStringConvertible {
        /// The whole message, ready to show.
        public let description: String
        /// A failure with the given message.
        public init(description: String) { self.description = description }
    }

    /// The path the caller named.
    public let url: URL
    /// Where the bytes finally land (a symbolic link's target).
    public let destination: URL
    /// The temporary file, for a destination that is replaced by renaming.
    private let temporary: URL?
    private var fd: Int32
    private var committed = false
    /// How many bytes have been appended so far (patches by ``write(_:at:)`` are not counted).
    public private(set) var bytesWritten = 0

    private static let counter = Mutex(0)

    /// Opens `url` for writing, following symbolic links to the file they name (at most 16):
    /// a regular or new file is written under a temporary name beside it until ``commit()``,
    /// a device or FIFO directly. Throws a ``Failure`` for a folder, a link loop, or a file
    /// that cannot be opened.
    public init(_ url: URL) throws {
        self.url = url
        var path = url.path
        var info = stat()
        // Follow symbolic links (a bounded number of them) to the file they name.
        var hops = 0
        while lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            hops += 1
            guard hops <= 16, let target = Self.readLink(path) else {
                throw Failure(description: "cannot write \(url.path): too many levels of symbolic links")
            }
            path = target.hasPrefix("/") ? target : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        destination = URL(fileURLWithPath: path)
        let exists = lstat(path, &info) == 0
        let kind = info.st_mode & S_IFMT
        if exists, kind == S_IFDIR {
            throw Failure(description: "cannot write \(url.path): it is a folder")
        }
        if exists, kind != S_IFREG {
            // A device or a FIFO: write into it; never put a regular file in its place.
            temporary = nil
            fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw Self.failure(url, errno) }
            return
        }
        let dir = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let n = Self.counter.withLock { $0 += 1; return $0 }
        let temp = (dir.isEmpty ? "." : dir) + "/" + Self.temporaryName(for: name, number: n)
        temporary = URL(fileURLWithPath: temp, isDirectory: false)
        let (opened, code) = Temporaries.create(temp, {
            let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            return (fd, errno)
        }, succeeded: { $0.0 >= 0 })
        fd = opened
        guard fd >= 0 else { throw Self.failure(url, code) }
    }

    deinit {
        if fd >= 0 { close(fd) }
        if !committed, let temporary { Temporaries.settle(temporary.path) { _ = unlink(temporary.path) } }
    }

    /// `.<name>.tmp-<pid>-<n>`, the name cut (at a character) so that the whole
    /// stays within the 255 bytes a file name may have: an output named with 250
    /// bytes is still written.
    static func temporaryName(for name: String, number: Int) -> String {
        let suffix = ".tmp-\(getpid())-\(number)"
        var stem = Substring(name)
        while 1 + stem.utf8.count + suffix.utf8.count > 255 { stem = stem.dropLast() }
        return "." + stem + suffix
    }

    /// Appends `bytes`.
    public func write(_ bytes: some Collection<UInt8>) throws {
        try bytes.withContiguousStorageIfAvailable { try write(UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { try write($0) }
    }

    /// Appends the bytes of `buffer`, retrying interrupted writes. Throws a ``Failure`` when
    /// the system refuses them or the file was already committed.
    public func write(_ buffer: UnsafeRawBufferPointer) throws {
        guard fd >= 0 else { throw Failure(description: "cannot write \(url.path): the file is already closed") }
        var offset = 0
        while offset < buffer.count {
            let n = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw Self.failure(url, errno)
            }
            offset += n
        }
        bytesWritten += buffer.count
    }

    /// Overwrites bytes already written, `offset` bytes from the start. Only for a
    /// file that is being replaced (not a device or a FIFO, which cannot seek).
    public func write(_ bytes: [UInt8], at offset: Int) throws {
        guard temporary != nil, fd >= 0, offset >= 0, offset + bytes.count <= bytesWritten else {
            throw Failure(description: "cannot write \(url.path): it cannot be patched")
        }
        let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(offset)) }
        guard n == bytes.count else { throw Self.failure(url, n < 0 ? errno : EIO) }
    }

    /// Puts the file in place: the temporary file is renamed over the destination.
    public func commit() throws {
        guard !committed else { return }
        guard fd >= 0 else { throw Failure(description: "cannot write \(url.path): the file is already closed") }
        let status = close(fd)
        let closeError = errno
        fd = -1
        guard status == 0 else { throw Self.failure(url, closeError) }
        if let temporary {
            let (status, code) = Temporaries.settle(temporary.path) {
                let status = rename(temporary.path, destination.path)
                return (status, errno)
            }
            guard status == 0 else {
                unlink(temporary.path)
                throw Self.failure(url, code)
            }
        }
        committed = true
    }

    /// Writes `bytes` as the whole file.
    public static func write(_ bytes: some Collection<UInt8>, to url: URL) throws {
        let file = try OutputFile(url)
        try file.write(bytes)
        try file.commit()
    }

    /// Removes the temporary files that killed writers left in `folder`: those of
    /// processes that no longer run (a live writer's are left alone). Returns
    /// their names. Every output folder is swept so when it is made ready.
    @discardableResult
    public static func removeStaleTemporaries(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let stale = names.filter { name in
            guard isTemporaryName(name) else { return false }
            let pid = Temporaries.owner(of: name, after: ".tmp-") ?? Temporaries.owner(of: name, after: ".spool-")
            return pid.map { !Temporaries.isRunning($0) } ?? false
        }
        for name in stale { unlink(folder.appendingPathComponent(name).path) }
        return stale
    }

    /// Whether `name` is one of this writer's temporary files (or a GIF's spool,
    /// which a kill between its creation and its unlinking can leave).
    public static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && (name.contains(".tmp-") || name.hasPrefix(".spool-"))
    }

    /// Makes the output folder `folder` (and its parents) or says in one line why
    /// it cannot, and removes what killed writers left in it.
    public static func createFolder(_ folder: URL) throws {
        var missing: [String] = []
        var path = folder.standardizedFileURL.path
        var info = stat()
        // Find the nearest part of the path that exists; it must be a folder.
        while stat(path, &info) != 0 {
            guard errno == ENOENT, path != "/" else { throw failure(folder, errno, creating: true) }
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw failure(folder, ENOTDIR, creating: true) }
        for p in missing.reversed() where mkdir(p, 0o755) != 0 && errno != EEXIST {
            throw failure(folder, errno, creating: true)
        }
        removeStaleTemporaries(in: folder)
    }

    /// A Foundation error in a few words ("permission denied"), never its domain and code.
    public static func reason(_ error: any Error) -> String {
        if let f = error as? Failure { return f.description }
        let ns = error as NSError
        if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left on device"
            case NSFileWriteFileExistsError: return "a file is in the way"
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or folder"
            case NSFileReadCorruptFileError: return "the file is corrupt"
            default: break
            }
        }
        return ns.localizedDescription
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func failure(_ url: URL, _ code: Int32, creating: Bool = false) -> Failure {
        let reason = String(cString: strerror(code))
        // strerror's "Not a directory" reads as the end of our sentence: lower-case it.
        let words = reason.prefix(1).lowercased() + reason.dropFirst()
        return Failure(description: (creating ? "cannot create the output folder \(url.path): " : "cannot write \(url.path): ") + words)
    }
}

/// The system's `write(2)` (inside `OutputFile` the name means its own method).
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
