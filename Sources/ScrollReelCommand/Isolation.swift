import Foundation
import ScrollReelUIKit
import ScrollGolden
import ScrollSimulation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `golden verify` and `golden record` keep one demo's crash, hang or `exit()`
/// from taking the others with it, as XCTest restarts after a crash: the demos
/// are played by a worker, this same tool started again with the same arguments,
/// which plays them one after another and tells this process (the supervisor)
/// over a pipe which demo it begins and what each gave. When the worker dies or
/// stops in the middle of a demo, that demo fails with what happened (the signal,
/// the runtime's first lines, the watchdog's finding, the `exit` status), and a
/// new worker goes on with the demos after it. The supervisor prints every line,
/// then writes the report and the Markdown from what the workers sent.
///
/// A passing run starts one worker: a process start and the fonts' loading,
/// once, not per demo.
enum Isolation {
    /// What a worker tells its supervisor, one message at a time: a kind byte, the
    /// length of what follows (8 bytes, little-endian) and that.
    enum Message: UInt8 {
        /// A demo begins (its golden's id).
        case begin = 0x42
        /// A verification, as `VerificationWire` writes it: the demo is done.
        case verification = 0x56
        /// A line for standard output (a proposed golden, a record's result).
        case line = 0x4c
        /// The demo named is done (a record).
        case done = 0x44
    }

    /// The file descriptor a worker writes its messages to.
    static let messageDescriptor: Int32 = 3
    /// A worker's status when a scene's code called `exit()` while it played, and
    /// when the watchdog stopped it: the supervisor tells these from a crash.
    static let exitDuringPlayStatus: Int32 = 86
    static let watchdogStatus: Int32 = 87

    /// This process is a worker when its supervisor said so: the goldens it is to play.
    static var workerGoldens: [String]? {
        guard let list = ProcessInfo.processInfo.environment["SCROLLREEL_WORKER_GOLDENS"] else { return nil }
        return list.split(separator: " ").map(String.init)
    }

    // MARK: The worker's side

    /// Sends one message to the supervisor.
    static func send(_ kind: Message, _ payload: [UInt8]) {
        var frame = [kind.rawValue]
        withUnsafeBytes(of: UInt64(payload.count).littleEndian) { frame += $0 }
        frame += payload
        frame.withUnsafeBytes { p in
            var offset = 0
            while offset < p.count {
                let n = write(messageDescriptor, p.baseAddress! + offset, p.count - offset)
                if n < 0 { if errno == EINTR { continue }; _exit(1) }   // the supervisor is gone
                offset += n
            }
        }
    }

    static func send(_ kind: Message, _ text: String) { send(kind, Array(text.utf8)) }

