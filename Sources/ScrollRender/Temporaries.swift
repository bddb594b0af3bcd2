import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files and staging folders a command is writing, so that none
/// outlives it: an interrupted command (Ctrl-C, a CI job cancelled with SIGTERM)
/// removes its own before it dies, and a killed one (SIGKILL, a power cut),
/// which cannot, has its removed by the next command that writes into that
/// folder — only those of processes that are gone, never a live one's.
///
/// Every temporary is created and settled (renamed into place or removed) under
/// one lock, which the signal handler takes and never gives back: once it has
/// removed what is listed, no new temporary can appear before the process ends.
public enum Temporaries {
    private static let live = Mutex<[String: Bool]>([:])   // path → is a folder
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Creates a temporary by `create` (an `open(O_EXCL)`, a `mkdir`) and lists
    /// it when `create` succeeds; the result is `create`'s.
    static func create<R>(_ path: String, folder: Bool = false, _ create: () -> R, succeeded: (R) -> Bool) -> R {
        live.withLock { list in
            let r = create()
            if succeeded(r) { list[path] = folder }
            return r
        }
    }

    /// Settles a temporary by `settle` (renamed into place, removed) and forgets it.
    static func settle<R, E: Error>(_ path: String, _ settle: () throws(E) -> R) throws(E) -> R {
        try live.withLock { (list) throws(E) -> R in
            defer { list[path] = nil }
            return try settle()
        }
    }

    /// From now on SIGINT, SIGTERM and SIGHUP remove this process's temporaries,
    /// then end it as the signal would have (the shell sees "interrupted", status
    /// 130 or 143). Called once by the command line; a library user's process
    /// keeps its own handlers.
    public static func removeOnInterrupt() {
        guard sources.isEmpty else { return }
        let queue = DispatchQueue(label: "scrollreel.interrupt")
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { removeAllAndDie(sig) }
            source.resume()
            sources.append(source)
        }
    }

    private static func removeAllAndDie(_ sig: Int32) -> Never {
        live.withLock { list in
            for (path, folder) in list {
                if folder { try? FileManager.default.removeItem(atPath: path) } else { unlink(path) }
            }
            // The default action ends the process with the signal's status. Raised
            // on this thread with the signal unblocked here: every other thread
            // may block it (libdispatch's do, and a parent can hand its mask down).
            signal(sig, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, sig)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(sig)
            _exit(128 + sig)
        }
    }

    /// Whether process `pid` still runs (EPERM: it runs as another user).
    public static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    /// The process id a temporary's name carries after `marker`
    /// (`.name.tmp-4242-7` → 4242, `.name.staging-4242` → 4242).
    public static func owner(of name: String, after marker: String) -> Int32? {
        guard let range = name.range(of: marker, options: .backwards) else { return nil }
        return Int32(name[range.upperBound...].prefix(while: \.isNumber))
    }
}
