#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the command line is doing, said in one line if a scene traps (a Swift
/// runtime error in a user's scene code cannot be caught): the runtime prints its
/// own message, then this line names the demo, and the exit status is 1.
///
/// The line lives in a fixed buffer written before each demo is played, because
/// a signal handler may only call async-signal-safe functions (`write`, `_exit`).
enum CrashNote {
    private static let capacity = 1024
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let b = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        b.initialize(repeating: 0, count: capacity)
        return b
    }()

    /// Handles the signals a trap or a crash raises.
    static func install() {
        _ = buffer
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in CrashNote.report() }
            #else
            action.__sigaction_u.__sa_handler = { _ in CrashNote.report() }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// The line to print if the process crashes from now on.
    static func set(_ line: String) {
        let bytes = Array(line.utf8.prefix(capacity - 2)) + [UInt8(ascii: "\n")]
        for (i, b) in bytes.enumerated() { buffer[i] = CChar(bitPattern: b) }
        buffer[bytes.count] = 0
    }

    private static func report() {
        write(2, buffer, strlen(buffer))
        _exit(1)
    }
}
