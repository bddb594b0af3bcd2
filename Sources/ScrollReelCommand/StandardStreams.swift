import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps descriptors 0, 1 and 2 taken when the command was started with one of
/// them closed (`<&-`, `>&-`): otherwise the next file opened (an output, the
/// interrupt handler's signal descriptor) would get the number, and a script
/// would be read from it or output written into it. Each is held by /dev/null
/// opened the wrong way round, so that reading standard input or writing
/// standard output still fails with EBADF, as on the closed descriptor.
func reserveClosedStandardStreams() {
    for fd: Int32 in [0, 1, 2] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
        let held = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY)
        if held >= 0, held != fd { dup2(held, fd); close(held) }
    }
}

/// Buffered writes to standard output that report a failed write (a full disk,
/// a closed pipe) as an error instead of trapping: POSIX `write`, not
/// FileHandle, whose write traps on such errors.
struct StandardOutput {
    private var buffer: [UInt8] = []

    mutating func write(_ s: String) { buffer.append(contentsOf: s.utf8) }

    /// Writes the buffer out once it holds enough to be worth a system call.
    mutating func flushIfFull() throws { if buffer.count > 1 << 16 { try flush() } }

    mutating func flush() throws {
        defer { buffer.removeAll(keepingCapacity: true) }
        try buffer.withUnsafeBytes { try writeAll(1, $0, what: "standard output") }
    }
}

/// Standard error. A failure to write it (`2>/dev/full`, a closed pipe) cannot be
/// reported anywhere, so it ends the command with exit status 1 at once: a CI
/// job whose log is lost must not pass as if it had been written.
enum StandardError {
    static func write(_ s: String) {
        let written = Array(s.utf8).withUnsafeBytes { (try? writeAll(2, $0, what: "standard error")) != nil }
        if !written { CrashNote.exit(1) }
    }
}

struct StreamError: Error, CustomStringConvertible {
    let description: String
}

private func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, what: String) throws {
    var offset = 0
    while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 {
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            throw StreamError(description: "cannot write to \(what): " + reason.prefix(1).lowercased() + reason.dropFirst())
        }
        offset += n
    }
}

/// The largest script the command line reads (README, "Limits"): far beyond any
/// hand-written or generated gesture, and it bounds the memory a file can claim.
let maximumScriptBytes = 64 << 20

/// Reads a script from a file or, for "-", standard input, with POSIX `read` and
/// at most `limit` bytes: a closed or directory stdin, a device without end
/// (`/dev/zero`) or a huge file is one line, never a trap or unbounded memory.
func readScript(_ path: String, limit: Int = maximumScriptBytes) throws -> Data {
    let name = path == "-" ? "<stdin>" : path
    let fd = path == "-" ? 0 : open(path, O_RDONLY)
    if fd < 0 { throw StreamError(description: "\(name): cannot read the script file: \(String(cString: strerror(errno)))") }
    defer { if fd != 0 { close(fd) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            let what = path == "-" ? "cannot read standard input" : "cannot read the script file"
            throw StreamError(description: "\(name): \(what): \(String(cString: strerror(errno)))")
        }
        if n == 0 { return Data(bytes) }
        guard bytes.count + n <= limit else {
            throw StreamError(description: "\(name): the script is larger than \(limit >> 20) MB, the largest this tool reads")
        }
        bytes.append(contentsOf: chunk[0..<n])
    }
}