    /// Makes this process a worker: a crash, an `exit()` or the watchdog ends it
    /// with a status the supervisor recognises.
    static func becomeWorker() {
        CrashNote.exitDuringPlayStatus = exitDuringPlayStatus
        Watchdog.status = watchdogStatus
        #if os(Linux)
        // A worker does not outlive its supervisor (killed, or stopped by Ctrl-C): it
        // gets SIGTERM, which removes its temporaries as a command's own does.
        // (prctl is not in Swift's Glibc module: looked up; PR_SET_PDEATHSIG is 1.)
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        if let prctl = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
            _ = unsafeBitCast(prctl, to: Prctl.self)(1, UInt(SIGTERM), 0, 0, 0)
        }
        if let parent = ProcessInfo.processInfo.environment["SCROLLREEL_SUPERVISOR"].flatMap(Int32.init), getppid() != parent {
            raise(SIGTERM)
        }
        #endif
    }

    // MARK: The supervisor's side

    /// What a worker sent about one demo, or why it could not.
    enum Outcome {
        /// The messages that came for it, in order (a verification, lines).
        case finished([(Message, [UInt8])])
        /// The worker ended during it: the failure in words, a line for each part.
        case failed([String], lines: [(Message, [UInt8])])
    }

    /// Plays `ids` in workers, restarting after a demo that ends its worker, and
    /// hands each demo's outcome to `each` as soon as it is known, in order.
    static func supervise(_ ids: [String], timeout: Double, each: (String, Outcome) throws -> Void) throws {
        var remaining = ids[...]
        while let first = remaining.first {
            let worker = try Worker(goldens: Array(remaining))
            var current: String?
            var messages: [(Message, [UInt8])] = []
            var output: [UInt8] = []
            var begun = 0
            let backstop = timeout + 30
            var lastBegin = SceneActivity.monotonicNanoseconds()
            while let event = worker.next(deadline: lastBegin + UInt64(backstop * 1e9)) {
                switch event {
                case .message(.begin, let payload):
                    if let c = current {
                        forward(output)
                        try each(c, .finished(messages))
                    }
                    current = String(decoding: payload, as: UTF8.self)
                    messages = []
                    output = []
                    begun += 1
                    lastBegin = SceneActivity.monotonicNanoseconds()
                case .message(let kind, let payload):
                    messages.append((kind, payload))
                case .output(let bytes):
                    // Kept until the demo is done: passed on if it passes, quoted if it crashes
                    // (the last megabyte).
                    output += bytes
                    if output.count > 1 << 20 { output.removeFirst(output.count - (1 << 20)) }
                }
            }
            let status = worker.finish()
            let done = messages.contains { $0.0 == .verification || $0.0 == .done }
            _ = begun
            if let c = current {
                remaining = remaining.drop { $0 != c }.dropFirst()
                if done {
                    forward(output)
                    try each(c, .finished(messages))
                } else {
                    try each(c, .failed(describe(status, output: output, timedOut: worker.timedOut, timeout: timeout),
                                        lines: messages))
                }
            } else {
                // It died before it began a demo: it cannot play any.
                let why = describe(status, output: output, timedOut: worker.timedOut, timeout: timeout)
                for id in remaining { try each(id, .failed(["the process to play it could not start: " + why.joined(separator: "; ")], lines: [])) }
                return
            }
            _ = first
        }
    }

    /// What the end of a worker says about the demo it was playing.
    static func describe(_ status: Worker.Status, output: [UInt8], timedOut: Bool, timeout: Double) -> [String] {
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        // The line our handlers or the watchdog wrote, without its "tool: error: demo 'x'".
        let own = lines.last { $0.contains(": error: demo '") && ($0.contains("' crashed") || $0.contains("' stopped:") || $0.contains("' ended the process")) }
            .map { line -> String in
                // (A demo's id has no quote: the first one after its start ends it.)
                let start = line.range(of: ": error: demo '")!.upperBound
                guard let r = line.range(of: "' ", range: start..<line.endIndex) else { return line }
                return String(line[r.upperBound...])
            }
        var said: [String] = []
        if timedOut {
            said.append("stopped: it did not finish within its \(Int(timeout)) s of wall time (--timeout), and its process did not answer: killed")
        } else {
            switch status {
            case .exited(exitDuringPlayStatus):
                said.append(own ?? "ended the process: its code called exit() while it played; a demo that exits is never a pass")
            case .exited(watchdogStatus):
                said.append(own ?? "stopped by the watchdog")
            case .exited(let code):
                said.append(own ?? "ended the process with status \(code) while it played; a demo that exits is never a pass")
            case .signaled(let sig):
                said.append(own.map { $0.replacingOccurrences(of: "; the runtime's report follows", with: "") }
                            ?? "its process was killed by signal \(sig)\(sig == SIGKILL ? " (out of memory?)" : "")")
            }
        }
        return said + crashLines(lines)
    }

    /// The crash's first lines from the runtime's report: its message ("Fatal error:
    /// Index out of range"), else what it caught, and where in the scene's code it
    /// happened (the first frames of the crashed thread that are neither the
    /// runtime's nor ScrollReel's, else the first with a source location).
    static func crashLines(_ lines: [String]) -> [String] {
        // Swift's fatal errors, and a C library's failed assert() as glibc words it.
        let fatal = lines.compactMap { l in l.range(of: "Fatal error:").map { String(l[$0.lowerBound...]) } }
            + lines.filter { $0.hasPrefix("Assertion failed") || $0.contains("Precondition failed")
                || ($0.contains(": Assertion `") && $0.hasSuffix("failed.")) }
        let caught = lines.compactMap { l -> String? in
            guard let r = l.range(of: "*** Program crashed: ") else { return nil }
            var what = String(l[r.upperBound...]).replacingOccurrences(of: " ***", with: "")
            if let at = what.range(of: " at 0x") { what = String(what[..<at.lowerBound]) }
            return "the runtime caught: " + what
        }
        var frames: [(place: String, ours: Bool)] = []
        var inCrashedThread = false
        for l in lines {
            let t = l.trimmingCharacters(in: .whitespaces)
            if t.hasSuffix("crashed:") { inCrashedThread = true; continue }
            guard inCrashedThread else { continue }
            if t.isEmpty { if !frames.isEmpty { break } else { continue } }
            guard !t.contains("[system]"), !t.contains("[thunk]"), let at = t.range(of: " at /"),
                  let address = t.range(of: " 0x") else { continue }
            let afterAddress = t[address.upperBound...].drop { $0 != " " }.dropFirst()
            let symbol = afterAddress.range(of: " + ").map { String(afterAddress[..<$0.lowerBound]) } ?? String(afterAddress)
            let path = String(t[t.index(after: at.lowerBound)...])
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let ours = ["ScrollReelUIKit", "ScrollSimulation", "ScrollRender", "ScrollGolden", "ScrollDiff", "ScrollDocs",
                        "ScrollReelCommand", "ScrollPhysics", "ScrollReelTesting"].contains { path.contains("/Sources/\($0)/") }
            frames.append(("at \(file), in \(symbol)", ours))
        }
        // The innermost run of the scene's own frames.
        let scene = frames.drop { $0.ours }.prefix { !$0.ours }.prefix(3).map(\.place)
        let places = scene.isEmpty ? Array(frames.prefix(2).map(\.place)) : Array(scene)
        // (What the runtime caught only when nothing else says more: the headline
        // already names the signal.)
        return Array((fatal.isEmpty && places.isEmpty ? caught : fatal).prefix(2)) + places
    }

    /// Passes a worker's other output on to standard error.
    static func forward(_ output: [UInt8]) {
        guard !output.isEmpty else { return }
        output.withUnsafeBytes { p in _ = write(2, p.baseAddress, p.count) }
    }

    /// A worker process: this tool again, with the same arguments, told which goldens to play.
    final class Worker {
        enum Status { case exited(Int32), signaled(Int32) }
        enum Event { case message(Message, [UInt8]), output([UInt8]) }

        let pid: pid_t
        private let messages: Int32
        private let output: Int32
        private var buffer: [UInt8] = []
        private var messagesOpen = true, outputOpen = true
        private(set) var timedOut = false

        init(goldens: [String]) throws {
            var m: [Int32] = [0, 0], o: [Int32] = [0, 0]
            guard pipe(&m) == 0, pipe(&o) == 0 else { throw UserError("cannot start a process to play the demos: \(String(cString: strerror(errno)))") }
            for fd in m + o { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, o[1], 1)
            posix_spawn_file_actions_adddup2(&actions, o[1], 2)
            posix_spawn_file_actions_adddup2(&actions, m[1], Isolation.messageDescriptor)
            var environment = ProcessInfo.processInfo.environment
            environment["SCROLLREEL_WORKER_GOLDENS"] = goldens.joined(separator: " ")
            environment["SCROLLREEL_SUPERVISOR"] = String(getpid())
            // The runtime's crash report, short and plain: the supervisor quotes its first lines.
            if environment["SWIFT_BACKTRACE"] == nil {
                environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=24,top=8"
            }
            let path = Self.executablePath
            let argv: [UnsafeMutablePointer<CChar>?] = ([path] + CommandLine.arguments.dropFirst()).map { strdup($0) } + [nil]
            let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
            close(m[1]); close(o[1])
            guard spawned == 0 else {
                close(m[0]); close(o[0])
                throw UserError("cannot start a process to play the demos (\(path)): \(String(cString: strerror(spawned)))")
            }
            self.pid = pid
            messages = m[0]
            output = o[0]
        }

        /// This executable's path.
        static var executablePath: String {
            #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if n > 0 { return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            #endif
            return Bundle.main.executablePath ?? CommandLine.arguments[0]
        }

        /// The next thing the worker sends or prints; nil once it is done (its message
        /// pipe closed), or at `deadline` (monotonic nanoseconds), when it is killed.
        func next(deadline: UInt64) -> Event? {
            while messagesOpen {
                if let m = parsed() { return .message(m.0, m.1) }
                var fds = [pollfd(fd: messages, events: Int16(POLLIN), revents: 0)]
                if outputOpen { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
                let now = SceneActivity.monotonicNanoseconds()
                guard now < deadline else {
                    timedOut = true
                    kill(pid, SIGKILL)
                    return nil
                }
                let wait = Int32(min(1000, (deadline - now) / 1_000_000 + 1))
                let n = poll(&fds, nfds_t(fds.count), wait)
                if n < 0 { if errno == EINTR { continue }; return nil }
                if fds.count > 1, fds[1].revents != 0 {
                    if let bytes = receive(output) { return .output(bytes) } else { outputOpen = false }
                }
                if fds[0].revents != 0 {
                    if let bytes = receive(messages) { buffer += bytes } else { messagesOpen = false }
                }
            }
            if let m = parsed() { return .message(m.0, m.1) }
            // The worker is done or dead: what it printed last still counts.
            if outputOpen, let bytes = drain(output) { outputOpen = false; return .output(bytes) }
            return nil
        }

        private func parsed() -> (Message, [UInt8])? {
            guard buffer.count >= 9 else { return nil }
            var n: UInt64 = 0
            for i in 0..<8 { n |= UInt64(buffer[1 + i]) << (8 * UInt64(i)) }
            guard n <= UInt64(buffer.count - 9) else { return nil }
            let kind = Message(rawValue: buffer[0]) ?? .line
            let payload = Array(buffer[9..<9 + Int(n)])
            buffer.removeFirst(9 + Int(n))
            return (kind, payload)
        }

        private func receive(_ fd: Int32) -> [UInt8]? {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                return n > 0 ? Array(chunk[..<n]) : nil
            }
        }

        /// Everything left in `fd` until its writer closes it (the worker has ended).
        private func drain(_ fd: Int32) -> [UInt8]? {
            var all: [UInt8] = []
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
            while poll(&fds, 1, 2000) > 0, let bytes = receive(fd) { all += bytes }
            return all.isEmpty ? nil : all
        }

        /// Waits for the worker to end.
        func finish() -> Status {
            close(messages)
            if outputOpen { _ = drain(output) }
            close(output)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            let signal = status & 0x7f
            return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
        }
    }
}
