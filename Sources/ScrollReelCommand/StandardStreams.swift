import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// Standard error. A failure to write it cannot be reported anywhere; it is
/// ignored (the exit status still says what happened).
enum StandardError {
    static func write(_ s: String) {
        Array(s.utf8).withUnsafeBytes { _ = try? writeAll(2, $0, what: "standard error") }
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
            throw StreamError(description: "cannot write to \(what): \(String(cString: strerror(errno)))")
        }
        offset += n
    }
}
