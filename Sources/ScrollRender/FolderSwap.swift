import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a whole folder in one step, for things that are one unit on disk (a
/// golden: its manifest, trace and keyframes must agree). The new folder is
/// written beside the old one under a staging name and the two are exchanged by
/// one system call (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)`
/// on macOS), so a reader, or a process killed at any moment, sees the old folder
/// or the new one, never a mixture. Where the exchange is not available (an old
/// kernel, a file system without it) the old folder is first renamed aside:
/// a kill between the two renames leaves it under `.<name>.old-<pid>`, which
/// `recover` puts back.
public enum FolderSwap {
    /// `.<name>.staging-<pid>` beside `folder`: where its replacement is written.
    public static func staging(for folder: URL) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).staging-\(getpid())")
    }

    /// Whether `name` is one of the staging or set-aside folders `FolderSwap` uses.
    public static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && (name.contains(".staging-") || name.contains(".old-"))
    }

    /// The staging and set-aside folders beside `folder` that processes no longer
    /// running left (a live writer's staging folder is its own), by name.
    public static func leftovers(of folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path)) ?? []
        return names.filter { n in
            for marker in [".\(folder.lastPathComponent).staging-", ".\(folder.lastPathComponent).old-"] where n.hasPrefix(marker) {
                return !(Temporaries.owner(of: n, after: marker).map(Temporaries.isRunning) ?? false)
            }
            return false
        }.sorted()
    }

    /// Makes `folder` whole again after an interrupted swap: a set-aside old folder
    /// comes back if the folder is missing, and the `leftovers` are removed.
    /// Returns the names removed or restored.
    @discardableResult
    public static func recover(_ folder: URL) -> [String] {
        let parent = folder.deletingLastPathComponent()
        let mine = leftovers(of: folder)
        var info = stat()
        if lstat(folder.path, &info) != 0, let old = mine.first(where: { $0.hasPrefix(".\(folder.lastPathComponent).old-") }) {
            rename(parent.appendingPathComponent(old).path, folder.path)
        }
        for n in mine { try? FileManager.default.removeItem(at: parent.appendingPathComponent(n)) }
        return mine
    }

    /// Makes the empty staging folder for `folder` (`staging(for:)`), listed
    /// among the process's temporaries so that an interruption removes it.
    public static func makeStaging(for folder: URL) throws -> URL {
        let staging = staging(for: folder)
        try? FileManager.default.removeItem(at: staging)   // this process's own, from an earlier attempt
        let (status, code) = Temporaries.create(staging.path, folder: true, {
            let status = mkdir(staging.path, 0o755)
            return (status, errno)
        }, succeeded: { $0.0 == 0 })
        guard status == 0 else { throw failure(folder, code) }
        return staging
    }

    /// Removes a staging folder that will not be swapped in.
    public static func discard(_ staging: URL) {
        Temporaries.settle(staging.path) { try? FileManager.default.removeItem(at: staging) }
    }

    /// Puts `staging` in the place of `folder` (which may not exist yet) and removes
    /// what was there.
    public static func replace(_ folder: URL, with staging: URL) throws {
        // Settled under the temporaries' lock: an interruption sees the staging
        // folder before the swap (and removes it) or the swapped golden, never half.
        try Temporaries.settle(staging.path) {
            do { try swap(folder, with: staging) } catch {
                try? FileManager.default.removeItem(at: staging)
                throw error
            }
        }
    }

    private static func swap(_ folder: URL, with staging: URL) throws {
        var info = stat()
        if lstat(folder.path, &info) != 0 {
            guard rename(staging.path, folder.path) == 0 else { throw failure(folder, errno) }
            return
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw OutputFile.Failure(description: "cannot replace \(folder.path): it is not a folder")
        }
        if exchange(staging.path, folder.path) {
            try? FileManager.default.removeItem(at: staging)   // now the old folder
            return
        }
        let aside = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).old-\(getpid())")
        guard rename(folder.path, aside.path) == 0 else { throw failure(folder, errno) }
        guard rename(staging.path, folder.path) == 0 else {
            let code = errno
            rename(aside.path, folder.path)
            throw failure(folder, code)
        }
        try? FileManager.default.removeItem(at: aside)
    }

    private static func failure(_ folder: URL, _ code: Int32) -> OutputFile.Failure {
        let reason = String(cString: strerror(code))
        return OutputFile.Failure(description: "cannot replace \(folder.path): " + reason.prefix(1).lowercased() + reason.dropFirst())
    }

    #if canImport(Glibc)
    /// glibc declares `renameat2` only under _GNU_SOURCE, which Swift's Glibc module
    /// does not define; it is looked up once at run time instead.
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    private static func exchange(_ a: String, _ b: String) -> Bool {
        let renameExchange: UInt32 = 1 << 1
        return renameat2?(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }
    #else
    private static func exchange(_ a: String, _ b: String) -> Bool {
        renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
    }
    #endif
}
