#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the command line is doing, said in one line when a scene crashes or ends
/// the process (a Swift runtime error, `abort()`, a C assertion, a stack overflow
/// or `exit()` in a user's scene code cannot be caught): the line names the demo
/// and the signal, comes first, and the runtime's own report (its message, the
/// crashed thread's backtrace) follows it.
///
/// The handlers run on an alternate signal stack, so that a stack overflow, which
/// leaves no stack to run on, is reported too. They may only call
/// async-signal-safe functions (`write`, `sigaction`, `raise`): every line they
/// write is in a fixed buffer, written before each demo is played.
enum CrashNote {
    private static let capacity = 1024
    nonisolated(unsafe) private static let buffer = allocate(capacity)
    /// The signals a crash raises, and the actions they had before ours (the
    /// Swift runtime's backtracer, where it is on).
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
    nonisolated(unsafe) private static var previous = Array<sigaction>(repeating: .init(), count: 32)
    /// Where the main thread's stack ends: a fault just past it is a stack overflow.
    nonisolated(unsafe) private static var stackLimit: UInt = 0
    /// Whether a demo's scene code may be running now: an `exit()` then is the demo's,
    /// never a pass.
    nonisolated(unsafe) static var isPlaying = false
    /// The status an `exit()` from a scene ends the process with: 1, or the
    /// supervisor's own code in a worker.
    nonisolated(unsafe) static var exitDuringPlayStatus: Int32 = 1

    private static func allocate(_ n: Int) -> UnsafeMutablePointer<CChar> {
        let b = UnsafeMutablePointer<CChar>.allocate(capacity: n)
        b.initialize(repeating: 0, count: n)
        return b
    }

    /// Handles the signals a trap or a crash raises, on an alternate stack, and an
    /// `exit()` while a demo plays.
    static func install() {
        _ = buffer
        installAlternateStack()
        for sig in signals {
            var action = Glibc.sigaction.init()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = { sig, info, _ in CrashNote.report(sig, info) }
            #else
            action.__sigaction_u.__sa_sigaction = { sig, info, _ in CrashNote.report(sig, info) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigaction(sig, &action, &previous[Int(sig)])
        }
        #if canImport(Glibc)
        on_exit({ status, _ in CrashNote.exited(status) }, nil)
        #endif
    }

    /// The alternate stack the handlers run on: the runtime's if it set one, else ours.
    private static func installAlternateStack() {
        var current = stack_t()
        sigaltstack(nil, &current)
        if current.ss_flags & Int32(SS_DISABLE) != 0 {
            let size = 256 * 1024
            var ours = stack_t()
            ours.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            ours.ss_size = size
            ours.ss_flags = 0
            sigaltstack(&ours, nil)
        }
        // Where the main thread's stack ends, about: from here (near its top, as
        // `main` has just begun) down by the stack's size limit.
        var limit = rlimit()
        #if canImport(Glibc)
        getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit)
        #else
        getrlimit(RLIMIT_STACK, &limit)
        #endif
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        if limit.rlim_cur < UInt64(1) << 40, UInt(limit.rlim_cur) < here { stackLimit = here - UInt(limit.rlim_cur) }
    }

    /// Who crashes, if the process crashes from now on: `scrollreel: error: demo 'x'`
    /// (the handler adds what happened).
    static func set(_ line: String) {
        let bytes = Array(line.utf8.prefix(capacity - 2))
        for (i, b) in bytes.enumerated() { buffer[i] = CChar(bitPattern: b) }
        buffer[bytes.count] = 0
    }

    /// Ends the process with `status` as the command's own doing (not a scene's).
    static func exit(_ status: Int32) -> Never {
        isPlaying = false
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    private static func say(_ s: StaticString) {
        _ = s.withUTF8Buffer { write(2, $0.baseAddress, $0.count) }
    }

    private static func report(_ sig: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        write(2, buffer, strlen(buffer))
        if isPlaying { say(" crashed while it played") } else { say(" crashed") }
        switch sig {
        case SIGSEGV:
            #if canImport(Glibc)
            let address = info.map { UInt(bitPattern: $0.pointee._sifields._sigfault.si_addr) } ?? 0
            #else
            let address = info.map { UInt(bitPattern: $0.pointee.si_addr) } ?? 0
            #endif
            // Within a megabyte of where the stack ends (a guard page, or the next mapping).
            if stackLimit > 0, address < stackLimit + (1 << 20), address + (1 << 20) > stackLimit {
                say(" (SIGSEGV: a stack overflow: unbounded recursion?)")
            } else {
                say(" (SIGSEGV: a bad memory access)")
            }
        case SIGBUS: say(" (SIGBUS: a bad memory access)")
        case SIGILL, SIGTRAP: say(" (a Swift runtime error: a force-unwrapped nil, an index out of range, a failed precondition or fatalError)")
        case SIGFPE: say(" (SIGFPE: an arithmetic error)")
        case SIGABRT: say(" (SIGABRT: abort() or a failed C assertion)")
        default: break
        }
        say("; the runtime's report follows\n")
        // The runtime's handler (or the default action) takes it from here: a fault
        // happens again when this returns; a signal that was sent (abort's raise)
        // is raised again, to be delivered as soon as this returns.
        sigaction(sig, &previous[Int(sig)], nil)
        let sent = (info?.pointee.si_code ?? 0) <= 0
        if sent || sig == SIGABRT { raise(sig) }
    }

    private static func exited(_ status: Int32) {
        guard isPlaying else { return }
        isPlaying = false
        write(2, buffer, strlen(buffer))
        let line = " ended the process: its code called exit(\(status)) while it played; a demo that exits is never a pass\n"
        _ = Array(line.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        _exit(exitDuringPlayStatus)
    }
}
