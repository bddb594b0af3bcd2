import Dispatch
import Foundation
import Synchronization

/// Writes a film as `frame-0000.png`, `frame-0001.png`, … in a folder, encoding
/// on every core while the caller draws the next frames.
///
/// - Memory stays flat: at most `workers + 1` frames wait for an encoder; `write`
///   blocks beyond that.
/// - A frame identical to the one before is not encoded again: its file is a copy
///   of the earlier one (written when the run finishes).
/// - Every file is written under a temporary name and renamed, so no half-written
///   frame ever has a final name; frames of an earlier, longer run are removed.
public final class PNGSequenceWriter: @unchecked Sendable {
    /// The error of a sequence that could not be written: an output folder that is not
    /// writable, or the first frame file that failed.
    public struct Failure: Error, CustomStringConvertible {
        /// The reason in one line, naming the folder or file.
        public let description: String
    }

    /// The folder the frame files are written in; it is created (with its parents) if missing.
    public let directory: URL
    /// The libdeflate compression level every frame is encoded at (see ``PNGEncoder/encode(_:level:)``).
    public let level: Int32
    private let queue = DispatchQueue(label: "scrollreel.png", attributes: .concurrent)
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()
    private let firstError = Mutex<Failure?>(nil)
    private var previous: Bitmap?
    private var previousIndex = -1
    private var copies: [(index: Int, source: Int)] = []
    private var count = 0
    /// How many frames were encoded, that is, frames not identical to the one before
    /// (a repeat is written as a copy of the earlier file).
    public private(set) var encodedFrames = 0
    private let written = Mutex<Int>(0)
    /// Bytes of PNG written so far.
    public var bytesWritten: Int { written.withLock { $0 } }

    /// A writer into `directory`, which it creates and sweeps of stale temporary files,
    /// encoding on `workers` threads (at least 1; one core each by default) at `level`.
    /// Throws when the folder cannot be made or is not writable.
    public init(directory: URL, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                level: Int32 = PNGEncoder.defaultLevel) throws {
        self.directory = directory
        self.level = level
        slots = DispatchSemaphore(value: max(1, workers) + 1)
        try OutputFile.createFolder(directory)
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw Failure(description: "the output folder \(directory.path) is not writable")
        }
    }

    /// The name of frame `index`: `frame-` and the number padded to four digits, such as `frame-0042.png`.
    public static func fileName(_ index: Int) -> String {
        let n = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - n.count)) + n + ".png"
    }

    /// Queues frame `index` (frames come in order from 0).
    public func write(_ bitmap: Bitmap, index: Int) throws {
        if let e = firstError.withLock({ $0 }) { throw e }
        count = max(count, index + 1)
        if let previous, previous == bitmap {
            copies.append((index, previousIndex))
            return
        }
        previous = bitmap
        previousIndex = index
        encodedFrames += 1
        slots.wait()
        let url = directory.appendingPathComponent(Self.fileName(index))
        queue.async(group: group) { [self] in
            defer { slots.signal() }
            let png = PNGEncoder.encode(bitmap, level: level)
            store(png, at: url)
        }
    }

    private func store(_ bytes: [UInt8], at url: URL) {
        do {
            try OutputFile.write(bytes, to: url)
            written.withLock { $0 += bytes.count }
        } catch {
            firstError.withLock { e in
                if e == nil { e = Failure(description: OutputFile.reason(error)) }
            }
        }
    }

    /// Waits for every frame, writes the repeated ones, removes stale frames.
    public func finish() throws {
        group.wait()
        if let e = firstError.withLock({ $0 }) { throw e }
        // Each repeat is its frame's file read back, on every core (a film at
        // rest is mostly repeats).
        DispatchQueue.concurrentPerform(iterations: copies.count) { [self] k in
            let (index, source) = copies[k]
            let from = directory.appendingPathComponent(Self.fileName(source))
            guard let data = FileManager.default.contents(atPath: from.path) else {
                firstError.withLock { e in
                    if e == nil { e = Failure(description: "cannot read \(from.path) back") }
                }
                return
            }
            store([UInt8](data), at: directory.appendingPathComponent(Self.fileName(index)))
        }
        if let e = firstError.withLock({ $0 }) { throw e }
        // Frames left from an earlier, longer film would be mistaken for this one's.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png") {
            if let n = Int(name.dropFirst(6).dropLast(4)), n >= count {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }
}
